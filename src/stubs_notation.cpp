// TEMPORARY stubs so the tree links while the notation module is written; removed by it.
#include "hupai/notation.hpp"

namespace hupai {
std::string_view name(notation) noexcept { return "mpsz"; }
result<notation> parse_notation_name(std::string_view) { return make_error(errc::unknown_notation, "not yet"); }
result<hand> parse_hand(std::string_view, notation) { return make_error(errc::empty_hand, "not yet"); }
notation detect_notation(std::string_view) noexcept { return notation::mpsz; }
std::string format_hand(const hand&) { return {}; }
std::string format_tile(tile t) { return std::to_string(number_of(t)) + "mpszf"[static_cast<int>(suit_of(t))]; }
result<tile> parse_tile(std::string_view) { return make_error(errc::invalid_tile, "not yet"); }
}  // namespace hupai
