// The WebAssembly module answers exactly as the native `hupai batch`: a few thousand lines of
// every kind (bare hands, objects with each preset, wildcards, flags, ops, and bad lines) go
// through both, and the answer texts must be equal byte for byte.
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { test } from "node:test";

import { load } from "../src/hupai.js";
import { nativeBatch, seeded, wasmPath } from "./support.mjs";

const KINDS = [];
for (const s of "mpsz") for (let n = 1; n <= (s === "z" ? 7 : 9); n++) KINDS.push(`${n}${s}`);

function randomHand(rng, size, { red = false, jokers = 0, kinds = KINDS } = {}) {
  const wall = kinds.flatMap((k) => [k, k, k, k]);
  const tiles = [];
  for (let i = 0; i < size - jokers; i++) tiles.push(wall.splice(rng.below(wall.length), 1)[0]);
  const names = tiles.map((t) => (red && t[0] === "5" && t[1] !== "z" && rng.below(3) === 0 ? `0${t[1]}` : t));
  return names.join("") + "?".repeat(jokers);
}

// A near-win hand: four melds and a pair, then (unless `complete`) one tile changed or taken away.
function nearWin(rng, size, kinds, complete = false) {
  const tiles = [];
  for (let m = 0; m < 4; m++) {
    if (rng.below(2) === 0) {
      const s = "mps"[rng.below(3)];
      const n = 1 + rng.below(7);
      tiles.push(`${n}${s}`, `${n + 1}${s}`, `${n + 2}${s}`);
    } else {
      const k = rng.pick(kinds);
      tiles.push(k, k, k);
    }
  }
  const pair = rng.pick(kinds);
  tiles.push(pair, pair);
  if (complete) return tiles.join("");
  if (size === 13) tiles.splice(rng.below(tiles.length), 1);
  else if (rng.below(2) === 0) tiles[rng.below(tiles.length)] = rng.pick(kinds);
  return tiles.join("");
}

function lines(rng, count) {
  const presets = ["riichi", "chinese", "riichi", "chinese", "sichuan", "ruijin", "mediatek"];
  const suited = KINDS.filter((k) => k[1] !== "z");
  const opsets = [undefined, ["win"], ["waits"], ["shanten"], ["decompose"], ["analyze"],
    ["win", "shanten", "waits", "decompose", "analyze"]];
  const bad = ["123m456p789s11x", "11m22", "8z", "11111m", "[124m]", "", "   ", "{", "{\"hand\": 5}",
    "{\"hand\": \"1m\", \"rules\": \"nope\"}", "{\"hand\": \"1m\", \"ops\": [\"fly\"]}",
    "{\"hand\": \"1m\", \"x\": 1e999}", "[1,2]", "{\"id\": {\"a\": [1, {\"b\": null}]}, \"hand\": \"1m2m\"}",
    "一万二万三万", "🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀆🀆", "101 101 101 102 102 102 103 103 103 104 104 104 105 105",
    "{\"hand\": \"ABCeee345456DD\", \"rules\": \"mediatek\"}", "{\"hand\": \"1m\", \"flags\": {\"bogus\": 1}}"];
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = rng.below(10);
    if (r === 0) {
      out.push(rng.pick(bad));
      continue;
    }
    const size = rng.pick([13, 14, 13, 14, 7, 8, 11, 2, 10]);
    const rules = rng.pick(presets);
    // sichuan and mediatek have no honours
    const kinds = rules === "sichuan" || rules === "mediatek" ? suited : KINDS;
    const hand = r < 4 ? nearWin(rng, size === 13 ? 13 : 14, kinds)
      : randomHand(rng, size, { red: r === 5, jokers: r === 6 ? 1 + rng.below(3) : 0, kinds });
    if (r === 4) {
      out.push(hand);  // a bare line under the command line's rules
      continue;
    }
    const line = { id: i, hand, rules };
    const ops = rng.pick(opsets);
    if (ops) line.ops = ops;
    if (line.rules === "ruijin" || r === 7) line.wild = rng.pick(KINDS);
    if (line.rules === "mediatek") line.notation = "mpsz";
    if (r === 8) line.flags = { kongs_in_hand: true, seven_pairs: rng.below(2) === 0 };
    if (r === 9) {  // a riichi score of a complete hand, won on its last tile
      const won = nearWin(rng, 14, KINDS, true);
      Object.assign(line, { hand: won, rules: "riichi", ops: ["score"],
        situation: { tsumo: rng.below(2) === 0, win_tile: won.slice(-2) } });
    }
    out.push(JSON.stringify(line));
  }
  return out;
}

