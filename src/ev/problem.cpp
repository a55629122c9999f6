// Kinds and the starting wall of an expected-value question, and the shanten of a state
// (docs/EV.md, "Kinds and the wall" and "Shanten").
#include "ev/problem.hpp"

#include <string>

#include "admission/effective_hand.hpp"
#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"
#include "shanten/model.hpp"
#include "shanten/plain.hpp"
#include "shanten/shanten.hpp"

namespace hupai::detail::ev {

namespace {

result<void> check_options(const ev_situation& s, const ev_options& o) {
    if (o.t_min < 0 || o.t_min > o.t_max || o.t_max > 18) {
        return make_error(errc::invalid_value, "turns need 0 <= t_min <= t_max <= 18, got " +
                                                   std::to_string(o.t_min) + " and " +
                                                   std::to_string(o.t_max));
    }
    if (!is_wind(s.seat_wind) || !is_wind(s.round_wind)) {
        return make_error(errc::invalid_value, "seat and round wind are 1z-4z");
    }
    if (s.dora_count > max_indicators) {
        return make_error(errc::invalid_value, "at most 5 dora indicators");
    }
    for (int i = 0; i < s.dora_count; ++i) {
        const ev_tile t = s.dora_indicators[static_cast<std::size_t>(i)];
        if (t.kind >= kinds || (t.red && (!is_suited(t.kind) || number_of(t.kind) != 5))) {
            return make_error(errc::invalid_value, "a dora indicator is not a tile of 1m-7z");
        }
    }
    if (s.honba < 0 || s.riichi_sticks < 0) {
        return make_error(errc::invalid_value, "honba and riichi sticks are not negative");
    }
    return {};
}

// The rule flags a riichi win is valued under (docs/EV.md, "Value of a win").
rules value_rules(rules r, bool red) noexcept {
    r.open_tanyao = true;
    r.aka_dora = red;
    r.double_yakuman = true;
    r.yakuman_stacking = true;
    r.kazoe = kazoe_rule::yakuman;
    r.kiriage = false;
    r.double_wind_fu = 4;
    return r;
}

}  // namespace

result<problem> make_problem(const hand& h, const rules& r, const ev_situation& s,
                             const ev_options& o) {
    if (auto ok = check_options(s, o); !ok) return ok.err();
    if (h.jokers != 0 || h.flower_count() != 0) {
        return make_error(errc::invalid_value, "expected values take no jokers or flowers");
    }
    const int size = h.concealed_size() + 3 * h.meld_count;
    if (size != 13 && size != 14) {
        return make_error(errc::invalid_value,
                          "expected values need 14 tiles (a discard to choose) or 13, got " +
                              std::to_string(size));
    }
    if (auto ok = validate_hand(h, r, size == 14 ? purpose::win : purpose::wait); !ok) {
        return ok.err();
    }

    problem p;
    p.riichi = r.scoring == scoring_system::riichi;
    const bool red = p.riichi && o.red_dora && r.aka_dora;
    p.r = p.riichi ? value_rules(r, red) : r;
    p.reference = p.riichi && r.wild == 0 && r.standard && r.honours && !r.kongs_in_hand &&
                  !r.honour_chows && !r.thirteen_lan && !r.honours_and_knitted &&
                  !r.knitted_straight && r.max_suits >= 3;
    p.kind_count = red ? max_kinds : kinds;
    p.where = s;
    p.options = o;
    p.base = h;
    p.base.counts.fill(0);
    p.base.red_fives.fill(0);
    p.melds = h.meld_count;
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if (m.kind != meld_kind::concealed_kong) p.closed = false;
        if (!red) p.base.melds[static_cast<std::size_t>(i)].red = 0;
        for (int t = 0; t < kinds; ++t) {
            p.meld_tiles[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(
                p.meld_tiles[static_cast<std::size_t>(t)] + m.count(static_cast<tile>(t)));
        }
    }

    // Visible tiles: the hand, its melds, the indicators and the tiles seen.
    std::array<int, kinds> visible{};
    std::array<int, 3> visible_red{};
    for (int t = 0; t < kinds; ++t) {
        visible[static_cast<std::size_t>(t)] =
            h.held(static_cast<tile>(t)) + s.seen[static_cast<std::size_t>(t)];
    }
    for (int i = 0; i < 3; ++i) {
        visible_red[static_cast<std::size_t>(i)] =
            h.red_fives[static_cast<std::size_t>(i)] + s.seen_red[static_cast<std::size_t>(i)];
    }
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if (m.red != 0 && is_suited(m.tiles[0])) {
            visible_red[static_cast<std::size_t>(m.tiles[0] / 9)] += m.red;
        }
    }
    for (int i = 0; i < s.dora_count; ++i) {
        const ev_tile t = s.dora_indicators[static_cast<std::size_t>(i)];
        ++visible[t.kind];
        if (t.red) ++visible_red[static_cast<std::size_t>(t.kind / 9)];
    }

