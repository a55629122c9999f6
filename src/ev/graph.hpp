// The states an expected-value search reaches and the links between them (docs/EV.md, "States",
// "Moves" and "Links"): built once, then read by the turn loop as flat arrays.
#pragma once

#include <cstdint>
#include <vector>

#include "ev/configs.hpp"
#include "ev/key_map.hpp"

namespace hupai::detail::ev {

/// The state table: each state's index (insertion order).
class state_table {
public:
    explicit state_table(std::size_t slots) : map_(slots) {}
    static constexpr std::uint32_t none = key_map::none;
    /// The index of `k`, inserting it as keys.size() when new.
    /// `h`: key_map::hash(k).
    std::uint32_t insert(state_code k, std::uint64_t h, std::vector<state_code>& keys) {
        std::uint32_t* v = map_.find_or_add(k, h);
        if (*v == none) {
            *v = static_cast<std::uint32_t>(keys.size());
            keys.push_back(k);
        }
        return *v;
    }
    /// The index of `k`, or none.
    std::uint32_t find(state_code k) const noexcept { return map_.find(k); }
    /// Asks the memory for the slot of a key of hash h.
    void prefetch(std::uint64_t h) const noexcept { map_.prefetch_hash(h); }

private:
    key_map map_;
};

struct graph {
    explicit graph(const problem& p) : arranged(p), table(starting_slots(p, 512, 3)) {}

    arrangements arranged;             ///< the groups' arrangements the states are made of
    std::vector<state_code> keys;      ///< by state index; index 0 is the start
    std::vector<std::int8_t> shanten;  ///< sh of each state
    std::vector<std::uint8_t> draw;    ///< 1: a draw state (13-equivalent), 0: a choice state
    state_table table;

    std::vector<std::uint32_t> draws;    ///< the draw states' indices, ascending
    std::vector<std::uint32_t> choices;  ///< the choice states' indices, ascending
    /// Each state's place in draws or choices (its local index).
    std::vector<std::uint32_t> local;
    /// Links by draw state: draw_begin[i] … draw_begin[i + 1] for draws[i], those that are not
    /// wins first, then from win_begin[i] the wins (the choice end complete, with a value).
    std::vector<std::uint32_t> draw_begin, win_begin;
    std::vector<std::uint32_t> link_choice;  ///< the choice state at the other end (local)
    std::vector<std::uint8_t> link_weight;   ///< wall count of the link's kind at the draw end
    /// The wins' values, draw state by draw state in link order: draws[i]'s from
    /// win_values_begin[i].
    std::vector<double> win_values;
    std::vector<std::uint32_t> win_values_begin;
    /// The links each choice state reads, stored by draw state: push_begin[i] …
    /// push_begin[i + 1] into push_choice for draws[i] (the choice ends, local). Empty when the
    /// choice side reads every link (links: both): then they are the draw side's own.
    std::vector<std::uint32_t> push_begin;
    std::vector<std::uint32_t> push_choice;

    /// The index of a state, or state_table::none when the search did not reach it.
    std::uint32_t find(const counts& c, bool riichi) const {
        const state_code s = arranged.find_code(c, riichi);
        return s == arrangements::no_state ? state_table::none : table.find(s);
    }
};

/// Every state reachable from the start by allowed moves, and their links read both ways.
/// Errors: too_far (more than options.max_states states).
result<graph> build_graph(const problem& p);

/// Values of some draw states by turn: T, P and E for t = t_min … t_max (index t − t_min).
struct series {
    std::vector<double> tenpai, win, score;
};

/// Runs the turns t_max … t_min over the graph (docs/EV.md, "Values by turn") and returns the
/// values of the states `watch` (draw states' indices), in that order. It reads the graph's
/// links once: their choice ends (link_choice, push_choice) are left as the byte offsets it
/// reads them by, not local indices.
std::vector<series> turn_values(const problem& p, graph& g,
                                const std::vector<std::uint32_t>& watch);

/// Whether kind x (0–33) is kept by a 14-equivalent hand of shanten sh: held, and removing a
/// copy leaves the shanten (Keep). m is restored.
inline bool keeps(const problem& p, std::array<std::uint8_t, kinds>& m, int x, int sh) noexcept {
    if (m[static_cast<std::size_t>(x)] == 0) return false;
    --m[static_cast<std::size_t>(x)];
    const bool kept = shanten_of(p, m) == sh;
    ++m[static_cast<std::size_t>(x)];
    return kept;
}

}  // namespace hupai::detail::ev
