// Error-message descriptions of characters (decoding itself is constexpr in the header).
#include "notation/utf8.hpp"

#include <cstdio>

namespace hupai::detail {

std::string describe_character(std::string_view text, std::size_t i) {
    char buffer[32];
    const auto b = static_cast<unsigned char>(text[i]);
    if (b >= 0x20 && b < 0x7F) {
        std::snprintf(buffer, sizeof buffer, "'%c'", static_cast<char>(b));
        return buffer;
    }
    const decoded d = decode_utf8(text, i);
    if (d.length <= 1) {
        std::snprintf(buffer, sizeof buffer, "byte 0x%02x", b);
        return buffer;
    }
    std::snprintf(buffer, sizeof buffer, " (U+%04X)", static_cast<unsigned>(d.code_point));
    return "'" + std::string(text.substr(i, d.length)) + "'" + buffer;
}

}  // namespace hupai::detail
