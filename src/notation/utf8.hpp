// UTF-8 decoding for the readers: strict (RFC 3629), so that malformed input is reported where it
// starts instead of being guessed at.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace hupai::detail {

/// One decoded code point and how many bytes it took; `length` 0 means the bytes at that offset
/// are not valid UTF-8 (bad lead byte, missing or bad continuation, overlong form, surrogate, or
/// beyond U+10FFFF).
struct decoded {
    char32_t code_point = 0;
    std::size_t length = 0;
};

/// Decodes the code point starting at `text[i]`. Precondition: i < text.size(). O(1), no
/// allocation. Example: decode_utf8("\xE4\xB8\x80", 0) → {U+4E00, 3}.
constexpr decoded decode_utf8(std::string_view text, std::size_t i) noexcept {
    const auto byte = [&](std::size_t k) { return static_cast<std::uint8_t>(text[k]); };
    const std::uint8_t b0 = byte(i);
    if (b0 < 0x80) return {b0, 1};
    std::size_t length = 0;
    char32_t cp = 0;
    // The accepted range of the second byte narrows for E0, ED, F0 and F4: that is what excludes
    // overlong forms, surrogates and code points past U+10FFFF (RFC 3629, table 3-7 of Unicode).
    std::uint8_t lo = 0x80;
    std::uint8_t hi = 0xBF;
    if (b0 >= 0xC2 && b0 <= 0xDF) {
        length = 2;
        cp = b0 & 0x1Fu;
    } else if (b0 >= 0xE0 && b0 <= 0xEF) {
        length = 3;
        cp = b0 & 0x0Fu;
        if (b0 == 0xE0) lo = 0xA0;
        if (b0 == 0xED) hi = 0x9F;
    } else if (b0 >= 0xF0 && b0 <= 0xF4) {
        length = 4;
        cp = b0 & 0x07u;
        if (b0 == 0xF0) lo = 0x90;
        if (b0 == 0xF4) hi = 0x8F;
    } else {
        return {};
    }
    if (text.size() - i < length) return {};
    for (std::size_t k = 1; k < length; ++k) {
        const std::uint8_t b = byte(i + k);
        if (b < (k == 1 ? lo : 0x80) || b > (k == 1 ? hi : 0xBF)) return {};
        cp = (cp << 6) | (b & 0x3Fu);
    }
    return {cp, length};
}

/// A printable description of the character at `text[i]` for error messages: 'x' for printable
/// ASCII, byte 0x07 for control bytes and invalid UTF-8, '东' (U+4E1C) for other code points.
std::string describe_character(std::string_view text, std::size_t i);

}  // namespace hupai::detail
