// The shanten engine's internal interface, shared by shanten, waits, discard analysis and census.
//
// Model (documented for users in docs/SHANTEN.md): a hand's distance to a target — a complete
// hand of the required size in one of the rules' forms — is the number of target slots that
// neither a natural tile of the hand nor a held wildcard fills; each such slot is a draw. A slot
// of kind k can be drawn naturally only while copies of k remain (4 minus those held in hand and
// melds; none for a wild kind). A slot beyond that ("excess") must be played by a wildcard:
// held, or drawn while wild tiles of kinds 0–33 remain. Under ruijin's fei a winning hand may
// hold at most 3 宝 (2 wild flowers), so wildcards that are 宝 tiles are limited accordingly.
// shanten = distance − 1.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>

#include "effective_hand.hpp"
#include "gen/shanten_tables.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

inline constexpr int max_excess = 8;      ///< excess slots tracked (more never helps here)
inline constexpr int no_distance = 0x3F;  ///< a target that cannot be reached
inline constexpr int frontier_size = 5 * 2 * 5 * (max_excess + 1);

/// The wildcards a target may use: held now, or still to be drawn.
struct wild_budget {
    int held_free = 0;   ///< held wildcards not limited by fei (jokers, other wild kinds)
    int held_bao = 0;    ///< held 宝 tiles (ruijin with fei)
    int draw_free = 0;   ///< wild tiles of kinds 0–33 still unseen, not 宝
    int draw_bao = 0;    ///< 宝 tiles still unseen
    int bao_limit = 99;  ///< most 宝 a complete hand may hold (3, or 2 wild flowers, under fei)

    bool none() const noexcept { return held_free + held_bao + draw_free + draw_bao == 0; }
    /// Most excess slots any target could get filled.
    int capacity() const noexcept;
};

/// The distance of a target with `need` unfilled slots of which `excess` need a wildcard:
/// need − (held wildcards used), or no_distance when the wildcards cannot cover the excess.
int wild_distance(int need, int excess, const wild_budget& w) noexcept;

/// A hand as the shanten engine sees it.
struct shanten_input {
    std::array<std::uint8_t, kinds> counts{};  ///< natural concealed tiles
    std::array<std::uint8_t, kinds> caps{};    ///< most slots of a kind without a wildcard
    wild_budget wild;
    int melds = 0;            ///< declared melds
    int concealed = 0;        ///< concealed tiles (natural + wildcards)
    unsigned meld_suits = 0;  ///< bit s (0–2): a declared meld of suit s
    bool honours = true;      ///< targets may use honour kinds
    bool plain = false;       ///< no wildcards in play, no declared meld, counts ≤ 4
};

shanten_input make_shanten_input(const hand& h, const rules& r, const effective_hand& e) noexcept;

/// The complete hands a distance is measured to: `melds` concealed melds (of which `kongs` are
/// kongs held in hand, under kongs_in_hand) and a pair; the special forms only when `special`
/// (no declared meld and a 14-tile target).
struct target_shape {
    int melds = 4;
    int kongs = 0;
    bool special = true;
    int pairs = 1;  ///< 0 asks for melds only (the wait-shape tests of waits.cpp)
};

/// A target of `tiles` tiles (concealed + 3 per declared meld); past 14, in-hand kongs. Inline:
/// the plain path asks it once a hand.
inline target_shape target_of(int tiles, int melds) noexcept {
    target_shape t;
    t.kongs = tiles > 14 ? tiles - 14 : 0;
    t.melds = (tiles - t.kongs - 2) / 3 - melds;
    t.special = melds == 0 && tiles == 14;
    return t;
}
/// For shanten: a hand of s tiles aims at 3⌊s/3⌋+2 tiles (a 3n hand counts as one tile short
/// of 3n+1); over 14 (kongs_in_hand) at s tiles with s−14 kongs.
inline target_shape shanten_shape(int size, int melds) noexcept {
    return target_of(size <= 14 ? 3 * (size / 3) + 2 : size, melds);
}
/// For waits of a 3n+1 hand: s+1 tiles; over 13 (kongs_in_hand) with s−13 kongs.
inline target_shape waits_shape(int size, int melds) noexcept { return target_of(size + 1, melds); }

/// Distances per form (no_distance where a form cannot apply) and overall.
struct distances {
    std::array<int, form_count> by_form{};
    int overall = no_distance;
};
distances distance_of(const shanten_input& in, const rules& r, target_shape t) noexcept;

