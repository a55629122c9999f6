// The arrangements of each tile group met by an expected-value search (configs.hpp).
#include "ev/configs.hpp"

#include <bit>
#include <cstring>

#include "shanten/records.hpp"

namespace hupai::detail::ev {

namespace {

std::uint32_t packed(const std::array<std::uint8_t, group_kinds>& c) noexcept {
    std::uint32_t code = 0;
    for (int i = group_kinds - 1; i >= 0; --i) code = code << 3 | c[static_cast<std::size_t>(i)];
    return code;
}

int local_kinds(int g) noexcept { return g < 3 ? group_kinds : 7; }

// Eight counts (0–4) a word, one a byte, little-endian; each helper answers every byte at once.
static_assert(std::endian::native == std::endian::little);
constexpr std::uint64_t ones = 0x0101010101010101ull;
std::uint64_t word(const std::array<std::uint8_t, 16>& x, int half) noexcept {
    std::uint64_t w;
    std::memcpy(&w, x.data() + 8 * half, sizeof w);
    return w;
}
// Byte 1 where the count is at least 1 … 4, else 0.
std::uint64_t at_least_1(std::uint64_t x) noexcept { return (x | x >> 1 | x >> 2) & ones; }
std::uint64_t at_least_2(std::uint64_t x) noexcept { return (x >> 1 | x >> 2) & ones; }
std::uint64_t at_least_3(std::uint64_t x) noexcept { return (x + ones) >> 2 & ones; }
std::uint64_t at_least_4(std::uint64_t x) noexcept { return x >> 2 & ones; }
// Byte 1 where a > b (both at most 8): a + 16 − b is 17–24 then, 8–16 else.
std::uint64_t greater(std::uint64_t a, std::uint64_t b) noexcept {
    return (a + 16 * ones - b + 15 * ones) >> 5 & ones;
}
// Σ max(0, a − b) over the bytes (both at most 4): a + 8 − b is 8–12 where a ≥ b.
int excess(std::uint64_t a, std::uint64_t b) noexcept {
    const std::uint64_t x = a + 8 * ones - b;
    return static_cast<int>((x & (x >> 3 & ones) * 7) * ones >> 56);
}
// Bit i for byte i's 1 (bytes 0 or 1).
unsigned bits(std::uint64_t x) noexcept {
    return static_cast<unsigned>(x * 0x0102040810204080ull >> 56);
}
int count(std::uint64_t x) noexcept { return std::popcount(x); }
int byte_sum(std::uint64_t x) noexcept { return static_cast<int>(x * ones >> 56); }

}  // namespace

arrangements::arrangements(const problem& p) : p_(p) {
    for (int g = 0; g < groups; ++g) {
        group_locals& x = locals_[static_cast<std::size_t>(g)];
        for (int i = 0; i < local_kinds(g); ++i) {
            const auto k = static_cast<std::size_t>(kind_at(g, i));
            const auto l = static_cast<std::size_t>(i);
            x.start[l] = p.org[k];
            // The wall holds k while fewer than this are held.
            if (k < static_cast<std::size_t>(p.kind_count)) {
                x.avail[l] = static_cast<std::uint8_t>(p.wall0[k] + p.org[k]);
            }
            x.orphan[l] = static_cast<std::uint8_t>(orphan_locals(g) >> i & 1u);
        }
        x.kinds = static_cast<std::uint16_t>((1u << local_kinds(g)) - 1);
    }
}

std::uint16_t arrangements::find(int g, const std::array<std::uint8_t, group_kinds>& c) const {
    const std::uint32_t number = index_[static_cast<std::size_t>(g)].find(packed(c));
    return number == key_map::none ? no_arrangement : static_cast<std::uint16_t>(number);
}

std::uint16_t arrangements::intern(int g, const std::array<std::uint8_t, group_kinds>& c) {
    auto& list = groups_[static_cast<std::size_t>(g)];
    std::uint32_t* number = index_[static_cast<std::size_t>(g)].find_or_add(packed(c));
    if (*number != key_map::none) return static_cast<std::uint16_t>(*number);
    // Past the limit the key stays without a number: found again, it is no_arrangement again.
    if (list.size() >= max_arrangements) return no_arrangement;
    *number = static_cast<std::uint32_t>(list.size());

    arrangement& a = list.emplace_back();
    const group_locals& x = locals_[static_cast<std::size_t>(g)];
    a.counts = c;
    a.up.fill(no_arrangement);
    a.down.fill(no_arrangement);
    // The counts and the merged counts (the red five in the five; zero-padded for the ranking's
    // word reads), read eight kinds a word: the kinds past the group's are zero and count for
    // nothing.
    std::array<std::uint8_t, 16> h{};
    for (std::size_t i = 0; i < group_kinds; ++i) h[i] = c[i];
    std::array<std::uint8_t, 16> m = h;
    if (g < 3) {
        m[4] = static_cast<std::uint8_t>(c[4] + c[red_local]);
        m[red_local] = 0;
    }
    int over = 0, tiles = 0, ge1 = 0, ge2 = 0, ge3 = 0, ge4 = 0, orphans = 0, orphan_pairs = 0;
    unsigned held_kinds = 0, drawable = 0;
    for (int half = 0; half < 2; ++half) {
        const std::uint64_t hw = word(h, half), mw = word(m, half), ow = word(x.orphan, half);
        over += excess(hw, word(x.start, half));
        held_kinds |= bits(at_least_1(hw)) << 8 * half;
        drawable |= bits(greater(word(x.avail, half), hw)) << 8 * half;
        tiles += byte_sum(mw);
        ge1 += count(at_least_1(mw));
        ge2 += count(at_least_2(mw));
        ge3 += count(at_least_3(mw));
        ge4 += count(at_least_4(mw));
        orphans += count(at_least_1(mw) & ow);
        orphan_pairs += count(at_least_2(mw) & ow);
    }
    a.over = static_cast<std::uint8_t>(over);
    a.held = static_cast<std::uint16_t>(held_kinds);
    a.drawable = static_cast<std::uint16_t>(drawable);
    a.ge1 = static_cast<std::uint8_t>(ge1);
    a.ge2 = static_cast<std::uint8_t>(ge2);
    a.ge3 = static_cast<std::uint8_t>(ge3);
    a.ge4 = static_cast<std::uint8_t>(ge4);
    a.orphans = static_cast<std::uint8_t>(orphans);
    a.orphan_pairs = static_cast<std::uint8_t>(orphan_pairs);
    for (std::size_t i = 0; i < group_kinds; ++i) a.merged[i] = h[i];
    if (g < 3) a.merged[4] = a.merged[red_local] = m[4];
    for (std::size_t i = 0; i < group_kinds; ++i) {
        auto& same = a.with_count[a.merged[i]];
        same = static_cast<std::uint16_t>(same | 1u << i);
    }
    a.with_count[0] &= x.kinds;  // the honours have no local kinds 7–9
    if (p_.reference) {
        // The ranking codes are linear in the counts: a neighbour's are the group's moved by one
        // kind's weight, so each record is two look-ups, not a ranking of its own.
        const table_view& v = view();
        const group_ranking& rank =
            v.rank[static_cast<int>(g < 3 ? gen::group_type::suit : gen::group_type::honour)];
        const ranking_codes codes = g < 3 ? suit_codes(m.data()) : honour_codes(m.data());
        const auto record = [&](std::uint32_t head, std::uint32_t tail) {
            return static_cast<std::uint8_t>(rank.id(ranking_codes{head, tail}));
        };
        a.record = record(codes.head, codes.tail);
        a.up_record.fill(no_record);
        a.down_record.fill(no_record);
        // The tables rank groups of at most 14 tiles: a group of 14 is only ever in a choice
        // state, whose neighbours hold one tile fewer, so it has no record one tile up.
        for (int i = 0; i < local_kinds(g); ++i) {
            const auto at = static_cast<std::size_t>(i == red_local ? 4 : i);
            const std::uint32_t w = g < 3 ? key_weights<9>[at] : key_weights<7>[at];
            const std::uint32_t head = w & 0xFFFFu, tail = w >> 16;
            const int held = c[static_cast<std::size_t>(i)];
            if (tiles < 14 && m[at] <= 3 && (i != red_local || held == 0)) {
                a.up_record[static_cast<std::size_t>(i)] =
                    record(codes.head + head, codes.tail + tail);
            }
            if (held > 0) {
                a.down_record[static_cast<std::size_t>(i)] =
                    record(codes.head - head, codes.tail - tail);
            }
        }
    }
    return static_cast<std::uint16_t>(list.size() - 1);
}

std::uint16_t arrangements::add_step(int g, std::uint16_t a, int local, int by) {
    std::array<std::uint8_t, group_kinds> c = at(g, a).counts;
    c[static_cast<std::size_t>(local)] =
        static_cast<std::uint8_t>(c[static_cast<std::size_t>(local)] + by);
    const std::uint16_t next = intern(g, c);
    // intern may have moved the list: index it again.
    auto& from = groups_[static_cast<std::size_t>(g)][a];
    (by > 0 ? from.up : from.down)[static_cast<std::size_t>(local)] = next;
    return next;
}

namespace {

// The state code of counts c whose groups' arrangement numbers `number_of` gives (or
// no_arrangement: then no_state).
template <class Number>
state_code code_by(const counts& c, bool riichi, Number&& number_of) {
    state_code s = riichi ? riichi_flag : 0;
    for (int g = 0; g < groups; ++g) {
        std::array<std::uint8_t, group_kinds> local{};
        for (int i = 0; i < local_kinds(g); ++i) {
            local[static_cast<std::size_t>(i)] = c[static_cast<std::size_t>(kind_at(g, i))];
        }
        const std::uint16_t a = number_of(g, local);
        if (a == no_arrangement) return arrangements::no_state;
        s = with_arrangement(s, g, a);
    }
    return s;
}

}  // namespace

state_code arrangements::code_of(const counts& c, bool riichi) {
    return code_by(c, riichi, [&](int g, const auto& local) { return intern(g, local); });
}

state_code arrangements::find_code(const counts& c, bool riichi) const {
    return code_by(c, riichi, [&](int g, const auto& local) { return find(g, local); });
}

counts arrangements::counts_of(state_code s) const noexcept {
    counts c{};
    for (int g = 0; g < groups; ++g) {
        const arrangement& a = at(g, arrangement_of(s, g));
        for (int i = 0; i < local_kinds(g); ++i) {
            c[static_cast<std::size_t>(kind_at(g, i))] = a.counts[static_cast<std::size_t>(i)];
        }
    }
    return c;
}

std::array<std::uint8_t, kinds> arrangements::merged_of(state_code s) const noexcept {
    return merged(counts_of(s));
}

}  // namespace hupai::detail::ev
