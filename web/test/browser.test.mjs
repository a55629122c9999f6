// The page in Debian's Chromium, driven by playwright-core, against a real `hupai serve` on
// loopback: the shown answers are the CLI's (hupai batch), typing and clicking work, bad input
// is a message beside the field, the page works offline. Screenshots of each view and the
// timings go to $HUPAI_WEB_ARTIFACTS (default build/web-artifacts).
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { test } from "node:test";

import { SCREENS, cli, discardRows, shot, useBrowser } from "./browser-support.mjs";
import { artifacts } from "./support.mjs";

const timings = {};
const { open, url } = useBrowser(() => {
  writeFileSync(path.join(artifacts, "timings.json"), `${JSON.stringify(timings, null, 2)}\n`);
  console.log("timings:", JSON.stringify(timings));
});

test("the URL's hand opens at once, with the CLI's discard table", async () => {
  const hand = "123m456p78s1122z39p";
  const { page, close } = await open(`?hand=${hand}&rules=riichi`);
  const ready = Number(await page.evaluate(() => document.body.dataset.ready));
  timings.interactive_ms = ready;
  assert.ok(ready > 0, "ready time recorded");
  assert.equal(await page.inputValue("#hand"), hand);
  assert.equal(await page.inputValue("#rules"), "riichi");
  const expected = cli({ hand, rules: "riichi", ops: ["analyze", "shanten"] });
  assert.deepEqual(await discardRows(page), expected.analysis);
  assert.match(await page.textContent("#verdict"), new RegExp(`${expected.shanten}-shanten`));
  assert.equal(await page.locator("#hand-view .tile").count(), 14);
  await shot(page, "discards");
  await close();
});

test("seen tiles reach the library: the discard table is the CLI's with those tiles visible", async () => {
  const hand = "123m456p78s1122z39p";
  const seen = "6s9s9s1z";
  const { page, close } = await open(`?hand=${hand}&rules=riichi&seen=${seen}`);
  const expected = cli({ hand, rules: "riichi", ops: ["analyze"], visible: seen });
  const plain = cli({ hand, rules: "riichi", ops: ["analyze"] });
  assert.notDeepEqual(expected.analysis, plain.analysis, "the seen tiles change the counts");
  assert.deepEqual(await discardRows(page), expected.analysis);
  await close();
});

test("typing a hand answers every keystroke; a 14-tile hand's answer is timed", async () => {
  const { page, close } = await open("?rules=riichi");
  await page.click("#hand");
  const hand = "123m456p789s11122z";
  for (const ch of hand) await page.keyboard.type(ch);
  const expected = cli({ hand, rules: "riichi", ops: ["win", "decompose", "analyze"] });
  assert.match(await page.textContent("#verdict"), /Win/);
  assert.equal(await page.locator(".decomposition").count(), expected.decompositions.length);
  assert.deepEqual(await discardRows(page), expected.analysis);
  await shot(page, "win");

  // Edits that keep or restore 14 tiles without wildcards: change the last tile, back and forth,
  // in a 1280x720 window (the discard table below the fold) and in one tall enough to show all.
  for (const [name, height] of [["keystroke_14_tiles_ms", 720], ["keystroke_14_tiles_all_shown_ms", 2400]]) {
    await page.setViewportSize({ width: 1280, height });
    const ms = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Backspace");
      await page.keyboard.type(i % 2 ? "2" : "7");
      await page.keyboard.type("z");
      ms.push(Number(await page.evaluate(() => document.body.dataset.keyMs)));
    }
    ms.sort((a, b) => a - b);
    const at = (q) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
    timings[name] = { median: at(0.5), p95: at(0.95), max: ms[ms.length - 1], n: ms.length };
    assert.ok(ms.every((x) => Number.isFinite(x) && x > 0), "every keystroke timed");
  }
  await close();
});

