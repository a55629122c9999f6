// hupai/analysis.hpp — the questions hupai answers about a hand under a rule set.
//
// Every function here validates the hand against the rules first (sizes, preset tile sets,
// copies, wildcards) and returns an error value for bad input; a hand that does not win is an
// ordinary answer. Functions marked "unchecked" skip validation for hot loops: their precondition
// is that validate_hand() succeeded for the same hand and rules. None allocates unless it returns
// a std::vector; none prints, throws or aborts.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"

namespace hupai {

/// What a question needs of the hand's size (concealed tiles + jokers + 3 × declared melds,
/// flowers counted only where the rules make them tiles).
enum class purpose : std::uint8_t {
    any,   ///< 1…14 tiles (+ in-hand kongs): shanten
    win,   ///< 3n+2 (win, decompositions, discard analysis)
    wait,  ///< 3n+1 (waits)
};

/// The size questions judge a hand by: concealed tiles and jokers, 3 per declared meld, and the
/// flowers where the rules make them tiles (ruijin with a 宝 named); flowers set aside count
/// nothing. Any counts (no precondition). Example: hand_size(parse_hand("123m [555z]"), chinese)
/// → 6.
int hand_size(const hand& h, const rules& r) noexcept;

/// Whether the hand's size asks the question of purpose p: 3n+2 for a win, 3n+1 for waits, each
/// in-hand kong one tile more under kongs_in_hand (a win up to 18 tiles, waits up to 17); every
/// size for `any`. The size rule alone: validate_hand checks the rest (limits, tile set, melds).
bool size_fits(const hand& h, const rules& r, purpose p) noexcept;

/// Checks a hand against rules for a question. Errors: wrong_hand_size, hand_too_large,
/// forbidden_tile, forbidden_meld, missing_wildcard, too_many_copies (check_copies of the hand
/// alone; more than 4 of a wild kind counting flowers that stand for it is allowed; a 5th natural
/// tile is not).
result<void> validate_hand(const hand& h, const rules& r, purpose p);

/// The tiles a question names besides the hand: tiles seen on the table (the river, others'
/// melds; null for none), dora and ura indicators. The winning tile is among the hand's.
struct table_tiles {
    const std::array<std::uint8_t, kinds>* seen = nullptr;
    std::span<const tile> dora{};
    std::span<const tile> ura{};
};

/// One accounting of the physical set (docs/RULES.md, "The set"): the hand's concealed tiles,
/// its declared melds and the table's tiles hold together at most 4 of each of the 34 kinds, one
/// of each flower, and per suit at most the rules' red fives (`red_fives`, one each by default).
/// Every question runs it: validate_hand on the hand alone, the discard and draw analyses with
/// their visible tiles, scoring with its indicators.
/// Errors: too_many_copies, naming the kind and where its copies are, e.g.
/// "too_many_copies: 5 of 3m: 1 in the hand, 4 seen; a set has 4".
result<void> check_copies(const hand& h, const rules& r, const table_tiles& t = {});

// ---------------------------------------------------------------------------------------------
// Win (胡 / 和了)

struct win_result {
    bool win = false;
    form_set forms = 0;   ///< every form that makes the hand complete
    bool fei = false;     ///< ruijin 飞: holds every 宝 (then win is false)
    bool zhifei = false;  ///< ruijin 制飞 (13-tile hands only)
};

/// Whether a 3n+2 hand wins, and by which forms. Cost: a few table look-ups (no search).
/// Errors: those of validate_hand(…, purpose::win).
/// Example: check_win(parse_hand("123m456p789s11122z"), presets::chinese) → win, {standard}.
result<win_result> check_win(const hand& h, const rules& r);

/// Unchecked hot path of check_win: win or not. Precondition: validate_hand(h, r, purpose::win)
/// succeeds (as for every hand parse_hand returns that check_win accepts); the answer for other
/// hands is unspecified, and counts above 4 may read outside the tables.
bool is_win(const hand& h, const rules& r) noexcept;

// ---------------------------------------------------------------------------------------------
// Decompositions

enum class group_kind : std::uint8_t {
    pair,    ///< two identical (雀头 / 将)
    chow,    ///< three in sequence, or an honour chow when the rules allow
    pung,    ///< three identical
    kong,    ///< four identical (declared, or in hand under kongs_in_hand)
    single,  ///< one tile of thirteen_orphans / thirteen_lan / the knitted forms
};

/// One group of a decomposition. tiles[0..size) are the kinds it is made of (what wildcards
/// stand for, not the wildcard kinds); bit i of `wild` says tiles[i] is played by a wildcard.
struct group {
    group_kind kind = group_kind::pair;
    std::uint8_t size = 0;
    std::array<tile, 4> tiles{};
    std::uint8_t wild = 0;
    bool declared = false;  ///< a declared meld of the hand
    friend bool operator==(const group&, const group&) = default;
};

struct decomposition {
    form shape = form::standard;
    std::vector<group> groups;  ///< declared melds first, then the other groups ascending
};

/// Every distinct decomposition of a winning 3n+2 hand: the standard readings (melds, in-hand
/// kongs under kongs_in_hand, honour chows under honour_chows, and a pair), then seven_pairs (7
/// pairs), thirteen_orphans (the pair, then 12 singles) and thirteen_lan (14 singles), as the
/// rules allow. Two decompositions are the same when their groups are the same multiset.
///
/// Order (stable): forms in enum order; within a decomposition the declared melds in hand order,
/// then the concealed groups ascending by kind (pair < chow < pung < kong < single), then tiles,
/// then wild mask; decompositions of one form sorted lexicographically by their groups.
///
/// Wildcards: each group lists the kinds its tiles stand for, with bit i of `wild` set when a
/// wildcard plays tiles[i] — also when it stands for its own kind (a wild 7z playing 7z). In a
/// pair, pung or kong the natural tiles come first (one natural and two wildcards: wild 0b110).
/// Wildcards stand for any kind the rules have (never a 4-copies limit; no honours where there
/// are none; within max_suits, which counts the number suits m, p, s), so a group of wildcards
/// alone appears once per kind it can be.
///
/// `limit`: the first `limit` decompositions of that order (a smaller limit returns a prefix of a
/// larger one); the search stops there, so many wildcards stay cheap. 0 yields none.
/// A hand that does not win, a fei hand and a hand whose real tiles span more than max_suits
/// suits yield an empty list.
/// Errors: those of validate_hand(…, win). Cost: proportional to the results returned (a few µs
/// for a 14-tile hand without wildcards).
/// Example: decompose(parse_hand("111222333m456p99s"), presets::chinese) → 2:
/// {9s9s 123m 123m 123m 456p}, {9s9s 456p 111m 222m 333m}.
result<std::vector<decomposition>> decompose(const hand& h, const rules& r,
                                             std::size_t limit = 1000);

// ---------------------------------------------------------------------------------------------
// Waits (听)

enum class wait_shape : std::uint8_t {
    two_sided,         ///< 两面 (ryanmen)
    closed,            ///< 嵌张 (kanchan)
    edge,              ///< 边张 (penchan)
    single,            ///< 单骑 (tanki)
    dual_pung,         ///< 双碰 (shanpon)
    seven_pairs,       ///< the single of seven pairs
    thirteen_orphans,  ///< 国士's wait (13-sided when no pair yet)
    thirteen_lan,      ///< a gap of thirteen_lan
    wildcard,          ///< completes only through a wildcard's freedom (e.g. 制飞: any tile)
    knitted,           ///< completes a knitted form: a tile of 全不靠, or of 组合龙's nine
};
inline constexpr int wait_shape_count = 10;
/// "two_sided", "closed", "edge", "single", "dual_pung", "seven_pairs", "thirteen_orphans",
/// "thirteen_lan", "wildcard", "knitted" ("unknown" for a value outside the enum).
std::string_view name(wait_shape s) noexcept;

/// A set of wait shapes as bits (bit s set = wait_shape s applies).
using wait_shape_set = std::uint16_t;
/// Whether `shapes` holds `s`. Precondition: s is one of the wait_shape_count shapes.
/// Example: contains(find_waits(h, r)->shapes[t], wait_shape::two_sided).
constexpr bool contains(wait_shape_set shapes, wait_shape s) noexcept {
    return (shapes >> static_cast<unsigned>(s) & 1u) != 0;
}

struct waits_result {
    tile_mask waits = 0;    ///< kinds (0–33) that complete the hand
    tile_mask karaten = 0;  ///< riichi only: kinds that would complete it but all 4 are held
    std::array<wait_shape_set, kinds> shapes{};  ///< per kind, bit s = wait_shape s applies
    int shanten = 0;
    bool fei = false;
    bool zhifei = false;
};

/// The waits of a 3n+1 hand with their shapes. Errors: those of validate_hand(…, wait).
/// Cost: a few table look-ups for a hand without wildcards.
/// Example: find_waits(parse_hand("123m456p789s1122z"), presets::riichi) → waits {1z, 2z}, each
/// dual_pung; shanten 0.
/// Example: find_waits(parse_hand("1112345678999m"), presets::chinese) → waits 1m–9m (九莲宝灯).
result<waits_result> find_waits(const hand& h, const rules& r);

// ---------------------------------------------------------------------------------------------
// Shanten (向听)

inline constexpr int no_shanten = 99;  ///< the form does not apply to this hand or rule set

struct shanten_result {
    int overall = no_shanten;               ///< -1 complete, 0 ready, …
    std::array<int, form_count> by_form{};  ///< per form; no_shanten where it does not apply
};

/// Fewest tile exchanges to ready, per form and overall, over the rules' forms; for 3n+2 hands
/// it assumes the best discard. Exact: a target never needs a 5th copy of a kind; wildcards
/// counted; declared melds respected. Errors: those of validate_hand(…, any).
/// Example: compute_shanten(parse_hand("123m456p789s1134z"), presets::chinese) → overall 1;
/// by form: standard 1, seven_pairs 5, thirteen_orphans 7, thirteen_lan no_shanten.
result<shanten_result> compute_shanten(const hand& h, const rules& r);

/// compute_shanten(h, r)->overall alone, for callers that want the number only: the same answer
/// and errors, and under rules with the knitted forms (gb) faster, since a form that cannot be
/// the nearest is not measured exactly.
/// Example: shanten_number(parse_hand("123m456p789s1134z"), presets::chinese) → 1.
result<int> shanten_number(const hand& h, const rules& r);

// ---------------------------------------------------------------------------------------------
// Discard analysis (牌理 / 受入)

inline constexpr tile joker_discard = 0xFF;  ///< the discard is a `?` joker

struct discard_choice {
    tile discard = 0;
    int shanten = 0;                           ///< of the hand after the discard
    tile_mask improving = 0;                   ///< kinds whose draw lowers that shanten
    std::array<std::uint8_t, kinds> unseen{};  ///< per improving kind: copies not yet seen
    int unseen_total = 0;
};

/// For each distinct discard of a 3n+2 hand: the resulting shanten and the improving tiles with
/// unseen counts (4 minus those in hand and melds and minus `visible`), best first (lower
/// shanten, then more unseen improving tiles, then tile order). `visible`: null, or the copies
/// of each kind seen outside the hand; with the hand they hold at most 4 of each kind. Errors:
/// validate_hand(…, win); too_many_copies (check_copies of the hand and `visible`).
result<std::vector<discard_choice>> analyze_discards(
    const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible = nullptr);

/// analyze_discards written into `out` (cleared first; empty after an error), for loops over
/// many hands: once `out` has room for a hand's discards (at most 35), no call allocates.
/// Example: std::vector<discard_choice> out; for (const hand& h : hands) {
/// analyze_discards_into(h, r, out); … }
result<void> analyze_discards_into(const hand& h, const rules& r, std::vector<discard_choice>& out,
                                   const std::array<std::uint8_t, kinds>* visible = nullptr);

/// The improving tiles (受け入れ / 有效牌) of a 3n+1 hand: its shanten and the kinds whose draw
/// lowers it, with how many copies of each are unseen.
struct draw_choice {
    int shanten = 0;                           ///< of the hand (compute_shanten's)
    tile_mask improving = 0;                   ///< kinds whose draw lowers it
    std::array<std::uint8_t, kinds> unseen{};  ///< per improving kind: copies not yet seen
    int unseen_total = 0;
};

/// The draws that lower a 3n+1 hand's shanten: a drawn kind is improving when the hand plus that
/// tile is nearer (its shanten, with the best discard, is lower). Kinds the hand and its melds
/// hold all 4 of are never drawn; unseen counts are 4 minus those held and minus `visible`.
/// It is the entry analyze_discards gives the discard that leaves this hand, the discarded kind
/// aside (there the discarded copy is out of the wall). Cost: about one compute_shanten per kind.
/// Errors: validate_hand(…, wait); too_many_copies (check_copies of the hand and `visible`).
/// Example: analyze_draws(parse_hand("123m456p789s1122z"), chinese) → shanten 0, improving 1z 2z.
result<draw_choice> analyze_draws(const hand& h, const rules& r,
                                  const std::array<std::uint8_t, kinds>* visible = nullptr);

}  // namespace hupai
