// The analysis of every discard of a hand whose groups' table records answer it: a template over
// whether wildcards are in play, instantiated by the plain hands' road (plain_discards.cpp) and
// the flat wildcard road (wild_discards.cpp), with gb's knitted forms in a pass of their own
// (add_knitted). docs/SHANTEN.md, "Discard analysis", and plain_discards.cpp's header describe
// how the look-ups are shared between discards.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <span>
#include <type_traits>

#include "analysis/discard_steps.hpp"
#include "core/rules_faults.hpp"
#include "shanten/flat.hpp"
#include "shanten/shanten.hpp"

namespace hupai::detail::discard_steps {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

// The analysis of a plain hand (Wild false), or of a hand with wildcards that wild_discards
// takes (Wild true): a template, so that the plain hands' analysis carries none of the wildcards'
// tests.
template <bool Wild>
class plain_analysis {
public:
    /// counts: the natural tiles by kind; copies_held: the copies of each kind in the hand (natural
    /// or wild, what limits draws); size: the hand's tiles, wildcards included (a plain hand's
    /// are counted here); wild: null for a plain hand.
    plain_analysis(const std::uint8_t* counts, const std::uint8_t* copies_held, int size,
                   const rules& r, const std::array<std::uint8_t, kinds>* visible,
                   const wild_hand* wild)
        : r_(r), m_(merges()) {
        std::copy_n(counts, kinds, c_.begin());
        std::array<std::uint64_t, words> w;
        for (std::size_t i = 0; i < words; ++i) w[i] = load8(c_.data() + 8 * i);
        if constexpr (!Wild) {
            set_unseen(c_, w, visible);
        } else {
            std::array<std::uint8_t, 8 * words> held{};
            std::copy_n(copies_held, kinds, held.begin());
            std::array<std::uint64_t, words> hw;
            for (std::size_t i = 0; i < words; ++i) hw[i] = load8(held.data() + 8 * i);
            set_unseen(held, hw, visible);
        }
        count_kinds(w);
        if constexpr (Wild) {
            // A wild kind's draw is a wildcard, never a natural tile of its group.
            drawable_ &= ~(r.wild & natural_mask);
            x_.budget.held_free = wild->held;
            x_.budget.draw_free = wild->draw_free;
            x_.wild_kinds = wild->kinds;
        }
        for (int g = 0; g < 4; ++g) {
            const std::uint8_t* p = c_.data() + 9 * g;
            // Kinds 34–39 are zero bytes, so the honours' word needs no mask.
            tiles_[g] = byte_sum(load8(p)) + (g < 3 ? p[8] : 0);
        }
        rank_[0] = rank_[1] = rank_[2] = &ranking(gen::group_type::suit);
        rank_[3] =
            &ranking(r.honour_chows ? gen::group_type::honour_chows : gen::group_type::honour);
        for (int g = 0; g < 4; ++g) {
            const std::uint8_t* p = c_.data() + 9 * g;
            key_[g] = g < 3 ? ranking_key<9>(p) : ranking_key<7>(p);
            id_[g] = g == 3 && !r.honours ? empty_honour_id() : rank_[g]->id(key_[g]);
        }
        if constexpr (!Wild) size = tiles_[0] + tiles_[1] + tiles_[2] + tiles_[3];
        t_ = shanten_shape(size - 1, 0);
        // The knitted forms are 14-tile targets.
        knitted_ = t_.special && knitted_rules(r);
        row_ = static_cast<std::uint32_t>(t_.melds) * m_.ss_count;
        ss_ = m_.suits(id_[0], id_[1]);
        sh_ = m_.suit_honours(id_[2], id_[3]);
        whole_ = m_.final_need[(row_ + ss_) * m_.sh_count + sh_];
        if constexpr (Wild) {
            for (int g = 0; g < 4; ++g)
                x_.base_drops |= static_cast<unsigned>(drops(g, id_[g])) << g;
        }
        const tile_mask held = held_kinds();
        for (int g = 0; g < 4; ++g) {
            const auto local = static_cast<unsigned>(held >> (9 * g)) & (g < 3 ? 0x1FFu : 0x7Fu);
            alike_[g] =
                g == 3 && r.honour_chows ? 0 : tile_mask{alike_draws(local, g < 3)} << (9 * g);
        }
        set_special_cases();
        set_draws();
    }

    // The kinds held (the distinct discards).
    tile_mask held_kinds() const noexcept { return (drawable_ & ~held_[0]) | held_[copies]; }

