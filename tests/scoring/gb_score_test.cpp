// The GB (Chinese Official) score: a worked example for every fan, every 不计 entry, each
// principle, the situations and their errors, the payments, and the high-versus-low principle on
// random winning hands of every form. The corpus of public cases is gb_corpus_test.cpp.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/gb.hpp"
#include "hupai/notation.hpp"
#include "reference/gb_hands.hpp"
#include "reference/win_hands.hpp"
#include "scoring/gb_internal.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;

const rules& gb_rules() {
    static const rules r = *preset("gb");
    return r;
}

tile t(const char* text) { return *parse_tile(text); }

/// A situation from flags: "T" tsumo, "s2z" seat, "r3z" round, "lt" last tile, "lc" last copy,
/// "ck" chankan, "rs" rinshan.
situation situation_of(const char* win, const std::string& flags) {
    situation s;
    s.win_tile = t(win);
    std::istringstream in(flags);
    for (std::string f; in >> f;) {
        if (f == "T") s.tsumo = true;
        if (f == "lt") s.last_tile = true;
        if (f == "lc") s.last_copy = true;
        if (f == "ck") s.chankan = true;
        if (f == "rs") s.rinshan = true;
        if (f.size() == 3 && f[0] == 's') s.seat_wind = t(f.c_str() + 1);
        if (f.size() == 3 && f[0] == 'r') s.round_wind = t(f.c_str() + 1);
    }
    return s;
}

result<gb_score> score(const char* hand_text, const char* win, const std::string& flags = "") {
    const auto h = parse_hand(hand_text);
    if (!h) return h.err();
    return score_gb(*h, situation_of(win, flags), gb_rules());
}

/// "fan fan*2 … = total".
std::string describe(const gb_score& s) {
    std::string out;
    for (const auto& e : s.fans()) {
        out += std::string(name(e.fan));
        if (e.count > 1) out += "*" + std::to_string(e.count);
        out += ' ';
    }
    return out + "= " + std::to_string(s.total);
}

/// The score, or an empty one after recording a failure.
gb_score scored(const char* hand_text, const char* win, const std::string& flags = "") {
    auto s = score(hand_text, win, flags);
    if (!s) {
        ADD_FAILURE() << hand_text << ": " << s.err().message;
        return gb_score{};
    }
    return *s;
}

std::string error_code(const char* hand_text, const char* win, const std::string& flags = "") {
    const auto s = score(hand_text, win, flags);
    return s ? "ok" : std::string(name(s.err().code));
}

// ---- Names and points ------------------------------------------------------------------------

TEST(GbFans, NamesAndPointsFollowTheGreenBook) {
    EXPECT_EQ(name(gb_fan::big_four_winds), "big_four_winds");
    EXPECT_EQ(chinese_name(gb_fan::big_four_winds), "大四喜");
    EXPECT_EQ(english_name(gb_fan::pung_of_terminals_or_honors), "Pung of Terminals or Honors");
    EXPECT_EQ(name(gb_fan::flower_tiles), "flower_tiles");
    EXPECT_EQ(chinese_name(gb_fan::flower_tiles), "花牌");
    EXPECT_EQ(points(gb_fan::concealed_kong_and_melded_kong), 5);
    EXPECT_EQ(chinese_name(gb_fan::concealed_kong_and_melded_kong), "明暗杠");
    // Points per tier: 88 × 7, 64 × 6, 48 × 2, 32 × 3, 24 × 9, 16 × 6, 12 × 5, 8 × 9, 6 × 7,
    // 4 × 4, 2 × 10, 1 × 12 plus flower_tiles (1), plus 明暗杠 (5).
    std::map<int, int> tiers;
    std::set<std::string_view> ids;
    for (int f = 0; f < gb_fan_count; ++f) {
        ++tiers[points(static_cast<gb_fan>(f))];
        ids.insert(name(static_cast<gb_fan>(f)));
        EXPECT_FALSE(chinese_name(static_cast<gb_fan>(f)).empty());
    }
    const std::map<int, int> expected = {{88, 7}, {64, 6}, {48, 2}, {32, 3}, {24, 9},
                                         {16, 6}, {12, 5}, {8, 9},  {6, 7},  {5, 1},
                                         {4, 4},  {2, 10}, {1, 13}};
    EXPECT_EQ(tiers, expected);
    EXPECT_EQ(ids.size(), static_cast<std::size_t>(gb_fan_count));
    EXPECT_EQ(name(gb_form::knitted_straight), "knitted_straight");
    EXPECT_EQ(name(gb_form::honours_and_knitted), "honours_and_knitted");
}

// ---- One worked example per fan --------------------------------------------------------------

struct example {
    const char* hand;
    const char* win;
    const char* flags;
    const char* expected;  ///< describe() of the score
};

