// Meld shapes, copy limits and the error texts of hand_builder.
#include "notation/builder.hpp"

#include <limits>
#include <string>

#include "hupai/notation.hpp"
#include "notation/utf8.hpp"

namespace hupai::detail {

namespace {

// Honour chows exist in some rules (Ruijin): any three different winds, or the three
// dragons. They are accepted here and judged by validate_hand.
bool is_chow(tile a, tile b, tile c) {
    if (is_suited(a)) return suit_of(a) == suit_of(c) && b == a + 1 && c == b + 1;
    constexpr tile east = 27;
    constexpr tile north = 30;
    constexpr tile white = 31;
    if (a >= east && c <= north) return a < b && b < c;
    return a == white && b == white + 1 && c == white + 2;
}

}  // namespace

bool hand_builder::fail(errc code, std::string_view detail, std::size_t offset) {
    std::string text(detail);
    text += " at byte ";
    text += std::to_string(offset);
    error_ = make_error(code, text, offset);
    return false;
}

bool hand_builder::reject(std::string_view text, std::size_t offset) {
    return reject(text, offset, {});
}

bool hand_builder::reject(std::string_view text, std::size_t offset, std::string_view why) {
    if (decode_utf8(text, offset).length == 0) {
        return fail(errc::invalid_utf8, describe_character(text, offset) + " starts no valid UTF-8",
                    offset);
    }
    std::string detail = describe_character(text, offset);
    if (!why.empty()) {
        detail += " (";
        detail += why;
        detail += ")";
    }
    return fail(errc::unknown_character, detail, offset);
}

bool hand_builder::too_many_copies(tile t, std::size_t offset) {
    return fail(errc::too_many_copies,
                "a fifth " + format_tile(t) + " (at most 4 across hand and melds)", offset);
}

bool hand_builder::add_joker(std::size_t offset) {
    if (meld_open_) return fail(errc::invalid_meld, "a joker '?' inside a declared meld", offset);
    if (hand_.jokers == std::numeric_limits<std::uint8_t>::max()) {
        return fail(errc::too_many_copies, "more than 255 jokers", offset);
    }
    ++hand_.jokers;
    any_tile_ = true;
    last_read_ = last_read::joker;
    return true;
}

bool hand_builder::open_meld(char bracket, std::size_t offset) {
    if (meld_open_) {
        return fail(errc::invalid_meld, std::string("'") + bracket + "' inside an open meld",
                    offset);
    }
    if (hand_.meld_count == hand_.melds.size()) {
        return fail(errc::too_many_melds, "a fifth declared meld (at most 4)", offset);
    }
    meld_open_ = true;
    added_kong_ = false;
    bracket_ = bracket;
    meld_offset_ = offset;
    meld_size_ = 0;
    return true;
}

bool hand_builder::mark_added_kong(std::string_view text, std::size_t offset) {
    if (!meld_open_) return reject(text, offset, "'+' only ends an added kong like [5555z+]");
    if (bracket_ == '(' || added_kong_) {
        return fail(errc::invalid_meld, "'+' belongs only before the ']' of an added kong", offset);
    }
    added_kong_ = true;
    return true;
}

bool hand_builder::add_to_meld(tile t, bool red, std::size_t offset) {
    if (added_kong_) return fail(errc::invalid_meld, "a tile after the '+' of a meld", offset);
    if (meld_size_ == meld_tiles_.size()) {
        return fail(errc::invalid_meld, "a meld of more than 4 tiles", meld_offset_);
    }
    meld_tiles_[meld_size_++] = meld_tile{t, red, offset};
    return true;
}

bool hand_builder::close_meld(char bracket, std::size_t offset) {
    if (!meld_open_) {
        return fail(errc::invalid_meld, std::string("'") + bracket + "' closes no meld", offset);
    }
    const char expected = bracket_ == '[' ? ']' : ')';
    if (bracket != expected) {
        return fail(errc::invalid_meld,
                    std::string("'") + bracket + "' where '" + expected + "' closes the meld",
                    offset);
    }
    meld_open_ = false;

    // Insertion sort of at most 4 kinds (std::sort here trips GCC 12's -Warray-bounds under
    // sanitizers).
    std::array<tile, copies> kinds_in{};
    for (std::size_t i = 0; i < meld_size_; ++i) {
        std::size_t j = i;
        for (; j > 0 && kinds_in[j - 1] > meld_tiles_[i].kind; --j) kinds_in[j] = kinds_in[j - 1];
        kinds_in[j] = meld_tiles_[i].kind;
    }
    const bool same = meld_size_ >= 3 && kinds_in[0] == kinds_in[meld_size_ - 1];
    const bool playable = meld_size_ >= 3 && kinds_in[meld_size_ - 1] < hupai::kinds;

    meld m;
    m.tiles = {kinds_in[0], kinds_in[1], kinds_in[2]};
    bool valid = playable;
    if (bracket_ == '(') {
        m.kind = meld_kind::concealed_kong;
        valid = valid && meld_size_ == 4 && same;
    } else if (added_kong_) {
        m.kind = meld_kind::added_kong;
        valid = valid && meld_size_ == 4 && same;
    } else if (meld_size_ == 4) {
        m.kind = meld_kind::exposed_kong;
        valid = valid && same;
    } else if (same) {
        m.kind = meld_kind::pung;
    } else {
        m.kind = meld_kind::chow;
        valid = valid && meld_size_ == 3 && is_chow(kinds_in[0], kinds_in[1], kinds_in[2]);
    }
    if (!valid) {
        const char* shape = bracket_ == '(' ? "'( )' holds a concealed kong of 4 identical tiles"
                            : added_kong_   ? "'[ +]' holds an added kong of 4 identical tiles"
                                            : "not a chow, pung or kong";
        return fail(errc::invalid_meld, shape, meld_offset_);
    }
    for (std::size_t i = 0; i < meld_size_; ++i) {
        const meld_tile& mt = meld_tiles_[i];
        if (++held_[mt.kind] > copies) return too_many_copies(mt.kind, mt.offset);
        m.red = static_cast<std::uint8_t>(m.red + (mt.red ? 1 : 0));
    }
    hand_.melds[hand_.meld_count++] = m;
    any_tile_ = true;
    return true;
}

result<hand> hand_builder::finish() {
    if (meld_open_) {
        fail(errc::invalid_meld, std::string("'") + bracket_ + "' is never closed", meld_offset_);
        return take_error();
    }
    if (!any_tile_) {
        fail(errc::empty_hand, "the hand has no tiles", 0);
        return take_error();
    }
    return hand_;
}

result<written_tile> hand_builder::last_concealed() const {
    switch (last_read_) {
        case last_read::joker:
            return make_error(errc::invalid_value, "the last concealed tile is a joker");
        case last_read::none:
            return make_error(errc::invalid_value, "the hand has no concealed tile");
        case last_read::tile:
            break;
    }
    return last_;
}

}  // namespace hupai::detail
