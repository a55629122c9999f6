// The checks of validate_hand (docs/RULES.md) as predicates, for the fast paths that decide a
// common hand is valid before building any result: validate_hand is made of them, so the two
// cannot drift apart, and it alone names the errors.
#pragma once

#include <array>
#include <cstdint>

#include "admission/effective_hand.hpp"
#include "core/rules_faults.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"

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

/// validate_hand's last check, the size rule of question p (and under kongs_in_hand the fours a
/// waiting hand's extra tiles need): a hand validate_hand accepts for one purpose is valid for
/// another exactly when this accepts it. Errors: those of validate_hand for the size.
result<void> check_size(const hand& h, const rules& r, purpose p);

/// The flowers' counts (kinds 34–41) as one word: flowers set aside are no tiles of the hand,
/// but validate_hand refuses a second copy of one (a set has one of each), as check_copies does.
HUPAI_HOT_INLINE std::uint64_t flower_word(const hand& h) noexcept {
    static_assert(all_kinds - kinds == 8, "one word holds the flowers");
    return load_le<std::uint64_t>(h.counts.data() + kinds);
}
/// Whether some flower is held more than once.
HUPAI_HOT_INLINE bool flowers_large(const hand& h) noexcept {
    return has_at_least(flower_word(h), 2);
}
/// The flowers' word with 0x80 in each byte over one (a flower held twice) and 0 elsewhere: a
/// word any_large, which looks for counts over 4, flags exactly where a flower is repeated.
HUPAI_HOT_INLINE std::uint64_t flower_excess(const hand& h) noexcept {
    const std::uint64_t w = flower_word(h);
    return (w | (w + low_bits * (0x80 - 2))) & high_bits;
}
/// Whether the hand holds more red fives of a suit than the rules' set has.
HUPAI_HOT_INLINE bool reds_large(const hand& h, const rules& r) noexcept {
    return (h.red_fives[0] > r.red_fives[0]) | (h.red_fives[1] > r.red_fives[1]) |
           (h.red_fives[2] > r.red_fives[2]);
}

/// The hand checked for question p, then with the tiles seen on the table: together they hold no
/// more copies than the set (check_copies).
inline result<void> check_with_visible(const hand& h, const rules& r, purpose p,
                                       const std::array<std::uint8_t, kinds>& visible) {
    if (auto ok = validate_hand(h, r, p); !ok) return ok;
    return check_copies(h, r, {.seen = &visible});
}

}  // namespace hupai::detail
