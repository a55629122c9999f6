// The plain path's out-of-line parts (plain.hpp).
#include "shanten/plain.hpp"

namespace hupai::detail {

int plain_standard_distance(const std::uint8_t* counts, int melds_needed, int pairs, bool honours,
                            bool honour_chows) noexcept {
    const table_view& v = view();
    const halves x = halves_of(v, counts, honours, honour_chows);
    if (pairs == 1) return final_need_of(v, melds_needed, x);
    return merged_distance(x.ss, x.sh, melds_needed, pairs);
}

// Thirteen lan of a plain hand: ruijin's alone, kept out of the fast path's frame.
[[gnu::noinline]] int plain_thirteen_lan(const std::uint8_t* counts, const rules& r) noexcept {
    shanten_input in;
    std::copy_n(counts, kinds, in.counts.begin());
    in.caps.fill(copies);
    in.records_exact = true;
    in.honours = r.honours;
    return best_over_suit_sets(
        in, r, [&](unsigned s) { return plain_thirteen_lan_distance(counts, s, r.honours); });
}

distances plain_distances(const std::uint8_t* counts, const rules& r) noexcept {
    const plain_entries e = entries_of(view(), counts);
    return plain_distances_of(counts, r, stats_of_fields(e.fields(), r.seven_pairs_quads), e);
}

[[gnu::noinline]] distances plain_distances_with_knitted(const std::uint8_t* counts, const rules& r,
                                                         const plain_stats& stats,
                                                         const plain_entries& entries) noexcept {
    return plain_distances_by_form<true>(counts, r, stats, entries);
}
}  // namespace hupai::detail
