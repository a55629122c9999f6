// The value of a self-drawn win in the expected-value model: the rules' score of the tsumo, and
// under riichi the exact expectation over the ura indicators the state's wall may turn up
// (docs/EV.md, "Value of a win").
#include "ev/win_value.hpp"

#include <array>

#include "hupai/gb.hpp"

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

// The chance of each ura total for the state of counts c when n indicators are turned.
void ura_of(const problem& p, const counts& c, int n, std::array<double, 13>& chance) {
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
    ura_chances(wall, n, chance);
}

}  // namespace

win_values::win_values(const problem& p, std::size_t states) : p_(p), slot_(states, 0) {
    s_.tsumo = true;
    s_.seat_wind = p.where.seat_wind;
    s_.round_wind = p.where.round_wind;
    s_.dora_count = p.where.dora_count;
    for (int i = 0; i < p.where.dora_count; ++i) {
        s_.dora_indicators[static_cast<std::size_t>(i)] =
            p.where.dora_indicators[static_cast<std::size_t>(i)].kind;
    }
    s_.honba = p.where.honba;
    s_.riichi_sticks = p.where.riichi_sticks;
}

win_values::shapes& win_values::shapes_of(std::uint32_t state, const counts& c) {
    std::uint32_t& at = slot_[state];
    if (at == 0) {
        // The facts point at the hand only while they are read, and at the situation each win
        // sets (they read neither its winning tile nor its riichi).
        const hand h = hand_of(p_, c);
        shapes x;
        read_facts(x.facts, h, s_, p_.r);
        std::array<reading, max_readings> d;
        const int n = find_decompositions(x.facts, d);
        x.facts.h = nullptr;
        x.first = static_cast<std::uint32_t>(decompositions_.size());
        x.size = static_cast<std::uint32_t>(n);
        decompositions_.insert(decompositions_.end(), d.begin(), d.begin() + n);
        shapes_.push_back(x);
        at = static_cast<std::uint32_t>(shapes_.size());
    }
    return shapes_[at - 1];
}

double win_values::riichi_value(std::uint32_t state, const counts& c, int k, bool riichi) {
    const problem& p = p_;
    situation& s = s_;
    s.win_tile = plain_of(k);
    s.win_tile_red = k >= red_base;
    s.riichi = riichi ? 1 : 0;
    // The search builds only valid hands of the question's tiles: no check again.
    shapes& x = shapes_of(state, c);
    const riichi_facts& f = x.facts;
    std::array<reading, max_readings> readings;
    const int n =
        place_win(f, decompositions_.data() + x.first, static_cast<int>(x.size), readings);
    if (n == 0) return 0;
    // The value alone: the decompositions carry their sets' facts (set_facts), read once per
    // state, and no yaku or fu list is written.
    const reading_choice chosen = choose_reading(f, readings.data(), n);
    if (chosen.index < 0) return 0;
    const reading_value& score = chosen.value;
    if (!p.options.ura_dora || !riichi || s.dora_count == 0 || score.limit == limit::yakuman) {
        return score.total;
    }
    if (!x.ura_known) {
        ura_of(p, c, s.dora_count, x.ura);
        x.ura_known = true;
    }
    const std::array<double, 13>& chance = x.ura;
    double v = 0;
    for (int u = 0; u <= 12; ++u) {
        if (chance[static_cast<std::size_t>(u)] == 0) continue;
        v += chance[static_cast<std::size_t>(u)] *
             points_of(score.han + u, score.fu, 0, s, p.r).total;
    }
    return v;
}

double win_values::value(std::uint32_t state, const counts& c, int k, bool riichi) {
    const problem& p = p_;
    switch (p.r.scoring) {
        case scoring_system::riichi:
            return riichi_value(state, c, k, riichi);
        case scoring_system::gb: {
            const hand h = hand_of(p, c);
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
