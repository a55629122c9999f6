// Auto-detection of the notation of a hand string (never MediaTek, whose digits and letters are
// ambiguous with MPSZ).
#include "core/tile_names.hpp"
#include "hupai/notation.hpp"
#include "notation/read_loop.hpp"
#include "notation/utf8.hpp"

namespace hupai {

namespace {

constexpr bool is_mahjong_tile(char32_t cp) { return cp >= 0x1F000 && cp <= 0x1F02B; }

// CJK ideographs (unified, extension A, compatibility), CJK punctuation and fullwidth forms:
// what Chinese tile names and their separators (、，and U+3000) are made of.
constexpr bool is_cjk(char32_t cp) {
    return (cp >= 0x4E00 && cp <= 0x9FFF) || (cp >= 0x3400 && cp <= 0x4DBF) ||
           (cp >= 0xF900 && cp <= 0xFAFF) || (cp >= 0x3000 && cp <= 0x303F) ||
           (cp >= 0xFF00 && cp <= 0xFFEF);
}

// The numeric codes are three digits: 1–5, 0, then a digit.
bool looks_like_code(std::string_view run) {
    return run.size() == 3 && run[0] >= '1' && run[0] <= '5' && run[1] == '0';
}

}  // namespace

// The first decisive character wins (an MPSZ suit letter, a tile glyph, an ideograph), so that
// a typical MPSZ hand is recognised after a few bytes. Without one, text made only of
// code-like numbers, separators and brackets is codes (commas too: only codes, Unicode and
// Chinese accept them, and `?,?` must not fail for lack of a tile); anything else is read as
// MPSZ, whose errors then point at the problem.
notation detect_notation(std::string_view text) noexcept {
    bool codes_only = true;
    bool any_number = false;
    bool any_comma = false;
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (c >= '0' && c <= '9') {
            const std::size_t start = i;
            while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
            codes_only = codes_only && looks_like_code(text.substr(start, i - start));
            any_number = true;
            continue;
        }
        if (static_cast<unsigned char>(c) < 0x80) {
            if (detail::mpsz_suit(c) >= 0) return notation::mpsz;
            any_comma = any_comma || c == ',';
            codes_only = codes_only && (c == ',' || detail::is_structural(c));
            ++i;
            continue;
        }
        const detail::decoded d = detail::decode_utf8(text, i);
        if (d.length == 0) {
            ++i;  // the reader reports it
            continue;
        }
        if (is_mahjong_tile(d.code_point)) return notation::unicode;
        if (is_cjk(d.code_point)) return notation::chinese;
        codes_only = false;
        i += d.length;
    }
    return codes_only && (any_number || any_comma) ? notation::codes : notation::mpsz;
}

}  // namespace hupai
