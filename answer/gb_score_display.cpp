// The GB score sheet and its JSON object.
#include "gb_score_display.hpp"

#include "display.hpp"

namespace hupai::cli {

namespace {

// Display columns: CJK characters take two.
std::size_t columns(std::string_view s) {
    std::size_t n = 0;
    for (const char c : s) {
        const auto u = static_cast<unsigned char>(c);
        if ((u & 0xC0) == 0x80) continue;
        n += u >= 0xE0 ? 2 : 1;
    }
    return n;
}

void pad(std::string& o, std::string_view cell, std::size_t width) {
    o += cell;
    const std::size_t used = columns(cell);
    o.append(used < width ? width - used : 1, ' ');
}

}  // namespace

void append_gb_score_sheet(std::string& o, const gb_score& s, const situation& sit, bool unicode) {
    o += "win       ";
    o += tile_text(sit.win_tile, unicode);
    o += s.tsumo ? " self-drawn" : " on a discard";
    o += ", seat ";
    o += tile_text(sit.seat_wind, unicode);
    o += ", round ";
    o += tile_text(sit.round_wind, unicode);
    o += "\nform      ";
    o += name(s.form);
    o += "\nfans\n";
    for (const auto& e : s.fans()) {
        o += "  ";
        pad(o, chinese_name(e.fan), 12);
        pad(o, english_name(e.fan), 34);
        const int p = points(e.fan);
        std::string value = std::to_string(p);
        if (e.count > 1) {
            value = std::to_string(e.count) + " × " + std::to_string(p) + " = " +
                    std::to_string(e.count * p);
        }
        o.append(value.size() < 3 ? 3 - value.size() : 0, ' ');
        o += value;
        o += '\n';
    }
    o += "total     " + std::to_string(s.total);
    if (s.flowers != 0) {
        o += " (" + std::to_string(s.total - s.flowers) + " + " + std::to_string(s.flowers) +
             (s.flowers == 1 ? " flower)" : " flowers)");
    }
    o += "\nminimum   8 without flowers: ";
    o += s.qualifies ? "met\n" : "not met (the hand may not be declared)\n";
    o += "payments  ";
    if (s.tsumo) {
        o += "each of the three others pays " + std::to_string(s.each);
    } else {
        o += "the discarder pays " + std::to_string(s.discarder) + ", each other player " +
             std::to_string(s.other);
    }
    o += "; total won " + std::to_string(s.total_won) + "\n";
}

void write_gb_score(json_writer& w, const gb_score& s) {
    w.begin_object();
    w.key("form");
    w.plain_value(name(s.form));
    w.key("fans");
    w.begin_array();
    for (const auto& e : s.fans()) {
        w.begin_object();
        w.key("name");
        w.plain_value(name(e.fan));
        w.key("chinese");
        w.value(chinese_name(e.fan));
        w.key("points");
        w.value(points(e.fan));
        w.key("count");
        w.value(static_cast<int>(e.count));
        w.end_object();
    }
    w.end_array();
    w.key("total");
    w.value(s.total);
    w.key("qualifies");
    w.value(s.qualifies);
    w.key("payments");
    w.begin_object();
    if (s.tsumo) {
        w.key("each");
        w.value(s.each);
    } else {
        w.key("discarder");
        w.value(s.discarder);
        w.key("other");
        w.value(s.other);
    }
    w.end_object();
    w.key("total_won");
    w.value(s.total_won);
    w.end_object();
}

}  // namespace hupai::cli
