// Expected values against the independent oracle (tests/reference/ev_model.hpp) on random
// tables: hands of shanten 0–2 dealt from a shuffled wall, some with declared melds, red fives,
// dora indicators, seen tiles, other winds and counters, and the options switched at random —
// both link variants (the model and its moves alone) among them. Every row, shanten, |V| and
// number must agree to 1e-9 (relative above 1, absolute below).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"
#include "reference/ev_model.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

namespace ref = reference;

struct table {
    hand h;
    ev_situation where;
    ev_options options;
    ref::ev_input input;  // the same table for the oracle
};

// A tile of the shuffled 136 (4 copies a kind; copy 0 of a five is its red five).
struct physical {
    int kind;
    bool red;
};

table deal(std::mt19937_64& rng) {
    std::vector<int> wall(136);
    std::iota(wall.begin(), wall.end(), 0);
    std::shuffle(wall.begin(), wall.end(), rng);
    const auto tile_at = [&](std::size_t i) {
        const int t = wall[i];
        return physical{t / 4, t / 4 < 27 && t / 4 % 9 == 4 && t % 4 == 0};
    };
    std::size_t next = 0;
    table x;
    x.input.options.t_min = 1;
    // Sometimes a declared pung or chow taken from the top of the wall when it forms one.
    const bool melded = rng() % 4 == 0;
    int concealed = rng() % 3 == 0 ? 13 : 14;
    if (melded) {
        const physical a = tile_at(next);
        int copies = 0;
        for (std::size_t i = next; i < wall.size() && copies < 3; ++i) {
            if (tile_at(i).kind == a.kind) std::swap(wall[next + copies++], wall[i]);
        }
        meld m = meld::same(meld_kind::pung, static_cast<tile>(a.kind));
        int red = 0;
        for (int i = 0; i < 3; ++i) red += tile_at(next + static_cast<std::size_t>(i)).red;
        m.red = static_cast<std::uint8_t>(red);
        x.h.melds[0] = m;
        x.h.meld_count = 1;
        next += 3;
        concealed -= 3;
    }
    for (int i = 0; i < concealed; ++i, ++next) {
        const physical p = tile_at(next);
        ++x.h.counts[static_cast<std::size_t>(p.kind)];
        if (p.red) ++x.h.red_fives[static_cast<std::size_t>(p.kind / 9)];
    }
    const int indicators = static_cast<int>(rng() % 3);
    for (int i = 0; i < indicators; ++i, ++next) {
        const physical p = tile_at(next);
        x.where.dora_indicators[static_cast<std::size_t>(i)] = {static_cast<tile>(p.kind), p.red};
        x.input.dora_indicators.push_back({static_cast<tile>(p.kind), p.red});
    }
    x.where.dora_count = static_cast<std::uint8_t>(indicators);
    const int seen = static_cast<int>(rng() % 8);
    for (int i = 0; i < seen; ++i, ++next) {
        const physical p = tile_at(next);
        ++x.where.seen[static_cast<std::size_t>(p.kind)];
        if (p.red) ++x.where.seen_red[static_cast<std::size_t>(p.kind / 9)];
        x.input.seen.push_back({static_cast<tile>(p.kind), p.red});
    }
    x.where.seat_wind = make_tile(suit::honour, static_cast<int>(rng() % 4) + 1);
    x.where.round_wind = make_tile(suit::honour, static_cast<int>(rng() % 2) + 1);
    x.where.honba = static_cast<int>(rng() % 3);
    x.where.riichi_sticks = static_cast<int>(rng() % 2);
    x.options.t_min = static_cast<int>(rng() % 3);
    x.options.t_max = 18 - static_cast<int>(rng() % 3);
    x.options.extra = static_cast<int>(rng() % 2);
    x.options.shanten_down = rng() % 4 != 0;
    x.options.tegawari = rng() % 4 != 0;
    x.options.red_dora = rng() % 5 != 0;
    x.options.ura_dora = rng() % 5 != 0;
    x.options.links = rng() % 2 == 0 ? ev_links::both : ev_links::moves;

    x.input.h = x.h;
    x.input.seat_wind = x.where.seat_wind;
    x.input.round_wind = x.where.round_wind;
    x.input.honba = x.where.honba;
    x.input.riichi_sticks = x.where.riichi_sticks;
    ref::ev_options& o = x.input.options;
    o.t_min = x.options.t_min;
    o.t_max = x.options.t_max;
    o.extra = x.options.extra;
    o.shanten_down = x.options.shanten_down;
    o.tegawari = x.options.tegawari;
    o.red_dora = x.options.red_dora;
    o.ura_dora = x.options.ura_dora;
    o.links = x.options.links == ev_links::both ? ref::ev_links::both : ref::ev_links::moves;
    return x;
}

