// parse_hand's dispatch to the readers, and the notation names.
#include <array>
#include <string>

#include "hupai/notation.hpp"
#include "notation/readers.hpp"

namespace hupai {

namespace {
constexpr std::array<std::string_view, 6> notation_names = {"auto",    "mpsz",  "unicode",
                                                            "chinese", "codes", "mediatek"};
}  // namespace

std::string_view name(notation n) noexcept {
    const auto i = static_cast<std::size_t>(n);
    return i < notation_names.size() ? notation_names[i] : std::string_view("unknown");
}

result<notation> parse_notation_name(std::string_view text) {
    for (std::size_t i = 0; i < notation_names.size(); ++i) {
        if (notation_names[i] == text) return static_cast<notation>(i);
    }
    return make_error(errc::unknown_notation,
                      "'" + std::string(text) +
                          "' is not a notation (auto, mpsz, unicode, chinese, codes, mediatek)");
}

namespace detail {
result<hand> read_in(notation n, std::string_view text, hand_builder& b) {
    switch (n == notation::automatic ? detect_notation(text) : n) {
        case notation::unicode:
            return read_unicode(text, b);
        case notation::chinese:
            return read_chinese(text, b);
        case notation::codes:
            return read_codes(text, b);
        case notation::mediatek:
            return read_mediatek(text, b);
        case notation::automatic:
        case notation::mpsz:
            break;
    }
    return read_mpsz_general(text, b);
}
}  // namespace detail

result<hand> parse_hand(std::string_view text, notation n) {
    if (text.size() > max_line_bytes) {
        return make_error(errc::line_too_long,
                          std::to_string(text.size()) + " bytes (at most 1000) at byte 1000",
                          max_line_bytes);
    }
    // A plain MPSZ hand (digits, suit letters, spaces, `?`) is what detection would call MPSZ
    // anyway: read it before paying for detection.
    hand h;
    if ((n == notation::automatic || n == notation::mpsz) && detail::read_plain_mpsz(text, h)) {
        return h;
    }
    detail::hand_builder b;
    return detail::read_in(n, text, b);
}

}  // namespace hupai
