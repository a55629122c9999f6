// The hand commands and their human-readable output.
#include "commands.hpp"

#include <unistd.h>

#include <bit>
#include <string>

#include "answer.hpp"
#include "census_command.hpp"
#include "display.hpp"
#include "hupai/analysis.hpp"
#include "json_writer.hpp"

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

std::string rules_words(const invocation& inv, const rules& r) {
    std::string s(r.preset);
    s += " rules";
    std::string wild;
    for (tile_mask m = r.wild; m != 0; m &= m - 1) {
        if (!wild.empty()) wild += ',';
        wild += tile_text(static_cast<tile>(std::countr_zero(m)), inv.unicode);
    }
    if (!wild.empty()) s += ", wild " + wild;
    for (const auto& o : inv.rules.overrides) {
        if (o.flag == "wild") continue;
        s += ", " + o.flag + "=" + o.value;
    }
    return s;
}

void header(std::string& o, const invocation& inv, const hand& h, const rules& r) {
    label(o, "hand");
    o += hand_text(h, inv.unicode);
    o += '\n';
    label(o, "size");
    o += std::to_string(hand_size(h, r)) + " tiles, " + rules_words(inv, r) + "\n";
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

int fail(std::FILE* err, const error& e) {
    print_error(err, e.message);
    return exit_bad_input;
}

void emit(std::FILE* out, const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), out);
}

int print_json(std::FILE* out, std::FILE* err, const hand& h, const rules& r, op_set ops) {
    out_buffer text;
    json_writer w(text);
    if (auto ok = write_answer(w, {}, h, r, ops); !ok) return fail(err, ok.err());
    text += '\n';
    std::fwrite(text.view().data(), 1, text.size(), out);
    return exit_answered;
}

int check_command(const invocation& inv, const hand& h, const rules& r, std::FILE* out,
                  std::FILE* err) {
    if (inv.json) return print_json(out, err, h, r, op_win | op_forms | op_shanten | op_decompose);
    auto w = check_win(h, r);
    if (!w) return fail(err, w.err());
    std::string o;
    header(o, inv, h, r);
    label(o, "win");
    if (w->win) {
        o += "yes: " + forms_words(w->forms) + "\n";
    } else {
        auto s = compute_shanten(h, r);
        o += "no";
        if (w->fei) o += " — fei (飞): the hand holds every 宝, so it cannot win";
        if (s) o += ", shanten " + shanten_words(s->overall);
        o += "\n";
    }
    if (w->zhifei) o += "zhifei    yes (制飞)\n";
    if (!w->win) {
        emit(out, o);
        return exit_answered;
    }
    auto d = decompose(h, r);
    if (!d) return fail(err, d.err());
    o += "decompositions (" + std::to_string(d->size()) + "):\n";
    for (const auto& dec : *d) {
        const std::size_t line = o.size();
        o += "  ";
        o += name(dec.shape);
        pad_to(o, line, 20);
        append_decomposition(o, dec, h, inv.unicode);
        o += '\n';
    }
    emit(out, o);
    return exit_answered;
}

int waits_command(const invocation& inv, const hand& h, const rules& r, std::FILE* out,
                  std::FILE* err) {
    if (inv.json) return print_json(out, err, h, r, op_waits | op_shanten);
    auto w = find_waits(h, r);
    if (!w) return fail(err, w.err());
    std::string o;
    header(o, inv, h, r);
    label(o, "shanten");
    o += shanten_words(w->shanten) + "\n";
    if (w->fei) o += "fei       yes (飞): the hand holds every 宝, so it has no waits\n";
    if (w->zhifei) o += "zhifei    yes (制飞): any tile completes it\n";
    label(o, "waits");
    if (w->waits == 0) {
        o += "none\n";
    } else {
        o += std::to_string(std::popcount(w->waits)) + " kinds\n";
    }
    for (tile_mask m = w->waits | w->karaten; m != 0; m &= m - 1) {
        const auto t = static_cast<tile>(std::countr_zero(m));
        const std::size_t line = o.size();
        o += "  ";
        o += tile_text(t, inv.unicode);
        pad_to(o, line, 8);
        bool first = true;
        for (int s = 0; s < wait_shape_count; ++s) {
            if (!contains(w->shapes[t], static_cast<wait_shape>(s))) continue;
            if (!first) o += ", ";
            first = false;
            o += name(static_cast<wait_shape>(s));
        }
        if (contains(w->karaten, t)) o += "  (karaten: all 4 in hand)";
        o += '\n';
    }
    if (r.karaten) {
        label(o, "karaten");
        if (w->karaten == 0) {
            o += "none\n";
        } else {
            append_tiles(o, w->karaten, inv.unicode);
            o += '\n';
        }
    }
    emit(out, o);
    return exit_answered;
}