void expect_close(double actual, double expected) {
    EXPECT_NEAR(actual, expected, 1e-9 * std::max(1.0, std::abs(expected)));
}

// The engine against the oracle on one table: every row, shanten, |V| and number. `answered`:
// both answered (both refusing it is agreement too).
void compare(const table& x, bool& answered) {
    const auto engine = expected_values(x.h, presets::riichi, x.where, x.options);
    const auto oracle = ref::expected_values(x.input);
    SCOPED_TRACE(format_hand(x.h));
    ASSERT_EQ(engine.ok(), oracle.ok())
        << (engine.ok() ? oracle.err().message : engine.err().message);
    if (!engine.ok()) return;
    answered = true;
    EXPECT_EQ(engine->states, oracle->states);
    ASSERT_EQ(engine->rows.size(), oracle->rows.size());
    for (std::size_t i = 0; i < engine->rows.size(); ++i) {
        const ev_row& a = engine->rows[i];
        const ref::ev_row& b = oracle->rows[i];
        if (b.discard >= 0) {
            EXPECT_EQ(a.discard.kind, ref::ev_plain(b.discard));
            EXPECT_EQ(a.discard.red, b.discard >= kinds);
        } else {
            EXPECT_FALSE(a.has_discard);
        }
        EXPECT_EQ(a.shanten, b.shanten);
        ASSERT_EQ(a.win_prob.size(), b.win_prob.size());
        for (std::size_t t = 0; t < a.win_prob.size(); ++t) {
            expect_close(a.tenpai_prob[t], b.tenpai_prob[t]);
            expect_close(a.win_prob[t], b.win_prob[t]);
            expect_close(a.exp_score[t], b.exp_score[t]);
        }
    }
}

TEST(EvOracle, RandomTablesAgree) {
    const std::uint64_t seed = testing::test_seed("EvOracle.RandomTablesAgree", 20261129);
    std::mt19937_64 rng(seed);
    const auto wanted = std::max<std::uint64_t>(testing::scaled(300), 12);
    std::uint64_t compared = 0, moves = 0, melded = 0;
    while (compared < wanted) {
        const table x = deal(rng);
        const auto sh = compute_shanten(x.h, presets::riichi);
        // Shanten 2 only without the costlier options, so that the oracle stays quick.
        if (!sh || sh->overall > 2) continue;
        if (sh->overall == 2 && (x.options.extra > 0 || x.h.meld_count > 0)) continue;
        bool answered = false;
        compare(x, answered);
        if (!answered) continue;
        ++compared;
        moves += x.options.links == ev_links::moves;
        melded += x.h.meld_count > 0;
    }
    // Both variants and declared melds were met.
    EXPECT_GT(moves, 0u);
    EXPECT_LT(moves, compared);
    EXPECT_GT(melded, 0u);
}

// Hands whose least form is seven pairs or thirteen orphans, their standard form far: the search
// keeps the moves of those forms (which the standard form's change codes alone would drop).
TEST(EvOracle, SpecialFormHandsAgree) {
    for (const char* text : {"1199m2288p3377s15z", "1199m3377s11557z", "5m19m19p19s1234566z",
                             "19m19p1s12345677z3s", "1199m2p3377s11557z"}) {
        table x;
        x.h = *parse_hand(text);
        x.input.h = x.h;
        x.input.options.t_min = x.options.t_min;
        const auto sh = compute_shanten(x.h, presets::riichi);
        ASSERT_TRUE(sh.ok());
        const auto of = [&](form f) { return sh->by_form[static_cast<std::size_t>(f)]; };
        EXPECT_EQ(std::min(of(form::seven_pairs), of(form::thirteen_orphans)), sh->overall) << text;
        EXPECT_GE(of(form::standard), sh->overall + 2) << text;
        bool answered = false;
        compare(x, answered);
        EXPECT_TRUE(answered) << text;
    }
}

}  // namespace
}  // namespace hupai
