// Discard analysis (牌理 / 受入): for each distinct discard of a 3n+2 hand, the shanten left and
// the kinds whose draw lowers it, with how many copies are still unseen. This file is the
// general road, every draw measured by the exact engines, and analyze_draws; analyze_discards.cpp
// chooses the road.
#include "analysis/discards.hpp"

#include <algorithm>
#include <bit>
#include <optional>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "admission/validated.hpp"
#include "shanten/shanten.hpp"
#include "tables/count_words.hpp"
#include "tables/win_table.hpp"

namespace hupai {

namespace {

using detail::shanten_input;

// The target a hand of `size` tiles is measured to: shanten's, except that under kongs_in_hand
// a hand over 13 tiles (what a discard of 15 or more leaves) holds its in-hand kongs and waits,
// so it aims at one tile more (waits_shape), as find_waits does.
detail::target_shape target_of(int size, int melds, const rules& r) noexcept {
    return r.kongs_in_hand && size > 13 ? detail::waits_shape(size, melds)
                                        : detail::shanten_shape(size, melds);
}

// The hand's distance, and whether drawing a tile lowers it. A draw fills at most one target
// slot, so it lowers a distance by at most one, and only forms already at the hand's best
// distance can lower the overall one: only those are asked, the standard form through the flat
// path's record ids where it applies (a group's natural draws at once, each moving the group's
// ranking key by one kind's weight), or its suits' ids with the honours' frontier by parts (an
// honour draw takes the honours' frontier from the cache), else through standard_parts (only
// the drawn kind's group is worked out again, from the cache). Hands whose target changes with
// the draw (over 14 tiles under kongs_in_hand) and plain ones ask distance_of in full.
class improvement_test {
public:
    improvement_test(const shanten_input& in, const rules& r, int size,
                     detail::frontier_cache& cache)
        : in_(in), r_(r), cache_(cache), shape_(target_of(size, in.melds, r)), size_(size) {
        const detail::target_shape after = detail::shanten_shape(size + 1, in.melds);
        // A plain hand's distance_of is a few look-ups, cheaper than the parts, but for
        // thirteen lan (Ruijin), whose direct test skips most draws.
        by_parts_ = (!in.records_exact || r.thirteen_lan) && after.melds == shape_.melds &&
                    after.kongs == shape_.kongs && after.special == shape_.special &&
                    after.pairs == shape_.pairs;
        if (!by_parts_) {
            before_ = detail::distance_of(in, r, shape_).overall;
            return;
        }
        specials_ = r;
        specials_.standard = false;
        detail::distances forms = detail::distance_of(in, specials_, shape_);
        if (r.standard) {
            // The flat parts with holes answer no_flat where their check fails: for the hand
            // itself, the hand goes by the other parts.
            int flat_standard = detail::no_flat;
            flat_ = flat_parts_.init(in, r, shape_, true) &&
                    (flat_standard = flat_parts_.distance(in.wild)) != detail::no_flat;
            flat_suits_ = !flat_ && flat_suits_parts_.init(in, r, shape_, cache);
            if (!flat_ && !flat_suits_) parts_.emplace(in, r, shape_, cache);
            forms.by_form[0] = flat_         ? flat_standard
                               : flat_suits_ ? flat_suits_parts_.distance(in.wild)
                                             : parts_->distance(in.wild);
            forms.overall = std::min(forms.overall, forms.by_form[0]);
        }
        before_ = forms.overall;
        standard_ = r.standard && forms.by_form[0] == before_;
        // The special forms still worth asking (their distance_of without the standard form).
        specials_.seven_pairs = r.seven_pairs && forms.by_form[1] == before_;
        specials_.thirteen_orphans = r.thirteen_orphans && forms.by_form[2] == before_;
        specials_.thirteen_lan = r.thirteen_lan && forms.by_form[3] == before_;
        specials_.honours_and_knitted = r.honours_and_knitted && forms.by_form[4] == before_;
        specials_.knitted_straight = r.knitted_straight && forms.by_form[5] == before_;
        any_special_ = specials_.seven_pairs || specials_.thirteen_orphans ||
                       specials_.thirteen_lan || specials_.honours_and_knitted ||
                       specials_.knitted_straight;
        // Seven pairs, thirteen orphans and thirteen lan alone, under three suits: asked
        // directly, seven pairs by its pairs and singles where the flat path covers it.
        direct_specials_ = any_special_ && shape_.special && in.melds == 0 && shape_.pairs == 1 &&
                           r.max_suits >= 3 && !specials_.honours_and_knitted &&
                           !specials_.knitted_straight;
        flat_pairs_ = direct_specials_ && specials_.seven_pairs && seven_pairs_.init(in, r, true);
        lan_draws_ok_ = direct_specials_ && specials_.thirteen_lan;
        if (lan_draws_ok_) lan_draws_.init(in);
    }