/// The fast path: the standard form for a plain hand (see shanten_input::plain) with no
/// declared meld and max_suits 3. counts holds the 34 natural counts.
int plain_standard_distance(const std::uint8_t* counts, int melds_needed, int pairs, bool honours,
                            bool honour_chows) noexcept;

/// Weight of kind i (of a group of n kinds) in a ranking key (see group_ranking).
constexpr std::uint32_t key_weight(int n, int i) noexcept {
    const int head = gen::head_kinds_of(n);
    std::uint32_t w = 1;
    for (int j = i < head ? 0 : head; j < i; ++j) w *= 5;
    return i < head ? w : w << 16;
}
/// key_weight(N, i) for every kind of a group of N kinds.
template <int N>
inline constexpr std::array<std::uint32_t, N> key_weights = [] {
    std::array<std::uint32_t, N> w{};
    for (int i = 0; i < N; ++i) w[static_cast<std::size_t>(i)] = key_weight(N, i);
    return w;
}();
/// The base-5 codes of a group's head and tail kinds, and their ranking key.
struct ranking_codes {
    std::uint32_t head = 0, tail = 0;
    std::uint32_t key() const noexcept { return head | tail << 16; }
};
/// The codes of the counts of a group of N kinds (the weights fold into constants; head and
/// tail are two independent sums, shorter dependency chains than one running sum).
template <int N>
ranking_codes ranking_codes_of(const std::uint8_t* counts) noexcept {
    constexpr int head_kinds = gen::head_kinds_of(N);
    ranking_codes c;
    for (int i = 0; i < head_kinds; ++i) {
        c.head += counts[i] * key_weights<N>[static_cast<std::size_t>(i)];
    }
    for (int i = head_kinds; i < N; ++i) {
        c.tail += counts[i] * (key_weights<N>[static_cast<std::size_t>(i)] >> 16);
    }
    return c;
}
template <int N>
std::uint32_t ranking_key(const std::uint8_t* counts) noexcept {
    return ranking_codes_of<N>(counts).key();
}

/// ranking_codes_of<9> and ranking_codes_of<7> by word arithmetic, equal to them on every vector
/// of counts 0–4 (the exhaustive test checks): the fast path ranks four groups a hand, and nine
/// scalar multiply-adds a group would be its largest cost. They read the group's counts only.
inline ranking_codes suit_codes(const std::uint8_t* c) noexcept {
    // Head kinds 0–4, tail kinds 5–8: kinds 1–8 as two quads, then kind 0 the lowest digit.
    const base5_le_quads q = base5_le_quads_of(load_le<std::uint64_t>(c + 1));
    return {c[0] + 5 * q.low, q.high};
}
inline ranking_codes honour_codes(const std::uint8_t* c) noexcept {
    // Head kinds 0–3, tail kinds 4–6: bytes 0–6 from two overlapping 4-byte loads, byte 7 zero.
    const std::uint64_t low = load_le<std::uint32_t>(c);
    const std::uint64_t high = load_le<std::uint32_t>(c + 3) >> 8;
    const base5_le_quads q = base5_le_quads_of(low | high << 32);
    return {q.low, q.high};
}

/// A group's count vector as a ranking key: the base-5 codes of the ranker's head kinds (bits
/// 0–15) and tail kinds (bits 16–31), so that one more tile of kind i adds key_weight(kinds, i) and
/// its record id is two look-ups away. Precondition of key() and id(): counts 0–4, ≤ 14 tiles.
struct group_ranking {
    const std::uint32_t* head = nullptr;  ///< ranker head offsets by head code
    const std::uint32_t* tail = nullptr;  ///< ranker tail positions by tail code
    const std::uint8_t* record_of = nullptr;

    std::uint32_t id(ranking_codes c) const noexcept {
        return record_of[head[c.head] + tail[c.tail]];
    }
    std::uint32_t id(std::uint32_t key) const noexcept { return id({key & 0xFFFFu, key >> 16}); }
};
/// The rankings of the suits, the honours and the honours under honour_chows (by group_type).
const group_ranking& ranking(gen::group_type g) noexcept;

