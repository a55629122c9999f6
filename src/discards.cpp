// Discard analysis (牌理 / 受入): for each distinct discard of a 3n+2 hand, the shanten left and
// the kinds whose draw lowers it, with how many copies are still unseen.
#include <algorithm>

#include "effective_hand.hpp"
#include "shanten.hpp"

namespace hupai {

namespace {

using detail::shanten_input;

constexpr tile_mask flower_bits = ((tile_mask{1} << flower_kinds) - 1) << kinds;

// The input after drawing one tile of kind k (0–33): a natural tile, or a wildcard taken from
// the wall's wild tiles (宝 or not).
shanten_input with_drawn(shanten_input in, int k, const rules& r, int bao) noexcept {
    const auto i = static_cast<std::size_t>(k);
    if (r.wild & bit(static_cast<tile>(k))) {
        if (k == bao) {
            ++in.wild.held_bao;
            --in.wild.draw_bao;
        } else {
            ++in.wild.held_free;
            --in.wild.draw_free;
        }
        in.plain = false;
    } else {
        ++in.counts[i];  // its cap is unchanged: one more held, one fewer to draw
        in.plain = in.plain && in.counts[i] <= 4;
    }
    ++in.concealed;
    return in;
}

int distance(const shanten_input& in, const rules& r, int size, int melds) noexcept {
    return detail::distance_of(in, r, detail::shanten_shape(size, melds)).overall;
}

constexpr std::array<int, 13> orphan_kinds = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

// The plain path (no declared meld, no wildcard in play): a discard and a draw change one group
// each, so the record ids of every group after each possible draw are found once, and each
// exchange costs two merge look-ups plus the special forms' counts adjusted by one tile.
struct plain_analyser {
    const rules& r;
    std::array<std::uint8_t, kinds> c{};  // the hand after the discard
    detail::target_shape t;

