// The suit frontier's program in lanes (suit_lanes.hpp).
//
// The state is the generic program's (frontier.cpp: suit_frontier): x chows started two kinds
// back and y one kind back, each already counted as a meld. Its entries are laid out as rows,
// one per excess level, of 16 lanes: lane 8p + m holds the need at m melds and p pairs (m ≤ 4,
// lanes 5–7 and 13–15 unused). A choice at a kind — z new chows and q pungs (m grows by z + q),
// r pairs (p grows by r), filling `slots` slots of the kind — costs the same need and excess for
// every entry, so it moves every lane up by S = 8r + z + q lanes and every row up by its excess.
// Lanes that would move past the target's melds are blocked (set to 0xFF) first; a pair moved
// from p = 1 leaves the row. The unused lanes may collect values from blocked moves but are
// blocked again wherever they are read, and never leave the program.
#include "shanten/suit_lanes.hpp"

#include <algorithm>
#include <array>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace hupai::detail {

namespace {

struct alignas(16) row {
    std::array<std::uint8_t, 16> lane;
};

// A pending-chow state's rows, and whether this kind's program has reached it yet.
struct lane_state {
    std::array<row, max_excess + 1> rows;
    bool live = false;
};

#if defined(__SSE2__)
using vec = __m128i;
inline vec load(const row& r) noexcept { return _mm_load_si128(reinterpret_cast<const vec*>(&r)); }
inline void store(row& r, vec v) noexcept { _mm_store_si128(reinterpret_cast<vec*>(&r), v); }
inline vec splat(std::uint8_t b) noexcept { return _mm_set1_epi8(static_cast<char>(b)); }
inline vec either(vec a, vec b) noexcept { return _mm_or_si128(a, b); }
inline vec add_saturated(vec a, vec b) noexcept { return _mm_adds_epu8(a, b); }
inline vec least(vec a, vec b) noexcept { return _mm_min_epu8(a, b); }
// Every lane up by S, the lanes below S unreachable.
template <int S>
inline vec lanes_up(vec v) noexcept {
    return _mm_or_si128(_mm_slli_si128(v, S), _mm_srli_si128(_mm_set1_epi8(-1), 16 - S));
}
#else
using vec = row;
inline vec load(const row& r) noexcept { return r; }
inline void store(row& r, vec v) noexcept { r = v; }
inline vec splat(std::uint8_t b) noexcept {
    vec v;
    v.lane.fill(b);
    return v;
}
inline vec either(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l) a.lane[l] |= b.lane[l];
    return a;
}
inline vec add_saturated(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l)
        a.lane[l] = static_cast<std::uint8_t>(std::min(255, a.lane[l] + b.lane[l]));
    return a;
}
inline vec least(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l) a.lane[l] = std::min(a.lane[l], b.lane[l]);
    return a;
}
template <int S>
inline vec lanes_up(vec v) noexcept {
    vec out;
    for (std::size_t l = 0; l < 16; ++l) out.lane[l] = l >= S ? v.lane[l - S] : 0xFF;
    return out;
}
#endif

// One choice applied to every entry of `from`: rows 0…rows−1 move up by `ex` rows and S lanes,
// `blocked` lanes first set unreachable, `need` added; `to` keeps the least.
template <int S>
void apply(const lane_state& from, lane_state& to, int rows, int ex, vec blocked,
           vec need) noexcept {
    for (int e = 0; e < rows; ++e) {
        const vec moved = add_saturated(
            lanes_up<S>(either(load(from.rows[static_cast<std::size_t>(e)]), blocked)), need);
        row& dst = to.rows[static_cast<std::size_t>(e + ex)];
        store(dst, least(load(dst), moved));
    }
}

using apply_fn = void (*)(const lane_state&, lane_state&, int, int, vec, vec) noexcept;
// By S = 8r + z + q (z + q ≤ 4): 5–7 never occur.
constexpr apply_fn apply_by_shift[13] = {apply<0>,  apply<1>,  apply<2>, apply<3>, apply<4>,
                                         nullptr,   nullptr,   nullptr,  apply<8>, apply<9>,
                                         apply<10>, apply<11>, apply<12>};

using layer = std::array<std::array<lane_state, 5>, 5>;

}  // namespace

bool suit_frontier_by_lanes(const std::uint8_t* counts, const std::uint8_t* caps,
                            const frontier_dims& d, frontier& out) noexcept {
    if (d.kongs != 0) return false;
    const int top = d.melds;
    const int rows = d.excess + 1;
    // blocked[c]: the lanes whose melds would pass the target's with c more.
    std::array<row, 5> blocked_rows{};
    for (int c = 0; c <= top; ++c) {
        for (std::size_t l = 0; l < 16; ++l) {
            blocked_rows[static_cast<std::size_t>(c)].lane[l] =
                static_cast<int>(l & 7u) > top - c ? 0xFF : 0;
        }
    }
    static thread_local layer layers[2];
    const auto start = [&](lane_state& s) {
        for (int e = 0; e < rows; ++e) s.rows[static_cast<std::size_t>(e)].lane.fill(unreachable);
        s.live = true;
    };
    for (auto& states : layers[0])
        for (auto& s : states) s.live = false;
    start(layers[0][0][0]);
    layers[0][0][0].rows[0].lane[0] = 0;
    int cur = 0;
    for (int i = 0; i < 9; ++i) {
        const layer& from = layers[cur];
        layer& to = layers[1 - cur];
        for (auto& states : to)
            for (auto& s : states) s.live = false;
        const int count = counts[i], cap = caps[i];
        for (int x = 0; x <= top; ++x) {
            for (int y = 0; x + y <= top; ++y) {
                const lane_state& f =
                    from[static_cast<std::size_t>(x)][static_cast<std::size_t>(y)];
                if (!f.live) continue;
                // Chows start only where two kinds follow; every entry holds at least x + y melds.
                const int max_new = i <= 6 ? top - x - y : 0;
                for (int z = 0; z <= max_new; ++z) {
                    lane_state& t = to[static_cast<std::size_t>(y)][static_cast<std::size_t>(z)];
                    if (!t.live) start(t);
                    const int base = x + y + z;
                    for (int q = 0; base + q <= top; ++q) {
                        for (int r = 0; r <= 1; ++r) {
                            const int slots = base + 3 * q + 2 * r;
                            const int ex = std::max(0, slots - cap);
                            if (ex >= rows) continue;
                            const int c = z + q;
                            apply_by_shift[8 * r + c](
                                f, t, rows - ex, ex,
                                load(blocked_rows[static_cast<std::size_t>(c)]),
                                splat(static_cast<std::uint8_t>(std::max(0, slots - count))));
                        }
                    }
                }
            }
        }
        cur = 1 - cur;
    }
    const lane_state& done = layers[cur][0][0];
    clear(out, d);
    if (!done.live) return true;
    for (int m = 0; m <= top; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int e = 0; e < rows; ++e)
                out.need[d.at(m, p, 0, e)] = done.rows[static_cast<std::size_t>(e)]
                                                 .lane[static_cast<std::size_t>(8 * p + m)];
    return true;
}

}  // namespace hupai::detail
