// The standard form's distance on the exact path: the groups' frontiers merged over every suit
// set the rules allow, once (standard_distance) or kept by parts for the many exchanges of one
// discard analysis (standard_parts, with a frontier cache).
#pragma once

#include <array>
#include <cstdint>
#include <memory>

#include "shanten/frontier.hpp"
#include "shanten/frontier_cache.hpp"
#include "shanten/suit_lanes.hpp"

namespace hupai::detail {

/// The standard form alone (no_distance when the rules lack it or it cannot be reached): the plain
/// path, else the flat path (flat.hpp), else the groups' frontiers as exact_standard_distance
/// merges them, with the honours by parts (frontier.hpp: honours_by_parts) where they apply.
int standard_distance(const shanten_input& in, const rules& r, const target_shape& t) noexcept;
/// The standard form by the groups' frontiers, whatever the caps and wildcards.
int exact_standard_distance(const shanten_input& in, const rules& r,
                            const target_shape& t) noexcept;
/// The standard form by the groups' frontiers with the honours by parts where they apply: the
/// path standard_distance takes where the flat ones do not.
int frontier_standard_distance(const shanten_input& in, const rules& r,
                               const target_shape& t) noexcept;

/// The standard form of one exact-path hand kept group by group, so that a hand differing in one
/// group's counts (a draw) or in its wildcards costs one group frontier (usually cached) and one
/// merge at the target instead of a whole standard_distance. Answers equal standard_distance's.
class standard_parts {
public:
    standard_parts(const shanten_input& in, const rules& r, const target_shape& t,
                   frontier_cache& cache) noexcept;
    /// The hand's standard distance with its wildcards replaced by w (capacity unchanged).
    int distance(const wild_budget& w) noexcept;
    /// The standard distance with group g's counts replaced (caps unchanged) and wildcards w.
    int distance_with(int g, const std::uint8_t* counts, const wild_budget& w) noexcept;

private:
    /// rest_[i][g] and full_[i], each merged at its first use: discard analysis asks a few
    /// groups' draws of most hands it takes here, and merging every rest up front cost more
    /// than those draws.
    const deep_frontier& rest_of(int i, int g) noexcept;
    const std::array<std::uint8_t, max_excess + 1>& full_of(int i) noexcept;

    shanten_input in_;
    const rules* r_;
    target_shape t_;
    frontier_cache* cache_;
    frontier_dims d_;
    bool none_ = false;      ///< no target (melds < 0) or no allowed suit set
    bool by_parts_ = false;  ///< the honours by parts where they apply (honours_by_parts_apply)
    unsigned sets_[8] = {};
    int set_count_ = 0;
    deep_frontier group_[4];
    /// rest_[s][g]: every group of suit set s but g combined (g in the set).
    deep_frontier rest_[8][4];
    /// full_[s]: the whole hand's needs at the target per excess, under suit set s.
    std::array<std::uint8_t, max_excess + 1> full_[8];
    unsigned rest_built_[8] = {};  ///< bit g: rest_[s][g] is merged
    unsigned full_built_ = 0;      ///< bit s: full_[s] is merged
};

}  // namespace hupai::detail
