// Differential: a suit's exact frontier (group_frontier, the dynamic program of the exact path)
// against the reference's forward program (reference::standard_needs, independent of the
// library's frontier code) on random suits — caps below 4 (a wild kind, copies in declared
// melds), counts past 4 (Ruijin flowers standing for a kind) — for every target of 0–4 melds,
// 0–2 kongs held in hand and excess budgets 0–8, entry by entry.
#include <gtest/gtest.h>

#include <random>

#include "reference/shanten_reference.hpp"
#include "shanten/frontier.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;

struct suit {
    std::array<std::uint8_t, 9> counts{}, caps{};
};

// Plain kinds and many capped low (as a wild kind or one in declared melds) and, now and
// then, one held past 4; at most 14 tiles in all.
suit random_suit(std::mt19937_64& rng) {
    suit s;
    int tiles = 0;
    for (std::size_t i = 0; i < 9; ++i) {
        const auto roll = rng() % 10;
        int cap = 4;
        if (roll < 6) cap = static_cast<int>(rng() % 4);  // 0–3
        int count = static_cast<int>(rng() % static_cast<unsigned>(cap + 1));
        if (roll == 9) count = cap = 4 + static_cast<int>(rng() % 3);  // 4–6
        count = std::min(count, 14 - tiles);
        tiles += count;
        s.counts[i] = static_cast<std::uint8_t>(count);
        s.caps[i] = static_cast<std::uint8_t>(cap);
    }
    return s;
}

TEST(ShantenFrontier, SuitFrontierMatchesTheReferenceProgram) {
    std::mt19937_64 rng(
        hupai::testing::test_seed("SuitFrontierMatchesTheReferenceProgram", 20261128));
    const std::uint64_t suits = hupai::testing::scaled(3000);
    std::uint64_t checked = 0;
    for (std::uint64_t n = 0; n < suits; ++n) {
        const suit s = random_suit(rng);
        std::array<int, kinds> natural{}, cap{};
        for (std::size_t i = 0; i < 9; ++i) {
            natural[i] = s.counts[i];
            cap[i] = s.caps[i];
        }
        const int melds = static_cast<int>(rng() % 5);
        const int kongs = n % 4 == 0 ? static_cast<int>(rng() % 3) : 0;
        const int excess = static_cast<int>(rng() % (detail::max_excess + 1));
        const auto want =
            reference::standard_needs(natural, cap, tile_mask{0x1FF}, melds, kongs, excess, false);
        detail::frontier_dims d;
        d.melds = melds;
        d.kongs = kongs;
        d.excess = excess;
        detail::frontier got;
        detail::group_frontier(gen::group_type::suit, s.counts.data(), s.caps.data(), d, got);
        for (int m = 0; m <= melds; ++m)
            for (int p = 0; p <= 1; ++p)
                for (int k = 0; k <= kongs; ++k)
                    for (int e = 0; e <= excess; ++e) {
                        const int w = want.at(m, p, k, e);
                        const int g = got.need[d.at(m, p, k, e)];
                        ASSERT_EQ(g == detail::no_distance ? -1 : g, w >= 99 ? -1 : w)
                            << "suit " << n << " m " << m << " p " << p << " k " << k << " e " << e
                            << " of melds " << melds << " kongs " << kongs << " excess " << excess;
                        ++checked;
                    }
    }
    EXPECT_GT(checked, 0u);
}

}  // namespace