// Each line was worked out by hand from the Green Book's definitions and 不计 lists (the waits
// included: a wait fan only where the 13-tile hand waits on that one kind).
const example examples[] = {
    {"223344s666s888s66z", "3s", "",
     "all_green concealed_hand two_concealed_pungs pure_double_chow closed_wait = 94"},
    {"22334455667788p", "8p", "", "seven_shifted_pairs all_simples = 90"},
    {"55m [1111p] [2222s] [3333m] [9999s]", "5m", "",
     "four_kongs mixed_shifted_pungs melded_hand pung_of_terminals_or_honors*2 no_honors = 105"},
    {"111m999p111s99s [999m]", "9s", "", "all_terminals three_concealed_pungs single_wait = 81"},
    {"123m555z666z77z [999p]", "1m", "",
     "little_three_dragons outside_hand two_concealed_pungs pung_of_terminals_or_honors "
     "one_voided_suit = 72"},
    {"111z555z666z77z [444z]", "1z", "T s2z r3z",
     "little_three_dragons all_honors three_concealed_pungs self_drawn = 145"},
    {"111m222p333s44455z", "5z", "T",
     "four_concealed_pungs mixed_shifted_pungs all_types pung_of_terminals_or_honors*2 single_wait "
     "self_drawn = 82"},
    {"11223355778899m", "5m", "", "pure_terminal_chows concealed_hand single_wait = 67"},
    {"222233334444m55p", "4m", "",
     "quadruple_chow concealed_hand all_chows all_simples one_voided_suit = 55"},
    {"222333444p55s [111p]", "5s", "",
     "four_pure_shifted_pungs three_concealed_pungs reversible_tiles pung_of_terminals_or_honors "
     "no_honors single_wait = 75"},
    {"123234345456m11z", "6m", "", "four_pure_shifted_chows half_flush concealed_hand = 40"},
    {"111m99s [2222p] [3333s] (4444m)", "1m", "",
     "three_kongs mixed_shifted_pungs all_pungs pung_of_terminals_or_honors no_honors = 48"},
    {"111m999p111z22z [999s]", "2z", "",
     "all_terminals_and_honors three_concealed_pungs prevalent_wind seat_wind double_pung "
     "single_wait = 55"},
    {"1133m2255p4477s66z", "6z", "T", "seven_pairs self_drawn = 25"},
    {"222m444p666s88m [888p]", "8m", "", "all_even_pungs three_concealed_pungs single_wait = 41"},
    {"123456s234s789s11s", "2s", "", "full_flush pure_straight concealed_hand all_chows = 44"},
    {"123123p456s77z [123p]", "7z", "", "pure_triple_chow one_voided_suit single_wait = 26"},
    {"111222333m456p55s", "5s", "",
     "pure_shifted_pungs three_concealed_pungs concealed_hand pung_of_terminals_or_honors "
     "no_honors single_wait = 45"},
    {"777m888p999s789s99m", "9m", "",
     "upper_tiles three_concealed_pungs mixed_shifted_pungs concealed_hand tile_hog "
     "pung_of_terminals_or_honors = 53"},
    {"456m456p456s555m66s", "6s", "",
     "middle_tiles mixed_triple_chow concealed_hand tile_hog = 36"},
    {"123m123p123s333m22p", "2p", "",
     "lower_tiles mixed_triple_chow concealed_hand tile_hog closed_wait = 37"},
    {"123234345m789p11z", "9p", "", "pure_shifted_chows concealed_hand one_voided_suit = 19"},
    {"345m456p567s555s55m", "5m", "", "all_five mixed_shifted_chows concealed_hand tile_hog = 26"},
    {"111m111p111s23455m", "2m", "",
     "triple_pung three_concealed_pungs concealed_hand pung_of_terminals_or_honors*3 no_honors = "
     "38"},
    {"666m777p888s99m789s", "9m", "",
     "three_concealed_pungs upper_four mixed_shifted_pungs concealed_hand tile_hog single_wait = "
     "41"},
    {"444m333p222s11m123s", "1m", "",
     "three_concealed_pungs lower_four mixed_shifted_pungs concealed_hand tile_hog single_wait = "
     "41"},
    {"123m456p789s55z111z", "5z", "",
     "mixed_straight all_types prevalent_wind seat_wind concealed_hand single_wait = 21"},
    {"123p345p456s888s55z", "5z", "", "reversible_tiles concealed_hand single_wait = 11"},
    {"123m456p789s11z [555z]", "1z", "", "mixed_straight all_types dragon_pung single_wait = 17"},
    {"123m456p789s11z [555z]", "1z", "T",
     "mixed_straight all_types dragon_pung single_wait self_drawn = 18"},
    {"123m456p789s11z [555z]", "1z", "T lt",
     "mixed_straight last_tile_draw all_types dragon_pung single_wait = 25"},
    {"123m456p789s11z [555z]", "1z", "lt",
     "mixed_straight last_tile_claim all_types dragon_pung single_wait = 25"},
    {"123m456p789s11z [555z]", "9s", "lc", "mixed_straight all_types last_tile dragon_pung = 20"},
    {"123m456p789s11z [555z]", "9s", "ck",
     "mixed_straight robbing_the_kong all_types dragon_pung = 24"},
    {"123m456p789s11z [555z]", "9s", "ck lc",
     "mixed_straight robbing_the_kong all_types dragon_pung = 24"},
    {"123m456p789s11z [5555z]", "9s", "T rs",
     "mixed_straight out_with_replacement_tile all_types dragon_pung melded_kong = 25"},
    {"123m456p789s11z [5555z]", "9s", "T rs lt",
     "mixed_straight last_tile_draw out_with_replacement_tile all_types dragon_pung melded_kong = "
     "33"},
    {"123m456p789s11z [555z]", "9s", "s2z r2z", "mixed_straight all_types dragon_pung = 16"},
    {"222m555p99s666s [777p]", "9s", "",
     "three_concealed_pungs all_pungs no_honors single_wait = 24"},
    {"123m456m789m11z [222z]", "1z", "",
     "pure_straight half_flush pung_of_terminals_or_honors single_wait = 24"},
    {"123m55p (2222s) (3333p) [456m]", "5p", "",
     "two_concealed_kongs short_straight no_honors single_wait = 9"},
    {"123m456p55s [555z] [666z]", "5s", "", "two_dragon_pungs single_wait = 7"},
    {"123m789p111s99s [789m]", "9s", "",
     "outside_hand mixed_double_chow two_terminal_chows pung_of_terminals_or_honors no_honors "
     "single_wait = 9"},
    {"123m456p55s [1111z] [2222z]", "5s", "",
     "two_melded_kongs prevalent_wind seat_wind pung_of_terminals_or_honors single_wait = 10"},
    {"222m222p345s678s55m", "5m", "",
     "concealed_hand double_pung two_concealed_pungs all_simples short_straight single_wait = 10"},
    {"123m456p789s11z (2222z)", "1z", "",
     "mixed_straight concealed_hand concealed_kong pung_of_terminals_or_honors single_wait = 14"},
    {"223344m567p678s55s", "5s", "", "concealed_hand all_chows all_simples pure_double_chow = 7"},
    {"234m234p456s678s99s", "9s", "", "concealed_hand all_chows mixed_double_chow = 5"},
    {"123456m234p678s99s", "9s", "", "concealed_hand all_chows short_straight = 5"},
    {"123789m456p567s11s", "1s", "", "concealed_hand all_chows two_terminal_chows single_wait = 6"},
    {"123m456p789s55s [111z]", "9s", "T",
     "mixed_straight prevalent_wind seat_wind self_drawn = 13"},
    {"123m456p789s55s [111z] 12345678f", "9s", "T",
     "mixed_straight prevalent_wind seat_wind self_drawn flower_tiles*8 = 21"},
    {"123m456p789s55s [111z]", "3m", "", "mixed_straight prevalent_wind seat_wind edge_wait = 13"},
    {"1133m2255p4477s66z", "6z", "", "seven_pairs = 24"},
    {"19m19p19s12345677z", "7z", "T", "thirteen_orphans self_drawn = 89"},
    {"123m456p789s55s111z", "9s", "T",
     "mixed_straight fully_concealed_hand prevalent_wind seat_wind = 16"},
    {"147m258p369s33z [666z]", "6s", "", "knitted_straight all_types dragon_pung = 20"},
    {"258m369p14788s [234p]", "8s", "", "knitted_straight all_chows single_wait = 15"},
    {"14m369p25s1234567z", "7z", "T", "greater_honors_and_knitted_tiles self_drawn = 25"},
    {"147m28p369s123456z", "3s", "T", "lesser_honors_and_knitted_tiles self_drawn = 13"},
    {"789m55p333z [111z] [222z]", "9m", "T s4z r4z",
     "big_three_winds one_voided_suit self_drawn = 14"},
    {"678p567s33z [123m] [345m]", "7s", "", "chicken_hand = 8"},
    {"11m [234m] [345p] [234s] [7777z]", "1m", "",
     "melded_hand dragon_pung mixed_double_chow melded_kong = 10"},
    {"789p55s [123m] [789m] [123p]", "7p", "T",
     "three_suited_terminal_chows edge_wait self_drawn = 18"},
    {"11134445s (1111m) [1111p]", "5s", "T",
     "triple_pung two_concealed_pungs pung_of_terminals_or_honors*3 no_honors self_drawn "
     "concealed_kong_and_melded_kong = 28"},
    {"11123456789999m", "9m", "T", "nine_gates pure_straight tile_hog self_drawn = 107"},
    {"555p33344z [111z] [2222z]", "5p", "T s4z r2z",
     "little_four_winds all_pungs half_flush prevalent_wind two_concealed_pungs melded_kong "
     "self_drawn = 82"},
    {"66999s777z [555z] [666z]", "7z", "T",
     "big_three_dragons all_pungs half_flush two_concealed_pungs pung_of_terminals_or_honors "
     "self_drawn = 104"},
    {"55p333444z [111z] [2222z]", "4z", "T s2z r4z",
     "big_four_winds half_flush two_concealed_pungs melded_kong self_drawn = 98"},
};

