// Call judgement (analyze_calls): hand-checked options, the swap rule, the yaku mark, errors, and
// on random hands every option checked against the questions it is built from.
#include "hupai/calls.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>
#include <string>
#include <vector>

#include "hupai/hupai.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;

hand parsed(const char* text) {
    auto h = parse_hand(text);
    EXPECT_TRUE(h.ok()) << text;
    return h.ok() ? *h : hand{};
}

tile kind_of(const char* text) { return *parse_tile(text); }

std::vector<call_kind> kinds_of(const std::vector<call_option>& options) {
    std::vector<call_kind> out;
    for (const auto& o : options) out.push_back(o.kind);
    return out;
}

const call_option& option(const std::vector<call_option>& options, call_kind k) {
    auto it = std::find_if(options.begin(), options.end(),
                           [k](const call_option& o) { return o.kind == k; });
    EXPECT_NE(it, options.end()) << name(k);
    return *it;
}

TEST(Calls, ChiFromTheLeftOnlyAndRonWithoutYakuIsMarked) {
    const hand h = parsed("12m456p789s11222z");
    const call_question from_left{kind_of("3m"), false, call_from::left};
    auto options = analyze_calls(h, from_left, presets::riichi);
    ASSERT_TRUE(options.ok()) << options.err().message;
    EXPECT_EQ(kinds_of(*options),
              (std::vector<call_kind>{call_kind::pass, call_kind::chi, call_kind::ron}));
    // Closed, East seat in the East round: 123m 456p 789s 11z 222z has no yaku on a ron.
    const call_option& ron = option(*options, call_kind::ron);
    EXPECT_TRUE(ron.no_yaku);
    EXPECT_EQ(ron.ron_points, 0);
    EXPECT_EQ(ron.shanten, -1);
    // After the chi the hand is complete; the best discard is 4p, leaving 56p waiting on 4p and
    // 7p (3 + 4 unseen: more than 11z22z's 2 + 2) — and neither wait gives the open hand a yaku.
    const call_option& chi = option(*options, call_kind::chi);
    EXPECT_EQ(chi.meld, meld::chow(kind_of("1m"), kind_of("2m"), kind_of("3m")));
    ASSERT_TRUE(chi.has_discard);
    EXPECT_EQ(chi.discard, kind_of("4p"));
    EXPECT_EQ(chi.shanten, 0);
    EXPECT_EQ(chi.improving, bit(kind_of("4p")) | bit(kind_of("7p")));
    EXPECT_EQ(chi.unseen_total, 7);
    EXPECT_TRUE(chi.no_yaku);
    EXPECT_EQ(format_hand(chi.after), "56p789s11222z [123m]");

    const call_question from_across{kind_of("3m"), false, call_from::across};
    auto across = analyze_calls(h, from_across, presets::riichi);
    ASSERT_TRUE(across.ok());
    EXPECT_EQ(kinds_of(*across), (std::vector<call_kind>{call_kind::pass, call_kind::ron}));
}

TEST(Calls, ASeatWindPungMakesTheCallAYaku) {
    const hand h = parsed("12m456p789s11222z");
    situation south;
    south.seat_wind = kind_of("2z");
    auto options =
        analyze_calls(h, {kind_of("3m"), false, call_from::left}, presets::riichi, south);
    ASSERT_TRUE(options.ok());
    EXPECT_FALSE(option(*options, call_kind::chi).no_yaku);  // 2z wins with 222z: yakuhai
    const call_option& ron = option(*options, call_kind::ron);
    EXPECT_FALSE(ron.no_yaku);
    // The seat wind's pung is a yaku: the points are the library's own riichi score.
    auto score = score_riichi(
        ron.after,
        [&] {
            situation s = south;
            s.win_tile = kind_of("3m");
            return s;
        }(),
        presets::riichi);
    ASSERT_TRUE(score.ok());
    EXPECT_EQ(ron.ron_points, score->total);
    EXPECT_GT(ron.ron_points, 0);
}

TEST(Calls, TheSwapRuleBarsTheOtherEndOfTheRunUnderRiichiOnly) {
    const hand h = parsed("234m456p789s1122z");
    const call_question q{kind_of("1m"), false, call_from::left};
    auto riichi = analyze_calls(h, q, presets::riichi);
    ASSERT_TRUE(riichi.ok());
    const call_option& barred = option(*riichi, call_kind::chi);
    EXPECT_EQ(barred.meld, meld::chow(kind_of("1m"), kind_of("2m"), kind_of("3m")));
    EXPECT_NE(barred.discard, kind_of("4m"));
    EXPECT_NE(barred.discard, kind_of("1m"));
    EXPECT_EQ(barred.shanten, 1);

    auto chinese = analyze_calls(h, q, presets::chinese);
    ASSERT_TRUE(chinese.ok());
    const call_option& free = option(*chinese, call_kind::chi);
    EXPECT_EQ(free.discard, kind_of("4m"));
    EXPECT_EQ(free.shanten, 0);
}

