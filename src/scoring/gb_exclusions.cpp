// The 不计 lists of the Green Book: the fans a fan already includes (non-repeat principle), with
// the fans implied by those spelled out so that one pass settles them. 幺九刻, 圈风刻 and 门风刻
// are settled after this (gb_fans.cpp), from what is left.
#include <array>
#include <bit>
#include <cstdint>
#include <initializer_list>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "gb_internal.hpp"

namespace hupai::gb_detail {

namespace {

using enum gb_fan;

struct exclusion {
    gb_fan fan;
    std::initializer_list<gb_fan> excludes;
};

// Highest fans first, in the order of gb_fan: apply_exclusions walks the fans present in that
// order, and a fan already cleared clears nothing (四暗刻 clears 不求人, so 不求人 no longer
// clears 自摸).
constexpr exclusion exclusions[] = {
    {big_four_winds, {big_three_winds, little_four_winds, all_pungs, prevalent_wind, seat_wind}},
    {big_three_dragons, {little_three_dragons, two_dragon_pungs, dragon_pung}},
    {all_green, {half_flush, one_voided_suit}},
    {nine_gates, {full_flush, one_voided_suit, no_honors, concealed_hand, fully_concealed_hand}},
    {four_kongs,
     {three_kongs, two_melded_kongs, two_concealed_kongs, concealed_kong_and_melded_kong,
      melded_kong, concealed_kong, all_pungs, single_wait}},
    {seven_shifted_pairs,
     {seven_pairs, full_flush, one_voided_suit, no_honors, fully_concealed_hand, concealed_hand,
      single_wait}},
    {thirteen_orphans,
     {all_types, all_terminals_and_honors, fully_concealed_hand, concealed_hand, single_wait}},
    {all_terminals, {all_terminals_and_honors, all_pungs, outside_hand, no_honors, double_pung}},
    {little_four_winds, {big_three_winds}},
    {little_three_dragons, {two_dragon_pungs, dragon_pung}},
    {all_honors, {all_terminals_and_honors, all_pungs, outside_hand, one_voided_suit}},
    {four_concealed_pungs,
     {three_concealed_pungs, two_concealed_pungs, all_pungs, concealed_hand, fully_concealed_hand}},
    {pure_terminal_chows,
     {seven_pairs, full_flush, all_chows, pure_double_chow, two_terminal_chows, one_voided_suit,
      no_honors}},
    {quadruple_chow, {pure_triple_chow, pure_double_chow, tile_hog}},
    {four_pure_shifted_pungs, {pure_shifted_pungs, all_pungs}},
    {four_pure_shifted_chows, {pure_shifted_chows, short_straight, two_terminal_chows}},
    {three_kongs,
     {two_melded_kongs, two_concealed_kongs, concealed_kong_and_melded_kong, melded_kong,
      concealed_kong}},
    {all_terminals_and_honors, {all_pungs, outside_hand}},
    {seven_pairs, {fully_concealed_hand, concealed_hand, single_wait}},
    {greater_honors_and_knitted_tiles,
     {lesser_honors_and_knitted_tiles, all_types, fully_concealed_hand, concealed_hand,
      single_wait}},
    {all_even_pungs, {all_pungs, all_simples, no_honors}},
    {full_flush, {one_voided_suit, no_honors}},
    {pure_triple_chow, {pure_shifted_pungs, pure_double_chow}},
    {upper_tiles, {upper_four, no_honors}},
    {middle_tiles, {all_simples, no_honors}},
    {lower_tiles, {lower_four, no_honors}},
    {pure_straight, {short_straight, two_terminal_chows}},
    {three_suited_terminal_chows, {all_chows, mixed_double_chow, two_terminal_chows, no_honors}},
    {all_five, {all_simples, no_honors}},
    {triple_pung, {double_pung}},
    {lesser_honors_and_knitted_tiles,
     {all_types, fully_concealed_hand, concealed_hand, single_wait}},
    {upper_four, {no_honors}},
    {lower_four, {no_honors}},
    {reversible_tiles, {one_voided_suit}},
    {mixed_triple_chow, {mixed_double_chow}},
    {last_tile_draw, {self_drawn}},
    {out_with_replacement_tile, {self_drawn}},
    {robbing_the_kong, {last_tile}},
    {melded_hand, {single_wait}},
    {two_concealed_kongs, {two_concealed_pungs, concealed_kong}},
    {two_dragon_pungs, {dragon_pung}},
    {fully_concealed_hand, {self_drawn, concealed_hand}},
    {two_melded_kongs, {melded_kong}},
    {all_chows, {no_honors}},
    {all_simples, {no_honors}},
    {concealed_kong_and_melded_kong, {concealed_kong, melded_kong}},
};

/// The fans each fan clears (none for a fan without a 不计 list); .keys: the fans that clear some.
struct exclusion_sets {
    std::array<fan_set, gb_fan_count> clears{};
    fan_set keys{};
};

constexpr bool in_fan_order() {
    int last = -1;
    for (const exclusion& e : exclusions) {
        if (static_cast<int>(e.fan) <= last) return false;
        last = static_cast<int>(e.fan);
    }
    return true;
}
static_assert(in_fan_order(), "the 不计 lists follow the order of gb_fan");

constexpr exclusion_sets make_exclusion_sets() {
    exclusion_sets x;
    for (const exclusion& e : exclusions) {
        add(x.keys, e.fan);
        for (const gb_fan c : e.excludes) add(x.clears[at(e.fan)], c);
    }
    return x;
}

constexpr exclusion_sets sets = make_exclusion_sets();

}  // namespace

fan_set fans_present(const fan_table& t) noexcept {
    static_assert(gb_fan_count > 80 && gb_fan_count <= 88);
    fan_set present{};
#if defined(__SSE2__)
    // Five blocks of sixteen counts, each compared with zero at once, then the last two.
    std::array<std::uint64_t, 5> blocks{};
    for (std::size_t b = 0; b < blocks.size(); ++b) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(t.data() + 16 * b));
        const auto zero =
            static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128())));
        blocks[b] = ~zero & 0xFFFFu;
    }
    present[0] = blocks[0] | blocks[1] << 16 | blocks[2] << 32 | blocks[3] << 48;
    present[1] = blocks[4];
#else
    // Ten words of eight counts, then the last two.
    for (std::size_t i = 0; i < 80; i += 8) {
        present[i / 64] |= std::uint64_t{nonzero_bytes(t.data() + i)} << (i % 64);
    }
#endif
    for (std::size_t i = 80; i < gb_fan_count; ++i) {
        present[1] |= std::uint64_t{t[i] != 0} << (i - 64);
    }
    return present;
}

fan_set apply_exclusions(fan_table& t) noexcept {
    const fan_set present = fans_present(t);
    // Each fan present that has a 不计 list, lowest (highest-scoring) first, clears its list
    // from the fans present and from those still to clear.
    fan_set kept = present;
    fan_set keys = {present[0] & sets.keys[0], present[1] & sets.keys[1]};
    for (std::size_t w = 0; w < 2; ++w) {
        while (keys[w] != 0) {
            const auto f = 64 * w + static_cast<std::size_t>(std::countr_zero(keys[w]));
            keys[w] &= keys[w] - 1;
            const fan_set& c = sets.clears[f];
            for (std::size_t v = 0; v < 2; ++v) {
                kept[v] &= ~c[v];
                keys[v] &= ~c[v];
            }
        }
    }
    for_each_fan({present[0] & ~kept[0], present[1] & ~kept[1]}, [&](std::size_t i) { t[i] = 0; });
    return kept;
}

}  // namespace hupai::gb_detail
