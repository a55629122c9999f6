// hupai/calls.hpp — whether to call a discard (鳴き判断): chi, pon, open kan, ron or pass.
//
// For a 3n+1 hand and a tile another player discards, every option the rules allow, each with
// the hand it leaves: the best discard after a chi or pon, the shanten and improving tiles that
// follow, whether the call can still lead to a win with a yaku (riichi), and the points of a
// ron. docs/EV.md describes the options and how each is judged.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/error.hpp"
#include "hupai/ev.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "hupai/tiles.hpp"

namespace hupai {

/// Who discarded the tile, seen from the player who may call it: the player on the left
/// (kamicha, the only one a chi may take from), across, or on the right.
enum class call_from : std::uint8_t { left, across, right };
/// "left", "across", "right".
std::string_view name(call_from f) noexcept;

/// What a player can do with another player's discard.
enum class call_kind : std::uint8_t {
    pass,      ///< let it go: the hand stays as it is
    chi,       ///< 吃 / チー: a chow with two tiles of the hand (from the left only)
    pon,       ///< 碰 / ポン: a pung with two tiles of the hand
    open_kan,  ///< 明杠 / 大明槓: an exposed kong with three tiles of the hand
    ron,       ///< 胡 / ロン: the tile completes the hand
};
/// "pass", "chi", "pon", "open_kan", "ron".
std::string_view name(call_kind k) noexcept;

/// The discarded tile and where it came from.
struct call_question {
    tile kind = 0;     ///< 0–33
    bool red = false;  ///< a red five (0m, 0p, 0s)
    call_from from = call_from::left;
};

/// One option and the hand it leaves.
struct call_option {
    call_kind kind = call_kind::pass;
    hupai::meld meld{};        ///< chi, pon, open_kan: the meld the call declares
    hand after{};              ///< the hand after the call (and after `discard`, for chi/pon)
    bool has_discard = false;  ///< chi and pon: a discard follows the call
    tile discard = 0;          ///< the best discard after the call (0–33)
    bool discard_red = false;  ///< that discard is a red five
    int shanten = 0;           ///< of `after` (ron: -1)
    tile_mask improving = 0;   ///< the kinds whose draw lowers that shanten
    int unseen_total = 0;      ///< copies of the improving kinds not yet seen
    bool no_yaku = false;      ///< riichi: the call can no longer end in a win with a yaku
    int ron_points = 0;        ///< ron under a scoring preset: the winner's total gain
    /// With expected values asked (analyze_calls' `ev`): the option's values at the first
    /// turn reported, under the model of docs/EV.md (a ron: 1, 1 and its points).
    bool has_ev = false;
    double tenpai_prob = 0;
    double win_prob = 0;
    double exp_score = 0;  ///< 0 under rules without a score
    friend bool operator==(const call_option&, const call_option&) = default;
};

/// Every option for `q` in this order: pass, each chi (lowest chow first), pon, open kan, ron.
/// Chi only from the left and where declared chows are allowed; pon and open kan where the hand
/// holds two or three of the kind; no chi, pon or kan once the hand has four declared melds; ron
/// where the tile completes the hand (under riichi a ron without a yaku is listed with no_yaku
/// and 0 points, since it cannot be declared). After a chi or pon the discard is the one with the
/// lowest shanten and then the most unseen improving tiles, never the called kind nor, after a
/// chi, the kind that completes the same run on the other side (喰い替え). After an open kan the
/// hand (3n+1 again) waits for its replacement draw: shanten and improving tiles are of that
/// hand, no discard. `where` gives the winds, dora and table counters of a ron's score;
/// `visible` the copies seen outside the hand (for the unseen counts, as analyze_discards).
/// no_yaku under riichi: the hand after the call is ready and none of its waits wins with a
/// yaku, or (with `ev`) the model reaches ready but no win with a yaku (tenpai_prob > 0,
/// win_prob 0).
///
/// `ev` (optional): also the expected values of each option (docs/EV.md) from its hand — the
/// 3n+1 hand of pass and open kan as it stands, the 3n+2 hand after a chi or pon over the
/// discards the swap rule allows, the best by exp_score (by win_prob where the rules do not
/// score), which then is the discard reported. The model's table is `where`'s winds, dora
/// indicators, honba and sticks, with `visible` (and a passed tile) as seen tiles. An open
/// kan's replacement draw and new indicator are not modelled: its hand simply draws next.
/// Errors: those of validate_hand(h, r, purpose::wait) and, with `ev`, of expected_values;
/// invalid_tile (a kind past 7z, a red
/// kind that is not a five); too_many_copies (the tile would be a fifth copy with the hand);
/// invalid_value (no chi, pon, kan or ron can use the tile).
/// Example: analyze_calls(parse_hand("12m456p789s11222z"), {3m, false, call_from::left},
/// presets::riichi) → pass; chi [123m] then 4p, ready on 4p 7p with no yaku; ron, no yaku.
result<std::vector<call_option>> analyze_calls(
    const hand& h, const call_question& q, const rules& r, const situation& where = {},
    const std::array<std::uint8_t, kinds>* visible = nullptr, const ev_options* ev = nullptr);

}  // namespace hupai
