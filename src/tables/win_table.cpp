// win.bin checks, scalar look-ups, and the needs of suits holding more than 4 tiles of a kind.
#include "tables/win_table.hpp"

#include <algorithm>

namespace hupai::detail {

namespace {

struct costs {
    int without_pair;
    int with_pair;
};

/// m tiles of one kind alone as pungs (and the pair).
constexpr costs alone(int m) noexcept {
    const int r = m % 3;
    return {(3 - r) % 3, r == 2 ? 0 : r == 1 ? 1 : 2};
}

costs table_costs(const std::uint8_t* v, gen::suit_shape shape) noexcept {
    const need_entry e = shape == gen::suit_shape::suited
                             ? suited_entry(v)
                             : honour_entry(v, shape == gen::suit_shape::honours_with_chows);
    return {need_without_pair(e), need_with_pair(e)};
}

/// Splits every count above 4 into a ≤ 4 tiles that stay with the suit's other kinds and the
/// rest, which form pungs (and perhaps the pair) of their own kind. A hand of at most 14 tiles
/// (in-hand kongs aside) has at most 4 melds, so at most 4 tiles of a kind sit in chows: with a
/// the number that do, every decomposition of the hand is one of these splits. Exact for whole
/// hands, which is how the library asks (not for a suit alone with more groups than a hand).
costs split_costs(std::uint8_t* v, int from, gen::suit_shape shape) noexcept {
    const int kinds = gen::shape_kinds(shape);
    int x = from;
    while (x < kinds && v[x] <= 4) ++x;
    if (x == kinds) return table_costs(v, shape);
    const int c = v[x];
    costs best{1000, 1000};
    for (int a = 0; a <= 4; ++a) {
        v[x] = static_cast<std::uint8_t>(a);
        const costs sub = split_costs(v, x + 1, shape);
        const costs rest = alone(c - a);
        best.without_pair = std::min(best.without_pair, sub.without_pair + rest.without_pair);
        best.with_pair = std::min(
            {best.with_pair, sub.with_pair + rest.without_pair, sub.without_pair + rest.with_pair});
    }
    v[x] = static_cast<std::uint8_t>(c);
    return best;
}

}  // namespace

bool win_tables_ok() noexcept {
    const auto bytes = win_table_bytes();
    if (bytes.size() != gen::win_table_bytes) return false;
    if (!std::equal(gen::win_magic, gen::win_magic + sizeof gen::win_magic, bytes.begin())) {
        return false;
    }
    return read_le(bytes.data() + sizeof gen::win_magic, 4) == gen::win_table_version;
}

need_entry suited_entry(const std::uint8_t* c) noexcept {
    int tiles = 0;
    for (int k = 0; k < 9; ++k) tiles += c[k];
    if (tiles > gen::max_suit_tiles) return gen::need_impossible;
    return entry_of_label(suited_label_at(gen::suited_index(c)));
}

need_entry honour_entry(const std::uint8_t* c, bool honour_chows) noexcept {
    return entry_of_label(honour_label_at(gen::honour_index(c), honour_chows));
}

need_entry needs_with_large_counts(const std::uint8_t* counts, gen::suit_shape shape) noexcept {
    std::uint8_t v[9] = {};
    std::copy_n(counts, gen::shape_kinds(shape), v);
    const costs c = split_costs(v, 0, shape);
    return gen::pack_needs(c.without_pair, c.with_pair);
}

}  // namespace hupai::detail
