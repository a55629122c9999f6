// Shared by the browser tests: Debian's Chromium through playwright-core against a real
// `hupai serve` on loopback, pages that fail a test on any console error, the CLI's answers to
// compare with, and screenshots in $HUPAI_WEB_ARTIFACTS (default build/web-artifacts).
import assert from "node:assert/strict";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { after, before } from "node:test";

import { chromium } from "playwright-core";

import { artifacts, nativeBatch, startServer } from "./support.mjs";

const chromiumPath = process.env.HUPAI_CHROMIUM ??
  ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));

/** Debian's Chromium, headless (HUPAI_CHROMIUM names another build). */
export function launchChromium() {
  return chromium.launch({ executablePath: chromiumPath, args: ["--no-sandbox"] });
}

/** The two screens every page feature is tested on. */
export const SCREENS = {
  desktop: { viewport: { width: 1280, height: 720 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

/**
 * Starts the server and the browser before the file's tests and stops them after (`done` runs
 * first, then the server must stop cleanly). Returns {open(query, options), url()}.
 */
export function useBrowser(done = () => {}) {
  let server;
  let browser;
  before(async () => {
    mkdirSync(artifacts, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    const status = await server?.stop();
    done();
    assert.equal(status, 0, "hupai serve stops cleanly on SIGTERM");
  });
  return {
    url: () => server.url,
    // A page that fails the test on any console error or uncaught exception.
    async open(query, options = {}) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      const problems = [];
      page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
      page.on("pageerror", (e) => problems.push(e.message));
      await page.goto(`${server.url}/${query}`);
      await page.waitForSelector("body[data-ready]", { timeout: 10000 });
      return {
        page,
        context,
        async close() {
          await context.close();
          assert.deepEqual(problems, [], "no console errors");
        },
      };
    },
  };
}

/** The CLI's answer to one batch line. */
export function cli(line) {
  return JSON.parse(nativeBatch(`${JSON.stringify(line)}\n`));
}

/**
 * A screenshot in the artifacts folder. `full`: of the whole page, with the viewport stretched
 * over it first (rows off screen are not drawn until they are on screen, content-visibility, as
 * a reader scrolling sees them); otherwise what the screen shows.
 */
export async function shot(page, name, full = true) {
  const file = path.join(artifacts, `${name}.png`);
  if (!full) {
    await page.screenshot({ path: file });
    return;
  }
  const size = page.viewportSize();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await page.screenshot({ path: file, fullPage: true });
  await page.setViewportSize(size);
}

/** The rows of the discard table as the analyze op's `analysis`. */
export function discardRows(page) {
  return page.$$eval("#discards .rows .row", (rows) => rows.map((r) => {
    const cells = r.querySelectorAll("[role=cell]");
    const tiles = [...cells[2].querySelectorAll(".tile")];
    return {
      discard: r.dataset.discard,
      shanten: Number(cells[1].textContent),
      improving: tiles.map((t) => t.dataset.tile),
      unseen: Object.fromEntries(tiles.map((t) => [t.dataset.tile, Number(t.dataset.n)])),
      total: Number(cells[3].textContent),
    };
  }));
}
