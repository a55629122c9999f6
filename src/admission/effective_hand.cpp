// Interpretation of a hand under rules: wildcards, jokers, Ruijin flowers, melds, fei.
#include "admission/effective_hand.hpp"

#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "tables/count_words.hpp"

namespace hupai::detail {

int bao_kind(const rules& r) noexcept {
    const tile_mask natural_wild = r.wild & ~flower_mask;
    return natural_wild == 0 ? -1 : std::countr_zero(natural_wild);
}

int effective_size(const hand& h, const rules& r) noexcept {
    const bool flowers =
        r.flowers == flower_role::wild_kind && (r.wild & ((tile_mask{1} << all_kinds) - 1)) != 0;
    int size = h.jokers + 3 * h.meld_count;
#if defined(__SSE2__)
    // Validation runs this on every hand: psadbw adds 8 bytes at a time, a dozen instructions
    // where the compiler's own vectorization of the loops below takes about fifty.
    const std::uint8_t* c = h.counts.data();
    const __m128i zero = _mm_setzero_si128();
    const auto bytes16 = [](const std::uint8_t* p) {
        return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    };
    // Kinds 0–31, then bytes 26–41 masked to kinds 32–33 and, when they count, the flowers.
    const __m128i tail = _mm_and_si128(
        bytes16(c + all_kinds - 16),
        _mm_set_epi64x(flowers ? -1 : 0, static_cast<long long>(0xFFFF000000000000ull)));
    const __m128i sums = _mm_add_epi64(
        _mm_add_epi64(_mm_sad_epu8(bytes16(c), zero), _mm_sad_epu8(bytes16(c + 16), zero)),
        _mm_sad_epu8(tail, zero));
    return size + _mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums));
#else
    for (int t = 0; t < kinds; ++t) size += h.counts[static_cast<std::size_t>(t)];
    if (flowers) {
        for (int t = kinds; t < all_kinds; ++t) size += h.counts[static_cast<std::size_t>(t)];
    }
    return size;
#endif
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
    for (tile_mask w = r.wild & natural_mask; w != 0; w &= w - 1) {
        const auto t = static_cast<std::size_t>(std::countr_zero(w));
        e.wildcards += e.counts[t];
        e.counts[t] = 0;
    }
    // The suits with a natural tile: a suit's nine counts as a word and a byte, the honours'
    // seven as the word of kinds 26–33 without its first byte (a loop over the kinds cost half
    // of this function).
    const std::uint8_t* c = e.counts.data();
    for (int s = 0; s < 3; ++s) {
        if ((load_le<std::uint64_t>(c + 9 * s) | c[9 * s + 8]) != 0) e.suits_used |= 1u << s;
    }
    if (load_le<std::uint64_t>(c + kinds - 8) >> 8 != 0) e.suits_used |= 1u << 3;

    if (r.flowers == flower_role::wild_kind) {
        static_assert(all_kinds - kinds == 8, "the flowers are one word of counts");
        const int flowers = byte_sum(load_le<std::uint64_t>(h.counts.data() + kinds));
        const int bao = bao_kind(r);
        if (flowers_are_bao(r)) {
            e.wildcards += flowers;
            e.bao_tiles = flowers;
            e.fei = r.fei && flowers >= 3;
        } else if (bao >= 0) {
            // Ruijin: a flower stands for the 宝's own kind as a natural tile, not as a wildcard.
            e.counts[static_cast<std::size_t>(bao)] =
                static_cast<std::uint8_t>(e.counts[static_cast<std::size_t>(bao)] + flowers);
            e.bao_tiles = h.counts[static_cast<std::size_t>(bao)];
            e.fei = r.fei && e.bao_tiles >= copies;
            if (flowers != 0) e.suits_used |= tile_mask{1} << (bao < suited_kinds ? bao / 9 : 3);
        }
    }

    e.size = effective_size(h, r);
    e.kongs_needed = kongs_implied(e.size, r);
    return e;
}

}  // namespace hupai::detail
