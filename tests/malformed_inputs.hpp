// Malformed hand strings with the error each must produce: the code's name and the byte offset
// of the offending character (docs/NOTATION.md "Invalid input"). Offsets were counted by hand.
// Shared by the library test (notation_errors_test.cpp) and the CLI test, which passes `notation`
// to --notation. Inputs never contain a NUL byte, so each can travel as a command-line argument;
// the 1,001-byte line_too_long case is built by the tests themselves.
#pragma once

#include <cstddef>
#include <string_view>

namespace hupai::testing {

struct malformed_input {
    std::string_view input;
    std::string_view notation;  ///< a --notation name
    std::string_view code;      ///< the errc name the message starts with
    std::size_t offset;         ///< byte offset of the offending character
};

inline constexpr malformed_input malformed_inputs[] = {
    // Unknown characters.
    {"123m456p789s11x", "auto", "unknown_character", 14},
    {"12x", "mpsz", "unknown_character", 2},
    {"m123", "auto", "unknown_character", 0},
    {"123mm", "auto", "unknown_character", 4},
    {"123m,456p", "mpsz", "unknown_character", 4},
    {"1m+", "auto", "unknown_character", 2},
    {"1M", "mpsz", "unknown_character", 1},
    {"1m 🀄", "mpsz", "unknown_character", 3},
    {"🀇 一万", "auto", "unknown_character", 5},
    {"🀇x", "unicode", "unknown_character", 4},
    {"万", "chinese", "unknown_character", 0},
    {"红发", "chinese", "unknown_character", 0},
    {"101 x", "codes", "unknown_character", 4},
    {"ABCJ", "mediatek", "unknown_character", 3},
    {"ABC[", "mediatek", "unknown_character", 3},
    {"?", "mediatek", "unknown_character", 0},
    {"ABC0", "mediatek", "unknown_character", 3},
    // Digit runs without a suit.
    {"11m22", "auto", "missing_suit", 3},
    {"123 456m", "auto", "missing_suit", 0},
    {"123", "auto", "missing_suit", 0},
    {"[12]", "mpsz", "missing_suit", 1},
    {"一x", "chinese", "missing_suit", 0},
    {"一万 五", "auto", "missing_suit", 7},
    // Tiles that do not exist.
    {"8z", "auto", "invalid_tile", 0},
    {"1239z", "auto", "invalid_tile", 3},
    {"0z", "auto", "invalid_tile", 0},
    {"9f", "auto", "invalid_tile", 0},
    {"0f", "auto", "invalid_tile", 0},
    {"409", "auto", "invalid_tile", 0},
    {"101 409", "auto", "invalid_tile", 4},
    {"000", "codes", "invalid_tile", 0},
    {"101 1011", "codes", "invalid_tile", 4},
    {"101 509", "codes", "invalid_tile", 4},
    {"🀇🀈🀫", "auto", "invalid_tile", 8},
    // More than 4 copies across hand and melds (a red five is a five).
    {"11111m", "auto", "too_many_copies", 4},
    {"55550m", "auto", "too_many_copies", 4},
    {"1m [1111m]", "auto", "too_many_copies", 7},
    {"[1111m] 1m", "auto", "too_many_copies", 8},
    {"11m234p [789s] [555z] (1111m)", "auto", "too_many_copies", 25},
    {"101 101 101 101 101", "auto", "too_many_copies", 16},
    {"AAAAA", "mediatek", "too_many_copies", 4},
    // Brackets that hold no chow, pung or kong, or do not balance.
    {"[135m]", "auto", "invalid_meld", 0},
    {"11m [12m]", "auto", "invalid_meld", 4},
    {"[12m3p]", "auto", "invalid_meld", 0},
    {"[123m+]", "auto", "invalid_meld", 0},
    {"(123m)", "auto", "invalid_meld", 0},
    {"(555z)", "auto", "invalid_meld", 0},
    {"[11111m]", "auto", "invalid_meld", 0},
    {"[123f]", "auto", "invalid_meld", 0},
    {"[111m?]", "auto", "invalid_meld", 5},
    {"[5555z+1z]", "auto", "invalid_meld", 7},
    {"(1111m+)", "auto", "invalid_meld", 6},
    {"[1m", "auto", "invalid_meld", 0},
    {"1m]", "auto", "invalid_meld", 2},
    {"[1m(", "auto", "invalid_meld", 3},
    {"[111m)", "auto", "invalid_meld", 5},
    // Too many melds, no tiles, malformed UTF-8.
    {"1m [111p] [111s] [111z] [222z] [333z]", "auto", "too_many_melds", 31},
    {"   ", "auto", "empty_hand", 0},
    {"1m\xC0\xAF", "auto", "invalid_utf8", 2},
    {"一万\xE4\xB8", "auto", "invalid_utf8", 6},
};

}  // namespace hupai::testing
