// Keeps the page working offline: every answer is computed in the page, so its files are all it
// needs. Network first (a rebuilt page is seen at once), the cache when the network fails.
const CACHE = "hupai-v3";
const FILES = ["./", "index.html", "style.css", "manifest.webmanifest", "favicon.svg", "src/app.js",
  "src/hupai.js", "src/tiles.js", "src/hand.js", "src/score.js", "src/wall.js", "src/answer.js",
  "src/advice-worker.js", "hupai.wasm"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).pathname.startsWith("/api/")) return;
  event.respondWith((async () => {
    try {
      const response = await fetch(request);
      if (response.ok) {
        const copy = response.clone();
        caches.open(CACHE).then((c) => c.put(request, copy));
      }
      return response;
    } catch (error) {
      const cached = await caches.match(request, { ignoreSearch: true });
      if (cached) return cached;
      throw error;
    }
  })());
});
