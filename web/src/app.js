// The page: reads the hand and the options, asks the WebAssembly module one batch line with every
// op, and draws the answer. The URL holds the state (?hand=…&rules=…&wild=…&seen=…&dora=…&win=…),
// so a link opens the page on a hand; practice steps and random hands are history entries.
import { load } from "./hupai.js";
import { installTiles, tileElement, tileHtml } from "./tiles.js";
import { kindCounts, kindOf, joinTiles, mpszTiles, splitHand } from "./hand.js";
import {
  SCORED_RULES, SITUATION_FIELDS, scoreSheetHtml, showSituationFields, situationOf, situationSummary,
  tableSituationOf,
} from "./score.js";
import { deal, doraOf, drawFrom, wallCounts } from "./wall.js";
import {
  clearEv, drawCalls, drawDecompositions, drawDiscards, drawDraws, drawEv, drawVerdict, drawWaits, el,
  leftCounts,
} from "./answer.js";

const OPS = ["win", "shanten", "waits", "decompose", "analyze"];
const SIZE_FALLBACKS = [["win", "shanten", "decompose", "analyze"], ["waits", "shanten"], ["shanten"]];
// The largest hand the palette builds (kongs count 3) and the copies of a kind.
const MAX_TILES = 14;
const COPIES = 4;
const PHONE = "(max-width: 40rem)";
// Expected values are asked for by themselves this long after the last change, and by
// themselves only for hands this near to ready (a 3-shanten hand can take a second): farther
// hands get a button.
const EV_DELAY_MS = 80;
const EV_AUTO_SHANTEN = 2;
const $ = (id) => document.getElementById(id);
const inputs = {
  hand: $("hand"), rules: $("rules"), wild: $("wild"), seen: $("seen"), notation: $("notation"),
  dora: $("dora"), ura: $("ura"),
};
// The situation's inputs by URL key (the batch key, or the element's id where shorter).
const situationInputs = Object.fromEntries(SITUATION_FIELDS.map(([, id]) => [id, $(id)]));
let hupai = null;
let last = null;  // the last answer, for palette clicks
let keyAt = 0;  // when the last key went down in the hand field, for the time to an answer
let urlRules = null;  // the rules the URL named, reported once if they are not a preset
let winTile = "";  // the winning tile the player picked ("" for the default: the last written)
let drawn = null;  // {hand, tile}: the tile a practice step drew, while the hand is as it left it
let wasWin = false;  // whether the last answer was a win under a scoring preset
let callTile = "";  // another player's discard the call advice is about ("" for none)
let evTimer = 0;  // the pending expected-value work
let evJobs = null;  // [{line, draw(answer)}]: that work, for the buttons of hands too far to ask at once
let evGeneration = 0;  // the page's state the work was asked for; a change makes it stale

// --- state and URL --------------------------------------------------------------------------

// The query's pairs, read here rather than by URLSearchParams, which turns "+" into a space:
// "[5555z+]" (an added kong) must survive a link typed by hand. A "+" that closes no meld
// ("123m+456p", from a form encoder) is still a space.
function queryPairs(search) {
  const decode = (s) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const q = new Map();
  for (const part of search.replace(/^\?/, "").split("&")) {
    if (!part) continue;
    const eq = part.indexOf("=");
    const key = decode(eq < 0 ? part : part.slice(0, eq));
    const value = decode(eq < 0 ? "" : part.slice(eq + 1)).replace(/\+(?![\])])/g, " ");
    q.set(key, value);
  }
  return q;
}

function readUrl() {
  const q = queryPairs(location.search);
  inputs.hand.value = q.get("hand") ?? "";
  const rules = q.get("rules");
  if (rules && [...inputs.rules.options].some((o) => o.value === rules)) inputs.rules.value = rules;
  else inputs.rules.value = "riichi";
  urlRules = rules;
  inputs.wild.value = q.get("wild") ?? "";
  inputs.seen.value = q.get("seen") ?? "";
  inputs.dora.value = q.get("dora") ?? "";
  inputs.ura.value = q.get("ura") ?? "";
  const notation = q.get("notation");
  inputs.notation.value = notation && [...inputs.notation.options].some((o) => o.value === notation)
    ? notation : "auto";
  winTile = q.get("win") ?? "";
  callTile = q.get("call") ?? "";
  const from = q.get("from");
  $("call-from").value = ["left", "across", "right"].includes(from) ? from : "left";
  for (const [id, input] of Object.entries(situationInputs)) {
    const v = q.get(id);
    if (input.type === "checkbox") input.checked = v === "1";
    else if (input.tagName === "SELECT") {
      input.value = [...input.options].some((o) => o.value === v) ? v : input.options[0].value;
    } else input.value = v ?? "0";
  }
}

