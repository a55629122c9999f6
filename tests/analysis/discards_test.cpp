// Facts about the shanten tables that the discard analysis of plain hands (src/plain_discards.cpp)
// relies on to share look-ups, checked over every vector they cover. The analysis itself is
// compared with compute_shanten of every exchange in shanten_differential_test.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <string>

#include "admission/admission.hpp"
#include "analysis/plain_discards.hpp"
#include "shanten/flat.hpp"
#include "shanten/records.hpp"
#include "shanten/shanten.hpp"
#include "shanten_hands.hpp"
#include "validation_cases.hpp"

namespace {

using namespace hupai;

// Every vector of at most 13 tiles (a group before a draw) of a group of n kinds: f(counts).
template <int N, class F>
void each_vector(F&& f) {
    std::array<std::uint8_t, N> c{};
    int codes = 1;
    for (int i = 0; i < N; ++i) codes *= 5;
    for (int code = 0; code < codes; ++code) {
        int tiles = 0;
        for (int i = 0, x = code; i < N; ++i, x /= 5) {
            c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(x % 5);
            tiles += x % 5;
        }
        if (tiles <= gen::max_group_tiles - 1) f(c);
    }
}

// alike_draws: one more tile of any of its kinds leaves the group with the same record id, so
// plain_discards looks up one such draw for all of them.
template <int N>
std::uint64_t check_alike_draws(gen::group_type type, std::uint64_t& failures) {
    const auto& rank = detail::ranking(type);
    std::uint64_t vectors = 0;
    each_vector<N>([&](const std::array<std::uint8_t, N>& c) {
        ++vectors;
        unsigned held = 0;
        for (int i = 0; i < N; ++i) held |= (c[static_cast<std::size_t>(i)] != 0 ? 1u : 0u) << i;
        const unsigned alike = detail::alike_draws(held, N == 9);
        const std::uint32_t key = detail::ranking_key<N>(c.data());
        int first = -1;
        std::uint32_t first_id = 0;
        for (int k = 0; k < N; ++k) {
            if ((alike >> k & 1u) == 0) continue;
            const std::uint32_t id = rank.id(key + detail::key_weight(N, k));
            if (first < 0) {
                first = k;
                first_id = id;
            } else if (id != first_id && ++failures <= 10) {
                std::string counts;
                for (const auto x : c) counts += static_cast<char>('0' + x);
                ADD_FAILURE() << "counts " << counts << ": draw " << k << " gives record " << id
                              << ", draw " << first << " gives " << first_id;
            }
        }
    });
    return vectors;
}

TEST(DiscardTables, AlikeDrawsShareTheirRecord) {
    std::uint64_t failures = 0;
    const std::uint64_t suits = check_alike_draws<9>(gen::group_type::suit, failures);
    const std::uint64_t honours = check_alike_draws<7>(gen::group_type::honour, failures);
    EXPECT_EQ(failures, 0u);
    EXPECT_EQ(suits, 286550u);   // the 5^9 vectors of at most 13 tiles
    EXPECT_EQ(honours, 34995u);  // the 5^7 vectors of at most 13 tiles
    std::printf("%llu suit and %llu honour vectors\n", static_cast<unsigned long long>(suits),
                static_cast<unsigned long long>(honours));
}

// The fact is not trivial: to a held 2m, a 1m (next to it) and an 8m (alone) add different
// records; alike_draws of 2m is 5m–9m.
TEST(DiscardTables, NeighboursAreNotAlike) {
    std::array<std::uint8_t, 9> c{0, 1, 0, 0, 0, 0, 0, 0, 0};
    const auto& rank = detail::ranking(gen::group_type::suit);
    const std::uint32_t key = detail::ranking_key<9>(c.data());
    EXPECT_NE(rank.id(key + detail::key_weight(9, 0)), rank.id(key + detail::key_weight(9, 7)));
    EXPECT_EQ(detail::alike_draws(0b10u, true), 0b111110000u);
}

// The analysis of hands with wildcards reads a record's drop bits from marks built once: the
// marks agree with the records on every record of both kinds, and some records have drops (a
// suit holding four of a kind gains from a fifth as a pung and a pair: 1111m).
TEST(DiscardTables, DropMarksAgreeWithTheRecords) {
    const detail::table_view& v = detail::view();
    const detail::drop_marks& marks = detail::record_drops();
    int marked = 0;
    for (std::uint32_t id = 0; id < v.header->suit_records; ++id) {
        EXPECT_EQ(marks.has(0, id), detail::record_has_drops(v.suit_records[id])) << "suit " << id;
        marked += marks.has(0, id);
    }
    for (std::uint32_t id = 0; id < v.honour_count; ++id) {
        EXPECT_EQ(marks.has(3, id), detail::record_has_drops(v.honour_records[id]))
            << "honours " << id;
        marked += marks.has(3, id);
    }
    EXPECT_GT(marked, 0);
    const std::array<std::uint8_t, 9> quad{4, 0, 0, 0, 0, 0, 0, 0, 0};
    EXPECT_TRUE(marks.has(0, detail::suit_id(v, quad.data())));
    const std::array<std::uint8_t, 9> run{1, 1, 1, 0, 0, 0, 0, 0, 0};
    EXPECT_FALSE(marks.has(0, detail::suit_id(v, run.data())));
}

// analyze_draws: a 3n+1 hand's improving tiles, hand-checked, with visible tiles, and equal to
// the entry of the discard that leaves it (the consistency suite checks this on every preset).
TEST(Draws, ThirteenTilesImprovingTiles) {
    const rules r = *preset("chinese");
    // 123m456p789s1122z: ready on 1z or 2z (two pairs, either becomes a pung), 2 of each unseen.
    const hand h = *parse_hand("123m456p789s1122z");
    const auto d = analyze_draws(h, r);
    ASSERT_TRUE(d);
    EXPECT_EQ(d->shanten, 0);
    EXPECT_EQ(d->improving, bit(27) | bit(28));
    EXPECT_EQ(d->unseen[27], 2);
    EXPECT_EQ(d->unseen_total, 4);
    std::array<std::uint8_t, kinds> seen{};
    seen[27] = 1;
    const auto fewer = analyze_draws(h, r, &seen);
    ASSERT_TRUE(fewer);
    EXPECT_EQ(fewer->unseen[27], 1);
    EXPECT_EQ(fewer->unseen_total, 3);
    // The entry of discarding 3z from 123m456p789s11223z, the discarded 3z seen.
    const auto a = analyze_discards(*parse_hand("123m456p789s11223z"), r);
    ASSERT_TRUE(a);
    int found = 0;
    for (const auto& c : *a) {
        if (c.discard != 29) continue;
        ++found;
        EXPECT_EQ(c.shanten, d->shanten);
        EXPECT_EQ(c.improving, d->improving);
        EXPECT_EQ(c.unseen_total, d->unseen_total);
    }
    EXPECT_EQ(found, 1);
    // A 3n+2 hand is a discard question.
    const auto wrong = analyze_draws(*parse_hand("123m456p789s11223z"), r);
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.err().code, errc::wrong_hand_size);
}

}  // namespace

