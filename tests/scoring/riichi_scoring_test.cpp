// Riichi scoring from textbook examples: each yaku, each fu rule, the limits and payments, the
// rule flags, and the errors of bad input and impossible situations.
#include <gtest/gtest.h>

#include <initializer_list>
#include <string>
#include <utility>

#include "hand_writers.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "notation/tile_list.hpp"
#include "test_support.hpp"

namespace {

using hupai::errc;
using hupai::fu_reason;
using hupai::limit;
using hupai::yaku;
using kv = std::pair<const char*, const char*>;

// Scores `text` under the riichi preset with situation fields and rule flags set by name; the
// winning tile defaults to the last concealed tile written.
hupai::result<hupai::riichi_score> score(const std::string& text,
                                         std::initializer_list<kv> where = {},
                                         std::initializer_list<kv> flags = {}) {
    auto r = hupai::preset("riichi");
    for (const auto& [k, v] : flags) {
        if (auto ok = hupai::set_flag(*r, k, v); !ok) return ok.err();
    }
    auto h = hupai::parse_hand(text);
    if (!h) return h.err();
    hupai::situation s;
    auto last = hupai::last_concealed_tile(text);
    if (!last) return last.err();
    s.win_tile = last->kind;
    s.win_tile_red = last->red;
    for (const auto& [k, v] : where) {
        if (auto ok = hupai::set_situation(s, k, v); !ok) return ok.err();
    }
    return hupai::score_riichi(*h, s, *r);
}

hupai::riichi_score ok(const hupai::result<hupai::riichi_score>& r) {
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.err().message);
    return r.ok() ? *r : hupai::riichi_score{};
}

int han_of(const hupai::riichi_score& s, yaku y) {
    const auto* e = s.find(y);
    return e == nullptr ? 0 : (e->yakuman != 0 ? 100 * e->yakuman : e->han);
}

int fu_of(const hupai::riichi_score& s, fu_reason why) {
    int n = 0;
    for (const auto& e : s.fu_list()) n += e.reason == why ? e.fu : 0;
    return n;
}

errc error_of(const hupai::result<hupai::riichi_score>& r) {
    EXPECT_FALSE(r.ok());
    return r.ok() ? errc::invalid_json : r.err().code;
}

constexpr kv non_dealer{"seat_wind", "2z"};
constexpr kv tsumo{"tsumo", "true"};
constexpr kv riichi{"riichi", "1"};

TEST(RiichiFu, PinfuTsumoIsTwentyAndPinfuRonThirty) {
    // 123m 456p 789s 99m and 23s+4s: two-sided, a terminal pair without fu.
    const auto t = ok(score("12399m456p23789s4s", {tsumo, non_dealer}));
    EXPECT_EQ(han_of(t, yaku::pinfu), 1);
    EXPECT_EQ(han_of(t, yaku::menzen_tsumo), 1);
    EXPECT_EQ(t.fu, 20);
    EXPECT_EQ(fu_of(t, fu_reason::tsumo), 0);
    EXPECT_EQ(t.payments, (hupai::riichi_payments{0, 700, 400}));
    EXPECT_EQ(t.total, 1500);
    const auto r = ok(score("12399m456p23789s4s", {non_dealer}));
    EXPECT_EQ(r.fu, 30);
    EXPECT_EQ(fu_of(r, fu_reason::closed_ron), 10);
    EXPECT_EQ(r.payments.ron, 1000);
}

TEST(RiichiFu, OpenPinfuShapeRonIsThirtyAndOpenTsumoRoundsTwentyTwoUp) {
    const auto r = ok(score("234567m3488s5s [456p]", {non_dealer}));
    EXPECT_EQ(han_of(r, yaku::tanyao), 1);
    EXPECT_EQ(han_of(r, yaku::pinfu), 0);
    EXPECT_EQ(fu_of(r, fu_reason::open_pinfu), 10);
    EXPECT_EQ(r.fu, 30);
    EXPECT_EQ(r.payments.ron, 1000);
    const auto t = ok(score("234567m3488s5s [456p]", {non_dealer, tsumo}));
    EXPECT_EQ(fu_of(t, fu_reason::tsumo), 2);
    EXPECT_EQ(t.fu, 30);
    EXPECT_EQ(t.payments, (hupai::riichi_payments{0, 500, 300}));
}

