// The flat path's standard form (flat.hpp): a hand's distance from its groups' table records,
// with holes checked per answer (flat_holes.hpp), and the per-group draws of discard analysis
// (flat_standard_parts: a drawn tile's distance and the draws that lower it, one group re-read).
#include "shanten/flat.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "shanten/flat_holes.hpp"
#include "shanten/flat_records.hpp"
#include "shanten/frontier.hpp"
#include "shanten/lanes.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

using namespace flat_records;

// An unreachable lane is 0xFF; a reachable one never has need 15 (a target has at most 14 slots),
// so a low nibble of 15 marks the unreachable lanes.
bool record_has_drops(const gen::record& rec) noexcept {
    constexpr std::uint64_t nibbles = 0x0F0F0F0F0F0F0F0Full;
    std::uint64_t words[2];
    std::memcpy(words, rec.data(), sizeof words);
    std::uint64_t any = 0;
    for (const std::uint64_t w : words) {
        any |= nonzero_marks(w >> 4 & nibbles) & nonzero_marks((w & nibbles) ^ nibbles);
    }
    return any != 0;
}

const drop_marks& record_drops() noexcept {
    static const drop_marks marks = [] {
        const table_view& v = view();
        drop_marks m;
        const auto mark = [](std::array<std::uint64_t, 4>& bits, const gen::record* records,
                             std::uint32_t count) {
            for (std::uint32_t id = 0; id < count && id < 256; ++id) {
                if (record_has_drops(records[id])) bits[id >> 6] |= std::uint64_t{1} << (id & 63);
            }
        };
        mark(m.suit, v.suit_records, v.header->suit_records);
        mark(m.honour, v.honour_records, v.honour_count);
        return m;
    }();
    return marks;
}

int flat_distance_of_ids(const std::uint32_t* ids, unsigned drops, const target_shape& t,
                         const wild_budget& w, int extra) noexcept {
    if (drops == 0) {
        const int need = need_of_ids(ids, t);
        return wild_distance(need, std::min(extra, need), w);
    }
    if ((drops & 8u) == 0 && std::has_single_bit(drops)) {
        return one_suit_drops_distance(ids, std::countr_zero(drops), t, w, extra);
    }
    const table_view& v = view();
    const gen::record* recs[4] = {&v.suit_records[ids[0]], &v.suit_records[ids[1]],
                                  &v.suit_records[ids[2]], &v.honour_records[ids[3]]};
    const gen::record* two_suits = two_plain_suits(v, ids, drops, recs);
    return distance_with_drops(recs, two_suits, t, w, extra);
}

// Every group's table record is its exact frontier (the exact path's own test, group_frontier_of),
// so the exact path's answer is the least over excess levels e of wild_distance(N(e), e): N(e) the
// merged records' need with at most e excess slots. Without a drop bit in any record, N(e) = N(0)
// for every e, and wild_distance grows with the excess: the answer is wild_distance(N(0), 0), and
// N(0) is what the plain path reads from the merge tables. With drop bits, distance_with_drops
// merges the records over the excess levels.
bool flat_standard_parts::init(const shanten_input& in, const rules& r, const target_shape& t,
                               bool holes) noexcept {
    if (!flat_shape(t, r)) return false;
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    std::uint32_t suited_holes = 0;
    unsigned honours_holes = 0;
    if (!suits_flat(in, holes, suited_holes)) return false;
    const table_view& v = view();
    ids_[3] = v.empty_honour;
    if (in.honours) {
        if (!honours_covered(c + 27, cap + 27, r.honour_chows, in.concealed, t) &&
            !(holes && in.concealed <= gen::max_group_tiles &&
              honour_holes(c + 27, cap + 27, honours_holes))) {
            return false;
        }
        ids_[3] = honour_id(v, c + 27, r.honour_chows);
    }
    for (int g = 0; g < 3; ++g) ids_[g] = suit_id(v, c + 9 * g);
    const drop_marks& marks = record_drops();
    marks_ = &marks;
    drops_ = 0;
    for (int g = 0; g < 4; ++g) drops_ |= static_cast<unsigned>(marks.has(g, ids_[g])) << g;
    caps_ = cap;
    concealed_ = in.concealed;
    t_ = t;
    honour_chows_ = r.honour_chows;
    honours_ = in.honours;
    need_ = drops_ == 0 ? need_of_ids(ids_, t_) : no_distance;
    any_holes_ = (suited_holes | honours_holes) != 0;
    if (any_holes_) {
        hole_slots_ = {0, 0};
        for (int g = 0; g < 3; ++g) holes_[g] = suited_holes >> (9 * g) & 0x1FFu;
        holes_[3] = honours_holes;
        for (int g = 0; g < 4; ++g) {
            bounds_[g] = holes_[g] != 0
                             ? hole_slots_of(g, c + 9 * g, cap + 9 * g, holes_[g], r.honour_chows)
                             : hole_bounds{0, 0};
            hole_slots_.tight += bounds_[g].tight;
            hole_slots_.loose += bounds_[g].loose;
        }
        const int relaxed_need = drops_ == 0 ? need_ : need_of_ids(ids_, t_);
        const int wanted = relaxed_need + t.melds + t.pairs + 1;
        // Counted only where a floor does not settle it: the kinds in play less one per
        // concealed tile (held kinds), per hole and per honour that may be capped unheld.
        const int capped_honours =
            honours_holes != 0 ? std::popcount(honours_holes) : (r.honour_chows ? 0 : 7);
        const int floor = (in.honours ? kinds - capped_honours : suited_kinds) - in.concealed -
                          std::popcount(suited_holes);
        if (floor < wanted && fresh_kinds(in) < wanted) return false;
    }
    return true;
}

