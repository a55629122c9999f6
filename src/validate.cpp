// validate_hand: what makes a hand bad input for a question under a rule set (spec/rules.md).
#include <algorithm>
#include <array>
#include <string>

#include "effective_hand.hpp"
#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"

namespace hupai {

namespace {

std::string tile_text(tile t) { return format_tile(t); }

/// A chow of three consecutive numbers of one suit, or three different winds, or 5z6z7z, in
/// ascending order; a pung or kong of one of the 34 kinds.
bool meld_shape_ok(const meld& m) {
    const auto [a, b, c] = m.tiles;
    if (m.kind != meld_kind::chow) return a == b && b == c && a < kinds;
    if (a < suited_kinds) return a % 9 <= 6 && b == a + 1 && c == a + 2;
    const bool winds = a >= 27 && a < b && b < c && c <= 30;
    return winds || (a == 31 && b == 32 && c == 33);
}

result<void> check_tiles(const hand& h, const rules& r) {
    // The meld count first: every later check reads the melds.
    if (h.meld_count > 4) return make_error(errc::too_many_melds, "at most 4 declared melds");
    for (int i = 0; i < h.meld_count; ++i) {
        if (!meld_shape_ok(h.melds[static_cast<std::size_t>(i)])) {
            return make_error(errc::invalid_meld, "declared meld " + std::to_string(i + 1) +
                                                      " is not a chow, pung or kong");
        }
    }
    // Copies across hand and melds (the melds' tiles are kinds < 34 now), counted in one pass;
    // the loop that names the offending kind runs only when there is one.
    std::array<std::uint8_t, kinds> held;
    std::copy_n(h.counts.begin(), kinds, held.begin());
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        for (const tile t : m.tiles) ++held[t];
        if (is_kong(m.kind)) ++held[m.tiles[0]];
    }
    bool suspect = false;
    for (const auto n : held) suspect |= n > copies;
    for (int t = suited_kinds; t < kinds; ++t) suspect |= h.counts[t] != 0 && !r.honours;
    for (int t = 0; t < kinds && suspect; ++t) {
        const auto k = static_cast<tile>(t);
        if (h.counts[t] != 0 && is_honour(k) && !r.honours) {
            return make_error(
                errc::forbidden_tile,
                tile_text(k) + ": the " + std::string(r.preset) + " rules have no honour tiles");
        }
        if (held[static_cast<std::size_t>(t)] > copies) {
            return make_error(errc::too_many_copies,
                              tile_text(k) + " appears " +
                                  std::to_string(held[static_cast<std::size_t>(t)]) +
                                  " times across hand and melds (at most 4)");
        }
    }
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        if (!r.honours && is_honour(m.tiles[0])) {
            return make_error(errc::forbidden_tile, tile_text(m.tiles[0]) + ": the " +
                                                        std::string(r.preset) +
                                                        " rules have no honour tiles");
        }
        if (m.kind == meld_kind::chow && !r.declared_chows) {
            return make_error(errc::forbidden_meld,
                              "the " + std::string(r.preset) + " rules allow no declared chow");
        }
        if (m.kind == meld_kind::chow && is_honour(m.tiles[0]) && !r.honour_chows) {
            return make_error(errc::forbidden_meld,
                              "an honour chow needs the honour_chows rule (ruijin)");
        }
    }
    return {};
}

}  // namespace

result<void> validate_hand(const hand& h, const rules& r, purpose p) {
    if (auto ok = validate(r); !ok) return ok;
    if (r.wild >> all_kinds) return make_error(errc::invalid_wildcard, "wild kind out of range");
    if (auto ok = check_tiles(h, r); !ok) return ok;

    const auto e = detail::make_effective(h, r);
    if (e.size == 0) return make_error(errc::empty_hand, "the hand has no tiles");
    const int extra_allowed = r.kongs_in_hand ? 4 : 0;
    if (e.size > 14 + extra_allowed) {
        return make_error(errc::hand_too_large,
                          std::to_string(e.size) + " tiles (concealed + 3 per meld); at most " +
                              std::to_string(14 + extra_allowed) + " under these rules");
    }
    const int concealed = e.size - 3 * e.melds;
    if (concealed < r.min_concealed) {
        return make_error(errc::wrong_hand_size,
                          std::to_string(concealed) + " concealed tiles; the " +
                              std::string(r.preset) + " rules need at least " +
                              std::to_string(r.min_concealed));
    }
    // In-hand kongs add one tile each beyond the 3n+2 (or 3n+1) shape.
    if (p == purpose::win) {
        const int base = e.size - e.kongs_needed;
        if (base % 3 != 2) {
            return make_error(errc::wrong_hand_size,
                              std::to_string(e.size) +
                                  " tiles: a win check needs 3n+2 (14, 11, 8, 5 or 2; more with "
                                  "in-hand kongs)");
        }
    } else if (p == purpose::wait) {
        const int kongs = (r.kongs_in_hand && e.size > 13) ? e.size - 13 : 0;
        if ((e.size - kongs) % 3 != 1) {
            return make_error(errc::wrong_hand_size,
                              std::to_string(e.size) +
                                  " tiles: waits need 3n+1 (13, 10, 7, 4 or 1; more with in-hand "
                                  "kongs)");
        }
    }
    return {};
}

}  // namespace hupai
