// A frontier's shape: its layout by (melds, pair, kongs, excess) and its needs. Apart from
// frontier.hpp so that the suits' dynamic program in lanes (suit_lanes.hpp), which frontier.cpp
// calls, fills frontiers without including the module that calls it.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "shanten/model.hpp"

namespace hupai::detail {

inline constexpr int frontier_size = 5 * 2 * 5 * (max_excess + 1);
inline constexpr std::uint8_t unreachable = static_cast<std::uint8_t>(no_distance);

/// The limits of a frontier computation, and its layout.
struct frontier_dims {
    int melds = 4;   ///< m ≤ melds
    int kongs = 0;   ///< k ≤ kongs
    int excess = 0;  ///< e ≤ excess
    constexpr std::size_t at(int m, int p, int k, int e) const noexcept {
        return static_cast<std::size_t>(((m * 2 + p) * (kongs + 1) + k) * (excess + 1) + e);
    }
    constexpr std::size_t size() const noexcept {
        return static_cast<std::size_t>((melds + 1) * 2 * (kongs + 1) * (excess + 1));
    }
};

/// need at dims.at(m, p, k, e): fewest unfilled slots of a group's partial target of m melds
/// (k of them kongs in hand) and p pairs with at most e excess slots; no_distance if none.
struct frontier {
    std::array<std::uint8_t, frontier_size> need;
};

/// Every entry unreachable (frontier.cpp).
void clear(frontier& f, const frontier_dims& d) noexcept;

}  // namespace hupai::detail
