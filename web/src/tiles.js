// Tile pictures, drawn here as SVG: every kind of the three suits and the honours, the red fives,
// the eight flowers, the joker and a tile back. The page shows them as background images of
// small elements (installTiles, tileHtml, tileElement).
//
// Names are MPSZ: "1m"…"9m", "0m" (red five), "1p"…, "1s"…, "1z"…"7z", "1f"…"8f", "?" (joker),
// and "back".

const NS = "http://www.w3.org/2000/svg";
export const TILE_W = 60;
export const TILE_H = 80;

const CJK = "'Noto Sans CJK SC','Noto Sans CJK JP','WenQuanYi Micro Hei','PingFang SC'," +
  "'Hiragino Sans','Microsoft YaHei',sans-serif";
const INK = "#1d2a44";
const RED = "#c62828";
const GREEN = "#1b7f4b";
const BLUE = "#1f5fa8";

const NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONOURS = [
  ["東", INK], ["南", INK], ["西", INK], ["北", INK], ["", BLUE], ["發", GREEN], ["中", RED],
];
const FLOWERS = ["春", "夏", "秋", "冬", "梅", "兰", "竹", "菊"];
const FLOWER_COLOURS = ["#2e7d32", "#c62828", "#e65100", "#1565c0",
  "#ad1457", "#6a1b9a", "#2e7d32", "#ef6c00"];

function text(x, y, size, fill, s, weight = 700) {
  return `<text x="${x}" y="${y}" font-size="${size}" font-family="${CJK}" font-weight="${weight}"` +
    ` fill="${fill}" text-anchor="middle" dominant-baseline="central">${s}</text>`;
}