int flat_standard_parts::distance(const wild_budget& w, int* at_least) const noexcept {
    if (!any_holes_) {
        return drops_ != 0 ? flat_distance_of_ids(ids_, drops_, t_, w) : wild_distance(need_, 0, w);
    }
    return drops_ != 0 ? checked_drops_distance(ids_, drops_, hole_slots_.loose, w, at_least)
                       : checked_distance(need_, hole_slots_.tight, w, at_least);
}

int flat_standard_parts::checked_drops_distance(const std::uint32_t* ids, unsigned drops, int slots,
                                                const wild_budget& w, int* at_least,
                                                int below) const noexcept {
    // The relaxed distance is the least over excess levels e of wild_distance(N(e), e); each
    // level's best target, rearranged, lays at most min(slots, N(e)) more excess on the holes.
    const int d = flat_distance_of_ids(ids, drops, t_, w);
    if (slots == 0 || d >= below || flat_distance_of_ids(ids, drops, t_, w, slots) == d) return d;
    if (at_least != nullptr) *at_least = d;
    return no_flat;
}

int flat_standard_parts::checked_distance(int need, int slots, const wild_budget& w,
                                          int* at_least) noexcept {
    // The slots on holes are unfilled slots: no more than the need (excess_costs_nothing).
    const int d = wild_distance(need, 0, w);
    if (excess_costs_nothing(need, slots, w)) return d;
    if (at_least != nullptr) *at_least = d;
    return no_flat;
}

int flat_standard_parts::distance_with(int g, const std::uint8_t* counts, const wild_budget& w,
                                       int* at_least) const noexcept {
    return distance_after_draw(g, counts, w, true, at_least, no_distance + 1);
}

int flat_standard_parts::tables_distance_with(int g, const std::uint8_t* counts,
                                              const wild_budget& w) const noexcept {
    return distance_after_draw(g, counts, w, false, nullptr, no_distance + 1);
}

int flat_standard_parts::distance_after_draw(int g, const std::uint8_t* counts,
                                             const wild_budget& w, bool merge_drops, int* at_least,
                                             int below) const noexcept {
    const table_view& v = view();
    std::uint32_t ids[4] = {ids_[0], ids_[1], ids_[2], ids_[3]};
    if (g < 3) {
        // A natural draw keeps a suit's counts within 0–4 and its caps plain.
        ids[g] = suit_id(v, counts);
    } else {
        // A drawn honour may be one capped below 4 (in a declared meld): test the group again;
        // honours with holes are tested above.
        const bool honours_holes = any_holes_ && holes_[3] != 0;
        if (!honours_ ||
            (!honours_holes &&
             !honours_covered(counts, caps_ + 27, honour_chows_, concealed_ + 1, t_)) ||
            (honours_holes && concealed_ + 1 > gen::max_group_tiles)) {
            return no_flat;
        }
        ids[3] = honour_id(v, counts, honour_chows_);
    }
    const unsigned drops = (drops_ & ~(1u << g)) | static_cast<unsigned>(marks_->has(g, ids[g]))
                                                       << g;
    // Without holes as before them; with holes, their bounds after the draw (a natural draw
    // stays within its kind's cap, so a hole's copies stay within 4).
    const auto slots = [&] {
        hole_bounds b = hole_slots_;
        if (holes_[g] != 0) {
            const hole_bounds now =
                hole_slots_of(g, counts, caps_ + 9 * g, holes_[g], honour_chows_);
            b.tight += now.tight - bounds_[g].tight;
            b.loose += now.loose - bounds_[g].loose;
        }
        return b;
    };
    if (drops == 0) {
        const int need = need_of_ids(ids, t_);
        const int d = wild_distance(need, 0, w);
        if (!any_holes_ || d >= below) return d;
        return checked_distance(need, slots().tight, w, at_least);
    }
    if (!merge_drops) return no_flat;
    return any_holes_ ? checked_drops_distance(ids, drops, slots().loose, w, at_least, below)
                      : flat_distance_of_ids(ids, drops, t_, w);
}

