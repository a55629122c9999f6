// Expected values against a naive re-statement of the model (docs/EV.md): states in a std::map,
// links in a std::set, every value by recursion over the turns, shanten and scores through the
// public calls. Small turn ranges and a small wall S, so that every draw sequence is visited and
// the "stay" weight 1 − Σw/(S − t) is negative.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>
#include <string_view>
#include <tuple>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"

namespace hupai {
namespace {

using counts = std::array<int, kinds>;

struct naive_model {
    rules r = presets::riichi;
    counts org{}, wall0{};
    int s = 0, t_max = 18, extra = 1;
    bool tegawari = true, shanten_down = true;

    std::map<std::pair<counts, bool>, int> id;
    std::vector<std::pair<counts, bool>> states;
    std::set<std::tuple<int, int, int>> links;  // draw, choice, kind
    std::map<std::pair<int, int>, std::array<double, 3>> memo;
    std::map<std::pair<int, int>, double> wins;  // (choice, kind): its win value
    std::vector<std::vector<std::pair<int, int>>> by_draw, by_choice;  // (other end, kind)
    std::vector<int> sh_of;

    int shanten(const counts& c) const {
        hand h;
        for (int k = 0; k < kinds; ++k)
            h.counts[static_cast<std::size_t>(k)] =
                static_cast<std::uint8_t>(c[static_cast<std::size_t>(k)]);
        return compute_shanten(h, r)->overall;
    }
    static int size(const counts& c) {
        int n = 0;
        for (const int x : c) n += x;
        return n;
    }
    int wall(const counts& c, int k) const {
        return wall0[static_cast<std::size_t>(k)] + org[static_cast<std::size_t>(k)] -
               c[static_cast<std::size_t>(k)];
    }
    bool room(const counts& c, int sh0) const {
        int d = 0;
        for (int k = 0; k < kinds; ++k)
            d += std::max(0, c[static_cast<std::size_t>(k)] - org[static_cast<std::size_t>(k)]);
        return d + shanten(c) < sh0 + extra;
    }
    int add(const counts& c, bool riichi) {
        const auto [it, fresh] =
            id.emplace(std::make_pair(c, riichi), static_cast<int>(states.size()));
        if (fresh) states.emplace_back(c, riichi);
        return it->second;
    }

    void search() {
        const int sh0 = shanten(org);
        add(org, false);
        for (std::size_t i = 0; i < states.size(); ++i) {
            const auto [c, riichi] = states[i];
            const int sh = shanten(c);
            if (size(c) % 3 == 1) {
                for (int k = 0; k < kinds; ++k) {
                    if (wall(c, k) <= 0) continue;
                    counts n = c;
                    ++n[static_cast<std::size_t>(k)];
                    const bool need = c[static_cast<std::size_t>(k)] <= 3 && shanten(n) < sh;
                    if (!need && !(tegawari && !riichi && room(c, sh0))) continue;
                    links.emplace(static_cast<int>(i), add(n, riichi), k);
                }
            } else {
                for (int k = 0; k < kinds; ++k) {
                    if (c[static_cast<std::size_t>(k)] == 0) continue;
                    counts n = c;
                    --n[static_cast<std::size_t>(k)];
                    const bool keep = shanten(n) == sh;
                    if (!keep && !(shanten_down && !riichi && room(c, sh0))) continue;
                    const bool r2 = riichi || (sh == 0 && keep);
                    links.emplace(add(n, r2), static_cast<int>(i), k);
                }
            }
        }
        by_draw.resize(states.size());
        by_choice.resize(states.size());
        for (const auto& [d, h, k] : links) {
            by_draw[static_cast<std::size_t>(d)].emplace_back(h, k);
            by_choice[static_cast<std::size_t>(h)].emplace_back(d, k);
        }
        for (const auto& st : states) sh_of.push_back(shanten(st.first));
    }

    double win(const counts& c, int k, bool riichi) const {
        hand h;
        for (int x = 0; x < kinds; ++x)
            h.counts[static_cast<std::size_t>(x)] =
                static_cast<std::uint8_t>(c[static_cast<std::size_t>(x)]);
        situation where;
        where.win_tile = static_cast<tile>(k);
        where.tsumo = true;
        where.riichi = riichi ? 1 : 0;
        const auto score = score_riichi(h, where, r);
        return score.ok() && !score->no_yaku ? score->total : 0;
    }

