// analyze_discards: the admission of a hand and its road. Plain hands take the table-driven
// analysis shared between discards (plain_discards.cpp), hands with wildcards whose rests are
// flat take it with the wildcards as a budget (wild_discards.cpp), and the discards neither
// settles take the general road (discards.cpp), every draw measured by the exact engines.
#include <algorithm>
#include <array>
#include <optional>
#include <vector>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "admission/roads.hpp"
#include "admission/validate.hpp"
#include "admission/validated.hpp"
#include "analysis/discards.hpp"
#include "analysis/plain_discards.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"

namespace hupai {

namespace {

// Best first, in the plain path's order (a joker discard, 0xFF, after every tile).
void sort_choices(std::vector<discard_choice>& out) {
    const auto order = [](const discard_choice& c) {
        return detail::discard_order(c.shanten, c.unseen_total, c.discard);
    };
    std::sort(out.begin(), out.end(), [&](const discard_choice& a, const discard_choice& b) {
        return order(a) < order(b);
    });
}

}  // namespace

result<std::vector<discard_choice>> analyze_discards(
    const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible) {
    std::vector<discard_choice> out;
    if (auto ok = analyze_discards_into(h, r, out, visible); !ok) return ok.err();
    return out;
}

namespace {

/// A hand admitted for its discards: its road (discards_road_of, then the effective hand's
/// wild_discards_apply) and, off the incremental road, the effective hand the road reads.
struct discards_admission {
    detail::discards_road road = detail::discards_road::incremental;
    std::optional<detail::effective_hand> e;
};
template <class Facts>
discards_admission admit_discards(const hand& h, const Facts& c) {
    discards_admission a;
    a.road = detail::discards_road_of(h, c);
    if (a.road == detail::discards_road::incremental) return a;
    const rules& r = c.of();
    a.e.emplace(detail::make_effective(h, r));
    if (detail::wild_discards_apply(h, *a.e, r)) a.road = detail::discards_road::wild;
    return a;
}

/// analyze_discards_into of a hand validate_hand accepts for a win, its copies with `visible`
/// checked too: admitted, then on its road. The wild road settles the discards whose records
/// do not gain from a fifth copy and leaves the others to the general one.
template <class Facts>
void valid_discards(const hand& h, const Facts& c, std::vector<discard_choice>& out,
                    const std::array<std::uint8_t, kinds>* visible) {
    const rules& r = c.of();
    const discards_admission a = admit_discards(h, c);
    switch (a.road) {
        case detail::discards_road::incremental:
            detail::plain_discards(h, r, visible, out);
            return;
        case detail::discards_road::wild:
            detail::general_discards(h, r, *a.e, detail::wild_discards(h, *a.e, r, visible, out),
                                     visible, out);
            break;
        case detail::discards_road::general:
            detail::general_discards(h, r, *a.e, detail::discards_of(h, r), visible, out);
            break;
    }
    sort_choices(out);
}

}  // namespace

result<void> analyze_discards_into(const hand& h, const rules& r, std::vector<discard_choice>& out,
                                   const std::array<std::uint8_t, kinds>* visible) {
    out.clear();
    const detail::rules_facts c(r);
    if (visible != nullptr) {
        // Validated with the visible tiles: the counts need not show it again.
        if (auto ok = detail::check_with_visible(h, r, purpose::win, *visible); !ok) return ok;
    } else if (!detail::incremental_hand(h, c) ||
               !detail::valid_by_counts(
                   c, detail::counted_of(h, detail::load_words(h.counts.data()), r),
                   purpose::win)) {
        if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
    }
    valid_discards(h, c, out, visible);
    return {};
}

result<std::vector<discard_choice>> detail::analyze_discards(
    const validated_hand& v, const std::array<std::uint8_t, kinds>* visible) {
    const auto valid = v.for_purpose(purpose::win);
    if (!valid) return valid.err();
    if (visible != nullptr) {
        if (auto ok = check_copies(v.held(), v.rules_of(), {.seen = visible}); !ok) {
            return ok.err();
        }
    }
    std::vector<discard_choice> out;
    valid_discards(v.held(), v.compiled(), out, visible);
    return out;
}

}  // namespace hupai