unsigned flat_standard_parts::lowering_draws(int g, unsigned draws, const std::uint8_t* counts,
                                             const wild_budget& w, int below,
                                             unsigned& unknown) const noexcept {
    const table_view& v = view();
    std::array<std::uint8_t, kinds> after;  // the counts after a draw, where they are read
    std::memcpy(after.data(), counts, kinds);
    std::uint8_t* group = after.data() + 9 * g;
    const group_ranking& rank =
        v.rank[static_cast<int>(g < 3           ? gen::group_type::suit
                                : honour_chows_ ? gen::group_type::honour_chows
                                                : gen::group_type::honour)];
    const std::uint32_t key = (g < 3 ? suit_codes(group) : honour_codes(group)).key();
    const std::uint32_t* weights = g < 3 ? key_weights<9>.data() : key_weights<7>.data();
    // A draw's need, with a pair in the target: its group's id merged with its partner's (in
    // the merge table, base[stride · id]), that half's id against the other half's (shared by
    // every draw into g) in the final table's row (final[final_stride · half]).
    const std::uint32_t suits = v.header->suit_records, honours = v.honour_count;
    const std::uint16_t* base = g == 0   ? v.ss_merge + ids_[1]
                                : g == 1 ? v.ss_merge + ids_[0] * suits
                                : g == 2 ? v.sh_merge + ids_[3]
                                         : v.sh_merge + ids_[2] * honours;
    const std::uint32_t stride = g == 0 ? suits : g == 2 ? honours : 1;
    const std::uint32_t other =
        g < 2 ? v.sh_merge[ids_[2] * honours + ids_[3]] : v.ss_merge[ids_[0] * suits + ids_[1]];
    const std::uint8_t* final_row =
        v.final_need + static_cast<std::uint32_t>(t_.melds) * v.ss_count * v.sh_count;
    const std::uint8_t* final = g < 2 ? final_row + other : final_row + other * v.sh_count;
    const std::uint32_t final_stride = g < 2 ? v.sh_count : 1;
    // The needs whose distance at excess 0 is below `below`.
    const int need_below = below <= 0 ? 0 : std::min(no_distance, below + held_usable(w));
    const std::array<std::uint64_t, 4>& marks = g < 3 ? marks_->suit : marks_->honour;
    // A drawn honour keeps the honours' record exact where they have holes (checked at init)
    // or no kind capped below 4 (and no more than a group's tiles); else distance_with tests
    // it. Where another group's record has drop bits, every draw merges them.
    const bool one_pass =
        t_.pairs == 1 && (drops_ & ~(1u << g)) == 0 &&
        (g < 3 ||
         (honours_ && concealed_ + 1 <= gen::max_group_tiles &&
          ((any_holes_ && holes_[3] != 0) ||
           nonzero_marks(load_le<std::uint64_t>(caps_ + 26) ^ 0x0404040404040404ull) >> 8 == 0)));
    // Draws of alike kinds (alike_draws, none near a hole either) leave the group with one
    // record id and the holes' bounds as they were: one answers for all.
    const unsigned alike =
        one_pass && !(g == 3 && honour_chows_)
            ? draws &
                  alike_draws(held_bits(group, g < 3 ? 9 : 7) | (any_holes_ ? holes_[g] : 0), g < 3)
            : 0;
    // The draws that move a hole's bound: into its window (the hole's own kind included).
    unsigned near_holes = 0;
    if (any_holes_ && holes_[g] != 0) {
        const unsigned h = holes_[g];
        near_holes = g < 3 ? (h | h << 1 | h << 2 | h >> 1 | h >> 2) & 0x1FFu
                     : honour_chows_
                         ? ((h & 0xFu) != 0 ? 0xFu : 0u) | ((h & 0x70u) != 0 ? 0x70u : 0u)
                         : h;
    }
    unsigned lower = 0;
    unknown = 0;
    for (draws &= ~alike | (alike & (0u - alike)); draws != 0; draws &= draws - 1) {
        const int i = std::countr_zero(draws);
        const unsigned b = (alike >> i & 1u) != 0 ? alike : 1u << i;
        const std::uint32_t id = rank.id(key + weights[i]);
        if (one_pass && (marks[id >> 6] >> (id & 63) & 1u) == 0) {
            const int need = final[final_stride * base[stride * id]];
            if (need >= need_below) continue;  // 0xFF, no target, included
            int slots = any_holes_ ? hole_slots_.tight : 0;
            if (near_holes >> i & 1u) {
                ++group[i];
                slots += hole_slots_of(g, group, caps_ + 9 * g, holes_[g], honour_chows_).tight -
                         bounds_[g].tight;
                --group[i];
            }
            (excess_costs_nothing(need, slots, w) ? lower : unknown) |= b;
        } else {
            int at_least = no_flat;
            ++group[i];
            const int d = distance_after_draw(g, group, w, true, &at_least, below);
            --group[i];
            if (d != no_flat) {
                if (d < below) lower |= b;
            } else if (at_least == no_flat || at_least < below) {
                unknown |= b;
            }
        }
    }
    return lower;
}

int flat_standard_distance(const shanten_input& in, const rules& r,
                           const target_shape& t) noexcept {
    flat_standard_parts parts;
    return parts.init(in, r, t, true) ? parts.distance(in.wild) : no_flat;
}

}  // namespace hupai::detail
