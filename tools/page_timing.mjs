// Times the page as a reader meets it: Debian's Chromium (playwright-core, as the page's tests)
// against a real `hupai serve` on loopback. Prints a JSON object of medians and p90s:
//
// - interactive_ms: navigation start to the page's first answer drawn (body[data-ready], set
//   when the module is compiled and the URL's hand answered), each load in a fresh browser
//   context (nothing cached); repeat_interactive_ms the same on a reload in that context (the
//   service worker and the HTTP cache warm).
// - keystroke_*: the keystroke that makes a 14-tile hand again (after two Backspaces and a
//   digit), from the key event's time stamp (the browser's, taken before any script runs) to
//   `answer`: the answer in the document (a MutationObserver on the answer column); `frame`:
//   the start of the first frame after it (requestAnimationFrame, then a task: the frame has
//   been drawn); `page`: the page's own figure (keydown to the answer laid out, data-key-ms).
// - ev_*: the discard table's win chances and expected scores for a 1-shanten hand: `first`
//   on a fresh load (the worker's module compiled first), from the first answer drawn to the
//   column drawn; `keystroke` from a keystroke that changes the hand to the column drawn
//   (the page waits EV_DELAY_MS, 80 ms, after the last change before it asks); `search` the
//   worker's time for the question (data-ev-ms).
//
//   node tools/page_timing.mjs [--loads N] [--keys N] [--evs N]
//
// Needs the page built (scripts/web.sh) in $HUPAI_BUILD_DIR/web (default build/web).
import os from "node:os";
import { execFileSync } from "node:child_process";
import { parseArgs } from "node:util";

import { launchChromium } from "../web/test/browser-support.mjs";
import { startServer } from "../web/test/support.mjs";

const { values: opts } = parseArgs({
  options: {
    loads: { type: "string", default: "20" },
    keys: { type: "string", default: "60" },
    evs: { type: "string", default: "10" },
  },
});
const loads = Number(opts.loads);
const keys = Number(opts.keys);
const evs = Number(opts.evs);

const ONE_SHANTEN = "123m456p78s1122z39p";  // 14 tiles, 1-shanten under riichi
const WIN = "123m456p789s11122z";

function summary(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  const r = (x) => Math.round(x * 100) / 100;
  return { median: r(at(0.5)), p90: r(at(0.9)), min: r(s[0]), max: r(s[s.length - 1]), n: s.length };
}

// In the page: times each keydown on the hand field to the answer in the document and to the
// next frame; the last keystroke's figures are in window.__keyTimes once `frame` is set.
function installKeyTimer() {
  window.__keyTimes = null;
  let pending = null;
  const answer = document.querySelector("main");
  const observer = new MutationObserver(() => {
    if (!pending || pending.answer) return;
    pending.answer = performance.now() - pending.key;
    const p = pending;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        p.frame = performance.now() - p.key;
        if (p === pending) window.__keyTimes = p;
      };
      channel.port2.postMessage(0);
    });
  });
  observer.observe(answer, { childList: true, subtree: true, characterData: true, attributes: true });
  document.querySelector("#hand").addEventListener("keydown", (e) => {
    pending = { key: e.timeStamp, answer: 0, frame: 0 };
    window.__keyTimes = null;
  }, { capture: true });
}

async function timeLoads(browser, url) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    await page.goto(`${url}/?hand=${ONE_SHANTEN}&rules=riichi`);
    await page.waitForSelector("body[data-ready]", { timeout: 20000 });
    cold.push(Number(await page.evaluate(() => document.body.dataset.ready)));
    await page.waitForFunction(() => navigator.serviceWorker?.controller || !navigator.serviceWorker,
      null, { timeout: 20000 }).catch(() => {});
    await page.reload();
    await page.waitForSelector("body[data-ready]", { timeout: 20000 });
    warm.push(Number(await page.evaluate(() => document.body.dataset.ready)));
    await context.close();
  }
  return { interactive_ms: summary(cold), repeat_interactive_ms: summary(warm) };
}

