// The checks of validate_hand (spec/rules.md) as predicates, for the fast paths that decide a
// common hand is valid before building any result: validate_hand is made of them, so the two
// cannot drift apart, and it alone names the errors.
#pragma once

#include <cstdint>

#include "effective_hand.hpp"
#include "hupai/analysis.hpp"

namespace hupai::detail {

/// Whether validate(r) fails (ruijin without a wild kind).
constexpr bool rules_fault(const rules& r) noexcept { return r.wild_required && r.wild == 0; }

/// Whether the rules name a wild kind beyond the 42.
constexpr bool wild_out_of_range(const rules& r) noexcept { return (r.wild >> all_kinds) != 0; }

/// What is wrong with the size of a hand (`size` as make_effective counts it, `melds` declared).
enum class size_fault : std::uint8_t {
    none,
    empty,
    too_large,
    few_concealed,
    not_win_shape,   ///< not 3n+2 once in-hand kongs are set aside
    not_wait_shape,  ///< not 3n+1 once in-hand kongs are set aside
};

constexpr int most_tiles(const rules& r) noexcept { return r.kongs_in_hand ? 18 : 14; }

constexpr size_fault size_fault_of(int size, int melds, const rules& r, purpose p) noexcept {
    if (size == 0) return size_fault::empty;
    if (size > most_tiles(r)) return size_fault::too_large;
    // min_concealed is a winning hand's: a hand asked for waits or shanten may be one tile short.
    if (size - 3 * melds < r.min_concealed - (p == purpose::win ? 0 : 1)) {
        return size_fault::few_concealed;
    }
    // In-hand kongs add one tile each beyond the 3n+2 (or 3n+1) shape.
    if (p == purpose::win && (size - kongs_implied(size, r)) % 3 != 2) {
        return size_fault::not_win_shape;
    }
    if (p == purpose::wait) {
        // A waiting hand wins with one tile more, so it holds at most 4 in-hand kongs too: 17
        // tiles at the most (an 18-tile hand would need a fifth).
        const int kongs = (r.kongs_in_hand && size > 13) ? size - 13 : 0;
        if ((size - kongs) % 3 != 1 || kongs > 4) return size_fault::not_wait_shape;
    }
    return size_fault::none;
}

/// Whether validate_hand(h, r, p) succeeds for a hand without declared melds or jokers whose
/// flowers are not tiles (set aside, or none held), from what its counts of kinds 0–33 show:
/// `tiles` in all, `large` some count above 4, `honours_held` an honour among them. Such a
/// hand's tiles are its whole size, and its counts alone are what check_tiles reads.
constexpr bool meldless_hand_ok(const rules& r, int tiles, bool large, bool honours_held,
                                purpose p = purpose::any) noexcept {
    return !rules_fault(r) && !wild_out_of_range(r) && !large && (r.honours || !honours_held) &&
           size_fault_of(tiles, 0, r, p) == size_fault::none;
}

}  // namespace hupai::detail
