// The page: reads the hand and the options, asks the WebAssembly module one batch line with every
// op, and draws the answer. The URL holds the state (?hand=…&rules=…&wild=…&seen=…), so a link
// opens the page on a hand.
import { load } from "./hupai.js";
import { installTiles, tileElement, tileHtml } from "./tiles.js";
import { kindCounts, kindOf, joinTiles, mpszTiles, splitHand } from "./hand.js";

const OPS = ["win", "shanten", "waits", "decompose", "analyze"];
const SIZE_FALLBACKS = [["win", "shanten", "decompose", "analyze"], ["waits", "shanten"], ["shanten"]];
const DECOMPOSITIONS_SHOWN = 24;
const FORM_NAMES = {
  standard: "standard", seven_pairs: "seven pairs 七对", thirteen_orphans: "thirteen orphans 十三幺",
  thirteen_lan: "thirteen lan 十三烂", honours_and_knitted: "honours and knitted 全不靠",
  knitted_straight: "knitted straight 组合龙",
};
// The presets that score a win (docs/SCORING.md, docs/GB_SCORING.md).
const SCORED_RULES = new Set(["riichi", "gb"]);
const SHAPE_NAMES = {
  two_sided: "two-sided 两面", closed: "closed 嵌张", edge: "edge 边张", single: "single 单骑",
  dual_pung: "dual pung 双碰", seven_pairs: "seven pairs", thirteen_orphans: "thirteen orphans",
  thirteen_lan: "thirteen lan", knitted: "knitted 组合龙", wildcard: "wildcard",
};

const $ = (id) => document.getElementById(id);
const inputs = {
  hand: $("hand"), rules: $("rules"), wild: $("wild"), seen: $("seen"), notation: $("notation"),
  tsumo: $("tsumo"),
};
let hupai = null;
let last = null;  // the last answer, for palette clicks
let keyAt = 0;  // when the last key went down in the hand field, for the time to an answer
let urlRules = null;  // the rules the URL named, reported once if they are not a preset

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function shantenWords(s) {
  if (s === null || s === undefined) return "no form of these rules applies";
  if (s === -1) return "complete";
  if (s === 0) return "ready (tenpai 听牌)";
  return `${s}-shanten (${s} exchange${s === 1 ? "" : "s"} from ready)`;
}

// --- state and URL --------------------------------------------------------------------------

function readUrl() {
  const q = new URLSearchParams(location.search);
  inputs.hand.value = q.get("hand") ?? "";
  const rules = q.get("rules");
  if (rules && [...inputs.rules.options].some((o) => o.value === rules)) inputs.rules.value = rules;
  else inputs.rules.value = "riichi";
  urlRules = rules;
  inputs.wild.value = q.get("wild") ?? "";
  inputs.seen.value = q.get("seen") ?? "";
  const notation = q.get("notation");
  if (notation && [...inputs.notation.options].some((o) => o.value === notation)) {
    inputs.notation.value = notation;
  }
  inputs.tsumo.checked = q.get("tsumo") === "1";
}

let urlTimer = 0;
// The URL follows the state a moment after the last change: replaceState on every keystroke
// would cost as much as drawing the answer.
function writeUrlSoon() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(writeUrl, 150);
}

function writeUrl() {
  const q = new URLSearchParams();
  if (inputs.hand.value) q.set("hand", inputs.hand.value);
  q.set("rules", inputs.rules.value);
  if (inputs.wild.value) q.set("wild", inputs.wild.value);
  if (inputs.seen.value) q.set("seen", inputs.seen.value);
  if (inputs.notation.value !== "auto") q.set("notation", inputs.notation.value);
  if (inputs.tsumo.checked) q.set("tsumo", "1");
  history.replaceState(null, "", `?${q}`);
}

// --- drawing ----------------------------------------------------------------------------------
// Sections are written as HTML text in one assignment each: the answers hold no user text but
// tile names, form and shape names (the error message goes through textContent).

function drawHand(canonical) {
  const view = $("hand-view");
  if (!canonical) {
    view.replaceChildren();
    return;
  }
  const { concealed, melds } = splitHand(canonical);
  const wild = new Set((mpszTiles(inputs.wild.value.replace(/,/g, "")).tiles ?? []).map(kindOf));
  let html = concealed.map((name, i) => {
    const tile = tileHtml(name, `${name} (click to take out)`);
    const isWild = name === "?" || wild.has(kindOf(name));
    return `<button type="button" class="tile-button" title="take ${name} out" data-index="${i}">` +
      `${isWild ? `<span class="wild-tile">${tile}</span>` : tile}</button>`;
  }).join("");
  for (const m of melds) {
    // a concealed kong shows its ends face down
    const names = m.concealed ? m.tiles.map((t, i) => (i === 0 || i === m.tiles.length - 1 ? "back" : t)) : m.tiles;
    html += `<div class="meld" title="${m.concealed ? "concealed kong" : "declared"} ${m.text}">` +
      `${names.map((n) => tileHtml(n)).join("")}</div>`;
  }
  view.innerHTML = html;
}

