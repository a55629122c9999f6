// The win check's reading of a hand (analysis/win.cpp): its tiles straight into the four count
// words of tables/win_table.hpp, wild kinds cleared and counted as wildcards, Ruijin's flowers
// added to the 宝's kind or counted as wildcards, in-hand quadruples found with word arithmetic;
// and the suits a hand holds, for max_suits. Inline: the reading is most of a win check's cost.
#pragma once

#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

#include "admission/admission.hpp"
#include "analysis/special_forms.hpp"
#include "hupai/analysis.hpp"
#include "tables/knitted.hpp"
#include "tables/win_table.hpp"

namespace hupai::detail::win_parts {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

/// A hand as the win check reads it.
struct reading {
    count_words w;
    int wildcards = 0;
    int melds = 0;
    bool fei = false;
    bool may_be_large = false;  ///< a count may exceed 4 (Ruijin flowers, or any effective hand)
};

/// Adds n to the count of kind t in the words.
HUPAI_HOT_INLINE void add_at(count_words& w, int t, int n) noexcept {
    const auto add = [n](std::uint64_t& word, int byte) {
        word = static_cast<std::uint64_t>(static_cast<std::int64_t>(word) +
                                          (static_cast<std::int64_t>(n) << (8 * byte)));
    };
    // Each word named, not indexed, so that the words can live in registers.
    if (t == 8) {
        w.nine_m = static_cast<std::uint32_t>(static_cast<int>(w.nine_m) + n);
    } else if (t == 17) {
        w.nine_p = static_cast<std::uint32_t>(static_cast<int>(w.nine_p) + n);
    } else if (t >= 26) {
        add(w.last, t - 26);
    } else if (t >= 18) {
        add(w.suit[2], t - 18);
    } else if (t >= 9) {
        add(w.suit[1], t - 9);
    } else {
        add(w.suit[0], t);
    }
}

/// The counts of the words, for the rare routes that read them one by one.
inline std::array<std::uint8_t, kinds> counts_of(const count_words& w) noexcept {
    std::array<std::uint8_t, kinds> c{};
    for (int i = 0; i < 8; ++i) {
        for (int s = 0; s < 3; ++s) {
            c[static_cast<std::size_t>(9 * s + i)] =
                static_cast<std::uint8_t>(w.suit[s] >> (8 * i));
        }
        c[static_cast<std::size_t>(26 + i)] = static_cast<std::uint8_t>(w.last >> (8 * i));
    }
    c[8] = static_cast<std::uint8_t>(w.nine_m);
    c[17] = static_cast<std::uint8_t>(w.nine_p);
    return c;
}

/// Reads a hand: its own counts minus the wild kinds (which count as wildcards, with the
/// jokers), and under Ruijin's flower rule the flowers (docs/RULES.md). The usual one wild kind
/// costs one change of the words: its tiles out, the flowers standing for it in.
HUPAI_HOT_INLINE reading read_hand(const hand& h, const rules& r) noexcept {
    reading v{load_words(h.counts.data()), h.jokers, h.meld_count, false, false};
    tile_mask wild_kinds = r.wild & natural_mask;
    int flowers_as_bao = 0;  // flowers that are natural tiles of the 宝's kind
    bool bao_fei = false;    // whether holding all 4 宝 tiles is 飞
    if (r.flowers == flower_role::wild_kind) {
        const int flowers = byte_sum(load_le<std::uint64_t>(h.counts.data() + kinds));
        if (flowers_are_bao(r)) {
            // The 宝 is a flower: every flower is wild; holding 3 is 飞.
            v.wildcards += flowers;
            v.fei = r.fei && flowers >= 3;
        } else if (wild_kinds != 0) {
            // A flower is a natural tile of the 宝's kind (the lowest wild kind); holding all 4
            // 宝 is 飞. Its real tiles are wildcards: its natural count is the flowers alone.
            flowers_as_bao = flowers;
            bao_fei = r.fei;
            v.may_be_large = flowers > copies;
        }
    }
    if (wild_kinds == 0) return v;
    // The lowest wild kind, the 宝's: its tiles out, the flowers standing for it in.
    const int bao = std::countr_zero(wild_kinds);
    const int held = h.counts[static_cast<std::size_t>(bao)];
    v.fei |= bao_fei & (held >= copies);
    v.wildcards += held;
    add_at(v.w, bao, flowers_as_bao - held);
    for (wild_kinds &= wild_kinds - 1; wild_kinds != 0; wild_kinds &= wild_kinds - 1) {
        const int t = std::countr_zero(wild_kinds);
        const int n = h.counts[static_cast<std::size_t>(t)];
        v.wildcards += n;
        add_at(v.w, t, -n);
    }
    return v;
}

/// Bit s (0–2) set when suit s holds a natural tile.
inline unsigned suits_held(const count_words& w) noexcept {
    unsigned suits = 0;
    for (int s = 0; s < 3; ++s) {
        suits |= static_cast<unsigned>((w.suit[s] | w.nine(s)) != 0) << s;
    }
    return suits;
}

/// Sichuan's 缺一门: the natural tiles and declared melds use at most max_suits of m, p, s
/// (honours are no suit). Wildcards never need another suit: one that joins natural tiles takes
/// their suit, and a group of wildcards alone can be any kind of a suit already in use.
inline bool suits_allowed(unsigned suits, const rules& r) noexcept {
    return std::popcount(suits & 7u) <= r.max_suits;
}

inline unsigned meld_suits(const hand& h) noexcept {
    unsigned suits = 0;
    for (int i = 0; i < h.meld_count && i < 4; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) suits |= 1u << (t / 9);
    }
    return suits;
}

}  // namespace

}  // namespace hupai::detail::win_parts
