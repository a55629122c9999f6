// The wait tables (wait.bin): for every count vector of a suit or of the honours, which kinds
// complete it and with which wait shapes.
//
// Suits never share a group, so a hand without wildcards wins on a drawn kind exactly when the
// drawn tile's suit completes with it (as melds, or melds and the pair) and every other suit is
// complete as it stands, the pair in exactly one suit. This generator tabulates, per vector,
// whether it is complete without and with the pair, the kinds whose addition completes it each
// way, and for each such kind the shapes of the wait blocks (the group the drawn tile joins:
// pair, pung, chow middle, chow end). The records are deduplicated; suited vectors are indexed
// by win.bin's rank (win_gen.hpp), honour vectors by their base-5 index. The library embeds the
// output; tests call these functions to check it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "gen/win_gen.hpp"

namespace hupai::gen {

/// What one vector offers a hand without wildcards. Shape bits are those of hupai::wait_shape
/// (two_sided 0, closed 1, edge 2, single 3, dual_pung 4), five per kind: bits 5k…5k+4 of
/// shapes[p] for kind k (0–8) when the drawn tile completes the vector with p pairs.
struct wait_record {
    std::uint64_t shapes[2] = {0, 0};
    std::uint16_t completes[2] = {0, 0};  ///< [p]: kinds whose addition completes it with p pairs
    std::uint8_t complete = 0;            ///< bit p: complete as it stands with p pairs
    friend bool operator==(const wait_record&, const wait_record&) = default;
};
inline constexpr int wait_shape_bits = 5;
inline constexpr std::uint64_t wait_shape_field = (1u << wait_shape_bits) - 1;

/// The record of one vector: counts[0..shape_kinds(s)) each 0–4. A kind already held 4 times is
/// tried too (a fifth tile: riichi's karaten), without shapes. Vectors of more than 13 tiles (no
/// 3n+1 hand holds them before its draw) get the empty record.
wait_record exact_wait_record(const std::uint8_t* counts, suit_shape s);

// --- Layout of wait.bin (byte offsets from the start of the blob) ---------------------------
inline constexpr std::size_t wait_header_bytes = 64;
/// A vector's entry (u16): its record's index times 4 plus the record's `complete` bits, so that
/// a hand's first question (which groups are complete as they stand) needs no record.
inline constexpr std::size_t wait_suited_ids_offset = wait_header_bytes;  ///< u16 per rank
inline constexpr std::size_t wait_honour_ids_offset =
    wait_suited_ids_offset + 2 * std::size_t{suited_ranked};  ///< u16 per honour_index
/// Records start on a 64-byte boundary, 24 bytes each: shapes[0], shapes[1] (u64), completes[0],
/// completes[1] (u16), complete (u8), 3 bytes of padding; all little endian.
inline constexpr std::size_t wait_records_offset =
    (wait_honour_ids_offset + 2 * std::size_t{honour_vectors} + 63) / 64 * 64;
inline constexpr std::size_t wait_record_bytes = 24;
/// Header: magic (8 bytes), version (u32), record count (u32).
inline constexpr char wait_magic[8] = {'h', 'u', 'p', 'a', 'i', 'w', 'a', 'i'};
inline constexpr std::uint32_t wait_table_version = 1;
/// Record indices fit the entries' 14 bits; record 0 is the empty one (nothing completes).
inline constexpr std::size_t wait_max_records = 16384;
constexpr std::uint32_t wait_entry(std::uint32_t index, std::uint8_t complete) noexcept {
    return index << 2 | complete;
}

/// The whole of wait.bin (empty when the records outgrow wait_max_records).
std::vector<std::uint8_t> build_wait_table();

}  // namespace hupai::gen
