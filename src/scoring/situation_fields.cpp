// set_situation: a situation's fields by name, from the text of an option or a batch value.
#include <array>
#include <string>

#include "core/tile_names.hpp"
#include "core/value_text.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"
#include "notation/tile_list.hpp"

namespace hupai {

namespace {

constexpr std::array<std::string_view, 15> keys = {
    "win_tile",  "tsumo",           "seat_wind",      "round_wind", "riichi",
    "ippatsu",   "rinshan",         "chankan",        "last_tile",  "blessing",
    "last_copy", "dora_indicators", "ura_indicators", "honba",      "riichi_sticks",
};

error bad(std::string_view key, std::string_view what, std::string_view v) {
    return make_error(errc::invalid_value, std::string(key) + " takes " + std::string(what) +
                                               ", not '" + std::string(v) + "'");
}

/// The one tile `v` names, in any notation a hand takes ("6s", "0p", "东", "六索"). A digit and
/// a suit letter, what nearly every caller writes, are read by code_named: the same tile
/// parse_tile_list reads from them, without building a hand and a list for it.
result<written_tile> one_tile(std::string_view key, std::string_view v) {
    if (const detail::mpsz_code code = detail::code_named(v); code != detail::no_tile) {
        return written_tile{detail::kind_of(code), detail::is_red(code)};
    }
    auto list = detail::parse_tile_list(key, v);
    if (!list) return std::move(list).err();
    if (list->size() != 1) return bad(key, "one tile", v);
    return list->front();
}

result<tile> to_wind(std::string_view key, std::string_view v) {
    auto t = one_tile(key, v);
    if (!t || !is_wind(t->kind)) {
        return bad(key, "a wind 1z, 2z, 3z or 4z (东 南 西 北)", v);
    }
    return t->kind;
}

// A list of two-character MPSZ names ("4s,9p", "4s 9p", what nearly every caller writes) read
// by code_named into out[0..count): false, out untouched, when a piece is anything else or
// there are more than max_indicators.
bool plain_indicators(std::string_view v, std::array<tile, max_indicators>& out,
                      std::uint8_t& count) noexcept {
    std::array<tile, max_indicators> read{};
    std::size_t n = 0;
    std::size_t i = 0;
    while (i < v.size()) {
        if (v[i] == ',' || v[i] == ' ') {
            ++i;
            continue;
        }
        const detail::mpsz_code code = detail::code_named(v.substr(i, 2));
        const std::size_t end = i + 2;
        if (code == detail::no_tile || n == read.size() || detail::kind_of(code) >= kinds ||
            (end < v.size() && v[end] != ',' && v[end] != ' ')) {
            return false;
        }
        read[n++] = detail::kind_of(code);
        i = end;
    }
    for (std::size_t k = 0; k < n; ++k) out[k] = read[k];
    count = static_cast<std::uint8_t>(n);
    return true;
}

// "4s,9p", "4s 9p" or "四索九筒" into indicators[0..count).
result<void> to_indicators(std::string_view key, std::string_view v,
                           std::array<tile, max_indicators>& out, std::uint8_t& count) {
    if (plain_indicators(v, out, count)) return {};
    auto list = detail::parse_tile_list(key, v);
    if (!list) return std::move(list).err();
    if (list->size() > max_indicators) return bad(key, "at most 5 indicators", v);
    count = 0;
    for (const written_tile& t : *list) {
        if (t.kind >= kinds) return bad(key, "tiles of the 34 kinds", format_tile(t.kind));
        out[count++] = t.kind;
    }
    return {};
}

}  // namespace

std::span<const std::string_view> situation_keys() noexcept { return keys; }

result<void> set_situation(situation& s, std::string_view key, std::string_view v) {
    if (key == "win_tile") {
        auto t = one_tile(key, v);
        if (!t) return std::move(t).err();
        s.win_tile = t->kind;
        s.win_tile_red = t->red;
        return {};
    }
    if (key == "seat_wind" || key == "round_wind") {
        auto t = to_wind(key, v);
        if (!t) return std::move(t).err();
        (key == "seat_wind" ? s.seat_wind : s.round_wind) = *t;
        return {};
    }
    if (key == "riichi") {
        auto n = detail::parse_int(key, v, 0, 2);
        if (!n) {
            auto b = detail::parse_bool(key, v);  // true is a plain riichi
            if (!b) return bad(key, "0, 1 or 2", v);
            n = *b ? 1 : 0;
        }
        s.riichi = static_cast<std::uint8_t>(*n);
        return {};
    }
    if (key == "dora_indicators") return to_indicators(key, v, s.dora_indicators, s.dora_count);
    if (key == "ura_indicators") return to_indicators(key, v, s.ura_indicators, s.ura_count);
    if (key == "honba" || key == "riichi_sticks") {
        auto n = detail::parse_int(key, v, 0, 1000);
        if (!n) return std::move(n).err();
        (key == "honba" ? s.honba : s.riichi_sticks) = *n;
        return {};
    }
    bool* flag = key == "tsumo"       ? &s.tsumo
                 : key == "ippatsu"   ? &s.ippatsu
                 : key == "rinshan"   ? &s.rinshan
                 : key == "chankan"   ? &s.chankan
                 : key == "last_tile" ? &s.last_tile
                 : key == "blessing"  ? &s.blessing
                 : key == "last_copy" ? &s.last_copy
                                      : nullptr;
    if (flag == nullptr) {
        return make_error(errc::unknown_flag, "'" + std::string(key) +
                                                  "' is not a situation key (win_tile, tsumo, "
                                                  "seat_wind, round_wind, riichi, ippatsu, …)");
    }
    auto b = detail::parse_bool(key, v);
    if (!b) return std::move(b).err();
    *flag = *b;
    return {};
}

}  // namespace hupai
