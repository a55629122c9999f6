// The road each question takes, chosen here alone: the admission step (admission.hpp) picks a
// road from the rules' compiled facts (or rules_facts) and the hand, and the question's entry
// switches on it; the roads themselves do not choose among each other.
//
// docs/ARCHITECTURE.md ("The admission step") shows the roads of each question.
#pragma once

#include <cstdint>

#include "admission/admission.hpp"

namespace hupai::detail {

/// check_win's roads: the win labels (win_by_labels: the forms from the counts), else the hand
/// read first (its effective hand: wildcards, melds, kongs). A hand of the labels' road without
/// melds or jokers (label_hand) may be admitted by its counts.
enum class win_road : std::uint8_t { labels, read };
template <class Facts>
HUPAI_HOT_INLINE win_road win_road_of(const Facts& c) noexcept {
    return c.win_by_labels() ? win_road::labels : win_road::read;
}

/// compute_shanten's and shanten_number's roads. From the rules: the plain path reading a
/// constant in place of the rules (simple, knitted, standard: shanten_constant), the plain path
/// reading the rules (records), else the engines. A hand the plain path does not take (counts
/// off the records, more than 14 tiles, bad input) is validated and then takes
/// valid_shanten_road.
enum class shanten_road : std::uint8_t { simple, knitted, standard, records, engines };
template <class Facts>
HUPAI_HOT_INLINE shanten_road shanten_road_of(const Facts& c) noexcept {
    if (c.simple_constant()) return shanten_road::simple;
    if (c.knitted_constant()) return shanten_road::knitted;
    if (c.standard_constant()) return shanten_road::standard;
    return c.shanten_by_records() ? shanten_road::records : shanten_road::engines;
}
/// The road of a valid hand the plain path left: the records from its 34 counts (record_hand,
/// or melded_record_hand for its concealed part), else the engines on its effective hand.
template <class Facts>
inline shanten_road valid_shanten_road(const hand& h, const Facts& c) noexcept {
    return record_hand(h, c) || melded_record_hand(h, c) ? shanten_road::records
                                                         : shanten_road::engines;
}

/// find_waits's roads: the wait tables (waits_by_table), the tables with the knitted forms'
/// waits (knitted_waits_by_table), else the general road. A hand with jokers takes the general
/// road.
enum class waits_road : std::uint8_t { table, knitted_table, general };
template <class Facts>
HUPAI_HOT_INLINE waits_road waits_road_of(const hand& h, const Facts& c) noexcept {
    if (h.jokers == 0) {
        if (c.waits_by_table()) return waits_road::table;
        if (c.knitted_waits_by_table()) return waits_road::knitted_table;
    }
    return waits_road::general;
}

/// analyze_discards' roads: the incremental analysis (incremental_hand), the same analysis with
/// the wildcards as a budget (wild: a hand whose rests are flat, told by its effective hand),
/// else the general road. discards_road_of tells the first from the others; the entry
/// (analyze_discards.cpp) tells wild from general by the effective hand it makes for both.
enum class discards_road : std::uint8_t { incremental, wild, general };
template <class Facts>
inline discards_road discards_road_of(const hand& h, const Facts& c) noexcept {
    return incremental_hand(h, c) ? discards_road::incremental : discards_road::general;
}

}  // namespace hupai::detail
