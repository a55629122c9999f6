// hupai_ev_reference: the expected-value oracle as a command. Reads batch lines
//   {"id": …, "hand": "…", "rules": "riichi", "ops": ["ev"], "situation": {…}, "ev": {…}}
// on stdin (every key optional but the hand) and writes one line per input line:
//   {"id": …, "hand": "<canonical MPSZ>", "ev_states": N, "ev": [{"discard": "2m" | null,
//    "shanten": s, "tenpai_prob": […], "win_prob": […], "exp_score": […]}, …]}
// numbers with 17 significant digits; a line that fails: {"id": …, "error": "<code>: <message>"}.
// The model's named variants are options too: "ev": {"links": "both" | "moves", "denominator":
// "S-t" | "S", "take_win": "best" | "always", "policy": "separate" | "exp_score", "discards":
// "return" | "dead", "table_money": true | false} (the first value of each is the model).
#include <cctype>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "hupai/notation.hpp"
#include "reference/ev_model.hpp"

namespace {

using hupai::errc;
using hupai::make_error;
using hupai::result;
using hupai::reference::ev_input;
using hupai::reference::ev_tile;
using nlohmann::json;

result<ev_tile> tile_of(const std::string& text) {
    const result<hupai::tile> t = hupai::parse_tile(text);
    if (!t.ok()) return t.err();
    if (*t >= hupai::kinds) return make_error(errc::invalid_value, "not a tile: " + text);
    return ev_tile{*t, !text.empty() && text[0] == '0'};
}

/// A list of tiles in MPSZ ("12m0p 7z"): digits, then their suit letter.
result<std::vector<ev_tile>> tiles_of(const std::string& text) {
    std::vector<ev_tile> out;
    std::string digits;
    for (char ch : text) {
        if (std::isspace(static_cast<unsigned char>(ch)) || ch == ',') continue;
        if (std::isdigit(static_cast<unsigned char>(ch))) {
            digits += ch;
            continue;
        }
        if (digits.empty()) return make_error(errc::invalid_value, "bad tile list: " + text);
        for (char d : digits) {
            result<ev_tile> t = tile_of(std::string{d, ch});
            if (!t.ok()) return t.err();
            out.push_back(*t);
        }
        digits.clear();
    }
    if (!digits.empty()) return make_error(errc::invalid_value, "bad tile list: " + text);
    return out;
}

result<int> integer(const json& j, const char* key) {
    if (!j.is_number_integer())
        return make_error(errc::invalid_value, std::string(key) + " must be an integer");
    return j.get<int>();
}

result<bool> boolean(const json& j, const char* key) {
    if (!j.is_boolean())
        return make_error(errc::invalid_value, std::string(key) + " must be true or false");
    return j.get<bool>();
}

result<ev_input> input_of(const json& line) {
    ev_input in;
    if (!line.contains("hand") || !line["hand"].is_string())
        return make_error(errc::invalid_value, "a line needs a hand");
    result<hupai::hand> h = hupai::parse_hand(line["hand"].get<std::string>());
    if (!h.ok()) return h.err();
    in.h = *h;
    if (line.contains("rules") && line["rules"] != "riichi")
        return make_error(errc::invalid_value, "the expected values need the riichi rules");
    if (line.contains("situation")) {
        const json& s = line["situation"];
        for (const char* wind : {"seat_wind", "round_wind"}) {
            if (!s.contains(wind)) continue;
            if (!s[wind].is_string())
                return make_error(errc::invalid_value, std::string(wind) + " must be a tile");
            result<ev_tile> t = tile_of(s[wind].get<std::string>());
            if (!t.ok()) return t.err();
            if (t->kind < 27 || t->kind > 30)
                return make_error(errc::invalid_value, std::string(wind) + " must be 1z-4z");
            (std::string(wind) == "seat_wind" ? in.seat_wind : in.round_wind) = t->kind;
        }
        if (s.contains("dora_indicators")) {
            const json& d = s["dora_indicators"];
            std::string text;
            if (d.is_string()) {
                text = d.get<std::string>();
            } else if (d.is_array()) {
                for (const json& t : d) {
                    if (!t.is_string())
                        return make_error(errc::invalid_value, "an indicator must be a tile");
                    text += t.get<std::string>() + " ";
                }
            } else {
                return make_error(errc::invalid_value, "dora_indicators must be a list of tiles");
            }
            result<std::vector<ev_tile>> tiles = tiles_of(text);
            if (!tiles.ok()) return tiles.err();
            if (tiles->size() > 5)
                return make_error(errc::invalid_value, "at most 5 dora indicators");
            in.dora_indicators = *tiles;
        }
        if (s.contains("seen")) {
            if (!s["seen"].is_string())
                return make_error(errc::invalid_value, "seen must be an MPSZ string");
            result<std::vector<ev_tile>> tiles = tiles_of(s["seen"].get<std::string>());
            if (!tiles.ok()) return tiles.err();
            in.seen = *tiles;
        }
        for (const char* key : {"honba", "riichi_sticks"}) {
            if (!s.contains(key)) continue;
            result<int> v = integer(s[key], key);
            if (!v.ok()) return v.err();
            if (*v < 0)
                return make_error(errc::invalid_value, std::string(key) + " must be at least 0");
            (std::string(key) == "honba" ? in.honba : in.riichi_sticks) = *v;
        }
    }
    if (line.contains("ev")) {
        const json& e = line["ev"];
        hupai::reference::ev_options& o = in.options;
        for (auto [key, field] : {std::pair{"t_min", &o.t_min}, std::pair{"t_max", &o.t_max},
                                  std::pair{"extra", &o.extra}}) {
            if (!e.contains(key)) continue;
            result<int> v = integer(e[key], key);
            if (!v.ok()) return v.err();
            *field = *v;
        }
        if (e.contains("wall") && !e["wall"].is_null()) {
            result<int> v = integer(e["wall"], "wall");
            if (!v.ok()) return v.err();
            if (*v <= 0) return make_error(errc::invalid_value, "wall must be positive");
            o.wall = *v;
        }
        for (auto [key, field] :
             {std::pair{"shanten_down", &o.shanten_down}, std::pair{"tegawari", &o.tegawari},
              std::pair{"red_dora", &o.red_dora}, std::pair{"ura_dora", &o.ura_dora}}) {
            if (!e.contains(key)) continue;
            result<bool> v = boolean(e[key], key);
            if (!v.ok()) return v.err();
            *field = *v;
        }
        struct named_variant {
            const char* key;
            bool* field;
            const char* model;    // the value of the model itself (field false)
            const char* variant;  // the value of the variant (field true)
        };
        const named_variant variants[] = {
            {"denominator", &o.denominator_s, "S-t", "S"},
            {"take_win", &o.take_win_always, "best", "always"},
            {"policy", &o.policy_exp_score, "separate", "exp_score"},
            {"discards", &o.discards_dead, "return", "dead"},
        };
        for (const named_variant& v : variants) {
            if (!e.contains(v.key)) continue;
            if (e[v.key] != v.model && e[v.key] != v.variant)
                return make_error(errc::invalid_value,
                                  std::string(v.key) + " must be " + v.model + " or " + v.variant);
            *v.field = e[v.key] == v.variant;
        }
        if (e.contains("table_money")) {
            result<bool> v = boolean(e["table_money"], "table_money");
            if (!v.ok()) return v.err();
            o.table_money = *v;
        }
        if (e.contains("links")) {
            if (e["links"] == "both") {
                o.links = hupai::reference::ev_links::both;
            } else if (e["links"] == "moves") {
                o.links = hupai::reference::ev_links::moves;
            } else {
                return make_error(errc::invalid_value, "links must be both or moves");
            }
        }
    }
    return in;
}

std::string number(double v) {
    char buf[40];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

std::string numbers(const std::vector<double>& values) {
    std::string out = "[";
    for (std::size_t i = 0; i < values.size(); ++i) out += (i ? ", " : "") + number(values[i]);
    return out + "]";
}

std::string answer_line(const json& line) {
    const std::string id = line.contains("id") ? line["id"].dump() : "null";
    auto error_line = [&](const hupai::error& e) {
        return "{\"id\": " + id + ", \"error\": " + json(e.message).dump() + "}";
    };
    if (line.contains("ops")) {
        const json& ops = line["ops"];
        if (!ops.is_array() || ops.size() != 1 || ops[0] != "ev")
            return error_line(make_error(errc::unknown_op, "this command answers the op ev only"));
    }
    result<ev_input> in = input_of(line);
    if (!in.ok()) return error_line(in.err());
    result<hupai::reference::ev_answer> a = hupai::reference::expected_values(*in);
    if (!a.ok()) return error_line(a.err());
    std::string out = "{\"id\": " + id + ", \"hand\": " + json(hupai::format_hand(in->h)).dump() +
                      ", \"ev_states\": " + std::to_string(a->states) + ", \"ev\": [";
    for (std::size_t i = 0; i < a->rows.size(); ++i) {
        const hupai::reference::ev_row& r = a->rows[i];
        out += i ? ", " : "";
        out += "{\"discard\": ";
        out += r.discard < 0 ? "null" : "\"" + hupai::reference::ev_kind_name(r.discard) + "\"";
        out += ", \"shanten\": " + std::to_string(r.shanten);
        out += ", \"tenpai_prob\": " + numbers(r.tenpai_prob);
        out += ", \"win_prob\": " + numbers(r.win_prob);
        out += ", \"exp_score\": " + numbers(r.exp_score) + "}";
    }
    return out + "]}";
}

}  // namespace

int main() {
    std::string text;
    while (std::getline(std::cin, text)) {
        if (text.find_first_not_of(" \t\r") == std::string::npos) continue;
        const json line = json::parse(text, nullptr, false);
        if (line.is_discarded() || !line.is_object()) {
            std::cout << "{\"id\": null, \"error\": \"invalid_json: not a JSON object\"}\n";
            continue;
        }
        std::cout << answer_line(line) << '\n' << std::flush;
    }
    return 0;
}
