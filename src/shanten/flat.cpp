// The flat path (flat.hpp).
#include "shanten/flat.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#include "shanten/frontier.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

namespace {

// Per byte of x (each below 0x80), 0x80 where the byte exceeds `limit` (below 0x80).
constexpr std::uint64_t above_marks(std::uint64_t x, unsigned limit) noexcept {
    return (x + (0x7Fu - limit) * 0x0101010101010101ull) & 0x8080808080808080ull;
}
// Per byte of x (each below 0x80), 0x80 where the byte is not zero.
constexpr std::uint64_t nonzero_marks(std::uint64_t x) noexcept { return above_marks(x, 0); }

// Whether some reachable lane of a record gains from an excess slot (has a drop bit). An
// unreachable lane is 0xFF; a reachable one never has need 15 (a target has at most 14 slots),
// so a low nibble of 15 marks the unreachable lanes.
bool has_drops(const gen::record& rec) noexcept {
    constexpr std::uint64_t nibbles = 0x0F0F0F0F0F0F0F0Full;
    std::uint64_t words[2];
    std::memcpy(words, rec.data(), sizeof words);
    std::uint64_t any = 0;
    for (const std::uint64_t w : words) {
        any |= nonzero_marks(w >> 4 & nibbles) & nonzero_marks((w & nibbles) ^ nibbles);
    }
    return any != 0;
}

// Per byte, 0x80 where a kind is not plain: more than 4 copies, or a cap other than 4.
inline std::uint64_t unplain_marks(const std::uint8_t* c, const std::uint8_t* cap) noexcept {
    return above_marks(load_le<std::uint64_t>(c), copies) |
           nonzero_marks(load_le<std::uint64_t>(cap) ^ 0x0404040404040404ull);
}

// Whether every suit's table record is its exact frontier (table_covers for each): 8 kinds a
// word, the last word (kinds 19–26) keeping only its last three. A group holds at most 14 tiles
// when the concealed part does.
bool suits_covered(const shanten_input& in) noexcept {
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    if (in.concealed > gen::max_group_tiles) {
        return table_covers(c, cap, 9) && table_covers(c + 9, cap + 9, 9) &&
               table_covers(c + 18, cap + 18, 9);
    }
    const std::uint64_t bad = unplain_marks(c, cap) | unplain_marks(c + 8, cap + 8) |
                              unplain_marks(c + 16, cap + 16) |
                              (unplain_marks(c + 19, cap + 19) & ~0ull << 40);
    return bad == 0;
}

// Whether the honours' record is their exact frontier (the exact path's own test). c and cap
// point at kind 27 of the hand's 34.
bool honours_covered(const std::uint8_t* c, const std::uint8_t* cap, bool honour_chows,
                     int concealed, const target_shape& t) noexcept {
    // Kinds 26–33 in one word, kind 26 (9s) masked.
    if (concealed <= gen::max_group_tiles && (unplain_marks(c - 1, cap - 1) & ~0ull << 8) == 0) {
        return true;
    }
    if (table_covers(c, cap, 7)) return true;
    frontier_dims d;
    d.melds = t.melds;
    return !honour_chows && record_fits_capped_honours(c, cap, d);
}

}  // namespace

// Every group's table record is its exact frontier (the exact path's own test, group_frontier_of),
// so the exact path's answer is the least over excess levels e of wild_distance(N(e), e): N(e) the
// merged records' need with at most e excess slots. Without a drop bit in any record, N(e) = N(0)
// for every e, and wild_distance grows with the excess: the answer is wild_distance(N(0), 0), and
// N(0) is what the plain path reads from the merge tables.
bool flat_standard_parts::init(const shanten_input& in, const rules& r,
                               const target_shape& t) noexcept {
    if (t.kongs != 0 || t.melds < 0 || t.melds > 4 || t.pairs < 0 || t.pairs > 1 ||
        r.max_suits < 3) {
        return false;
    }
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    if (!suits_covered(in)) return false;
    const table_view& v = view();
    ids_[3] = v.empty_honour;
    if (in.honours) {
        if (!honours_covered(c + 27, cap + 27, r.honour_chows, in.concealed, t)) return false;
        ids_[3] = honour_id(v, c + 27, r.honour_chows);
    }
    for (int g = 0; g < 3; ++g) ids_[g] = suit_id(v, c + 9 * g);
    if (has_drops(v.suit_records[ids_[0]]) || has_drops(v.suit_records[ids_[1]]) ||
        has_drops(v.suit_records[ids_[2]]) || has_drops(v.honour_records[ids_[3]])) {
        return false;
    }
    caps_ = cap;
    concealed_ = in.concealed;
    t_ = t;
    honour_chows_ = r.honour_chows;
    honours_ = in.honours;
    need_ = need_with(ids_);
    return true;
}

