// Fu of a standard riichi reading: 20 base, 10 for a closed ron, 2 for a tsumo (none for pinfu),
// the pair, the wait and the sets, rounded up to 10; an open hand without any fu won by ron is
// 30. Seven pairs are 25 and are not counted here.
#include "scoring/riichi_internal.hpp"

namespace hupai::detail {

namespace {

void add(riichi_score* out, fu_reason why, int fu, tile kind = 0) noexcept {
    if (out != nullptr && out->fu_size < max_fu_entries) {
        out->fu_details[out->fu_size++] = fu_entry{why, static_cast<std::uint8_t>(fu), kind};
    }
}

}  // namespace

fu_count count_fu(const riichi_facts& f, const reading& rd, riichi_score* out) noexcept {
    const situation& s = *f.s;
    if (out != nullptr) out->fu_size = 0;
    add(out, fu_reason::base, 20);
    // The sets' fu were summed with the decomposition; only the details walk the sets.
    int fu = 20 + rd.facts.set_fu;
    if (out != nullptr) {
        for (int i = 0; i < rd.set_size; ++i) {
            const riichi_set& x = rd.sets[static_cast<std::size_t>(i)];
            if (x.type == set_type::chow) continue;
            const bool kong = x.type == set_type::kong;
            add(out,
                kong ? (x.open ? fu_reason::open_kong : fu_reason::closed_kong)
                     : (x.open ? fu_reason::open_pung : fu_reason::closed_pung),
                fu_of(x), x.t);
        }
    }
    const bool all_chows = rd.facts.chow_count == rd.set_size;
    int pair_fu = 0;
    const bool seat = rd.pair == s.seat_wind;
    const bool round = rd.pair == s.round_wind;
    if (seat && round) {
        pair_fu = f.r->double_wind_fu;
        add(out, fu_reason::double_wind_pair, pair_fu, rd.pair);
    } else if (seat || round) {
        pair_fu = 2;
        add(out, seat ? fu_reason::seat_wind_pair : fu_reason::round_wind_pair, 2, rd.pair);
    } else if (is_dragon(rd.pair)) {
        pair_fu = 2;
        add(out, fu_reason::dragon_pair, 2, rd.pair);
    }
    fu += pair_fu;
    if (rd.wait == wait_shape::closed || rd.wait == wait_shape::edge ||
        rd.wait == wait_shape::single) {
        fu += 2;
        add(out,
            rd.wait == wait_shape::closed ? fu_reason::closed_wait
            : rd.wait == wait_shape::edge ? fu_reason::edge_wait
                                          : fu_reason::single_wait,
            2, s.win_tile);
    }
    const bool pinfu_shape = all_chows && pair_fu == 0 && rd.wait == wait_shape::two_sided;
    const bool pinfu = pinfu_shape && f.closed;
    if (s.tsumo) {
        if (!pinfu) {
            fu += 2;
            add(out, fu_reason::tsumo, 2);
        }
    } else if (f.closed) {
        fu += 10;
        add(out, fu_reason::closed_ron, 10);
    } else if (fu == 20) {
        fu += 10;
        add(out, fu_reason::open_pinfu, 10);
    }
    return fu_count{(fu + 9) / 10 * 10, pinfu};
}

}  // namespace hupai::detail
