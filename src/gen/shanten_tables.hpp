// Per-group shanten tables: the algorithms behind src/gen/shanten_main.cpp, also compiled into
// the library so that tests can rebuild and check what the build embedded.
//
// A hand splits into groups that melds never cross: the three suits (9 kinds, chows of three
// consecutive kinds) and the honours (7 kinds, no chows; or, under honour_chows, any three
// different winds and 5z6z7z). For each count vector of a group (0–4 per kind, at most 14
// tiles) and each partial target of m melds (0–4) and p pairs (0–1), the table gives the fewest
// tiles the target needs beyond what the vector holds ("need"), with at most 4 copies per kind.
// A wildcard may play a 5th copy, so the table also says how the need drops when e slots may
// exceed 4 copies ("excess", played by wildcards): suits never gain from more than one such
// slot, honours from at most four, and each extra slot gains at most one.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace hupai::gen {

enum class group_type : std::uint8_t { suit, honour, honour_chows };
inline constexpr int group_type_count = 3;
inline constexpr int max_group_kinds = 9;
inline constexpr int max_group_tiles = 14;

constexpr int kinds_of(group_type g) noexcept { return g == group_type::suit ? 9 : 7; }
/// The ranker's head kinds (the first ones; the rest are the tail): 5 of a suit's 9, 4 of 7.
constexpr int head_kinds_of(int kinds) noexcept { return kinds - kinds / 2; }

/// A perfect hash of a group's count vectors (0–4 per kind, ≤ 14 tiles) onto 0…size−1: the
/// kinds split into a head and a tail; tails are ordered by tile count, so the tails a head
/// allows form a prefix and rank = head_offset[head code] + tail_position[tail code].
struct ranker {
    int head_kinds = 0;
    int tail_kinds = 0;
    std::vector<std::uint32_t> head_offset;    ///< per base-5 head code; no_rank if > 14 tiles
    std::vector<std::uint32_t> tail_position;  ///< per base-5 tail code
    std::uint32_t size = 0;
    static constexpr std::uint32_t no_rank = 0xFFFFFFFFu;
};
ranker make_ranker(int kinds);

/// What the special forms and validation read of a group's counts, packed so that the fields of
/// the groups of a hand of at most 14 tiles (counts 0–4) add up without a carry: the ranker
/// entries of the blob carry a head's and a tail's fields in their high 32 bits, so the four
/// groups' rank sums also sum the whole hand's fields. Fields: kinds held (4 bits), held twice
/// or more (3), pairs counting a quadruple twice (3), held an odd number of times (4), orphan
/// kinds held (4), orphan kinds held twice or more (3), and the tiles (8 bits at the top: past
/// 14 tiles the lower fields may carry into it, so it never reads below the true count).
namespace count_field {
inline constexpr int held = 0, twice = 4, quad_pairs = 7, odd = 10, orphans = 14, orphan_pairs = 18,
                     tiles = 24;
}
/// The packed fields of counts[0..n); bit k of `orphan_kinds` marks kind k an orphan.
std::uint32_t count_fields_of(std::span<const std::uint8_t> counts, unsigned orphan_kinds) noexcept;
/// The orphan kinds of a ranker's head and tail: a suit's 1 (head kind 0) and 9 (tail kind 3),
/// every honour.
constexpr unsigned head_orphans(int kinds) noexcept { return kinds == 9 ? 1u : 0xFu; }
constexpr unsigned tail_orphans(int kinds) noexcept { return kinds == 9 ? 8u : 0x7u; }

/// Base-5 code of counts[0..n) (kind 0 is the lowest digit).
std::uint32_t code_of(std::span<const std::uint8_t> counts) noexcept;
/// The rank of a vector, or ranker::no_rank if it has more than 14 tiles.
std::uint32_t rank_of(const ranker& rk, std::span<const std::uint8_t> counts) noexcept;

/// One group record: lane 8p+m (m 0–4, p 0–1) holds need at excess 0 in bits 0–3 and in bits
/// 4–7 the drops: bit 4+i set = the need falls by one more when i+1 slots may be excess.
/// Lanes 5–7 and 13–15 are 0xFF.
using record = std::array<std::uint8_t, 16>;
inline constexpr int lane(int m, int p) noexcept { return 8 * p + m; }
/// Need for (m, p) when up to `excess` slots may exceed 4 copies.
/// 0xFF lanes (impossible) give no_need.
inline constexpr int no_need = 0x3F;
inline int record_need(const record& r, int m, int p, int excess) noexcept {
    const int v = r[static_cast<std::size_t>(lane(m, p))];
    if (v == 0xFF) return no_need;
    const int drops = (v >> 4) & ((1 << (excess < 4 ? excess : 4)) - 1);
    constexpr std::uint8_t bits_set[16] = {0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4};
    return (v & 15) - bits_set[drops];
}

struct group_table {
    std::vector<std::uint8_t> record_of;  ///< per rank: index into records
    std::vector<record> records;          ///< distinct records, in first-seen order
};

/// Builds the table of a group type from scratch (target enumeration + closure; well under a
/// second for the suit).
group_table build_group_table(group_type g, const ranker& rk);

/// The excess-0 needs of a record as plain bytes (0xFF = impossible).
record needs_at_zero(const record& r) noexcept;
/// Min-plus merge of two groups' plain needs: out[lane(M,P)] = min over splits of
/// a[lane(m,p)] + b[lane(M-m,P-p)]; 0xFF is infinity.
record merge_needs(const record& a, const record& b) noexcept;
/// The record of a group that may hold no target tile (honours where the rules have none):
/// need 0 for (0,0), impossible otherwise.
record empty_group_record() noexcept;

/// The embedded blob starts with this header; every offset is in bytes from the blob's start
/// and 16-byte aligned.
struct blob_header {
    std::array<char, 8> magic{};
    std::uint32_t suit_ranker_size = 0, honour_ranker_size = 0;
    std::uint32_t suit_records = 0;    ///< distinct suit records
    std::uint32_t honour_records = 0;  ///< honour, then honour_chows records, then the empty one
    std::uint32_t honour_chows_base = 0, empty_honour = 0;
    std::uint32_t ss_records = 0, sh_records = 0;  ///< distinct merged records
    /// Ranker arrays (u64): head_offset or tail_position in bits 0–31, the head's or tail's
    /// count fields (count_fields_of) in bits 32–63.
    std::uint32_t suit_head, suit_tail, honour_head, honour_tail;
    std::uint32_t suit_record_of, honour_record_of, honour_chows_record_of;  ///< u8 per rank
    std::uint32_t suit_record, honour_record;                                ///< records (16 bytes)
    std::uint32_t ss_merge, sh_merge;    ///< u16 [suit id][suit id], u16 [suit id][honour id]
    std::uint32_t ss_record, sh_record;  ///< merged plain needs (16 bytes)
    std::uint32_t final_need;  ///< u8 [melds 0–4][ss id][sh id]: the standard need with a pair
    std::uint32_t total;
};
inline constexpr std::array<char, 8> blob_magic = {'H', 'U', 'P', 'A', 'I', 'S', 'H', '2'};

/// The whole embedded blob: rankers, group tables, and the merges of two suits and of a suit
/// with the honours (plain needs, deduplicated) that the fast path uses.
std::vector<unsigned char> build_shanten_blob();

}  // namespace hupai::gen
