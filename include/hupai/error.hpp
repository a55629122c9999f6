// hupai/error.hpp — errors as values.
//
// Every failure the library can report is an `errc` with a stable snake_case name. An `error`
// carries the code, the byte offset of the offending input (for parse errors; 0 otherwise) and a
// message that always starts with the code's name, e.g. "unknown_character: 'x' at byte 4".
// Malformed input is an error; a valid hand that does not win is an ordinary answer.
#pragma once

#include <cassert>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>

namespace hupai {

enum class errc : std::uint8_t {
    unknown_character,     ///< a byte or code point no notation uses here
    missing_suit,          ///< a digit run not closed by m/p/s/z/f
    invalid_tile,          ///< a tile that does not exist (8z, 0z, 9f, code 409…)
    too_many_copies,       ///< more than 4 of a kind across hand and melds
    invalid_meld,          ///< a bracketed group that is not a chow, pung or kong
    too_many_melds,        ///< more than 4 declared melds
    empty_hand,            ///< no tiles at all
    line_too_long,         ///< input over 1,000 bytes
    invalid_utf8,          ///< malformed UTF-8
    wrong_hand_size,       ///< the size does not fit the question (3n+2 for a win, 3n+1 for waits)
    hand_too_large,        ///< more tiles than 14 (+ in-hand kongs) allow
    forbidden_tile,        ///< a kind the preset does not have (honours in sichuan, flowers…)
    forbidden_meld,        ///< a declared meld the preset forbids (chows in sichuan, honour chows)
    missing_wildcard,      ///< the preset needs a wild kind (ruijin) and none was given
    invalid_wildcard,      ///< a wild kind that does not exist
    unknown_preset,        ///< a rules name that is not a preset
    unknown_flag,          ///< a rule-flag name that does not exist
    invalid_value,         ///< an option or flag value of the wrong shape
    unknown_notation,      ///< a --notation name that does not exist
    not_a_win,             ///< scoring: the hand is not complete
    impossible_situation,  ///< scoring: a situation that cannot happen (ippatsu without riichi…)

    // The command's and batch mode's codes: the library never returns them. They live here so
    // that every code the hupai command prints has a stable name and a message of the same form.
    invalid_json,  ///< a batch line that is not valid JSON or not of the batch shape
    unknown_op,    ///< a batch op that does not exist

    // Library codes added later keep the numbers above stable.
    too_far,  ///< expected values: the search passed its state budget (ev_options::max_states)
};

/// The stable name of a code, e.g. "unknown_character".
std::string_view name(errc code) noexcept;

struct error {
    errc code;
    std::size_t offset = 0;  ///< byte offset into the input for parse errors, else 0
    std::string message;     ///< starts with name(code) followed by ": "
};

/// Builds an error whose message is "<name>: <detail>".
error make_error(errc code, std::string_view detail, std::size_t offset = 0);

/// A value or an error (C++20 has no std::expected). Never throws on access misuse.
///
/// Preconditions: value(), operator* and operator-> require ok(); err() requires !ok(). Debug
/// builds (without NDEBUG) check them with assert; release builds leave the behaviour of a
/// violation undefined. The *_unchecked accessors never check, for loops that have just tested
/// ok() (simdjson's value_unsafe()).
/// Example: auto h = parse_hand("123m"); if (!h) return h.err().code; use(*h);
template <class T>
class [[nodiscard]] result {
public:
    result(T value) : v_(std::move(value)) {}  // NOLINT(google-explicit-constructor)
    result(error err) : v_(std::move(err)) {}  // NOLINT(google-explicit-constructor)
    bool ok() const noexcept { return v_.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & {
        assert(ok() && "hupai::result::value() on an error");
        return value_unchecked();
    }
    const T& value() const& {
        assert(ok() && "hupai::result::value() on an error");
        return value_unchecked();
    }
    T&& value() && {
        assert(ok() && "hupai::result::value() on an error");
        return std::move(value_unchecked());
    }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const error& err() const& {
        assert(!ok() && "hupai::result::err() on a value");
        return err_unchecked();
    }
    error&& err() && {
        assert(!ok() && "hupai::result::err() on a value");
        return std::move(*std::get_if<1>(&v_));
    }

    /// value() without the debug check. Precondition: ok().
    T& value_unchecked() & noexcept { return *std::get_if<0>(&v_); }
    const T& value_unchecked() const& noexcept { return *std::get_if<0>(&v_); }
    T&& value_unchecked() && noexcept { return std::move(*std::get_if<0>(&v_)); }
    /// err() without the debug check. Precondition: !ok().
    const error& err_unchecked() const& noexcept { return *std::get_if<1>(&v_); }

private:
    std::variant<T, error> v_;
};

/// result<void>: success or an error. err() requires !ok() (assert in debug builds).
template <>
class [[nodiscard]] result<void> {
public:
    result() = default;
    result(error err) : err_(std::move(err)), ok_(false) {}  // NOLINT(google-explicit-constructor)
    bool ok() const noexcept { return ok_; }
    explicit operator bool() const noexcept { return ok_; }
    const error& err() const& {
        assert(!ok_ && "hupai::result<void>::err() on success");
        return err_;
    }
    /// err() without the debug check. Precondition: !ok().
    const error& err_unchecked() const& noexcept { return err_; }

private:
    error err_{errc::invalid_value, 0, {}};
    bool ok_ = true;
};

}  // namespace hupai
