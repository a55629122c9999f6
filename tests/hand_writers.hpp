// Test-side hand generation and writers for every notation, written independently of the
// library's readers and formatter: random hands (respecting 4 copies per kind), a reference
// canonical MPSZ writer, and deliberately non-canonical writers (shuffled tiles, split runs, every
// accepted spelling and separator) for MPSZ, Unicode, Chinese, codes and MediaTek letters.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "hupai/hand.hpp"

namespace hupai::testing {

/// What a generated hand may contain (a notation that cannot write something turns it off).
struct hand_options {
    bool red = true;
    bool honours = true;
    bool flowers = true;
    bool melds = true;
    bool jokers = true;
    int max_concealed = 14;
};

using rng_t = std::mt19937_64;

inline int uniform(rng_t& rng, int lo, int hi) {  // inclusive
    return std::uniform_int_distribution<int>(lo, hi)(rng);
}

/// A random non-empty hand: up to 4 melds, then up to max_concealed concealed tiles drawn from
/// what the melds left of the 4 copies per kind, some flowers, jokers and red fives.
inline hand random_hand(rng_t& rng, const hand_options& o) {
    for (;;) {
        hand h{};
        std::array<int, all_kinds> left{};
        left.fill(copies);
        const int playable = o.honours ? kinds : suited_kinds;
        const int meld_target = o.melds ? uniform(rng, 0, 4) : 0;
        for (int attempt = 0; attempt < 20 && h.meld_count < meld_target; ++attempt) {
            meld m;
            const int type = uniform(rng, 0, 4);
            if (type == 0) {
                std::array<int, 3> t{};
                if (o.honours && uniform(rng, 0, 3) == 0) {
                    if (uniform(rng, 0, 1) == 0) {
                        t = {31, 32, 33};
                    } else {
                        std::array<int, 4> winds = {27, 28, 29, 30};
                        std::shuffle(winds.begin(), winds.end(), rng);
                        t = {winds[0], winds[1], winds[2]};
                        std::sort(t.begin(), t.end());
                    }
                } else {
                    const int start = uniform(rng, 0, 2) * 9 + uniform(rng, 0, 6);
                    t = {start, start + 1, start + 2};
                }
                if (left[t[0]] < 1 || left[t[1]] < 1 || left[t[2]] < 1) continue;
                for (int k : t) --left[k];
                m = meld::chow(static_cast<tile>(t[0]), static_cast<tile>(t[1]),
                               static_cast<tile>(t[2]));
            } else {
                const auto kind = static_cast<meld_kind>(type);
                const int k = uniform(rng, 0, playable - 1);
                const int need = is_kong(kind) ? 4 : 3;
                if (left[k] < need) continue;
                left[k] -= need;
                m = meld::same(kind, static_cast<tile>(k));
            }
            int fives = 0;
            for (int s = 0; s < 3; ++s) fives += m.count(static_cast<tile>(s * 9 + 4));
            if (o.red && fives > 0) m.red = static_cast<std::uint8_t>(uniform(rng, 0, fives));
            h.melds[h.meld_count++] = m;
        }
        const int n = uniform(rng, 0, o.max_concealed);
        for (int i = 0; i < n; ++i) {
            const int k = uniform(rng, 0, playable - 1);
            if (left[k] == 0) continue;
            --left[k];
            ++h.counts[k];
        }
        if (o.flowers) {
            for (int i = uniform(rng, 0, 3) == 0 ? uniform(rng, 1, 3) : 0; i > 0; --i) {
                const int k = kinds + uniform(rng, 0, flower_kinds - 1);
                if (left[k] > 0) --left[k], ++h.counts[k];
            }
        }
        if (o.jokers && uniform(rng, 0, 3) == 0)
            h.jokers = static_cast<std::uint8_t>(uniform(rng, 1, 3));
        if (o.red) {
            for (int s = 0; s < 3; ++s) {
                h.red_fives[s] = static_cast<std::uint8_t>(uniform(rng, 0, h.counts[s * 9 + 4]));
            }
        }
        int total = h.jokers + h.meld_count;
        for (auto c : h.counts) total += c;
        if (total > 0) return h;
    }
}

// One physical tile of a hand: its kind and whether it is a red five.
struct physical_tile {
    int kind;
    bool red;
};

inline std::vector<physical_tile> concealed_tiles(const hand& h) {
    std::vector<physical_tile> out;
    for (int k = 0; k < all_kinds; ++k) {
        const int red = k < suited_kinds && k % 9 == 4 ? h.red_fives[k / 9] : 0;
        for (int i = 0; i < h.counts[k]; ++i) out.push_back({k, i < red});
    }
    return out;
}

inline std::vector<physical_tile> meld_tiles(const meld& m) {
    std::vector<physical_tile> out;
    int red = m.red;
    for (int i = 0; i < m.size(); ++i) {
        const int k = m.tiles[static_cast<std::size_t>(std::min(i, 2))];
        const bool is_red = red > 0 && k < suited_kinds && k % 9 == 4;
        if (is_red) --red;
        out.push_back({k, is_red});
    }
    return out;
}

inline char suit_letter(int kind) {
    return kind < 9 ? 'm' : kind < 18 ? 'p' : kind < 27 ? 's' : kind < 34 ? 'z' : 'f';
}
inline char mpsz_digit(const physical_tile& t) {
    if (t.red) return '0';
    const int n = t.kind < 27 ? t.kind % 9 + 1 : t.kind < 34 ? t.kind - 27 + 1 : t.kind - 34 + 1;
    return static_cast<char>('0' + n);
}

/// A meld's tiles written by `body` inside its brackets: `[…]`, `[…+]` or `(…)`.
inline std::string bracketed(const meld& m, const std::string& body) {
    const bool concealed = m.kind == meld_kind::concealed_kong;
    return (concealed ? "(" : "[") + body + (m.kind == meld_kind::added_kong ? "+" : "") +
           (concealed ? ")" : "]");
}

/// The physical tiles of a meld in random order.
inline std::vector<physical_tile> shuffled_meld_tiles(const meld& m, rng_t& rng) {
    auto tiles = meld_tiles(m);
    std::shuffle(tiles.begin(), tiles.end(), rng);
    return tiles;
}

/// Reference canonical MPSZ (spec "Canonical output"): sort the concealed tiles by (suit, digit)
/// with a red five sorting just before the plain fives, write digits per suit group, jokers,
/// then each meld after a space.
inline std::string reference_canonical(const hand& h) {
    auto order = [](const physical_tile& t) { return t.kind * 2 + (t.red ? 0 : 1); };
    auto write_group = [&](std::vector<physical_tile> tiles) {
        std::sort(tiles.begin(), tiles.end(),
                  [&](const auto& a, const auto& b) { return order(a) < order(b); });
        std::string s;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            s += mpsz_digit(tiles[i]);
            if (i + 1 == tiles.size() ||
                suit_letter(tiles[i + 1].kind) != suit_letter(tiles[i].kind)) {
                s += suit_letter(tiles[i].kind);
            }
        }
        return s;
    };
    std::string out = write_group(concealed_tiles(h)) + std::string(h.jokers, '?');
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if (!out.empty()) out += ' ';
        out += bracketed(m, write_group(meld_tiles(m)));
    }
    return out;
}

