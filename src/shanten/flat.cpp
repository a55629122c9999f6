// The flat path (flat.hpp).
#include "shanten/flat.hpp"

#include <cstring>

#include "shanten/frontier.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"

namespace hupai::detail {

namespace {

// Per byte of x (each 0–15), 0x80 where the byte is not zero.
constexpr std::uint64_t nonzero_marks(std::uint64_t x) noexcept {
    return (x + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull;
}

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

}  // namespace

// Every group's table record is its exact frontier (the exact path's own test, group_frontier_of),
// so the exact path's answer is the least over excess levels e of wild_distance(N(e), e): N(e) the
// merged records' need with at most e excess slots. Without a drop bit in any record, N(e) = N(0)
// for every e, and wild_distance grows with the excess: the answer is wild_distance(N(0), 0), and
// N(0) is what the plain path reads from the merge tables.
int flat_standard_distance(const shanten_input& in, const rules& r,
                           const target_shape& t) noexcept {
    if (t.kongs != 0 || t.melds < 0 || t.melds > 4 || t.pairs < 0 || t.pairs > 1 ||
        r.max_suits < 3) {
        return no_flat;
    }
    const std::uint8_t* c = in.counts.data();
    const std::uint8_t* cap = in.caps.data();
    for (int g = 0; g < 3; ++g) {
        if (!table_covers(c + 9 * g, cap + 9 * g, 9)) return no_flat;
    }
    const table_view& v = view();
    std::uint32_t z = v.empty_honour;
    if (in.honours) {
        frontier_dims d;
        d.melds = t.melds;
        if (!table_covers(c + 27, cap + 27, 7) &&
            (r.honour_chows || !record_fits_capped_honours(c + 27, cap + 27, d))) {
            return no_flat;
        }
        z = honour_id(v, c + 27, r.honour_chows);
    }
    const std::uint32_t a = suit_id(v, c), b = suit_id(v, c + 9), s = suit_id(v, c + 18);
    if (has_drops(v.suit_records[a]) || has_drops(v.suit_records[b]) ||
        has_drops(v.suit_records[s]) || has_drops(v.honour_records[z])) {
        return no_flat;
    }
    const halves x{v.ss_merge[a * v.header->suit_records + b], v.sh_merge[s * v.honour_count + z]};
    const int need =
        t.pairs == 1 ? final_need_of(v, t.melds, x) : merged_distance(x.ss, x.sh, t.melds, 0);
    return wild_distance(need, 0, in.wild);
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
    const int n = in.honours ? kinds : suited_kinds;
    int pairable = 0;  // kinds whose pair needs no wildcard
    for (int k = 0; k < n; ++k) {
        const int c = in.counts[static_cast<std::size_t>(k)];
        const int cap = in.caps[static_cast<std::size_t>(k)];
        if (c > copies || cap > copies || (c != 0 && cap != copies)) return no_flat;
        pairable += cap >= 2;
    }
    if (pairable < 7) return no_flat;
    const plain_stats s = stats_of(in.counts.data(), in.honours, r.seven_pairs_quads);
    return wild_distance(seven_pairs_need(s.pairs, s.singles), 0, in.wild);
}

}  // namespace hupai::detail
