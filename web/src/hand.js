// Reading the canonical MPSZ the module answers with ("123m0p? [555z] (1111m)") into tile names,
// so that the page can draw a hand, take a tile out of it, and count copies. Hands the user types
// go to the module, which reads every notation; only the "seen tiles" field is read here, in MPSZ.

const SUITS = "mpszf";

/** The kind index 0…33 of a tile name (a red five is its five), or -1 (flowers, jokers). */
export function kindOf(name) {
  const s = "mpsz".indexOf(name[1]);
  if (s < 0) return -1;
  const n = name[0] === "0" ? 5 : Number(name[0]);
  return s * 9 + n - 1;
}

/** The MPSZ name of kind 0…33. */
export function kindName(k) {
  return `${(k % 9) + 1}${"mpsz"[Math.floor(k / 9)]}`;
}

/**
 * Tile names of MPSZ text: digit runs closed by a suit letter, and "?". Returns
 * {tiles: [...]} or {error: "…"}; spaces are skipped. Brackets are not read (see splitHand).
 */
export function mpszTiles(text) {
  const tiles = [];
  let run = "";
  for (const [i, c] of [...text].entries()) {
    if (c >= "0" && c <= "9") {
      run += c;
    } else if (SUITS.includes(c)) {
      if (run === "") return { error: `'${c}' at ${i} closes no digits` };
      for (const d of run) tiles.push(d + c);
      run = "";
    } else if (c === "?") {
      tiles.push("?");
    } else if (c !== " ") {
      return { error: `'${c}' at ${i} is not MPSZ (digits, then m p s z f)` };
    }
  }
  if (run !== "") return { error: `the digits '${run}' need a suit letter (m p s z f)` };
  return { tiles };
}

/**
 * The parts of a canonical hand: concealed tile names and the declared melds, each
 * {text: "[555z]", tiles: ["5z","5z","5z"], concealed: true only for "(1111m)"}.
 */
export function splitHand(canonical) {
  const space = canonical.indexOf(" ");
  const head = space < 0 ? canonical : canonical.slice(0, space);
  const melds = [];
  if (space >= 0) {
    for (const m of canonical.slice(space + 1).match(/[[(][^\])]*[\])]/g) ?? []) {
      const body = m.slice(1, -1).replace("+", "");
      melds.push({ text: m, tiles: mpszTiles(body).tiles ?? [], concealed: m[0] === "(" });
    }
  }
  return { concealed: mpszTiles(head).tiles ?? [], melds };
}

/** Joins concealed tile names back into MPSZ, runs of one suit together (input order kept). */
export function joinTiles(tiles) {
  let out = "";
  let digits = "";
  let suit = "";
  const flush = () => {
    if (digits) out += digits + suit;
    digits = "";
  };
  for (const t of tiles) {
    if (t === "?") {
      flush();
      out += "?";
      continue;
    }
    if (t[1] !== suit) flush();
    suit = t[1];
    digits += t[0];
  }
  flush();
  return out;
}

/** Copies of each kind among tile names (length 34). */
export function kindCounts(tiles) {
  const counts = new Array(34).fill(0);
  for (const t of tiles) {
    const k = kindOf(t);
    if (k >= 0) counts[k]++;
  }
  return counts;
}