function drawVerdict(a, left) {
  const v = $("verdict");
  v.replaceChildren();
  const big = el("p", "big");
  const sub = el("p", "sub");
  const flags = [];
  if (a.fei) flags.push("fei 飞: holds every 宝, cannot win");
  if (a.zhifei) flags.push("zhifei 制飞: wins on any tile");
  if ("win" in a) {
    big.textContent = a.win ? `Win 胡 — ${a.forms.map((f) => FORM_NAMES[f] ?? f).join(", ")}`
      : `No win — ${shantenWords(a.shanten)}`;
    big.classList.toggle("win", a.win);
  } else if ("waits" in a) {
    const n = a.waits.length;
    if (n > 0) {
      big.textContent = `Ready 听 — ${n} wait${n === 1 ? "" : "s"}, ${left} tile${left === 1 ? "" : "s"} left`;
      big.classList.add("win");
    } else {
      big.textContent = a.karaten?.length ? "Ready on karaten only (every wait is in the hand)"
        : `Not ready — ${shantenWords(a.shanten)}`;
    }
  } else {
    big.textContent = `${a.size} tiles: ${shantenWords(a.shanten)}`;
    sub.textContent = "A hand to judge has 3n+2 tiles (14) for a win, 3n+1 (13) for waits.";
  }
  v.append(big);
  if (a.shanten_by_form) {
    const parts = Object.entries(a.shanten_by_form).map(([f, s]) => `${FORM_NAMES[f] ?? f} ${s}`);
    if (!sub.textContent) sub.textContent = `Shanten by form: ${parts.join(" · ")}`;
  }
  for (const f of flags) sub.append(el("span", "badge", f));
  v.append(sub);
}

// The score of a win under a scoring preset, asked apart: the other answers stand without it.
function drawScore(line, a) {
  const section = $("score");
  section.hidden = !(a.win && SCORED_RULES.has(line.rules));
  if (section.hidden) return;
  const situation = { tsumo: inputs.tsumo.checked };
  const b = hupai.answer({ ...line, ops: ["score"], situation });
  const sheet = section.querySelector(".sheet");
  if ("error" in b) {
    sheet.replaceChildren(el("p", "hint", b.error));
    return;
  }
  const sc = b.score;
  const row = (name, value) => `<div class="row"><span>${name}</span><span class="num">${value}</span></div>`;
  let html = "";
  if (sc.fans) {  // gb
    html = sc.fans.map((f) => row(`${f.chinese} ${f.name.replace(/_/g, " ")}${f.count > 1 ? ` ×${f.count}` : ""}`,
      `${f.points * f.count}`)).join("");
    html += row("<strong>total</strong>", `<strong>${sc.total}</strong>`);
    html += `<p class="hint">${sc.qualifies ? "Meets the 8-fan minimum." : "Below the 8-fan minimum: not a legal win."}</p>`;
  } else if (sc.no_yaku) {
    html = '<p class="hint">No yaku: a complete hand, but not a win under riichi rules.</p>';
  } else {
    html = sc.yaku.map((y) => row(y.name.replace(/_/g, " "), y.yakuman ? `${y.yakuman > 1 ? `${y.yakuman}× ` : ""}yakuman` : `${y.han} han`)).join("");
    const limit = sc.limit && sc.limit !== "none" ? ` · ${sc.limit.replace(/_/g, " ")}` : "";
    html += row("<strong>total</strong>",
      `<strong>${sc.yakuman ? `${sc.yakuman}× yakuman` : `${sc.han} han ${sc.fu} fu`}${limit} · ${sc.total}</strong>`);
  }
  sheet.innerHTML = html;
}

function groupHtml(group, wild) {
  const names = mpszTiles(group.replace(/[[\]()+]/g, "")).tiles ?? [];
  const left = [...wild];
  const tiles = names.map((n) => {
    const at = left.indexOf(n);
    if (at < 0) return tileHtml(n);
    left.splice(at, 1);
    return `<span class="wild-tile" title="a wildcard standing for ${n}">${tileHtml(n, `wildcard as ${n}`)}</span>`;
  });
  return `<div class="group" title="${group}">${tiles.join("")}</div>`;
}

