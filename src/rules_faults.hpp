// Faults of a rule set on its own, before any hand: the checks validate() names and the hot
// paths test in a few instructions.
#pragma once

#include "hupai/rules.hpp"

namespace hupai::detail {

/// Whether validate(r) fails (ruijin without a wild kind).
constexpr bool rules_fault(const rules& r) noexcept { return r.wild_required && r.wild == 0; }

/// Whether the rules name a wild kind beyond the 42.
constexpr bool wild_out_of_range(const rules& r) noexcept { return (r.wild >> all_kinds) != 0; }

}  // namespace hupai::detail
