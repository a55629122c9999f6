// Waits (听): the kinds whose draw completes a 3n+1 hand, and the shape of each wait.
//
// Hands in which no wildcard can take part (no wild kind, no joker, flowers set aside), without
// in-hand kongs, honour chows or thirteen_lan, take the table path: suits never share a group, so
// the standard-form waits and their shapes come from one wait.bin record per suit and the
// honours (tables/wait_table.hpp): the drawn tile's suit completes with it while every other suit
// is complete as it stands, the pair in exactly one suit. Seven pairs and thirteen orphans are
// decided from the counts with the win check's word helpers. Shanten is 0 when something waits;
// otherwise, without melds under max_suits 3, the shanten tables give the standard form's need
// and the counts the special forms' (the shanten engine answers the other hands).
//
// This file is that table path and the dispatch. Every other hand takes the general path
// (waits_general.cpp): a kind is a wait when the hand plus one tile of it wins (the win check of
// analysis/win.hpp). Without wildcards the shanten engine first rules out hands that are not
// ready and only kinds next to a held tile (or special-form kinds) are tried; with wildcards
// every kind is tried first and the engine asked only when none waits. The knitted forms' waits
// are in waits_knitted.hpp. The shapes (wait_shapes.hpp) are the blocks the drawn tile
// completes: a pair (单骑), a pung from a pair (双碰), or a chow from two tiles — the middle
// (嵌张), the end of 12 or 89 (边张), else two-sided (两面); each shape is tested by removing that
// group with the drawn tile and asking whether the rest is complete (by the win tables, or by the
// shanten engine under in-hand kongs or a suit limit). wait.bin's generator (src/gen/wait_gen.cpp)
// tabulates the same blocks.
#include "analysis/waits.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "admission/roads.hpp"
#include "admission/validated.hpp"
#include "analysis/special_forms.hpp"
#include "analysis/wait_shapes.hpp"
#include "analysis/wait_words.hpp"
#include "analysis/waits_knitted.hpp"
#include "analysis/win.hpp"
#include "shanten/shanten.hpp"
#include "tables/knitted.hpp"
#include "tables/wait_table.hpp"

namespace hupai {

namespace {

using namespace wait_shapes;

tile_mask kinds_within_suits(const hand& h, const count_words& w, const rules& r) noexcept {
    unsigned used = 0;
    for (int s = 0; s < 3; ++s) used |= static_cast<unsigned>((w.suit[s] | w.nine(s)) != 0) << s;
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) used |= 1u << (t / 9);
    }
    if (bits4(used) > r.max_suits) return 0;
    tile_mask allowed = group_kinds(3);
    for (int s = 0; s < 3; ++s) {
        if (bits4(used | 1u << s) <= r.max_suits) allowed |= group_kinds(s);
    }
    return allowed;
}

/// The kinds of thirteen orphans: 1 and 9 of each suit, the honours.
constexpr tile_mask orphan_kinds = [] {
    tile_mask m = 0;
    for (int k = 0; k < kinds; ++k)
        m |= is_orphan(static_cast<tile>(k)) ? bit(static_cast<tile>(k)) : 0;
    return m;
}();
constexpr int orphan_count = std::popcount(orphan_kinds);

/// Thirteen orphans' waits of 13 concealed tiles that are all terminals and honours: with none
/// held thrice and at most one pair, the one orphan missing, or all 13 when none is (thirteen
/// orphans is one of each and one more: docs/RULES.md).
tile_mask orphan_waits(const count_words& w) noexcept {
    const tile_mask twice = kinds_where<at_least_2>(w);
    if (kinds_where<at_least_3>(w) != 0 || (twice & (twice - 1)) != 0) return 0;
    return twice == 0 ? orphan_kinds : orphan_kinds & ~kinds_where<at_least_1>(w);
}