TEST(RiichiFu, WaitsGiveTwo) {
    // Kanchan 1s_3s: 20 + 10 + 2 = 32 → 40; penchan 12s+3s and tanki likewise.
    for (const char* hand : {"12399m456p13789s2s", "12399m456p12789s3s", "123m456p123789s9m9m"}) {
        const auto s = ok(score(hand, {riichi, non_dealer}));
        EXPECT_EQ(s.fu, 40) << hand;
        EXPECT_EQ(s.payments.ron, 1300) << hand;
    }
    EXPECT_EQ(ok(score("12399m456p13789s2s", {riichi})).wait, hupai::wait_shape::closed);
    EXPECT_EQ(ok(score("12399m456p12789s3s", {riichi})).wait, hupai::wait_shape::edge);
    EXPECT_EQ(ok(score("123m456p123789s9m9m", {riichi})).wait, hupai::wait_shape::single);
}

TEST(RiichiFu, AnAmbiguousWaitTakesTheReadingWorthMore) {
    // 1245m + 3m: an edge wait in 123m (40 fu) or a two-sided one in 345m (pinfu, 30 fu).
    const auto s = ok(score("12345m678p456s11s3m", {riichi, non_dealer}));
    EXPECT_EQ(han_of(s, yaku::pinfu), 1);
    EXPECT_EQ(s.wait, hupai::wait_shape::two_sided);
    EXPECT_EQ(s.han, 2);
    EXPECT_EQ(s.payments.ron, 2000);
    // 45556m + 5m: 456m read around a closed 5m, or 55m and 456m with a tanki: both 2 fu, and
    // under tsumo the 555m reading is a concealed pung (4 fu) with no wait fu.
    const auto t = ok(score("4556m123p789s111z5m", {tsumo, non_dealer}));
    EXPECT_EQ(t.fu, 40);  // 20 + 8 (111z) + 4 (555m) + 2 tsumo = 34 → 40
}

TEST(RiichiFu, PungsAndKongsByOpennessAndTerminals) {
    // 20 + closed terminal kong 32 + open honour kong 16 + tanki 2 = 70.
    const auto s = ok(score("345678s9p (1111m) [5555z] 9p", {non_dealer}));
    EXPECT_EQ(fu_of(s, fu_reason::closed_kong), 32);
    EXPECT_EQ(fu_of(s, fu_reason::open_kong), 16);
    EXPECT_EQ(s.fu, 70);
    EXPECT_EQ(han_of(s, yaku::haku), 1);
    EXPECT_EQ(s.payments.ron, 2300);
    // Open pung of simples 2, of honours 4; concealed 4 and 8.
    const auto p = ok(score("55m777p99s777z [555p] 9s", {non_dealer}));
    EXPECT_EQ(fu_of(p, fu_reason::open_pung), 2 + 4);    // 555p, and 99s completed by ron
    EXPECT_EQ(fu_of(p, fu_reason::closed_pung), 4 + 8);  // 777p, 777z
}

