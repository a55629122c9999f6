// hupai/notation.hpp — reading and writing hands (docs/NOTATION.md).
#pragma once

#include <string>
#include <string_view>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"

namespace hupai {

enum class notation : std::uint8_t {
    automatic,  ///< picks mpsz, unicode, chinese or codes from the text; never mediatek
    mpsz,       ///< 123m456p789s11z, 0m red five, `?` joker, [123m] (1111m) melds
    unicode,    ///< 🀇🀈🀉 (U+1F000–U+1F02B)
    chinese,    ///< 一万 二筒 三条 东 中 … (萬 發 红中 發財 白板 accepted)
    codes,      ///< numeric codes 101 … 407, 501 … 508, whitespace or comma separated
    mediatek,   ///< MediaTek letters: A–I characters, 1–9 dots, a–i bamboo
};

/// "auto", "mpsz", "unicode", "chinese", "codes", "mediatek" ("unknown" outside the enum).
std::string_view name(notation n) noexcept;
/// Parses a --notation name. Errors: unknown_notation.
result<notation> parse_notation_name(std::string_view text);

inline constexpr std::size_t max_line_bytes = 1000;

/// Parses a hand. Melds ([123m] chow, [555z] pung, [5555z] exposed kong, [5555z+] added kong,
/// (1111m) concealed kong) may follow the concealed tiles in every notation but mediatek.
/// Checks only what the notation itself guarantees: tiles exist, at most 4 copies of a kind across
/// hand and melds (jokers and flowers aside), melds are real chows/pungs/kongs (honour chows are
/// accepted here; rules decide), at most 4 melds, at least one tile, at most 1,000 bytes, valid
/// UTF-8. Hand size and preset restrictions are judged by the analysis functions.
/// Errors: unknown_character, missing_suit, invalid_tile, too_many_copies, invalid_meld,
/// too_many_melds, empty_hand, line_too_long, invalid_utf8 — each with the byte offset.
/// Example: parse_hand("22m234p [789s] (1111m)") → 5 concealed tiles, 2 melds.
result<hand> parse_hand(std::string_view text, notation n = notation::automatic);

/// The notation auto-detection would choose for `text` (never mediatek).
notation detect_notation(std::string_view text) noexcept;

/// Canonical MPSZ: concealed tiles sorted m, p, s, z, f, ascending, red fives as 0 (placed
/// first among the fives), jokers `?` at the end of the concealed part, then each meld after a
/// space: "123m456p789s11z [555z] (1111m)".
/// Precondition: the hand is one parse_hand could return — in particular red_fives[s] and each
/// meld's `red` at most the fives they count, meld tiles real kinds (as meld::chow and meld::same
/// build them); the string is sized from the counts, so more red fives than fives would overflow.
std::string format_hand(const hand& h);

/// One kind in MPSZ, e.g. "1m", "7z", "3f"; empty for t ≥ all_kinds.
std::string format_tile(tile t);

/// A tile as written: its kind, and whether it was written as a red five (0m, 0p, 0s).
struct written_tile {
    tile kind = 0;
    bool red = false;
    friend constexpr bool operator==(const written_tile&, const written_tile&) = default;
};

/// The last concealed tile of a hand text as written, in notation n (automatic: detected as
/// parse_hand does). A hand lists its winning tile last by convention: "234067p11z [555m]" → 1z;
/// "23406p" → 6p; "12340m" → red 5m; "一万二万三万 东东" → 东 (1z). Melds are skipped wherever they
/// stand, and so are flowers (set aside, never the winning tile): "11z12f" → 1z.
/// Errors: those of parse_hand for a text that is no hand; invalid_value when the last
/// concealed tile is a joker or there is none.
result<written_tile> last_concealed_tile(std::string_view text, notation n = notation::automatic);

/// Parses one MPSZ tile like "7z" or "0m" (red five → 5m). Errors: invalid_tile, missing_suit.
result<tile> parse_tile(std::string_view text);

}  // namespace hupai
