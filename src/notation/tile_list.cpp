// parse_tile_list (tile_list.hpp): each piece of a list read as a hand.
#include "notation/tile_list.hpp"

#include <string>

namespace hupai::detail {

result<std::vector<written_tile>> parse_tile_list(std::string_view name, std::string_view v,
                                                  bool one_per_piece) {
    std::vector<written_tile> out;
    std::size_t i = 0;
    while (i < v.size()) {
        while (i < v.size() && (v[i] == ',' || v[i] == ' ')) ++i;
        std::size_t j = i;
        while (j < v.size() && v[j] != ',' && v[j] != ' ') ++j;
        if (j == i) break;
        const std::string_view piece = v.substr(i, j - i);
        auto h = parse_hand(piece);
        if (!h) return error{h.err().code, i, h.err().message};
        if (h->meld_count != 0 || h->jokers != 0 ||
            (one_per_piece && h->concealed_size() + h->flower_count() != 1)) {
            return make_error(errc::invalid_value,
                              std::string(name) + " takes tiles, not '" + std::string(piece) + "'",
                              i);
        }
        for (int t = 0; t < all_kinds; ++t) {
            int reds = is_suited(static_cast<tile>(t)) && number_of(static_cast<tile>(t)) == 5
                           ? h->red_fives[static_cast<std::size_t>(t / 9)]
                           : 0;
            for (int n = 0; n < h->counts[static_cast<std::size_t>(t)]; ++n, --reds) {
                out.push_back({static_cast<tile>(t), reds > 0});
            }
        }
        i = j;
    }
    return out;
}

}  // namespace hupai::detail