    /// The hand's distance.
    int before() const noexcept { return before_; }

    /// The kinds of `draws` (each with a copy outside the hand) whose draw brings the hand
    /// nearer. The natural draws of a flat hand go a group at a time for the standard form
    /// (flat_standard_parts::lowering_draws) and a class of counts at a time for seven pairs
    /// (flat_seven_pairs::lowering_draws); every other draw is made on a copy of the hand and
    /// asked alone, but for the forms that have answered, and none where every form asked has
    /// (a natural draw leaves thirteen lan as it is where its kind is held, thirteen orphans
    /// where it is no orphan).
    tile_mask lowering(tile_mask draws) {
        if (!by_parts_) return each_lowering(draws, 0, 0);
        const tile_mask natural = draws & ~r_.wild;
        tile_mask found = 0;
        tile_mask standard_no = 0, pairs_no = 0;  // the natural draws a form has answered no
        if (standard_ && flat_) {
            for (int g = 0; g < 4; ++g) {
                const auto local =
                    static_cast<unsigned>(natural >> (9 * g)) & (g < 3 ? 0x1FFu : 0x7Fu);
                if (local == 0) continue;
                unsigned unknown = 0;
                const unsigned lower = flat_parts_.lowering_draws(g, local, in_.counts.data(),
                                                                  in_.wild, before_, unknown);
                found |= tile_mask{lower} << (9 * g);
                standard_no |= tile_mask{local & ~lower & ~unknown} << (9 * g);
            }
        }
        if (flat_pairs_ && specials_.seven_pairs) {
            tile_mask unknown = 0;
            const tile_mask lower =
                seven_pairs_.lowering_draws(natural & ~found, in_.wild, before_, unknown);
            found |= lower;
            pairs_no = natural & ~found & ~unknown;
        }
        // The natural draws that no form asked can lower.
        tile_mask quiet = natural & ~found;
        if (standard_) quiet &= standard_no;
        if (any_special_) {
            if (!direct_specials_) quiet = 0;
            if (specials_.seven_pairs) quiet &= pairs_no;
            if (specials_.thirteen_lan) quiet &= held_kinds();
            if (specials_.thirteen_orphans) quiet &= ~orphan_mask;
        }
        return found | each_lowering(draws & ~found & ~quiet, standard_no, pairs_no);
    }

private:
    /// The kinds of `draws` whose draw lowers the distance, each drawn on a copy of the hand and
    /// asked alone; standard_no and pairs_no: the kinds the standard form and seven pairs have
    /// answered.
    tile_mask each_lowering(tile_mask draws, tile_mask standard_no, tile_mask pairs_no) {
        tile_mask found = 0;
        shanten_input more = in_;  // each draw in turn
        for (tile_mask m = draws; m != 0; m &= m - 1) {
            const int k = std::countr_zero(m);
            detail::draw_into(more, k, r_);
            if (lowers(more, k, (standard_no >> k & 1u) != 0, (pairs_no >> k & 1u) != 0)) {
                found |= bit(static_cast<tile>(k));
            }
            detail::undo_draw(more, in_, k);
        }
        return found;
    }

    // The kinds the hand holds.
    tile_mask held_kinds() const noexcept {
        const std::uint8_t* c = in_.counts.data();
        return tile_mask{detail::held_bits(c, 9)} | tile_mask{detail::held_bits(c + 9, 9)} << 9 |
               tile_mask{detail::held_bits(c + 18, 9)} << 18 |
               tile_mask{detail::held_bits(c + 27, 7)} << 27;
    }

