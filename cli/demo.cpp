// The demo of `hupai` without arguments: the seeds' sample hands under their presets, judged live.
#include <bit>
#include <string>

#include "commands.hpp"
#include "display.hpp"
#include "hupai/analysis.hpp"

namespace hupai::cli {

namespace {

struct sample {
    std::string_view text;  ///< as the seed writes it
    std::string_view note;  ///< what the seed says of it
};

std::string verdict(const hand& h, const rules& r) {
    auto w = check_win(h, r);
    if (!w) return w.err().message;
    std::string s;
    if (w->win) {
        s = "win:";
        for (int f = 0; f < form_count; ++f) {
            if (contains(w->forms, static_cast<form>(f)))
                s += std::string(" ") + std::string(name(static_cast<form>(f)));
        }
        auto d = decompose(h, r, 1);
        if (d && !d->empty()) {
            s += " — ";
            append_decomposition(s, d->front(), h, false);
        }
    } else {
        s = w->fei ? "no win: fei (飞), the hand holds all four 宝" : "no win";
        if (auto sh = compute_shanten(h, r); sh && !w->fei) {
            s += " (shanten " + std::to_string(sh->overall) + ")";
        }
    }
    return s;
}

std::string waits_verdict(const hand& h, const rules& r) {
    auto w = find_waits(h, r);
    if (!w) return w.err().message;
    if (w->zhifei) return "zhifei (制飞): any tile completes it";
    if (w->waits == 0) return "not ready (shanten " + std::to_string(w->shanten) + ")";
    std::string s = "waits";
    for (tile_mask m = w->waits; m != 0; m &= m - 1) {
        const auto t = static_cast<tile>(std::countr_zero(m));
        s += ' ';
        s += tile_name(t);
        std::string shapes;
        for (int k = 0; k < wait_shape_count; ++k) {
            if (!contains(w->shapes[t], static_cast<wait_shape>(k))) continue;
            shapes += shapes.empty() ? " (" : ", ";
            shapes += name(static_cast<wait_shape>(k));
        }
        if (!shapes.empty()) s += shapes + ")";
    }
    return s;
}

void section(std::string& o, std::string_view title, std::string_view preset_name,
             std::string_view wild, const std::vector<sample>& samples, notation n) {
    o += title;
    o += '\n';
    auto r = preset(preset_name);
    if (!wild.empty()) (void)set_wild(*r, wild);
    for (const auto& s : samples) {
        o += "  ";
        o += s.text;
        o += '\n';
        auto h = parse_hand(s.text, n);
        o += "    ";
        if (!h) {
            o += h.err().message;
        } else {
            o += format_hand(*h) + "  →  ";
            const int size = hand_size(*h, *r);
            o += size % 3 == 1 ? waits_verdict(*h, *r) : verdict(*h, *r);
        }
        if (!s.note.empty()) {
            o += "   [";
            o += s.note;
            o += ']';
        }
        o += '\n';
    }
    o += '\n';
}

}  // namespace

std::string demo_text() {
    std::string o =
        "hupai — a mahjong hand judge. The sample hands of its seed articles, judged live:\n\n";
    section(o, "Seed 000, backtracking win check (chinese rules):", "chinese", "",
            {{"123m 123s 123p 555m 88s", "its case1"}}, notation::automatic);
    section(o, "Seed 001, recursive analysis (chinese rules, Chinese names):", "chinese", "",
            {{"一万二万三万五万五万五万二筒二筒四筒四筒四筒南南南", "its example array"},
             {"一万二万二万二万二万三万一筒二筒三筒东东南南南", "its main()"}},
            notation::automatic);
    section(o, "Seed 002, waits by blocks (riichi rules, Unicode tiles):", "riichi", "",
            {{"🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃🀃", "the complete hand"},
             {"🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆 🀃🀃", "a pung's tile taken"},
             {"🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃🀃", "an edge tile taken"},
             {"🀇 🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃🀃", "the middle tile taken"},
             {"🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃", "a pair's tile taken"},
             {"🀇🀈🀉🀊 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆", "pair and meld merged"}},
            notation::automatic);
    section(o, "Seed 003, Ruijin with a 宝 (ruijin rules, codes, 宝 = 407 白 = 5z):", "ruijin",
            "5z",
            {{"101 101 104 104 201 201 209 209 305 306 307 407 407 407", "Test_isHU"},
             {"101 101 104 104 201 201 209 209 305 306 407 407 407 407", "Test_duiDuiHu: 飞"},
             {"101 101 104 104 201 201 209 209 305 306 407 407 407", "Test_zhiFei"}},
            notation::codes);
    section(o, "Seed 003, 烂胡 (ruijin rules, 宝 = 104 = 4m; the seed's 409 is no tile, 401 here):",
            "ruijin", "4m",
            {{"101 104 104 107 201 204 209 302 305 309 403 406 401 501", "Test_lanHu"}},
            notation::codes);

    o += "Seed 004, the MediaTek 2017 contest (hupai mediatek STRING):\n";
    const auto mediatek = preset("mediatek");
    for (const std::string_view s :
         {"ABCeee345456DD", "ABeeee345456DD", "AAAABC123456333", "AADDFF1133aagg",
          "AAAABBBBCCCCDDDD88", "AAA123789", "AAA111345666DEF88"}) {
        std::string line = "  " + std::string(s);
        line.resize(24, ' ');
        auto h = parse_hand(s, notation::mediatek);
        if (!h) {
            line += h.err().message;
        } else {
            const auto w = check_win(*h, *mediatek);
            line += w && w->win ? "GOOD" : "BAD";
        }
        o += line + '\n';
    }
    o += "\nTry:\n";
    for (const auto& c : commands()) o += "  " + std::string(c.example) + '\n';
    o += "  hupai --help    (every command and option)\n";
    return o;
}

}  // namespace hupai::cli
