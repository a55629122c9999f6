// Shanten (向听): distances to the rules' complete forms (model in shanten.hpp).
#include "shanten.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "tables.hpp"
#include "validate.hpp"

HUPAI_EMBEDDED_TABLE(shanten)

namespace hupai::detail {

namespace {

using gen::group_type;
using gen::record;

constexpr tile_mask flower_bits = ((tile_mask{1} << flower_kinds) - 1) << kinds;
constexpr std::uint8_t unreachable = static_cast<std::uint8_t>(no_distance);

// --- The embedded tables ----------------------------------------------------------------------

struct table_view {
    const gen::blob_header* header = nullptr;
    const std::uint32_t* suit_head = nullptr;
    const std::uint32_t* suit_tail = nullptr;
    const std::uint32_t* honour_head = nullptr;
    const std::uint32_t* honour_tail = nullptr;
    const std::uint8_t* suit_record_of = nullptr;
    const std::uint8_t* honour_record_of[2] = {nullptr, nullptr};  // plain, honour chows
    const record* suit_records = nullptr;
    const record* honour_records = nullptr;
    const std::uint16_t* ss_merge = nullptr;
    const std::uint16_t* sh_merge = nullptr;
    const record* ss_records = nullptr;
    const record* sh_records = nullptr;
    const std::uint8_t* final_need = nullptr;
    std::uint32_t ss_count = 0, sh_count = 0;
    std::uint32_t honour_count = 0;
    std::uint32_t empty_honour = 0;
    group_ranking rank[gen::group_type_count];  // by group_type
};

template <class T>
const T* at(const unsigned char* base, std::uint32_t offset) noexcept {
    return reinterpret_cast<const T*>(base + offset);
}

table_view make_view() noexcept {
    table_view v;
    const auto bytes = shanten_table_bytes();
    const unsigned char* b = bytes.data();
    v.header = reinterpret_cast<const gen::blob_header*>(b);
    const auto& h = *v.header;
    v.suit_head = at<std::uint32_t>(b, h.suit_head);
    v.suit_tail = at<std::uint32_t>(b, h.suit_tail);
    v.honour_head = at<std::uint32_t>(b, h.honour_head);
    v.honour_tail = at<std::uint32_t>(b, h.honour_tail);
    v.suit_record_of = at<std::uint8_t>(b, h.suit_record_of);
    v.honour_record_of[0] = at<std::uint8_t>(b, h.honour_record_of);
    v.honour_record_of[1] = at<std::uint8_t>(b, h.honour_chows_record_of);
    v.suit_records = at<record>(b, h.suit_record);
    v.honour_records = at<record>(b, h.honour_record);
    v.ss_merge = at<std::uint16_t>(b, h.ss_merge);
    v.sh_merge = at<std::uint16_t>(b, h.sh_merge);
    v.ss_records = at<record>(b, h.ss_record);
    v.sh_records = at<record>(b, h.sh_record);
    v.final_need = at<std::uint8_t>(b, h.final_need);
    v.ss_count = h.ss_records;
    v.sh_count = h.sh_records;
    v.honour_count = h.honour_records;
    v.empty_honour = h.empty_honour;
    for (int g = 0; g < gen::group_type_count; ++g) {
        group_ranking& rk = v.rank[g];
        const bool suit = g == static_cast<int>(group_type::suit);
        rk.head = suit ? v.suit_head : v.honour_head;
        rk.tail = suit ? v.suit_tail : v.honour_tail;
        rk.record_of = suit ? v.suit_record_of : v.honour_record_of[g - 1];
    }
    return v;
}

const table_view& view() noexcept {
    static const table_view v = make_view();
    return v;
}

// Ranks (precondition: counts 0–4, at most 14 tiles in the group).
inline std::uint32_t suit_id(const table_view& v, const std::uint8_t* c) noexcept {
    return v.rank[static_cast<int>(group_type::suit)].id(suit_codes(c));
}
inline std::uint32_t honour_id(const table_view& v, const std::uint8_t* c, bool chows) noexcept {
    const auto g = chows ? group_type::honour_chows : group_type::honour;
    return v.rank[static_cast<int>(g)].id(honour_codes(c));
}

// --- Combining groups ---------------------------------------------------------------------------

bool table_covers(const std::uint8_t* counts, const std::uint8_t* caps, int n) noexcept {
    int tiles = 0;
    for (int i = 0; i < n; ++i) {
        if (counts[i] > 4 || caps[i] != 4) return false;
        tiles += counts[i];
    }
    return tiles <= gen::max_group_tiles;
}

void frontier_of_record(const record& rec, const frontier_dims& d, frontier& out) noexcept {
    std::fill_n(out.need.begin(), d.size(), unreachable);
    for (int m = 0; m <= d.melds; ++m) {
        for (int p = 0; p <= 1; ++p) {
            // As gen::record_need, a lane at a time: the need falls at each excess level whose
            // drop bit is set.
            const int v = rec[static_cast<std::size_t>(gen::lane(m, p))];
            if (v == 0xFF) continue;
            std::uint8_t* row = &out.need[d.at(m, p, 0, 0)];
            int n = v & 15;
            for (int e = 0; e <= d.excess; ++e) {
                row[e] = static_cast<std::uint8_t>(n);
                if (e < 4 && (v >> (4 + e) & 1)) --n;
            }
        }
    }
}

void empty_frontier(const frontier_dims& d, frontier& out) noexcept {
    std::fill_n(out.need.begin(), d.size(), unreachable);
    out.need[d.at(0, 0, 0, 0)] = 0;
}

// The largest excess at which some entry still improves on the excess below it (0 if none):
// entries past it repeat it, so merges need not visit them.
int depth_of(const frontier& f, const frontier_dims& d) noexcept {
    int depth = 0;
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int k = 0; k <= d.kongs; ++k)
                for (int e = d.excess; e > depth; --e) {
                    if (f.need[d.at(m, p, k, e)] < f.need[d.at(m, p, k, e - 1)]) {
                        depth = e;
                        break;
                    }
                }
    return depth;
}

// acc ⊕= f: min-plus over splits of (m, p, k, e); both are "at most e" frontiers.
void combine(frontier& acc, const frontier& f, const frontier_dims& d) noexcept {
    const int da = depth_of(acc, d);
    const int db = depth_of(f, d);
    frontier out;
    std::fill_n(out.need.begin(), d.size(), unreachable);
    for (int m1 = 0; m1 <= d.melds; ++m1)
        for (int p1 = 0; p1 <= 1; ++p1)
            for (int k1 = 0; k1 <= d.kongs; ++k1)
                for (int e1 = 0; e1 <= da; ++e1) {
                    const int a = acc.need[d.at(m1, p1, k1, e1)];
                    if (a == unreachable) continue;
                    for (int m2 = 0; m1 + m2 <= d.melds; ++m2)
                        for (int p2 = 0; p1 + p2 <= 1; ++p2)
                            for (int k2 = 0; k1 + k2 <= d.kongs; ++k2)
                                for (int e2 = 0; e2 <= db && e1 + e2 <= d.excess; ++e2) {
                                    const int b = f.need[d.at(m2, p2, k2, e2)];
                                    if (b == unreachable) continue;
                                    auto& o = out.need[d.at(m1 + m2, p1 + p2, k1 + k2, e1 + e2)];
                                    if (a + b < o) o = static_cast<std::uint8_t>(a + b);
                                }
                }
    // Entries past da + db repeat the best below them.
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int k = 0; k <= d.kongs; ++k)
                for (int e = 1; e <= d.excess; ++e) {
                    auto& here = out.need[d.at(m, p, k, e)];
                    here = std::min(here, out.need[d.at(m, p, k, e - 1)]);
                }
    std::copy_n(out.need.begin(), d.size(), acc.need.begin());
}