TEST(GbFans, EveryFanHasAWorkedExample) {
    std::set<gb_fan> seen;
    for (const auto& e : examples) {
        const auto s = scored(e.hand, e.win, e.flags);
        EXPECT_EQ(describe(s), e.expected) << e.hand << " win " << e.win << " " << e.flags;
        for (const auto& f : s.fans()) seen.insert(f.fan);
    }
    for (int f = 0; f < gb_fan_count; ++f) {
        EXPECT_TRUE(seen.count(static_cast<gb_fan>(f)) != 0)
            << "no example scores " << name(static_cast<gb_fan>(f));
    }
}

// ---- The 不计 lists --------------------------------------------------------------------------

// The Green Book's 不计 entries (with the common-practice ones: 清幺九 without 双同刻, 明暗杠
// replacing 暗杠 + 明杠), written apart from the implementation's table.
const std::map<gb_fan, std::vector<gb_fan>> green_book_exclusions = {
    {gb_fan::big_four_winds,
     {gb_fan::big_three_winds, gb_fan::all_pungs, gb_fan::prevalent_wind, gb_fan::seat_wind}},
    {gb_fan::big_three_dragons, {gb_fan::two_dragon_pungs, gb_fan::dragon_pung}},
    {gb_fan::all_green, {gb_fan::half_flush, gb_fan::one_voided_suit}},
    {gb_fan::nine_gates, {gb_fan::full_flush, gb_fan::concealed_hand}},
    {gb_fan::four_kongs,
     {gb_fan::three_kongs, gb_fan::two_melded_kongs, gb_fan::melded_kong, gb_fan::single_wait}},
    {gb_fan::seven_shifted_pairs,
     {gb_fan::seven_pairs, gb_fan::full_flush, gb_fan::fully_concealed_hand, gb_fan::concealed_hand,
      gb_fan::single_wait}},
    {gb_fan::thirteen_orphans,
     {gb_fan::all_types, gb_fan::fully_concealed_hand, gb_fan::concealed_hand,
      gb_fan::single_wait}},
    {gb_fan::all_terminals,
     {gb_fan::all_terminals_and_honors, gb_fan::all_pungs, gb_fan::outside_hand, gb_fan::no_honors,
      gb_fan::double_pung}},
    {gb_fan::little_four_winds, {gb_fan::big_three_winds}},
    {gb_fan::little_three_dragons, {gb_fan::two_dragon_pungs, gb_fan::dragon_pung}},
    {gb_fan::all_honors,
     {gb_fan::all_terminals_and_honors, gb_fan::all_pungs, gb_fan::outside_hand}},
    {gb_fan::four_concealed_pungs,
     {gb_fan::all_pungs, gb_fan::concealed_hand, gb_fan::fully_concealed_hand}},
    {gb_fan::pure_terminal_chows,
     {gb_fan::seven_pairs, gb_fan::full_flush, gb_fan::all_chows, gb_fan::pure_double_chow,
      gb_fan::two_terminal_chows, gb_fan::no_honors}},
    {gb_fan::quadruple_chow,
     {gb_fan::pure_triple_chow, gb_fan::pure_double_chow, gb_fan::tile_hog}},
    {gb_fan::four_pure_shifted_pungs, {gb_fan::pure_shifted_pungs, gb_fan::all_pungs}},
    {gb_fan::four_pure_shifted_chows,
     {gb_fan::pure_shifted_chows, gb_fan::short_straight, gb_fan::two_terminal_chows}},
    {gb_fan::three_kongs, {gb_fan::two_melded_kongs, gb_fan::melded_kong}},
    {gb_fan::all_terminals_and_honors, {gb_fan::all_pungs, gb_fan::outside_hand}},
    {gb_fan::seven_pairs,
     {gb_fan::fully_concealed_hand, gb_fan::concealed_hand, gb_fan::single_wait}},
    {gb_fan::greater_honors_and_knitted_tiles,
     {gb_fan::lesser_honors_and_knitted_tiles, gb_fan::all_types, gb_fan::fully_concealed_hand,
      gb_fan::concealed_hand, gb_fan::single_wait}},
    {gb_fan::all_even_pungs, {gb_fan::all_pungs, gb_fan::all_simples}},
    {gb_fan::full_flush, {gb_fan::no_honors}},
    {gb_fan::pure_triple_chow, {gb_fan::pure_shifted_pungs, gb_fan::pure_double_chow}},
    {gb_fan::upper_tiles, {gb_fan::upper_four, gb_fan::no_honors}},
    {gb_fan::middle_tiles, {gb_fan::all_simples, gb_fan::no_honors}},
    {gb_fan::lower_tiles, {gb_fan::lower_four, gb_fan::no_honors}},
    {gb_fan::pure_straight, {gb_fan::short_straight, gb_fan::two_terminal_chows}},
    {gb_fan::three_suited_terminal_chows,
     {gb_fan::all_chows, gb_fan::no_honors, gb_fan::mixed_double_chow, gb_fan::two_terminal_chows}},
    {gb_fan::all_five, {gb_fan::all_simples, gb_fan::no_honors}},
    {gb_fan::triple_pung, {gb_fan::double_pung}},
    {gb_fan::lesser_honors_and_knitted_tiles,
     {gb_fan::all_types, gb_fan::fully_concealed_hand, gb_fan::concealed_hand,
      gb_fan::single_wait}},
    {gb_fan::upper_four, {gb_fan::no_honors}},
    {gb_fan::lower_four, {gb_fan::no_honors}},
    {gb_fan::reversible_tiles, {gb_fan::one_voided_suit}},
    {gb_fan::mixed_triple_chow, {gb_fan::mixed_double_chow}},
    {gb_fan::last_tile_draw, {gb_fan::self_drawn}},
    {gb_fan::out_with_replacement_tile, {gb_fan::self_drawn}},
    {gb_fan::robbing_the_kong, {gb_fan::last_tile}},
    {gb_fan::melded_hand, {gb_fan::single_wait}},
    {gb_fan::two_concealed_kongs, {gb_fan::two_concealed_pungs, gb_fan::concealed_kong}},
    {gb_fan::two_dragon_pungs, {gb_fan::dragon_pung}},
    {gb_fan::fully_concealed_hand, {gb_fan::self_drawn, gb_fan::concealed_hand}},
    {gb_fan::two_melded_kongs, {gb_fan::melded_kong}},
    {gb_fan::all_chows, {gb_fan::no_honors}},
    {gb_fan::all_simples, {gb_fan::no_honors}},
    {gb_fan::concealed_kong_and_melded_kong, {gb_fan::concealed_kong, gb_fan::melded_kong}},
};

