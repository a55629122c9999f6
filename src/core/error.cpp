// Error names and messages: the stable text every message starts with.
#include "hupai/error.hpp"

#include <array>

namespace hupai {

namespace {
constexpr std::array<std::string_view, 24> error_names = {
    "unknown_character",    "missing_suit",     "invalid_tile",     "too_many_copies",
    "invalid_meld",         "too_many_melds",   "empty_hand",       "line_too_long",
    "invalid_utf8",         "wrong_hand_size",  "hand_too_large",   "forbidden_tile",
    "forbidden_meld",       "missing_wildcard", "invalid_wildcard", "unknown_preset",
    "unknown_flag",         "invalid_value",    "unknown_notation", "not_a_win",
    "impossible_situation", "invalid_json",     "unknown_op",       "too_far",
};
static_assert(error_names.size() == static_cast<std::size_t>(errc::too_far) + 1,
              "every errc needs a name");
}  // namespace

std::string_view name(errc code) noexcept {
    const auto i = static_cast<std::size_t>(code);
    return i < error_names.size() ? error_names[i] : std::string_view("unknown_error");
}

error make_error(errc code, std::string_view detail, std::size_t offset) {
    std::string message(name(code));
    message += ": ";
    message += detail;
    return error{code, offset, std::move(message)};
}

}  // namespace hupai