group_type honour_type(const rules& r) noexcept {
    return r.honour_chows ? group_type::honour_chows : group_type::honour;
}

// The suit sets a target may use: every set of min(max_suits, 3) suits holding the declared
// melds' suits (honours are not a suit here).
int allowed_suit_sets(const shanten_input& in, const rules& r, unsigned* out) noexcept {
    const int size = std::clamp(r.max_suits, 0, 3);
    int n = 0;
    for (unsigned s = 0; s < 8; ++s) {
        if (std::popcount(s) == size && (s & in.meld_suits) == in.meld_suits) out[n++] = s;
    }
    return n;
}

}  // namespace

namespace {

// The frontier of group g (0–2 the suits, 3 the honours): the table record when the group's caps
// are the plain 4 and no kong is held in hand, else the exact program.
// Whether the table record of the honours (without honour chows) is their exact frontier although
// some kinds are capped below 4 (a wild kind, one in declared melds): each such kind is unheld,
// and at least one kind per group of the largest partial target keeps the plain cap. The record
// treats the capped kinds as plain unheld ones, which costs no more; but honour kinds are
// interchangeable and a plain kind costs no more than an unheld one, so a target using a capped
// kind can use a plain kind it leaves free instead (it uses at most melds + 1 kinds). The
// record's best targets thus leave the capped kinds alone and cost the same in both.
bool record_fits_capped_honours(const std::uint8_t* c, const std::uint8_t* cap,
                                const frontier_dims& d) noexcept {
    int tiles = 0, plain = 0;
    for (int i = 0; i < 7; ++i) {
        if (cap[i] == 4 && c[i] <= 4) {
            ++plain;
        } else if (cap[i] > 4 || c[i] != 0) {
            return false;
        }
        tiles += c[i];
    }
    return tiles <= gen::max_group_tiles && plain >= d.melds + 1;
}

// The entries of a ⊕ b at the target's (melds, pairs, kongs) only, per excess 0…d.excess: all
// the last merge of a standard form needs. a and b are "at most e" frontiers of depths da and
// db, so splitting e exactly between excess levels up to their depths, then taking the best
// below each level, gives the "at most e" answer.
using target_needs = std::array<std::uint8_t, max_excess + 1>;
void needs_at_target(const frontier& a, int da, const frontier& b, int db, const frontier_dims& d,
                     const target_shape& t, target_needs& out) noexcept {
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
    int best = no_distance;
    for (int e = 0; e <= d.excess; ++e) {
        const int n = needs[static_cast<std::size_t>(e)];
        if (n != unreachable) best = std::min(best, wild_distance(n, e, w));
    }
    return best;
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

}  // namespace

void group_frontier_of(int g, const std::uint8_t* c, const std::uint8_t* cap, const rules& r,
                       bool honours, const frontier_dims& d, frontier& out) noexcept {
    const table_view& v = view();
    const int n = g < 3 ? 9 : 7;
    if (g == 3 && !honours) {
        empty_frontier(d, out);
    } else if (d.kongs == 0 &&
               (table_covers(c, cap, n) ||
                (g == 3 && !r.honour_chows && record_fits_capped_honours(c, cap, d)))) {
        const record& rec = g < 3 ? v.suit_records[suit_id(v, c)]
                                  : v.honour_records[honour_id(v, c, r.honour_chows)];
        frontier_of_record(rec, d, out);
    } else {
        group_frontier(g < 3 ? group_type::suit : honour_type(r), c, cap, d, out);
    }
}

int standard_distance(const shanten_input& in, const rules& r, const target_shape& t) noexcept {
    // A frontier holds targets of at most 4 melds and 4 kongs (frontier_size); a hand of more
    // has no standard form, and validation never lets one through (this only guards the array).
    if (t.melds < 0 || t.melds > 4 || t.kongs > 4) return no_distance;
    if (in.plain && r.max_suits >= 3 && t.kongs == 0) {
        return plain_standard_distance(in.counts.data(), t.melds, t.pairs, in.honours,
                                       r.honour_chows);
    }
    const frontier_dims d = dims_of(in, t);
    frontier groups[4];
    for (int g = 0; g < 4; ++g) {
        group_frontier_of(g, in.counts.data() + 9 * g, in.caps.data() + 9 * g, r, in.honours, d,
                          groups[g]);
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

// --- Cached group frontiers and the standard form by parts ---------------------------------------

namespace {
constexpr std::size_t cache_slots = 256;  // more than the distinct groups of one discard analysis
constexpr std::size_t key_size = 4 + 2 * 9;
}  // namespace

struct frontier_cache::entry {
    std::array<std::uint8_t, key_size> key;  // key[0] == 0: an empty slot
    deep_frontier value;
};

frontier_cache::frontier_cache() : entries_(new entry[cache_slots]) {
    for (std::size_t i = 0; i < cache_slots; ++i) entries_[i].key[0] = 0;
}
frontier_cache::~frontier_cache() = default;

const deep_frontier& frontier_cache::get(int g, const std::uint8_t* counts,
                                         const std::uint8_t* caps, const rules& r, bool honours,
                                         const frontier_dims& d) noexcept {
    const int n = g < 3 ? 9 : 7;
    std::array<std::uint8_t, key_size> key{};
    // What the frontier depends on: suit, honours (with or without chows) or none, and the dims.
    key[0] = static_cast<std::uint8_t>(g < 3 ? 1 : !honours ? 2 : r.honour_chows ? 3 : 4);
    key[1] = static_cast<std::uint8_t>(d.melds);
    key[2] = static_cast<std::uint8_t>(d.kongs);
    key[3] = static_cast<std::uint8_t>(d.excess);
    std::copy_n(counts, n, key.begin() + 4);
    std::copy_n(caps, n, key.begin() + 4 + 9);
    std::uint32_t h = 2166136261u;  // FNV-1a
    for (const std::uint8_t b : key) h = (h ^ b) * 16777619u;
    entry& slot = entries_[(h ^ h >> 16) % cache_slots];
    if (slot.key != key) {
        slot.key = key;
        group_frontier_of(g, counts, caps, r, honours, d, slot.value.value);
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
    for (int g = 0; g < 4; ++g) {
        group_[g] =
            cache.get(g, in.counts.data() + 9 * g, in.caps.data() + 9 * g, r, in.honours, d_);
    }
    for (int i = 0; i < set_count_; ++i) {
        int members[4];
        const int n = members_of(sets_[i], members);
        // Every member but one, as the merge of the members before it (a prefix) and after it
        // (a suffix): 3(n − 2) merges instead of (n − 1)(n − 2).
        const auto member = [&](int j) -> const frontier& { return group_[members[j]].value; };
        frontier prefix[4], suffix[4];
        prefix[0] = member(0);
        for (int j = 1; j <= n - 2; ++j) {
            prefix[j] = prefix[j - 1];
            combine(prefix[j], member(j), d_);
        }
        suffix[n - 1] = member(n - 1);
        for (int j = n - 2; j >= 1; --j) {
            suffix[j] = suffix[j + 1];
            combine(suffix[j], member(j), d_);
        }
        for (int j = 0; j < n; ++j) {
            frontier& rest = rest_[i][members[j]].value;
            if (n == 1) {
                empty_frontier(d_, rest);
            } else if (j == 0) {
                rest = suffix[1];
            } else if (j == n - 1) {
                rest = prefix[n - 2];
            } else {
                rest = prefix[j - 1];
                combine(rest, suffix[j + 1], d_);
            }
            rest_[i][members[j]].depth = depth_of(rest, d_);
        }
        const deep_frontier& rest = rest_[i][3];
        needs_at_target(rest.value, rest.depth, group_[3].value, group_[3].depth, d_, t_, full_[i]);
    }
}

int standard_parts::distance(const wild_budget& w) const noexcept {
    int best = no_distance;
    if (none_) return best;
    for (int i = 0; i < set_count_; ++i) best = std::min(best, best_distance(full_[i], d_, w));
    return best;
}

int standard_parts::distance_with(int g, const std::uint8_t* counts,
                                  const wild_budget& w) noexcept {
    int best = no_distance;
    if (none_) return best;
    const deep_frontier& f = cache_->get(g, counts, in_.caps.data() + 9 * g, *r_, in_.honours, d_);
    for (int i = 0; i < set_count_; ++i) {
        if (g < 3 && !(sets_[i] >> g & 1u)) {
            best = std::min(best, best_distance(full_[i], d_, w));
            continue;
        }
        target_needs needs;
        const deep_frontier& rest = rest_[i][g];
        needs_at_target(rest.value, rest.depth, f.value, f.depth, d_, t_, needs);
        best = std::min(best, best_distance(needs, d_, w));
    }
    return best;
}

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
            // flowers bring (neither limited to 4: spec/rules.md), a third pair and more, as the
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

constexpr std::array<int, 13> orphan_kinds = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

int thirteen_orphans_distance(const shanten_input& in, unsigned suits) noexcept {
    if (suits != 7u || !in.honours) return no_distance;
    int need = 0;
    int excess = 0;
    for (const int k : orphan_kinds) {
        const cost c = slot_cost(in, k, 1);
        need += c.need;
        excess += c.excess;
    }
    int best = no_distance;
    for (const int k : orphan_kinds) {
        const cost one = slot_cost(in, k, 1);
        const cost two = slot_cost(in, k, 2);
        best = std::min(best, wild_distance(need + two.need - one.need,
                                            excess + two.excess - one.excess, in.wild));
    }
    return best;
}

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

int thirteen_lan_distance(const shanten_input& in, unsigned suits) noexcept {
    // best[suit][size][excess]: least need of a legal set of that size in the suit.
    constexpr int max_lan_excess = 3;
    int best[3][4][max_lan_excess + 1];
    for (int s = 0; s < 3; ++s) {
        for (auto& row : best[s]) std::fill(std::begin(row), std::end(row), no_distance);
        if (!(suits >> s & 1u)) {
            best[s][0][0] = 0;
            continue;
        }
        for (int i = 0; i < lan.count; ++i) {
            const unsigned m = lan.mask[static_cast<std::size_t>(i)];
            int need = 0;
            int excess = 0;
            for (int b = 0; b < 9; ++b) {
                if (!(m >> b & 1u)) continue;
                const cost c = slot_cost(in, 9 * s + b, 1);
                need += c.need;
                excess += c.excess;
            }
            const int size = std::popcount(m);
            int& dst = best[s][size][excess];
            dst = std::min(dst, need);
        }
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
    for (int a = 0; a <= 3; ++a)
        for (int b = 0; b <= 3; ++b)
            for (int c = 0; c <= 3; ++c) {
                const int z = 14 - a - b - c;
                if (z < 0 || z > max_honours) continue;
                for (int ea = 0; ea <= max_lan_excess; ++ea) {
                    if (best[0][a][ea] == no_distance) continue;
                    for (int eb = 0; eb <= max_lan_excess; ++eb) {
                        if (best[1][b][eb] == no_distance) continue;
                        for (int ec = 0; ec <= max_lan_excess; ++ec) {
                            if (best[2][c][ec] == no_distance) continue;
                            const int need = best[0][a][ea] + best[1][b][eb] + best[2][c][ec] +
                                             honour_cost[z][0];
                            const int excess = ea + eb + ec + honour_cost[z][1];
                            result = std::min(result, wild_distance(need, excess, in.wild));
                        }
                    }
                }
            }
    return result;
}

template <class F>
int best_over_suit_sets(const shanten_input& in, const rules& r, F&& f) noexcept {
    unsigned sets[8];
    const int n = allowed_suit_sets(in, r, sets);
    int best = no_distance;
    for (int i = 0; i < n; ++i) best = std::min(best, f(sets[i]));
    return best;
}

// Thirteen orphans without wildcards: the orphan kinds missing, plus one if none is paired.
int thirteen_orphans_need(const plain_stats& s) noexcept {
    return static_cast<int>(orphan_kinds.size()) - s.orphans_held + (s.orphan_pair ? 0 : 1);
}

// plain_stats_by_kind by vectors: the kinds in three 16-byte registers (0–15, 16–31, 32–33),
// per-kind values summed bytewise and then by psadbw. Each kind's min(c, 1) + 16 min(c, 2) (≤ 33,
// ≤ 99 for the three kinds at a byte) sums to held + 16 × (held + held twice), one number for
// both while a hand of ≤ 14 tiles holds at most 14 kinds; the orphans' the same over their
// bytes. The four sums are 16-bit fields of one word: psadbw's totals (< 2¹³) never cross.
#if defined(__SSE2__)
inline plain_stats stats_of(const std::uint8_t* c, bool honours, bool quads) noexcept {
    const auto bytes16 = [](const std::uint8_t* p) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    };
    const auto bytes = [](std::uint64_t low, std::uint64_t high) {
        return _mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low));
    };
    const __m128i zero = _mm_setzero_si128();
    const __m128i a = bytes16(c);
    // Without honours: kinds 16–26, and nothing of 32–33.
    const __m128i b =
        _mm_and_si128(bytes16(c + 16), honours ? bytes(~0ull, ~0ull) : bytes(~0ull, 0xFFFFFFull));
    const __m128i z =
        honours ? _mm_srli_epi64(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(c + 26)), 48)
                : zero;
    const __m128i ones = _mm_set1_epi8(1), twos = _mm_set1_epi8(2), fours = _mm_set1_epi8(4);
    const auto marks = [&](__m128i v) {
        return _mm_add_epi8(_mm_min_epu8(v, ones), _mm_slli_epi16(_mm_min_epu8(v, twos), 4));
    };
    const __m128i ma = marks(a), mb = marks(b), mz = marks(z);
    // The orphans: bytes 0, 8, 9 of a (1m, 9m, 1p), 1, 2, 10–15 of b (9p, 1s, 9s, 1z–5z), all z.
    const __m128i orphans =
        _mm_add_epi8(_mm_add_epi8(_mm_and_si128(ma, bytes(0xFFull, 0xFFFFull)),
                                  _mm_and_si128(mb, bytes(0xFFFF00ull, 0xFFFFFFFFFFFF0000ull))),
                     mz);
    const __m128i odd =
        quads ? _mm_add_epi8(_mm_add_epi8(_mm_and_si128(a, ones), _mm_and_si128(b, ones)),
                             _mm_and_si128(z, ones))
              : zero;
    const __m128i over = _mm_subs_epu8(_mm_max_epu8(_mm_max_epu8(a, b), z), fours);
    const auto sum = [&](__m128i v, int field) {
        return _mm_slli_epi64(_mm_sad_epu8(v, zero), 16 * field);
    };
    __m128i sums =
        _mm_or_si128(_mm_or_si128(sum(_mm_add_epi8(_mm_add_epi8(ma, mb), mz), 0), sum(orphans, 1)),
                     _mm_or_si128(sum(_mm_add_epi8(_mm_add_epi8(a, b), z), 2), sum(odd, 3)));
    sums = _mm_add_epi64(sums, _mm_unpackhi_epi64(sums, sums));
    const auto s = static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums));
    const auto field = [&](int i) { return static_cast<int>(s >> (16 * i) & 0xFFFFu); };
    plain_stats st;
    const int held = field(0) & 15, held_twice = (field(0) >> 4) - held;
    st.size = field(2);
    st.pairs = quads ? (st.size - field(3)) / 2 : held_twice;
    st.singles = quads ? field(3) : held - held_twice;
    st.orphans_held = field(1) & 15;
    st.orphan_pair = (field(1) >> 4) > st.orphans_held;
    st.large = _mm_movemask_epi8(_mm_cmpeq_epi8(over, zero)) != 0xFFFF;
    return st;
}
#else
inline plain_stats stats_of(const std::uint8_t* c, bool honours, bool quads) noexcept {
    return plain_stats_by_kind(c, honours, quads);
}
#endif

}  // namespace

