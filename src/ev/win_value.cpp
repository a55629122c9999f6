// The value of a self-drawn win in the expected-value model: the rules' score of the tsumo, and
// under riichi the exact expectation over the ura indicators the state's wall may turn up
// (docs/EV.md, "Value of a win").
#include <array>

#include "ev/problem.hpp"
#include "hupai/gb.hpp"
#include "scoring/riichi_internal.hpp"

namespace hupai::detail::ev {

namespace {

// How many tiles of one class ura may show, at most (n ≤ 5 indicators).
inline constexpr int gain_classes = 5;  // a kind adds 0–4 han a copy shown

double choose(int n, int k) noexcept {
    if (k < 0 || k > n) return 0;
    double x = 1;
    for (int i = 1; i <= k; ++i) x = x * (n - k + i) / i;
    return x;
}

// The chance of each ura total u = 0…12 when n indicators are drawn without replacement from a
// wall of wall[g] tiles whose indicator adds g han (Vandermonde: the kinds of one class pool).
void ura_chances(const std::array<int, gain_classes>& wall, int n, std::array<double, 13>& p) {
    p.fill(0);
    int total = 0;
    for (const int w : wall) total += w;
    const double all = choose(total, n);
    if (all == 0) {
        p[0] = 1;
        return;
    }
    std::array<int, gain_classes> take{};
    // Every split of n over the classes.
    auto visit = [&](auto&& self, int g, int left) -> void {
        if (g == gain_classes - 1) {
            take[static_cast<std::size_t>(g)] = left;
            double ways = 1;
            int u = 0;
            for (int i = 0; i < gain_classes; ++i) {
                ways *=
                    choose(wall[static_cast<std::size_t>(i)], take[static_cast<std::size_t>(i)]);
                u += i * take[static_cast<std::size_t>(i)];
            }
            p[static_cast<std::size_t>(u < 12 ? u : 12)] += ways / all;
            return;
        }
        for (int j = 0; j <= left; ++j) {
            take[static_cast<std::size_t>(g)] = j;
            self(self, g + 1, left - j);
        }
    };
    visit(visit, 0, n);
}

double riichi_value(const problem& p, const hand& h, const counts& c, int k, bool riichi) {
    situation s;
    s.win_tile = plain_of(k);
    s.win_tile_red = k >= red_base;
    s.tsumo = true;
    s.seat_wind = p.where.seat_wind;
    s.round_wind = p.where.round_wind;
    s.riichi = riichi ? 1 : 0;
    s.dora_count = p.where.dora_count;
    for (int i = 0; i < p.where.dora_count; ++i) {
        s.dora_indicators[static_cast<std::size_t>(i)] =
            p.where.dora_indicators[static_cast<std::size_t>(i)].kind;
    }
    s.honba = p.where.honba;
    s.riichi_sticks = p.where.riichi_sticks;
    // The search builds only valid hands of the question's tiles: no check again.
    const auto score = score_checked_riichi(h, s, p.r);
    if (!score || score->no_yaku) return 0;
    if (!p.options.ura_dora || !riichi || s.dora_count == 0 || score->limit == limit::yakuman) {
        return score->total;
    }
    // The state's wall (merged kinds) by how much an indicator of each kind adds.
    const auto m = merged(c);
    const auto w0 = merged(p.wall0);
    const auto o = merged(p.org);
    std::array<int, gain_classes> wall{};
    for (int y = 0; y < kinds; ++y) {
        const auto i = static_cast<std::size_t>(y);
        const int w = w0[i] + o[i] - m[i];
        const auto d = static_cast<std::size_t>(dora_of(static_cast<tile>(y)));
        const int gain = m[d] + p.meld_tiles[d];
        wall[static_cast<std::size_t>(gain < gain_classes ? gain : gain_classes - 1)] += w;
    }
    std::array<double, 13> chance{};
    ura_chances(wall, s.dora_count, chance);
    double v = 0;
    for (int u = 0; u <= 12; ++u) {
        if (chance[static_cast<std::size_t>(u)] == 0) continue;
        v += chance[static_cast<std::size_t>(u)] *
             points_of(score->han + u, score->fu, 0, s, p.r).total;
    }
    return v;
}

}  // namespace

double win_value(const problem& p, const counts& c, int k, bool riichi) {
    const hand h = hand_of(p, c);
    switch (p.r.scoring) {
        case scoring_system::riichi:
            return riichi_value(p, h, c, k, riichi);
        case scoring_system::gb: {
            situation s;
            s.win_tile = plain_of(k);
            s.tsumo = true;
            s.seat_wind = p.where.seat_wind;
            s.round_wind = p.where.round_wind;
            const auto score = score_gb(h, s, p.r);
            return score && score->qualifies ? score->total_won : 0;
        }
        case scoring_system::none:
            break;
    }
    return 1;
}

}  // namespace hupai::detail::ev
