// What a player meets in the first hour, on a desktop (1280 px) and a phone (390 px) screen: the
// improving tiles of a hand that is not ready, a complete hand without yaku, clicks the hand
// cannot take, the layout, "+" in links, the score's situation, seen tiles as tiles, the
// practice mode with its history, and random hands. Each state is kept as a screenshot
// (<name>-<screen>.png) in $HUPAI_WEB_ARTIFACTS.
import assert from "node:assert/strict";
import { test } from "node:test";

import { SCREENS, cli, shot, useBrowser } from "./browser-support.mjs";

const { open } = useBrowser();

// Copies of each kind among MPSZ tile names (red fives as fives).
function kinds(names) {
  const counts = new Map();
  for (const t of names) {
    const k = `${t[0] === "0" ? "5" : t[0]}${t[1]}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

const handTiles = (page) => page.$$eval("#hand-view .tile", (ts) => ts.map((t) => t.dataset.tile));
const seenTiles = (page) => page.$$eval("#seen-view .tile", (ts) => ts.map((t) => t.dataset.tile));

async function openSituation(page) {
  if (!(await page.$eval("#situation-box", (d) => d.open))) await page.click("#situation-box summary");
}

for (const [screen, options] of Object.entries(SCREENS)) {
  test(`${screen}: a 13-tile hand that is not ready shows its improving tiles with counts`, async () => {
    const hand = "123m456p78s1122z3p";
    const { page, close } = await open(`?hand=${hand}&rules=riichi`, options);
    const { draws } = cli({ hand, rules: "riichi", ops: ["analyze"] });
    await page.waitForSelector("#draws:not([hidden])");
    const shown = await page.$$eval("#draws .tile", (ts) => ts.map((t) => [t.dataset.tile, Number(t.dataset.n)]));
    assert.deepEqual(shown, draws.improving.map((t) => [t, draws.unseen[t]]));
    assert.match(await page.textContent("#draws .total"), new RegExp(`${draws.total} tiles left`));
    assert.match(await page.textContent("#verdict"), /Not ready — 1-shanten/);
    // The seen tiles lower the counts, as the library counts them.
    await page.fill("#seen", "9s9s");
    const seen = cli({ hand, rules: "riichi", ops: ["analyze"], visible: "9s9s" }).draws;
    assert.equal(await page.getAttribute('#draws .tile[data-tile="9s"]', "data-n"), String(seen.unseen["9s"]));
    await shot(page, `draws-${screen}`);
    await close();
  });

  test(`${screen}: a complete hand without yaku is headlined so, not as a win`, async () => {
    const hand = "123m456p789s22233z";
    const { page, close } = await open(`?hand=${hand}&rules=riichi`, options);
    assert.equal(cli({ hand, rules: "riichi", ops: ["score"] }).score.no_yaku, true);
    const big = () => page.textContent("#verdict .big");
    assert.match(await big(), /^Complete, no yaku — not a win under riichi/);
    assert.doesNotMatch(await big(), /Win/);
    assert.match(await page.textContent("#score .sheet"), /No yaku/);
    await shot(page, `no-yaku-${screen}`);
    await openSituation(page);
    await page.selectOption("#riichi", "1");  // riichi is a yaku: now a win
    assert.match(await big(), /^Win 胡/);
    await close();
  });

  test(`${screen}: a 15th tile or a fifth copy from the picker is refused, the hand kept`, async () => {
    const { page, close } = await open("?hand=123m456p789s111z&rules=riichi", options);
    const add = (t) => page.click(`#palette button[data-tile="${t}"]`);
    await add("1z");
    assert.equal(await page.textContent("#message"), "123m456p789s1111z · 13 tiles");
    await add("1z");  // a fifth 東
    assert.match(await page.textContent("#pick-message"), /All 4 copies of 1z are in use/);
    assert.equal(await page.textContent("#message"), "123m456p789s1111z · 13 tiles");
    await add("2z");
    await add("3z");  // a 15th tile
    assert.match(await page.textContent("#pick-message"), /The hand has 14 tiles/);
    assert.equal(await page.inputValue("#hand"), "123m456p789s11112z");
    assert.equal((await handTiles(page)).length, 14);
    assert.equal(await page.locator("#discards").isVisible(), true, "the answer stays");
    await shot(page, `refused-${screen}`);
    // Seen tiles count too: three 9s in the hand and one seen leave no fifth to add.
    await page.fill("#hand", "999s");
    await page.fill("#seen", "9s");
    await add("9s");
    assert.match(await page.textContent("#pick-message"), /All 4 copies of 9s/);
    assert.equal(await page.inputValue("#hand"), "999s");
    await close();
  });

  test(`${screen}: the answer is in sight without scrolling, the table heads apart`, async () => {
    const { page, close } = await open("?hand=123m456p78s1122z39p&rules=riichi", options);
    const box = (sel) => page.$eval(sel, (e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    });
    const height = options.viewport.height;
    const verdict = await box("#verdict");
    const firstRow = await box("#discards .rows .row");
    assert.ok(verdict.bottom <= height, `the verdict ends at ${verdict.bottom} px of ${height}`);
    assert.ok(firstRow.bottom <= height, `the best discard ends at ${firstRow.bottom} px of ${height}`);
    const input = await box("#input");
    const picker = await box("#picker");
    if (screen === "desktop") {
      assert.ok(verdict.left >= input.right, "the answer is beside the hand");
      assert.ok(verdict.top < picker.top, "and starts above the picker");
    } else {
      assert.ok(verdict.top < picker.top, "the answer comes before the picker");
    }
    // Each column head fits its cell, and the cells do not overlap.
    const heads = await page.$$eval("#discards .table .head [role=columnheader]", (hs) => hs.map((h) => {
      const r = h.getBoundingClientRect();
      return { left: r.left, right: r.right, fits: h.scrollWidth <= h.clientWidth + 1 };
    }));
    assert.equal(heads.length, 5, "discard, shanten, improving, total, win · score");
    for (const [i, h] of heads.entries()) {
      assert.ok(h.fits, `column head ${i} fits`);
      if (i > 0) assert.ok(heads[i - 1].right <= h.left, `column heads ${i - 1} and ${i} apart`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page is ${overflow}px wider than the screen`);
    await shot(page, `layout-${screen}`, false);
    await close();
  });

  test(`${screen}: a "+" in the link's hand survives, and is written %2B`, async () => {
    const { page, close } = await open("?hand=123m456p789s11z%20[5555z+]&rules=riichi", options);
    assert.equal(await page.inputValue("#hand"), "123m456p789s11z [5555z+]");
    const canonical = cli({ hand: "123m456p789s11z [5555z+]", rules: "riichi" }).hand;
    assert.match(canonical, /\+\]/);
    assert.equal(await page.textContent("#message"), `${canonical} · 14 tiles`);
    await page.selectOption("#rules", "chinese");
    await page.waitForURL((u) => u.search.includes("rules=chinese"));
    assert.match(page.url(), /hand=123m456p789s11z%20%5B5555z%2B%5D/);
    await page.reload();
    await page.waitForSelector("body[data-ready]");
    assert.equal(await page.inputValue("#hand"), "123m456p789s11z [5555z+]");
    await shot(page, `plus-${screen}`);
    // A "+" that closes no meld is a space, as a form encoder meant it.
    const spaced = await open("?hand=123m+456p789s11122z&rules=riichi", options);
    assert.equal(await spaced.page.inputValue("#hand"), "123m 456p789s11122z");
    await spaced.close();
    await close();
  });

  test(`${screen}: the riichi situation gives the CLI's score, payments and fu`, async () => {
    const hand = "234567m234p23466s";
    const { page, close } = await open(`?hand=${hand}&rules=riichi`, options);
    await openSituation(page);
    await page.check("#tsumo");
    await page.selectOption("#seat", "2z");
    await page.selectOption("#riichi", "1");
    await page.check("#ippatsu");
    await page.fill("#honba", "1");
    await page.fill("#ura", "1m");  // the ura indicator of 2m
    await page.check("input[name=target][value=dora]");
    await page.click('#palette button[data-tile="1s"]');  // the indicator of 2s
    assert.equal(await page.inputValue("#dora"), "1s");
    assert.deepEqual(await page.$$eval("#dora-view .tile", (ts) => ts.map((t) => t.dataset.tile)), ["1s"]);
    assert.deepEqual(await page.$$eval("#hand-view .dora .tile", (ts) => ts.map((t) => t.dataset.tile)), ["2s"]);
    // The winning tile, picked on the hand: the 4s (two-sided) rather than the 6s written last.
    await page.check("input[name=click][value=win]");
    await page.click('#hand-view button[data-tile="4s"]');
    assert.deepEqual(await page.$$eval("#hand-view .win-tile .tile", (ts) => ts.map((t) => t.dataset.tile)), ["4s"]);
    const situation = { win_tile: "4s", tsumo: true, seat_wind: "2z", riichi: 1, ippatsu: true,
      dora_indicators: ["1s"], ura_indicators: ["1m"], honba: 1 };
    const sc = cli({ hand, rules: "riichi", ops: ["score"], situation, visible: "1s" }).score;
    const sheet = await page.locator("#score .sheet").innerText();
    assert.ok(sc.yaku.some((y) => y.name === "ura_dora"), "the ura indicator counts");
    for (const y of sc.yaku) assert.ok(sheet.includes(y.name.replace(/_/g, " ")), `${y.name} shown`);
    assert.match(await page.locator("#score .row.total").innerText(),
      new RegExp(`${sc.han} han ${sc.fu} fu · ${sc.limit} · ${sc.total}`));
    assert.match(await page.locator("#score .row.pay").innerText(),
      new RegExp(`${sc.payments.dealer} from the dealer, ${sc.payments.non_dealer} from each other`));
    const fu = await page.$$eval("#score .fu .row", (rs) => rs.map((r) => r.innerText.replace(/\s+/g, " ")));
    assert.deepEqual(fu, sc.fu_details.map((f) => `${f.reason.replace(/_/g, " ")} ${f.fu} fu`));
    await page.waitForURL((u) => u.searchParams.get("win") === "4s" && u.searchParams.get("dora") === "1s");
    await shot(page, `score-riichi-${screen}`);
    await close();
  });

  test(`${screen}: under gb the GB situation keys apply and give the CLI's fans`, async () => {
    const hand = "147m258p369s456m77z";
    const { page, close } = await open(`?hand=${hand}&rules=gb`, options);
    await openSituation(page);
    for (const id of ["riichi", "ippatsu", "honba", "sticks", "blessing", "dora"]) {
      assert.equal(await page.locator(`#${id}`).isVisible(), false, `${id} is riichi's`);
    }
    await page.check("input[name=click][value=win]");
    await page.click('#hand-view button[data-tile="5m"]');
    await page.check("#last-copy");
    const sc = cli({ hand, rules: "gb", ops: ["score"], situation: { win_tile: "5m", last_copy: true } }).score;
    const sheet = await page.locator("#score .sheet").innerText();
    for (const f of sc.fans) assert.ok(sheet.includes(f.chinese), `${f.chinese} shown`);
    assert.match(await page.locator("#score .row.pay").innerText(),
      new RegExp(`${sc.payments.discarder} from the discarder, ${sc.payments.other} from each other`));
    await shot(page, `score-gb-${screen}`);
    await close();
  });

  test(`${screen}: seen tiles are drawn as tiles, added and taken back by clicks`, async () => {
    const hand = "123m456p78s1122z39p";
    const { page, close } = await open(`?hand=${hand}&rules=riichi&seen=6s9s9s1z`, options);
    assert.deepEqual(await seenTiles(page), ["6s", "9s", "9s", "1z"]);
    await page.check("input[name=target][value=seen]");
    await page.click('#palette button[data-tile="7z"]');
    assert.deepEqual(await seenTiles(page), ["6s", "9s", "9s", "1z", "7z"]);
    await page.click("#seen-view button[data-index='1']");
    assert.equal(await page.inputValue("#seen"), "6s9s1z7z");
    assert.deepEqual(await seenTiles(page), ["6s", "9s", "1z", "7z"]);
    await shot(page, `seen-${screen}`);
    await close();
  });

  test(`${screen}: practice discards, draws from the unseen wall, undoes and steps back`, async () => {
    const hand = "123m456p78s1122z39p";
    const { page, close } = await open(`?hand=${hand}&rules=riichi`, options);
    await page.check("input[name=click][value=practice]");
    const states = [{ hand: await page.textContent("#message"), seen: "" }];
    for (let step = 1; step <= 12; step++) {
      const tiles = await handTiles(page);
      const i = step % tiles.length;
      await page.click(`#hand-view button[data-index='${i}']`);
      const seen = await page.inputValue("#seen");
      assert.equal(seen.slice(-2), tiles[i], "the discard goes to the seen tiles");
      const now = await handTiles(page);
      assert.equal(now.length, 14, "a tile is drawn");
      for (const [k, n] of kinds([...now, ...(seen.match(/\d[mpsz]/g) ?? [])])) {
        assert.ok(n <= 4, `${n} copies of ${k}: drawn from what is left`);
      }
      const drew = (await page.textContent("#option-message")).match(/drew (\d[mpsz])/)[1];
      assert.equal(await page.getAttribute("#hand-view .drawn .tile", "data-tile"), drew,
        "the tile drawn stands apart");
      await page.waitForURL((u) => u.searchParams.get("seen") === seen);
      states.push({ hand: await page.textContent("#message"), seen });
    }
    assert.match(await page.textContent("#option-message"), /^Discarded \d[mpsz], drew \d[mpsz]\.$/);
    await shot(page, `practice-${screen}`);
    await page.click("#undo");
    await page.waitForFunction((s) => document.getElementById("seen").value === s, states[11].seen);
    assert.equal(await page.textContent("#message"), states[11].hand);
    await page.goBack();
    await page.waitForFunction((s) => document.getElementById("seen").value === s, states[10].seen);
    assert.equal(await page.textContent("#message"), states[10].hand);
    await page.goForward();
    await page.waitForFunction((s) => document.getElementById("seen").value === s, states[11].seen);
    assert.equal(await page.textContent("#message"), states[11].hand);
    for (let i = 0; i < 11; i++) await page.goBack();
    await page.waitForFunction(() => document.getElementById("seen").value === "");
    assert.equal(await page.textContent("#message"), states[0].hand);
    assert.equal(await page.locator("#undo").isDisabled(), true, "nothing left to undo");
    await close();
  });

  test(`${screen}: the random hand deals 14 tiles from a full wall, one history entry each`, async () => {
    const { page, close } = await open("?rules=riichi&seen=1m", options);
    const hands = [];
    const all = new Map();
    for (let i = 0; i < 25; i++) {
      await page.click("#deal");
      const tiles = await handTiles(page);
      assert.equal(tiles.length, 14);
      for (const [k, n] of kinds(tiles)) {
        assert.ok(n <= 4, `${n} copies of ${k}`);
        all.set(k, (all.get(k) ?? 0) + n);
      }
      hands.push(await page.inputValue("#hand"));
      assert.equal(await page.inputValue("#seen"), "", "a new deal clears the seen tiles");
    }
    assert.ok(new Set(hands).size > 20, "the hands differ");
    assert.ok(all.size >= 30, `${all.size} of the 34 kinds dealt in 350 tiles`);
    await shot(page, `random-${screen}`);
    await page.goBack();
    await page.waitForFunction((h) => document.getElementById("hand").value === h, hands[23]);
    await close();
  });
}