TEST(RiichiFu, PairsOfDragonsAndWinds) {
    // South round, South seat: a double wind pair, 4 fu (or 2 under double_wind_fu 2).
    const auto d = ok(score("123m456p789s22z23s4s", {riichi, non_dealer, {"round_wind", "2z"}}));
    EXPECT_EQ(fu_of(d, fu_reason::double_wind_pair), 4);
    EXPECT_EQ(d.fu, 40);  // 20 + 10 + 4 = 34
    EXPECT_EQ(han_of(d, yaku::pinfu), 0);
    const auto d2 = ok(score("123m456p789s22z23s4s", {riichi, non_dealer, {"round_wind", "2z"}},
                             {{"double_wind_fu", "2"}}));
    EXPECT_EQ(d2.fu, 40);  // 32 → 40
    EXPECT_EQ(fu_of(d2, fu_reason::double_wind_pair), 2);
    const auto dragon = ok(score("123m456p789s77z23s4s", {riichi, non_dealer}));
    EXPECT_EQ(fu_of(dragon, fu_reason::dragon_pair), 2);
    const auto guest = ok(score("123m456p789s44z23s4s", {riichi, non_dealer}));
    EXPECT_EQ(han_of(guest, yaku::pinfu), 1);  // North is neither seat nor round here
}

TEST(RiichiFu, ChiitoitsuIsTwentyFive) {
    const auto s = ok(score("1122m3344p5566s7z7z", {non_dealer}));
    EXPECT_EQ(han_of(s, yaku::chiitoitsu), 2);
    EXPECT_EQ(s.fu, 25);
    EXPECT_EQ(s.payments.ron, 1600);
    EXPECT_EQ(s.shape, hupai::form::seven_pairs);
    const auto t = ok(score("1122m3344p5566s7z7z", {non_dealer, tsumo}));
    EXPECT_EQ(t.fu, 25);  // no tsumo fu
    EXPECT_EQ(t.han, 3);
    EXPECT_EQ(t.payments, (hupai::riichi_payments{0, 1600, 800}));
}

TEST(RiichiFu, RinshanTsumoStillGetsTwo) {
    const auto s =
        ok(score("123m4p [555z] [789s] (7777z) 4p", {tsumo, non_dealer, {"rinshan", "1"}}));
    EXPECT_EQ(han_of(s, yaku::rinshan), 1);
    EXPECT_EQ(fu_of(s, fu_reason::tsumo), 2);
}

TEST(RiichiYaku, SituationYaku) {
    const auto s = ok(score("12399m456p23789s4s",
                            {{"riichi", "2"}, {"ippatsu", "1"}, tsumo, {"last_tile", "1"}}));
    EXPECT_EQ(han_of(s, yaku::double_riichi), 2);
    EXPECT_EQ(han_of(s, yaku::riichi), 0);
    EXPECT_EQ(han_of(s, yaku::ippatsu), 1);
    EXPECT_EQ(han_of(s, yaku::haitei), 1);
    EXPECT_EQ(han_of(s, yaku::houtei), 0);
    const auto h = ok(score("12399m456p23789s4s", {riichi, {"last_tile", "1"}}));
    EXPECT_EQ(han_of(h, yaku::houtei), 1);
    const auto c = ok(score("12399m456p23789s4s", {riichi, {"chankan", "1"}}));
    EXPECT_EQ(han_of(c, yaku::chankan), 1);
}

TEST(RiichiYaku, Yakuhai) {
    const auto s = ok(score("123m456p78s11z [777z] 9s", {non_dealer}));
    EXPECT_EQ(han_of(s, yaku::chun), 1);
    EXPECT_EQ(han_of(s, yaku::round_wind), 0);  // 11z is the pair, not a pung
    const auto w = ok(score("123m456p78s99s [222z] 6s", {non_dealer, {"round_wind", "2z"}}));
    EXPECT_EQ(han_of(w, yaku::seat_wind), 1);
    EXPECT_EQ(han_of(w, yaku::round_wind), 1);
}