/// What the special forms need of a plain hand, from its counts (kinds 27–33 ignored without
/// honours). pairs, singles and the orphans' fields hold for hands of at most 14 tiles and no
/// count above 4; size and large for any counts.
struct plain_stats {
    int size = 0;              ///< tiles (exact unless large)
    int pairs = 0;             ///< kinds held twice or more (a quadruple is two under quads)
    int singles = 0;           ///< kinds one tile from a pair: held once (or thrice under quads)
    int orphans_held = 0;      ///< orphan kinds held
    bool orphan_pair = false;  ///< an orphan kind held twice or more
    bool large = false;        ///< some count above 4 (of the kinds counted)
};
/// The definition, a kind at a time (`quads`: the rules' seven_pairs_quads).
plain_stats plain_stats_by_kind(const std::uint8_t* counts, bool honours, bool quads) noexcept;
/// The same by vector arithmetic where the target has it (the tests compare the two): the plain
/// path asks it for every hand.
plain_stats plain_stats_of(const std::uint8_t* counts, bool honours, bool quads) noexcept;

/// The fast path's steps (also the census's): record ids of a suit's and of the honours'
/// counts (0–4 each, ≤ 14 tiles), their deduplicated merges, and the distance of a merged pair.
std::uint32_t suit_record_id(const std::uint8_t* counts) noexcept;
std::uint32_t honour_record_id(const std::uint8_t* counts, bool honour_chows) noexcept;
std::uint32_t empty_honour_id() noexcept;  ///< the honours when the rules have none
std::uint32_t merge_suits(std::uint32_t a, std::uint32_t b) noexcept;
std::uint32_t merge_suit_honours(std::uint32_t suit, std::uint32_t honours) noexcept;
int merged_distance(std::uint32_t suits, std::uint32_t suit_honours, int melds, int pairs) noexcept;

/// The merge tables as plain pointers, for loops that look them up many times.
struct merge_tables {
    const std::uint16_t* ss_merge = nullptr;
    const std::uint16_t* sh_merge = nullptr;
    const std::uint8_t* final_need = nullptr;
    std::uint32_t suit_records = 0, honour_records = 0, ss_count = 0, sh_count = 0;
    std::uint32_t suits(std::uint32_t a, std::uint32_t b) const noexcept {
        return ss_merge[a * suit_records + b];
    }
    std::uint32_t suit_honours(std::uint32_t c, std::uint32_t z) const noexcept {
        return sh_merge[c * honour_records + z];
    }
    /// The standard need with a pair; 0xFF when impossible.
    int need(int melds, std::uint32_t ss, std::uint32_t sh) const noexcept {
        return final_need[(static_cast<std::uint32_t>(melds) * ss_count + ss) * sh_count + sh];
    }
};
const merge_tables& merges() noexcept;

/// Seven pairs' need without wildcards from the pairs held and the kinds one tile from a pair.
inline int seven_pairs_need(int pairs, int singles) noexcept {
    const int a = pairs < 7 ? pairs : 7;
    const int b = singles < 7 - a ? singles : 7 - a;
    return b + 2 * (7 - a - b);
}
/// The same from the kinds held at least 1…4 times.
inline int seven_pairs_need_of(int ge1, int ge2, int ge3, int ge4, bool quads) noexcept {
    return quads ? seven_pairs_need(ge2 + ge4, ge1 - ge2 + ge3 - ge4)
                 : seven_pairs_need(ge2, ge1 - ge2);
}

/// final_distance(m, ss, sh) = merged_distance(ss, sh, m, 1), by one look-up.
int final_distance(int melds, std::uint32_t suits, std::uint32_t suit_honours) noexcept;

/// The standard form alone (no_distance when the rules lack it or it cannot be reached).
int standard_distance(const shanten_input& in, const rules& r, const target_shape& t) noexcept;

/// The embedded table's record of one group's counts (precondition: 0–4 each, ≤ 14 tiles).
const gen::record& table_record(gen::group_type g, const std::uint8_t* counts) noexcept;

/// The embedded shanten.bin (for the tests that compare it with the generator's output).
std::span<const unsigned char> shanten_table_bytes_for_tests() noexcept;

/// Whether a hand takes the plain path but for its size: no declared meld, no wildcard in play
/// (no joker, no natural wild kind, no wild flower held), max_suits 3.
inline bool plain_shape(const hand& h, const rules& r) noexcept {
    constexpr tile_mask natural_kinds = (tile_mask{1} << kinds) - 1;
    return h.meld_count == 0 && h.jokers == 0 && (r.wild & natural_kinds) == 0 &&
           (r.flowers != flower_role::wild_kind || h.flower_count() == 0) && r.max_suits >= 3;
}
/// Whether a hand takes the plain path: plain_shape, and at most 14 tiles.
inline bool plain_hand(const hand& h, const rules& r) noexcept {
    return plain_shape(h, r) && (!r.kongs_in_hand || h.concealed_size() <= 14);
}
/// The distances of a plain hand from its 34 counts, for shanten's target.
distances plain_distances(const std::uint8_t* counts, const rules& r) noexcept;