test("clicking tiles builds a hand; its waits and the tiles left are the CLI's", async () => {
  const { page, close } = await open("?rules=riichi");
  for (const t of ["1m", "1m", "1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "9m", "9m"]) {
    await page.click(`#palette button[data-tile="${t}"]`);
  }
  assert.equal(await page.inputValue("#hand"), "1112345678999m");
  const expected = cli({ hand: "1112345678999m", rules: "riichi", ops: ["waits"] });
  const waits = await page.$$eval("#waits figure", (fs) => fs.map((f) => ({
    tile: f.dataset.tile, left: parseInt(f.querySelector(".left").textContent, 10),
    shape: f.querySelector(".shape").textContent,
  })));
  assert.deepEqual(waits.map((w) => w.tile), expected.waits);
  const held = { "1m": 3, "9m": 3 };
  for (const w of waits) assert.equal(w.left, 4 - (held[w.tile] ?? 1), w.tile);
  assert.match(await page.textContent("#verdict"), /Ready.*9 waits, 23 tiles left/);
  await shot(page, "waits");

  // Seen tiles lower the count left; a click on a hand tile takes it out.
  await page.check("input[name=target][value=seen]");
  await page.click('#palette button[data-tile="5m"]');
  assert.equal(await page.inputValue("#seen"), "5m");
  assert.equal(await page.textContent('#waits figure[data-tile="5m"] .left'), "2 left");
  await page.click("#hand-view button[data-index='0']");
  assert.equal(await page.inputValue("#hand"), "112345678999m");
  await page.waitForURL((u) => u.searchParams.get("seen") === "5m" &&
    u.searchParams.get("hand") === "112345678999m");  // the URL follows the state
  await close();
});

test("a hand in MediaTek letters goes on in MPSZ when tiles are clicked", async () => {
  const { page, close } = await open("?hand=ABCeee345456DD&rules=mediatek");
  const canonical = cli({ hand: "ABCeee345456DD", rules: "mediatek" }).hand;
  assert.equal(await page.textContent("#message"), `${canonical} · 14 tiles`);
  await page.click("#hand-view button[data-index='4']");  // take the second 4m out
  assert.equal(await page.inputValue("#notation"), "mpsz");
  await page.click('#palette button[data-tile="4m"]');
  assert.equal(await page.textContent("#message"), `${canonical} · 14 tiles`);
  assert.match(await page.textContent("#verdict"), /Win/);
  await close();
});

test("wildcards are drawn as what they stand for, and marked", async () => {
  const hand = "123m456p789s11z777z";
  const { page, close } = await open(`?hand=${hand}&rules=chinese&wild=7z`);
  const expected = cli({ hand, rules: "chinese", wild: "7z", ops: ["decompose"] });
  const rows = await page.locator(".decomposition").count();
  assert.equal(rows, Math.min(24, expected.decompositions.length));
  const first = expected.decompositions[0];
  assert.equal(await page.locator(".decomposition").first().locator(".wild-tile").count(), first.wild.length);
  const wildAs = await page.locator(".decomposition").first().locator(".wild-tile .tile")
    .evaluateAll((svgs) => svgs.map((s) => s.dataset.tile));
  assert.deepEqual(wildAs.sort(), first.wild.map((w) => w.as).sort());
  await shot(page, "wildcards");
  await close();
});

test("a win under a scoring preset shows the CLI's score; self-drawn changes it", async () => {
  const gbHand = "147m258p369s456m77z";
  const { page, close } = await open(`?hand=${gbHand}&rules=gb`);
  const gb = cli({ hand: gbHand, rules: "gb", ops: ["score"], situation: { tsumo: false } }).score;
  await page.waitForSelector("#score:not([hidden])");
  const sheet = await page.locator("#score .sheet").innerText();
  for (const f of gb.fans) assert.ok(sheet.includes(f.chinese), `${f.chinese} shown`);
  assert.ok(sheet.includes(String(gb.total)), "the gb total");
  assert.match(await page.locator("#verdict .big").innerText(), /组合龙/);
  await close();

  const riichiHand = "234567m234p23466s";
  const riichi = await open(`?hand=${riichiHand}&rules=riichi`);
  const ron = cli({ hand: riichiHand, rules: "riichi", ops: ["score"], situation: {} }).score;
  const tsumo = cli({ hand: riichiHand, rules: "riichi", ops: ["score"], situation: { tsumo: true } }).score;
  assert.notEqual(ron.total, tsumo.total);
  const total = () => riichi.page.locator("#score .sheet .row.total").innerText();
  assert.match(await total(), new RegExp(`${ron.han} han ${ron.fu} fu.*${ron.total}`));
  await riichi.page.check("#tsumo");
  assert.match(await total(), new RegExp(`${tsumo.han} han ${tsumo.fu} fu.*${tsumo.total}`));
  await riichi.page.waitForURL(/tsumo=1/);
  await shot(riichi.page, "score");
  // Rules that do not score show no score; neither does a hand that is no win.
  await riichi.page.selectOption("#rules", "chinese");
  assert.equal(await riichi.page.locator("#score").isHidden(), true);
  await riichi.close();
});

test("bad input is the CLI's message beside the field, never a blank page", async () => {
  const { page, close } = await open("?rules=riichi");
  for (const hand of ["123m456p789s11x", "11m22", "8z", "11111m", "123m [124m]", "🀇x", "{",
    "123m456p789s11122z [555z]"]) {
    await page.fill("#hand", hand);
    const expected = cli({ hand, rules: "riichi", ops: ["win", "shanten", "waits", "decompose", "analyze"] });
    const shown = await page.textContent("#message");
    if (expected.error) {
      assert.equal(shown, expected.error, hand);
      assert.equal(await page.getAttribute("#hand", "aria-invalid"), "true");
    } else {
      assert.ok(!(await page.getAttribute("#message", "class"))?.includes("error"), hand);
    }
    assert.ok(await page.isVisible("#hand"));
  }
  await page.fill("#hand", "123m456p789s11x");
  await page.fill("#wild", "9z");
  assert.equal(await page.textContent("#message"),
    cli({ hand: "123m456p789s11x", rules: "riichi", wild: "9z" }).error);
  await page.fill("#seen", "5q");
  assert.match(await page.textContent("#option-message"), /Seen tiles/);
  await shot(page, "error");
  const bad = await open("?hand=1m&rules=nope");
  assert.equal(await bad.page.textContent("#option-message"),
    `${cli({ hand: "1m", rules: "nope" }).error} (the page uses riichi)`);
  await bad.close();
  // ruijin without its 宝: the CLI's missing_wildcard
  await page.fill("#wild", "");
  await page.fill("#seen", "");
  await page.selectOption("#rules", "ruijin");
  await page.fill("#hand", "123m456p789s11122z");
  assert.match(await page.textContent("#message"), /^missing_wildcard: /);
  await close();
});

test("a phone-sized screen shows the page without sideways scrolling", async () => {
  const { page, close } = await open("?hand=123m456p78s1122z39p&rules=riichi", SCREENS.phone);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
  await shot(page, "phone");
  await close();
});

test("once loaded, the page works offline", async () => {
  const { page, context, close } = await open("?rules=riichi");
  await page.evaluate(async () => { await navigator.serviceWorker.ready; });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await context.setOffline(true);
  await page.goto(`${url()}/?hand=1112345678999m&rules=riichi`);
  await page.waitForSelector("body[data-ready]", { timeout: 10000 });
  assert.match(await page.textContent("#verdict"), /9 waits/);
  await context.setOffline(false);
  await close();
});
