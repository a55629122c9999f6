// Rule options shared by every command and the batch lines: a preset plus flag overrides.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"

namespace hupai::cli {

/// A rule flag set by name, as given (--set NAME=VALUE, --NAME VALUE, --wild, a batch line).
struct flag_override {
    std::string flag;  ///< canonical name from hupai::flag_names()
    std::string value;
};

/// The preset, then the overrides in the order given.
struct rule_options {
    std::string preset = "chinese";
    std::vector<flag_override> overrides;
};

/// The notation hands are read in: the one given, else the preset's (the MediaTek letters for
/// mediatek, which auto-detection never guesses; auto otherwise).
notation notation_for(std::optional<notation> given, std::string_view preset) noexcept;

/// Applies overrides to `r` in order. Errors: those of hupai::set_flag.
result<void> apply_overrides(rules& r, const std::vector<flag_override>& overrides);

/// A wild flag's value with its kinds in MPSZ ("中,5z" → "7z,5z"): the command line and batch
/// lines name them in any notation a hand takes, the rules read MPSZ. A value that is not a list
/// of tiles comes back as it is, for the rules to refuse.
std::string wild_in_mpsz(std::string_view text);

/// preset(o.preset) with o.overrides applied. Errors: unknown_preset and those of set_flag.
result<rules> build_rules(const rule_options& o);

/// The canonical flag name an option spells, accepting dashes for underscores:
/// "seven-pairs-quads" and "seven_pairs_quads" both give "seven_pairs_quads"; nullopt if none.
std::optional<std::string_view> canonical_flag(std::string_view spelled) noexcept;

/// Parses "NAME=VALUE" (NAME as canonical_flag accepts). Errors: invalid_value (no '='),
/// unknown_flag.
result<flag_override> parse_assignment(std::string_view text);

/// The tiles seen outside the hand (--visible, a batch line's "visible"): counts of the 34 kinds
/// from a hand text in any notation, melds included. Errors: those of parse_hand, and
/// invalid_value for jokers or flowers.
result<std::array<std::uint8_t, kinds>> parse_visible(std::string_view text, notation n);

}  // namespace hupai::cli
