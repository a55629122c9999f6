// RiichiScore, GbScore and their entries: the typed answers of hupai.score (docs/PYTHON.md).
// RiichiScore.as_dict() and GbScore.as_dict() keep the batch op `score`'s shape.
#include "scores.hpp"

#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>

#include <string>
#include <vector>

#include "arguments.hpp"
#include "values.hpp"

namespace nb = nanobind;
using namespace nb::literals;

namespace hupai::python {

namespace {

std::string text(std::string_view s) { return std::string(s); }

std::string quoted(std::string_view s) { return repr_of(nb::str(s.data(), s.size())); }

/// Who pays what in the batch op's keys: {"ron"}, or {"dealer", "non_dealer"} on a
/// non-dealer's tsumo, {"non_dealer"} on the dealer's.
str_int_dict riichi_payments(const riichi_result& r) {
    str_int_dict out;
    if (!r.tsumo) {
        out["ron"] = r.score.payments.ron;
    } else {
        if (!r.dealer) out["dealer"] = r.score.payments.dealer;
        out["non_dealer"] = r.score.payments.non_dealer;
    }
    return out;
}

/// {"discarder", "other"} on a discard, {"each"} on tsumo.
str_int_dict gb_payments(const gb_score& s) {
    str_int_dict out;
    if (s.tsumo) {
        out["each"] = s.each;
    } else {
        out["discarder"] = s.discarder;
        out["other"] = s.other;
    }
    return out;
}

std::string yaku_text(const yaku_entry& y) {
    return text(name(y.id)) +
           (y.yakuman != 0 ? " yakuman" + (y.yakuman > 1 ? "×" + std::to_string(y.yakuman) : "")
                           : " " + std::to_string(y.han));
}

std::string fan_text(const gb_fan_entry& f) {
    return text(name(f.fan)) + " " + std::to_string(points(f.fan)) +
           (f.count > 1 ? "×" + std::to_string(f.count) : "");
}

std::vector<yaku_entry> yaku_of(const riichi_result& r) {
    return {r.score.yaku_list().begin(), r.score.yaku_list().end()};
}
std::vector<fu_entry> fu_of(const riichi_result& r) {
    return {r.score.fu_list().begin(), r.score.fu_list().end()};
}
std::vector<gb_fan_entry> fans_of(const gb_score& s) { return {s.fans().begin(), s.fans().end()}; }

/// The dict the batch op `score` answers for a riichi win (docs/SCORING.md): what
/// hupai.score returned before it returned RiichiScore.
str_object_dict riichi_dict(const riichi_result& r) {
    const riichi_score& sc = r.score;
    str_object_dict out;
    nb::list yaku;
    if (sc.no_yaku) {
        out["no_yaku"] = true;
        out["yaku"] = yaku;
        out["han"] = 0;
        out["total"] = 0;
        return out;
    }
    for (const yaku_entry& e : sc.yaku_list()) {
        nb::dict y;
        y["name"] = text(name(e.id));
        if (e.yakuman != 0) {
            y["yakuman"] = static_cast<int>(e.yakuman);
        } else {
            y["han"] = static_cast<int>(e.han);
        }
        yaku.append(y);
    }
    nb::list fu;
    for (const fu_entry& e : sc.fu_list()) {
        nb::dict f;
        f["reason"] = text(name(e.reason));
        f["fu"] = static_cast<int>(e.fu);
        fu.append(f);
    }
    out["yaku"] = yaku;
    out["han"] = sc.han;
    out["fu"] = sc.fu;
    out["fu_details"] = fu;
    out["yakuman"] = sc.yakuman;
    out["limit"] = text(name(sc.limit));
    out["payments"] = riichi_payments(r);
    out["total"] = sc.total;
    out["form"] = text(name(sc.shape));
    out["wait"] = text(name(sc.wait));
    return out;
}

/// The dict the batch op `score` answers for a GB win.
str_object_dict gb_dict(const gb_score& s) {
    str_object_dict out;
    nb::list fans;
    for (const gb_fan_entry& e : s.fans()) {
        nb::dict f;
        f["name"] = text(name(e.fan));
        f["chinese"] = text(chinese_name(e.fan));
        f["points"] = points(e.fan);
        f["count"] = static_cast<int>(e.count);
        fans.append(f);
    }
    out["form"] = text(name(s.form));
    out["fans"] = fans;
    out["total"] = s.total;
    out["qualifies"] = s.qualifies;
    out["payments"] = gb_payments(s);
    out["total_won"] = s.total_won;
    return out;
}

}  // namespace

void bind_scores(nb::module_& m) {
    auto yaku = nb::class_<yaku_entry>(m, "Yaku", "One yaku of a RiichiScore.")
                    .def_prop_ro(
                        "name", [](const yaku_entry& y) { return text(name(y.id)); },
                        "Its id: 'riichi', 'pinfu', …, 'kokushi_13' (docs/SCORING.md).")
                    .def_prop_ro(
                        "han", [](const yaku_entry& y) { return static_cast<int>(y.han); },
                        "Its han (dora, aka_dora, ura_dora: their count); 0 for a yakuman.")
                    .def_prop_ro(
                        "yakuman", [](const yaku_entry& y) { return static_cast<int>(y.yakuman); },
                        "A yakuman's multiple, 1 or 2; else 0.")
                    .def("__repr__", [](const yaku_entry& y) {
                        return "Yaku(" + quoted(name(y.id)) +
                               (y.yakuman != 0 ? ", yakuman=" + std::to_string(y.yakuman)
                                               : ", han=" + std::to_string(y.han)) +
                               ")";
                    });
    def_value(yaku, "Yaku", {"name", "han", "yakuman"});

    auto fu = nb::class_<fu_entry>(m, "Fu", "One fu detail of a RiichiScore.")
                  .def_prop_ro(
                      "reason", [](const fu_entry& f) { return text(name(f.reason)); },
                      "'base', 'closed_ron', 'tsumo', 'closed_pung', …")
                  .def_prop_ro("fu", [](const fu_entry& f) { return static_cast<int>(f.fu); })
                  .def("__repr__", [](const fu_entry& f) {
                      return "Fu(" + quoted(name(f.reason)) + ", " + std::to_string(f.fu) + ")";
                  });
    def_value(fu, "Fu", {"reason", "fu"});

    auto fan = nb::class_<gb_fan_entry>(m, "Fan", "One fan of a GbScore.")
                   .def_prop_ro(
                       "name", [](const gb_fan_entry& f) { return text(name(f.fan)); },
                       "Its id, the snake_case of the English name: 'pure_straight'.")
                   .def_prop_ro(
                       "english", [](const gb_fan_entry& f) { return text(english_name(f.fan)); },
                       "'Pure Straight'.")
                   .def_prop_ro(
                       "chinese", [](const gb_fan_entry& f) { return text(chinese_name(f.fan)); },
                       "'清龙'.")
                   .def_prop_ro(
                       "points", [](const gb_fan_entry& f) { return points(f.fan); },
                       "Points of one occurrence.")
                   .def_prop_ro(
                       "count", [](const gb_fan_entry& f) { return static_cast<int>(f.count); },
                       "How many times it is counted (two tile_hog: 2; flower_tiles: the flowers).")
                   .def("__repr__", [](const gb_fan_entry& f) {
                       return "Fan(" + quoted(name(f.fan)) + ", " + quoted(chinese_name(f.fan)) +
                              ", points=" + std::to_string(points(f.fan)) +
                              ", count=" + std::to_string(f.count) + ")";
                   });
    def_value(fan, "Fan", {"name", "english", "chinese", "points", "count"});

    auto riichi =
        nb::class_<riichi_result>(m, "RiichiScore",
                                  "What a riichi win is worth: score(hand, rules='riichi').")
            .def_prop_ro(
                "no_yaku", [](const riichi_result& r) { return r.score.no_yaku; },
                "Complete but without a yaku: every other field is 0 or empty.")
            .def_prop_ro("yaku", &yaku_of,
                         "The yaku of the best reading, in the order of the spec.")
            .def_prop_ro(
                "han", [](const riichi_result& r) { return r.score.han; }, "0 for a yakuman hand.")
            .def_prop_ro(
                "fu", [](const riichi_result& r) { return r.score.fu; },
                "Rounded up to 10 (chiitoitsu 25); 0 for a yakuman hand.")
            .def_prop_ro("fu_details", &fu_of, "Where the fu come from, before rounding.")
            .def_prop_ro(
                "yakuman", [](const riichi_result& r) { return r.score.yakuman; },
                "The sum of the yakuman multiples (0 for a counted yakuman).")
            .def_prop_ro(
                "limit", [](const riichi_result& r) { return text(name(r.score.limit)); },
                "'none', 'mangan', 'haneman', 'baiman', 'sanbaiman' or 'yakuman'.")
            .def_prop_ro("base_points", [](const riichi_result& r) { return r.score.base_points; })
            .def_prop_ro("payments", &riichi_payments,
                         "Honba included: {'ron': N}, or on tsumo {'dealer': N, 'non_dealer': M}\n"
                         "({'non_dealer': M} for the dealer's).")
            .def_prop_ro(
                "total", [](const riichi_result& r) { return r.score.total; },
                "The winner's gain: the payments plus 1,000 per riichi stick.")
            .def_prop_ro(
                "form", [](const riichi_result& r) { return text(name(r.score.shape)); },
                "The reading's form: 'standard', 'seven_pairs' or 'thirteen_orphans'.")
            .def_prop_ro(
                "wait", [](const riichi_result& r) { return text(name(r.score.wait)); },
                "How the winning tile completed it: 'two_sided', 'closed', 'edge', 'single', …")
            .def("as_dict", &riichi_dict,
                 "The batch op `score`'s dict (docs/SCORING.md): what score() returned before\n"
                 "RiichiScore.")
            .def("__repr__", [](const riichi_result& r) {
                const riichi_score& s = r.score;
                if (s.no_yaku) return std::string("RiichiScore(no_yaku=True)");
                std::string yaku;
                for (const yaku_entry& y : s.yaku_list()) {
                    yaku += (yaku.empty() ? "" : ", ") + yaku_text(y);
                }
                std::string out = "RiichiScore([" + yaku + "], ";
                if (s.yakuman == 0) {
                    out += std::to_string(s.han) + " han " + std::to_string(s.fu) + " fu, ";
                }
                if (s.limit != limit::none) out += text(name(s.limit)) + ", ";
                return out + "payments=" + repr_of(riichi_payments(r)) +
                       ", total=" + std::to_string(s.total) + ")";
            });
    def_value(riichi, "RiichiScore", {});

    auto gb =
        nb::class_<gb_score>(m, "GbScore",
                             "What a win is worth under the Chinese Official rules: score(hand, "
                             "rules='gb').")
            .def_prop_ro(
                "form", [](const gb_score& s) { return text(name(s.form)); },
                "The reading's form: 'standard', 'seven_pairs', 'thirteen_orphans',\n"
                "'honours_and_knitted' or 'knitted_straight'.")
            .def_prop_ro("fans", &fans_of, "The fans of the best reading, in Green Book order.")
            .def_ro("total", &gb_score::total, "All points, flowers included.")
            .def_ro("qualifies", &gb_score::qualifies, "The total without flowers reaches 8.")
            .def_ro("flowers", &gb_score::flowers, "Flowers held.")
            .def_ro("tsumo", &gb_score::tsumo, "Self-drawn.")
            .def_prop_ro(
                "payments", &gb_payments,
                "{'discarder': 8 + total, 'other': 8} on a discard, {'each': 8 + total} on "
                "tsumo.")
            .def_ro("total_won", &gb_score::total_won, "The sum of all payments.")
            .def(
                "count",
                [](const gb_score& s, nb::handle fan_given) {
                    const std::string fan = str_arg(fan_given, "fan");
                    for (const gb_fan_entry& e : s.fans()) {
                        if (name(e.fan) == fan) return static_cast<int>(e.count);
                    }
                    return 0;
                },
                nb::sig("def count(self, fan: str) -> int"), "fan"_a.none(),
                "How many times the fan (by id) is counted; 0 when absent.")
            .def("as_dict", &gb_dict, "The batch op `score`'s dict (docs/SCORING.md).")
            .def("__repr__", [](const gb_score& s) {
                std::string fans;
                for (const gb_fan_entry& f : s.fans())
                    fans += (fans.empty() ? "" : ", ") + fan_text(f);
                return "GbScore([" + fans + "], total=" + std::to_string(s.total) +
                       (s.qualifies ? "" : ", qualifies=False") +
                       ", payments=" + repr_of(gb_payments(s)) + ")";
            });
    def_value(gb, "GbScore", {});
}

}  // namespace hupai::python
