// Brute-force reference of hupai::decompose: every multiset of groups drawn from the full
// alphabet of groups (each kind and each wild marking) that uses exactly the hand's tiles.
// Deliberately plain — no per-suit split, no feasibility test, no limit — and written apart from
// src/decompose.cpp, so that the two can be compared. Exponential: meant for small hands (up to
// 8 tiles with wildcards) and 14-tile hands with at most one or two wildcards.
#pragma once

#include <vector>

#include "hupai/analysis.hpp"

namespace hupai::reference {

/// The documented order of groups: kind, then tiles[0..size), then the wild mask.
bool group_less(const group& a, const group& b) noexcept;

/// The documented order of decompositions of one form: lexicographic by groups.
bool decomposition_less(const decomposition& a, const decomposition& b) noexcept;

/// Every decomposition of `h` under `r`, sorted as decompose() documents, no limit. Empty for a
/// hand that validate_hand(…, purpose::win) rejects.
std::vector<decomposition> decompose(const hand& h, const rules& r);

}  // namespace hupai::reference
