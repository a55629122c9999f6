// The cache of group frontiers that discard analysis and waits ask of many hands differing in
// a group or two (defined in standard.cpp, beside the exact path that fills it). Apart from
// standard.hpp so that the flat path (flat_suits.cpp) reads it without including the module
// that calls the flat path.
#pragma once

#include <cstdint>
#include <memory>

#include "shanten/frontier.hpp"
#include "shanten/suit_lanes.hpp"

namespace hupai::detail {

/// Group frontiers already worked out, for a caller that asks the same groups many times (discard
/// analysis: most exchanges leave most groups as they were). Keyed by everything a frontier
/// depends on: the group's kind, counts and caps, and the dims.
class frontier_cache {
public:
    frontier_cache();
    ~frontier_cache();
    frontier_cache(const frontier_cache&) = delete;
    frontier_cache& operator=(const frontier_cache&) = delete;
    /// The frontier of group g (0–2 the suits, 3 the honours) with these 9 or 7 counts and caps,
    /// for a merge of the whole hand: the honours by parts (honours_by_parts) where
    /// honours_by_parts_ok (honours_by_parts_apply holds for the hand) and they apply.
    const deep_frontier& get(int g, const std::uint8_t* counts, const std::uint8_t* caps,
                             const rules& r, bool honours, bool honours_by_parts_ok,
                             const frontier_dims& d) noexcept;

private:
    struct entry;
    std::unique_ptr<entry[]> entries_;
    std::unique_ptr<listed_honours_memo>
        listed_;             ///< the honours by parts' listed kinds, once asked
    related_suits related_;  ///< the cache's suits come in runs one kind apart
};

}  // namespace hupai::detail
