// The suit frontier's program in lanes (suit_lanes.hpp).
//
// The state is the generic program's (frontier.cpp: suit_frontier): x chows started two kinds
// back and y one kind back, each already counted as a meld. Its entries are laid out as rows,
// one per excess level, of 16 lanes: lane 8p + m holds the need at m melds and p pairs (m ≤ 4,
// lanes 5–7 and 13–15 unused). A choice at a kind — z new chows and q pungs (m grows by z + q),
// r pairs (p grows by r), filling `slots` slots of the kind — costs the same need and excess for
// every entry, so it moves every lane up by S = 8r + z + q lanes and every row up by its excess.
// Lanes that would move past the target's melds are blocked (set to 0xFF, which saturates) first,
// so the lanes past them only ever hold unreachable needs; a pair moved from p = 1 leaves the
// row. The layout and its primitives are lanes.hpp's.
#include "shanten/suit_lanes.hpp"

#include <algorithm>
#include <array>

#include "shanten/lanes.hpp"

namespace hupai::detail {

namespace {

using namespace lanes;

// A pending-chow state's rows, and how many of them may hold a reachable entry (0: this kind's
// program has not reached the state yet; the rows past it hold no reachable entry).
struct lane_state {
    std::array<row, max_excess + 1> rows;
    int reach = 0;
};

// What filling some number of slots of one kind costs: the need (as a row to add) and the
// excess, for every number of slots a kind's choices can reach (3 × 4 melds + a pair).
struct kind_costs {
    std::array<row, 15> need;
    std::array<int, 15> excess;
    int rows;  ///< excess levels tracked
};

// Two choices applied to every reachable row of `from`: `slots` slots of the kind that start
// C melds, and the same with a pair (two slots more). The lanes move up by C (blocked lanes
// first set unreachable), and by 8 more with the pair; the rows by each choice's excess; each
// choice's need is added; `to` keeps the least.
template <int C>
inline void apply(const lane_state& from, lane_state& to, int slots, const kind_costs& k,
                  vec blocked) noexcept {
    const auto at = static_cast<std::size_t>(slots);
    const int ex = k.excess[at], ex_pair = k.excess[at + 2];
    const int n = std::min(from.reach, k.rows - ex);
    if (n <= 0) return;
    const int n_pair = std::min(from.reach, k.rows - ex_pair);  // ≤ n
    const vec need = load(k.need[at]), need_pair = load(k.need[at + 2]);
    for (int e = 0; e < n; ++e) {
        const vec moved =
            lanes_up<C>(either(load(from.rows[static_cast<std::size_t>(e)]), blocked));
        row& dst = to.rows[static_cast<std::size_t>(e + ex)];
        store(dst, least(load(dst), add_saturated(moved, need)));
        if (e < n_pair) {
            row& paired = to.rows[static_cast<std::size_t>(e + ex_pair)];
            store(paired, least(load(paired), add_saturated(lanes_up<8>(moved), need_pair)));
        }
    }
    // A bound (rows past what was written hold unreachable needs): at most k.rows.
    to.reach = std::max(to.reach, std::max(n + ex, n_pair + ex_pair));
}

// The choices that bring the melds started at this kind to C and more (C ≤ 4): q = C − z pungs,
// with or without a pair, as long as the target's melds allow (every entry of a state holds at
// least as many melds as its pending chows, x + y).
template <int C>
inline void choices_from(const lane_state& from, lane_state& to, int z, int base, int top,
                         const kind_costs& k, const std::array<row, 5>& blocked) noexcept {
    if constexpr (C <= 4) {
        const int q = C - z;
        if (q >= 0) {
            if (base + q > top) return;
            const vec b = load(blocked[C]);
            apply<C>(from, to, base + 3 * q, k, b);
        }
        choices_from<C + 1>(from, to, z, base, top, k, blocked);
    }
}

using layer = std::array<std::array<lane_state, 5>, 5>;

// One suit's program for a target of up to `top` melds and `rows` excess levels: kind steps
// from layer to layer (layer i: the states before kind i, which depend on kinds 0…i−1 alone).
class lane_program {
public:
    lane_program(int top, int rows) noexcept : top_(top), rows_(rows), blocked_(blocked_rows(top)) {
        k_.rows = rows;
    }

