// decompose: hand-checked decompositions of every form and rule, structural properties over
// random winning hands, and agreement with the brute-force reference (tests/reference) on
// exhaustively enumerated one-suit hands and random small hands.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <string>
#include <vector>

#include "hand_writers.hpp"
#include "hupai/hupai.hpp"
#include "reference/decompose_reference.hpp"
#include "reference/win_hands.hpp"
#include "reference/win_reference.hpp"
#include "test_support.hpp"
#include "winning_hands.hpp"

namespace hupai {
namespace {

using testing::build_options;
using testing::built_hand;
using testing::rng_t;
using testing::uniform;

// --- Helpers ---------------------------------------------------------------------------------

// "standard: 8s8s 1m2m3m 5m5m5m*": the form, then each group's tiles, a wildcard's tile followed
// by '*', a declared meld in brackets.
std::string text(const decomposition& d) {
    std::string s(name(d.shape));
    s += ':';
    for (const group& g : d.groups) {
        s += ' ';
        if (g.declared) s += '[';
        for (int i = 0; i < g.size; ++i) {
            s += format_tile(g.tiles[static_cast<std::size_t>(i)]);
            if ((g.wild >> i) & 1) s += '*';
        }
        if (g.declared) s += ']';
    }
    return s;
}

std::vector<std::string> texts(const std::vector<decomposition>& ds) {
    std::vector<std::string> v;
    for (const auto& d : ds) v.push_back(text(d));
    return v;
}

rules make_rules(std::string_view preset_name, std::string_view wild = "") {
    auto r = preset(preset_name);
    EXPECT_TRUE(r.ok());
    if (!wild.empty()) {
        EXPECT_TRUE(set_wild(*r, wild).ok());
    }
    return *r;
}

hand must_parse(std::string_view s, notation n = notation::automatic) {
    auto h = parse_hand(s, n);
    EXPECT_TRUE(h.ok()) << s << ": " << (h ? "" : h.err().message);
    return h ? *h : hand{};
}

std::vector<decomposition> must_decompose(const hand& h, const rules& r,
                                          std::size_t limit = 100000) {
    auto d = decompose(h, r, limit);
    EXPECT_TRUE(d.ok()) << format_hand(h) << ": " << (d ? "" : d.err().message);
    return d ? std::move(*d) : std::vector<decomposition>{};
}

std::vector<std::string> readings(std::string_view s, const rules& r) {
    return texts(must_decompose(must_parse(s), r));
}

using strings = std::vector<std::string>;

// --- Hand-checked cases ----------------------------------------------------------------------

const rules chinese = make_rules("chinese");

TEST(Decompose, ThreeChowsAPungAndAPairHaveOneReading) {
    // 1m2m3m 1s2s3s 1p2p3p 5m5m5m 8s8s.
    EXPECT_EQ(readings("123m123s123p555m88s", chinese),
              strings{"standard: 8s8s 1m2m3m 1p2p3p 1s2s3s 5m5m5m"});
}

TEST(Decompose, ThreePungsOrThreeChows) {
    EXPECT_EQ(readings("111222333m456p99s", chinese),
              (strings{"standard: 9s9s 1m2m3m 1m2m3m 1m2m3m 4p5p6p",
                       "standard: 9s9s 4p5p6p 1m1m1m 2m2m2m 3m3m3m"}));
}

TEST(Decompose, ManyReadingsOfOneSuit) {
    // 1:3 2:3 3:3 4:3 5:2. Pair 5m leaves 111222333444m: four pungs, 123×3 + 444, 111 + 234×3.
    // Pair 2m leaves 111 3334445 5m: 111 + 234 + 345×2. Pairs 1m, 3m, 4m leave no split.
    EXPECT_EQ(readings("11122233344455m", chinese),
              (strings{"standard: 2m2m 2m3m4m 3m4m5m 3m4m5m 1m1m1m",
                       "standard: 5m5m 1m2m3m 1m2m3m 1m2m3m 4m4m4m",
                       "standard: 5m5m 2m3m4m 2m3m4m 2m3m4m 1m1m1m",
                       "standard: 5m5m 1m1m1m 2m2m2m 3m3m3m 4m4m4m"}));
    // 1–7 twice: pair 1m, 4m or 7m (the others strand a tile), and seven pairs.
    EXPECT_EQ(readings("11223344556677m", chinese),
              (strings{"standard: 1m1m 2m3m4m 2m3m4m 5m6m7m 5m6m7m",
                       "standard: 4m4m 1m2m3m 1m2m3m 5m6m7m 5m6m7m",
                       "standard: 7m7m 1m2m3m 1m2m3m 4m5m6m 4m5m6m",
                       "seven_pairs: 1m1m 2m2m 3m3m 4m4m 5m5m 6m6m 7m7m"}));
}

TEST(Decompose, SevenPairsThatAreAlsoStandard) {
    EXPECT_EQ(readings("112233m445566p77s", chinese),
              (strings{"standard: 7s7s 1m2m3m 1m2m3m 4p5p6p 4p5p6p",
                       "seven_pairs: 1m1m 2m2m 3m3m 4p4p 5p5p 6p6p 7s7s"}));
}

TEST(Decompose, SevenPairsWithFourOfAKind) {
    // 龙七对: allowed by chinese (two pairs of 1m), not by riichi.
    const std::string hand = "1111m22p33p44s55s66z";
    EXPECT_EQ(readings(hand, chinese), strings{"seven_pairs: 1m1m 1m1m 2p2p 3p3p 4s4s 5s5s 6z6z"});
    EXPECT_TRUE(readings(hand, make_rules("riichi")).empty());
}

TEST(Decompose, SevenPairsWithWildcards) {
    // Two jokers pair up as any kind: in riichi only a kind not yet paired (34 − 6); in chinese
    // any kind (34), or each natural pair splits into two half-wild pairs (6).
    const std::string hand = "1122m33p44s55z66z??";
    const auto riichi = readings(hand, make_rules("riichi"));
    EXPECT_EQ(riichi.size(), 28u);
    EXPECT_EQ(riichi.front(), "seven_pairs: 1m1m 2m2m 3m*3m* 3p3p 4s4s 5z5z 6z6z");
    const auto any = readings(hand, chinese);
    EXPECT_EQ(any.size(), 40u);
    EXPECT_EQ(any.front(), "seven_pairs: 1m1m 1m*1m* 2m2m 3p3p 4s4s 5z5z 6z6z");
    EXPECT_EQ(any[1], "seven_pairs: 1m1m 2m2m 2m*2m* 3p3p 4s4s 5z5z 6z6z");
    EXPECT_NE(
        std::find(any.begin(), any.end(), "seven_pairs: 1m1m* 1m1m* 2m2m 3p3p 4s4s 5z5z 6z6z"),
        any.end());
}

TEST(Decompose, ThirteenOrphans) {
    EXPECT_EQ(readings("19m19p19s1234567z1z", chinese),
              strings{"thirteen_orphans: 1z1z 1m 9m 1p 9p 1s 9s 2z 3z 4z 5z 6z 7z"});
    // A joker pairs with any of the 13: thirteen readings, by the pair's kind.
    const auto with_joker = readings("19m19p19s1234567z?", chinese);
    ASSERT_EQ(with_joker.size(), 13u);
    EXPECT_EQ(with_joker.front(), "thirteen_orphans: 1m1m* 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z 7z");
    EXPECT_EQ(with_joker.back(), "thirteen_orphans: 7z7z* 1m 9m 1p 9p 1s 9s 1z 2z 3z 4z 5z 6z");
    // Never with a tile that is not an orphan.
    EXPECT_TRUE(readings("19m19p19s1234567z2m", chinese).empty());
}

TEST(Decompose, ThirteenLanUnderRuijin) {
    const rules ruijin = make_rules("ruijin", "6z");
    EXPECT_EQ(readings("147m258p369s12345z", ruijin),
              strings{"thirteen_lan: 1m 4m 7m 2p 5p 8p 3s 6s 9s 1z 2z 3z 4z 5z"});
    // The 宝 (6z) fills a gap: 9s (3 after 6s), or a missing honour 6z or 7z; never 1s or 2s
    // (too close to 3s). A 6z standing for 6z is still a wildcard.
    EXPECT_EQ(readings("147m258p36s12345z6z", ruijin),
              (strings{"thirteen_lan: 1m 4m 7m 2p 5p 8p 3s 6s 9s* 1z 2z 3z 4z 5z",
                       "thirteen_lan: 1m 4m 7m 2p 5p 8p 3s 6s 1z 2z 3z 4z 5z 6z*",
                       "thirteen_lan: 1m 4m 7m 2p 5p 8p 3s 6s 1z 2z 3z 4z 5z 7z*"}));
    // No bamboo in hand: the joker opens the third suit, as any bamboo.
    const auto open = readings("147m258p1234567z?", make_rules("ruijin", "9s"));
    ASSERT_EQ(open.size(), 9u);
    EXPECT_EQ(open.front(), "thirteen_lan: 1m 4m 7m 2p 5p 8p 1s* 1z 2z 3z 4z 5z 6z 7z");
    // Two tiles of one suit closer than 3: no reading.
    EXPECT_TRUE(readings("145m258p369s12345z", ruijin).empty());
    // Not a form of the chinese preset.
    EXPECT_TRUE(readings("147m258p369s12345z", chinese).empty());
}

TEST(Decompose, HonourChowsUnderRuijin) {
    const rules ruijin = make_rules("ruijin", "9s");
    // Ruijin: East South West is a chow, and so is white green red.
    EXPECT_EQ(readings("123z567z111m234p55s", ruijin),
              strings{"standard: 5s5s 2p3p4p 1z2z3z 5z6z7z 1m1m1m"});
    // Any three different winds: each wind as the pair leaves the other three twice.
    EXPECT_EQ(readings("11223344z567z234p", ruijin),
              (strings{"standard: 1z1z 2p3p4p 2z3z4z 2z3z4z 5z6z7z",
                       "standard: 2z2z 2p3p4p 1z3z4z 1z3z4z 5z6z7z",
                       "standard: 3z3z 2p3p4p 1z2z4z 1z2z4z 5z6z7z",
                       "standard: 4z4z 2p3p4p 1z2z3z 1z2z3z 5z6z7z"}));
    EXPECT_TRUE(readings("11223344z567z234p", chinese).empty());
}

TEST(Decompose, DeclaredMeldsComeFirstInHandOrder) {
    EXPECT_EQ(readings("22m234p [789s] [555z] (1111m)", chinese),
              strings{"standard: [7s8s9s] [5z5z5z] [1m1m1m1m] 2m2m 2p3p4p"});
    // A smaller hand: the missing melds count as declared elsewhere.
    EXPECT_EQ(readings("55888m", chinese), strings{"standard: 5m5m 8m8m8m"});
    EXPECT_EQ(readings("11m", chinese), strings{"standard: 1m1m"});
}

TEST(Decompose, KongsInHandUnderMediatek) {
    const rules mediatek = make_rules("mediatek");
    auto mt = [&](std::string_view s) {
        return texts(must_decompose(must_parse(s, notation::mediatek), mediatek));
    };
    // Four kongs and a pair in letters.
    EXPECT_EQ(mt("AAAABBBBCCCCDDDD88"),
              strings{"standard: 8p8p 1m1m1m1m 2m2m2m2m 3m3m3m3m 4m4m4m4m"});
    // 15 tiles: the one quadruple must be the kong.
    EXPECT_EQ(mt("AAAABCDEEE11789"), strings{"standard: 1p1p 2m3m4m 7p8p9p 5m5m5m 1m1m1m1m"});
    // 14 tiles: quadruples are no kongs; 1m2m3m four times, or three pungs and a chow, or
    // seven pairs (龙七对).
    EXPECT_EQ(mt("AAAABBBBCCCC11"), (strings{"standard: 1p1p 1m2m3m 1m2m3m 1m2m3m 1m2m3m",
                                             "standard: 1p1p 1m2m3m 1m1m1m 2m2m2m 3m3m3m",
                                             "seven_pairs: 1m1m 1m1m 2m2m 2m2m 3m3m 3m3m 1p1p"}));
    // The other samples that lose.
    for (const char* bad : {"ABeeee345456DD", "AAAABC123456333", "AAA111345666DEF88"}) {
        EXPECT_TRUE(mt(bad).empty()) << bad;
    }
    EXPECT_EQ(mt("ABCeee345456DD"), strings{"standard: 4m4m 1m2m3m 3p4p5p 4p5p6p 5s5s5s"});
}

// A kong is four of a kind, wildcards included: under kongs_in_hand a wildcard may complete one,
// and every question agrees (the win check once allowed real quadruples only while shanten let
// wildcards in).
TEST(Decompose, WildcardsCompleteInHandKongs) {
    rules r = chinese;
    r.kongs_in_hand = true;
    // 16 tiles, two kongs: 8888m, and 4s with three wildcards (or four wildcards alone).
    const hand h = must_parse("8888m33449p4s??????");
    ASSERT_TRUE(check_win(h, r).value().win);
    EXPECT_EQ(compute_shanten(h, r).value().overall, -1);
    const auto all = readings("8888m33449p4s??????", r);
    EXPECT_NE(
        std::find(all.begin(), all.end(), "standard: 3p3p 4p4p4p* 9p9p*9p* 8m8m8m8m 4s4s*4s*4s*"),
        all.end());
    // Three real 8m and a wildcard make the first kong.
    const hand three = must_parse("888m33449p4s???????");
    EXPECT_TRUE(check_win(three, r).value().win);
    EXPECT_EQ(compute_shanten(three, r).value().overall, -1);
    // Not when the wildcards are too few: 15 tiles, one kong to make from 888m and one wildcard
    // leaves 9p and 1s2s with no wildcard to complete them.
    const hand short_of = must_parse("888m123m456p55p9p12s?");
    EXPECT_FALSE(check_win(short_of, r).value().win);
    EXPECT_GE(compute_shanten(short_of, r).value().overall, 0);
}

TEST(Decompose, WildcardsAreMarked) {
    const rules red = make_rules("chinese", "7z");
    // 1m2m with a wild 7z: the 7z plays 3m.
    EXPECT_EQ(readings("12m55p7z", red), strings{"standard: 5p5p 1m2m3m*"});
    // A wild 7z standing for 7z is still marked wild.
    EXPECT_EQ(readings("11m66z7z", red),
              (strings{"standard: 1m1m 6z6z6z*", "standard: 6z6z 1m1m1m*"}));
    // 5m5m and three wildcards, counted by hand: 5m5m + a wild meld (21 chows + 34 pungs),
    // 5m5m* + a meld of 5m and two wildcards (pung, and 5m in each of three chows), X*X* (34
    // kinds) + 5m5m5m*: 55 + 4 + 34 = 93.
    const auto many = readings("55m???", chinese);
    EXPECT_EQ(many.size(), 93u);
    EXPECT_EQ(many.front(), "standard: 1m*1m* 5m5m5m*");
    EXPECT_NE(std::find(many.begin(), many.end(), "standard: 5m5m* 3m*4m*5m"), many.end());
    EXPECT_NE(std::find(many.begin(), many.end(), "standard: 5m5m 7z*7z*7z*"), many.end());
    EXPECT_EQ(many.back(), "standard: 7z*7z* 5m5m5m*");
    // The same with jokers under riichi (no wild kind, but `?` is always wild).
    EXPECT_EQ(readings("55m???", make_rules("riichi")), many);
}

TEST(Decompose, WildcardsStandOnlyForKindsTheRulesHave) {
    // Sichuan has no honours: 5m5m + a wild meld has 21 chows and 27 pungs; 5m5m* + 4; X*X*
    // with X suited: 27. Then max_suits: 5m5m with wildcards may open one more suit only, which
    // every single group here does.
    rules sichuan = make_rules("sichuan");
    EXPECT_EQ(readings("55m???", sichuan).size(), 21u + 27u + 4u + 27u);
    // Two suits in hand already: wildcards stay in them.
    const auto two = readings("55m11p?", sichuan);
    EXPECT_EQ(two, (strings{"standard: 5m5m 1p1p1p*", "standard: 1p1p 5m5m5m*"}));
}

TEST(Decompose, FeiHandsHaveNoDecomposition) {
    // Ruijin 飞: all four 宝 (5m) in hand.
    const rules ruijin = make_rules("ruijin", "5m");
    EXPECT_TRUE(readings("5555m123p456s78s11z", ruijin).empty());
    EXPECT_FALSE(readings("555m123p456s789s11z", ruijin).empty());
}

TEST(Decompose, SichuanNeedsAtMostTwoSuits) {
    const rules sichuan = make_rules("sichuan");
    EXPECT_TRUE(readings("123m456p789s11s555s", sichuan).empty());
    EXPECT_EQ(readings("123m456m789s11s555s", sichuan),
              strings{"standard: 1s1s 1m2m3m 4m5m6m 7s8s9s 5s5s5s"});
}

TEST(Decompose, LimitKeepsAPrefix) {
    const hand h = must_parse("12m??????????4p5s");
    const auto all = must_decompose(h, chinese, 3000);
    ASSERT_EQ(all.size(), 3000u);
    for (const std::size_t limit : {0u, 1u, 7u, 1000u}) {
        const auto some = must_decompose(h, chinese, limit);
        ASSERT_EQ(some.size(), limit);
        for (std::size_t i = 0; i < limit; ++i) EXPECT_EQ(text(some[i]), text(all[i]));
    }
    // The default limit.
    auto d = decompose(must_parse("??????????????"), chinese);
    ASSERT_TRUE(d.ok());
    EXPECT_EQ(d->size(), 1000u);
}

TEST(Decompose, ErrorsAreThoseOfValidation) {
    auto d = decompose(must_parse("123m456p789s122z"), chinese);
    ASSERT_FALSE(d.ok());
    EXPECT_EQ(d.err().code, errc::wrong_hand_size);
    EXPECT_TRUE(readings("123m456p789s11234z", chinese).empty());  // 14 tiles, no win
}

// --- Structural properties -------------------------------------------------------------------

bool same_kind_group(const group& g) {
    for (int i = 1; i < g.size; ++i) {
        if (g.tiles[static_cast<std::size_t>(i)] != g.tiles[0]) return false;
    }
    return true;
}

// Wildcards of a pair, pung or kong take the last positions.
bool canonical_same_kind_wild(const group& g) {
    const int natural = g.size - std::popcount(static_cast<unsigned>(g.wild));
    return g.wild == (((1u << g.size) - 1) & ~((1u << natural) - 1));
}

bool legal_chow(const group& g, const rules& r) {
    const tile a = g.tiles[0], b = g.tiles[1], c = g.tiles[2];
    if (is_suited(a)) return is_suited(c) && a / 9 == c / 9 && b == a + 1 && c == a + 2;
    if (!r.honour_chows || !(a < b && b < c)) return false;
    const tile east = make_tile(suit::honour, 1);
    const bool winds = c < east + 4;
    const bool dragons = a == east + 4 && b == east + 5 && c == east + 6;
    return is_honour(a) && (winds || dragons);
}

void check_structure(const hand& h, const rules& r, const std::vector<decomposition>& ds) {
    const reference::reading want = reference::read_hand(h, r);
    for (std::size_t i = 0; i < ds.size(); ++i) {
        const decomposition& d = ds[i];
        SCOPED_TRACE(format_hand(h) + " → " + text(d));
        reference::reading got;
        std::size_t first_concealed = 0;
        for (std::size_t j = 0; j < d.groups.size(); ++j) {
            const group& g = d.groups[j];
            if (g.declared) {
                ASSERT_LT(j, h.meld_count);
                ASSERT_EQ(first_concealed, j) << "declared melds come first";
                ++first_concealed;
                const meld& m = h.melds[j];
                EXPECT_EQ(g.size, m.size());
                EXPECT_EQ(g.wild, 0);
                for (int k = 0; k < 3; ++k)
                    EXPECT_EQ(g.tiles[static_cast<std::size_t>(k)],
                              m.tiles[static_cast<std::size_t>(k)]);
                continue;
            }
            for (int k = 0; k < g.size; ++k) {
                if ((g.wild >> k) & 1) {
                    ++got.wildcards;
                } else {
                    ++got.natural[g.tiles[static_cast<std::size_t>(k)]];
                }
            }
            for (int k = 0; k < g.size; ++k) {
                const tile t = g.tiles[static_cast<std::size_t>(k)];
                EXPECT_TRUE(t < kinds && (r.honours || !is_honour(t)));
            }
            for (int k = g.size; k < 4; ++k) EXPECT_EQ(g.tiles[static_cast<std::size_t>(k)], 0);
            EXPECT_EQ(g.wild >> g.size, 0);
            switch (g.kind) {
                case group_kind::pair:
                    EXPECT_EQ(g.size, 2);
                    EXPECT_TRUE(same_kind_group(g) && canonical_same_kind_wild(g));
                    break;
                case group_kind::chow:
                    EXPECT_EQ(g.size, 3);
                    EXPECT_TRUE(legal_chow(g, r));
                    break;
                case group_kind::pung:
                    EXPECT_EQ(g.size, 3);
                    EXPECT_TRUE(same_kind_group(g) && canonical_same_kind_wild(g));
                    break;
                case group_kind::kong:
                    EXPECT_EQ(g.size, 4);
                    EXPECT_TRUE(same_kind_group(g) && canonical_same_kind_wild(g));
                    EXPECT_TRUE(r.kongs_in_hand);
                    break;
                case group_kind::single:
                    EXPECT_EQ(g.size, 1);
                    EXPECT_TRUE(d.shape == form::thirteen_orphans || d.shape == form::thirteen_lan);
                    break;
            }
        }
        EXPECT_EQ(got.natural, want.natural);
        EXPECT_EQ(got.wildcards, want.wildcards);
        // The concealed groups ascend; the pair (or first pair) right after the declared melds.
        for (std::size_t j = first_concealed + 1; j < d.groups.size(); ++j) {
            EXPECT_FALSE(reference::group_less(d.groups[j], d.groups[j - 1]));
        }
        if (d.shape == form::standard && first_concealed < d.groups.size()) {
            EXPECT_EQ(d.groups[first_concealed].kind, group_kind::pair);
            EXPECT_EQ(std::count_if(d.groups.begin(), d.groups.end(),
                                    [](const group& g) { return g.kind == group_kind::pair; }),
                      1);
        }
        // Strictly ascending decompositions: sorted and no duplicates.
        if (i > 0) {
            EXPECT_TRUE(reference::decomposition_less(ds[i - 1], d));
        }
    }
}

int suits_of(const decomposition& d) {
    unsigned suits = 0;
    for (const group& g : d.groups) {
        for (int i = 0; i < g.size; ++i) {
            const tile t = g.tiles[static_cast<std::size_t>(i)];
            if (is_suited(t)) suits |= 1u << (t / 9);
        }
    }
    return std::popcount(suits);
}

bool contains(const std::vector<decomposition>& ds, const decomposition& d) {
    return std::any_of(ds.begin(), ds.end(),
                       [&](const decomposition& x) { return text(x) == text(d); });
}

void expect_same(const std::vector<decomposition>& got, const std::vector<decomposition>& want,
                 const hand& h) {
    ASSERT_EQ(texts(got), texts(want)) << format_hand(h);
}

struct random_case {
    const char* label;
    rules r;
    build_options o;
    int hands;
    bool against_reference;
};

void run_random_case(const random_case& c, std::uint64_t fixed_seed) {
    rng_t rng(testing::test_seed(c.label, fixed_seed));
    const auto n = testing::scaled(static_cast<std::uint64_t>(c.hands));
    std::uint64_t built = 0, readings_seen = 0;
    for (std::uint64_t attempt = 0; built < n && attempt < 20 * n; ++attempt) {
        build_options o = c.o;
        o.wildcards = uniform(rng, 0, c.o.wildcards);
        o.declared = uniform(rng, 0, std::min(c.o.declared, o.melds));
        o.in_hand_kongs = uniform(rng, 0, c.o.in_hand_kongs);
        built_hand b;
        if (!testing::build_winning(rng, o, b)) continue;
        ++built;
        const auto ds = must_decompose(b.h, c.r);
        readings_seen += ds.size();
        check_structure(b.h, c.r, ds);
        // The hand's own construction is one of its readings (unless it breaks max_suits).
        if (suits_of(b.d) <= c.r.max_suits) {
            EXPECT_TRUE(contains(ds, b.d)) << format_hand(b.h) << " lacks " << text(b.d);
        }
        if (c.against_reference) expect_same(ds, reference::decompose(b.h, c.r), b.h);
        if (::testing::Test::HasFailure()) return;
    }
    std::printf("[random] %s: %llu hands, %llu readings\n", c.label,
                static_cast<unsigned long long>(built),
                static_cast<unsigned long long>(readings_seen));
    EXPECT_EQ(built, n) << "the generator rarely succeeds";
}

TEST(DecomposeRandom, FourteenTilesNoWildcards) {
    run_random_case({"decompose_14_natural", chinese, {4, 2, 0}, 400, true}, 11);
}

TEST(DecomposeRandom, FourteenTilesOneSuit) {
    // Flushes have the most readings.
    build_options o{4, 1, 0};
    o.suit = 2;
    run_random_case({"decompose_14_flush", chinese, o, 300, true}, 20);
    o.wildcards = 1;
    run_random_case({"decompose_14_flush_joker", chinese, o, 40, true}, 21);
}

TEST(DecomposeRandom, FourteenTilesOneJoker) {
    run_random_case({"decompose_14_joker", chinese, {4, 2, 1}, 60, true}, 12);
}

TEST(DecomposeRandom, FourteenTilesSeveralWildcards) {
    // Too many readings for the reference: structure and membership only.
    build_options o{4, 2, 4};
    o.wild_kind = make_tile(suit::honour, 7);
    run_random_case({"decompose_14_red_wild", make_rules("chinese", "7z"), o, 300, false}, 13);
}

TEST(DecomposeRandom, SmallHandsWithWildcards) {
    run_random_case({"decompose_8_jokers", chinese, {2, 1, 3}, 600, true}, 14);
    run_random_case({"decompose_5_jokers", chinese, {1, 1, 3}, 300, true}, 15);
}

TEST(DecomposeRandom, RuijinHonourChowsAndBao) {
    build_options o{2, 1, 2};
    o.honour_chows = true;
    o.wild_kind = make_tile(suit::sou, 9);
    run_random_case({"decompose_ruijin_8", make_rules("ruijin", "9s"), o, 600, true}, 16);
    o.melds = 4;
    o.wildcards = 1;
    run_random_case({"decompose_ruijin_14", make_rules("ruijin", "9s"), o, 100, true}, 17);
}

TEST(DecomposeRandom, SichuanSmallHands) {
    build_options o{2, 1, 2};
    o.honours = false;
    rules sichuan = make_rules("sichuan");
    // Sichuan forbids declared chows; allowed here so that max_suits meets both meld kinds.
    sichuan.declared_chows = true;
    run_random_case({"decompose_sichuan_8", sichuan, o, 600, true}, 18);
}

TEST(DecomposeRandom, MediatekKongsInHand) {
    build_options o{4, 0, 0};
    o.honours = false;
    o.in_hand_kongs = 4;
    run_random_case({"decompose_mediatek", make_rules("mediatek"), o, 300, true}, 23);
}

// --- Agreement with check_win ------------------------------------------------------------------

// A hand with one concealed natural tile changed to another kind (most such hands lose).
bool perturb(rng_t& rng, hand& h) {
    std::vector<int> held;
    for (int k = 0; k < kinds; ++k) {
        if (h.counts[static_cast<std::size_t>(k)] != 0) held.push_back(k);
    }
    if (held.empty()) return false;
    const int from =
        held[static_cast<std::size_t>(uniform(rng, 0, static_cast<int>(held.size()) - 1))];
    const int to = uniform(rng, 0, kinds - 1);
    if (to == from || h.held(static_cast<tile>(to)) >= copies) return false;
    --h.counts[static_cast<std::size_t>(from)];
    ++h.counts[static_cast<std::size_t>(to)];
    return true;
}

void expect_agrees_with_check_win(const hand& h, const rules& r,
                                  const std::vector<decomposition>& ds) {
    const auto w = check_win(h, r);
    ASSERT_TRUE(w.ok()) << format_hand(h);
    form_set shapes = 0;
    for (const auto& d : ds) shapes = static_cast<form_set>(shapes | form_bit(d.shape));
    EXPECT_EQ(shapes, w->forms) << format_hand(h) << " under " << r.preset;
    EXPECT_EQ(!ds.empty(), w->win) << format_hand(h) << " under " << r.preset;
}

TEST(DecomposeDifferential, AgreesWithCheckWin) {
    // Built independently: a hand has a decomposition of form f exactly when check_win says it
    // wins by f.
    rng_t rng(testing::test_seed("decompose_vs_check_win", 24));
    struct setting {
        rules r;
        build_options o;
    };
    build_options plain{4, 2, 3};
    build_options no_honours = plain;
    no_honours.honours = false;
    build_options ruijin = plain;
    ruijin.honour_chows = true;
    ruijin.wild_kind = make_tile(suit::honour, 5);
    build_options mediatek{4, 0, 0};
    mediatek.honours = false;
    mediatek.in_hand_kongs = 2;
    const std::vector<setting> settings = {
        {chinese, plain},
        {make_rules("riichi"), plain},
        {make_rules("chinese", "7z"), plain},
        {make_rules("sichuan"), no_honours},
        {make_rules("ruijin", "5z"), ruijin},
        {make_rules("mediatek"), mediatek},
    };
    const auto n = testing::scaled(2000);
    std::uint64_t wins = 0;
    for (std::uint64_t i = 0; i < n && !::testing::Test::HasFailure(); ++i) {
        const setting& s = settings[i % settings.size()];
        build_options o = s.o;
        o.wildcards = uniform(rng, 0, s.o.wildcards);
        o.declared = s.r.declared_chows ? uniform(rng, 0, s.o.declared) : 0;
        o.in_hand_kongs = uniform(rng, 0, s.o.in_hand_kongs);
        built_hand b;
        if (!testing::build_winning(rng, o, b)) continue;
        if (uniform(rng, 0, 1) == 0 && !perturb(rng, b.h)) continue;
        if (!validate_hand(b.h, s.r, purpose::win)) continue;
        const auto ds = must_decompose(b.h, s.r, 1000000);
        expect_agrees_with_check_win(b.h, s.r, ds);
        wins += !ds.empty();
    }
    std::printf("[check_win] %llu of %llu hands win\n", static_cast<unsigned long long>(wins),
                static_cast<unsigned long long>(n));
}

TEST(DecomposeDifferential, NearWinsOfEveryPreset) {
    // The check_win tests' hand maker: special forms, smaller hands, declared melds, in-hand
    // kongs, flushes, honour-heavy hands, Ruijin flowers standing for the 宝 (up to 8 natural
    // tiles of its kind) and wild flowers. Against check_win always; against the brute-force
    // reference while it stays fast (at most one wildcard).
    const std::uint64_t seed = testing::test_seed("decompose_near_wins", 25);
    reference::hand_maker maker(seed);
    const std::vector<rules> presets = {
        chinese,
        make_rules("riichi"),
        make_rules("chinese", "7z"),
        make_rules("sichuan"),
        make_rules("ruijin", "5z"),
        make_rules("ruijin", "3m"),
        make_rules("ruijin", "1f"),
        make_rules("mediatek"),
    };
    const std::array<reference::tile_style, 4> styles = {
        reference::tile_style::mixed, reference::tile_style::flush,
        reference::tile_style::honour_heavy, reference::tile_style::two_suits};
    const auto n = testing::scaled(3000);
    std::uint64_t wins = 0, compared = 0;
    for (std::uint64_t i = 0; i < n && !::testing::Test::HasFailure(); ++i) {
        const rules& r = presets[i % presets.size()];
        reference::near_win_options o;
        o.changes = static_cast<int>(i / presets.size() % 3 == 0);
        o.wildcards = static_cast<int>(i % 3);
        o.declared = i % 5 == 0;
        o.smaller = i % 7 == 0;
        o.special = i % 4 == 0;
        o.kongs = true;
        o.style = styles[i / 3 % styles.size()];
        const hand h =
            r.preset == "ruijin" && i % 2 == 0 ? maker.bao_heavy(r, o) : maker.near_win(r, o);
        if (!validate_hand(h, r, purpose::win)) continue;
        const auto ds = must_decompose(h, r, 1000000);
        check_structure(h, r, ds);
        expect_agrees_with_check_win(h, r, ds);
        const reference::reading v = reference::read_hand(h, r);
        if (v.wildcards <= 1) {
            expect_same(ds, reference::decompose(h, r), h);
            ++compared;
        }
        wins += !ds.empty();
    }
    std::printf("[near wins] %llu of %llu hands win, %llu compared with the reference\n",
                static_cast<unsigned long long>(wins), static_cast<unsigned long long>(n),
                static_cast<unsigned long long>(compared));
}

// --- Exhaustive one-suit hands against the reference ------------------------------------------

// Calls f(counts) for every multiset of `size` tiles over `n` kinds, at most 4 of each.
template <class F>
void for_each_multiset(int n, int size, std::array<int, 9>& counts, int kind, const F& f) {
    if (kind == n) {
        if (size == 0) f(counts);
        return;
    }
    for (int c = 0; c <= std::min(copies, size); ++c) {
        counts[static_cast<std::size_t>(kind)] = c;
        for_each_multiset(n, size - c, counts, kind + 1, f);
    }
    counts[static_cast<std::size_t>(kind)] = 0;
}

void exhaustive_one_suit(const rules& r, tile first, int n, int max_jokers) {
    // A reduced scale (the sanitizer run) checks every stride-th hand.
    const std::uint64_t stride = 1000 / testing::scaled(1000);
    std::uint64_t seen = 0;
    int checked = 0, winning = 0;
    for (const int total : {2, 5, 8}) {
        for (int jokers = 0; jokers <= std::min(max_jokers, total); ++jokers) {
            std::array<int, 9> counts{};
            for_each_multiset(n, total - jokers, counts, 0, [&](const std::array<int, 9>& c) {
                if (::testing::Test::HasFailure() || seen++ % stride != 0) return;
                hand h{};
                for (int k = 0; k < n; ++k)
                    h.counts[static_cast<std::size_t>(first + k)] =
                        static_cast<std::uint8_t>(c[static_cast<std::size_t>(k)]);
                h.jokers = static_cast<std::uint8_t>(jokers);
                const auto ds = must_decompose(h, r);
                check_structure(h, r, ds);
                expect_same(ds, reference::decompose(h, r), h);
                ++checked;
                winning += !ds.empty();
            });
        }
    }
    std::printf("[exhaustive] %d hands, %d winning\n", checked, winning);
}

TEST(DecomposeExhaustive, OneSuitUpToEightTiles) {
    exhaustive_one_suit(chinese, make_tile(suit::pin, 1), 9, 2);
}

TEST(DecomposeExhaustive, HonoursWithHonourChowsUpToEightTiles) {
    exhaustive_one_suit(make_rules("ruijin", "1m"), make_tile(suit::honour, 1), 7, 2);
}

TEST(DecomposeExhaustive, RandomFlushesOfFourteen) {
    // One-suit hands drawn at random (most do not win; the winning ones have many readings).
    rng_t rng(testing::test_seed("decompose_flushes", 22));
    const auto n = testing::scaled(3000);
    std::uint64_t winning = 0, readings_seen = 0;
    for (std::uint64_t i = 0; i < n && !::testing::Test::HasFailure(); ++i) {
        hand h{};
        for (int k = 0; k < 14;) {
            const int t = uniform(rng, 0, 8);
            if (h.counts[static_cast<std::size_t>(t)] < copies) {
                ++h.counts[static_cast<std::size_t>(t)];
                ++k;
            }
        }
        const auto ds = must_decompose(h, chinese);
        check_structure(h, chinese, ds);
        expect_same(ds, reference::decompose(h, chinese), h);
        winning += !ds.empty();
        readings_seen += ds.size();
    }
    std::printf("[flushes] %llu winning, %llu readings\n", static_cast<unsigned long long>(winning),
                static_cast<unsigned long long>(readings_seen));
}

// --- Special forms against the reference ------------------------------------------------------

TEST(DecomposeRandom, SpecialFormsAgainstReference) {
    rng_t rng(testing::test_seed("decompose_special_forms", 19));
    const rules riichi = make_rules("riichi");
    const rules ruijin = make_rules("ruijin", "5z");
    const auto n = testing::scaled(150);
    for (std::uint64_t i = 0; i < n && !::testing::Test::HasFailure(); ++i) {
        // Seven pairs: kinds drawn with repeats (龙七对 in chinese, none in riichi).
        hand pairs{};
        for (int p = 0; p < 7; ++p) {
            const int t = uniform(rng, 0, kinds - 1);
            if (pairs.counts[static_cast<std::size_t>(t)] <= 2)
                pairs.counts[static_cast<std::size_t>(t)] += 2;
        }
        // Thirteen orphans: one of each and a pair.
        hand orphans{};
        for (int t = 0; t < kinds; ++t)
            orphans.counts[static_cast<std::size_t>(t)] = is_orphan(static_cast<tile>(t));
        int twice = uniform(rng, 0, kinds - 1);
        while (!is_orphan(static_cast<tile>(twice))) twice = (twice + 1) % kinds;
        ++orphans.counts[static_cast<std::size_t>(twice)];
        // Thirteen lan: 1-4-7 / 2-5-8 / 3-6-9 style in each suit, five honours.
        hand lan{};
        for (int s = 0; s < 3; ++s) {
            const int a = uniform(rng, 0, 2);
            for (int k = 0; k < 3; ++k) ++lan.counts[static_cast<std::size_t>(9 * s + a + 3 * k)];
        }
        std::array<int, 7> honours = {0, 1, 2, 3, 4, 5, 6};
        std::shuffle(honours.begin(), honours.end(), rng);
        for (int k = 0; k < 5; ++k)
            ++lan.counts[static_cast<std::size_t>(suited_kinds +
                                                  honours[static_cast<std::size_t>(k)])];
        // Turn up to two tiles into jokers (the reference stays fast with two).
        for (hand* h : {&pairs, &orphans, &lan}) {
            if (h->concealed_size() != 14) continue;
            for (int j = uniform(rng, 0, 2); j > 0; --j) {
                int t = uniform(rng, 0, kinds - 1);
                while (h->counts[static_cast<std::size_t>(t)] == 0) t = (t + 1) % kinds;
                --h->counts[static_cast<std::size_t>(t)];
                ++h->jokers;
            }
        }
        if (pairs.concealed_size() == 14) {
            for (const rules* r : {&chinese, &riichi}) {
                const auto ds = must_decompose(pairs, *r);
                check_structure(pairs, *r, ds);
                expect_agrees_with_check_win(pairs, *r, ds);
                expect_same(ds, reference::decompose(pairs, *r), pairs);
            }
        }
        const auto o = must_decompose(orphans, chinese);
        check_structure(orphans, chinese, o);
        expect_agrees_with_check_win(orphans, chinese, o);
        expect_same(o, reference::decompose(orphans, chinese), orphans);
        const auto l = must_decompose(lan, ruijin);
        check_structure(lan, ruijin, l);
        expect_agrees_with_check_win(lan, ruijin, l);
        expect_same(l, reference::decompose(lan, ruijin), lan);
    }
}

}  // namespace
}  // namespace hupai