/// Per-notation spelling of one tile; `sep` separates tokens (at least one for codes).
struct notation_writer {
    std::string (*tile_text)(const physical_tile&, rng_t&);
    std::string (*separator)(rng_t&);
    std::string (*joker)(rng_t&);
};

inline std::string pick(rng_t& rng, std::initializer_list<const char*> options) {
    const int i = uniform(rng, 0, static_cast<int>(options.size()) - 1);
    return *(options.begin() + i);
}

inline std::string encode_utf8(char32_t cp) {
    std::string s;
    if (cp < 0x80) {
        s += static_cast<char>(cp);
    } else if (cp < 0x800) {
        s += static_cast<char>(0xC0 | (cp >> 6));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        s += static_cast<char>(0xE0 | (cp >> 12));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        s += static_cast<char>(0xF0 | (cp >> 18));
        s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        s += static_cast<char>(0x80 | (cp & 0x3F));
    }
    return s;
}

/// The Unicode glyph of a kind, from the character names (U+1F000 EAST WIND … U+1F029 WINTER).
inline char32_t unicode_glyph(int kind) {
    if (kind < 9) return 0x1F007 + static_cast<char32_t>(kind);        // ONE..NINE OF CHARACTERS
    if (kind < 18) return 0x1F019 + static_cast<char32_t>(kind - 9);   // ONE..NINE OF CIRCLES
    if (kind < 27) return 0x1F010 + static_cast<char32_t>(kind - 18);  // ONE..NINE OF BAMBOOS
    if (kind < 31) return 0x1F000 + static_cast<char32_t>(kind - 27);  // EAST SOUTH WEST NORTH
    if (kind == 31) return 0x1F006;                                    // WHITE DRAGON
    if (kind == 32) return 0x1F005;                                    // GREEN DRAGON
    if (kind == 33) return 0x1F004;                                    // RED DRAGON
    if (kind < 38) return 0x1F026 + static_cast<char32_t>(kind - 34);  // SPRING..WINTER
    return 0x1F022 + static_cast<char32_t>(kind - 38);                 // PLUM..CHRYSANTHEMUM
}