int shanten_command(const invocation& inv, const hand& h, const rules& r, std::FILE* out,
                    std::FILE* err) {
    if (inv.json) return print_json(out, err, h, r, op_shanten);
    auto s = compute_shanten(h, r);
    if (!s) return fail(err, s.err());
    std::string o;
    header(o, inv, h, r);
    label(o, "shanten");
    o += shanten_words(s->overall) + "\n";
    const form_set allowed = r.forms();
    for (int f = 0; f < form_count; ++f) {
        if (!contains(allowed, static_cast<form>(f))) continue;
        const std::size_t line = o.size();
        o += "  ";
        o += name(static_cast<form>(f));
        pad_to(o, line, 20);
        o += shanten_words(s->by_form[static_cast<std::size_t>(f)]) + "\n";
    }
    emit(out, o);
    return exit_answered;
}

int analyze_command(const invocation& inv, const hand& h, const rules& r, std::FILE* out,
                    std::FILE* err) {
    if (inv.json) return print_json(out, err, h, r, op_shanten | op_analyze);
    auto a = analyze_discards(h, r);
    if (!a) return fail(err, a.err());
    auto s = compute_shanten(h, r);
    if (!s) return fail(err, s.err());
    std::string o;
    header(o, inv, h, r);
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
    emit(out, o);
    return exit_answered;
}

int score_command(const invocation& inv, const std::string& text, const hand& h, const rules& r,
                  std::FILE* out, std::FILE* err) {
    auto s = build_situation(text, inv.situation);
    if (!s) return fail(err, s.err());
    if (inv.json) {
        out_buffer json;
        json_writer w(json);
        if (auto ok = write_answer(w, {}, h, r, op_score, {}, false, &*s); !ok) {
            return fail(err, ok.err());
        }
        json += '\n';
        std::fwrite(json.view().data(), 1, json.size(), out);
        return exit_answered;
    }
    auto sc = compute_score(h, *s, r);
    if (!sc) return fail(err, sc.err());
    std::string o;
    header(o, inv, h, r);
    o += score_sheet(*sc, inv.unicode);
    emit(out, o);
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

int mediatek_command(const invocation& inv, std::FILE* out, std::FILE* err) {
    auto h = parse_hand(joined_words(inv), notation::mediatek);
    if (!h) return fail(err, h.err());
    auto r = preset("mediatek");
    // --json is common to every command: the object `check --rules mediatek --json` prints
    // (where a string of the wrong size is bad input, as in batch mode).
    if (inv.json) {
        return print_json(out, err, *h, *r, op_win | op_forms | op_shanten | op_decompose);
    }
    // Seed 004 answers BAD for a string of the wrong size: every verdict error is a BAD.
    const auto w = check_win(*h, *r);
    std::fputs(w && w->win ? "GOOD\n" : "BAD\n", out);
    return exit_answered;
}

int batch_command(const invocation& inv, std::FILE* out, std::FILE* err) {
    batch_config config;
    config.rules = inv.rules;
    config.notation_given = inv.hand_notation;
    auto processor = batch_processor::create(config);
    if (!processor) return fail(err, processor.err());
    std::fflush(out);
    return run_batch(*processor, inv.batch, STDIN_FILENO, fileno(out), fileno(err));
}

}  // namespace

void print_error(std::FILE* err, std::string_view message) {
    std::string line;
    line.reserve(message.size() + 1);
    for (const char c : message) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) {
            constexpr char hex[] = "0123456789abcdef";
            line += "\\x";
            line += hex[u >> 4];
            line += hex[u & 15];
        } else {
            line += c;
        }
    }
    line += '\n';
    std::fwrite(line.data(), 1, line.size(), err);
}

int run(const invocation& inv, std::FILE* out, std::FILE* err) {
    if (inv.help) {
        emit(out, help_text(inv.command));
        return exit_answered;
    }
    if (inv.command.empty()) {
        emit(out, demo_text());
        return exit_answered;
    }
    if (inv.command == "batch") return batch_command(inv, out, err);
    if (inv.command == "census") return census_command(inv, out, err);
    if (inv.command == "mediatek") {
        if (inv.words.empty()) {
            return fail(err, make_error(errc::empty_hand,
                                        "hupai mediatek needs a STRING, e.g. hupai mediatek "
                                        "ABCeee345456DD"));
        }
        return mediatek_command(inv, out, err);
    }

    if (inv.words.empty()) {
        return fail(err, make_error(errc::empty_hand, "hupai " + inv.command +
                                                          " needs a HAND, e.g. hupai " +
                                                          inv.command + " 123m456p789s11122z"));
    }
    auto r = build_rules(inv.rules);
    if (!r) return fail(err, r.err());
    const std::string text = joined_words(inv);
    auto h = parse_hand(text, notation_for(inv.hand_notation, r->preset));
    if (!h) return fail(err, h.err());
    if (inv.command == "score") return score_command(inv, text, *h, *r, out, err);
    if (inv.command == "check") return check_command(inv, *h, *r, out, err);
    if (inv.command == "waits") return waits_command(inv, *h, *r, out, err);
    if (inv.command == "shanten") return shanten_command(inv, *h, *r, out, err);
    return analyze_command(inv, *h, *r, out, err);
}

}  // namespace hupai::cli
