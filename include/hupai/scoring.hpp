// hupai/scoring.hpp — what a win is worth: the situation of a win, shared by every scoring system.
//
// The scoring system a rule set uses is `rules::scoring` (riichi's yaku, han, fu and points; GB's
// 81 fan). docs/SCORING.md describes both and the situations each accepts.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string_view>

#include "hupai/analysis.hpp"
#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/tiles.hpp"

namespace hupai {

/// The most dora (or ura) indicators a situation holds: one, plus one per kong.
inline constexpr int max_indicators = 5;

/// How a hand was won: the facts the tiles alone do not say. A plain value; the defaults are a
/// ron by the dealer (East seat) in the East round with nothing else special.
struct situation {
    tile win_tile = 0;          ///< the kind that completed the hand (among the concealed tiles)
    bool win_tile_red = false;  ///< the winning tile is a red five (written 0m, 0p, 0s)
    bool tsumo = false;         ///< self-drawn (自摸 / ツモ); otherwise won on a discard
    tile seat_wind = make_tile(suit::honour, 1);   ///< 1z–4z; 1z is the dealer
    tile round_wind = make_tile(suit::honour, 1);  ///< 1z–4z
    std::uint8_t riichi = 0;  ///< riichi only: 0 none, 1 riichi, 2 double riichi
    bool ippatsu = false;     ///< riichi only: won within one go-around of riichi
    bool rinshan = false;  ///< won on the replacement tile after a kong (嶺上開花 / 杠上开花)
    bool chankan = false;         ///< won by robbing a kong (槍槓 / 抢杠和)
    bool last_tile = false;       ///< the wall's last tile: 海底 on tsumo, 河底 on ron
    bool blessing = false;        ///< riichi only: first-turn win (tenhou, chiihou, renhou)
    bool last_copy = false;       ///< gb only: the winning tile is the last of its kind (和绝张)
    std::uint8_t dora_count = 0;  ///< riichi only: how many dora_indicators are set
    std::uint8_t ura_count = 0;   ///< riichi only: how many ura_indicators are set
    std::array<tile, max_indicators> dora_indicators{};
    std::array<tile, max_indicators> ura_indicators{};
    int honba = 0;          ///< riichi only: repeat counters (300 a win)
    int riichi_sticks = 0;  ///< riichi only: 1,000-point sticks on the table