TEST(RiichiYaku, SequencesAndPungs) {
    const auto ittsu = ok(score("123456789m456p5p5p", {riichi}));
    EXPECT_EQ(han_of(ittsu, yaku::ittsu), 2);
    const auto open_ittsu = ok(score("456789m456p55p [123m]"));
    EXPECT_EQ(han_of(open_ittsu, yaku::ittsu), 1);
    const auto sanshoku = ok(score("234m234p234s678s55m", {riichi}));
    EXPECT_EQ(han_of(sanshoku, yaku::sanshoku), 2);
    const auto doukou = ok(score("222m222p78s99s [222s] 6s"));
    EXPECT_EQ(han_of(doukou, yaku::sanshoku_doukou), 2);
    const auto peikou = ok(score("223344m456p789s55p", {riichi}));
    EXPECT_EQ(han_of(peikou, yaku::iipeikou), 1);
    const auto ryanpei = ok(score("223344m667788p55s", {riichi}));
    EXPECT_EQ(han_of(ryanpei, yaku::ryanpeikou), 3);
    EXPECT_EQ(han_of(ryanpei, yaku::chiitoitsu), 0);  // the standard reading scores more
    const auto toitoi = ok(score("222m55p99s [777z] [333s] 9s", {non_dealer}));
    EXPECT_EQ(han_of(toitoi, yaku::toitoi), 2);
    const auto sanankou = ok(score("222m555p999s78s11p6s", {non_dealer}));
    EXPECT_EQ(han_of(sanankou, yaku::sanankou), 2);
    const auto sankantsu = ok(score("78s11p (2222m) [5555p] [9999s] 6s", {non_dealer}));
    EXPECT_EQ(han_of(sankantsu, yaku::sankantsu), 2);
}

TEST(RiichiYaku, TerminalsAndColours) {
    const auto chanta = ok(score("123m789p11z789s999s", {riichi}));
    EXPECT_EQ(han_of(chanta, yaku::chanta), 2);
    const auto junchan = ok(score("123m789p11p789s999s", {riichi}));
    EXPECT_EQ(han_of(junchan, yaku::junchan), 3);
    const auto honroutou = ok(score("111m999p11z99s9s [999m]"));
    EXPECT_EQ(han_of(honroutou, yaku::honroutou), 2);
    EXPECT_EQ(han_of(honroutou, yaku::toitoi), 2);
    const auto honitsu = ok(score("123456m789m11z22z2z", {non_dealer}));
    EXPECT_EQ(han_of(honitsu, yaku::honitsu), 3);
    const auto open_chinitsu = ok(score("123456m789m99m [111m]"));
    EXPECT_EQ(han_of(open_chinitsu, yaku::chinitsu), 5);
    const auto shousangen = ok(score("123m456p55z666z777z"));
    EXPECT_EQ(han_of(shousangen, yaku::shousangen), 2);
    EXPECT_EQ(han_of(shousangen, yaku::hatsu), 1);
    EXPECT_EQ(han_of(shousangen, yaku::chun), 1);
}

TEST(RiichiYaku, Tanyao) {
    EXPECT_EQ(han_of(ok(score("234567m3488s5s [456p]")), yaku::tanyao), 1);
    const auto closed_only = score("234567m3488s5s [456p]", {}, {{"open_tanyao", "false"}});
    ASSERT_TRUE(closed_only.ok());
    EXPECT_TRUE(closed_only->no_yaku);
}

TEST(RiichiYakuman, Suuankou) {
    EXPECT_EQ(han_of(ok(score("111m222p333s44555z", {tsumo})), yaku::suuankou), 100);
    const auto ron = ok(score("111m222p333s44555z"));
    EXPECT_EQ(ron.yakuman, 0);
    EXPECT_EQ(han_of(ron, yaku::sanankou), 2);
    EXPECT_EQ(han_of(ron, yaku::toitoi), 2);
    EXPECT_EQ(han_of(ron, yaku::haku), 1);
    const auto tanki = ok(score("111m222p333s55544z"));
    EXPECT_EQ(han_of(tanki, yaku::suuankou_tanki), 100);
    const auto doubled = ok(score("111m222p333s55544z", {}, {{"double_yakuman", "true"}}));
    EXPECT_EQ(doubled.yakuman, 2);
    EXPECT_EQ(doubled.payments.ron, 96000);
}

