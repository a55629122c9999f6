// Scores: the situation, the dispatch on the rules' scoring system, JSON and the score sheet.
#include "score.hpp"

#include "display.hpp"
#include "gb_score_display.hpp"
#include "hupai/notation.hpp"

namespace hupai::cli {

namespace {

void write_payments(json_writer& w, const riichi_payments& p, const situation& s) {
    w.begin_object();
    if (!s.tsumo) {
        w.key("ron");
        w.value(p.ron);
    } else {
        if (!s.dealer()) {
            w.key("dealer");
            w.value(p.dealer);
        }
        w.key("non_dealer");
        w.value(p.non_dealer);
    }
    w.end_object();
}

void write_riichi(json_writer& w, const riichi_score& sc, const situation& s) {
    w.begin_object();
    if (sc.no_yaku) {
        w.key("no_yaku");
        w.value(true);
        w.key("yaku");
        w.begin_array();
        w.end_array();
        w.key("han");
        w.value(0);
        w.key("total");
        w.value(0);
        w.end_object();
        return;
    }
    w.key("yaku");
    w.begin_array();
    for (const yaku_entry& e : sc.yaku_list()) {
        w.begin_object();
        w.key("name");
        w.plain_value(name(e.id));
        w.key(e.yakuman != 0 ? "yakuman" : "han");
        w.value(e.yakuman != 0 ? e.yakuman : e.han);
        w.end_object();
    }
    w.end_array();
    w.key("han");
    w.value(sc.han);
    w.key("fu");
    w.value(sc.fu);
    w.key("fu_details");
    w.begin_array();
    for (const fu_entry& e : sc.fu_list()) {
        w.begin_object();
        w.key("reason");
        w.plain_value(name(e.reason));
        w.key("fu");
        w.value(static_cast<int>(e.fu));
        w.end_object();
    }
    w.end_array();
    w.key("yakuman");
    w.value(sc.yakuman);
    w.key("limit");
    w.plain_value(name(sc.limit));
    w.key("payments");
    write_payments(w, sc.payments, s);
    w.key("total");
    w.value(sc.total);
    w.key("form");
    w.plain_value(name(sc.shape));
    w.key("wait");
    w.plain_value(name(sc.wait));
    w.end_object();
}

void line(std::string& o, std::string_view label, const std::string& text) {
    o += label;
    o.append(label.size() < 10 ? 10 - label.size() : 1, ' ');
    o += text;
    o += '\n';
}

std::string riichi_sheet(const riichi_score& sc, const situation& s, bool unicode) {
    std::string o;
    std::string how =
        std::string(tile_text(s.win_tile, unicode)) + (s.tsumo ? " by tsumo" : " by ron") +
        ", seat " + std::string(tile_text(s.seat_wind, unicode)) + (s.dealer() ? " (dealer)" : "") +
        ", round " + std::string(tile_text(s.round_wind, unicode));
    line(o, "win", how);
    if (sc.no_yaku) {
        line(o, "yaku", "none: the hand is complete but has no yaku (no points)");
        return o;
    }
    line(o, "reading", std::string(name(sc.shape)) + ", " + std::string(name(sc.wait)) + " wait");
    std::string_view label = "yaku";
    for (const yaku_entry& e : sc.yaku_list()) {
        std::string entry(name(e.id));
        entry.append(entry.size() < 16 ? 16 - entry.size() : 1, ' ');
        entry += e.yakuman != 0 ? (e.yakuman == 2 ? "double yakuman" : "yakuman")
                                : std::to_string(e.han) + " han";
        line(o, label, entry);
        label = "";
    }
    if (sc.yakuman == 0) {
        line(o, "han", std::to_string(sc.han));
        std::string fu = std::to_string(sc.fu) + " (";
        std::string_view separator;
        for (const fu_entry& e : sc.fu_list()) {
            fu += std::string(separator) + std::string(name(e.reason)) + " " + std::to_string(e.fu);
            separator = ", ";
        }
        line(o, "fu", fu + ")");
    } else {
        line(o, "yakuman", std::to_string(sc.yakuman));
    }
    line(o, "limit",
         std::string(name(sc.limit)) + ", base points " + std::to_string(sc.base_points));
    const riichi_payments& p = sc.payments;
    line(o, "payments",
         !s.tsumo     ? "ron " + std::to_string(p.ron)
         : s.dealer() ? std::to_string(p.non_dealer) + " from each player"
                      : std::to_string(p.dealer) + " from the dealer, " +
                            std::to_string(p.non_dealer) + " from each other");
    line(o, "total", std::to_string(sc.total));
    return o;
}

}  // namespace

result<situation> build_situation(std::string_view hand_text, notation n,
                                  const std::vector<situation_option>& options) {
    situation s;
    bool win_tile_given = false;
    for (const auto& o : options) {
        if (auto ok = set_situation(s, o.key, o.value); !ok) return ok.err();
        win_tile_given |= o.key == "win_tile";
    }
    if (!win_tile_given) {
        auto t = last_concealed_tile(hand_text, n);
        if (!t) return std::move(t).err();
        s.win_tile = t->kind;
        s.win_tile_red = t->red;
    }
    return s;
}

result<scored> compute_score(const hand& h, const situation& s, const rules& r) {
    scored sc;
    sc.system = r.scoring;
    sc.where = s;
    switch (r.scoring) {
        case scoring_system::riichi: {
            auto v = score_riichi(h, s, r);
            if (!v) return std::move(v).err();
            sc.riichi = *v;
            return sc;
        }
        case scoring_system::none: {
            // A preset that scores with its scoring turned off: name the flag, not the preset.
            const auto own = preset(r.preset);
            if (own && own->scoring != scoring_system::none) {
                return make_error(errc::invalid_value,
                                  "scoring is set to none, so nothing scores the win: set "
                                  "scoring to riichi or gb");
            }
            return make_error(errc::invalid_value,
                              "the " + std::string(r.preset) +
                                  " rules do not score wins: use --rules riichi or --rules gb, "
                                  "or set scoring to riichi or gb");
        }
        case scoring_system::gb: {
            auto v = score_gb(h, s, r);
            if (!v) return std::move(v).err();
            sc.gb = *v;
            return sc;
        }
    }
    return make_error(errc::invalid_value, "an unknown scoring system");
}

void write_score(json_writer& w, const scored& sc) {
    if (sc.system == scoring_system::riichi) write_riichi(w, sc.riichi, sc.where);
    if (sc.system == scoring_system::gb) write_gb_score(w, sc.gb);
}

std::string score_sheet(const scored& sc, bool unicode) {
    if (sc.system == scoring_system::gb) {
        std::string o;
        append_gb_score_sheet(o, sc.gb, sc.where, unicode);
        return o;
    }
    return sc.system == scoring_system::riichi ? riichi_sheet(sc.riichi, sc.where, unicode) : "";
}

}  // namespace hupai::cli