int wild_budget::capacity() const noexcept {
    const int bao = std::min(held_bao + draw_bao, bao_limit);
    return std::min(max_excess, held_free + draw_free + bao);
}

int wild_distance(int need, int excess, const wild_budget& w) noexcept {
    if (need >= no_distance) return no_distance;
    const int top = std::min(need, w.held_free + std::min(w.held_bao, w.bao_limit));
    for (int used = top; used >= 0; --used) {
        const int used_free = std::min(used, w.held_free);
        const int used_bao = used - used_free;
        const int draws = std::max(0, excess - used);
        const int draw_free = std::min(draws, w.draw_free);
        const int draw_bao = draws - draw_free;
        if (draw_bao <= w.draw_bao && used_bao + draw_bao <= w.bao_limit) return need - used;
    }
    return no_distance;
}

shanten_input make_shanten_input(const hand& h, const rules& r, const effective_hand& e) noexcept {
    shanten_input in;
    in.counts = e.counts;
    in.melds = e.melds;
    in.concealed = e.size - 3 * e.melds;
    in.honours = r.honours;
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) in.meld_suits |= 1u << (t / 9);
    }
    // Ruijin fei: a complete hand may not hold every 宝 (seed 003).
    const bool flowers_wild = (r.wild & flower_bits) != 0;
    const int bao =
        r.fei && r.flowers == flower_role::wild_kind && !flowers_wild ? bao_kind(r) : -1;
    if (r.fei && r.flowers == flower_role::wild_kind) {
        if (flowers_wild) {
            in.wild.held_bao = e.bao_tiles;
            in.wild.bao_limit = 2;
        } else if (bao >= 0) {
            in.wild.held_bao = h.counts[static_cast<std::size_t>(bao)];
            in.wild.bao_limit = copies - 1;
        }
    }
    in.wild.held_free = e.wildcards - in.wild.held_bao;
    bool small = true;
    for (int k = 0; k < kinds; ++k) {
        const auto i = static_cast<std::size_t>(k);
        const bool wild = (r.wild & bit(static_cast<tile>(k))) != 0;
        const int left = std::max(0, copies - e.held[i]);
        in.caps[i] = static_cast<std::uint8_t>(in.counts[i] + (wild ? 0 : left));
        if (wild) (k == bao ? in.wild.draw_bao : in.wild.draw_free) += left;
        small = small && in.counts[i] <= 4;
    }
    in.plain = small && in.melds == 0 && in.wild.none();
    return in;
}

