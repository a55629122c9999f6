// Interpretation of a hand under rules: wildcards, jokers, Ruijin flowers, melds, fei.
#include "effective_hand.hpp"

#include <bit>

namespace hupai::detail {

namespace {
constexpr tile_mask flower_bits = ((tile_mask{1} << flower_kinds) - 1) << kinds;
}

int bao_kind(const rules& r) noexcept {
    const tile_mask natural_wild = r.wild & ~flower_bits;
    return natural_wild == 0 ? -1 : std::countr_zero(natural_wild);
}

effective_hand make_effective(const hand& h, const rules& r) noexcept {
    effective_hand e;
    e.wildcards = h.jokers;
    e.melds = h.meld_count;
    for (int t = 0; t < kinds; ++t) {
        const auto n = h.counts[static_cast<std::size_t>(t)];
        e.held[static_cast<std::size_t>(t)] =
            static_cast<std::uint8_t>(h.held(static_cast<tile>(t)));
        if (r.wild & bit(static_cast<tile>(t))) {
            e.wildcards += n;
        } else {
            e.counts[static_cast<std::size_t>(t)] = n;
            if (n != 0 && t < suited_kinds) e.suits_used |= tile_mask{1} << (t / 9);
            if (n != 0 && t >= suited_kinds) e.suits_used |= tile_mask{1} << 3;
        }
    }
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        e.suits_used |= tile_mask{1} << (t < suited_kinds ? t / 9 : 3);
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