TEST(RiichiYakuman, KokushiAndChuurenByTheirWaits) {
    const auto k13 = ok(score("19m19p19s1234567z1m", {}, {{"double_yakuman", "true"}}));
    EXPECT_EQ(han_of(k13, yaku::kokushi_13), 200);
    const auto k = ok(score("119m19p19s123456z7z"));
    EXPECT_EQ(han_of(k, yaku::kokushi), 100);
    EXPECT_EQ(k.payments.ron, 48000);
    const auto c9 = ok(score("1112345678999m5m", {}, {{"double_yakuman", "true"}}));
    EXPECT_EQ(han_of(c9, yaku::junsei_chuuren), 200);
    const auto c1 = ok(score("1123455678999m1m"));
    EXPECT_EQ(han_of(c1, yaku::chuuren), 100);
}

TEST(RiichiYakuman, HonourAndColourYakuman) {
    EXPECT_EQ(han_of(ok(score("123m11z555z666z777z")), yaku::daisangen), 100);
    EXPECT_EQ(han_of(ok(score("123m44z111z222z333z")), yaku::shousuushii), 100);
    const auto dsx = ok(score("55m111z222z333z444z", {tsumo}, {{"double_yakuman", "true"}}));
    EXPECT_EQ(han_of(dsx, yaku::daisuushii), 200);
    EXPECT_EQ(han_of(dsx, yaku::suuankou), 100);
    EXPECT_EQ(dsx.yakuman, 3);
    EXPECT_EQ(han_of(ok(score("11223344556677z")), yaku::tsuuiisou), 100);
    EXPECT_EQ(han_of(ok(score("111m999p11s999s [111p]")), yaku::chinroutou), 100);
    EXPECT_EQ(han_of(ok(score("223344s666s88s666z")), yaku::ryuuiisou), 100);
    EXPECT_EQ(han_of(ok(score("1z (2222m) (3333p) [4444s] [5555z] 1z")), yaku::suukantsu), 100);
}

TEST(RiichiYakuman, StackingOffKeepsOnlyTheHighest) {
    const auto s = ok(score("55m111z222z333z444z", {},
                            {{"double_yakuman", "true"}, {"yakuman_stacking", "false"}}));
    EXPECT_EQ(s.yaku_size, 1);
    EXPECT_EQ(s.yaku[0].id, yaku::daisuushii);
    EXPECT_EQ(s.yakuman, 2);
    // Tenhou and kokushi, both single: the first in list order.
    const auto t = ok(
        score("119m19p19s123456z7z", {tsumo, {"blessing", "1"}}, {{"yakuman_stacking", "false"}}));
    ASSERT_EQ(t.yaku_size, 1);
    EXPECT_EQ(t.yaku[0].id, yaku::kokushi);
    EXPECT_EQ(t.payments.non_dealer, 16000);
    const auto both = ok(score("119m19p19s123456z7z", {tsumo, {"blessing", "1"}}));
    EXPECT_EQ(both.yakuman, 2);
    EXPECT_EQ(both.payments.non_dealer, 32000);
}

