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
//
// This file is the label tiers (plain hands, one wild kind, then the common path with
// wildcards) and check_win/is_win; win_general.cpp answers effective hands.
#include "analysis/win.hpp"

#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

#include "admission/admission.hpp"
#include "admission/roads.hpp"
#include "admission/validated.hpp"
#include "analysis/special_forms.hpp"
#include "analysis/win_forms.hpp"
#include "analysis/win_reading.hpp"
#include "hupai/analysis.hpp"
#include "tables/knitted.hpp"
#include "tables/win_table.hpp"

namespace hupai {

namespace detail {

namespace {
using namespace win_parts;

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
}  // namespace

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

/// check_win of a hand validate_hand accepts for a win, on its road (win_road_of).
win_result valid_win(const hand& h, const rules& r, detail::win_road road) {
    bool fei = false;
    const form_set forms = road == detail::win_road::labels ? detail::plain_forms<true>(h, r)
                                                            : detail::read_forms<true>(h, r, &fei);
    return answer_of(forms, fei);
}

/// How validated_win takes the facts: rules_facts (a pointer) by value, in a register, so that
/// the shortcut stores nothing for the call; compiled_rules by reference.
template <class Facts>
using facts_arg =
    std::conditional_t<std::is_trivially_copyable_v<Facts> && sizeof(Facts) <= sizeof(void*), Facts,
                       const Facts&>;

/// check_win for the hands the shortcut in check_win does not settle: validate_hand names what is
/// wrong, and the road is read from the facts the caller has (compiled, or computed from the
/// rules). Out of line, so that the shortcut keeps a small frame.
template <class FactsArg>
[[gnu::noinline]] result<win_result> validated_win(const hand& h, FactsArg c) {
    if (auto ok = validate_hand(h, c.of(), purpose::win); !ok) return ok.err();
    return valid_win(h, c.of(), detail::win_road_of(c));
}

/// check_win's admission and road. On the labels' road a hand without melds or jokers
/// (label_hand) is valid when its counts say so (the checks validate_hand is made of,
/// validate.hpp): no result or string is built for it.
template <class Facts>
HUPAI_HOT_INLINE result<win_result> win_by_road(const hand& h, const Facts& c) {
    if (detail::label_hand(h, c)) {
        const detail::count_words w = detail::load_words(h.counts.data());
        if (detail::valid_by_counts(c, detail::counted_of(h, w, c.of()), purpose::win)) {
            return answer_of(detail::plain_forms<true>(h, c.of()), false);
        }
    }
    return validated_win<facts_arg<Facts>>(h, c);
}

}  // namespace

result<win_result> detail::check_win(const validated_hand& v) {
    const auto w = v.for_purpose(purpose::win);
    if (!w) return w.err();
    return valid_win(v.held(), v.rules_of(), detail::win_road_of(v.compiled()));
}

result<win_result> detail::check_win(const hand& h, const compiled_rules& c) {
    return win_by_road(h, c);
}

result<win_result> check_win(const hand& h, const rules& r) {
    return win_by_road(h, detail::rules_facts(r));
}

bool is_win(const hand& h, const rules& r) noexcept {
    if (detail::win_road_of(detail::rules_facts(r)) == detail::win_road::labels) {
        return detail::plain_forms<false>(h, r);
    }
    if (detail::one_wild_kind(r)) return detail::one_wild_kind_win(h, r);
    return detail::read_win(h, r);
}

}  // namespace hupai