/// The code notation's code of a kind (401 东 402 西 403 南 404 北 405 中 406 发 407 白).
inline int tile_code(int kind) {
    if (kind < 27) return (kind / 9 + 1) * 100 + kind % 9 + 1;
    if (kind < 34) {
        constexpr int honour_codes[] = {401, 403, 402, 404,
                                        407, 406, 405};  // E S W N white green red
        return honour_codes[kind - 27];
    }
    return 501 + kind - 34;
}

inline std::string chinese_name(const physical_tile& t, rng_t& rng) {
    static const char* const numerals[] = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
    if (t.kind < 27) {
        const int s = t.kind / 9;
        const std::string suit = s == 0   ? pick(rng, {"万", "萬"})
                                 : s == 1 ? pick(rng, {"筒", "饼", "餅"})
                                          : pick(rng, {"条", "條", "索"});
        const std::string number =
            t.red ? pick(rng, {"红五", "紅五", "赤五"}) : numerals[t.kind % 9];
        return number + suit;
    }
    switch (t.kind) {
        case 27:
            return pick(rng, {"东", "東", "东风", "東風"});
        case 28:
            return pick(rng, {"南", "南风", "南風"});
        case 29:
            return pick(rng, {"西", "西风"});
        case 30:
            return pick(rng, {"北", "北風"});
        case 31:
            return pick(rng, {"白", "白板"});
        case 32:
            return pick(rng, {"发", "發", "发财", "發財"});
        case 33:
            return pick(rng, {"中", "红中", "紅中"});
        default:
            break;
    }
    static const char* const flowers[] = {"春", "夏", "秋", "冬", "梅", "兰", "竹", "菊"};
    if (t.kind == 39) return pick(rng, {"兰", "蘭"});
    return flowers[t.kind - 34];
}

inline const notation_writer unicode_writer{
    [](const physical_tile& t, rng_t& rng) {
        std::string s = encode_utf8(unicode_glyph(t.kind));
        if (t.kind == 33 && uniform(rng, 0, 1) == 0) s += encode_utf8(0xFE0F);  // emoji 🀄️
        return s;
    },
    [](rng_t& rng) {
        return pick(rng, {"", "", " ", ","});
    },
    [](rng_t& rng) { return uniform(rng, 0, 1) == 0 ? std::string("?") : encode_utf8(0x1F02A); },
};

inline const notation_writer chinese_writer{
    chinese_name,
    [](rng_t& rng) {
        return pick(rng, {"", " ", "，", "、", "\u3000", ","});
    },
    [](rng_t&) { return std::string("?"); },
};

inline const notation_writer codes_writer{
    [](const physical_tile& t, rng_t&) { return std::to_string(tile_code(t.kind)); },
    [](rng_t& rng) {
        return pick(rng, {" ", ",", ", ", "  ", " , "});
    },
    [](rng_t&) { return std::string("?"); },
};

