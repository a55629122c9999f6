// Per-group frontiers (frontier.hpp): from the table record where it is exact, else by dynamic
// programming over the group's kinds (a declared meld or a wild kind lowers a kind's cap, Ruijin
// flowers push a count past 4, kongs held in hand); and their min-plus combination.
#include "shanten/frontier.hpp"

#include <algorithm>
#include <bit>

#include "shanten/lanes.hpp"
#include "shanten/records.hpp"
#include "shanten/suit_lanes.hpp"

namespace hupai::detail {

namespace {

using gen::group_type;
using gen::record;

// "At most e excess": makes every entry the best over smaller excess too.
void close_over_excess(frontier& f, const frontier_dims& d) noexcept {
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int k = 0; k <= d.kongs; ++k)
                for (int e = 1; e <= d.excess; ++e) {
                    auto& here = f.need[d.at(m, p, k, e)];
                    here = std::min(here, f.need[d.at(m, p, k, e - 1)]);
                }
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
// kind back (need this kind and the next). Entry by entry, for targets with kongs held in hand;
// without them suit_frontier_by_lanes runs the same program on whole rows of entries.
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

// drops_below[b][e]: how many of the drop bits b (bit i: the need falls between excess levels i
// and i + 1) lie below level e.
constexpr std::array<lanes::row, 16> drops_below_table() noexcept {
    std::array<lanes::row, 16> out{};
    for (unsigned b = 0; b < 16; ++b)
        for (unsigned e = 0; e < 16; ++e)
            out[b].lane[e] =
                static_cast<std::uint8_t>(std::popcount(b & ((1u << std::min(e, 4u)) - 1)));
    return out;
}
constexpr std::array<lanes::row, 16> drops_below = drops_below_table();

void frontier_of_record(const record& rec, const frontier_dims& d, frontier& out) noexcept {
    using namespace lanes;
    // As gen::record_need, a lane at a time: the need at each excess level is the lane's need
    // less the drop bits below it. Without kongs each (m, p)'s levels lie side by side, and a row
    // written whole runs into the next (m, p)'s, written after it, or past d.size() inside the
    // array; with kongs the entries with kongs are unreachable and only the levels are copied.
    if (d.kongs != 0) clear(out, d);
    for (int m = 0; m <= d.melds; ++m) {
        for (int p = 0; p <= 1; ++p) {
            const int v = rec[static_cast<std::size_t>(gen::lane(m, p))];
            const vec levels = v == 0xFF
                                   ? splat(unreachable)
                                   : minus(splat(static_cast<std::uint8_t>(v & 15)),
                                           load(drops_below[static_cast<std::size_t>(v >> 4)]));
            std::uint8_t* at = &out.need[d.at(m, p, 0, 0)];
            if (d.kongs == 0) {
                store_bytes(at, levels);
            } else {
                row whole;
                store(whole, levels);
                std::copy_n(whole.lane.begin(), d.excess + 1, at);
            }
        }
    }
}

group_type honour_type(const rules& r) noexcept {
    return r.honour_chows ? group_type::honour_chows : group_type::honour;
}

}  // namespace

bool table_covers(const std::uint8_t* counts, const std::uint8_t* caps, int n) noexcept {
    int tiles = 0;
    for (int i = 0; i < n; ++i) {
        if (counts[i] > 4 || caps[i] != 4) return false;
        tiles += counts[i];
    }
    return tiles <= gen::max_group_tiles;
}

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

// --- The honours by parts ----------------------------------------------------------------------
//
// Why the merged needs are exact. Split the honours into the listed kinds L (those not plain,
// with their chow partners, so that no chow joins L to the rest) and the rest. A target's honour
// blocks lie wholly in L or wholly outside it: the first are listed with their true need and
// excess, the second are priced exactly by the table record of the counts with L emptied (their
// kinds keep their counts and the plain cap). So every target is priced at its true cost, and the
// merged needs are at most the exact ones. Conversely the record may also price blocks on the
// emptied kinds, each at full need (3 a meld, 2 a pair) and no excess; but a target holds at most
// 5 blocks on at most 15 kinds, and the hand has at least 20 suited kinds of cap ≥ 3
// (honours_by_parts_apply), so each such block can move to a pung or pair of a kind the target
// leaves unused, of need at most 3 or 2 and no excess: a real target that costs no more. So the
// merged needs are also at least the exact ones.

namespace {

constexpr unsigned wind_kinds = 0x0Fu, dragon_kinds = 0x70u;

// Lists the targets of the kinds in `part` (a mask of the 7 honours): melds chosen type by type
// (a pung of each kind, then the chows that lie in part), then a pair or none. Need and excess
// are kept as a running sum, each slot added costing its own share: a slot of kind i beyond the
// count is one more need, beyond the cap one more excess. Both only grow as slots are added, so
// one int holds them (need << 8 | excess) and a kind's share of s slots comes from a table.
class honour_lister {
public:
    honour_lister(unsigned part, bool chows, const std::uint8_t* counts, const std::uint8_t* caps,
                  const frontier_dims& d, frontier& out) noexcept
        : d_(d), out_(out) {
        for (int i = 0; i < 7; ++i) {
            if (!(part >> i & 1u)) continue;
            for (int slots = 0; slots <= max_slots; ++slots) {
                share_[kind_count_][slots] =
                    std::max(0, slots - counts[i]) << 8 | std::max(0, slots - caps[i]);
            }
            ++kind_count_;
        }
        for (int j = 0; j < kind_count_; ++j) add_type(1u << j, 3);
        const unsigned all = (1u << kind_count_) - 1;
        if (chows && (part & wind_kinds) == wind_kinds) {
            // The winds are the part's first four kinds: a chow is any three of them.
            for (int skip = 0; skip < 4; ++skip) add_type(0xFu & ~(1u << skip), 1);
        }
        if (chows && (part & dragon_kinds) == dragon_kinds) {
            // The dragons are the part's last three kinds.
            add_type(all & ~((1u << (kind_count_ - 3)) - 1), 1);
        }
    }