/// The kinds whose count byte `Test` maps to 1, counted (every byte of the sum stays ≤ 4).
template <std::uint64_t (*Test)(std::uint64_t) noexcept>
int count_where(const count_words& w) noexcept {
    return detail::byte_sum(Test(w.suit[0]) + Test(w.suit[1]) + Test(w.suit[2]) + Test(w.last)) +
           static_cast<int>(Test(w.nine_m) + Test(w.nine_p));
}

/// plain_distances(h.counts, r).overall for a hand of the table path without melds under
/// max_suits 3 (detail::record_hand: no wildcard, at most 13 tiles): the standard form by the
/// shanten tables, the special forms by SWAR counts over the words already loaded instead of
/// loading and counting the hand again. The waits test compares the shanten with
/// compute_shanten's on every such hand it makes.
int plain_distance(const hand& h, const rules& r, const count_words& w) noexcept {
    // The knitted forms take the shanten path, whose records' look-ups they share.
    if (detail::knitted_rules(r)) [[unlikely]] {
        return detail::plain_distances(h.counts.data(), r).overall;
    }
    const target_shape t = detail::waits_shape(detail::tile_total(w), 0);
    int best = r.standard ? detail::plain_standard_distance(h.counts.data(), t.melds, 1, r.honours,
                                                            r.honour_chows)
                          : detail::no_distance;
    if (!t.special) return best;
    if (r.seven_pairs) {
        const bool quads = r.seven_pairs_quads;
        best = std::min(best, detail::seven_pairs_need_of(
                                  count_where<at_least_1>(w), count_where<at_least_2>(w),
                                  quads ? count_where<at_least_3>(w) : 0,
                                  quads ? count_where<exactly_4>(w) : 0, quads));
    }
    if (r.thirteen_orphans && r.honours) {
        // The orphan kinds' bytes: 1m 1p 1s 9m 9p in one word, 9s and the honours in w.last.
        const std::uint64_t ends = (w.suit[0] & 0xFF) | (w.suit[1] & 0xFF) << 8 |
                                   (w.suit[2] & 0xFF) << 16 | std::uint64_t{w.nine_m} << 24 |
                                   std::uint64_t{w.nine_p} << 32;
        const int held = detail::byte_sum(at_least_1(ends) + at_least_1(w.last));
        const bool paired = (at_least_2(ends) | at_least_2(w.last)) != 0;
        // One of each orphan kind and one more of any: the kinds missing, and the pair's tile.
        best = std::min(best, orphan_count - held + !paired);
    }
    return best;
}

/// find_waits for hands detail::wait_table_rules accepts (validated), or with `knitted`
/// detail::knitted_wait_table_rules (the knitted forms' waits added before the shanten is
/// asked); w holds h's counts.
waits_result table_waits(const hand& h, const rules& r, const count_words& w,
                         bool knitted) noexcept {
    waits_result out;
    std::uint64_t standard_shapes[4] = {0, 0, 0, 0};
    const tile_mask standard = r.standard ? standard_table_waits(w, standard_shapes) : 0;
    // Seven pairs and thirteen orphans: 14 concealed tiles after the draw.
    tile_mask pairs = 0;
    tile_mask orphans = 0;
    if (h.meld_count == 0 && detail::tile_total(w) == 13) {
        // Seven pairs waits on the one kind held an odd number of times, unless a kind is then
        // held 3 or 4 times where four of a kind is no two pairs.
        if (r.seven_pairs && detail::odd_kinds(w) == 1 &&
            (r.seven_pairs_quads || !detail::some_kind_thrice(w))) {
            pairs = kinds_where<odd>(w);
        }
        if (r.thirteen_orphans && r.honours && r.max_suits >= 3 && detail::only_orphan_kinds(w)) {
            orphans = orphan_waits(w);
        }
    }
    tile_mask completing = standard | pairs | orphans;
    if (completing != 0 && r.max_suits < 3) completing &= kinds_within_suits(h, w, r);
    if (completing != 0) {
        // A kind all of whose copies are held cannot be drawn: riichi reports it as karaten.
        const tile_mask exhausted = exhausted_kinds(h, r, w);
        if (r.karaten) out.karaten = completing & exhausted;
        out.waits = completing & ~exhausted;
    }
    // Each form's waits in turn (out.shapes starts at zero): the special forms are rare, so a
    // loop over every wait asking each form costs more.
    for (tile_mask m = out.waits & standard; m != 0; m &= m - 1) {
        const int k = std::countr_zero(m);
        out.shapes[static_cast<std::size_t>(k)] = table_shapes_of(standard_shapes, k);
    }
    const auto add_shape = [&](tile_mask kinds, wait_shape s) {
        for (tile_mask m = out.waits & kinds; m != 0; m &= m - 1) {
            out.shapes[static_cast<std::size_t>(std::countr_zero(m))] |= shape_bit(s);
        }
    };
    add_shape(pairs, wait_shape::seven_pairs);
    add_shape(orphans, wait_shape::thirteen_orphans);
    if (knitted) [[unlikely]] {
        add_knitted_waits(h, r, w, out);
    }
    // Without wildcards a hand is ready exactly when some drawable kind completes it.
    if (out.waits != 0) return out;
    if (h.meld_count == 0 && r.max_suits >= 3) {
        out.shanten = detail::to_shanten(plain_distance(h, r, w));
    } else {
        const effective_hand e = detail::make_effective(h, r);
        out.shanten = detail::to_shanten(
            distance_to_win(h, r, e, false, detail::make_shanten_input(h, r, e)));
    }
    return out;
}

}  // namespace