let urlTimer = 0;
// The URL follows the state a moment after the last change: replaceState on every keystroke
// would cost as much as drawing the answer.
function writeUrlSoon() {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(writeUrl, 150);
}

// The query of the state; values are percent-encoded, so a "+" is written %2B.
function stateQuery() {
  const q = [];
  const put = (key, value) => q.push(`${key}=${encodeURIComponent(value)}`);
  if (inputs.hand.value) put("hand", inputs.hand.value);
  put("rules", inputs.rules.value);
  for (const key of ["wild", "seen", "dora", "ura"]) if (inputs[key].value) put(key, inputs[key].value);
  if (inputs.notation.value !== "auto") put("notation", inputs.notation.value);
  if (winTile) put("win", winTile);
  if (callTile) {
    put("call", callTile);
    if ($("call-from").value !== "left") put("from", $("call-from").value);
  }
  for (const [id, input] of Object.entries(situationInputs)) {
    if (input.type === "checkbox") {
      if (input.checked) put(id, "1");
    } else if (input.value !== input.options?.[0].value && input.value !== "0" && input.value !== "") {
      put(id, input.value);
    }
  }
  return `?${q.join("&")}`;
}

// The history entry's state: the practice step it is (0 outside practice), for the undo button.
function writeUrl() {
  history.replaceState(history.state, "", stateQuery());
}

function pushUrl(step, drawnTile = "") {
  clearTimeout(urlTimer);
  history.pushState({ step, drawn: drawnTile }, "", stateQuery());
  $("undo").disabled = step === 0;
}

// --- drawing ----------------------------------------------------------------------------------
// Sections are written as HTML text in one assignment each: the answers hold no user text but
// tile names, form and shape names (the error message goes through textContent).

// The hand's tiles; the winning tile (`win`, an index of the concealed tiles, or -1) outlined,
// the dora (a set of kinds) marked.
function drawHand(canonical, win = -1, dora = new Set()) {
  const view = $("hand-view");
  if (!canonical) {
    view.replaceChildren();
    return;
  }
  const { concealed, melds } = splitHand(canonical);
  const wild = new Set((mpszTiles(inputs.wild.value.replace(/,/g, "")).tiles ?? []).map(kindOf));
  // The tile a practice step drew stands apart at the right, as at the table.
  const fresh = drawn?.hand === inputs.hand.value ? concealed.lastIndexOf(drawn.tile) : -1;
  const isDora = (name) => dora.has(kindOf(name)) || (inputs.rules.value === "riichi" && name[0] === "0");
  let html = concealed.map((name, i) => {
    const tile = tileHtml(name, `${name}${i === win ? " (winning tile)" : ""}`);
    const isWild = name === "?" || wild.has(kindOf(name));
    const cls = `tile-button${i === win ? " win-tile" : ""}${isDora(name) ? " dora" : ""}` +
      `${i === fresh ? " drawn" : ""}`;
    return `<button type="button" class="${cls}" title="${name}" data-index="${i}" data-tile="${name}">` +
      `${isWild ? `<span class="wild-tile">${tile}</span>` : tile}</button>`;
  }).join("");
  for (const m of melds) {
    // a concealed kong shows its ends face down
    const names = m.concealed ? m.tiles.map((t, i) => (i === 0 || i === m.tiles.length - 1 ? "back" : t)) : m.tiles;
    html += `<div class="meld" title="${m.concealed ? "concealed kong" : "declared"} ${m.text}">` +
      `${names.map((n) => `<span class="${isDora(n) ? "dora" : ""}">${tileHtml(n)}</span>`).join("")}</div>`;
  }
  view.innerHTML = html;
}