test("the wasm module answers every batch line as hupai batch does", async () => {
  const hupai = await load(readFileSync(wasmPath));
  const rng = seeded("web parity", 20261124);
  const input = `${lines(rng, 4000).join("\n")}\n`;
  const native = nativeBatch(input);
  const wasm = hupai.answerText(input);
  const n = native.split("\n");
  const w = wasm.split("\n");
  assert.ok(n.length > 3500, `native answered ${n.length} lines`);
  for (let i = 0; i < Math.max(n.length, w.length); i++) {
    assert.equal(w[i], n[i], `answer ${i} differs`);
  }
  const errors = n.filter((l) => l.includes("\"error\":")).length;
  const wins = n.filter((l) => l.includes("\"win\":true")).length;
  const waits = n.filter((l) => /"waits":\["/.test(l)).length;
  const scores = n.filter((l) => l.includes("\"score\":{")).length;
  console.log(`${n.length - 1} answers equal: ${errors} errors, ${wins} wins, ${waits} with waits, ` +
    `${scores} scores`);
  assert.ok(errors > 100 && wins > 100 && waits > 50 && scores > 100,
    "the lines cover errors, wins, waits and scores");
});

test("one line at a time gives the same answers as a block", async () => {
  const hupai = await load(readFileSync(wasmPath));
  const rng = seeded("web parity by line", 7);
  const some = lines(rng, 300).filter((l) => l.trim() !== "");
  const native = nativeBatch(`${some.join("\n")}\n`).trimEnd().split("\n");
  some.forEach((line, i) => {
    assert.deepEqual(hupai.answer(line), JSON.parse(native[i]), line);
  });
});

// Expected values and call options (short horizons, to keep it fast): presets that score and
// one that does not, a situation, seen tiles, call values, errors.
function adviceLines(rng, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const rules = rng.pick(["riichi", "riichi", "gb", "chinese"]);
    const kinds = KINDS;
    const line = { id: i, rules, ev: { t_max: 4 + rng.below(5) } };
    if (rng.below(2) === 0) {
      line.hand = nearWin(rng, 14, kinds);
      line.ops = ["ev"];
      if (rules === "riichi") {
        line.situation = { seat_wind: rng.pick(["1z", "2z", "3z", "4z"]), dora_indicators: [rng.pick(KINDS)],
          honba: rng.below(3), riichi_sticks: rng.below(2) };
      }
      if (rng.below(3) === 0) line.situation = { ...line.situation, seen: randomHand(rng, 4, { kinds }) };
    } else {
      line.hand = nearWin(rng, 13, kinds);
      line.ops = ["call"];
      const held = line.hand.match(/\d[mpsz]/g);
      const tile = rng.below(4) !== 0 ? rng.pick(held) : rng.pick(kinds);
      line.call = { tile, from: rng.pick(["left", "across", "right"]) };
      if (rng.below(3) === 0) delete line.ev;
      if (rules === "riichi") line.situation = { riichi: rng.below(2), dora_indicators: [rng.pick(KINDS)] };
      if (rng.below(3) === 0) line.visible = randomHand(rng, 3, { kinds });
    }
    out.push(JSON.stringify(line));
  }
  out.push('{"hand": "123m456p789s1122z", "ops": ["ev"], "rules": "riichi", "ev": {"t_max": 99}}');
  out.push('{"hand": "123m456p789s122z", "ops": ["call"], "rules": "riichi"}');
  out.push('{"hand": "123m456p789s122z", "ops": ["call"], "rules": "riichi", "call": {"tile": "1f"}}');
  return out;
}

test("the wasm module answers ev and call lines as hupai batch does", async () => {
  const hupai = await load(readFileSync(wasmPath));
  const rng = seeded("web parity ev and call", 20261129);
  const input = `${adviceLines(rng, 50).join("\n")}\n`;
  const native = nativeBatch(input).split("\n");
  const wasm = hupai.answerText(input).split("\n");
  for (let i = 0; i < Math.max(native.length, wasm.length); i++) {
    assert.equal(wasm[i], native[i], `answer ${i} differs`);
  }
  const evs = native.filter((l) => l.includes("\"ev\":[{")).length;
  const calls = native.filter((l) => l.includes("\"calls\":[")).length;
  const valued = native.filter((l) => l.includes("\"calls\":[") && l.includes("\"win_prob\"")).length;
  const errors = native.filter((l) => l.includes("\"error\":")).length;
  console.log(`${native.length - 1} ev and call answers equal: ${evs} ev, ${calls} calls ` +
    `(${valued} with values), ${errors} errors`);
  assert.ok(evs > 15 && calls > 5 && valued > 3 && errors >= 3, "the lines cover ev, calls, values, errors");
});

test("the named questions choose their ops and throw the error answers", async () => {
  const hupai = await load(readFileSync(wasmPath));
  assert.deepEqual(hupai.check("123m456p789s11122z", { rules: "riichi" }),
    { hand: "123m456p789s11122z", size: 14, win: true, forms: ["standard"] });
  assert.deepEqual(hupai.waits("1112345678999m", { rules: "riichi" }).waits,
    ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"]);
  assert.equal(hupai.shanten("147m258p369s1234z").shanten, 6);
  assert.equal(hupai.analyze("123m456p78s1122z39p", { rules: "riichi" }).analysis[0].total, 12);
  assert.equal(hupai.decompose("123m456p789s11z777z", { wild: "7z" }).decompositions.length > 0, true);
  assert.equal(hupai.parse("一万二万三万").hand, "123m");
  assert.equal(typeof hupai.score("123m456p789s11122z",
    { rules: "riichi", situation: { tsumo: true, win_tile: "1m" } }).score, "object");
  const ev = hupai.ev("222567m345p33667s", { rules: "riichi", situation: { dora_indicators: ["1z"] },
    ev: { t_max: 10 } });
  assert.equal(ev.ev.length, 10, "one row per distinct discard");
  assert.equal(ev.ev.every((r) => r.win_prob.length === 10 && r.exp_score.length === 10), true);
  const call = hupai.call("23m456p789s11222z", { rules: "riichi", call: { tile: "1m" }, ev: { t_max: 8 } });
  assert.deepEqual(call.calls.map((o) => o.option), ["pass", "chi", "ron"]);
  assert.equal(typeof call.calls[0].win_prob, "number");
  assert.throws(() => hupai.call("23m456p789s11222z", { rules: "riichi" }), (e) => e.code === "invalid_value");
  assert.throws(() => hupai.check("123m456p789s11x"), (e) => e.code === "unknown_character");
  assert.throws(() => hupai.check("123m"), (e) => e.code === "wrong_hand_size");
  assert.equal(hupai.answer("1m\n2m").error.startsWith("invalid_value"), true);
});