std::span<const unsigned char> shanten_table_bytes_for_tests() noexcept {
    return shanten_table_bytes();
}

const gen::record& table_record(gen::group_type g, const std::uint8_t* counts) noexcept {
    const table_view& v = view();
    return g == group_type::suit
               ? v.suit_records[suit_id(v, counts)]
               : v.honour_records[honour_id(v, counts, g == group_type::honour_chows)];
}

std::uint32_t suit_record_id(const std::uint8_t* counts) noexcept {
    return suit_id(view(), counts);
}
std::uint32_t honour_record_id(const std::uint8_t* counts, bool honour_chows) noexcept {
    return honour_id(view(), counts, honour_chows);
}
std::uint32_t empty_honour_id() noexcept { return view().empty_honour; }
const group_ranking& ranking(gen::group_type g) noexcept {
    return view().rank[static_cast<int>(g)];
}
std::uint32_t merge_suits(std::uint32_t a, std::uint32_t b) noexcept {
    const table_view& v = view();
    return v.ss_merge[a * v.header->suit_records + b];
}
std::uint32_t merge_suit_honours(std::uint32_t suit, std::uint32_t honours) noexcept {
    const table_view& v = view();
    return v.sh_merge[suit * v.honour_count + honours];
}

int merged_distance(std::uint32_t suits, std::uint32_t suit_honours, int melds,
                    int pairs) noexcept {
    const table_view& v = view();
    const record& x = v.ss_records[suits];
    const record& y = v.sh_records[suit_honours];
    int best = no_distance;
    for (int m = 0; m <= melds; ++m) {
        const int rest = melds - m;
        const int x0 = x[static_cast<std::size_t>(gen::lane(m, 0))];
        const int y0 = y[static_cast<std::size_t>(gen::lane(rest, 0))];
        if (pairs == 0) {
            best = std::min(best, x0 + y0);
            continue;
        }
        const int x1 = x[static_cast<std::size_t>(gen::lane(m, 1))];
        const int y1 = y[static_cast<std::size_t>(gen::lane(rest, 1))];
        best = std::min({best, x0 + y1, x1 + y0});
    }
    return best;
}