    std::array<double, 3> value(int i, int t) {
        if (const auto it = memo.find({i, t}); it != memo.end()) return it->second;
        const auto& [c, riichi] = states[static_cast<std::size_t>(i)];
        std::array<double, 3> x{};
        if (size(c) % 3 == 1) {
            if (t < t_max) {
                const auto own = value(i, t + 1);
                x = own;
                for (const auto& [h, k] : by_draw[static_cast<std::size_t>(i)]) {
                    const auto& hc = states[static_cast<std::size_t>(h)];
                    const auto next = value(h, t + 1);
                    if (!wins.contains({h, k})) {
                        wins[{h, k}] = sh_of[static_cast<std::size_t>(h)] == -1
                                           ? win(hc.first, k, hc.second)
                                           : 0;
                    }
                    const double v = wins[{h, k}];
                    const std::array<double, 3> hat =
                        v > 0 ? std::array<double, 3>{1, 1, std::max(v, next[2])} : next;
                    for (int q = 0; q < 3; ++q) {
                        x[static_cast<std::size_t>(q)] +=
                            wall(c, k) *
                            (hat[static_cast<std::size_t>(q)] - own[static_cast<std::size_t>(q)]) /
                            (s - t);
                    }
                }
            }
            if (sh_of[static_cast<std::size_t>(i)] == 0) x[0] = 1;
        } else {
            for (const auto& [d, k] : by_choice[static_cast<std::size_t>(i)]) {
                const auto y = value(d, t);
                for (int q = 0; q < 3; ++q)
                    x[static_cast<std::size_t>(q)] =
                        std::max(x[static_cast<std::size_t>(q)], y[static_cast<std::size_t>(q)]);
            }
        }
        memo[{i, t}] = x;
        return x;
    }
};

void compare(std::string_view text, int wall, int t_min, int t_max, bool tegawari,
             bool shanten_down) {
    SCOPED_TRACE(text);
    const hand h = *parse_hand(text);
    ev_options o;
    o.t_min = t_min;
    o.t_max = t_max;
    o.wall = wall;
    o.tegawari = tegawari;
    o.shanten_down = shanten_down;
    o.red_dora = false;
    o.ura_dora = false;
    const auto fast = expected_values(h, presets::riichi, {}, o);
    ASSERT_TRUE(fast.ok()) << fast.err().message;

    naive_model m;
    m.r.double_yakuman = true;
    m.r.aka_dora = false;
    m.s = wall;
    m.t_max = t_max;
    m.tegawari = tegawari;
    m.shanten_down = shanten_down;
    for (int k = 0; k < kinds; ++k) {
        m.org[static_cast<std::size_t>(k)] = h.counts[static_cast<std::size_t>(k)];
        m.wall0[static_cast<std::size_t>(k)] = copies - h.counts[static_cast<std::size_t>(k)];
    }
    m.search();
    EXPECT_EQ(fast->states, m.states.size());

    // The rows: each discard whose state the search reached, in kind order; or the start.
    std::vector<int> rows;
    if (naive_model::size(m.org) % 3 == 1) {
        rows.push_back(0);
    } else {
        const int sh0 = m.shanten(m.org);
        for (int k = 0; k < kinds; ++k) {
            if (m.org[static_cast<std::size_t>(k)] == 0) continue;
            counts c = m.org;
            --c[static_cast<std::size_t>(k)];
            const bool riichi = sh0 == 0 && m.shanten(c) == sh0;
            if (const auto it = m.id.find({c, riichi}); it != m.id.end())
                rows.push_back(it->second);
        }
    }
    ASSERT_EQ(fast->rows.size(), rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (int t = t_min; t <= t_max; ++t) {
            const auto want = m.value(rows[i], t);
            const auto at = static_cast<std::size_t>(t - t_min);
            const double got[3] = {fast->rows[i].tenpai_prob[at], fast->rows[i].win_prob[at],
                                   fast->rows[i].exp_score[at]};
            for (int q = 0; q < 3; ++q) {
                const double w = want[static_cast<std::size_t>(q)];
                EXPECT_NEAR(got[q], w, 1e-9 * std::max(1.0, std::fabs(w)))
                    << "row " << i << " t " << t << " quantity " << q;
            }
        }
    }
}

TEST(EvNaive, FourteenTilesEveryMove) { compare("222567m345p33667s", 40, 15, 18, true, true); }

TEST(EvNaive, ThirteenTilesEveryMove) { compare("222567m34p3367s4z", 30, 16, 18, true, true); }

TEST(EvNaive, ReadyHandWithValuesAboveOne) { compare("123m7778p1239999s", 25, 15, 18, true, true); }

TEST(EvNaive, WithoutTegawariOrShantenDown) {
    compare("222567m345p33667s", 40, 14, 18, false, false);
    compare("222567m345p33667s", 40, 15, 18, false, true);
}

}  // namespace
}  // namespace hupai