    /// The choice of discarding d (a natural tile). False, out untouched, for a hand with
    /// wildcards where some record the discard's rest takes gains from a fifth copy: those the
    /// caller asks the general analysis.
    bool choose(tile d, choice& out) noexcept {
        const int gd = group_of(d);
        const std::uint32_t key_d = key_[gd] - weight_of[d];
        const std::uint32_t id_d = rank_[gd]->id(key_d);
        const int x = c_[d];
        // The special forms: by the copies held of the discard, and whether it is an orphan.
        const special_case& pairs = pairs_[x];
        const special_case& thirteen = thirteen_[(orphan_mask >> d & 1u) && x <= 2 ? x : 0];
        discard_class& c = class_of(gd, id_d);
        if constexpr (Wild) {
            if ((x_.base_drops & ~(1u << gd)) != 0 || drops(gd, id_d)) return false;
        }
        const int standard = r_.standard ? c.standard : no_distance;
        const int before = std::min(standard, std::min(pairs.now, thirteen.now));

        tile_mask better = 0;
        // The drawn kind's copies after the discard: the discard's own count drops by one.
        const auto special_better = [&](const special_case& s) {
            return (s.held & ~bit(d)) | ((s.counts >> (x - 1) & 1u) ? bit(d) : 0);
        };
        // Masks, not branches: which form is at the best distance depends on the hand.
        better |= special_better(pairs) & mask_if(pairs.now == before);
        better |= special_better(thirteen) & orphan_mask & mask_if(thirteen.now == before);
        if (standard == before && before < no_distance) {
            if (!c.ready) {
                c.better = other_groups_better(gd, id_d, c);
                c.ready = true;
            }
            better |= c.better;
            if constexpr (Wild) {
                better |= wild_own_group_better(gd, key_d, c);
            } else {
                better |= own_group_better(gd, d, key_d, c);
            }
        }
        if constexpr (Wild) {
            write(d, before, x_.budget.held_free, better, out);
        } else {
            write(d, before, 0, better, out);
        }
        return true;
    }

    /// Whether the rules' knitted forms (gb) apply to the rests: a pass of add_knitted then.
    bool knitted() const noexcept { return knitted_; }

    /// The knitted forms of the rest of a choice made without them (choose): measured only
    /// where they reach its distance, with the draws that lower them from the arrangements at
    /// that distance (plain_knitted_draws). A pass of its own, so that the rules without them
    /// carry no test for them.
    [[gnu::noinline]] void add_knitted(choice& c) const noexcept {
        const int before = c.shanten == no_shanten ? no_distance : c.shanten + 1;
        std::array<std::uint8_t, kinds> rest;
        std::copy_n(c_.begin(), kinds, rest.begin());
        --rest[c.discard];
        const knitted_draws knitted = plain_knitted_draws(rest.data(), r_, before, drawable_);
        if (knitted.least > before) return;
        const tile_mask better = (knitted.least < before ? 0 : c.improving) | knitted.lowering;
        write(c.discard, knitted.least, 0, better, c);
    }

    /// For a hand with wildcards: the choice of discarding a wildcard (every natural tile kept),
    /// false where a record of the hand gains from a fifth copy.
    bool choose_wildcard(tile discard, choice& out) noexcept {
        if (x_.base_drops != 0) return false;
        const int standard = r_.standard && whole_ != 0xFF ? whole_ : no_distance;
        const special_case& thirteen = thirteen_[0];  // the orphans held and paired as they are
        const int before = std::min(standard, std::min(x_.pairs_kept.now, thirteen.now));
        tile_mask better = 0;
        better |= x_.pairs_kept.held & mask_if(x_.pairs_kept.now == before);
        better |= thirteen.held & orphan_mask & mask_if(thirteen.now == before);
        const int held = x_.budget.held_free - 1;
        if (standard == before && before < no_distance) {
            better |= lowering_;
            wild_budget w = x_.budget;
            w.held_free = held;
            for (const drop_draw& x : drop_draws()) {
                std::uint32_t ids[4] = {id_[0], id_[1], id_[2], id_[3]};
                ids[x.group] = x.id;
                if (wild_lowers(ids, x.group, before, w)) better |= x.kinds;
            }
        }
        write(discard, before, held, better, out);
        return true;
    }

private:
    // A choice's fields: `before` the rest's least need over the forms, `held` the wildcards
    // it keeps (each fills a slot, so its distance is before − held), `better` the natural
    // kinds whose draw lowers it.
    [[gnu::always_inline]] void write(tile discard, int before, int held, tile_mask better,
                                      choice& out) const noexcept {
        out.discard = discard;
        out.shanten = before < no_distance ? before - held - 1 : no_shanten;
        // Never a kind whose four copies are in the hand (the discard included), nor a wild
        // kind as a natural tile. A drawn wildcard fills one more slot of every form: it lowers
        // any reachable distance.
        out.improving = better & drawable_;
        if constexpr (Wild) {
            if (before < no_distance) out.improving |= x_.wild_kinds;
        }
        // The unseen counts of the improving kinds, eight kinds a word: each mask byte widened
        // to a byte mask, and the kept counts (≤ 4 each, ≤ 136 in all) summed by multiplication.
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < words; ++i) {
            out.unseen[i] = unseen_[i] & byte_masks[(out.improving >> (8 * i)) & 0xFF];
            total += out.unseen[i];
        }
        out.unseen_total = byte_sum(total);
    }

