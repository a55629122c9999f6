// Plain references for shanten and waits: the oracles of the shanten tests and the baselines of
// the shanten benchmark. Independent of the library's tables and frontier code: the standard
// form is a forward dynamic program over all 34 kinds that builds the target kind by kind
// (chows pending across kinds, honour chows enumerated), the special forms are enumerated by
// definition, wildcard use is decided by trying every split, and waits add each kind and ask
// the brute-force win check of win_reference.hpp.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "hupai/analysis.hpp"

namespace hupai::reference {

/// What a target may use and what it costs: the model of docs/SHANTEN.md, computed from the
/// hand and rules directly.
struct shanten_model {
    std::array<int, kinds> natural{};  ///< natural concealed tiles
    std::array<int, kinds> cap{};      ///< natural + drawable copies (0 drawable for wild kinds)
    int held_free = 0, held_bao = 0;   ///< held wildcards (宝 ones limited by fei)
    int draw_free = 0, draw_bao = 0;   ///< wild tiles still in the wall
    int bao_limit = 99;
    int melds = 0;
    int size = 0;
    unsigned meld_suits = 0;
};
shanten_model model_of(const hand& h, const rules& r);

/// Least need of a standard target: best[m][p][e] for m melds (kongs of them in hand), p pairs
/// and at most e excess slots (e ≤ max_e) over the kinds in `allowed`. 99 where impossible.
struct need_table {
    int max_e = 0;
    std::vector<int> best;  ///< index ((m * 2 + p) * 5 + kongs) * (max_e + 1) + e
    int at(int m, int p, int k, int e) const {
        return best[static_cast<std::size_t>(((m * 2 + p) * 5 + k) * (max_e + 1) + e)];
    }
};
need_table standard_needs(const std::array<int, kinds>& natural, const std::array<int, kinds>& cap,
                          tile_mask allowed, int max_melds, int max_kongs, int max_e,
                          bool honour_chows);

/// The distance (draws) a target with `need` unfilled slots, `excess` of them wild-only, costs:
/// every split of held and drawn wildcards tried. 99 if none works.
int wild_distance(const shanten_model& m, int need, int excess);

/// compute_shanten by the model, for hands validate_hand(…, any) accepts.
shanten_result shanten(const hand& h, const rules& r);

/// Distances to the forms of a 3n+1 hand's waits (target = size + 1), overall.
int waits_distance(const hand& h, const rules& r);

struct waits_answer {
    tile_mask waits = 0;
    tile_mask karaten = 0;
    bool fei = false;
    bool zhifei = false;
};
/// find_waits by adding each kind and asking reference::check_win.
waits_answer waits(const hand& h, const rules& r);

}  // namespace hupai::reference
