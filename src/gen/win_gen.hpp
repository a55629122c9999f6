// The win tables (win.bin): for every count vector of a suit, the fewest wildcards that complete
// it.
//
// A hand wins in the standard form when every suit completes exactly (every natural tile used)
// as melds, one of them with the pair, the wildcards standing in for the missing tiles. Suits
// never share a group, so the whole question reduces to two numbers per suit — the wildcards it
// needs without the pair and with it — which this generator tabulates: for every suited vector
// of counts 0–4 holding at most 14 tiles (405,350 of them) and for every honour vector (5^7,
// honour chows off and on). The win check reads them through a label per vector, indexed by the
// vector's base-5 number (see Labels), which also says what the special forms need to know.
// The library embeds the output; tests call these functions to check it.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hupai::gen {

// --- Indices ----------------------------------------------------------------------------
// Counts are read as big-endian base-5 digits (the first kind the most significant), the order
// the library's SIMD and SWAR arithmetic produces. The win check indexes its labels by the whole
// number: a suit's nine digits (suited_index) or the honours' seven (honour_index), so that a
// group costs one load once its digits are known. Suits of more than 14 tiles never occur in a
// hand, and every vector of at most 14 tiles lies below suited_indices (the largest is 444200000),
// where the suited labels end.
//
// The wait tables (wait_gen.hpp) are indexed by a compact rank instead, the vectors of at most
// 14 tiles numbered 0…405,349: the sum of a high slot's share (kinds 1–4) and a low slot's
// (kinds 5–9, the 9 kept apart: 8 slots per value of kinds 5–8, so that a slot is found with one
// address computation), the low vectors ordered by their sum so that those fitting under a high
// part form a prefix.

inline constexpr int max_suit_tiles = 14;  ///< a suit of a hand holds at most 14 natural tiles
inline constexpr int suited_high_digits = 4;
inline constexpr int suited_low_digits = 5;
inline constexpr std::uint32_t suited_highs = 625;      ///< 5^4
inline constexpr std::uint32_t suited_lows = 3125;      ///< 5^5
inline constexpr std::uint32_t suited_ranked = 405350;  ///< suited vectors of ≤ 14 tiles
inline constexpr std::uint32_t honour_vectors = 78125;  ///< 5^7
inline constexpr std::uint32_t suited_low_slots = 625 * 8;
inline constexpr std::size_t rank_slot_bytes = 4;  ///< a rank slot: a u32, little endian

constexpr std::uint32_t suited_high(const std::uint8_t* c) noexcept {
    return ((c[0] * 5u + c[1]) * 5u + c[2]) * 5u + c[3];
}
constexpr std::uint32_t suited_low(const std::uint8_t* c) noexcept {
    return (((c[4] * 5u + c[5]) * 5u + c[6]) * 5u + c[7]) * 5u + c[8];
}
constexpr std::uint32_t suited_low_slot(const std::uint8_t* c) noexcept {
    return (((c[4] * 5u + c[5]) * 5u + c[6]) * 5u + c[7]) * 8u + c[8];
}
constexpr std::uint32_t suited_index(const std::uint8_t* c) noexcept {
    return suited_high(c) * suited_lows + suited_low(c);
}
constexpr std::uint32_t honour_index(const std::uint8_t* c) noexcept {
    std::uint32_t i = 0;
    for (int k = 0; k < 7; ++k) i = i * 5 + c[k];
    return i;
}
/// One past the largest suited_index of a vector of at most 14 tiles: 4, 4, 4, 2, then zeros.
inline constexpr std::uint32_t suited_indices =
    ((4 * 5 + 4) * 5 + 4) * 5 * 5 * 5 * 5 * 5 * 5 + 2 * 5 * 5 * 5 * 5 * 5 + 1;

