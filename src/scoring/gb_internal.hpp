// The pieces of the GB (Chinese Official) score shared by src/scoring/gb_*.cpp: readings of a
// winning hand, the fans of one reading, the exclusion (不计) rules. Not installed.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "hupai/gb.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "tables/count_words.hpp"

namespace hupai::gb_detail {

/// Counts per fan (index: gb_fan).
using fan_table = std::array<std::uint8_t, gb_fan_count>;

/// Bit i set when byte i of the eight at p is not zero (each below 0x80).
inline unsigned nonzero_bytes(const std::uint8_t* p) noexcept {
    return detail::mark_bits(detail::nonzero_marks(detail::load_le<std::uint64_t>(p)));
}

/// A set of fans: bit f % 64 of word f / 64.
using fan_set = std::array<std::uint64_t, 2>;

/// The fans of a table whose count is not zero.
fan_set fans_present(const fan_table& t) noexcept;

constexpr std::size_t at(gb_fan f) noexcept { return static_cast<std::size_t>(f); }

/// Adds fan `f` to the set `s`.
constexpr void add(fan_set& s, gb_fan f) noexcept {
    s[at(f) / 64] |= std::uint64_t{1} << (at(f) % 64);
}

/// Calls visit(i) for each fan index i of the set `s`, in the order of gb_fan.
template <class Visit>
inline void for_each_fan(const fan_set& s, Visit visit) {
    for (std::size_t w = 0; w < s.size(); ++w) {
        for (std::uint64_t m = s[w]; m != 0; m &= m - 1) {
            visit(64 * w + static_cast<std::size_t>(std::countr_zero(m)));
        }
    }
}

enum class set_kind : std::uint8_t { chow, pung, kong };

/// A meld of a reading: a chow (`first` is its lowest kind), a pung or a kong.
/// Plain data without initializers, so that a reading_list costs nothing to create; value-
/// initialize (`set{}`) for zeros.
struct set {
    set_kind kind;
    tile first;
    bool declared;   ///< a declared meld of the hand
    bool concealed;  ///< pungs and kongs: 暗刻 / 暗杠 (before the win tile is placed)
};

/// Where the winning tile sits in a reading: in one of the sets, in the pair, or in the body of
/// a knitted straight or a special form (no wait fan).
inline constexpr std::uint8_t in_pair = 4;
inline constexpr std::uint8_t in_body = 5;

/// One way to read a winning hand (plain data like `set`: `reading{}` for zeros).
struct reading {
    gb_form form;
    std::uint8_t set_count;  ///< 4 for standard, 1 for knitted_straight, 0 otherwise
    std::array<set, 4> sets;
    tile pair;           ///< standard and knitted_straight
    std::uint8_t place;  ///< where the winning tile sits: index into sets, in_pair, in_body
};

/// The facts every reading of a hand shares. Plain data without initializers: collect_facts
/// sets every field (`declared` from 0 to declared_count).
struct hand_facts {
    std::array<std::uint8_t, kinds> all;        ///< tiles by kind, concealed and declared
    std::array<std::uint8_t, kinds> concealed;  ///< concealed tiles by kind
    tile_mask concealed_mask;                   ///< the kinds among the concealed tiles
    std::array<set, 4> declared;
    int declared_count;
    int exposed_count;  ///< declared melds other than concealed kongs
    situation sit;
    bool last_copy;       ///< 和绝张: flagged, or the melds hold the other three
    bool nine_gates;      ///< 九莲宝灯: concealed 1112345678999 of one suit + the win tile
    bool unique_wait;     ///< the 13-tile hand waits on the winning kind alone
    fan_table base_fans;  ///< the fans every reading has: the tiles alone decide them
                          ///< (suits, ranges, simples, 四归一…) or the situation does
    tile_mask four_held;  ///< kinds of which all four are in the hand (kongs included)
};

/// Fills `f` for a hand (validated) and its situation: counts, base fans, nine gates.
/// `unique_wait` is left false: score_gb sets it (waits_only_on) when some reading needs it.
void collect_facts(const hand& h, const situation& s, hand_facts& f);

/// Whether the 14-tile (plus kongs) hand wins in some GB form.
bool wins_gb(const hand& h) noexcept;
/// Whether it wins as 全不靠 / 七星不靠 or 组合龙.
bool wins_knitted(const hand& h) noexcept;
/// The rules of the forms the engine knows: standard, seven pairs (a quad is two pairs),
/// thirteen orphans; no wildcards.
const rules& plain_forms() noexcept;

/// Whether the hand less its winning tile (f.sit.win_tile) waits on that kind alone (a kind of
/// which it holds all four is no wait); f: the hand's facts.
bool waits_only_on(const hand& h, const hand_facts& f) noexcept;

/// Every reading of a winning hand with every placement of the winning tile: the standard
/// readings, seven pairs, thirteen orphans and the knitted forms. Over every one-suit 14-tile
/// hand (the richest in readings) and winning tile the most is 10: 64 is ample.
inline constexpr int max_readings = 64;
struct reading_list {
    std::array<reading, max_readings> items;  ///< [0, count) are set
    int count = 0;
};
/// Fills `out` with the readings of the forms in `forms` (the rules' forms(); count 0: the hand
/// does not win by any of them).
void collect_readings(const hand_facts& f, form_set forms, reading_list& out) noexcept;

/// The fans of one reading, exclusions applied, chicken_hand when nothing else scores; flowers
/// not included. Returns the fans present in `out`.
fan_set score_reading(const hand_facts& f, const reading& r, fan_table& out) noexcept;

/// Applies the 不计 lists: each fan present, from the highest down, clears the fans it implies.
/// Returns the fans left.
fan_set apply_exclusions(fan_table& t) noexcept;

/// The wait fan the winning tile's place in `r` gives when the hand waits on it alone
/// (edge_wait, closed_wait, single_wait), chicken_hand for none.
gb_fan wait_fan_of(const hand_facts& f, const reading& r) noexcept;

/// Points of one occurrence of each fan (index: gb_fan), as points() gives them.
extern const std::array<std::uint8_t, gb_fan_count> fan_points;

/// The sum of points of a table whose fans present are `present`.
int total_points(const fan_table& t, const fan_set& present) noexcept;
/// The sum of points of a table.
int total_points(const fan_table& t) noexcept;

}  // namespace hupai::gb_detail
