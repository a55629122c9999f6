// Notation: every reader on hand-checked examples, detection, the canonical formatter, and a
// randomized round trip through independent test-side writers (hand_writers.hpp).
#include "hupai/notation.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "hand_writers.hpp"
#include "notation/readers.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

using testing::reference_canonical;

// The canonical form of `text` read in notation `n`, or "error: <message>".
std::string canon(std::string_view text, notation n = notation::automatic) {
    auto h = parse_hand(text, n);
    return h ? format_hand(*h) : "error: " + h.err().message;
}

hand must_parse(std::string_view text, notation n = notation::automatic) {
    auto h = parse_hand(text, n);
    EXPECT_TRUE(h.ok()) << text << ": " << (h ? "" : h.err().message);
    return h ? *h : hand{};
}

constexpr tile m(int n) { return static_cast<tile>(n - 1); }
constexpr tile p(int n) { return static_cast<tile>(9 + n - 1); }
constexpr tile s(int n) { return static_cast<tile>(18 + n - 1); }
constexpr tile z(int n) { return static_cast<tile>(27 + n - 1); }
constexpr tile f(int n) { return static_cast<tile>(34 + n - 1); }

TEST(Mpsz, ReadsCountsOfEachSuit) {
    const hand h = must_parse("123m456p789s11z");
    EXPECT_EQ(h.counts[m(1)], 1);
    EXPECT_EQ(h.counts[m(3)], 1);
    EXPECT_EQ(h.counts[p(4)], 1);
    EXPECT_EQ(h.counts[s(9)], 1);
    EXPECT_EQ(h.counts[z(1)], 2);
    EXPECT_EQ(h.concealed_size(), 11);
    EXPECT_EQ(h.meld_count, 0);
    EXPECT_EQ(h.jokers, 0);
}

TEST(Mpsz, SplitRunsAndWhitespaceMeanTheSame) {
    EXPECT_EQ(canon("1m2m3m"), "123m");
    EXPECT_EQ(canon("123m 456p"), "123m456p");
    EXPECT_EQ(canon("  9s1s\t5s \n"), "159s");
    EXPECT_EQ(canon("7z1z4z2z6z5z3z"), "1234567z");
    EXPECT_EQ(canon("1s1p1m1z1f"), "1m1p1s1z1f");
}

TEST(Mpsz, RedFivesAreFlaggedFives) {
    const hand h = must_parse("340m");
    EXPECT_EQ(h.counts[m(5)], 1);
    EXPECT_EQ(h.red_fives[0], 1);
    EXPECT_EQ(h.red_fives[1], 0);
    EXPECT_EQ(canon("340m"), "340m");
    EXPECT_EQ(canon("550m"), "055m");
    EXPECT_EQ(canon("0p0s5p"), "05p0s");
    EXPECT_EQ(canon("5000m"), "0005m");
    const hand p5 = must_parse("0p");
    EXPECT_EQ(p5.counts[p(5)], 1);
    EXPECT_EQ(p5.red_fives[1], 1);
}

TEST(Mpsz, JokersGoAfterEverythingConcealed) {
    const hand h = must_parse("?1m?");
    EXPECT_EQ(h.jokers, 2);
    EXPECT_EQ(h.concealed_size(), 3);
    EXPECT_EQ(canon("?1f1m?"), "1m1f??");
    EXPECT_EQ(canon("?"), "?");
}

TEST(Mpsz, Flowers) {
    const hand h = must_parse("12345678f1m");
    for (int i = 1; i <= 8; ++i) EXPECT_EQ(h.counts[f(i)], 1);
    EXPECT_EQ(h.flower_count(), 8);
    EXPECT_EQ(h.concealed_size(), 1);  // flowers are not part of the judged hand
    EXPECT_EQ(canon("8f1f"), "18f");
}

TEST(Mpsz, MeldKindsFollowTheBrackets) {
    const hand h = must_parse("11m [789s] [555z] [2222p] [3333p+]");
    ASSERT_EQ(h.meld_count, 4);
    EXPECT_EQ(h.melds[0], meld::chow(s(7), s(8), s(9)));
    EXPECT_EQ(h.melds[1], meld::same(meld_kind::pung, z(5)));
    EXPECT_EQ(h.melds[2], meld::same(meld_kind::exposed_kong, p(2)));
    EXPECT_EQ(h.melds[3], meld::same(meld_kind::added_kong, p(3)));
    const hand c = must_parse("(1111z)");
    ASSERT_EQ(c.meld_count, 1);
    EXPECT_EQ(c.melds[0], meld::same(meld_kind::concealed_kong, z(1)));
    EXPECT_EQ(c.concealed_size(), 0);
}

