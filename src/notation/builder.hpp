// The hand a reader is building: every notation feeds tiles, jokers and meld brackets to one
// builder, which alone enforces what a hand string guarantees (4 copies of a kind, real melds, at
// most 4 melds, at least one tile). Readers only map their glyphs to tile kinds.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/notation.hpp"

namespace hupai::detail {

class hand_builder {
public:
    /// Adds a tile at byte `offset`: to the open meld if a bracket is open, else to the concealed
    /// part. `red` marks a red five (t must then be a suited five). Returns false and records
    /// too_many_copies on a fifth copy of a kind (flowers included; red fives are fives), or
    /// invalid_meld when the open meld cannot take another tile.
    bool add(tile t, bool red, std::size_t offset) {
        if (meld_open_) return add_to_meld(t, red, offset);
        if (++held_[t] > copies) return too_many_copies(t, offset);
        ++hand_.counts[t];
        if (red) ++hand_.red_fives[t / 9];
        any_tile_ = true;
        // Flowers are set aside, never the winning tile.
        if (!is_flower(t)) {
            last_ = {t, red};
            last_read_ = last_read::tile;
        }
        return true;
    }
    /// Adds a `?` joker to the concealed part. Errors: invalid_meld inside a meld;
    /// too_many_copies past 255 jokers (what the hand can count).
    bool add_joker(std::size_t offset);
    /// '[' or '(' at `offset`. Errors: invalid_meld when a meld is already open, too_many_melds
    /// for a fifth meld.
    bool open_meld(char bracket, std::size_t offset);
    /// The '+' of an added kong `[5555z+]`. Errors: unknown_character outside a meld,
    /// invalid_meld inside `( )` or when repeated.
    bool mark_added_kong(std::string_view text, std::size_t offset);
    /// ']' or ')' at `offset`: checks the meld's shape and records it. Errors: invalid_meld
    /// (nothing to close, mismatched bracket, not a chow/pung/kong), too_many_copies.
    bool close_meld(char bracket, std::size_t offset);

    /// Records `code` at `offset`; always false so readers can `return b.fail(...)`.
    bool fail(errc code, std::string_view detail, std::size_t offset);
    /// Records the error for a character no reader accepts at `text[offset]`: invalid_utf8 when
    /// the bytes there are not UTF-8, else unknown_character. Always false.
    bool reject(std::string_view text, std::size_t offset);
    /// Like reject, with a note on why the (valid) character does not fit, e.g. "needs digits".
    bool reject(std::string_view text, std::size_t offset, std::string_view why);

    /// The finished hand. Errors: invalid_meld for a bracket left open, empty_hand.
    result<hand> finish();
    /// The recorded error (after a false return).
    error take_error() { return std::move(error_); }
    /// The last concealed tile read, flowers skipped, as written (a hand lists its winning tile
    /// last by convention). Errors: invalid_value when it was a joker or there is none.
    result<written_tile> last_concealed() const;

private:
    struct meld_tile {
        tile kind;
        bool red;
        std::size_t offset;
    };

    bool add_to_meld(tile t, bool red, std::size_t offset);
    bool too_many_copies(tile t, std::size_t offset);

    hand hand_{};
    std::array<std::uint8_t, all_kinds> held_{};  // copies across concealed part and melds
    bool any_tile_ = false;                       // a concealed tile, joker or meld was read
    bool meld_open_ = false;
    bool added_kong_ = false;
    char bracket_ = '[';
    std::size_t meld_offset_ = 0;
    std::size_t meld_size_ = 0;
    std::array<meld_tile, copies> meld_tiles_;  // the first meld_size_ are set
    error error_{errc::unknown_character, 0, {}};
    enum class last_read : std::uint8_t { none, tile, joker };
    last_read last_read_ = last_read::none;
    written_tile last_{};
};

}  // namespace hupai::detail