TEST(GbExclusions, EveryEntryOfTheGreenBookClearsItsFans) {
    for (const auto& [fan, excluded] : green_book_exclusions) {
        for (const gb_fan x : excluded) {
            gb_detail::fan_table table{};
            table[gb_detail::at(fan)] = 1;
            table[gb_detail::at(x)] = 1;
            gb_detail::apply_exclusions(table);
            EXPECT_EQ(table[gb_detail::at(fan)], 1) << name(fan) << " must stay";
            EXPECT_EQ(table[gb_detail::at(x)], 0) << name(fan) << " must clear " << name(x);
        }
    }
}

TEST(GbExclusions, AClearedFanClearsNothing) {
    // 四暗刻 clears 不求人, so a self-drawn 四暗刻 keeps 自摸 (不求人 would have cleared it).
    EXPECT_EQ(describe(scored("111m222p333s44455z", "5z", "T")),
              "four_concealed_pungs mixed_shifted_pungs all_types "
              "pung_of_terminals_or_honors*2 single_wait self_drawn = 82");
    // 七对 clears 不求人 the same way.
    EXPECT_EQ(describe(scored("1133m2255p4477s66z", "6z", "T")), "seven_pairs self_drawn = 25");
}

TEST(GbExclusions, WindPungsAreCountedOnce) {
    // 圈风刻 and 门风刻 replace 幺九刻 for their pung; a double wind scores both, once each.
    EXPECT_EQ(describe(scored("123m456p789s55s [111z]", "9s", "T")),
              "mixed_straight prevalent_wind seat_wind self_drawn = 13");
    EXPECT_EQ(describe(scored("123m456p789s55s [111z]", "9s", "T s2z r2z")),
              "mixed_straight pung_of_terminals_or_honors self_drawn = 10");
    // 三风刻 holds its three wind pungs: no 幺九刻 for them, the seat wind still counts.
    EXPECT_EQ(describe(scored("999m55p333z [111z] [222z]", "9m", "T s4z r4z")),
              "big_three_winds all_pungs two_concealed_pungs pung_of_terminals_or_honors "
              "one_voided_suit self_drawn = 23");
}

