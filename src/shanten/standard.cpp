// The standard form on the exact path (standard.hpp).
#include "shanten/standard.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#include "shanten/flat.hpp"
#include "shanten/lanes.hpp"
#include "shanten/plain.hpp"

namespace hupai::detail {

namespace {

using target_needs = std::array<std::uint8_t, max_excess + 1>;

// needs_at_target without kongs, the excess levels as byte lanes: b's levels of one split, as a
// row, moved up by e1 lanes (a load from e1 bytes before it, behind unreachable padding) plus a's
// level e1 give every e1 + e2 at once. It takes b's levels past db too, which repeat level db
// ("at most e"), so the least sums are the same; lanes past d.excess (read past b's row, or past
// d.size() inside the array) are never read out.
void needs_at_target_in_lanes(const frontier& a, int da, const frontier& b, const frontier_dims& d,
                              const target_shape& t, target_needs& out) noexcept {
    using namespace lanes;
    alignas(16) std::uint8_t padded[32];
    store_bytes(padded, splat(unreachable));
    vec best = splat(unreachable);
    for (int m1 = 0; m1 <= t.melds; ++m1)
        for (int p1 = 0; p1 <= t.pairs; ++p1) {
            const std::uint8_t* x = &a.need[d.at(m1, p1, 0, 0)];
            store_bytes(padded + 16, load_bytes(&b.need[d.at(t.melds - m1, t.pairs - p1, 0, 0)]));
            for (int e1 = 0; e1 <= da; ++e1) {
                if (x[e1] == unreachable) continue;
                best = least(best, add_saturated(load_bytes(padded + 16 - e1), splat(x[e1])));
            }
        }
    row sums;
    store(sums, best);
    out[0] = sums.lane[0];
    for (std::size_t e = 1; e <= static_cast<std::size_t>(d.excess); ++e)
        out[e] = std::min(sums.lane[e], out[e - 1]);
    for (std::size_t e = static_cast<std::size_t>(d.excess) + 1; e < out.size(); ++e)
        out[e] = unreachable;
}

// The entries of a ⊕ b at the target's (melds, pairs, kongs) only, per excess 0…d.excess: all
// the last merge of a standard form needs. a and b are "at most e" frontiers of depths da and
// db, so splitting e exactly between excess levels up to their depths, then taking the best
// below each level, gives the "at most e" answer.
void needs_at_target(const frontier& a, int da, const frontier& b, int db, const frontier_dims& d,
                     const target_shape& t, target_needs& out) noexcept {
    if (t.kongs == 0 && d.kongs == 0) {
        needs_at_target_in_lanes(a, da, b, d, t, out);
        return;
    }
    out.fill(unreachable);
    for (int m1 = 0; m1 <= t.melds; ++m1)
        for (int p1 = 0; p1 <= t.pairs; ++p1)
            for (int k1 = 0; k1 <= t.kongs; ++k1) {
                const std::uint8_t* x = &a.need[d.at(m1, p1, k1, 0)];
                const std::uint8_t* y = &b.need[d.at(t.melds - m1, t.pairs - p1, t.kongs - k1, 0)];
                for (int e1 = 0; e1 <= da; ++e1) {
                    if (x[e1] == unreachable) continue;
                    for (int e2 = 0; e2 <= db && e1 + e2 <= d.excess; ++e2) {
                        const int n = x[e1] + y[e2];
                        auto& o = out[static_cast<std::size_t>(e1 + e2)];
                        if (n < o) o = static_cast<std::uint8_t>(n);
                    }
                }
            }
    for (int e = 1; e <= d.excess; ++e) {
        out[static_cast<std::size_t>(e)] =
            std::min(out[static_cast<std::size_t>(e)], out[static_cast<std::size_t>(e - 1)]);
    }
}

// The best distance over the target's excess levels, given the wildcards.
int best_distance(const target_needs& needs, const frontier_dims& d,
                  const wild_budget& w) noexcept {
    return least_wild_distance(needs.data(), d.excess, w);
}

frontier_dims dims_of(const shanten_input& in, const target_shape& t) noexcept {
    frontier_dims d;
    d.melds = t.melds;
    d.kongs = t.kongs;
    d.excess = in.wild.capacity();
    return d;
}

// The groups a suit set keeps: the honours, then its suits (the others contribute nothing).
int members_of(unsigned set, int* out) noexcept {
    int n = 0;
    out[n++] = 3;
    for (int g = 0; g < 3; ++g)
        if (set >> g & 1u) out[n++] = g;
    return n;
}

// The frontier of group g for a merge of the whole hand: the honours by parts where
// `honours_by_parts` (honours_by_parts_apply holds) and they apply, their listed kinds from
// `listed` if given; else group_frontier_of.
void merge_frontier_of(int g, const std::uint8_t* counts, const std::uint8_t* caps, const rules& r,
                       bool honours, bool honours_by_parts_ok, const frontier_dims& d,
                       listed_honours_memo* listed, frontier& out) noexcept {
    if (g == 3 && honours && honours_by_parts_ok &&
        honours_by_parts(counts, caps, r.honour_chows, d, out, listed)) {
        return;
    }
    group_frontier_of(g, counts, caps, r, honours, d, out);
}

// The standard form by the groups' frontiers; the honours by parts where `by_parts` allows.
int standard_by_frontiers(const shanten_input& in, const rules& r, const target_shape& t,
                          bool by_parts) noexcept {
    // A frontier holds targets of at most 4 melds and 4 kongs (frontier_size); a hand of more
    // has no standard form, and validation never lets one through (this only guards the array).
    if (t.melds < 0 || t.melds > 4 || t.kongs > 4) return no_distance;
    if (records_road(in, r) && t.kongs == 0) {
        return plain_standard_distance(in.counts.data(), t.melds, t.pairs, in.honours,
                                       r.honour_chows);
    }
    const frontier_dims d = dims_of(in, t);
    by_parts = by_parts && honours_by_parts_apply(in.caps.data(), r, d);
    frontier groups[4];
    for (int g = 0; g < 4; ++g) {
        merge_frontier_of(g, in.counts.data() + 9 * g, in.caps.data() + 9 * g, r, in.honours,
                          by_parts, d, nullptr, groups[g]);
    }
    unsigned sets[8];
    const int set_count = allowed_suit_sets(in, r, sets);
    int best = no_distance;
    for (int i = 0; i < set_count; ++i) {
        int members[4];
        const int n = members_of(sets[i], members);
        frontier empty;
        const frontier* last = &groups[members[n - 1]];
        if (n == 1) {
            empty_frontier(d, empty);
            last = &empty;
        }
        frontier acc = groups[3];
        for (int j = 1; j + 1 < n; ++j) combine(acc, groups[members[j]], d);
        target_needs needs;
        needs_at_target(acc, d.excess, *last, d.excess, d, t, needs);
        best = std::min(best, best_distance(needs, d, in.wild));
    }
    return best;
}
}  // namespace

int standard_distance(const shanten_input& in, const rules& r, const target_shape& t) noexcept {
    if (records_road(in, r) && t.kongs == 0 && t.melds >= 0 && t.melds <= 4) {
        return plain_standard_distance(in.counts.data(), t.melds, t.pairs, in.honours,
                                       r.honour_chows);
    }
    if (const int d = flat_standard_distance(in, r, t); d != no_flat) return d;
    if (const int d = flat_suits_standard_distance(in, r, t); d != no_flat) return d;
    return frontier_standard_distance(in, r, t);
}

int frontier_standard_distance(const shanten_input& in, const rules& r,
                               const target_shape& t) noexcept {
    return standard_by_frontiers(in, r, t, true);
}

int exact_standard_distance(const shanten_input& in, const rules& r,
                            const target_shape& t) noexcept {
    return standard_by_frontiers(in, r, t, false);
}

// --- Cached group frontiers and the standard form by parts ---------------------------------------

namespace {
constexpr std::size_t cache_slots = 256;  // more than the distinct groups of one discard analysis
constexpr std::size_t key_size = 3 * 8;   // 4 + 2 × 9 bytes, padded to whole words for the hash
}  // namespace

struct frontier_cache::entry {
    std::array<std::uint8_t, key_size> key;  // key[0] == 0: an empty slot
    deep_frontier value;
};

// The slots are made at the first get: most discard analyses never ask one (the flat path
// answers them), and making 256 slots cost more than a plain hand's whole analysis.
frontier_cache::frontier_cache() = default;
frontier_cache::~frontier_cache() = default;

const deep_frontier& frontier_cache::get(int g, const std::uint8_t* counts,
                                         const std::uint8_t* caps, const rules& r, bool honours,
                                         bool honours_by_parts_ok,
                                         const frontier_dims& d) noexcept {
    const int n = g < 3 ? 9 : 7;
    std::array<std::uint8_t, key_size> key{};
    // What the frontier depends on: suit, honours (with or without chows, by parts or not) or
    // none, and the dims.
    key[0] = static_cast<std::uint8_t>(g < 3      ? 1
                                       : !honours ? 2
                                                  : (r.honour_chows ? 3 : 4) +
                                                        (honours_by_parts_ok ? 2 : 0));
    key[1] = static_cast<std::uint8_t>(d.melds);
    key[2] = static_cast<std::uint8_t>(d.kongs);
    key[3] = static_cast<std::uint8_t>(d.excess);
    std::copy_n(counts, n, key.begin() + 4);
    std::copy_n(caps, n, key.begin() + 4 + 9);
    // A multiplicative hash of the key's three words, its top bits.
    std::uint64_t words[3];
    std::memcpy(words, key.data(), sizeof words);
    const std::uint64_t h = (words[0] * 0x9E3779B97F4A7C15u) ^ (words[1] * 0xC2B2AE3D27D4EB4Fu) ^
                            (words[2] * 0x165667B19E3779F9u);
    static_assert(cache_slots == 256, "the hash's top byte picks the slot");
    if (!entries_) {
        entries_.reset(new entry[cache_slots]);
        for (std::size_t i = 0; i < cache_slots; ++i) entries_[i].key[0] = 0;
    }
    entry& slot = entries_[static_cast<std::size_t>(h >> 56)];
    if (slot.key != key) {
        slot.key = key;
        // Made at the first honours frontier, so that calls without one do not pay for it.
        if (g == 3 && !listed_) listed_.reset(new listed_honours_memo);  // keys only zeroed
        merge_frontier_of(g, counts, caps, r, honours, honours_by_parts_ok, d, listed_.get(),
                          slot.value.value);
        slot.value.depth = depth_of(slot.value.value, d);
    }
    return slot.value;
}

standard_parts::standard_parts(const shanten_input& in, const rules& r, const target_shape& t,
                               frontier_cache& cache) noexcept
    : in_(in), r_(&r), t_(t), cache_(&cache), d_(dims_of(in, t)) {
    set_count_ = allowed_suit_sets(in, r, sets_);
    if (t.melds < 0 || set_count_ == 0) {
        none_ = true;
        return;
    }
    // Draws leave the caps as they are: whether the honours go by parts holds for every draw.
    by_parts_ = honours_by_parts_apply(in.caps.data(), r, d_);
    for (int g = 0; g < 4; ++g) {
        group_[g] = cache.get(g, in.counts.data() + 9 * g, in.caps.data() + 9 * g, r, in.honours,
                              by_parts_, d_);
    }
}

const deep_frontier& standard_parts::rest_of(int i, int g) noexcept {
    deep_frontier& rest = rest_[i][g];
    if (rest_built_[i] >> g & 1u) return rest;
    rest_built_[i] |= 1u << g;
    int members[4];
    const int n = members_of(sets_[i], members);
    bool first = true;
    for (int j = 0; j < n; ++j) {
        if (members[j] == g) continue;
        if (first) {
            rest.value = group_[members[j]].value;
            first = false;
        } else {
            combine(rest.value, group_[members[j]].value, d_);
        }
    }
    if (first) empty_frontier(d_, rest.value);  // g was the set's only member
    rest.depth = depth_of(rest.value, d_);
    return rest;
}

const std::array<std::uint8_t, max_excess + 1>& standard_parts::full_of(int i) noexcept {
    if ((full_built_ >> i & 1u) == 0) {
        full_built_ |= 1u << i;
        const deep_frontier& rest = rest_of(i, 3);
        needs_at_target(rest.value, rest.depth, group_[3].value, group_[3].depth, d_, t_, full_[i]);
    }
    return full_[i];
}

int standard_parts::distance(const wild_budget& w) noexcept {
    int best = no_distance;
    if (none_) return best;
    for (int i = 0; i < set_count_; ++i) best = std::min(best, best_distance(full_of(i), d_, w));
    return best;
}

int standard_parts::distance_with(int g, const std::uint8_t* counts,
                                  const wild_budget& w) noexcept {
    int best = no_distance;
    if (none_) return best;
    const deep_frontier& f =
        cache_->get(g, counts, in_.caps.data() + 9 * g, *r_, in_.honours, by_parts_, d_);
    for (int i = 0; i < set_count_; ++i) {
        if (g < 3 && !(sets_[i] >> g & 1u)) {
            best = std::min(best, best_distance(full_of(i), d_, w));
            continue;
        }
        target_needs needs;
        const deep_frontier& rest = rest_of(i, g);
        needs_at_target(rest.value, rest.depth, f.value, f.depth, d_, t_, needs);
        best = std::min(best, best_distance(needs, d_, w));
    }
    return best;
}
}  // namespace hupai::detail
