// Exhaustive: every per-group configuration of the embedded shanten tables (405,350 suit count
// vectors, 43,130 honour vectors with and without honour chows) against the reference's forward
// program, for every partial target (0–4 melds, 0–1 pair) and excess budget 0–4. Also checks
// that the ranker is a perfect hash onto the vectors of at most 14 tiles, that the fast ranking
// codes equal their definition on every vector, and that the merge tables agree with merging
// the records directly.
#include "gen/shanten_tables.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "reference/shanten_reference.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "shanten/shanten.hpp"
#include "test_support.hpp"

namespace {

using hupai::gen::group_type;

// Every vector of n kinds with counts 0–4 and at most 14 tiles, in base-5 order.
template <class F>
void each_vector(int n, F&& f) {
    std::array<std::uint8_t, 9> c{};
    int total = 1;
    for (int i = 0; i < n; ++i) total *= 5;
    for (int code = 0; code < total; ++code) {
        int x = code, tiles = 0;
        for (int i = 0; i < n; ++i, x /= 5) {
            c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(x % 5);
            tiles += x % 5;
        }
        if (tiles <= 14) f(c, code);
    }
}

TEST(ShantenTables, RankerIsAPerfectHash) {
    for (const int n : {9, 7}) {
        const auto rk = hupai::gen::make_ranker(n);
        std::vector<bool> seen(rk.size, false);
        std::size_t count = 0;
        each_vector(n, [&](const std::array<std::uint8_t, 9>& c, int) {
            const auto r =
                hupai::gen::rank_of(rk, std::span(c.data(), static_cast<std::size_t>(n)));
            ASSERT_LT(r, rk.size);
            ASSERT_FALSE(seen[r]);
            seen[r] = true;
            ++count;
        });
        EXPECT_EQ(count, rk.size);
        EXPECT_EQ(rk.size, n == 9 ? 405350u : 43130u);
    }
}

// The ranker entries the blob holds: every vector of counts 0–4 (any tile total), the low half
// the rank where it has one, the high half the fields of count_fields_of as the special forms
// read them (plain_stats_by_kind of the group alone, in its place among the 34 kinds) and the
// tiles.
TEST(ShantenTables, RankerEntriesCarryTheCountFields) {
    for (const int n : {9, 7}) {
        const auto rk = hupai::gen::make_ranker(n);
        const auto& ranking =
            hupai::detail::ranking(n == 9 ? group_type::suit : group_type::honour);
        const int first = n == 9 ? 9 : hupai::suited_kinds;  // the second suit, or the honours
        int total = 1;
        for (int i = 0; i < n; ++i) total *= 5;
        for (int code = 0; code < total; ++code) {
            std::array<std::uint8_t, hupai::all_kinds> hand{};
            std::array<std::uint8_t, 9> c{};
            int tiles = 0;
            for (int i = 0, x = code; i < n; ++i, x /= 5) {
                c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(x % 5);
                hand[static_cast<std::size_t>(first + i)] = c[static_cast<std::size_t>(i)];
                tiles += x % 5;
            }
            const auto codes = n == 9 ? hupai::detail::suit_codes(c.data())
                                      : hupai::detail::honour_codes(c.data());
            const std::uint64_t entry = ranking.entry(codes);
            const auto fields = static_cast<std::uint32_t>(entry >> 32);
            if (tiles > 14) {
                ASSERT_GT(fields >> hupai::gen::count_field::tiles, 14u) << code;
                continue;
            }
            ASSERT_EQ(static_cast<std::uint32_t>(entry),
                      hupai::gen::rank_of(rk, std::span(c.data(), static_cast<std::size_t>(n))))
                << n << " kinds, code " << code;
            for (const bool quads : {false, true}) {
                const auto want = hupai::detail::plain_stats_by_kind(hand.data(), true, quads);
                const auto got = hupai::detail::stats_of_fields(fields, quads);
                ASSERT_EQ(got.size, want.size) << code;
                ASSERT_EQ(got.pairs, want.pairs) << code << " quads " << quads;
                ASSERT_EQ(got.singles, want.singles) << code << " quads " << quads;
                ASSERT_EQ(got.orphans_held, want.orphans_held) << code;
                ASSERT_EQ(got.orphan_pair, want.orphan_pair) << code;
            }
        }
    }
}

// The word-arithmetic codes equal the definition on every vector of counts 0–4 (any tile total:
// the arithmetic does not depend on it). The counts sit between bytes that are not 0–4, so that a
// read beyond the group would show.
TEST(ShantenTables, FastRankingCodesMatchTheDefinition) {
    for (const int n : {9, 7}) {
        int total = 1;
        for (int i = 0; i < n; ++i) total *= 5;
        std::array<std::uint8_t, 11> bytes;
        bytes.fill(0xFF);
        std::uint8_t* c = bytes.data() + 1;
        for (int code = 0; code < total; ++code) {
            for (int i = 0, x = code; i < n; ++i, x /= 5) {
                c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(x % 5);
            }
            const auto want = n == 9 ? hupai::detail::ranking_codes_of<9>(c)
                                     : hupai::detail::ranking_codes_of<7>(c);
            const auto got = n == 9 ? hupai::detail::suit_codes(c) : hupai::detail::honour_codes(c);
            ASSERT_EQ(got.head, want.head) << n << " kinds, code " << code;
            ASSERT_EQ(got.tail, want.tail) << n << " kinds, code " << code;
        }
    }
}

void check_group(group_type g) {
    const int n = hupai::gen::kinds_of(g);
    const int first = g == group_type::suit ? 0 : hupai::suited_kinds;
    const hupai::tile_mask allowed = ((hupai::tile_mask{1} << n) - 1) << first;
    // Under the sanitizer build only a spread sample: every vector in the normal run.
    const auto stride =
        static_cast<int>(std::max<std::uint64_t>(1, 1000000 / hupai::testing::scaled(1000000)));
    std::uint64_t checked = 0;
    each_vector(n, [&](const std::array<std::uint8_t, 9>& c, int code) {
        if (code % stride != 0) return;
        std::array<int, hupai::kinds> natural{}, cap{};
        for (int i = 0; i < n; ++i) {
            natural[static_cast<std::size_t>(first + i)] = c[static_cast<std::size_t>(i)];
            cap[static_cast<std::size_t>(first + i)] = 4;
        }
        const auto ref = hupai::reference::standard_needs(natural, cap, allowed, 4, 0, 4,
                                                          g == group_type::honour_chows);
        const auto& rec = hupai::detail::table_record(g, c.data());
        for (int m = 0; m <= 4; ++m)
            for (int p = 0; p <= 1; ++p)
                for (int e = 0; e <= 4; ++e) {
                    ASSERT_EQ(hupai::gen::record_need(rec, m, p, e), ref.at(m, p, 0, e))
                        << "group " << static_cast<int>(g) << " code " << code << " m " << m
                        << " p " << p << " e " << e;
                }
        ++checked;
    });
    EXPECT_GT(checked, 0u);
}

TEST(ShantenTables, SuitsMatchReference) { check_group(group_type::suit); }
TEST(ShantenTables, HonoursMatchReference) { check_group(group_type::honour); }
TEST(ShantenTables, HonourChowsMatchReference) { check_group(group_type::honour_chows); }

// The honours' record stands for their exact frontier when some unheld kinds are capped below 4
// (a wild honour, a kind in declared melds) and enough plain kinds are unheld: checked against
// the exact program for every honour vector with one to three such kinds, every meld count and
// several excess budgets.
TEST(ShantenTables, HonourRecordsWithCappedUnheldKindsMatchTheProgram) {
    hupai::rules r;
    r.honour_chows = false;
    std::uint64_t checked = 0;
    each_vector(7, [&](const std::array<std::uint8_t, 9>& c, int code) {
        for (const int capped : {1, 2, 3}) {
            for (const int low : {0, 3}) {
                std::array<std::uint8_t, 7> cap{4, 4, 4, 4, 4, 4, 4};
                bool unheld = true;
                for (int i = 7 - capped; i < 7; ++i) {
                    unheld = unheld && c[static_cast<std::size_t>(i)] == 0;
                    cap[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(low);
                }
                if (!unheld) continue;
                for (int melds = 0; melds <= 4; ++melds) {
                    for (const int excess : {0, 2, 5}) {
                        hupai::detail::frontier_dims d;
                        d.melds = melds;
                        d.excess = excess;
                        hupai::detail::frontier got, want;
                        hupai::detail::group_frontier_of(3, c.data(), cap.data(), r, true, d, got);
                        hupai::detail::group_frontier(group_type::honour, c.data(), cap.data(), d,
                                                      want);
                        ASSERT_TRUE(std::equal(got.need.begin(), got.need.begin() + d.size(),
                                               want.need.begin()))
                            << "code " << code << " capped " << capped << " at " << low << " melds "
                            << melds << " excess " << excess;
                        ++checked;
                    }
                }
            }
        }
    });
    EXPECT_GT(checked, 0u);
}

TEST(ShantenTables, EmbeddedBlobIsTheGeneratorsOutput) {
    const auto blob = hupai::gen::build_shanten_blob();
    const auto embedded = hupai::detail::shanten_table_bytes();
    ASSERT_EQ(blob.size(), embedded.size());
    EXPECT_TRUE(std::equal(blob.begin(), blob.end(), embedded.begin()));
}

}  // namespace