// ---- The principles --------------------------------------------------------------------------

TEST(GbPrinciples, NonRepeat) {
    // 大四喜 includes 三风刻, 碰碰和, 圈风刻, 门风刻 and the wind 幺九刻.
    const auto s = scored("55p333444z [111z] [2222z]", "4z", "T s2z r4z");
    EXPECT_EQ(describe(s),
              "big_four_winds half_flush two_concealed_pungs melded_kong self_drawn = 98");
}

TEST(GbPrinciples, NonSeparation) {
    // 111222333m is read as three pungs or three chows, never as both at once: the reading of
    // pungs (一色三节高, 三暗刻) beats the reading of chows (一色三同顺, 平和).
    const auto s = scored("111222333m456p55s", "5s");
    EXPECT_EQ(s.count(gb_fan::pure_shifted_pungs), 1);
    EXPECT_EQ(s.count(gb_fan::pure_triple_chow), 0);
    EXPECT_EQ(s.count(gb_fan::all_chows), 0);
    EXPECT_EQ(s.total, 45);
}

TEST(GbPrinciples, NonIdentical) {
    // 234s 234p 234p 567p: the two 234p already make 一般高, so a chow scores 喜相逢 with 234s
    // once: 一般高 + 喜相逢 + 连六, not 喜相逢 × 2.
    const auto s = scored("234s223344567p99s", "9s");
    EXPECT_EQ(s.count(gb_fan::pure_double_chow), 1);
    EXPECT_EQ(s.count(gb_fan::mixed_double_chow), 1);
    EXPECT_EQ(s.count(gb_fan::short_straight), 1);
}