// --- Labels -------------------------------------------------------------------------------
// A group's label is one byte: the flags below in fixed bits, the rest numbering the need entries
// (see Entries) that share those flags, so that a label tells its group's need entry
// (win_label_entries_offset) and a hand without wildcards is judged from the AND of its four
// labels: the standard form when every group completes and not every group holds a pair (a
// 3n+2 hand's groups hold one pair or four), a special form possible only when every group
// keeps its flag.
inline constexpr std::uint8_t label_complete = 0x80;  ///< completes with no wildcard: as melds
                                                      ///< (tiles ≡ 0 mod 3) or melds and the pair
/// With label_complete: the completion holds the pair (tiles ≡ 2 mod 3). Without it, a bit of
/// the label's number.
inline constexpr std::uint8_t label_pair = 0x40;
inline constexpr std::uint8_t label_even = 0x20;     ///< every count even (seven pairs)
inline constexpr std::uint8_t label_orphans = 0x10;  ///< counts ≤ 2, none of a kind 2–8
/// The special forms' flags: a hand without wildcards may win in seven pairs or thirteen orphans
/// only when every group has the form's flag. thirteen_lan has none (the numbers need the bit:
/// 18 entries share no flag), and is possible for any hand without melds.
inline constexpr std::uint8_t label_special = label_even | label_orphans;

// --- Layout of win.bin (byte offsets from the start of the blob) ----------------------------
constexpr std::size_t align64(std::size_t offset) noexcept { return (offset + 63) / 64 * 64; }
inline constexpr std::size_t win_header_bytes = 64;
/// The rank slots (u32 each): the share of kinds 1–4, then of kinds 5–9.
inline constexpr std::size_t win_high_slots_offset = win_header_bytes;
inline constexpr std::size_t win_low_slots_offset =
    win_high_slots_offset + rank_slot_bytes * suited_highs;
/// The suited labels, one per suited_index below suited_indices.
inline constexpr std::size_t win_suited_offset =
    align64(win_low_slots_offset + rank_slot_bytes * suited_low_slots);
/// The honour labels, two per index: honour chows off, then on (the flag picks the label with
/// one address computation rather than a table with a select).
inline constexpr std::size_t win_honour_offset = align64(win_suited_offset + suited_indices);
constexpr std::size_t honour_label_at(std::uint32_t index, bool honour_chows) noexcept {
    return win_honour_offset + 2 * std::size_t{index} + (honour_chows ? 1 : 0);
}
inline constexpr std::size_t win_lan_offset = win_honour_offset + 2 * std::size_t{honour_vectors};
inline constexpr std::size_t lan_masks = 512;  ///< subsets of 1…9
/// The need entry of every label (need_impossible for the numbers no group has).
inline constexpr std::size_t win_label_entries_offset = win_lan_offset + lan_masks;
/// additive_need of every entry, a u32 each: one add per group then sums a hand's needs.
inline constexpr std::size_t win_additive_offset = win_label_entries_offset + 256;
/// additive_need of every label's entry, so that a hand's labels sum up without the entries.
inline constexpr std::size_t win_label_additive_offset = win_additive_offset + 4 * 256;
inline constexpr std::size_t win_table_bytes = win_label_additive_offset + 4 * 256;
/// The first bytes of win.bin; the next 4 bytes hold win_table_version (little endian).
inline constexpr char win_magic[8] = {'h', 'u', 'p', 'a', 'i', 'w', 'i', 'n'};
inline constexpr std::uint32_t win_table_version = 6;