    void run() noexcept {
        clear(out_, d_);
        list(0, 0);
        close_over_excess(out_, d_);
    }

private:
    // The most slots of one kind: a pung per meld, and the pair.
    static constexpr int max_slots = 3 * 4 + 2;

    struct meld_type {
        unsigned kinds;  ///< the part's kinds it takes (bit j: the part's j-th kind)
        int each;        ///< slots of each
    };

    void add_type(unsigned kinds, int each) noexcept { types_[type_count_++] = {kinds, each}; }
    // The cost of `each` more slots of the part's j-th kind, over the slots it already has.
    int more(int j, int each) const noexcept {
        return share_[j][slots_[j] + each] - share_[j][slots_[j]];
    }
    void list(int type, int melds) noexcept {
        if (type == type_count_) {
            price(melds, 0, running_);
            for (int j = 0; j < kind_count_; ++j) price(melds, 1, running_ + more(j, 2));
            return;
        }
        const meld_type t = types_[type];
        const int start = running_;
        int added = 0;
        for (;;) {
            list(type + 1, melds + added);
            if (melds + added == d_.melds) break;
            for (unsigned k = t.kinds; k != 0; k &= k - 1) {
                const int j = std::countr_zero(k);
                running_ += more(j, t.each);
                slots_[j] += t.each;
            }
            ++added;
            // Excess only grows as slots are added: past the deepest level nothing more fits.
            if ((running_ & 0xFF) > d_.excess) break;
        }
        running_ = start;
        for (unsigned k = t.kinds; k != 0; k &= k - 1)
            slots_[std::countr_zero(k)] -= added * t.each;
    }
    void price(int melds, int pairs, int cost) noexcept {
        const int excess = cost & 0xFF;
        if (excess > d_.excess) return;
        auto& o = out_.need[d_.at(melds, pairs, 0, excess)];
        const int need = cost >> 8;
        if (need < o) o = static_cast<std::uint8_t>(need);
    }

