// hupai/census.hpp — how many hands of N concealed tiles have each shanten number.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/rules.hpp"

namespace hupai {

/// Weighted counts exceed 64 bits past 14 tiles; kept exact in 128 bits.
__extension__ using census_count = unsigned __int128;

/// One shanten number of a census.
struct census_row {
    int shanten = 0;             ///< -1 complete, 0 ready, …
    std::uint64_t distinct = 0;  ///< count vectors (hands as multisets of kinds)
    census_count weighted = 0;   ///< draws from the 136-tile wall: Σ Π C(4, count of kind)
};

/// Called now and then with the fraction done (0…1).
using census_progress = std::function<void(double fraction)>;

/// For every hand of `tiles` concealed tiles (no declared meld, no wildcard) that the rules
/// allow, its shanten number under the rules' forms (compute_shanten's), tallied as distinct
/// count vectors and weighted by the ways to draw them from the wall. Rows are in increasing
/// shanten; the weighted total is C(136, tiles) (C(108, tiles) without honours).
/// Computed per group — count vectors of a suit or of the honours grouped by tile count, table
/// record and special-form statistics, then convolved — with no loop over hands: 14 tiles under
/// riichi take a few seconds. Supports rules without wildcards, with max_suits 3 and without
/// kongs_in_hand; 1 ≤ tiles ≤ 14. Errors: invalid_value (other rules or sizes).
/// Example: census(14, presets::riichi) → the −1 row has weighted 12,859,078,207,674.
result<std::vector<census_row>> census(int tiles, const rules& r,
                                       const census_progress& progress = {});

/// A census count in decimal, e.g. "4250305029168216000".
std::string to_decimal(census_count n);

}  // namespace hupai
