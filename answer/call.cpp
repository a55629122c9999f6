// The `call` batch op's reading of options and writing of answers (answer/call.hpp).
#include "call.hpp"

#include <cstdio>

#include "answer.hpp"
#include "display.hpp"
#include "hupai/scoring.hpp"
#include "options.hpp"

namespace hupai::cli {

namespace {

result<call_from> from_of(std::string_view text) {
    for (const call_from f : {call_from::left, call_from::across, call_from::right}) {
        if (name(f) == text) return f;
    }
    return make_error(errc::invalid_value,
                      "from is left, across or right, not '" + std::string(text) + "'");
}

// One tile written in notation n, a red five kept red.
result<call_question> tile_of(std::string_view text, notation n) {
    auto h = parse_hand(text, n);
    if (!h) return std::move(h).err();
    if (h->concealed_size() != 1 || h->jokers != 0 || h->meld_count != 0 ||
        h->flower_count() != 0) {
        return make_error(errc::invalid_value,
                          "the called tile is one tile of 1m-7z, not '" + std::string(text) + "'");
    }
    call_question q;
    for (int t = 0; t < kinds; ++t) {
        if (h->counts[static_cast<std::size_t>(t)] != 0) q.kind = static_cast<tile>(t);
    }
    q.red = h->red_fives[0] + h->red_fives[1] + h->red_fives[2] != 0;
    return q;
}

}  // namespace

// The meld as the notation writes it alone: "[123m]", "[5555z]".
std::string meld_text(const meld& m) {
    hand alone;
    alone.melds[0] = m;
    alone.meld_count = 1;
    std::string text = format_hand(alone);
    const std::size_t start = text.find_first_not_of(' ');
    return start == std::string::npos ? text : text.substr(start);
}

std::string discard_text(const call_option& o, bool unicode) {
    if (o.discard_red && !unicode) return "0" + std::string(tile_name(o.discard)).substr(1);
    return std::string(tile_text(o.discard, unicode)) + (o.discard_red ? " (red)" : "");
}

result<call_question> build_call_question(const std::vector<situation_option>& given, notation n) {
    call_question q;
    bool tile_given = false;
    for (const auto& [key, value] : given) {
        if (key == "tile") {
            auto t = tile_of(value, n);
            if (!t) return std::move(t).err();
            q.kind = t->kind;
            q.red = t->red;
            tile_given = true;
        } else if (key == "from") {
            auto f = from_of(value);
            if (!f) return std::move(f).err();
            q.from = *f;
        } else {
            return make_error(errc::unknown_flag, "'" + key + "' is not a call key (tile, from)");
        }
    }
    if (!tile_given) {
        return make_error(errc::invalid_value,
                          "a call needs the discarded tile: --tile 3m, or \"call\": {\"tile\": "
                          "\"3m\"}");
    }
    return q;
}

result<situation> build_call_situation(const std::vector<situation_option>& given, notation n,
                                       std::array<std::uint8_t, kinds>& visible) {
    situation s;
    for (const auto& [key, value] : given) {
        if (key == "seen") {
            auto seen = parse_visible(value, n);
            if (!seen) return std::move(seen).err();
            for (int t = 0; t < kinds; ++t) {
                const auto k = static_cast<std::size_t>(t);
                visible[k] = static_cast<std::uint8_t>(std::min(255, visible[k] + (*seen)[k]));
            }
            continue;
        }
        if (auto ok = set_situation(s, key, value); !ok) return ok.err();
    }
    return s;
}

void write_call_answer(json_writer& w, std::string_view id_json, std::string_view hand_text,
                       const call_question& q, const std::vector<call_option>& options,
                       bool scored) {
    w.begin_object();
    if (!id_json.empty()) {
        w.key("id");
        w.raw(id_json);
    }
    w.key("hand");
    w.value(hand_text);
    w.key("call");
    w.begin_object();
    w.key("tile");
    std::string called(tile_name(q.kind));
    if (q.red) called[0] = '0';
    w.plain_value(called);
    w.key("from");
    w.plain_value(name(q.from));
    w.end_object();
    w.key("calls");
    w.begin_array();
    for (const call_option& o : options) {
        w.begin_object();
        w.key("option");
        w.plain_value(name(o.kind));
        if (o.kind != call_kind::pass && o.kind != call_kind::ron) {
            w.key("meld");
            w.value(meld_text(o.meld));
        }
        if (o.has_discard) {
            w.key("discard");
            w.plain_value(discard_text(o, false));
        }
        w.key("shanten");
        w.value(o.shanten);
        if (o.kind != call_kind::ron) {
            w.key("improving");
            write_tile_list(w, o.improving);
            w.key("total");
            w.value(o.unseen_total);
            w.key("after");
            w.value(format_hand(o.after));
        } else if (scored) {
            w.key("points");
            w.value(o.ron_points);
        }
        w.key("no_yaku");
        w.value(o.no_yaku);
        if (o.has_ev) {
            w.key("tenpai_prob");
            w.value(o.tenpai_prob);
            w.key("win_prob");
            w.value(o.win_prob);
            w.key("exp_score");
            if (scored) {
                w.value(o.exp_score);
            } else {
                w.null();
            }
        }
        w.end_object();
    }
    w.end_array();
    w.end_object();
}

}  // namespace hupai::cli