    const frontier_dims& d_;
    frontier& out_;
    int share_[7][max_slots + 1] = {};  ///< need << 8 | excess of s slots of the j-th kind
    int kind_count_ = 0;
    meld_type types_[7 + 4 + 1] = {};
    int type_count_ = 0;
    int slots_[7] = {};
    int running_ = 0;  ///< need << 8 | excess of the slots chosen so far
};

}  // namespace

bool honours_by_parts_apply(const std::uint8_t* caps, const rules& r,
                            const frontier_dims& d) noexcept {
    if (d.kongs != 0 || r.max_suits < 3) return false;
    int roomy = 0;
    for (int k = 0; k < 27; ++k) roomy += caps[k] >= 3;
    return roomy >= 20;
}

namespace {

// The honours honours_by_parts lists (a mask of the 7 kinds), 0 or 0x7F where it does not apply.
unsigned listed_part(const std::uint8_t* c, const std::uint8_t* cap, bool honour_chows) noexcept {
    unsigned odd = 0;  // kinds whose record would not be exact
    for (int i = 0; i < 7; ++i)
        if (cap[i] != 4 || c[i] > 4) odd |= 1u << i;
    if (!honour_chows) return odd;
    return ((odd & wind_kinds) != 0 ? wind_kinds : 0u) |
           ((odd & dragon_kinds) != 0 ? dragon_kinds : 0u);
}

// The counts of the kinds outside `part` (the listed ones emptied), if the table holds them.
bool unlisted_counts(unsigned part, const std::uint8_t* c,
                     std::array<std::uint8_t, 8>& rest) noexcept {
    int tiles = 0;
    for (int i = 0; i < 7; ++i) {
        rest[static_cast<std::size_t>(i)] = part >> i & 1u ? 0 : c[i];
        tiles += rest[static_cast<std::size_t>(i)];
    }
    return tiles <= gen::max_group_tiles;
}

// out ⊕= the table record of the unlisted kinds.
void add_unlisted(const std::array<std::uint8_t, 8>& rest, bool honour_chows,
                  const frontier_dims& d, frontier& out) noexcept {
    const table_view& v = view();
    frontier others;
    frontier_of_record(v.honour_records[honour_id(v, rest.data(), honour_chows)], d, others);
    combine(out, others, d);
}

}  // namespace

bool honours_by_parts(const std::uint8_t* c, const std::uint8_t* cap, bool honour_chows,
                      const frontier_dims& d, frontier& out, listed_honours_memo* memo) noexcept {
    const unsigned part = listed_part(c, cap, honour_chows);
    std::array<std::uint8_t, 8> rest{};
    if (part == 0 || part == 0x7Fu || !unlisted_counts(part, c, rest)) return false;
    if (memo != nullptr) {
        out = memo->get(part, honour_chows, c, cap, d);
    } else {
        honour_lister(part, honour_chows, c, cap, d, out).run();
    }
    add_unlisted(rest, honour_chows, d, out);
    return true;
}

const frontier& listed_honours_memo::get(unsigned part, bool honour_chows, const std::uint8_t* c,
                                         const std::uint8_t* cap, const frontier_dims& d) noexcept {
    // Everything the listing reads: the part, chows or not, the dims, and the listed kinds'
    // counts and caps.
    std::array<std::uint8_t, key_size> key{};
    key[0] = static_cast<std::uint8_t>(1 + (honour_chows ? 1 : 0) + 2 * d.kongs);
    key[1] = static_cast<std::uint8_t>(part);
    key[2] = static_cast<std::uint8_t>(d.melds);
    key[3] = static_cast<std::uint8_t>(d.excess);
    for (std::size_t i = 0; i < 7; ++i) {
        if (!(part >> i & 1u)) continue;
        key[4 + i] = c[i];
        key[4 + 7 + i] = cap[i];
    }
    std::uint32_t h = 2166136261u;  // FNV-1a
    for (const std::uint8_t b : key) h = (h ^ b) * 16777619u;
    entry& slot = entries_[(h ^ h >> 16) % entries_.size()];
    if (slot.key != key) {
        slot.key = key;
        honour_lister(part, honour_chows, c, cap, d, slot.value).run();
    }
    return slot.value;
}

void clear(frontier& f, const frontier_dims& d) noexcept {
    std::fill_n(f.need.begin(), d.size(), unreachable);
}

void empty_frontier(const frontier_dims& d, frontier& out) noexcept {
    clear(out, d);
    out.need[d.at(0, 0, 0, 0)] = 0;
}

// The largest excess at which some entry still improves on the excess below it (0 if none):
// entries past it repeat it, so merges need not visit them.
int depth_of(const frontier& f, const frontier_dims& d) noexcept {
    if (d.kongs == 0) {
        // Each (m, p)'s excess levels lie side by side: one comparison of the row with itself
        // one level on marks every level e + 1 below level e. (Lanes past the row read the next
        // one, or bytes past d.size() but inside the array; they are masked off.)
        using namespace lanes;
        const unsigned levels = (1u << d.excess) - 1;  // bit e: level e + 1 against level e
        unsigned drops = 0;
        for (int m = 0; m <= d.melds; ++m)
            for (int p = 0; p <= 1; ++p) {
                const std::uint8_t* row = &f.need[d.at(m, p, 0, 0)];
                drops |= lanes_below(load_bytes(row + 1), load_bytes(row)) & levels;
            }
        return std::bit_width(drops);
    }
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

namespace {

// combine without kongs, in lanes (lanes.hpp): each reachable entry of acc at (m, p, e1) adds its
// need to f's rows e2 moved up by 8p + m lanes (the lanes whose melds would pass the target's
// blocked), into row e1 + e2.
template <int S>
void add_rows(const std::uint8_t* a, int da, const lanes::row* b, int db, int excess,
              lanes::vec blocked, lanes::row* out) noexcept {
    using namespace lanes;
    for (int e1 = 0; e1 <= da; ++e1) {
        if (a[e1] == unreachable) continue;
        const vec need = splat(a[e1]);
        for (int e2 = 0; e2 <= db && e1 + e2 <= excess; ++e2) {
            row& o = out[e1 + e2];
            store(o,
                  least(load(o), add_saturated(lanes_up<S>(either(load(b[e2]), blocked)), need)));
        }
    }
}

using add_rows_fn = void (*)(const std::uint8_t*, int, const lanes::row*, int, int, lanes::vec,
                             lanes::row*) noexcept;
// By S = 8p + m (m ≤ 4): 5–7 never occur.
constexpr add_rows_fn add_rows_by_shift[13] = {
    add_rows<0>, add_rows<1>, add_rows<2>, add_rows<3>,  add_rows<4>,  nullptr,     nullptr,
    nullptr,     add_rows<8>, add_rows<9>, add_rows<10>, add_rows<11>, add_rows<12>};

void combine_in_lanes(frontier& acc, const frontier& f, const frontier_dims& d, int da,
                      int db) noexcept {
    using namespace lanes;
    std::array<row, max_excess + 1> b, out;
    for (int e = 0; e <= d.excess; ++e) {
        store(out[static_cast<std::size_t>(e)], splat(unreachable));
        store(b[static_cast<std::size_t>(e)], splat(0xFF));
    }
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int e = 0; e <= db; ++e)
                b[static_cast<std::size_t>(e)].lane[static_cast<std::size_t>(8 * p + m)] =
                    f.need[d.at(m, p, 0, e)];
    const std::array<row, 5> blocked = blocked_rows(d.melds);
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            add_rows_by_shift[8 * p + m](&acc.need[d.at(m, p, 0, 0)], da, b.data(), db, d.excess,
                                         load(blocked[static_cast<std::size_t>(m)]), out.data());
    // "At most e": each level the best of it and the levels below (past da + db they repeat).
    for (std::size_t e = 1; e <= static_cast<std::size_t>(d.excess); ++e)
        store(out[e], least(load(out[e]), load(out[e - 1])));
    for (int m = 0; m <= d.melds; ++m)
        for (int p = 0; p <= 1; ++p)
            for (int e = 0; e <= d.excess; ++e)
                acc.need[d.at(m, p, 0, e)] =
                    out[static_cast<std::size_t>(e)].lane[static_cast<std::size_t>(8 * p + m)];
}

}  // namespace

// acc ⊕= f: min-plus over splits of (m, p, k, e); both are "at most e" frontiers.
void combine(frontier& acc, const frontier& f, const frontier_dims& d) noexcept {
    const int da = depth_of(acc, d);
    const int db = depth_of(f, d);
    if (d.kongs == 0) {
        combine_in_lanes(acc, f, d, da, db);
        return;
    }
    frontier out;
    clear(out, d);
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
    close_over_excess(out, d);
    std::copy_n(out.need.begin(), d.size(), acc.need.begin());
}

void group_frontier(group_type g, const std::uint8_t* counts, const std::uint8_t* caps,
                    frontier_dims dims, frontier& out) noexcept {
    if (g == group_type::suit) {
        if (suit_frontier_by_lanes(counts, caps, dims, out)) return;  // closed on its rows
        suit_frontier(counts, caps, dims, out);
    } else {
        honour_frontier(g == group_type::honour_chows, counts, caps, dims, out);
    }
    close_over_excess(out, dims);
}

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
}  // namespace hupai::detail