TEST(Mpsz, MeldTilesAreSortedAndRedFivesCounted) {
    const hand h = must_parse("[645m] [0555p+] [5s0s5s]");
    ASSERT_EQ(h.meld_count, 3);
    EXPECT_EQ(h.melds[0], meld::chow(m(4), m(5), m(6)));
    EXPECT_EQ(h.melds[1].kind, meld_kind::added_kong);
    EXPECT_EQ(h.melds[1].red, 1);
    EXPECT_EQ(h.melds[2].kind, meld_kind::pung);
    EXPECT_EQ(h.melds[2].red, 1);
    EXPECT_EQ(format_hand(h), "[456m] [0555p+] [055s]");
    EXPECT_EQ(canon("[3m0m4m]"), "[340m]");
    EXPECT_EQ(canon("[1m 2m 3m]"), "[123m]");
}

TEST(Mpsz, HonourChowsAreReadAndLeftToTheRules) {
    const hand h = must_parse("[142z] [576z]");
    ASSERT_EQ(h.meld_count, 2);
    EXPECT_EQ(h.melds[0], meld::chow(z(1), z(2), z(4)));
    EXPECT_EQ(h.melds[1], meld::chow(z(5), z(6), z(7)));
    EXPECT_EQ(canon("[234z]"), "[234z]");
    EXPECT_EQ(canon("[134z]"), "[134z]");
    // A wind and two dragons, or a repeated wind, is no chow.
    EXPECT_EQ(parse_hand("[456z]").err().code, errc::invalid_meld);
    EXPECT_EQ(parse_hand("[112z]").err().code, errc::invalid_meld);
    EXPECT_TRUE(parse_hand("[789m]").ok());
}

TEST(Mpsz, SuitedChowsDoNotWrapOrCrossSuits) {
    EXPECT_EQ(parse_hand("[891m]").err().code, errc::invalid_meld);
    EXPECT_EQ(parse_hand("[89m1p]").err().code, errc::invalid_meld);
    EXPECT_EQ(parse_hand("[9m12p]").err().code, errc::invalid_meld);
    EXPECT_EQ(parse_hand("[9s1z2z]").err().code, errc::invalid_meld);
}

TEST(Mpsz, TilesMayFollowMelds) {
    // Accepted anywhere: the canonical form moves the concealed tiles first.
    EXPECT_EQ(canon("[123m] 11p (1111z) 9s"), "11p9s [123m] (1111z)");
    EXPECT_EQ(canon("[123m]11p"), "11p [123m]");
}

TEST(Mpsz, SpecExamples) {
    // The spec's own example holds six 1m (two concealed, four in the kong): the copy rule of
    // the same spec rejects it at the fifth 1m.
    const auto bad = parse_hand("11m234p [789s] [555z] (1111m)");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.err().code, errc::too_many_copies);
    EXPECT_EQ(bad.err().offset, 25u);
    const std::string fixed = "22m234p [789s] [555z] (1111m)";
    const hand h = must_parse(fixed);
    EXPECT_EQ(h.concealed_size(), 5);
    EXPECT_EQ(h.meld_count, 3);
    EXPECT_EQ(format_hand(h), fixed);
    EXPECT_EQ(canon("123m456p789s11122z"), "123m456p789s11122z");
}

TEST(Unicode, SpecExample) {
    EXPECT_EQ(canon("🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀆🀆"), "123m123p123s11155z");
    EXPECT_EQ(detect_notation("🀇🀈🀉🀙🀚🀛🀐🀑🀒🀀🀀🀀🀆🀆"), notation::unicode);
}