TEST(Calls, PonAndOpenKanTakeTheirCopies) {
    const hand h = parsed("234m456p678s222p3s");
    auto options = analyze_calls(h, {kind_of("2p"), false, call_from::right}, presets::riichi);
    ASSERT_TRUE(options.ok());
    EXPECT_EQ(kinds_of(*options),
              (std::vector<call_kind>{call_kind::pass, call_kind::pon, call_kind::open_kan}));
    const call_option& kan = option(*options, call_kind::open_kan);
    EXPECT_FALSE(kan.has_discard);
    EXPECT_EQ(format_hand(kan.after), "234m456p3678s [2222p]");
    EXPECT_EQ(kan.shanten, 0);
    EXPECT_EQ(kan.improving, bit(kind_of("3s")));
    EXPECT_FALSE(kan.no_yaku);  // tanyao (open tanyao is on in the riichi preset)
    const call_option& pon = option(*options, call_kind::pon);
    EXPECT_NE(pon.discard, kind_of("2p"));  // the called kind may not be thrown back
}

TEST(Calls, ARonWithAYakuIsScored) {
    auto options = analyze_calls(parsed("234m456p678s22p33s"),
                                 {kind_of("2p"), false, call_from::across}, presets::riichi);
    ASSERT_TRUE(options.ok());
    EXPECT_EQ(kinds_of(*options),
              (std::vector<call_kind>{call_kind::pass, call_kind::pon, call_kind::ron}));
    const call_option& ron = option(*options, call_kind::ron);
    EXPECT_FALSE(ron.no_yaku);  // tanyao
    EXPECT_GT(ron.ron_points, 0);
}

TEST(Calls, ARiichiHandMayOnlyPassOrRon) {
    situation in_riichi;
    in_riichi.riichi = 1;
    auto options =
        analyze_calls(parsed("234m456p678s22p33s"), {kind_of("3s"), false, call_from::left},
                      presets::riichi, in_riichi);
    ASSERT_TRUE(options.ok());
    EXPECT_EQ(kinds_of(*options), (std::vector<call_kind>{call_kind::pass, call_kind::ron}));
    // The ron keeps the riichi: it is worth more than the same ron without it.
    auto plain = analyze_calls(parsed("234m456p678s22p33s"),
                               {kind_of("3s"), false, call_from::left}, presets::riichi);
    ASSERT_TRUE(plain.ok());
    EXPECT_GT(option(*options, call_kind::ron).ron_points,
              option(*plain, call_kind::ron).ron_points);
}

TEST(Calls, BadQuestionsAreNamedErrors) {
    const hand h = parsed("234m456p678s2222p");
    auto fifth = analyze_calls(h, {kind_of("2p"), false, call_from::left}, presets::riichi);
    ASSERT_FALSE(fifth.ok());
    EXPECT_EQ(fifth.err().code, errc::too_many_copies);
    auto red = analyze_calls(h, {kind_of("4s"), true, call_from::left}, presets::riichi);
    ASSERT_FALSE(red.ok());
    EXPECT_EQ(red.err().code, errc::invalid_tile);
    auto useless = analyze_calls(h, {kind_of("9m"), false, call_from::across}, presets::riichi);
    ASSERT_FALSE(useless.ok());
    EXPECT_EQ(useless.err().code, errc::invalid_value);
    EXPECT_EQ(useless.err().message.rfind("invalid_value: no chi, pon, kan or ron can use 9m", 0),
              0u);
    auto size = analyze_calls(parsed("234m456p678s2222p3s"),
                              {kind_of("1m"), false, call_from::left}, presets::riichi);
    ASSERT_FALSE(size.ok());
    EXPECT_EQ(size.err().code, errc::wrong_hand_size);
}

// With expected values: each option's values are expected_values' of its hand, a chi or pon
// reports its best allowed discard by expected score, and a ron is its own points for certain.
TEST(Calls, ValuesAreThoseOfEachOptionsHand) {
    const hand h = parsed("234m456p78s22p33s5z");  // 13 tiles, 1-shanten-ish
    situation where;
    where.dora_count = 1;
    where.dora_indicators[0] = kind_of("1z");
    ev_options options;
    options.t_max = 12;  // a short horizon keeps the test quick
    const call_question q{kind_of("2p"), false, call_from::left};
    auto calls = analyze_calls(h, q, presets::riichi, where, nullptr, &options);
    ASSERT_TRUE(calls.ok()) << calls.err().message;
    ev_situation table;
    table.dora_count = 1;
    table.dora_indicators[0] = {kind_of("1z"), false};
    for (const call_option& o : *calls) {
        ASSERT_TRUE(o.has_ev) << name(o.kind);
        if (o.kind == call_kind::pass) {
            ev_situation seen = table;
            seen.seen[q.kind] = 1;  // the passed tile lies in the discarder's river
            auto values = expected_values(h, presets::riichi, seen, options);
            ASSERT_TRUE(values.ok());
            EXPECT_DOUBLE_EQ(o.win_prob, values->rows[0].win_prob[0]);
            EXPECT_DOUBLE_EQ(o.exp_score, values->rows[0].exp_score[0]);
        } else if (o.kind == call_kind::pon) {
            hand before = o.after;
            ++before.counts[o.discard];
            auto values = expected_values(before, presets::riichi, table, options);
            ASSERT_TRUE(values.ok());
            double best = -1;
            for (const ev_row& row : values->rows) {
                if (row.discard.kind != q.kind) best = std::max(best, row.exp_score[0]);
            }
            EXPECT_DOUBLE_EQ(o.exp_score, best);
            EXPECT_NE(o.discard, q.kind);
        }
    }
}

