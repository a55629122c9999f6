// Waits (听): the kinds whose draw completes a 3n+1 hand, and the shape of each wait.
//
// A kind is a wait when the hand plus one tile of it wins (the win check of win.hpp); the
// shanten engine first rules out hands that are not ready, and without wildcards only kinds
// next to a held tile (or special-form kinds) are tried. The shapes follow seed 002's blocks:
// the drawn tile completes a pair (单骑), a pung from a pair (双碰), or a chow from two tiles —
// the middle (嵌张), the end of 12 or 89 (边张), else two-sided (两面); each shape is tested by
// removing that group with the drawn tile and asking whether the rest is complete.
#include <algorithm>

#include "effective_hand.hpp"
#include "shanten.hpp"
#include "win.hpp"

namespace hupai {

namespace {

using detail::effective_hand;
using detail::shanten_input;
using detail::target_shape;

constexpr tile_mask flower_bits = ((tile_mask{1} << flower_kinds) - 1) << kinds;

constexpr std::uint16_t shape_bit(wait_shape s) noexcept {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(s));
}

// The effective hand after drawing one tile of kind k (0–33).
effective_hand with_drawn(const effective_hand& e, tile k, const rules& r) noexcept {
    effective_hand x = e;
    ++x.held[k];
    ++x.size;
    if (r.wild & bit(k)) {
        ++x.wildcards;
        const bool natural_bao = r.flowers == flower_role::wild_kind &&
                                 (r.wild & flower_bits) == 0 && detail::bao_kind(r) == k;
        if (natural_bao) {
            ++x.bao_tiles;
            x.fei = r.fei && x.bao_tiles >= copies;
        }
    } else {
        ++x.counts[k];
        x.suits_used |= tile_mask{1} << (k < suited_kinds ? k / 9 : 3);
    }
    x.kongs_needed = (r.kongs_in_hand && x.size > 14) ? x.size - 14 : 0;
    return x;
}

// Whether the drawn tile may matter: next to a held natural tile of its suit, a held honour, or
// a kind of the special forms. Without wildcards no other kind can complete the hand.
bool may_complete(const effective_hand& e, int k, const rules& r) noexcept {
    const auto& c = e.counts;
    if (k < suited_kinds) {
        const int lo = std::max(k - 2, k / 9 * 9);
        const int hi = std::min(k + 2, k / 9 * 9 + 8);
        for (int i = lo; i <= hi; ++i)
            if (c[static_cast<std::size_t>(i)] != 0) return true;
        return r.thirteen_orphans && is_orphan(static_cast<tile>(k));
    }
    if (c[static_cast<std::size_t>(k)] != 0 || r.thirteen_orphans || r.honour_chows) return true;
    return false;
}

struct shape_tester {
    shanten_input in;  // the hand with the drawn tile
    const rules& r;
    target_shape t;  // the complete hand's shape

    // Whether the hand minus these natural tiles is complete as `melds` melds and `pairs` pairs.
    bool rest_complete(std::initializer_list<int> taken, int melds, int pairs) {
        std::size_t removed = 0;
        bool ok = true;
        for (const int k : taken) {
            if (in.counts[static_cast<std::size_t>(k)] == 0) {
                ok = false;
                break;
            }
            --in.counts[static_cast<std::size_t>(k)];
            ++removed;
        }
        if (ok) {
            target_shape s = t;
            s.melds = melds;
            s.pairs = pairs;
            ok = detail::standard_distance(in, r, s) == 0;
        }
        for (const int k : taken) {
            if (removed-- == 0) break;
            ++in.counts[static_cast<std::size_t>(k)];
        }
        return ok;
    }

    std::uint16_t standard_shapes(int k) {
        std::uint16_t out = 0;
        if (rest_complete({k, k}, t.melds, 0)) out |= shape_bit(wait_shape::single);
        if (rest_complete({k, k, k}, t.melds - 1, 1)) out |= shape_bit(wait_shape::dual_pung);
        if (k < suited_kinds) {
            const int n = k % 9;  // 0-based number
            if (n >= 1 && n <= 7 && rest_complete({k - 1, k, k + 1}, t.melds - 1, 1)) {
                out |= shape_bit(wait_shape::closed);
            }
            if (n <= 6 && rest_complete({k, k + 1, k + 2}, t.melds - 1, 1)) {
                out |= shape_bit(n == 6 ? wait_shape::edge : wait_shape::two_sided);
            }
            if (n >= 2 && rest_complete({k - 2, k - 1, k}, t.melds - 1, 1)) {
                out |= shape_bit(n == 2 ? wait_shape::edge : wait_shape::two_sided);
            }
        } else if (r.honour_chows) {
            // Seed 003's honour chows: two winds wait on either other wind (two-sided); two
            // dragons on the third (closed).
            if (k <= 30) {
                for (int a = 27; a <= 30; ++a)
                    for (int b = a + 1; b <= 30; ++b)
                        if (a != k && b != k && rest_complete({a, b, k}, t.melds - 1, 1)) {
                            out |= shape_bit(wait_shape::two_sided);
                        }
            } else if (rest_complete({31, 32, 33}, t.melds - 1, 1)) {
                out |= shape_bit(wait_shape::closed);
            }
        }
        return out;
    }
};

}  // namespace

