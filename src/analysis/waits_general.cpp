// find_waits' general road: hands with wildcards, declared melds, in-hand kongs, honour chows or
// thirteen_lan. Each candidate kind is drawn and the win check asked; with wildcards the flat
// standard distance of each draw rules out kinds first where it applies, and the shanten
// engine tells a hand that is not ready.
#include <algorithm>
#include <array>
#include <bit>
#include <optional>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "analysis/special_forms.hpp"
#include "analysis/wait_shapes.hpp"
#include "analysis/wait_words.hpp"
#include "analysis/waits.hpp"
#include "analysis/waits_knitted.hpp"
#include "analysis/win.hpp"
#include "shanten/shanten.hpp"
#include "tables/knitted.hpp"
#include "tables/wait_table.hpp"

namespace hupai::wait_shapes {

namespace {

/// The kinds a drawn tile of which may share a block with a held tile (`held`): those within 2
/// of a held kind of their suit, the held honours, and with honour chows every wind when one is
/// held and every dragon when one is.
tile_mask kinds_near(tile_mask held, bool honour_chows) noexcept {
    tile_mask near = 0;
    for (int s = 0; s < 3; ++s) {
        const tile_mask m = held >> (9 * s) & 0x1FF;
        near |= ((m | m << 1 | m << 2 | m >> 1 | m >> 2) & 0x1FF) << (9 * s);
    }
    tile_mask honours = held >> suited_kinds & 0x7F;
    if (honour_chows) {
        honours = ((honours & 0xF) != 0 ? 0xF : 0) | ((honours & 0x70) != 0 ? 0x70 : 0);
    }
    return near | honours << suited_kinds;
}

/// Which kinds' draws bring the flat standard distance of a hand (`flat`, made from `in` at the
/// waits' target) to 0: each natural draw re-ranks its own group, a drawn wildcard changes only
/// the budget.
class flat_completion {
public:
    flat_completion(const detail::flat_standard_parts& flat, const shanten_input& in,
                    const rules& r) noexcept
        : flat_(flat), in_(in), r_(r), counts_(in.counts) {}

    enum class answer { no, yes, ask_the_win_check };