TEST(Unicode, HonoursAndFlowersMapByMeaning) {
    EXPECT_EQ(canon("🀀"), "1z");        // east
    EXPECT_EQ(canon("🀁"), "2z");        // south
    EXPECT_EQ(canon("🀂"), "3z");        // west
    EXPECT_EQ(canon("🀃"), "4z");        // north
    EXPECT_EQ(canon("🀆"), "5z");        // white dragon
    EXPECT_EQ(canon("🀅"), "6z");        // green dragon
    EXPECT_EQ(canon("🀄"), "7z");        // red dragon
    EXPECT_EQ(canon("🀦🀧🀨🀩"), "1234f");  // spring summer autumn winter = 春夏秋冬
    EXPECT_EQ(canon("🀢🀣🀤🀥"), "5678f");  // plum orchid bamboo chrysanthemum = 梅兰竹菊
    EXPECT_EQ(canon("🀏🀘🀡"), "9m9p9s");
}

TEST(Unicode, JokersMeldsAndPresentationSelectors) {
    EXPECT_EQ(canon("🀄\uFE0F🀄\uFE0E 🀪?"), "77z??");
    EXPECT_EQ(canon("🀀, 🀀"), "11z");
    EXPECT_EQ(canon("🀇 [🀙🀚🀛] (🀄🀄🀄🀄) [🀆🀆🀆🀆+]"), "1m [123p] (7777z) [5555z+]");
}

TEST(Chinese, ExampleHands) {
    EXPECT_EQ(canon("一万 一万 一万 五万 五万"), "11155m");
    // A hand of characters, dots and a wind: 一万 二万 三万 五万×3 二筒×2 四筒×3 南×3.
    EXPECT_EQ(canon("一万二万三万五万五万五万二筒二筒四筒四筒四筒南南南"), "123555m22444p222z");
}

TEST(Chinese, Spellings) {
    EXPECT_EQ(canon("九萬 一饼 二餅 三筒 四条 五條 六索"), "9m123p456s");
    EXPECT_EQ(canon("东南西北白发中"), "1234567z");
    EXPECT_EQ(canon("東风 南風 西 北 白板 發財 紅中 发财 红中"), "123456677z");
    EXPECT_EQ(canon("春夏秋冬梅兰竹菊蘭"), "123456678f");
    EXPECT_EQ(canon("红五万 赤五筒 紅五条 五条"), "0m0p05s");
    EXPECT_EQ(canon("一万，二万、三万\u3000四万,五万"), "12345m");
    EXPECT_EQ(canon("? 一万"), "1m?");
}

TEST(Chinese, Melds) {
    EXPECT_EQ(canon("一万 [二筒三筒四筒] (东东东东) [中中中中+] [南西北]"),
              "1m [234p] (1111z) [7777z+] [234z]");
}

TEST(Codes, RuijinExample) {
    EXPECT_EQ(canon("101 101 104 407"), "114m5z");
    EXPECT_EQ(detect_notation("101 101 104 407"), notation::codes);
}

TEST(Codes, HonourOrderDiffersFromMpsz) {
    // The codes' honour order: 401 东 402 西 403 南 404 北 405 中 406 发 407 白.
    EXPECT_EQ(canon("401"), "1z");
    EXPECT_EQ(canon("402"), "3z");
    EXPECT_EQ(canon("403"), "2z");
    EXPECT_EQ(canon("404"), "4z");
    EXPECT_EQ(canon("405"), "7z");
    EXPECT_EQ(canon("406"), "6z");
    EXPECT_EQ(canon("407"), "5z");
    EXPECT_EQ(canon("401 402 403 404 405 406 407"), "1234567z");
}

TEST(Codes, SuitsFlowersSeparatorsAndMelds) {
    EXPECT_EQ(canon("109 201 209 301 309"), "9m19p19s");
    EXPECT_EQ(canon("501 502 503 504 505 506 507 508"), "12345678f");
    EXPECT_EQ(canon("101,102, 103 ,104"), "1234m");
    EXPECT_EQ(canon("101 [102 103 104] (401 401 401 401) [405,405,405,405+] ?"),
              "1m? [234m] (1111z) [7777z+]");
    // A Ruijin lan hand's codes (without a code 409, which is no tile).
    EXPECT_EQ(canon("101, 104, 104, 107, 201, 204, 209, 302, 305, 309, 403, 406, 501"),
              "1447m149p259s26z1f");
}

