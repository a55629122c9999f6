// Expected values against games played tile by tile, for every preset expected_values takes
// (docs/EV.md, "Checked by games"). With links: moves and tegawari off, a draw state's
// allowed draws weigh at most S − t tiles (unless S is set small), and the engine's P is the win
// chance of a real game played with the policy "at each choice, the discard whose draw state has
// the best P". These games keep their own counts, wall, Need, Keep, riichi and win test (public
// calls only: compute_shanten, score_riichi, score_gb, check_win); the engine only answers which
// discard the policy takes, from its draw states' values. Per preset, the wins over all hands must
// agree with Σ games · P within 4 standard errors, and each hand within a loose bound.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <random>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "ev/graph.hpp"
#include "hupai/analysis.hpp"
#include "hupai/ev.hpp"
#include "hupai/gb.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

namespace dev = detail::ev;
using counts37 = dev::counts;

constexpr int games_per_hand = 100;

// One question: a hand of 13 or 14 tiles (no melds), its table and options.
struct table {
    hand h;
    ev_situation where;
    ev_options options;
};

// Deals a hand near a win: a complete 14 (four sets and a pair) with a tile or two swapped for
// random ones, and for a 13-tile hand one tile less; then indicators and seen tiles.
table deal(std::mt19937_64& rng, const rules& r) {
    const int top = r.honours ? kinds : 27;
    std::array<int, kinds> avail{};
    for (int k = 0; k < top; ++k) avail[static_cast<std::size_t>(k)] = 4;
    // Two suits where a win takes at most two (sichuan), so that the hand is near one.
    if (r.max_suits < 3) {
        const int missing = static_cast<int>(rng() % 3);
        for (int k = 0; k < 9; ++k) avail[static_cast<std::size_t>(missing * 9 + k)] = 0;
    }
    std::array<int, kinds> c{};
    const auto take = [&](int k, int n) {
        if (avail[static_cast<std::size_t>(k)] < n) return false;
        avail[static_cast<std::size_t>(k)] -= n;
        c[static_cast<std::size_t>(k)] += n;
        return true;
    };
    int sets = 0;
    while (sets < 4) {
        if (rng() % 10 < 7) {
            const int start = static_cast<int>(rng() % 3) * 9 + static_cast<int>(rng() % 7);
            if (avail[static_cast<std::size_t>(start)] &&
                avail[static_cast<std::size_t>(start) + 1] &&
                avail[static_cast<std::size_t>(start) + 2]) {
                for (int i = 0; i < 3; ++i) take(start + i, 1);
                ++sets;
            }
        } else if (take(static_cast<int>(rng() % static_cast<std::uint64_t>(top)), 3)) {
            ++sets;
        }
    }
    while (!take(static_cast<int>(rng() % static_cast<std::uint64_t>(top)), 2)) {
    }
    const auto remove_random = [&] {
        for (;;) {
            const int k = static_cast<int>(rng() % static_cast<std::uint64_t>(top));
            if (c[static_cast<std::size_t>(k)] == 0) continue;
            --c[static_cast<std::size_t>(k)];
            return;
        }
    };
    const auto add_random = [&] {
        while (!take(static_cast<int>(rng() % static_cast<std::uint64_t>(top)), 1)) {
        }
    };
    const int swaps = static_cast<int>(rng() % 3);
    for (int i = 0; i < swaps; ++i) {
        remove_random();
        add_random();
    }
    if (rng() % 3 == 0) remove_random();  // a 13-tile hand
    table x;
    for (int k = 0; k < kinds; ++k) {
        x.h.counts[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(c[static_cast<std::size_t>(k)]);
    }
    for (int s = 0; s < 3; ++s) {
        const int n = c[static_cast<std::size_t>(s * 9 + 4)];
        x.h.red_fives[static_cast<std::size_t>(s)] =
            rng() % 4 < static_cast<std::uint64_t>(n) ? 1 : 0;
    }
    if (r.scoring == scoring_system::riichi && rng() % 2 == 0) {
        tile k = 0;
        do k = static_cast<tile>(rng() % kinds);
        while (avail[k] == 0);
        --avail[k];
        x.where.dora_count = 1;
        x.where.dora_indicators[0] = {k, false};
    }
    const int seen = static_cast<int>(rng() % 7);
    for (int i = 0; i < seen; ++i) {
        const int k = static_cast<int>(rng() % static_cast<std::uint64_t>(top));
        if (avail[static_cast<std::size_t>(k)] == 0) continue;
        --avail[static_cast<std::size_t>(k)];
        ++x.where.seen[static_cast<std::size_t>(k)];
    }
    // All four copies of a five visible: one of them is the red five.
    for (int s = 0; s < 3; ++s) {
        const auto five = static_cast<std::size_t>(s * 9 + 4);
        if (avail[five] > 0 || x.h.red_fives[static_cast<std::size_t>(s)] > 0) continue;
        if (x.h.counts[five] > 0)
            x.h.red_fives[static_cast<std::size_t>(s)] = 1;
        else if (x.where.seen[five] > 0)
            x.where.seen_red[static_cast<std::size_t>(s)] = 1;
        else
            x.where.dora_indicators[0].red = true;
    }
    x.where.seat_wind = make_tile(suit::honour, static_cast<int>(rng() % 4) + 1);
    x.where.round_wind = make_tile(suit::honour, static_cast<int>(rng() % 2) + 1);
    ev_options& o = x.options;
    o.t_min = static_cast<int>(rng() % 4);
    o.t_max = 18 - static_cast<int>(rng() % 4);
    o.extra = static_cast<int>(rng() % 2);
    o.shanten_down = rng() % 2 == 0;
    o.tegawari = false;
    o.red_dora = rng() % 4 != 0;
    o.ura_dora = rng() % 2 == 0;
    o.links = ev_links::moves;
    // Now and then a small pool S, which may break the game condition (the table is skipped).
    if (rng() % 8 == 0) o.wall = o.t_max + static_cast<int>(rng() % 60);
    return x;
}

// The games of one table, by their own reading of docs/EV.md's moves.
class game {
public:
    game(const table& x, const rules& r)
        : x_(x),
          r_(r),
          riichi_(r.scoring == scoring_system::riichi),
          red_(riichi_ && x.options.red_dora && r.aka_dora),
          kind_count_(red_ ? 37 : kinds) {
        // W0 and the starting counts from the table.
        for (int k = 0; k < kinds; ++k) {
            const auto i = static_cast<std::size_t>(k);
            const bool present = r.honours || k < 27;
            int visible = x.h.counts[i] + x.where.seen[i];
            for (int d = 0; d < x.where.dora_count; ++d)
                visible += x.where.dora_indicators[static_cast<std::size_t>(d)].kind == k;
            wall0_[i] = static_cast<std::uint8_t>(present ? 4 - visible : 0);
            org_[i] = x.h.counts[i];
            pool_ += wall0_[i];
        }
        if (red_) {
            for (int s = 0; s < 3; ++s) {
                const auto five = static_cast<std::size_t>(s * 9 + 4);
                const auto rk = static_cast<std::size_t>(kinds + s);
                const int held = x.h.red_fives[static_cast<std::size_t>(s)];
                int visible = held + x.where.seen_red[static_cast<std::size_t>(s)];
                for (int d = 0; d < x.where.dora_count; ++d) {
                    const ev_tile t = x.where.dora_indicators[static_cast<std::size_t>(d)];
                    visible += t.red && t.kind == static_cast<tile>(five);
                }
                wall0_[rk] = static_cast<std::uint8_t>(1 - visible);
                wall0_[five] = static_cast<std::uint8_t>(wall0_[five] - (1 - visible));
                org_[rk] = static_cast<std::uint8_t>(held);
                org_[five] = static_cast<std::uint8_t>(org_[five] - held);
            }
        }
        if (x.options.wall != 0) pool_ = x.options.wall;
        sh0_ = shanten(org_);
    }

    const counts37& start() const { return org_; }
    int pool() const { return pool_; }
    int kind_count() const { return kind_count_; }

    int wall(const counts37& c, int k) const {
        const auto i = static_cast<std::size_t>(k);
        return wall0_[i] + org_[i] - c[i];
    }

    hand hand_of(const counts37& c) const {
        hand h;
        for (int k = 0; k < kinds; ++k)
            h.counts[static_cast<std::size_t>(k)] = c[static_cast<std::size_t>(k)];
        if (red_) {
            for (int s = 0; s < 3; ++s) {
                h.counts[static_cast<std::size_t>(s * 9 + 4)] =
                    static_cast<std::uint8_t>(h.counts[static_cast<std::size_t>(s * 9 + 4)] +
                                              c[static_cast<std::size_t>(kinds + s)]);
                h.red_fives[static_cast<std::size_t>(s)] = c[static_cast<std::size_t>(kinds + s)];
            }
        }
        return h;
    }

    int shanten(const counts37& c) {
        const hand h = hand_of(c);
        auto found = shanten_.find(h.counts);
        if (found != shanten_.end()) return found->second;
        const auto sh = compute_shanten(h, r_);
        const int v = sh ? sh->overall : 99;
        shanten_.emplace(h.counts, v);
        return v;
    }

    bool room(const counts37& c) {
        int dist = 0;
        for (int k = 0; k < kind_count_; ++k) {
            dist += std::max(0, c[static_cast<std::size_t>(k)] - org_[static_cast<std::size_t>(k)]);
        }
        return dist + shanten(c) < sh0_ + x_.options.extra;
    }

    // Need of a draw state (tegawari is off): the kinds in the wall whose draw lowers sh.
    const std::vector<int>& draws(const counts37& g) {
        auto found = draws_.find(g);
        if (found != draws_.end()) return found->second;
        std::vector<int> need;
        const int sh = shanten(g);
        for (int k = 0; k < kind_count_; ++k) {
            if (wall(g, k) <= 0) continue;
            counts37 h = g;
            ++h[static_cast<std::size_t>(k)];
            if (shanten(h) < sh) need.push_back(k);
        }
        return draws_.emplace(g, std::move(need)).first->second;
    }

    struct discard {
        int kind;
        counts37 after;
        bool riichi;
    };
    // Keep, or every held kind when shanten_down allows; the first discard that leaves a closed
    // riichi hand ready declares riichi.
    std::vector<discard> discards(const counts37& h, bool r) {
        std::vector<discard> out;
        const int sh = shanten(h);
        const bool free = x_.options.shanten_down && !r && room(h);
        for (int k = 0; k < kind_count_; ++k) {
            if (h[static_cast<std::size_t>(k)] == 0) continue;
            counts37 g = h;
            --g[static_cast<std::size_t>(k)];
            const bool keep = shanten(g) == sh;
            if (keep || free) out.push_back({k, g, r || (riichi_ && sh == 0 && keep)});
        }
        return out;
    }

    // Whether drawing kind k into h (already added) wins, with riichi r.
    bool wins(const counts37& h, int k, bool r) {
        if (shanten(h) != -1) return false;
        const hand w = hand_of(h);
        situation s;
        s.win_tile = static_cast<tile>(k < kinds ? k : (k - kinds) * 9 + 4);
        s.win_tile_red = k >= kinds;
        s.tsumo = true;
        s.seat_wind = x_.where.seat_wind;
        s.round_wind = x_.where.round_wind;
        switch (r_.scoring) {
            case scoring_system::riichi: {
                s.riichi = r ? 1 : 0;
                s.dora_count = x_.where.dora_count;
                for (int d = 0; d < s.dora_count; ++d)
                    s.dora_indicators[static_cast<std::size_t>(d)] =
                        x_.where.dora_indicators[static_cast<std::size_t>(d)].kind;
                rules value = r_;
                value.aka_dora = red_;
                const auto score = score_riichi(w, s, value);
                return score && !score->no_yaku;
            }
            case scoring_system::gb: {
                const auto score = score_gb(w, s, r_);
                return score && score->qualifies;
            }
            case scoring_system::none:
                break;
        }
        const auto win = check_win(w, r_);
        return win && win->win;
    }

    // Every state the moves reach from the start (a 14-tile start is a choice state), and the
    // heaviest draw state's allowed draws: the whole game's condition is that ≤ S − (t_max − 1).
    struct reach {
        std::size_t states = 0;
        int heaviest = 0;
        std::vector<std::pair<counts37, bool>> draw_states;
    };
    reach reachable(bool fourteen) {
        reach out;
        std::set<std::tuple<counts37, bool, bool>> seen;  // counts, riichi, draw state
        std::vector<std::tuple<counts37, bool, bool>> todo{{org_, false, !fourteen}};
        seen.insert(todo.back());
        while (!todo.empty()) {
            const auto [c, r, draw] = todo.back();
            todo.pop_back();
            const auto visit = [&](const counts37& next, bool rn, bool dn) {
                if (seen.insert({next, rn, dn}).second) todo.push_back({next, rn, dn});
            };
            if (draw) {
                out.draw_states.push_back({c, r});
                int weight = 0;
                for (const int k : draws(c)) {
                    weight += wall(c, k);
                    counts37 h = c;
                    ++h[static_cast<std::size_t>(k)];
                    visit(h, r, false);
                }
                out.heaviest = std::max(out.heaviest, weight);
            } else {
                for (const discard& d : discards(c, r)) visit(d.after, d.riichi, true);
            }
        }
        out.states = seen.size();
        return out;
    }

private:
    const table& x_;
    const rules& r_;
    bool riichi_;
    bool red_;
    int kind_count_;
    counts37 wall0_{}, org_{};
    int pool_ = 0;
    int sh0_ = 0;
    std::map<std::array<std::uint8_t, all_kinds>, int> shanten_;
    std::map<counts37, std::vector<int>> draws_;
};

// The engine's policy: every draw state's P by turn.
struct policy {
    const dev::graph& g;
    const std::vector<dev::series>& values;
    int t_min;
    std::string failure;

    // P of draw state (c, r) at turn t, or a failure when the engine has no such draw state.
    double p(const counts37& c, bool r, int t) {
        const std::uint32_t i = g.find(c, r);
        if (i == dev::state_table::none || g.draw[i] == 0) {
            failure = "a draw state the engine does not have";
            return 0;
        }
        return values[g.local[i]].win[static_cast<std::size_t>(t - t_min)];
    }
    // The best discard at turn t and its P (−1: none).
    std::pair<int, double> choose(const std::vector<game::discard>& options, int t) {
        int best = -1;
        double best_p = 0;
        for (std::size_t i = 0; i < options.size(); ++i) {
            const double v = p(options[i].after, options[i].riichi, t);
            if (best < 0 || v > best_p) {
                best = static_cast<int>(i);
                best_p = v;
            }
        }
        return {best, best_p};
    }
};

struct tally {
    int tables = 0, skipped_game = 0, skipped_error = 0, fourteen = 0, riichi_declared = 0;
    double wins = 0, expected = 0, variance = 0;
};

// Plays games_per_hand games of one table; false when the game condition breaks (skip it).
bool play(const table& x, const rules& r, std::mt19937_64& rng, tally& sum) {
    const auto prob = dev::make_problem(x.h, r, x.where, x.options);
    if (!prob) {
        std::printf("skipped: %s: %s\n", format_hand(x.h).c_str(), prob.err().message.c_str());
        ++sum.skipped_error;
        return true;
    }
    auto built = dev::build_graph(*prob);
    if (!built) {
        std::printf("skipped: %s: %s\n", format_hand(x.h).c_str(), built.err().message.c_str());
        ++sum.skipped_error;
        return true;
    }
    dev::graph& g = *built;
    const auto values = dev::turn_values(*prob, g, g.draws);
    game sim(x, r);
    EXPECT_EQ(sim.pool(), prob->wall);
    policy pol{g, values, x.options.t_min, {}};
    const int t_min = x.options.t_min, t_max = x.options.t_max;
    const bool fourteen = x.h.concealed_size() == 14;
    // The same states as the engine's, each of them found there, and a real game.
    const game::reach all = sim.reachable(fourteen);
    EXPECT_EQ(all.states, g.keys.size()) << format_hand(x.h) << " (" << r.preset << ")";
    for (const auto& [c, rf] : all.draw_states) {
        const std::uint32_t i = g.find(c, rf);
        if (i == dev::state_table::none || g.draw[i] == 0) {
            ADD_FAILURE() << "a draw state the engine does not have: " << format_hand(x.h) << " ("
                          << r.preset << ")";
            return true;
        }
    }
    if (all.heaviest > sim.pool() - (t_max - 1)) return false;
    double expect = 0;
    if (fourteen) {
        expect = std::max(0.0, pol.choose(sim.discards(sim.start(), false), t_min).second);
    } else {
        expect = pol.p(sim.start(), false, t_min);
    }
    if (!pol.failure.empty()) {
        ADD_FAILURE() << pol.failure << ": " << format_hand(x.h);
        return true;
    }
    // The public answer holds the same number: the best row's P at t_min.
    const auto answer = expected_values(x.h, r, x.where, x.options);
    EXPECT_TRUE(answer.ok());
    if (answer.ok()) {
        double best = 0;
        for (const ev_row& row : answer->rows) best = std::max(best, row.win_prob[0]);
        EXPECT_NEAR(best, expect, 1e-12) << format_hand(x.h) << " (" << r.preset << ")";
        EXPECT_EQ(answer->states, g.keys.size());
    }
    EXPECT_GE(expect, -1e-12);
    EXPECT_LE(expect, 1 + 1e-12) << format_hand(x.h) << " (" << r.preset << ") t " << t_min << "-"
                                 << t_max << " extra " << x.options.extra << " down "
                                 << x.options.shanten_down << " wall " << x.options.wall << " pool "
                                 << sim.pool();
    int won = 0;
    bool declared = false;
    for (int n = 0; n < games_per_hand; ++n) {
        counts37 c = sim.start();
        bool r_flag = false;
        bool alive = true;
        if (fourteen) {
            const auto options = sim.discards(c, false);
            const int i = pol.choose(options, t_min).first;
            if (i < 0)
                alive = false;
            else {
                c = options[static_cast<std::size_t>(i)].after;
                r_flag = options[static_cast<std::size_t>(i)].riichi;
            }
        }
        for (int t = t_min; alive && t < t_max; ++t) {
            const std::vector<int>& need = sim.draws(c);
            const int pool = sim.pool() - t;
            int weight = 0;
            for (const int k : need) weight += sim.wall(c, k);
            EXPECT_LE(weight, pool);
            int pick = static_cast<int>(rng() % static_cast<std::uint64_t>(pool));
            int drawn = -1;
            for (const int k : need) {
                pick -= sim.wall(c, k);
                if (pick < 0) {
                    drawn = k;
                    break;
                }
            }
            if (drawn < 0) continue;  // any other tile: drawn and thrown, nothing happens
            ++c[static_cast<std::size_t>(drawn)];
            if (sim.wins(c, drawn, r_flag)) {
                ++won;
                break;
            }
            const auto options = sim.discards(c, r_flag);
            const int i = pol.choose(options, t + 1).first;
            if (i < 0) break;  // no allowed discard: the game cannot go on
            c = options[static_cast<std::size_t>(i)].after;
            r_flag = options[static_cast<std::size_t>(i)].riichi;
            declared = declared || r_flag;
        }
        if (!pol.failure.empty()) {
            ADD_FAILURE() << pol.failure << ": " << format_hand(x.h) << " (" << r.preset << ")";
            return true;
        }
    }
    const double n = games_per_hand;
    const double var = n * expect * (1 - expect);
    // Per hand a loose bound (6 standard errors, plus 4 for small counts' skew).
    EXPECT_LE(std::abs(won - n * expect), 6 * std::sqrt(std::max(var, 0.0)) + 4)
        << format_hand(x.h) << " (" << r.preset << ") t " << t_min << "-" << t_max << " extra "
        << x.options.extra << " down " << x.options.shanten_down << " wall " << x.options.wall
        << ": " << won << " wins in " << games_per_hand << ", P " << expect;
    ++sum.tables;
    sum.fourteen += fourteen;
    sum.riichi_declared += declared;
    sum.wins += won;
    sum.expected += n * expect;
    sum.variance += std::max(var, 0.0);
    return true;
}

// A preset as the games play it: a wild kind drawn at random per table where `wild`.
struct preset_case {
    const char* name;
    rules r;
    bool wild;
};

const preset_case every_preset[] = {
    {"riichi", presets::riichi, false},     {"gb", presets::gb, false},
    {"chinese", presets::chinese, false},   {"chinese with a wild kind", presets::chinese, true},
    {"sichuan", presets::sichuan, false},   {"ruijin", presets::ruijin, true},
    {"mediatek", presets::mediatek, false},
};

void run(const preset_case& pc, std::uint64_t seed, std::uint64_t wanted) {
    SCOPED_TRACE(pc.name);
    std::mt19937_64 rng(seed);
    tally sum;
    std::uint64_t dealt = 0;
    while (static_cast<std::uint64_t>(sum.tables) < wanted && dealt < 40 * wanted) {
        ++dealt;
        rules r = pc.r;
        if (pc.wild) {
            const int top = r.honours ? kinds : 27;
            const auto kind = static_cast<tile>(rng() % static_cast<std::uint64_t>(top));
            ASSERT_TRUE(set_wild(r, format_tile(kind)).ok());
        }
        const table x = deal(rng, r);
        const auto sh = compute_shanten(x.h, r);
        if (!sh || sh->overall > 1) continue;
        if (!play(x, r, rng, sum)) ++sum.skipped_game;
        if (::testing::Test::HasFailure()) return;
    }
    std::printf(
        "%s: %d tables (%d of 14 tiles, %d with riichi), %d skipped (pool too small), %d "
        "skipped (errors); wins %.0f, expected %.1f, SE %.1f\n",
        pc.name, sum.tables, sum.fourteen, sum.riichi_declared, sum.skipped_game, sum.skipped_error,
        sum.wins, sum.expected, std::sqrt(sum.variance));
    EXPECT_EQ(static_cast<std::uint64_t>(sum.tables), wanted);
    EXPECT_GT(sum.variance, 0);
    EXPECT_LE(std::abs(sum.wins - sum.expected), 4 * std::sqrt(sum.variance));
}

void run_every_preset(const char* name, std::uint64_t fixed_seed, std::uint64_t hands,
                      std::uint64_t at_least) {
    const std::uint64_t seed = testing::test_seed(name, fixed_seed);
    const std::uint64_t wanted = std::max(testing::scaled(hands), at_least);
    for (std::size_t i = 0; i < std::size(every_preset); ++i)
        run(every_preset[i], seed + i, wanted);
}

// CI: 150 hands a preset (30 at the sanitizer's scale).
TEST(EvSimulation, Quick) { run_every_preset("EvSimulation.Quick", 20261129, 150, 30); }

// 2,000 hands a preset.
TEST(EvSimulation, Full) { run_every_preset("EvSimulation.Full", 20261130, 2000, 60); }

}  // namespace
}  // namespace hupai
