// Census: the published shanten figures of 14-tile hands under riichi-like forms, the totals
// C(136, N), and small sizes against compute_shanten over every hand.
#include <gtest/gtest.h>

#include <chrono>
#include <map>

#include "hupai/hupai.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;

census_count binomial(int n, int k) {
    census_count r = 1;
    for (int i = 1; i <= k; ++i)
        r = r * static_cast<unsigned>(n - k + i) / static_cast<unsigned>(i);
    return r;
}

census_count total(const std::vector<census_row>& rows) {
    census_count t = 0;
    for (const auto& row : rows) t += row.weighted;
    return t;
}

TEST(Census, PublishedFiguresForFourteenTiles) {
    const auto start = std::chrono::steady_clock::now();
    const auto rows = census(14, *preset("riichi"));
    ASSERT_TRUE(rows.ok()) << rows.err().message;
    std::printf("census 14 riichi: %.2f s\n",
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    ASSERT_FALSE(rows->empty());
    EXPECT_EQ((*rows)[0].shanten, -1);
    EXPECT_EQ(to_decimal((*rows)[0].weighted), "12859078207674");
    EXPECT_EQ(to_decimal(total(*rows)), "4250305029168216000");
    EXPECT_EQ(total(*rows), binomial(136, 14));
    for (const auto& row : *rows) {
        std::printf("%3d %15llu %25s\n", row.shanten, static_cast<unsigned long long>(row.distinct),
                    to_decimal(row.weighted).c_str());
    }
}

TEST(Census, StandardFormWinningCountVectors) {
    rules r = *preset("riichi");
    r.seven_pairs = false;
    r.thirteen_orphans = false;
    const auto rows = census(14, r);
    ASSERT_TRUE(rows.ok());
    ASSERT_EQ((*rows)[0].shanten, -1);
    EXPECT_EQ((*rows)[0].distinct, 11498658u);
}

TEST(Census, ThirteenTilesSumToTheWall) {
    const auto rows = census(13, *preset("riichi"));
    ASSERT_TRUE(rows.ok());
    EXPECT_EQ(total(*rows), binomial(136, 13));
    EXPECT_EQ((*rows)[0].shanten, 0);  // 13 tiles are never complete
}

// Every hand of a few tiles, one by one, against the census.
TEST(Census, SmallSizesMatchComputeShantenHandByHand) {
    for (const char* name : {"riichi", "chinese", "sichuan"}) {
        rules r = *preset(name);
        r.max_suits = 3;  // the census's condition
        for (int n = 1; n <= 5; ++n) {
            std::map<int, std::pair<std::uint64_t, census_count>> want;
            hand h{};
            const int playable = r.honours ? kinds : suited_kinds;
            auto visit = [&](auto&& self, int k, int left, census_count weight) -> void {
                if (left == 0) {
                    const auto s = compute_shanten(h, r);
                    ASSERT_TRUE(s.ok());
                    auto& w = want[s->overall];
                    ++w.first;
                    w.second += weight;
                    return;
                }
                if (k == playable) return;
                for (int c = 0; c <= std::min(4, left); ++c) {
                    h.counts[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(c);
                    static constexpr int choose[5] = {1, 4, 6, 4, 1};
                    self(self, k + 1, left - c, weight * static_cast<unsigned>(choose[c]));
                }
                h.counts[static_cast<std::size_t>(k)] = 0;
            };
            visit(visit, 0, n, 1);
            const auto rows = census(n, r);
            ASSERT_TRUE(rows.ok());
            ASSERT_EQ(rows->size(), want.size()) << name << ' ' << n;
            for (const auto& row : *rows) {
                EXPECT_EQ(row.distinct, want[row.shanten].first) << name << ' ' << n;
                EXPECT_TRUE(row.weighted == want[row.shanten].second) << name << ' ' << n;
            }
        }
    }
}

TEST(Census, RejectsWhatItDoesNotCover) {
    rules r = *preset("chinese");
    ASSERT_TRUE(set_wild(r, "7z"));
    EXPECT_FALSE(census(14, r).ok());
    EXPECT_FALSE(census(15, *preset("riichi")).ok());
    EXPECT_FALSE(census(0, *preset("riichi")).ok());
    EXPECT_EQ(to_decimal(0), "0");
    EXPECT_EQ(to_decimal(binomial(136, 18)), "12200028330113012004000");
}

}  // namespace
