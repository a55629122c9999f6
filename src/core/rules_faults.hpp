// Faults of a rule set on its own, before any hand: the checks validate() names and the hot
// paths test in a few instructions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "hupai/rules.hpp"

namespace hupai::detail {

/// Whether the rules have a knitted form (honours_and_knitted, knitted_straight).
/// The two flags are neighbouring bytes (each 0 or 1), read at run time as one 16-bit value:
/// one compare on the hot paths instead of two.
constexpr bool knitted_rules(const rules& r) noexcept {
    static_assert(std::is_standard_layout_v<rules> &&
                  offsetof(rules, knitted_straight) == offsetof(rules, honours_and_knitted) + 1);
    if (std::is_constant_evaluated()) return r.honours_and_knitted || r.knitted_straight;
    std::uint16_t both = 0;
    std::memcpy(&both,
                reinterpret_cast<const unsigned char*>(&r) + offsetof(rules, honours_and_knitted),
                sizeof both);
    return both != 0;
}

/// A knitted form with wildcards in play: the knitted forms are defined on natural tiles only.
/// The wildcards first: on the win check's label path they are known absent.
constexpr bool knitted_with_wildcards(const rules& r) noexcept {
    return (r.wild != 0 || r.flowers == flower_role::wild_kind) && knitted_rules(r);
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
