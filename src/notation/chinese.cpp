// The reader of Chinese tile names (一万 … 九万, 东 南 西 北 中 发 白), with the common
// variants: 萬, 筒/饼/餅, 条/條/索, 東, 發, 东风…北风, 红中, 發財/发财, 白板, flowers
// 春夏秋冬梅兰竹菊 (蘭), and 红五万 / 赤五万 for a red five. Names may be separated by whitespace,
// ',', '，', '、' or U+3000, or not at all. Melds use the shared brackets: [一万二万三万],
// (东东东东).
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "notation/read_loop.hpp"
#include "notation/readers.hpp"
#include "notation/utf8.hpp"

namespace hupai::detail {

namespace {

enum class glyph_role : std::uint8_t { none, numeral, suit, tile, red, separator };

struct glyph {
    glyph_role role = glyph_role::none;
    std::uint8_t value = 0;  // numeral 1–9, suit 0–2, tile kind, red: 1 if it also starts 红中
};

constexpr tile red_dragon = 33;

struct glyph_name {
    char32_t code_point;
    glyph g;
};

constexpr glyph_name glyph_names[] = {
    {U'一', {glyph_role::numeral, 1}},      {U'二', {glyph_role::numeral, 2}},
    {U'三', {glyph_role::numeral, 3}},      {U'四', {glyph_role::numeral, 4}},
    {U'五', {glyph_role::numeral, 5}},      {U'六', {glyph_role::numeral, 6}},
    {U'七', {glyph_role::numeral, 7}},      {U'八', {glyph_role::numeral, 8}},
    {U'九', {glyph_role::numeral, 9}},      {U'万', {glyph_role::suit, 0}},
    {U'萬', {glyph_role::suit, 0}},         {U'筒', {glyph_role::suit, 1}},
    {U'饼', {glyph_role::suit, 1}},         {U'餅', {glyph_role::suit, 1}},
    {U'条', {glyph_role::suit, 2}},         {U'條', {glyph_role::suit, 2}},
    {U'索', {glyph_role::suit, 2}},         {U'东', {glyph_role::tile, 27}},
    {U'東', {glyph_role::tile, 27}},        {U'南', {glyph_role::tile, 28}},
    {U'西', {glyph_role::tile, 29}},        {U'北', {glyph_role::tile, 30}},
    {U'白', {glyph_role::tile, 31}},        {U'发', {glyph_role::tile, 32}},
    {U'發', {glyph_role::tile, 32}},        {U'中', {glyph_role::tile, red_dragon}},
    {U'春', {glyph_role::tile, kinds + 0}}, {U'夏', {glyph_role::tile, kinds + 1}},
    {U'秋', {glyph_role::tile, kinds + 2}}, {U'冬', {glyph_role::tile, kinds + 3}},
    {U'梅', {glyph_role::tile, kinds + 4}}, {U'兰', {glyph_role::tile, kinds + 5}},
    {U'蘭', {glyph_role::tile, kinds + 5}}, {U'竹', {glyph_role::tile, kinds + 6}},
    {U'菊', {glyph_role::tile, kinds + 7}}, {U'红', {glyph_role::red, 1}},
    {U'紅', {glyph_role::red, 1}},          {U'赤', {glyph_role::red, 0}},
    {U',', {glyph_role::separator, 0}},     {U'，', {glyph_role::separator, 0}},
    {U'、', {glyph_role::separator, 0}},    {U'\u3000', {glyph_role::separator, 0}},
};

// A collision-free hash (code point modulo the smallest size that separates all names), found at
// compile time: one load and one compare per character instead of a chain of branches.
constexpr std::size_t find_table_size() {
    for (std::size_t size = std::size(glyph_names); size < 1024; ++size) {
        bool used[1024] = {};
        bool ok = true;
        for (const auto& n : glyph_names) {
            bool& slot = used[n.code_point % size];
            ok = ok && !slot;
            slot = true;
        }
        if (ok) return size;
    }
    return 0;
}
constexpr std::size_t table_size = find_table_size();
static_assert(table_size != 0, "no collision-free table size below 1024");

constexpr auto glyph_table = [] {
    std::array<glyph_name, table_size> table{};
    for (const auto& n : glyph_names) table[n.code_point % table_size] = n;
    return table;
}();

constexpr glyph classify(char32_t cp) noexcept {
    const glyph_name& entry = glyph_table[cp % table_size];
    return entry.code_point == cp ? entry.g : glyph{};
}

// The optional second character of a two-character honour name: 东风, 白板, 发财.
constexpr bool is_suffix_of(tile kind, char32_t cp) noexcept {
    if (kind >= 27 && kind <= 30) return cp == U'风' || cp == U'風';
    if (kind == 31) return cp == U'板';
    if (kind == 32) return cp == U'财' || cp == U'財';
    return false;
}

// The code point at text[i] if it is valid UTF-8, else length 0 (also past the end).
decoded peek(std::string_view text, std::size_t i) noexcept {
    return i < text.size() ? decode_utf8(text, i) : decoded{};
}

struct chinese_reader {
    static constexpr bool bracketed = true;

    static std::size_t read(std::string_view text, std::size_t i, hand_builder& b) {
        const decoded d = decode_utf8(text, i);
        if (d.length == 0) {
            b.reject(text, i);
            return read_failed;
        }
        const glyph g = classify(d.code_point);
        std::size_t next = i + d.length;
        switch (g.role) {
            case glyph_role::separator:
                return next;
            case glyph_role::tile: {
                if (!b.add(g.value, false, i)) return read_failed;
                const decoded s = peek(text, next);
                return s.length != 0 && is_suffix_of(g.value, s.code_point) ? next + s.length
                                                                            : next;
            }
            case glyph_role::red: {
                const decoded n = peek(text, next);
                if (g.value == 1 && n.length != 0 && n.code_point == U'中') {
                    return b.add(red_dragon, false, i) ? next + n.length : read_failed;
                }
                if (n.length == 0 || n.code_point != U'五') {
                    b.reject(text, i,
                             g.value == 1 ? "红 comes before 中 or 五" : "赤 comes before 五");
                    return read_failed;
                }
                return read_suit(text, i, next + n.length, 5, true, b);
            }
            case glyph_role::numeral:
                return read_suit(text, i, next, g.value, false, b);
            case glyph_role::suit:
                b.reject(text, i, "a suit name needs a numeral before it");
                return read_failed;
            case glyph_role::none:
                break;
        }
        b.reject(text, i);
        return read_failed;
    }

    // The suit character after a numeral that started at `start`.
    static std::size_t read_suit(std::string_view text, std::size_t start, std::size_t i,
                                 int number, bool red, hand_builder& b) {
        if (i < text.size() && decode_utf8(text, i).length == 0) {
            b.reject(text, i);
            return read_failed;
        }
        const decoded s = peek(text, i);
        const glyph g = s.length != 0 ? classify(s.code_point) : glyph{};
        if (g.role != glyph_role::suit) {
            b.fail(errc::missing_suit,
                   "'" + std::string(text.substr(start, i - start)) +
                       "' is not followed by 万, 筒 or 条",
                   start);
            return read_failed;
        }
        const auto kind = static_cast<tile>(g.value * 9 + number - 1);
        return b.add(kind, red, start) ? i + s.length : read_failed;
    }
};

}  // namespace

result<hand> read_chinese(std::string_view text, hand_builder& b) {
    return read_hand<chinese_reader>(text, b);
}

}  // namespace hupai::detail