namespace {
// The merged ids of the two halves (suits 0–1, suit 2 and the honours) of a plain hand.
struct halves {
    std::uint32_t ss = 0, sh = 0;
};
inline halves halves_of(const table_view& v, const std::uint8_t* counts, bool honours,
                        bool honour_chows) noexcept {
    const std::uint32_t a = suit_id(v, counts);
    const std::uint32_t b = suit_id(v, counts + 9);
    const std::uint32_t c = suit_id(v, counts + 18);
    const std::uint32_t z = honours ? honour_id(v, counts + 27, honour_chows) : v.empty_honour;
    return {v.ss_merge[a * v.header->suit_records + b], v.sh_merge[c * v.honour_count + z]};
}
inline int final_need_of(const table_view& v, int melds, const halves& x) noexcept {
    const int n =
        v.final_need[(static_cast<std::uint32_t>(melds) * v.ss_count + x.ss) * v.sh_count + x.sh];
    return n == 0xFF ? no_distance : n;
}
}  // namespace

int plain_standard_distance(const std::uint8_t* counts, int melds_needed, int pairs, bool honours,
                            bool honour_chows) noexcept {
    const table_view& v = view();
    const halves x = halves_of(v, counts, honours, honour_chows);
    if (pairs == 1) return final_need_of(v, melds_needed, x);
    return merged_distance(x.ss, x.sh, melds_needed, pairs);
}

