// Tile, hand and group text for the CLI.
#include "display.hpp"

#include <array>
#include <cstdio>

#include "hupai/notation.hpp"

namespace hupai::cli {

namespace {

struct tile_names {
    std::array<std::array<char, 4>, all_kinds> mpsz{};
    std::array<std::array<char, 5>, all_kinds> glyph{};
    std::array<std::uint8_t, all_kinds> mpsz_size{};

    tile_names() {
        for (int t = 0; t < all_kinds; ++t) {
            const auto i = static_cast<std::size_t>(t);
            const std::string s = format_tile(static_cast<tile>(t));
            mpsz_size[i] = static_cast<std::uint8_t>(s.size() < 4 ? s.size() : 3);
            for (std::size_t k = 0; k < mpsz_size[i]; ++k) mpsz[i][k] = s[k];
            encode(glyph[i], code_point(static_cast<tile>(t)));
        }
    }

    // The Unicode block orders characters, bamboo, dots; honours as East South West North, then
    // Red Green White (the reverse of MPSZ's 5z-7z); flowers as plum orchid bamboo chrysanthemum
    // spring summer autumn winter, while 1f-8f are spring ... winter, plum ... chrysanthemum.
    static char32_t code_point(tile t) {
        const int n = number_of(t);
        switch (suit_of(t)) {
            case suit::man:
                return static_cast<char32_t>(0x1F007 + n - 1);
            case suit::sou:
                return static_cast<char32_t>(0x1F010 + n - 1);
            case suit::pin:
                return static_cast<char32_t>(0x1F019 + n - 1);
            case suit::honour:
                return static_cast<char32_t>(n <= 4 ? 0x1F000 + n - 1 : 0x1F006 - (n - 5));
            case suit::flower:
                return static_cast<char32_t>(n <= 4 ? 0x1F026 + n - 1 : 0x1F022 + n - 5);
        }
        return U'?';
    }

    static void encode(std::array<char, 5>& out, char32_t c) {
        out[0] = static_cast<char>(0xF0 | (c >> 18));
        out[1] = static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out[2] = static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out[3] = static_cast<char>(0x80 | (c & 0x3F));
    }
};

const tile_names& names() {
    static const tile_names table;
    return table;
}

void append_tiles(std::string& out, const tile* tiles, int n, bool unicode) {
    if (unicode) {
        for (int i = 0; i < n; ++i) out += tile_glyph(tiles[i]);
        return;
    }
    for (int i = 0; i < n; ++i) out += static_cast<char>('0' + number_of(tiles[i]));
    out += tile_name(tiles[0]).back();
}

}  // namespace

std::string_view tile_name(tile t) noexcept {
    if (t >= all_kinds) return "?";
    const auto& n = names();
    return {n.mpsz[t].data(), n.mpsz_size[t]};
}

std::string_view tile_glyph(tile t) noexcept {
    if (t >= all_kinds) return "\U0001F02A";  // MAHJONG TILE JOKER
    return {names().glyph[t].data(), 4};
}

std::string hand_text(const hand& h, bool unicode) {
    if (!unicode) return format_hand(h);
    std::string out;
    for (int t = 0; t < all_kinds; ++t) {
        for (int k = 0; k < h.counts[static_cast<std::size_t>(t)]; ++k) {
            out += tile_glyph(static_cast<tile>(t));
        }
    }
    for (int k = 0; k < h.jokers; ++k) out += tile_glyph(joker_discard);
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        group g;
        g.kind = m.kind == meld_kind::chow ? group_kind::chow
                 : is_kong(m.kind)         ? group_kind::kong
                                           : group_kind::pung;
        g.size = static_cast<std::uint8_t>(m.size());
        for (int k = 0; k < g.size; ++k)
            g.tiles[static_cast<std::size_t>(k)] = m.tiles[k < 3 ? k : 0];
        g.declared = true;
        out += ' ';
        append_group(out, g, &m, true);
    }
    return out;
}

namespace {
// Per byte: a digit's ordering key (2d, and 9 for a red 0, which sorts just before the 5s),
// 0x20 + the suit index of m p s z f, or 0xFF.
constexpr std::array<std::uint8_t, 256> mpsz_class = [] {
    std::array<std::uint8_t, 256> c{};
    c.fill(0xFF);
    for (int d = 1; d <= 9; ++d)
        c[static_cast<std::size_t>('0' + d)] = static_cast<std::uint8_t>(2 * d);
    c['0'] = 9;
    const char suits[] = "mpszf";
    for (int s = 0; s < 5; ++s)
        c[static_cast<unsigned char>(suits[s])] = static_cast<std::uint8_t>(0x20 + s);
    return c;
}();
}  // namespace

bool is_canonical_concealed(std::string_view text) noexcept {
    int last_suit = -1;
    int last_key = -1;  // the previous digit's key in this run; -1 at a run's start
    for (const char ch : text) {
        const int c = mpsz_class[static_cast<unsigned char>(ch)];
        if (c < 0x20) {
            if (c < last_key) return false;
            last_key = c;
            continue;
        }
        const int s = c - 0x20;
        if (c == 0xFF || last_key < 0 || s <= last_suit) return false;
        last_suit = s;
        last_key = -1;
    }
    return last_key < 0 && last_suit >= 0;
}

void append_group(std::string& out, const group& g, const meld* declared_as, bool unicode) {
    const int n = g.size < 4 ? g.size : 4;
    if (!g.declared) {
        append_tiles(out, g.tiles.data(), n, unicode);
        return;
    }
    const bool concealed = declared_as != nullptr && declared_as->kind == meld_kind::concealed_kong;
    out += concealed ? '(' : '[';
    append_tiles(out, g.tiles.data(), n, unicode);
    if (declared_as != nullptr && declared_as->kind == meld_kind::added_kong) out += '+';
    out += concealed ? ')' : ']';
}

void append_decomposition(std::string& out, const decomposition& d, const hand& h, bool unicode) {
    // Each wildcard is named with its group: two readings may differ only in which group a
    // wildcard completes (333s with a 宝 and a natural 345s, or the other way round), and scoring
    // rules that care about a group without 宝 need to see which.
    std::string wild;
    bool first = true;
    for_each_group(d, h, [&](int, const group& g, const meld* m) {
        if (!first) out += ' ';
        first = false;
        std::string text;
        append_group(text, g, m, unicode);
        out += text;
        std::string played;
        for (int k = 0; k < g.size && k < 4; ++k) {
            if (!(g.wild & (1u << k))) continue;
            if (!played.empty()) played += ' ';
            played += tile_text(g.tiles[static_cast<std::size_t>(k)], unicode);
        }
        if (played.empty()) return;
        if (!wild.empty()) wild += "; ";
        wild += played + " in " + text;
    });
    if (!wild.empty()) out += "   (wildcards: " + wild + ")";
}

const meld* match_meld(const group& g, const hand& h, unsigned& used) noexcept {
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if ((used >> i) & 1u) continue;
        const bool same_kind = (m.kind == meld_kind::chow) == (g.kind == group_kind::chow) &&
                               is_kong(m.kind) == (g.kind == group_kind::kong);
        if (same_kind && m.tiles[0] == g.tiles[0]) {
            used |= 1u << i;
            return &m;
        }
    }
    return nullptr;
}

std::string percent(double chance) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f%%", 100 * chance);
    return buf;
}

}  // namespace hupai::cli
