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

result<hand> parse_hand(std::string_view text, notation n) {
    if (text.size() > max_line_bytes) {
        return make_error(errc::line_too_long,
                          std::to_string(text.size()) + " bytes (at most 1000) at byte 1000",
                          max_line_bytes);
    }
    if (n == notation::automatic) {
        // A plain MPSZ hand (digits, suit letters, spaces, `?`) is what detection would call
        // MPSZ anyway: read it before paying for detection.
        hand h;
        if (detail::read_plain_mpsz(text, h)) return h;
        n = detect_notation(text);
        if (n == notation::mpsz) return detail::read_mpsz_general(text);
    }
    switch (n) {
        case notation::unicode:
            return detail::read_unicode(text);
        case notation::chinese:
            return detail::read_chinese(text);
        case notation::codes:
            return detail::read_codes(text);
        case notation::mediatek:
            return detail::read_mediatek(text);
        case notation::automatic:
        case notation::mpsz:
            break;
    }
    return detail::read_mpsz(text);
}

}  // namespace hupai
