// `hupai ev` and `hupai call` (advice_commands.hpp): the options read, the library asked, and the
// answer printed as a table or as the batch object.
#include "advice_commands.hpp"

#include <optional>
#include <string>

#include "call.hpp"
#include "display.hpp"
#include "ev.hpp"
#include "json_writer.hpp"
#include "options.hpp"
#include "reporting.hpp"

namespace hupai::cli {

namespace {

// Prints an answer: with --json the batch object `write_json` appends, else the hand and its
// rules over the table `table` makes. Returns the exit status.
template <class WriteJson, class Table>
int print_answer(const invocation& inv, std::FILE* out, const hand& h, const rules& r,
                 WriteJson&& write_json, Table&& table) {
    std::string text;
    if (inv.json) {
        out_buffer json;
        json_writer w(json);
        write_json(w, format_hand(h));
        json += '\n';
        text = json.view();
    } else {
        text = hand_text(h, inv.unicode) + " (" + rules_words(inv.rules, r, inv.unicode) + ")\n";
        text += table();
    }
    std::fwrite(text.data(), 1, text.size(), out);
    return exit_answered;
}

}  // namespace

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
    return print_answer(
        inv, out, h, r,
        [&](json_writer& w, const std::string& text) { write_ev_answer(w, {}, text, *answer); },
        [&] { return ev_table(*answer, *o, inv.unicode); });
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
    return print_answer(
        inv, out, h, r,
        [&](json_writer& w, const std::string& text) {
            write_call_answer(w, {}, text, *q, *options, scored);
        },
        [&] { return call_table(*q, *options, scored, inv.unicode); });
}

}  // namespace hupai::cli
