// The admission step every question takes (check_win, find_waits, compute_shanten,
// analyze_discards_into): which road a hand goes.
//
//   0. The rules' part of the choice is their facts (compiled.hpp), defined here by rules_facts
//      and computed where asked, or held computed once by compiled_rules; the hand predicates
//      and the roads take either (a template parameter Facts), and read no flag that only
//      chooses a road.
//   1. Does the question's fast path take the hand? Each fast path has its own predicate below,
//      named for what it tests (they differ: the win labels know honour chows, the wait tables
//      do not; the shanten records need at most 14 tiles, the labels do not care).
//   2. If it does, do the hand's counts show it valid? valid_by_counts answers from what the
//      fast path reads anyway (tiles, a count above 4, an honour held), by the same checks
//      validate_hand is made of, so the two cannot drift apart; nothing is built for the hand.
//   3. Otherwise validate_hand decides, and names the error; a valid hand then takes the fast
//      path if step 1 allowed it, else the general path (effective_hand, the exact engines).
//
// docs/ARCHITECTURE.md shows the roads of each question.
#pragma once

#include <algorithm>
#include <cstddef>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "admission/compiled.hpp"
#include "admission/validate.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"

namespace hupai::detail {

// --- Step 1: the fast paths' predicates --------------------------------------------------------

/// The win labels decide the forms: a hand's own counts are its natural tiles (no wild kind
/// among 0–33, flowers set aside), no suit limit, no in-hand kongs. Jokers go to the verdict.
HUPAI_HOT_INLINE bool label_forms_rules(const rules& r) noexcept {
    return (r.wild & natural_mask) == 0 && r.flowers == flower_role::set_aside &&
           r.max_suits >= 3 && !r.kongs_in_hand;
}

/// check_win's fast path: win_by_labels (the knitted forms then checked apart), and a hand of
/// concealed tiles only (no declared meld, no joker), so that its counts are the whole hand.
template <class Facts>
HUPAI_HOT_INLINE bool label_hand(const hand& h, const Facts& c) noexcept {
    return c.win_by_labels() && h.meld_count == 0 && h.jokers == 0;
}

/// record_shape's part that reads the rules alone: no wild kind among 0–33, no suit limit.
HUPAI_HOT_INLINE bool record_rules(const rules& r) noexcept {
    return (r.wild & natural_mask) == 0 && r.max_suits >= 3;
}

/// No wildcard in play for the shanten records (no joker, no wild kind among 0–33, no wild
/// flower held), no suit limit.
template <class Facts>
inline bool record_tiles(const hand& h, const Facts& c) noexcept {
    return h.jokers == 0 && c.shanten_by_records() && (!c.wild_flowers() || h.flower_count() == 0);
}

/// The shanten records answer from the 34 counts but for the hand's size: no declared meld and
/// record_tiles.
template <class Facts>
inline bool record_shape(const hand& h, const Facts& c) noexcept {
    return h.meld_count == 0 && record_tiles(h, c);
}

/// compute_shanten's fast path: record_shape and at most 14 tiles (past 14 only in-hand kongs,
/// which the records do not hold).
template <class Facts>
inline bool record_hand(const hand& h, const Facts& c) noexcept {
    return record_shape(h, c) && (!c.kongs_in_hand() || h.concealed_size() <= 14);
}

/// Whether every declared meld's kinds lie apart from the concealed tiles: no concealed tile of
/// its suit within two places of them (of an honour meld, none of its kind; under honour_chows
/// no honour meld at all). A kind in a meld is capped below 4 copies, which the records do not
/// know; but a target's group or pair on such a kind then holds no concealed tile, so it moves
/// to a kind no meld and no other part of the target uses (one of the 34 is always left: with
/// k ≥ 1 melds they touch at most 3k kinds, the concealed target's 4 − k groups and pair at most
/// 13 − 3k) at the same cost, and the records' distance is the exact one.
inline bool melds_apart(const hand& h, const rules& r) noexcept {
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        // The meld's least and greatest kinds, in whatever order its tiles were given.
        const int low = std::min({m.tiles[0], m.tiles[1], m.tiles[2]});
        const int high = std::max({m.tiles[0], m.tiles[1], m.tiles[2]});
        if (low >= suited_kinds) {
            if (r.honour_chows) return false;
            for (int k = low; k <= high; ++k) {
                if (h.counts[static_cast<std::size_t>(k)] != 0) return false;
            }
            continue;
        }
        const int suit = low / 9 * 9;
        const int from = std::max(suit, low - 2), to = std::min(suit + 8, high + 2);
        for (int k = from; k <= to; ++k) {
            if (h.counts[static_cast<std::size_t>(k)] != 0) return false;
        }
    }
    return true;
}