distances distance_of(const shanten_input& in, const rules& r, target_shape t) noexcept {
    distances d;
    d.by_form.fill(no_distance);
    if (r.standard) d.by_form[0] = standard_distance(in, r, t);
    if (t.special && in.melds == 0 && t.pairs == 1) {
        const bool simple = in.plain && r.max_suits >= 3;
        const plain_stats stats =
            simple ? stats_of(in.counts.data(), in.honours, r.seven_pairs_quads) : plain_stats{};
        if (r.seven_pairs) {
            d.by_form[1] = simple ? seven_pairs_need(stats.pairs, stats.singles)
                                  : best_over_suit_sets(in, r, [&](unsigned s) {
                                        return seven_pairs_distance(in, r, s);
                                    });
        }
        if (r.thirteen_orphans && in.honours) {
            d.by_form[2] =
                simple ? thirteen_orphans_need(stats) : best_over_suit_sets(in, r, [&](unsigned s) {
                    return thirteen_orphans_distance(in, s);
                });
        }
        if (r.thirteen_lan) {
            d.by_form[3] = best_over_suit_sets(
                in, r, [&](unsigned s) { return thirteen_lan_distance(in, s); });
        }
    }
    for (const int x : d.by_form) d.overall = std::min(d.overall, x);
    return d;
}