    /// Whether drawing kind k (still in the wall) completes the standard form: where the merge
    /// tables alone do not tell (the group gains from a fifth copy), the win check decides.
    answer operator()(int k) noexcept {
        int d = 0;
        if (r_.wild & bit(static_cast<tile>(k))) {
            d = flat_.distance(detail::with_drawn(in_, k, r_).wild);
        } else {
            const auto i = static_cast<std::size_t>(k);
            const int g = k / 9;
            ++counts_[i];
            d = flat_.tables_distance_with(g, counts_.data() + 9 * g, in_.wild);
            --counts_[i];
        }
        return d == detail::no_flat ? answer::ask_the_win_check : d == 0 ? answer::yes : answer::no;
    }

private:
    const detail::flat_standard_parts& flat_;
    const shanten_input& in_;
    const rules& r_;
    std::array<std::uint8_t, kinds> counts_;  // the hand's, one draw added at a time
};

}  // namespace

/// find_waits for every other validated hand: each candidate kind drawn and the win check asked.
/// Out of line, so that find_waits keeps the table path inlined.
template <class Facts>
[[gnu::noinline]] waits_result general_waits(const hand& h, const Facts& c) noexcept {
    const rules& r = c.of();
    waits_result out;
    const effective_hand e = detail::make_effective(h, r);
    // A record hand's distances aim at its own size's win; a waiting hand of 13 + k tiles under
    // kongs_in_hand aims at 14 + k with k kongs (waits_shape), so it takes the engine.
    const bool plain = detail::record_hand(h, c) && !(c.kongs_in_hand() && e.size > 13);
    shanten_input in;
    if (!plain) in = detail::make_shanten_input(h, r, e);
    const bool has_wild = !plain && !in.wild.none();
    // With wildcards every kind is a candidate. Where the flat path covers the standard form
    // from the merge tables alone, the engine is cheap: it is asked first, and when no special form
    // is within one draw, a kind completes the hand exactly when its draw brings the flat standard
    // distance to 0, so the win check runs only on the waits, for their forms. Elsewhere the
    // engine's exact path is the costliest step; a hand is ready exactly when some kind waits (a
    // fei hand aside; the differential test checks it), so the kinds are tried first and the engine
    // asked only when none does.
    const target_shape wait_target = detail::waits_shape(e.size, e.melds);
    detail::flat_standard_parts flat;
    // With three wildcards held or more, most hands are ready with many waits or have a special
    // form within one draw: the engine's answer first would only add to the kinds' win checks
    // (bench/wild_bench.cpp).
    // The flat parts with holes answer no_flat where their check fails: then the kinds first.
    int flat_standard = detail::no_flat;
    const bool flat_first =
        has_wild && !e.fei && r.standard && in.wild.held_free + in.wild.held_bao < 3 &&
        flat.init(in, r, wait_target, true) && !flat.gains_from_fifth_copies() &&
        (flat_standard = flat.distance(in.wild)) != detail::no_flat;
    const bool kinds_first = has_wild && !e.fei && !flat_first;
    bool gate = false;         // only kinds whose draw completes the flat standard form can wait
    bool pairs_alone = false;  // of the other forms, seven pairs alone is within one draw
    int distance = 1;
    const auto out_of_reach = [](int d_form) { return d_form > 1; };
    if (flat_first) {
        // The standard form's distance is standard_distance's own (with wildcards in play, the
        // flat one where it applies), from the parts already made rather than made again.
        rules others = r;
        others.standard = false;
        detail::distances forms = detail::distance_of(in, others, wait_target);
        forms.by_form[0] = flat_standard;
        distance = std::min(forms.overall, forms.by_form[0]);
        gate = std::all_of(forms.by_form.begin() + 1, forms.by_form.end(), out_of_reach);
        pairs_alone =
            !gate && std::all_of(forms.by_form.begin() + 2, forms.by_form.end(), out_of_reach);
    } else if (!kinds_first) {
        distance = distance_to_win(h, r, e, plain, in);
    }
    out.shanten = detail::to_shanten(distance);
    out.fei = e.fei;
    if (e.fei) return out;  // a fei hand cannot win, so it waits on nothing
    out.zhifei = r.zhifei && detail::is_zhifei(e, r);
    const bool ready = distance <= 1;
    if (!ready && !r.karaten) return out;
    flat_completion completes(flat, in, r);
    // Where the win tables give the standard form (the win check's own rules), every natural
    // draw's standard win and shapes come from one group's entry (drawn_rest).
    const bool table_rules = !r.kongs_in_hand && r.max_suits >= 3 && r.honours;
    const bool by_groups =
        ready && table_rules && !detail::any_large(detail::load_words(e.counts.data()));
    std::optional<drawn_rest> rest;
    if (by_groups) rest.emplace(e.counts, e.wildcards, r.honour_chows);
    // Trying every kind, the win check's knitted and special forms cost more than the standard
    // form's group: where the engine puts every other form beyond one draw, a natural draw wins
    // by the standard form alone, as under the gate; where seven pairs alone is within one draw,
    // by the standard form or by its pairs and singles (flat_seven_pairs).
    bool standard_only = gate;
    detail::flat_seven_pairs pairs;
    bool by_pairs = false;
    // Trying every kind, only where seven pairs takes the flat path and thirteen_lan is no form:
    // elsewhere their distances cost more than the win checks they save. The engine asked first
    // has given them already.
    if (kinds_first && by_groups && !r.thirteen_lan && pairs.init(in, r)) {
        rules others = r;
        others.standard = false;
        // Thirteen orphans keeps no natural tile of a suit's 2–8 and a ready hand discards none:
        // holding two, the hand is beyond one draw of it (all that is asked here).
        const detail::count_words w = detail::load_words(e.counts.data());
        constexpr std::uint64_t twos_to_eights = ~std::uint64_t{0xFF};
        if (detail::byte_sum((w.suit[0] + w.suit[1] + w.suit[2]) & twos_to_eights) >= 2) {
            others.thirteen_orphans = false;
        }
        const detail::distances d = detail::distance_of(in, others, wait_target);
        standard_only = d.overall > 1;
        by_pairs =
            !standard_only && std::all_of(d.by_form.begin() + 2, d.by_form.end(), out_of_reach);
    } else if (pairs_alone && by_groups) {
        by_pairs = pairs.init(in, r);
    }
    // Natural draws that no block can take (no tile of theirs or of their blocks held) complete
    // a group alike: the drawn tile is a component of its own (no meld spans kinds 3 apart, nor
    // joins a wind and a dragon), so the group's needs are the same whichever it is, and so is
    // seven pairs' distance for a kind not held. One question per group answers them all.
    const tile_mask drawable = (tile_mask{1} << (r.honours ? kinds : suited_kinds)) - 1;
    tile_mask alike = 0;
    if (by_groups && (standard_only || by_pairs)) {
        const tile_mask held = kinds_where<at_least_1>(detail::load_words(e.counts.data()));
        alike = ~r.wild & ~kinds_near(held, r.honour_chows) &
                ~kinds_held_four(detail::load_words(e.held.data())) & drawable;
        // (flat_seven_pairs::init has checked that no cap exceeds 4.)
        if (by_pairs) alike &= kinds_where<exactly_4>(detail::load_words(in.caps.data()));
        for (int g = 0; g < 4; ++g) {
            const tile_mask same = alike & group_kinds(g);
            if (same == 0) continue;
            const int k = std::countr_zero(same);
            rest->draw(k);
            const bool standard = (*rest)(1);
            const bool paired = by_pairs && pairs.distance_with(k, in.wild) == 0;
            if (!standard && !paired) continue;
            const auto shapes = static_cast<std::uint16_t>(
                (standard || out.zhifei ? shape_bit(wait_shape::wildcard) : 0) |
                (paired ? shape_bit(wait_shape::seven_pairs) : 0));
            out.waits |= same;
            for (tile_mask m = same; m != 0; m &= m - 1) {
                out.shapes[static_cast<std::size_t>(std::countr_zero(m))] = shapes;
            }
        }
    }
    for (tile_mask each = drawable & ~alike; each != 0; each &= each - 1) {
        const int k = std::countr_zero(each);
        const auto kt = static_cast<tile>(k);
        const bool exhausted = e.held[static_cast<std::size_t>(k)] >= copies;
        // Karaten (riichi): a fifth copy cannot come, but would it complete the hand?
        if (exhausted) {
            if (r.karaten && detail::wins(with_drawn(e, kt, r), r)) out.karaten |= bit(kt);
            continue;
        }
        if (!ready || (!has_wild && !may_complete(e, k, r))) continue;
        const bool natural = (r.wild & bit(kt)) == 0;
        const bool grouped = by_groups && natural;
        if (grouped) rest->draw(k);
        // Under the gate no special form is within one draw, so a kind the flat path completes
        // wins by the standard form alone (the engine's distance 0 is the win check's win); the
        // win tables tell the same of a natural draw from its group alone, here and wherever
        // the engine puts the other forms out of reach (standard_only).
        form_set forms = 0;
        bool known = false;  // forms decided without the win check
        if (grouped && (standard_only || by_pairs)) {
            const int pairs_after = by_pairs ? pairs.distance_with(k, in.wild) : 1;
            if (pairs_after != detail::no_flat) {
                known = true;
                forms = static_cast<form_set>(((*rest)(1) ? form_bit(form::standard) : 0) |
                                              (pairs_after == 0 ? form_bit(form::seven_pairs) : 0));
            }
        } else if (gate) {
            const flat_completion::answer flat_answer = completes(k);
            if (flat_answer == flat_completion::answer::no) continue;
            known = flat_answer == flat_completion::answer::yes;
            if (known) forms = form_bit(form::standard);
        }
        std::uint16_t shapes = 0;
        if (grouped && known) {
            // The standard form and seven pairs, without the drawn hand: making it for every kind
            // cost more than the rest of a draw.
            if (forms == 0) continue;
            shapes = special_form_shapes(forms);
            if (forms & form_bit(form::standard)) {
                shapes |= standard_or_wildcard(
                    rest->may_form_blocks(k) ? standard_shapes(k, r, *rest) : 0);
            }
        } else {
            // The drawn hand, for the win check, the engine or 组合龙.
            const effective_hand x = with_drawn(e, kt, r);
            if (!known) {
                forms = grouped ? detail::winning_forms_given_standard(x, r, (*rest)(1))
                                : detail::winning_forms(x, r);
            }
            if (forms == 0) continue;
            shapes = special_form_shapes(forms);
            if (forms & form_bit(form::knitted_straight)) {
                shapes |= knitted_straight_shapes(x, k, r);
            }
            if (forms & form_bit(form::standard)) {
                std::uint16_t standard = 0;
                if (!natural) {
                    // The drawn tile is itself wild: no block of its own kind.
                } else if (grouped) {
                    standard = standard_shapes_apart(k, r, *rest);
                } else if (table_rules) {
                    standard = standard_shapes_apart(
                        k, r, table_rest{x.counts, x.wildcards, r.honour_chows});
                } else {
                    hand drawn = h;
                    ++drawn.counts[static_cast<std::size_t>(k)];
                    standard = standard_shapes_apart(
                        k, r,
                        engine_rest{detail::make_shanten_input(drawn, r, x), r,
                                    detail::shanten_shape(x.size, x.melds)});
                }
                shapes |= standard_or_wildcard(standard);
            }
        }
        out.waits |= bit(kt);
        if (out.zhifei) shapes |= shape_bit(wait_shape::wildcard);
        out.shapes[static_cast<std::size_t>(k)] = shapes;
    }
    if (kinds_first && out.waits == 0) {
        distance = distance_to_win(h, r, e, plain, in);
        out.shanten = detail::to_shanten(distance);
    }
    return out;
}

template waits_result general_waits(const hand&, const detail::rules_facts&) noexcept;
template waits_result general_waits(const hand&, const detail::compiled_rules&) noexcept;

}  // namespace hupai::wait_shapes
