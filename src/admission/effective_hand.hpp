// The hand as the analysis sees it under a rule set: natural tiles by kind, a number of
// wildcards, and the declared melds reduced to a count. The shanten engine, waits, discards and
// decompositions start here; the win check reads the hand into its count words itself (a hand
// built here would cost more than the whole check), through the same predicates below.
#pragma once

#include <array>
#include <cstdint>

#include "hupai/hand.hpp"
#include "hupai/rules.hpp"

namespace hupai::detail {

struct effective_hand {
    /// Natural (non-wild) concealed tiles by kind. A Ruijin flower that stands for the 宝's kind
    /// is counted here as a natural tile of that kind.
    std::array<std::uint8_t, kinds> counts{};
    /// Real copies of each kind held in the concealed part and the melds, wild-kind tiles
    /// included, jokers and flowers excluded: what limits draws to 4 copies.
    std::array<std::uint8_t, kinds> held{};
    int wildcards = 0;     ///< wild-kind tiles + `?` jokers + wild flowers
    int melds = 0;         ///< declared melds
    int size = 0;          ///< natural + wildcards + 3 × melds
    int kongs_needed = 0;  ///< kongs_in_hand: in-hand kongs the size implies (size − 14, ≥ 0)
    bool fei = false;      ///< ruijin: the concealed hand holds every 宝 (see rules.md)
    int bao_tiles = 0;     ///< ruijin: concealed natural tiles of the 宝 kind (or wild flowers)
    tile_mask suits_used = 0;  ///< bit s (0–3) = suit s has a natural tile in hand or melds

    int natural() const noexcept { return size - wildcards - 3 * melds; }
};

/// Interprets `h` under `r`. Precondition: validate_hand(h, r, …) succeeded (or at least the
/// counts are within 0–4 per kind).
effective_hand make_effective(const hand& h, const rules& r) noexcept;

/// make_effective(h, r).size alone, for validation: every concealed tile of the 34 kinds (wild
/// or natural, the size does not care which), the jokers, the flowers when Ruijin's rule brings
/// them into the hand (a 宝 is set: they are then natural tiles or wildcards), and 3 per declared
/// meld. Counts may be anything (no precondition). A few vector instructions, no table.
int effective_size(const hand& h, const rules& r) noexcept;

/// make_effective(h, r).kongs_needed for a hand of `size` tiles (kongs_in_hand: one in-hand kong
/// per tile beyond 14).
constexpr int kongs_implied(int size, const rules& r) noexcept {
    return r.kongs_in_hand && size > 14 ? size - 14 : 0;
}

/// The kind flowers stand for under flower_role::wild_kind when the 宝 is not a flower: the
/// lowest non-flower wild kind, or -1.
int bao_kind(const rules& r) noexcept;

/// Ruijin's rule when the 宝 is a flower: every flower is then a wildcard (rules.md).
constexpr bool flowers_are_bao(const rules& r) noexcept {
    return r.flowers == flower_role::wild_kind && (r.wild & flower_mask) != 0;
}
/// Ruijin's rule when the 宝 is a kind of 0–33: each flower stands for it as a natural tile.
constexpr bool flowers_stand_for_bao(const rules& r) noexcept {
    return r.flowers == flower_role::wild_kind && (r.wild & flower_mask) == 0;
}

}  // namespace hupai::detail