    std::uint32_t group_id(int g) const noexcept {
        const std::uint8_t* p = c.data() + 9 * g;
        if (g < 3) return detail::suit_record_id(p);
        return r.honours ? detail::honour_record_id(p, r.honour_chows) : detail::empty_honour_id();
    }
    // Record id of group g with one more tile of kind k (k in g).
    std::uint32_t id_with(int g, int k) noexcept {
        ++c[static_cast<std::size_t>(k)];
        const std::uint32_t id = group_id(g);
        --c[static_cast<std::size_t>(k)];
        return id;
    }
    // Distance from the merged halves and the special forms' counts.
    int distance(std::uint32_t ss, std::uint32_t sh, const std::array<int, 5>& held, int missing,
                 bool pair) const noexcept {
        int d = detail::no_distance;
        if (r.standard) {
            const int n = m.need(t.melds, ss, sh);
            if (n != 0xFF) d = n;
        }
        if (t.special) {
            if (r.seven_pairs) {
                d = std::min(d, detail::seven_pairs_need_of(held[1], held[2], held[3], held[4],
                                                            r.seven_pairs_quads));
            }
            if (r.thirteen_orphans && r.honours) d = std::min(d, missing + (pair ? 0 : 1));
        }
        return d;
    }
    const detail::merge_tables& m = detail::merges();
};

// Best first: lower shanten, then more unseen improving tiles, then tile order.
void sort_choices(std::vector<discard_choice>& out) {
    std::sort(out.begin(), out.end(), [](const discard_choice& a, const discard_choice& b) {
        if (a.shanten != b.shanten) return a.shanten < b.shanten;
        if (a.unseen_total != b.unseen_total) return a.unseen_total > b.unseen_total;
        return a.discard < b.discard;
    });
}

// Plain analysis of one discard; `up` holds, for groups other than the discard's, the record id
// after drawing each kind (unchanged by the discard).
discard_choice plain_choice(plain_analyser& a, tile discard, const detail::effective_hand& e,
                            const std::array<std::uint32_t, kinds>& up,
                            const std::array<std::uint8_t, kinds>* visible) noexcept {
    const int gd = discard < suited_kinds ? discard / 9 : 3;
    --a.c[discard];
    std::array<std::uint32_t, 4> ids{};
    for (int g = 0; g < 4; ++g) ids[static_cast<std::size_t>(g)] = a.group_id(g);
    const std::array<int, 5> held = detail::kinds_held_at_least(a.c.data(), a.r.honours);
    int missing = 0;
    bool pair = false;
    for (const int k : orphan_kinds) {
        missing += a.c[static_cast<std::size_t>(k)] == 0;
        pair |= a.c[static_cast<std::size_t>(k)] >= 2;
    }
    const auto& m = a.m;
    const std::uint32_t ss = m.suits(ids[0], ids[1]);
    const std::uint32_t sh = m.suit_honours(ids[2], ids[3]);
    const int before = a.distance(ss, sh, held, missing, pair);
    discard_choice out;
    out.discard = discard;
    out.shanten = before < detail::no_distance ? before - 1 : no_shanten;
    const int playable = a.r.honours ? kinds : suited_kinds;
    for (int k = 0; k < playable; ++k) {
        const auto i = static_cast<std::size_t>(k);
        const int left = copies - e.held[i];
        if (left <= 0) continue;
        const int g = k < suited_kinds ? k / 9 : 3;
        const std::uint32_t id = g == gd ? a.id_with(g, k) : up[i];
        const std::uint32_t ss2 = g == 0 ? m.suits(id, ids[1]) : g == 1 ? m.suits(ids[0], id) : ss;
        const std::uint32_t sh2 = g == 2   ? m.suit_honours(id, ids[3])
                                  : g == 3 ? m.suit_honours(ids[2], id)
                                           : sh;
        std::array<int, 5> h2 = held;
        const int x = a.c[i];
        ++h2[static_cast<std::size_t>(x + 1)];
        int missing2 = missing;
        bool pair2 = pair;
        if (is_orphan(static_cast<tile>(k))) {
            missing2 -= x == 0;
            pair2 = pair2 || x == 1;
        }
        if (a.distance(ss2, sh2, h2, missing2, pair2) >= before) continue;
        out.improving |= bit(static_cast<tile>(k));
        const int unseen = std::max(0, left - (visible ? (*visible)[i] : 0));
        out.unseen[i] = static_cast<std::uint8_t>(unseen);
        out.unseen_total += unseen;
    }
    ++a.c[discard];
    return out;
}

}  // namespace

result<std::vector<discard_choice>> analyze_discards(
    const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible) {
    if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
    const detail::effective_hand e = detail::make_effective(h, r);
    const bool fei_bao =
        r.fei && r.flowers == flower_role::wild_kind && (r.wild & flower_bits) == 0;
    const int bao = fei_bao ? detail::bao_kind(r) : -1;
    std::vector<discard_choice> out;
    // thirteen_lan has no incremental form here: such rules take the general path.
    if (detail::plain_hand(h, r) && !r.thirteen_lan) {
        plain_analyser a{r, {}, detail::shanten_shape(e.size - 1, 0), detail::merges()};
        std::copy_n(h.counts.begin(), kinds, a.c.begin());
        std::array<std::uint32_t, kinds> up{};
        for (int k = 0; k < (r.honours ? kinds : suited_kinds); ++k) {
            if (a.c[static_cast<std::size_t>(k)] < copies) {
                up[static_cast<std::size_t>(k)] = a.id_with(k < suited_kinds ? k / 9 : 3, k);
            }
        }
        for (int k = 0; k < kinds; ++k) {
            if (h.counts[static_cast<std::size_t>(k)] != 0) {
                out.push_back(plain_choice(a, static_cast<tile>(k), e, up, visible));
            }
        }
        sort_choices(out);
        return out;
    }

    auto analyse = [&](tile discard, const hand& rest) {
        const detail::effective_hand re = detail::make_effective(rest, r);
        const shanten_input in = detail::make_shanten_input(rest, r, re);
        const int before = distance(in, r, re.size, re.melds);
        discard_choice c;
        c.discard = discard;
        c.shanten = before < detail::no_distance ? before - 1 : no_shanten;
        for (int k = 0; k < kinds; ++k) {
            if (!r.honours && k >= suited_kinds) break;
            const auto i = static_cast<std::size_t>(k);
            const int left = copies - e.held[i];  // copies outside the 14 tiles and melds
            if (left <= 0) continue;
            const shanten_input more = with_drawn(in, k, r, bao);
            if (distance(more, r, re.size + 1, re.melds) >= before) continue;
            c.improving |= bit(static_cast<tile>(k));
            const int unseen = std::max(0, left - (visible ? (*visible)[i] : 0));
            c.unseen[i] = static_cast<std::uint8_t>(unseen);
            c.unseen_total += unseen;
        }
        out.push_back(c);
    };

    for (int k = 0; k < all_kinds; ++k) {
        const auto i = static_cast<std::size_t>(k);
        if (h.counts[i] == 0) continue;
        if (k >= kinds && r.flowers != flower_role::wild_kind) continue;  // set aside: no discard
        hand rest = h;
        --rest.counts[i];
        analyse(static_cast<tile>(k), rest);
    }
    if (h.jokers > 0) {
        hand rest = h;
        --rest.jokers;
        analyse(joker_discard, rest);
    }
    sort_choices(out);
    return out;
}

}  // namespace hupai
