// The names of tile kinds in the MPSZ alphabet ("5m", "7z", "0m" for a red five, "1f"): the
// digit codes the MPSZ readers and parse_tile read runs with, and one kind's name read and
// written. In the core layer so that the rules' settings (wild kinds) and its messages name
// tiles without the notation layer, which builds its readers and parse_tile on these.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "hupai/tiles.hpp"

namespace hupai::detail {

/// The suit a letter closes a run with: m p s z f, or -1.
constexpr int mpsz_suit(char letter) noexcept {
    switch (letter) {
        case 'm':
            return 0;
        case 'p':
            return 1;
        case 's':
            return 2;
        case 'z':
            return 3;
        case 'f':
            return 4;
        default:
            return -1;
    }
}

/// A digit of a run as one byte: the kind in the low bits, red_five_bit for `0`, or no_tile.
using mpsz_code = std::uint8_t;
inline constexpr mpsz_code red_five_bit = 0x80;
inline constexpr mpsz_code no_tile = 0xFF;  ///< the digit names no tile of that suit (0z, 8z, 9f…)

constexpr mpsz_code compute_mpsz_code(int digit, int suit) noexcept {
    if (suit < 3) {
        const int kind = suit * 9 + (digit == 0 ? 4 : digit - 1);
        return static_cast<mpsz_code>(kind | (digit == 0 ? red_five_bit : 0));
    }
    const int last = suit == 3 ? kinds - suited_kinds : flower_kinds;
    if (digit < 1 || digit > last) return no_tile;
    return static_cast<mpsz_code>((suit == 3 ? suited_kinds : kinds) + digit - 1);
}

/// mpsz_codes[suit][digit]: one load per digit in the readers' inner loops.
inline constexpr auto mpsz_codes = [] {
    std::array<std::array<mpsz_code, 10>, 5> table{};
    for (int s = 0; s < 5; ++s) {
        for (int d = 0; d < 10; ++d) {
            table[static_cast<std::size_t>(s)][static_cast<std::size_t>(d)] =
                compute_mpsz_code(d, s);
        }
    }
    return table;
}();

/// The code of digit character `d` ('0'–'9') in suit `s` (0–4).
constexpr mpsz_code mpsz_code_of(char d, int s) noexcept {
    return mpsz_codes[static_cast<std::size_t>(s)][static_cast<std::size_t>(d - '0')];
}
constexpr tile kind_of(mpsz_code c) noexcept { return static_cast<tile>(c & ~red_five_bit); }
constexpr bool is_red(mpsz_code c) noexcept { return (c & red_five_bit) != 0; }

/// The code of a name of exactly one digit and a suit letter ("0m" a red five), or no_tile.
constexpr mpsz_code code_named(std::string_view text) noexcept {
    if (text.size() != 2 || text[0] < '0' || text[0] > '9') return no_tile;
    const int s = mpsz_suit(text[1]);
    return s < 0 ? no_tile : mpsz_code_of(text[0], s);
}

/// The kind a name of exactly one digit and a suit letter names (a red five "0m" names 5m), or
/// none.
constexpr std::optional<tile> kind_named(std::string_view text) noexcept {
    const mpsz_code code = code_named(text);
    if (code == no_tile) return std::nullopt;
    return kind_of(code);
}

/// The letters of the suits m p s z f, by suit_of's order.
inline constexpr char suit_letters[] = "mpszf";

/// One kind's name, e.g. "1m", "7z", "3f"; empty for t ≥ all_kinds.
inline std::string kind_name(tile t) {
    if (t >= all_kinds) return {};
    return {static_cast<char>('0' + number_of(t)), suit_letters[static_cast<int>(suit_of(t))]};
}

}  // namespace hupai::detail
