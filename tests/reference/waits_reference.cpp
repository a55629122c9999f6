// Plain brute-force waits (see waits_reference.hpp).
#include "reference/waits_reference.hpp"

#include <bit>

namespace hupai::reference {

namespace {

constexpr std::uint16_t shape_bit(wait_shape s) {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(s));
}

/// Whether taking one tile of each kind in `group` from u leaves counts that split.
bool rest_splits(std::array<int, kinds>& u, std::initializer_list<int> group, int pairs) {
    std::array<int, kinds> rest = u;
    for (const int k : group) {
        if (k < 0 || k >= kinds || rest[static_cast<std::size_t>(k)] == 0) return false;
        --rest[static_cast<std::size_t>(k)];
    }
    return splits(rest, pairs);
}

int suit_of(int k) { return k < suited_kinds ? k / 9 : 3; }

}  // namespace

bool splits(std::array<int, kinds>& c, int pairs) {
    int i = 0;
    while (i < kinds && c[static_cast<std::size_t>(i)] == 0) ++i;
    if (i == kinds) return pairs == 0;
    auto& n = c[static_cast<std::size_t>(i)];
    bool ok = false;
    if (n >= 3) {
        n -= 3;
        ok = splits(c, pairs);
        n += 3;
    }
    if (!ok && pairs == 1 && n >= 2) {
        n -= 2;
        ok = splits(c, 0);
        n += 2;
    }
    if (!ok && i < suited_kinds && i % 9 <= 6 && c[static_cast<std::size_t>(i + 1)] > 0 &&
        c[static_cast<std::size_t>(i + 2)] > 0) {
        --n, --c[static_cast<std::size_t>(i + 1)], --c[static_cast<std::size_t>(i + 2)];
        ok = splits(c, pairs);
        ++n, ++c[static_cast<std::size_t>(i + 1)], ++c[static_cast<std::size_t>(i + 2)];
    }
    return ok;
}

std::uint16_t standard_shapes(std::array<int, kinds>& u, int k, int pairs) {
    std::uint16_t out = 0;
    if (pairs == 1 && rest_splits(u, {k, k}, 0)) out |= shape_bit(wait_shape::single);
    if (rest_splits(u, {k, k, k}, pairs)) out |= shape_bit(wait_shape::dual_pung);
    if (k >= suited_kinds) return out;
    const int n = k % 9;
    if (n >= 1 && n <= 7 && rest_splits(u, {k - 1, k, k + 1}, pairs)) {
        out |= shape_bit(wait_shape::closed);
    }
    if (n <= 6 && rest_splits(u, {k, k + 1, k + 2}, pairs)) {
        out |= shape_bit(n == 6 ? wait_shape::edge : wait_shape::two_sided);
    }
    if (n >= 2 && rest_splits(u, {k - 2, k - 1, k}, pairs)) {
        out |= shape_bit(n == 2 ? wait_shape::edge : wait_shape::two_sided);
    }
    return out;
}

plain_waits_answer plain_waits(const hand& h, const rules& r) {
    plain_waits_answer a;
    std::array<int, kinds> c{};
    std::array<int, kinds> held{};
    unsigned suits = 0;
    int tiles = 0;
    for (int k = 0; k < kinds; ++k) {
        c[static_cast<std::size_t>(k)] = h.counts[static_cast<std::size_t>(k)];
        held[static_cast<std::size_t>(k)] = h.held(static_cast<tile>(k));
        tiles += c[static_cast<std::size_t>(k)];
        if (c[static_cast<std::size_t>(k)] != 0) suits |= 1u << suit_of(k);
    }
    for (int i = 0; i < h.meld_count; ++i) {
        suits |= 1u << suit_of(h.melds[static_cast<std::size_t>(i)].tiles[0]);
    }
    const bool concealed_fourteen = h.meld_count == 0 && tiles == 13;
    for (int k = 0; k < kinds; ++k) {
        if (k >= suited_kinds && !r.honours) break;
        // Sichuan: the win may span at most max_suits of m, p, s.
        if (std::popcount((suits | 1u << suit_of(k)) & 7u) > r.max_suits) continue;
        std::array<int, kinds> u = c;
        ++u[static_cast<std::size_t>(k)];
        std::uint16_t shapes = 0;
        bool wins = false;
        if (r.standard && splits(u, 1)) {
            wins = true;
            const std::uint16_t blocks = standard_shapes(u, k, 1);
            shapes |= blocks != 0 ? blocks : shape_bit(wait_shape::wildcard);
        }
        if (concealed_fourteen && r.seven_pairs) {
            bool pairs = true;
            for (const int n : u) pairs = pairs && n % 2 == 0 && (n <= 2 || r.seven_pairs_quads);
            if (pairs) wins = true, shapes |= shape_bit(wait_shape::seven_pairs);
        }
        if (concealed_fourteen && r.thirteen_orphans && r.honours) {
            bool orphans = true;
            for (int t = 0; t < kinds; ++t) {
                const int n = u[static_cast<std::size_t>(t)];
                orphans = orphans && (is_orphan(static_cast<tile>(t)) ? n >= 1 : n == 0);
            }
            if (orphans) wins = true, shapes |= shape_bit(wait_shape::thirteen_orphans);
        }
        if (!wins) continue;
        if (held[static_cast<std::size_t>(k)] >= copies) {
            if (r.karaten) a.karaten |= bit(static_cast<tile>(k));
            continue;
        }
        a.waits |= bit(static_cast<tile>(k));
        a.shapes[static_cast<std::size_t>(k)] = shapes;
    }
    return a;
}

}  // namespace hupai::reference
