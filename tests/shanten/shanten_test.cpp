// Hand-checked shanten, waits and discard-analysis cases (each value worked out by hand from
// the rules in docs/RULES.md and the model in docs/SHANTEN.md).
#include <gtest/gtest.h>

#include "hupai/hupai.hpp"

namespace {

using namespace hupai;

rules preset_of(const char* name, const char* wild = nullptr) {
    rules r = *preset(name);
    if (wild != nullptr) {
        EXPECT_TRUE(set_wild(r, wild));
    }
    return r;
}

shanten_result shanten_of(const char* text, const rules& r) {
    const auto h = parse_hand(text);
    EXPECT_TRUE(h.ok()) << text;
    const auto s = compute_shanten(*h, r);
    EXPECT_TRUE(s.ok()) << text << ": " << (s.ok() ? "" : s.err().message);
    return s.ok() ? *s : shanten_result{};
}

waits_result waits_of(const char* text, const rules& r) {
    const auto s = find_waits(*parse_hand(text), r);
    EXPECT_TRUE(s.ok()) << text;
    return s.ok() ? *s : waits_result{};
}

tile_mask mask(const char* tiles) {
    tile_mask m = 0;
    const auto h = parse_hand(tiles);
    for (int k = 0; k < kinds; ++k) {
        if (h->counts[static_cast<std::size_t>(k)] != 0) m |= bit(static_cast<tile>(k));
    }
    return m;
}

std::uint16_t shapes(std::initializer_list<wait_shape> list) {
    std::uint16_t s = 0;
    for (const auto w : list) s = static_cast<std::uint16_t>(s | 1u << static_cast<unsigned>(w));
    return s;
}

TEST(Shanten, FifthCopyIsNeverDrawn) {
    // 1111z needs a pair elsewhere: the pair 1z would be a fifth copy.
    const auto s = shanten_of("123m456p789s1111z", preset_of("riichi"));
    EXPECT_EQ(s.overall, 1);
    EXPECT_EQ(s.by_form[0], 1);
    // ...but a wildcard may play the fifth copy, and 红中 can still be drawn: ready.
    EXPECT_EQ(shanten_of("123m456p789s1111z", preset_of("chinese", "7z")).overall, 0);
}

TEST(Shanten, AWildHonourWithoutHonoursHasNoneToDraw) {
    // Sichuan's wall holds no honours: a wild 1z there gives no wildcard to draw, so the single
    // 1m (its other copies in the pung) is not ready, and nothing waits.
    const rules r = preset_of("sichuan", "1z");
    EXPECT_EQ(shanten_of("1m [111m]", r).overall, 1);
    EXPECT_EQ(waits_of("1m [111m]", r).waits, tile_mask{0});
}

TEST(Shanten, CompleteReadyAndPerForm) {
    const rules r = preset_of("riichi");
    EXPECT_EQ(shanten_of("123m456p789s11122z", r).overall, -1);
    EXPECT_EQ(shanten_of("123m456p789s1112z", r).overall, 0);
    const auto s = shanten_of("1122m3344p5566s7z", r);  // seven pairs: ready on 7z
    EXPECT_EQ(s.by_form[1], 0);
    EXPECT_EQ(s.by_form[2], 10);  // orphans: only 7z; 12 missing, no pair
    EXPECT_EQ(s.overall, 0);
    EXPECT_EQ(s.by_form[3], no_shanten);  // not a riichi form
    // Thirteen orphans, 13-sided.
    EXPECT_EQ(shanten_of("19m19p19s1234567z", r).by_form[2], 0);
    // Eight orphan kinds and no pair: thirteen orphans is 13 − 8 + 1 − 1 = 5 exchanges short.
    EXPECT_EQ(shanten_of("1469m1469p1469s12z", r).by_form[2], 5);
    EXPECT_EQ(shanten_of("1469m1469p1469s12z", r).by_form[1], 6);  // 14 singles
}

TEST(Shanten, RiichiSevenPairsNeedDistinctPairs) {
    // Four of a kind is one pair in riichi, two in chinese (龙七对).
    // riichi: five pairs (1111m is one), 6z one short, a seventh pair two short.
    EXPECT_EQ(shanten_of("1111m2233p4455s6z", preset_of("riichi")).by_form[1], 2);
    EXPECT_EQ(shanten_of("1111m2233p4455s6z", preset_of("chinese")).by_form[1], 0);
}

TEST(Shanten, FourteenTilesAssumeTheBestDiscard) {
    // 123m456p789s 1z 22z 5z: discarding 5z or 1z leaves a ready hand.
    EXPECT_EQ(shanten_of("123m456p789s1225z2z", preset_of("riichi")).overall, 0);
}

TEST(Shanten, DeclaredMeldsReduceTheMeldsNeeded) {
    const rules r = preset_of("chinese");
    EXPECT_EQ(shanten_of("11m [123p] [555z] [789s] [2222m]", r).overall, -1);
    EXPECT_EQ(shanten_of("1m [123p] [555z] [789s] [2222m]", r).overall, 0);
    // The pair 1m is gone: the pung [111m] and the chow [123m] hold all four.
    EXPECT_EQ(shanten_of("1m [111m] [234m] [555z] [789s]", r).overall, 1);
    EXPECT_EQ(shanten_of("4m [111m] [123m] [555z] [789s]", r).overall, 0);
    // 1234m: 123m + 4m waits on 4m; 234m + 1m would need a fifth 1m.
    EXPECT_EQ(shanten_of("1234m [111m] [555z] [789s]", r).overall, 0);
    // Seven pairs never applies with a declared meld.
    EXPECT_EQ(shanten_of("1m [111m] [234m] [555z] [789s]", r).by_form[1], no_shanten);
}

TEST(Shanten, SmallHands) {
    const rules r = preset_of("chinese");
    EXPECT_EQ(shanten_of("1m", r).overall, 0);
    EXPECT_EQ(shanten_of("11m", r).overall, -1);
    EXPECT_EQ(shanten_of("12m", r).overall, 0);  // discard one, wait on the other
    EXPECT_EQ(shanten_of("55888m", r).overall, -1);
    // A 3n hand aims at 3n+2: 123m needs a pair, two draws away.
    EXPECT_EQ(shanten_of("123m", r).overall, 1);
}

TEST(Shanten, SichuanNeedsAtMostTwoSuits) {
    const rules r = preset_of("sichuan");
    // Complete in shape but with three suits: the pinzu must go.
    EXPECT_EQ(shanten_of("123m456p789s11122s", r).overall, 2);
    EXPECT_EQ(shanten_of("123m456m789s11122s", r).overall, -1);
    // Declared melds in two suits leave no room for a third.
    // Declared melds use two suits: the pinzu pair must go (two draws for a new pair).
    EXPECT_EQ(shanten_of("11p [111m] [555m] [999s] [111s]", r).overall, 1);
    // Declared melds in three suits: no win is possible any more.
    EXPECT_EQ(shanten_of("22m [111m] [555p] [999s] [111s]", r).by_form[0], no_shanten);
    EXPECT_EQ(shanten_of("22m [111m] [555p] [999s] [111s]", r).overall, no_shanten);
}

TEST(Shanten, HonourChowsUnderRuijin) {
    const rules r = preset_of("ruijin", "5m");
    EXPECT_EQ(shanten_of("123m456p789s124z99s", r).overall, -1);  // East South North
    EXPECT_EQ(shanten_of("123m456p789s567z99s", r).overall, -1);  // the dragons
    EXPECT_EQ(shanten_of("123m456p789s557z99s", r).overall, 0);
}

// Thirteen lan takes five honours: without honours it cannot apply, on the plain path too (a
// flower 宝 keeps this hand plain).
TEST(Shanten, ThirteenLanNeedsHonours) {
    rules r = preset_of("ruijin", "4f");
    EXPECT_EQ(shanten_of("56689m18p345579s", r).by_form[3], 7);
    r.honours = false;
    EXPECT_EQ(shanten_of("56689m18p345579s", r).by_form[3], no_shanten);
    EXPECT_EQ(shanten_of("56689m18p345579s", r).overall, 3);
}

TEST(Shanten, Wildcards) {
    const rules r = preset_of("chinese", "7z");
    EXPECT_EQ(shanten_of("123m456p789s11177z", r).overall, -1);   // 77z: a pair of anything
    EXPECT_EQ(shanten_of("13m456p789s1111z7z?", r).overall, -1);  // 7z plays 2m, ? pairs 1z
    EXPECT_EQ(shanten_of("?", r).overall, 0);
    EXPECT_EQ(shanten_of("??", r).overall, -1);
    // Jokers alone complete a hand of any 3n+2 size.
    EXPECT_EQ(shanten_of("??????????????", r).overall, -1);
}

TEST(Shanten, RuijinFeiHandsCannotWin) {
    const rules r = preset_of("ruijin", "5m");
    // Holding all four 宝 cannot win; with one set free (discarded) it can.
    EXPECT_EQ(shanten_of("5555m123p456p789s1z", r).overall, 0);
    EXPECT_EQ(shanten_of("55m123p456p789s111z", r).overall, -1);
}

TEST(Waits, ThirteenSidedOrphans) {
    const auto w = waits_of("19m19p19s1234567z", preset_of("riichi"));
    EXPECT_EQ(w.waits, mask("19m19p19s1234567z"));
    EXPECT_EQ(w.shapes[0], shapes({wait_shape::thirteen_orphans}));
    EXPECT_EQ(w.shanten, 0);
}

TEST(Waits, SevenPairsSingle) {
    const auto w = waits_of("1122m3344p5566s7z", preset_of("riichi"));
    EXPECT_EQ(w.waits, mask("7z"));
    EXPECT_EQ(w.shapes[33], shapes({wait_shape::seven_pairs, wait_shape::single}) &
                                shapes({wait_shape::seven_pairs}));
}

TEST(Waits, ShapesOfTheStandardForm) {
    const rules r = preset_of("riichi");
    auto w = waits_of("23m456p789s11122z", r);  // two-sided 1m 4m
    EXPECT_EQ(w.waits, mask("14m"));
    EXPECT_EQ(w.shapes[0], shapes({wait_shape::two_sided}));
    w = waits_of("12m456p789s11122z", r);  // edge 3m
    EXPECT_EQ(w.waits, mask("3m"));
    EXPECT_EQ(w.shapes[2], shapes({wait_shape::edge}));
    w = waits_of("13m456p789s11122z", r);  // closed 2m
    EXPECT_EQ(w.shapes[1], shapes({wait_shape::closed}));
    w = waits_of("11m456p789s11122z", r);  // dual pung 1m 2z
    EXPECT_EQ(w.waits, mask("1m2z"));
    EXPECT_EQ(w.shapes[0], shapes({wait_shape::dual_pung}));
    w = waits_of("123m456p789s1112z", r);  // 2z single; 1z... held 3: also single via 1112?
    EXPECT_EQ(w.waits, mask("2z"));
    EXPECT_EQ(w.shapes[28], shapes({wait_shape::single}));
    // 1112m: 3m (pair 11m + 123m... no: 111m + 23? ) — waits 2m (single / pung+pair) and 3m.
    w = waits_of("1112m456p789s111z", r);
    EXPECT_EQ(w.waits, mask("23m"));
    EXPECT_EQ(w.shapes[1], shapes({wait_shape::single}));
    EXPECT_EQ(w.shapes[2], shapes({wait_shape::edge}));  // 11m + 12m waiting 3m
}

TEST(Waits, RiichiKaratenIsReportedApart) {
    // 1111m: the pair wait on 1m would need a fifth copy.
    const auto riichi = waits_of("1111m234p567s888s", preset_of("riichi"));
    EXPECT_EQ(riichi.waits, 0u);
    EXPECT_EQ(riichi.karaten, mask("1m"));
    EXPECT_EQ(riichi.shanten, 1);
    const auto w = waits_of("123m456p789s1111z", preset_of("riichi"));
    EXPECT_EQ(w.waits, 0u);
    EXPECT_EQ(w.karaten, mask("1z"));
    EXPECT_EQ(w.shanten, 1);
    // Outside riichi the kind is simply not a wait.
    const auto c = waits_of("123m456p789s1111z", preset_of("chinese"));
    EXPECT_EQ(c.waits, 0u);
    EXPECT_EQ(c.karaten, 0u);
}

TEST(Waits, WildcardDrawAndZhifei) {
    // 红中 completes any ready hand.
    const auto w = waits_of("123m456p789s1112z", preset_of("chinese", "7z"));
    EXPECT_TRUE(w.waits & mask("7z"));
    EXPECT_EQ(w.shapes[33], shapes({wait_shape::wildcard}));
    // Ruijin 制飞: a 宝 and four melds: any tile wins, but not the last 宝 (fei).
    const auto z = waits_of("5m123p456p789s111z", preset_of("ruijin", "5m"));
    EXPECT_TRUE(z.zhifei);
    EXPECT_EQ(z.waits, (tile_mask{1} << kinds) - 1);
    // 2p: any tile wins (wildcard); 2p also pairs naturally or closes 1p3p.
    EXPECT_EQ(z.shapes[10], shapes({wait_shape::closed, wait_shape::single, wait_shape::wildcard}));
    // Three 宝: drawing the fourth would be fei, so 5m is no wait.
    const auto last = waits_of("555m123p456p789s1z", preset_of("ruijin", "5m"));
    EXPECT_TRUE(last.zhifei);
    EXPECT_EQ(last.waits, ((tile_mask{1} << kinds) - 1) & ~mask("5m"));
    const auto f = waits_of("5555m123p456p789s", preset_of("ruijin", "5m"));
    EXPECT_TRUE(f.fei);
    EXPECT_EQ(f.waits, 0u);
}

TEST(Waits, HonourChowWaits) {
    const auto w = waits_of("123m456p789s56z99s", preset_of("ruijin", "5s"));
    EXPECT_EQ(w.waits, mask("5s7z"));  // 5s is the 宝: drawing it completes too
    EXPECT_EQ(w.shapes[33], shapes({wait_shape::closed}));
    const auto winds = waits_of("123m456p789s12z99s", preset_of("ruijin", "5s"));
    EXPECT_EQ(winds.waits, mask("5s34z"));
    EXPECT_EQ(winds.shapes[29], shapes({wait_shape::two_sided}));
}

TEST(Waits, SichuanThreeSuitsNeverWait) {
    // The pinzu must go: 10 tiles kept, 4 to draw.
    const auto w = waits_of("123m456p789s1112s", preset_of("sichuan"));
    EXPECT_EQ(w.waits, 0u);
    EXPECT_EQ(w.shanten, 3);
}

TEST(Analyze, BestDiscardFirst) {
    // Only discarding 5z leaves a ready hand: 1z/2z dual pung, two of each unseen.
    const hand h = *parse_hand("123m456p789s11z22z5z");
    const auto a = analyze_discards(h, preset_of("riichi"));
    ASSERT_TRUE(a.ok());
    ASSERT_GE(a->size(), 2u);
    const auto& best = (*a)[0];
    EXPECT_EQ(best.discard, 31);
    EXPECT_EQ(best.shanten, 0);
    EXPECT_EQ(best.improving, mask("12z"));
    EXPECT_EQ(best.unseen[27], 2);
    EXPECT_EQ(best.unseen[28], 2);
    EXPECT_EQ(best.unseen_total, 4);
    EXPECT_EQ((*a)[1].shanten, 1);
    // Two 1z seen elsewhere: none left.
    std::array<std::uint8_t, kinds> seen{};
    seen[27] = 2;
    const auto b = analyze_discards(h, preset_of("riichi"), &seen);
    EXPECT_EQ((*b)[0].unseen_total, 2);
    EXPECT_EQ((*b)[0].unseen[27], 0);
}

TEST(Analyze, JokerDiscard) {
    const auto a = analyze_discards(*parse_hand("123m456p789s111z5z?"), preset_of("chinese", "7z"));
    ASSERT_TRUE(a.ok());
    bool joker = false;
    for (const auto& c : *a) joker = joker || c.discard == joker_discard;
    EXPECT_TRUE(joker);
    EXPECT_EQ((*a)[0].shanten, 0);
}

TEST(Analyze, ErrorsAreThoseOfValidation) {
    EXPECT_FALSE(analyze_discards(*parse_hand("123m"), preset_of("riichi")).ok());
    EXPECT_FALSE(find_waits(*parse_hand("11m"), preset_of("riichi")).ok());
    EXPECT_FALSE(compute_shanten(*parse_hand("1z"), preset_of("sichuan")).ok());
    EXPECT_EQ(name(wait_shape::dual_pung), "dual_pung");
    EXPECT_EQ(name(wait_shape::wildcard), "wildcard");
}

}  // namespace