TEST(RiichiYakuman, Blessings) {
    const auto tenhou = ok(score("12399m456p23789s4s", {tsumo, {"blessing", "1"}}));
    EXPECT_EQ(han_of(tenhou, yaku::tenhou), 100);
    EXPECT_EQ(tenhou.payments.non_dealer, 16000);
    const auto chiihou = ok(score("12399m456p23789s4s", {tsumo, non_dealer, {"blessing", "1"}}));
    EXPECT_EQ(han_of(chiihou, yaku::chiihou), 100);
    const char* hand = "12399m456p23789s4s";
    const auto none = ok(score(hand, {non_dealer, {"blessing", "1"}}));  // renhou: none
    EXPECT_EQ(none.find(yaku::renhou), nullptr);
    EXPECT_EQ(none.find(yaku::renhou_yakuman), nullptr);
    EXPECT_EQ(none.han, 1);
    const auto mangan = ok(score(hand, {non_dealer, {"blessing", "1"}}, {{"renhou", "mangan"}}));
    EXPECT_EQ(han_of(mangan, yaku::renhou), 5);
    EXPECT_EQ(han_of(mangan, yaku::pinfu), 1);
    EXPECT_EQ(mangan.limit, limit::haneman);
    const auto yakuman = ok(score(hand, {non_dealer, {"blessing", "1"}}, {{"renhou", "yakuman"}}));
    EXPECT_EQ(han_of(yakuman, yaku::renhou_yakuman), 100);
    EXPECT_EQ(yakuman.payments.ron, 32000);
}

TEST(RiichiDora, IndicatorsWrapAndUraNeedsRiichi) {
    const char* hand = "12399m456p23789s4s";
    EXPECT_EQ(han_of(ok(score(hand, {riichi, {"dora_indicators", "8m,9m"}})), yaku::dora), 3);
    EXPECT_EQ(
        han_of(ok(score("123m456p789s11z22z2z", {riichi, {"dora_indicators", "4z"}})), yaku::dora),
        2);  // 4z → 1z: the pair
    EXPECT_EQ(
        han_of(ok(score("123m456p789s55z22z2z", {riichi, {"dora_indicators", "7z"}})), yaku::dora),
        2);  // 7z → 5z
    EXPECT_EQ(han_of(ok(score(hand, {{"ura_indicators", "8m"}, tsumo})), yaku::ura_dora), 0);
    EXPECT_EQ(han_of(ok(score(hand, {riichi, {"ura_indicators", "8m"}})), yaku::ura_dora), 2);
    const auto aka = ok(score("123m406p789s55s [067m]"));
    EXPECT_TRUE(aka.no_yaku);  // dora alone is no yaku
    const auto red = ok(score("234m406p678s55s [067m]"));
    EXPECT_EQ(han_of(red, yaku::aka_dora), 2);
    EXPECT_EQ(
        han_of(ok(score("234m406p678s55s [067m]", {}, {{"aka_dora", "false"}})), yaku::aka_dora),
        0);
}

TEST(RiichiPoints, LimitsKazoeAndKiriage) {
    // Riichi tsumo pinfu tanyao + 9 dora = 13 han: a counted yakuman, or sanbaiman.
    const char* hand = "234567m22p23456s7s";
    const auto counted = ok(score(
        hand, {riichi, tsumo, {"dora_indicators", "1m,1p,1p,3m,4m"}, {"ura_indicators", "1p,1p"}}));
    EXPECT_GE(counted.han, 13);
    EXPECT_EQ(counted.yakuman, 0);
    EXPECT_EQ(counted.limit, limit::yakuman);
    EXPECT_EQ(counted.payments.non_dealer, 16000);
    const auto sanbaiman = ok(score(
        hand, {riichi, tsumo, {"dora_indicators", "1m,1p,1p,3m,4m"}, {"ura_indicators", "1p,1p"}},
        {{"kazoe", "sanbaiman"}}));
    EXPECT_EQ(sanbaiman.limit, limit::sanbaiman);
    // 4 han 30 fu: 7,700 for a non-dealer ron; 8,000 with kiriage.
    const auto r4 =
        ok(score("22m456p456s34567s8s", {riichi, non_dealer, {"dora_indicators", "4p"}}));
    ASSERT_EQ(r4.han, 4);
    ASSERT_EQ(r4.fu, 30);
    EXPECT_EQ(r4.payments.ron, 7700);
    EXPECT_EQ(r4.limit, limit::none);
    const auto k = ok(score("22m456p456s34567s8s", {riichi, non_dealer, {"dora_indicators", "4p"}},
                            {{"kiriage", "true"}}));
    EXPECT_EQ(k.payments.ron, 8000);
    EXPECT_EQ(k.limit, limit::mangan);
}

