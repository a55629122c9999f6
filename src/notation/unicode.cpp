// The Unicode mahjong-tile reader (U+1F000–U+1F02B). Melds use the shared brackets around the
// same glyphs: [🀇🀈🀉], (🀀🀀🀀🀀), [🀆🀆🀆🀆+].
#include <array>
#include <cstdint>

#include "notation/read_loop.hpp"
#include "notation/readers.hpp"
#include "notation/utf8.hpp"

namespace hupai::detail {

namespace {

constexpr char32_t first_tile = 0x1F000;
constexpr char32_t joker_tile = 0x1F02A;  // MAHJONG TILE JOKER: the `?` of this notation
constexpr char32_t back_tile = 0x1F02B;   // MAHJONG TILE BACK: a hidden tile, not a kind

// Unicode's block order is winds, red/green/white dragons, characters, bamboos, circles, then
// plum orchid bamboo chrysanthemum spring summer autumn winter; MPSZ numbers the dragons white
// green red and the flowers 春夏秋冬梅兰竹菊, so the mapping goes by meaning, not by position.
constexpr std::array<std::uint8_t, 42> kind_of_glyph = [] {
    std::array<std::uint8_t, 42> k{};
    constexpr std::size_t characters = 7;
    constexpr std::size_t bamboos = 16;
    constexpr std::size_t circles = 25;
    constexpr std::size_t plum = 34;
    constexpr std::size_t spring = 38;
    for (std::uint8_t i = 0; i < 4; ++i) k[i] = static_cast<std::uint8_t>(27 + i);  // E S W N
    k[4] = 33;                                                                      // red 7z
    k[5] = 32;                                                                      // green 6z
    k[6] = 31;                                                                      // white 5z
    for (std::uint8_t i = 0; i < 9; ++i) {
        k[characters + i] = i;                               // 1m–9m
        k[bamboos + i] = static_cast<std::uint8_t>(18 + i);  // 1s–9s
        k[circles + i] = static_cast<std::uint8_t>(9 + i);   // 1p–9p
    }
    for (std::uint8_t i = 0; i < 4; ++i) {
        k[plum + i] = static_cast<std::uint8_t>(kinds + 4 + i);  // 梅兰竹菊 5f–8f
        k[spring + i] = static_cast<std::uint8_t>(kinds + i);    // 春夏秋冬 1f–4f
    }
    return k;
}();

constexpr bool is_variation_selector(char32_t cp) { return cp == 0xFE0E || cp == 0xFE0F; }

struct unicode_reader {
    static constexpr bool bracketed = true;

    static std::size_t read(std::string_view text, std::size_t i, hand_builder& b) {
        if (text[i] == ',') return i + 1;
        const decoded d = decode_utf8(text, i);
        if (d.length == 0) {
            b.reject(text, i);
            return read_failed;
        }
        // 🀄 is often followed by VS16 to request emoji presentation; it carries no tile.
        if (is_variation_selector(d.code_point)) return i + d.length;
        const char32_t cp = d.code_point;
        if (cp >= first_tile && cp < joker_tile) {
            if (!b.add(kind_of_glyph[cp - first_tile], false, i)) return read_failed;
            return i + d.length;
        }
        if (cp == joker_tile) return b.add_joker(i) ? i + d.length : read_failed;
        if (cp == back_tile) {
            b.fail(errc::invalid_tile, "the tile back U+1F02B names no tile", i);
            return read_failed;
        }
        b.reject(text, i);
        return read_failed;
    }
};

}  // namespace

result<hand> read_unicode(std::string_view text, hand_builder& b) {
    return read_hand<unicode_reader>(text, b);
}

}  // namespace hupai::detail
