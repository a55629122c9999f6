// The ev situation and options set by key from text (set_ev_situation, set_ev_option): the
// batch op's and the command's one reading.
#include <algorithm>
#include <string>

#include "core/value_text.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"

namespace hupai {

namespace {

result<ev_tile> one_tile(std::string_view text) {
    auto t = parse_tile(text);
    if (!t) return std::move(t).err();
    return ev_tile{*t, !text.empty() && text[0] == '0'};
}

}  // namespace

result<void> set_ev_situation(ev_situation& s, std::string_view key, std::string_view value) {
    if (key == "seat_wind" || key == "round_wind") {
        auto t = parse_tile(value);
        if (!t) return std::move(t).err();
        if (!is_wind(*t)) {
            return make_error(errc::invalid_value,
                              std::string(key) + " is 1z-4z, not '" + std::string(value) + "'");
        }
        (key == "seat_wind" ? s.seat_wind : s.round_wind) = *t;
    } else if (key == "dora_indicators") {
        s.dora_count = 0;
        std::size_t at = 0;
        while (at < value.size()) {
            const std::size_t end = std::min(value.find_first_of(", ", at), value.size());
            if (end > at) {
                if (s.dora_count == max_indicators) {
                    return make_error(errc::invalid_value, "at most 5 dora indicators");
                }
                auto t = one_tile(value.substr(at, end - at));
                if (!t) return std::move(t).err();
                s.dora_indicators[s.dora_count++] = *t;
            }
            at = end + 1;
        }
    } else if (key == "seen") {
        s.seen.fill(0);
        s.seen_red.fill(0);
        if (value.find_first_not_of(' ') == std::string_view::npos) return {};
        auto h = parse_hand(value);
        if (!h) return std::move(h).err();
        for (int t = 0; t < kinds; ++t) {
            s.seen[static_cast<std::size_t>(t)] =
                static_cast<std::uint8_t>(h->held(static_cast<tile>(t)));
        }
        s.seen_red = h->red_fives;
        for (int i = 0; i < h->meld_count; ++i) {
            const meld& m = h->melds[static_cast<std::size_t>(i)];
            if (m.red != 0 && is_suited(m.tiles[0])) {
                s.seen_red[static_cast<std::size_t>(m.tiles[0] / 9)] = static_cast<std::uint8_t>(
                    s.seen_red[static_cast<std::size_t>(m.tiles[0] / 9)] + m.red);
            }
        }
    } else if (key == "honba" || key == "riichi_sticks") {
        auto v = detail::parse_int(key, value, 0, 1000);
        if (!v) return std::move(v).err();
        (key == "honba" ? s.honba : s.riichi_sticks) = *v;
    } else {
        return make_error(errc::unknown_flag,
                          "'" + std::string(key) +
                              "' is not an ev situation key (seat_wind, round_wind, "
                              "dora_indicators, seen, honba, riichi_sticks)");
    }
    return {};
}

result<void> set_ev_option(ev_options& o, std::string_view key, std::string_view value) {
    int* number = key == "t_min"   ? &o.t_min
                  : key == "t_max" ? &o.t_max
                  : key == "wall"  ? &o.wall
                  : key == "extra" ? &o.extra
                                   : nullptr;
    bool* flag = key == "shanten_down" ? &o.shanten_down
                 : key == "tegawari"   ? &o.tegawari
                 : key == "red_dora"   ? &o.red_dora
                 : key == "ura_dora"   ? &o.ura_dora
                                       : nullptr;
    if (number != nullptr) {
        auto v = detail::parse_int(key, value, key == "extra" ? -14 : 0,
                                   key == "wall"    ? 136
                                   : key == "extra" ? 14
                                                    : 18);
        if (!v) return std::move(v).err();
        *number = *v;
    } else if (flag != nullptr) {
        auto v = detail::parse_bool(key, value);
        if (!v) return std::move(v).err();
        *flag = *v;
    } else if (key == "max_states") {
        auto v = detail::parse_int(key, value, 1, 100'000'000);
        if (!v) return std::move(v).err();
        o.max_states = static_cast<std::size_t>(*v);
    } else if (key == "links") {
        if (value != "both" && value != "moves") {
            return make_error(errc::invalid_value,
                              "links is both or moves, not '" + std::string(value) + "'");
        }
        o.links = value == "both" ? ev_links::both : ev_links::moves;
    } else {
        return make_error(errc::unknown_flag,
                          "'" + std::string(key) +
                              "' is not an ev option (t_min, t_max, wall, extra, shanten_down, "
                              "tegawari, red_dora, ura_dora, max_states, links)");
    }
    return {};
}

}  // namespace hupai
