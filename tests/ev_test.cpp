// Expected values (docs/EV.md): the worked examples to their printed digits, values checked by
// hand, a naive recurrence over every draw sequence on small walls, and the errors.
#include "hupai/ev.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <string_view>

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
    struct line {
        const char* discard;
        int shanten;
        double t1, p1, e1, t17, p17, e17;
    };
    const line table[] = {
        {"2m", 1, 0.8972063646, 0.3416643447, 2890.233784, 0.1346153846, 0, 0},
        {"5m", 1, 0.9649839183, 0.5517410572, 4917.278176, 0.1923076923, 0, 0},
        {"6m", 1, 0.9276657904, 0.3564626589, 3100.500222, 0.1538461538, 0, 0},
        {"7m", 1, 0.9649839183, 0.5517410572, 4641.054260, 0.1923076923, 0, 0},
        {"3p", 1, 0.9649839183, 0.5517410572, 4641.054260, 0.1923076923, 0, 0},
        {"4p", 1, 0.9276657904, 0.3564626589, 3100.500222, 0.1538461538, 0, 0},
        {"5p", 1, 0.9649839183, 0.5517410572, 4917.278176, 0.1923076923, 0, 0},
        {"3s", 1, 0.9967714429, 0.5197646458, 3938.728345, 0.3076923077, 0, 0},
        {"6s", 0, 1, 0.7170382017, 6117.121047, 1, 0.0769230769, 656.238080},
        {"7s", 0, 1, 0.5316125454, 4321.125691, 1, 0.0384615385, 305.149396},
    };
    ASSERT_EQ(r->rows.size(), std::size(table));
    for (std::size_t i = 0; i < std::size(table); ++i) {
        const line& l = table[i];
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

}  // namespace
}  // namespace hupai
