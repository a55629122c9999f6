// hupai/rules.hpp — rule sets as plain values, and the presets of docs/RULES.md.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "hupai/error.hpp"
#include "hupai/tiles.hpp"

namespace hupai {

/// The win forms. A win that uses kongs_in_hand or honour_chows still reports `standard`.
/// honours_and_knitted (全不靠) and knitted_straight (组合龙) are the Chinese Official forms built
/// on a knitted arrangement: 147, 258 and 369, each in a different suit (six arrangements).
enum class form : std::uint8_t {
    standard,
    seven_pairs,
    thirteen_orphans,
    thirteen_lan,
    honours_and_knitted,
    knitted_straight,
};
inline constexpr int form_count = 6;

/// A set of forms as bits (bit f set = form f).
using form_set = std::uint8_t;
/// The set holding only `f`. Precondition: f is one of the form_count forms.
constexpr form_set form_bit(form f) noexcept {
    return static_cast<form_set>(1u << static_cast<int>(f));
}
/// Whether `forms` holds `f`. Precondition: f is one of the form_count forms.
/// Example: contains(check_win(h, r)->forms, form::seven_pairs).
constexpr bool contains(form_set forms, form f) noexcept { return (forms & form_bit(f)) != 0; }

/// "standard", "seven_pairs", "thirteen_orphans", "thirteen_lan", "honours_and_knitted",
/// "knitted_straight".
/// Precondition: f is one of the form_count forms.
std::string_view name(form f) noexcept;

/// What flowers (1f–8f) are in a hand.
enum class flower_role : std::uint8_t {
    set_aside,  ///< bonus tiles: shown, never part of the hand's size or shape (most presets)
    wild_kind,  ///< ruijin: each flower stands for the wild (宝) kind as a natural tile; if the
                ///< 宝 is itself a flower, every flower is wild instead
};

/// Which score a win is given (see scoring.hpp): none, riichi's yaku/han/fu, or GB's 81 fan.
enum class scoring_system : std::uint8_t { none, riichi, gb };

/// Riichi: what 13 or more han count as (数え役満).
enum class kazoe_rule : std::uint8_t { yakuman, sanbaiman };
/// Riichi: what a non-dealer's ron before their first draw (人和) is worth.
enum class renhou_rule : std::uint8_t { none, mangan, yakuman };

/// A rule set. Every field is a named flag settable from the library, the CLI and batch lines
/// (see set_flag). Start from a preset and override.
struct rules {
    std::string_view preset = "chinese";  ///< the preset this value started from (for output)

    // Forms.
    bool standard = true;
    bool seven_pairs = true;
    bool thirteen_orphans = true;
    bool thirteen_lan = false;
    /// 全不靠: 14 different concealed tiles, the suited ones of one knitted arrangement, the
    /// others honours. The knitted forms take no wildcards (validate() and validate_hand say so).
    bool honours_and_knitted = false;
    /// 组合龙: the nine tiles of one knitted arrangement, one meld (may be declared) and a pair.
    bool knitted_straight = false;
    bool seven_pairs_quads = true;  ///< four of a kind counts as two pairs (龙七对)
    bool kongs_in_hand = false;     ///< a concealed quadruple may be a kong (MediaTek)
    bool honour_chows = false;      ///< any three different winds, or 中发白, form a chow

    // Tile set and melds.
    bool honours = true;         ///< honour tiles exist (false in sichuan: an honour is an error)
    bool declared_chows = true;  ///< a declared chow is allowed (false in sichuan)
    int max_suits = 3;           ///< a win needs at most this many suits (2 = sichuan's 缺一门)
    int min_concealed = 0;       ///< fewest concealed tiles a hand may have (14 in mediatek)
    /// Red fives in the set, per suit (man, pin, sou): one each unless the table plays more (some
    /// play two red 5p). A hand, its melds and the tiles a question names hold no more.
    std::array<std::uint8_t, 3> red_fives{1, 1, 1};

    // Waits.
    bool karaten = false;  ///< riichi: a wait the hand already holds all 4 of is reported apart

    // Wildcards.
    tile_mask wild = 0;          ///< wild kinds (bits 0–41); `?` jokers are always wild
    bool wild_required = false;  ///< the preset needs a wild kind (ruijin's 宝)
    flower_role flowers = flower_role::set_aside;
    bool fei = false;     ///< ruijin 飞: a hand holding every 宝 cannot win and has no waits
    bool zhifei = false;  ///< ruijin 制飞: report the flag for 13-tile hands that qualify

