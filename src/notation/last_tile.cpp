// last_concealed_tile: the tile a hand text lists last outside its melds (the default winning
// tile of a score).
#include <string>

#include "hupai/notation.hpp"

namespace hupai {

result<written_tile> last_concealed_tile(std::string_view text) {
    if (detect_notation(text) != notation::mpsz) {
        return make_error(errc::invalid_value,
                          "the winning tile is read from MPSZ text only: name it (win_tile)");
    }
    int depth = 0;
    std::size_t run_end = 0;  // one past the last digit of the current run outside melds
    char last_digit = 0;
    char last_suit = 0;
    bool joker_last = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '[' || c == '(') {
            ++depth;
        } else if (c == ']' || c == ')') {
            --depth;
        } else if (depth > 0) {
            continue;
        } else if (c >= '0' && c <= '9') {
            run_end = i + 1;
            joker_last = false;
        } else if (c == '?') {
            joker_last = true;
        } else if ((c == 'm' || c == 'p' || c == 's' || c == 'z') && run_end != 0) {
            last_digit = text[run_end - 1];
            last_suit = c;
            run_end = 0;
        } else if (c == 'f') {
            run_end = 0;  // flowers are set aside: never the winning tile
        }
    }
    if (joker_last) return make_error(errc::invalid_value, "the last concealed tile is a joker");
    if (last_suit == 0) return make_error(errc::invalid_value, "the hand has no concealed tile");
    const std::string written{last_digit, last_suit};
    auto t = parse_tile(written);
    if (!t) return std::move(t).err();
    return written_tile{*t, last_digit == '0'};
}

}  // namespace hupai
