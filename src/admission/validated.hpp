// The questions of a hand validated once: the entries the layers above the library (the
// answerer, the command) use where one request asks several questions of one hand. The public
// calls (hupai/analysis.hpp) each validate the hand themselves; these take a validated_hand,
// which only admit() makes, and check no more than the size rule of their own question.
//
// Internal: not under include/hupai/, and it includes the public headers alone, so that a layer
// above the library reads nothing else of src/ through it (tools/include_graph.py lets answer/,
// serve/ and cli/ include this header and no other of src/).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "admission/compiled.hpp"
#include "hupai/analysis.hpp"
#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"

namespace hupai::detail {

/// A hand that validate_hand(h, r, p) accepts, with its rules compiled: proof made by admit()
/// alone. It refers to the hand it was made of, which must outlive it.
class validated_hand {
public:
    /// validate_hand(h, c.of(), p) by the admission step (the counts of a hand of concealed
    /// tiles, else validate_hand itself): the proof, or validate_hand's error.
    static result<validated_hand> admit(const hand& h, const compiled_rules& c, purpose p);
    /// The same, the rules compiled for this hand alone.
    static result<validated_hand> admit(const hand& h, const rules& r, purpose p) {
        return admit(h, compile_rules(r), p);
    }

    /// The same hand for question p: a hand valid for one purpose differs from validate_hand(…,
    /// p) only in the size rule (the tiles, melds and rules are checked alike), so only that is
    /// checked. Errors: those of validate_hand(…, p).
    [[nodiscard]] result<validated_hand> for_purpose(purpose p) const;

    [[nodiscard]] const hand& held() const noexcept { return *h_; }
    [[nodiscard]] const rules& rules_of() const noexcept { return c_.of(); }
    [[nodiscard]] const compiled_rules& compiled() const noexcept { return c_; }
    [[nodiscard]] purpose admitted_for() const noexcept { return p_; }

private:
    validated_hand(const hand& h, const compiled_rules& c, purpose p) noexcept
        : h_(&h), c_(c), p_(p) {}
    const hand* h_;
    compiled_rules c_;
    purpose p_;
};

// The questions of a hand not yet validated, under rules compiled once (for the many hands of a
// batch): the public calls' answers and errors, each admitting the hand by its own road.

/// check_win(h, c.of()).
result<win_result> check_win(const hand& h, const compiled_rules& c);

/// compute_shanten(h, c.of()).
result<shanten_result> compute_shanten(const hand& h, const compiled_rules& c);

/// shanten_number(h, c.of()).
result<int> shanten_number(const hand& h, const compiled_rules& c);

/// find_waits(h, c.of()).
result<waits_result> find_waits(const hand& h, const compiled_rules& c);

/// check_win of a validated hand. Errors: validate_hand(…, win)'s size rule.
result<win_result> check_win(const validated_hand& v);

/// compute_shanten of a validated hand (of any purpose: every valid hand has a shanten).
result<shanten_result> compute_shanten(const validated_hand& v);

/// decompose of a validated hand. Errors: validate_hand(…, win)'s size rule.
result<std::vector<decomposition>> decompose(const validated_hand& v, std::size_t limit);

/// find_waits of a validated hand. Errors: validate_hand(…, wait)'s size rule.
result<waits_result> find_waits(const validated_hand& v);

/// analyze_discards of a validated hand. Errors: validate_hand(…, win)'s size rule;
/// too_many_copies (check_copies of the hand and `visible`).
result<std::vector<discard_choice>> analyze_discards(
    const validated_hand& v, const std::array<std::uint8_t, kinds>* visible = nullptr);

/// analyze_draws of a validated hand. Errors: validate_hand(…, wait)'s size rule;
/// too_many_copies (check_copies of the hand and `visible`).
result<draw_choice> analyze_draws(const validated_hand& v,
                                  const std::array<std::uint8_t, kinds>* visible = nullptr);

}  // namespace hupai::detail