TEST(Mediatek, LetterExamples) {
    EXPECT_EQ(canon("ABCeee345456DD", notation::mediatek), "12344m344556p555s");
    EXPECT_EQ(canon("AAAABBBBCCCCDDDD88", notation::mediatek), "1111222233334444m88p");
    EXPECT_EQ(canon("AADDFF1133aagg", notation::mediatek), "114466m1133p1177s");
    EXPECT_EQ(canon("I9i", notation::mediatek), "9m9p9s");
    // Never guessed: the same letters read as MPSZ fail.
    EXPECT_NE(detect_notation("ABCeee345456DD"), notation::mediatek);
}

TEST(Detection, PicksTheNotationFromTheText) {
    struct row {
        std::string_view text;
        notation expected;
    };
    const row rows[] = {
        {"123m456p", notation::mpsz},
        {"[101 102 103]", notation::codes},
        {"101,102", notation::codes},
        {"123", notation::mpsz},    // not a code: an MPSZ run missing its suit
        {"101 5", notation::mpsz},  // one number is not code-like
        {"101 x", notation::mpsz},  // a letter is no code separator
        {"?", notation::mpsz},
        {"", notation::mpsz},
        {"一万", notation::chinese},
        {"? 东", notation::chinese},
        {"🀇", notation::unicode},
        {"🀫", notation::unicode},
        {"1m 🀇", notation::mpsz},  // the first decisive character wins
        {"🀇 一万", notation::unicode},
        {"\xff 101", notation::codes},  // invalid bytes decide nothing; the reader reports them
    };
    for (const auto& r : rows) {
        EXPECT_EQ(detect_notation(r.text), r.expected) << r.text;
    }
}

TEST(Format, TilesAndHandsBuiltDirectly) {
    EXPECT_EQ(format_tile(m(1)), "1m");
    EXPECT_EQ(format_tile(p(9)), "9p");
    EXPECT_EQ(format_tile(s(5)), "5s");
    EXPECT_EQ(format_tile(z(7)), "7z");
    EXPECT_EQ(format_tile(f(8)), "8f");
    hand h{};
    h.counts[m(3)] = 1;
    h.counts[m(4)] = 1;
    h.counts[m(5)] = 2;
    h.red_fives[0] = 1;
    h.counts[z(7)] = 2;
    h.counts[f(2)] = 1;
    h.jokers = 2;
    h.melds[0] = meld::same(meld_kind::concealed_kong, m(1));
    h.melds[1] = meld::chow(p(4), p(5), p(6));
    h.melds[1].red = 1;
    h.meld_count = 2;
    EXPECT_EQ(format_hand(h), "3405m77z2f?? (1111m) [406p]");
    hand only_melds{};
    only_melds.melds[0] = meld::same(meld_kind::pung, s(2));
    only_melds.meld_count = 1;
    EXPECT_EQ(format_hand(only_melds), "[222s]");
}

TEST(Tile, ParseTile) {
    EXPECT_EQ(*parse_tile("1m"), m(1));
    EXPECT_EQ(*parse_tile("7z"), z(7));
    EXPECT_EQ(*parse_tile("0m"), m(5));
    EXPECT_EQ(*parse_tile("0s"), s(5));
    EXPECT_EQ(*parse_tile("8f"), f(8));
    EXPECT_EQ(parse_tile("8z").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("0z").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("9f").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("z").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("12m").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("1mm").err().code, errc::invalid_tile);
    EXPECT_EQ(parse_tile("1").err().code, errc::missing_suit);
    EXPECT_EQ(parse_tile("1x").err().code, errc::missing_suit);
    for (int t = 0; t < all_kinds; ++t) {
        EXPECT_EQ(*parse_tile(format_tile(static_cast<tile>(t))), t);
    }
}

TEST(Names, NotationNamesRoundTrip) {
    const char* const names[] = {"auto", "mpsz", "unicode", "chinese", "codes", "mediatek"};
    for (int i = 0; i < 6; ++i) {
        EXPECT_EQ(name(static_cast<notation>(i)), names[i]);
        const auto n = parse_notation_name(names[i]);
        ASSERT_TRUE(n.ok());
        EXPECT_EQ(*n, static_cast<notation>(i));
    }
    const auto bad = parse_notation_name("MPSZ");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.err().code, errc::unknown_notation);
}

// --- The MPSZ fast path --------------------------------------------------------------------

