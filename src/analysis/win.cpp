// The win check (胡 / 和了): table look-ups per suit, then the special forms.
//
// Standard form: the hand's suits never share a group, so the fewest wildcards completing the
// hand as melds and one pair is the sum over suits of each suit's need without the pair, plus the
// cheapest extra for putting the pair in one of them (tables/win_table.hpp). The hand wins when
// that sum is at most its wildcards: every need is congruent to minus the suit's tile count modulo
// 3 (plus 2 with the pair), and a 3n+2 hand therefore has a multiple of 3 wildcards left over,
// which form pungs of their own.
//
// The hand is read straight into the four count words of tables/win_table.hpp: wild kinds are
// cleared from them and counted as wildcards, Ruijin's flowers added to the 宝's kind (or counted
// as wildcards when the 宝 is a flower), in-hand quadruples found and taken out with word
// arithmetic. make_effective reads hands the same way for the other modules; the differential
// test checks on every hand that both routes give the same forms.
#include "analysis/win.hpp"

#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

#include "admission.hpp"
#include "analysis/special_forms.hpp"
#include "hupai/analysis.hpp"
#include "tables/knitted.hpp"
#include "tables/win_table.hpp"

namespace hupai {

namespace detail {

namespace {

/// A hand as the win check reads it.
struct reading {
    count_words w;
    int wildcards = 0;
    int melds = 0;
    bool fei = false;
    bool may_be_large = false;  ///< a count may exceed 4 (Ruijin flowers, or any effective hand)
};

/// Adds n to the count of kind t in the words.
HUPAI_HOT_INLINE void add_at(count_words& w, int t, int n) noexcept {
    const auto add = [n](std::uint64_t& word, int byte) {
        word = static_cast<std::uint64_t>(static_cast<std::int64_t>(word) +
                                          (static_cast<std::int64_t>(n) << (8 * byte)));
    };
    // Each word named, not indexed, so that the words can live in registers.
    if (t == 8) {
        w.nine_m = static_cast<std::uint32_t>(static_cast<int>(w.nine_m) + n);
    } else if (t == 17) {
        w.nine_p = static_cast<std::uint32_t>(static_cast<int>(w.nine_p) + n);
    } else if (t >= 26) {
        add(w.last, t - 26);
    } else if (t >= 18) {
        add(w.suit[2], t - 18);
    } else if (t >= 9) {
        add(w.suit[1], t - 9);
    } else {
        add(w.suit[0], t);
    }
}

/// The counts of the words, for the rare routes that read them one by one.
std::array<std::uint8_t, kinds> counts_of(const count_words& w) noexcept {
    std::array<std::uint8_t, kinds> c{};
    for (int i = 0; i < 8; ++i) {
        for (int s = 0; s < 3; ++s) {
            c[static_cast<std::size_t>(9 * s + i)] =
                static_cast<std::uint8_t>(w.suit[s] >> (8 * i));
        }
        c[static_cast<std::size_t>(26 + i)] = static_cast<std::uint8_t>(w.last >> (8 * i));
    }
    c[8] = static_cast<std::uint8_t>(w.nine_m);
    c[17] = static_cast<std::uint8_t>(w.nine_p);
    return c;
}

/// Reads a hand: its own counts minus the wild kinds (which count as wildcards, with the
/// jokers), and under Ruijin's flower rule the flowers (docs/RULES.md). The usual one wild kind
/// costs one change of the words: its tiles out, the flowers standing for it in.
HUPAI_HOT_INLINE reading read_hand(const hand& h, const rules& r) noexcept {
    reading v{load_words(h.counts.data()), h.jokers, h.meld_count, false, false};
    tile_mask wild_kinds = r.wild & natural_mask;
    int flowers_as_bao = 0;  // flowers that are natural tiles of the 宝's kind
    bool bao_fei = false;    // whether holding all 4 宝 tiles is 飞
    if (r.flowers == flower_role::wild_kind) {
        const int flowers = byte_sum(load_le<std::uint64_t>(h.counts.data() + kinds));
        if (flowers_are_bao(r)) {
            // The 宝 is a flower: every flower is wild; holding 3 is 飞 (seed 003).
            v.wildcards += flowers;
            v.fei = r.fei && flowers >= 3;
        } else if (wild_kinds != 0) {
            // A flower is a natural tile of the 宝's kind (the lowest wild kind); holding all 4
            // 宝 is 飞. Its real tiles are wildcards: its natural count is the flowers alone.
            flowers_as_bao = flowers;
            bao_fei = r.fei;
            v.may_be_large = flowers > copies;
        }
    }
    if (wild_kinds == 0) return v;
    // The lowest wild kind, the 宝's: its tiles out, the flowers standing for it in.
    const int bao = std::countr_zero(wild_kinds);
    const int held = h.counts[static_cast<std::size_t>(bao)];
    v.fei |= bao_fei & (held >= copies);
    v.wildcards += held;
    add_at(v.w, bao, flowers_as_bao - held);
    for (wild_kinds &= wild_kinds - 1; wild_kinds != 0; wild_kinds &= wild_kinds - 1) {
        const int t = std::countr_zero(wild_kinds);
        const int n = h.counts[static_cast<std::size_t>(t)];
        v.wildcards += n;
        add_at(v.w, t, -n);
    }
    return v;
}

/// Bit s (0–2) set when suit s holds a natural tile.
unsigned suits_held(const count_words& w) noexcept {
    unsigned suits = 0;
    for (int s = 0; s < 3; ++s) {
        suits |= static_cast<unsigned>((w.suit[s] | w.nine(s)) != 0) << s;
    }
    return suits;
}

/// Sichuan's 缺一门: the natural tiles and declared melds use at most max_suits of m, p, s
/// (honours are no suit). Wildcards never need another suit: one that joins natural tiles takes
/// their suit, and a group of wildcards alone can be any kind of a suit already in use.
bool suits_allowed(unsigned suits, const rules& r) noexcept {
    return std::popcount(suits & 7u) <= r.max_suits;
}

unsigned meld_suits(const hand& h) noexcept {
    unsigned suits = 0;
    for (int i = 0; i < h.meld_count && i < 4; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) suits |= 1u << (t / 9);
    }
    return suits;
}

bool standard_complete(const count_words& w, int wildcards, bool may_be_large,
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
bool standard_with_wild_kongs(const count_words& w, int wildcards, int kongs, bool may_be_large,
                              const rules& r) noexcept {
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

/// kongs_in_hand (seed 004): `kongs` of the quadruples of real tiles become kongs (with
/// wildcards held, standard_with_wild_kongs). Wild kinds' tiles are out of the words already;
/// the kind Ruijin's flowers stand for is skipped, its natural count being flowers. A hand of at
/// most 18 tiles holds at most 4 quadruples, so at most C(4,2) = 6 choices, each one more table
/// round.
bool standard_with_kongs(const count_words& w, int wildcards, int kongs, bool may_be_large,
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
form_set knitted_straight_forms(const count_words& w, int tiles, kind_mask held, unsigned whole,
                                const rules& r) noexcept {
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
[[gnu::noinline]] form_set knitted_forms_of(const count_words& w, kind_mask held, unsigned whole,
                                            int melds, const rules& r) noexcept {
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
form_set knitted_forms(const count_words& w, int melds, const rules& r) noexcept {
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
[[gnu::noinline]] form_set rare_special_forms(const count_words& w, const rules& r) noexcept {
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
form_set forms_given_standard(const reading& v, const rules& r, bool standard) noexcept {
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
form_set forms_of(const reading& v, const rules& r, bool all) noexcept {
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
form_set hand_forms(const hand& h, const rules& r, bool all, bool* fei) noexcept {
    const reading v = read_hand(h, r);
    if (fei != nullptr) *fei = v.fei;
    if (v.fei) return 0;
    if (r.max_suits < 3 && !suits_allowed(suits_held(v.w) | meld_suits(h), r)) return 0;
    return forms_of(v, r, all);
}

/// The common path with wildcards: natural counts within 0–4 and at most 14 (validated), no
/// Sichuan suit rule, no in-hand kongs. With `all`, every form; else whether some form wins (0
/// or 1). The special forms' verdict is taken without a branch on whether they are possible:
/// where wildcards are usual, few kinds held an odd number of times is a coin toss, and the
/// verdict costs less than the mispredictions (measured on the near-winning sets with 4
/// wildcards: 12 ns a hand against 18).
template <bool all, class Rare>
HUPAI_HOT_INLINE form_set common_forms(const count_words& w, int wildcards, int melds,
                                       const rules& r, Rare&& rare) noexcept {
    const hand_labels labels = labels_of(w, r.honour_chows);
    const bool standard = opaque(r.standard & (wildcards_needed(labels, true) <= wildcards));
    const auto standard_only = static_cast<form_set>(standard ? form_bit(form::standard) : 0);
    if (melds != 0) return standard_only;
    return with_special_forms<all>(standard, special_verdict_of(tally_of(w), wildcards, r), rare);
}

/// hand_forms for the rules the common path does not take (Sichuan, in-hand kongs) and for
/// counts beyond 4: out of line, so that the common path stays small.
[[gnu::noinline]] form_set general_forms(const hand& h, const rules& r, bool all,
                                         bool* fei) noexcept {
    return hand_forms(h, r, all, fei);
}

/// What the plain path answers: every form, or (is_win) only whether the hand wins, as a bool
/// so that the out-of-line parts end in a jump rather than a call that needs a frame.
template <bool all>
using plain_answer = std::conditional_t<all, form_set, bool>;

/// The knitted forms of a hand under label_forms_rules with a knitted form (which take no
/// wildcards), as the plain path's answer: the glance, then the exact test out of line. Out of
/// line itself: the plain path jumps here with nothing of its own left to do, so that it keeps
/// no frame for the knitted rules.
template <bool all>
[[gnu::noinline]] plain_answer<all> knitted_plain_answer(const hand& h, const rules& r) noexcept {
    const kind_mask held = held_kinds_of_counts(h.counts.data());
    const unsigned whole = whole_arrangements(held);
    if (!may_be_knitted(held, whole)) [[likely]] {
        return 0;
    }
    return knitted_hand_forms<plain_answer<all>>(h, held, whole, r);
}

/// The knitted forms exclude the standard form, seven pairs and thirteen orphans: a 组合龙's
/// nine kinds, no two of them in one meld or pair, would need nine groups where the standard
/// form has five (and seven pairs a second tile of each: 18 tiles), and 全不靠 holds no two of
/// a kind (nor only terminals and honours: at least 7 of its 14 kinds are suited, so its 258
/// suit is held). So the plain path asks them only of hands its labels find no standard form
/// in, and not at all where the labels let seven pairs or thirteen orphans through (`common`
/// with label_special): a knitted hand leaves those flags clear in some group. thirteen_lan
/// they do not exclude (a 全不靠 is one), and under it every hand without melds goes to the
/// special forms' verdict: there the knitted forms are added as well.
///
/// Whether the knitted forms are asked after `others`: every form wanted (`all`), or whether
/// some form wins and none has yet.
template <bool all>
HUPAI_HOT_INLINE bool knitted_asked_after(form_set others, const rules& r) noexcept {
    return knitted_rules(r) && (all || others == 0);
}

/// The special forms of a hand under label_forms_rules whose labels let some through (or, under
/// thirteen_lan, without melds), and the standard form's verdict: out of line, so that the
/// common path keeps no copy of its words (in registers or on its stack) for a call that seldom
/// comes. With `knitted` (the rules have a knitted form) and thirteen_lan, the knitted forms
/// are asked too.
template <bool all, bool knitted>
[[gnu::noinline]] plain_answer<all> plain_special_forms(const hand& h, const rules& r,
                                                        bool standard) noexcept {
    const count_words w = load_words(h.counts.data());
    auto forms = with_special_forms<all>(standard, special_verdict_of(tally_of(w), 0, r),
                                         [&] { return rare_special_forms(w, r); });
    if constexpr (knitted) {
        if (r.thirteen_lan && knitted_asked_after<all>(forms, r)) [[unlikely]] {
            forms |= knitted_plain_answer<true>(h, r);
        }
    }
    return static_cast<plain_answer<all>>(forms);
}

/// A hand with jokers under label_forms_rules (seldom: jokers are the only wildcards there).
template <bool all>
[[gnu::noinline]] plain_answer<all> plain_forms_with_jokers(const hand& h,
                                                            const rules& r) noexcept {
    const count_words w = load_words(h.counts.data());
    auto forms =
        common_forms<all>(w, h.jokers, h.meld_count, r, [&] { return rare_special_forms(w, r); });
    if (knitted_asked_after<all>(forms, r)) [[unlikely]] {
        forms |= knitted_plain_answer<true>(h, r);
    }
    return static_cast<plain_answer<all>>(forms);
}

/// The common path under label_forms_rules. Without wildcards the four labels decide: their
/// common flags tell the standard form, and whether seven pairs or thirteen orphans is possible
/// at all (every group even, or every group terminals and honours only, none thrice); the few
/// hands that may be one go to the verdict, and so does every hand without melds when the rules
/// have thirteen_lan (no preset without wildcards has it). Under a knitted form, a hand the
/// labels find no standard form in goes on to the knitted forms (knitted_asked_after).
template <bool all>
HUPAI_HOT_INLINE plain_answer<all> plain_forms(const hand& h, const rules& r) noexcept {
    if (h.jokers != 0) [[unlikely]] {
        return plain_forms_with_jokers<all>(h, r);
    }
    const std::uint32_t common = labels_of(load_words(h.counts.data()), r.honour_chows).common();
    const bool standard = opaque(r.standard & standard_without_wildcards(common));
    if (h.meld_count != 0 || ((common & gen::label_special) | r.thirteen_lan) == 0) [[likely]] {
        if (knitted_rules(r)) [[unlikely]] {
            if (!standard) return knitted_plain_answer<all>(h, r);
        }
        if constexpr (all) {
            return static_cast<form_set>(standard ? form_bit(form::standard) : 0);
        } else {
            return standard;
        }
    }
    // Where the knitted forms are asked of these hands: check_win picks the copy here, so that
    // the other rules' copy has no test of thirteen_lan's; is_win leaves the test to the copy
    // (fewer instructions each way, measured on both).
    if constexpr (all) {
        if (knitted_rules(r)) [[unlikely]] {
            return plain_special_forms<all, true>(h, r, standard);
        }
        return plain_special_forms<all, false>(h, r, standard);
    } else {
        return plain_special_forms<all, true>(h, r, standard);
    }
}

/// rare_special_forms of a hand read again (read_hand): like plain_special_forms, so that the
/// common path keeps no copy of its words for a call that seldom comes.
[[gnu::noinline]] form_set read_rare_forms(const hand& h, const rules& r) noexcept {
    return rare_special_forms(read_hand(h, r).w, r);
}

/// Whether the rules have one wild kind, a tile, and nothing the common path does not know.
HUPAI_HOT_INLINE bool one_wild_kind(const rules& r) noexcept {
    return std::has_single_bit(r.wild) && (r.wild & natural_mask) != 0;
}

/// read_forms for the usual rules with wildcards: one wild kind, a tile (Ruijin's 宝, 红中),
/// the flowers, if in play, standing for it (read_hand). Apart from the general reading, so that
/// few values are live at once.
template <bool all>
HUPAI_HOT_INLINE form_set one_wild_kind_forms(const hand& h, const rules& r, bool* fei) noexcept {
    const int bao = std::countr_zero(r.wild);
    const int held = h.counts[static_cast<std::size_t>(bao)];
    const bool flowers_in_play = r.flowers == flower_role::wild_kind;
    const int flowers =
        flowers_in_play ? byte_sum(load_le<std::uint64_t>(h.counts.data() + kinds)) : 0;
    const bool bao_fei = flowers_in_play & r.fei & (held >= copies);
    if (fei != nullptr) *fei = bao_fei;
    if (bao_fei) return 0;
    if (flowers > copies) return general_forms(h, r, all, fei);
    count_words w = load_words(h.counts.data());
    add_at(w, bao, flowers - held);
    return common_forms<all>(w, h.jokers + held, h.meld_count, r,
                             [&] { return read_rare_forms(h, r); });
}

/// The forms under rules beyond label_forms_rules: the hand read first (wild kinds, Ruijin's
/// flowers), then the common path when its counts allow; fei set when `fei` is not null. The
/// knitted forms there are the general reading's.
template <bool all>
HUPAI_HOT_INLINE form_set read_forms(const hand& h, const rules& r, bool* fei) noexcept {
    if (knitted_rules(r) || r.max_suits < 3 || r.kongs_in_hand) {
        return general_forms(h, r, all, fei);
    }
    if (one_wild_kind(r)) return one_wild_kind_forms<all>(h, r, fei);
    // Not const: GCC keeps a const aggregate that read_hand fills in memory, not registers.
    reading v = read_hand(h, r);
    if (fei != nullptr) *fei = v.fei;
    if (v.fei) return 0;
    if (v.may_be_large) return general_forms(h, r, all, fei);
    return common_forms<all>(v.w, v.wildcards, h.meld_count, r,
                             [&] { return read_rare_forms(h, r); });
}

/// is_win beyond label_forms_rules. Out of line and called last, so that is_win jumps here and sets
/// up no frame of its own for it.
[[gnu::noinline]] bool read_win(const hand& h, const rules& r) noexcept {
    return read_forms<false>(h, r, nullptr) != 0;
}

/// is_win under one wild kind (the usual rules with wildcards, Ruijin's 宝 among them): its own
/// function, so that its frame holds only what it needs.
[[gnu::noinline]] bool one_wild_kind_win(const hand& h, const rules& r) noexcept {
    if (r.max_suits < 3 || r.kongs_in_hand) return general_forms(h, r, false, nullptr) != 0;
    return one_wild_kind_forms<false>(h, r, nullptr) != 0;
}

/// An effective hand: fei first, then the suits (from the counts as well as e.suits_used, so
/// that a caller adding tiles needs to keep only counts, wildcards and melds up to date).
form_set effective_forms(const effective_hand& e, const rules& r, bool all) noexcept {
    if (e.fei) return 0;
    const reading v{load_words(e.counts.data()), e.wildcards, e.melds, false, true};
    if (r.max_suits < 3 &&
        !suits_allowed(static_cast<unsigned>(e.suits_used) | suits_held(v.w), r)) {
        return 0;
    }
    return forms_of(v, r, all);
}

}  // namespace

form_set winning_forms(const effective_hand& e, const rules& r) noexcept {
    return effective_forms(e, r, true);
}

bool wins(const effective_hand& e, const rules& r) noexcept {
    return effective_forms(e, r, false) != 0;
}

form_set winning_forms_given_standard(const effective_hand& e, const rules& r,
                                      bool standard) noexcept {
    if (e.fei) return 0;
    const reading v{load_words(e.counts.data()), e.wildcards, e.melds, false, false};
    // What winning_forms answers of a hand that is not 3n+2 of at most 14 tiles.
    const int size = tile_total(v.w) + v.wildcards + 3 * v.melds;
    if (size > 14 || size % 3 != 2) return 0;
    return forms_given_standard<true>(v, r, standard);
}

bool is_zhifei(const effective_hand& e, const rules& r) noexcept {
    if (!r.zhifei || e.fei || e.melds != 0 || e.bao_tiles < 1 || e.wildcards < 1) return false;
    const count_words w = load_words(e.counts.data());
    if (tile_total(w) + e.wildcards != 13) return false;
    if (!suits_allowed(static_cast<unsigned>(e.suits_used) | suits_held(w), r)) return false;
    // One 宝 set aside; the other 12 tiles must complete as 4 melds or 6 pairs.
    const int rest = e.wildcards - 1;
    if (r.standard &&
        wildcards_needed(needs_of<true>(w, e.counts.data(), r.honour_chows), false) <= rest) {
        return true;
    }
    return r.seven_pairs && pairs_complete(w, rest, r.seven_pairs_quads);
}

}  // namespace detail

namespace {

win_result answer_of(form_set forms, bool fei) noexcept {
    win_result answer;
    answer.forms = forms;
    answer.win = forms != 0;
    answer.fei = fei;
    // zhifei stays false: 制飞 is a property of 13-tile hands (find_waits reports it).
    return answer;
}

/// check_win for the hands the shortcut in check_win does not settle: validate_hand names what is
/// wrong. Out of line, so that the shortcut keeps a small frame.
[[gnu::noinline]] result<win_result> validated_win(const hand& h, const rules& r) {
    if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
    bool fei = false;
    const form_set forms = detail::label_forms_rules(r) ? detail::plain_forms<true>(h, r)
                                                        : detail::read_forms<true>(h, r, &fei);
    return answer_of(forms, fei);
}

}  // namespace

result<win_result> check_win(const hand& h, const rules& r) {
    // Under label_forms_rules a hand without melds or jokers is valid when its counts say so (the
    // checks validate_hand is made of, validate.hpp): no result or string is built for it.
    if (detail::label_hand(h, r)) {
        const detail::count_words w = detail::load_words(h.counts.data());
        if (detail::valid_by_counts(r, detail::counted_of(h, w, r), purpose::win)) {
            return answer_of(detail::plain_forms<true>(h, r), false);
        }
    }
    return validated_win(h, r);
}

bool is_win(const hand& h, const rules& r) noexcept {
    if (detail::label_forms_rules(r)) return detail::plain_forms<false>(h, r);
    if (detail::one_wild_kind(r)) return detail::one_wild_kind_win(h, r);
    return detail::read_win(h, r);
}

}  // namespace hupai
