// The answer's sections drawn from a batch answer: the verdict, the improving tiles of a hand
// not ready, the decompositions, the waits and the discard table. Each is written as HTML text in
// one assignment: the answers hold no user text but tile names, form and shape names (an error
// message goes through textContent).
import { kindCounts, kindOf, mpszTiles, splitHand } from "./hand.js";
import { tileHtml } from "./tiles.js";

const $ = (id) => document.getElementById(id);
const DECOMPOSITIONS_SHOWN = 24;
const FORM_NAMES = {
  standard: "standard", seven_pairs: "seven pairs 七对", thirteen_orphans: "thirteen orphans 十三幺",
  thirteen_lan: "thirteen lan 十三烂", honours_and_knitted: "honours and knitted 全不靠",
  knitted_straight: "knitted straight 组合龙",
};
// EXPECTED VALUE COLUMN: the last column of the discard table holds each discard's win chance
// and (where the rules score) expected score, from the batch op `ev`, filled by drawEv once the
// fast answers are drawn. Its head is in index.html.
const EV_COLUMN = true;
const CALL_NAMES = { pass: "pass", chi: "chi 吃", pon: "pon 碰", open_kan: "open kan 明杠", ron: "ron 荣和" };
const SHAPE_NAMES = {
  two_sided: "two-sided 两面", closed: "closed 嵌张", edge: "edge 边张", single: "single 单骑",
  dual_pung: "dual pung 双碰", seven_pairs: "seven pairs", thirteen_orphans: "thirteen orphans",
  thirteen_lan: "thirteen lan", knitted: "knitted 组合龙", wildcard: "wildcard",
};

export function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function shantenWords(s) {
  if (s === null || s === undefined) return "no form of these rules applies";
  if (s === -1) return "complete";
  if (s === 0) return "ready (tenpai 听牌)";
  return `${s}-shanten (${s} exchange${s === 1 ? "" : "s"} from ready)`;
}

export function drawVerdict(a, left, score) {
  const v = $("verdict");
  v.replaceChildren();
  const big = el("p", "big");
  const sub = el("p", "sub");
  const flags = [];
  if (a.fei) flags.push("fei 飞: holds every 宝, cannot win");
  if (a.zhifei) flags.push("zhifei 制飞: wins on any tile");
  if ("win" in a) {
    const forms = a.win ? a.forms.map((f) => FORM_NAMES[f] ?? f).join(", ") : "";
    if (a.win && score?.no_yaku) {
      big.textContent = `Complete, no yaku — not a win under riichi (${forms})`;
      big.classList.add("no-yaku");
    } else {
      big.textContent = a.win ? `Win 胡 — ${forms}` : `No win — ${shantenWords(a.shanten)}`;
      big.classList.toggle("win", a.win);
    }
  } else if ("waits" in a) {
    const n = a.waits.length;
    if (n > 0) {
      big.textContent = `Ready 听 — ${n} wait${n === 1 ? "" : "s"}, ${left} tile${left === 1 ? "" : "s"} left`;
      big.classList.add("win");
    } else {
      big.textContent = a.karaten?.length ? "Ready on karaten only (every wait is in the hand)"
        : `Not ready — ${shantenWords(a.shanten)}`;
      if (a.draws?.total) sub.textContent = `${a.draws.improving.length} kinds improve it, ${a.draws.total} tiles left. `;
    }
  } else {
    big.textContent = `${a.size} tiles: ${shantenWords(a.shanten)}`;
    sub.textContent = "A hand to judge has 3n+2 tiles (14) for a win, 3n+1 (13) for waits.";
  }
  v.append(big);
  if (a.shanten_by_form) {
    const parts = Object.entries(a.shanten_by_form).map(([f, s]) => `${FORM_NAMES[f] ?? f} ${s}`);
    sub.append(`Shanten by form: ${parts.join(" · ")}`);
  }
  for (const f of flags) sub.append(el("span", "badge", f));
  v.append(sub);
}

// Improving tiles pictured, each with the number left unseen.
function improvingHtml(improving, unseen) {
  return improving.map((t) =>
    tileHtml(t, `${t}: ${unseen[t]} left`).replace("></i>", ` data-n="${unseen[t]}"></i>`)).join("");
}

