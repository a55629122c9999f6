// The shanten engine's model: a hand's distance to a target — a complete hand of the required
// size in one of the rules' forms — is the number of target slots that neither a natural tile of
// the hand nor a held wildcard fills; each such slot is a draw. A slot of kind k can be drawn
// naturally only while copies of k remain (4 minus those held in hand and melds; none for a wild
// kind). A slot beyond that ("excess") must be played by a wildcard: held, or drawn while wild
// tiles of kinds 0–33 remain. Under ruijin's fei a winning hand may hold at most 3 宝 (2 wild
// flowers), so wildcards that are 宝 tiles are limited accordingly. shanten = distance − 1.
// docs/SHANTEN.md documents the model for users.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>

#include "admission/effective_hand.hpp"
#include "hupai/analysis.hpp"

namespace hupai::detail {

inline constexpr int max_excess = 8;      ///< excess slots tracked (more never helps here)
inline constexpr int no_distance = 0x3F;  ///< a target that cannot be reached

/// The wildcards a target may use: held now, or still to be drawn.
struct wild_budget {
    int held_free = 0;   ///< held wildcards not limited by fei (jokers, other wild kinds)
    int held_bao = 0;    ///< held 宝 tiles (ruijin with fei)
    int draw_free = 0;   ///< wild tiles of kinds 0–33 still unseen, not 宝
    int draw_bao = 0;    ///< 宝 tiles still unseen
    int bao_limit = 99;  ///< most 宝 a complete hand may hold (3, or 2 wild flowers, under fei)

