// Shanten (向听): distances to the rules' complete forms over every form, and compute_shanten.
#include "shanten/shanten.hpp"

#include <algorithm>

#include "admission/admission.hpp"
#include "admission/roads.hpp"
#include "admission/validated.hpp"
#include "shanten/flat.hpp"
#include "shanten/knitted.hpp"

namespace hupai::detail {

int seven_pairs_with_wildcards(const shanten_input& in, const rules& r) noexcept {
    if (const int d = flat_seven_pairs_distance(in, r); d != no_flat) return d;
    return exact_seven_pairs_distance(in, r);
}

int exact_seven_pairs_distance(const shanten_input& in, const rules& r) noexcept {
    return best_over_suit_sets(in, r, [&](unsigned s) { return seven_pairs_distance(in, r, s); });
}

distances distance_of(const shanten_input& in, const rules& r, target_shape t) noexcept {
    distances d;
    d.by_form.fill(no_distance);
    if (r.standard) d.by_form[0] = standard_distance(in, r, t);
    if (t.special && in.melds == 0 && t.pairs == 1) {
        const bool simple = records_road(in, r);
        const plain_stats stats =
            simple ? stats_of(in.counts.data(), in.honours, r.seven_pairs_quads) : plain_stats{};
        if (r.seven_pairs) {
            d.by_form[1] = simple ? seven_pairs_need(stats.pairs, stats.singles)
                                  : seven_pairs_with_wildcards(in, r);
        }
        if (r.thirteen_orphans && in.honours) {
            d.by_form[2] =
                simple ? thirteen_orphans_need(stats) : best_over_suit_sets(in, r, [&](unsigned s) {
                    return thirteen_orphans_distance(in, s);
                });
        }
        if (r.thirteen_lan) {
            d.by_form[3] = best_over_suit_sets(
                in, r, [&](unsigned s) { return thirteen_lan_distance(in, s); });
        }
    }
    if (knitted_rules(r)) {
        const knitted_pair k = knitted_distances(in, r, t);
        d.by_form[4] = k.honours_and_knitted;
        d.by_form[5] = k.knitted_straight;
    }
    for (const int x : d.by_form) d.overall = std::min(d.overall, x);
    return d;
}
}  // namespace hupai::detail

