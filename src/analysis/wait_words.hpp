// Byte tests on a hand's count words (tables/count_words.hpp) for find_waits: the kinds held
// at least or exactly so often, the kinds no draw can reach, and the standard form's waits of a
// plain hand from one wait.bin record per group. Inline: the table road is a few dozen
// instructions, and the knitted waits read the same words.
#pragma once

#include <array>
#include <cstdint>

#include "analysis/wait_shapes.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"
#include "tables/wait_table.hpp"

namespace hupai::wait_shapes {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

using detail::count_words;
using detail::low_bits;

/// Bit i set when byte i of x is 1 (every byte 0 or 1): the product's top byte gathers them.
constexpr unsigned byte_bits(std::uint64_t x) noexcept {
    return static_cast<unsigned>((x * 0x0102040810204080ull) >> 56);
}

// Bytes of counts 0–4 mapped to 1 where the count is odd, at least 1, 2, 3, or exactly 4.
constexpr std::uint64_t odd(std::uint64_t x) noexcept { return x & low_bits; }
constexpr std::uint64_t at_least_1(std::uint64_t x) noexcept {
    return (x | x >> 1 | x >> 2) & low_bits;
}
constexpr std::uint64_t at_least_2(std::uint64_t x) noexcept {
    return (x >> 1 | x >> 2) & low_bits;
}
constexpr std::uint64_t at_least_3(std::uint64_t x) noexcept {
    return (x >> 2 | (x & x >> 1)) & low_bits;
}
constexpr std::uint64_t exactly_4(std::uint64_t x) noexcept { return x >> 2 & low_bits; }

/// The kinds whose count byte `Test` maps to 1 (Test keeps bit 0 of each byte only). Test is a
/// template argument, not a parameter: passed as a function pointer it was called, not inlined.
template <std::uint64_t (*Test)(std::uint64_t) noexcept>
inline tile_mask kinds_where(const count_words& w) noexcept {
    const auto bits = [](std::uint64_t x) { return tile_mask{byte_bits(Test(x))}; };
    return bits(w.suit[0]) | bits(w.nine_m) << 8 | bits(w.suit[1]) << 9 | bits(w.nine_p) << 17 |
           bits(w.suit[2]) << 18 | bits(w.last) << 26;
}

inline tile_mask kinds_held_four(const count_words& w) noexcept {
    return kinds_where<exactly_4>(w);
}

/// Kinds of the hand and its melds all 4 of whose copies are held: they cannot be drawn.
inline tile_mask exhausted_kinds(const hand& h, const rules& r, const count_words& w) noexcept {
    if (h.meld_count == 0) return kinds_held_four(w);
    return kinds_held_four(detail::load_words(detail::make_effective(h, r).held.data()));
}

/// The bits set among the low four of x: std::popcount without a popcnt instruction is a call.
constexpr int bits4(unsigned x) noexcept {
    return static_cast<int>(0x4332322132212110ull >> (4 * (x & 0xFu)) & 0xFu);
}

constexpr tile_mask group_kinds(int g) noexcept {
    return ((tile_mask{1} << (g < 3 ? 9 : 7)) - 1) << (9 * g);
}

/// The kinds a win may use under max_suits (Sichuan): those of suits that keep the natural tiles
/// and declared melds within the limit, and the honours (no suit), as the win check counts them.

/// The blocks of kind k among standard_table_waits' shapes; a wildcard's when there are none.
HUPAI_HOT_INLINE std::uint16_t table_shapes_of(const std::uint64_t (&shapes)[4], int k) noexcept {
    const int g = k / 9;
    const auto blocks = static_cast<std::uint16_t>(
        shapes[g] >> (gen::wait_shape_bits * (k - 9 * g)) & gen::wait_shape_field);
    return blocks != 0 ? blocks : shape_bit(wait_shape::wildcard);
}

/// For each combination of the groups' `complete` bits (bit 2g + p: group g complete as it stands
/// with p pairs), the pairs each group must complete with when the drawn tile joins it: 2 bits
/// per group, 0 when no draw there completes the hand, else 1 + p. The drawn tile's group takes
/// the pair when every other group is complete without one (p = 1), and completes as melds when
/// exactly one other group holds the pair and the rest are complete without (p = 0).
constexpr std::array<std::uint8_t, 256> pair_plans = [] {
    std::array<std::uint8_t, 256> plans{};
    for (unsigned status = 0; status < 256; ++status) {
        unsigned without = 0, with = 0;  // bit g: complete with 0 / 1 pairs
        for (unsigned g = 0; g < 4; ++g) {
            without |= (status >> (2 * g) & 1u) << g;
            with |= (status >> (2 * g + 1) & 1u) << g;
        }
        for (unsigned g = 0; g < 4; ++g) {
            const unsigned others = 0xFu & ~(1u << g);
            unsigned plan = 0;
            if ((without & others) == others) {
                plan = 2;
            } else if (((without | with) & others) == others && bits4(with & others) == 1) {
                plan = 1;
            }
            plans[status] = static_cast<std::uint8_t>(plans[status] | plan << (2 * g));
        }
    }
    return plans;
}();

/// Whether the groups' tile counts let a standard-form draw complete the hand: a group complete
/// with p pairs holds 3m + 2p tiles, so the drawn tile's group holds 3m + 1 (it takes the pair)
/// and every other 3m, or it holds 3m + 2 (it completes as melds), exactly one other 3m + 2 and
/// the rest 3m. Most hands that are not ready fail this and need no wait entry. Precondition:
/// each group holds at most 14 tiles.
inline bool tile_counts_may_wait(const count_words& w) noexcept {
    // 1 << 4·(n mod 3) for a group of n tiles: the sum's nibble i counts the groups of residue i.
    static constexpr std::array<std::uint16_t, 15> residue_bit = [] {
        std::array<std::uint16_t, 15> t{};
        for (unsigned n = 0; n < t.size(); ++n)
            t[n] = static_cast<std::uint16_t>(1u << 4 * (n % 3));
        return t;
    }();
    unsigned sum = residue_bit[static_cast<std::size_t>(detail::byte_sum(w.honours()))];
    for (int s = 0; s < 3; ++s) {
        sum += residue_bit[static_cast<std::size_t>(detail::byte_sum(w.suit[s])) + w.nine(s)];
    }
    const unsigned one_two = sum >> 4;  // the groups of residue 1, and of residue 2 above
    return one_two == 0x01 || one_two == 0x20;
}

/// The standard form's waits of count words w (a 3n+1 hand without wildcards, each group at
/// most 14 tiles) by the wait tables: the drawn tile's group completes with it and the others as
/// they stand. `shapes` receives each group's blocks (gen::wait_shape_bits per kind).
HUPAI_HOT_INLINE tile_mask standard_table_waits(const count_words& w,
                                                std::uint64_t (&shapes)[4]) noexcept {
    if (!tile_counts_may_wait(w)) return 0;
    const std::uint32_t entries[4] = {
        detail::suited_wait_entry(w, 0), detail::suited_wait_entry(w, 1),
        detail::suited_wait_entry(w, 2), detail::honour_wait_entry(w)};
    unsigned status = 0;
    for (int g = 0; g < 4; ++g) status |= detail::wait_entry_complete(entries[g]) << (2 * g);
    const unsigned plan = pair_plans[status];
    tile_mask completes = 0;
    if (plan != 0) {
        for (int g = 0; g < 4; ++g) {
            const unsigned pairs_plus_one = plan >> (2 * g) & 3u;
            if (pairs_plus_one == 0) continue;
            const gen::wait_record record = detail::wait_record_of(entries[g]);
            completes |= tile_mask{record.completes[pairs_plus_one - 1]} << (9 * g);
            shapes[g] = record.shapes[pairs_plus_one - 1];
        }
    }
    return completes;
}

}  // namespace

}  // namespace hupai::wait_shapes
