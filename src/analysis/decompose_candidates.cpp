// The candidate groups of decompose's search (decompose_candidates.hpp).
#include "analysis/decompose_candidates.hpp"

#include <algorithm>

namespace hupai::detail::decomposing {

bool group_before(const group& a, const group& b) noexcept {
    if (a.kind != b.kind) return a.kind < b.kind;
    if (a.tiles != b.tiles) return a.tiles < b.tiles;
    return a.wild < b.wild;
}

namespace {

candidate make_candidate(group_kind kind, int size, std::array<tile, 4> tiles, unsigned wild) {
    candidate c;
    c.g.kind = kind;
    c.g.size = static_cast<std::uint8_t>(size);
    c.g.tiles = tiles;
    c.g.wild = static_cast<std::uint8_t>(wild);
    for (int i = size; i < 4; ++i) c.g.tiles[static_cast<std::size_t>(i)] = 0;
    for (int i = 0; i < size; ++i) {
        if ((wild >> i) & 1u) {
            ++c.wilds;
        } else {
            c.natural[c.naturals++] = tiles[static_cast<std::size_t>(i)];
            c.need |= bit(tiles[static_cast<std::size_t>(i)]);
        }
    }
    c.suit = static_cast<std::uint8_t>(suit_index(tiles[0]));
    c.honour_chow = kind == group_kind::chow && is_honour(tiles[0]);
    return c;
}

/// A pair, pung or kong of kind t with `natural` natural tiles: the wildcards take the last
/// positions.
candidate same_kind(group_kind kind, int size, tile t, int natural) {
    const unsigned all = (1u << size) - 1u;
    return make_candidate(kind, size, {t, t, t, t}, all & ~((1u << natural) - 1u));
}

tables build_tables() {
    tables t;
    for (int k = 0; k < kinds; ++k) {
        const auto kind = static_cast<tile>(k);
        for (int n = 2; n >= 0; --n)
            t.pairs.items.push_back(same_kind(group_kind::pair, 2, kind, n));
        for (int n = 1; n >= 0; --n)
            t.singles.items.push_back(same_kind(group_kind::single, 1, kind, n));
    }
    std::vector<std::array<tile, 4>> chows;
    for (int s = 0; s < number_suits; ++s) {
        for (int n = 0; n < 7; ++n) {
            const auto a = static_cast<tile>(9 * s + n);
            chows.push_back({a, static_cast<tile>(a + 1), static_cast<tile>(a + 2), 0});
        }
    }
    // Ruijin: any three different winds form a chow, and so do the three dragons.
    const tile e = make_tile(suit::honour, 1);
    for (int skip = 3; skip >= 0; --skip) {
        std::array<tile, 4> winds{};
        int n = 0;
        for (int w = 0; w < 4; ++w) {
            if (w != skip) winds[static_cast<std::size_t>(n++)] = static_cast<tile>(e + w);
        }
        chows.push_back(winds);
    }
    chows.push_back(
        {static_cast<tile>(e + 4), static_cast<tile>(e + 5), static_cast<tile>(e + 6), 0});
    for (const auto& c : chows) {
        for (unsigned wild = 0; wild < 8; ++wild) {
            t.melds.items.push_back(make_candidate(group_kind::chow, 3, c, wild));
        }
    }
    for (int k = 0; k < kinds; ++k) {
        for (int n = 3; n >= 0; --n) {
            t.melds.items.push_back(same_kind(group_kind::pung, 3, static_cast<tile>(k), n));
        }
        for (int n = 4; n >= 0; --n) {
            t.melds.items.push_back(same_kind(group_kind::kong, 4, static_cast<tile>(k), n));
        }
    }
    auto& melds = t.melds.items;
    std::stable_sort(melds.begin(), melds.end(),
                     [](const candidate& a, const candidate& b) { return group_before(a.g, b.g); });

    const std::size_t n = melds.size();
    for (auto& f : t.first_from) f.assign(n + 1, static_cast<std::uint16_t>(n));
    for (std::size_t i = n; i-- > 0;) {
        const candidate& c = melds[i];
        for (int s = 0; s < suit_count; ++s) {
            auto& f = t.first_from[static_cast<std::size_t>(s)];
            f[i] = (c.naturals != 0 && c.suit == s) ? static_cast<std::uint16_t>(i) : f[i + 1];
        }
        if (c.naturals != 0) {
            const int low = c.natural[0] - 9 * c.suit;
            t.by_low[c.suit][static_cast<std::size_t>(low)].push_back(
                static_cast<std::uint16_t>(i));
        }
    }
    for (auto& suit_lists : t.by_low) {
        for (auto& list : suit_lists) std::reverse(list.begin(), list.end());
    }
    t.pairs.index();
    t.singles.index();
    t.melds.index();
    return t;
}

}  // namespace

const tables& candidate_tables() {
    static const tables t = build_tables();
    return t;
}

}  // namespace hupai::detail::decomposing
