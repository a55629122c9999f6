// validate_hand: what makes a hand bad input for a question under a rule set (docs/RULES.md).
#include "admission/validate.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "admission/effective_hand.hpp"
#include "core/tile_names.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"

namespace hupai {

namespace {

using detail::most_tiles;
using detail::size_fault;

std::string tile_text(tile t) { return detail::kind_name(t); }

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
/// melds), some flower (kinds 34–41, read from the hand, as the parsers count them) more than
/// once, or more red fives of a suit than the rules' set has, or the hand holds an honour the
/// rules do not have. Word arithmetic, a dozen instructions: validation runs on every call of
/// every analysis, and this alone clears a hand without declared melds.
bool counts_suspect(const std::uint8_t* held, const hand& h, const rules& r) {
    static_assert(copies == 4, "any_large tests for a fifth copy");
    const bool many = detail::any_large(detail::load_words(held)) || detail::flowers_large(h) ||
                      detail::reds_large(h, r);
    const bool honours = detail::load_words(h.counts.data()).honours() != 0;
    return many || (honours && !r.honours);
}

/// The melds the rules forbid: honours without honour tiles, chows without declared chows,
/// honour chows without honour_chows.
result<void> check_melds(const hand& h, const rules& r) {
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
    std::array<int, 3> reds = {h.red_fives[0], h.red_fives[1], h.red_fives[2]};
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        for (const tile t : m.tiles) ++held[t];
        if (is_kong(m.kind)) ++held[m.tiles[0]];
        if (m.tiles[0] < suited_kinds) reds[m.tiles[0] / 9u] += m.red;
    }
    // More red fives of a suit than the set has, the melds' counted.
    const bool red =
        reds[0] > r.red_fives[0] || reds[1] > r.red_fives[1] || reds[2] > r.red_fives[2];
    if (!red && !counts_suspect(held.data(), h, r)) return check_melds(h, r);
    if (auto ok = check_copies(h, r); !ok) return ok;
    for (int t = 0; t < kinds; ++t) {
        const auto k = static_cast<tile>(t);
        if (h.counts[t] != 0 && is_honour(k) && !r.honours) {
            return make_error(
                errc::forbidden_tile,
                tile_text(k) + ": the " + std::string(r.preset) + " rules have no honour tiles");
        }
    }
    return check_melds(h, r);
}

/// The error of a size fault (not none). Apart from the check, so that the common path builds
/// no strings.
[[gnu::noinline]] error size_error(size_fault f, int size, int melds, const rules& r) {
    const auto tiles = [](int n, std::string_view what) {
        return std::to_string(n) + " " + std::string(what) + (n == 1 ? "" : "s");
    };
    switch (f) {
        case size_fault::empty:
            return make_error(errc::empty_hand, "the hand has no tiles");
        case size_fault::too_large:
            return make_error(errc::hand_too_large,
                              tiles(size, "tile") + " (concealed + 3 per meld); at most " +
                                  std::to_string(most_tiles(r)) + " under these rules");
        case size_fault::few_concealed:
            return make_error(errc::wrong_hand_size,
                              tiles(size - 3 * melds, "concealed tile") + "; the " +
                                  std::string(r.preset) + " rules need at least " +
                                  std::to_string(r.min_concealed) + " to win, " +
                                  std::to_string(r.min_concealed - 1) + " for waits or shanten");
        case size_fault::not_win_shape:
            return make_error(errc::wrong_hand_size,
                              tiles(size, "tile") + ": a win needs 3n+2 (14, 11, 8, 5 or 2" +
                                  (r.kongs_in_hand ? "; one more per in-hand kong)" : ")"));
        case size_fault::not_wait_shape:
        case size_fault::none:
            break;
    }
    return make_error(errc::wrong_hand_size,
                      tiles(size, "tile") + ": waits need 3n+1 (13, 10, 7, 4 or 1" +
                          (r.kongs_in_hand ? "; 14 to 17 with in-hand kongs)" : ")"));
}

}  // namespace

int hand_size(const hand& h, const rules& r) noexcept { return detail::effective_size(h, r); }

bool size_fits(const hand& h, const rules& r, purpose p) noexcept {
    return detail::shape_fits(detail::effective_size(h, r), r, p);
}

namespace detail {

result<void> check_size(const hand& h, const rules& r, purpose p) {
    // The size alone: the rest of make_effective (wildcards, fei, suits) is the analysis's job.
    const int size = detail::effective_size(h, r);
    const size_fault f = detail::size_fault_of(size, h.meld_count, r, p);
    if (f != size_fault::none) [[unlikely]] {
        return size_error(f, size, h.meld_count, r);
    }
    // Under kongs_in_hand a waiting hand of 13 + k tiles holds its k in-hand kongs already: a
    // 14-tile hand without four of a kind is a hand to win with, not one that waits.
    if (p == purpose::wait && r.kongs_in_hand && size > 13) [[unlikely]] {
        int quads = 0;
        for (int t = 0; t < kinds; ++t) quads += h.counts[static_cast<std::size_t>(t)] >= copies;
        const int kongs = size - 13;
        if (quads < kongs) {
            return make_error(errc::wrong_hand_size,
                              std::to_string(size) +
                                  " tiles: waits need 3n+1 (13, 10, 7, 4 or 1), and one more per "
                                  "four of a kind held as an in-hand kong (" +
                                  (quads == 0 ? std::string("none is held")
                                              : std::to_string(quads) + " held for " +
                                                    std::to_string(kongs) + " extra tiles") +
                                  ")");
        }
    }
    return {};
}

}  // namespace detail

result<void> validate_hand(const hand& h, const rules& r, purpose p) {
    if (detail::rules_fault(r)) return validate(r);
    if (detail::wild_out_of_range(r)) {
        return make_error(errc::invalid_wildcard, "wild kind out of range");
    }
    if (h.jokers != 0 && r.scoring == scoring_system::gb) [[unlikely]] {
        return make_error(errc::forbidden_tile, "?: the gb rules have no wildcards");
    }
    if (h.jokers != 0 && detail::knitted_rules(r)) [[unlikely]] {
        return make_error(errc::forbidden_tile,
                          "a joker: the knitted forms (honours_and_knitted, knitted_straight) take "
                          "no wildcards");
    }
    // Without declared melds, counts_suspect alone decides check_tiles: the full check (and its
    // result, a string) only for hands with melds or something to report.
    if (h.meld_count != 0 || counts_suspect(h.counts.data(), h, r)) {
        if (auto ok = check_tiles(h, r); !ok) return ok;
    }
    return detail::check_size(h, r, p);
}

}  // namespace hupai
