// The wall of the practice mode and of the random hand: 136 tiles (4 of each of the 34 kinds),
// less what the player can see. Dealing is honest: without replacement, each tile left equally
// likely, from the browser's cryptographic random source.
import { kindCounts, kindName } from "./hand.js";

/** A uniform integer in [0, n), without modulo bias. */
export function randomBelow(n, random = crypto) {
  const words = new Uint32Array(1);
  const limit = Math.floor(0x100000000 / n) * n;
  for (;;) {
    random.getRandomValues(words);
    if (words[0] < limit) return words[0] % n;
  }
}

/** Copies of each kind still in the wall: 4 less those among `tiles` (names), never below 0. */
export function wallCounts(tiles) {
  return kindCounts(tiles).map((n) => Math.max(0, 4 - n));
}

/**
 * One tile drawn from the wall `counts` (a kind's chance is its copies left), or null if empty.
 * `random` is a source with getRandomValues (the browser's crypto by default).
 */
export function drawFrom(counts, random = crypto) {
  const total = counts.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let r = randomBelow(total, random);
  for (let k = 0; k < counts.length; k++) {
    if (r < counts[k]) return kindName(k);
    r -= counts[k];
  }
  return null;
}

/** `n` tiles dealt from a full wall (a Fisher–Yates shuffle's first n), sorted m p s z. */
export function deal(n, random = crypto) {
  const wall = [];
  for (let k = 0; k < 34; k++) for (let c = 0; c < 4; c++) wall.push(k);
  for (let i = 0; i < n; i++) {
    const j = i + randomBelow(wall.length - i, random);
    [wall[i], wall[j]] = [wall[j], wall[i]];
  }
  return wall.slice(0, n).sort((a, b) => a - b).map(kindName);
}

/** The dora a dora indicator points at: the next kind of its suit, 9→1, 4z→1z, 7z→5z. */
export function doraOf(kind) {
  if (kind < 0) return -1;
  if (kind < 27) return kind - (kind % 9) + ((kind % 9) + 1) % 9;
  if (kind < 31) return 27 + ((kind - 27 + 1) % 4);
  return 31 + ((kind - 31 + 1) % 3);
}
