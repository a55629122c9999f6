// The flat standard form by parts (flat.hpp: flat_suits_parts, flat_suits_standard_distance): the
// suits' table records merged as on the flat path with the honours' frontier from the cache or
// by parts, and a group's draws answered against the other groups' needs kept per excess level,
// so that discard analysis re-reads one group per drawn tile.
#include <algorithm>
#include <cstring>

#include "shanten/flat.hpp"
#include "shanten/flat_holes.hpp"
#include "shanten/flat_records.hpp"
#include "shanten/frontier.hpp"
#include "shanten/frontier_cache.hpp"
#include "shanten/lanes.hpp"
#include "shanten/records.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

using namespace flat_records;

namespace {

// The suits of these record ids merged as flat_distance_of_ids merges them.
void merge_suits_of_ids(const std::uint32_t* ids, const target_shape& t,
                        merged_suits& suits) noexcept {
    const table_view& v = view();
    const drop_marks& marks = record_drops();
    unsigned drops = 0;
    for (int g = 0; g < 3; ++g) drops |= static_cast<unsigned>(marks.has(g, ids[g])) << g;
    const gen::record* recs[3] = {&v.suit_records[ids[0]], &v.suit_records[ids[1]],
                                  &v.suit_records[ids[2]]};
    const gen::record* two_suits = two_plain_suits(v, ids, drops, recs);
    merge_suit_records(recs, two_suits, t, suits);
}

// The merged suits with the honours' frontier at the target.
int suits_with_honours(const merged_suits& suits, const frontier& honours, const frontier_dims& d,
                       const target_shape& t, const wild_budget& w) noexcept {
    return distance_at_target(
        suits,
        [&](int m, int p, auto&& best) {
            for (int ez = 0; ez <= d.excess; ++ez) {
                const int n = honours.need[d.at(m, p, 0, ez)];
                if (n != unreachable) best(ez, n);
            }
        },
        t, w);
}

// suits_with_honours of the suits of these record ids.
int suits_with_honours(const std::uint32_t* ids, const frontier& honours, const frontier_dims& d,
                       const target_shape& t, const wild_budget& w) noexcept {
    merged_suits suits;
    merge_suits_of_ids(ids, t, suits);
    return suits_with_honours(suits, honours, d, t, w);
}

// Whether flat_suits_standard_distance's shape and suits fit, and its dims.
bool flat_suits_fit(const shanten_input& in, const rules& r, const target_shape& t,
                    frontier_dims& d) noexcept {
    if (!flat_shape(t, r) || !in.honours || !suits_covered(in)) return false;
    d.melds = t.melds;
    d.kongs = 0;
    d.excess = in.wild.capacity();
    return honours_by_parts_apply(in.caps.data(), r, d);
}

}  // namespace

// The suits as flat_standard_parts merges them (each suit's record is its exact frontier) and the
// honours' frontier by parts (frontier.hpp: the merged needs equal the exact frontier's), merged
// at the target as the exact path merges them.
int flat_suits_standard_distance(const shanten_input& in, const rules& r,
                                 const target_shape& t) noexcept {
    frontier_dims d;
    frontier honours;
    if (!flat_suits_fit(in, r, t, d) ||
        !honours_by_parts(in.counts.data() + 27, in.caps.data() + 27, r.honour_chows, d, honours)) {
        return no_flat;
    }
    const table_view& v = view();
    std::uint32_t ids[3];
    for (int g = 0; g < 3; ++g) ids[g] = suit_id(v, in.counts.data() + 9 * g);
    return suits_with_honours(ids, honours, d, t, in.wild);
}

bool flat_suits_parts::init(const shanten_input& in, const rules& r, const target_shape& t,
                            frontier_cache& cache) noexcept {
    if (!flat_suits_fit(in, r, t, d_)) return false;
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    // Any frontier the cache gives serves the whole hand's merge (the honours by parts, or the
    // exact program's where they do not apply). A copy: the cache may reuse the slot for a drawn
    // hand's honours.
    honours_ = cache.get(3, c + 27, cap + 27, r, true, true, d_).value;
    const table_view& v = view();
    for (int g = 0; g < 3; ++g) ids_[g] = suit_id(v, c + 9 * g);
    merge_suits_of_ids(ids_, t, suits_);
    r_ = &r;
    caps_ = cap;
    cache_ = &cache;
    t_ = t;
    rest_built_ = 0;
    return true;
}

