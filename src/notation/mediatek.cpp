// The reader of the MediaTek contest letters: A–I characters, 1–9 dots, a–i bamboo. The contest
// hands are concealed only (14–18 tiles, kongs kept in hand), so there are no brackets and no
// jokers; whitespace between letters is tolerated.
#include "notation/read_loop.hpp"
#include "notation/readers.hpp"

namespace hupai::detail {

namespace {

struct mediatek_reader {
    static constexpr bool bracketed = false;

    static std::size_t read(std::string_view text, std::size_t i, hand_builder& b) {
        const char c = text[i];
        int kind = -1;
        if (c >= 'A' && c <= 'I') kind = c - 'A';
        if (c >= '1' && c <= '9') kind = 9 + (c - '1');
        if (c >= 'a' && c <= 'i') kind = 18 + (c - 'a');
        if (kind < 0) {
            b.reject(text, i, "MediaTek letters are A-I, 1-9 and a-i");
            return read_failed;
        }
        return b.add(static_cast<tile>(kind), false, i) ? i + 1 : read_failed;
    }
};

}  // namespace

result<hand> read_mediatek(std::string_view text, hand_builder& b) {
    return read_hand<mediatek_reader>(text, b);
}

}  // namespace hupai::detail