// Strings over the plain alphabet (and a few other bytes) that are often, but not always, valid.
std::string random_plain_text(testing::rng_t& rng) {
    static const char alphabet[] = "0123456789012345678912345mpszfmpsz  ??\t[";
    std::string out;
    const int n = testing::uniform(rng, 0, 20);
    for (int i = 0; i < n; ++i) {
        out += alphabet[testing::uniform(rng, 0, static_cast<int>(sizeof alphabet) - 2)];
    }
    return out;
}

TEST(MpszFastPath, AgreesWithTheGeneralReader) {
    testing::rng_t rng(testing::test_seed("mpsz_fast_path", 0xfa57));
    int fast = 0;
    int general_only = 0;
    const auto count = testing::scaled(200000);
    for (std::uint64_t i = 0; i < count; ++i) {
        // Half random strings, half plain writings of random concealed hands.
        std::string text;
        if (i % 2 == 0) {
            text = random_plain_text(rng);
        } else {
            testing::hand_options o;
            o.melds = false;
            text = testing::write_mpsz(testing::random_hand(rng, o), rng);
        }
        hand h;
        const bool accepted = detail::read_plain_mpsz(text, h);
        const auto general = detail::read_mpsz_general(text);
        if (accepted) {
            ++fast;
            ASSERT_TRUE(general.ok()) << text << " → " << general.err().message;
            ASSERT_EQ(*general, h) << text;
        } else if (general.ok()) {
            ++general_only;
            // Only tabs or brackets send a valid hand to the general reader.
            ASSERT_NE(text.find_first_of("\t["), std::string::npos) << text;
        }
    }
    EXPECT_GT(fast, static_cast<int>(count / 5));  // the fast path takes the common case
    EXPECT_GT(general_only, 0);
}

// --- Round trip -----------------------------------------------------------------------------

struct round_trip_case {
    const char* label;
    notation n;
    testing::hand_options options;
    std::string (*write)(const hand&, testing::rng_t&);
};

void check_round_trip(const round_trip_case& c, std::uint64_t seed_base) {
    testing::rng_t rng(testing::test_seed(c.label, seed_base));
    const auto count = testing::scaled(10000);
    for (std::uint64_t i = 0; i < count; ++i) {
        const hand h = testing::random_hand(rng, c.options);
        const std::string expected = reference_canonical(h);
        const std::string text = c.write(h, rng);
        const auto parsed = parse_hand(text, c.n);
        ASSERT_TRUE(parsed.ok()) << text << " → " << parsed.err().message;
        ASSERT_EQ(*parsed, h) << text << " expected " << expected;
        ASSERT_EQ(format_hand(*parsed), expected) << text;
        if (c.n != notation::mediatek) {
            const auto detected = parse_hand(text);
            ASSERT_TRUE(detected.ok()) << text << " → " << detected.err().message;
            ASSERT_EQ(*detected, h) << text << " detected as " << name(detect_notation(text));
        }
        // The canonical text reads back to the same hand and formats identically.
        const auto again = parse_hand(expected, notation::mpsz);
        ASSERT_TRUE(again.ok()) << expected << " → " << again.err().message;
        ASSERT_EQ(*again, h) << expected;
        ASSERT_EQ(format_hand(*again), expected);
    }
}

TEST(RoundTrip, Mpsz) {
    check_round_trip({"round_trip_mpsz", notation::mpsz, {}, testing::write_mpsz}, 0x6d70737a);
}

TEST(RoundTrip, Unicode) {
    testing::hand_options o;
    o.red = false;
    check_round_trip({"round_trip_unicode", notation::unicode, o, testing::write_unicode}, 0x1f000);
}

TEST(RoundTrip, Chinese) {
    check_round_trip({"round_trip_chinese", notation::chinese, {}, testing::write_chinese}, 0x4e07);
}

TEST(RoundTrip, Codes) {
    testing::hand_options o;
    o.red = false;
    check_round_trip({"round_trip_codes", notation::codes, o, testing::write_codes}, 407);
}

TEST(RoundTrip, Mediatek) {
    testing::hand_options o;
    o.red = o.honours = o.flowers = o.melds = o.jokers = false;
    o.max_concealed = 18;
    check_round_trip({"round_trip_mediatek", notation::mediatek, o, testing::write_mediatek}, 4);
}

}  // namespace
}  // namespace hupai
