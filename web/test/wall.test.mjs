// The practice wall and the random hand (web/src/wall.js) in Node, from a seeded source: dealing
// is without replacement and uniform over the 136 tiles, a draw's chance is the copies left, and
// the dora follows its indicator.
import assert from "node:assert/strict";
import { test } from "node:test";

import { kindName } from "../src/hand.js";
import { deal, doraOf, drawFrom, randomBelow, wallCounts } from "../src/wall.js";
import { seeded } from "./support.mjs";

// A getRandomValues over the seeded xorshift32 of support.mjs.
function source(name, fixed) {
  const { next } = seeded(name, fixed);
  return {
    getRandomValues(words) {
      for (let i = 0; i < words.length; i++) words[i] = next();
      return words;
    },
  };
}

// Pearson's chi-square of observed counts against expected ones.
const chiSquare = (observed, expected) =>
  observed.reduce((sum, o, i) => sum + (o - expected[i]) ** 2 / expected[i], 0);

test("deal: 14 tiles, never a fifth copy, each kind equally likely", () => {
  const random = source("deal", 20261129);
  const seen = new Array(34).fill(0);
  const hands = 4000;
  for (let h = 0; h < hands; h++) {
    const tiles = deal(14, random);
    assert.equal(tiles.length, 14);
    const counts = new Map();
    for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
    for (const [t, n] of counts) assert.ok(n <= 4, `${n} copies of ${t}`);
    for (const t of tiles) seen[Number(t[0]) - 1 + 9 * "mpsz".indexOf(t[1])]++;
  }
  // 33 degrees of freedom: 63.9 is the 99.9th percentile.
  const chi = chiSquare(seen, new Array(34).fill((hands * 14) / 34));
  assert.ok(chi < 63.9, `chi-square ${chi.toFixed(1)} over the 34 kinds`);
});

test("deal: a whole wall is the 136 tiles, four of each", () => {
  const tiles = deal(136, source("whole wall", 7));
  assert.deepEqual(wallCounts(tiles), new Array(34).fill(0));
});

test("drawFrom: a kind's chance is its copies left; an empty wall draws nothing", () => {
  const random = source("draw", 99);
  const counts = new Array(34).fill(0);
  counts[0] = 1;   // 1m: one left
  counts[10] = 3;  // 2p: three left
  const drawn = { "1m": 0, "2p": 0 };
  for (let i = 0; i < 8000; i++) drawn[drawFrom(counts, random)]++;
  // 1 degree of freedom: 10.8 is the 99.9th percentile.
  const chi = chiSquare([drawn["1m"], drawn["2p"]], [2000, 6000]);
  assert.ok(chi < 10.8, `chi-square ${chi.toFixed(1)}: ${JSON.stringify(drawn)}`);
  assert.equal(drawFrom(new Array(34).fill(0), random), null);
  // The wall's counts: a red five is a five.
  const left = wallCounts(["1m", "1m", "0m", "5m", "7z"]);
  assert.deepEqual([left[0], left[1], left[4], left[33]], [2, 4, 2, 3]);
});

test("randomBelow stays below its bound", () => {
  const random = source("below", 3);
  for (const n of [1, 2, 3, 136, 1000]) {
    for (let i = 0; i < 200; i++) {
      const r = randomBelow(n, random);
      assert.ok(Number.isInteger(r) && r >= 0 && r < n);
    }
  }
});

test("doraOf: the next kind of the suit, 9→1, 4z→1z, 7z→5z", () => {
  const next = (name) => kindName(doraOf(Number(name[0]) - 1 + 9 * "mpsz".indexOf(name[1])));
  assert.deepEqual(["1m", "9m", "4p", "9s", "1z", "4z", "5z", "6z", "7z"].map(next),
    ["2m", "1m", "5p", "1s", "2z", "1z", "6z", "7z", "5z"]);
});