std::string_view name(wait_shape s) noexcept {
    switch (s) {
        case wait_shape::two_sided:
            return "two_sided";
        case wait_shape::closed:
            return "closed";
        case wait_shape::edge:
            return "edge";
        case wait_shape::single:
            return "single";
        case wait_shape::dual_pung:
            return "dual_pung";
        case wait_shape::seven_pairs:
            return "seven_pairs";
        case wait_shape::thirteen_orphans:
            return "thirteen_orphans";
        case wait_shape::thirteen_lan:
            return "thirteen_lan";
        case wait_shape::wildcard:
            return "wildcard";
        case wait_shape::knitted:
            return "knitted";
    }
    return "unknown";
}

namespace {

/// find_waits's dispatch; `check` validates the hand (a result<void>) where the road needs it:
/// the table road skips it for a hand without melds that its counts show valid.
template <class Facts, class Check>
HUPAI_HOT_INLINE result<waits_result> waits_by_road(const hand& h, const Facts& c, Check check) {
    const detail::waits_road road = detail::waits_road_of(h, c);
    if (road != detail::waits_road::general) {
        const count_words w = detail::load_words(h.counts.data());
        if (h.meld_count != 0 ||
            !detail::valid_by_counts(c, detail::counted_of(h, w, c.of()), purpose::wait)) {
            if (auto ok = check(); !ok) return ok.err();
        }
        return table_waits(h, c.of(), w, road == detail::waits_road::knitted_table);
    }
    if (auto ok = check(); !ok) return ok.err();
    return general_waits(h, c);
}

}  // namespace

result<waits_result> find_waits(const hand& h, const rules& r) {
    return waits_by_road(h, detail::rules_facts(r),
                         [&] { return validate_hand(h, r, purpose::wait); });
}

result<waits_result> detail::find_waits(const hand& h, const compiled_rules& c) {
    return waits_by_road(h, c, [&] { return validate_hand(h, c.of(), purpose::wait); });
}

waits_result wait_shapes::valid_hand_waits(const hand& h, const rules& r) noexcept {
    return *waits_by_road(h, detail::rules_facts(r), [] { return result<void>{}; });
}

result<waits_result> detail::find_waits(const validated_hand& v) {
    const auto valid = v.for_purpose(purpose::wait);
    if (!valid) return valid.err();
    return *waits_by_road(v.held(), v.compiled(), [] { return result<void>{}; });
}

}  // namespace hupai
