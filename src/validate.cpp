// validate_hand: what makes a hand bad input for a question under a rule set (spec/rules.md).
#include <algorithm>
#include <array>
#include <string>

#include "effective_hand.hpp"
#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"
#include "win_tables.hpp"

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

/// Whether some kind is held more than 4 times (`held[0..34)`: the copies across hand and
/// melds) or the hand holds an honour the rules do not have. Word arithmetic, a dozen
/// instructions: validation runs on every call of every analysis, and this alone clears a hand
/// without declared melds.
bool counts_suspect(const std::uint8_t* held, const hand& h, const rules& r) {
    static_assert(copies == 4, "any_large tests for a fifth copy");
    const bool many = detail::any_large(detail::load_words(held));
    const bool honours = detail::load_words(h.counts.data()).honours() != 0;
    return many || (honours && !r.honours);
}

/// The first rule the tiles and declared melds break, in a fixed order (meld count, meld shapes,
/// honours and copies by kind, meld restrictions).
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
    const bool suspect = counts_suspect(held.data(), h, r);
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

/// What is wrong with the size of a hand (`size` as make_effective counts it, `melds` declared).
enum class size_fault : std::uint8_t {
    none,
    empty,
    too_large,
    few_concealed,
    not_win_shape,   ///< not 3n+2 once in-hand kongs are set aside
    not_wait_shape,  ///< not 3n+1 once in-hand kongs are set aside
};

constexpr int most_tiles(const rules& r) noexcept { return r.kongs_in_hand ? 18 : 14; }

size_fault size_fault_of(int size, int melds, const rules& r, purpose p) noexcept {
    if (size == 0) return size_fault::empty;
    if (size > most_tiles(r)) return size_fault::too_large;
    if (size - 3 * melds < r.min_concealed) return size_fault::few_concealed;
    // In-hand kongs add one tile each beyond the 3n+2 (or 3n+1) shape.
    if (p == purpose::win && (size - detail::kongs_implied(size, r)) % 3 != 2) {
        return size_fault::not_win_shape;
    }
    if (p == purpose::wait) {
        const int kongs = (r.kongs_in_hand && size > 13) ? size - 13 : 0;
        if ((size - kongs) % 3 != 1) return size_fault::not_wait_shape;
    }
    return size_fault::none;
}

/// The error of a size fault (not none). Apart from the check, so that the common path builds
/// no strings.
[[gnu::noinline]] error size_error(size_fault f, int size, int melds, const rules& r) {
    switch (f) {
        case size_fault::empty:
            return make_error(errc::empty_hand, "the hand has no tiles");
        case size_fault::too_large:
            return make_error(errc::hand_too_large,
                              std::to_string(size) + " tiles (concealed + 3 per meld); at most " +
                                  std::to_string(most_tiles(r)) + " under these rules");
        case size_fault::few_concealed:
            return make_error(errc::wrong_hand_size,
                              std::to_string(size - 3 * melds) + " concealed tiles; the " +
                                  std::string(r.preset) + " rules need at least " +
                                  std::to_string(r.min_concealed));
        case size_fault::not_win_shape:
            return make_error(errc::wrong_hand_size,
                              std::to_string(size) +
                                  " tiles: a win check needs 3n+2 (14, 11, 8, 5 or 2; more with "
                                  "in-hand kongs)");
        case size_fault::not_wait_shape:
        case size_fault::none:
            break;
    }
    return make_error(errc::wrong_hand_size,
                      std::to_string(size) +
                          " tiles: waits need 3n+1 (13, 10, 7, 4 or 1; more with in-hand kongs)");
}

}  // namespace

result<void> validate_hand(const hand& h, const rules& r, purpose p) {
    if (auto ok = validate(r); !ok) return ok;
    if (r.wild >> all_kinds) return make_error(errc::invalid_wildcard, "wild kind out of range");
    // Without declared melds, counts_suspect alone decides check_tiles: the full check (and its
    // result, a string) only for hands with melds or something to report.
    if (h.meld_count != 0 || counts_suspect(h.counts.data(), h, r)) {
        if (auto ok = check_tiles(h, r); !ok) return ok;
    }
    // The size alone: the rest of make_effective (wildcards, fei, suits) is the analysis's job.
    const int size = detail::effective_size(h, r);
    const size_fault f = size_fault_of(size, h.meld_count, r, p);
    if (f != size_fault::none) [[unlikely]] {
        return size_error(f, size, h.meld_count, r);
    }
    return {};
}

}  // namespace hupai
