// The win check of an effective hand (win.hpp: winning_forms, wins, winning_forms_given_standard,
// is_zhifei), the route of waits, decompositions and the other modules that add tiles to an
// effective hand and ask again: its counts read into words, then the same form verdicts as the
// label tiers' (win_forms.hpp).
#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

#include "admission/admission.hpp"
#include "analysis/special_forms.hpp"
#include "analysis/win.hpp"
#include "analysis/win_forms.hpp"
#include "analysis/win_reading.hpp"
#include "hupai/analysis.hpp"
#include "tables/knitted.hpp"
#include "tables/win_table.hpp"

namespace hupai::detail {

using namespace win_parts;

namespace {

/// An effective hand: fei first, then the suits (from the counts as well as e.suits_used, so
/// that a caller adding tiles needs to keep only counts, wildcards and melds up to date).
form_set effective_forms(const effective_hand& e, const rules& r, bool all) noexcept {
    if (e.fei) return 0;
    const reading v{load_words(e.counts.data()), e.wildcards, e.melds, false, true};
    if (r.max_suits < 3 &&
        !suits_allowed(static_cast<unsigned>(e.suits_used) | suits_held(v.w), r)) {
        return 0;
    }
    return forms_of(v, r, all);
}

}  // namespace

form_set winning_forms(const effective_hand& e, const rules& r) noexcept {
    return effective_forms(e, r, true);
}

bool wins(const effective_hand& e, const rules& r) noexcept {
    return effective_forms(e, r, false) != 0;
}

form_set winning_forms_given_standard(const effective_hand& e, const rules& r,
                                      bool standard) noexcept {
    if (e.fei) return 0;
    const reading v{load_words(e.counts.data()), e.wildcards, e.melds, false, false};
    // What winning_forms answers of a hand that is not 3n+2 of at most 14 tiles.
    const int size = tile_total(v.w) + v.wildcards + 3 * v.melds;
    if (size > 14 || size % 3 != 2) return 0;
    return forms_given_standard<true>(v, r, standard);
}

bool is_zhifei(const effective_hand& e, const rules& r) noexcept {
    if (!r.zhifei || e.fei || e.melds != 0 || e.bao_tiles < 1 || e.wildcards < 1) return false;
    const count_words w = load_words(e.counts.data());
    if (tile_total(w) + e.wildcards != 13) return false;
    if (!suits_allowed(static_cast<unsigned>(e.suits_used) | suits_held(w), r)) return false;
    // One 宝 set aside; the other 12 tiles must complete as 4 melds or 6 pairs.
    const int rest = e.wildcards - 1;
    if (r.standard &&
        wildcards_needed(needs_of<true>(w, e.counts.data(), r.honour_chows), false) <= rest) {
        return true;
    }
    return r.seven_pairs && pairs_complete(w, rest, r.seven_pairs_quads);
}

}  // namespace hupai::detail
