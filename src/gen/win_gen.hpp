// The win tables (win.bin): for every count vector of a suit, the fewest wildcards that complete
// it.
//
// A hand wins in the standard form when every suit completes exactly (every natural tile used)
// as melds, one of them with the pair, the wildcards standing in for the missing tiles. Suits
// never share a group, so the whole question reduces to two numbers per suit — the wildcards it
// needs without the pair and with it — which this generator tabulates: for every suited vector
// of counts 0–4 holding at most 14 tiles (405,350 of them, ranked compactly so that the table
// stays within a core's L2 cache), and for every honour vector (5^7, honour chows off and on);
// besides, each part of a hand's index carries a tally of its tiles for the special forms.
// The library embeds the output; tests call these functions to check it.
#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace hupai::gen {

// --- Indices ----------------------------------------------------------------------------
// Counts are read as big-endian base-5 digits (the first kind the most significant), the order
// the library's SWAR arithmetic produces. A suited vector splits into a high part (kinds 1–4)
// and a low part (kinds 5–9); its rank among the vectors of at most 14 tiles is the sum of the
// index fields of its high slot and its low slot (see Slots), where the low vectors are ordered
// by their sum so that those fitting under a high part form a prefix. The honour index (all 7
// digits) is likewise the sum of the index fields of a slot for 1z–3z and one for 4z–7z.

inline constexpr int max_suit_tiles = 14;  ///< a suit of a hand holds at most 14 natural tiles
inline constexpr int suited_high_digits = 4;
inline constexpr int suited_low_digits = 5;
inline constexpr std::uint32_t suited_highs = 625;      ///< 5^4
inline constexpr std::uint32_t suited_lows = 3125;      ///< 5^5
inline constexpr std::uint32_t suited_ranked = 405350;  ///< suited vectors of ≤ 14 tiles
inline constexpr std::uint32_t honour_vectors = 78125;  ///< 5^7
/// Low slots keep the 9 apart, 8 slots per value of kinds 5–8, so that the SWAR arithmetic
/// finds a slot with one address computation (the slots of a 9 above 4 are unused).
inline constexpr std::uint32_t suited_low_slots = 625 * 8;
inline constexpr std::uint32_t honour_highs = 125;  ///< 1z–3z
inline constexpr std::uint32_t honour_lows = 625;   ///< 4z–7z

constexpr std::uint32_t suited_high(const std::uint8_t* c) noexcept {
    return ((c[0] * 5u + c[1]) * 5u + c[2]) * 5u + c[3];
}
constexpr std::uint32_t suited_low(const std::uint8_t* c) noexcept {
    return (((c[4] * 5u + c[5]) * 5u + c[6]) * 5u + c[7]) * 5u + c[8];
}
constexpr std::uint32_t suited_low_slot(const std::uint8_t* c) noexcept {
    return (((c[4] * 5u + c[5]) * 5u + c[6]) * 5u + c[7]) * 8u + c[8];
}
constexpr std::uint32_t honour_index(const std::uint8_t* c) noexcept {
    std::uint32_t i = 0;
    for (int k = 0; k < 7; ++k) i = i * 5 + c[k];
    return i;
}

// --- Slots --------------------------------------------------------------------------------
// A slot is a u64, little endian: bits 0–31 its part's share of the rank (or honour index),
// bits 32–63 the part's tally (tally_field). The slots of a hand's parts add up to its tally
// field by field (a hand's parts hold at most 14 natural tiles together, so no field carries),
// which tells the special forms' conditions without reading the counts again.
//
// The honour high slots carry besides a constant, tally_bias: the top bit of each field set
// and each field's threshold subtracted, so that in the sum a field's top bit says whether it
// reached its threshold, and whether a hand may be a special form is one mask and one compare
// (see candidate_guards). The bias is taken off again to read the counts.
inline constexpr int tally_shift = 32;
enum class tally_field : std::uint8_t {
    paired,       ///< bits 0–7: tiles beyond the first of each odd count (tiles minus `odd`)
    middle,       ///< bits 8–11: tiles numbered 2–8 (thirteen orphans holds none)
    thrice,       ///< bits 12–14: kinds held 3 times or more
    odd,          ///< bits 16–23: kinds held an odd number of times
    paired_again  ///< bits 24–31: `paired` again, for its own threshold
};
constexpr int tally_bit(tally_field f) noexcept {
    constexpr int bits[] = {0, 8, 12, 16, 24};
    return bits[static_cast<int>(f)];
}
constexpr std::uint32_t tally_mask(tally_field f) noexcept {
    constexpr std::uint32_t masks[] = {0xFF, 0xF, 0x7, 0xFF, 0xFF};
    return masks[static_cast<int>(f)];
}
/// The top bit of each field.
inline constexpr std::uint32_t candidate_guards = 0x80808000u;
/// The thresholds: thirteen orphans needs bits 0–14 below 3 (at most one kind twice, no middle
/// tile, hence no kind thrice), seven pairs fewer than 1 kind held an odd number of times
/// (without wildcards), thirteen_lan fewer than 1 tile in pairs.
inline constexpr std::uint32_t candidate_thresholds = 3u | 1u << 16 | 1u << 24;
inline constexpr std::uint32_t tally_bias = candidate_guards - candidate_thresholds;

