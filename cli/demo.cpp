// The demo of `hupai` without arguments: sample hands under every preset, judged live.
#include <bit>
#include <string>

#include "commands.hpp"
#include "display.hpp"
#include "hupai/analysis.hpp"

namespace hupai::cli {

namespace {

struct sample {
    std::string_view text;  ///< as a player would type it
    std::string_view note;  ///< what to look at
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
    if (w->zhifei) {
        return "zhifei (制飞): one 宝 aside the rest is complete, so it wins on " +
               std::to_string(std::popcount(w->waits)) + " kinds";
    }
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
        "hupai — a mahjong hand judge. Sample hands under each rule set, judged live:\n\n";
    section(o, "Chinese rules (the default), MPSZ and Chinese tile names:", "chinese", "",
            {{"123m 123s 123p 555m 88s", "four melds and a pair"},
             {"一万二万三万五万五万五万二筒二筒四筒四筒四筒南南南", "Chinese names"},
             {"一万二万二万二万二万三万一筒二筒三筒东东南南南", "four of a kind held"}},
            notation::automatic);
    section(o, "Riichi (Japanese) rules, Unicode tiles — a complete hand, then one tile taken:",
            "riichi", "",
            {{"🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃🀃", "complete"},
             {"🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆 🀃🀃", "two pairs: either becomes a pung"},
             {"🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃🀃", "an open run"},
             {"🀇 🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃🀃", "the middle of a run"},
             {"🀇🀈🀉 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆 🀃", "a lone tile waits for its pair"},
             {"🀇🀈🀉🀊 🀜🀝🀞 🀖🀗🀘 🀆🀆🀆", "pair and run share a tile"}},
            notation::automatic);
    section(o, "Sichuan rules (no honours; a win holds at most two suits):", "sichuan", "",
            {{"123456789m11555p", "two suits"},
             {"123m456p789s11555m", "three suits: no win"},
             {"1112345678999m", "nine gates: every character completes it"}},
            notation::automatic);
    section(o, "Ruijin rules, 白 (5z) as the 宝, tiles as numeric codes (407 = 白):", "ruijin",
            "5z",
            {{"101 101 104 104 201 201 209 209 305 306 307 407 407 407", "the 宝 fill in"},
             {"101 101 104 104 201 201 209 209 305 306 407 407 407 407", "飞: all four 宝 held"},
             {"101 101 104 104 201 201 209 209 305 306 407 407 407", "制飞"}},
            notation::codes);
    section(o,
            "Ruijin rules, 4m as the 宝: 十三烂 (no two tiles of a suit closer than 3):", "ruijin",
            "4m",
            {{"101 104 104 107 201 204 209 302 305 309 403 406 401 501",
              "a flower (501) "
              "is a 宝"}},
            notation::codes);
    section(o,
            "Chinese Official rules (gb, 国标): the knitted forms (组合龙, 全不靠) as well:", "gb",
            "",
            {{"147m258p369s456m77z", "组合龙: 147 258 369 in three suits, a meld and a pair"},
             {"147m25p39s1234567z", "七星不靠: all seven honours and knitted singles"},
             {"147m258p36s456m77z", "one tile of the knitted straight missing"}},
            notation::automatic);
    o += "MediaTek letters (hupai mediatek STRING: A-I characters, 1-9 dots, a-i bamboo):\n";
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
    o += "  hupai 34068m 5678p 23567s    (a hand alone: which discard, or which draws)\n";
    for (const auto& c : commands()) o += "  " + std::string(c.example) + '\n';
    o += "  hupai score 147m258p369s456m77z --rules gb --tsumo    (the fans of a gb win)\n";
    o += "  hupai --help    (every command and option)\n";
    return o;
}

}  // namespace hupai::cli
