// Text of tiles, hands and groups for the CLI's outputs: canonical MPSZ (JSON and default human
// output) or Unicode mahjong tiles (--unicode).
#pragma once

#include <string>
#include <string_view>

#include "hupai/analysis.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"

namespace hupai::cli {

/// MPSZ name of a kind ("1m" … "7z", "1f" … "8f"); "?" for joker_discard. No allocation: the
/// names are built once from hupai::format_tile.
std::string_view tile_name(tile t) noexcept;

/// The Unicode mahjong tile of a kind (U+1F000 block, UTF-8); the joker tile U+1F02A for
/// joker_discard (a `?`).
std::string_view tile_glyph(tile t) noexcept;

/// One tile in the chosen style.
inline std::string_view tile_text(tile t, bool unicode) noexcept {
    return unicode ? tile_glyph(t) : tile_name(t);
}

/// The hand: format_hand's canonical MPSZ, or the same order in Unicode tiles.
std::string hand_text(const hand& h, bool unicode);

/// A chance as a percentage with two decimals: 0.71703 → "71.70%".
std::string percent(double chance);

/// Whether `text` is exactly the canonical MPSZ of concealed tiles: runs of digits each closed
/// by a suit letter, suits in the order m p s z f and each at most once, digits ascending within
/// a suit (a red 0 just before the 5s), nothing else. For such text that parses as MPSZ,
/// format_hand gives the text back, so batch mode echoes it instead of formatting.
bool is_canonical_concealed(std::string_view text) noexcept;

/// Appends a group: compact MPSZ of the kinds it stands for ("11m", "123m", "5555z"), or its
/// Unicode tiles; a declared meld in the hand's bracket style ("[555z]", "[5555z+]", "(1111m)"),
/// which `declared_as` (the hand's meld, or null) tells.
void append_group(std::string& out, const group& g, const meld* declared_as, bool unicode);

/// Appends the groups of a decomposition in reading order (see for_each_group), separated by
/// spaces, then "   (wildcards: 6s in 678s; 3s in 333s)" when wildcards play some tiles (two
/// in one group: "6s 7s in 678s").
void append_decomposition(std::string& out, const decomposition& d, const hand& h, bool unicode);

/// The hand's declared meld that a declared group stands for (same kinds and kind of meld),
/// skipping melds already matched (bits of `used`); null when none matches.
const meld* match_meld(const group& g, const hand& h, unsigned& used) noexcept;

/// The decomposition's groups in reading order: concealed groups as the library orders them,
/// then the declared melds (as in the hand notation, where melds follow the tiles). Calls
/// f(index-in-reading-order, group, meld-or-null) for each.
template <class F>
void for_each_group(const decomposition& d, const hand& h, F&& f) {
    int i = 0;
    for (const auto& g : d.groups) {
        if (!g.declared) f(i++, g, static_cast<const meld*>(nullptr));
    }
    unsigned used = 0;
    for (const auto& g : d.groups) {
        if (g.declared) f(i++, g, match_meld(g, h, used));
    }
}

}  // namespace hupai::cli