std::string_view name(wait_shape s) noexcept {
    switch (s) {
        case wait_shape::two_sided:
            return "two_sided";
        case wait_shape::closed:
            return "closed";
        case wait_shape::edge:
            return "edge";
        case wait_shape::single:
            return "single";
        case wait_shape::dual_pung:
            return "dual_pung";
        case wait_shape::seven_pairs:
            return "seven_pairs";
        case wait_shape::thirteen_orphans:
            return "thirteen_orphans";
        case wait_shape::thirteen_lan:
            return "thirteen_lan";
        case wait_shape::wildcard:
            return "wildcard";
    }
    return "unknown";
}

result<waits_result> find_waits(const hand& h, const rules& r) {
    if (auto ok = validate_hand(h, r, purpose::wait); !ok) return ok.err();
    waits_result out;
    const effective_hand e = detail::make_effective(h, r);
    // Plain hands (no meld, no wildcard): shanten straight from the counts (3n+1 sizes aim at the
    // same target for shanten and for waits).
    const bool plain = detail::plain_hand(h, r);
    const shanten_input in = plain ? shanten_input{} : detail::make_shanten_input(h, r, e);
    const target_shape t = detail::waits_shape(e.size, e.melds);
    const int distance = plain ? detail::plain_distances(h.counts.data(), r).overall
                               : detail::distance_of(in, r, t).overall;
    out.shanten = distance < detail::no_distance ? distance - 1 : no_shanten;
    out.fei = e.fei;
    if (e.fei) return out;  // seed 003: a fei hand cannot win, so it waits on nothing
    out.zhifei = r.zhifei && detail::is_zhifei(e, r);
    const bool ready = distance <= 1;
    const bool has_wild = !plain && !in.wild.none();
    if (!ready && !r.karaten) return out;
    for (int k = 0; k < kinds; ++k) {
        if (!r.honours && k >= suited_kinds) break;
        const auto kt = static_cast<tile>(k);
        const bool exhausted = e.held[static_cast<std::size_t>(k)] >= copies;
        // Karaten (riichi): a fifth copy cannot come, but would it complete the hand?
        if (exhausted) {
            if (r.karaten && detail::wins(with_drawn(e, kt, r), r)) out.karaten |= bit(kt);
            continue;
        }
        if (!ready || (!has_wild && !may_complete(e, k, r))) continue;
        const effective_hand x = with_drawn(e, kt, r);
        const form_set forms = detail::winning_forms(x, r);
        if (forms == 0) continue;
        out.waits |= bit(kt);
        std::uint16_t shapes = 0;
        if (forms & form_bit(form::seven_pairs)) shapes |= shape_bit(wait_shape::seven_pairs);
        if (forms & form_bit(form::thirteen_orphans)) {
            shapes |= shape_bit(wait_shape::thirteen_orphans);
        }
        if (forms & form_bit(form::thirteen_lan)) shapes |= shape_bit(wait_shape::thirteen_lan);
        if (forms & form_bit(form::standard)) {
            std::uint16_t standard = 0;
            if ((r.wild & bit(kt)) == 0) {
                hand drawn = h;
                ++drawn.counts[static_cast<std::size_t>(k)];
                shape_tester st{detail::make_shanten_input(drawn, r, x), r,
                                detail::shanten_shape(x.size, x.melds)};
                standard = st.standard_shapes(k);
            }
            // Completes only through a wildcard's freedom (or the drawn tile is itself wild).
            shapes |= standard != 0 ? standard : shape_bit(wait_shape::wildcard);
        }
        if (out.zhifei) shapes |= shape_bit(wait_shape::wildcard);
        out.shapes[static_cast<std::size_t>(k)] = shapes;
    }
    return out;
}

}  // namespace hupai
