// The plain path: hands with no declared meld, no wildcard in play and max_suits 3, answered from
// their 34 counts by a few table look-ups (the standard form through the merged records, the
// special forms from counted stats). Inline where compute_shanten's fast path reads it.
#pragma once

#include <algorithm>
#include <cstdint>

#include "shanten/model.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"

namespace hupai::detail {

/// The fast path: the standard form for a plain hand (see shanten_input::plain) with no
/// declared meld and max_suits 3. counts holds the 34 natural counts.
int plain_standard_distance(const std::uint8_t* counts, int melds_needed, int pairs, bool honours,
                            bool honour_chows) noexcept;

/// The distances of a plain hand from its 34 counts, for shanten's target.
distances plain_distances(const std::uint8_t* counts, const rules& r) noexcept;

/// Thirteen lan of a plain hand: ruijin's alone, kept out of the fast path's frame.
int plain_thirteen_lan(const std::uint8_t* counts, const rules& r) noexcept;

// The merged ids of the two halves (suits 0–1, suit 2 and the honours) of a plain hand.
struct halves {
    std::uint32_t ss = 0, sh = 0;
};
/// What the records rank a plain hand by: its suits' codes and its honours' id.
struct plain_ranks {
    ranking_codes suits[3];
    std::uint32_t honours = 0;
};
/// The ranks of a hand whose honours' id is z.
inline plain_ranks ranks_with_honours(const std::uint8_t* counts, std::uint32_t z) noexcept {
    const hand_codes k = hand_codes_of(counts);
    return {{k.group[0], k.group[1], k.group[2]}, z};
}
inline plain_ranks ranks_of(const table_view& v, const std::uint8_t* counts, bool honours,
                            bool honour_chows) noexcept {
    return ranks_with_honours(counts,
                              honours ? honour_id(v, counts + 27, honour_chows) : v.empty_honour);
}
/// The halves of three suits' ids and the honours' id z.
HUPAI_HOT_INLINE halves halves_of_ids(const table_view& v, std::uint32_t a, std::uint32_t b,
                                      std::uint32_t c, std::uint32_t z) noexcept {
    return {v.ss_merge[a * v.suit_count + b], v.sh_merge[c * v.honour_count + z]};
}
inline halves halves_of_ranks(const table_view& v, const plain_ranks& k) noexcept {
    const group_ranking& rank = v.rank[static_cast<int>(gen::group_type::suit)];
    return halves_of_ids(v, rank.id(k.suits[0]), rank.id(k.suits[1]), rank.id(k.suits[2]),
                         k.honours);
}
/// A plain hand's groups' ranker entries (group_ranking::entry): the three suits, the honours.
/// Their sum's high half is the whole hand's count fields (gen::count_field).
struct plain_entries {
    std::uint64_t suits[3] = {};
    std::uint64_t honours = 0;
    const table_view* view = nullptr;  ///< the tables they rank in
    std::uint32_t fields() const noexcept {
        return static_cast<std::uint32_t>((suits[0] + suits[1] + suits[2] + honours) >> 32);
    }
};
/// The entries of a hand's 34 counts (precondition: each 0–4; any total).
HUPAI_HOT_INLINE plain_entries entries_of(const table_view& v,
                                          const std::uint8_t* counts) noexcept {
    const group_ranking& s = v.rank[static_cast<int>(gen::group_type::suit)];
    const group_ranking& z = v.rank[static_cast<int>(gen::group_type::honour)];
    const hand_codes k = hand_codes_of(counts);
    return {
        {s.entry(k.group[0]), s.entry(k.group[1]), s.entry(k.group[2])}, z.entry(k.group[3]), &v};
}
/// The honours' id of a hand's entries (precondition: at most 14 tiles in all).
HUPAI_HOT_INLINE std::uint32_t honours_id_of_entries(const table_view& v, const plain_entries& e,
                                                     bool honours, bool honour_chows) noexcept {
    const auto z = honour_chows ? gen::group_type::honour_chows : gen::group_type::honour;
    return honours ? v.rank[static_cast<int>(z)].id_of(e.honours) : v.empty_honour;
}
/// The halves of a hand's entries (precondition: at most 14 tiles in all).
HUPAI_HOT_INLINE halves halves_of_entries(const table_view& v, const plain_entries& e, bool honours,
                                          bool honour_chows) noexcept {
    const group_ranking& s = v.rank[static_cast<int>(gen::group_type::suit)];
    return halves_of_ids(v, s.id_of(e.suits[0]), s.id_of(e.suits[1]), s.id_of(e.suits[2]),
                         honours_id_of_entries(v, e, honours, honour_chows));
}
inline halves halves_of(const table_view& v, const std::uint8_t* counts, bool honours,
                        bool honour_chows) noexcept {
    return halves_of_entries(v, entries_of(v, counts), honours, honour_chows);
}

/// The special forms' stats of a plain hand (at most 14 tiles, counts 0–4) from its count
/// fields, as stats_of counts them (`quads`: the rules' seven_pairs_quads).
HUPAI_HOT_INLINE plain_stats stats_of_fields(std::uint32_t f, bool quads) noexcept {
    namespace cf = gen::count_field;
    const int held = static_cast<int>(f >> cf::held & 15u);
    const int twice = static_cast<int>(f >> cf::twice & 7u);
    plain_stats s;
    s.size = static_cast<int>(f >> cf::tiles);
    s.pairs = quads ? static_cast<int>(f >> cf::quad_pairs & 7u) : twice;
    s.singles = quads ? static_cast<int>(f >> cf::odd & 15u) : held - twice;
    s.orphans_held = static_cast<int>(f >> cf::orphans & 15u);
    s.orphan_pair = (f >> cf::orphan_pairs & 7u) != 0;
    return s;
}

/// The knitted forms of a plain hand of 13 or 14 tiles (shanten/knitted.hpp): its target is
/// 14 tiles, so smaller hands must not ask. `ranks` are its records' ranks; `whole` is its
/// standard distance to one meld and a pair (plain_standard_distance(counts, 1, 1, …)) when
/// the caller has it, else negative.
struct knitted_pair {
    int honours_and_knitted = no_distance;
    int knitted_straight = no_distance;
};
knitted_pair plain_knitted(const std::uint8_t* counts, const rules& r, const plain_ranks& ranks,
                           int whole) noexcept;

/// The least of `best` and the knitted forms' distances of a plain hand of 13 or 14 tiles,
/// 组合龙 measured only where its lower bound is below the best (shanten_number's question).
int plain_knitted_least(const std::uint8_t* counts, const rules& r, int best) noexcept;

/// The knitted forms of a plain hand of 13 tiles where they come within `most`: their least
/// distance (no_distance where it is above `most`) and the kinds of `draws` (each held at most
/// three times; masks of kinds 0–33) whose draw lowers it.
struct knitted_draws {
    int least = no_distance;
    std::uint64_t lowering = 0;
};
knitted_draws plain_knitted_draws(const std::uint8_t* counts, const rules& r, int most,
                                  std::uint64_t draws) noexcept;

/// size / 3 for the plain path's 0–14 tiles, by a multiplication and a shift (GCC compiled the
/// division to a division instruction in shanten_number's frame).
constexpr int melds_room(int size) noexcept { return (size * 11) >> 5; }
static_assert([] {
    for (int s = 0; s <= 14; ++s) {
        if (melds_room(s) != s / 3) return false;
    }
    return true;
}());

HUPAI_HOT_INLINE int final_need_of(const table_view& v, int melds, const halves& x) noexcept {
    const int n =
        v.final_need[(static_cast<std::uint32_t>(melds) * v.ss_count + x.ss) * v.sh_count + x.sh];
    return n == 0xFF ? no_distance : n;
}

// plain_distances from the hand's stats and entries, with the knitted forms or without them.
// Each form's distance is a scalar of its own: an array filled form by form lives in memory, and
// reading it back whole waits on the stores.
template <bool with_knitted>
[[gnu::always_inline]] inline distances plain_distances_by_form(
    const std::uint8_t* counts, const rules& r, const plain_stats& stats,
    const plain_entries& entries) noexcept {
    const table_view& v = *entries.view;
    const halves merged =
        r.standard ? halves_of_entries(v, entries, r.honours, r.honour_chows) : halves{};
    // shanten_shape(size, 0) for the plain path's at most 14 tiles: no kong, 3n + 2 tiles; the
    // special forms only for a 14-tile target.
    const int melds = melds_room(stats.size);
    const bool special = melds == 4;
    const int standard_need = r.standard ? final_need_of(v, melds, merged) : no_distance;
    const int pairs_need =
        special && r.seven_pairs ? seven_pairs_need(stats.pairs, stats.singles) : no_distance;
    const int orphans_need =
        special && r.thirteen_orphans && r.honours ? thirteen_orphans_need(stats) : no_distance;
    const int lan_need = special && r.thirteen_lan ? plain_thirteen_lan(counts, r) : no_distance;
    if constexpr (with_knitted) {
        // The records' merged halves give the whole hand's distance to a meld and a pair too.
        // The knitted forms rank the hand's suits again, less some tiles: from their codes.
        const knitted_pair knitted =
            special ? plain_knitted(
                          counts, r,
                          ranks_with_honours(
                              counts, honours_id_of_entries(v, entries, r.honours, r.honour_chows)),
                          r.standard ? final_need_of(v, 1, merged) : -1)
                    : knitted_pair{};
        return {{standard_need, pairs_need, orphans_need, lan_need, knitted.honours_and_knitted,
                 knitted.knitted_straight},
                std::min({standard_need, pairs_need, orphans_need, lan_need,
                          knitted.honours_and_knitted, knitted.knitted_straight})};
    } else {
        return {{standard_need, pairs_need, orphans_need, lan_need, no_distance, no_distance},
                std::min(std::min(standard_need, pairs_need), std::min(orphans_need, lan_need))};
    }
}

/// plain_distances_by_form<true>, out of line: only the rules with a knitted form ask it.
distances plain_distances_with_knitted(const std::uint8_t* counts, const rules& r,
                                       const plain_stats& stats,
                                       const plain_entries& entries) noexcept;

/// plain_distances_of(…).overall alone: the knitted forms need not be measured exactly where
/// they cannot be the nearest. Inline into shanten_number: the other forms' distances are the
/// plain path's.
[[gnu::always_inline]] inline int plain_overall_with_knitted(const std::uint8_t* counts,
                                                             const rules& r,
                                                             const plain_stats& stats,
                                                             const plain_entries& e) noexcept {
    const int others = plain_distances_by_form<false>(counts, r, stats, e).overall;
    // The knitted forms are 14-tile targets: 13 and 14 tiles (four melds' room) only. Each
    // needs at least the tiles the hand lacks of 14, so a hand the other forms bring that near
    // (a ready 13, a complete 14: most hands asked) is not measured for them.
    if (melds_room(stats.size) != 4 || others <= 14 - stats.size) return others;
    return plain_knitted_least(counts, r, others);
}

// plain_distances from the hand's stats; inlined into compute_shanten, so that the rules without
// a knitted form pay one test for them.
// (`e`: the hand's entries.)
[[gnu::always_inline]] inline distances plain_distances_of(const std::uint8_t* counts,
                                                           const rules& r, const plain_stats& stats,
                                                           const plain_entries& e) noexcept {
    if (r.honours_and_knitted || r.knitted_straight) [[unlikely]] {
        return plain_distances_with_knitted(counts, r, stats, e);
    }
    return plain_distances_by_form<false>(counts, r, stats, e);
}
}  // namespace hupai::detail