TEST(RiichiPoints, HonbaAndSticks) {
    const auto r =
        ok(score("12399m456p23789s4s", {non_dealer, {"honba", "2"}, {"riichi_sticks", "1"}}));
    EXPECT_EQ(r.payments.ron, 1000 + 600);
    EXPECT_EQ(r.total, 2600);
    const auto t = ok(score("12399m456p23789s4s", {non_dealer, tsumo, {"honba", "1"}}));
    EXPECT_EQ(t.payments, (hupai::riichi_payments{0, 800, 500}));
    EXPECT_EQ(t.total, 1800);
    const auto d = ok(score("12399m456p23789s4s", {tsumo, {"honba", "1"}}));
    EXPECT_EQ(d.payments, (hupai::riichi_payments{0, 0, 800}));
    EXPECT_EQ(d.total, 2400);
}

TEST(RiichiErrors, BadInputIsAnErrorNeverAScore) {
    EXPECT_EQ(error_of(score("123m456p789s11z2z3z4z")), errc::not_a_win);
    EXPECT_EQ(error_of(score("123m456p789s11z2z")), errc::wrong_hand_size);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"win_tile", "7z"}})), errc::invalid_value);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"win_tile", "0s"}})), errc::invalid_value);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"ippatsu", "1"}})),
              errc::impossible_situation);
    EXPECT_EQ(error_of(score("234567m3488s5s [456p]", {riichi})), errc::impossible_situation);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {tsumo, {"chankan", "1"}})),
              errc::impossible_situation);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {tsumo, {"rinshan", "1"}})),
              errc::impossible_situation);
    EXPECT_EQ(error_of(score("234567m3488s5s [456p]", {{"blessing", "1"}})),
              errc::impossible_situation);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"chankan", "1"}, {"last_tile", "1"}})),
              errc::impossible_situation);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"last_copy", "1"}})), errc::invalid_value);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"seat_wind", "5z"}})), errc::invalid_value);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"tsumo", "maybe"}})), errc::invalid_value);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"riichi", "3"}})), errc::invalid_value);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"moon", "full"}})), errc::unknown_flag);
    EXPECT_EQ(error_of(score("12399m456p23789s4s", {{"honba", "-1"}})), errc::invalid_value);
}

TEST(RiichiNotation, LastConcealedTileAsWritten) {
    EXPECT_EQ(hupai::last_concealed_tile("234067p11z [555m]")->kind, 27);
    const auto red = hupai::last_concealed_tile("12340m");
    ASSERT_TRUE(red.ok());
    EXPECT_EQ(red->kind, 4);
    EXPECT_TRUE(red->red);
    EXPECT_EQ(hupai::last_concealed_tile("[123m] 45p 6s")->kind, 23);
    EXPECT_FALSE(hupai::last_concealed_tile("[123m]").ok());
    EXPECT_FALSE(hupai::last_concealed_tile("123m?").ok());  // a joker
    EXPECT_FALSE(hupai::last_concealed_tile("123x").ok());   // no hand
    // Every notation: the last tile its reader read outside the melds.
    EXPECT_EQ(hupai::last_concealed_tile("一万二万")->kind, 1);
    EXPECT_EQ(hupai::last_concealed_tile("[一万二万三万] 东东")->kind, 27);
    EXPECT_EQ(hupai::last_concealed_tile("🀇🀈🀉🀀")->kind, 27);
    EXPECT_EQ(hupai::last_concealed_tile("101 102 103 405")->kind, 33);
    EXPECT_EQ(hupai::last_concealed_tile("ABC1a", hupai::notation::mediatek)->kind, 18);
    // Flowers are set aside: never the winning tile.
    EXPECT_EQ(hupai::last_concealed_tile("123456789m789s11s12f")->kind, 18);
    EXPECT_EQ(hupai::last_concealed_tile("11z1f2f")->kind, 27);
}