/// Converts distances to a shanten_result (distance − 1; no_shanten where no_distance, as for
/// every form the rules lack).
inline shanten_result to_shanten(const distances& d) noexcept {
    const auto shanten = [](int x) { return x < no_distance ? x - 1 : no_shanten; };
    shanten_result s;
    for (std::size_t f = 0; f < d.by_form.size(); ++f) s.by_form[f] = shanten(d.by_form[f]);
    s.overall = shanten(d.overall);
    return s;
}

// --- Per-group frontiers (the slow exact path) ---------------------------------------------

/// The limits of a frontier computation, and its layout.
struct frontier_dims {
    int melds = 4;   ///< m ≤ melds
    int kongs = 0;   ///< k ≤ kongs
    int excess = 0;  ///< e ≤ excess
    constexpr std::size_t at(int m, int p, int k, int e) const noexcept {
        return static_cast<std::size_t>(((m * 2 + p) * (kongs + 1) + k) * (excess + 1) + e);
    }
    constexpr std::size_t size() const noexcept {
        return static_cast<std::size_t>((melds + 1) * 2 * (kongs + 1) * (excess + 1));
    }
};

/// need at dims.at(m, p, k, e): fewest unfilled slots of a group's partial target of m melds
/// (k of them kongs in hand) and p pairs with at most e excess slots; no_distance if none.
struct frontier {
    std::array<std::uint8_t, frontier_size> need;
};

/// Exact frontier of one group by dynamic programming over its kinds (any counts and caps).
void group_frontier(gen::group_type g, const std::uint8_t* counts, const std::uint8_t* caps,
                    frontier_dims dims, frontier& out) noexcept;

/// A frontier with its depth: the largest excess at which some entry still drops (entries past
/// it repeat it, so merges need not visit them).
struct deep_frontier {
    frontier value;
    int depth = 0;
};

/// The frontier of group g (0–2 the suits, 3 the honours, empty without honours): the table
/// record where it is exact (plain caps; honours without chows whose capped kinds are unheld),
/// else group_frontier.
void group_frontier_of(int g, const std::uint8_t* counts, const std::uint8_t* caps, const rules& r,
                       bool honours, const frontier_dims& d, frontier& out) noexcept;

/// Group frontiers already worked out, for a caller that asks the same groups many times (discard
/// analysis: most exchanges leave most groups as they were). Keyed by everything a frontier
/// depends on: the group's kind, counts and caps, and the dims.
class frontier_cache {
public:
    frontier_cache();
    ~frontier_cache();
    frontier_cache(const frontier_cache&) = delete;
    frontier_cache& operator=(const frontier_cache&) = delete;
    /// The frontier of group g (0–2 the suits, 3 the honours) with these 9 or 7 counts and caps.
    const deep_frontier& get(int g, const std::uint8_t* counts, const std::uint8_t* caps,
                             const rules& r, bool honours, const frontier_dims& d) noexcept;

private:
    struct entry;
    std::unique_ptr<entry[]> entries_;
};

/// The standard form of one exact-path hand kept group by group, so that a hand differing in one
/// group's counts (a draw) or in its wildcards costs one group frontier (usually cached) and one
/// merge at the target instead of a whole standard_distance. Answers equal standard_distance's.
class standard_parts {
public:
    standard_parts(const shanten_input& in, const rules& r, const target_shape& t,
                   frontier_cache& cache) noexcept;
    /// The hand's standard distance with its wildcards replaced by w (capacity unchanged).
    int distance(const wild_budget& w) const noexcept;
    /// The standard distance with group g's counts replaced (caps unchanged) and wildcards w.
    int distance_with(int g, const std::uint8_t* counts, const wild_budget& w) noexcept;

private:
    shanten_input in_;
    const rules* r_;
    target_shape t_;
    frontier_cache* cache_;
    frontier_dims d_;
    bool none_ = false;  ///< no target (melds < 0) or no allowed suit set
    unsigned sets_[8] = {};
    int set_count_ = 0;
    deep_frontier group_[4];
    /// rest_[s][g]: every group of suit set s but g combined (g in the set).
    deep_frontier rest_[8][4];
    /// full_[s]: the whole hand's needs at the target per excess, under suit set s.
    std::array<std::uint8_t, max_excess + 1> full_[8];
};

}  // namespace hupai::detail
