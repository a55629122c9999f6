// score_gb: checks the hand and its situation, scores every reading, keeps the best and adds the
// flowers and the payments (docs/GB_SCORING.md).
#include <array>
#include <bit>
#include <cstdint>
#include <string>

#include "gb_internal.hpp"
#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"
#include "scoring/situation_check.hpp"

namespace hupai {

namespace {

using gb_detail::at;

inline constexpr int max_flowers = 8;
inline constexpr int base_payment = 8;  ///< every payer pays 8 besides the winner's total

error impossible(std::string_view what) { return make_error(errc::impossible_situation, what); }

/// What GB adds to the shared situation checks: the riichi-only fields do not apply, at most 8
/// flowers, and 和绝张 needs the winning tile to be the only one of its kind in the hand.
result<void> check_gb_situation(const hand& h, const situation& s, const rules& r) {
    if (auto ok = detail::check_situation(h, s, r, scoring_system::gb); !ok) return ok;
    if (s.riichi != 0) return impossible("riichi does not apply under gb");
    if (s.ippatsu) return impossible("ippatsu does not apply under gb");
    if (s.blessing) return impossible("blessing does not apply under gb");
    if (s.dora_count != 0 || s.ura_count != 0) return impossible("dora do not apply under gb");
    if (s.honba != 0) return impossible("honba do not apply under gb");
    if (s.riichi_sticks != 0) return impossible("riichi sticks do not apply under gb");
    if (h.flower_count() > max_flowers) {
        return impossible(std::to_string(h.flower_count()) + " flowers: there are only 8");
    }
    if (s.last_copy && h.counts[s.win_tile] > 1) {
        return impossible("last_copy (和绝张) while another " + format_tile(s.win_tile) +
                          " is among the concealed tiles");
    }
    return {};
}

result<void> check_gb(const hand& h, const situation& s, const rules& r) {
    if (r.wild != 0) {
        return make_error(errc::invalid_wildcard, "the gb rules have no wildcards (wild is set)");
    }
    if (h.jokers != 0) return make_error(errc::forbidden_tile, "?: the gb rules have no jokers");
    if (r.flowers != flower_role::set_aside) {
        return make_error(errc::invalid_value,
                          "the gb rules set flowers aside (flowers=set_aside)");
    }
    if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok;
    if (const int size = h.concealed_size() + 3 * h.meld_count; size != 14) {
        return make_error(errc::wrong_hand_size,
                          std::to_string(size) +
                              " tiles: a gb win has 14 (concealed tiles and 3 per declared meld)");
    }
    return check_gb_situation(h, s, r);
}

/// Whether reading `a`'s table beats the kept one `b` on equal totals: a standard reading before
/// seven pairs; edge before closed before single; 一般高 before 喜相逢 before 连六 before 老少副.
bool better_on_tie(const gb_detail::reading& ra, const gb_detail::fan_table& a,
                   const gb_detail::reading& rb, const gb_detail::fan_table& b) {
    if (ra.form != rb.form) {
        return ra.form == gb_form::standard && rb.form == gb_form::seven_pairs;
    }
    for (const gb_fan f :
         {gb_fan::edge_wait, gb_fan::closed_wait, gb_fan::single_wait, gb_fan::pure_double_chow,
          gb_fan::mixed_double_chow, gb_fan::short_straight, gb_fan::two_terminal_chows}) {
        if (a[at(f)] != b[at(f)]) return a[at(f)] > b[at(f)];
    }
    return false;
}

/// Scores every reading of `readings` into `out` and keeps the best, with the flowers and the
/// payments; `f` is the hand's facts.
void keep_best(const hand& h, const situation& s, const gb_detail::hand_facts& f,
               const gb_detail::reading_list& readings, gb_score& out) {
    // Two tables: each reading is scored into the one the best does not hold, and becomes the
    // best by switching which one that is (no copy).
    std::array<gb_detail::fan_table, 2> tables;
    std::array<gb_detail::fan_set, 2> present;  // the fans present in each table
    std::size_t best_table = 1;
    int best_total = -1, best_index = 0;
    for (int i = 0; i < readings.count; ++i) {
        const auto& rd = readings.items[static_cast<std::size_t>(i)];
        gb_detail::fan_table& table = tables[best_table ^ 1];
        present[best_table ^ 1] = gb_detail::score_reading(f, rd, table);
        const int total = gb_detail::total_points(table, present[best_table ^ 1]);
        if (total > best_total ||
            (total == best_total &&
             better_on_tie(rd, table, readings.items[static_cast<std::size_t>(best_index)],
                           tables[best_table]))) {
            best_table ^= 1;
            best_total = total;
            best_index = i;
        }
    }
    gb_detail::fan_table& best = tables[best_table];
    out.form = readings.items[static_cast<std::size_t>(best_index)].form;
    out.flowers = h.flower_count();
    gb_detail::fan_set& fans = present[best_table];
    if (out.flowers != 0) {
        best[at(gb_fan::flower_tiles)] = static_cast<std::uint8_t>(out.flowers);
        gb_detail::add(fans, gb_fan::flower_tiles);
    }
    gb_detail::for_each_fan(fans, [&](std::size_t i) {
        if (out.fan_kinds < gb_max_fans) {
            out.fan_table[out.fan_kinds++] = gb_fan_entry{static_cast<gb_fan>(i), best[i]};
        }
    });
    out.total = best_total + out.flowers;
    out.qualifies = best_total >= 8;
    out.tsumo = s.tsumo;
    if (s.tsumo) {
        out.each = base_payment + out.total;
        out.total_won = 3 * out.each;
    } else {
        out.discarder = base_payment + out.total;
        out.other = base_payment;
        out.total_won = out.discarder + 2 * out.other;
    }
}

}  // namespace

result<gb_score> score_gb(const hand& h, const situation& s, const rules& r) {
    if (auto ok = check_gb(h, s, r); !ok) return ok.err();
    gb_detail::hand_facts f;
    gb_detail::collect_facts(h, s, f);
    gb_detail::reading_list readings;
    gb_detail::collect_readings(f, r.forms(), readings);
    if (readings.count == 0) {
        return make_error(errc::not_a_win, "the hand does not win by any form the rules allow");
    }
    // The wait fans need the waits of the 13-tile hand: looked for only when some reading puts
    // the winning tile where a wait fan could come from.
    for (int i = 0; i < readings.count; ++i) {
        if (gb_detail::wait_fan_of(f, readings.items[static_cast<std::size_t>(i)]) !=
            gb_fan::chicken_hand) {
            f.unique_wait = gb_detail::waits_only_on(h, f);
            break;
        }
    }
    // Filled in place: a gb_score built apart would be copied into the result field by field.
    result<gb_score> scored{gb_score{}};
    keep_best(h, s, f, readings, scored.value_unchecked());
    return scored;
}

}  // namespace hupai
