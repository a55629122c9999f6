// score_riichi: validate, read the hand's facts once, score every reading, keep the best.
#include <array>

#include "hupai/analysis.hpp"
#include "hupai/scoring.hpp"
#include "scoring/riichi_internal.hpp"
#include "scoring/situation_check.hpp"

namespace hupai {

namespace {

constexpr std::array<std::string_view, yaku_count> yaku_names = {
    "riichi",         "double_riichi", "ippatsu",        "menzen_tsumo", "pinfu",
    "iipeikou",       "tanyao",        "haku",           "hatsu",        "chun",
    "seat_wind",      "round_wind",    "haitei",         "houtei",       "rinshan",
    "chankan",        "chanta",        "ittsu",          "sanshoku",     "sanshoku_doukou",
    "toitoi",         "sanankou",      "sankantsu",      "shousangen",   "honroutou",
    "chiitoitsu",     "honitsu",       "junchan",        "ryanpeikou",   "chinitsu",
    "renhou",         "dora",          "aka_dora",       "ura_dora",     "kokushi",
    "kokushi_13",     "suuankou",      "suuankou_tanki", "daisangen",    "shousuushii",
    "daisuushii",     "tsuuiisou",     "chinroutou",     "ryuuiisou",    "chuuren",
    "junsei_chuuren", "suukantsu",     "tenhou",         "chiihou",      "renhou",
};

constexpr std::array<std::string_view, 16> fu_names = {
    "base",           "seven_pairs",     "closed_ron",
    "tsumo",          "open_pinfu",      "dragon_pair",
    "seat_wind_pair", "round_wind_pair", "double_wind_pair",
    "closed_wait",    "edge_wait",       "single_wait",
    "open_pung",      "closed_pung",     "open_kong",
    "closed_kong",
};
static_assert(fu_names.size() == static_cast<std::size_t>(fu_reason::closed_kong) + 1);

constexpr std::array<std::string_view, 6> limit_names = {"none",   "mangan",    "haneman",
                                                         "baiman", "sanbaiman", "yakuman"};

// Whether a is the better reading: more points; then a real yakuman before a counted one; then
// more han, then more fu.
bool better(const detail::reading_value& a, const detail::reading_value& b) noexcept {
    if (a.total != b.total) return a.total > b.total;
    if ((a.yakuman > 0) != (b.yakuman > 0)) return a.yakuman > 0;
    if (a.han != b.han) return a.han > b.han;
    return a.fu > b.fu;
}

}  // namespace

std::string_view name(yaku y) noexcept { return yaku_names[static_cast<std::size_t>(y)]; }
std::string_view name(fu_reason r) noexcept { return fu_names[static_cast<std::size_t>(r)]; }
std::string_view name(limit l) noexcept { return limit_names[static_cast<std::size_t>(l)]; }

namespace detail {

void read_facts(riichi_facts& f, const hand& h, const situation& s, const rules& r) noexcept {
    f.h = &h;
    f.s = &s;
    f.r = &r;
    for (int t = 0; t < kinds; ++t)
        f.concealed[static_cast<std::size_t>(t)] = h.counts[static_cast<std::size_t>(t)];
    f.full = f.concealed;
    f.meld_size = h.meld_count;
    int red = h.red_fives[0] + h.red_fives[1] + h.red_fives[2];
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        riichi_set& x = f.melds[static_cast<std::size_t>(i)];
        x.declared = true;
        x.t = m.tiles[0];
        x.type = m.kind == meld_kind::chow ? detail::set_type::chow
                 : is_kong(m.kind)         ? detail::set_type::kong
                                           : detail::set_type::pung;
        x.open = m.kind != meld_kind::concealed_kong;
        f.closed &= !x.open;
        f.kongs += is_kong(m.kind);
        for (const tile t : m.tiles) ++f.full[t];
        if (is_kong(m.kind)) ++f.full[m.tiles[0]];
        red += m.red;
    }
    auto count = [&](const std::array<tile, max_indicators>& ind, int n) {
        int c = 0;
        for (int i = 0; i < n; ++i) c += f.full[dora_of(ind[static_cast<std::size_t>(i)])];
        return c;
    };
    f.dora = count(s.dora_indicators, s.dora_count);
    f.ura = s.riichi != 0 ? count(s.ura_indicators, s.ura_count) : 0;
    f.aka = r.aka_dora ? red : 0;
    f.tiles = tiles_of(held_of(f.full));
}

}  // namespace detail

namespace detail {

reading_choice choose_reading(const riichi_facts& f, const reading* readings, int n) noexcept {
    reading_choice best;
    for (int i = 0; i < n; ++i) {
        const reading_value v = value_of(f, readings[i]);
        if (v.no_yaku) continue;
        if (best.index < 0 || better(v, best.value)) best = reading_choice{i, v};
    }
    return best;
}

riichi_score best_reading(const riichi_facts& f, const reading* readings, int n) noexcept {
    // One reading is scored with its lists at once; of several, the values choose and only the
    // chosen one is listed.
    const int chosen = n == 1 ? 0 : choose_reading(f, readings, n).index;
    riichi_score best;
    if (chosen >= 0) {
        score_reading(f, readings[chosen], best);
        if (!best.no_yaku) return best;
    }
    best = riichi_score{};
    best.no_yaku = true;
    best.shape = readings[0].shape;
    best.wait = readings[0].wait;
    return best;
}

result<riichi_score> score_checked_riichi(const hand& h, const situation& s, const rules& r) {
    riichi_facts f;
    read_facts(f, h, s, r);
    std::array<reading, max_readings> readings;
    const int n = find_readings(f, readings);
    if (n == 0)
        return make_error(errc::not_a_win, "the hand does not win by any form the rules allow");
    return best_reading(f, readings.data(), n);
}

}  // namespace detail

result<riichi_score> score_riichi(const hand& h, const situation& s, const rules& r) {
    if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
    if (h.jokers != 0 || r.wild != 0 || h.flower_count() != 0) {
        return make_error(errc::invalid_value,
                          "riichi scoring takes no jokers, wild kinds or flowers");
    }
    if (auto ok = detail::check_situation(h, s, r, scoring_system::riichi); !ok) return ok.err();
    return detail::score_checked_riichi(h, s, r);
}

}  // namespace hupai
