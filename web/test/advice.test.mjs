// The page's advice, on a desktop (1280 px) and a phone (390 px) screen: the discard table's win
// chance and expected score from the `ev` op (asked after the fast answers, by themselves for a
// hand within 2-shanten, on a button for a farther one, in a worker that leaves the page free),
// fed by the riichi situation; the win chance alone under a preset that does not score; and the
// options of another player's discard (the `call` op). Every number is checked against `hupai batch`'s answer to the same line.
// Screenshots <name>-<screen>.png in $HUPAI_WEB_ARTIFACTS.
import assert from "node:assert/strict";
import { test } from "node:test";

import { SCREENS, cli, shot, useBrowser } from "./browser-support.mjs";

const { open } = useBrowser();

const percent = (x) => `${(100 * x).toFixed(1)}%`;

// The expected value cells of the discard table, by discard.
function evCells(page) {
  return page.$$eval("#discards .rows .row", (rows) => rows.map((r) => ({
    discard: r.dataset.discard,
    win: r.querySelector(".ev .win-pct")?.textContent ?? null,
    score: r.querySelector(".ev .exp")?.textContent ?? null,
    best: r.classList.contains("ev-best"),
  })));
}

// The cells the page must show for an `ev` answer: win %, rounded score, the best score marked.
function expected(answer) {
  const scored = answer.ev.some((r) => r.exp_score);
  const value = (r) => (scored ? r.exp_score[0] : r.win_prob[0]);
  const best = Math.max(...answer.ev.map(value));
  return new Map(answer.ev.map((r) => [r.discard, {
    discard: r.discard,
    win: percent(r.win_prob[0]),
    score: scored ? String(Math.round(r.exp_score[0])) : null,
    best: value(r) === best,
  }]));
}

async function assertEv(page, line) {
  const want = expected(cli({ ...line, ops: ["ev"] }));
  const shown = await evCells(page);
  assert.ok(shown.length > 0);
  for (const cell of shown) assert.deepEqual(cell, want.get(cell.discard), `discard ${cell.discard}`);
  assert.equal(shown.filter((c) => c.best).length >= 1, true, "the best is marked");
}

// Waits until the expected values asked for the page's state are drawn.
const evSettled = (page) => page.waitForSelector("body[data-evs]:not([data-ev-pending])", { state: "attached" });

async function openSituation(page) {
  if (!(await page.$eval("#situation-box", (d) => d.open))) await page.click("#situation-box summary");
}