    /// Whether `more` (the hand after drawing kind k) is nearer than the hand, the standard
    /// form and seven pairs not asked where they have answered.
    bool lowers(const shanten_input& more, int k, bool standard_answered, bool pairs_answered) {
        if (!by_parts_) {
            return detail::distance_of(more, r_, detail::shanten_shape(size_ + 1, in_.melds))
                       .overall < before_;
        }
        if (standard_ && !standard_answered && standard_lowers(more, k)) return true;
        if (!any_special_) return false;
        if (!direct_specials_)
            return detail::distance_of(more, specials_, shape_).overall < before_;
        if (specials_.seven_pairs && !pairs_answered && seven_pairs_after(more, k) < before_) {
            return true;
        }
        // Thirteen orphans reads only the orphan kinds and the wildcards: other natural draws
        // leave it as it was. Thirteen lan reads which kinds are held, the caps and the
        // wildcards: a natural draw of a kind already held leaves it as it was.
        const auto i = static_cast<std::size_t>(k);
        const bool natural = more.counts[i] != in_.counts[i];
        if (specials_.thirteen_lan && !(natural && in_.counts[i] != 0) &&
            lan_after(more, k, natural) < before_) {
            return true;
        }
        return specials_.thirteen_orphans && in_.honours &&
               (!natural || is_orphan(static_cast<tile>(k))) &&
               detail::thirteen_orphans_distance(more, 7u) < before_;
    }

    int seven_pairs_after(const shanten_input& more, int k) const {
        if (flat_pairs_) {
            // A wildcard drawn: no count changes.
            const bool wild =
                more.counts[static_cast<std::size_t>(k)] == in_.counts[static_cast<std::size_t>(k)];
            const int d =
                wild ? seven_pairs_.distance(more.wild) : seven_pairs_.distance_with(k, more.wild);
            if (d != detail::no_flat) return d;
        }
        return detail::seven_pairs_with_wildcards(more, r_);
    }

    int lan_after(const shanten_input& more, int k, bool natural) const {
        if (lan_draws_ok_) {
            const int d = lan_draws_.distance(more.wild, natural ? k : -1);
            if (d != detail::thirteen_lan_draws::unanswered) return d;
        }
        return detail::thirteen_lan_distance(more, 7u);
    }

    bool standard_lowers(const shanten_input& more, int k) {
        const int g = k / 9;
        // A wildcard drawn: no group changes.
        const bool wild =
            more.counts[static_cast<std::size_t>(k)] == in_.counts[static_cast<std::size_t>(k)];
        if (flat_suits_) {
            if (wild) return flat_suits_parts_.distance(more.wild) < before_;
            return flat_suits_parts_.distance_with(g, more.counts.data() + 9 * g, more.wild) <
                   before_;
        }
        if (flat_) {
            if (wild) {
                int at_least = detail::no_flat;
                const int d = flat_parts_.distance(more.wild, &at_least);
                if (d != detail::no_flat) return d < before_;
                // The holes' check failed, but the records' distance, a lower bound, may
                // already show the draw does not improve.
                if (at_least != detail::no_flat && at_least >= before_) return false;
            }
            // A natural draw here is one lowering_draws left unknown: the holes' check fails,
            // or a record gains from a fifth copy. The exact path, for this hand's draws.
            if (!parts_) parts_.emplace(in_, r_, shape_, cache_);
        }
        if (wild) return parts_->distance(more.wild) < before_;
        return parts_->distance_with(g, more.counts.data() + 9 * g, more.wild) < before_;
    }

