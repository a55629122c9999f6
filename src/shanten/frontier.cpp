// Exact per-group frontiers by dynamic programming over the group's kinds: the slow path of the
// shanten engine, for groups the tables do not cover (a declared meld or a wild kind lowers a
// kind's cap, Ruijin flowers push a count past 4, kongs held in hand).
#include <algorithm>

#include "shanten/shanten.hpp"

namespace hupai::detail {

namespace {

using gen::group_type;

constexpr std::uint8_t unreachable = static_cast<std::uint8_t>(no_distance);

void clear(frontier& f, const frontier_dims& d) noexcept {
    std::fill_n(f.need.begin(), d.size(), unreachable);
}

bool any(const frontier& f, const frontier_dims& d) noexcept {
    for (std::size_t i = 0; i < d.size(); ++i)
        if (f.need[i] != unreachable) return true;
    return false;
}

// Adds, to every reachable entry of `from`, the groups chosen at one kind: `base` slots already
// fixed by chows, plus q pungs, j kongs and r pairs (at most `max_new_melds` new melds), and
// writes the results into `to` (taking minima). The choices depend only on the kind, so they are
// listed once with their cost and their offset in the layout.
void step_kind(const frontier& from, frontier& to, const frontier_dims& d, int base,
               int fixed_melds, int count, int cap) noexcept {
    struct choice {
        int melds, pairs, kongs, excess, need;
        std::size_t offset;
    };
    choice choices[2 * (4 + 1) * (4 + 1)];
    int n = 0;
    const int free_melds = d.melds - fixed_melds;
    for (int q = 0; q <= free_melds; ++q) {
        for (int j = 0; j <= std::min(d.kongs, free_melds - q); ++j) {
            for (int r = 0; r <= 1; ++r) {
                const int slots = base + 3 * q + 4 * j + 2 * r;
                const int ex = std::max(0, slots - cap);
                if (ex > d.excess) continue;
                const int melds = fixed_melds + q + j;
                choices[n++] = {melds,
                                r,
                                j,
                                ex,
                                std::max(0, slots - count),
                                d.at(melds, r, j, ex) - d.at(0, 0, 0, 0)};
            }
        }
    }
    for (int m = 0; m + fixed_melds <= d.melds; ++m) {
        for (int p = 0; p <= 1; ++p) {
            for (int k = 0; k <= d.kongs; ++k) {
                for (int e = 0; e <= d.excess; ++e) {
                    const std::size_t at = d.at(m, p, k, e);
                    const int v = from.need[at];
                    if (v == unreachable) continue;
                    for (int i = 0; i < n; ++i) {
                        const choice& c = choices[i];
                        if (m + c.melds > d.melds || p + c.pairs > 1 || k + c.kongs > d.kongs ||
                            e + c.excess > d.excess) {
                            continue;
                        }
                        auto& dst = to.need[at + c.offset];
                        const int x = v + c.need;
                        if (x < dst) dst = static_cast<std::uint8_t>(x);
                    }
                }
            }
        }
    }
}

void merge_into(frontier& out, const frontier& f, const frontier_dims& d) noexcept {
    for (std::size_t i = 0; i < d.size(); ++i) out.need[i] = std::min(out.need[i], f.need[i]);
}

// Suits: pending chows are the state — x started two kinds back (need this kind), y started one
// kind back (need this kind and the next).
void suit_frontier(const std::uint8_t* counts, const std::uint8_t* caps, const frontier_dims& d,
                   frontier& out) noexcept {
    static thread_local std::array<std::array<frontier, 5>, 5> layer[2];
    for (auto& row : layer[0])
        for (auto& f : row) clear(f, d);
    layer[0][0][0].need[d.at(0, 0, 0, 0)] = 0;
    int cur = 0;
    for (int i = 0; i < 9; ++i) {
        auto& from = layer[cur];
        auto& to = layer[1 - cur];
        for (auto& row : to)
            for (auto& f : row) clear(f, d);
        for (int x = 0; x <= d.melds; ++x) {
            for (int y = 0; x + y <= d.melds; ++y) {
                const frontier& f = from[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
                if (!any(f, d)) continue;
                const int max_new = i <= 6 ? d.melds - x - y : 0;
                for (int z = 0; z <= max_new; ++z) {
                    step_kind(f, to[static_cast<std::size_t>(y)][static_cast<std::size_t>(z)], d,
                              x + y + z, z, counts[i], caps[i]);
                }
            }
        }
        cur = 1 - cur;
    }
    out = layer[cur][0][0];
}

// Honours: w wind chows (each skips one of the four winds) and g dragon chows fixed up front;
// the winds' state is how many chow-skips are used so far.
void honour_frontier(bool chows, const std::uint8_t* counts, const std::uint8_t* caps,
                     const frontier_dims& d, frontier& out) noexcept {
    static thread_local std::array<frontier, 5> layer[2];
    clear(out, d);
    const int max_w = chows ? d.melds : 0;
    for (int w = 0; w <= max_w; ++w) {
        for (int g = 0; w + g <= (chows ? d.melds : 0); ++g) {
            for (auto& f : layer[0]) clear(f, d);
            layer[0][0].need[d.at(w + g, 0, 0, 0)] = 0;
            int cur = 0;
            for (int i = 0; i < 7; ++i) {
                auto& from = layer[cur];
                auto& to = layer[1 - cur];
                for (auto& f : to) clear(f, d);
                for (int s = 0; s <= w; ++s) {
                    const frontier& f = from[static_cast<std::size_t>(s)];
                    if (!any(f, d)) continue;
                    if (i < 4) {
                        for (int skip = 0; s + skip <= w; ++skip) {
                            step_kind(f, to[static_cast<std::size_t>(s + skip)], d, w - skip, 0,
                                      counts[i], caps[i]);
                        }
                    } else if (s == w) {
                        step_kind(f, to[static_cast<std::size_t>(s)], d, g, 0, counts[i], caps[i]);
                    }
                }
                cur = 1 - cur;
            }
            merge_into(out, layer[cur][static_cast<std::size_t>(w)], d);
        }
    }
}

}  // namespace

void group_frontier(group_type g, const std::uint8_t* counts, const std::uint8_t* caps,
                    frontier_dims dims, frontier& out) noexcept {
    if (g == group_type::suit) {
        suit_frontier(counts, caps, dims, out);
    } else {
        honour_frontier(g == group_type::honour_chows, counts, caps, dims, out);
    }
    // "At most e excess": make every entry the best over smaller excess too.
    for (int m = 0; m <= dims.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int k = 0; k <= dims.kongs; ++k)
                for (int e = 1; e <= dims.excess; ++e) {
                    auto& here = out.need[dims.at(m, p, k, e)];
                    here = std::min(here, out.need[dims.at(m, p, k, e - 1)]);
                }
}

}  // namespace hupai::detail
