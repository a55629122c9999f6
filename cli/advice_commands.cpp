// The `hupai ev` and `hupai call` commands (cli/advice_commands.hpp).
#include "advice_commands.hpp"

#include <algorithm>
#include <numeric>
#include <optional>

#include "answer.hpp"
#include "call.hpp"
#include "display.hpp"
#include "ev.hpp"
#include "hupai/scoring.hpp"
#include "json_writer.hpp"
#include "options.hpp"
#include "reporting.hpp"

namespace hupai::cli {

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

int ev_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h,
               const rules& r) {
    auto fail = [&](const error& e) {
        return report_error(inv.json, out, err, e.message, exit_bad_input);
    };
    auto s = build_ev_situation(inv.situation);
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

std::string call_table(const call_question& q, const std::vector<call_option>& options, bool scored,
                       bool unicode) {
    std::string called(tile_text(q.kind, unicode));
    if (q.red && !unicode) called[0] = '0';
    const std::string_view from = q.from == call_from::left     ? "from the left"
                                  : q.from == call_from::across ? "from across"
                                                                : "from the right";
    std::string text = "call      " + called + " " + std::string(from) + "\n";
    const bool values = !options.empty() && options.front().has_ev;
    text += "option    meld     then  shanten  improving";
    if (values) text += "                 ready     win       score";
    text += "\n";
    for (const call_option& o : options) {
        std::string line(name(o.kind));
        auto pad = [&](std::size_t to) { line.resize(std::max(line.size() + 1, to), ' '); };
        pad(10);
        if (o.kind != call_kind::pass && o.kind != call_kind::ron) line += meld_text(o.meld);
        pad(19);
        line += o.has_discard ? discard_text(o, unicode) : "-";
        pad(25);
        line += o.kind == call_kind::ron ? std::string("win") : std::to_string(o.shanten);
        pad(34);
        if (o.kind == call_kind::ron) {
            line += scored ? std::to_string(o.ron_points) + " points" : "";
        } else {
            std::string tiles;
            for (int t = 0; t < kinds; ++t) {
                if (contains(o.improving, static_cast<tile>(t))) {
                    tiles += std::string(tile_text(static_cast<tile>(t), unicode)) + " ";
                }
            }
            line += tiles + "(" + std::to_string(o.unseen_total) + ")";
        }
        if (values) {
            pad(60);
            line += percent(o.tenpai_prob);
            pad(70);
            line += percent(o.win_prob);
            pad(80);
            char buf[32];
            std::snprintf(buf, sizeof buf, "%.2f", o.exp_score);
            line += scored ? std::string(buf) : std::string("-");
        }
        if (o.no_yaku) line += "  no yaku";
        text += line + "\n";
    }
    return text;
}

int call_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h,
                 const rules& r, notation n) {
    auto fail = [&](const error& e) {
        return report_error(inv.json, out, err, e.message, exit_bad_input);
    };
    auto q = build_call_question(inv.call, n);
    if (!q) return fail(q.err());
    std::array<std::uint8_t, kinds> visible{};
    if (inv.visible) {
        auto seen = parse_visible(*inv.visible, n);
        if (!seen) return fail(seen.err());
        visible = *seen;
    }
    auto where = build_call_situation(inv.situation, n, visible);
    if (!where) return fail(where.err());
    std::optional<ev_options> values;
    if (inv.call_values || !inv.ev.empty()) {
        auto o = build_ev_options(inv.ev);
        if (!o) return fail(o.err());
        values = *o;
    }
    auto options = analyze_calls(h, *q, r, *where, &visible, values ? &*values : nullptr);
    if (!options) return fail(options.err());
    const bool scored = r.scoring != scoring_system::none;
    std::string text;
    if (inv.json) {
        out_buffer json;
        json_writer w(json);
        write_call_answer(w, {}, format_hand(h), *q, *options, scored);
        json += '\n';
        text = json.view();
    } else {
        text = hand_text(h, inv.unicode) + " (" + rules_words(inv.rules, r, inv.unicode) + ")\n";
        text += call_table(*q, *options, scored, inv.unicode);
    }
    std::fwrite(text.data(), 1, text.size(), out);
    return exit_answered;
}

}  // namespace hupai::cli
