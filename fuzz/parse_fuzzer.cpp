// Arbitrary bytes through parse_hand in every notation. Whatever parses must survive the
// canonical round trip: format_hand → parse_hand (as MPSZ and auto-detected) gives the same hand,
// and formatting that hand again gives the same text. The MPSZ fast path is checked against the
// general reader on the same bytes.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "hupai/notation.hpp"
#include "notation/readers.hpp"

namespace {

constexpr hupai::notation all_notations[] = {
    hupai::notation::automatic, hupai::notation::mpsz,  hupai::notation::unicode,
    hupai::notation::chinese,   hupai::notation::codes, hupai::notation::mediatek,
};

void check_reads_back(const hupai::hand& h, hupai::notation as) {
    const std::string canonical = hupai::format_hand(h);
    const auto again = hupai::parse_hand(canonical, as);
    if (!again.ok() || !(*again == h) || hupai::format_hand(*again) != canonical) {
        __builtin_trap();
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    // The MPSZ fast path must agree with the general reader whenever it accepts.
    if (hupai::hand fast;
        size <= hupai::max_line_bytes && hupai::detail::read_plain_mpsz(text, fast)) {
        const auto general = hupai::detail::read_mpsz_general(text);
        if (!general.ok() || !(*general == fast)) __builtin_trap();
    }
    for (const auto n : all_notations) {
        const auto h = hupai::parse_hand(text, n);
        if (!h.ok()) {
            if (h.err().offset > size) __builtin_trap();
            continue;
        }
        check_reads_back(*h, hupai::notation::mpsz);
        check_reads_back(*h, hupai::notation::automatic);
    }
    return 0;
}