TEST(GbPrinciples, AccountOnce) {
    // 234567s 234567p: four chows connect in one chain, so at most three chow-pair fans:
    // 喜相逢 × 2 + 连六, not 喜相逢 × 2 + 连六 × 2.
    const auto s = scored("234567s234567p99m", "9m");
    EXPECT_EQ(s.count(gb_fan::mixed_double_chow) + s.count(gb_fan::short_straight), 3);
    EXPECT_EQ(s.count(gb_fan::mixed_double_chow), 2);
    // A three-chow fan leaves the fourth chow one combination: 清龙 + 喜相逢 (789m 789s).
    EXPECT_EQ(describe(scored("123456789m789s11s", "9s")),
              "pure_straight concealed_hand all_chows mixed_double_chow one_voided_suit = 22");
}

TEST(GbPrinciples, HighVersusLow) {
    // 2222 3333 4444m 55p is seven pairs (a quad is two pairs: 七对 24, 四归一 × 3, 断幺,
    // 缺一门 = 33) or 234m × 4 + 55p (一色四同顺 48, 平和, 断幺, 门前清, 缺一门 = 55): both
    // readings exist and the higher one is kept.
    const auto h = *parse_hand("222233334444m55p");
    const situation s = situation_of("4m", "");
    gb_detail::hand_facts facts;
    gb_detail::collect_facts(h, s, facts);
    gb_detail::reading_list list;
    gb_detail::collect_readings(facts, gb_rules().forms(), list);
    std::set<gb_form> forms;
    for (int i = 0; i < list.count; ++i) forms.insert(list.items[static_cast<std::size_t>(i)].form);
    EXPECT_EQ(forms, (std::set<gb_form>{gb_form::standard, gb_form::seven_pairs}));
    const auto best = score_gb(h, s, gb_rules());
    EXPECT_EQ(best->form, gb_form::standard);
    EXPECT_EQ(best->total, 55);
    // And the other way round: 223344m 223344p 55s scores more as seven pairs (七对 24, 断幺)
    // than as 一般高 × 2, 喜相逢, 平和, 断幺, 门前清.
    const auto pairs = scored("223344m223344p55s", "5s");
    EXPECT_EQ(pairs.form, gb_form::seven_pairs);
    EXPECT_EQ(pairs.total, 26);
    // The winning tile's place is a choice too: 2p closes 123p (嵌张) or pairs 22p (单钓将),
    // and the edge/closed/single preference keeps the closed wait.
    EXPECT_EQ(scored("123m123p123s333m22p", "2p").count(gb_fan::closed_wait), 1);
}

// ---- Situations ------------------------------------------------------------------------------

TEST(GbSituation, ImpossibleSituationsAreErrors) {
    EXPECT_EQ(error_code("123m456p789s11z [555z]", "9s", "rs T"), "impossible_situation");
    EXPECT_EQ(error_code("123m456p789s11z [5555z]", "9s", "rs"), "impossible_situation");
    EXPECT_EQ(error_code("123m456p789s11z [555z]", "9s", "ck T"), "impossible_situation");
    EXPECT_EQ(error_code("123m456p789s11z [555z]", "1z", "ck"), "impossible_situation");
    EXPECT_EQ(error_code("123m456p789s11z [555z]", "1z", "lc"), "impossible_situation");
    // Nine flowers: one of them twice, and a set has one of each.
    EXPECT_EQ(error_code("123m456p789s11z [555z] 123456781f", "9s"), "too_many_copies");
    EXPECT_EQ(error_code("123m456p789s11z [555z] 12345678f", "9s"), "ok");
    EXPECT_EQ(error_code("123m456p789s11z [555z]", "2s"), "invalid_value");
    EXPECT_EQ(error_code("123m456p789s12z [555z]", "2z"), "not_a_win");
    EXPECT_EQ(error_code("123m456p789s11z", "1z"), "wrong_hand_size");  // 3 sets and a pair
    situation red = situation_of("5p", "");
    red.win_tile_red = true;
    EXPECT_EQ(score_gb(*parse_hand("123m345p789s11z [555z]"), red, gb_rules()).err().code,
              errc::invalid_value);
    EXPECT_TRUE(score_gb(*parse_hand("123m340p789s11z [555z]"), red, gb_rules()).ok());
    EXPECT_EQ(error_code("123m456p789s1z? [555z]", "1z"), "forbidden_tile");
    const auto h = *parse_hand("123m456p789s11z [555z]");
    for (int field = 0; field < 6; ++field) {
        situation s = situation_of("9s", "");
        if (field == 0) s.riichi = 1;
        if (field == 1) s.ippatsu = true;
        if (field == 2) s.blessing = true;
        if (field == 3) s.dora_count = 1;
        if (field == 4) s.honba = 1;
        if (field == 5) s.riichi_sticks = 1;
        const auto r = score_gb(h, s, gb_rules());
        ASSERT_FALSE(r.ok()) << field;
        EXPECT_EQ(r.err().code, errc::impossible_situation) << r.err().message;
    }
    rules wild = gb_rules();
    wild.wild = bit(t("7z"));
    const auto w = score_gb(h, situation_of("9s", ""), wild);
    ASSERT_FALSE(w.ok());
    EXPECT_EQ(w.err().code, errc::invalid_wildcard);
    EXPECT_EQ(validate(wild).err().code, errc::invalid_wildcard);
}