// Tiles of a list field (seen tiles, dora indicators) drawn under it; a click takes one back.
function drawTileList(view, names) {
  view.hidden = names.length === 0;
  view.innerHTML = names.map((n, i) =>
    `<button type="button" class="tile-button" title="take ${n} back" data-index="${i}">${tileHtml(n)}</button>`)
    .join("");
}

// The score of a win under a scoring preset, asked apart: the other answers stand without it.
// Returns the score (or null).
function drawScore(line, a, situation) {
  const section = $("score");
  section.hidden = !(a.win && SCORED_RULES.has(line.rules));
  if (section.hidden) return null;
  const b = hupai.answer({ ...line, ops: ["score"], situation });
  const sheet = section.querySelector(".sheet");
  if ("error" in b) {
    sheet.replaceChildren(el("p", "hint error", b.error));
    return null;
  }
  sheet.innerHTML = scoreSheetHtml(b.score, situation);
  return b.score;
}

function showMessage(node, text, isError) {
  node.textContent = text;
  node.classList.toggle("error", isError);
}

function clearAnswer() {
  drawHand("");
  $("verdict").replaceChildren();
  for (const id of ["score", "draws", "decompositions", "waits", "discards", "calls"]) $(id).hidden = true;
}

// --- expected values and calls (asked after the fast answers are drawn) ---------------------

// The slow questions go to a worker (advice-worker.js), so that the page answers keystrokes
// while it searches; a question asked while it is still busy with a stale one ends it and starts
// another. Where workers fail, they are answered here after a pause.
const advisor = {
  worker: null,
  busy: false,
  ask(lines) {
    const here = () => new Promise((resolve) => setTimeout(() => resolve(lines.map((l) => hupai.answer(l)))));
    if (typeof Worker === "undefined" || this.failed) return here();
    if (this.busy) {
      this.worker.terminate();
      this.worker = null;
    }
    if (!this.worker) this.worker = new Worker(new URL("./advice-worker.js", import.meta.url), { type: "module" });
    this.busy = true;
    return new Promise((resolve) => {
      this.worker.onmessage = (event) => {
        this.busy = false;
        resolve(event.data);
      };
      this.worker.onerror = (event) => {
        event.preventDefault();
        this.worker.terminate();
        this.worker = null;
        this.busy = false;
        this.failed = true;
        resolve(here());
      };
      this.worker.postMessage({ module: hupai.module, lines });
    });
  },
};

// Asks `jobs` after EV_DELAY_MS, unless the state changes first; with `auto` false (a hand too
// far from ready) it waits for a click on one of the buttons instead.
function scheduleEv(jobs, auto) {
  evJobs = jobs;
  if (!auto) return;
  document.body.dataset.evPending = "1";
  evTimer = setTimeout(runEv, EV_DELAY_MS);
}

async function runEv() {
  clearTimeout(evTimer);
  const jobs = evJobs;
  evJobs = null;
  if (!jobs) return;
  document.body.dataset.evPending = "1";
  const generation = evGeneration;
  const started = performance.now();
  const answers = await advisor.ask(jobs.map((j) => j.line));
  if (generation !== evGeneration) return;  // the page has changed since: a newer ask follows
  jobs.forEach((job, i) => job.draw(answers[i]));
  delete document.body.dataset.evPending;
  document.body.dataset.evMs = (performance.now() - started).toFixed(1);
  document.body.dataset.evs = String(Number(document.body.dataset.evs ?? 0) + 1);
}

// What the status line says of values still to come: by themselves, or on the button.
const pendingWords = (a, auto) => (auto ? "Win chances and expected scores are being worked out…"
  : `${a.shanten}-shanten: working out win chances takes a moment.`);

// The discard table's expected values: the `ev` op for the line's hand and the table's
// situation, as {line, draw(answer)}; the status line says what is coming.
function evWork(line, a, situation) {
  const status = $("ev-status");
  const button = $("ev-run");
  const scored = SCORED_RULES.has(line.rules);
  const auto = a.shanten <= EV_AUTO_SHANTEN;
  clearEv(auto ? "…" : "", scored);
  button.hidden = auto;
  status.textContent = pendingWords(a, auto);
  const draw = (b) => {
    button.hidden = true;
    if ("error" in b) {
      clearEv("", scored);
      status.textContent = `No expected values: ${b.error}`;
      return;
    }
    drawEv(b);
    status.textContent = `Win chance${scored ? " and expected score" : ""} by the wall's end, ` +
      `playing alone (${line.rules === "riichi" ? "riichi when ready, " : ""}tsumo only); best marked.`;
  };
  return { line: { ...line, ops: ["ev"], situation }, draw };
}

