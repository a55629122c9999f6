// Per-group frontiers, the exact path of the standard form: for each (melds, pair, kongs,
// excess) the fewest unfilled slots of a group's partial target, from the table record where it
// is exact and by dynamic programming elsewhere (a declared meld or a wild kind lowers a kind's
// cap, Ruijin flowers push a count past 4, kongs held in hand); and their min-plus combination.
#pragma once

#include <array>
#include <cstdint>

#include "gen/shanten_tables.hpp"
#include "shanten/frontier_shape.hpp"
#include "shanten/model.hpp"

namespace hupai::detail {

/// Exact frontier of one group by dynamic programming over its kinds (any counts and caps); a
/// suit without in-hand kongs in byte lanes (suit_lanes.hpp).
void group_frontier(gen::group_type g, const std::uint8_t* counts, const std::uint8_t* caps,
                    frontier_dims dims, frontier& out) noexcept;

/// A frontier with its depth: the largest excess at which some entry still drops (entries past
/// it repeat it, so merges need not visit them).
struct deep_frontier {
    frontier value;
    int depth = 0;
};

/// The frontier of group g (0–2 the suits, 3 the honours, empty without honours): the table
/// record where it is exact (plain caps; honours without chows whose capped kinds are unheld),
/// else group_frontier.
void group_frontier_of(int g, const std::uint8_t* counts, const std::uint8_t* caps, const rules& r,
                       bool honours, const frontier_dims& d, frontier& out) noexcept;
/// Whether a group's table record is its exact frontier: every count 0–4 with the plain cap of 4,
/// at most 14 tiles (n: 9 kinds of a suit or 7 honours).
bool table_covers(const std::uint8_t* counts, const std::uint8_t* caps, int n) noexcept;
/// Whether the honours' record (without honour chows) is their exact frontier although some
/// kinds are capped below 4: each capped kind unheld, and enough plain kinds for d.melds + 1
/// groups.
bool record_fits_capped_honours(const std::uint8_t* counts, const std::uint8_t* caps,
                                const frontier_dims& d) noexcept;
/// Whether honours_by_parts may stand for the honours' frontier in a hand with these caps (34
/// kinds): the target's kongs none, every suit allowed (rules with max_suits ≥ 3), and at least
/// 20 suited kinds that can hold a pung without a wildcard (cap ≥ 3), so that every block the
/// table record places on an emptied honour kind has a spare kind to move to (honours_by_parts).
bool honours_by_parts_apply(const std::uint8_t* caps, const rules& r,
                            const frontier_dims& d) noexcept;
/// The listed kinds' frontiers of honours_by_parts kept by what they depend on (the listed kinds'
/// counts and caps, the dims): in discard analysis a draw or discard of another honour leaves
/// them as they were (a dragon under a wind 宝), so only the unlisted kinds' record is looked up
/// again.
class listed_honours_memo {
public:
    static constexpr std::size_t key_size = 4 + 2 * 7;
    /// The listed kinds' frontier: from the memo, else listed and kept.
    const frontier& get(unsigned part, bool honour_chows, const std::uint8_t* counts,
                        const std::uint8_t* caps, const frontier_dims& d) noexcept;

private:
    struct entry {
        std::array<std::uint8_t, key_size> key{};  // key[0] == 0: an empty slot
        frontier value;
    };
    std::array<entry, 16> entries_;  // their frontiers unset until listed
};

/// A frontier of the honours (counts and caps of the 7 honour kinds) that merged with the suits'
/// frontiers gives the same needs as their exact frontier, in far fewer steps than group_frontier
/// where some honour kind is capped (a 宝 of kinds 27–33, a declared meld) or held more than 4
/// times (Ruijin flowers standing for an honour 宝): those kinds' targets, with their chow partners
/// under honour_chows (all winds, or all dragons), are listed one by one; the other honours come
/// from the table record of the counts with the listed kinds emptied. Returns false, leaving out
/// alone, where every honour kind would be listed (with honour chows: a wind and a dragon) or
/// none would. The listed kinds' frontier comes from `memo` where given, else they are listed
/// afresh. Precondition: honours_by_parts_apply.
bool honours_by_parts(const std::uint8_t* counts, const std::uint8_t* caps, bool honour_chows,
                      const frontier_dims& d, frontier& out,
                      listed_honours_memo* memo = nullptr) noexcept;
/// The frontier of a group that holds nothing and may hold nothing: only (0, 0, 0, 0) at need 0.
void empty_frontier(const frontier_dims& d, frontier& out) noexcept;
/// The largest excess at which some entry still improves on the excess below it (0 if none).
int depth_of(const frontier& f, const frontier_dims& d) noexcept;
/// acc ⊕= f: min-plus over splits of (m, p, k, e); both are "at most e" frontiers.
void combine(frontier& acc, const frontier& f, const frontier_dims& d) noexcept;

}  // namespace hupai::detail