// win_tile reads a digit and a letter directly: over every such pair, the tile parse_hand
// reads from the same two characters when they name one tile, and an error otherwise.
TEST(RiichiNotation, WinTileOfTwoCharactersIsTheTileParseHandReads) {
    for (char digit = '0'; digit <= '9'; ++digit) {
        for (const char letter : std::string("mpszfx")) {
            const std::string v{digit, letter};
            hupai::situation s;
            s.win_tile = 33;
            const auto set = hupai::set_situation(s, "win_tile", v);
            const auto h = hupai::parse_hand(v);
            const bool one = h.ok() && h->meld_count == 0 && h->jokers == 0 &&
                             h->concealed_size() + h->flower_count() == 1;
            ASSERT_EQ(set.ok(), one) << v;
            if (!one) continue;
            int kind = 0;
            while (h->counts[static_cast<std::size_t>(kind)] == 0) ++kind;
            EXPECT_EQ(s.win_tile, kind) << v;
            EXPECT_EQ(s.win_tile_red, h->red_fives[0] + h->red_fives[1] + h->red_fives[2] == 1)
                << v;
        }
    }
    hupai::situation s;
    ASSERT_TRUE(hupai::set_situation(s, "win_tile", "0p").ok());
    EXPECT_EQ(s.win_tile, 13);
    EXPECT_TRUE(s.win_tile_red);
    EXPECT_FALSE(hupai::set_situation(s, "win_tile", "8z").ok());
    EXPECT_FALSE(hupai::set_situation(s, "win_tile", "44s").ok());
}

// Indicator lists of two-character names are read without a tile list: over random lists of
// such names (and now and then a piece of another shape), the same indicators, or an error
// exactly when the tile-list reading has one, more than 5 tiles, or a flower.
TEST(RiichiNotation, IndicatorListsReadAsTheTileListReadsThem) {
    hupai::testing::rng_t rng(hupai::testing::test_seed("IndicatorLists", 20261129));
    const std::string digits = "0123456789";
    const std::string letters = "mpszfx";
    const char* const others[] = {"4s9p", "四索", "东", "77z", "[123m]", "?"};
    const char* const separators[] = {",", " ", ", ", ",,"};
    int plain = 0;
    for (int n = 0; n < 20000; ++n) {
        std::string v;
        const int pieces = hupai::testing::uniform(rng, 0, 7);
        bool all_two = true;
        for (int i = 0; i < pieces; ++i) {
            if (i != 0) v += separators[hupai::testing::uniform(rng, 0, 3)];
            if (hupai::testing::uniform(rng, 0, 9) == 0) {
                v += others[hupai::testing::uniform(rng, 0, 5)];
                all_two = false;
            } else {
                v += digits[static_cast<std::size_t>(hupai::testing::uniform(rng, 0, 9))];
                v += letters[static_cast<std::size_t>(hupai::testing::uniform(rng, 0, 5))];
            }
        }
        const auto list = hupai::detail::parse_tile_list("dora_indicators", v);
        bool want_ok = list.ok() && list->size() <= hupai::max_indicators;
        for (std::size_t i = 0; want_ok && i < list->size(); ++i) {
            want_ok = (*list)[i].kind < hupai::kinds;
        }
        hupai::situation s;
        const auto set = hupai::set_situation(s, "dora_indicators", v);
        ASSERT_EQ(set.ok(), want_ok) << v;
        if (!want_ok) continue;
        plain += all_two;
        ASSERT_EQ(s.dora_count, list->size()) << v;
        for (std::size_t i = 0; i < list->size(); ++i) {
            EXPECT_EQ(s.dora_indicators[i], (*list)[i].kind) << v;
        }
    }
    EXPECT_GT(plain, 1000);
}

}  // namespace
