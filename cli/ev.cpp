// The `ev` command's and batch op's reading of options and writing of answers (cli/ev.hpp).
#include "ev.hpp"

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <numeric>

#include "display.hpp"
#include "hupai/scoring.hpp"

namespace hupai::cli {

namespace {

result<int> integer(std::string_view key, std::string_view text, int lo, int hi) {
    int n = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), n);
    if (ec != std::errc() || end != text.data() + text.size() || n < lo || n > hi) {
        return make_error(errc::invalid_value,
                          std::string(key) + " takes an integer from " + std::to_string(lo) +
                              " to " + std::to_string(hi) + ", not '" + std::string(text) + "'");
    }
    return n;
}

result<bool> boolean(std::string_view key, std::string_view text) {
    if (text == "true" || text == "1" || text == "yes" || text == "on") return true;
    if (text == "false" || text == "0" || text == "no" || text == "off") return false;
    return make_error(errc::invalid_value,
                      std::string(key) + " takes true or false, not '" + std::string(text) + "'");
}

result<ev_tile> one_tile(std::string_view text) {
    auto t = parse_tile(text);
    if (!t) return std::move(t).err();
    return ev_tile{*t, !text.empty() && text[0] == '0'};
}

result<tile> wind(std::string_view key, std::string_view text) {
    auto t = parse_tile(text);
    if (!t) return std::move(t).err();
    if (!is_wind(*t)) {
        return make_error(errc::invalid_value,
                          std::string(key) + " is 1z-4z, not '" + std::string(text) + "'");
    }
    return *t;
}

void write_number(json_writer& w, double x) {
    char buf[32];
    const int n = std::snprintf(buf, sizeof buf, "%.17g", x);
    w.raw(std::string_view(buf, static_cast<std::size_t>(n)));
}

void write_numbers(json_writer& w, const std::vector<double>& xs) {
    w.begin_array();
    for (const double x : xs) write_number(w, x);
    w.end_array();
}

std::string percent(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f%%", 100 * x);
    return buf;
}

}  // namespace

result<ev_situation> build_ev_situation(const std::vector<situation_option>& given, notation n) {
    ev_situation s;
    for (const auto& [key, value] : given) {
        if (key == "seat_wind" || key == "round_wind") {
            auto t = wind(key, value);
            if (!t) return std::move(t).err();
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
                    auto t = one_tile(std::string_view(value).substr(at, end - at));
                    if (!t) return std::move(t).err();
                    s.dora_indicators[s.dora_count++] = *t;
                }
                at = end + 1;
            }
        } else if (key == "seen") {
            s.seen.fill(0);
            s.seen_red.fill(0);
            if (value.find_first_not_of(' ') == std::string::npos) continue;
            auto h = parse_hand(value, n);
            if (!h) return std::move(h).err();
            for (int t = 0; t < kinds; ++t)
                s.seen[static_cast<std::size_t>(t)] =
                    static_cast<std::uint8_t>(h->held(static_cast<tile>(t)));
            s.seen_red = h->red_fives;
            for (int i = 0; i < h->meld_count; ++i) {
                const meld& m = h->melds[static_cast<std::size_t>(i)];
                if (m.red != 0 && is_suited(m.tiles[0])) s.seen_red[m.tiles[0] / 9] += m.red;
            }
        } else if (key == "honba" || key == "riichi_sticks") {
            auto v = integer(key, value, 0, 1000);
            if (!v) return std::move(v).err();
            (key == "honba" ? s.honba : s.riichi_sticks) = *v;
        } else {
            return make_error(errc::unknown_flag,
                              "'" + key +
                                  "' is not an ev situation key (seat_wind, round_wind, "
                                  "dora_indicators, seen, honba, riichi_sticks)");
        }
    }
    return s;
}

