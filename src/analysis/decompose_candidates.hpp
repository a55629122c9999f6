// The candidate groups of decompose's search, built once: every pair, single and meld a
// decomposition may pick, in group order, with what each consumes (docs in decompose.cpp).
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hupai/analysis.hpp"

namespace hupai::detail::decomposing {

constexpr int number_suits = 3;
constexpr int honour_suit = 3;  // the honours form the fourth "suit" of the per-suit split
constexpr int suit_count = 4;
constexpr int max_in_hand_kongs = 4;
constexpr int no_tile = -1;

constexpr int suit_index(tile t) noexcept { return t < suited_kinds ? t / 9 : honour_suit; }
constexpr int suit_size(int s) noexcept { return s == honour_suit ? 7 : 9; }

/// The order of groups inside a decomposition and of candidates in the search.
bool group_before(const group& a, const group& b) noexcept;

/// A group the search may pick, with what it consumes.
struct candidate {
    group g;
    std::uint8_t wilds = 0;     ///< wildcards it uses
    std::uint8_t naturals = 0;  ///< natural tiles it uses: natural[0..naturals)
    std::array<tile, 4> natural{};
    tile_mask need = 0;     ///< the kinds of its natural tiles
    std::uint8_t suit = 0;  ///< suit_index of its tiles
    bool honour_chow = false;
};

/// Candidates in group order, with a skip table: next[w][i] is the first candidate at or after
/// i that uses at most w wildcards (size() if none), so that a search with few wildcards left
/// walks only the candidates it can afford.
struct candidate_list {
    std::vector<candidate> items;
    std::array<std::vector<std::uint16_t>, 5> next;  ///< a group uses at most 4 wildcards

    void index() {
        const std::size_t n = items.size();
        for (int w = 0; w < 5; ++w) {
            auto& nx = next[static_cast<std::size_t>(w)];
            nx.assign(n + 1, static_cast<std::uint16_t>(n));
            for (std::size_t i = n; i-- > 0;) {
                nx[i] = items[i].wilds <= w ? static_cast<std::uint16_t>(i) : nx[i + 1];
            }
        }
    }
};

/// Every candidate group, built once.
struct tables {
    candidate_list pairs;    ///< 3 per kind: 2, 1, 0 natural tiles
    candidate_list singles;  ///< 2 per kind: natural, wild
    candidate_list melds;    ///< chows, pungs, kongs in group order
    /// by_low[s][i]: the melds of suit s holding a natural tile whose lowest natural tile is the
    /// suit's i-th kind, ascending.
    std::array<std::array<std::vector<std::uint16_t>, 9>, suit_count> by_low;
    /// first_from[s][b]: the first meld of suit s at or after b holding a natural tile.
    std::array<std::vector<std::uint16_t>, suit_count> first_from;
};

/// The tables, built on first use.
const tables& candidate_tables();

}  // namespace hupai::detail::decomposing
