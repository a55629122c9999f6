// Booleans and integers of named settings, from text (value_text.hpp).
#include "core/value_text.hpp"

#include <charconv>
#include <string>

#include "hupai/hand.hpp"

namespace hupai::detail {

result<bool> parse_bool(std::string_view name, std::string_view v) {
    if (v == "true" || v == "1" || v == "yes" || v == "on") return true;
    if (v == "false" || v == "0" || v == "no" || v == "off") return false;
    return make_error(errc::invalid_value,
                      std::string(name) + " takes true or false, not '" + std::string(v) + "'");
}

result<int> parse_int(std::string_view name, std::string_view v, int lo, int hi) {
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < lo || n > hi) {
        return make_error(errc::invalid_value,
                          std::string(name) + " takes an integer from " + std::to_string(lo) +
                              " to " + std::to_string(hi) + ", not '" + std::string(v) + "'");
    }
    return n;
}

}  // namespace hupai::detail
