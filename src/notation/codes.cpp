// The reader of the numeric codes: 101–109 characters, 201–209 dots, 301–309 bamboo,
// 401–407 东 西 南 北 中 发 白, 501–508 flowers 春夏秋冬梅兰竹菊 (the published list stops at 504;
// the other four follow the same order). Separated by whitespace or commas; melds as [101 102 103].
#include <array>
#include <string>

#include "notation/read_loop.hpp"
#include "notation/readers.hpp"

namespace hupai::detail {

namespace {

// The codes order honours 东 西 南 北 中 发 白; MPSZ orders them E S W N white green red.
constexpr std::array<tile, 7> honour_of_code = {27, 29, 28, 30, 33, 32, 31};

// The kind a three-digit code names, or -1.
constexpr int kind_of_code(int code) {
    const int family = code / 100;
    const int n = code % 100;
    switch (family) {
        case 1:
        case 2:
        case 3:
            return n >= 1 && n <= 9 ? (family - 1) * 9 + n - 1 : -1;
        case 4:
            return n >= 1 && n <= 7 ? honour_of_code[static_cast<std::size_t>(n - 1)] : -1;
        case 5:
            return n >= 1 && n <= flower_kinds ? kinds + n - 1 : -1;
        default:
            return -1;
    }
}

struct codes_reader {
    static constexpr bool bracketed = true;

    static std::size_t read(std::string_view text, std::size_t i, hand_builder& b) {
        if (text[i] == ',') return i + 1;
        const std::size_t start = i;
        int code = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9' && i - start < 4) {
            code = code * 10 + (text[i] - '0');
            ++i;
        }
        if (i == start) {
            b.reject(text, i);
            return read_failed;
        }
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
        const int kind = i - start == 3 ? kind_of_code(code) : -1;
        if (kind < 0) {
            b.fail(errc::invalid_tile,
                   "'" + std::string(text.substr(start, i - start)) +
                       "' is not a tile code (101-109, 201-209, 301-309, 401-407, 501-508)",
                   start);
            return read_failed;
        }
        return b.add(static_cast<tile>(kind), false, start) ? i : read_failed;
    }
};

}  // namespace

result<hand> read_codes(std::string_view text, hand_builder& b) {
    return read_hand<codes_reader>(text, b);
}

}  // namespace hupai::detail
