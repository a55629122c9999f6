// Hand sets for the shanten tests and benchmarks: random draws from the wall, near-ready hands
// (a random complete hand with a few tiles exchanged), hands with declared melds, and wildcard
// hands for the presets that have them. Every hand returned passes validate_hand for its rules.
#pragma once

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/rules.hpp"

namespace hupai::testing {

using shanten_rng = std::mt19937_64;

inline int pick(shanten_rng& g, int lo, int hi) {  // inclusive
    return std::uniform_int_distribution<int>(lo, hi)(g);
}

/// A rule set of the differential runs, by index: riichi, chinese, chinese with 红中 wild,
/// sichuan, ruijin (a random 宝: suited, honour or flower), mediatek.
inline rules shanten_rules(int which, shanten_rng& g) {
    static constexpr std::string_view names[] = {"riichi",  "chinese", "chinese",
                                                 "sichuan", "ruijin",  "mediatek"};
    rules r = *preset(names[which]);
    if (which == 2) (void)set_wild(r, "7z");
    if (which == 4) {
        static constexpr std::string_view baos[] = {"5m", "1p", "9s", "1z", "5z", "7z", "2f"};
        (void)set_wild(r, baos[pick(g, 0, 6)]);
    }
    return r;
}

/// What kind of hand to make.
struct hand_shape {
    int concealed = 13;  ///< concealed tiles (jokers included), before melds take their share
    int melds = 0;       ///< declared melds to try
    bool near = false;   ///< a complete hand with a few exchanges, instead of a plain draw
    int jokers = 0;      ///< `?` tiles
    int flowers = 0;     ///< flower tiles (ruijin)
};

namespace detail_hands {

inline bool add_meld(hand& h, std::array<int, kinds>& left, shanten_rng& g, const rules& r) {
    const int playable = r.honours ? kinds : suited_kinds;
    for (int attempt = 0; attempt < 30; ++attempt) {
        const int type = pick(g, 0, 4);
        if (type == 0) {
            if (!r.declared_chows) continue;
            int a = 0, b = 0, c = 0;
            if (r.honour_chows && pick(g, 0, 3) == 0) {
                a = 31, b = 32, c = 33;
            } else {
                a = pick(g, 0, 2) * 9 + pick(g, 0, 6), b = a + 1, c = a + 2;
            }
            if (left[a] < 1 || left[b] < 1 || left[c] < 1) continue;
            --left[a], --left[b], --left[c];
            h.melds[h.meld_count++] =
                meld::chow(static_cast<tile>(a), static_cast<tile>(b), static_cast<tile>(c));
            return true;
        }
        const auto kind = static_cast<meld_kind>(type);
        const int k = pick(g, 0, playable - 1);
        const int n = is_kong(kind) ? 4 : 3;
        if (left[k] < n) continue;
        left[k] -= n;
        h.melds[h.meld_count++] = meld::same(kind, static_cast<tile>(k));
        return true;
    }
    return false;
}

inline int draw(std::array<int, kinds>& left, shanten_rng& g, int playable) {
    for (;;) {
        const int k = pick(g, 0, playable - 1);
        if (left[k] > 0) {
            --left[k];
            return k;
        }
    }
}

// A random complete concealed part of n tiles (3m+2): melds then a pair, within the copies left.
inline bool complete_part(std::array<int, kinds>& left, std::array<int, kinds>& out, int n,
                          shanten_rng& g, const rules& r) {
    const int playable = r.honours ? kinds : suited_kinds;
    int melds = (n - 2) / 3;
    for (int attempt = 0; attempt < 200 && melds > 0; ++attempt) {
        if (pick(g, 0, 1) == 0) {
            const int a = pick(g, 0, 2) * 9 + pick(g, 0, 6);
            if (left[a] < 1 || left[a + 1] < 1 || left[a + 2] < 1) continue;
            for (int k = a; k < a + 3; ++k) --left[k], ++out[k];
        } else {
            const int k = pick(g, 0, playable - 1);
            if (left[k] < 3) continue;
            left[k] -= 3, out[k] += 3;
        }
        --melds;
    }
    if (melds > 0) return false;
    for (int attempt = 0; attempt < 100; ++attempt) {
        const int k = pick(g, 0, playable - 1);
        if (left[k] < 2) continue;
        left[k] -= 2, out[k] += 2;
        return true;
    }
    return false;
}

}  // namespace detail_hands

/// A random hand of the shape under the rules, or nothing valid after many tries (rare).
inline bool make_hand(shanten_rng& g, const rules& r, const hand_shape& s, hand& out) {
    using namespace detail_hands;
    const int playable = r.honours ? kinds : suited_kinds;
    for (int attempt = 0; attempt < 100; ++attempt) {
        hand h{};
        std::array<int, kinds> left{};
        left.fill(copies);
        for (int i = 0; i < s.melds; ++i) {
            if (!add_meld(h, left, g, r)) break;
        }
        const int concealed = s.concealed - 3 * h.meld_count;
        if (concealed < 1) continue;
        const int natural = concealed - s.jokers - s.flowers;
        if (natural < 0) continue;
        h.jokers = static_cast<std::uint8_t>(s.jokers);
        for (int i = 0; i < s.flowers; ++i)
            ++h.counts[static_cast<std::size_t>(kinds + pick(g, 0, 7))];
        if (s.near) {
            // Complete the natural part (rounded up to 3m+2), then exchange 1–3 tiles.
            std::array<int, kinds> part{};
            const int full = natural % 3 == 2 ? natural : natural + (natural % 3 == 1 ? 1 : 2);
            if (!complete_part(left, part, full, g, r)) continue;
            const int drop = full - natural;
            const int swaps = std::min(pick(g, 0, 2), natural);
            for (int i = 0; i < drop + swaps; ++i) {
                int k = 0;
                do k = pick(g, 0, playable - 1);
                while (part[k] == 0);
                --part[k];
                ++left[k];
            }
            for (int i = 0; i < swaps; ++i) ++part[draw(left, g, playable)];
            for (int k = 0; k < kinds; ++k)
                h.counts[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(part[k]);
        } else {
            for (int i = 0; i < natural; ++i)
                ++h.counts[static_cast<std::size_t>(draw(left, g, playable))];
        }
        if (validate_hand(h, r, purpose::any)) {
            out = h;
            return true;
        }
    }
    return false;
}

}  // namespace hupai::testing
