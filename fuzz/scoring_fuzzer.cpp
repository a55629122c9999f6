// Arbitrary hands and situations through score_riichi. The first four bytes are the situation
// and rule flags, the rest an MPSZ hand. Whatever is scored must be coherent: a hand is scored
// exactly when check_win says it wins (else not_a_win), a score has a yaku or says no_yaku, the
// fu are a legal count, the limit matches the han, and the payments add up to the total.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"

namespace {

void check(bool ok) {
    if (!ok) __builtin_trap();
}

void check_score(const hupai::riichi_score& s, const hupai::situation& where) {
    if (s.no_yaku) {
        check(s.yaku_size == 0 && s.han == 0 && s.total == 0);
        return;
    }
    check(s.yaku_size > 0);
    if (s.yakuman > 0) {
        check(s.limit == hupai::limit::yakuman && s.base_points == 8000 * s.yakuman);
    } else {
        check(s.han >= 1);
        check(s.fu == 25 || (s.fu >= 20 && s.fu <= 140 && s.fu % 10 == 0));
        check(s.han < 5 || s.limit != hupai::limit::none);
    }
    const auto& p = s.payments;
    const int paid = !where.tsumo     ? p.ron
                     : where.dealer() ? 3 * p.non_dealer
                                      : p.dealer + 2 * p.non_dealer;
    check(paid > 0 && s.total == paid + 1000 * where.riichi_sticks);
    check(p.ron % 100 == 0 && p.dealer % 100 == 0 && p.non_dealer % 100 == 0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 4) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data + 4), size - 4);
    const auto h = hupai::parse_hand(text, hupai::notation::mpsz);
    if (!h.ok()) return 0;

    auto r = *hupai::preset("riichi");
    const std::uint8_t bits = data[0];
    r.open_tanyao = (bits & 1) != 0;
    r.double_yakuman = (bits & 2) != 0;
    r.yakuman_stacking = (bits & 4) == 0;
    r.kiriage = (bits & 8) != 0;
    r.kazoe = (bits & 16) != 0 ? hupai::kazoe_rule::sanbaiman : hupai::kazoe_rule::yakuman;
    r.renhou = static_cast<hupai::renhou_rule>((bits >> 5) % 3);

    hupai::situation s;
    s.win_tile = static_cast<hupai::tile>(data[1] % hupai::kinds);
    s.tsumo = (data[1] & 0x80) != 0;
    s.seat_wind = static_cast<hupai::tile>(27 + (data[2] & 3));
    s.round_wind = static_cast<hupai::tile>(27 + ((data[2] >> 2) & 3));
    s.riichi = static_cast<std::uint8_t>((data[2] >> 4) % 3);
    s.ippatsu = (data[2] & 0x40) != 0;
    s.last_tile = (data[2] & 0x80) != 0;
    s.rinshan = (data[3] & 1) != 0;
    s.chankan = (data[3] & 2) != 0;
    s.blessing = (data[3] & 4) != 0;
    s.dora_count = 1;
    s.dora_indicators[0] = static_cast<hupai::tile>((data[3] >> 3) % hupai::kinds);
    s.ura_count = 1;
    s.ura_indicators[0] = static_cast<hupai::tile>(data[0] % hupai::kinds);
    s.honba = data[3] >> 6;
    s.riichi_sticks = data[0] >> 6;

    const auto score = hupai::score_riichi(*h, s, r);
    const auto win = hupai::check_win(*h, r);
    if (score.ok()) {
        check(win.ok() && win->win);
        check_score(*score, s);
    } else if (score.err().code == hupai::errc::not_a_win) {
        check(win.ok() && !win->win);
    }
    return 0;
}
