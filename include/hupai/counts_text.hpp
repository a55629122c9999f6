// hupai/counts_text.hpp — hands as 34 counts to and from plain MPSZ text without allocation: the
// fast paths of arrays of hands (Python's hupai.counts and hupai.texts). parse_hand and
// format_hand (hupai/notation.hpp) give the same answers for every hand; these skip the hand
// value, its checks and its string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include "hupai/tiles.hpp"

namespace hupai {

/// The concealed counts of the 34 kinds of a plain MPSZ text (runs of digits 0–9 each closed by
/// m, p, s or z, `0` a red five counted as a five): true, with out set to parse_hand(text)'s
/// counts. False for any other text, out then unspecified: one parse_hand reads or refuses
/// (spaces, melds, jokers, flowers, other notations, 0z, a fifth copy, a digit without a suit,
/// an empty text). One pass, no allocation.
/// Example: read_counts("123m0p", out) → true, out[0..2] = 1, out[13] = 1 (5p).
bool read_counts(std::string_view text, std::span<std::uint8_t, kinds> out) noexcept;

/// The most bytes format_counts writes, with the room its stores need past the text.
inline constexpr std::size_t max_counts_text = copies * kinds + 4 + copies;

/// Writes format_hand of a hand of these concealed counts alone (no red five, joker, flower or
/// meld) into out and returns its length (not NUL-terminated). Precondition: every count is at
/// most 4. No allocation. Example: counts of 123m1122z → "123m1122z", 9.
std::size_t format_counts(std::span<const std::uint8_t, kinds> counts,
                          std::span<char, max_counts_text> out) noexcept;

}  // namespace hupai
