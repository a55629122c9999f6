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

void write_numbers(json_writer& w, const std::vector<double>& xs) {
    w.begin_array();
    for (const double x : xs) w.value(x);
    w.end_array();
}

}  // namespace

result<ev_situation> build_ev_situation(const std::vector<situation_option>& given) {
    ev_situation s;
    for (const auto& [key, value] : given) {
        if (auto ok = set_ev_situation(s, key, value); !ok) return ok.err();
    }
    return s;
}

result<ev_options> build_ev_options(const std::vector<situation_option>& given) {
    ev_options o;
    for (const auto& [key, value] : given) {
        if (auto ok = set_ev_option(o, key, value); !ok) return ok.err();
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

}  // namespace hupai::cli