TEST(GbSituation, LastCopyFromTheMelds) {
    // The declared chows hold three 1m: the winning 1m is the last one, 和绝张 without the flag.
    EXPECT_EQ(scored("123m55p [123m] [123m] [123m]", "1m").count(gb_fan::last_tile), 1);
    EXPECT_EQ(scored("123m55p [123m] [123m] [123m]", "5p").count(gb_fan::last_tile), 0);
    EXPECT_EQ(scored("123m456p789s11s [5555z]", "1s").count(gb_fan::last_tile), 0);
    EXPECT_EQ(scored("123m456p789s11s [5555z]", "9s", "lc").count(gb_fan::last_tile), 1);
}

TEST(GbSituation, Payments) {
    const auto ron = scored("123m456p789s11z [555z]", "1z");
    EXPECT_EQ(ron.total, 17);
    EXPECT_TRUE(ron.qualifies);
    EXPECT_EQ(ron.discarder, 25);
    EXPECT_EQ(ron.other, 8);
    EXPECT_EQ(ron.total_won, 41);
    const auto tsumo = scored("123m456p789s11z [555z]", "1z", "T");
    EXPECT_EQ(tsumo.each, 26);
    EXPECT_EQ(tsumo.total_won, 78);
    // Flowers count in the total and the payments, not towards the minimum of 8.
    const auto low = scored("234m456p678s55s [111z] 12f", "8s", "s2z r3z");
    EXPECT_EQ(describe(low), "pung_of_terminals_or_honors flower_tiles*2 = 3");
    EXPECT_FALSE(low.qualifies);
    EXPECT_EQ(low.discarder, 11);
}

TEST(GbWaits, AKindHeldFourTimesIsNoWait) {
    // 5666m waits on 4m, 5m and 7m; with all four 4m and 7m in kongs, 5m is the only wait.
    EXPECT_EQ(scored("55666m123p [4444m] [7777m]", "5m").count(gb_fan::single_wait), 1);
    EXPECT_EQ(scored("55666m123p789s [456s]", "5m").count(gb_fan::single_wait), 0);
}

// ---- Knitted forms ---------------------------------------------------------------------------

TEST(GbKnitted, TheBodyIsNoWait) {
    // The only wait is 8p, a tile of the knitted body: no wait fan.
    EXPECT_EQ(describe(scored("147m258p369s22z [678s]", "8p")), "knitted_straight = 12");
    // A kind of the body that the rest of the hand uses too can give a wait fan: 1m pairs the
    // single 1m beside 147m (the hand waited on 1m alone).
    EXPECT_EQ(describe(scored("11147m258p369s456s", "1m")),
              "knitted_straight concealed_hand all_chows single_wait = 17");
    // A 全不靠 with all nine knitted tiles scores 组合龙 too; its form stays honours_and_knitted.
    const auto s = scored("369m147p258s23456z", "8s");
    EXPECT_EQ(describe(s), "lesser_honors_and_knitted_tiles knitted_straight = 24");
    EXPECT_EQ(s.form, gb_form::honours_and_knitted);
    // 组合龙 + a concealed meld and a pair.
    const auto k = scored("258m123369p14788s", "2p");
    EXPECT_EQ(k.form, gb_form::knitted_straight);
    EXPECT_EQ(describe(k), "knitted_straight concealed_hand all_chows closed_wait = 17");
}

// ---- High versus low on random hands -----------------------------------------------------------

gb_detail::set set_of(const group& g, const hand& h, std::size_t index) {
    gb_detail::set s{};
    s.first = g.tiles[0];
    s.kind = g.kind == group_kind::chow   ? gb_detail::set_kind::chow
             : g.kind == group_kind::kong ? gb_detail::set_kind::kong
                                          : gb_detail::set_kind::pung;
    s.declared = g.declared;
    s.concealed = g.kind != group_kind::chow &&
                  (!g.declared || h.melds[index].kind == meld_kind::concealed_kong);
    return s;
}