result<ev_options> build_ev_options(const std::vector<situation_option>& given) {
    ev_options o;
    for (const auto& [key, value] : given) {
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
            auto v = integer(key, value, key == "extra" ? -14 : 0, key == "wall" ? 136 : 18);
            if (!v) return std::move(v).err();
            *number = *v;
        } else if (flag != nullptr) {
            auto v = boolean(key, value);
            if (!v) return std::move(v).err();
            *flag = *v;
        } else if (key == "max_states") {
            auto v = integer(key, value, 1, 100'000'000);
            if (!v) return std::move(v).err();
            o.max_states = static_cast<std::size_t>(*v);
        } else {
            return make_error(errc::unknown_flag,
                              "'" + key +
                                  "' is not an ev option (t_min, t_max, wall, extra, "
                                  "shanten_down, tegawari, red_dora, ura_dora, max_states)");
        }
    }
    return o;
}

void write_ev_answer(json_writer& w, std::string_view id_json, std::string_view hand_text,
                     const ev_result& r) {
    w.begin_object();
    if (!id_json.empty()) {
        w.key("id");
        w.raw(id_json);
    }
    w.key("hand");
    w.value(hand_text);
    w.key("ev_states");
    w.value(static_cast<std::uint64_t>(r.states));
    w.key("ev");
    w.begin_array();
    for (const ev_row& row : r.rows) {
        w.begin_object();
        w.key("discard");
        if (row.has_discard) {
            std::string name(tile_name(row.discard.kind));
            if (row.discard.red) name[0] = '0';
            w.plain_value(name);
        } else {
            w.null();
        }
        w.key("shanten");
        w.value(row.shanten);
        w.key("tenpai_prob");
        write_numbers(w, row.tenpai_prob);
        w.key("win_prob");
        write_numbers(w, row.win_prob);
        w.key("exp_score");
        if (r.scored) {
            write_numbers(w, row.exp_score);
        } else {
            w.null();
        }
        w.end_object();
    }
    w.end_array();
    w.end_object();
}

std::string ev_table(const ev_result& r, const ev_options& o, bool unicode) {
    std::vector<std::size_t> order(r.rows.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    auto key = [&](const ev_row& row) {
        return r.scored ? row.exp_score.front() : row.win_prob.front();
    };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return key(r.rows[a]) > key(r.rows[b]); });
    std::string o_text = "expected values at turn " + std::to_string(o.t_min) + " of " +
                         std::to_string(o.t_max) + " (" + std::to_string(r.states) +
                         " states searched)\n";
    o_text += "discard  shanten  ready      win        score\n";
    for (const std::size_t i : order) {
        const ev_row& row = r.rows[i];
        std::string line;
        if (!row.has_discard) {
            line = "-";
        } else if (row.discard.red && !unicode) {
            line = "0" + std::string(tile_name(row.discard.kind)).substr(1);
        } else {
            line = std::string(tile_text(row.discard.kind, unicode)) +
                   (row.discard.red ? " (red)" : "");
        }
        auto pad = [&](std::size_t to) { line.resize(std::max(line.size() + 1, to), ' '); };
        pad(9);
        line += std::to_string(row.shanten);
        pad(18);
        line += percent(row.tenpai_prob.front());
        pad(29);
        line += percent(row.win_prob.front());
        pad(40);
        if (r.scored) {
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.2f", row.exp_score.front());
            line += buf;
        } else {
            line += "-";
        }
        o_text += line + "\n";
    }
    return o_text;
}

int ev_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h, const rules& r,
               notation n) {
    auto fail = [&](const error& e) {
        return report_error(inv.json, out, err, e.message, exit_bad_input);
    };
    auto s = build_ev_situation(inv.situation, n);
    if (!s) return fail(s.err());
    auto o = build_ev_options(inv.ev);
    if (!o) return fail(o.err());
    auto answer = expected_values(h, r, *s, *o);
    if (!answer) return fail(answer.err());
    std::string text;
    if (inv.json) {
        out_buffer json;
        json_writer w(json);
        write_ev_answer(w, {}, format_hand(h), *answer);
        json += '\n';
        text = json.view();
    } else {
        text = hand_text(h, inv.unicode) + " (" + rules_words(inv.rules, r, inv.unicode) + ")\n";
        text += ev_table(*answer, *o, inv.unicode);
    }
    std::fwrite(text.data(), 1, text.size(), out);
    return exit_answered;
}

}  // namespace hupai::cli