// analyze_discards validates plain hands through a shortcut: the same verdict, error and message
// as validate_hand on hands near the shortcut's edges (validation_cases.hpp); the answers come
// best first. Hands off the plain path (wild kinds, jokers, melds, thirteen_lan) are validated
// by validate_hand itself before any work, and analysing them with wildcards would take most of
// a minute here: they are validated only.
TEST(Discards, ValidationAgreesWithValidateHand) {
    hupai::testing::expect_validation_agrees(
        "Discards.Validation", 79, purpose::win,
        [](const hand& h, const rules& r) -> result<std::vector<discard_choice>> {
            if (detail::incremental_hand(h, detail::rules_facts(r))) return analyze_discards(h, r);
            if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
            return std::vector<discard_choice>{};
        },
        [](const hupai::testing::validation_case& c, const std::vector<discard_choice>& answer) {
            for (std::size_t i = 1; i < answer.size(); ++i) {
                ASSERT_LE(answer[i - 1].shanten, answer[i].shanten) << c.text();
            }
        });
}

// analyze_discards_into gives analyze_discards' answers in a vector reused from hand to hand:
// every preset's plain, melded, joker and wildcard hands, and an invalid hand after each, which
// leaves the vector empty. Once the vector has room it is not reallocated.
TEST(Discards, IntoReusesOneVectorForTheSameAnswers) {
    using namespace hupai;
    hupai::testing::shanten_rng g(2026);
    std::vector<discard_choice> out;
    out.reserve(kinds + 1);
    const discard_choice* storage = out.data();
    int hands = 0;
    for (const char* name : {"riichi", "chinese", "sichuan", "ruijin", "mediatek"}) {
        rules r = *preset(name);
        if (r.wild_required) {
            ASSERT_TRUE(set_wild(r, "5z"));
        }
        for (int i = 0; i < 200; ++i) {
            hupai::testing::hand_shape shape;
            shape.concealed = 14;
            shape.melds = i % 3 == 0 && r.min_concealed == 0 ? 1 : 0;
            shape.near = i % 2 == 0;
            shape.jokers = i % 5 == 0 ? 1 : 0;
            hand h;
            if (!hupai::testing::make_hand(g, r, shape, h)) continue;
            const auto expected = analyze_discards(h, r);
            const auto got = analyze_discards_into(h, r, out);
            ASSERT_EQ(got.ok(), expected.ok()) << name << " " << format_hand(h);
            if (!expected.ok()) {
                EXPECT_EQ(got.err().message, expected.err().message);
                EXPECT_TRUE(out.empty());
                continue;
            }
            ASSERT_EQ(out.size(), expected->size()) << name << " " << format_hand(h);
            for (std::size_t k = 0; k < out.size(); ++k) {
                const discard_choice& a = out[k];
                const discard_choice& b = (*expected)[k];
                ASSERT_TRUE(a.discard == b.discard && a.shanten == b.shanten &&
                            a.improving == b.improving && a.unseen == b.unseen &&
                            a.unseen_total == b.unseen_total)
                    << name << " " << format_hand(h) << " choice " << k;
            }
            ++hands;
            // An invalid hand (a fifth copy) after it: an error, and nothing left in `out`.
            hand bad = h;
            bad.counts[0] = 5;
            ASSERT_FALSE(analyze_discards_into(bad, r, out).ok());
            EXPECT_TRUE(out.empty());
        }
    }
    EXPECT_GT(hands, 500);
    EXPECT_EQ(out.data(), storage);
}
