// The model's wildcard arithmetic and the engine's view of a hand (model.hpp).
#include "shanten/model.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#include "tables/count_words.hpp"

namespace hupai::detail {

int wild_budget::capacity() const noexcept {
    const int bao = std::min(held_bao + draw_bao, bao_limit);
    return std::min(max_excess, held_free + draw_free + bao);
}

int wild_distance_with_bao(int need, int excess, const wild_budget& w) noexcept {
    if (need >= no_distance) return no_distance;
    const int top = std::min(need, w.held_free + std::min(w.held_bao, w.bao_limit));
    for (int used = top; used >= 0; --used) {
        const int used_free = std::min(used, w.held_free);
        const int used_bao = used - used_free;
        const int draws = std::max(0, excess - used);
        const int draw_free = std::min(draws, w.draw_free);
        const int draw_bao = draws - draw_free;
        if (draw_bao <= w.draw_bao && used_bao + draw_bao <= w.bao_limit) return need - used;
    }
    return no_distance;
}

shanten_input make_shanten_input(const hand& h, const rules& r, const effective_hand& e) noexcept {
    shanten_input in;
    in.counts = e.counts;
    in.melds = e.melds;
    in.concealed = e.size - 3 * e.melds;
    in.honours = r.honours;
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) in.meld_suits |= 1u << (t / 9);
    }
    // Ruijin fei: a complete hand may not hold every 宝.
    const int bao = r.fei && flowers_stand_for_bao(r) ? bao_kind(r) : -1;
    if (r.fei && r.flowers == flower_role::wild_kind) {
        if (flowers_are_bao(r)) {
            in.wild.held_bao = e.bao_tiles;
            in.wild.bao_limit = 2;
        } else if (bao >= 0) {
            in.wild.held_bao = h.counts[static_cast<std::size_t>(bao)];
            in.wild.bao_limit = copies - 1;
        }
    }
    in.wild.held_free = e.wildcards - in.wild.held_bao;
    // A kind's cap: its natural count plus the copies left to draw, 4 − held (validation keeps
    // every kind's copies within 4), eight kinds a word: 4 + count − held borrows from no byte
    // (held ≤ 4), and the words overlap only where they agree. Then the few wild kinds, whose
    // copies left are wildcards to draw instead.
    std::uint64_t large = 0;
    for_count_words(kinds, [&](int at, std::uint64_t keep) {
        const std::uint64_t c = load_le<std::uint64_t>(in.counts.data() + at);
        const std::uint64_t caps =
            copies * low_bits + c - load_le<std::uint64_t>(e.held.data() + at);
        std::memcpy(in.caps.data() + at, &caps, sizeof caps);
        large |= above_marks(c, copies) & keep;
    });
    for (tile_mask wild = r.wild & natural_mask; wild != 0; wild &= wild - 1) {
        const int k = std::countr_zero(wild);
        const auto i = static_cast<std::size_t>(k);
        // A wild honour under rules without honours (Sichuan) has no copies in the wall to draw.
        if (r.honours || k < suited_kinds) {
            (k == bao ? in.wild.draw_bao : in.wild.draw_free) += in.caps[i] - in.counts[i];
        }
        in.caps[i] = in.counts[i];
    }
    in.records_exact = large == 0 && in.melds == 0 && in.wild.none();
    return in;
}

shanten_input with_drawn(shanten_input in, int k, const rules& r) noexcept {
    draw_into(in, k, r);
    return in;
}

void draw_into(shanten_input& in, int k, const rules& r) noexcept {
    const auto i = static_cast<std::size_t>(k);
    if (r.wild & bit(static_cast<tile>(k))) {
        // As make_shanten_input: the 宝 kind's tiles count against fei's limit.
        if (r.fei && flowers_stand_for_bao(r) && k == bao_kind(r)) {
            ++in.wild.held_bao;
            --in.wild.draw_bao;
        } else {
            ++in.wild.held_free;
            --in.wild.draw_free;
        }
        in.records_exact = false;
    } else {
        ++in.counts[i];
        in.records_exact = in.records_exact && in.counts[i] <= 4;
    }
    ++in.concealed;
}

int allowed_suit_sets(const shanten_input& in, const rules& r, unsigned* out) noexcept {
    const int size = std::clamp(r.max_suits, 0, 3);
    int n = 0;
    for (unsigned s = 0; s < 8; ++s) {
        if (std::popcount(s) == size && (s & in.meld_suits) == in.meld_suits) out[n++] = s;
    }
    return n;
}

}  // namespace hupai::detail
