// Discard analysis of a hand with wildcards whose rests are all flat (plain_discards.hpp:
// wild_discards_apply, wild_discards): the natural tiles through the plain hands' analysis
// (plain_analysis.hpp) with the wildcards as a budget; a discard it cannot settle goes to the
// general analysis.
#include <algorithm>
#include <bit>
#include <cstring>
#include <span>
#include <type_traits>

#include "analysis/plain_discards.hpp"
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "analysis/discard_steps.hpp"
#include "analysis/plain_analysis.hpp"
#include "core/rules_faults.hpp"
#include "shanten/flat.hpp"
#include "shanten/shanten.hpp"

namespace hupai::detail {

using namespace discard_steps;

bool wild_discards_apply(const hand& h, const effective_hand& e, const rules& r) noexcept {
    const tile_mask wild = r.wild & natural_mask;
    if (h.meld_count != 0 || r.max_suits < 3 || r.kongs_in_hand || r.thirteen_lan ||
        knitted_rules(r) || r.flowers != flower_role::set_aside || e.size > 14) {
        return false;
    }
    // The suits' records hold every suited kind drawable; the honours' records stay exact with
    // a few unheld kinds capped (wild) while five others can take the pair and the melds, but
    // under honour chows only with none.
    const tile_mask suited = (tile_mask{1} << suited_kinds) - 1;
    const int capped_honours = std::popcount(wild & ~suited);
    if ((wild & suited) != 0 || capped_honours > (r.honour_chows ? 0 : 2)) return false;
    if (r.thirteen_orphans && r.honours) {
        // A wild orphan kind's slot is a wildcard's: held (one fewer after a wildcard discard)
        // or drawn.
        const int at_least_held = std::max(0, e.wildcards - 1);
        if (std::popcount(wild & orphan_mask) > at_least_held + draw_free_of(e, r)) return false;
    }
    return true;
}

discard_set wild_discards(const hand& h, const effective_hand& e, const rules& r,
                          const std::array<std::uint8_t, kinds>* visible,
                          std::vector<discard_choice>& out) {
    const tile_mask wild = r.wild & natural_mask;
    wild_hand w;
    w.held = e.wildcards;
    w.draw_free = draw_free_of(e, r);
    for (tile_mask m = wild; m != 0; m &= m - 1) {
        const auto k = static_cast<std::size_t>(std::countr_zero(m));
        if (e.held[k] < copies) w.kinds |= bit(static_cast<tile>(k));
    }
    plain_analysis<true> analysis(e.counts.data(), e.held.data(), e.size, r, visible, &w);
    discard_set unsettled;
    const auto add = [&](const choice& c) { copy_choice(c, out.emplace_back()); };
    choice c;
    for (tile_mask m = analysis.held_kinds(); m != 0; m &= m - 1) {
        const auto d = static_cast<tile>(std::countr_zero(m));
        if (analysis.choose(d, c)) {
            add(c);
        } else {
            unsettled.tiles |= bit(d);
        }
    }
    // Discarding any wildcard leaves the same hand: one answer for each wild kind held and
    // the jokers.
    tile_mask wild_discards = 0;
    for (tile_mask m = wild; m != 0; m &= m - 1) {
        const auto k = static_cast<std::size_t>(std::countr_zero(m));
        if (h.counts[k] != 0) wild_discards |= bit(static_cast<tile>(k));
    }
    if (wild_discards != 0 || h.jokers != 0) {
        if (analysis.choose_wildcard(0, c)) {
            for (tile_mask m = wild_discards; m != 0; m &= m - 1) {
                c.discard = static_cast<tile>(std::countr_zero(m));
                add(c);
            }
            if (h.jokers != 0) {
                c.discard = joker_discard;
                add(c);
            }
        } else {
            unsettled.tiles |= wild_discards;
            unsettled.joker = h.jokers != 0;
        }
    }
    return unsettled;
}

}  // namespace hupai::detail
