// Shared by the web tests: where the builds are, a seeded random source, the native `hupai`
// run as a batch or as a server on loopback.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, "../..");
export const buildDir = process.env.HUPAI_BUILD_DIR ?? path.join(root, "build");
export const hupaiBin = path.join(buildDir, "hupai");
export const pageDir = path.join(buildDir, "web");
export const wasmPath = path.join(pageDir, "hupai.wasm");
export const artifacts = process.env.HUPAI_WEB_ARTIFACTS ?? path.join(buildDir, "web-artifacts");

/** A printed, replayable seed (HUPAI_TEST_SEED overrides), and xorshift32 from it. */
export function seeded(name, fixed) {
  const seed = Number(process.env.HUPAI_TEST_SEED ?? fixed) >>> 0 || 1;
  console.log(`[seed] ${name}: ${seed} (replay with HUPAI_TEST_SEED=${seed})`);
  let s = seed;
  const next = () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s;
  };
  return { next, below: (n) => next() % n, pick: (xs) => xs[next() % xs.length] };
}

/** `hupai batch` on `input`: its standard output. */
export function nativeBatch(input, args = []) {
  const r = spawnSync(hupaiBin, ["batch", ...args], { input, maxBuffer: 1 << 28 });
  if (r.error) throw r.error;
  return r.stdout.toString("utf8");
}

/** Starts `hupai serve --port 0` on loopback; resolves to {url, stop()}. */
export function startServer(extra = []) {
  const child = spawn(hupaiBin, ["serve", "--port", "0", "--web", pageDir, ...extra],
    { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("hupai serve did not start")), 10000);
    child.stdout.on("data", (d) => {
      out += d;
      const m = out.match(/http:\/\/127\.0\.0\.1:(\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${m[1]}`,
          stop: () => new Promise((done) => {
            child.on("exit", (code) => done(code));
            child.kill("SIGTERM");
          }),
        });
      }
    });
    child.on("exit", (code) => reject(new Error(`hupai serve exited with ${code}`)));
  });
}
