// Values of named settings read from text (rule flags, situation fields): one spelling of
// booleans and integers, and one error message, for every setter.
#pragma once

#include <string_view>
#include <vector>

#include "hupai/error.hpp"

namespace hupai::detail {

/// true/1/yes/on or false/0/no/off. Errors: invalid_value "<name> takes true or false, not '…'".
result<bool> parse_bool(std::string_view name, std::string_view v);

/// A decimal integer in [lo, hi]. Errors: invalid_value "<name> takes an integer from lo to hi,
/// not '…'".
result<int> parse_int(std::string_view name, std::string_view v, int lo, int hi);

}  // namespace hupai::detail
