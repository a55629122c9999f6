// The score of a win: the situation the player sets (the batch line's "situation", keys of
// docs/SCORING.md and docs/GB_SCORING.md) and the score sheet drawn from the `score` op's answer.

/** The presets that score a win. */
export const SCORED_RULES = new Set(["riichi", "gb"]);

// The situation's inputs, one a line: the batch key, the element's id (also the URL's key), the
// kind of input, the rules it applies to.
export const SITUATION_FIELDS = `
  tsumo          tsumo      check  both
  seat_wind      seat       wind   both
  round_wind     round      wind   both
  riichi         riichi     int    riichi
  ippatsu        ippatsu    check  riichi
  rinshan        rinshan    check  both
  chankan        chankan    check  both
  last_tile      last-tile  check  both
  blessing       blessing   check  riichi
  last_copy      last-copy  check  gb
  honba          honba      int    riichi
  riichi_sticks  sticks     int    riichi
`.trim().split("\n").map((line) => line.trim().split(/\s+/));

const applies = (scope, rules) => scope === "both" || scope === rules;

/**
 * The batch "situation" of the inputs under `rules`: only keys those rules read and that differ
 * from their defaults; `winTile`, the dora and ura indicators (tile names) when given.
 */
export function situationOf(doc, rules, winTile, doraIndicators, uraIndicators = []) {
  const s = {};
  for (const [key, id, kind, scope] of SITUATION_FIELDS) {
    if (!applies(scope, rules)) continue;
    const input = doc.getElementById(id);
    if (kind === "check") {
      if (input.checked) s[key] = true;
    } else if (kind === "wind") {
      if (input.value !== "1z") s[key] = input.value;
    } else {
      const n = Number.parseInt(input.value, 10);
      if (n > 0) s[key] = n;
    }
  }
  if (winTile) s.win_tile = winTile;
  if (rules === "riichi" && doraIndicators.length) s.dora_indicators = doraIndicators;
  if (rules === "riichi" && uraIndicators.length) s.ura_indicators = uraIndicators;
  return s;
}

// The keys of the situation the expected values read (docs/EV.md), and those a call reads (its
// ron's score too).
const EV_KEYS = new Set(["seat_wind", "round_wind", "honba", "riichi_sticks"]);
const CALL_KEYS = new Set([...EV_KEYS, "riichi"]);

/**
 * The batch "situation" of the table for the `ev` op (`call` false: seat and round wind, honba,
 * sticks, dora indicators, the seen tiles as `seen`) or the `call` op (`call` true: those and
 * riichi, without `seen`, which the line gives as `visible`), as the win situation's inputs hold
 * them under `rules`.
 */
export function tableSituationOf(doc, rules, doraIndicators, seenTiles, call = false) {
  const all = situationOf(doc, rules, "", doraIndicators);
  const keys = call ? CALL_KEYS : EV_KEYS;
  const s = Object.fromEntries(Object.entries(all).filter(([k]) => keys.has(k)));
  if (all.dora_indicators) s.dora_indicators = all.dora_indicators;
  if (!call && seenTiles.length) s.seen = seenTiles.join("");
  return s;
}

/** Shows the inputs the rules read, hides the others. */
export function showSituationFields(doc, rules) {
  for (const [, id, , scope] of SITUATION_FIELDS) {
    doc.getElementById(id).closest("label").hidden = !applies(scope, rules);
  }
  for (const e of doc.querySelectorAll("[data-rules]")) e.hidden = e.dataset.rules !== rules;
}

const WIND = { "1z": "East 東", "2z": "South 南", "3z": "West 西", "4z": "North 北" };
const words = (name) => name.replace(/_/g, " ");
const row = (name, value, cls = "") =>
  `<div class="row${cls}"><span>${name}</span><span class="num">${value}</span></div>`;

function paymentsHtml(p, total, tsumo) {
  let how;
  if ("ron" in p) how = `ron: ${p.ron} from the discarder`;
  else if ("dealer" in p) how = `tsumo: ${p.dealer} from the dealer, ${p.non_dealer} from each other`;
  else if ("non_dealer" in p) how = `tsumo: ${p.non_dealer} from each (dealer wins)`;
  else if ("discarder" in p) how = `on a discard: ${p.discarder} from the discarder, ${p.other} from each other`;
  else if ("each" in p) how = `self-drawn: ${p.each} from each`;
  else how = tsumo ? "tsumo" : "ron";
  return row(`<strong>payments</strong> <span class="hint">${how}</span>`, `<strong>+${total}</strong>`, " pay");
}

/** The score sheet of a `score` answer: yaku or fans, fu breakdown, limit, payments. */
export function scoreSheetHtml(sc, situation) {
  if (sc.fans) {  // gb
    let html = sc.fans.map((f) => row(`${f.chinese} ${words(f.name)}${f.count > 1 ? ` ×${f.count}` : ""}`,
      `${f.points * f.count}`)).join("");
    html += row("<strong>total</strong>", `<strong>${sc.total} fan</strong>`, " total");
    html += `<p class="hint">${sc.qualifies ? "Meets the 8-fan minimum." : "Below the 8-fan minimum: not a legal win."}</p>`;
    if (sc.payments) html += paymentsHtml(sc.payments, sc.total_won, situation.tsumo);
    return html;
  }
  if (sc.no_yaku) {
    return '<p class="hint no-yaku">No yaku: a complete hand, but not a win under riichi rules ' +
      "(set riichi, tsumo or the winds below if they apply).</p>";
  }
  let html = sc.yaku.map((y) => row(words(y.name),
    y.yakuman ? `${y.yakuman > 1 ? `${y.yakuman}× ` : ""}yakuman` : `${y.han} han`)).join("");
  const limit = sc.limit && sc.limit !== "none" ? ` · ${words(sc.limit)}` : "";
  html += row("<strong>total</strong>",
    `<strong>${sc.yakuman ? `${sc.yakuman}× yakuman` : `${sc.han} han ${sc.fu} fu`}${limit} · ${sc.total}</strong>`,
    " total");
  if (sc.payments) html += paymentsHtml(sc.payments, sc.total, situation.tsumo);
  if (sc.fu_details?.length && !sc.yakuman) {
    html += `<div class="fu"><h3>Fu <span class="hint">(${sc.wait ? `${words(sc.wait)} wait, ` : ""}` +
      `rounded up to ${sc.fu})</span></h3>` +
      sc.fu_details.map((f) => row(words(f.reason), `${f.fu} fu`)).join("") + "</div>";
  }
  return html;
}

/** A one-line summary of the situation, for the collapsed box. */
export function situationSummary(s, rules, doraText) {
  const parts = [s.tsumo ? "tsumo" : "ron", `seat ${WIND[s.seat_wind ?? "1z"]}`,
    `round ${WIND[s.round_wind ?? "1z"]}`];
  if (s.riichi) parts.push(s.riichi === 2 ? "double riichi" : "riichi");
  if (s.ippatsu) parts.push("ippatsu");
  if (rules === "riichi" && doraText) parts.push(`dora ind. ${doraText}`);
  if (s.honba) parts.push(`${s.honba} honba`);
  if (s.win_tile) parts.push(`wins on ${s.win_tile}`);
  return parts.join(" · ");
}
