// `hupai census --tiles N`: a table, or {"tiles": N, "rules": "riichi", "rows": [...]} with exact
// decimal integers (weighted counts pass 64 bits beyond 14 tiles).
#include "census_command.hpp"

#include <string>

#include "hupai/census.hpp"
#include "json_writer.hpp"
#include "reporting.hpp"

namespace hupai::cli {

namespace {

void right(std::string& o, const std::string& text, std::size_t width) {
    if (text.size() < width) o.append(width - text.size(), ' ');
    o += text;
}

std::string table(int tiles, const std::string& rules_text, const std::vector<census_row>& rows) {
    std::string o =
        "census of every " + std::to_string(tiles) + "-tile concealed hand, " + rules_text + "\n\n";
    constexpr std::size_t w1 = 7, w2 = 16, w3 = 26;
    right(o, "shanten", w1);
    right(o, "distinct", w2);
    right(o, "weighted", w3);
    o += '\n';
    std::uint64_t distinct = 0;
    census_count weighted = 0;
    for (const auto& row : rows) {
        right(o, std::to_string(row.shanten), w1);
        right(o, std::to_string(row.distinct), w2);
        right(o, to_decimal(row.weighted), w3);
        o += '\n';
        distinct += row.distinct;
        weighted += row.weighted;
    }
    right(o, "total", w1);
    right(o, std::to_string(distinct), w2);
    right(o, to_decimal(weighted), w3);
    o += "\n\ndistinct: hands as multisets of kinds; weighted: ways to draw them from the wall\n";
    return o;
}

std::string json_text(int tiles, const rules& r, const std::vector<flag_override>& overrides,
                      const std::vector<census_row>& rows) {
    out_buffer text;
    json_writer w(text);
    w.begin_object();
    w.key("tiles");
    w.value(tiles);
    w.key("rules");
    w.value(r.preset);
    if (!overrides.empty()) {
        // The rule flags given on the command line, as given: the counts are theirs.
        w.key("flags");
        w.begin_object();
        for (const auto& o : overrides) {
            w.key(o.flag);
            w.value(o.value);
        }
        w.end_object();
    }
    w.key("rows");
    w.begin_array();
    for (const auto& row : rows) {
        w.begin_object();
        w.key("shanten");
        w.value(row.shanten);
        w.key("distinct");
        w.value(row.distinct);
        w.key("weighted");
        w.raw(to_decimal(row.weighted));  // an exact JSON integer, however large
        w.end_object();
    }
    w.end_array();
    w.end_object();
    text += '\n';
    return text.str();
}

}  // namespace

int census_command(const invocation& inv, std::FILE* out, std::FILE* err) {
    auto r = build_rules(inv.rules);
    if (!r) return report_error(inv.json, out, err, r.err().message, exit_bad_input);
    census_progress progress;
    if (inv.batch.progress) {
        progress = [err](double fraction) {
            std::fprintf(err, "hupai census: %.0f%%\n", fraction * 100.0);
        };
    }
    const auto rows = census(inv.tiles, *r, progress);
    if (!rows) return report_error(inv.json, out, err, rows.err().message, exit_bad_input);
    const std::string text = inv.json ? json_text(inv.tiles, *r, inv.rules.overrides, *rows)
                                      : table(inv.tiles, rules_words(inv.rules, *r, false), *rows);
    std::fwrite(text.data(), 1, text.size(), out);
    return exit_answered;
}

}  // namespace hupai::cli