namespace hupai {

namespace {
// compute_shanten for the hands its fast path leaves: apart, so that the fast path's frame stays
// small.
// The road of a valid hand (valid_shanten_road): the records, else the engines.
template <class Facts>
[[gnu::noinline]] shanten_result valid_shanten(const hand& h, const Facts& c) {
    const rules& r = c.of();
    if (detail::valid_shanten_road(h, c) == detail::shanten_road::records) {
        return detail::to_shanten(detail::plain_distances(h.counts.data(), r));
    }
    const auto e = detail::make_effective(h, r);
    const auto in = detail::make_shanten_input(h, r, e);
    return detail::to_shanten(detail::distance_of(in, r, detail::shanten_shape(e.size, e.melds)));
}
template <class Facts>
[[gnu::noinline]] result<shanten_result> checked_shanten(const hand& h, const Facts& c) {
    if (auto ok = validate_hand(h, c.of(), purpose::any); !ok) return ok.err();
    return valid_shanten(h, c);
}

// A plain hand's counts tell both whether it is valid and its distances: validate_hand only for
// the other hands and for bad input, which it names. plain(counts, stats, entries, rules) answers
// the hands the plain path takes (`rules` a constant under simple_shanten_rules,
// knitted_shanten_rules or standard_shanten_rules, so that the forms' tests fold away), checked()
// the others. The groups' ranker entries give both the records and, summed, the counts' fields
// (tiles, pairs, orphans): one pass over the counts (hand_codes_of) besides the bounds test.
// Inlined into both callers, the answers' own code in place.
template <class Plain, class Checked>
[[gnu::always_inline]] inline auto by_constant_road(const hand& h, const rules& r,
                                                    const rules& constant, Plain&& plain,
                                                    Checked&& checked) {
    const std::uint8_t* c = h.counts.data();
    if (detail::plain_counts(h, r)) {
        const detail::plain_entries e = detail::entries_of(detail::view(), c);
        const std::uint32_t fields = e.fields();
        if ((fields >> gen::count_field::tiles) - 1u < 14u) {
            return plain(c, detail::stats_of_fields(fields, r.seven_pairs_quads), e, constant);
        }
    }
    return checked();
}
// `valid`: the hand is known valid (validated_hand), so its counts need not show it. The road
// (a constant's, the records', else checked()) is shanten_road_of the rules' facts.
template <class Facts, class Plain, class Checked>
[[gnu::always_inline]] inline auto by_road(const hand& h, const Facts& cr, Plain&& plain,
                                           Checked&& checked, bool valid = false) {
    const rules& r = cr.of();
    const detail::shanten_road road = detail::shanten_road_of(cr);
    if (road == detail::shanten_road::simple) {
        return by_constant_road(h, r, detail::simple_shanten_rules_value, plain, checked);
    }
    if (road == detail::shanten_road::knitted) {
        return by_constant_road(h, r, detail::knitted_shanten_rules_value, plain, checked);
    }
    if (road == detail::shanten_road::standard) {
        return by_constant_road(h, r, detail::standard_shanten_rules_value, plain, checked);
    }
    if (road == detail::shanten_road::records && detail::plain_counts(h, r)) {
        const std::uint8_t* c = h.counts.data();
        const detail::plain_entries e = detail::entries_of(detail::view(), c);
        const std::uint32_t fields = e.fields();
        const int size = static_cast<int>(fields >> gen::count_field::tiles);
        // Without honours an honour held is bad input.
        const bool honours_held = !r.honours && (e.honours >> (32 + gen::count_field::tiles)) != 0;
        if (size <= 14 &&
            (valid || detail::valid_by_counts(cr, {size, false, honours_held}, purpose::any))) {
            return plain(c, detail::stats_of_fields(fields, r.seven_pairs_quads), e, r);
        }
    }
    return checked();
}

// shanten_number of the hands by_road leaves: apart, so that the fast path's frame stays small.
template <class Facts>
[[gnu::noinline]] result<int> checked_number(const hand& h, const Facts& c) {
    const auto s = checked_shanten(h, c);
    if (!s) return s.err();
    return s->overall;
}

// The plain path's answer of compute_shanten.
[[gnu::always_inline]] inline result<shanten_result> plain_shanten(const std::uint8_t* c,
                                                                   const detail::plain_stats& s,
                                                                   const detail::plain_entries& e,
                                                                   const rules& rr) {
    return detail::to_shanten(detail::plain_distances_of(c, rr, s, e));
}

// compute_shanten under compiled rules.
template <class Facts>
[[gnu::always_inline]] inline result<shanten_result> shanten_by_road(const hand& h,
                                                                     const Facts& c) {
    return by_road(h, c, plain_shanten, [&] { return checked_shanten(h, c); });
}

// shanten_number under compiled rules.
template <class Facts>
[[gnu::always_inline]] inline result<int> number_by_road(const hand& h, const Facts& cr) {
    return by_road(
        h, cr,
        [](const std::uint8_t* c, const detail::plain_stats& s, const detail::plain_entries& e,
           const rules& rr) __attribute__((always_inline))
            ->result<int> {
                if (rr.honours_and_knitted || rr.knitted_straight) [[unlikely]] {
                    return detail::to_shanten(detail::plain_overall_with_knitted(c, rr, s, e));
                }
                return detail::to_shanten(detail::plain_distances_of(c, rr, s, e).overall);
            },
        [&] { return checked_number(h, cr); });
}
}  // namespace

result<shanten_result> compute_shanten(const hand& h, const rules& r) {
    return shanten_by_road(h, detail::rules_facts(r));
}

result<shanten_result> detail::compute_shanten(const hand& h, const compiled_rules& c) {
    return shanten_by_road(h, c);
}

result<shanten_result> detail::compute_shanten(const validated_hand& v) {
    const hand& h = v.held();
    return by_road(
        h, v.compiled(), plain_shanten,
        [&]() -> result<shanten_result> { return valid_shanten(h, v.compiled()); }, true);
}

result<int> shanten_number(const hand& h, const rules& r) {
    return number_by_road(h, detail::rules_facts(r));
}

result<int> detail::shanten_number(const hand& h, const compiled_rules& c) {
    return number_by_road(h, c);
}

}  // namespace hupai
