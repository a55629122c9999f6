// Access to wait.bin (src/gen/wait_gen.hpp): per suit and honour vector, what completes it and
// with which wait shapes. A suit's record id is found through win.bin's rank
// (tables/win_table.hpp), so a hand's four records cost the same SWAR arithmetic as a win check
// plus one look-up each.
#pragma once

#include <cstdint>
#include <cstring>

#include "gen/wait_gen.hpp"
#include "tables/embedded.hpp"
#include "tables/win_table.hpp"

HUPAI_EMBEDDED_TABLE(wait)

namespace hupai::detail {

/// Whether the embedded blob has the magic, version and size this build expects.
bool wait_tables_ok() noexcept;

/// The `complete` bits of the record of an entry (wait_gen.hpp), without reading the record.
HUPAI_HOT_INLINE unsigned wait_entry_complete(std::uint32_t entry) noexcept { return entry & 3u; }

/// The record of an entry.
HUPAI_HOT_INLINE gen::wait_record wait_record_of(std::uint32_t entry) noexcept {
    const unsigned char* p = hupai_wait_begin + gen::wait_records_offset +
                             gen::wait_record_bytes * std::size_t{entry >> 2};
    gen::wait_record r;
    if constexpr (std::endian::native == std::endian::little) {
        // The blob's layout is the struct's: two u64, two u16, a byte, padding to 24.
        static_assert(sizeof(gen::wait_record) == gen::wait_record_bytes);
        std::memcpy(&r, p, sizeof r);
    } else {
        r.shapes[0] = load_le<std::uint64_t>(p);
        r.shapes[1] = load_le<std::uint64_t>(p + 8);
        r.completes[0] = static_cast<std::uint16_t>(read_le(p + 16, 2));
        r.completes[1] = static_cast<std::uint16_t>(read_le(p + 18, 2));
        r.complete = p[20];
    }
    return r;
}

/// The entry of suit s (0–2). Precondition: its counts are 0–4 and sum to at most 14. The
/// rank is win.bin's (tables/win_table.hpp).
HUPAI_HOT_INLINE std::uint32_t suited_wait_entry(const count_words& w, int s) noexcept {
    const std::uint32_t rank = suited_rank(w, s);
    return read_le(hupai_wait_begin + gen::wait_suited_ids_offset + 2 * rank, 2);
}

/// The entry of the honours (pungs and the pair only). Precondition: counts 0–4.
HUPAI_HOT_INLINE std::uint32_t honour_wait_entry(const count_words& w) noexcept {
    const std::uint32_t index = honour_index(w);
    return read_le(hupai_wait_begin + gen::wait_honour_ids_offset + 2 * index, 2);
}

}  // namespace hupai::detail
