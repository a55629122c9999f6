// Lists of tiles in option values ("5z,6z", "中", "一万 9p"): the settings above the notation
// layer (situations, the command's options) read tiles in any notation a hand takes.
#pragma once

#include <string_view>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/notation.hpp"

namespace hupai::detail {

/// The tiles a list names, in order: pieces separated by commas or spaces, each one tile (or,
/// unless `one_per_piece`, a run of tiles) in any notation a hand takes ("5z,6z", "中", "一万 9p",
/// "7m7m", "0p" a red five). Errors, at the offset of the piece: those of parse_hand for it;
/// invalid_value "<name> takes tiles, not '…'" for a piece holding a meld, a joker or (with
/// `one_per_piece`) more than one tile.
result<std::vector<written_tile>> parse_tile_list(std::string_view name, std::string_view v,
                                                  bool one_per_piece = false);

}  // namespace hupai::detail
