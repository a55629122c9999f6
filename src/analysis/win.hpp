// The win check on an effective hand, for check_win/is_win and for modules that ask it many
// times (waits add one tile to an effective hand and ask again).
#pragma once

#include "admission/effective_hand.hpp"
#include "hupai/rules.hpp"

namespace hupai::detail {

/// Every form by which `e` wins under `r`: 0 when it does not win, and always 0 for a fei hand.
/// Reads e.counts, e.wildcards, e.melds, e.fei and e.suits_used only (size, in-hand kongs and
/// suits are derived again from them), so a caller may add tiles to counts or wildcards and ask
/// again. Any counts are handled (Ruijin's can exceed 4); a hand that is not 3n+2 with at most
/// 14 tiles once its in-hand kongs are set aside yields 0. Cost: four table look-ups, and with
/// kongs_in_hand one round per choice of in-hand kongs among the held quadruples (at most
/// C(4,2) = 6). No allocation.
form_set winning_forms(const effective_hand& e, const rules& r) noexcept;

/// winning_forms(e, r) of a hand whose standard form the caller has judged (`standard`), for
/// rules without in-hand kongs or a suit limit. Precondition: e's counts are 0–4.
form_set winning_forms_given_standard(const effective_hand& e, const rules& r,
                                      bool standard) noexcept;

/// Whether `e` wins in some form: winning_forms(e, r) != 0, stopping at the first form found.
bool wins(const effective_hand& e, const rules& r) noexcept;

/// Ruijin 制飞: `e` is a 13-tile concealed hand (no declared melds) under rules with
/// the zhifei flag, not fei, holding at least one 宝, and with one 宝 set aside the other 12
/// tiles (the remaining wildcards free) are exactly complete as melds only (standard form rules)
/// or as six pairs (seven_pairs rules, with seven_pairs_quads deciding about four of a kind). Such
/// a hand wins on any tile. check_win never reports it (it judges 3n+2 hands); find_waits does.
bool is_zhifei(const effective_hand& e, const rules& r) noexcept;

}  // namespace hupai::detail