const merge_tables& merges() noexcept {
    static const merge_tables m = [] {
        const table_view& v = view();
        merge_tables t;
        t.ss_merge = v.ss_merge;
        t.sh_merge = v.sh_merge;
        t.final_need = v.final_need;
        t.suit_records = v.header->suit_records;
        t.honour_records = v.honour_count;
        t.ss_count = v.ss_count;
        t.sh_count = v.sh_count;
        return t;
    }();
    return m;
}

int final_distance(int melds, std::uint32_t suits, std::uint32_t suit_honours) noexcept {
    const table_view& v = view();
    const int n =
        v.final_need[(static_cast<std::uint32_t>(melds) * v.ss_count + suits) * v.sh_count +
                     suit_honours];
    return n == 0xFF ? no_distance : n;
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

namespace {
// Thirteen lan of a plain hand: ruijin's alone, kept out of the fast path's frame.
[[gnu::noinline]] int plain_thirteen_lan(const std::uint8_t* counts, const rules& r) noexcept {
    shanten_input in;
    std::copy_n(counts, kinds, in.counts.begin());
    in.caps.fill(copies);
    in.plain = true;
    in.honours = r.honours;
    return best_over_suit_sets(in, r, [&](unsigned s) { return thirteen_lan_distance(in, s); });
}

// plain_distances from the hand's stats; inlined into compute_shanten. Each form's distance is a
// scalar of its own: an array filled form by form lives in memory, and reading it back whole
// waits on the stores.
[[gnu::always_inline]] inline distances plain_distances_of(const std::uint8_t* counts,
                                                           const rules& r,
                                                           const plain_stats& stats) noexcept {
    const table_view& v = view();
    const halves merged = r.standard ? halves_of(v, counts, r.honours, r.honour_chows) : halves{};
    // shanten_shape(size, 0) for the plain path's at most 14 tiles: no kong, 3n + 2 tiles; the
    // special forms only for a 14-tile target.
    const int melds = static_cast<int>(static_cast<unsigned>(stats.size) / 3);
    const bool special = melds == 4;
    const int standard_need = r.standard ? final_need_of(v, melds, merged) : no_distance;
    const int pairs_need =
        special && r.seven_pairs ? seven_pairs_need(stats.pairs, stats.singles) : no_distance;
    const int orphans_need =
        special && r.thirteen_orphans && r.honours ? thirteen_orphans_need(stats) : no_distance;
    const int lan_need = special && r.thirteen_lan ? plain_thirteen_lan(counts, r) : no_distance;
    return {{standard_need, pairs_need, orphans_need, lan_need},
            std::min({standard_need, pairs_need, orphans_need, lan_need})};
}
}  // namespace

distances plain_distances(const std::uint8_t* counts, const rules& r) noexcept {
    return plain_distances_of(counts, r, stats_of(counts, r.honours, r.seven_pairs_quads));
}

}  // namespace hupai::detail

