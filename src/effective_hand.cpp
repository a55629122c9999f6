// Interpretation of a hand under rules: wildcards, jokers, Ruijin flowers, melds, fei.
#include "effective_hand.hpp"

#include <bit>
#include <cstring>

namespace hupai::detail {

namespace {
constexpr tile_mask flower_bits = ((tile_mask{1} << flower_kinds) - 1) << kinds;
}

int bao_kind(const rules& r) noexcept {
    const tile_mask natural_wild = r.wild & ~flower_bits;
    return natural_wild == 0 ? -1 : std::countr_zero(natural_wild);
}

effective_hand make_effective(const hand& h, const rules& r) noexcept {
    // Whole-array passes rather than one branchy pass per kind: batch mode calls this for every
    // line, more than once, and the per-kind loop was its largest cost.
    effective_hand e;
    e.wildcards = h.jokers;
    e.melds = h.meld_count;
    std::memcpy(e.counts.data(), h.counts.data(), kinds);
    std::memcpy(e.held.data(), h.counts.data(), kinds);
    for (int i = 0; i < h.meld_count && i < 4; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if (m.kind == meld_kind::chow) {
            for (const tile t : m.tiles) {
                if (t < kinds) ++e.held[t];
            }
        } else if (m.tiles[0] < kinds) {
            e.held[m.tiles[0]] = static_cast<std::uint8_t>(e.held[m.tiles[0]] + m.size());
        }
        const tile t = m.tiles[0];
        e.suits_used |= tile_mask{1} << (t < suited_kinds ? t / 9 : 3);
    }
    for (tile_mask w = r.wild & ((tile_mask{1} << kinds) - 1); w != 0; w &= w - 1) {
        const auto t = static_cast<std::size_t>(std::countr_zero(w));
        e.wildcards += e.counts[t];
        e.counts[t] = 0;
    }
    for (int s = 0; s < 4; ++s) {
        const int first = s * 9;
        const int last = s == 3 ? kinds : first + 9;
        int any = 0;
        for (int t = first; t < last; ++t) any |= e.counts[static_cast<std::size_t>(t)];
        if (any != 0) e.suits_used |= tile_mask{1} << s;
    }

    const bool bao_is_flower = (r.wild & flower_bits) != 0;
    if (r.flowers == flower_role::wild_kind) {
        int flowers = 0;
        for (int t = kinds; t < all_kinds; ++t) flowers += h.counts[static_cast<std::size_t>(t)];
        const int bao = bao_kind(r);
        if (bao_is_flower) {
            e.wildcards += flowers;
            e.bao_tiles = flowers;
            e.fei = r.fei && flowers >= 3;
        } else if (bao >= 0) {
            // Seed 003: a flower stands for the 宝's own kind as a natural tile, not as a wildcard.
            e.counts[static_cast<std::size_t>(bao)] =
                static_cast<std::uint8_t>(e.counts[static_cast<std::size_t>(bao)] + flowers);
            e.bao_tiles = h.counts[static_cast<std::size_t>(bao)];
            e.fei = r.fei && e.bao_tiles >= copies;
            if (flowers != 0) e.suits_used |= tile_mask{1} << (bao < suited_kinds ? bao / 9 : 3);
        }
    }

    int natural = 0;
    for (const auto n : e.counts) natural += n;
    e.size = natural + e.wildcards + 3 * e.melds;
    e.kongs_needed = (r.kongs_in_hand && e.size > 14) ? e.size - 14 : 0;
    return e;
}

}  // namespace hupai::detail
