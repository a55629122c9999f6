// Random winning hands for tests and benchmarks: a pair and random melds (chows, pungs, declared
// melds and kongs), some tiles turned into wildcards, together with the decomposition the hand
// was built as (its groups in the order decompose() documents).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

#include "hand_writers.hpp"
#include "hupai/analysis.hpp"
#include "reference/decompose_reference.hpp"

namespace hupai::testing {

/// A winning hand and the decomposition it was built as.
struct built_hand {
    hand h;
    decomposition d;
};

struct build_options {
    int melds = 4;          ///< melds besides the pair (declared ones included)
    int declared = 0;       ///< how many of them are declared
    int wildcards = 0;      ///< concealed tiles to turn into wildcards
    tile wild_kind = 0xFF;  ///< when set, wildcards are tiles of this kind, else jokers
    bool honours = true;
    bool honour_chows = false;
    int suit = -1;  ///< when set, every group of this number suit
    int in_hand_kongs =
        0;  ///< concealed pungs made kongs (kongs_in_hand, as the MediaTek rules allow)
};

/// Draws a winning hand: a pair and o.melds melds, o.declared of them declared, o.wildcards
/// concealed tiles played by wildcards. False when the draw breaks the 4 copies of a kind (or
/// would hold every tile of the wild kind): draw again.
inline bool build_winning(rng_t& rng, const build_options& o, built_hand& out) {
    hand h{};
    std::array<int, kinds> used{};
    std::vector<group> concealed, declared;
    auto add = [&](group g) {
        for (int i = 0; i < g.size; ++i) {
            if (++used[g.tiles[static_cast<std::size_t>(i)]] > copies) return false;
        }
        (g.declared ? declared : concealed).push_back(g);
        return true;
    };
    const int playable = o.honours ? kinds : suited_kinds;
    auto any_kind = [&] {
        return o.suit >= 0 ? 9 * o.suit + uniform(rng, 0, 8) : uniform(rng, 0, playable - 1);
    };
    auto same = [&](group_kind k, int size, int t) {
        group g;
        g.kind = k;
        g.size = static_cast<std::uint8_t>(size);
        for (int i = 0; i < size; ++i) g.tiles[static_cast<std::size_t>(i)] = static_cast<tile>(t);
        return g;
    };
    group pair = same(group_kind::pair, 2, any_kind());
    if (!add(pair)) return false;
    for (int i = 0; i < o.melds; ++i) {
        group g;
        if (uniform(rng, 0, 1) == 0) {
            g.kind = group_kind::chow;
            g.size = 3;
            if (o.honour_chows && uniform(rng, 0, 3) == 0) {
                const tile e = make_tile(suit::honour, 1);
                if (uniform(rng, 0, 4) == 0) {
                    g.tiles = {static_cast<tile>(e + 4), static_cast<tile>(e + 5),
                               static_cast<tile>(e + 6), 0};
                } else {
                    const int skip = uniform(rng, 0, 3);
                    int n = 0;
                    for (int w = 0; w < 4; ++w) {
                        if (w != skip)
                            g.tiles[static_cast<std::size_t>(n++)] = static_cast<tile>(e + w);
                    }
                }
            } else {
                const int a = (o.suit >= 0 ? o.suit : uniform(rng, 0, 2)) * 9 + uniform(rng, 0, 6);
                g.tiles = {static_cast<tile>(a), static_cast<tile>(a + 1), static_cast<tile>(a + 2),
                           0};
            }
        } else {
            g = same(group_kind::pung, 3, any_kind());
        }
        g.declared = i < o.declared;
        if (g.declared && uniform(rng, 0, 3) == 0 && g.kind == group_kind::pung) {
            g = same(group_kind::kong, 4, g.tiles[0]);
            g.declared = true;
        }
        if (!add(g)) return false;
    }
    int kongs = 0;
    for (group& g : concealed) {
        const tile t = g.tiles[0];
        if (kongs < o.in_hand_kongs && g.kind == group_kind::pung && used[t] < copies &&
            t != o.wild_kind) {
            g = same(group_kind::kong, 4, t);
            ++used[t];
            ++kongs;
        }
    }
    if (kongs < o.in_hand_kongs) return false;
    // Turn random concealed tiles into wildcards (a kong's too: a kong is four of a kind,
    // wildcards included); a tile of the wild kind is always one.
    int wild_left = o.wildcards;
    for (int attempt = 0; attempt < 50 && wild_left > 0; ++attempt) {
        group& g = concealed[static_cast<std::size_t>(
            uniform(rng, 0, static_cast<int>(concealed.size()) - 1))];
        const int i = uniform(rng, 0, g.size - 1);
        if ((g.wild >> i) & 1) continue;
        g.wild = static_cast<std::uint8_t>(g.wild | (1u << i));
        --wild_left;
    }
    for (group& g : concealed) {
        for (int i = 0; i < g.size; ++i) {
            if (g.tiles[static_cast<std::size_t>(i)] == o.wild_kind)
                g.wild = static_cast<std::uint8_t>(g.wild | (1u << i));
        }
    }
    // The hand: natural tiles, then wildcards as jokers or tiles of the wild kind.
    int wild = 0;
    for (group& g : concealed) {
        for (int i = 0; i < g.size; ++i) {
            if ((g.wild >> i) & 1) {
                ++wild;
            } else {
                ++h.counts[g.tiles[static_cast<std::size_t>(i)]];
            }
        }
        if (g.kind != group_kind::chow && g.wild != 0) {
            // Canonical marking: the natural tiles first.
            const int w = std::popcount(static_cast<unsigned>(g.wild));
            g.wild = static_cast<std::uint8_t>(((1u << g.size) - 1) & ~((1u << (g.size - w)) - 1));
        }
    }
    for (const group& g : declared) {
        meld m;
        m.kind = g.kind == group_kind::chow   ? meld_kind::chow
                 : g.kind == group_kind::pung ? meld_kind::pung
                                              : meld_kind::concealed_kong;
        m.tiles = {g.tiles[0], g.tiles[1], g.tiles[2]};
        h.melds[h.meld_count++] = m;
    }
    if (o.wild_kind != 0xFF) {
        h.counts[o.wild_kind] = static_cast<std::uint8_t>(h.counts[o.wild_kind] + wild);
        // Every 宝 in hand would be fei (ruijin): keep at most three.
        if (h.held(o.wild_kind) > copies - 1) return false;
    } else {
        h.jokers = static_cast<std::uint8_t>(wild);
    }
    std::sort(concealed.begin(), concealed.end(), reference::group_less);
    out.h = h;
    out.d.shape = form::standard;
    out.d.groups = declared;
    out.d.groups.insert(out.d.groups.end(), concealed.begin(), concealed.end());
    return true;
}

}  // namespace hupai::testing
