// The knitted forms' waits (全不靠, 组合龙): added to a wait-table answer from the held
// arrangements, and 组合龙's shapes of a winning draw on the general road.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <optional>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "analysis/special_forms.hpp"
#include "analysis/wait_shapes.hpp"
#include "analysis/wait_words.hpp"
#include "analysis/win.hpp"
#include "shanten/shanten.hpp"
#include "tables/knitted.hpp"
#include "tables/wait_table.hpp"

namespace hupai::wait_shapes {

// Internal linkage in each file that includes this header, as when they lived in waits.cpp: a
// function called once is inlined there, and the generated code stays the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

/// Adds the knitted forms' waits to a wait-table answer (knitted_wait_table_rules): 全不靠's
/// missing kinds when the 13 tiles are different kinds of one arrangement and the honours;
/// 组合龙's missing knitted kind when the rest completes, or, with the nine held, the rest's
/// own waits.
inline void add_knitted_waits(const hand& h, const rules& r, const count_words& w,
                              waits_result& out) {
    if (detail::tile_total(w) + 3 * h.meld_count != 13) return;
    const detail::kind_mask held = detail::held_kinds_of_counts(h.counts.data());
    const auto add = [&](int k, std::uint16_t shapes) {
        out.waits |= bit(static_cast<tile>(k));
        out.shapes[static_cast<std::size_t>(k)] |= shapes;
    };
    if (r.honours_and_knitted && r.honours && h.meld_count == 0 && std::popcount(held) == 13) {
        for (const detail::kind_mask a : detail::knitted_arrangements) {
            if ((held & detail::suited_kind_mask & ~a) != 0) continue;
            for (auto m = (a | detail::honour_kind_mask) & ~held; m != 0; m &= m - 1) {
                add(std::countr_zero(m), shape_bit(wait_shape::knitted));
            }
        }
    }
    if (!r.knitted_straight) return;
    // Only the arrangements lacking at most one of their nine: most hands have none.
    const unsigned near_whole = detail::near_whole_arrangements(held);
    if (near_whole == 0) return;
    // A kind all of whose copies the hand and its melds hold cannot come (a declared kong of a
    // kind of the nine, say).
    const tile_mask exhausted = exhausted_kinds(h, r, w);
    for (unsigned near = near_whole; near != 0; near &= near - 1) {
        const auto i = static_cast<std::size_t>(std::countr_zero(near));
        const detail::kind_mask a = detail::knitted_arrangements[i];
        const detail::kind_mask missing = a & ~held;
        if (std::popcount(missing) > 1) continue;
        // The words less one tile of each of the nine: a missing kind's byte borrows, and adding
        // its tile back (integer arithmetic on whole words) undoes the borrow exactly.
        count_words rest = detail::without(w, detail::knitted_arrangement_words[i]);
        if (missing != 0) {
            const int k = std::countr_zero(missing);
            if (contains(exhausted, static_cast<tile>(k))) continue;
            rest = detail::with(rest, detail::kind_words(k));
            const auto needs = detail::needs_of<false>(rest, nullptr, r.honour_chows);
            if (detail::wildcards_needed(needs, true) == 0) add(k, shape_bit(wait_shape::knitted));
            continue;
        }
        // The nine held: the rest (a meld and a pair, less one tile) waits on its own, by the
        // wait tables.
        std::uint64_t shapes[4] = {0, 0, 0, 0};
        const tile_mask completes = standard_table_waits(rest, shapes) & ~exhausted;
        for (tile_mask m = completes; m != 0; m &= m - 1) {
            const int k = std::countr_zero(m);
            std::uint16_t s = table_shapes_of(shapes, k);
            if ((a >> k & 1u) != 0) s |= shape_bit(wait_shape::knitted);
            add(k, s);
        }
    }
}

/// The shapes with which drawn kind k completes 组合龙 in the winning hand x: knitted when k
/// is one of the nine of an arrangement whose rest (a meld and a pair) completes, and the
/// standard blocks of k within such a rest.
inline std::uint16_t knitted_straight_shapes(const effective_hand& x, int k, const rules& r) {
    std::uint16_t out = 0;
    const detail::kind_mask held = detail::held_kinds(detail::load_words(x.counts.data()));
    for (const detail::kind_mask a : detail::knitted_arrangements) {
        if ((a & ~held) != 0) continue;
        table_rest rest{x.counts, x.wildcards, r.honour_chows};
        for (int t = 0; t < suited_kinds; ++t) {
            if ((a >> t & 1u) != 0) --rest.counts[static_cast<std::size_t>(t)];
        }
        if (!rest(1)) continue;
        if ((a >> k & 1u) != 0) out |= shape_bit(wait_shape::knitted);
        if (rest.counts[static_cast<std::size_t>(k)] != 0) out |= standard_shapes_apart(k, r, rest);
    }
    return out;
}

}  // namespace

}  // namespace hupai::wait_shapes
