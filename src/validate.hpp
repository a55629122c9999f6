// The checks of validate_hand (docs/RULES.md) as predicates, for the fast paths that decide a
// common hand is valid before building any result: validate_hand is made of them, so the two
// cannot drift apart, and it alone names the errors.
#pragma once

#include <cstdint>

#include "effective_hand.hpp"
#include "hupai/analysis.hpp"
#include "rules_faults.hpp"

namespace hupai::detail {

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

/// The size rule alone (rules.md): a win question is 3n+2 tiles, a wait question 3n+1, each
/// in-hand kong one tile more under kongs_in_hand (a waiting hand wins with one tile more, so it
/// holds at most 4 of them too: 17 tiles at the most).
constexpr bool shape_fits(int size, const rules& r, purpose p) noexcept {
    if (p == purpose::win) {
        // 3n+2 read from a mask where it can be: GCC compiled the remainder in check_win's
        // shortcut to a division instruction, tens of cycles on every call.
        constexpr std::uint32_t win_sizes = 0b100100100100100100100100100100u;  // 2, 5, …, 29
        const int x = size - kongs_implied(size, r);
        return x >= 0 && x < 32 ? (win_sizes >> x & 1u) != 0 : x % 3 == 2;
    }
    if (p == purpose::wait) {
        const int kongs = (r.kongs_in_hand && size > 13) ? size - 13 : 0;
        return (size - kongs) % 3 == 1 && kongs <= 4;
    }
    return true;
}

constexpr size_fault size_fault_of(int size, int melds, const rules& r, purpose p) noexcept {
    if (size == 0) return size_fault::empty;
    if (size > most_tiles(r)) return size_fault::too_large;
    // min_concealed is a winning hand's: a hand asked for waits or shanten may be one tile short.
    if (size - 3 * melds < r.min_concealed - (p == purpose::win ? 0 : 1)) {
        return size_fault::few_concealed;
    }
    if (!shape_fits(size, r, p)) {
        return p == purpose::win ? size_fault::not_win_shape : size_fault::not_wait_shape;
    }
    return size_fault::none;
}

}  // namespace hupai::detail
