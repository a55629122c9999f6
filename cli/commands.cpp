// The hand commands and their human-readable output.
#include "commands.hpp"

#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <cstring>
#include <string>

#include "advice_commands.hpp"
#include "answer.hpp"
#include "census_command.hpp"
#include "display.hpp"
#include "hupai/analysis.hpp"
#include "json_writer.hpp"
#include "question_size.hpp"

namespace hupai::cli {

namespace {

constexpr std::size_t label_width = 10;

void label(std::string& o, std::string_view l) {
    o += l;
    o.append(l.size() < label_width ? label_width - l.size() : 1, ' ');
}

void pad_to(std::string& o, std::size_t line_start, std::size_t column) {
    // Columns count code points, so that Unicode tiles line up as well as MPSZ.
    std::size_t width = 0;
    for (std::size_t i = line_start; i < o.size(); ++i) {
        if ((static_cast<unsigned char>(o[i]) & 0xC0) != 0x80) ++width;
    }
    o.append(width < column ? column - width : 1, ' ');
}

void append_tiles(std::string& o, tile_mask mask, bool unicode) {
    bool first = true;
    for (; mask != 0; mask &= mask - 1) {
        if (!first) o += ' ';
        first = false;
        o += tile_text(static_cast<tile>(std::countr_zero(mask)), unicode);
    }
}

std::string shanten_words(int s) {
    if (s == -1) return "-1 (complete)";
    if (s == 0) return "0 (ready)";
    if (s == no_shanten) return "does not apply";
    return std::to_string(s) + (s == 1 ? " (one exchange from ready)"
                                       : " (" + std::to_string(s) + " exchanges from ready)");
}

void header(std::string& o, const invocation& inv, const hand& h, const rules& r) {
    label(o, "hand");
    o += hand_text(h, inv.unicode);
    o += '\n';
    label(o, "size");
    const int n = hand_size(h, r);
    o += std::to_string(n) + (n == 1 ? " tile, " : " tiles, ") +
         rules_words(inv.rules, r, inv.unicode) + "\n";
}

std::string forms_words(form_set forms) {
    std::string s;
    for (int f = 0; f < form_count; ++f) {
        if (!contains(forms, static_cast<form>(f))) continue;
        if (!s.empty()) s += ", ";
        s += name(static_cast<form>(f));
    }
    return s;
}

// Where a command's answer and its errors go.
struct sink {
    const invocation& inv;
    std::FILE* out;
    std::FILE* err;