for (const [screen, options] of Object.entries(SCREENS)) {
  test(`${screen}: the discard table shows the CLI's win chance and expected score`, async () => {
    const hand = "222567m345p33667s";
    const { page, close } = await open(`?hand=${hand}&rules=riichi&dora=1z`, options);
    await evSettled(page);
    await assertEv(page, { hand, rules: "riichi", situation: { dora_indicators: ["1z"] } });
    const best = await page.$eval("#discards .row.ev-best", (r) => r.dataset.discard);
    assert.equal(best, "6s", "riichi on 5s/8s is the best score (docs/EV.md)");
    // The situation feeds the op: seat, honba, sticks and the seen tiles.
    await openSituation(page);
    await page.selectOption("#seat", "2z");
    await page.fill("#honba", "2");
    await page.fill("#sticks", "1");
    await page.fill("#seen", "8s8s");
    await evSettled(page);
    await assertEv(page, { hand, rules: "riichi", situation: { seat_wind: "2z", honba: 2, riichi_sticks: 1,
      dora_indicators: ["1z"], seen: "8s8s" } });
    await page.click("#situation-box summary");  // folded again, for the picture
    await shot(page, `ev-${screen}`, false);
    await close();
  });

  test(`${screen}: a 3-shanten hand's values wait for the button`, async () => {
    const hand = "1246m4556p1359s13z";
    const { page, close } = await open(`?hand=${hand}&rules=riichi`, options);
    assert.equal(cli({ hand, rules: "riichi", ops: ["shanten"] }).shanten, 3);
    await page.waitForTimeout(300);
    assert.equal(await page.$$eval("#discards .ev .win-pct", (c) => c.length), 0, "nothing asked yet");
    assert.match(await page.textContent("#ev-status"), /3-shanten/);
    // The search runs in a worker: the page's thread, ticking every 20 ms meanwhile, never
    // pauses for long (on the page's thread it would pause for all of the search).
    await page.evaluate(() => {
      window.ticks = { last: performance.now(), gap: 0 };
      window.ticker = setInterval(() => {
        const now = performance.now();
        window.ticks.gap = Math.max(window.ticks.gap, now - window.ticks.last);
        window.ticks.last = now;
      }, 20);
    });
    await page.click("#ev-run");
    await evSettled(page);
    const { gap, ms } = await page.evaluate(() => {
      clearInterval(window.ticker);
      return { gap: window.ticks.gap, ms: Number(document.body.dataset.evMs) };
    });
    console.log(`${screen}: the 3-shanten hand's values in ${ms} ms (120,057 states, in a worker); ` +
      `the page's longest pause meanwhile ${gap.toFixed(0)} ms`);
    assert.ok(gap < Math.max(400, ms / 2), `the page paused ${gap} ms during a ${ms} ms search`);
    assert.equal(await page.isVisible("#ev-run"), false);
    await assertEv(page, { hand, rules: "riichi" });
    await close();
  });

  test(`${screen}: without a score the column is the win chance alone`, async () => {
    const hand = "123m456p13579s135z";
    const { page, close } = await open(`?hand=${hand}&rules=chinese`, options);
    await evSettled(page);
    assert.equal(await page.textContent("#discards .head .ev"), "Win %");
    await assertEv(page, { hand, rules: "chinese" });
    assert.equal(await page.$$eval("#discards .ev .exp", (c) => c.length), 0);
    // gb scores a self-draw: the expected score is back.
    await page.selectOption("#rules", "gb");
    await evSettled(page);
    await assertEv(page, { hand, rules: "gb" });
    await close();
  });

  test(`${screen}: their discard shows every option with the CLI's values`, async () => {
    const hand = "23m456p789s11222z";
    const { page, close } = await open(`?hand=${hand}&rules=riichi`, options);
    await page.check("input[name=target][value=call]");
    await page.click('#palette button[data-tile="1m"]');
    await page.waitForSelector("#calls:not([hidden])");
    await evSettled(page);
    await page.waitForSelector("#calls .rows .ev .win-pct");
    const rows = () => page.$$eval("#calls .rows .row", (rs) => rs.map((r) => {
      const cells = r.querySelectorAll("[role=cell]");
      return {
        option: r.dataset.option,
        meld: r.dataset.meld ?? null,
        discard: cells[2].querySelector(".tile")?.dataset.tile ?? null,
        shanten: cells[3].textContent,
        improving: [...cells[4].querySelectorAll(".improving .tile")].map((t) => t.dataset.tile),
        then: cells[4].textContent.trim(),
        noYaku: Boolean(r.querySelector(".no-yaku")),
        win: r.querySelector(".ev .win-pct")?.textContent ?? null,
        score: r.querySelector(".ev .exp")?.textContent ?? null,
      };
    }));
    const want = (from, situation = {}) => cli({ hand, rules: "riichi", ops: ["call"], call: { tile: "1m", from },
      situation, ev: {} })
      .calls.map((o) => ({
        option: o.option,
        meld: o.meld ?? null,
        discard: o.discard ?? null,
        shanten: o.option === "ron" ? "—" : String(o.shanten),
        improving: o.improving ?? [],
        then: o.option !== "ron" ? `${o.total} left` : o.no_yaku ? "not a win" : `${o.points} points`,
        noYaku: o.no_yaku,
        win: percent(o.win_prob),
        score: String(Math.round(o.exp_score)),
      }));
    assert.deepEqual(await rows(), want("left"));
    assert.deepEqual((await rows()).map((r) => r.option), ["pass", "chi", "ron"]);
    assert.equal((await rows())[2].noYaku, true, "the ron has no yaku");
    assert.match(page.url(), /call=1m/);
    await shot(page, `calls-${screen}`);
    // From across there is no chi.
    await page.selectOption("#call-from", "across");
    await evSettled(page);
    await page.waitForSelector("#calls .rows .ev .win-pct");
    assert.deepEqual(await rows(), want("across"));
    assert.deepEqual((await rows()).map((r) => r.option), ["pass", "ron"]);
    // Under riichi the ron is a win, with the CLI's points.
    await openSituation(page);
    await page.selectOption("#riichi", "1");
    await evSettled(page);
    await page.waitForSelector("#calls .rows .ev .win-pct");
    const riichi = await rows();
    assert.deepEqual(riichi, want("across", { riichi: 1 }));
    assert.match(riichi[1].then, /^\d+ points$/);
    assert.equal(riichi[1].noYaku, false);
    // The × forgets the discard.
    await page.click("#call-close");
    assert.equal(await page.isVisible("#calls"), false);
    await close();
  });
}
