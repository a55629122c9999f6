// Worked examples of the win check (count rows, small hands, the MediaTek letters, Ruijin's 宝
// hands), Ruijin's fei and zhifei, and the forms each preset reports, each against a hand-checked
// verdict and the brute-force reference.
#include <gtest/gtest.h>

#include <array>
#include <string_view>

#include "admission/effective_hand.hpp"
#include "analysis/win.hpp"
#include "hupai/hupai.hpp"
#include "reference/win_reference.hpp"

namespace {

using namespace hupai;

constexpr form_set standard = form_bit(form::standard);
constexpr form_set seven_pairs = form_bit(form::seven_pairs);
constexpr form_set orphans = form_bit(form::thirteen_orphans);
constexpr form_set lan = form_bit(form::thirteen_lan);

rules preset_named(std::string_view name, std::string_view wild = {}) {
    auto r = preset(name);
    EXPECT_TRUE(r.ok()) << name;
    if (!wild.empty()) {
        EXPECT_TRUE(set_wild(*r, wild).ok()) << wild;
    }
    return *r;
}

hand parsed(std::string_view text, notation n = notation::automatic) {
    auto h = parse_hand(text, n);
    EXPECT_TRUE(h.ok()) << text << ": " << (h.ok() ? "" : h.err().message);
    return h.ok() ? *h : hand{};
}

/// A hand from per-suit count rows: characters, dots, bamboo, honours.
hand from_rows(const std::array<int, 9>& m, const std::array<int, 9>& p,
               const std::array<int, 9>& s, const std::array<int, 7>& z) {
    hand h;
    for (int i = 0; i < 9; ++i) {
        h.counts[static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(m[static_cast<std::size_t>(i)]);
        h.counts[static_cast<std::size_t>(9 + i)] =
            static_cast<std::uint8_t>(p[static_cast<std::size_t>(i)]);
        h.counts[static_cast<std::size_t>(18 + i)] =
            static_cast<std::uint8_t>(s[static_cast<std::size_t>(i)]);
    }
    for (int i = 0; i < 7; ++i) {
        h.counts[static_cast<std::size_t>(27 + i)] =
            static_cast<std::uint8_t>(z[static_cast<std::size_t>(i)]);
    }
    return h;
}

/// check_win's forms, also asserting that is_win and the reference agree.
form_set forms_of(const hand& h, const rules& r) {
    const auto w = check_win(h, r);
    EXPECT_TRUE(w.ok()) << (w.ok() ? "" : w.err().message);
    if (!w.ok()) return 0xFF;
    EXPECT_EQ(w->win, w->forms != 0);
    EXPECT_EQ(is_win(h, r), w->win) << format_hand(h);
    const auto ref = reference::check_win(h, r);
    EXPECT_EQ(ref.forms, w->forms) << format_hand(h);
    EXPECT_EQ(ref.fei, w->fei) << format_hand(h);
    return w->forms;
}

bool zhifei(const hand& h, const rules& r) {
    EXPECT_TRUE(validate_hand(h, r, purpose::wait).ok()) << format_hand(h);
    const bool fast = detail::is_zhifei(detail::make_effective(h, r), r);
    EXPECT_EQ(fast, reference::is_zhifei(h, r)) << format_hand(h);
    return fast;
}

TEST(win_count_rows, three_chows_a_pung_and_a_pair) {
    // Rows in the order 万, 条, 筒: 1万2万3万 5万5万5万, 1条2条3条 8条8条, 1筒2筒3筒.
    const hand h = from_rows({1, 1, 1, 0, 3, 0, 0, 0, 0}, {1, 1, 1, 0, 0, 0, 0, 0, 0},
                             {1, 1, 1, 0, 0, 0, 0, 2, 0}, {});
    EXPECT_EQ(format_hand(h), "123555m123p12388s");
    EXPECT_EQ(forms_of(h, preset_named("chinese")), standard);
    // With 1筒2筒2筒 instead the hand does not win.
    const hand comment = from_rows({1, 1, 1, 0, 3, 0, 0, 0, 0}, {1, 2, 0, 0, 0, 0, 0, 0, 0},
                                   {1, 1, 1, 0, 0, 0, 0, 2, 0}, {});
    EXPECT_EQ(forms_of(comment, preset_named("chinese")), 0);
}

TEST(win_small_hands, missing_melds_count_as_declared) {
    // 2…14 tiles: 一万一万一万五万五万 wins; a lone pair wins.
    EXPECT_EQ(forms_of(parsed("11155m"), preset_named("chinese")), standard);
    EXPECT_EQ(forms_of(parsed("11m"), preset_named("chinese")), standard);
    EXPECT_EQ(forms_of(parsed("12m"), preset_named("chinese")), 0);
    EXPECT_EQ(forms_of(parsed("55888m"), preset_named("chinese")), standard);
}

TEST(win_count_rows, rows_led_by_their_totals) {
    // {{6,1,4,1},{3,1,1,1},{0},{5,2,3}}: rows 万 筒 索 字, column 0 the row's total.
    EXPECT_EQ(forms_of(from_rows({1, 4, 1}, {1, 1, 1}, {}, {2, 3}), preset_named("chinese")),
              standard);
    // {{6,1,1,1,0,3},{5,0,2,0,3},{0},{3,0,3}}: 一二三万 五五五万 二二四四四筒 南南南.
    EXPECT_EQ(
        forms_of(from_rows({1, 1, 1, 0, 3}, {0, 2, 0, 3}, {}, {0, 3}), preset_named("chinese")),
        standard);
    // Honours only form pungs there: 东南西 is no meld outside honour_chows.
    EXPECT_EQ(forms_of(parsed("123m456p789s12355z"), preset_named("chinese")), 0);
}

TEST(win_mediatek, letter_hands) {
    const rules r = preset_named("mediatek");
    const auto verdict = [&](std::string_view text) {
        const hand h = parsed(text, notation::mediatek);
        const auto w = check_win(h, r);
        if (!w.ok()) return std::string("BAD (") + std::string(name(w.err().code)) + ")";
        EXPECT_EQ(is_win(h, r), w->win);
        EXPECT_EQ(reference::check_win(h, r).forms, w->forms) << text;
        return std::string(w->win ? "GOOD" : "BAD");
    };
    EXPECT_EQ(verdict("ABCeee345456DD"), "GOOD");
    EXPECT_EQ(verdict("ABeeee345456DD"), "BAD");
    EXPECT_EQ(verdict("AAAABC123456333"), "BAD");
    EXPECT_EQ(verdict("AADDFF1133aagg"), "GOOD");
    EXPECT_EQ(verdict("AAAABBBBCCCCDDDD88"), "GOOD");
    EXPECT_EQ(verdict("AAA123789"), "BAD (wrong_hand_size)");  // fewer than 14 tiles
    EXPECT_EQ(verdict("AAA111345666DEF88"), "BAD");
    // The forms: the pairs hand is seven pairs only; the kong hand standard.
    EXPECT_EQ(forms_of(parsed("AADDFF1133aagg", notation::mediatek), r), seven_pairs);
    EXPECT_EQ(forms_of(parsed("AAAABBBBCCCCDDDD88", notation::mediatek), r), standard);
    // 龙七对: four of a kind as two pairs.
    EXPECT_EQ(forms_of(parsed("AAAADDFF1133aa", notation::mediatek), r), seven_pairs);
}

TEST(win_ruijin, bao_hands_fei_and_zhifei) {
    // 宝 = 407 (白, 5z); three 宝 complete 11m 44m 11p 99p 567s.
    const rules bai = preset_named("ruijin", "5z");
    const hand is_hu =
        parsed("101 101 104 104 201 201 209 209 305 306 307 407 407 407", notation::codes);
    EXPECT_EQ(forms_of(is_hu, bai), standard | seven_pairs);
    // All four 宝: 飞, no win in any form.
    const hand dui_dui =
        parsed("101 101 104 104 201 201 209 209 305 306 407 407 407 407", notation::codes);
    const auto fei = check_win(dui_dui, bai);
    ASSERT_TRUE(fei.ok());
    EXPECT_TRUE(fei->fei);
    EXPECT_FALSE(fei->win);
    EXPECT_EQ(forms_of(dui_dui, bai), 0);
    // Without the fei rule the same hand wins: the 宝 pair up, or complete 111m 444m 111p 456s.
    rules no_fei = bai;
    no_fei.fei = false;
    EXPECT_EQ(forms_of(dui_dui, no_fei), standard | seven_pairs);
    // 13 tiles, one 宝 aside leaves six pairs with two 宝 for 5s 6s: 制飞.
    const hand zhi = parsed("101 101 104 104 201 201 209 209 305 306 407 407 407", notation::codes);
    EXPECT_TRUE(zhifei(zhi, bai));
    EXPECT_EQ(check_win(zhi, bai).err().code, errc::wrong_hand_size);
}

TEST(win_ruijin, lan_hand_in_codes) {
    // A lan hand holding 409, which is no tile: the input is rejected.
    const auto bad =
        parse_hand("101 104 104 107 201 204 209 302 305 309 403 406 409 501", notation::codes);
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.err().code, errc::invalid_tile);
    // The intent, with 407 (白) for the third honour and 宝 = 104 (4m): the two 4m are wild, the
    // flower 501 is a natural 4m, so 1m 4m 7m, 1p 4p 9p, 2s 5s 9s, 南 发 白 and two wildcards.
    const rules r = preset_named("ruijin", "4m");
    const hand lan_hu =
        parsed("101 104 104 107 201 204 209 302 305 309 403 406 407 501", notation::codes);
    EXPECT_EQ(forms_of(lan_hu, r), lan);
    // Two tiles of a suit within 2 of each other break it: 2s 4s.
    EXPECT_EQ(
        forms_of(parsed("101 104 104 107 201 204 209 302 304 309 403 406 407 501", notation::codes),
                 r),
        0);
}

TEST(win_ruijin, lan_wildcards_need_a_legal_place) {
    rules r = preset_named("ruijin", "9p");
    // {2,7} cannot take a third tile: three such suits and 7 honours hold 13, and the wildcard
    // (9p is the 宝) has no legal place.
    EXPECT_EQ(forms_of(parsed("27m27p27s1234567z9p"), r), 0);
    // {2,8} takes 5s: the wildcard plays it.
    EXPECT_EQ(forms_of(parsed("27m27p28s1234567z9p"), r), lan);
    EXPECT_EQ(forms_of(parsed("147m147p28s1234z99p"), r), lan);
    // Honours must all differ.
    EXPECT_EQ(forms_of(parsed("147m147p258s1134z9p"), r), 0);
}

TEST(win_ruijin, honour_chows_and_flowers) {
    const rules r = preset_named("ruijin", "9p");
    // 东南西 and 中发白 are chows in Ruijin, not in the chinese preset.
    EXPECT_EQ(forms_of(parsed("123m456p78s123567z"), r), 0);
    EXPECT_EQ(forms_of(parsed("123m456p789s12366z"), r), standard);
    EXPECT_EQ(forms_of(parsed("123m456p789s55567z"), r), standard);
    EXPECT_EQ(forms_of(parsed("123m456p789s12366z"), preset_named("chinese")), 0);
    EXPECT_EQ(forms_of(parsed("123m456p789s124z66z"), r), standard);  // 东南北
    // Flowers stand for the 宝's kind (9p) as natural tiles: 78p + a flower is a chow; five
    // natural 9p (a chow's 9p, a pung and the pair) are beyond four copies and still fine.
    EXPECT_EQ(forms_of(parsed("123m456p78p11122z1f"), r), standard);
    EXPECT_EQ(forms_of(parsed("123m78p111z123456f"), r), standard);
    // A flower 宝 makes every flower wild; three of them is 飞.
    const rules flower_bao = preset_named("ruijin", "1f");
    EXPECT_EQ(forms_of(parsed("123m456p789s122z12f"), flower_bao), standard);
    const auto fei = check_win(parsed("123m456p789s12z123f"), flower_bao);
    ASSERT_TRUE(fei.ok());
    EXPECT_TRUE(fei->fei);
    EXPECT_FALSE(fei->win);
}

TEST(win_ruijin, zhifei) {
    const rules r = preset_named("ruijin", "5z");
    // One 宝 aside: 123m 456p 789s 111z complete as melds.
    EXPECT_TRUE(zhifei(parsed("123m456p789s111z5z"), r));
    // Two 宝: one aside, the other completes 12m: still 制飞.
    EXPECT_TRUE(zhifei(parsed("12m456p789s111z55z"), r));
    // No 宝 at all: a wait like any other.
    EXPECT_FALSE(zhifei(parsed("123m456p789s1112z"), r));
    // A joker is wild but not a 宝.
    EXPECT_FALSE(zhifei(parsed("123m456p789s111z?"), r));
    // Melds + pair with one 宝 aside is not 制飞 (12 tiles must be melds or 6 pairs).
    EXPECT_FALSE(zhifei(parsed("123m456p789s11z5z4z"), r));
    // Three 宝: fei is not reached (13 tiles, 4 needed) and one aside leaves six pairs.
    EXPECT_TRUE(zhifei(parsed("1155m1199p23s555z"), r));
    rules off = r;
    off.zhifei = false;
    EXPECT_FALSE(zhifei(parsed("123m456p789s111z5z"), off));
}

TEST(win_presets, forms_each_preset_reports) {
    const hand orphan_hand = parsed("119m19p19s1234567z");
    EXPECT_EQ(forms_of(orphan_hand, preset_named("riichi")), orphans);
    EXPECT_EQ(forms_of(orphan_hand, preset_named("chinese")), orphans);
    // Seven pairs: four of a kind is two pairs in chinese, not in riichi.
    const hand quads = parsed("11112233445566m");
    EXPECT_EQ(forms_of(quads, preset_named("chinese")), seven_pairs | standard);
    EXPECT_EQ(forms_of(quads, preset_named("riichi")), standard);
    EXPECT_EQ(forms_of(parsed("1111m223344p5566s"), preset_named("riichi")), 0);
    EXPECT_EQ(forms_of(parsed("1111m223344p5566s"), preset_named("chinese")), seven_pairs);
    // Declared melds count as melds; the special forms need 14 concealed tiles.
    EXPECT_EQ(forms_of(parsed("234m456p789s11z [111m]"), preset_named("chinese")), standard);
    EXPECT_EQ(forms_of(parsed("224466m55778p [111z]"), preset_named("chinese")), 0);
    EXPECT_EQ(forms_of(parsed("456p789s11z [123m] (9999m)"), preset_named("chinese")), standard);
    // Sichuan: two suits win, three do not (a verdict, not an error).
    EXPECT_EQ(forms_of(parsed("123456789m11122p"), preset_named("sichuan")), standard);
    EXPECT_EQ(forms_of(parsed("123456m789p11122s"), preset_named("sichuan")), 0);
    EXPECT_EQ(forms_of(parsed("11223344m556677p"), preset_named("sichuan")),
              seven_pairs | standard);
    EXPECT_EQ(forms_of(parsed("11224499m556677p"), preset_named("sichuan")), seven_pairs);
    EXPECT_EQ(forms_of(parsed("11223344m5566p77s"), preset_named("sichuan")), 0);
    EXPECT_EQ(forms_of(parsed("456789m11122p [123s]"), preset_named("chinese")), standard);
    // 红中麻将: 7z wild in chinese.
    const rules red = preset_named("chinese", "7z");
    EXPECT_EQ(forms_of(parsed("13m456p789s11122z7z"), red), standard);
    EXPECT_EQ(forms_of(parsed("1m456p789s111z7777z"), red), standard);
    EXPECT_EQ(forms_of(parsed("19m19p19s123456z77z"), red), orphans);
    EXPECT_EQ(forms_of(parsed("1357m2468p1357s77z"), red), 0);
    EXPECT_EQ(forms_of(parsed("1133m2244p5566s77z"), red), seven_pairs);
    // Jokers are always wild, in any number.
    EXPECT_EQ(forms_of(parsed("1m?????????????"), preset_named("chinese")),
              standard | seven_pairs | orphans);
    EXPECT_EQ(forms_of(parsed("14m????????????"), preset_named("chinese")), standard | seven_pairs);
}

}  // namespace
