// check_win on bad input: every malformed hand is an error value with its code and a message
// that starts with the code's name; a valid hand that does not win is an ordinary answer. And
// check_win's own validation of plain hands against validate_hand.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "admission/effective_hand.hpp"
#include "analysis/win.hpp"
#include "hupai/hupai.hpp"
#include "test_support.hpp"
#include "validation_cases.hpp"

namespace {

using namespace hupai;

rules preset_named(std::string_view name) { return *preset(name); }

/// A hand of the given kinds (no parser: the melds below are built as values).
hand of(std::initializer_list<int> tiles) {
    hand h;
    for (const int t : tiles) ++h.counts[static_cast<std::size_t>(t)];
    return h;
}

/// The error of check_win, asserting that its message starts with the code's name.
errc error_of(const hand& h, const rules& r) {
    const auto w = check_win(h, r);
    EXPECT_FALSE(w.ok());
    if (w.ok()) return errc::invalid_value;
    const std::string prefix = std::string(name(w.err().code)) + ": ";
    EXPECT_EQ(w.err().message.rfind(prefix, 0), 0u) << w.err().message;
    return w.err().code;
}

// 123m 456m 789m 123p 11p: a plain winning hand to start from.
hand winning() { return of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 9, 9}); }

TEST(win_input, sizes) {
    const rules r = preset_named("chinese");
    ASSERT_TRUE(check_win(winning(), r).ok());
    hand thirteen = winning();
    --thirteen.counts[9];
    EXPECT_EQ(error_of(thirteen, r), errc::wrong_hand_size);
    hand fifteen = winning();
    ++fifteen.counts[20];
    EXPECT_EQ(error_of(fifteen, r), errc::hand_too_large);
    EXPECT_EQ(error_of(hand{}, r), errc::empty_hand);
    EXPECT_EQ(error_of(of({0}), r), errc::wrong_hand_size);
    // Declared melds count 3 each: 11 concealed + 1 meld is 14; 12 + 1 is 15.
    hand with_meld = of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9});
    with_meld.melds[0] = meld::same(meld_kind::pung, 27);
    with_meld.meld_count = 1;
    ASSERT_TRUE(check_win(with_meld, r).ok());
    EXPECT_TRUE(check_win(with_meld, r)->win);
    ++with_meld.counts[30];
    EXPECT_EQ(error_of(with_meld, r), errc::hand_too_large);
    // Jokers count toward the size.
    hand jokers = winning();
    jokers.jokers = 1;
    EXPECT_EQ(error_of(jokers, r), errc::hand_too_large);
    // Mediatek: 14–18 concealed tiles; 19 is too many, 9 too few.
    const rules m = preset_named("mediatek");
    hand big = of({0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 5});
    EXPECT_EQ(error_of(big, m), errc::hand_too_large);
    EXPECT_EQ(error_of(of({0, 0, 0, 9, 10, 11, 15, 16, 17}), m), errc::wrong_hand_size);
}

TEST(win_input, kinds_the_rules_do_not_have) {
    // Honours in Sichuan are an error; three suits are a verdict.
    const rules s = preset_named("sichuan");
    EXPECT_EQ(error_of(of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 27, 27}), s),
              errc::forbidden_tile);
    const auto three_suits = check_win(of({0, 1, 2, 3, 4, 5, 9, 10, 11, 18, 19, 20, 26, 26}), s);
    ASSERT_TRUE(three_suits.ok());
    EXPECT_FALSE(three_suits->win);
    hand honour_meld = of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9});
    honour_meld.melds[0] = meld::same(meld_kind::pung, 31);
    honour_meld.meld_count = 1;
    EXPECT_EQ(error_of(honour_meld, s), errc::forbidden_tile);
    // A declared chow in Sichuan; an honour chow outside honour_chows.
    hand chow = of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9});
    chow.melds[0] = meld::chow(18, 19, 20);
    chow.meld_count = 1;
    EXPECT_EQ(error_of(chow, s), errc::forbidden_meld);
    hand winds = chow;
    winds.melds[0] = meld::chow(27, 28, 29);
    EXPECT_EQ(error_of(winds, preset_named("chinese")), errc::forbidden_meld);
    rules ruijin = preset_named("ruijin");
    ASSERT_TRUE(set_wild(ruijin, "9s").ok());
    EXPECT_TRUE(check_win(winds, ruijin).ok());
    // Ruijin needs its 宝.
    EXPECT_EQ(error_of(winning(), preset_named("ruijin")), errc::missing_wildcard);
}