/// The tally of a part: counts[0..kinds) (each 0–4), whose first kind is number `first_number`
/// (1–9) of a suit, or 0 for honours.
constexpr std::uint32_t part_tally(const std::uint8_t* counts, int kinds,
                                   int first_number) noexcept {
    std::uint32_t t = 0;
    for (int k = 0; k < kinds; ++k) {
        const unsigned c = counts[k];
        const int number = first_number == 0 ? 0 : first_number + k;
        const unsigned middle = number >= 2 && number <= 8 ? c : 0u;
        t += (c & ~1u) << tally_bit(tally_field::paired);
        t += middle << tally_bit(tally_field::middle);
        t += unsigned{c >= 3} << tally_bit(tally_field::thrice);
        t += (c & 1u) << tally_bit(tally_field::odd);
        t += (c & ~1u) << tally_bit(tally_field::paired_again);
    }
    return t;
}

// --- Layout of win.bin (byte offsets from the start of the blob) ----------------------------
inline constexpr std::size_t win_header_bytes = 64;
inline constexpr std::size_t win_high_slots_offset = win_header_bytes;  ///< u64 per high part
inline constexpr std::size_t win_low_slots_offset = win_high_slots_offset + 8 * suited_highs;
inline constexpr std::size_t win_suited_offset = win_low_slots_offset + 8 * suited_low_slots;
inline constexpr std::size_t win_honour_high_slots_offset = win_suited_offset + suited_ranked;
inline constexpr std::size_t win_honour_low_slots_offset =
    win_honour_high_slots_offset + 8 * honour_highs;
/// The honour entries, two per index: honour chows off, then on (the flag picks the entry with
/// one address computation rather than a table with a select).
inline constexpr std::size_t win_honour_offset = win_honour_low_slots_offset + 8 * honour_lows;
constexpr std::size_t honour_entry_at(std::uint32_t index, bool honour_chows) noexcept {
    return win_honour_offset + 2 * std::size_t{index} + (honour_chows ? 1 : 0);
}
inline constexpr std::size_t win_lan_offset = win_honour_offset + 2 * std::size_t{honour_vectors};
inline constexpr std::size_t lan_masks = 512;  ///< subsets of 1…9
/// additive_need of every entry, a u32 each: one add per group then sums a hand's needs.
inline constexpr std::size_t win_additive_offset = win_lan_offset + lan_masks;
inline constexpr std::size_t win_table_bytes = win_additive_offset + 4 * 256;
/// The first bytes of win.bin; the next 4 bytes hold win_table_version (little endian).
inline constexpr char win_magic[8] = {'h', 'u', 'p', 'a', 'i', 'w', 'i', 'n'};
inline constexpr std::uint32_t win_table_version = 5;

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
/// An entry spread out so that the entries of a hand add up without a carry: the need without
/// the pair in bits 16–23, and a one in nibble d + 1 (bits 0–15) counting the groups whose pair
/// extra d is that value. Summed over four groups, the lowest non-zero nibble is the cheapest
/// place for the pair.
constexpr std::uint32_t additive_need(std::uint8_t entry) noexcept {
    const int d = std::countr_zero(unsigned{entry} >> 4 | 0x10u) - 1;
    return static_cast<std::uint32_t>(entry & 0xF) << 16 | 1u << (4 * (d + 1));
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

/// The whole of win.bin.
std::vector<std::uint8_t> build_win_table();

}  // namespace hupai::gen
