// Faults of a rule set on its own, before any hand: the checks validate() names and the hot
// paths test in a few instructions.
#pragma once

#include "hupai/rules.hpp"

namespace hupai::detail {

/// Whether the rules have a knitted form (honours_and_knitted, knitted_straight).
constexpr bool knitted_rules(const rules& r) noexcept {
    return r.honours_and_knitted || r.knitted_straight;
}

/// A knitted form with wildcards in play: the knitted forms are defined on natural tiles only.
constexpr bool knitted_with_wildcards(const rules& r) noexcept {
    return knitted_rules(r) && (r.wild != 0 || r.flowers == flower_role::wild_kind);
}

/// Whether validate(r) fails (ruijin without a wild kind, gb with one, a knitted form with
/// wildcards).
constexpr bool rules_fault(const rules& r) noexcept {
    return (r.wild_required && r.wild == 0) || (r.scoring == scoring_system::gb && r.wild != 0) ||
           knitted_with_wildcards(r);
}

/// Whether the rules name a wild kind beyond the 42.
constexpr bool wild_out_of_range(const rules& r) noexcept { return (r.wild >> all_kinds) != 0; }

}  // namespace hupai::detail
