// Values of named settings read from text (rule flags, situation fields): one spelling of
// booleans and integers, and one error message, for every setter.
#pragma once

#include <string_view>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/notation.hpp"

namespace hupai::detail {

/// true/1/yes/on or false/0/no/off. Errors: invalid_value "<name> takes true or false, not '…'".
result<bool> parse_bool(std::string_view name, std::string_view v);

/// A decimal integer in [lo, hi]. Errors: invalid_value "<name> takes an integer from lo to hi,
/// not '…'".
result<int> parse_int(std::string_view name, std::string_view v, int lo, int hi);

/// The tiles a list names, in order: pieces separated by commas or spaces, each one tile (or,
/// unless `one_per_piece`, a run of tiles) in any notation a hand takes ("5z,6z", "中", "一万 9p",
/// "7m7m", "0p" a red five). Errors, at the offset of the piece: those of parse_hand for it;
/// invalid_value "<name> takes tiles, not '…'" for a piece holding a meld, a joker or (with
/// `one_per_piece`) more than one tile.
result<std::vector<written_tile>> parse_tile_list(std::string_view name, std::string_view v,
                                                  bool one_per_piece = false);

}  // namespace hupai::detail
