// The states an expected-value search reaches and the links between them (docs/EV.md, "States",
// "Moves" and "Links"): built once, then read by the turn loop as flat arrays.
#pragma once

#include <cstdint>
#include <vector>

#include "ev/problem.hpp"

namespace hupai::detail::ev {

/// A state's counts packed 3 bits a kind (kinds 0–20 in lo, 21–36 in hi) and its riichi flag
/// (hi's top bit): the key of the state table.
struct state_key {
    std::uint64_t lo = 0, hi = 0;
    friend constexpr bool operator==(const state_key&, const state_key&) = default;
};

inline constexpr std::uint64_t riichi_bit = std::uint64_t{1} << 63;
inline constexpr int lo_kinds = 21;

inline state_key pack(const counts& c, bool riichi) noexcept {
    state_key k;
    for (int i = lo_kinds - 1; i >= 0; --i) k.lo = k.lo << 3 | c[static_cast<std::size_t>(i)];
    for (int i = max_kinds - 1; i >= lo_kinds; --i) {
        k.hi = k.hi << 3 | c[static_cast<std::size_t>(i)];
    }
    if (riichi) k.hi |= riichi_bit;
    return k;
}
inline counts unpack(const state_key& k) noexcept {
    counts c{};
    for (int i = 0; i < lo_kinds; ++i) c[static_cast<std::size_t>(i)] = (k.lo >> (3 * i)) & 7u;
    for (int i = lo_kinds; i < max_kinds; ++i) {
        c[static_cast<std::size_t>(i)] = (k.hi >> (3 * (i - lo_kinds))) & 7u;
    }
    return c;
}
inline bool riichi_of(const state_key& k) noexcept { return (k.hi & riichi_bit) != 0; }
/// The key of a state with one more (+1) or one fewer (−1) tile of kind k, riichi unchanged.
inline state_key step(state_key k, int kind, int by) noexcept {
    const std::uint64_t one = std::uint64_t{1} << (3 * (kind < lo_kinds ? kind : kind - lo_kinds));
    std::uint64_t& part = kind < lo_kinds ? k.lo : k.hi;
    part = by > 0 ? part + one : part - one;
    return k;
}
/// An open-addressing map from keys (never all zero: a hand holds tiles) to 32-bit values. Each
/// slot holds its key beside the value, so a probe reads one cache line.
class key_map {
public:
    static constexpr std::uint32_t none = 0xFFFFFFFFu;
    key_map();
    /// The value of `k`; a new key is added with the value none, to be set through the pointer
    /// (valid until the next add).
    std::uint32_t* find_or_add(const state_key& k);
    /// The value of `k`, or none.
    std::uint32_t find(const state_key& k) const noexcept;

private:
    struct slot {
        state_key key;
        std::uint32_t value = none;
    };
    std::size_t slot_of(const state_key& k) const noexcept;
    void grow();
    std::vector<slot> slots_;
    std::size_t mask_ = 0, used_ = 0;
};

/// The state table: each state's index (insertion order).
class state_table {
public:
    static constexpr std::uint32_t none = key_map::none;
    /// The index of `k`, inserting it as keys.size() when new.
    std::uint32_t insert(const state_key& k, std::vector<state_key>& keys) {
        std::uint32_t* v = map_.find_or_add(k);
        if (*v == none) {
            *v = static_cast<std::uint32_t>(keys.size());
            keys.push_back(k);
        }
        return *v;
    }
    /// The index of `k`, or none.
    std::uint32_t find(const state_key& k) const noexcept { return map_.find(k); }

private:
    key_map map_;
};

struct graph {
    std::vector<state_key> keys;       ///< by state index; index 0 is the start
    std::vector<std::int8_t> shanten;  ///< sh of each state
    std::vector<std::uint8_t> draw;    ///< 1: a draw state (13-equivalent), 0: a choice state
    state_table table;

    std::vector<std::uint32_t> draws;    ///< the draw states' indices, ascending
    std::vector<std::uint32_t> choices;  ///< the choice states' indices, ascending
    /// Each state's place in draws or choices (its local index).
    std::vector<std::uint32_t> local;
    /// Links by draw state: draw_begin[i] … draw_begin[i + 1] for draws[i].
    std::vector<std::uint32_t> draw_begin;
    std::vector<std::uint32_t> link_choice;  ///< the choice state at the other end (local)
    std::vector<double> link_weight;         ///< wall count of the link's kind at the draw end
    std::vector<double> link_value;          ///< win value (0: not a win)
    /// Links by choice state: choice_begin[i] … choice_begin[i + 1] into choice_draw.
    std::vector<std::uint32_t> choice_begin;
    std::vector<std::uint32_t> choice_draw;  ///< the draw state at the other end (local)

    /// The index of a state, or state_table::none when the search did not reach it.
    std::uint32_t find(const counts& c, bool riichi) const noexcept {
        return table.find(pack(c, riichi));
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
/// values of the states `watch` (draw states' indices), in that order.
std::vector<series> turn_values(const problem& p, const graph& g,
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
