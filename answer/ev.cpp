// The `ev` batch op's reading of options and writing of answers (answer/ev.hpp).
#include "ev.hpp"

#include <cstdio>

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

}  // namespace hupai::cli