int flat_standard_parts::need_with(const std::uint32_t* ids) const noexcept {
    const table_view& v = view();
    const halves x{v.ss_merge[ids[0] * v.header->suit_records + ids[1]],
                   v.sh_merge[ids[2] * v.honour_count + ids[3]]};
    return t_.pairs == 1 ? final_need_of(v, t_.melds, x) : merged_distance(x.ss, x.sh, t_.melds, 0);
}

int flat_standard_parts::distance(const wild_budget& w) const noexcept {
    return wild_distance(need_, 0, w);
}

int flat_standard_parts::distance_with(int g, const std::uint8_t* counts,
                                       const wild_budget& w) const noexcept {
    const table_view& v = view();
    std::uint32_t ids[4] = {ids_[0], ids_[1], ids_[2], ids_[3]};
    if (g < 3) {
        // A natural draw keeps a suit's counts within 0–4 and its caps plain.
        ids[g] = suit_id(v, counts);
        if (has_drops(v.suit_records[ids[g]])) return no_flat;
    } else {
        // A drawn honour may be one capped below 4 (in a declared meld): test the group again.
        if (!honours_ || !honours_covered(counts, caps_ + 27, honour_chows_, concealed_ + 1, t_)) {
            return no_flat;
        }
        ids[3] = honour_id(v, counts, honour_chows_);
        if (has_drops(v.honour_records[ids[3]])) return no_flat;
    }
    return wild_distance(need_with(ids), 0, w);
}

int flat_standard_distance(const shanten_input& in, const rules& r,
                           const target_shape& t) noexcept {
    flat_standard_parts parts;
    return parts.init(in, r, t) ? parts.distance(in.wild) : no_flat;
}

// The exact path (seven_pairs_distance) chooses 7 pair items of costs (need, excess). When every
// held kind has the plain cap of 4 and at most 4 copies, each item with excess is an unheld
// capped kind's pair or (seven_pairs_quads) a third pair of a kind, both of need 2; and when at
// least 7 kinds can be paired without a wildcard, the 7 cheapest items of excess 0 cost no more
// than any choice with such items (each costs at most 2). wild_distance grows with need and
// excess, so the answer is wild_distance of the plain need at excess 0, and the plain need is
// the natural counts' pairs and singles as on the plain path.
int flat_seven_pairs_distance(const shanten_input& in, const rules& r) noexcept {
    if (r.max_suits < 3) return no_flat;
    // The kinds 8 at a time: the last word overlaps the one before, its repeated bytes masked.
    const int n = in.honours ? kinds : suited_kinds;
    std::uint64_t bad = 0;
    int pairable = 0;  // kinds whose pair needs no wildcard
    for (int i = 0; i < n; i += 8) {
        const int at = std::min(i, n - 8);
        const std::uint64_t keep = ~0ull << (8 * (i - at));
        const std::uint64_t c = load_le<std::uint64_t>(in.counts.data() + at);
        const std::uint64_t cap = load_le<std::uint64_t>(in.caps.data() + at);
        bad |= keep & (above_marks(c, copies) | above_marks(cap, copies) |
                       (nonzero_marks(c) & nonzero_marks(cap ^ 0x0404040404040404ull)));
        pairable += std::popcount(keep & above_marks(cap, 1));
    }
    if (bad != 0 || pairable < 7) return no_flat;
    const plain_stats s = stats_of(in.counts.data(), in.honours, r.seven_pairs_quads);
    return wild_distance(seven_pairs_need(s.pairs, s.singles), 0, in.wild);
}
}  // namespace hupai::detail
