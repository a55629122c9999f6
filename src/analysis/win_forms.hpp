// The win check's verdict on each form from a hand's count words: the standard form by the win
// tables (with in-hand kongs, a round per choice of kongs), the knitted forms' glance and exact
// test, the special forms' tally, and every form of a read hand. Shared by the label tiers
// (win.cpp) and the effective hands' path (win_general.cpp); inline, as before the split.
#pragma once

#include "analysis/win_reading.hpp"

namespace hupai::detail::win_parts {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

inline bool standard_complete(const count_words& w, int wildcards, bool may_be_large,
                              const rules& r) noexcept {
    if (may_be_large && any_large(w)) [[unlikely]] {
        const auto counts = counts_of(w);
        return wildcards_needed(needs_of<true>(w, counts.data(), r.honour_chows), true) <=
               wildcards;
    }
    return wildcards_needed(needs_of<false>(w, nullptr, r.honour_chows), true) <= wildcards;
}

/// kongs_in_hand with wildcards held: a kong is four of one kind, wildcards included, so each
/// kong takes every natural tile of its kind (at most 4; a wildcard left outside in place of a
/// natural one could play it) and wildcards for the rest, or four wildcards alone. Kinds are
/// tried in order, each at most once; the wild kinds' natural tiles (Ruijin's flowers) are no
/// copies of a kind and never join one. Rare (this rule's own preset has no wildcards), so a
/// plain search: at most C(18, 4) choices.
inline bool standard_with_wild_kongs(const count_words& w, int wildcards, int kongs,
                                     bool may_be_large, const rules& r) noexcept {
    const auto counts = counts_of(w);
    const auto search = [&](const auto& self, const count_words& rest, int from, int left,
                            int wild) -> bool {
        // The kongs not given a kind yet are four wildcards each.
        if (4 * left <= wild && standard_complete(rest, wild - 4 * left, may_be_large, r)) {
            return true;
        }
        if (left == 0) return false;
        for (int t = from; t < kinds; ++t) {
            const int held = std::min<int>(counts[static_cast<std::size_t>(t)], copies);
            if (held == 0 || (r.wild & bit(static_cast<tile>(t))) != 0) continue;
            if (copies - held > wild) continue;
            count_words next = rest;
            add_at(next, t, -held);
            if (self(self, next, t + 1, left - 1, wild - (copies - held))) return true;
        }
        return false;
    };
    return search(search, w, 0, kongs, wildcards);
}

/// kongs_in_hand: `kongs` of the quadruples of real tiles become kongs (with
/// wildcards held, standard_with_wild_kongs). Wild kinds' tiles are out of the words already;
/// the kind Ruijin's flowers stand for is skipped, its natural count being flowers. A hand of at
/// most 18 tiles holds at most 4 quadruples, so at most C(4,2) = 6 choices, each one more table
/// round.
inline bool standard_with_kongs(const count_words& w, int wildcards, int kongs, bool may_be_large,
                                const rules& r) noexcept {
    if (wildcards != 0) return standard_with_wild_kongs(w, wildcards, kongs, may_be_large, r);
    // The kinds held exactly 4 times: a byte of 4 is a zero byte of w ^ 0x04…, found without a
    // carry across bytes.
    const auto fours = [](std::uint64_t x) {
        const std::uint64_t y = x ^ (low_bits * copies);
        return ~(((y & ~high_bits) + ~high_bits) | y) & high_bits;
    };
    std::array<int, 8> quads{};
    int q = 0;
    const auto add_quads = [&](std::uint64_t found, int first) {
        for (; found != 0 && q < static_cast<int>(quads.size()); found &= found - 1) {
            quads[static_cast<std::size_t>(q++)] = first + std::countr_zero(found) / 8;
        }
    };
    for (int s = 0; s < 3; ++s) add_quads(fours(w.suit[s]), 9 * s);
    add_quads(fours(w.last), 26);
    add_quads(w.nine_m == copies ? 1 : 0, 8);
    add_quads(w.nine_p == copies ? 1 : 0, 17);
    // Not the kind Ruijin's flowers stand for: those tiles are no copies of it.
    int real = 0;
    for (int i = 0; i < q; ++i) {
        const int t = quads[static_cast<std::size_t>(i)];
        if ((r.wild & bit(static_cast<tile>(t))) == 0) quads[static_cast<std::size_t>(real++)] = t;
    }
    q = real;
    if (q < kongs) return false;
    for (unsigned choice = 0; choice < (1u << q); ++choice) {
        if (std::popcount(choice) != kongs) continue;
        count_words rest = w;
        for (int i = 0; i < q; ++i) {
            if (choice >> i & 1u) add_at(rest, quads[static_cast<std::size_t>(i)], -copies);
        }
        if (standard_complete(rest, wildcards, may_be_large, r)) return true;
    }
    return false;
}

/// Whether a hand holding the kinds `held`, with the arrangements `whole` held whole
/// (whole_arrangements), may be a knitted form: 组合龙 holds an arrangement whole, 全不靠 14
/// kinds. The rules and the declared melds are left to the exact test (knitted_forms_of,
/// knitted_hand_forms): most hands are neither, and two tests let them go.
HUPAI_HOT_INLINE bool may_be_knitted(kind_mask held, unsigned whole) noexcept {
    return (whole != 0) | (std::popcount(held) == 14);
}

/// Whether the suited kinds of `held`, a hand of 14 different kinds, all lie in one
/// arrangement, from the (suit, pattern) cells they touch: at most 7 of the 14 are honours, so
/// at least 7 suited kinds touch at least three cells of three kinds each, and they lie in an
/// arrangement exactly when they touch three cells that hold one whole (its three).
HUPAI_HOT_INLINE bool all_in_one_arrangement(kind_mask held) noexcept {
    const kind_mask suited = held & suited_kind_mask;
    const unsigned touched = pattern_bits(suited | suited >> 3 | suited >> 6);
    return std::popcount(touched) == 3 && whole_arrangements_of_patterns[touched] != 0;
}

/// 组合龙 of natural count words holding `tiles` tiles of the kinds `held`, with `melds`
/// declared melds, whose arrangements `whole` are held whole: an arrangement taken, the rest
/// completes as melds and a pair. The rest holds a pair: a hand of all different kinds (a
/// 全不靠 among them) has none.
inline form_set knitted_straight_forms(const count_words& w, int tiles, kind_mask held,
                                       unsigned whole, const rules& r) noexcept {
    if (std::popcount(held) >= tiles) return 0;
    for (; whole != 0; whole &= whole - 1) {
        const auto i = static_cast<std::size_t>(std::countr_zero(whole));
        if (standard_complete(without(w, knitted_arrangement_words[i]), 0, false, r)) {
            return form_bit(form::knitted_straight);
        }
    }
    return 0;
}

/// The knitted forms of natural count words with `melds` declared melds (their rules take no
/// wildcards) that may_be_knitted lets through: 全不靠 when the 14 tiles are all different and
/// the suited ones lie in one arrangement, 组合龙 when the words hold an arrangement and the rest
/// completes as melds and a pair.
[[gnu::noinline]] inline form_set knitted_forms_of(const count_words& w, kind_mask held,
                                                   unsigned whole, int melds,
                                                   const rules& r) noexcept {
    const int tiles = tile_total(w);
    if (tiles + 3 * melds != 14) return 0;
    form_set forms = 0;
    if (r.honours_and_knitted && melds == 0 && std::popcount(held) == 14 &&
        all_in_one_arrangement(held)) {
        forms |= form_bit(form::honours_and_knitted);
    }
    if (r.knitted_straight) forms |= knitted_straight_forms(w, tiles, held, whole, r);
    return forms;
}

/// knitted_forms_of of a valid hand under label_forms_rules, which may_be_knitted lets through.
/// A valid hand has at most 14 tiles: 14 kinds without melds are 14 tiles, all different, so
/// 全不靠 is the arrangement test alone and 组合龙 impossible (no pair); other hands may only be
/// 组合龙, asked of the words. Out of line: the glance jumps here.
/// The forms as `Answer`: a form_set, or (is_win) whether there is one, so that the glance can
/// end in a jump here.
template <class Answer = form_set>
[[gnu::noinline]] Answer knitted_hand_forms(const hand& h, kind_mask held, unsigned whole,
                                            const rules& r) noexcept {
    if (r.honours_and_knitted && h.meld_count == 0 && std::popcount(held) == 14) {
        return static_cast<Answer>(
            all_in_one_arrangement(held) ? form_bit(form::honours_and_knitted) : 0);
    }
    const count_words w = load_words(h.counts.data());
    const int tiles = tile_total(w);
    if (!r.knitted_straight || tiles + 3 * h.meld_count != 14) return 0;
    return static_cast<Answer>(knitted_straight_forms(w, tiles, held, whole, r));
}

/// The knitted forms of natural count words (the general reading's route).
inline form_set knitted_forms(const count_words& w, int melds, const rules& r) noexcept {
    const kind_mask held = held_kinds(w);
    const unsigned whole = whole_arrangements(held);
    if (!may_be_knitted(held, whole)) return 0;
    return knitted_forms_of(w, held, whole, melds, r);
}

/// `v`, hidden from the optimizer so that it cannot branch on it: near-winning hands half win,
/// and a branch on the verdict mispredicts half the time (measured on the near_win benchmark:
/// about 6 ns per hand more than the branch-free code).
HUPAI_HOT_INLINE bool opaque(bool v) noexcept {
#if defined(__GNUC__)
    asm("" : "+r"(v));
#endif
    return v;
}

/// The rare special forms, thirteen orphans and thirteen_lan, of a 14-tile hand without
/// declared melds. Out of line: a cheap test in with_special_forms lets few hands through.
[[gnu::noinline]] inline form_set rare_special_forms(const count_words& w,
                                                     const rules& r) noexcept {
    // Thirteen orphans needs all three suits and the honours.
    const bool orphans =
        r.thirteen_orphans && r.honours && r.max_suits >= 3 && thirteen_orphans_complete(w);
    const bool lan = r.thirteen_lan && thirteen_lan_complete(w, r);
    return static_cast<form_set>((orphans ? form_bit(form::thirteen_orphans) : 0) |
                                 (lan ? form_bit(form::thirteen_lan) : 0));
}

/// What the special forms (each needs 14 tiles and no declared meld) ask of a hand's natural
/// tiles.
struct special_tally {
    int natural;       ///< natural tiles
    int odd;           ///< kinds held an odd number of times
    bool thrice;       ///< some kind held 3 times or more
    bool orphan_only;  ///< every natural tile a terminal or an honour
};

/// The tally of a hand's counts (each up to 63).
HUPAI_HOT_INLINE special_tally tally_of(const count_words& w) noexcept {
#if defined(__SSE4_1__)
    // The registers indices_of reads (vectors_of): byte sums of the counts and of their low bits
    // by psadbw, three or more by an unsigned maximum (half the instructions of the word
    // arithmetic below).
    const auto [first, second] = vectors_of(w);
    const __m128i ones = _mm_set1_epi8(1);
    const __m128i zero = _mm_setzero_si128();
    const __m128i tiles = _mm_sad_epu8(_mm_add_epi8(first, second), zero);
    const __m128i odd =
        _mm_sad_epu8(_mm_add_epi8(_mm_and_si128(first, ones), _mm_and_si128(second, ones)), zero);
    // Lane 0: the tiles of both halves; lane 2: the odd kinds.
    const __m128i sums =
        _mm_add_epi32(_mm_unpacklo_epi64(tiles, odd), _mm_unpackhi_epi64(tiles, odd));
    const bool thrice =
        _mm_movemask_epi8(_mm_cmpgt_epi8(_mm_max_epu8(first, second), _mm_set1_epi8(2))) != 0;
    return {_mm_cvtsi128_si32(sums) + static_cast<int>(w.nine_m + w.nine_p),
            _mm_extract_epi32(sums, 2) + static_cast<int>((w.nine_m & 1) + (w.nine_p & 1)),
            static_cast<bool>(thrice | (w.nine_m >= 3) | (w.nine_p >= 3)), only_orphan_kinds(w)};
#else
    return {tile_total(w), odd_kinds(w), some_kind_thrice(w), only_orphan_kinds(w)};
#endif
}

/// What the tally says of the special forms of a hand without declared melds: seven pairs
/// decided, thirteen orphans and thirteen_lan possible or not. No branch on the tiles.
struct special_verdict {
    bool seven_pairs;
    bool rare_possible;
};

HUPAI_HOT_INLINE special_verdict special_verdict_of(const special_tally& t, int wildcards,
                                                    const rules& r) noexcept {
    const bool fourteen = t.natural + wildcards == 14;
    const bool pairs = r.seven_pairs & (t.odd <= wildcards) & (r.seven_pairs_quads | !t.thrice);
    // Thirteen orphans holds terminals and honours only; thirteen_lan holds no kind twice, that
    // is as many kinds an odd number of times as natural tiles.
    const bool rare_possible =
        fourteen & ((r.thirteen_orphans & t.orphan_only) | (r.thirteen_lan & (t.odd == t.natural)));
    return {opaque(fourteen & pairs), opaque(rare_possible)};
}

/// The forms of a hand without declared melds from its standard-form verdict and `special`.
/// With `all` false, a non-zero set when some form wins (not necessarily every form). The rare
/// forms are looked at, by rare() (rare_special_forms of the hand), only when the verdict lets
/// them through.
template <bool all, class Rare>
HUPAI_HOT_INLINE form_set with_special_forms(bool standard, special_verdict special,
                                             Rare&& rare) noexcept {
    if constexpr (all) {
        auto forms = static_cast<form_set>((standard ? form_bit(form::standard) : 0) |
                                           (special.seven_pairs ? form_bit(form::seven_pairs) : 0));
        if (special.rare_possible) forms |= rare();
        return forms;
    } else {
        bool win = standard | special.seven_pairs;
        if (special.rare_possible) win = win || rare() != 0;
        return win;
    }
}

/// forms_of once the standard form is judged: the knitted forms and the special forms added.
template <bool all>
inline form_set forms_given_standard(const reading& v, const rules& r, bool standard) noexcept {
    auto forms = static_cast<form_set>(standard ? form_bit(form::standard) : 0);
    if (knitted_rules(r)) [[unlikely]] {
        forms |= knitted_forms(v.w, v.melds, r);
    }
    // The special forms need 14 concealed tiles and no declared meld.
    if (v.melds != 0) return forms;
    const auto rare = [&] { return rare_special_forms(v.w, r); };
    return forms | with_special_forms<all>(standard,
                                           special_verdict_of(tally_of(v.w), v.wildcards, r), rare);
}

/// Every form of a read hand (fei and the suits already judged); with `all` false, only
/// whether some form wins (a non-zero set, not necessarily the forms). With may_be_large (Ruijin,
/// effective hands from other modules) the counts may exceed 4 and the size is checked as well.
inline form_set forms_of(const reading& v, const rules& r, bool all) noexcept {
    int kongs = 0;
    if (v.may_be_large || r.kongs_in_hand) {
        const int size = tile_total(v.w) + v.wildcards + 3 * v.melds;
        if (r.kongs_in_hand && size > 14) kongs = size - 14;
        // A 3n+2 hand of at most 14 tiles once the in-hand kongs are set aside.
        if (size - kongs > 14 || (size - kongs) % 3 != 2) return 0;
    }
    const bool standard =
        r.standard &&
        (kongs == 0 ? standard_complete(v.w, v.wildcards, v.may_be_large, r)
                    : standard_with_kongs(v.w, v.wildcards, kongs, v.may_be_large, r));
    return all ? forms_given_standard<true>(v, r, standard)
               : forms_given_standard<false>(v, r, standard);
}

/// The forms of a validated hand, with fei.
inline form_set hand_forms(const hand& h, const rules& r, bool all, bool* fei) noexcept {
    const reading v = read_hand(h, r);
    if (fei != nullptr) *fei = v.fei;
    if (v.fei) return 0;
    if (r.max_suits < 3 && !suits_allowed(suits_held(v.w) | meld_suits(h), r)) return 0;
    return forms_of(v, r, all);
}

}  // namespace

}  // namespace hupai::detail::win_parts