    /// The dealer is the player whose seat wind is East.
    constexpr bool dealer() const noexcept { return seat_wind == make_tile(suit::honour, 1); }
    friend constexpr bool operator==(const situation&, const situation&) = default;
};

/// The keys set_situation accepts, in documentation order: win_tile, tsumo, seat_wind,
/// round_wind, riichi, ippatsu, rinshan, chankan, last_tile, blessing, last_copy,
/// dora_indicators, ura_indicators, honba, riichi_sticks.
std::span<const std::string_view> situation_keys() noexcept;

/// Sets one field of a situation from text, by its key (the batch "situation" keys): booleans
/// take true/false/1/0/yes/no/on/off; tiles are written in any notation a hand takes: win_tile
/// one tile ("6s", "0p" for a red five, "六索"); seat_wind and round_wind one wind ("1z"–"4z",
/// "东"); riichi 0, 1 or 2; dora_indicators and ura_indicators a list ("4s,9p", "4s 9p",
/// "四索九筒", "" for none; at most 5); honba and riichi_sticks an integer from 0 to 1000. Whether
/// the situation can happen, and whether its indicators fit the set beside the hand
/// (check_copies), is judged when scoring.
/// Errors: unknown_flag (no such key), invalid_value, and those of parse_hand for a tile.
/// Example: set_situation(s, "dora_indicators", "4s,9p").
result<void> set_situation(situation& s, std::string_view key, std::string_view value);

// ---------------------------------------------------------------------------------------------
// Riichi (Japanese): yaku, han, fu and points (docs/SCORING.md)

/// The yaku and yakuman, in the order a score lists them. `name()` gives the output ids;
/// `renhou` is the mangan (5 han) yaku and `renhou_yakuman` the yakuman, both named "renhou".
enum class yaku : std::uint8_t {
    riichi,
    double_riichi,
    ippatsu,
    menzen_tsumo,
    pinfu,
    iipeikou,
    tanyao,
    haku,
    hatsu,
    chun,
    seat_wind,
    round_wind,
    haitei,
    houtei,
    rinshan,
    chankan,
    chanta,
    ittsu,
    sanshoku,
    sanshoku_doukou,
    toitoi,
    sanankou,
    sankantsu,
    shousangen,
    honroutou,
    chiitoitsu,
    honitsu,
    junchan,
    ryanpeikou,
    chinitsu,
    renhou,
    dora,
    aka_dora,
    ura_dora,
    // Yakuman.
    kokushi,
    kokushi_13,
    suuankou,
    suuankou_tanki,
    daisangen,
    shousuushii,
    daisuushii,
    tsuuiisou,
    chinroutou,
    ryuuiisou,
    chuuren,
    junsei_chuuren,
    suukantsu,
    tenhou,
    chiihou,
    renhou_yakuman,
};
inline constexpr int yaku_count = static_cast<int>(yaku::renhou_yakuman) + 1;
/// The output id: "riichi", "pinfu", …, "kokushi_13", "renhou".
std::string_view name(yaku y) noexcept;
/// Whether y is a yakuman.
constexpr bool is_yakuman(yaku y) noexcept { return y >= yaku::kokushi; }

/// One scored yaku: its han (a dora entry: the count), or for a yakuman its multiple (1 or 2).
struct yaku_entry {
    yaku id = yaku::riichi;
    std::uint8_t han = 0;
    std::uint8_t yakuman = 0;
    friend constexpr bool operator==(const yaku_entry&, const yaku_entry&) = default;
};

/// Why fu were given.
enum class fu_reason : std::uint8_t {
    base,              ///< 20 (副底)
    seven_pairs,       ///< 25 for chiitoitsu, the whole count
    closed_ron,        ///< 10 (門前加符)
    tsumo,             ///< 2 (not for pinfu)
    open_pinfu,        ///< 10: an open hand of pinfu shape won by ron is 30
    dragon_pair,       ///< 2
    seat_wind_pair,    ///< 2
    round_wind_pair,   ///< 2
    double_wind_pair,  ///< 4 or 2 (rules::double_wind_fu)
    closed_wait,       ///< 2 (kanchan)
    edge_wait,         ///< 2 (penchan)
    single_wait,       ///< 2 (tanki)
    open_pung,         ///< 2, terminal or honour 4 (a pung completed by ron is open)
    closed_pung,       ///< 4, terminal or honour 8
    open_kong,         ///< 8, terminal or honour 16 (exposed and added kongs)
    closed_kong,       ///< 16, terminal or honour 32
};
/// "base", "seven_pairs", "closed_ron", "tsumo", "open_pinfu", "dragon_pair", …
std::string_view name(fu_reason r) noexcept;

struct fu_entry {
    fu_reason reason = fu_reason::base;
    std::uint8_t fu = 0;
    tile kind = 0;  ///< the pair's or meld's kind (for pairs and melds; else 0)
    friend constexpr bool operator==(const fu_entry&, const fu_entry&) = default;
};

/// The limit a score reached. A counted yakuman (13+ han under kazoe: yakuman) is `yakuman`.
enum class limit : std::uint8_t { none, mangan, haneman, baiman, sanbaiman, yakuman };
/// "none", "mangan", "haneman", "baiman", "sanbaiman", "yakuman".
std::string_view name(limit l) noexcept;

/// Who pays what, honba included. A ron: `ron` (by the discarder). A tsumo: `non_dealer` from
/// each non-dealer, and for a non-dealer's win `dealer` from the dealer. Unused fields are 0.
struct riichi_payments {
    int ron = 0;
    int dealer = 0;
    int non_dealer = 0;
    friend constexpr bool operator==(const riichi_payments&, const riichi_payments&) = default;
};

inline constexpr int max_yaku_entries = 24;
inline constexpr int max_fu_entries = 10;

/// A scored riichi win: the highest-scoring reading of the hand.
struct riichi_score {
    bool no_yaku = false;  ///< complete but without a yaku: everything below is 0 / empty
    std::uint8_t yaku_size = 0;
    std::array<yaku_entry, max_yaku_entries> yaku{};  ///< yaku[0..yaku_size), in enum order
    int han = 0;                                      ///< 0 for a yakuman hand
    int fu = 0;  ///< rounded up to 10 (chiitoitsu 25); 0 for a yakuman hand
    std::uint8_t fu_size = 0;
    std::array<fu_entry, max_fu_entries> fu_details{};  ///< fu_details[0..fu_size), before rounding
    int yakuman = 0;  ///< sum of the yakuman multiples (0 for a counted yakuman)
    hupai::limit limit = hupai::limit::none;
    int base_points = 0;  ///< fu × 2^(2+han), or the limit's (mangan 2,000 … yakuman 8,000 × n)
    riichi_payments payments;
    int total = 0;                ///< the winner's gain: payments plus 1,000 per riichi stick
    form shape = form::standard;  ///< the reading's form
    wait_shape wait = wait_shape::single;  ///< how the winning tile completed it

    /// The scored yaku, yaku[0..yaku_size).
    std::span<const yaku_entry> yaku_list() const noexcept { return {yaku.data(), yaku_size}; }
    /// The fu details, fu_details[0..fu_size).
    std::span<const fu_entry> fu_list() const noexcept { return {fu_details.data(), fu_size}; }
    /// The entry for y, or nullptr.
    const yaku_entry* find(hupai::yaku y) const noexcept {
        for (int i = 0; i < yaku_size; ++i) {
            if (yaku[static_cast<std::size_t>(i)].id == y)
                return &yaku[static_cast<std::size_t>(i)];
        }
        return nullptr;
    }
};

/// Scores a riichi win: every decomposition of the hand and every place the winning tile can
/// take in it are read, and the reading worth the most points is returned (on equal points a
/// real yakuman before a counted one, then more han, then more fu). The hand holds its
/// concealed tiles including the winning tile, and its declared melds; `s.win_tile` must be
/// among the concealed tiles. The rules' riichi flags apply (`r.scoring` itself is not read).
/// Ura dora are ignored without riichi. Cost: under a microsecond for a hand without kongs; no
/// allocation.
/// Errors: those of validate_hand(h, r, purpose::win); invalid_value (jokers or wild kinds, a
/// win tile not among the concealed tiles, a wind that is not 1z–4z, a gb-only situation);
/// impossible_situation (ippatsu without riichi, riichi with an open hand, chankan on a tsumo,
/// rinshan without a kong or on a ron, blessing with a declared meld, chankan on the last tile,
/// …); not_a_win.
/// Example: 234567m234p23466s won on 4s by the dealer's ron with riichi → riichi, pinfu, tanyao,
/// sanshoku: 5 han 30 fu, mangan, payments {ron: 12000}.
result<riichi_score> score_riichi(const hand& h, const situation& s, const rules& r);

}  // namespace hupai