    int fail(const error& e) const {
        return report_error(inv.json, out, err, e.message, exit_bad_input);
    }
    void emit(const std::string& text) const { std::fwrite(text.data(), 1, text.size(), out); }
};

int print_json(const sink& io, const hand& h, const rules& r, op_set ops,
               const std::array<std::uint8_t, kinds>* visible = nullptr,
               const detail::validated_hand* admitted = nullptr) {
    out_buffer text;
    json_writer w(text);
    // An admitted hand's rules are compiled already.
    auto ok = admitted != nullptr ? write_answer(w, {}, h, admitted->compiled(), ops, {}, false,
                                                 nullptr, visible, admitted)
                                  : write_answer(w, {}, h, r, ops, {}, false, nullptr, visible);
    if (!ok) return io.fail(ok.err());
    text += '\n';
    std::fwrite(text.view().data(), 1, text.size(), io.out);
    return exit_answered;
}

std::string plural(int n, std::string_view one, std::string_view many) {
    return std::to_string(n) + " " + std::string(n == 1 ? one : many);
}

// The hand validated for the command, else the error of a hand whose size does not fit it: the
// command's own message and the command that fits the hand's size, with the rule options given
// (question_size.hpp).
result<detail::validated_hand> fits(std::string_view command, const invocation& inv, const hand& h,
                                    const rules& r) {
    return admit_question(command.empty() ? "analyze" : command, h, r,
                          {false, command_line_options(inv.rules)});
}

// Every question of the hand asked of it as validated by fits().
int check_command(const sink& io, const hand& h, const rules& r) {
    const invocation& inv = io.inv;
    const auto v = fits("check", inv, h, r);
    if (!v) return io.fail(v.err());
    if (inv.json) {
        return print_json(io, h, r, op_win | op_forms | op_shanten | op_decompose, nullptr, &*v);
    }
    auto w = detail::check_win(*v);
    if (!w) return io.fail(w.err());
    std::string o;
    header(o, inv, h, r);
    label(o, "win");
    if (w->win) {
        o += "yes: " + forms_words(w->forms) + "\n";
    } else {
        auto s = detail::compute_shanten(*v);
        o += "no";
        if (w->fei) o += " — fei (飞): the hand holds every 宝, so it cannot win";
        if (s) o += ", shanten " + shanten_words(s->overall);
        o += "\n";
    }
    if (w->zhifei) o += "zhifei    yes (制飞)\n";
    if (!w->win) {
        io.emit(o);
        return exit_answered;
    }
    // One more than shown tells whether the list is cut.
    auto d = detail::decompose(*v, decomposition_limit + 1);
    if (!d) return io.fail(d.err());
    const bool truncated = d->size() > decomposition_limit;
    if (truncated) d->resize(decomposition_limit);
    o += "decompositions (" +
         (truncated ? "the first " + std::to_string(decomposition_limit) + "; there are more"
                    : std::to_string(d->size())) +
         "):\n";
    for (const auto& dec : *d) {
        const std::size_t line = o.size();
        o += "  ";
        o += name(dec.shape);
        pad_to(o, line, 20);
        append_decomposition(o, dec, h, inv.unicode);
        o += '\n';
    }
    if (truncated) {
        o += "  … cut at " + std::to_string(decomposition_limit) +
             " decompositions (wildcards make many more)\n";
    }
    io.emit(o);
    return exit_answered;
}

// The waits lines of a 3n+1 hand (without the header).
std::string waits_lines(const invocation& inv, const waits_result& w, const rules& r) {
    std::string o;
    label(o, "shanten");
    o += shanten_words(w.shanten) + "\n";
    if (w.fei) o += "fei       yes (飞): the hand holds every 宝, so it has no waits\n";
    if (w.zhifei) {
        o += "zhifei    yes (制飞): with one 宝 set aside the rest is complete, so it wins on " +
             plural(std::popcount(w.waits), "kind", "kinds") +
             (std::popcount(w.waits) >= kinds - 1 ? ", any tile it can draw" : "") + "\n";
    }
    label(o, "waits");
    if (w.waits == 0) {
        o += "none\n";
    } else {
        o += plural(std::popcount(w.waits), "kind", "kinds") + "\n";
    }
    for (tile_mask m = w.waits | w.karaten; m != 0; m &= m - 1) {
        const auto t = static_cast<tile>(std::countr_zero(m));
        const std::size_t line = o.size();
        o += "  ";
        o += tile_text(t, inv.unicode);
        pad_to(o, line, 8);
        bool first = true;
        for (int s = 0; s < wait_shape_count; ++s) {
            if (!contains(w.shapes[t], static_cast<wait_shape>(s))) continue;
            if (!first) o += ", ";
            first = false;
            o += name(static_cast<wait_shape>(s));
        }
        if (contains(w.karaten, t)) o += "  (karaten: all 4 in hand)";
        o += '\n';
    }
    if (r.karaten) {
        label(o, "karaten");
        if (w.karaten == 0) {
            o += "none\n";
        } else {
            append_tiles(o, w.karaten, inv.unicode);
            o += '\n';
        }
    }
    return o;
}

// The improving tiles of a 3n+1 hand: "improving 3 kinds, 11 tiles: 1m×4 4m×4 7m×3".
std::string draws_line(const invocation& inv, const draw_choice& d) {
    std::string o;
    label(o, "improving");
    if (d.improving == 0) return o + "none\n";
    o += plural(std::popcount(d.improving), "kind", "kinds") + ", " +
         plural(d.unseen_total, "tile", "tiles") + " unseen:";
    for (tile_mask m = d.improving; m != 0; m &= m - 1) {
        const auto t = static_cast<tile>(std::countr_zero(m));
        o += ' ';
        o += tile_text(t, inv.unicode);
        o += "×" + std::to_string(d.unseen[t]);
    }
    return o + "\n";
}

int waits_command(const sink& io, const hand& h, const rules& r) {
    const invocation& inv = io.inv;
    const auto v = fits("waits", io.inv, h, r);
    if (!v) return io.fail(v.err());
    if (inv.json) return print_json(io, h, r, op_waits | op_shanten, nullptr, &*v);
    auto w = detail::find_waits(*v);
    if (!w) return io.fail(w.err());
    std::string o;
    header(o, inv, h, r);
    o += waits_lines(inv, *w, r);
    io.emit(o);
    return exit_answered;
}

// `admitted`: the hand already admitted (a bare hand's), else compute_shanten admits it.
int shanten_command(const sink& io, const hand& h, const rules& r,
                    const detail::validated_hand* admitted = nullptr) {
    const invocation& inv = io.inv;
    if (inv.json) return print_json(io, h, r, op_shanten, nullptr, admitted);
    auto s = admitted != nullptr ? detail::compute_shanten(*admitted) : compute_shanten(h, r);
    if (!s) return io.fail(s.err());
    std::string o;
    header(o, inv, h, r);
    label(o, "shanten");
    o += shanten_words(s->overall) + "\n";
    const form_set allowed = r.forms();
    // The numbers in one column: past the longest form name (gb's honours_and_knitted).
    std::size_t column = 20;
    for (int f = 0; f < form_count; ++f) {
        if (contains(allowed, static_cast<form>(f))) {
            column = std::max(column, 3 + name(static_cast<form>(f)).size());
        }
    }
    for (int f = 0; f < form_count; ++f) {
        if (!contains(allowed, static_cast<form>(f))) continue;
        const std::size_t line = o.size();
        o += "  ";
        o += name(static_cast<form>(f));
        pad_to(o, line, column);
        o += shanten_words(s->by_form[static_cast<std::size_t>(f)]) + "\n";
    }
    io.emit(o);
    return exit_answered;
}

// analyze, and a hand given without a command: a 3n+2 hand's discards; a 3n+1 hand's
// improving tiles (with its waits when no command was given).
// `admitted`: the hand already admitted for the question (a bare hand's), else fits() admits it.
int analyze_command(const sink& io, const hand& h, const rules& r,
                    const std::array<std::uint8_t, kinds>* visible,
                    const detail::validated_hand* admitted = nullptr) {
    const invocation& inv = io.inv;
    const auto v = admitted != nullptr ? result<detail::validated_hand>(*admitted)
                                       : fits(inv.command, inv, h, r);
    if (!v) return io.fail(v.err());
    // fits() admits a hand of both sizes for a win: its discards.
    const bool discards = v->admitted_for() == purpose::win;
    const bool bare = inv.command.empty();
    if (inv.json) {
        const op_set ops =
            discards ? op_shanten | op_analyze : (bare ? op_waits : 0) | op_shanten | op_analyze;
        return print_json(io, h, r, static_cast<op_set>(ops), visible, &*v);
    }
    std::string o;
    header(o, inv, h, r);
    if (!discards) {
        auto d = detail::analyze_draws(*v, visible);
        if (!d) return io.fail(d.err());
        if (bare) {
            auto w = detail::find_waits(*v);
            if (!w) return io.fail(w.err());
            o += waits_lines(inv, *w, r);
        } else {
            label(o, "shanten");
            o += shanten_words(d->shanten) + "\n";
        }
        o += draws_line(inv, *d);
        io.emit(o);
        return exit_answered;
    }
    auto a = detail::analyze_discards(*v, visible);
    if (!a) return io.fail(a.err());
    auto s = detail::compute_shanten(*v);
    if (!s) return io.fail(s.err());
    label(o, "shanten");
    o += shanten_words(s->overall) + "\n\n";
    o += "discard  shanten  unseen  improving tiles (unseen copies)\n";
    for (const auto& c : *a) {
        std::size_t line = o.size();
        o += tile_text(c.discard, inv.unicode);
        pad_to(o, line, 9);
        o += std::to_string(c.shanten);
        pad_to(o, line, 18);
        o += std::to_string(c.unseen_total);
        pad_to(o, line, 26);
        bool first = true;
        for (tile_mask m = c.improving; m != 0; m &= m - 1) {
            const auto t = static_cast<tile>(std::countr_zero(m));
            if (!first) o += ' ';
            first = false;
            o += tile_text(t, inv.unicode);
            o += "×" + std::to_string(c.unseen[t]);
        }
        if (c.improving == 0) o += "-";
        o += '\n';
    }
    io.emit(o);
    return exit_answered;
}

int score_command(const sink& io, const std::string& text, notation n, const hand& h,
                  const rules& r) {
    if (auto ok = fits("score", io.inv, h, r); !ok) return io.fail(ok.err());
    auto s = build_situation(text, n, io.inv.situation);
    if (!s) return io.fail(s.err());
    if (io.inv.json) {
        out_buffer json;
        json_writer w(json);
        if (auto ok = write_answer(w, {}, h, r, op_score, {}, false, &*s); !ok) {
            return io.fail(ok.err());
        }
        json += '\n';
        std::fwrite(json.view().data(), 1, json.size(), io.out);
        return exit_answered;
    }
    auto sc = compute_score(h, *s, r);
    if (!sc) return io.fail(sc.err());
    std::string o;
    header(o, io.inv, h, r);
    o += score_sheet(*sc, io.inv.unicode);
    io.emit(o);
    return exit_answered;
}

std::string joined_words(const invocation& inv) {
    std::string text;
    for (const auto& w : inv.words) {
        if (!text.empty()) text += ' ';
        text += w;
    }
    return text;
}

int mediatek_command(const sink& io, const std::string& text) {
    auto h = parse_hand(text, notation::mediatek);
    if (!h) return io.fail(h.err());
    auto r = preset("mediatek");
    // --json is common to every command: the object `check --rules mediatek --json` prints
    // (where a string of the wrong size is bad input, as in batch mode).
    if (io.inv.json) return print_json(io, *h, *r, op_win | op_forms | op_shanten | op_decompose);
    // The MediaTek answer is BAD for a string of the wrong size: every verdict error is a BAD.
    const auto w = check_win(*h, *r);
    std::fputs(w && w->win ? "GOOD\n" : "BAD\n", io.out);
    return exit_answered;
}

int batch_command(const invocation& inv, std::FILE* out, std::FILE* err) {
    batch_config config;
    config.rules = inv.rules;
    config.notation_given = inv.hand_notation;
    auto processor = batch_processor::create(config);
    if (!processor) return sink{inv, out, err}.fail(processor.err());
    std::fflush(out);
    return run_batch(*processor, inv.batch, STDIN_FILENO, fileno(out), fileno(err));
}

// The hand of a one-shot command: its words, else standard input (not a terminal) holding one
// line, a UTF-8 byte order mark and the line's end aside. Errors: empty_hand (none),
// invalid_value (several lines); an unreadable input is reported as errno in `read_errno`.
result<std::string> hand_text(const invocation& inv, int& read_errno) {
    if (!inv.words.empty()) return joined_words(inv);
    const std::string example = inv.command == "mediatek" ? "ABCeee345456DD" : "123m456p789s11122z";
    const std::string name = inv.command.empty() ? "hupai" : "hupai " + inv.command;
    const error none = make_error(
        errc::empty_hand, name + " needs a " + (inv.command == "mediatek" ? "STRING" : "HAND") +
                              ", e.g. " + name + " " + example + ", or one on standard input");
    if (::isatty(STDIN_FILENO)) return none;
    std::string text;
    std::size_t total = 0;  // every byte read: kept only up to far beyond any hand
    char buf[4096];
    for (;;) {
        const ssize_t n = ::read(STDIN_FILENO, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            read_errno = errno;
            return none;
        }
        if (n == 0) break;
        total += static_cast<std::size_t>(n);
        if (text.size() <= 64 * 1024) text.append(buf, static_cast<std::size_t>(n));
    }
    if (total > text.size()) {
        return make_error(errc::line_too_long, "standard input holds " + std::to_string(total) +
                                                   " bytes; a hand is at most 1000");
    }
    if (text.starts_with("\xEF\xBB\xBF")) text.erase(0, 3);
    // One hand: the non-empty lines (a lone \r ends one too) must be one.
    std::string line;
    int lines = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
        const std::size_t end = std::min(text.find('\n', at), text.find('\r', at));
        const std::string_view piece(text.data() + at,
                                     (end == std::string::npos ? text.size() : end) - at);
        if (piece.find_first_not_of(" \t") != std::string_view::npos) {
            ++lines;
            line = piece;
        }
        if (end == std::string::npos) break;
        at = end + 1;
    }
    if (lines == 0) return none;
    if (lines > 1) {
        return make_error(errc::invalid_value, "standard input holds " + std::to_string(lines) +
                                                   " hands; " + name +
                                                   " answers one (hupai batch answers many)");
    }
    return line;
}

int hand_command(const invocation& inv, std::FILE* out, std::FILE* err) {
    const sink io{inv, out, err};
    int read_errno = 0;
    auto text = hand_text(inv, read_errno);
    if (read_errno != 0) {
        return report_error(inv.json, out, err,
                            "hupai: cannot read the hand from standard input: " +
                                std::string(std::strerror(read_errno)),
                            exit_io_error);
    }
    // hupai alone with nothing on standard input (a pipe that held no hand): the demo, as on a
    // terminal, unless options ask for a hand.
    const bool options = inv.rules.preset != "chinese" || !inv.rules.overrides.empty() ||
                         inv.visible || inv.json || inv.unicode || inv.hand_notation;
    if (!text && text.err().code == errc::empty_hand && inv.command.empty() && inv.words.empty() &&
        !options) {
        io.emit(demo_text());
        return exit_answered;
    }
    if (!text) return io.fail(text.err());
    if (inv.command == "mediatek") return mediatek_command(io, *text);
    auto r = build_rules(inv.rules);
    if (!r) return io.fail(r.err());
    const notation n = notation_for(inv.hand_notation, r->preset);
    auto h = parse_hand(*text, n);
    if (!h) {
        // A mistyped command reads as a hand that does not parse: say both.
        if (inv.command.empty() && !inv.words.empty() &&
            inv.words.front().find_first_not_of("abcdefghijklmnopqrstuvwxyz-") ==
                std::string::npos) {
            return io.fail(
                make_error(errc::invalid_value, "'" + inv.words.front() +
                                                    "' is neither a command (check, waits, "
                                                    "shanten, analyze, score, ev, call, batch, "
                                                    "census, mediatek) nor a hand (" +
                                                    h.err().message + "); see hupai --help"));
        }
        return io.fail(h.err());
    }
    std::optional<std::array<std::uint8_t, kinds>> visible;
    if (inv.visible) {
        auto v = parse_visible(*inv.visible, notation::automatic);
        if (!v) return io.fail(v.err());
        visible = *v;
    }
    const auto* seen = visible ? &*visible : nullptr;
    if (inv.command == "score") return score_command(io, *text, n, *h, *r);
    if (inv.command == "ev") return ev_command(inv, out, err, *h, *r);
    if (inv.command == "call") return call_command(inv, out, err, *h, *r, n);
    if (inv.command == "check") return check_command(io, *h, *r);
    if (inv.command == "waits") return waits_command(io, *h, *r);
    if (inv.command == "shanten") return shanten_command(io, *h, *r);
    if (!inv.command.empty()) return analyze_command(io, *h, *r, seen);
    // A hand alone, admitted once: a bad one (shanten names its fault) and one of neither 3n+2
    // nor 3n+1 tiles (123m, which shanten takes) get the shanten answer; the others are
    // analyzed as admitted for a win (the discards), else for a wait.
    const auto any = detail::validated_hand::admit(*h, *r, purpose::any);
    if (!any) return shanten_command(io, *h, *r);
    auto v = any->for_purpose(purpose::win);
    if (!v) v = any->for_purpose(purpose::wait);
    if (!v) return shanten_command(io, *h, *r, &*any);
    return analyze_command(io, *h, *r, seen, &*v);
}

}  // namespace

int run(const invocation& inv, std::FILE* out, std::FILE* err) {
    int status = exit_answered;
    if (inv.help) {
        sink{inv, out, err}.emit(help_text(inv.command));
    } else if (inv.command.empty() && inv.words.empty() && ::isatty(STDIN_FILENO)) {
        sink{inv, out, err}.emit(demo_text());
    } else if (inv.command == "batch") {
        status = batch_command(inv, out, err);
    } else if (inv.command == "census") {
        status = census_command(inv, out, err);
    } else if (inv.command == "serve") {  // main() runs `hupai serve …`; here an option came first
        print_error(err, make_error(errc::invalid_value,
                                    "hupai serve takes its options after the word serve (see "
                                    "hupai serve --help)")
                             .message);
        status = exit_bad_input;
    } else {
        status = hand_command(inv, out, err);
    }
    // Output that cannot be written (a full disk, a closed descriptor) is a failure of its own.
    // Batch mode writes its descriptor directly and reports such failures itself.
    if (std::fflush(out) != 0 || std::ferror(out)) {
        print_error(err, std::string("hupai: cannot write the output: ") + std::strerror(errno));
        return exit_io_error;
    }
    return status;
}

}  // namespace hupai::cli
