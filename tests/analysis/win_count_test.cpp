// Counts every 14-tile count vector (34 kinds, 0–4 each, no melds) that wins in the standard
// form, with the engine's per-suit table data: suits never share a group, so the count is a
// convolution over suits of "vectors of t tiles complete without the pair" and "… with it". The
// literature's figure is 11,498,658 (3×10^11 vectors would take hours one by one).
#include <gtest/gtest.h>

#include <array>
#include <cstdint>

#include "hupai/hupai.hpp"
#include "tables/win_table.hpp"

namespace {

using namespace hupai;

/// by_tiles[pair][t]: vectors of t tiles whose need (with or without the pair) is 0.
struct complete_by_tiles {
    std::array<std::array<std::uint64_t, 15>, 2> by_tiles{};
};

/// Tallies every vector of `kinds_in_shape` counts (0–4) through the engine's entries.
template <class Entry>
complete_by_tiles tally(int kinds_in_shape, Entry&& entry) {
    complete_by_tiles out;
    std::uint32_t vectors = 1;
    for (int k = 0; k < kinds_in_shape; ++k) vectors *= 5;
    std::array<std::uint8_t, 9> v{};
    for (std::uint32_t i = 0; i < vectors; ++i) {
        int tiles = 0;
        for (int k = 0, x = static_cast<int>(i); k < kinds_in_shape; ++k, x /= 5) {
            v[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(x % 5);
            tiles += x % 5;
        }
        if (tiles > 14) continue;
        const detail::need_entry e = entry(v.data());
        if (detail::need_without_pair(e) == 0) ++out.by_tiles[0][static_cast<std::size_t>(tiles)];
        if (detail::need_with_pair(e) == 0) ++out.by_tiles[1][static_cast<std::size_t>(tiles)];
    }
    return out;
}

/// Whole hands of `size` tiles complete as melds and one pair, from the per-suit tallies.
std::uint64_t winning_vectors(const std::array<complete_by_tiles, 4>& suits, int size) {
    std::uint64_t total = 0;
    for (int pair_suit = 0; pair_suit < 4; ++pair_suit) {
        // ways[t]: ways to fill the suits so far with t tiles.
        std::array<std::uint64_t, 15> ways{};
        ways[0] = 1;
        for (int s = 0; s < 4; ++s) {
            const auto& count = suits[static_cast<std::size_t>(s)].by_tiles[s == pair_suit ? 1 : 0];
            std::array<std::uint64_t, 15> next{};
            for (int a = 0; a <= size; ++a) {
                for (int b = 0; a + b <= size; ++b) {
                    next[static_cast<std::size_t>(a + b)] +=
                        ways[static_cast<std::size_t>(a)] * count[static_cast<std::size_t>(b)];
                }
            }
            ways = next;
        }
        total += ways[static_cast<std::size_t>(size)];
    }
    return total;
}

std::array<complete_by_tiles, 4> tallies(bool honour_chows) {
    const auto suited = tally(9, [](const std::uint8_t* v) { return detail::suited_entry(v); });
    return {suited, suited, suited,
            tally(7, [&](const std::uint8_t* v) { return detail::honour_entry(v, honour_chows); })};
}

TEST(win_count, standard_form_fourteen_tile_vectors) {
    EXPECT_EQ(winning_vectors(tallies(false), 14), 11498658u);
}

TEST(win_count, smaller_hands_and_honour_chows) {
    const auto plain = tallies(false);
    // Hand-checked small sizes: 2 tiles win iff a pair (34 ways); 5 tiles: a pair and a meld of
    // another kind or a chow (34·(34−1) pung+pair + 21 chows·34 pairs − overlaps, see below).
    EXPECT_EQ(winning_vectors(plain, 2), 34u);
    // 5 tiles: pung + pair of another kind 34·33 = 1122; chow (21) + any pair (34) = 714, where
    // a pair of a chow kind makes counts 2,1,1 etc. — all distinct vectors — and a chow with
    // its own kind as pair never coincides with a pung+pair vector; total 1836.
    EXPECT_EQ(winning_vectors(plain, 5), 1836u);
    // Honour chows only add hands.
    const auto chows = tallies(true);
    EXPECT_GT(winning_vectors(chows, 14), winning_vectors(plain, 14));
    std::printf("14-tile vectors winning with honour chows: %llu\n",
                static_cast<unsigned long long>(winning_vectors(chows, 14)));
}

}  // namespace
