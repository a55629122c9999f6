// Points of a riichi score: base points from han and fu or the limit, then the payments rounded
// up to 100, honba (300 a ron, 100 from each payer on tsumo) and riichi sticks (1,000 each).
#include <algorithm>
#include <iterator>

#include "scoring/riichi_internal.hpp"

namespace hupai::detail {

namespace {

constexpr int round_up_100(int x) noexcept { return (x + 99) / 100 * 100; }

}  // namespace

void settle_points(const riichi_facts& f, riichi_score& out) noexcept {
    const situation& s = *f.s;
    const rules& r = *f.r;
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
    int base = out.fu << (2 + std::min(out.han, 13));
    hupai::limit lim = hupai::limit::none;
    if (out.yakuman > 0 || (out.han >= 13 && r.kazoe == kazoe_rule::yakuman)) {
        base = 8000 * std::max(out.yakuman, 1);
        lim = hupai::limit::yakuman;
    } else if (const step* st = std::find_if(std::begin(steps), std::end(steps),
                                             [&](const step& x) { return out.han >= x.han; });
               st != std::end(steps)) {
        base = st->base;
        lim = st->lim;
    } else if (base >= 2000 ||
               (r.kiriage && ((out.han == 4 && out.fu == 30) || (out.han == 3 && out.fu == 60)))) {
        base = 2000;
        lim = hupai::limit::mangan;
    }
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
}

}  // namespace hupai::detail