// A pin (筒): a ring with a dot, in the colour of its place.
function pin(x, y, r, colour) {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="${colour}" stroke-width="${r * 0.28}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.52}" fill="none" stroke="${colour}" stroke-width="${r * 0.16}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.2}" fill="${colour}"/>`;
}

// Where the pins of each dots tile sit: [x, y, radius, colour].
const G = GREEN;
const B = BLUE;
const R = RED;
const PIN_LAYOUT = [
  [[30, 40, 19, R]],
  [[30, 22, 11, G], [30, 58, 11, B]],
  [[15, 18, 9, B], [30, 40, 9, R], [45, 62, 9, G]],
  [[18, 23, 10, B], [42, 23, 10, G], [18, 57, 10, G], [42, 57, 10, B]],
  [[17, 19, 9, B], [43, 19, 9, G], [30, 40, 9, R], [17, 61, 9, G], [43, 61, 9, B]],
  [[18, 17, 8.5, G], [42, 17, 8.5, G], [18, 44, 8.5, R], [42, 44, 8.5, R], [18, 64, 8.5, R],
    [42, 64, 8.5, R]],
  [[14, 13, 7, G], [30, 20, 7, G], [46, 27, 7, G], [18, 46, 7.5, R], [42, 46, 7.5, R],
    [18, 65, 7.5, R], [42, 65, 7.5, R]],
  [[18, 13, 7.5, B], [42, 13, 7.5, B], [18, 31, 7.5, B], [42, 31, 7.5, B], [18, 49, 7.5, B],
    [42, 49, 7.5, B], [18, 67, 7.5, B], [42, 67, 7.5, B]],
  [[14, 17, 7.5, B], [30, 17, 7.5, B], [46, 17, 7.5, B], [14, 40, 7.5, R], [30, 40, 7.5, R],
    [46, 40, 7.5, R], [14, 63, 7.5, G], [30, 63, 7.5, G], [46, 63, 7.5, G]],
];

// A bamboo stick (索) centred on (x, y).
function stick(x, y, h, colour) {
  const w = 6;
  return `<rect x="${x - w / 2}" y="${y - h / 2}" width="${w}" height="${h}" rx="3" fill="${colour}"/>` +
    `<line x1="${x - w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y}" stroke="#fff" stroke-width="1.2"/>` +
    `<line x1="${x}" y1="${y - h / 2 + 2}" x2="${x}" y2="${y + h / 2 - 2}" stroke="#ffffff66" stroke-width="1"/>`;
}

// [x, y, colour] of each stick; h is the stick height per tile.
const STICK_LAYOUT = [
  null,
  { h: 24, at: [[30, 23, G], [30, 57, B]] },
  { h: 24, at: [[30, 23, G], [18, 57, B], [42, 57, B]] },
  { h: 24, at: [[18, 23, G], [42, 23, B], [18, 57, B], [42, 57, G]] },
  { h: 22, at: [[16, 21, G], [44, 21, B], [30, 40, R], [16, 59, B], [44, 59, G]] },
  { h: 24, at: [[14, 23, G], [30, 23, G], [46, 23, G], [14, 57, B], [30, 57, B], [46, 57, B]] },
  { h: 18, at: [[30, 15, R], [14, 40, G], [30, 40, B], [46, 40, G], [14, 64, G], [30, 64, B],
    [46, 64, G]] },
  { h: 24, at: [[12, 23, G], [24, 23, B], [36, 23, B], [48, 23, G], [12, 57, G], [24, 57, B],
    [36, 57, B], [48, 57, G]] },
  { h: 18, at: [[14, 16, G], [30, 16, R], [46, 16, G], [14, 40, B], [30, 40, R], [46, 40, B],
    [14, 64, G], [30, 64, R], [46, 64, G]] },
];

// 1s: a bird (the traditional sparrow of one bamboo), drawn from a few shapes.
const BIRD =
  `<path d="M16 52 Q30 30 44 40 Q40 58 22 60 Z" fill="${GREEN}"/>` +
  `<path d="M40 40 Q46 26 38 18 Q48 22 48 34 Z" fill="${BLUE}"/>` +
  `<circle cx="40" cy="22" r="6" fill="${RED}"/><circle cx="41.5" cy="20.5" r="1.4" fill="#fff"/>` +
  `<path d="M45 21 L52 23 L45 25 Z" fill="#e6a800"/>` +
  `<path d="M16 52 L8 66 M20 56 L14 70 M24 58 L22 72" stroke="${GREEN}" stroke-width="3" stroke-linecap="round"/>` +
  `<path d="M30 60 L28 70 M36 58 L36 70" stroke="${RED}" stroke-width="2" stroke-linecap="round"/>`;

const RED_MARK = `<circle cx="50" cy="10" r="3.2" fill="${RED}"/>`;

function face(name) {
  if (name === "?") {
    const star = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const r = i % 2 === 0 ? 19 : 8;
      star.push(`${(30 + r * Math.cos(a)).toFixed(1)},${(34 + r * Math.sin(a)).toFixed(1)}`);
    }
    return `<polygon points="${star.join(" ")}" fill="#f2b705" stroke="#b07d00" stroke-width="1.5"/>` +
      text(30, 35, 14, "#7a4b00", "?", 800) + text(30, 65, 13, RED, "百搭");
  }
  const n = Number(name[0]);
  const suit = name[1];
  const red = n === 0;
  const rank = red ? 5 : n;
  if (suit === "m") {
    return text(30, 26, 26, red ? RED : INK, NUMERALS[rank - 1]) + text(30, 60, 30, RED, "萬") +
      (red ? RED_MARK : "");
  }
  if (suit === "p") {
    return PIN_LAYOUT[rank - 1]
      .map(([x, y, r, c]) => pin(x, y, r, red ? RED : c)).join("") + (red ? RED_MARK : "");
  }
  if (suit === "s") {
    if (rank === 1) return BIRD;
    const { h, at } = STICK_LAYOUT[rank - 1];
    return at.map(([x, y, c]) => stick(x, y, h, red ? RED : c)).join("") + (red ? RED_MARK : "");
  }
  if (suit === "z") {
    const [s, c] = HONOURS[rank - 1];
    if (rank === 5) {  // white dragon: a blue frame
      return `<rect x="13" y="15" width="34" height="50" rx="4" fill="none" stroke="${BLUE}" stroke-width="3"/>` +
        `<rect x="18" y="20" width="24" height="40" rx="2" fill="none" stroke="${BLUE}" stroke-width="1.2"/>`;
    }
    return text(30, 40, 38, c, s);
  }
  if (suit === "f") {
    const c = FLOWER_COLOURS[rank - 1];
    const petals = [0, 72, 144, 216, 288].map((deg) =>
      `<ellipse cx="30" cy="55" rx="4" ry="8" fill="${c}" opacity="0.55" transform="rotate(${deg} 30 62) translate(0 -1)"/>`).join("");
    return text(30, 24, 26, c, FLOWERS[rank - 1]) + petals +
      `<circle cx="30" cy="62" r="3" fill="#e6a800"/>` + text(9, 10, 10, c, String(rank), 700);
  }
  return "";
}

function symbol(name) {
  if (name === "back") {
    return `<rect x="1" y="1" width="58" height="78" rx="7" fill="#0f5132"/>` +
      `<rect x="3" y="2" width="54" height="73" rx="6" fill="#1e7a4f"/>` +
      `<rect x="9" y="8" width="42" height="61" rx="4" fill="none" stroke="#8fd1ad" stroke-width="1.5"/>` +
      `<path d="M30 18 L42 38 L30 58 L18 38 Z" fill="none" stroke="#cdebd9" stroke-width="2"/>` +
      `<circle cx="30" cy="38" r="4" fill="#cdebd9"/>`;
  }
  return `<rect x="1" y="1" width="58" height="78" rx="7" fill="#b9ab8f"/>` +
    `<rect x="1" y="1" width="58" height="74" rx="7" fill="#fffdf6" stroke="#d8ccb0" stroke-width="1"/>` +
    face(name);
}

/** Every tile name the sprite draws. */
export const TILE_NAMES = (() => {
  const names = [];
  for (const s of "mps") {
    for (let n = 1; n <= 9; n++) names.push(`${n}${s}`);
    names.push(`0${s}`);
  }
  for (let n = 1; n <= 7; n++) names.push(`${n}z`);
  for (let n = 1; n <= 8; n++) names.push(`${n}f`);
  names.push("?", "back");
  return names;
})();

const className = (name) => `t-${name === "?" ? "joker" : name}`;

/** The SVG document of one tile. */
export function tileSvgText(name) {
  return `<svg xmlns="${NS}" viewBox="0 0 ${TILE_W} ${TILE_H}" width="${TILE_W}" height="${TILE_H}">` +
    `${symbol(name)}</svg>`;
}

/**
 * Adds to `doc` (once) a style sheet giving each tile class its picture as a background image:
 * the browser draws each picture once and reuses it, so a page of two hundred tiles is as cheap
 * as two hundred empty boxes (an inline <svg> per tile costs a shadow tree each).
 */
export function installTiles(doc = document) {
  if (doc.getElementById("hupai-tiles")) return;
  const style = doc.createElement("style");
  style.id = "hupai-tiles";
  style.textContent = TILE_NAMES.map((n) =>
    `.${className(n)}{background-image:url("data:image/svg+xml,${encodeURIComponent(tileSvgText(n))}")}`)
    .join("\n");
  doc.head.append(style);
}

const escapeAttribute = (s) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** One tile as HTML text: an element whose class draws it; `label` is its accessible name. */
export function tileHtml(name, label = name) {
  const known = TILE_NAMES.includes(name) ? name : "back";
  return `<i class="tile ${className(known)}" role="img" aria-label="${escapeAttribute(label)}" ` +
    `data-tile="${escapeAttribute(name)}"></i>`;
}

/** One tile as an element (see tileHtml). */
export function tileElement(name, doc = document, label = name) {
  const e = doc.createElement("i");
  e.className = `tile ${className(TILE_NAMES.includes(name) ? name : "back")}`;
  e.setAttribute("role", "img");
  e.setAttribute("aria-label", label);
  e.dataset.tile = name;
  return e;
}