const flat_suits_parts::rest_needs& flat_suits_parts::rest_of(int g) noexcept {
    rest_needs& rest = rest_[g];
    if (rest_built_ >> g & 1u) return rest;
    rest_built_ |= 1u << g;
    // The two other suits merged over their excess levels (a third, empty record adds nothing),
    // from the merge tables when neither has drop bits.
    const table_view& v = view();
    const drop_marks& marks = record_drops();
    const int a = g == 0 ? 1 : 0, b = g == 2 ? 1 : 2;
    gen::record empty;
    empty.fill(0xFF);
    empty[static_cast<std::size_t>(gen::lane(0, 0))] = 0;
    const gen::record* recs[3] = {&v.suit_records[ids_[a]], &v.suit_records[ids_[b]], &empty};
    const gen::record* two_suits = nullptr;
    if (!marks.has(a, ids_[a]) && !marks.has(b, ids_[b])) {
        two_suits = &v.ss_records[v.ss_merge[ids_[a] * v.header->suit_records + ids_[b]]];
    }
    merged_suits suits;
    merge_suit_records(recs, two_suits, t_, suits);
    // With the honours' frontier ("at most e" already): the least need at most e excess slots.
    // Sums stay bytes (each term at most unreachable) and are clipped to unreachable after.
    // A row of byte lanes per (melds, pairs) (lanes.hpp): the honours' levels of one split, read
    // whole, moved up by the suits' j excess slots, plus the suits' need; the sums' lanes past
    // d_.excess (from the next split's entries, or past d.size() inside the array) are dropped.
    using namespace lanes;
    for (auto& by_pairs : rest)
        for (auto& row : by_pairs) row.fill(unreachable);
    row beyond;  // 0xFF past the deepest level
    for (std::size_t e = 0; e < 16; ++e)
        beyond.lane[e] = e > static_cast<std::size_t>(d_.excess) ? 0xFF : 0;
    const vec past = load(beyond);
    for (int m1 = 0; m1 <= t_.melds; ++m1)
        for (int p1 = 0; p1 <= t_.pairs; ++p1)
            for (int j = 0; j < 4; ++j) {
                const int x = suits[m1][p1][j];
                if (x == unreachable || j > d_.excess) continue;
                const vec need = splat(static_cast<std::uint8_t>(x));
                for (int m2 = 0; m1 + m2 <= t_.melds; ++m2)
                    for (int p2 = 0; p1 + p2 <= t_.pairs; ++p2) {
                        const vec honours = load_bytes(&honours_.need[d_.at(m2, p2, 0, 0)]);
                        const vec moved = j == 0   ? honours
                                          : j == 1 ? lanes_up<1>(honours)
                                          : j == 2 ? lanes_up<2>(honours)
                                                   : lanes_up<3>(honours);
                        std::uint8_t* row = rest[static_cast<std::size_t>(m1 + m2)]
                                                [static_cast<std::size_t>(p1 + p2)]
                                                    .data();
                        store_bytes(
                            row, least(load_bytes(row), either(add_saturated(moved, need), past)));
                    }
            }
    for (auto& by_pairs : rest)
        for (auto& row : by_pairs)
            for (auto& n : row) n = std::min(n, unreachable);
    return rest;
}

int flat_suits_parts::distance(const wild_budget& w) const noexcept {
    return suits_with_honours(suits_, honours_, d_, t_, w);
}

int flat_suits_parts::distance_with(int g, const std::uint8_t* counts,
                                    const wild_budget& w) noexcept {
    if (g == 3) {
        // Any frontier the cache gives serves the whole hand's merge (honours by parts or the
        // exact program's).
        const frontier& h = cache_->get(3, counts, caps_ + 27, *r_, true, true, d_).value;
        return suits_with_honours(suits_, h, d_, t_, w);
    }
    // A natural draw keeps a suit's counts within 0–4 and its caps plain.
    const std::uint32_t id = suit_id(view(), counts);
    const int capacity = w.capacity();
    if (capacity > d_.excess) {
        std::uint32_t ids[3] = {ids_[0], ids_[1], ids_[2]};
        ids[g] = id;
        return suits_with_honours(ids, honours_, d_, t_, w);
    }
    // The drawn suit's record against the other groups merged once (rest_of): the same sums as
    // suits_with_honours, grouped otherwise. A suit's need falls by at most one, at one excess
    // slot (its drop bit).
    // The excess levels as byte lanes (lanes.hpp): sums past no_distance, unreachable ones
    // included (they saturate), lose to the starting no_distance as they did as ints.
    using namespace lanes;
    const rest_needs& rest = rest_of(g);
    const gen::record& rec = view().suit_records[id];
    vec best = splat(static_cast<std::uint8_t>(no_distance));
    for (int m = 0; m <= t_.melds; ++m)
        for (int p = 0; p <= t_.pairs; ++p) {
            const int v = rec[static_cast<std::size_t>(gen::lane(m, p))];
            if (v == 0xFF) continue;
            const vec others = load_bytes(
                rest[static_cast<std::size_t>(t_.melds - m)][static_cast<std::size_t>(t_.pairs - p)]
                    .data());
            const auto n = static_cast<std::uint8_t>(v & 15);
            best = least(best, add_saturated(others, splat(n)));
            // The drop: one less need a level up (a need that drops is at least 1).
            if (v >> 4 & 1) {
                best = least(best, add_saturated(lanes_up<1>(others),
                                                 splat(static_cast<std::uint8_t>(n - 1))));
            }
        }
    // The least need with at most e excess slots.
    best = least(best, lanes_up<1>(best));
    best = least(best, lanes_up<2>(best));
    best = least(best, lanes_up<4>(best));
    best = least(best, lanes_up<8>(best));
    row needs;
    store(needs, best);
    return least_wild_distance(needs.lane.data(), capacity, w);
}

}  // namespace hupai::detail
