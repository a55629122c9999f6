// last_concealed_tile: the tile a hand text lists last outside its melds (the default winning
// tile of a score), in any notation: the readers' builder notes it as it reads.
#include "hupai/notation.hpp"
#include "notation/readers.hpp"

namespace hupai {

result<written_tile> last_concealed_tile(std::string_view text, notation n) {
    if (text.size() > max_line_bytes) return parse_hand(text, n).err();
    detail::hand_builder b;
    if (auto h = detail::read_in(n, text, b); !h) return std::move(h).err();
    return b.last_concealed();
}

}  // namespace hupai
