// Differential: a suit's exact frontier (group_frontier, the dynamic program of the exact path)
// against the reference's forward program (reference::standard_needs, independent of the
// library's frontier code) on random suits — caps below 4 (a wild kind, copies in declared
// melds), counts past 4 (Ruijin flowers standing for a kind) — for every target of 0–4 melds,
// 0–2 kongs held in hand and excess budgets 0–8, entry by entry; again after one kind changes, and
// as discard analysis asks a suit's draws. And the honours by parts with their listed kinds kept
// (listed_honours_memo) against the same listed afresh.
#include <gtest/gtest.h>

#include <random>

#include "reference/shanten_reference.hpp"
#include "shanten/frontier.hpp"
#include "shanten/suit_lanes.hpp"
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

// group_frontier against the reference, entry by entry.
void expect_reference_frontier(const suit& s, const detail::frontier_dims& d, std::uint64_t n,
                               std::uint64_t& checked) {
    std::array<int, kinds> natural{}, cap{};
    for (std::size_t i = 0; i < 9; ++i) {
        natural[i] = s.counts[i];
        cap[i] = s.caps[i];
    }
    const auto want = reference::standard_needs(natural, cap, tile_mask{0x1FF}, d.melds, d.kongs,
                                                d.excess, false);
    detail::frontier got;
    detail::group_frontier(gen::group_type::suit, s.counts.data(), s.caps.data(), d, got);
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int k = 0; k <= d.kongs; ++k)
                for (int e = 0; e <= d.excess; ++e) {
                    const int w = want.at(m, p, k, e);
                    const int g = got.need[d.at(m, p, k, e)];
                    ASSERT_EQ(g == detail::no_distance ? -1 : g, w >= 99 ? -1 : w)
                        << "suit " << n << " m " << m << " p " << p << " k " << k << " e " << e
                        << " of melds " << d.melds << " kongs " << d.kongs << " excess "
                        << d.excess;
                    ++checked;
                }
}

// Each random suit, then the same suit with one kind's count changed (a draw or a discard: the
// program may start from the layers it kept of the suit before).
TEST(ShantenFrontier, SuitFrontierMatchesTheReferenceProgram) {
    std::mt19937_64 rng(
        hupai::testing::test_seed("SuitFrontierMatchesTheReferenceProgram", 20261128));
    const std::uint64_t suits = hupai::testing::scaled(3000);
    std::uint64_t checked = 0;
    for (std::uint64_t n = 0; n < suits; ++n) {
        suit s = random_suit(rng);
        detail::frontier_dims d;
        d.melds = static_cast<int>(rng() % 5);
        d.kongs = n % 4 == 0 ? static_cast<int>(rng() % 3) : 0;
        d.excess = static_cast<int>(rng() % (detail::max_excess + 1));
        expect_reference_frontier(s, d, n, checked);
        for (int again = 0; again < 3; ++again) {
            auto& c = s.counts[rng() % 9];
            c = static_cast<std::uint8_t>(c == 0 ? 1 : c - (rng() % 2));
            expect_reference_frontier(s, d, n, checked);
        }
    }
    EXPECT_GT(checked, 0u);
}

// As discard analysis asks them (related_suits): a suit's draws one after another, without the
// suit itself first (it may come from a cache), then a discard's suit and its draws.
TEST(ShantenFrontier, SuitFrontiersOfDrawsMatchTheReferenceProgram) {
    std::mt19937_64 rng(
        hupai::testing::test_seed("SuitFrontiersOfDrawsMatchTheReferenceProgram", 20261129));
    const std::uint64_t suits = hupai::testing::scaled(300);
    std::uint64_t checked = 0;
    const detail::related_suits related;
    for (std::uint64_t n = 0; n < suits; ++n) {
        const suit s = random_suit(rng);
        detail::frontier_dims d;
        d.melds = static_cast<int>(rng() % 5);
        d.excess = static_cast<int>(rng() % (detail::max_excess + 1));
        // The hand, then discards one after another (each base one or two kinds from the one
        // before, which keeps the layers that do not see those kinds).
        for (int round = 0; round < 4; ++round) {
            suit hand = s;
            if (round > 0) {
                // A discard: one held kind fewer.
                const auto k = rng() % 9;
                if (hand.counts[k] > 0) --hand.counts[k];
            }
            for (std::size_t k = 0; k < 9; ++k) {
                suit drawn = hand;
                ++drawn.counts[k];
                expect_reference_frontier(drawn, d, n, checked);
            }
        }
    }
    EXPECT_GT(checked, 0u);
}

