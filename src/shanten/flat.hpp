// The flat path: the standard form and seven pairs of a hand with wildcards, when the wildcards
// act as a plain budget: no kind the target may use is capped below 4 copies, but for unheld
// ones the table records already account for. If no group then gains from a fifth copy, every
// target's excess (slots only a wildcard can play) can be 0 at no cost in need, so the distance
// is the natural tiles' table need less the wildcards held, from a few look-ups instead of the
// exact path's frontiers; where some group does gain, the records' drops are merged over the
// excess levels on the records themselves, still without frontiers. Each function answers
// no_flat where it does not apply; the caller then asks the exact path.
#pragma once

#include <array>
#include <cstdint>

#include "gen/shanten_tables.hpp"
#include "shanten/flat_records.hpp"
#include "shanten/frontier.hpp"
#include "shanten/model.hpp"
#include "shanten/special_forms.hpp"

namespace hupai::detail {

class frontier_cache;

/// The standard distance to t of four groups (three suits, the honours) with these table record
/// ids, each record its group's exact frontier (the flat path's condition), and wildcards w.
/// Bit g of drops: group g's record has drop bits (record_has_drops). With `extra`, each excess
/// level's need is judged with up to `extra` more excess slots (flat.cpp: holes).
int flat_distance_of_ids(const std::uint32_t* ids, unsigned drops, const target_shape& t,
                         const wild_budget& w, int extra = 0) noexcept;

/// The standard form's distance as standard_distance gives it, or no_flat.
int flat_standard_distance(const shanten_input& in, const rules& r, const target_shape& t) noexcept;

/// The standard form's distance as standard_distance gives it for a hand whose suits' records
/// are exact but whose honours' record is not (a capped honour kind): the suits' records merged
/// as the flat path merges them, with the honours' frontier by parts (frontier.hpp:
/// honours_by_parts), or no_flat where either does not apply.
int flat_suits_standard_distance(const shanten_input& in, const rules& r,
                                 const target_shape& t) noexcept;

/// flat_suits_standard_distance of one hand kept as its suits' record ids and its honours'
/// frontier, for discard analysis: a natural suit draw changes one id, an honour draw the
/// honours' frontier (from the cache), a drawn wildcard only the budget.
class flat_suits_parts {
public:
    /// Whether flat_suits_standard_distance applies to the hand; only then may the others be
    /// asked. The cache must outlive this.
    bool init(const shanten_input& in, const rules& r, const target_shape& t,
              frontier_cache& cache) noexcept;
    /// The hand's standard distance with its wildcards replaced by w.
    int distance(const wild_budget& w) const noexcept;
    /// The standard distance with group g's counts replaced by a natural draw (caps unchanged)
    /// and wildcards w. counts points at group g's first kind within a hand's 34 counts.
    int distance_with(int g, const std::uint8_t* counts, const wild_budget& w) noexcept;

private:
    /// need[m][p][e]: the least need of two suits and the honours together with m melds, p
    /// pairs and at most e excess slots (e ≤ max_excess; the row padded to 16 bytes, unreachable,
    /// so that a draw reads it as one row of byte lanes).
    using rest_needs = std::array<std::array<std::array<std::uint8_t, 16>, 2>, 5>;
    /// The groups but suit g merged, for the draws of suit g: built at its first.
    const rest_needs& rest_of(int g) noexcept;

    std::uint32_t ids_[3] = {};
    merged_suits suits_;  ///< the hand's suits merged: a draw of honours or of a wildcard keeps it
    frontier honours_;
    rest_needs rest_[3];
    unsigned rest_built_ = 0;  ///< bit g: rest_[g] is built
    const rules* r_ = nullptr;
    const std::uint8_t* caps_ = nullptr;  ///< the hand's caps (its shanten_input outlives this)
    frontier_cache* cache_ = nullptr;
    frontier_dims d_;
    target_shape t_;
};

/// The flat standard form of one hand kept as its groups' record ids, for discard analysis: a
/// natural draw changes one group's id, a drawn wildcard only the budget.
class flat_standard_parts {
public:
    /// Whether the flat path applies to the hand; only then may the others be asked. With
    /// `holes`, also to a hand whose only kinds that are not plain are capped below 4 with at most
    /// 4 copies (a wild kind's own, flat.cpp: "Holes"), where the records are exact up to a check
    /// of the wildcards each answer makes: those answers may then be no_flat.
    bool init(const shanten_input& in, const rules& r, const target_shape& t,
              bool holes = false) noexcept;
    /// Whether some group's record gains from a fifth copy: each answer then merges the records
    /// over the excess levels, several times the cost of the merge tables' look-ups.
    bool gains_from_fifth_copies() const noexcept { return drops_ != 0; }
    /// The hand's standard distance with its wildcards replaced by w (no_flat only with holes).
    /// Where the holes' check fails, at_least (if not null) receives the records' distance, a
    /// lower bound: a caller asking only whether the distance is below some value may need no
    /// more.
    int distance(const wild_budget& w, int* at_least = nullptr) const noexcept;
    /// The standard distance with group g's counts replaced by a natural draw (caps unchanged)
    /// and wildcards w, or no_flat where the flat path stops applying (at_least as distance's).
    /// counts points at group g's first kind within a hand's 34 counts.
    int distance_with(int g, const std::uint8_t* counts, const wild_budget& w,
                      int* at_least = nullptr) const noexcept;
    /// The natural draws into group g of the kinds in `draws` (bit i: the group's kind i, held
    /// fewer times than its cap) after which distance_with(g, …, w) is below `below`:
    /// their bits. `unknown` receives the draws it answers no_flat for while the
    /// records' distance is below `below` (the exact path must tell). One pass for the group,
    /// as discard analysis asks: the ranking codes move by one kind's weight, the other half's
    /// merged id is shared, and the holes' check is made only for the draws that lower the
    /// records' distance. counts: the hand's 34.
    unsigned lowering_draws(int g, unsigned draws, const std::uint8_t* counts, const wild_budget& w,
                            int below, unsigned& unknown) const noexcept;
    /// distance_with from the merge tables alone: no_flat also where some record after the
    /// draw gains from a fifth copy (for a caller with a cheaper way to decide those).
    int tables_distance_with(int g, const std::uint8_t* counts,
                             const wild_budget& w) const noexcept;

private:
    /// distance_with, where a caller asking only whether the distance is below `below` may get,
    /// for an answer of `below` or more, the records' distance (a lower bound, so no less than
    /// `below` either) without the holes' check.
    int distance_after_draw(int g, const std::uint8_t* counts, const wild_budget& w,
                            bool merge_drops, int* at_least, int below) const noexcept;
    /// wild_distance(need, 0, w), or no_flat where the holes' `slots` would cost more (then
    /// that distance to at_least, if not null).
    static int checked_distance(int need, int slots, const wild_budget& w, int* at_least) noexcept;
    /// flat_distance_of_ids for records with drop bits, or no_flat where the holes' `slots`
    /// would cost more (then that distance to at_least, if not null); unchecked where it is
    /// `below` or more (distance_with).
    int checked_drops_distance(const std::uint32_t* ids, unsigned drops, int slots,
                               const wild_budget& w, int* at_least,
                               int below = no_distance + 1) const noexcept;