TEST(Calls, ARonIsWorthItsPointsForCertain) {
    ev_options options;
    auto calls =
        analyze_calls(parsed("234m456p678s22p33s"), {kind_of("3s"), false, call_from::across},
                      presets::riichi, {}, nullptr, &options);
    ASSERT_TRUE(calls.ok());
    const call_option& ron = option(*calls, call_kind::ron);
    EXPECT_TRUE(ron.has_ev);
    EXPECT_EQ(ron.win_prob, 1.0);
    EXPECT_EQ(ron.exp_score, ron.ron_points);
}

// Every option of random hands against the questions it is made of: the hand after the call
// holds the hand's tiles and the called one, its shanten and improving tiles are the library's,
// the discard chosen is a best one the swap rule allows, and a ron is listed exactly when the
// tile completes the hand.
TEST(Calls, EveryOptionAgreesWithTheQuestionsItIsBuiltFrom) {
    std::mt19937_64 rng(hupai::testing::test_seed("Calls.EveryOption", 20261129));
    // At least 500 hands even at a small scale, so that the share of calls is stable.
    const int hands = std::max(500, static_cast<int>(hupai::testing::scaled(3000)));
    int calls_seen = 0;
    for (int n = 0; n < hands; ++n) {
        std::vector<tile> wall;
        for (int k = 0; k < kinds; ++k) {
            for (int c = 0; c < copies; ++c) wall.push_back(static_cast<tile>(k));
        }
        std::shuffle(wall.begin(), wall.end(), rng);
        hand h;
        for (int i = 0; i < 13; ++i) ++h.counts[wall[static_cast<std::size_t>(i)]];
        // Near-ready hands call more often: half the time the tile is one the hand holds.
        tile t = wall[13];
        if (n % 2 == 0) {
            for (std::size_t i = 14; i < wall.size(); ++i) {
                if (h.counts[wall[i]] > 0) {
                    t = wall[i];
                    break;
                }
            }
        }
        const auto from = static_cast<call_from>(n % 3);
        const rules& r = n % 4 == 0 ? presets::chinese : presets::riichi;
        auto options = analyze_calls(h, {t, false, from}, r);
        hand won = h;
        ++won.counts[t];
        const bool wins = check_win(won, r)->win;
        if (!options.ok()) {
            ASSERT_EQ(options.err().code, errc::invalid_value) << format_hand(h);
            EXPECT_FALSE(wins);
            EXPECT_LT(h.counts[t], 2);
            continue;
        }
        ASSERT_EQ((*options)[0].kind, call_kind::pass);
        EXPECT_EQ((*options)[0].shanten, compute_shanten(h, r)->overall);
        EXPECT_EQ(options->back().kind == call_kind::ron, wins) << format_hand(h);
        for (const call_option& o : *options) {
            if (o.kind == call_kind::pass || o.kind == call_kind::ron) continue;
            ++calls_seen;
            EXPECT_EQ(o.after.meld_count, 1);
            if (o.kind == call_kind::chi) {
                EXPECT_EQ(from, call_from::left);
            }
            hand before = o.after;  // the tiles before the discard
            if (o.has_discard) ++before.counts[o.discard];
            for (int k = 0; k < kinds; ++k) {
                EXPECT_EQ(before.held(static_cast<tile>(k)),
                          won.counts[static_cast<std::size_t>(k)])
                    << format_hand(h) << " " << name(o.kind);
            }
            EXPECT_EQ(o.shanten, compute_shanten(o.after, r)->overall);
            if (o.kind == call_kind::open_kan) {
                EXPECT_EQ(o.improving, analyze_draws(o.after, r)->improving);
                continue;
            }
            auto choices = analyze_discards(before, r);
            ASSERT_TRUE(choices.ok());
            tile_mask barred = 0;
            if (&r == &presets::riichi) {
                barred = bit(t);
                if (o.kind == call_kind::chi && o.meld.tiles[0] == t && t % 9 <= 5)
                    barred |= bit(static_cast<tile>(t + 3));
                if (o.kind == call_kind::chi && o.meld.tiles[2] == t && t % 9 >= 3)
                    barred |= bit(static_cast<tile>(t - 3));
            }
            EXPECT_FALSE(contains(barred, o.discard));
            for (const discard_choice& c : *choices) {
                if (contains(barred, c.discard)) continue;
                EXPECT_TRUE(c.shanten > o.shanten ||
                            (c.shanten == o.shanten && c.unseen_total <= o.unseen_total))
                    << format_hand(before) << " discard " << format_tile(c.discard);
                if (c.discard == o.discard) {
                    EXPECT_EQ(c.improving, o.improving);
                }
            }
        }
    }
    EXPECT_GT(calls_seen, hands / 10);
}

}  // namespace