    const shanten_input& in_;
    const rules& r_;
    detail::frontier_cache& cache_;
    detail::target_shape shape_;
    int before_ = detail::no_distance;
    int size_;
    bool by_parts_ = false;
    bool standard_ = false;
    bool any_special_ = false;
    bool flat_ = false;             ///< the standard form by flat_parts_
    bool flat_suits_ = false;       ///< the standard form by flat_suits_parts_ (else by parts_)
    bool direct_specials_ = false;  ///< the special forms asked one by one (no knitted form)
    bool flat_pairs_ = false;       ///< seven pairs by seven_pairs_
    bool lan_draws_ok_ = false;     ///< thirteen lan by lan_draws_
    rules specials_;
    detail::flat_standard_parts flat_parts_;
    detail::flat_suits_parts flat_suits_parts_;
    detail::flat_seven_pairs seven_pairs_;
    detail::thirteen_lan_draws lan_draws_;
    std::optional<detail::standard_parts> parts_;
};

/// The shanten of `rest` and the kinds whose draw lowers it, into c: a kind is drawable while
/// `held` (the copies in hand and melds, a discard included) leaves a copy outside; `visible`
/// copies are seen elsewhere. One helper serves a discard's rest and a 3n+1 hand's own draws
/// (Choice: discard_choice or draw_choice, whose fields of those names it fills).
template <class Choice>
void improving_draws(const hand& rest, const rules& r, const std::array<std::uint8_t, kinds>& held,
                     const std::array<std::uint8_t, kinds>* visible, detail::frontier_cache& cache,
                     Choice& c) {
    const detail::effective_hand re = detail::make_effective(rest, r);
    const shanten_input in = detail::make_shanten_input(rest, r, re);
    improvement_test lowers(in, r, re.size, cache);
    const int before = lowers.before();
    c.shanten = before < detail::no_distance ? before - 1 : no_shanten;
    tile_mask draws = 0;  // the kinds with a copy outside, eight a word
    detail::for_count_words(r.honours ? kinds : suited_kinds, [&](int at, std::uint64_t keep) {
        const std::uint64_t held_all =
            detail::above_marks(detail::load_le<std::uint64_t>(held.data() + at), copies - 1);
        draws |= tile_mask{detail::mark_bits(keep & ~held_all & detail::high_bits)} << at;
    });
    c.improving = lowers.lowering(draws);
    for (tile_mask m = c.improving; m != 0; m &= m - 1) {
        const auto i = static_cast<std::size_t>(std::countr_zero(m));
        const int left = copies - held[i];  // copies outside the hand and melds
        const int unseen = std::max(0, left - (visible ? (*visible)[i] : 0));
        c.unseen[i] = static_cast<std::uint8_t>(unseen);
        c.unseen_total += unseen;
    }
}

}  // namespace

namespace detail {

discard_set discards_of(const hand& h, const rules& r) noexcept {
    discard_set out;
    for (int k = 0; k < all_kinds; ++k) {
        if (h.counts[static_cast<std::size_t>(k)] == 0) continue;
        if (k >= kinds && r.flowers != flower_role::wild_kind) continue;  // set aside: no discard
        out.tiles |= bit(static_cast<tile>(k));
    }
    out.joker = h.jokers > 0;
    return out;
}

void general_discards(const hand& h, const rules& r, const effective_hand& e,
                      const discard_set& which, const std::array<std::uint8_t, kinds>* visible,
                      std::vector<discard_choice>& out) {
    if (which.tiles == 0 && !which.joker) return;  // no frontier cache to set up
    frontier_cache cache;
    const auto analyse = [&](tile discard) {
        hand rest = h;
        if (discard == joker_discard) {
            --rest.jokers;
        } else {
            --rest.counts[discard];
        }
        discard_choice c;
        c.discard = discard;
        improving_draws(rest, r, e.held, visible, cache, c);
        out.push_back(c);
    };
    for (tile_mask m = which.tiles; m != 0; m &= m - 1) {
        analyse(static_cast<tile>(std::countr_zero(m)));
    }
    if (which.joker) analyse(joker_discard);
}

}  // namespace detail

namespace {

/// analyze_draws of a hand validate_hand accepts for waits, its copies with `visible` checked.
draw_choice valid_draws(const hand& h, const rules& r,
                        const std::array<std::uint8_t, kinds>* visible) {
    const detail::effective_hand e = detail::make_effective(h, r);
    detail::frontier_cache cache;
    draw_choice c;
    improving_draws(h, r, e.held, visible, cache, c);
    return c;
}

}  // namespace

result<draw_choice> analyze_draws(const hand& h, const rules& r,
                                  const std::array<std::uint8_t, kinds>* visible) {
    if (auto ok = visible != nullptr ? detail::check_with_visible(h, r, purpose::wait, *visible)
                                     : validate_hand(h, r, purpose::wait);
        !ok) {
        return ok.err();
    }
    return valid_draws(h, r, visible);
}

result<draw_choice> detail::analyze_draws(const validated_hand& v,
                                          const std::array<std::uint8_t, kinds>* visible) {
    const auto valid = v.for_purpose(purpose::wait);
    if (!valid) return valid.err();
    if (visible != nullptr) {
        if (auto ok = check_copies(v.held(), v.rules_of(), {.seen = visible}); !ok) {
            return ok.err();
        }
    }
    return valid_draws(v.held(), v.rules_of(), visible);
}

}  // namespace hupai