TEST(GbPrinciples, TheChosenReadingScoresAtLeastEveryOther) {
    reference::rng rng(hupai::testing::test_seed("gb high versus low", 20261124));
    const rules plain = *preset("chinese");  // the standard readings, enumerated by decompose()
    int scored = 0, readings = 0;
    for (std::uint64_t n = 0; n < hupai::testing::scaled(20000); ++n) {
        hand h;
        if (!reference::random_gb_win(rng, static_cast<reference::gb_shape>(n % 5), h)) continue;
        if (!validate_hand(h, plain, purpose::win).ok()) continue;
        const situation s = reference::random_gb_situation(rng, h);
        const auto best = score_gb(h, s, gb_rules());
        ASSERT_TRUE(best.ok()) << format_hand(h) << ": " << best.err().message;
        ++scored;
        // Every reading and placement the scorer knows of…
        gb_detail::hand_facts facts;
        gb_detail::collect_facts(h, s, facts);
        facts.unique_wait = gb_detail::waits_only_on(h, facts);
        gb_detail::reading_list list;
        gb_detail::collect_readings(facts, gb_rules().forms(), list);
        gb_detail::fan_table table{};
        for (int i = 0; i < list.count; ++i) {
            gb_detail::score_reading(facts, list.items[static_cast<std::size_t>(i)], table);
            ASSERT_LE(gb_detail::total_points(table) + best->flowers, best->total)
                << format_hand(h);
            ++readings;
        }
        // …and every standard decomposition decompose() finds, with the winning tile in each of
        // its concealed groups: none scores more than the chosen one.
        const auto decs = decompose(h, plain);
        ASSERT_TRUE(decs.ok());
        int standard = 0;
        for (const auto& d : *decs) {
            if (d.shape != form::standard) continue;
            gb_detail::reading r{};
            r.form = gb_form::standard;
            r.set_count = 4;
            std::size_t melds = 0;
            int n_sets = 0;
            for (const auto& g : d.groups) {
                if (g.kind == group_kind::pair) {
                    r.pair = g.tiles[0];
                } else {
                    r.sets[static_cast<std::size_t>(n_sets++)] =
                        set_of(g, h, g.declared ? melds++ : 0);
                }
            }
            ++standard;
            for (std::uint8_t place = 0; place <= gb_detail::in_pair; ++place) {
                if (place < 4) {
                    const auto& set = r.sets[place];
                    const bool holds = set.kind == gb_detail::set_kind::chow
                                           ? s.win_tile >= set.first && s.win_tile <= set.first + 2
                                           : set.first == s.win_tile;
                    if (set.declared || !holds) continue;
                } else if (r.pair != s.win_tile) {
                    continue;
                }
                r.place = place;
                gb_detail::score_reading(facts, r, table);
                EXPECT_LE(gb_detail::total_points(table) + best->flowers, best->total)
                    << format_hand(h) << " win " << format_tile(s.win_tile);
            }
        }
        // The scorer's own enumeration finds exactly the standard decompositions.
        std::set<std::vector<int>> own;
        for (int i = 0; i < list.count; ++i) {
            const auto& r = list.items[static_cast<std::size_t>(i)];
            if (r.form != gb_form::standard) continue;
            std::vector<int> key;
            for (const auto& set : r.sets) {
                key.push_back(static_cast<int>(set.kind) * 1000 + set.first * 2 + set.declared);
            }
            std::sort(key.begin(), key.end());
            key.push_back(r.pair);
            own.insert(key);
        }
        EXPECT_EQ(static_cast<int>(own.size()), standard) << format_hand(h);
    }
    EXPECT_GT(scored, static_cast<int>(hupai::testing::scaled(20000) / 2));
    EXPECT_GT(readings, scored);
}

TEST(GbPrinciples, AHandScoresExactlyWhenTheEngineSaysItWins) {
    // score_gb enumerates the readings itself; the engine's is_win (plus the knitted forms)
    // decides apart whether a hand wins: the two must agree on near-winning hands of every style,
    // declared melds and special forms included.
    reference::hand_maker maker(hupai::testing::test_seed("gb wins agree", 20261125));
    int wins = 0, losses = 0;
    for (std::uint64_t n = 0; n < hupai::testing::scaled(40000); ++n) {
        reference::near_win_options o;
        o.changes = static_cast<int>(n % 3 == 0);
        o.declared = n % 2 == 0;
        o.special = n % 5 == 0;
        o.style = static_cast<reference::tile_style>(n % 4);
        const hand h = maker.near_win(gb_rules(), o);
        if (h.concealed_size() + 3 * h.meld_count != 14) continue;
        const situation s = reference::random_gb_situation(maker.random_source(), h);
        const auto scored_hand = score_gb(h, s, gb_rules());
        const bool wins_engine = gb_detail::wins_gb(h);
        if (scored_hand.ok()) {
            ++wins;
            EXPECT_TRUE(wins_engine) << format_hand(h);
            EXPECT_GE(scored_hand->total, 1) << format_hand(h);
        } else if (scored_hand.err().code == errc::not_a_win) {
            ++losses;
            EXPECT_FALSE(wins_engine) << format_hand(h);
        } else {
            // The random situation may not fit the hand (a chankan or last_copy it cannot have).
            EXPECT_EQ(scored_hand.err().code, errc::impossible_situation)
                << scored_hand.err().message;
        }
    }
    // Both answers must be common: over 1,000 of each at full scale.
    const auto enough = static_cast<int>(hupai::testing::scaled(40000) / 40);
    EXPECT_GT(wins, enough);
    EXPECT_GT(losses, enough);
}

}  // namespace
