// The canonical MPSZ writer: format_hand and format_tile.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>

#include "core/tile_names.hpp"
#include "hupai/counts_text.hpp"
#include "hupai/notation.hpp"

namespace hupai {

namespace {

constexpr tile suit_start[] = {0, 9, 18, 27, kinds};
constexpr int suit_size[] = {9, 9, 9, 7, flower_kinds};

// Writes `n` copies of `digit` at p. Up to 4 copies (any valid hand) it stores 4 bytes and
// advances by n: no branch on the count, which is what random hands mispredict. Needs 4 bytes
// of room past the text still to be written.
char* put_digits(char* p, char digit, int n) {
    if (n <= copies) {
        const char four[copies] = {digit, digit, digit, digit};
        std::memcpy(p, four, copies);
        return p + n;
    }
    std::memset(p, digit, static_cast<std::size_t>(n));
    return p + n;
}

// Writes the kinds of suit `s` that `count` reports, `red` of the fives as 0 placed first, then
// the suit letter if any digit was written.
template <class Count>
char* put_suit(char* p, int s, int red, Count count) {
    char* const start = p;
    const tile first = suit_start[s];
    for (int i = 0; i < suit_size[s]; ++i) {
        const int n = count(static_cast<tile>(first + i));
        if (i == 4 && s < 3 && red > 0) {
            const int reds = std::min(red, n);
            p = put_digits(p, '0', reds);
            p = put_digits(p, '5', n - reds);
        } else {
            p = put_digits(p, static_cast<char>('1' + i), n);
        }
    }
    if (p != start) *p++ = detail::suit_letters[s];
    return p;
}

char* put_meld(char* p, const meld& m) {
    const bool concealed = m.kind == meld_kind::concealed_kong;
    *p++ = concealed ? '(' : '[';
    p = put_suit(p, static_cast<int>(suit_of(m.tiles[0])), m.red,
                 [&](tile t) { return m.count(t); });
    if (m.kind == meld_kind::added_kong) *p++ = '+';
    *p++ = concealed ? ')' : ']';
    return p;
}

}  // namespace

std::string format_hand(const hand& h) {
    const int melds = std::min<int>(h.meld_count, static_cast<int>(h.melds.size()));
    // Digits, 5 suit letters, jokers, "] [1234m+]" per meld, 4 bytes of room for put_digits.
    std::size_t bound = h.jokers + 5 + 9 * static_cast<std::size_t>(melds) + copies;
    for (const auto c : h.counts) bound += c;
    std::string out(bound, '\0');
    char* p = out.data();
    for (int s = 0; s < 5; ++s) {
        p = put_suit(p, s, s < 3 ? h.red_fives[static_cast<std::size_t>(s)] : 0,
                     [&](tile t) { return static_cast<int>(h.counts[t]); });
    }
    std::memset(p, '?', h.jokers);
    p += h.jokers;
    for (int i = 0; i < melds; ++i) {
        if (p != out.data()) *p++ = ' ';
        p = put_meld(p, h.melds[static_cast<std::size_t>(i)]);
    }
    out.resize(static_cast<std::size_t>(p - out.data()));
    return out;
}

// format_hand's loop without its red fives, flowers and lambdas, each suit's run of constant
// length so that the compiler unrolls it: per kind one 4-byte store of its digit and a step by
// its count, per suit its letter kept only if a digit was written (callgrind, random 13- and
// 14-tile hands: 125 instructions a hand, 324 as a loop over the suit tables).
std::size_t format_counts(std::span<const std::uint8_t, kinds> counts,
                          std::span<char, max_counts_text> out) noexcept {
    char* p = out.data();
    auto run = [&]<std::size_t first, int size>(char letter) {
        char* const start = p;
        for (int i = 0; i < size; ++i) {
            const std::uint32_t four = 0x01010101U * static_cast<std::uint32_t>('1' + i);
            std::memcpy(p, &four, sizeof four);
            p += counts[first + static_cast<std::size_t>(i)];
        }
        *p = letter;
        p += p != start;
    };
    run.operator()<0, 9>('m');
    run.operator()<9, 9>('p');
    run.operator()<18, 9>('s');
    run.operator()<27, 7>('z');
    return static_cast<std::size_t>(p - out.data());
}

std::string format_tile(tile t) { return detail::kind_name(t); }

}  // namespace hupai