TEST(win_input, copies) {
    const rules r = preset_named("chinese");
    EXPECT_EQ(error_of(of({0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 9, 9}), r), errc::too_many_copies);
    // Four in hand plus a declared pung of the same kind.
    hand across = of({0, 0, 0, 0, 1, 2, 3, 4, 5, 9, 9});
    across.melds[0] = meld::same(meld_kind::pung, 0);
    across.meld_count = 1;
    EXPECT_EQ(error_of(across, r), errc::too_many_copies);
    // A declared kong holds 4: one more in hand is a fifth.
    hand kong = of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9});
    kong.melds[0] = meld::same(meld_kind::concealed_kong, 0);
    kong.meld_count = 1;
    EXPECT_EQ(error_of(kong, r), errc::too_many_copies);
    // A fifth copy of every kind, concealed alone and across a declared kong (copies are checked
    // before the size): validation reads the counts a word at a time, and no byte may go unread.
    for (int t = 0; t < kinds; ++t) {
        hand five;
        five.counts[static_cast<std::size_t>(t)] = 5;
        EXPECT_EQ(error_of(five, r), errc::too_many_copies) << "kind " << t;
        hand across_kong;
        across_kong.counts[static_cast<std::size_t>(t)] = 1;
        across_kong.melds[0] = meld::same(meld_kind::exposed_kong, static_cast<tile>(t));
        across_kong.meld_count = 1;
        EXPECT_EQ(error_of(across_kong, r), errc::too_many_copies) << "kind " << t;
    }
    // A fifth of one flower, as the parsers refuse it, under a preset that counts flowers and
    // under one where they are 宝.
    rules ruijin_flowers = preset_named("ruijin");
    ASSERT_TRUE(set_wild(ruijin_flowers, "1f").ok());
    for (const rules& with_flowers : {preset_named("gb"), ruijin_flowers}) {
        for (int t = kinds; t < all_kinds; ++t) {
            hand five = winning();
            five.counts[static_cast<std::size_t>(t)] = 5;
            EXPECT_EQ(error_of(five, with_flowers), errc::too_many_copies) << "flower " << t;
        }
    }
    hand one_flower = winning();
    one_flower.counts[static_cast<std::size_t>(kinds)] = 1;
    EXPECT_TRUE(validate_hand(one_flower, preset_named("gb"), purpose::win).ok());
    // Ruijin: flowers standing for the 宝's kind are no copies of it. 78p 111z 222z and six
    // flowers, the 宝 9p: six natural 9p make 789p 999p 99p.
    rules ruijin = preset_named("ruijin");
    ASSERT_TRUE(set_wild(ruijin, "9p").ok());
    const auto six =
        check_win(of({15, 16, 27, 27, 27, 28, 28, 28, 34, 35, 36, 37, 38, 39}), ruijin);
    ASSERT_TRUE(six.ok());
    EXPECT_TRUE(six->win);
}

TEST(win_input, impossible_melds) {
    const rules r = preset_named("chinese");
    const auto with = [](meld m) {
        hand h = of({0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9});
        h.melds[0] = m;
        h.meld_count = 1;
        return h;
    };
    EXPECT_EQ(error_of(with(meld::chow(0, 2, 4)), r), errc::invalid_meld);  // 1m 3m 5m
    EXPECT_EQ(error_of(with(meld::chow(7, 8, 9)), r), errc::invalid_meld);  // 8m 9m 1p
    EXPECT_EQ(error_of(with(meld::chow(2, 1, 3)), r), errc::invalid_meld);  // not ascending
    EXPECT_EQ(error_of(with(meld{meld_kind::pung, {0, 0, 1}, 0}), r), errc::invalid_meld);
    EXPECT_EQ(error_of(with(meld::same(meld_kind::pung, 34)), r), errc::invalid_meld);  // 1f
    EXPECT_EQ(error_of(with(meld::same(meld_kind::pung, 200)), r), errc::invalid_meld);
    EXPECT_EQ(error_of(with(meld::chow(31, 32, 32)), r), errc::invalid_meld);
    // More than 4 melds, before anything reads them.
    hand five = of({9, 9});
    five.meld_count = 5;
    EXPECT_EQ(error_of(five, r), errc::too_many_melds);
    hand many = of({9, 9});
    many.meld_count = 200;
    EXPECT_EQ(error_of(many, r), errc::too_many_melds);
}

TEST(win_input, a_hand_that_does_not_win_is_an_answer) {
    const auto w = check_win(of({0, 3, 6, 9, 12, 15, 18, 21, 24, 27, 28, 29, 30, 31}),
                             preset_named("chinese"));
    ASSERT_TRUE(w.ok());
    EXPECT_FALSE(w->win);
    EXPECT_EQ(w->forms, 0);
    EXPECT_FALSE(w->fei);
    EXPECT_FALSE(w->zhifei);
}

// check_win decides a plain hand's validity itself: the same verdict, error and message as
// validate_hand, and the same forms as the general path, on hands near the shortcut's edges
// (validation_cases.hpp).
TEST(win_input, validation_agrees_with_validate_hand) {
    hupai::testing::expect_validation_agrees(
        "win_input.validation", 59, purpose::win,
        [](const hand& h, const rules& r) { return check_win(h, r); },
        [](const hupai::testing::validation_case& c, const win_result& got) {
            ASSERT_EQ(got.forms, detail::winning_forms(detail::make_effective(c.h, c.r), c.r))
                << c.text();
            ASSERT_EQ(got.win, got.forms != 0) << c.text();
        });
}

}  // namespace