/// compute_shanten's records for a hand with declared melds: its concealed part aims at
/// 4 − melds groups and a pair, which the records hold, and no other form is open to it (the
/// special forms need no meld; 组合龙 takes one, so the knitted rules need two or more). So:
/// 1–4 melds, record_tiles, at most 14 tiles with the melds (no in-hand kong in the target),
/// and melds_apart.
template <class Facts>
inline bool melded_record_hand(const hand& h, const Facts& c) noexcept {
    return h.meld_count != 0 && record_tiles(h, c) &&
           (!c.records_need_two_melds() || h.meld_count >= 2) &&
           h.concealed_size() + 3 * h.meld_count <= 14 && melds_apart(h, c.of());
}

/// The incremental analysis knows the rules' forms: record_rules and no thirteen_lan (which has
/// no incremental form; the knitted forms are measured apart for each discard).
HUPAI_HOT_INLINE bool incremental_rules(const rules& r) noexcept {
    return record_rules(r) && !r.thirteen_lan;
}

/// analyze_discards_into's fast path, the incremental analysis: record_hand under
/// incremental_rules.
template <class Facts>
inline bool incremental_hand(const hand& h, const Facts& c) noexcept {
    return c.discards_incremental() && record_hand(h, c);
}

/// The wait tables apply, for a hand without jokers: no wildcard can take part, no honour chows,
/// no thirteen_lan, no in-hand kongs.
HUPAI_HOT_INLINE bool wait_tables_apply(const rules& r) noexcept {
    return r.wild == 0 && r.flowers == flower_role::set_aside && !r.kongs_in_hand &&
           !r.honour_chows && !r.thirteen_lan;
}

/// find_waits's fast path, the wait tables: wait_tables_apply, and every form the rules have is
/// one the tables decide (no knitted form).
HUPAI_HOT_INLINE bool wait_table_rules(const rules& r) noexcept {
    return wait_tables_apply(r) && !knitted_rules(r);
}

/// The same with a knitted form: the tables' waits, then the knitted forms' from the held-kind
/// mask (no karaten, no suit limit).
HUPAI_HOT_INLINE bool knitted_wait_table_rules(const rules& r) noexcept {
    return wait_tables_apply(r) && knitted_rules(r) && !r.karaten && r.max_suits >= 3;
}

// --- Step 2: valid by counts -------------------------------------------------------------------

/// What validate_hand reads of a hand of concealed tiles only: its tiles (kinds 0–33), whether
/// some count exceeds the set's (4 of a kind, 1 of a flower, the rules' red fives), whether it
/// holds an honour the rules lack.
struct counted_hand {
    int tiles = 0;
    bool large = false;
    bool honours_held = false;
};

/// The counted facts of hand h, whose kinds 0–33 are read as count words w.
HUPAI_HOT_INLINE counted_hand counted_of(const hand& h, const count_words& w,
                                         const rules& r) noexcept {
    return {tile_total(w), any_large(w, flower_excess(h)) || reds_large(h, r),
            !r.honours && w.honours() != 0};
}

/// The rules' form flags standard … kongs_in_hand (each 0 or 1) read as one little-endian word,
/// seven_pairs_quads left out (0), for the tests below.
HUPAI_HOT_INLINE std::uint64_t form_flags_word(const rules& r) noexcept {
    static_assert(std::is_standard_layout_v<rules>);
    constexpr std::size_t forms = offsetof(rules, standard);
    static_assert(offsetof(rules, seven_pairs) == forms + 1 &&
                  offsetof(rules, thirteen_orphans) == forms + 2 &&
                  offsetof(rules, thirteen_lan) == forms + 3 &&
                  offsetof(rules, honours_and_knitted) == forms + 4 &&
                  offsetof(rules, knitted_straight) == forms + 5 &&
                  offsetof(rules, seven_pairs_quads) == forms + 6 &&
                  offsetof(rules, kongs_in_hand) == forms + 7);
    constexpr std::uint64_t quads_byte = std::uint64_t{0xFF} << 48;
    return load_le<std::uint64_t>(reinterpret_cast<const unsigned char*>(&r) + forms) & ~quads_byte;
}
/// The rest of simple_shanten_rules' test, past the forms: honours without honour chows (the
/// two bytes after kongs_in_hand read as one word), no wild kind at all and none required,
/// every suit, min_concealed at most 1.
HUPAI_HOT_INLINE bool simple_shanten_tiles(const rules& r) noexcept {
    static_assert(offsetof(rules, honour_chows) == offsetof(rules, standard) + 8 &&
                  offsetof(rules, honours) == offsetof(rules, standard) + 9);
    const auto* p = reinterpret_cast<const unsigned char*>(&r);
    return load_le<std::uint16_t>(p + offsetof(rules, honour_chows)) == 0x0100u && r.wild == 0 &&
           !r.wild_required && r.max_suits >= 3 && r.min_concealed <= 1;
}

