// The special forms' distances (special_forms.hpp).
#include "shanten/special_forms.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>

#include "tables/count_words.hpp"

namespace hupai::detail {

namespace {

// Slots of kind k: (need, excess) for a target holding `slots` of it.
struct cost {
    int need = 0;
    int excess = 0;
};
inline cost slot_cost(const shanten_input& in, int k, int slots) noexcept {
    const auto i = static_cast<std::size_t>(k);
    return {std::max(0, slots - in.counts[i]), std::max(0, slots - in.caps[i])};
}

bool kind_allowed(const shanten_input& in, unsigned suits, int k) noexcept {
    return k < suited_kinds ? (suits >> (k / 9) & 1u) != 0 : in.honours;
}

}  // namespace

// Seven pairs: choose 7 pairs (two of a kind only with seven_pairs_quads). Each pair is an item
// costing (need, excess), both 0–2 with excess ≤ need (a cap is never below its count), and a
// kind's second pair costs at least its first in both, so no choice gains by taking a second
// without the first: the choice is over the item multiset alone. Items of excess 0 are taken
// cheapest first, so only how many items of each positive excess type to take is tried.
int seven_pairs_distance(const shanten_input& in, const rules& r, unsigned suits) noexcept {
    constexpr int pairs = 7;
    int items[3][3] = {};  // [need][excess]
    for (int k = 0; k < kinds; ++k) {
        if (!kind_allowed(in, suits, k)) continue;
        const cost one = slot_cost(in, k, 2);
        ++items[one.need][one.excess];
        if (r.seven_pairs_quads) {
            // Four of a kind is two pairs; past four copies, which only wildcards and Ruijin's
            // flowers bring (neither limited to 4: docs/RULES.md), a third pair and more, as the
            // win check counts them. Each further pair costs at least the one before.
            cost before = one;
            for (int slots = 4; slots <= 2 * pairs; slots += 2) {
                const cost next = slot_cost(in, k, slots);
                ++items[next.need - before.need][next.excess - before.excess];
                before = next;
            }
        }
    }
    // The least need of the cheapest n items of excess 0.
    const auto plain_need = [&](int n) {
        const int a = std::min(n, items[0][0]);
        const int b = std::min(n - a, items[1][0]);
        const int c = n - a - b;
        return c <= items[2][0] ? b + 2 * c : no_distance;
    };
    const int max_e = in.wild.capacity();
    int best = no_distance;
    for (int x = 0; x <= std::min(pairs, items[1][1]); ++x) {          // need 1, excess 1
        for (int y = 0; y <= std::min(pairs - x, items[2][1]); ++y) {  // need 2, excess 1
            for (int z = 0; z <= std::min(pairs - x - y, items[2][2]); ++z) {
                const int excess = x + y + 2 * z;
                if (excess > max_e) break;
                const int rest = plain_need(pairs - x - y - z);
                if (rest == no_distance) continue;
                best = std::min(best, wild_distance(rest + x + 2 * y + 2 * z, excess, in.wild));
            }
        }
    }
    return best;
}

int thirteen_orphans_distance(const shanten_input& in, unsigned suits) noexcept {
    if (suits != 7u || !in.honours) return no_distance;
    // One of each orphan kind, then a second of one of them. The second copy adds 1 to the need
    // unless the kind is held twice, and 1 to the excess unless its cap reaches 2: four possible
    // additions, each tried once if some kind offers it.
    int need = 0;
    int excess = 0;
    unsigned second = 0;  // bit 2 × (need added) + (excess added)
    for (const int k : orphan_kinds) {
        const auto i = static_cast<std::size_t>(k);
        need += in.counts[i] == 0;
        excess += in.caps[i] == 0;
        second |= 1u << (2 * (in.counts[i] < 2) + (in.caps[i] < 2));
    }
    int best = no_distance;
    for (int add = 0; add < 4; ++add) {
        if (second >> add & 1u) {
            best = std::min(best, wild_distance(need + (add >> 1), excess + (add & 1), in.wild));
        }
    }
    return best;
}

namespace {
// The subsets of 1…9 whose members differ by at least 3 (thirteen_lan within a suit).
struct lan_sets {
    std::array<std::uint16_t, 64> mask{};
    int count = 0;
};
constexpr lan_sets make_lan_sets() {
    lan_sets s;
    for (unsigned m = 0; m < 512; ++m) {
        bool ok = true;
        for (int a = 0; a < 9; ++a)
            for (int b = a + 1; b < a + 3 && b < 9; ++b)
                if ((m >> a & 1u) && (m >> b & 1u)) ok = false;
        if (ok) s.mask[static_cast<std::size_t>(s.count++)] = static_cast<std::uint16_t>(m);
    }
    return s;
}
constexpr lan_sets lan = make_lan_sets();

// held_in_lan_sets[m][size]: the most kinds of held mask m (bit b: kind b + 1 of a suit held)
// that one legal set of that size contains. Every size 0…3 has legal sets.
using lan_held_table = std::array<std::array<std::uint8_t, 4>, 512>;
constexpr lan_held_table make_held_in_lan_sets() {
    lan_held_table t{};
    for (unsigned m = 0; m < 512; ++m) {
        for (int i = 0; i < lan.count; ++i) {
            const unsigned set = lan.mask[static_cast<std::size_t>(i)];
            auto& best = t[m][static_cast<std::size_t>(std::popcount(set))];
            best = std::max(best, static_cast<std::uint8_t>(std::popcount(set & m)));
        }
    }
    return t;
}
constexpr lan_held_table held_in_lan_sets = make_held_in_lan_sets();
}  // namespace

namespace {
// 14 less the most slots of a thirteen lan the held kinds fill (held[g]: bit b, kind 9g + b held;
// held[3] the honours), no_distance where no split of the 14 slots fits the suits.
int lan_need_of_held(const unsigned* held, unsigned suits, bool honours) noexcept {
    const std::array<std::uint8_t, 4>* most_held[3];
    for (int s = 0; s < 3; ++s) most_held[s] = &held_in_lan_sets[held[s]];
    const int held_honours = honours ? std::popcount(held[3]) : 0;
    if (suits == 7u && honours) {
        // Every suit and the honours (the usual case): the honours take at most 7 slots, so
        // the suits take 7–9, at most 3 each: 9 as 3+3+3, 8 as one suit's 2, 7 as one suit's 1
        // or two suits' 2.
        const auto& x = *most_held[0];
        const auto& y = *most_held[1];
        const auto& z = *most_held[2];
        const int nine = x[3] + y[3] + z[3];
        const int eight = std::max({x[2] + y[3] + z[3], x[3] + y[2] + z[3], x[3] + y[3] + z[2]});
        const int seven = std::max({x[1] + y[3] + z[3], x[3] + y[1] + z[3], x[3] + y[3] + z[1],
                                    x[2] + y[2] + z[3], x[2] + y[3] + z[2], x[3] + y[2] + z[2]});
        const int kept =
            std::max({nine + std::min(5, held_honours), eight + std::min(6, held_honours),
                      seven + std::min(7, held_honours)});
        return 14 - kept;
    }
    const int max_honours = honours ? 7 : 0;
    const int most[3] = {suits & 1u ? 3 : 0, suits & 2u ? 3 : 0, suits & 4u ? 3 : 0};
    int kept = -1;  // the most of the 14 slots that held kinds fill, over the slots' split
    for (int a = 0; a <= most[0]; ++a) {
        for (int b = 0; b <= most[1]; ++b) {
            // The third suit takes what the honours (0…max_honours slots) leave of 14.
            const int first = std::max(0, 14 - max_honours - a - b);
            const int last = std::min(most[2], 14 - a - b);
            const int ab = (*most_held[0])[static_cast<std::size_t>(a)] +
                           (*most_held[1])[static_cast<std::size_t>(b)];
            for (int c = first; c <= last; ++c) {
                kept = std::max(kept, ab + (*most_held[2])[static_cast<std::size_t>(c)] +
                                          std::min(14 - a - b - c, held_honours));
            }
        }
    }
    return kept < 0 ? no_distance : 14 - kept;
}

// The kinds the slots may take that have no copy left (cap 0, never held: the 宝's own). Every
// suit allowed (the usual case): the zero caps counted 8 kinds a word.
int capped_lan_kinds(const shanten_input& in, unsigned suits) noexcept {
    if (suits == 7u) {
        int capped = 0;
        for_count_words(in.honours ? kinds : suited_kinds, [&](int at, std::uint64_t keep) {
            capped += std::popcount(zero_marks(load_le<std::uint64_t>(in.caps.data() + at)) & keep);
        });
        return capped;
    }
    int capped = 0;
    for (int k = 0; k < kinds; ++k) {
        capped += in.caps[static_cast<std::size_t>(k)] == 0 && kind_allowed(in, suits, k);
    }
    return capped;
}

// The distance of a thirteen lan need read from the held kinds as if every kind could still
// come naturally, where `capped` kinds cannot: each of those a best set takes is one unfilled
// slot only a wildcard fills (a set takes a kind once), so at most min(capped, need) such
// slots. Where wild_distance at that excess equals it at 0, the relaxed answer is the true one
// (no set does better than the relaxed need); else `unanswered`.
int lan_checked(int need, int capped, const wild_budget& w) noexcept {
    return excess_costs_nothing(need, capped, w) ? wild_distance(need, 0, w)
                                                 : thirteen_lan_draws::unanswered;
}
}  // namespace

int plain_thirteen_lan_distance(const std::uint8_t* counts, unsigned suits, bool honours) noexcept {
    const unsigned held[4] = {held_bits(counts, 9), held_bits(counts + 9, 9),
                              held_bits(counts + 18, 9), held_bits(counts + 27, 7)};
    return lan_need_of_held(held, suits, honours);
}

void thirteen_lan_draws::init(const shanten_input& in) noexcept {
    for (int g = 0; g < 4; ++g) held_[g] = held_bits(in.counts.data() + 9 * g, g < 3 ? 9 : 7);
    honours_ = in.honours;
    capped_ = capped_lan_kinds(in, 7u);
}

int thirteen_lan_draws::distance(const wild_budget& w, int drawn) const noexcept {
    unsigned held[4] = {held_[0], held_[1], held_[2], held_[3]};
    if (drawn >= 0) held[drawn / 9] |= 1u << (drawn % 9);
    return lan_checked(lan_need_of_held(held, 7u, honours_), capped_, w);
}

int thirteen_lan_distance(const shanten_input& in, unsigned suits) noexcept {
    // Where every kind the slots may take can still come naturally (cap ≥ 1), no slot needs a
    // wildcard, and wild_distance with no excess only grows with the need: the distance is
    // that of the least need, which the held kinds alone decide. Where some kind has no copy
    // left, that answer still holds where lan_checked gives one.
    const int d = lan_checked(plain_thirteen_lan_distance(in.counts.data(), suits, in.honours),
                              capped_lan_kinds(in, suits), in.wild);
    return d != thirteen_lan_draws::unanswered ? d : thirteen_lan_distance_by_slots(in, suits);
}

// A slot of kind k needs a draw where k is not held and only a wildcard where k has no copy left
// (cap 0, never held): per legal set, its slots less the held kinds it takes, and the capped
// kinds it takes. wild_distance, for a need at least its excess (each excess slot is unfilled),
// grows with the need and is finite for every such need or none: for each total size and
// excess only the least need matters, so the suits are merged by min-plus over (size, excess)
// and wild_distance is asked once per total. The suits without a capped kind add no excess:
// they are merged first by size alone, from held_in_lan_sets, and only the suits holding a
// capped kind (one, for a suited 宝; none, for an honour 宝) go through the two-way merge.
int thirteen_lan_distance_by_slots(const shanten_input& in, unsigned suits) noexcept {
    constexpr int max_lan_excess = 3;  // a suit's set has at most 3 slots
    constexpr int sizes = 10, excesses = 10;
    unsigned held_mask[3] = {}, capped_mask[3] = {};
    for (int s = 0; s < 3; ++s) {
        for (int b = 0; b < 9; ++b) {
            const auto i = static_cast<std::size_t>(9 * s + b);
            held_mask[s] |= static_cast<unsigned>(in.counts[i] != 0) << b;
            capped_mask[s] |= static_cast<unsigned>(in.caps[i] == 0) << b;
        }
    }
    // need[size] of the uncapped suits merged so far.
    std::array<int, sizes> by_size{};
    int top_size = 0;
    for (int s = 0; s < 3; ++s) {
        if (!(suits >> s & 1u) || capped_mask[s] != 0) continue;
        const auto& most = held_in_lan_sets[held_mask[s]];
        std::array<int, sizes> next;
        next.fill(no_distance);
        for (int size = 0; size <= top_size; ++size) {
            for (int a = 0; a <= 3; ++a) {
                int& dst = next[static_cast<std::size_t>(size + a)];
                dst = std::min(dst, by_size[static_cast<std::size_t>(size)] + a -
                                        most[static_cast<std::size_t>(a)]);
            }
        }
        by_size = next;
        top_size += 3;
    }
    // need[size][excess] once the capped suits are merged in.
    using table = std::array<std::array<int, excesses>, sizes>;
    table merged;
    for (auto& row : merged) row.fill(no_distance);
    for (int size = 0; size <= top_size; ++size) {
        merged[static_cast<std::size_t>(size)][0] = by_size[static_cast<std::size_t>(size)];
    }
    int top_excess = 0;
    for (int s = 0; s < 3; ++s) {
        if (!(suits >> s & 1u) || capped_mask[s] == 0) continue;
        // best[size][excess]: least need of a legal set of this suit.
        int best[4][max_lan_excess + 1];
        for (auto& row : best) std::fill(std::begin(row), std::end(row), no_distance);
        for (int i = 0; i < lan.count; ++i) {
            const unsigned m = lan.mask[static_cast<std::size_t>(i)];
            int& dst = best[std::popcount(m)][std::popcount(m & capped_mask[s])];
            dst = std::min(dst, std::popcount(m & ~held_mask[s]));
        }
        table next;
        for (auto& row : next) row.fill(no_distance);
        for (int size = 0; size <= top_size; ++size)
            for (int e = 0; e <= top_excess; ++e) {
                const int have =
                    merged[static_cast<std::size_t>(size)][static_cast<std::size_t>(e)];
                if (have == no_distance) continue;
                for (int a = 0; a <= 3; ++a)
                    for (int ea = 0; ea <= max_lan_excess; ++ea) {
                        if (best[a][ea] == no_distance) continue;
                        int& dst = next[static_cast<std::size_t>(size + a)]
                                       [static_cast<std::size_t>(e + ea)];
                        dst = std::min(dst, have + best[a][ea]);
                    }
            }
        merged = next;
        top_size += 3;
        top_excess += max_lan_excess;
    }
    // Honours: held natural ones first, then drawable ones, then ones only a wildcard can play.
    int honour_cost[8][2] = {};  // [size] → need, excess
    if (in.honours) {
        int held = 0, drawable = 0, wild_only = 0;
        for (int k = 27; k < kinds; ++k) {
            const cost c = slot_cost(in, k, 1);
            (c.need == 0 ? held : c.excess == 0 ? drawable : wild_only)++;
        }
        for (int size = 0; size <= 7; ++size) {
            const int a = std::min(size, held);
            const int b = std::min(size - a, drawable);
            honour_cost[size][0] = size - a;
            honour_cost[size][1] = size - a - b;
        }
    }
    const int max_honours = in.honours ? 7 : 0;
    int result = no_distance;
    for (int size = 0; size <= top_size; ++size) {
        const int z = 14 - size;
        if (z < 0 || z > max_honours) continue;
        for (int e = 0; e <= top_excess; ++e) {
            const int need = merged[static_cast<std::size_t>(size)][static_cast<std::size_t>(e)];
            if (need == no_distance) continue;
            result = std::min(
                result, wild_distance(need + honour_cost[z][0], e + honour_cost[z][1], in.wild));
        }
    }
    return result;
}

plain_stats plain_stats_by_kind(const std::uint8_t* c, bool honours, bool quads) noexcept {
    plain_stats s;
    const int n = honours ? kinds : suited_kinds;
    for (int k = 0; k < n; ++k) {
        const int x = c[k];
        s.size += x;
        s.pairs += quads ? x / 2 : x >= 2;
        s.singles += quads ? x % 2 : x == 1;
        s.large |= x > copies;
    }
    for (const int k : orphan_kinds) {
        if (k >= n) break;
        s.orphans_held += c[k] != 0;
        s.orphan_pair |= c[k] >= 2;
    }
    return s;
}

plain_stats plain_stats_of(const std::uint8_t* c, bool honours, bool quads) noexcept {
    return stats_of(c, honours, quads);
}
}  // namespace hupai::detail
