// A score exists exactly for the hands that win under the rules: the win forms a rule set turns
// off (standard, seven_pairs, thirteen_orphans, the knitted forms) are not read by the scorers
// either, so a hand that wins only by such a form is not_a_win, and a hand readable several ways
// is scored by the readings of the forms allowed alone.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <optional>
#include <string>

#include "hand_writers.hpp"
#include "hupai/analysis.hpp"
#include "hupai/gb.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "winning_hands.hpp"

namespace {

using namespace hupai;

rules with_forms(const char* preset_name, bool standard, bool seven_pairs, bool orphans) {
    rules r = *preset(preset_name);
    r.standard = standard;
    r.seven_pairs = seven_pairs;
    r.thirteen_orphans = orphans;
    return r;
}

situation winning_on(const char* tile_text) {
    situation s;
    s.win_tile = *parse_tile(tile_text);
    return s;
}

/// The error of a score, none when it scored.
template <class Score>
std::optional<errc> error_of(const result<Score>& scored) {
    if (scored.ok()) return std::nullopt;
    return scored.err().code;
}

std::optional<errc> riichi_error(const char* text, const char* win, const rules& r) {
    return error_of(score_riichi(*parse_hand(text), winning_on(win), r));
}

std::optional<errc> gb_error(const char* text, const char* win, const rules& r) {
    return error_of(score_gb(*parse_hand(text), winning_on(win), r));
}

TEST(ScoreForms, RiichiReadsOnlyTheFormsAllowed) {
    const rules no_pairs = with_forms("riichi", true, false, true);
    const rules no_orphans = with_forms("riichi", true, true, false);
    const rules no_standard = with_forms("riichi", false, true, true);
    EXPECT_EQ(riichi_error("1122m3344p5566s77z", "7z", no_pairs), errc::not_a_win);
    EXPECT_EQ(riichi_error("19m19p19s12345677z", "7z", no_orphans), errc::not_a_win);
    EXPECT_EQ(riichi_error("123456789m11p234s", "4s", no_standard), errc::not_a_win);
    EXPECT_EQ(riichi_error("1122m3344p5566s77z", "7z", no_standard), std::nullopt);

    // 112233m 445566p 77z reads as ryanpeikou (3 han, 40 fu: the better) or as chiitoitsu.
    const auto h = *parse_hand("112233m445566p77z");
    const auto both = score_riichi(h, winning_on("7z"), *preset("riichi"));
    ASSERT_TRUE(both.ok());
    EXPECT_NE(both->find(yaku::ryanpeikou), nullptr);
    const auto standard_only = score_riichi(h, winning_on("7z"), no_pairs);
    ASSERT_TRUE(standard_only.ok());
    EXPECT_EQ(standard_only->han, both->han);
    EXPECT_EQ(standard_only->fu, both->fu);
    const auto pairs_only = score_riichi(h, winning_on("7z"), no_standard);
    ASSERT_TRUE(pairs_only.ok());
    EXPECT_NE(pairs_only->find(yaku::chiitoitsu), nullptr);
    EXPECT_EQ(pairs_only->find(yaku::ryanpeikou), nullptr);
    EXPECT_EQ(pairs_only->fu, 25);
}

TEST(ScoreForms, GbReadsOnlyTheFormsAllowed) {
    // 2222 3333 4444m 55p: seven pairs (33) or 234m x 4 + 55p (55, the better).
    const auto h = *parse_hand("222233334444m55p");
    const situation s = winning_on("4m");
    const auto both = score_gb(h, s, *preset("gb"));
    ASSERT_TRUE(both.ok());
    EXPECT_EQ(both->form, gb_form::standard);
    const auto pairs_only = score_gb(h, s, with_forms("gb", false, true, true));
    ASSERT_TRUE(pairs_only.ok());
    EXPECT_EQ(pairs_only->form, gb_form::seven_pairs);
    EXPECT_LT(pairs_only->total, both->total);

    EXPECT_EQ(gb_error("19m19p19s12345677z", "7z", with_forms("gb", true, true, false)),
              errc::not_a_win);
    rules no_knitted = *preset("gb");
    no_knitted.honours_and_knitted = false;
    EXPECT_EQ(gb_error("147m258p369s12345z", "5z", *preset("gb")), std::nullopt);
    EXPECT_EQ(gb_error("147m258p369s12345z", "5z", no_knitted), errc::not_a_win);
}

// Random wins of every form under every on/off choice of the three common forms: a hand the win
// check refuses is not_a_win to the scorer, and one it accepts is never not_a_win.
TEST(ScoreForms, ScoredExactlyWhenTheRulesWin) {
    hupai::testing::rng_t rng(20261129);
    int refused = 0;
    int scored = 0;
    for (int i = 0; i < 3000; ++i) {
        hand h{};
        const int shape = i % 3;
        if (shape == 0) {
            hupai::testing::built_hand b;
            if (!hupai::testing::build_winning(rng, hupai::testing::build_options{}, b)) continue;
            h = b.h;
        } else if (shape == 1) {  // seven distinct pairs, sometimes also a standard win
            std::array<bool, kinds> used{};
            for (int pairs = 0; pairs < 7;) {
                const int k = hupai::testing::uniform(rng, 0, i % 2 == 0 ? 17 : kinds - 1);
                if (used[static_cast<std::size_t>(k)]) continue;
                used[static_cast<std::size_t>(k)] = true;
                h.counts[static_cast<std::size_t>(k)] = 2;
                ++pairs;
            }
        } else {  // thirteen orphans
            for (const int k : {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33}) {
                h.counts[static_cast<std::size_t>(k)] = 1;
            }
            ++h.counts[static_cast<std::size_t>(hupai::testing::uniform(rng, 0, 12) % 3 * 9)];
        }
        tile win = 0;
        while (h.counts[win] == 0) ++win;
        situation s;
        s.win_tile = win;
        const int bits = hupai::testing::uniform(rng, 0, 7);
        for (const char* name : {"riichi", "gb"}) {
            const rules r = with_forms(name, (bits & 1) != 0, (bits & 2) != 0, (bits & 4) != 0);
            const bool wins = is_win(h, r);
            const std::optional<errc> e =
                name[0] == 'r' ? error_of(score_riichi(h, s, r)) : error_of(score_gb(h, s, r));
            if (!wins) {
                EXPECT_EQ(e, errc::not_a_win) << name << " " << format_hand(h) << " forms " << bits;
                ++refused;
            } else {
                EXPECT_NE(e, errc::not_a_win) << name << " " << format_hand(h) << " forms " << bits;
                ++scored;
            }
        }
    }
    std::printf("refused %d, scored or refused for another reason %d\n", refused, scored);
    EXPECT_GT(refused, 1000);
    EXPECT_GT(scored, 1000);
}

}  // namespace