/// The rules most hands are asked under (riichi's and chinese's): the forms standard, seven
/// pairs and thirteen orphans alone, and simple_shanten_tiles. Such rules are valid and take the
/// shanten records, and a hand of plain_counts under them is valid for shanten exactly when it
/// holds 1–14 tiles (valid_by_counts folds to that): the road is decided from the rules' flags
/// read as words, and the plain path reads simple_shanten_rules_value in their place.
HUPAI_HOT_INLINE bool simple_shanten_rules(const rules& r) noexcept {
    return form_flags_word(r) == 0x010101u && simple_shanten_tiles(r);
}
/// The same with both knitted forms besides (gb's forms): the plain path then reads
/// knitted_shanten_rules_value. Wild flowers with a knitted form are a fault of the rules
/// (validate() refuses them), so these rules set flowers aside or count them.
HUPAI_HOT_INLINE bool knitted_shanten_rules(const rules& r) noexcept {
    return form_flags_word(r) == 0x010100010101u && simple_shanten_tiles(r) &&
           r.flowers != flower_role::wild_kind;
}
/// The standard form alone (seven pairs and thirteen orphans off), and simple_shanten_tiles:
/// valid for shanten exactly as simple_shanten_rules, the plain path reading
/// standard_shanten_rules_value.
HUPAI_HOT_INLINE bool standard_shanten_rules(const rules& r) noexcept {
    return form_flags_word(r) == 0x01u && simple_shanten_tiles(r);
}
/// The forms simple_shanten_rules takes, as a constant: what the plain path reads of them
/// then folds away (seven_pairs_quads, which they leave open, only counts the pairs, before).
inline constexpr rules simple_shanten_rules_value = [] {
    rules r;
    r.standard = r.seven_pairs = r.thirteen_orphans = r.honours = true;
    r.thirteen_lan = r.honours_and_knitted = r.knitted_straight = false;
    r.kongs_in_hand = r.honour_chows = false;
    r.wild = 0;
    r.wild_required = false;
    r.max_suits = 3;
    return r;
}();
/// The forms standard_shanten_rules takes, as a constant.
inline constexpr rules standard_shanten_rules_value = [] {
    rules r = simple_shanten_rules_value;
    r.seven_pairs = r.thirteen_orphans = false;
    return r;
}();
/// The forms knitted_shanten_rules takes (gb's), as a constant.
inline constexpr rules knitted_shanten_rules_value = [] {
    rules r = simple_shanten_rules_value;
    r.honours_and_knitted = r.knitted_straight = true;
    return r;
}();

// --- The rules compiled ------------------------------------------------------------------------

/// The facts of a rules value that choose the roads (compiled.hpp), each computed from the flags
/// where it is asked: their definitions. A public entry admits its hand with these, so that it
/// computes only the facts its road reads; compiled_rules holds them computed once.
class rules_facts {
public:
    constexpr explicit rules_facts(const rules& r) noexcept : r_(&r) {}
    [[nodiscard]] constexpr const rules& of() const noexcept { return *r_; }
    [[nodiscard]] constexpr bool fault() const noexcept {
        return rules_fault(*r_) || wild_out_of_range(*r_);
    }
    [[nodiscard]] constexpr bool honours_allowed() const noexcept { return r_->honours; }
    [[nodiscard]] constexpr bool wild_flowers() const noexcept {
        return r_->flowers == flower_role::wild_kind;
    }
    [[nodiscard]] constexpr bool kongs_in_hand() const noexcept { return r_->kongs_in_hand; }
    [[nodiscard]] bool win_by_labels() const noexcept { return label_forms_rules(*r_); }
    [[nodiscard]] bool shanten_by_records() const noexcept { return record_rules(*r_); }
    [[nodiscard]] bool discards_incremental() const noexcept { return incremental_rules(*r_); }
    [[nodiscard]] constexpr bool records_need_two_melds() const noexcept {
        return r_->knitted_straight;
    }
    [[nodiscard]] bool waits_by_table() const noexcept { return wait_table_rules(*r_); }
    [[nodiscard]] bool knitted_waits_by_table() const noexcept {
        return knitted_wait_table_rules(*r_);
    }
    [[nodiscard]] constexpr bool fei_in_play() const noexcept { return r_->fei || r_->zhifei; }
    /// The shanten plain path's constant; the roads ask simple_constant, knitted_constant, then
    /// standard_constant.
    [[nodiscard]] shanten_constant constant() const noexcept {
        return simple_constant()     ? shanten_constant::simple
               : knitted_constant()  ? shanten_constant::knitted
               : standard_constant() ? shanten_constant::standard
                                     : shanten_constant::none;
    }
    [[nodiscard]] bool simple_constant() const noexcept { return simple_shanten_rules(*r_); }
    [[nodiscard]] bool knitted_constant() const noexcept { return knitted_shanten_rules(*r_); }
    [[nodiscard]] bool standard_constant() const noexcept { return standard_shanten_rules(*r_); }

private:
    const rules* r_;
};