namespace hupai {

namespace {
// compute_shanten for the hands its fast path leaves: apart, so that the fast path's frame stays
// small.
[[gnu::noinline]] result<shanten_result> checked_shanten(const hand& h, const rules& r) {
    if (auto ok = validate_hand(h, r, purpose::any); !ok) return ok.err();
    if (detail::plain_hand(h, r)) {
        return detail::to_shanten(detail::plain_distances(h.counts.data(), r));
    }
    const auto e = detail::make_effective(h, r);
    const auto in = detail::make_shanten_input(h, r, e);
    return detail::to_shanten(detail::distance_of(in, r, detail::shanten_shape(e.size, e.melds)));
}
}  // namespace

result<shanten_result> compute_shanten(const hand& h, const rules& r) {
    // A plain hand's counts tell both whether it is valid and its distances: validate_hand only
    // for the other hands and for bad input, which it names.
    if (detail::plain_shape(h, r)) {
        const std::uint8_t* c = h.counts.data();
        const detail::plain_stats s = detail::stats_of(c, r.honours, r.seven_pairs_quads);
        // Without honours the stats skip kinds 27–33 (the bytes of the word at 26 above its first).
        const bool honours_held = !r.honours && detail::load_le<std::uint64_t>(c + 26) >> 8 != 0;
        if (s.size <= 14 && detail::meldless_hand_ok(r, s.size, s.large, honours_held)) {
            return detail::to_shanten(detail::plain_distances_of(c, r, s));
        }
    }
    return checked_shanten(h, r);
}

}  // namespace hupai
