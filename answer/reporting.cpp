// How the commands report (reporting.hpp).
#include "reporting.hpp"

#include <string>

#include "answer.hpp"
#include "display.hpp"
#include "hupai/notation.hpp"
#include "json_writer.hpp"

namespace hupai::cli {

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

int report_error(bool json, std::FILE* out, std::FILE* err, std::string_view message, int status) {
    if (!json) {
        print_error(err, message);
        return status;
    }
    out_buffer text;
    json_writer w(text);
    write_error(w, {}, error{errc::invalid_value, 0, std::string(message)});
    text += '\n';
    std::fwrite(text.view().data(), 1, text.size(), out);
    return status;
}

std::string rules_words(const rule_options& given, const rules& r, bool unicode) {
    std::string s(r.preset);
    s += " rules";
    std::string wild;
    for (tile_mask m = r.wild; m != 0; m &= m - 1) {
        if (!wild.empty()) wild += ',';
        wild += tile_text(static_cast<tile>(std::countr_zero(m)), unicode);
    }
    if (!wild.empty()) s += ", wild " + wild;
    for (const auto& o : given.overrides) {
        if (o.flag == "wild") continue;
        s += ", " + o.flag + "=" + o.value;
    }
    return s;
}

}  // namespace hupai::cli