/// The rules compiled: every fact of rules_facts computed once.
HUPAI_HOT_INLINE compiled_rules compiled_of(const rules& r) noexcept {
    return compiled_rules(rules_facts(r));
}

/// plain_counts by its definition, a count word at a time (where SSE2 is missing; the tests
/// compare the two).
inline bool plain_counts_by_words(const hand& h, const rules& r) noexcept {
    return record_shape(h, rules_facts(r)) &&
           !any_large(load_words(h.counts.data()), flower_excess(h)) && !reds_large(h, r);
}

/// Under record_rules(r): whether h has record_shape with counts validate_hand accepts (kinds
/// 0–33 at most 4 each, each flower at most once, red fives at most the rules'), read as three
/// 16-byte rows of the hand's first 48 bytes (counts, red fives, jokers, meld count) each
/// against its bounds by one saturating subtraction: the commonest hands' whole hand test.
HUPAI_HOT_INLINE bool plain_counts(const hand& h, const rules& r) noexcept {
    static_assert(std::is_standard_layout_v<hand> && offsetof(hand, counts) == 0 &&
                  all_kinds == 42 && offsetof(hand, red_fives) == 42 &&
                  offsetof(hand, jokers) == 45 && offsetof(hand, meld_count) == 46 &&
                  sizeof(hand) >= 48);
#if defined(__SSE2__)
    const auto* p = reinterpret_cast<const unsigned char*>(&h);
    const auto row = [&](int at) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + at));
    };
    // Bytes 32–47: kinds 32 and 33 (4), the flowers (1; 0 where a flower is a wildcard, so that
    // a held one leaves record_shape), the red fives (the rules', shifted into bytes 10–12),
    // jokers and melds (0), and byte 47, no count (0xFF).
    alignas(16) static constexpr std::uint8_t bounds[2][16] = {
        {4, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xFF},
        {4, 4, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0xFF}};
    const std::uint32_t reds = load_le<std::uint32_t>(reinterpret_cast<const unsigned char*>(&r) +
                                                      offsetof(rules, red_fives)) &
                               0xFFFFFFu;
    const __m128i last = _mm_or_si128(
        _mm_load_si128(
            reinterpret_cast<const __m128i*>(bounds[r.flowers != flower_role::wild_kind])),
        _mm_slli_si128(_mm_cvtsi32_si128(static_cast<int>(reds)), 10));
    const __m128i four = _mm_set1_epi8(4);
    const __m128i over =
        _mm_or_si128(_mm_or_si128(_mm_subs_epu8(row(0), four), _mm_subs_epu8(row(16), four)),
                     _mm_subs_epu8(row(32), last));
    return _mm_movemask_epi8(_mm_cmpeq_epi8(over, _mm_setzero_si128())) == 0xFFFF;
#else
    return plain_counts_by_words(h, r);
#endif
}

/// Whether validate_hand(h, r, p) succeeds for a hand without declared melds or jokers whose
/// flowers are not tiles (every fast path's predicate implies it), from its counted facts. Such
/// a hand's tiles are its whole size, and its counts alone are what validate_hand checks.
template <class Facts>
constexpr bool valid_by_counts(const Facts& r, const counted_hand& c, purpose p) noexcept {
    return !r.fault() && !c.large && (r.honours_allowed() || !c.honours_held) &&
           size_fault_of(c.tiles, 0, r.of(), p) == size_fault::none;
}

}  // namespace hupai::detail