async function timeKeys(browser, url, hand, name) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${url}/?hand=${hand}&rules=riichi`);
  await page.waitForSelector("body[data-ready]", { timeout: 20000 });
  await page.evaluate(installKeyTimer);
  await page.click("#hand");
  await page.keyboard.press("End");
  const last = hand.slice(-2);
  const answer = [];
  const frame = [];
  const own = [];
  for (let i = 0; i < keys; i++) {
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.type(i % 2 ? last[0] : String((Number(last[0]) % 9) + 1));
    await page.keyboard.type(last[1]);
    const t = await (await page.waitForFunction(() => window.__keyTimes, null, { timeout: 5000 })).jsonValue();
    answer.push(t.answer);
    frame.push(t.frame);
    own.push(Number(await page.evaluate(() => document.body.dataset.keyMs)));
  }
  await context.close();
  return { [`keystroke_${name}_answer_ms`]: summary(answer), [`keystroke_${name}_frame_ms`]: summary(frame),
    [`keystroke_${name}_page_ms`]: summary(own) };
}

// Before the page's scripts: the times the discard table's values were drawn (the page sets
// data-evs on the body after drawing them) and of the last keydown on the hand.
function recordEv() {
  window.__evDrawn = [];
  window.__evKey = 0;
  new MutationObserver(() => window.__evDrawn.push(performance.now()))
    .observe(document, { subtree: true, attributes: true, attributeFilter: ["data-evs"] });
  document.addEventListener("keydown", (e) => { window.__evKey = e.timeStamp; }, { capture: true });
}

async function timeEv(browser, url) {
  const first = [];
  const firstSearch = [];
  const after = [];
  const afterSearch = [];
  for (let i = 0; i < evs; i++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    await context.addInitScript(recordEv);
    const page = await context.newPage();
    await page.goto(`${url}/?hand=${ONE_SHANTEN}&rules=riichi`);
    await page.waitForSelector("body[data-evs='1']", { timeout: 30000 });
    const t = await page.evaluate(() => ({
      ready: Number(document.body.dataset.ready),
      drawn: window.__evDrawn[0],
      search: Number(document.body.dataset.evMs),
    }));
    first.push(t.drawn - t.ready);
    firstSearch.push(t.search);
    // A keystroke that changes the last tile (9p to 8p and back) asks again, the worker warm.
    await page.click("#hand");
    await page.keyboard.press("End");
    for (let k = 0; k < 2; k++) {
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await page.keyboard.type(k ? "9" : "8");
      const before = await page.evaluate(() => window.__evDrawn.length);
      await page.keyboard.type("p");
      await page.waitForFunction((n) => window.__evDrawn.length > n, before, { timeout: 30000 });
      after.push(await page.evaluate(() => window.__evDrawn.at(-1) - window.__evKey));
      afterSearch.push(Number(await page.evaluate(() => document.body.dataset.evMs)));
    }
    await context.close();
  }
  return { ev_first_ms: summary(first), ev_first_search_ms: summary(firstSearch),
    ev_keystroke_ms: summary(after), ev_keystroke_search_ms: summary(afterSearch) };
}

function machine() {
  let model = os.cpus()[0]?.model ?? "unknown";
  try {
    const m = execFileSync("lscpu", { encoding: "utf8" }).match(/^Model name:\s*(.+)$/m);
    if (m) model = m[1].trim();
  } catch { /* os.cpus() then */ }
  return { cpu: model, cores: os.cpus().length, load: os.loadavg().map((x) => Math.round(x * 10) / 10) };
}

const server = await startServer();
const browser = await launchChromium();
const result = { machine: machine() };
try {
  Object.assign(result, await timeLoads(browser, server.url));
  Object.assign(result, await timeKeys(browser, server.url, ONE_SHANTEN, "one_shanten"));
  Object.assign(result, await timeKeys(browser, server.url, WIN, "win"));
  Object.assign(result, await timeEv(browser, server.url));
} finally {
  await browser.close();
  await server.stop();
}
result.machine.load_after = os.loadavg().map((x) => Math.round(x * 10) / 10);
console.log(JSON.stringify(result, null, 2));
