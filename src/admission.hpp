// The admission step every question takes (check_win, find_waits, compute_shanten,
// analyze_discards_into): which road a hand goes.
//
//   1. Does the question's fast path take the hand? Each fast path has its own predicate below,
//      named for what it tests (they differ: the win labels know honour chows, the wait tables
//      do not; the shanten records need at most 14 tiles, the labels do not care).
//   2. If it does, do the hand's counts show it valid? valid_by_counts answers from what the
//      fast path reads anyway (tiles, a count above 4, an honour held), by the same checks
//      validate_hand is made of, so the two cannot drift apart; nothing is built for the hand.
//   3. Otherwise validate_hand decides, and names the error; a valid hand then takes the fast
//      path if step 1 allowed it, else the general path (effective_hand, the exact engines).
//
// docs/ARCHITECTURE.md shows the roads of each question.
#pragma once

#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"
#include "validate.hpp"

namespace hupai::detail {

// --- Step 1: the fast paths' predicates --------------------------------------------------------

/// The win labels decide the forms: a hand's own counts are its natural tiles (no wild kind
/// among 0–33, flowers set aside), no suit limit, no in-hand kongs. Jokers go to the verdict.
HUPAI_HOT_INLINE bool label_forms_rules(const rules& r) noexcept {
    return (r.wild & natural_mask) == 0 && r.flowers == flower_role::set_aside &&
           r.max_suits >= 3 && !r.kongs_in_hand;
}

/// check_win's fast path: label_forms_rules (the knitted forms then checked apart), and a hand of
/// concealed tiles only (no declared meld, no joker), so that its counts are the whole hand.
HUPAI_HOT_INLINE bool label_hand(const hand& h, const rules& r) noexcept {
    return label_forms_rules(r) && h.meld_count == 0 && h.jokers == 0;
}

/// The shanten records answer from the 34 counts but for the hand's size: no declared meld, no
/// wildcard in play (no joker, no wild kind among 0–33, no wild flower held), no suit limit.
inline bool record_shape(const hand& h, const rules& r) noexcept {
    return h.meld_count == 0 && h.jokers == 0 && (r.wild & natural_mask) == 0 &&
           (r.flowers != flower_role::wild_kind || h.flower_count() == 0) && r.max_suits >= 3;
}

/// compute_shanten's fast path: record_shape and at most 14 tiles (past 14 only in-hand kongs,
/// which the records do not hold).
inline bool record_hand(const hand& h, const rules& r) noexcept {
    return record_shape(h, r) && (!r.kongs_in_hand || h.concealed_size() <= 14);
}

/// analyze_discards_into's fast path, the incremental analysis: record_hand, under rules whose
/// forms it knows (thirteen_lan has no incremental form; the knitted forms are measured apart
/// for each discard).
inline bool incremental_hand(const hand& h, const rules& r) noexcept {
    return record_hand(h, r) && !r.thirteen_lan;
}

/// The wait tables apply: no wildcard can take part, no honour chows, no thirteen_lan, no
/// in-hand kongs.
inline bool wait_tables_apply(const hand& h, const rules& r) noexcept {
    return r.wild == 0 && h.jokers == 0 && r.flowers == flower_role::set_aside &&
           !r.kongs_in_hand && !r.honour_chows && !r.thirteen_lan;
}

/// find_waits's fast path, the wait tables: wait_tables_apply, and every form the rules have is
/// one the tables decide (no knitted form).
inline bool wait_table_rules(const hand& h, const rules& r) noexcept {
    return wait_tables_apply(h, r) && !knitted_rules(r);
}

/// The same with a knitted form: the tables' waits, then the knitted forms' from the held-kind
/// mask (no karaten, no suit limit).
inline bool knitted_wait_table_rules(const hand& h, const rules& r) noexcept {
    return wait_tables_apply(h, r) && knitted_rules(r) && !r.karaten && r.max_suits >= 3;
}

// --- Step 2: valid by counts -------------------------------------------------------------------

/// What validate_hand reads of a hand of concealed tiles only: its tiles (kinds 0–33), whether
/// some count exceeds the set's (4 of a kind, 1 of a flower, the rules' red fives), whether it
/// holds an honour the rules lack.
struct counted_hand {
    int tiles = 0;
    bool large = false;
    bool honours_held = false;
};

/// The counted facts of hand h, whose kinds 0–33 are read as count words w.
HUPAI_HOT_INLINE counted_hand counted_of(const hand& h, const count_words& w,
                                         const rules& r) noexcept {
    return {tile_total(w), any_large(w, flower_excess(h)) || reds_large(h, r),
            !r.honours && w.honours() != 0};
}

/// Whether validate_hand(h, r, p) succeeds for a hand without declared melds or jokers whose
/// flowers are not tiles (every fast path's predicate implies it), from its counted facts. Such
/// a hand's tiles are its whole size, and its counts alone are what validate_hand checks.
constexpr bool valid_by_counts(const rules& r, const counted_hand& c, purpose p) noexcept {
    return !rules_fault(r) && !wild_out_of_range(r) && !c.large && (r.honours || !c.honours_held) &&
           size_fault_of(c.tiles, 0, r, p) == size_fault::none;
}

}  // namespace hupai::detail