// The options of the discard `callTile` for a 13-tile hand: drawn at once without values; under
// riichi the values follow (at once for a hand within EV_AUTO_SHANTEN, else on the button).
// Returns the values' {line, draw(answer)}, or null.
function callWork(line, a, situation) {
  const section = $("calls");
  section.hidden = !(callTile && "waits" in a);
  if (section.hidden) return null;
  const ask = { ...line, ops: ["call"], call: { tile: callTile, from: $("call-from").value }, situation };
  const status = $("call-status");
  const button = $("call-run");
  const b = hupai.answer(ask);
  if ("error" in b) {
    // A discard no option can use is no mistake: pass is all there is.
    const onlyPass = b.error.includes("pass is all there is");
    section.querySelector(".rows").replaceChildren(el("p", onlyPass ? "hint" : "hint error",
      onlyPass ? `Nothing to do with ${callTile}: no chi, pon, kan or ron can use it; pass.` : b.error));
    button.hidden = true;
    status.textContent = "";
    return null;
  }
  drawCalls(b, false);
  section.classList.toggle("no-values", line.rules !== "riichi");
  if (line.rules !== "riichi") {
    button.hidden = true;
    status.textContent = "";
    return null;
  }
  const auto = a.shanten <= EV_AUTO_SHANTEN;
  button.hidden = auto;
  status.textContent = pendingWords(a, auto);
  const draw = (c) => {
    button.hidden = true;
    if ("error" in c) {
      status.textContent = `No expected values: ${c.error}`;
      return;
    }
    drawCalls(c, true);
    status.textContent = "Win chance and expected score of each option by the wall's end (riichi when ready, " +
      "tsumo only).";
  };
  return { line: { ...ask, ev: {} }, draw };
}

// --- answering --------------------------------------------------------------------------------

// Tile names of an MPSZ list field, or {error}.
function fieldTiles(input, what) {
  const text = input.value.trim();
  const r = text ? mpszTiles(text) : { tiles: [] };
  return r.error ? { error: `${what} (MPSZ): ${r.error}`, tiles: [] } : r;
}

// The dora (or ura) indicators that count: under riichi only.
function doraIndicators(input = inputs.dora, what = "Dora indicators") {
  return inputs.rules.value === "riichi" ? fieldTiles(input, what) : { tiles: [] };
}

// The tiles the player sees outside the hand: the seen tiles and the dora indicators.
function visibleTiles() {
  return [...fieldTiles(inputs.seen, "").tiles, ...doraIndicators().tiles];
}