    std::uint32_t ids_[4] = {};
    const std::uint8_t* caps_ = nullptr;  ///< the hand's caps (its shanten_input outlives this)
    int concealed_ = 0;
    target_shape t_;
    bool honour_chows_ = false;
    bool honours_ = true;
    const drop_marks* marks_ = nullptr;  ///< record_drops(), read for every draw
    unsigned drops_ = 0;                 ///< bit g: group g's record gains from fifth copies
    int need_ = no_distance;             ///< the need at excess 0 when no record has drop bits
    // holes_ and bounds_ are set by init where the hand has holes (any_holes_), and read only
    // then: no initializers, which every flat_standard_distance would pay for.
    unsigned holes_[4];       ///< per group, bit i: its kind i is a hole
    hole_bounds bounds_[4];   ///< per group, the bounds on its holes' unfilled slots
    hole_bounds hole_slots_;  ///< their sums
    bool any_holes_ = false;
};

/// Flat seven pairs of one hand kept as its pairs and singles, for discard analysis: a natural
/// draw changes one kind's count, a drawn wildcard only the budget.
class flat_seven_pairs {
public:
    /// Whether flat_seven_pairs_distance applies to the hand; only then may the others be asked.
    /// With `holes`, also where some held kinds are capped below 4 (flowers standing for the
    /// 宝): the answers are then no_flat where the wildcards those kinds' singles need would
    /// cost more (flat.cpp).
    bool init(const shanten_input& in, const rules& r, bool holes = false) noexcept;
    /// The hand's distance with its wildcards replaced by w (no_flat only with holes).
    int distance(const wild_budget& w) const noexcept;
    /// The distance after a natural draw of kind k (still in the wall) with wildcards w, or
    /// no_flat where the flat path stops applying (k capped below 4). Inline: find_waits asks it
    /// for every kind.
    int distance_with(int k, const wild_budget& w) const noexcept;
    /// The natural draws among `draws` (each with a copy in the wall) after which distance_with
    /// is below `below`; `unknown` receives those it answers no_flat for. A draw's answer
    /// depends only on how many copies of its kind are held: one answer a class, for discard
    /// analysis.
    tile_mask lowering_draws(tile_mask draws, const wild_budget& w, int below,
                             tile_mask& unknown) const noexcept;

private:
    /// The distance of these pairs and singles, or no_flat where the slots on capped kinds
    /// would cost more wildcards.
    int checked(int pairs, int singles, const wild_budget& w) const noexcept {
        const int need = seven_pairs_need(pairs, singles);
        return slots_ == 0 ? wild_distance(need, 0, w) : checked_with_slots(need, w);
    }
    int checked_with_slots(int need, const wild_budget& w) const noexcept;

    const shanten_input* in_ = nullptr;  ///< the hand (it outlives this)
    bool quads_ = false;
    int pairs_ = 0, singles_ = 0;
    int slots_ = 0;  ///< the singles of held capped kinds: at most this many slots on them
};

// A natural draw of a kind with the plain cap keeps the hand flat (its count stays within 4, the
// kinds that can be paired are the same). One more copy makes a single a pair; without quads a
// kind held twice or more gains nothing, with quads an even count (0 or 2) becomes a single.
inline int flat_seven_pairs::distance_with(int k, const wild_budget& w) const noexcept {
    const auto i = static_cast<std::size_t>(k);
    if (in_->caps[i] != copies) return no_flat;
    const int c = in_->counts[i];
    int pairs = pairs_, singles = singles_;
    if (quads_ ? c % 2 == 1 : c == 1) {
        ++pairs, --singles;
    } else if (quads_ || c == 0) {
        ++singles;
    }
    return checked(pairs, singles, w);
}

/// Seven pairs' distance (a 14-tile target, no declared meld) as the exact path gives it over
/// every allowed suit set, or no_flat.
int flat_seven_pairs_distance(const shanten_input& in, const rules& r) noexcept;

}  // namespace hupai::detail
