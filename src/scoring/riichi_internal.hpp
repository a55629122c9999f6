// Internal types of riichi scoring: the facts of a hand read once, the readings of its tiles,
// and the steps that score one reading (yaku, fu, points). score_riichi (riichi.cpp) ties them.
#pragma once

#include <array>
#include <cstdint>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"

namespace hupai::detail {

enum class set_type : std::uint8_t { chow, pung, kong };

/// A set of a reading: a chow (t is its lowest kind), pung or kong of kind t. Trivial (no
/// member initializers), like `reading`: score_riichi keeps max_readings of them on the stack
/// and writes only those it uses.
struct riichi_set {
    set_type type;
    tile t;
    bool open;      ///< counts as open for fu and concealed pungs (declared, or ron-made)
    bool declared;  ///< a declared meld
};

/// What the sets of a standard reading (declared melds included) say for its yaku and fu, read
/// once per decomposition: no winning tile, wait or situation enters them, except that a pung
/// completed by a discard is open (place() adjusts closed_pungs and set_fu for it). Trivial.
struct set_facts {
    tile_mask pungs;      ///< kinds of the pungs and kongs
    std::uint32_t chows;  ///< kinds (0–26) that start a chow
    std::uint8_t chow_count;
    std::uint8_t doubles;       ///< pairs of identical chows (peikou)
    std::uint8_t closed_pungs;  ///< concealed pungs and kongs
    std::uint8_t kongs;
    std::uint8_t set_fu;  ///< the sets' fu
    bool all_orphan;      ///< every set holds a terminal or honour (the pair not asked)
};

/// One way to read a winning hand: a form, its groups and how the winning tile completed it.
struct reading {
    form shape;
    wait_shape wait;
    tile pair;  ///< standard and thirteen_orphans: the pair's kind
    std::uint8_t set_size;
    std::array<riichi_set, 4> sets;
    set_facts facts;  ///< standard: sets' facts (zero for the other forms)
};

/// The fu a set adds: a pung 2, a kong 8, doubled when concealed, doubled again for a terminal
/// or honour; a chow 0.
constexpr int fu_of(const riichi_set& x) noexcept {
    if (x.type == set_type::chow) return 0;
    int v = x.type == set_type::kong ? 8 : 2;
    if (!x.open) v *= 2;
    if (is_orphan(x.t)) v *= 2;
    return v;
}

/// The set_facts of rd's sets.
set_facts facts_of_sets(const reading& rd) noexcept;

/// What the tiles of the whole hand are made of, whatever the reading.
struct tile_facts {
    bool any_orphan = false, any_simple = false, any_honour = false, any_terminal = false;
    int suits = 0;  ///< bit per number suit held (m, p, s)
    bool all_green = true;
};

/// What the hand and situation say once, whatever the reading.
struct riichi_facts {
    const hand* h = nullptr;
    const situation* s = nullptr;
    const rules* r = nullptr;
    std::array<std::uint8_t, kinds> concealed{};  ///< concealed counts (the winning tile too)
    std::array<std::uint8_t, kinds> full{};       ///< every tile, kongs as 4
    std::uint8_t meld_size = 0;
    std::array<riichi_set, 4> melds{};  ///< the declared melds as sets
    bool closed = true;                 ///< no open meld (concealed kongs keep a hand closed)
    int kongs = 0;
    int dora = 0, aka = 0, ura = 0;
    tile_facts tiles;
};

/// The kinds of which counts holds any (bit k for kind k).
tile_mask held_of(const std::array<std::uint8_t, kinds>& counts) noexcept;

/// The tile_facts of the kinds held (every tile of the hand, melds too).
tile_facts tiles_of(tile_mask held) noexcept;

/// score_riichi of a hand and situation its caller has already checked (validate_hand,
/// check_situation, no jokers, wild kinds or flowers): the expected-value search scores
/// thousands of hands it built itself.
result<riichi_score> score_checked_riichi(const hand& h, const situation& s, const rules& r);

/// Fills the facts of a validated hand and situation.
void read_facts(riichi_facts& f, const hand& h, const situation& s, const rules& r) noexcept;

inline constexpr int max_readings = 96;

/// Every reading of the hand: each standard decomposition with each distinct place of the
/// winning tile, seven pairs, thirteen orphans (each form only where f.r allows it). Writes at most
/// max_readings; returns how many (0: the hand does not win).
int find_readings(const riichi_facts& f, std::array<reading, max_readings>& out) noexcept;

/// find_readings in two steps, for callers that score one set of tiles for several winning
/// tiles: the standard decompositions (melds, pair and sets; no wait), which read neither the
/// winning tile nor anything situational, then place_win: each decomposition with each distinct
/// place of f.s->win_tile, seven pairs, thirteen orphans (find_readings' readings, in its order).
int find_decompositions(const riichi_facts& f, std::array<reading, max_readings>& out) noexcept;
int place_win(const riichi_facts& f, const reading* decompositions, int n,
              std::array<reading, max_readings>& out) noexcept;

/// The best-scoring of readings[0, n) (n > 0) as score_checked_riichi chooses; no_yaku set (with
/// the first reading's form and wait) when none has a yaku.
riichi_score best_reading(const riichi_facts& f, const reading* readings, int n) noexcept;

/// What a reading is worth without its lists: score_reading's no_yaku, han, fu, yakuman, limit
/// and total, the same numbers for a fraction of the work (no yaku or fu entries written).
struct reading_value {
    bool no_yaku = true;
    int han = 0, fu = 0, yakuman = 0;
    hupai::limit limit = hupai::limit::none;
    int total = 0;
};
reading_value value_of(const riichi_facts& f, const reading& rd) noexcept;

/// Which of readings[0, n) best_reading keeps (-1: none has a yaku) and its value: the
/// expected-value search needs the value alone.
struct reading_choice {
    int index = -1;
    reading_value value;
};
reading_choice choose_reading(const riichi_facts& f, const reading* readings, int n) noexcept;

/// Scores one reading: yaku (with dora when there is a yaku), han, fu with details, yakuman,
/// limit, base points and payments. Leaves no_yaku set when the reading has no yaku.
void score_reading(const riichi_facts& f, const reading& rd, riichi_score& out) noexcept;

/// The fu of a standard reading (details written into out->fu_details unless out is null), and
/// whether it is pinfu shaped (closed, all chows, a pair without fu, a two-sided wait).
struct fu_count {
    int fu = 0;  ///< rounded up to 10
    bool pinfu = false;
};
fu_count count_fu(const riichi_facts& f, const reading& rd, riichi_score* out) noexcept;

/// What a hand of han, fu and yakuman (multiples) is paid under the situation: its limit, base
/// points, payments (honba included) and the winner's total gain (riichi sticks included).
/// settle_points' arithmetic, open to callers that vary the han (expected ura dora).
struct points {
    hupai::limit limit = hupai::limit::none;
    int base_points = 0;
    riichi_payments payments;
    int total = 0;
};
points points_of(int han, int fu, int yakuman, const situation& s, const rules& r) noexcept;

/// Fills limit, base_points, payments and total from han, fu and yakuman (and the situation).
void settle_points(const riichi_facts& f, riichi_score& out) noexcept;

/// The kind an indicator points at: the next of its suit, 9 → 1, North → East, Red → White.
constexpr tile dora_of(tile indicator) noexcept {
    if (is_suited(indicator)) return static_cast<tile>(indicator / 9 * 9 + (indicator % 9 + 1) % 9);
    const int h = indicator - 27;
    return static_cast<tile>(27 + (h < 4 ? (h + 1) % 4 : 4 + (h - 4 + 1) % 3));
}

constexpr bool set_has_orphan(const riichi_set& x) noexcept {
    if (x.type != set_type::chow) return is_orphan(x.t);
    return number_of(x.t) == 1 || number_of(x.t) == 7;
}

}  // namespace hupai::detail
