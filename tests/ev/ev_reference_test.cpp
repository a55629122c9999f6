// The expected-value oracle (tests/reference/ev_model.hpp) against the model's worked examples,
// hand-checkable cases and a Monte-Carlo simulation of the same model.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "ev_reference_support.hpp"
#include "ev_worked_examples.hpp"
#include "hupai/notation.hpp"
#include "reference/ev_model.hpp"
#include "reference/ev_simulation.hpp"
#include "test_support.hpp"

namespace hupai::testing {
namespace {

/// 1e-9, relative above 1 and absolute below (the model's comparison).
void expect_close(double actual, double expected, double tolerance = 1e-9) {
    EXPECT_NEAR(actual, expected, tolerance * std::max(1.0, std::abs(expected)));
}

/// 1 − Π_{u=from}^{to} (1 − k / (S − u)): a riichi on k tiles that nothing else changes.
double plain_riichi(int k, int s, int from, int to) {
    double miss = 1;
    for (int u = from; u <= to; ++u) miss *= 1 - static_cast<double>(k) / (s - u);
    return 1 - miss;
}

TEST(EvReference, SampleHandTable) {
    const auto& table = hupai::testing::ev_sample_table;
    const ev_answer a = answer(sample("222567m345p33667s"));
    EXPECT_EQ(a.states, 173u);
    ASSERT_EQ(a.rows.size(), std::size(table));
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const ev_row& r = a.rows[i];
        const hupai::testing::ev_sample_row& e = table[i];
        SCOPED_TRACE(e.discard);
        EXPECT_EQ(hupai::reference::ev_kind_name(r.discard), e.discard);
        EXPECT_EQ(r.shanten, e.shanten);
        ASSERT_EQ(r.win_prob.size(), 18u);  // t = 1 … 18
        // The table prints 10 decimals of the probabilities and 6 of the scores.
        EXPECT_NEAR(r.tenpai_prob[0], e.t1, 6e-11);
        EXPECT_NEAR(r.win_prob[0], e.p1, 6e-11);
        EXPECT_NEAR(r.exp_score[0], e.e1, 6e-7);
        EXPECT_NEAR(r.tenpai_prob[16], e.t17, 6e-11);
        EXPECT_NEAR(r.win_prob[16], e.p17, 6e-11);
        EXPECT_NEAR(r.exp_score[16], e.e17, 6e-7);
        // At t_max: tenpai rows 1, nothing won.
        EXPECT_EQ(r.tenpai_prob[17], e.shanten == 0 ? 1.0 : 0.0);
        EXPECT_EQ(r.win_prob[17], 0.0);
        EXPECT_EQ(r.exp_score[17], 0.0);
    }
    // The checks by hand: 6s waits on 8 tiles and its only other link changes nothing.
    const ev_row& six = row(a, "6s");
    expect_close(six.win_prob[0], plain_riichi(8, 121, 1, 17), 1e-12);
    expect_close(six.win_prob[16], 8.0 / 104, 1e-12);
    // E(17) of 6s: riichi, tsumo, tanyao, 30 fu by the dealer, ura over the state's wall.
    const double v5 = (83 * 6000.0 + 30 * 11700 + 4 * 12000 + 4 * 18000) / 121;
    const double v0 = (83 * 11700.0 + 30 * 12000 + 8 * 18000) / 121;
    expect_close(six.exp_score[16], (3 * v5 + v0 + 4 * v5) / 104, 1e-12);
}

TEST(EvReference, ThirteenTileHand) {
    const ev_answer a = answer(sample("222567m34p3367s4z"));
    ASSERT_EQ(a.rows.size(), 1u);
    const ev_row& r = a.rows[0];
    EXPECT_EQ(r.discard, -1);
    EXPECT_EQ(r.shanten, 1);
    expect_close(r.tenpai_prob[0], 0.955009480189351);
    expect_close(r.win_prob[0], 0.5249186197831287);
    expect_close(r.exp_score[0], 4826.421226369695);
}

TEST(EvReference, ValuesAboveOne) {
    ev_input in = input("123m7778p1239999s", "2z", {{kind("1s"), false}, {kind("6p"), false}});
    in.options.wall = 120;
    const ev_answer a = answer(in);
    const ev_row& r = row(a, "8p");
    EXPECT_EQ(r.shanten, 1);  // the tanki on a fifth 9s does not count
    ASSERT_EQ(r.tenpai_prob.size(), 18u);
    for (int t = 1; t < 18; ++t)
        expect_close(r.tenpai_prob[static_cast<std::size_t>(t - 1)], 1.1650485436893203);
    expect_close(r.tenpai_prob[16], 120.0 / 103, 1e-12);
    EXPECT_EQ(r.tenpai_prob[17], 0.0);
}

TEST(EvReference, MovesVariantHasNoRiichiReturn) {
    ev_input in = sample("222567m345p33667s");
    in.options.links = ev_links::moves;
    const ev_answer a = answer(in);
    EXPECT_EQ(a.states, 173u);  // the variant reads the same graph
    EXPECT_NEAR(row(a, "7s").win_prob[0], 0.4617764533, 1e-10);
    expect_close(row(a, "7s").win_prob[0], plain_riichi(4, 121, 1, 17), 1e-12);
    expect_close(row(a, "6s").win_prob[0], plain_riichi(8, 121, 1, 17), 1e-12);
}

TEST(EvReference, NamedVariants) {
    ev_input in = sample("222567m345p33667s");
    in.honba = 2;
    in.riichi_sticks = 1;
    const ev_answer model = answer(in);
    // denominator S: the 6s riichi on 8 tiles against a constant 121.
    ev_input constant = in;
    constant.options.denominator_s = true;
    expect_close(row(answer(constant), "6s").win_prob[0], 1 - std::pow(1 - 8.0 / 121, 17), 1e-12);
    // discards dead: the 7s thrown stays out, so its riichi return draws 3 tiles, not 4.
    ev_input dead = in;
    dead.options.discards_dead = true;
    const ev_answer d = answer(dead);
    expect_close(row(d, "6s").win_prob[0], plain_riichi(8, 121, 1, 17), 1e-12);
    EXPECT_LT(row(d, "7s").win_prob[0], row(model, "7s").win_prob[0]);
    EXPECT_GT(row(d, "7s").win_prob[0], plain_riichi(4, 121, 1, 17));
    // table_money false: the sample's own scores; with it, the money is in every win.
    ev_input no_money = in;
    no_money.options.table_money = false;
    const ev_answer plain = answer(no_money);
    const ev_answer table = answer(sample("222567m345p33667s"));
    for (std::size_t i = 0; i < table.rows.size(); ++i) {
        EXPECT_EQ(plain.rows[i].exp_score, table.rows[i].exp_score);
        EXPECT_GT(model.rows[i].exp_score[0], table.rows[i].exp_score[0]);
    }
    expect_close(row(model, "6s").exp_score[16],
                 row(table, "6s").exp_score[16] + 8.0 / 104 * (600 + 1000), 1e-12);
    // take_win always moves no probability; policy exp_score moves no score.
    ev_input always = in;
    always.options.take_win_always = true;
    ev_input by_score = in;
    by_score.options.policy_exp_score = true;
    const ev_answer a = answer(always);
    const ev_answer b = answer(by_score);
    for (std::size_t i = 0; i < model.rows.size(); ++i) {
        EXPECT_EQ(a.rows[i].win_prob, model.rows[i].win_prob);
        EXPECT_EQ(a.rows[i].tenpai_prob, model.rows[i].tenpai_prob);
        EXPECT_EQ(b.rows[i].exp_score, model.rows[i].exp_score);
    }
    EXPECT_LT(row(b, "3s").win_prob[0], row(model, "3s").win_prob[0]);
}

TEST(EvReference, OneTileWaitOnTheLastTurn) {
    // A tanki on 1z (3, 2, 1 or 0 copies left): one draw remains from S − 17.
    for (int seen = 0; seen <= 3; ++seen) {
        SCOPED_TRACE(seen);
        ev_input in = input("234567m234p678s1z", "2z", {{kind("9m"), false}});
        for (int i = 0; i < seen; ++i) in.seen.push_back({kind("1z"), false});
        in.options.t_min = 17;
        const ev_answer a = answer(in);
        ASSERT_EQ(a.rows.size(), 1u);
        const int s = 136 - 13 - 1 - seen;
        expect_close(a.rows[0].win_prob[0], static_cast<double>(3 - seen) / (s - 17), 1e-15);
        EXPECT_EQ(a.rows[0].tenpai_prob[0], 1.0);
    }
}

TEST(EvReference, NoImprovingTileLeftNeverWins) {
    // The 1z tanki with the other three seen, and no tegawari or shanten-down: nothing to draw.
    ev_input in = input("234567m234p678s1z", "2z", {{kind("9m"), false}});
    in.seen = {{kind("1z"), false}, {kind("1z"), false}, {kind("1z"), false}};
    in.options.tegawari = false;
    in.options.shanten_down = false;
    const ev_answer a = answer(in);
    EXPECT_EQ(a.states, 1u);
    for (double p : a.rows[0].win_prob) EXPECT_EQ(p, 0.0);
    for (double e : a.rows[0].exp_score) EXPECT_EQ(e, 0.0);
    for (double t : a.rows[0].tenpai_prob) EXPECT_EQ(t, 1.0);
}

TEST(EvReference, ShantenCountsTheFourCopyLimitOnConcealedTilesOnly) {
    const auto start_shanten = [](const char* hand) {
        hupai::result<ev_model> m = ev_model::make(input(hand, "1z", {}));
        EXPECT_TRUE(m.ok());
        return m.ok() ? m->start_shanten() : 99;
    };
    EXPECT_EQ(start_shanten("1111m234p567p789s"), 1);     // no wait on a fifth 1m held
    EXPECT_EQ(start_shanten("1z234567m234p [111z]"), 0);  // the tanki's copies in a pung count
    EXPECT_EQ(start_shanten("112233445566z7z"), 0);       // seven pairs
    EXPECT_EQ(start_shanten("1111223344556z"), 2);        // four of a kind is one pair (as two: 1)
    EXPECT_EQ(start_shanten("19m19p19s1234567z"), 0);     // thirteen orphans, 13-sided
    // The pung's tanki has no tile left in the wall: it waits, and never wins.
    ev_input in = input("1z234567m234p [111z]", "1z", {});
    in.options.t_min = 17;
    EXPECT_EQ(answer(in).rows[0].win_prob[0], 0.0);
    // Sizes other than 13 and 14 and more than four copies seen are errors.
    EXPECT_EQ(ev_model::make(input("123m", "1z", {})).err().code, hupai::errc::invalid_value);
    ev_input seen = input("234567m234p678s1z", "1z", {});
    seen.seen.assign(4, {kind("1z"), false});
    EXPECT_EQ(ev_model::make(seen).err().code, hupai::errc::impossible_situation);
}

TEST(EvReference, PointsAgreeWithTheLibraryScore) {
    // Hands won by tsumo, more han by dora indicators: ev_tsumo_points(han, fu) is the library's
    // total at every han the indicators reach (1 to kazoe yakuman), dealer or not, with table
    // money.
    struct win {
        const char* hand;
        const char* tile;
    };
    const win wins[] = {{"234567m234p22s456s", "4s"},     {"123m456p789s111z55z", "5z"},
                        {"11223344556677z", "7z"},        {"22334455667788m", "8m"},
                        {"234m456p678s88s [555z]", "8s"}, {"111222333m456p99s", "9s"},
                        {"19m19p19s12345677z", "7z"},     {"234m55s [567p] [888s] (1111z)", "5s"}};
    const char* indicators[] = {"1m", "1s", "3s", "4s", "7m"};
    int compared = 0;
    for (const win& w : wins) {
        for (int n = 0; n <= 5; ++n) {
            for (const char* seat : {"1z", "3z"}) {
                ev_input in = input(w.hand, seat, {});
                for (int i = 0; i < n; ++i)
                    in.dora_indicators.push_back({kind(indicators[i]), false});
                in.honba = n % 3;
                in.riichi_sticks = n % 2;
                hupai::result<ev_model> m = ev_model::make(in);
                ASSERT_TRUE(m.ok()) << w.hand;
                const ev_counts& c = m->start();
                const int k = kind(w.tile);
                for (bool r : {false, true}) {
                    if (r && !m->closed()) continue;
                    hupai::result<hupai::riichi_score> sc = m->score(c, k, r);
                    ASSERT_TRUE(sc.ok()) << w.hand << " " << sc.err().message;
                    if (sc->no_yaku || sc->yakuman > 0) continue;
                    ++compared;
                    EXPECT_EQ(hupai::reference::ev_tsumo_points(sc->han, sc->fu,
                                                                in.seat_wind == kind("1z"),
                                                                in.honba, in.riichi_sticks),
                              sc->total)
                        << w.hand << " " << sc->han << " han " << sc->fu << " fu";
                    // Without ura indicators (ura_dora off) the win value is the library's total.
                    ev_input plain = in;
                    plain.options.ura_dora = false;
                    EXPECT_EQ(ev_model::make(plain)->win_value(c, k, r), sc->total);
                }
            }
        }
    }
    EXPECT_GT(compared, 100);
}

/// A random hand of shanten 0–1 (14 or 13 tiles) dealt from a shuffled wall with red fives.
ev_input random_hand(std::mt19937_64& rng, int size) {
    for (;;) {
        std::vector<ev_tile> wall;
        for (int k = 0; k < hupai::kinds; ++k) {
            for (int c = 0; c < 4; ++c)
                wall.push_back({static_cast<hupai::tile>(k), k < 27 && k % 9 == 4 && c == 0});
        }
        std::shuffle(wall.begin(), wall.end(), rng);
        ev_input in;
        for (int i = 0; i < size; ++i) {
            const ev_tile t = wall[static_cast<std::size_t>(i)];
            in.h.counts[t.kind] += 1;
            if (t.red) in.h.red_fives[t.kind / 9] += 1;
        }
        in.dora_indicators = {wall[static_cast<std::size_t>(size)]};
        in.seat_wind = static_cast<hupai::tile>(27 + rng() % 4);
        in.round_wind = static_cast<hupai::tile>(27 + rng() % 2);
        in.options.links = ev_links::moves;
        in.options.tegawari = false;  // so that the allowed draws never outweigh the pool
        in.options.t_min = 8;
        hupai::result<ev_model> m = ev_model::make(in);
        if (m.ok() && m->start_shanten() <= 1) return in;
    }
}

/// Whether every draw state's allowed draws weigh at most the smallest pool, S − (t_max − 1):
/// then the moves variant is a game, and the simulation plays it.
bool is_game(const ev_oracle& o) {
    const ev_model& m = o.model();
    std::vector<double> weight(o.states().size(), 0.0);
    for (const ev_oracle::link& l : o.links()) {
        if (l.allowed_draw) weight[static_cast<std::size_t>(l.draw_state)] += l.weight;
    }
    const double pool = m.wall_size() - (m.input().options.t_max - 1);
    return std::all_of(weight.begin(), weight.end(), [&](double w) { return w <= pool; });
}

TEST(EvReference, SimulationAgreesWithTheMovesVariant) {
    std::mt19937_64 rng(test_seed("EvReference.Simulation", 20261129));
    // At least 20 hands at any test scale: the share skipped below needs a few.
    const int hands = std::max(20, static_cast<int>(scaled(120)));
    const std::uint64_t games = 1000;
    double p_sum = 0, p_var = 0, wins = 0;
    double e_sum = 0, e_var = 0, score_sum = 0;
    int skipped = 0;
    for (int hand = 0; hand < hands; ++hand) {
        const ev_input in = random_hand(rng, hand % 3 == 0 ? 13 : 14);
        hupai::result<ev_oracle> o = ev_oracle::solve(in);
        ASSERT_TRUE(o.ok());
        if (!is_game(*o)) {
            ++skipped;  // a shanten-down can reach draw states whose improving tiles outweigh the
                        // pool
            continue;
        }
        const int t0 = in.options.t_min;
        // A row at random (the start itself for 13 tiles): also the discards the row_state plan
        // would not make, where the moves and the model's both-way links part most.
        const ev_answer a = o->answer();
        const int discard = a.rows[rng() % a.rows.size()].discard;
        ev_counts after = o->model().start();
        bool riichi = false;
        if (discard >= 0) {
            riichi = o->model().closed() && o->model().start_shanten() == 0 &&
                     o->model().in_keep(after, discard);
            after[discard] -= 1;
        }
        const int row_state = o->find(after, riichi, true);
        ASSERT_GE(row_state, 0);
        const ev_oracle::state& start = o->states()[static_cast<std::size_t>(row_state)];
        const auto pick = [&](int x) {
            return [&, x](const ev_counts&, bool, int turn,
                          std::span<const hupai::reference::ev_discard_option> options) {
                std::size_t chosen = 0;
                double value = -1;
                for (std::size_t i = 0; i < options.size(); ++i) {
                    const int j = o->find(options[i].after, options[i].riichi, true);
                    const double v = x == 1 ? o->win(j, turn) : o->score(j, turn);
                    if (v > value) {
                        value = v;
                        chosen = i;
                    }
                }
                return chosen;
            };
        };
        const std::uint64_t seed = rng();
        // Win probability: every win taken, the discard of row_state P.
        hupai::result<hupai::reference::ev_simulation_result> by_p =
            hupai::reference::simulate(o->model(), start.c, start.riichi, games, seed, pick(1),
                                       [](const ev_counts&, bool, int, double) { return true; });
        ASSERT_TRUE(by_p.ok()) << by_p.err().message;
        const double p = o->win(row_state, t0);
        const double n = static_cast<double>(games);
        const double se = std::sqrt(std::max(p * (1 - p), 0.0) / n);
        EXPECT_NEAR(static_cast<double>(by_p->wins) / n, p, 4 * se + 1e-12)
            << hupai::format_hand(in.h) << " row state " << row_state;
        p_sum += p;
        p_var += p * (1 - p);
        wins += static_cast<double>(by_p->wins);
        // Expected score: the discard of row_state E, a win taken when worth at least playing on.
        hupai::result<hupai::reference::ev_simulation_result> by_e =
            hupai::reference::simulate(o->model(), start.c, start.riichi, games, seed + 1, pick(2),
                                       [&](const ev_counts& h, bool r, int turn, double v) {
                                           const int j = o->find(h, r, false);
                                           return v >= o->score(j, turn);
                                       });
        ASSERT_TRUE(by_e.ok());
        // One hand's scores are heavy-tailed (a few large wins), so its sample deviation is no
        // safe measure: the bound is the variance of a variable in [0, v_max] with mean E,
        // at most E · v_max. The sample variances serve the sum over all hands below.
        const double e = o->score(row_state, t0);
        double v_max = 0;
        for (const ev_oracle::link& l : o->links()) v_max = std::max(v_max, l.win);
        const double mean = by_e->score_sum / n;
        EXPECT_NEAR(mean, e, 4 * std::sqrt(e * v_max / n) + 1e-9)
            << hupai::format_hand(in.h) << " seat " << int(in.seat_wind) << " round "
            << int(in.round_wind) << " indicator " << int(in.dora_indicators[0].kind)
            << (in.dora_indicators[0].red ? " red" : "") << " row state " << row_state;
        e_sum += e;
        e_var += std::max(by_e->score_squares / n - mean * mean, 0.0);
        score_sum += by_e->score_sum;
    }
    // All hands together: the total of wins against the total of the probabilities.
    EXPECT_NEAR(wins / static_cast<double>(games), p_sum,
                4 * std::sqrt(p_var / static_cast<double>(games)));
    EXPECT_LT(skipped, hands / 4);
    // And the total of the scores against the total of the expected scores.
    EXPECT_NEAR(score_sum / static_cast<double>(games), e_sum,
                4 * std::sqrt(e_var / static_cast<double>(games)));
}

TEST(EvReference, BatchCommandPrintsEveryDigit) {
    // hupai_ev_reference answers batch ev lines: rows in order, 17 significant digits (the
    // numbers read back are the oracle's exactly), null for a 13-tile hand, errors by code.
    const std::string in_path = ::testing::TempDir() + "ev_reference_in.jsonl";
    {
        std::ofstream in(in_path);
        in << R"({"id": "a", "hand": "222567m345p33667s", "rules": "riichi", "ops": ["ev"], )"
           << R"("situation": {"seat_wind": "1z", "round_wind": "1z", "dora_indicators": ["1z"], )"
           << R"("seen": "", "honba": 0, "riichi_sticks": 0}, "ev": {"t_min": 1, "t_max": 18, )"
           << R"("wall": 121, "extra": 1, "shanten_down": true, "tegawari": true, )"
           << R"("red_dora": true, "ura_dora": true}})"
           << "\n"
           << R"({"id": 2, "hand": "222567m34p3367s4z", "situation": {"dora_indicators": ["1z"]}})"
           << "\n"
           << R"({"id": "c", "hand": "222567m34p3367s"})"
           << "\n";
    }
    int status = -1;
    const std::string out =
        command_output(std::string(HUPAI_EV_REFERENCE_PATH) + " < " + in_path, status);
    EXPECT_EQ(status, 0);
    std::remove(in_path.c_str());
    std::vector<nlohmann::json> lines;
    std::size_t at = 0;
    for (std::size_t end; (end = out.find('\n', at)) != std::string::npos; at = end + 1)
        lines.push_back(nlohmann::json::parse(out.substr(at, end - at)));
    ASSERT_EQ(lines.size(), 3u);

    const ev_answer a = answer(sample("222567m345p33667s"));
    EXPECT_EQ(lines[0]["id"], "a");
    EXPECT_EQ(lines[0]["hand"], "222567m345p33667s");
    EXPECT_EQ(lines[0]["ev_states"], 173);
    ASSERT_EQ(lines[0]["ev"].size(), a.rows.size());
    for (std::size_t i = 0; i < a.rows.size(); ++i) {
        const nlohmann::json& r = lines[0]["ev"][i];
        EXPECT_EQ(r["discard"], hupai::reference::ev_kind_name(a.rows[i].discard));
        EXPECT_EQ(r["shanten"], a.rows[i].shanten);
        EXPECT_EQ(r["tenpai_prob"].get<std::vector<double>>(), a.rows[i].tenpai_prob);
        EXPECT_EQ(r["win_prob"].get<std::vector<double>>(), a.rows[i].win_prob);
        EXPECT_EQ(r["exp_score"].get<std::vector<double>>(), a.rows[i].exp_score);
    }
    EXPECT_EQ(lines[1]["id"], 2);
    ASSERT_EQ(lines[1]["ev"].size(), 1u);
    EXPECT_TRUE(lines[1]["ev"][0]["discard"].is_null());
    EXPECT_EQ(lines[1]["ev"][0]["win_prob"][0].get<double>(), 0.5249186197831287);
    EXPECT_EQ(lines[2]["id"], "c");
    EXPECT_EQ(lines[2]["error"].get<std::string>().rfind("invalid_value: ", 0), 0u);
}

}  // namespace
}  // namespace hupai::testing
