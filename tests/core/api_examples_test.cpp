// The examples written in the public headers' contracts, run: each test first finds its example's
// text in the header (so that a reworded example fails here until the test follows), then checks
// the answer the comment promises.
#include <gtest/gtest.h>

#include <string>
#include <string_view>

#include "hupai/hupai.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

// The header `name` documents `example` (its text up to and including the arrow and answer).
void expect_documented(std::string_view name, std::string_view example) {
    const std::string text = testing::source_file_text("include/hupai/" + std::string(name));
    ASSERT_FALSE(text.empty()) << "cannot read include/hupai/" << name;
    EXPECT_NE(text.find(example), std::string::npos) << name << " no longer says: " << example;
}

hand parsed(std::string_view text) {
    auto h = parse_hand(text);
    EXPECT_TRUE(h.ok()) << text << ": " << h.err().message;
    return h.ok() ? *h : hand{};
}

// question(parse_hand(text), r), once `header` is found to document `example`.
template <class Question>
auto run_example(std::string_view header, std::string_view example, std::string_view text,
                 const rules& r, Question question) {
    expect_documented(header, example);
    return question(parsed(text), r);
}

tile_mask kinds_of(std::string_view mpsz) {
    const hand h = parsed(mpsz);
    tile_mask m = 0;
    for (int t = 0; t < all_kinds; ++t) {
        if (h.counts[static_cast<std::size_t>(t)] != 0) m |= bit(static_cast<tile>(t));
    }
    return m;
}

// The examples of analysis.hpp, word for word.
constexpr std::string_view check_win_example =
    "check_win(parse_hand(\"123m456p789s11122z\"), presets::chinese) → win, "
    "{standard}.";
constexpr std::string_view decompose_example =
    "decompose(parse_hand(\"111222333m456p99s\"), presets::chinese) → 2:";
constexpr std::string_view dual_pung_example =
    "find_waits(parse_hand(\"123m456p789s1122z\"), presets::riichi) → waits "
    "{1z, 2z}, each\n/// dual_pung; shanten 0.";
constexpr std::string_view nine_gates_example =
    "find_waits(parse_hand(\"1112345678999m\"), presets::chinese) → waits 1m–9m (九莲宝灯).";
constexpr std::string_view compute_shanten_example =
    "compute_shanten(parse_hand(\"123m456p789s1134z\"), presets::chinese) → "
    "overall 1;\n/// by form: standard 1, seven_pairs 5, thirteen_orphans 7, "
    "thirteen_lan no_shanten.";

TEST(HeaderExamples, CheckWin) {
    const auto w = run_example("analysis.hpp", check_win_example, "123m456p789s11122z",
                               presets::chinese, check_win);
    ASSERT_TRUE(w.ok());
    EXPECT_TRUE(w->win);
    EXPECT_EQ(w->forms, form_bit(form::standard));
}

TEST(HeaderExamples, Decompose) {
    const auto ds =
        run_example("analysis.hpp", decompose_example, "111222333m456p99s", presets::chinese,
                    [](const hand& h, const rules& r) { return decompose(h, r); });
    ASSERT_TRUE(ds.ok());
    ASSERT_EQ(ds->size(), 2u);
    // {9s9s 123m 123m 123m 456p}, {9s9s 456p 111m 222m 333m}: the pair first, then by kind.
    const group_kind first[] = {group_kind::pair, group_kind::chow, group_kind::chow,
                                group_kind::chow, group_kind::chow};
    const group_kind second[] = {group_kind::pair, group_kind::chow, group_kind::pung,
                                 group_kind::pung, group_kind::pung};
    for (std::size_t i = 0; i < 5; ++i) {
        EXPECT_EQ((*ds)[0].groups[i].kind, first[i]) << i;
        EXPECT_EQ((*ds)[1].groups[i].kind, second[i]) << i;
    }
}

TEST(HeaderExamples, FindWaitsDualPung) {
    const auto w = run_example("analysis.hpp", dual_pung_example, "123m456p789s1122z",
                               presets::riichi, find_waits);
    ASSERT_TRUE(w.ok());
    EXPECT_EQ(w->waits, kinds_of("12z"));
    EXPECT_EQ(w->karaten, 0u);
    for (const tile t : {make_tile(suit::honour, 1), make_tile(suit::honour, 2)}) {
        EXPECT_TRUE(contains(w->waits, t));
        EXPECT_EQ(w->shapes[t], wait_shape_set{1} << static_cast<int>(wait_shape::dual_pung));
        EXPECT_TRUE(contains(w->shapes[t], wait_shape::dual_pung));
    }
    EXPECT_EQ(w->shanten, 0);
}

TEST(HeaderExamples, FindWaitsNineGates) {
    const auto w = run_example("analysis.hpp", nine_gates_example, "1112345678999m",
                               presets::chinese, find_waits);
    ASSERT_TRUE(w.ok());
    EXPECT_EQ(w->waits, kinds_of("123456789m"));
}

TEST(HeaderExamples, ComputeShanten) {
    const auto s = run_example("analysis.hpp", compute_shanten_example, "123m456p789s1134z",
                               presets::chinese, compute_shanten);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->overall, 1);
    EXPECT_EQ(s->by_form[static_cast<std::size_t>(form::standard)], 1);
    EXPECT_EQ(s->by_form[static_cast<std::size_t>(form::seven_pairs)], 5);
    EXPECT_EQ(s->by_form[static_cast<std::size_t>(form::thirteen_orphans)], 7);
    EXPECT_EQ(s->by_form[static_cast<std::size_t>(form::thirteen_lan)], no_shanten);
}

TEST(HeaderExamples, ShantenNumber) {
    const auto n = run_example("analysis.hpp",
                               "shanten_number(parse_hand(\"123m456p789s1134z\"), "
                               "presets::chinese) → 1.",
                               "123m456p789s1134z", presets::chinese, shanten_number);
    ASSERT_TRUE(n.ok());
    EXPECT_EQ(*n, 1);
}

TEST(HeaderExamples, ParseHand) {
    expect_documented("notation.hpp",
                      "parse_hand(\"22m234p [789s] (1111m)\") → 5 concealed tiles, 2 melds.");
    const hand h = parsed("22m234p [789s] (1111m)");
    EXPECT_EQ(h.concealed_size(), 5);
    EXPECT_EQ(h.meld_count, 2);
}

TEST(HeaderExamples, PresetAndTiles) {
    expect_documented("rules.hpp", "preset(\"riichi\") → presets::riichi.");
    const auto r = preset("riichi");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(*r, presets::riichi);
    expect_documented("tiles.hpp", "make_tile(suit::honour, 7) → 33 (7z).");
    static_assert(make_tile(suit::honour, 7) == 33);
    EXPECT_EQ(format_tile(make_tile(suit::honour, 7)), "7z");
    expect_documented("tiles.hpp",
                      "contains(find_waits(h, r)->waits, make_tile(suit::pin, 5)) → 5p is a wait.");
    const auto w = find_waits(parsed("123m456p789s46p11z"), presets::chinese);
    ASSERT_TRUE(w.ok());
    EXPECT_TRUE(contains(w->waits, make_tile(suit::pin, 5)));
}

}  // namespace
}  // namespace hupai
