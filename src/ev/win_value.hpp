// The win values of the expected-value search: the score of each self-drawn win, the riichi
// facts and decompositions of a complete state read once for all its winning tiles.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "ev/problem.hpp"
#include "scoring/riichi_internal.hpp"

namespace hupai::detail::ev {

/// The value of a self-drawn win on kind k (0–36) completing the state's counts c, with riichi
/// declared or not: the score the rules give it (ura dora averaged over the state's wall), 1
/// without scoring, 0 when it is not a win (no yaku, below GB's 8 fan). One object serves one
/// problem's search: it keeps, by state index, what every winning tile of that state shares
/// (docs/EV.md, "Win values by complete state").
class win_values {
public:
    /// For the states of a search of `states` states (indices below it).
    win_values(const problem& p, std::size_t states);
    win_values(const win_values&) = delete;  // the kept facts point at s_
    win_values& operator=(const win_values&) = delete;

    /// The value of state `state` (counts c, riichi declared or not) completed by kind k.
    double value(std::uint32_t state, const counts& c, int k, bool riichi);

private:
    /// A complete state's riichi facts and standard decompositions (decompositions_[first,
    /// first + size)), which read neither the winning tile nor the riichi declaration, and the
    /// chances of each ura total over its wall once a riichi win of it needs them.
    struct shapes {
        riichi_facts facts;
        std::uint32_t first = 0;
        std::uint32_t size = 0;
        bool ura_known = false;
        std::array<double, 13> ura{};
    };
    shapes& shapes_of(std::uint32_t state, const counts& c);
    double riichi_value(std::uint32_t state, const counts& c, int k, bool riichi);

    const problem& p_;
    /// The situation of a self-drawn win in the question, its winning tile and riichi set by
    /// each win; the kept facts point at it (a win_values object is not moved).
    situation s_;
    std::vector<std::uint32_t> slot_;  ///< by state index: its shapes_ index + 1, 0 when none
    std::vector<shapes> shapes_;
    std::vector<reading> decompositions_;
};

}  // namespace hupai::detail::ev