// The draws that improve a 13-tile hand that is not ready (the analyze op's `draws`).
export function drawDraws(a) {
  const section = $("draws");
  const d = a.draws;
  section.hidden = !(d && a.waits?.length === 0 && d.improving.length > 0);
  if (section.hidden) return;
  section.querySelector(".list").innerHTML =
    `<div class="improving small">${improvingHtml(d.improving, d.unseen)}</div>` +
    `<p class="total">${d.improving.length} kinds, <strong>${d.total}</strong> tiles left ` +
    `(to ${shantenWords(d.shanten - 1)})</p>`;
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

export function drawDecompositions(a) {
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
export function leftCounts(canonical, seen) {
  const { concealed, melds } = splitHand(canonical);
  const held = kindCounts(concealed.concat(...melds.map((m) => m.tiles)));
  return held.map((h, k) => Math.max(0, 4 - h - seen[k]));
}

export function drawWaits(a, left) {
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

export function drawDiscards(a) {
  const section = $("discards");
  section.hidden = !a.analysis;
  if (!a.analysis) return;
  // The library took the seen tiles (the line's "visible") off its unseen counts and sorted by its
  // order: lower shanten, then more tiles.
  const rows = a.analysis;
  const best = rows[0];
  section.querySelector(".rows").innerHTML = rows.map((d) => {
    const isBest = d.shanten === best.shanten && d.total === best.total;
    return `<div class="row${isBest ? " best" : ""}" role="row" data-discard="${d.discard}">` +
      `<span role="cell">${tileHtml(d.discard)}</span><span role="cell" class="num">${d.shanten}</span>` +
      `<span role="cell" class="improving small">${improvingHtml(d.improving, d.unseen)}</span>` +
      `<span role="cell" class="num">${d.total}</span>` +
      // EXPECTED VALUE COLUMN: the cell of the `ev` answer for this discard goes here.
      (EV_COLUMN ? '<span role="cell" class="num ev"></span>' : "") +
      "</div>";
  }).join("");
}

/** A chance as the page writes it: "71.7%". */
export const percent = (x) => `${(100 * x).toFixed(1)}%`;

// The win chance and expected score of one answer (an ev row's first turn, or a call option).
function evCellHtml(win, score) {
  return `<span class="win-pct" title="chance to win">${percent(win)}</span>` +
    (score === null || score === undefined ? ""
      : `<span class="exp" title="expected score">${Math.round(score)}</span>`);
}

/**
 * The discard table's expected values from the `ev` op's answer: each row's win chance and
 * expected score at its first turn (the win chance alone where the rules do not score); the
 * best expected score (else the best win chance) marked.
 */
export function drawEv(answer) {
  const rows = answer.ev;
  const scored = rows.some((r) => r.exp_score);
  const value = (r) => (scored ? r.exp_score[0] : r.win_prob[0]);
  const best = Math.max(...rows.map(value));
  const byDiscard = new Map(rows.map((r) => [r.discard, r]));
  setEvHead(scored);
  for (const row of $("discards").querySelectorAll(".rows .row")) {
    const r = byDiscard.get(row.dataset.discard);
    const cell = row.querySelector(".ev");
    cell.innerHTML = r ? evCellHtml(r.win_prob[0], scored ? r.exp_score[0] : null) : "–";
    row.classList.toggle("ev-best", Boolean(r) && best > 0 && value(r) === best);
  }
}

// The expected value column's head: win % and score, or win % alone.
function setEvHead(scored) {
  const head = $("discards").querySelector(".head .ev");
  head.textContent = scored ? "Win · score" : "Win %";
  head.dataset.short = scored ? "Win·EV" : "Win";
}

/** The expected value cells while they are not drawn: `text` in each ("…", or "" to clear). */
export function clearEv(text, scored) {
  setEvHead(scored);
  for (const row of $("discards").querySelectorAll(".rows .row")) {
    row.querySelector(".ev").textContent = text;
    row.classList.remove("ev-best");
  }
}

/**
 * The options a discard offers (the `call` op's answer): each with its meld, the discard after,
 * the shanten, the improving tiles and their total (a ron: its points), the no-yaku mark, and
 * with values the win chance and expected score.
 */
export function drawCalls(answer, values) {
  const section = $("calls");
  const rows = answer.calls;
  const scored = values && rows.some((o) => o.exp_score !== null && o.exp_score !== undefined);
  const best = values ? Math.max(...rows.map((o) => (scored ? o.exp_score : o.win_prob))) : null;
  section.querySelector(".called").innerHTML = tileHtml(answer.call.tile);
  section.querySelector(".rows").innerHTML = rows.map((o) => {
    const meld = o.meld ? `<span class="meld-tiles">${(mpszTiles(o.meld.replace(/[[\]()+]/g, "")).tiles ?? [])
      .map((t) => tileHtml(t)).join("")}</span>` : "";
    const points = o.no_yaku ? "not a win" : o.points !== undefined ? `${o.points} points` : "win";
    const after = o.option === "ron" ? `<span class="points">${points}</span>`
      : `<span class="improving small">${o.improving.map((t) => tileHtml(t)).join("")}</span>` +
        `<span class="total">${o.total} left</span>`;
    const mark = o.no_yaku ? '<span class="badge no-yaku" title="no yaku: this hand cannot win as it stands">no yaku</span>' : "";
    const v = values && o.win_prob !== undefined ? evCellHtml(o.win_prob, scored ? o.exp_score : null) : "";
    const isBest = values && o.win_prob !== undefined && best > 0 && (scored ? o.exp_score : o.win_prob) === best;
    return `<div class="row${isBest ? " ev-best" : ""}" role="row" data-option="${o.option}"` +
      `${o.meld ? ` data-meld="${o.meld}"` : ""}>` +
      `<span role="cell" class="name">${CALL_NAMES[o.option] ?? o.option}${mark}</span>` +
      `<span role="cell" class="small">${meld}</span>` +
      `<span role="cell" class="small discard">${o.discard ? tileHtml(o.discard) : ""}</span>` +
      `<span role="cell" class="num">${o.option === "ron" ? "—" : o.shanten}</span>` +
      `<span role="cell" class="then">${after}</span>` +
      `<span role="cell" class="num ev">${v}</span></div>`;
  }).join("");
}
