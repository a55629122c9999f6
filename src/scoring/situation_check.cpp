// Situation checks shared by the scoring systems (situation_check.hpp).
#include "scoring/situation_check.hpp"

#include <span>
#include <string>

#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"

namespace hupai::detail {

namespace {

error impossible(std::string_view what) { return make_error(errc::impossible_situation, what); }

bool has_kong(const hand& h) noexcept {
    for (int i = 0; i < h.meld_count; ++i) {
        if (is_kong(h.melds[static_cast<std::size_t>(i)].kind)) return true;
    }
    return false;
}

bool is_open(const hand& h) noexcept {
    for (int i = 0; i < h.meld_count; ++i) {
        if (h.melds[static_cast<std::size_t>(i)].kind != meld_kind::concealed_kong) return true;
    }
    return false;
}

result<void> check_riichi_only(const hand& h, const situation& s) {
    if (s.last_copy) {
        return make_error(errc::invalid_value, "last_copy (和绝张) is scored under gb only");
    }
    if (s.riichi > 2) {
        return make_error(errc::invalid_value, "riichi is 0, 1 or 2 (double riichi)");
    }
    if (s.ippatsu && s.riichi == 0) return impossible("ippatsu without riichi");
    if (s.riichi != 0 && is_open(h)) return impossible("riichi with an open hand");
    // The player's own kong ends the go-around of ippatsu; rinshan is the draw after it.
    if (s.ippatsu && s.rinshan) return impossible("ippatsu with rinshan");
    if (s.blessing && h.meld_count != 0) return impossible("blessing with a declared meld");
    // A first-turn win comes before any discard, so before any riichi; the dealer's is a tsumo
    // (tenhou): nobody has discarded before the dealer's first draw.
    if (s.blessing && s.riichi != 0) return impossible("blessing with riichi");
    if (s.blessing && s.dealer() && !s.tsumo) return impossible("blessing on a ron by the dealer");
    if (s.blessing && s.chankan) return impossible("blessing with chankan");
    if (s.blessing && s.last_tile) return impossible("blessing on the last tile");
    // No kong may be declared once the wall's last tile is drawn, so none can be robbed.
    if (s.chankan && s.last_tile) return impossible("chankan on the last tile");
    if (s.dora_count > max_indicators || s.ura_count > max_indicators) {
        return make_error(errc::invalid_value, "at most 5 dora and 5 ura indicators");
    }
    for (int i = 0; i < s.dora_count + s.ura_count; ++i) {
        const tile t = i < s.dora_count
                           ? s.dora_indicators[static_cast<std::size_t>(i)]
                           : s.ura_indicators[static_cast<std::size_t>(i - s.dora_count)];
        if (t >= kinds)
            return make_error(errc::invalid_value, "an indicator is one of the 34 kinds");
    }
    if (s.honba < 0 || s.riichi_sticks < 0) {
        return make_error(errc::invalid_value, "honba and riichi sticks are not negative");
    }
    return {};
}

}  // namespace

result<void> check_situation(const hand& h, const situation& s, const rules& r,
                             scoring_system system) {
    if (s.win_tile >= kinds || h.counts[s.win_tile] == 0) {
        return make_error(errc::invalid_value, "the winning tile " +
                                                   (s.win_tile < all_kinds ? format_tile(s.win_tile)
                                                                           : std::string("?")) +
                                                   " is not among the concealed tiles");
    }
    if (s.win_tile_red) {
        const suit su = suit_of(s.win_tile);
        if (su == suit::honour || number_of(s.win_tile) != 5 ||
            h.red_fives[static_cast<std::size_t>(su)] == 0) {
            return make_error(errc::invalid_value,
                              "the winning red five is not among the concealed tiles");
        }
    }
    if (!is_wind(s.seat_wind) || !is_wind(s.round_wind)) {
        return make_error(errc::invalid_value, "seat and round winds are 1z, 2z, 3z or 4z");
    }
    if (s.chankan && s.tsumo) return impossible("chankan on a tsumo");
    if (s.chankan && s.rinshan) return impossible("chankan with rinshan");
    if (s.chankan && h.held(s.win_tile) > 1) {
        return impossible("chankan while the hand holds another tile of the winning kind");
    }
    if (s.rinshan && !has_kong(h)) return impossible("rinshan without a kong");
    if (s.rinshan && !s.tsumo)
        return impossible("rinshan on a ron (the replacement tile is drawn)");
    if (system == scoring_system::riichi) {
        if (auto ok = check_riichi_only(h, s); !ok) return ok;
    }
    // The indicators are tiles of the same set as the hand's. Without them, the copies are the
    // hand's alone, which validate_hand has counted.
    if (s.dora_count + s.ura_count == 0) return {};
    return check_copies(h, r,
                        {.dora = std::span(s.dora_indicators.data(), s.dora_count),
                         .ura = std::span(s.ura_indicators.data(), s.ura_count)});
}

}  // namespace hupai::detail
