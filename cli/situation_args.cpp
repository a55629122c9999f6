// The situation of a win from command-line options or a batch line's "situation" object.
#include "situation_args.hpp"

#include <nlohmann/json.hpp>

namespace hupai::cli {

namespace {

using json = nlohmann::json;

error json_error(std::string_view what) { return make_error(errc::invalid_json, what); }

result<void> read_bool(const json& v, std::string_view key, bool& out) {
    if (!v.is_boolean()) return json_error("situation." + std::string(key) + " is true or false");
    out = v.get<bool>();
    return {};
}

result<void> read_int(const json& v, std::string_view key, int lo, int hi, int& out) {
    if (!v.is_number_integer() || v.get<long long>() < lo || v.get<long long>() > hi) {
        return json_error("situation." + std::string(key) + " is an integer from " +
                          std::to_string(lo) + " to " + std::to_string(hi));
    }
    out = static_cast<int>(v.get<long long>());
    return {};
}

result<void> read_tile_text(const json& v, std::string_view key, std::string& out) {
    if (!v.is_string())
        return json_error("situation." + std::string(key) + " is a tile, e.g. \"1z\"");
    out = v.get<std::string>();
    return {};
}

result<void> read_tiles(const json& v, std::string_view key, std::vector<std::string>& out) {
    if (!v.is_array()) return json_error("situation." + std::string(key) + " lists tiles");
    for (const auto& t : v) {
        if (!t.is_string()) return json_error("situation." + std::string(key) + " lists tiles");
        out.push_back(t.get<std::string>());
    }
    return {};
}

result<tile> wind(std::string_view text, std::string_view what) {
    auto t = parse_tile(text);
    if (!t || *t < make_tile(suit::honour, 1) || *t > make_tile(suit::honour, 4)) {
        return make_error(errc::invalid_value,
                          std::string(what) + " is a wind 1z–4z, not '" + std::string(text) + "'");
    }
    return *t;
}

// MPSZ: the digit before the last suit letter, skipping flowers ("…12f" → the tile before) and
// jokers.
std::optional<tile> last_mpsz_tile(std::string text) {
    while (!text.empty()) {
        const char s = text.back();
        const bool letter = s == 'm' || s == 'p' || s == 's' || s == 'z' || s == 'f';
        const std::size_t n = text.size();
        if (!letter || n < 2 || text[n - 2] < '0' || text[n - 2] > '9') {
            text.pop_back();  // a joker, a space, or a letter whose digits are all dropped
            continue;
        }
        if (s != 'f') {
            auto t = parse_tile(std::string{text[n - 2], s});
            return t ? std::optional<tile>(*t) : std::nullopt;
        }
        text.erase(n - 2, 1);  // a flower: drop it, keep its letter for the digits before
    }
    return std::nullopt;
}

// Other notations write one tile per unit: drop units from the end until the text reads as a
// hand with one tile fewer; that tile is the last one (flowers skipped).
std::optional<tile> last_unit_tile(std::string text, notation n) {
    auto full = parse_hand(text, n);
    if (!full) return std::nullopt;
    hand before = *full;
    while (!text.empty()) {
        std::size_t cut = text.size() - 1;
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
        text.erase(cut);
        auto h = parse_hand(text, n);
        if (!h && !text.empty()) continue;
        const hand after = h ? *h : hand{};
        for (int t = 0; t < all_kinds; ++t) {
            if (after.counts[static_cast<std::size_t>(t)] >=
                before.counts[static_cast<std::size_t>(t)]) {
                continue;
            }
            if (!is_flower(static_cast<tile>(t))) return static_cast<tile>(t);
            before = after;  // a flower: keep looking before it
            break;
        }
    }
    return std::nullopt;
}

}  // namespace

result<void> read_situation_json(const json& j, situation_args& out) {
    if (!j.is_object()) return json_error("\"situation\" is an object, e.g. {\"tsumo\": true}");
    for (const auto& [key, v] : j.items()) {
        result<void> ok;
        if (key == "win_tile") {
            std::string t;
            ok = read_tile_text(v, key, t);
            out.win_tile = t;
        } else if (key == "seat_wind") {
            ok = read_tile_text(v, key, out.seat_wind);
        } else if (key == "round_wind") {
            ok = read_tile_text(v, key, out.round_wind);
        } else if (key == "tsumo") {
            ok = read_bool(v, key, out.tsumo);
        } else if (key == "rinshan") {
            ok = read_bool(v, key, out.rinshan);
        } else if (key == "chankan") {
            ok = read_bool(v, key, out.chankan);
        } else if (key == "last_tile") {
            ok = read_bool(v, key, out.last_tile);
        } else if (key == "last_copy") {
            ok = read_bool(v, key, out.last_copy);
        } else if (key == "riichi") {
            ok = read_int(v, key, 0, 2, out.riichi);
        } else if (key == "ippatsu") {
            ok = read_bool(v, key, out.ippatsu);
        } else if (key == "blessing") {
            ok = read_bool(v, key, out.blessing);
        } else if (key == "dora_indicators") {
            ok = read_tiles(v, key, out.dora);
        } else if (key == "ura_indicators") {
            ok = read_tiles(v, key, out.ura);
        } else if (key == "honba") {
            ok = read_int(v, key, 0, 1000, out.honba);
        } else if (key == "riichi_sticks") {
            ok = read_int(v, key, 0, 1000, out.riichi_sticks);
        } else {
            return make_error(errc::invalid_value, "'" + key + "' is not a situation key");
        }
        if (!ok) return ok;
    }
    return {};
}

result<situation> build_situation(const situation_args& a, std::string_view hand_text, notation n) {
    situation s;
    if (a.win_tile) {
        auto t = parse_tile(*a.win_tile);
        if (!t || *t >= kinds) {
            return make_error(errc::invalid_value,
                              "the winning tile '" + *a.win_tile + "' is not a tile (e.g. 6s)");
        }
        s.win_tile = *t;
        s.win_tile_red = a.win_tile->size() == 2 && a.win_tile->front() == '0';
    } else {
        const auto t = last_concealed_tile(hand_text, n);
        if (!t) {
            return make_error(errc::invalid_value,
                              "the hand has no concealed tile to win on (give --win-tile)");
        }
        s.win_tile = *t;
    }
    auto seat = wind(a.seat_wind, "the seat wind");
    if (!seat) return std::move(seat).err();
    auto round = wind(a.round_wind, "the round wind");
    if (!round) return std::move(round).err();
    s.seat_wind = *seat;
    s.round_wind = *round;
    s.tsumo = a.tsumo;
    s.rinshan = a.rinshan;
    s.chankan = a.chankan;
    s.last_tile = a.last_tile;
    s.last_copy = a.last_copy;
    s.riichi = static_cast<std::uint8_t>(a.riichi);
    s.ippatsu = a.ippatsu;
    s.blessing = a.blessing;
    s.honba = a.honba;
    s.riichi_sticks = a.riichi_sticks;
    auto indicators = [](const std::vector<std::string>& in, auto& out,
                         std::uint8_t& count) -> result<void> {
        if (in.size() > out.size()) {
            return make_error(errc::invalid_value, "at most 5 indicators");
        }
        count = 0;
        for (const auto& text : in) {
            auto t = parse_tile(text);
            if (!t) return make_error(errc::invalid_value, "'" + text + "' is not a tile");
            out[count++] = *t;
        }
        return {};
    };
    if (auto ok = indicators(a.dora, s.dora_indicators, s.dora_count); !ok) return ok.err();
    if (auto ok = indicators(a.ura, s.ura_indicators, s.ura_count); !ok) return ok.err();
    return s;
}

std::optional<tile> last_concealed_tile(std::string_view text, notation n) {
    const std::string concealed(text.substr(0, text.find_first_of("[(")));
    const notation used = n == notation::automatic ? detect_notation(concealed) : n;
    if (used == notation::mpsz) return last_mpsz_tile(concealed);
    return last_unit_tile(concealed, used);
}

}  // namespace hupai::cli
