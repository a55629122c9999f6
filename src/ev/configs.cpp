// The arrangements of each tile group met by an expected-value search (configs.hpp).
#include "ev/configs.hpp"

#include "shanten/records.hpp"

namespace hupai::detail::ev {

namespace {

std::uint32_t packed(const std::array<std::uint8_t, group_kinds>& c) noexcept {
    std::uint32_t code = 0;
    for (int i = group_kinds - 1; i >= 0; --i) code = code << 3 | c[static_cast<std::size_t>(i)];
    return code;
}

int local_kinds(int g) noexcept { return g < 3 ? group_kinds : 7; }

}  // namespace

arrangements::arrangements(const problem& p) : p_(p) {}

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

    arrangement a;
    a.counts = c;
    a.up.fill(no_arrangement);
    a.down.fill(no_arrangement);
    // The merged counts, zero-padded for the ranking's word reads.
    std::array<std::uint8_t, 16> m{};
    const int n = g < 3 ? 9 : 7;
    for (int i = 0; i < n; ++i) m[static_cast<std::size_t>(i)] = c[static_cast<std::size_t>(i)];
    if (g < 3) m[4] = static_cast<std::uint8_t>(m[4] + c[red_local]);
    for (int i = 0; i < local_kinds(g); ++i) {
        const auto k = static_cast<std::size_t>(kind_at(g, i));
        const int start = p_.org[k];
        const int held = c[static_cast<std::size_t>(i)];
        if (held > start) a.over = static_cast<std::uint8_t>(a.over + held - start);
        const bool five = g < 3 && (i == 4 || i == red_local);
        a.merged[static_cast<std::size_t>(i)] =
            static_cast<std::uint8_t>(five ? c[4] + c[red_local] : held);
        if (held > 0) a.held = static_cast<std::uint16_t>(a.held | 1u << i);
        auto& same = a.with_count[a.merged[static_cast<std::size_t>(i)]];
        same = static_cast<std::uint16_t>(same | 1u << i);
        if (k < static_cast<std::size_t>(p_.kind_count) && p_.wall0[k] + start - held > 0) {
            a.drawable = static_cast<std::uint16_t>(a.drawable | 1u << i);
        }
    }
    for (int i = 0; i < n; ++i) {
        const int x = m[static_cast<std::size_t>(i)];
        a.ge1 = static_cast<std::uint8_t>(a.ge1 + (x >= 1));
        a.ge2 = static_cast<std::uint8_t>(a.ge2 + (x >= 2));
        a.ge3 = static_cast<std::uint8_t>(a.ge3 + (x >= 3));
        a.ge4 = static_cast<std::uint8_t>(a.ge4 + (x >= 4));
        const bool orphan = (orphan_locals(g) >> i & 1u) != 0;
        if (orphan && x >= 1) ++a.orphans;
        if (orphan && x >= 2) ++a.orphan_pairs;
    }
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
        int tiles = 0;
        for (int i = 0; i < n; ++i) tiles += m[static_cast<std::size_t>(i)];
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
    list.push_back(a);
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
