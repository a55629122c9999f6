// The loop every hand reader shares: whitespace, meld brackets, '+' and '?' mean the same in all
// bracketed notations, so only the tile glyphs differ from reader to reader.
#pragma once

#include <cstddef>
#include <string_view>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "notation/builder.hpp"

namespace hupai::detail {

/// What a Reader::read returns when it recorded an error (a successful read always advances).
inline constexpr std::size_t read_failed = 0;

constexpr bool is_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}

/// Bytes the shared loop handles itself in bracketed notations. A reader that stops at one of
/// them (e.g. digits followed by ']') knows its token was cut short rather than misspelt.
constexpr bool is_structural(char c) noexcept {
    return is_space(c) || c == '[' || c == ']' || c == '(' || c == ')' || c == '+' || c == '?';
}

/// Reads a whole hand. Melds are written the same way in every bracketed notation, around that
/// notation's own tiles: `[🀇🀈🀉]`, `(东东东东)`, `[405 405 405 405+]`. Concealed tiles may stand
/// before, between or after melds (the canonical form puts them first); the spec asks for no
/// order, and refusing `[123m] 11p` would help nobody. `Reader` provides:
///   static constexpr bool bracketed;  // melds [..] (..) [..+] and `?` jokers are allowed
///   static std::size_t read(std::string_view text, std::size_t i, hand_builder& b);
/// `read` consumes one token at text[i] (never whitespace, nor a structural byte when
/// bracketed), feeds its tiles to `b` and returns the offset after it, or read_failed after
/// recording an error in `b`.
/// Precondition: text.size() <= max_line_bytes (checked by parse_hand).
/// The tiles go to `b`, which keeps what else the text says (its last concealed tile).
template <class Reader>
result<hand> read_hand(std::string_view text, hand_builder& b) {
    std::size_t i = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (is_space(c)) {
            ++i;
            continue;
        }
        if constexpr (Reader::bracketed) {
            bool structural = true;
            bool ok = true;
            switch (c) {
                case '[':
                case '(':
                    ok = b.open_meld(c, i);
                    break;
                case ']':
                case ')':
                    ok = b.close_meld(c, i);
                    break;
                case '+':
                    ok = b.mark_added_kong(text, i);
                    break;
                case '?':
                    ok = b.add_joker(i);
                    break;
                default:
                    structural = false;
            }
            if (structural) {
                if (!ok) return b.take_error();
                ++i;
                continue;
            }
        }
        i = Reader::read(text, i, b);
        if (i == read_failed) return b.take_error();
    }
    return b.finish();
}

template <class Reader>
result<hand> read_hand(std::string_view text) {
    hand_builder b;
    return read_hand<Reader>(text, b);
}

}  // namespace hupai::detail