function drawDecompositions(a) {
  const section = $("decompositions");
  const ds = a.decompositions ?? [];
  section.hidden = ds.length === 0;
  let html = ds.slice(0, DECOMPOSITIONS_SHOWN).map((d) =>
    `<div class="decomposition"><span class="form">${FORM_NAMES[d.form] ?? d.form}</span>` +
    d.groups.map((g, gi) =>
      groupHtml(g, (d.wild ?? []).filter((w) => w.group === gi).map((w) => w.as))).join("") +
    "</div>").join("");
  if (ds.length > DECOMPOSITIONS_SHOWN) {
    html += `<p class="hint">… and ${ds.length - DECOMPOSITIONS_SHOWN} more` +
      `${ds.length >= 1000 ? " (the first 1,000 are listed)" : ""}</p>`;
  }
  section.querySelector(".list").innerHTML = html;
}

// Copies of each kind the player cannot see: 4, less the hand's and its melds', less the seen.
function leftCounts(canonical, seen) {
  const { concealed, melds } = splitHand(canonical);
  const held = kindCounts(concealed.concat(...melds.map((m) => m.tiles)));
  return held.map((h, k) => Math.max(0, 4 - h - seen[k]));
}

function drawWaits(a, left) {
  const section = $("waits");
  section.hidden = !("waits" in a);
  if (section.hidden) return 0;
  let total = 0;
  const one = (name, karaten) => {
    const n = left[kindOf(name)];
    total += karaten ? 0 : n;
    const shapes = (a.shapes?.[name] ?? []).map((s) => SHAPE_NAMES[s] ?? s).join(", ") +
      (karaten ? " (karaten: all in hand)" : "");
    return `<figure class="wait${n === 0 ? " none" : ""}" data-tile="${name}">${tileHtml(name)}` +
      `<span class="left">${n} left</span><span class="shape">${shapes}</span></figure>`;
  };
  let html = a.waits.map((t) => one(t, false)).join("") +
    (a.karaten ?? []).map((t) => one(t, true)).join("");
  if (html === "") html = '<p class="hint">No waits.</p>';
  section.querySelector(".list").innerHTML = html;
  return total;
}

function drawDiscards(a) {
  const section = $("discards");
  section.hidden = !a.analysis;
  if (!a.analysis) return;
  // The library took the seen tiles (the line's "visible") off its unseen counts and sorted by its
  // order: lower shanten, then more tiles.
  const rows = a.analysis;
  const best = rows[0];
  section.querySelector(".rows").innerHTML = rows.map((d) => {
    const isBest = d.shanten === best.shanten && d.total === best.total;
    const improving = d.improving.map((t) =>
      tileHtml(t, `${t}: ${d.unseen[t]} left`).replace("></i>", ` data-n="${d.unseen[t]}"></i>`)).join("");
    return `<div class="row${isBest ? " best" : ""}" role="row" data-discard="${d.discard}">` +
      `<span role="cell">${tileHtml(d.discard)}</span><span role="cell" class="num">${d.shanten}</span>` +
      `<span role="cell" class="improving small">${improving}</span>` +
      `<span role="cell" class="num">${d.total}</span></div>`;
  }).join("");
}

function showMessage(node, text, isError) {
  node.textContent = text;
  node.classList.toggle("error", isError);
}

function clearAnswer() {
  drawHand("");
  $("verdict").replaceChildren();
  for (const id of ["score", "decompositions", "waits", "discards"]) $(id).hidden = true;
}

// --- answering --------------------------------------------------------------------------------

function seenCounts() {
  const text = inputs.seen.value.trim();
  const r = text ? mpszTiles(text) : { tiles: [] };
  if (r.error) return { error: `Seen tiles (MPSZ): ${r.error}` };
  return { counts: kindCounts(r.tiles) };
}

function update() {
  if (!hupai) return;
  const started = performance.now();
  writeUrlSoon();
  const seen = seenCounts();
  showMessage($("option-message"), seen.error ?? "", Boolean(seen.error));
  const counts = seen.counts ?? new Array(34).fill(0);
  const text = inputs.hand.value;
  if (text.trim() === "") {
    last = null;
    inputs.hand.removeAttribute("aria-invalid");
    clearAnswer();
    showMessage($("message"), "Type a hand, or click tiles below.", false);
  } else {
    const line = { hand: text, rules: inputs.rules.value, ops: OPS };
    if (inputs.wild.value.trim()) line.wild = inputs.wild.value.trim();
    if (seen.counts && inputs.seen.value.trim()) line.visible = inputs.seen.value.trim();
    if (inputs.notation.value !== "auto") line.notation = inputs.notation.value;
    let a = hupai.answer(line);
    // A size one of the questions refuses: the win questions alone, the waits alone, or (3n
    // tiles, which neither win nor wait) the shanten alone.
    for (const ops of SIZE_FALLBACKS) {
      if (!a.error?.startsWith("wrong_hand_size")) break;
      const b = hupai.answer({ ...line, ops });
      if (!("error" in b)) a = b;
    }
    if ("error" in a) {
      last = null;
      inputs.hand.setAttribute("aria-invalid", "true");
      clearAnswer();
      showMessage($("message"), a.error, true);
    } else {
      last = a;
      inputs.hand.removeAttribute("aria-invalid");
      showMessage($("message"), `${a.hand} · ${a.size} tiles`, false);
      const left = leftCounts(a.hand, counts);
      drawHand(a.hand);
      const waitsLeft = drawWaits(a, left);
      drawVerdict(a, waitsLeft);
      drawScore(line, a);
      drawDecompositions(a);
      drawDiscards(a);
    }
  }
  // Lay the answer out now, so that the time recorded is the keystroke's until it can be drawn.
  void document.body.offsetHeight;
  const done = performance.now();
  document.body.dataset.answerMs = (done - started).toFixed(3);
  if (keyAt) document.body.dataset.keyMs = (done - keyAt).toFixed(3);
  keyAt = 0;
  document.body.dataset.answers = String(Number(document.body.dataset.answers ?? 0) + 1);
}

