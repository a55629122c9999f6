// Builds wait.bin (see wait_gen.hpp) from the exact per-suit needs of win_gen.hpp: a vector is
// complete exactly when it needs no wildcard.
#include "gen/wait_gen.hpp"

#include <cstring>
#include <map>
#include <utility>

#include "hupai/analysis.hpp"

namespace hupai::gen {

namespace {

constexpr std::uint64_t shape_bit(wait_shape s) noexcept {
    return std::uint64_t{1} << static_cast<unsigned>(s);
}

/// One vector of a shape, with counts that may reach 5 at the drawn kind.
struct vec {
    std::uint8_t c[9] = {};
    int kinds = 9;
    suit_shape shape = suit_shape::suited;

    /// Whether it is complete as melds and `pairs` pairs (0 or 1).
    bool complete(int pairs) const {
        for (int k = 0; k < kinds; ++k) {
            if (c[k] <= 4) continue;
            // A fifth tile: at most 14 tiles hold at most 4 chows, so one of kind k's groups is
            // its pung or the pair.
            vec rest = *this;
            rest.c[k] = static_cast<std::uint8_t>(c[k] - 3);
            if (rest.complete(pairs)) return true;
            rest.c[k] = static_cast<std::uint8_t>(c[k] - 2);
            return pairs == 1 && rest.complete(0);
        }
        const suit_needs n = exact_suit_needs(c, shape);
        return (pairs == 1 ? n.with_pair : n.without_pair) == 0;
    }
    /// Whether taking these kinds (one tile each) leaves a complete vector.
    bool complete_without(std::initializer_list<int> taken, int pairs) const {
        vec rest = *this;
        for (const int k : taken) {
            if (k < 0 || k >= kinds || rest.c[k] == 0) return false;
            --rest.c[k];
        }
        return rest.complete(pairs);
    }
};

/// The wait blocks for drawn kind k of complete vector u with `pairs` pairs: the group the
/// drawn tile joins, and the rest complete (the other groups of the hand are complete on their
/// own, so this is the whole hand's answer).
std::uint64_t shapes_of(const vec& u, int k, int pairs) {
    std::uint64_t out = 0;
    if (pairs == 1 && u.complete_without({k, k}, 0)) out |= shape_bit(wait_shape::single);
    if (u.complete_without({k, k, k}, pairs)) out |= shape_bit(wait_shape::dual_pung);
    if (u.shape == suit_shape::suited) {
        if (k >= 1 && k <= 7 && u.complete_without({k - 1, k, k + 1}, pairs)) {
            out |= shape_bit(wait_shape::closed);
        }
        if (k <= 6 && u.complete_without({k, k + 1, k + 2}, pairs)) {
            out |= shape_bit(k == 6 ? wait_shape::edge : wait_shape::two_sided);
        }
        if (k >= 2 && u.complete_without({k - 2, k - 1, k}, pairs)) {
            out |= shape_bit(k == 2 ? wait_shape::edge : wait_shape::two_sided);
        }
    }
    return out;
}

void put_le(std::uint8_t* out, std::uint64_t value, int bytes) {
    for (int b = 0; b < bytes; ++b) out[b] = static_cast<std::uint8_t>(value >> (8 * b));
}

std::uint32_t get_le(const std::uint8_t* in, int bytes) {
    std::uint32_t v = 0;
    for (int b = bytes - 1; b >= 0; --b) v = v << 8 | in[b];
    return v;
}

/// Dedupes records into ids (record 0 the empty one).
class record_set {
public:
    record_set() { entry_of(wait_record{}); }
    /// The entry of r (wait_gen.hpp): its index and its complete bits.
    std::uint32_t entry_of(const wait_record& r) {
        const auto key =
            std::make_pair(std::make_pair(r.shapes[0], r.shapes[1]),
                           std::uint64_t{r.completes[0]} | std::uint64_t{r.completes[1]} << 16 |
                               std::uint64_t{r.complete} << 32);
        const auto [it, added] = ids_.emplace(key, records_.size());
        if (added) records_.push_back(r);
        return wait_entry(static_cast<std::uint32_t>(it->second), r.complete);
    }
    const std::vector<wait_record>& records() const { return records_; }

private:
    std::map<std::pair<std::pair<std::uint64_t, std::uint64_t>, std::uint64_t>, std::size_t> ids_;
    std::vector<wait_record> records_;
};

}  // namespace

wait_record exact_wait_record(const std::uint8_t* counts, suit_shape s) {
    vec v;
    v.kinds = shape_kinds(s);
    v.shape = s;
    int tiles = 0;
    for (int k = 0; k < v.kinds; ++k) tiles += v.c[k] = counts[k];
    wait_record r;
    if (tiles > 13) return r;
    for (int p = 0; p < 2; ++p) {
        if (v.complete(p)) r.complete |= static_cast<std::uint8_t>(1u << p);
    }
    for (int k = 0; k < v.kinds; ++k) {
        vec u = v;
        ++u.c[k];
        for (int p = 0; p < 2; ++p) {
            if (!u.complete(p)) continue;
            r.completes[p] |= static_cast<std::uint16_t>(1u << k);
            // A fifth tile is never drawn, so it has no shape (karaten).
            if (u.c[k] <= 4) r.shapes[p] |= shapes_of(u, k, p) << (wait_shape_bits * k);
        }
    }
    return r;
}

std::vector<std::uint8_t> build_wait_table() {
    // The suited ranks are win.bin's, read back from its index so that both tables agree.
    const std::vector<std::uint8_t> win = build_win_table();
    std::vector<std::uint8_t> ids(wait_records_offset, 0);
    record_set set;
    std::uint8_t c[9] = {};
    for (std::uint32_t i = 0; i < 1953125; ++i) {  // 5^9
        int tiles = 0;
        for (std::uint32_t k = 0, x = i; k < 9; ++k, x /= 5) {
            tiles += c[8 - k] = static_cast<std::uint8_t>(x % 5);
        }
        if (tiles > max_suit_tiles) continue;
        const std::uint32_t rank =
            get_le(win.data() + win_high_slots_offset + rank_slot_bytes * suited_high(c), 4) +
            get_le(win.data() + win_low_slots_offset + rank_slot_bytes * suited_low_slot(c), 4);
        put_le(ids.data() + wait_suited_ids_offset + 2 * rank,
               set.entry_of(exact_wait_record(c, suit_shape::suited)), 2);
    }
    for (std::uint32_t i = 0; i < honour_vectors; ++i) {
        for (std::uint32_t k = 0, x = i; k < 7; ++k, x /= 5) {
            c[6 - k] = static_cast<std::uint8_t>(x % 5);
        }
        put_le(ids.data() + wait_honour_ids_offset + 2 * honour_index(c),
               set.entry_of(exact_wait_record(c, suit_shape::honours)), 2);
    }
    const auto& records = set.records();
    if (records.size() > wait_max_records) return {};
    std::memcpy(ids.data(), wait_magic, sizeof wait_magic);
    put_le(ids.data() + sizeof wait_magic, wait_table_version, 4);
    put_le(ids.data() + sizeof wait_magic + 4, records.size(), 4);
    std::vector<std::uint8_t> out = std::move(ids);
    out.resize(wait_records_offset + wait_record_bytes * records.size(), 0);
    std::uint8_t* at = out.data() + wait_records_offset;
    for (const wait_record& r : records) {
        put_le(at, r.shapes[0], 8);
        put_le(at + 8, r.shapes[1], 8);
        put_le(at + 16, r.completes[0], 2);
        put_le(at + 18, r.completes[1], 2);
        at[20] = r.complete;
        at += wait_record_bytes;
    }
    return out;
}

}  // namespace hupai::gen