    int derived = 0;
    for (int t = 0; t < kinds; ++t) {
        const int n = copies - visible[static_cast<std::size_t>(t)];
        if (n < 0) {
            return make_error(
                errc::impossible_situation,
                "more than 4 copies of " + format_tile(static_cast<tile>(t)) + " are visible");
        }
        const bool present = r.honours || !is_honour(static_cast<tile>(t));
        p.wall0[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(present ? n : 0);
        p.org[static_cast<std::size_t>(t)] = h.counts[static_cast<std::size_t>(t)];
        if (present) derived += n;
    }
    if (red) {
        for (int i = 0; i < 3; ++i) {
            const auto five = static_cast<std::size_t>(i * 9 + 4);
            const auto rk = static_cast<std::size_t>(red_base + i);
            const int nr = 1 - visible_red[static_cast<std::size_t>(i)];
            const int plain = p.wall0[five] - nr;
            if (nr < 0 || plain < 0) {
                return make_error(errc::impossible_situation,
                                  "more red or plain fives visible than exist");
            }
            p.wall0[rk] = static_cast<std::uint8_t>(nr);
            p.wall0[five] = static_cast<std::uint8_t>(plain);
            p.org[rk] = h.red_fives[static_cast<std::size_t>(i)];
            p.org[five] = static_cast<std::uint8_t>(p.org[five] - p.org[rk]);
        }
    }
    p.wall = o.wall != 0 ? o.wall : derived;
    if (p.wall - (o.t_max - 1) <= 0) {
        return make_error(errc::invalid_value,
                          "the wall S must exceed t_max - 1, got " + std::to_string(p.wall));
    }
    p.sh0 = shanten_of(p, merged(p.org));
    return p;
}

hand hand_of(const problem& p, const counts& c) noexcept {
    hand h = p.base;
    const auto m = merged(c);
    std::copy(m.begin(), m.end(), h.counts.begin());
    if (p.kind_count == max_kinds) {
        for (int i = 0; i < 3; ++i) {
            h.red_fives[static_cast<std::size_t>(i)] = c[static_cast<std::size_t>(red_base + i)];
        }
    }
    return h;
}

int shanten_of(const problem& p, const std::array<std::uint8_t, kinds>& m) noexcept {
    if (p.reference) {
        // The concealed tiles alone decide (docs/EV.md): copies in melds are not counted, four
        // held copies never wait on a fifth — exactly the plain tables' measure.
        if (p.melds == 0) return to_shanten(plain_distances(m.data(), p.r).overall);
        return to_shanten(plain_standard_distance(m.data(), 4 - p.melds, 1, true, false));
    }
    hand h = p.base;
    std::copy(m.begin(), m.end(), h.counts.begin());
    const effective_hand e = make_effective(h, p.r);
    const shanten_input in = make_shanten_input(h, p.r, e);
    return to_shanten(distance_of(in, p.r, shanten_shape(e.size, e.melds)).overall);
}

}  // namespace hupai::detail::ev