    /// The layer before any kind: nothing chosen yet.
    void begin(layer& l) const noexcept {
        for (auto& states : l)
            for (auto& s : states) s.reach = 0;
        start(l[0][0]);
        l[0][0].rows[0].lane[0] = 0;
    }

    /// to = from after the i-th kind (of 9) with this count and cap.
    void step(const layer& from, layer& to, int i, int count, int cap) noexcept {
        for (auto& states : to)
            for (auto& s : states) s.reach = 0;
        for (int slots = 0; slots < 15; ++slots) {
            k_.excess[static_cast<std::size_t>(slots)] = std::max(0, slots - cap);
            store(k_.need[static_cast<std::size_t>(slots)],
                  splat(static_cast<std::uint8_t>(std::max(0, slots - count))));
        }
        for (int x = 0; x <= top_; ++x) {
            for (int y = 0; x + y <= top_; ++y) {
                const lane_state& f =
                    from[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
                if (f.reach == 0) continue;
                // Chows start only where two kinds follow.
                const int max_new = i <= 6 ? top_ - x - y : 0;
                for (int z = 0; z <= max_new; ++z) {
                    lane_state& t = to[static_cast<std::size_t>(y)][static_cast<std::size_t>(z)];
                    if (t.reach == 0) start(t);
                    choices_from<0>(f, t, z, x + y + z, top_, k_, blocked_);
                }
            }
        }
    }

    /// The frontier, closed over excess, that the layer after the last kind holds.
    void read(const layer& last, const frontier_dims& d, frontier& out) const noexcept {
        const lane_state& done = last[0][0];
        if (done.reach == 0) {
            clear(out, d);
            return;
        }
        // "At most e": each level the best of it and the levels below, a row at a time.
        std::array<row, max_excess + 1> closed;
        closed[0] = done.rows[0];
        for (std::size_t e = 1; e < static_cast<std::size_t>(rows_); ++e)
            store(closed[e], least(load(done.rows[e]), load(closed[e - 1])));
        for (int m = 0; m <= top_; ++m)
            for (int p = 0; p <= 1; ++p)
                for (int e = 0; e < rows_; ++e)
                    out.need[d.at(m, p, 0, e)] = closed[static_cast<std::size_t>(e)]
                                                     .lane[static_cast<std::size_t>(8 * p + m)];
    }

private:
    void start(lane_state& s) const noexcept {
        for (int e = 0; e < rows_; ++e)
            store(s.rows[static_cast<std::size_t>(e)], splat(unreachable));
        s.reach = 1;
    }

    int top_, rows_;
    std::array<row, 5> blocked_;
    kind_costs k_;
};

// The layers of a base suit, from 1 towards 9 (`left`) and from 9 towards 1 (`right`: the
// mirrored suit's, whose targets mirror the suit's at the same costs), each worked out only as
// far as a suit asked needs (a base that is a common part is never asked itself, so neither side
// steps its last kind). A suit that differs from the base at one kind i (a draw or a discard of
// discard analysis) starts from the layer before i on the side that leaves fewer kinds to step. A
// suit two or more kinds away makes a new base: the suit asked before (`last`) where that one is a
// kind away, as discard analysis asks a hand's suit and then its draws; within related_suits, where
// `last` and it are two draws of one suit (the hand's suit came from a cache), their common part;
// else the suit itself.
//
// A new base keeps the layers that do not see the kinds where it differs from the old one: the
// left layers up to its first such kind, the right ones up to its last (a discard analysis's
// bases are its hand's suit less one discard after another, one or two kinds apart).
struct suit_memo {
    bool valid = false;
    int melds = 0, rows = 0;
    std::array<std::uint8_t, 9> counts{}, caps{}, last{};
    /// A side's layers, worked out as far as asked: layers 0…upto are the base's (−1: none).
    struct side {
        std::array<layer, 10> layers;
        int upto = -1;
    };
    side left, right;
    layer scratch[2];
};

// The kinds at which two suits differ, and the last of them.
int differences(const std::uint8_t* a, const std::uint8_t* b, int& at) noexcept {
    int n = 0;
    for (int i = 0; i < 9; ++i) {
        if (a[i] != b[i]) {
            ++n;
            at = i;
        }
    }
    return n;
}

// Steps kinds from..8 of counts/caps (in the program's order) from layers[from] through the
// scratch layers; returns the last layer.
const layer& resume(lane_program& program, const layer& from_layer, layer (&scratch)[2], int from,
                    const std::uint8_t* counts, const std::uint8_t* caps) noexcept {
    const layer* at = &from_layer;
    for (int i = from; i < 9; ++i) {
        program.step(*at, scratch[i & 1], i, counts[i], caps[i]);
        at = &scratch[i & 1];
    }
    return *at;
}

// The side's layer n of the base (counts/caps in the side's order), stepping the kinds up to it
// from the last layer worked out.
const layer& layer_of(lane_program& program, suit_memo::side& s, int n, const std::uint8_t* counts,
                      const std::uint8_t* caps) noexcept {
    if (s.upto < 0) {
        program.begin(s.layers[0]);
        s.upto = 0;
    }
    for (; s.upto < n; ++s.upto) {
        const auto i = static_cast<std::size_t>(s.upto);
        program.step(s.layers[i], s.layers[i + 1], s.upto, counts[i], caps[i]);
    }
    return s.layers[static_cast<std::size_t>(n)];
}

thread_local int related_depth = 0;  // related_suits alive on this thread

}  // namespace

related_suits::related_suits() noexcept { ++related_depth; }
related_suits::~related_suits() { --related_depth; }

bool suit_frontier_by_lanes(const std::uint8_t* counts, const std::uint8_t* caps,
                            const frontier_dims& d, frontier& out) noexcept {
    if (d.kongs != 0) return false;
    const int top = d.melds;
    const int rows = d.excess + 1;
    lane_program program(top, rows);
    static thread_local suit_memo memo;
    int at = 0;
    const bool same_shape = memo.valid && memo.melds == top && memo.rows == rows &&
                            std::equal(caps, caps + 9, memo.caps.begin());
    int differ = same_shape ? differences(counts, memo.counts.data(), at) : 10;
    if (differ > 1) {
        const std::array<std::uint8_t, 9> old_base = memo.counts;
        memo.valid = true;
        memo.melds = top;
        memo.rows = rows;
        std::copy_n(caps, 9, memo.caps.begin());
        differ = 0;
        if (same_shape) {
            const int from_last = differences(counts, memo.last.data(), at);
            if (from_last == 1) {
                memo.counts = memo.last;
                differ = 1;
            } else if (from_last == 2 && related_depth > 0) {
                std::array<std::uint8_t, 9> common;
                for (std::size_t i = 0; i < 9; ++i) common[i] = std::min(memo.last[i], counts[i]);
                if (differences(counts, common.data(), at) == 1) {
                    memo.counts = common;
                    differ = 1;
                }
            }
        }
        if (differ == 0) std::copy_n(counts, 9, memo.counts.begin());
        // Left layer i sees kinds 0…i−1, right layer j kinds 8…9−j: those before the first and
        // after the last changed kind stay.
        int first = -1, last = 9;
        if (same_shape) {
            first = 9;
            last = -1;
            for (int i = 0; i < 9; ++i) {
                if (old_base[static_cast<std::size_t>(i)] ==
                    memo.counts[static_cast<std::size_t>(i)])
                    continue;
                first = std::min(first, i);
                last = i;
            }
        }
        memo.left.upto = std::min(memo.left.upto, first);
        memo.right.upto = std::min(memo.right.upto, 8 - last);
    }
    std::copy_n(counts, 9, memo.last.begin());
    if (differ == 0) {
        program.read(layer_of(program, memo.left, 9, memo.counts.data(), caps), d, out);
    } else if (9 - at <= at + 1) {
        const layer& from = layer_of(program, memo.left, at, memo.counts.data(), caps);
        program.read(resume(program, from, memo.scratch, at, counts, caps), d, out);
    } else {
        std::array<std::uint8_t, 9> mirrored, mirrored_caps;
        std::reverse_copy(caps, caps + 9, mirrored_caps.begin());
        std::reverse_copy(memo.counts.begin(), memo.counts.end(), mirrored.begin());
        const layer& from =
            layer_of(program, memo.right, 8 - at, mirrored.data(), mirrored_caps.data());
        std::reverse_copy(counts, counts + 9, mirrored.begin());
        program.read(
            resume(program, from, memo.scratch, 8 - at, mirrored.data(), mirrored_caps.data()), d,
            out);
    }
    return true;
}

}  // namespace hupai::detail
