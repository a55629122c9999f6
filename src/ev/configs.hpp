// The arrangements of each tile group that an expected-value search meets, each kept once: a
// state is four arrangement numbers (three suits, the honours) and its riichi flag, and one tile
// more or less changes one group's number through a step kept beside the arrangement
// (docs/EV.md, "What is computed once, and why it is exact").
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "ev/key_map.hpp"
#include "ev/problem.hpp"

namespace hupai::detail::ev {

/// The starting slots of one of a search's hash maps: `ready` for a ready start, 2^`shift` times
/// more a step of shanten and of budget beyond (at most three steps). A map that starts near its
/// final size is seldom rehashed, and one no larger than that is read from fewer cache lines: the
/// states grow about tenfold a step (shift 3), the measure's cache about fourfold (shift 2).
inline std::size_t starting_slots(const problem& p, std::size_t ready, int shift) noexcept {
    const int steps = std::clamp(p.sh0 + p.options.extra - 1, 0, 3);
    return ready << (shift * steps);
}

/// Three suits and the honours.
inline constexpr int groups = 4;
/// The local kinds of a group: a suit's nine and its red five (local 9), the honours' seven.
inline constexpr int group_kinds = 10;
inline constexpr int red_local = 9;

/// Kind 0–36 of local kind `local` of group `group`.
constexpr int kind_at(int group, int local) noexcept {
    return local == red_local ? red_base + group : group * 9 + local;
}
/// The orphans (terminals and honours) among a group's local kinds (bit i: local kind i).
constexpr unsigned orphan_locals(int group) noexcept { return group == 3 ? 0x7Fu : 0x101u; }

/// One arrangement of a group and what the shanten measure reads of it.
struct arrangement {
    std::array<std::uint8_t, group_kinds> counts{};  ///< by local kind, the red five apart
    std::uint8_t record = 0;  ///< the table record of the merged counts (table measure only)
    std::uint8_t over = 0;    ///< Σ max(0, count − starting count): its share of the distance
    /// Seven pairs' and thirteen orphans' shares: merged kinds held at least 1…4 times, orphan
    /// kinds held, and those held twice or more.
    std::uint8_t ge1 = 0, ge2 = 0, ge3 = 0, ge4 = 0, orphans = 0, orphan_pairs = 0;
    std::array<std::uint8_t, group_kinds> merged{};  ///< a local kind's merged count
    std::uint16_t held = 0;                          ///< the local kinds held (bit i: local kind i)
    /// The local kinds whose merged count is c (bit i: local kind i), c = 0–4.
    std::array<std::uint16_t, 5> with_count{};
    std::uint16_t drawable = 0;  ///< the local kinds the state's wall holds (w_k > 0)
    /// The record of the merged counts with one tile more (up) or fewer (down) of a local kind
    /// (table measure only); no_record where no state holds that (a fifth copy, a second red
    /// five, a kind not held).
    std::array<std::uint8_t, group_kinds> up_record{}, down_record{};
    /// The arrangement with one tile more (up) or fewer (down) of a local kind: unknown until
    /// first asked.
    std::array<std::uint16_t, group_kinds> up, down;
};

/// A state's four arrangement numbers (15 bits each) and its riichi flag (bit 63).
using state_code = std::uint64_t;
inline constexpr state_code riichi_flag = std::uint64_t{1} << 63;
inline constexpr std::uint16_t no_arrangement = 0xFFFF;
inline constexpr std::uint8_t no_record = 0xFF;
/// At most this many arrangements of one group (a number fits 15 bits).
inline constexpr std::size_t max_arrangements = 0x7FFF;

constexpr std::uint16_t arrangement_of(state_code s, int g) noexcept {
    return static_cast<std::uint16_t>(s >> (16 * g) & 0x7FFFu);
}
constexpr state_code with_arrangement(state_code s, int g, std::uint16_t a) noexcept {
    const int shift = 16 * g;
    return (s & ~(state_code{0x7FFF} << shift)) | state_code{a} << shift;
}
constexpr bool riichi_of(state_code s) noexcept { return (s & riichi_flag) != 0; }

/// The arrangements of the four groups of one question.
class arrangements {
public:
    explicit arrangements(const problem& p);

    const arrangement& at(int g, std::uint16_t a) const noexcept {
        return groups_[static_cast<std::size_t>(g)][a];
    }
    /// The number of group g's arrangement with one tile more (by +1) or fewer (by −1) of local
    /// kind `local`, no_arrangement past max_arrangements.
    std::uint16_t step(int g, std::uint16_t a, int local, int by) {
        auto& next = by > 0 ? groups_[static_cast<std::size_t>(g)][a].up
                            : groups_[static_cast<std::size_t>(g)][a].down;
        const std::uint16_t known = next[static_cast<std::size_t>(local)];
        return known != no_arrangement ? known : add_step(g, a, local, by);
    }
    /// The state of concealed counts c (kinds 0–36) and a riichi flag, adding arrangements not
    /// met before; no_state past max_arrangements.
    static constexpr state_code no_state = ~state_code{0};
    state_code code_of(const counts& c, bool riichi);
    /// The same without adding: no_state when some group's arrangement was never met.
    state_code find_code(const counts& c, bool riichi) const;
    /// The counts (kinds 0–36) of a state.
    counts counts_of(state_code s) const noexcept;
    /// Merged counts of the 34 kinds.
    std::array<std::uint8_t, kinds> merged_of(state_code s) const noexcept;

private:
    std::uint16_t add_step(int g, std::uint16_t a, int local, int by);
    std::uint16_t intern(int g, const std::array<std::uint8_t, group_kinds>& c);
    std::uint16_t find(int g, const std::array<std::uint8_t, group_kinds>& c) const;

    /// What intern reads of the question for a group's local kinds, zero past them: the
    /// starting counts, the counts below which the wall holds the kind, the orphans (1), and
    /// the local kinds (bit i: local kind i).
    struct group_locals {
        std::array<std::uint8_t, 16> start{}, avail{}, orphan{};
        std::uint16_t kinds = 0;
    };

    const problem& p_;
    std::array<group_locals, groups> locals_{};
    std::array<std::vector<arrangement>, groups> groups_;
    /// Per group, its packed counts to the arrangement's number.
    std::array<key_map, groups> index_{key_map(64), key_map(64), key_map(64), key_map(64)};
};

}  // namespace hupai::detail::ev