    bool none() const noexcept { return held_free + held_bao + draw_free + draw_bao == 0; }
    /// Most excess slots any target could get filled.
    int capacity() const noexcept;
};

/// wild_distance when 宝 tiles and free wildcards are both in play: the 宝's limit makes the
/// choice of which wildcards to use a search.
int wild_distance_with_bao(int need, int excess, const wild_budget& w) noexcept;

/// The distance of a target with `need` unfilled slots of which `excess` need a wildcard:
/// need − (held wildcards used), or no_distance when the wildcards cannot cover the excess.
/// Inline: the flat path and the special forms ask it for every hand. Without 宝 in play, using
/// as many held wildcards as the need allows leaves the fewest excess slots to draw for.
inline int wild_distance(int need, int excess, const wild_budget& w) noexcept {
    if (w.held_bao != 0 || w.draw_bao != 0) {
        if (w.held_free != 0 || w.draw_free != 0) return wild_distance_with_bao(need, excess, w);
        // 宝 alone (Ruijin's tile 宝): using u held leaves max(0, excess − u) to draw, all 宝,
        // and u + draws = max(u, excess) against the limit. Fewer used than the most (top)
        // draw more under the same sum: top answers, or nothing does.
        if (need >= no_distance) return no_distance;
        const int top = std::min(need, std::min(w.held_bao, w.bao_limit));
        const int draws = std::max(0, excess - top);
        return draws <= w.draw_bao && top + draws <= w.bao_limit ? need - top : no_distance;
    }
    if (need >= no_distance) return no_distance;
    const int used = std::min(need, w.held_free);
    return excess - used <= w.draw_free ? need - used : no_distance;
}

/// The held wildcards a target with no excess slot uses, as many as its need allows:
/// wild_distance(need, 0, w) = max(0, need − held_usable(w)) for every need below no_distance
/// (the fast path's test checks it), so the needs whose distance is below some d are those
/// below d + held_usable(w), for d ≥ 1.
inline int held_usable(const wild_budget& w) noexcept {
    return w.held_free + std::min(w.held_bao, w.bao_limit);
}

/// Whether `extra` excess slots among a need's unfilled slots (so at most the need) leave its
/// distance as it is at excess 0: wild_distance(need, min(extra, need)) = wild_distance(need, 0).
/// The flat path's holes and the special forms' capped kinds ask it for every answer. With 宝
/// alone (wild_distance's closed form), excess 0 uses the most held 宝, top, within the limit;
/// the extra slots need max(0, extra − top) drawn 宝, with top and those within the limit.
inline bool excess_costs_nothing(int need, int extra, const wild_budget& w) noexcept {
    extra = std::min(extra, need);
    if (extra <= 0) return true;
    if (w.held_free == 0 && w.draw_free == 0 && need < no_distance) {
        const int top = std::min(need, std::min(w.held_bao, w.bao_limit));
        return extra - top <= w.draw_bao && extra <= w.bao_limit;
    }
    return wild_distance(need, extra, w) == wild_distance(need, 0, w);
}

/// The least wild_distance(needs[e], e) over e = 0…last, where needs[e] (the least need with at
/// most e excess slots; no_distance or more: none) never grows with e. From the deepest level
/// down, stopping where no lower level can do better: its need is no less, and no target uses
/// more wildcards than are held, so need − held is a floor on its distance.
/// With `extra`, each level's excess is e + min(extra, needs[e]) instead (flat.cpp: holes).
template <class Need>
int least_wild_distance(const Need* needs, int last, const wild_budget& w, int extra = 0) noexcept {
    const int held = w.held_free + w.held_bao;
    int best = no_distance;
    for (int e = last; e >= 0; --e) {
        const int n = needs[e];
        if (n >= no_distance || n - std::min(n, held) >= best) break;
        best = std::min(best, wild_distance(n, e + std::min(extra, n), w));
    }
    return best;
}

/// A hand as the shanten engine sees it.
struct shanten_input {
    std::array<std::uint8_t, kinds> counts{};  ///< natural concealed tiles
    std::array<std::uint8_t, kinds> caps{};    ///< most slots of a kind without a wildcard
    wild_budget wild;
    int melds = 0;               ///< declared melds
    int concealed = 0;           ///< concealed tiles (natural + wildcards)
    unsigned meld_suits = 0;     ///< bit s (0–2): a declared meld of suit s
    bool honours = true;         ///< targets may use honour kinds
    bool records_exact = false;  ///< the table records are exact: no wildcard in play, no
                                 ///< declared meld, counts ≤ 4
};

shanten_input make_shanten_input(const hand& h, const rules& r, const effective_hand& e) noexcept;

/// The engines' road for an input, chosen here alone: the table records from its counts where
/// they are exact and every suit is allowed (records_exact, no suit limit); else, form by form,
/// the flat path where it applies and the exact path (standard_distance, distance_of).
inline bool records_road(const shanten_input& in, const rules& r) noexcept {
    return in.records_exact && r.max_suits >= 3;
}

/// The input after drawing one tile of kind k (0–33) that the wall still holds: a natural tile
/// (its cap unchanged: one more held, one fewer to draw), or a wildcard taken from the wall's
/// wild tiles (宝 or not).
shanten_input with_drawn(shanten_input in, int k, const rules& r) noexcept;

/// with_drawn in place, and its undoing from the input as it was before (`was`): discard
/// analysis draws every kind in turn into one copy rather than copying the input for each.
void draw_into(shanten_input& in, int k, const rules& r) noexcept;
inline void undo_draw(shanten_input& in, const shanten_input& was, int k) noexcept {
    // A draw changes one count (or the budget), the tile count and whether records are exact.
    in.counts[static_cast<std::size_t>(k)] = was.counts[static_cast<std::size_t>(k)];
    in.wild = was.wild;
    in.concealed = was.concealed;
    in.records_exact = was.records_exact;
}

/// The complete hands a distance is measured to: `melds` concealed melds (of which `kongs` are
/// kongs held in hand, under kongs_in_hand) and a pair; the special forms only when `special`
/// (no declared meld and a 14-tile target).
struct target_shape {
    int melds = 4;
    int kongs = 0;
    bool special = true;
    int pairs = 1;  ///< 0 asks for melds only (the wait-shape tests of analysis/waits.cpp)
};

/// A target of `tiles` tiles (concealed + 3 per declared meld); past 14, in-hand kongs. Inline:
/// the plain path asks it once a hand.
inline target_shape target_of(int tiles, int melds) noexcept {
    target_shape t;
    t.kongs = tiles > 14 ? tiles - 14 : 0;
    t.melds = (tiles - t.kongs - 2) / 3 - melds;
    t.special = melds == 0 && tiles == 14;
    return t;
}
/// For shanten: a hand of s tiles aims at 3⌊s/3⌋+2 tiles (a 3n hand counts as one tile short
/// of 3n+1); over 14 (kongs_in_hand) at s tiles with s−14 kongs.
inline target_shape shanten_shape(int size, int melds) noexcept {
    return target_of(size <= 14 ? 3 * (size / 3) + 2 : size, melds);
}
/// For waits of a 3n+1 hand: s+1 tiles; over 13 (kongs_in_hand) with s−13 kongs.
inline target_shape waits_shape(int size, int melds) noexcept { return target_of(size + 1, melds); }

/// Distances per form (no_distance where a form cannot apply) and overall.
struct distances {
    std::array<int, form_count> by_form{};
    int overall = no_distance;
};

/// Converts distances to a shanten_result (distance − 1; no_shanten where no_distance, as for
/// every form the rules lack).
/// A distance as a shanten number: distance − 1, or no_shanten where no_distance.
constexpr int to_shanten(int distance) noexcept {
    return distance < no_distance ? distance - 1 : no_shanten;
}
inline shanten_result to_shanten(const distances& d) noexcept {
    shanten_result s;
    for (std::size_t f = 0; f < d.by_form.size(); ++f) s.by_form[f] = to_shanten(d.by_form[f]);
    s.overall = to_shanten(d.overall);
    return s;
}
/// The suit sets a target may use: every set of min(max_suits, 3) suits holding the declared
/// melds' suits (honours are not a suit here). Writes them to out[0..8); returns how many.
int allowed_suit_sets(const shanten_input& in, const rules& r, unsigned* out) noexcept;

/// The least of f(set) over the suit sets allowed_suit_sets gives.
template <class F>
int best_over_suit_sets(const shanten_input& in, const rules& r, F&& f) noexcept {
    if (r.max_suits >= 3) return f(7u);  // every suit: the one set allowed_suit_sets gives
    unsigned sets[8];
    const int n = allowed_suit_sets(in, r, sets);
    int best = no_distance;
    for (int i = 0; i < n; ++i) best = std::min(best, f(sets[i]));
    return best;
}

}  // namespace hupai::detail
