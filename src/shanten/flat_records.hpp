// The flat path's reading of group records: whether a hand's table records are its groups' exact
// frontiers, and the records merged over the excess levels (drop bits) into a distance, without
// frontiers (record_has_drops, record_drops: flat.cpp). Shared by the standard form's two flat
// roads (flat.cpp, flat_suits.cpp) and kept inline here because they run on every flat answer, per
// drawn tile included.
#pragma once

#include <algorithm>
#include <bit>
#include <cstring>

#include "gen/shanten_tables.hpp"
#include "shanten/frontier.hpp"
#include "shanten/model.hpp"
#include "shanten/plain.hpp"
#include "shanten/records.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

/// suits[m][p][j]: the three suits' records merged, best need with exactly j excess slots (0–3).
using merged_suits = std::uint8_t[5][2][4];

inline constexpr int no_flat = -1;  ///< the flat path does not apply to this hand

/// Whether a group's table record gains from an excess slot (a fifth copy of a kind played by a
/// wildcard) in some reachable lane: its "drop bits".
bool record_has_drops(const gen::record& rec) noexcept;

/// record_has_drops of every table record by group and record id (record ids are bytes), for
/// loops that ask it of many records.
struct drop_marks {
    std::array<std::uint64_t, 4> suit{}, honour{};
    /// Group g's (0–2 a suit, 3 the honours) record `id`.
    bool has(int g, std::uint32_t id) const noexcept {
        const std::array<std::uint64_t, 4>& m = g < 3 ? suit : honour;
        return (m[id >> 6] >> (id & 63) & 1u) != 0;
    }
};
/// The marks of the embedded tables, built once.
const drop_marks& record_drops() noexcept;

/// Bounds on the unfilled slots a best target lays on a hand's holes (flat.cpp: "Holes"): tight
/// where no record has drop bits, loose in any case.
struct hole_bounds {
    int tight, loose;  // no initializers: flat_standard_parts keeps one it sets only with holes
};

}  // namespace hupai::detail

