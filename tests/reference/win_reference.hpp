// A plain brute-force win check, the oracle of the win tests and the baseline of the win
// benchmark. Independent of the library's tables and of src/effective_hand: it reads the hand
// itself, chooses the pair and splits the melds by backtracking (seeds 000 and 001), lets
// wildcards fill any place of a group, tries every choice of in-hand kongs, and checks the
// special forms by their definitions. A second route decides wildcards by substitution: every
// assignment of the wildcards to kinds is tried and the resulting natural hand checked.
#pragma once

#include <array>
#include <cstdint>

#include "hupai/hand.hpp"
#include "hupai/rules.hpp"

namespace hupai::reference {

/// A hand as the rules make it (docs/RULES.md, "Wildcard" and the Ruijin row of the presets).
struct reading {
    std::array<int, kinds> natural{};  ///< non-wild tiles by kind (Ruijin flowers as the 宝's kind)
    int wildcards = 0;                 ///< wild-kind tiles, jokers, wild flowers
    int melds = 0;
    int size = 0;        ///< natural + wildcards + 3 × melds
    int bao = 0;         ///< Ruijin: 宝 tiles held (wild tiles of the 宝 kind, or wild flowers)
    bool fei = false;    ///< Ruijin: every 宝 held
    unsigned suits = 0;  ///< bit s: suit s (m, p, s) holds a natural tile or a declared meld
};
reading read_hand(const hand& h, const rules& r);

struct win_answer {
    bool win = false;
    form_set forms = 0;
    bool fei = false;
    friend bool operator==(const win_answer&, const win_answer&) = default;
};

/// check_win by brute force. Precondition: validate_hand(h, r, purpose::win) succeeds.
win_answer check_win(const hand& h, const rules& r);

/// check_win with the standard form decided by substituting every multiset of kinds for the
/// wildcards (kinds within 2 of a natural tile of their suit, or of the natural honours, plus one
/// kind per suit for groups of wildcards alone) and checking each natural hand. Exponential in
/// the wildcards: for hands with few.
win_answer check_win_by_substitution(const hand& h, const rules& r);

/// Ruijin 制飞 by definition. Precondition: validate_hand(h, r, purpose::wait) succeeds.
bool is_zhifei(const hand& h, const rules& r);

// --- Building blocks (also used by the exhaustive tests) -----------------------------------

/// Whether the natural tiles in `counts` (any counts) and `wildcards` split exactly into melds,
/// plus one pair when `pair`: the pair is chosen first (two natural tiles, a natural tile and a
/// wildcard, or two wildcards), then the lowest natural tile is put in every group that can hold
/// it, by backtracking; a wildcard may fill any place. Wildcards left over form pungs.
bool melds_complete(std::array<int, kinds> counts, int wildcards, bool pair, bool honour_chows);

/// The same question decided by substitution: every multiset of `wildcards` kinds among
/// `candidates` (a mask of kinds) is added to the counts and the natural hand checked.
bool melds_complete_by_substitution(const std::array<int, kinds>& counts, int wildcards, bool pair,
                                    bool honour_chows, tile_mask candidates);

/// Seven pairs by definition: 14 tiles (natural + wildcards) forming 7 pairs, a wildcard pairing
/// with a natural tile or another wildcard; `quads`: four of a kind may be two pairs; otherwise
/// every pair is of a different kind. `allowed` = kinds a wildcard pair may take. Works for any
/// even total (Ruijin's six pairs).
bool pairs_by_definition(const std::array<int, kinds>& counts, int wildcards, bool quads,
                         tile_mask allowed);

}  // namespace hupai::reference