    // The discards of one group with the same record id after them: the standard need then,
    // and (once asked) the kinds of the other groups whose draw lowers it. Set up by class_of
    // only (most are never used).
    struct discard_class {
        std::uint32_t id, ss, sh;  // the group's record id; the halves' merged ids
        int standard;
        bool ready;
        tile_mask better;
    };

    // The copies of each kind neither held (`held`, as bytes and as words `w`) nor visible.
    void set_unseen(const std::array<std::uint8_t, 8 * words>& held,
                    const std::array<std::uint64_t, words>& w,
                    const std::array<std::uint8_t, kinds>* visible) noexcept {
        if (visible == nullptr) {
            // 4 − count a byte: validation keeps counts ≤ 4, so no byte borrows.
            for (std::size_t i = 0; i < words; ++i) unseen_[i] = copies * ones - w[i];
            unseen_[words - 1] &= 0xFFFF;  // kinds 32–33
            return;
        }
        std::array<std::uint8_t, 8 * words> unseen{};
        for (int k = 0; k < kinds; ++k) {
            const int left = copies - held[static_cast<std::size_t>(k)] - (*visible)[k];
            unseen[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(std::max(0, left));
        }
        std::memcpy(unseen_.data(), unseen.data(), sizeof unseen_);
    }

    // held_ and the special forms' counts, by SWAR: each count byte is 0–4, so adding 0x80 − t
    // sets a byte's high bit exactly when the count is at least t, without carries.
    void count_kinds(const std::array<std::uint64_t, words>& w) noexcept {
        // The high bit of each orphan kind's byte.
        constexpr std::array<std::uint64_t, words> orphan_highs = [] {
            std::array<std::uint64_t, words> m{};
            for (int k = 0; k < kinds; ++k) {
                if (is_orphan(static_cast<tile>(k)))
                    m[k / 8] |= std::uint64_t{0x80} << (8 * (k % 8));
            }
            return m;
        }();
        const tile_mask playable =
            r_.honours ? (tile_mask{1} << kinds) - 1 : (tile_mask{1} << suited_kinds) - 1;
        std::array<tile_mask, copies + 2> at_least{};  // kinds held at least t times
        for (int t = 1; t <= copies; ++t) {
            const std::uint64_t add = ones * static_cast<std::uint64_t>(0x80 - t);
            std::uint64_t flags = 0, orphans = 0;
            for (std::size_t i = 0; i < words; ++i) {
                const std::uint64_t f = (w[i] + add) & high;
                at_least[static_cast<std::size_t>(t)] |= tile_mask{mark_bits(f)} << (8 * i);
                flags += f >> 7;
                orphans += (f & orphan_highs[i]) >> 7;
            }
            at_least_[static_cast<std::size_t>(t)] = byte_sum(flags);
            if (t == 1) orphans_held_ = byte_sum(orphans);
            if (t == 2) orphan_pairs_ = byte_sum(orphans);
        }
        at_least[0] = playable;
        for (int t = 0; t <= copies; ++t) {
            held_[static_cast<std::size_t>(t)] =
                at_least[static_cast<std::size_t>(t)] & ~at_least[static_cast<std::size_t>(t + 1)];
        }
        drawable_ = playable & ~held_[copies];
    }

    void set_special_cases() noexcept {
        const auto held_where = [&](unsigned counts) {
            tile_mask m = 0;
            for (int n = 0; n < copies; ++n) {
                if (counts >> n & 1u) m |= held_[static_cast<std::size_t>(n)];
            }
            return m;
        };
        const auto pairs_need = [&](const std::array<int, 5>& at_least) {
            return seven_pairs_need_of(at_least[1], at_least[2], at_least[3], at_least[4],
                                       r_.seven_pairs_quads);
        };
        if constexpr (Wild) {
            if (t_.special && r_.seven_pairs) {
                // Every natural tile kept (a wildcard discarded).
                special_case& s = x_.pairs_kept;
                s.now = pairs_need(at_least_);
                for (int n = 0; n < copies; ++n) {
                    std::array<int, 5> more = at_least_;
                    ++more[static_cast<std::size_t>(n + 1)];
                    if (pairs_need(more) < s.now) s.counts |= 1u << n;
                }
                s.held = held_where(s.counts);
            }
        }
        if (t_.special && r_.seven_pairs) {
            for (int x = 1; x <= copies; ++x) {  // a discard of a kind held x times
                if (held_[static_cast<std::size_t>(x)] == 0) continue;  // no such discard
                std::array<int, 5> ge = at_least_;
                --ge[static_cast<std::size_t>(x)];
                special_case& s = pairs_[static_cast<std::size_t>(x)];
                s.now = pairs_need(ge);
                for (int n = 0; n < copies; ++n) {  // a draw of a kind held n times
                    std::array<int, 5> more = ge;
                    ++more[static_cast<std::size_t>(n + 1)];
                    if (pairs_need(more) < s.now) s.counts |= 1u << n;
                }
                s.held = held_where(s.counts);
            }
        }
        if (t_.special && r_.thirteen_orphans && r_.honours) {
            // Case 0: a discard that keeps the orphans held and paired; 1, 2: an orphan held
            // once or twice.
            for (int x = 0; x <= 2; ++x) {
                // No such discard: case 1 or 2 without an orphan held so.
                if (x != 0 && (held_[static_cast<std::size_t>(x)] & orphan_mask) == 0) continue;
                const int missing = orphan_count - (orphans_held_ - (x == 1));
                const bool paired = orphan_pairs_ - (x == 2) > 0;
                special_case& s = thirteen_[static_cast<std::size_t>(x)];
                s.now = missing + (paired ? 0 : 1);
                for (int n = 0; n < copies; ++n) {
                    if (missing - (n == 0) + (paired || n == 1 ? 0 : 1) < s.now) {
                        s.counts |= 1u << n;
                    }
                }
                s.held = held_where(s.counts);
            }
        }
    }

    // Draws into each group: its record id after each, the kinds that lead to the same id
    // merged; the same by the merged id of their half; and which of them lower the whole hand.
    void set_draws() noexcept {
        for (int g = 0; g < 4; ++g) {
            // A group already holding 14 tiles holds every discard too.
            if (tiles_[g] >= gen::max_group_tiles) continue;
            draw_list& l = group_draws_[g];
            group_step(*rank_[g], key_[g])
                .each(drawable_ & group_bits(g), alike_[g], [&](tile_mask m, std::uint32_t id) {
                    // With wildcards, a record that gains from a fifth copy is measured apart.
                    if constexpr (Wild) {
                        if (drops(g, id)) {
                            x_.drop_draws[x_.drop_draw_count++] = {g, m, id};
                            return;
                        }
                    }
                    l.add(id, m);
                });
        }
        for (int g = 0; g < 4; ++g) {
            const draw_list& l = group_draws_[g];
            for (int i = 0; i < l.size; ++i) {
                std::array<std::uint32_t, 4> ids = id_;
                ids[g] = l.id[static_cast<std::size_t>(i)];
                const std::uint32_t merged =
                    g < 2 ? m_.suits(ids[0], ids[1]) : m_.suit_honours(ids[2], ids[3]);
                half_draws_[g / 2].add(merged, l.kinds[static_cast<std::size_t>(i)]);
            }
        }
        if (whole_ == 0xFF) return;  // no standard target: nothing to settle
        for (int half = 0; half < 2; ++half) {
            const half_list& l = half_draws_[half];
            for (int i = 0; i < l.size; ++i) {
                const std::uint32_t id = l.id[static_cast<std::size_t>(i)];
                const int n = half == 0 ? m_.final_need[(row_ + id) * m_.sh_count + sh_]
                                        : m_.final_need[(row_ + ss_) * m_.sh_count + id];
                known_ |= l.kinds[static_cast<std::size_t>(i)];
                if (n < whole_) lowering_ |= l.kinds[static_cast<std::size_t>(i)];
            }
        }
    }

    discard_class& class_of(int g, std::uint32_t id) noexcept {
        discard_class* list = classes_[static_cast<std::size_t>(g)].data();
        int& n = class_count_[static_cast<std::size_t>(g)];
        for (int i = 0; i < n; ++i) {
            if (list[i].id == id) return list[i];
        }
        discard_class& c = list[n++];
        c.id = id;
        std::array<std::uint32_t, 4> ids = id_;
        ids[static_cast<std::size_t>(g)] = id;
        c.ss = g < 2 ? m_.suits(ids[0], ids[1]) : ss_;
        c.sh = g < 2 ? sh_ : m_.suit_honours(ids[2], ids[3]);
        const int need = m_.final_need[(row_ + c.ss) * m_.sh_count + c.sh];
        c.standard = need == 0xFF ? no_distance : need;
        c.ready = false;
        return c;
    }

    // For a discard from group gd leaving it with record id_d (class c): the kinds of the other
    // three groups whose draw lowers the standard need below c.standard.
    tile_mask other_groups_better(int gd, std::uint32_t id_d,
                                  const discard_class& c) const noexcept {
        // Every entry is looked up, though the lowering draws would settle about half of them:
        // the look-ups are few and cheap, the branches that skipped them mispredicted.
        tile_mask better = 0;
        const bool first = gd < 2;  // the discard's half
        // A draw into the other half: its merged id after the draw against this half's now.
        const half_list& other = half_draws_[first ? 1 : 0];
        const std::uint8_t* row =
            m_.final_need + (first ? (row_ + c.ss) * m_.sh_count : row_ * m_.sh_count + c.sh);
        const std::uint32_t step = first ? 1u : m_.sh_count;
        for (int i = 0; i < other.size; ++i) {
            const int n = row[step * other.id[static_cast<std::size_t>(i)]];
            better |= other.kinds[static_cast<std::size_t>(i)] & mask_if(n < c.standard);
        }
        // A draw into the partner group gp, whose partner now has record id_d.
        const int gp = gd ^ 1;
        const auto lowers = in_half(gp, id_d, c.standard);
        const draw_list& partner = group_draws_[gp];
        for (int i = 0; i < partner.size; ++i) {
            better |= partner.kinds[static_cast<std::size_t>(i)] &
                      mask_if(lowers(partner.id[static_cast<std::size_t>(i)]));
        }
        // With wildcards, the other groups' draws whose record gains from a fifth copy.
        if constexpr (Wild) {
            for (const drop_draw& x : drop_draws()) {
                if (x.group == gd) continue;
                std::uint32_t ids[4] = {id_[0], id_[1], id_[2], id_[3]};
                ids[gd] = id_d;
                ids[x.group] = x.id;
                if (wild_lowers(ids, x.group, c.standard, x_.budget)) better |= x.kinds;
            }
        }
        return better;
    }

    // With wildcards, for the discard of a natural tile from group gd (key after it key_d,
    // class c): the kinds of gd whose draw lowers the standard distance. Every draw is looked
    // up, the discarded kind's too: the shortcuts of own_group_better reason on needs, and a
    // record that gains from a fifth copy lowers the distance by more than its need.
    tile_mask wild_own_group_better(int gd, std::uint32_t key_d,
                                    const discard_class& c) const noexcept {
        tile_mask found = 0;
        const auto lowers = in_half(gd, id_[gd ^ 1], c.standard);
        group_step(*rank_[gd], key_d)
            .each(drawable_ & group_bits(gd), alike_[gd], [&](tile_mask m, std::uint32_t id) {
                if (!drops(gd, id)) {
                    if (lowers(id)) found |= m;
                    return;
                }
                std::uint32_t ids[4] = {id_[0], id_[1], id_[2], id_[3]};
                ids[gd] = id;
                if (wild_lowers(ids, gd, c.standard, x_.budget)) found |= m;
            });
        return found;
    }

    // Whether a discard's rest (standard need `before`, its records without drop bits, its
    // wildcards w) with one more natural tile, after which its groups have record ids `ids`
    // and only group g's record has drop bits, is nearer by the flat path's measure. Its need
    // without excess settles most: the flat path may use no excess, so the need less the
    // wildcards bounds the distance from above; a suit's need falls by at most one at an excess
    // slot, so for a suit the need less one bounds it from below.
    bool wild_lowers(const std::uint32_t* ids, int g, int before,
                     const wild_budget& w) const noexcept {
        const int need =
            m_.need(t_.melds, m_.suits(ids[0], ids[1]), m_.suit_honours(ids[2], ids[3]));
        if (need < before) return true;
        if (need != 0xFF && need > before && g < 3) return false;
        return flat_distance_of_ids(ids, 1u << g, t_, w) < before - w.held_free;
    }

    // Whether group g's record id gains from a fifth copy.
    bool drops(int g, std::uint32_t id) const noexcept { return x_.drops->has(g, id); }

    std::span<const drop_draw> drop_draws() const noexcept {
        return {x_.drop_draws.data(), static_cast<std::size_t>(x_.drop_draw_count)};
    }

    // For the discard d from group gd (key after it key_d, class c): the kinds of gd whose draw
    // lowers the standard need. Kinds the special forms already found are looked up again:
    // leaving them out made the loop's length wait for the other forms' answers.
    tile_mask own_group_better(int gd, tile d, std::uint32_t key_d,
                               const discard_class& c) const noexcept {
        tile_mask own = drawable_ & group_bits(gd) & ~bit(d);
        tile_mask found = 0;
        if (c.standard == whole_) {
            own &= lowering_ | ~known_;
        } else {
            found = own & lowering_;
            if (whole_ < c.standard) found |= bit(d);
            own &= ~lowering_;
        }
        const auto lowers = in_half(gd, id_[gd ^ 1], c.standard);
        // alike_ holds after the discard too: a kind with no tile held near it before has none
        // after, and d, whose own status may change, is no draw here.
        group_step(*rank_[gd], key_d).each(own, alike_[gd], [&](tile_mask m, std::uint32_t id) {
            if (lowers(id)) found |= m;
        });
        return found;
    }

    // Whether group g with a record id lowers the standard need below `before`, its partner
    // having record `partner` and the other half as in the whole hand.
    lowers_test in_half(int g, std::uint32_t partner, int before) const noexcept {
        const bool first = g < 2;
        lowers_test t;
        t.merge = first ? m_.ss_merge : m_.sh_merge;
        const std::uint32_t records = first ? m_.suit_records : m_.honour_records;
        t.base = (g & 1) ? partner * records : partner;
        t.stride = (g & 1) ? 1u : records;
        t.final_need =
            m_.final_need + (first ? row_ * m_.sh_count + sh_ : (row_ + ss_) * m_.sh_count);
        t.fstep = first ? m_.sh_count : 1u;
        t.before = before;
        return t;
    }

    const rules& r_;
    const merge_tables& m_;
    bool knitted_ = false;  // the rules' knitted forms apply to the rests
    [[no_unique_address]] std::conditional_t<Wild, wild_state, no_wild_state> x_;
    std::array<std::uint8_t, 8 * words> c_{};    // counts, then zeros
    std::array<std::uint64_t, words> unseen_{};  // a byte per kind
    std::array<tile_mask, copies + 1> held_{};   // playable kinds by copies held
    tile_mask drawable_ = 0;                     // playable kinds held < 4 times
    std::array<int, 5> at_least_{};              // index t: kinds held at least t times
    int orphans_held_ = 0, orphan_pairs_ = 0;    // orphan kinds held (twice or more)
    const group_ranking* rank_[4] = {};
    std::array<std::uint32_t, 4> key_{}, id_{};
    std::array<int, 4> tiles_{};
    target_shape t_;
    std::uint32_t row_ = 0, ss_ = 0, sh_ = 0;       // the final table's row; the halves' merged ids
    int whole_ = 0;                                 // the whole hand's standard need (0xFF: none)
    tile_mask lowering_ = 0, known_ = 0;            // draws that lower whole_; those looked up
    std::array<special_case, copies + 1> pairs_{};  // by the discard's copies held
    std::array<special_case, 3> thirteen_{};        // see set_special_cases
    draw_list group_draws_[4];
    half_list half_draws_[2];
    std::array<tile_mask, 4> alike_{};  // alike_draws of each group, as tile kinds
    std::array<std::array<discard_class, 9>, 4> classes_;
    std::array<int, 4> class_count_{};
};

}  // namespace

}  // namespace hupai::detail::discard_steps
