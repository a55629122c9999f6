// Expected values (docs/EV.md): the worked examples to their printed digits, values checked by
// hand, a naive recurrence over every draw sequence on small walls, and the errors.
#include "hupai/ev.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <string_view>

#include "ev_worked_examples.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"

namespace hupai {
namespace {

hand parse(std::string_view text) {
    auto h = parse_hand(text);
    EXPECT_TRUE(h.ok()) << text;
    return h.ok() ? *h : hand{};
}

ev_tile tile_of(std::string_view text) {
    auto t = parse_tile(text);
    EXPECT_TRUE(t.ok()) << text;
    return {t.ok() ? *t : tile{0}, text[0] == '0'};
}

// East seat, East round, indicator 1z: the worked examples' table.
ev_situation east_with_1z() {
    ev_situation s;
    s.dora_count = 1;
    s.dora_indicators[0] = tile_of("1z");
    return s;
}

const ev_row* row_of(const ev_result& r, std::string_view discard) {
    const ev_tile t = tile_of(discard);
    for (const ev_row& row : r.rows) {
        if (row.has_discard && row.discard == t) return &row;
    }
    return nullptr;
}

// Relative for magnitudes above 1, absolute below.
void expect_near(double got, double want, double tol, const std::string& what) {
    const double scale = std::fabs(want) > 1 ? std::fabs(want) : 1;
    EXPECT_LE(std::fabs(got - want), tol * scale) << what << ": got " << got << " want " << want;
}

TEST(Ev, SampleHandTable) {
    auto r = expected_values(parse("222567m345p33667s"), presets::riichi, east_with_1z());
    ASSERT_TRUE(r.ok()) << r.err().message;
    EXPECT_EQ(r->states, 173u);
    const auto& table = hupai::testing::ev_sample_table;
    ASSERT_EQ(r->rows.size(), std::size(table));
    for (std::size_t i = 0; i < std::size(table); ++i) {
        const hupai::testing::ev_sample_row& l = table[i];
        const ev_row& row = r->rows[i];
        EXPECT_EQ(row.discard, tile_of(l.discard)) << i;
        EXPECT_EQ(row.shanten, l.shanten) << l.discard;
        ASSERT_EQ(row.tenpai_prob.size(), 18u);
        // t = 1 is index 0, t = 17 index 16. The table prints 10 decimals (E: 6).
        expect_near(row.tenpai_prob[0], l.t1, 6e-11, std::string(l.discard) + " T(1)");
        expect_near(row.win_prob[0], l.p1, 6e-11, std::string(l.discard) + " P(1)");
        expect_near(row.exp_score[0], l.e1, 6e-10, std::string(l.discard) + " E(1)");
        expect_near(row.tenpai_prob[16], l.t17, 6e-11, std::string(l.discard) + " T(17)");
        expect_near(row.win_prob[16], l.p17, 6e-11, std::string(l.discard) + " P(17)");
        expect_near(row.exp_score[16], l.e17, 6e-10, std::string(l.discard) + " E(17)");
        // At the last turn nothing is won any more.
        EXPECT_EQ(row.win_prob[17], 0);
        EXPECT_EQ(row.tenpai_prob[17], l.shanten == 0 ? 1 : 0);
    }
}

TEST(Ev, SampleHandSixSouByHand) {
    auto r = expected_values(parse("222567m345p33667s"), presets::riichi, east_with_1z());
    ASSERT_TRUE(r.ok());
    const ev_row* six = row_of(*r, "6s");
    ASSERT_NE(six, nullptr);
    // A riichi on 5s/8s (8 tiles) against a wall of 121 − t tiles.
    double miss = 1;
    for (int u = 1; u <= 17; ++u) miss *= 1 - 8.0 / (121 - u);
    expect_near(six->win_prob[0], 1 - miss, 1e-12, "6s P(1)");
    // E(17) = (3·v(5s) + v(0s) + 4·v(8s)) / 104 with the ura expectations of the text.
    const double v5 = (83 * 6000.0 + 30 * 11700.0 + 4 * 12000.0 + 4 * 18000.0) / 121;
    const double v0 = (83 * 11700.0 + 30 * 12000.0 + 8 * 18000.0) / 121;
    expect_near(six->exp_score[16], (3 * v5 + v0 + 4 * v5) / 104, 1e-12, "6s E(17)");
}

TEST(Ev, LinksMovesDropsTheRiichiReturn) {
    // 7s riichis on the 3s/6s pair wait (4 tiles). The model's riichi return (drawing 7s back
    // to the start, which then riichis on 5s/8s) lifts P(1) to 0.5316…; with each state reading
    // only its own moves it is the plain riichi's chance.
    ev_options moves;
    ASSERT_TRUE(set_ev_option(moves, "links", "moves").ok());
    EXPECT_EQ(moves.links, ev_links::moves);
    auto both = expected_values(parse("222567m345p33667s"), presets::riichi, east_with_1z());
    auto only = expected_values(parse("222567m345p33667s"), presets::riichi, east_with_1z(), moves);
    ASSERT_TRUE(both.ok() && only.ok());
    double miss = 1;
    for (int u = 1; u <= 17; ++u) miss *= 1 - 4.0 / (121 - u);
    expect_near(row_of(*both, "7s")->win_prob[0], 0.5316125454, 1e-10, "7s P(1), both");
    expect_near(row_of(*only, "7s")->win_prob[0], 1 - miss, 1e-12, "7s P(1), moves");
    expect_near(1 - miss, 0.4617764533, 1e-10, "the plain riichi");
    // The same states either way: the variant changes only what the values read.
    EXPECT_EQ(both->states, only->states);
    EXPECT_EQ(set_ev_option(moves, "links", "sideways").err().code, errc::invalid_value);
}

TEST(Ev, ThirteenTileHand) {
    ev_options o;
    auto r = expected_values(parse("222567m34p3367s4z"), presets::riichi, east_with_1z(), o);
    ASSERT_TRUE(r.ok()) << r.err().message;
    ASSERT_EQ(r->rows.size(), 1u);
    EXPECT_FALSE(r->rows[0].has_discard);
    EXPECT_EQ(r->rows[0].shanten, 1);
    expect_near(r->rows[0].tenpai_prob[0], 0.955009480189351, 1e-9, "T(1)");
    expect_near(r->rows[0].win_prob[0], 0.5249186197831287, 1e-9, "P(1)");
    expect_near(r->rows[0].exp_score[0], 4826.421226369695, 1e-9, "E(1)");
}

TEST(Ev, ValuesAboveOne) {
    ev_situation s;
    s.seat_wind = s.round_wind = tile_of("2z").kind;
    s.dora_count = 2;
    s.dora_indicators[0] = tile_of("1s");
    s.dora_indicators[1] = tile_of("6p");
    ev_options o;
    o.wall = 120;
    auto r = expected_values(parse("123m7778p1239999s"), presets::riichi, s, o);
    ASSERT_TRUE(r.ok()) << r.err().message;
    const ev_row* eight = row_of(*r, "8p");
    ASSERT_NE(eight, nullptr);
    EXPECT_EQ(eight->shanten, 1);
    for (int t = 1; t < 18; ++t) {
        expect_near(eight->tenpai_prob[static_cast<std::size_t>(t - 1)], 1.1650485436893203, 1e-9,
                    "T(" + std::to_string(t) + ")");
    }
}

TEST(Ev, ReadmeHand) {
    auto r = expected_values(parse("026m1358p1345579s"), presets::riichi, east_with_1z());
    ASSERT_TRUE(r.ok()) << r.err().message;
    EXPECT_EQ(r->states, 200617u);
    const ev_row* best_t = nullptr;
    const ev_row* best_p = nullptr;
    const ev_row* best_e = nullptr;
    const ev_row* low_e = nullptr;
    for (const ev_row& row : r->rows) {
        if (!best_t || row.tenpai_prob[0] > best_t->tenpai_prob[0]) best_t = &row;
        if (!best_p || row.win_prob[0] > best_p->win_prob[0]) best_p = &row;
        if (!best_e || row.exp_score[0] > best_e->exp_score[0]) best_e = &row;
        if (!low_e || row.exp_score[0] < low_e->exp_score[0]) low_e = &row;
    }
    EXPECT_EQ(best_t->discard, tile_of("2m"));
    EXPECT_NEAR(best_t->tenpai_prob[0], 0.8166, 5e-5);
    EXPECT_EQ(best_p->discard, tile_of("1s"));
    EXPECT_NEAR(best_p->win_prob[0], 0.2494, 5e-5);
    EXPECT_EQ(best_e->discard, tile_of("1s"));
    EXPECT_NEAR(best_e->exp_score[0], 2758.45, 5e-3);
    EXPECT_EQ(low_e->discard, tile_of("0m"));
    EXPECT_NEAR(low_e->exp_score[0], 1015.99, 5e-3);
}

// A tanki on 1z (3 copies left), neither tegawari nor shanten-down: at the last draw the win
// chance is 3 / (S − t); every earlier turn adds its own draw.
TEST(Ev, OneTileWaitByHand) {
    ev_options o;
    o.tegawari = false;
    o.shanten_down = false;
    auto r = expected_values(parse("123m456p789s123s1z"), presets::riichi, {}, o);
    ASSERT_TRUE(r.ok()) << r.err().message;
    ASSERT_EQ(r->rows.size(), 1u);
    const ev_row& row = r->rows[0];
    EXPECT_EQ(row.shanten, 0);
    const double s = 136 - 13;  // the derived wall of a 13-tile hand, nothing seen
    EXPECT_DOUBLE_EQ(row.win_prob[16], 3 / (s - 17));
    double miss = 1;
    for (int t = 1; t <= 17; ++t) miss *= 1 - 3 / (s - t);
    expect_near(row.win_prob[0], 1 - miss, 1e-12, "P(1)");
    EXPECT_EQ(row.tenpai_prob[0], 1);
    // The other three 1z seen: nothing can complete the hand.
    ev_situation gone;
    gone.seen[27] = 3;
    auto none = expected_values(parse("123m456p789s123s1z"), presets::riichi, gone, o);
    ASSERT_TRUE(none.ok()) << none.err().message;
    for (const double p : none->rows[0].win_prob) EXPECT_EQ(p, 0);
    for (const double e : none->rows[0].exp_score) EXPECT_EQ(e, 0);
}

TEST(Ev, WholeHandInOneSuit) {
    // Fourteen tiles in one suit: the group's arrangements reach 14 tiles, one more than any
    // draw state holds (the shanten tables rank groups of at most 14). The numbers are the
    // reference engine's (tests/reference).
    auto r = expected_values(parse("11112222334455p"), presets::riichi);
    ASSERT_TRUE(r.ok()) << r.err().message;
    EXPECT_EQ(r->states, 20u);
    const ev_row* one = row_of(*r, "1p");
    ASSERT_NE(one, nullptr);
    expect_near(one->win_prob[0], 0.71372528803313851, 1e-12, "1p P(1)");
    auto thirteen = expected_values(parse("1111222233445p"), presets::riichi);
    ASSERT_TRUE(thirteen.ok()) << thirteen.err().message;
    EXPECT_GT(thirteen->states, 0u);
}
TEST(Ev, ShantenCountsConcealedCopiesOnly) {
    ev_options o;
    o.tegawari = false;
    o.shanten_down = false;
    // Four 1m held never wait on a fifth.
    auto five = expected_values(parse("1111m234p567p789s"), presets::riichi, {}, o);
    ASSERT_TRUE(five.ok());
    EXPECT_EQ(five->rows[0].shanten, 1);
    // A tanki whose other copies are in the hand's own pung is ready, with nothing to draw.
    auto tanki = expected_values(parse("123m456p789s5z [555z]"), presets::riichi, {}, o);
    ASSERT_TRUE(tanki.ok()) << tanki.err().message;
    EXPECT_EQ(tanki->rows[0].shanten, 0);
    EXPECT_EQ(tanki->rows[0].tenpai_prob[0], 1);
    EXPECT_EQ(tanki->rows[0].win_prob[0], 0);
}

TEST(Ev, AnOpenHandWinsOnlyWithAYaku) {
    ev_options o;
    o.tegawari = false;
    o.shanten_down = false;
    // 1m/4m complete it without a yaku: no win at all.
    auto bare = expected_values(parse("23m456p11z [666s] [234s]"), presets::riichi, {}, o);
    ASSERT_TRUE(bare.ok()) << bare.err().message;
    EXPECT_EQ(bare->rows[0].win_prob[0], 0);
    // With a pung of white dragons the same wait wins.
    auto haku = expected_values(parse("23m456p11z [555z] [234s]"), presets::riichi, {}, o);
    ASSERT_TRUE(haku.ok()) << haku.err().message;
    EXPECT_GT(haku->rows[0].win_prob[0], 0.5);
    EXPECT_GT(haku->rows[0].exp_score[0], 0);
}

TEST(Ev, OtherPresets) {
    // Chinese rules score nothing: the chances alone, and no riichi.
    auto chinese = expected_values(parse("222567m345p33667s"), presets::chinese, east_with_1z());
    ASSERT_TRUE(chinese.ok()) << chinese.err().message;
    EXPECT_FALSE(chinese->scored);
    ASSERT_FALSE(chinese->rows.empty());
    for (const ev_row& row : chinese->rows) EXPECT_TRUE(row.exp_score.empty());
    // Without riichi there is no riichi return: 7s keeps its two ways to win.
    const ev_row* seven = row_of(*chinese, "7s");
    ASSERT_NE(seven, nullptr);
    EXPECT_GT(seven->win_prob[0], 0.6);
    // GB: a win is worth its self-drawn payment (3 × (8 + fan)), none below 8 fan.
    auto gb = expected_values(parse("222567m345p33667s"), presets::gb, {});
    ASSERT_TRUE(gb.ok()) << gb.err().message;
    EXPECT_TRUE(gb->scored);
    for (const ev_row& row : gb->rows) EXPECT_GE(row.exp_score[0], 0);
    // A ready hand's last draw: each winning tile pays its 8-fan-or-more self-draw (3 × (8 + fan)).
    const ev_row* six = row_of(*gb, "6s");
    ASSERT_NE(six, nullptr);
    EXPECT_GE(six->exp_score[16], 48 * six->win_prob[16] - 1e-9);
    // Sichuan: no honours in the wall, and none in a hand.
    auto sichuan = expected_values(parse("222567m345p33667s"), presets::sichuan, {});
    ASSERT_TRUE(sichuan.ok()) << sichuan.err().message;
    auto honour = expected_values(parse("222567m345p3367s1z"), presets::sichuan, {});
    ASSERT_FALSE(honour.ok());
    EXPECT_EQ(honour.err().code, errc::forbidden_tile);
}

TEST(Ev, Errors) {
    const hand sample = parse("222567m345p33667s");
    auto small = expected_values(parse("2567m345p33667s"), presets::riichi);
    ASSERT_FALSE(small.ok());
    EXPECT_EQ(small.err().code, errc::invalid_value);
    ev_situation s;
    s.seen[1] = 2;  // 2m: three in hand, two seen
    auto seen = expected_values(sample, presets::riichi, s);
    ASSERT_FALSE(seen.ok());
    EXPECT_EQ(seen.err().code, errc::impossible_situation);
    ev_situation red;
    red.seen_red[2] = 1;  // a second red 5s
    auto two_red = expected_values(parse("222567m345p33067s"), presets::riichi, red);
    ASSERT_FALSE(two_red.ok());
    EXPECT_EQ(two_red.err().code, errc::impossible_situation);
    ev_options turns;
    turns.t_min = 5;
    turns.t_max = 4;
    auto bad_turns = expected_values(sample, presets::riichi, {}, turns);
    ASSERT_FALSE(bad_turns.ok());
    EXPECT_EQ(bad_turns.err().code, errc::invalid_value);
    ev_options wall;
    wall.wall = 10;
    auto bad_wall = expected_values(sample, presets::riichi, {}, wall);
    ASSERT_FALSE(bad_wall.ok());
    EXPECT_EQ(bad_wall.err().code, errc::invalid_value);
    ev_options budget;
    budget.max_states = 10;
    auto far = expected_values(sample, presets::riichi, {}, budget);
    ASSERT_FALSE(far.ok());
    EXPECT_EQ(far.err().code, errc::too_far);
    EXPECT_EQ(far.err().message, "too_far: the search passed 10 states (ev max_states)");
}

}  // namespace
}  // namespace hupai
