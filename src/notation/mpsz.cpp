// The MPSZ readers (the canonical notation) and parse_tile.
#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string>

#include "core/tile_names.hpp"
#include "hupai/counts_text.hpp"
#include "hupai/notation.hpp"
#include "notation/read_loop.hpp"
#include "notation/readers.hpp"

namespace hupai::detail {

namespace {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }

struct mpsz_reader {
    static constexpr bool bracketed = true;

    // One run: digits closed by a suit letter. The tiles are added only once the letter is seen,
    // each with its digit's offset so that a fifth copy is reported where it is written.
    static std::size_t read(std::string_view text, std::size_t i, hand_builder& b) {
        const std::size_t start = i;
        while (i < text.size() && is_digit(text[i])) ++i;
        if (i == start) {
            if (mpsz_suit(text[i]) >= 0) {
                b.reject(text, i, "a suit letter needs digits before it");
            } else {
                b.reject(text, i);
            }
            return read_failed;
        }
        const int s = i < text.size() ? mpsz_suit(text[i]) : -1;
        if (s < 0) {
            if (i < text.size() && !is_structural(text[i])) {
                b.reject(text, i);
                return read_failed;
            }
            b.fail(errc::missing_suit,
                   "digits '" + std::string(text.substr(start, i - start)) +
                       "' not closed by m, p, s, z or f",
                   start);
            return read_failed;
        }
        for (std::size_t j = start; j < i; ++j) {
            const mpsz_code code = mpsz_code_of(text[j], s);
            if (code == no_tile) {
                b.fail(errc::invalid_tile,
                       "'" + std::string(text.substr(j, 1)) + text[i] + "' is not a tile", j);
                return read_failed;
            }
            if (!b.add(kind_of(code), is_red(code), j)) return read_failed;
        }
        return i + 1;
    }
};

}  // namespace

// Read right to left, a run's suit letter comes before its digits, so each digit becomes a tile
// at once: one pass, one loop, no second walk over the run. Only valid plain hands are finished
// here; anything else (brackets, errors, whose offsets must be the first in text order) goes
// back to the general reader.
bool read_plain_mpsz(std::string_view text, hand& out) noexcept {
    hand h{};
    int s = -1;              // suit of the run being read (right to left), -1 between runs
    bool run_digits = true;  // the current run has a digit (a letter alone is an error)
    bool any = false;        // a tile or joker was read
    for (std::size_t i = text.size(); i-- > 0;) {
        const char c = text[i];
        if (is_digit(c)) {
            if (s < 0) return false;
            const mpsz_code code = mpsz_code_of(c, s);
            if (code == no_tile) return false;
            const tile t = kind_of(code);
            if (++h.counts[t] > copies) return false;
            if (is_red(code)) ++h.red_fives[t / 9];
            run_digits = true;
            any = true;
            continue;
        }
        if (!run_digits) return false;
        if (c == ' ' || c == '?') {
            s = -1;
            if (c == '?') {
                if (h.jokers == std::numeric_limits<std::uint8_t>::max()) return false;
                ++h.jokers;
                any = true;
            }
            continue;
        }
        s = mpsz_suit(c);
        if (s < 0) return false;
        run_digits = false;
    }
    if (!run_digits || !any) return false;
    out = h;
    return true;
}

namespace {

// read_counts reads right to left through a table of states: 0–3 "a suit letter of suit s seen,
// no digit yet", 4–7 "in a run of suit s − 4 with a digit", 8 "before any letter". A byte moves
// the state (next_state) and lands in a slot (byte_slot): a digit's kind (a red five its five),
// `skip` for a suit letter, `bad` for anything parse_hand would not read as plain MPSZ (a digit
// outside a run or naming no tile, a letter after a letter, any other byte).
constexpr std::size_t start_state = 8, states = 9;
constexpr std::uint8_t skip_slot = kinds, bad_slot = kinds + 1;

struct count_tables {
    std::array<std::array<std::uint8_t, 256>, states> slot{}, next{};
};

constexpr count_tables make_count_tables() {
    count_tables t;
    for (std::size_t state = 0; state < states; ++state) {
        t.slot[state].fill(bad_slot);
        t.next[state].fill(static_cast<std::uint8_t>(state));
        const int suit = state < 4 ? static_cast<int>(state) : static_cast<int>(state) - 4;
        for (int d = 0; d < 10 && state < start_state; ++d) {
            const mpsz_code code = compute_mpsz_code(d, suit);
            if (code == no_tile) continue;
            t.slot[state][static_cast<std::size_t>('0' + d)] = kind_of(code);
            t.next[state][static_cast<std::size_t>('0' + d)] = static_cast<std::uint8_t>(suit + 4);
        }
        if (state >= 4) {  // a letter closes the run to its left; after a letter, none may
            for (const char c : {'m', 'p', 's', 'z'}) {
                t.slot[state][static_cast<unsigned char>(c)] = skip_slot;
                t.next[state][static_cast<unsigned char>(c)] =
                    static_cast<std::uint8_t>(mpsz_suit(c));
            }
        }
    }
    return t;
}
constexpr count_tables count_table = make_count_tables();

}  // namespace

}  // namespace hupai::detail

namespace hupai {

// Two table loads and an increment a byte, no branch on the bytes: which bytes are letters is
// what random hands mispredict. Every byte that is not plain MPSZ counts in the bad slot,
// checked once at the end. 255 bytes at most keep every slot within a byte.
bool read_counts(std::string_view text, std::span<std::uint8_t, kinds> out) noexcept {
    using namespace detail;
    if (text.empty() || text.size() > 255) return false;
    std::array<std::uint8_t, kinds + 2> slots{};
    std::size_t state = start_state;
    for (std::size_t i = text.size(); i-- > 0;) {
        const auto byte = static_cast<unsigned char>(text[i]);
        slots[count_table.slot[state][byte]] += 1;
        state = count_table.next[state][byte];
    }
    std::uint8_t most = 0;  // a max over bytes: the compiler makes it a few vector instructions
    for (std::size_t k = 0; k < kinds; ++k) most = std::max(most, slots[k]);
    if (state < 4 || state >= start_state || slots[bad_slot] != 0 || most > copies) return false;
    std::memcpy(out.data(), slots.data(), kinds);
    return true;
}

}  // namespace hupai

namespace hupai::detail {

result<hand> read_mpsz_general(std::string_view text, hand_builder& b) {
    return read_hand<mpsz_reader>(text, b);
}

result<hand> read_mpsz_general(std::string_view text) {
    hand_builder b;
    return read_mpsz_general(text, b);
}

}  // namespace hupai::detail

namespace hupai {

result<tile> parse_tile(std::string_view text) {
    const std::string quoted = "'" + std::string(text) + "'";
    if (text.empty() || !detail::is_digit(text[0])) {
        return make_error(errc::invalid_tile, quoted + " is not a tile like 7z or 0m");
    }
    if (text.size() == 1 || detail::mpsz_suit(text[1]) < 0) {
        if (text.size() == 1 || !detail::is_digit(text[1])) {
            return make_error(errc::missing_suit, quoted + ": the digit needs m, p, s, z or f");
        }
        return make_error(errc::invalid_tile, quoted + " is more than one tile", 1);
    }
    if (text.size() > 2)
        return make_error(errc::invalid_tile, quoted + " is more than one tile", 2);
    if (const auto kind = detail::kind_named(text)) return *kind;
    return make_error(errc::invalid_tile, quoted + " is not a tile");
}

}  // namespace hupai
