// The knitted forms' distances (knitted.hpp).
#include "shanten/knitted.hpp"

#include <algorithm>
#include <bit>

#include "shanten/standard.hpp"
#include "tables/knitted.hpp"

namespace hupai::detail {

namespace {

/// (need, excess) of one slot of kind k.
struct slot {
    int need;
    int excess;
};
slot one_slot(const shanten_input& in, int k) noexcept {
    const auto i = static_cast<std::size_t>(k);
    return {in.counts[i] == 0 ? 1 : 0, in.caps[i] == 0 ? 1 : 0};
}

/// Whether the rules and the input allow a knitted form at all: every suit in play.
bool three_suits(const rules& r) noexcept { return r.max_suits >= 3; }

}  // namespace

int honours_and_knitted_distance(const shanten_input& in) noexcept {
    constexpr int size = 14;
    int best = no_distance;
    for (const kind_mask a : knitted_arrangements) {
        // Slots by cost: held (0, 0), drawable (1, 0), only a wildcard's (1, 1).
        int held = 0, drawable = 0, wild_only = 0;
        const kind_mask kinds_of = a | (in.honours ? honour_kind_mask : 0);
        for (int k = 0; k < kinds; ++k) {
            if ((kinds_of >> k & 1u) == 0) continue;
            const slot c = one_slot(in, k);
            held += c.need == 0;
            drawable += c.need == 1 && c.excess == 0;
            wild_only += c.excess == 1;
        }
        const int from_held = std::min(size, held);
        const int from_drawn = std::min(size - from_held, drawable);
        const int from_wild = size - from_held - from_drawn;
        if (from_wild > wild_only) continue;
        best = std::min(best, wild_distance(from_drawn + from_wild, from_wild, in.wild));
    }
    return best;
}

/// 组合龙: the nine slots of an arrangement plus the standard distance of the rest (one tile of
/// each held knitted kind taken, its cap lowered by one) to `rest` (the complete hand's shape
/// less three melds), the least over the arrangements; an arrangement whose nine alone need
/// the best so far or more is not measured further. rest_distance(part, rest) measures the
/// standard form.
template <class RestDistance>
int knitted_straight_distance(const shanten_input& in, target_shape rest, int best,
                              RestDistance&& rest_distance) noexcept {
    for (const kind_mask a : knitted_arrangements) {
        int need = 0;
        bool reachable = true;
        shanten_input part = in;
        for (int k = 0; k < suited_kinds; ++k) {
            if ((a >> k & 1u) == 0) continue;
            const auto i = static_cast<std::size_t>(k);
            const slot c = one_slot(in, k);
            need += c.need;
            reachable = reachable && c.excess == 0;
            if (part.counts[i] != 0) {
                --part.counts[i];
                --part.concealed;
            }
            if (part.caps[i] != 0) --part.caps[i];
        }
        // The rest's distance is at least 0: an arrangement whose nine alone need `best` or
        // more cannot improve on it.
        if (!reachable || need >= best) continue;
        const int d = rest_distance(part, rest);
        if (d < no_distance) best = std::min(best, need + d);
    }
    return best;
}

knitted_pair plain_knitted(const std::uint8_t* counts, const rules& r) noexcept {
    // A plain hand's caps are all 4: every kind not held is drawable, so each form's need is its
    // slots less the held kinds they can use, read from the held-kind mask.
    knitted_pair out;
    if (!three_suits(r)) return out;
    const kind_mask held = held_kinds(load_words(counts));
    std::array<int, knitted_arrangements.size()> nine_need{};
    for (std::size_t i = 0; i < nine_need.size(); ++i) {
        nine_need[i] = 9 - std::popcount(held & knitted_arrangements[i]);
    }
    if (r.honours_and_knitted && r.honours) {
        const int honours = std::popcount(held & honour_kind_mask);
        for (const int need : nine_need) {
            out.honours_and_knitted =
                std::min(out.honours_and_knitted, 14 - std::min(14, 9 - need + honours));
        }
    }
    if (r.knitted_straight) {
        // Taking tiles away never brings a hand nearer, so the whole hand's distance to a meld
        // and a pair bounds every rest's from below: an arrangement whose need plus that bound
        // reaches the best cannot improve on it. The fewest need first.
        const int floor = plain_standard_distance(counts, 1, 1, r.honours, r.honour_chows);
        const int fewest = *std::min_element(nine_need.begin(), nine_need.end());
        const auto measure = [&](std::size_t i) {
            if (nine_need[i] + floor >= out.knitted_straight) return;
            std::array<std::uint8_t, kinds> rest;
            std::copy_n(counts, kinds, rest.begin());
            for (kind_mask m = held & knitted_arrangements[i]; m != 0; m &= m - 1) {
                --rest[static_cast<std::size_t>(std::countr_zero(m))];
            }
            const int d = plain_standard_distance(rest.data(), 1, 1, r.honours, r.honour_chows);
            out.knitted_straight = std::min(out.knitted_straight, nine_need[i] + d);
        };
        for (std::size_t i = 0; i < nine_need.size(); ++i) {
            if (nine_need[i] == fewest) measure(i);
        }
        for (std::size_t i = 0; i < nine_need.size(); ++i) {
            if (nine_need[i] != fewest) measure(i);
        }
    }
    return out;
}

knitted_pair knitted_distances(const shanten_input& in, const rules& r,
                               const target_shape& t) noexcept {
    knitted_pair out;
    if (!three_suits(r) || t.kongs != 0 || t.pairs != 1) return out;
    // Under kongs_in_hand a target past 14 tiles holds kongs: not these forms'.
    if (r.honours_and_knitted && t.special) {
        out.honours_and_knitted = honours_and_knitted_distance(in);
    }
    // 组合龙: 14 tiles, at most one declared meld (its nine take three melds' room).
    if (r.knitted_straight && t.melds + in.melds == 4 && t.melds >= 3) {
        target_shape rest = t;
        rest.melds = t.melds - 3;
        rest.special = false;
        // Plain inputs take the records (their caps are all 4: the rest never needs more than
        // three of a kind, so a lowered cap does not matter there); others the exact engine.
        const auto plain_rest = [&](const shanten_input& part, const target_shape& s) {
            return plain_standard_distance(part.counts.data(), s.melds, 1, r.honours,
                                           r.honour_chows);
        };
        const auto exact_rest = [&](const shanten_input& part, const target_shape& s) {
            return standard_distance(part, r, s);
        };
        // Each form's distance is reported: the arrangements prune only one another.
        out.knitted_straight = in.records_exact && in.melds == 0
                                   ? knitted_straight_distance(in, rest, no_distance, plain_rest)
                                   : knitted_straight_distance(in, rest, no_distance, exact_rest);
    }
    return out;
}

}  // namespace hupai::detail