// The honours by parts with one memo over a run of honour counts that change a kind at a time
// (as discard analysis asks them: the listed kinds' counts often the same, the others not),
// against honours_by_parts listing afresh, entry by entry: a memo keyed by too little (a listed
// kind's count or cap, the part, the dims) answers one run with another's listing and fails.
TEST(ShantenFrontier, KeptHonoursListingsMatchFreshOnes) {
    std::mt19937_64 rng(hupai::testing::test_seed("KeptHonoursListingsMatchFreshOnes", 20261130));
    const std::uint64_t runs = hupai::testing::scaled(400);
    std::uint64_t checked = 0, listed = 0;
    detail::listed_honours_memo memo;
    for (std::uint64_t n = 0; n < runs; ++n) {
        std::array<std::uint8_t, 7> counts{}, caps{};
        caps.fill(4);
        // A wind or a dragon 宝 (capped at 0–1), sometimes a second kind capped (a declared
        // meld) or held past 4 (flowers standing for it).
        caps[rng() % 7] = static_cast<std::uint8_t>(rng() % 2);
        if (rng() % 3 == 0) caps[rng() % 7] = static_cast<std::uint8_t>(rng() % 4);
        for (std::size_t i = 0; i < 7; ++i)
            counts[i] = static_cast<std::uint8_t>(rng() % (std::min<int>(caps[i], 3) + 1));
        if (rng() % 4 == 0) {
            const auto i = rng() % 7;
            counts[i] = caps[i] = static_cast<std::uint8_t>(5 + rng() % 2);
        }
        const bool chows = rng() % 4 != 0;
        detail::frontier_dims d;
        d.melds = static_cast<int>(rng() % 5);
        d.excess = static_cast<int>(rng() % (detail::max_excess + 1));
        for (int step = 0; step < 8; ++step) {
            detail::frontier fresh, kept;
            const bool ok_fresh =
                detail::honours_by_parts(counts.data(), caps.data(), chows, d, fresh);
            const bool ok_kept =
                detail::honours_by_parts(counts.data(), caps.data(), chows, d, kept, &memo);
            ASSERT_EQ(ok_fresh, ok_kept) << "run " << n << " step " << step;
            if (ok_fresh) {
                ++listed;
                for (std::size_t i = 0; i < d.size(); ++i) {
                    ASSERT_EQ(kept.need[i], fresh.need[i])
                        << "run " << n << " step " << step << " entry " << i;
                    ++checked;
                }
            }
            // A draw or a discard of one honour; now and then the dims change.
            const auto i = rng() % 7;
            if (rng() % 2 == 0 && counts[i] < std::max<int>(caps[i], 4)) {
                ++counts[i];
            } else if (counts[i] > 0) {
                --counts[i];
            }
            if (rng() % 8 == 0) d.excess = static_cast<int>(rng() % (detail::max_excess + 1));
            // Now and then another hand's caps: a capped kind with one Ruijin flower more or
            // less, its count as it was.
            const auto c = rng() % 7;
            if (rng() % 4 == 0 && caps[c] <= 1 && counts[c] == 0) caps[c] ^= 1u;
        }
    }
    EXPECT_GT(listed, runs);
    EXPECT_GT(checked, 0u);
}

}  // namespace
