// Points of a riichi score: base points from han and fu or the limit, then the payments rounded
// up to 100, honba (300 a ron, 100 from each payer on tsumo) and riichi sticks (1,000 each).
#include <algorithm>
#include <iterator>

#include "scoring/riichi_internal.hpp"

namespace hupai::detail {

namespace {

constexpr int round_up_100(int x) noexcept { return (x + 99) / 100 * 100; }

}  // namespace

points points_of(int han, int fu, int yakuman, const situation& s, const rules& r) noexcept {
    // The limits by han, highest first.
    struct step {
        int han;
        int base;
        hupai::limit lim;
    };
    static constexpr step steps[] = {{11, 6000, hupai::limit::sanbaiman},
                                     {8, 4000, hupai::limit::baiman},
                                     {6, 3000, hupai::limit::haneman},
                                     {5, 2000, hupai::limit::mangan}};
    int base = fu << (2 + std::min(han, 13));
    hupai::limit lim = hupai::limit::none;
    if (yakuman > 0 || (han >= 13 && r.kazoe == kazoe_rule::yakuman)) {
        base = 8000 * std::max(yakuman, 1);
        lim = hupai::limit::yakuman;
    } else if (const step* st = std::find_if(std::begin(steps), std::end(steps),
                                             [&](const step& x) { return han >= x.han; });
               st != std::end(steps)) {
        base = st->base;
        lim = st->lim;
    } else if (base >= 2000 || (r.kiriage && ((han == 4 && fu == 30) || (han == 3 && fu == 60)))) {
        base = 2000;
        lim = hupai::limit::mangan;
    }
    points out;
    out.limit = lim;
    out.base_points = base;
    const bool dealer = s.dealer();
    riichi_payments p;
    if (!s.tsumo) {
        p.ron = round_up_100(base * (dealer ? 6 : 4)) + 300 * s.honba;
        out.total = p.ron;
    } else if (dealer) {
        p.non_dealer = round_up_100(base * 2) + 100 * s.honba;
        out.total = 3 * p.non_dealer;
    } else {
        p.dealer = round_up_100(base * 2) + 100 * s.honba;
        p.non_dealer = round_up_100(base) + 100 * s.honba;
        out.total = p.dealer + 2 * p.non_dealer;
    }
    out.payments = p;
    out.total += 1000 * s.riichi_sticks;
    return out;
}

void settle_points(const riichi_facts& f, riichi_score& out) noexcept {
    const points p = points_of(out.han, out.fu, out.yakuman, *f.s, *f.r);
    out.limit = p.limit;
    out.base_points = p.base_points;
    out.payments = p.payments;
    out.total = p.total;
}

}  // namespace hupai::detail