// --- Entries ------------------------------------------------------------------------------
/// A need entry is one byte: the need without the pair in the low nibble (saturating at 15),
/// and in the high nibble one bit, 1 << (d + 1), for d = need with the pair − need without it.
/// d always lies in [−1, 2]: a pair of wildcards makes any completion a completion with the
/// pair (d ≤ 2), and dropping the pair of a completion costs at most one wildcard (two natural
/// tiles become a pung with one, a natural tile with its wildcard needs two more; d ≥ −1). The
/// one-hot form lets the win check find the cheapest suit for the pair with an OR and a
/// count of trailing zeros. Saturation is safe: once its in-hand kongs are set aside a hand has
/// at most 14 wildcards (18 tiles minus 4 per kong), so a need of 15 or more means "more than
/// the hand has" and need ≤ wildcards keeps its answer.
inline constexpr std::uint8_t need_saturated = 15;
constexpr std::uint8_t pack_needs(int without_pair, int with_pair) noexcept {
    const int lo = without_pair < need_saturated ? without_pair : need_saturated;
    const int hi = with_pair < need_saturated ? with_pair : need_saturated;
    const int d = hi - lo < -1 ? -1 : hi - lo > 2 ? 2 : hi - lo;
    return static_cast<std::uint8_t>(lo | 1 << (4 + d + 1));
}
/// The pair extra d of an entry (−1 … 2): the position of its one-hot bit.
constexpr int pair_extra_of(std::uint8_t entry) noexcept {
    return std::countr_zero(unsigned{entry} >> 4 | 0x10u) - 1;
}
/// An entry spread out so that the entries of a hand add up without a carry: the need without
/// the pair in bits 16–23, and a one in nibble d + 1 (bits 0–15) counting the groups whose pair
/// extra d is that value. Summed over four groups, the lowest non-zero nibble is the cheapest
/// place for the pair.
constexpr std::uint32_t additive_need(std::uint8_t entry) noexcept {
    return static_cast<std::uint32_t>(entry & 0xF) << 16 | 1u << (4 * (pair_extra_of(entry) + 1));
}
/// The entry of a suit that cannot be part of a win (beyond 14 tiles).
inline constexpr std::uint8_t need_impossible = pack_needs(need_saturated, need_saturated);

/// A lan entry: the most tiles a suit can hold in thirteen_lan given its natural tiles (a mask of
/// 1…9), or lan_invalid when those tiles already break the rule (two within distance 2).
inline constexpr std::uint8_t lan_invalid = 0xFF;

/// The shapes of a group of kinds that share melds.
enum class suit_shape : std::uint8_t {
    suited,              ///< 1…9: pungs and chows of consecutive numbers
    honours,             ///< 1z…7z: pungs only
    honours_with_chows,  ///< 1z…7z: pungs, any three different winds, 5z6z7z
};

/// The kinds of a shape: 9 or 7.
constexpr int shape_kinds(suit_shape s) noexcept { return s == suit_shape::suited ? 9 : 7; }

struct suit_needs {
    int without_pair = 0;  ///< wildcards to complete the suit as melds
    int with_pair = 0;     ///< wildcards to complete it as melds and one pair
    friend bool operator==(const suit_needs&, const suit_needs&) = default;
};

/// Exact (unsaturated) needs of one vector: counts[0..shape_kinds(s)) each 0–4. The first call
/// for a shape solves all its vectors (a fraction of a second); later calls are look-ups.
suit_needs exact_suit_needs(const std::uint8_t* counts, suit_shape s);

/// The capacity of a thirteen_lan suit holding the numbers in `mask` (bit i = number i+1).
std::uint8_t lan_capacity(unsigned mask) noexcept;

/// The flags of a group's label that depend on its counts (label_even, label_orphans):
/// counts[0..shape_kinds(s)), each 0–4.
std::uint8_t label_count_flags(const std::uint8_t* counts, suit_shape s) noexcept;

/// The flags of a group's label that depend on its need entry: label_complete, and label_pair
/// with it when the completion holds the pair.
constexpr std::uint8_t label_need_flags(std::uint8_t entry) noexcept {
    const int without = entry & 0xF;
    const int with = without + pair_extra_of(entry);
    if (without == 0) return label_complete;
    return with == 0 ? label_complete | label_pair : 0;
}

/// The whole of win.bin.
std::vector<std::uint8_t> build_win_table();

}  // namespace hupai::gen