namespace hupai::detail::flat_records {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

// Per byte, 0x80 where a kind is not plain: more than 4 copies, or a cap other than 4.
inline std::uint64_t unplain_marks(const std::uint8_t* c, const std::uint8_t* cap) noexcept {
    return above_marks(load_le<std::uint64_t>(c), copies) |
           nonzero_marks(load_le<std::uint64_t>(cap) ^ 0x0404040404040404ull);
}

// Whether every suit's table record is its exact frontier (table_covers for each): 8 kinds a
// word, the last word (kinds 19–26) keeping only its last three. A group holds at most 14 tiles
// when the concealed part does.
inline bool suits_covered(const shanten_input& in) noexcept {
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

// Whether the target and the rules are ones the table records measure: no kong, at most four
// melds and one pair, every suit allowed.
inline bool flat_shape(const target_shape& t, const rules& r) noexcept {
    return t.kongs == 0 && t.melds >= 0 && t.melds <= 4 && t.pairs >= 0 && t.pairs <= 1 &&
           r.max_suits >= 3;
}

// Whether the honours' record is their exact frontier (the exact path's own test). c and cap
// point at kind 27 of the hand's 34.
inline bool honours_covered(const std::uint8_t* c, const std::uint8_t* cap, bool honour_chows,
                            int concealed, const target_shape& t) noexcept {
    if (concealed <= gen::max_group_tiles) {
        // Kinds 26–33 in one word, kind 26 (9s) masked: every kind plain, or (without honour
        // chows) the kinds that are not plain unheld with a cap of at most 4 and enough plain
        // ones left (record_fits_capped_honours).
        const std::uint64_t unplain = unplain_marks(c - 1, cap - 1) & ~0ull << 8;
        if (unplain == 0) return true;
        if (honour_chows) return false;
        const std::uint64_t held_or_large = nonzero_marks(load_le<std::uint64_t>(c - 1)) |
                                            above_marks(load_le<std::uint64_t>(cap - 1), copies);
        return (unplain & held_or_large) == 0 && 7 - std::popcount(unplain) >= t.melds + 1;
    }
    if (table_covers(c, cap, 7)) return true;
    frontier_dims d;
    d.melds = t.melds;
    return !honour_chows && record_fits_capped_honours(c, cap, d);
}
// The suits' records merged over the excess levels, as the exact path merges their frontiers, on
// the records' own shape: a suit's need falls by at most one, at one excess slot. two_suits, when
// not null, holds the first two suits' merged needs (the merge tables' plain record; neither
// suit has drop bits), so that only the third suit is merged here.
inline void merge_suit_records(const gen::record* const rec[3], const gen::record* two_suits,
                               const target_shape& t, merged_suits& suits) noexcept {
    constexpr std::uint8_t none = unreachable;
    std::memset(suits, none, sizeof suits);
    suits[0][0][0] = 0;
    if (two_suits != nullptr) {
        for (int m = 0; m <= t.melds; ++m)
            for (int p = 0; p <= t.pairs; ++p) {
                const int v = (*two_suits)[static_cast<std::size_t>(gen::lane(m, p))];
                suits[m][p][0] = static_cast<std::uint8_t>(v == 0xFF ? none : v);
            }
    }
    for (int g = two_suits != nullptr ? 2 : 0; g < 3; ++g) {
        merged_suits next;
        std::memset(next, none, sizeof next);
        for (int m1 = 0; m1 <= t.melds; ++m1)
            for (int p1 = 0; p1 <= t.pairs; ++p1)
                for (int j1 = 0; j1 < g + 1; ++j1) {
                    const int a = suits[m1][p1][j1];
                    if (a == none) continue;
                    for (int m2 = 0; m1 + m2 <= t.melds; ++m2)
                        for (int p2 = 0; p1 + p2 <= t.pairs; ++p2) {
                            const int v = (*rec[g])[static_cast<std::size_t>(gen::lane(m2, p2))];
                            if (v == 0xFF) continue;
                            std::uint8_t* out = next[m1 + m2][p1 + p2];
                            const int n = a + (v & 15);
                            out[j1] = static_cast<std::uint8_t>(std::min<int>(out[j1], n));
                            if (v >> 4 & 1) {
                                out[j1 + 1] =
                                    static_cast<std::uint8_t>(std::min<int>(out[j1 + 1], n - 1));
                            }
                        }
                }
        std::memcpy(suits, next, sizeof suits);
    }
}

// The distance of the merged suits with the honours at the target: honours(m, p, best) calls
// best(ez, n) for each excess ez the honours' need n of (m melds, p pairs) is reached with (at
// most ez slots); the least need with at most e excess slots goes to wild_distance for each e
// the budget allows.
template <class Honours>
inline int distance_at_target(const merged_suits& suits, Honours&& honours, const target_shape& t,
                              const wild_budget& w, int extra = 0) noexcept {
    // best[e]: the whole hand at the target with e excess slots.
    std::array<int, 4 + max_excess + 1> best;
    best.fill(no_distance);
    for (int m = 0; m <= t.melds; ++m)
        for (int p = 0; p <= t.pairs; ++p) {
            for (int j = 0; j < 4; ++j) {
                const int a = suits[m][p][j];
                if (a == unreachable) continue;
                honours(t.melds - m, t.pairs - p, [&](int ez, int n) {
                    int& b = best[static_cast<std::size_t>(j + ez)];
                    b = std::min(b, a + n);
                });
            }
        }
    // The least need with at most e excess slots.
    const int last = std::min(static_cast<int>(best.size()) - 1, w.capacity());
    for (std::size_t e = 1; e <= static_cast<std::size_t>(last); ++e)
        best[e] = std::min(best[e], best[e - 1]);
    return least_wild_distance(best.data(), last, w, extra);
}

// Where at most one of the suits of these record ids has drop bits (bit g of drops): the other
// two suits' merged needs from the merge tables (suits are alike, so any two merge in the
// table), the third suit's record moved to recs[2]; else null, recs unchanged.
inline const gen::record* two_plain_suits(const table_view& v, const std::uint32_t* ids,
                                          unsigned drops, const gen::record** recs) noexcept {
    if (std::popcount(drops & 7u) > 1) return nullptr;
    const int last = (drops & 7u) == 0 ? 2 : std::countr_zero(drops & 7u);
    const int first = last == 0 ? 1 : 0, second = last == 2 ? 1 : 2;
    recs[2] = &v.suit_records[ids[last]];
    return &v.ss_records[v.ss_merge[ids[first] * v.header->suit_records + ids[second]]];
}

// The merged need at excess 0 of four groups with these record ids.
inline int need_of_ids(const std::uint32_t* ids, const target_shape& t) noexcept {
    const table_view& v = view();
    const halves x{v.ss_merge[ids[0] * v.header->suit_records + ids[1]],
                   v.sh_merge[ids[2] * v.honour_count + ids[3]]};
    return t.pairs == 1 ? final_need_of(v, t.melds, x) : merged_distance(x.ss, x.sh, t.melds, 0);
}

// The standard distance from four group records some of which gain from fifth copies: the suits
// merged over their excess levels, then the honours' record, whose need falls by one per drop bit
// for up to four slots.
inline int distance_with_drops(const gen::record* const rec[4], const gen::record* two_suits,
                               const target_shape& t, const wild_budget& w, int extra) noexcept {
    merged_suits suits;
    merge_suit_records(rec, two_suits, t, suits);
    const gen::record& honours = *rec[3];
    return distance_at_target(
        suits,
        [&](int m, int p, auto&& best) {
            const int v = honours[static_cast<std::size_t>(gen::lane(m, p))];
            if (v == 0xFF) return;
            int n = v & 15;
            for (int ez = 0; ez <= 4; ++ez) {
                if (ez > 0 && (v >> (3 + ez) & 1)) --n;
                best(ez, n);
            }
        },
        t, w, extra);
}

// distance_with_drops where suit s alone has drop bits: its need falls by one at one excess slot
// in the lanes whose bit is set, so the least needs are N(0) and N(1), each the least over
// suit s's lanes of its need and the other three groups' at the rest of the target (the merge
// tables' plain records of the other two suits, or of the other suit's half, and the last
// group's record). Tens of look-ups where the general merge takes thousands of instructions.
inline int one_suit_drops_distance(const std::uint32_t* ids, int s, const target_shape& t,
                                   const wild_budget& w, int extra) noexcept {
    const table_view& v = view();
    const gen::record& dropping = v.suit_records[ids[s]];
    // The other groups as two records, a and b (plain needs, 0xFF none, in their low nibble or
    // whole byte: b's nibble is its need where b is the honours' record).
    const gen::record& a = s == 2
                               ? v.ss_records[v.ss_merge[ids[0] * v.header->suit_records + ids[1]]]
                               : v.suit_records[ids[1 - s]];
    const gen::record& b = s == 2 ? v.honour_records[ids[3]]
                                  : v.sh_records[v.sh_merge[ids[2] * v.honour_count + ids[3]]];
    const auto need_of = [](const gen::record& r, int m, int p, bool nibble) {
        const int x = r[static_cast<std::size_t>(gen::lane(m, p))];
        return x == 0xFF ? no_distance : nibble ? x & 15 : x;
    };
    // a's own lanes are plain needs where a is a merged record, nibbles where it is a suit's.
    const bool a_nibble = s != 2, b_nibble = s == 2;
    std::array<int, 4 + max_excess + 1> best;
    best.fill(no_distance);
    for (int m = 0; m <= t.melds; ++m)
        for (int p = 0; p <= t.pairs; ++p) {
            const int x = dropping[static_cast<std::size_t>(gen::lane(m, p))];
            if (x == 0xFF) continue;
            int rest = no_distance;  // the other groups at exactly melds − m, pairs − p
            for (int m1 = 0; m1 <= t.melds - m; ++m1)
                for (int p1 = 0; p1 <= t.pairs - p; ++p1) {
                    rest = std::min(rest,
                                    need_of(a, m1, p1, a_nibble) +
                                        need_of(b, t.melds - m - m1, t.pairs - p - p1, b_nibble));
                }
            const int n = rest + (x & 15);
            best[0] = std::min(best[0], n);
            if (x >> 4 & 1) best[1] = std::min(best[1], n - 1);
        }
    const int last = std::min(static_cast<int>(best.size()) - 1, w.capacity());
    for (std::size_t e = 1; e <= static_cast<std::size_t>(last); ++e)
        best[e] = std::min(best[e], best[e - 1]);
    for (int& n : best) n = std::min(n, static_cast<int>(no_distance));
    return least_wild_distance(best.data(), last, w, extra);
}

}  // namespace

}  // namespace hupai::detail::flat_records