/// Writes `h` one token per tile, tiles shuffled, melds (tiles shuffled inside) in order but
/// interleaved anywhere among the concealed tokens.
inline std::string write_tokens(const hand& h, const notation_writer& w, rng_t& rng) {
    std::vector<std::string> tokens;
    auto tiles = concealed_tiles(h);
    std::shuffle(tiles.begin(), tiles.end(), rng);
    for (const auto& t : tiles) tokens.push_back(w.tile_text(t, rng));
    for (int i = 0; i < h.jokers; ++i) {
        tokens.insert(tokens.begin() + uniform(rng, 0, static_cast<int>(tokens.size())),
                      w.joker(rng));
    }
    int last_meld = -1;  // melds keep their order
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        std::string body;
        for (const auto& t : shuffled_meld_tiles(m, rng)) {
            if (!body.empty()) body += w.separator(rng);
            body += w.tile_text(t, rng);
        }
        const std::string s = bracketed(m, body);
        const int at = uniform(rng, last_meld + 1, static_cast<int>(tokens.size()));
        tokens.insert(tokens.begin() + at, s);
        last_meld = at;
    }
    std::string out = w.separator(rng);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (i > 0) out += w.separator(rng);
        out += tokens[i];
    }
    return out + w.separator(rng);
}

inline std::string write_unicode(const hand& h, rng_t& rng) {
    return write_tokens(h, unicode_writer, rng);
}
inline std::string write_chinese(const hand& h, rng_t& rng) {
    return write_tokens(h, chinese_writer, rng);
}
inline std::string write_codes(const hand& h, rng_t& rng) {
    return write_tokens(h, codes_writer, rng);
}

/// Non-canonical MPSZ: shuffled tiles grouped into runs that close at random, split runs
/// (`1m2m`), optional spaces between runs, melds written in shuffled order (`[312m]`).
inline std::string write_mpsz(const hand& h, rng_t& rng) {
    auto write_runs = [&](std::vector<physical_tile> tiles, bool spaces) {
        std::string s;
        for (std::size_t i = 0; i < tiles.size(); ++i) {
            s += mpsz_digit(tiles[i]);
            const bool last = i + 1 == tiles.size();
            if (last || suit_letter(tiles[i + 1].kind) != suit_letter(tiles[i].kind) ||
                uniform(rng, 0, 3) == 0) {
                s += suit_letter(tiles[i].kind);
                if (spaces && !last && uniform(rng, 0, 2) == 0) s += ' ';
            }
        }
        return s;
    };
    auto tiles = concealed_tiles(h);
    std::shuffle(tiles.begin(), tiles.end(), rng);
    // Sorting by suit on half the hands yields long runs like the canonical form.
    if (uniform(rng, 0, 1) == 0) {
        std::stable_sort(tiles.begin(), tiles.end(), [](const auto& a, const auto& b) {
            return suit_letter(a.kind) < suit_letter(b.kind);
        });
    }
    std::string concealed = write_runs(tiles, true);
    for (int i = 0; i < h.jokers; ++i) concealed += '?';
    std::string out = concealed;
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        const std::string s = bracketed(m, write_runs(shuffled_meld_tiles(m, rng), false));
        // A meld goes before or after the concealed part, with or without a space.
        const std::string gap = uniform(rng, 0, 1) == 0 ? " " : "";
        out = (i == 0 && uniform(rng, 0, 3) == 0) ? s + gap + out : out + gap + s;
    }
    return out;
}

/// The MediaTek letters for a hand of suited concealed tiles (no melds, jokers, red fives).
inline std::string write_mediatek(const hand& h, rng_t& rng) {
    auto tiles = concealed_tiles(h);
    std::shuffle(tiles.begin(), tiles.end(), rng);
    std::string out;
    for (const auto& t : tiles) {
        const int n = t.kind % 9;
        out += static_cast<char>(t.kind < 9 ? 'A' + n : t.kind < 18 ? '1' + n : 'a' + n);
        if (uniform(rng, 0, 9) == 0) out += ' ';
    }
    return out;
}

}  // namespace hupai::testing