    // Scoring (scoring.hpp); the riichi flags' defaults are Tenhou's.
    scoring_system scoring = scoring_system::none;
    bool open_tanyao = true;       ///< tanyao counts in an open hand (kuitan)
    bool aka_dora = true;          ///< red fives count as dora
    bool double_yakuman = false;   ///< kokushi_13, suuankou_tanki, junsei_chuuren, daisuushii: 2
    bool yakuman_stacking = true;  ///< several yakuman add up (else only the highest counts)
    kazoe_rule kazoe = kazoe_rule::yakuman;
    bool kiriage = false;    ///< 4 han 30 fu and 3 han 60 fu round up to mangan
    int double_wind_fu = 4;  ///< fu of a pair of the double wind: 4 or 2
    renhou_rule renhou = renhou_rule::none;

    form_set forms() const noexcept {
        return static_cast<form_set>(
            (standard ? form_bit(form::standard) : 0) |
            (seven_pairs ? form_bit(form::seven_pairs) : 0) |
            (thirteen_orphans ? form_bit(form::thirteen_orphans) : 0) |
            (thirteen_lan ? form_bit(form::thirteen_lan) : 0) |
            (honours_and_knitted ? form_bit(form::honours_and_knitted) : 0) |
            (knitted_straight ? form_bit(form::knitted_straight) : 0));
    }
    friend bool operator==(const rules&, const rules&) = default;
};

/// The presets as constants, so that the common call is one line:
/// `check_win(h, hupai::presets::riichi)`. preset(name) returns exactly these values; README
/// "Presets" describes them.
namespace presets {
/// Japanese riichi: no four-of-a-kind seven pairs, karaten waits, riichi scoring.
inline constexpr rules riichi{.preset = "riichi",
                              .seven_pairs_quads = false,
                              .karaten = true,
                              .scoring = scoring_system::riichi};
/// Chinese (the default): standard, seven pairs (four of a kind as two pairs), thirteen orphans.
inline constexpr rules chinese{.preset = "chinese"};
/// Sichuan 血战: no honours, no thirteen orphans, no declared chows, at most two suits.
inline constexpr rules sichuan{.preset = "sichuan",
                               .thirteen_orphans = false,
                               .honours = false,
                               .declared_chows = false,
                               .max_suits = 2};
/// Ruijin 瑞金: thirteen_lan, honour chows, a required 宝 (wild) kind, flowers, fei and zhifei.
/// Set the wild kind (set_wild) before use: without one, validate() and every analysis report
/// missing_wildcard.
inline constexpr rules ruijin{.preset = "ruijin",
                              .thirteen_orphans = false,
                              .thirteen_lan = true,
                              .honour_chows = true,
                              .wild_required = true,
                              .flowers = flower_role::wild_kind,
                              .fei = true,
                              .zhifei = true};
/// Mediatek: kongs in hand, no honours, no thirteen orphans, at least 14 concealed tiles.
inline constexpr rules mediatek{.preset = "mediatek",
                                .thirteen_orphans = false,
                                .kongs_in_hand = true,
                                .honours = false,
                                .min_concealed = 14};
/// Chinese Official (国标, MCR): the chinese forms (four of a kind as two pairs in seven pairs)
/// and the knitted forms honours_and_knitted (全不靠) and knitted_straight (组合龙), flowers set
/// aside and counted, no wildcards (a wild kind is invalid_wildcard), the 81-fan score (gb.hpp).
inline constexpr rules gb{.preset = "gb",
                          .honours_and_knitted = true,
                          .knitted_straight = true,
                          .scoring = scoring_system::gb};
}  // namespace presets

/// The preset names, in documentation order: riichi, chinese, sichuan, ruijin, mediatek, gb.
std::span<const std::string_view> preset_names() noexcept;

/// The preset called `name`: the matching presets:: constant. Errors: unknown_preset.
/// Example: preset("riichi") → presets::riichi.
result<rules> preset(std::string_view name);

/// The names of the flags set_flag accepts, in documentation order.
std::span<const std::string_view> flag_names() noexcept;

/// Sets one flag by name from text: booleans take true/false/1/0/yes/no/on/off, max_suits,
/// min_concealed and double_wind_fu an integer, red_fives a count 0–4 for every suit ("2") or
/// one per suit, man, pin, sou ("1,2,1"), wild a tile list ("7z", "5z,6z", "" for none),
/// the others one of their value names (flowers: set_aside, wild_kind; scoring: none, riichi,
/// gb; kazoe: yakuman, sanbaiman; renhou: none, mangan, yakuman).
/// Errors: unknown_flag, invalid_value, invalid_wildcard.
result<void> set_flag(rules& r, std::string_view flag, std::string_view value);

/// Sets the wild kinds from a list like "7z", "5z,6z" or "中" (comma or space separated, each
/// piece in any notation a hand takes).
/// Errors: invalid_wildcard.
result<void> set_wild(rules& r, std::string_view tiles);

/// Checks the combination is coherent. Errors: missing_wildcard (ruijin without a wild kind),
/// invalid_value (a knitted form with a wild kind or wild flowers).
result<void> validate(const rules& r);

}  // namespace hupai
