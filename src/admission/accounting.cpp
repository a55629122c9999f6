// check_copies: one accounting of the physical set across everything a question names
// (docs/RULES.md, "The set").
#include <array>
#include <string>

#include "core/tile_names.hpp"
#include "hupai/analysis.hpp"

namespace hupai {

namespace {

/// Where the copies of one kind (or one suit's red fives) lie.
struct places {
    int hand = 0;
    int melds = 0;
    int seen = 0;
    int dora = 0;
    int ura = 0;
    int total() const noexcept { return hand + melds + seen + dora + ura; }
};

/// The copies of kind k in each place the question names.
places places_of(tile k, const hand& h, const table_tiles& t) {
    places p;
    p.hand = h.counts[k];
    for (int i = 0; i < h.meld_count && i < 4; ++i)
        p.melds += h.melds[static_cast<std::size_t>(i)].count(k);
    if (t.seen != nullptr && k < kinds) p.seen = (*t.seen)[k];
    for (const tile d : t.dora) p.dora += d == k;
    for (const tile u : t.ura) p.ura += u == k;
    return p;
}

/// The red fives of suit `s` in each place (indicators and seen tiles carry no colour).
places red_places_of(std::size_t s, const hand& h) {
    places p;
    p.hand = h.red_fives[s];
    for (int i = 0; i < h.meld_count && i < 4; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if (m.tiles[0] < suited_kinds && static_cast<std::size_t>(suit_of(m.tiles[0])) == s)
            p.melds += m.red;
    }
    return p;
}

/// "1 in the hand, 4 seen": the places that hold copies, in a fixed order.
std::string where(const places& p) {
    std::string out;
    const auto add = [&out](int n, std::string_view what) {
        if (n == 0) return;
        out += out.empty() ? "" : ", ";
        out += std::to_string(n) + " " + std::string(what);
    };
    add(p.hand, "in the hand");
    add(p.melds, "in declared melds");
    add(p.seen, "seen");
    add(p.dora, "among the dora indicators");
    add(p.ura, "among the ura indicators");
    return out;
}

}  // namespace

result<void> check_copies(const hand& h, const rules& r, const table_tiles& t) {
    // The totals first, in one pass; the places of a kind only for the one reported.
    std::array<int, all_kinds> total{};
    const auto add = [&total](tile k, int n) {
        if (k < all_kinds) total[k] += n;
    };
    for (std::size_t k = 0; k < total.size(); ++k) total[k] = h.counts[k];
    for (int i = 0; i < h.meld_count && i < 4; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        for (const tile k : m.tiles) add(k, 1);
        if (is_kong(m.kind)) add(m.tiles[0], 1);
    }
    if (t.seen != nullptr) {
        for (std::size_t k = 0; k < kinds; ++k) total[k] += (*t.seen)[k];
    }
    for (const tile d : t.dora) add(d, 1);
    for (const tile u : t.ura) add(u, 1);
    for (int k = 0; k < all_kinds; ++k) {
        const int limit = k < kinds ? copies : 1;
        if (total[static_cast<std::size_t>(k)] <= limit) continue;
        const auto kind = static_cast<tile>(k);
        const places p = places_of(kind, h, t);
        return make_error(errc::too_many_copies, std::to_string(p.total()) + " of " +
                                                     detail::kind_name(kind) + ": " + where(p) +
                                                     "; a set has " + std::to_string(limit));
    }
    for (std::size_t s = 0; s < r.red_fives.size(); ++s) {
        const places p = red_places_of(s, h);
        if (p.total() <= r.red_fives[s]) continue;
        const tile five = five_of(static_cast<suit>(s));
        const std::string red = "0" + detail::kind_name(five).substr(1);
        return make_error(errc::too_many_copies,
                          std::to_string(p.total()) + " of " + red + " (red " +
                              detail::kind_name(five) + "): " + where(p) + "; the " +
                              std::string(r.preset) + " set has " + std::to_string(r.red_fives[s]) +
                              " (the red_fives flag)");
    }
    return {};
}

}  // namespace hupai