// The index among the concealed tiles of the winning tile: the one picked, else the last
// concealed tile written (the library's default), when the text is MPSZ; -1 when unknown.
function winIndex(concealed) {
  if (winTile) {
    const at = concealed.lastIndexOf(winTile);
    return at >= 0 ? at : concealed.findLastIndex((t) => kindOf(t) === kindOf(winTile));
  }
  const head = inputs.hand.value.split(/[[(]/)[0];
  const written = (mpszTiles(head).tiles ?? []).filter((t) => t[1] !== "f");
  return written.length ? concealed.lastIndexOf(written[written.length - 1]) : -1;
}

function update() {
  if (!hupai) return;
  const started = performance.now();
  clearTimeout(evTimer);
  evJobs = null;
  evGeneration += 1;
  delete document.body.dataset.evPending;
  writeUrlSoon();
  const rules = inputs.rules.value;
  const seen = fieldTiles(inputs.seen, "Seen tiles");
  const dora = doraIndicators();
  const ura = doraIndicators(inputs.ura, "Ura indicators");
  const optionError = seen.error ?? dora.error ?? ura.error ?? "";
  showMessage($("option-message"), optionError, Boolean(optionError));
  drawTileList($("seen-view"), seen.tiles);
  drawTileList($("dora-view"), dora.tiles);
  showSituationFields(document, rules);
  $("situation-box").hidden = !SCORED_RULES.has(rules);
  const counts = kindCounts(visibleTiles());
  const text = inputs.hand.value;
  if (text.trim() === "") {
    last = null;
    inputs.hand.removeAttribute("aria-invalid");
    clearAnswer();
    showMessage($("message"), "Type a hand, or click tiles below.", false);
  } else {
    const line = { hand: text, rules, ops: OPS };
    if (inputs.wild.value.trim()) line.wild = inputs.wild.value.trim();
    const visible = [inputs.seen.value, rules === "riichi" ? inputs.dora.value : ""].join("").trim();
    if (!optionError && visible) line.visible = visible;
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
      // The situation opens by itself when a hand becomes a scored win, but on a phone, where it
      // would push the answer out of sight (its summary line says what it holds).
      const isWin = Boolean(a.win) && SCORED_RULES.has(rules);
      if (isWin && !wasWin && !matchMedia(PHONE).matches) $("situation-box").open = true;
      wasWin = isWin;
      const { concealed } = splitHand(a.hand);
      if (winTile && !concealed.some((t) => kindOf(t) === kindOf(winTile))) winTile = "";
      const win = winIndex(concealed);
      const situation = situationOf(document, rules, winTile, dora.tiles, ura.tiles);
      const left = leftCounts(a.hand, counts);
      drawHand(a.hand, SCORED_RULES.has(rules) && a.win ? win : -1,
        new Set(dora.tiles.map((t) => doraOf(kindOf(t)))));
      const waitsLeft = drawWaits(a, left);
      const score = drawScore(line, a, situation);
      drawVerdict(a, waitsLeft, score);
      drawDraws(a);
      drawDecompositions(a);
      drawDiscards(a);
      const table = tableSituationOf(document, rules, dora.tiles, optionError ? [] : seen.tiles);
      const jobs = [];
      if (a.analysis) jobs.push(evWork(line, a, table));
      const calls = callWork(line, a, tableSituationOf(document, rules, dora.tiles, [], true));
      if (calls) jobs.push(calls);
      if (jobs.length) scheduleEv(jobs, a.shanten <= EV_AUTO_SHANTEN);
    }
  }
  // The summary line of the situation box (the winning tile checked against the hand above).
  const summary = situationSummary(situationOf(document, rules, winTile, dora.tiles, ura.tiles), rules,
    inputs.dora.value.trim());
  $("situation-summary").textContent = `— ${summary}`;
  $("undo").disabled = !(history.state?.step > 0);
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

// Every tile the hand holds, its melds' too (names).
function heldTiles() {
  const canonical = last?.hand ?? (mpszTiles(inputs.hand.value).tiles ? inputs.hand.value : "");
  const { concealed, melds } = splitHand(canonical);
  return { concealed, melds, all: concealed.concat(...melds.map((m) => m.tiles)) };
}

// Why a tile cannot be added where the palette adds it, or "" if it can: a 15th tile in the
// hand, a fifth copy of a kind, a second red five, across the hand, the seen tiles and the dora
// indicators.
function refusal(tile, target) {
  const { concealed, melds, all } = heldTiles();
  if (target === "hand" && tile[1] !== "f") {
    const size = concealed.filter((t) => t[1] !== "f").length + 3 * melds.length;
    if (size >= MAX_TILES) return `The hand has ${size} tiles: take one out first (click it).`;
  }
  const k = kindOf(tile);
  if (k < 0) return "";
  const used = [...all, ...visibleTiles()];
  if (tile[0] === "0" && used.includes(tile)) return `There is one red five ${tile}, already in use.`;
  const copies = used.filter((t) => kindOf(t) === k).length;
  if (copies >= COPIES) return `All ${COPIES} copies of ${tile[0] === "0" ? `5${tile[1]}` : tile} are in use.`;
  return "";
}

const listInput = (target) => (target === "dora" ? inputs.dora : inputs.seen);

function onPalette(event) {
  const b = event.target.closest("button[data-tile]");
  if (!b) return;
  const target = document.querySelector("input[name=target]:checked").value;
  let why = refusal(b.dataset.tile, target);
  if (target === "call" && !why) {
    if (!/^[0-9][mpsz]$/.test(b.dataset.tile)) why = "Their discard is one tile of 1m–7z.";
    else if (!last || !("waits" in last)) why = "Advice on their discard needs a hand of 13 tiles.";
  }
  showMessage($("pick-message"), why, Boolean(why));
  if (why) return;
  if (target === "hand") editHand((tiles) => [...tiles, b.dataset.tile]);
  else if (target === "call") callTile = b.dataset.tile;
  else listInput(target).value += b.dataset.tile;
  update();
}

// Practice: the tile discarded goes to the seen tiles, and one is drawn from the wall (136 less
// the hand, its melds and every tile seen); a history entry per step.
function practiceDiscard(i) {
  if (last?.size !== MAX_TILES || !last.analysis) {
    showMessage($("option-message"), "Practice needs a hand of 14 tiles: discard one, draw one.", true);
    return;
  }
  const { concealed } = heldTiles();
  const discarded = concealed[i];
  const kept = concealed.filter((_, j) => j !== i);
  const { melds } = splitHand(last.hand);
  const tile = drawFrom(wallCounts([...kept, ...melds.flatMap((m) => m.tiles), discarded, ...visibleTiles()]));
  if (tile === null) {
    showMessage($("option-message"), "The wall is empty.", true);
    return;
  }
  inputs.seen.value += discarded;
  winTile = "";
  editHand(() => [...kept, tile]);
  drawn = { hand: inputs.hand.value, tile };
  update();
  pushUrl((history.state?.step ?? 0) + 1, tile);
  showMessage($("option-message"), `Discarded ${discarded}, drew ${tile}.`, false);
}

function onHandView(event) {
  const b = event.target.closest("button[data-index]");
  if (!b || !last) return;
  const i = Number(b.dataset.index);
  const mode = document.querySelector("input[name=click]:checked").value;
  if (mode === "practice") {
    practiceDiscard(i);
    return;
  }
  if (mode === "win") {
    winTile = b.dataset.tile;
  } else {
    editHand((tiles) => tiles.filter((_, j) => j !== i));
  }
  update();
}

// A click on a drawn seen tile or dora indicator takes it out of its field.
function onTileList(input) {
  return (event) => {
    const b = event.target.closest("button[data-index]");
    if (!b) return;
    const tiles = mpszTiles(input.value).tiles ?? [];
    tiles.splice(Number(b.dataset.index), 1);
    input.value = tiles.join("");
    update();
  };
}

// A random hand: 14 tiles dealt from a full wall; the seen tiles, dora and winning tile cleared.
function onDeal() {
  inputs.hand.value = joinTiles(deal(MAX_TILES));
  inputs.seen.value = "";
  inputs.dora.value = "";
  if (inputs.notation.value !== "auto") inputs.notation.value = "mpsz";
  winTile = "";
  update();
  pushUrl(0);
}

// --- start ------------------------------------------------------------------------------------

async function start() {
  installTiles();
  buildPalette();
  readUrl();
  for (const input of [...Object.values(inputs), ...Object.values(situationInputs)]) {
    input.addEventListener("input", update);
  }
  inputs.hand.addEventListener("keydown", () => { keyAt = performance.now(); });
  $("palette").addEventListener("click", onPalette);
  $("hand-view").addEventListener("click", onHandView);
  $("seen-view").addEventListener("click", onTileList(inputs.seen));
  $("dora-view").addEventListener("click", onTileList(inputs.dora));
  $("deal").addEventListener("click", onDeal);
  $("undo").addEventListener("click", () => history.back());
  $("ev-run").addEventListener("click", runEv);
  $("call-run").addEventListener("click", runEv);
  $("call-from").addEventListener("input", update);
  $("call-close").addEventListener("click", () => {
    callTile = "";
    update();
  });
  window.addEventListener("popstate", () => {
    readUrl();
    drawn = history.state?.drawn ? { hand: inputs.hand.value, tile: history.state.drawn } : null;
    update();
  });
  $("clear").addEventListener("click", () => {
    inputs.hand.value = "";
    winTile = "";
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