// --- palette and hand clicks ------------------------------------------------------------------

function buildPalette() {
  const rows = [
    ["萬 m", [..."1234567890"].map((n) => `${n}m`)],
    ["筒 p", [..."1234567890"].map((n) => `${n}p`)],
    ["索 s", [..."1234567890"].map((n) => `${n}s`)],
    ["字 z", [..."1234567"].map((n) => `${n}z`)],
    ["花 f", [..."12345678"].map((n) => `${n}f`).concat("?")],
  ];
  const palette = $("palette");
  for (const [name, names] of rows) {
    const row = el("div", "row");
    row.append(el("span", "row-name", name));
    for (const n of names) {
      const b = el("button", "tile-button");
      b.type = "button";
      b.dataset.tile = n;
      b.title = n === "?" ? "joker ? (always wild)" : n[0] === "0" ? `red five ${n}` : n;
      b.append(tileElement(n, document, `add ${n}`));
      row.append(b);
    }
    palette.append(row);
  }
}

// The hand's text with `edit` applied to its concealed tiles (canonical MPSZ when it parsed).
function editHand(edit) {
  const text = inputs.hand.value;
  const canonical = last?.hand ?? (mpszTiles(text).tiles ? text : null);
  if (canonical === null) {  // text the page cannot read: add at the end
    inputs.hand.value += edit([]).join("");
    return;
  }
  const { concealed, melds } = splitHand(canonical);
  const tiles = edit(concealed);
  inputs.hand.value = [joinTiles(tiles), ...melds.map((m) => m.text)].filter(Boolean).join(" ");
  // The field now holds MPSZ: say so where the notation would be another (MediaTek letters are
  // the mediatek rules' own).
  if (inputs.notation.value !== "auto" || inputs.rules.value === "mediatek") {
    inputs.notation.value = "mpsz";
  }
}

function onPalette(event) {
  const b = event.target.closest("button[data-tile]");
  if (!b) return;
  const target = document.querySelector("input[name=target]:checked").value;
  if (target === "seen") {
    inputs.seen.value += b.dataset.tile;
  } else {
    editHand((tiles) => [...tiles, b.dataset.tile]);
  }
  update();
}

function onHandView(event) {
  const b = event.target.closest("button[data-index]");
  if (!b || !last) return;
  const i = Number(b.dataset.index);
  editHand((tiles) => tiles.filter((_, j) => j !== i));
  update();
}

// --- start ------------------------------------------------------------------------------------

async function start() {
  installTiles();
  buildPalette();
  readUrl();
  for (const input of Object.values(inputs)) input.addEventListener("input", update);
  inputs.hand.addEventListener("keydown", () => { keyAt = performance.now(); });
  $("palette").addEventListener("click", onPalette);
  $("hand-view").addEventListener("click", onHandView);
  $("clear").addEventListener("click", () => {
    inputs.hand.value = "";
    update();
    inputs.hand.focus();
  });
  try {
    hupai = await load(new URL("../hupai.wasm", import.meta.url));
  } catch (e) {
    $("status").textContent = `The analyser could not load: ${e.message}`;
    showMessage($("message"), `The analyser could not load (${e.message}).`, true);
    return;
  }
  update();
  if (urlRules && urlRules !== inputs.rules.value) {  // the CLI's word for a name that is no preset
    const e = hupai.answer({ hand: "1m", rules: urlRules }).error ?? "";
    showMessage($("option-message"), `${e} (the page uses ${inputs.rules.value})`, true);
  }
  $("status").textContent = navigator.onLine === false ? "Ready (offline)" : "Ready";
  document.body.dataset.ready = performance.now().toFixed(1);
  if ("serviceWorker" in navigator && location.protocol.startsWith("http")) {
    navigator.serviceWorker.register("sw.js").catch(() => {});
  }
}

start();
