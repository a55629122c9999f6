// hupai._core: the Python skin of the library (docs/PYTHON.md). Each function translates its
// arguments, asks the C++ library (single calls) or the C API's batch calls (arrays), and
// translates the answer: no judging happens here.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/operators.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>

#include <array>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "advice.hpp"
#include "arguments.hpp"
#include "batches.hpp"
#include "hupai/hupai.h"
#include "hupai/hupai.hpp"
#include "scores.hpp"

namespace nb = nanobind;
using namespace nb::literals;

using namespace hupai::python;

namespace {

// --- Reprs -----------------------------------------------------------------------------------

std::string join_tiles(const nb::list& tiles) {
    std::string out;
    for (nb::handle t : tiles) out += nb::cast<std::string>(t);
    return out;
}

std::string repr_of(nb::handle o) { return nb::cast<std::string>(nb::repr(o)); }

std::string group_text(const hupai::group& g) {
    std::string out;
    for (int i = 0; i < g.size; ++i) {
        out += hupai::format_tile(g.tiles[static_cast<std::size_t>(i)]);
        if ((g.wild >> i) & 1U) out += '*';
    }
    return out;
}

std::string meld_kind_name(hupai::meld_kind k) {
    static constexpr const char* names[] = {"chow", "pung", "exposed_kong", "added_kong",
                                            "concealed_kong"};
    return names[static_cast<int>(k)];
}

/// A meld's physical tiles: 3, or 4 for a kong.
str_list meld_tiles(const hupai::meld& x) {
    str_list out;
    for (int i = 0; i < x.size(); ++i) {
        out.append(tile_str(x.tiles[static_cast<std::size_t>(std::min(i, 2))]));
    }
    return out;
}

std::string group_kind_name(hupai::group_kind k) {
    static constexpr const char* names[] = {"pair", "chow", "pung", "kong", "single"};
    return names[static_cast<int>(k)];
}

}  // namespace

/// The situation of `situation` (a dict of set_situation keys, or None); the winning tile
/// defaults to the last concealed tile of a hand given as text.
hupai::situation situation_arg(nb::handle hand, nb::handle situation) {
    hupai::situation s;
    bool win_tile = false;
    if (!situation.is_none()) {
        if (!nb::isinstance<nb::dict>(situation)) {
            raise_value("situation is a dict, e.g. {'tsumo': True, 'win_tile': '6s'}");
        }
        for (auto [key, value] : nb::cast<nb::dict>(situation)) {
            const std::string name = nb::cast<std::string>(key);
            check(hupai::set_situation(s, name, flag_text(value)));
            win_tile |= name == "win_tile";
        }
    }
    if (!win_tile) {
        if (!nb::isinstance<nb::str>(hand)) {
            raise_value("a Hand does not say which tile won: give situation={'win_tile': …}");
        }
        const auto last = take(hupai::last_concealed_tile(nb::cast<std::string>(hand)));
        s.win_tile = last.kind;
        s.win_tile_red = last.red;
    }
    return s;
}

/// A docstring built at import: nanobind keeps the pointer, so the text must live on.
const std::string& doc(std::string text) {
    static std::vector<std::unique_ptr<std::string>> docs;
    return *docs.emplace_back(std::make_unique<std::string>(std::move(text)));
}

/// Defines the question `name(hand, rules='chinese', **flags) -> returns`, answered by
/// `answer(hand, rules)` after the arguments are translated.
// Per improving tile, its unseen copies: the `unseen` of a discard or of the draws.
str_int_dict unseen_dict(hupai::tile_mask improving,
                         const std::array<std::uint8_t, hupai::kinds>& unseen) {
    str_int_dict out;
    for (int t = 0; t < hupai::kinds; ++t) {
        if ((improving >> t) & 1U) {
            out[tile_str(static_cast<hupai::tile>(t))] = unseen[static_cast<std::size_t>(t)];
        }
    }
    return out;
}

template <class Answer>
void def_question(nb::module_& m, const char* name, const char* returns, Answer answer,
                  const char* docstring) {
    const std::string& sig =
        doc(std::string("def ") + name +
            "(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> " + returns);
    m.def(
        name,
        [answer](nb::handle hand, nb::handle rules, const nb::kwargs& flags) {
            return answer(hand_arg(hand), rules_arg(rules, flags));
        },
        nb::sig(sig.c_str()), "hand"_a, "rules"_a = "chinese", "flags"_a, docstring);
}

NB_MODULE(_core, m) {
    m.doc() = "hupai's compiled core; import hupai instead.";
    m.attr("__version__") = hupai::version;

    hand_error_type = PyErr_NewExceptionWithDoc(
        "hupai.HandError",
        "Bad input: a hand, rule flag, preset or array the library rejects.\n\n"
        "A subclass of ValueError. ``name`` is the library's stable error name (e.g.\n"
        "'unknown_character'), ``offset`` the byte offset for parse errors, and str(e) the\n"
        "message, which starts with the name.",
        PyExc_ValueError, nullptr);
    m.attr("HandError") = nb::borrow(hand_error_type);

    m.def(
        "error_name", [](int status) { return std::string(hupai_status_name(status)); }, "status"_a,
        "The stable name of a batch status code: 0 is 'ok', others are error names.\n\n"
        ">>> hupai.error_name(4)\n'too_many_copies'");
    m.def(
        "presets",
        [] {
            return std::vector<std::string_view>(hupai::preset_names().begin(),
                                                 hupai::preset_names().end());
        },
        "The preset names: riichi, chinese, sichuan, ruijin, mediatek, gb.");
    m.def(
        "flags",
        [] {
            return std::vector<std::string_view>(hupai::flag_names().begin(),
                                                 hupai::flag_names().end());
        },
        "The rule flag names accepted as keyword arguments and by Rules.");

    nb::class_<hupai::meld>(m, "Meld", "A declared meld of a hand.")
        .def_prop_ro(
            "kind", [](const hupai::meld& x) { return meld_kind_name(x.kind); },
            "'chow', 'pung', 'exposed_kong', 'added_kong' or 'concealed_kong'.")
        .def_prop_ro("tiles", &meld_tiles, "Its tiles in MPSZ, e.g. ['1m', '2m', '3m'].")
        .def("__repr__", [](const hupai::meld& x) {
            return "Meld(" + meld_kind_name(x.kind) + ", " + join_tiles(meld_tiles(x)) + ")";
        });

    nb::class_<hupai::hand>(m, "Hand",
                            "A hand: concealed tiles, `?` jokers and declared melds.\n\n"
                            ">>> h = hupai.Hand('123m456p789s11122z')\n>>> str(h)\n"
                            "'123m456p789s11122z'")
        .def(
            "__init__",
            [](hupai::hand* self, std::string_view text, std::string_view notation) {
                const hupai::notation n = take(hupai::parse_notation_name(notation));
                new (self) hupai::hand(take(hupai::parse_hand(text, n)));
            },
            "text"_a, "notation"_a = "auto",
            "Parses text in MPSZ, Unicode tiles, Chinese names or numeric codes "
            "(notation='auto'),\n"
            "or in the notation named ('mpsz', 'unicode', 'chinese', 'codes', 'mediatek').\n"
            "Raises HandError (e.g. name 'unknown_character') for malformed text.")
        .def_static(
            "from_counts",
            [](const std::vector<int>& counts, int jokers) {
                if (counts.size() != hupai::kinds && counts.size() != hupai::all_kinds) {
                    raise_value("a hand has 34 counts (or 42 with flowers), not " +
                                std::to_string(counts.size()));
                }
                hupai::hand h{};
                for (std::size_t t = 0; t < counts.size(); ++t) {
                    if (counts[t] < 0 || counts[t] > 255) raise_value("counts are 0 to 255");
                    h.counts[t] = static_cast<std::uint8_t>(counts[t]);
                }
                if (jokers < 0 || jokers > 255) raise_value("jokers are 0 to 255");
                h.jokers = static_cast<std::uint8_t>(jokers);
                return h;
            },
            "counts"_a, "jokers"_a = 0,
            "A concealed hand from 34 counts per kind (a row of a batch array), or 42 with the\n"
            "flowers, and `?` jokers. Counts above 4 are judged (too_many_copies) by the\n"
            "questions, as in the batch functions.\n\n"
            ">>> hupai.Hand.from_counts([2] + [0] * 33)\nHand('11m')")
        .def_prop_ro(
            "counts",
            [](const hupai::hand& h) {
                return std::vector<int>(h.counts.begin(), h.counts.begin() + hupai::kinds);
            },
            "Concealed tiles per kind 0–33 (1m…9m, 1p…9p, 1s…9s, 1z…7z): a row of a batch array.")
        .def_prop_ro(
            "flowers",
            [](const hupai::hand& h) {
                return std::vector<int>(h.counts.begin() + hupai::kinds, h.counts.end());
            },
            "Flowers 1f…8f held.")
        .def_ro("jokers", &hupai::hand::jokers, "`?` tiles (always wild).")
        .def_prop_ro(
            "red_fives",
            [](const hupai::hand& h) {
                return std::vector<int>(h.red_fives.begin(), h.red_fives.end());
            },
            "Red fives among the concealed 5m, 5p, 5s.")
        .def_prop_ro(
            "melds",
            [](const hupai::hand& h) {
                return std::vector<hupai::meld>(h.melds.begin(), h.melds.begin() + h.meld_count);
            },
            "The declared melds.")
        .def("__str__", [](const hupai::hand& h) { return hupai::format_hand(h); })
        .def("__repr__",
             [](const hupai::hand& h) {
                 return "Hand(" + repr_of(nb::str(hupai::format_hand(h).c_str())) + ")";
             })
        .def(nb::self == nb::self)
        .def("__hash__",
             [](const hupai::hand& h) { return nb::hash(nb::str(hupai::format_hand(h).c_str())); });

    nb::class_<py_rules>(m, "Rules",
                         "A rule set: a preset with flags.\n\n"
                         ">>> hupai.Rules('ruijin', wild='5m')\nRules('ruijin', wild='5m')")
        .def(
            "__init__",
            [](py_rules* self, std::string_view preset, const nb::kwargs& flags) {
                new (self) py_rules(make_rules(preset, flags));
            },
            "preset"_a = "chinese", "flags"_a,
            "The preset (see presets()) with each keyword argument set as a flag (see flags()):\n"
            "booleans, integers, enum names as str, and wild as a tile list ('5z,6z' or\n"
            "['5z', '6z']). Raises HandError: unknown_preset, unknown_flag, invalid_value.")
        .def(
            "set",
            [](py_rules& self, const std::string& flag, nb::handle value) {
                nb::kwargs one;
                one[flag.c_str()] = value;
                set_flags(self, one);
            },
            "flag"_a, "value"_a, "Sets one flag, as a keyword argument of the constructor does.")
        .def_prop_ro("preset", [](const py_rules& self) { return std::string(self.r.preset); })
        .def(
            "validate", [](const py_rules& self) { check(hupai::validate(self.r)); },
            "Raises HandError (missing_wildcard) if the combination cannot judge hands.")
        .def("__repr__", [](const py_rules& self) {
            std::string out = "Rules(" + repr_of(nb::str(std::string(self.r.preset).c_str()));
            for (const auto& [name, value] : self.flags) {
                out += ", " + name + "=" + repr_of(nb::str(value.c_str()));
            }
            return out + ")";
        });

    nb::class_<hupai::win_result>(m, "Win", "The answer of check().")
        .def_ro("win", &hupai::win_result::win)
        .def_prop_ro(
            "forms", [](const hupai::win_result& w) { return form_names(w.forms); },
            "Every form that completes the hand, e.g. ['standard', 'seven_pairs'].")
        .def_ro("fei", &hupai::win_result::fei, "Ruijin 飞: holds every 宝 (then win is False).")
        .def_ro("zhifei", &hupai::win_result::zhifei, "Ruijin 制飞 (13-tile hands).")
        .def("__bool__", [](const hupai::win_result& w) { return w.win; })
        .def("__repr__", [](const hupai::win_result& w) {
            return std::string("Win(win=") + (w.win ? "True" : "False") +
                   ", forms=" + repr_of(form_names(w.forms)) + (w.fei ? ", fei=True" : "") +
                   (w.zhifei ? ", zhifei=True" : "") + ")";
        });

    nb::class_<hupai::waits_result>(m, "Waits", "The answer of waits().")
        .def_prop_ro(
            "tiles", [](const hupai::waits_result& w) { return tiles_of(w.waits); },
            "The tiles that complete the hand, e.g. ['1z', '2z'].")
        .def_prop_ro(
            "karaten", [](const hupai::waits_result& w) { return tiles_of(w.karaten); },
            "Riichi: tiles that would complete it, but the hand holds all 4.")
        .def_prop_ro(
            "shapes",
            [](const hupai::waits_result& w) {
                shape_dict out;
                for (int t = 0; t < hupai::kinds; ++t) {
                    const unsigned shapes = w.shapes[static_cast<std::size_t>(t)];
                    if (shapes == 0) continue;
                    out[tile_str(static_cast<hupai::tile>(t))] =
                        names_of<hupai::wait_shape>(shapes, hupai::wait_shape_count);
                }
                return out;
            },
            "Per waiting tile, its wait shapes, e.g. {'1z': ['dual_pung']}.")
        .def_ro("shanten", &hupai::waits_result::shanten)
        .def_ro("fei", &hupai::waits_result::fei)
        .def_ro("zhifei", &hupai::waits_result::zhifei)
        .def("__bool__", [](const hupai::waits_result& w) { return w.waits != 0; })
        .def("__repr__", [](const hupai::waits_result& w) {
            return "Waits(tiles=" + repr_of(tiles_of(w.waits)) +
                   (w.karaten ? ", karaten=" + repr_of(tiles_of(w.karaten)) : "") +
                   ", shanten=" + std::to_string(w.shanten) + ")";
        });

    nb::class_<hupai::shanten_result>(m, "Shanten", "The answer of shanten_by_form().")
        .def_ro("overall", &hupai::shanten_result::overall, "-1 complete, 0 ready, …")
        .def_prop_ro(
            "by_form",
            [](const hupai::shanten_result& s) {
                str_int_dict out;
                for (int f = 0; f < hupai::form_count; ++f) {
                    const int v = s.by_form[static_cast<std::size_t>(f)];
                    if (v != hupai::no_shanten)
                        out[hupai::name(static_cast<hupai::form>(f)).data()] = v;
                }
                return out;
            },
            "Per form the rules allow and the hand can reach, its shanten.")
        .def("__repr__", [](const hupai::shanten_result& s) {
            nb::object self = nb::cast(s, nb::rv_policy::copy);
            return "Shanten(overall=" + std::to_string(s.overall) +
                   ", by_form=" + repr_of(self.attr("by_form")) + ")";
        });

    nb::class_<hupai::draw_choice>(m, "Draws", "The improving draws of analyze_draws().")
        .def_ro("shanten", &hupai::draw_choice::shanten, "Of the hand.")
        .def_prop_ro(
            "improving", [](const hupai::draw_choice& d) { return tiles_of(d.improving); },
            "Tiles whose draw lowers the shanten.")
        .def_prop_ro(
            "unseen",
            [](const hupai::draw_choice& d) { return unseen_dict(d.improving, d.unseen); },
            "Per improving tile, the copies not yet seen.")
        .def_ro("unseen_total", &hupai::draw_choice::unseen_total)
        .def("__repr__", [](const hupai::draw_choice& d) {
            return "Draws(shanten=" + std::to_string(d.shanten) +
                   ", improving=" + repr_of(tiles_of(d.improving)) +
                   ", unseen_total=" + std::to_string(d.unseen_total) + ")";
        });

    nb::class_<hupai::discard_choice>(m, "Discard", "One discard of analyze().")
        .def_prop_ro(
            "discard", [](const hupai::discard_choice& d) { return tile_str(d.discard); },
            "The tile discarded ('?' for a joker).")
        .def_ro("shanten", &hupai::discard_choice::shanten, "Of the hand after the discard.")
        .def_prop_ro(
            "improving", [](const hupai::discard_choice& d) { return tiles_of(d.improving); },
            "Tiles whose draw lowers that shanten.")
        .def_prop_ro(
            "unseen",
            [](const hupai::discard_choice& d) { return unseen_dict(d.improving, d.unseen); },
            "Per improving tile, the copies not yet seen.")
        .def_ro("unseen_total", &hupai::discard_choice::unseen_total)
        .def("__repr__", [](const hupai::discard_choice& d) {
            return "Discard(" + repr_of(tile_str(d.discard)) +
                   ", shanten=" + std::to_string(d.shanten) +
                   ", improving=" + repr_of(tiles_of(d.improving)) +
                   ", unseen_total=" + std::to_string(d.unseen_total) + ")";
        });

    nb::class_<hupai::group>(m, "Group", "One group of a decomposition.")
        .def_prop_ro(
            "kind", [](const hupai::group& g) { return group_kind_name(g.kind); },
            "'pair', 'chow', 'pung', 'kong' or 'single'.")
        .def_prop_ro(
            "tiles",
            [](const hupai::group& g) {
                str_list out;
                for (int i = 0; i < g.size; ++i)
                    out.append(tile_str(g.tiles[static_cast<std::size_t>(i)]));
                return out;
            },
            "The kinds it is made of (what wildcards stand for).")
        .def_prop_ro(
            "wild",
            [](const hupai::group& g) {
                std::vector<bool> out;
                for (int i = 0; i < g.size; ++i) out.push_back((g.wild >> i) & 1U);
                return out;
            },
            "Per tile, whether a wildcard plays it.")
        .def_ro("declared", &hupai::group::declared, "A declared meld of the hand.")
        .def("__repr__", [](const hupai::group& g) {
            return "Group(" + group_kind_name(g.kind) + ", " + group_text(g) +
                   (g.declared ? ", declared" : "") + ")";
        });

    nb::class_<hupai::decomposition>(m, "Decomposition", "One reading of a winning hand.")
        .def_prop_ro(
            "form", [](const hupai::decomposition& d) { return std::string(hupai::name(d.shape)); })
        .def_ro("groups", &hupai::decomposition::groups)
        .def("__repr__", [](const hupai::decomposition& d) {
            std::string out = "Decomposition(" + std::string(hupai::name(d.shape)) + ":";
            for (const hupai::group& g : d.groups) out += " " + group_text(g);
            return out + ")";
        });

    def_question(
        m, "check", "Win",
        [](const hupai::hand& h, const hupai::rules& r) { return take(hupai::check_win(h, r)); },
        "Whether a 3n+2 hand (usually 14 tiles) wins, and by which forms.\n\n"
        ">>> hupai.check('123m456p789s11122z', rules='riichi')\n"
        "Win(win=True, forms=['standard'])");
    def_question(
        m, "waits", "Waits",
        [](const hupai::hand& h, const hupai::rules& r) { return take(hupai::find_waits(h, r)); },
        "The tiles that complete a 3n+1 hand (usually 13 tiles), with their wait shapes.\n\n"
        ">>> hupai.waits('123m456p789s1122z').tiles\n['1z', '2z']");
    def_question(
        m, "shanten", "int",
        [](const hupai::hand& h, const hupai::rules& r) {
            return take(hupai::shanten_number(h, r));
        },
        "Fewest tile exchanges to ready: -1 complete, 0 ready (3n+2 hands: after the best\n"
        "discard).\n\n>>> hupai.shanten('123m456p789s1122z')\n0");
    def_question(
        m, "size", "int",
        [](const hupai::hand& h, const hupai::rules& r) { return hupai::hand_size(h, r); },
        "The size the questions judge a hand by: concealed tiles and jokers, 3 per declared\n"
        "meld, and flowers where the rules make them tiles (ruijin).\n\n"
        ">>> hupai.size('123m [555z]')\n6");
    def_question(
        m, "shanten_by_form", "Shanten",
        [](const hupai::hand& h, const hupai::rules& r) {
            return take(hupai::compute_shanten(h, r));
        },
        "Shanten overall and per form.\n\n>>> hupai.shanten_by_form('19m19p19s1234567z', "
        "rules='riichi').by_form['thirteen_orphans']\n0");
    m.def(
        "analyze",
        [](nb::handle hand, nb::handle rules, nb::handle visible, const nb::kwargs& flags) {
            const hupai::hand h = hand_arg(hand);
            const hupai::rules r = rules_arg(rules, flags);
            if (visible.is_none()) return take(hupai::analyze_discards(h, r));
            const auto seen = visible_arg(visible);
            return take(hupai::analyze_discards(h, r, &seen));
        },
        nb::sig("def analyze(hand: str | Hand, rules: str | Rules = 'chinese', visible: str | Hand "
                "| Sequence[int] | None = None, **flags: object) -> list[Discard]"),
        "hand"_a, "rules"_a = "chinese", "visible"_a = nb::none(), "flags"_a,
        "For each discard of a 3n+2 hand, best first: the shanten after it and the improving\n"
        "tiles with their unseen copies (4 minus those in the hand and in `visible`: a hand\n"
        "text, a Hand, or 34 counts).\n\n"
        ">>> hupai.analyze('123m456p789s11222z', visible='1z')[-1]\n"
        "Discard('1z', shanten=0, improving=['1z'], unseen_total=1)");
    m.def(
        "analyze_draws",
        [](nb::handle hand, nb::handle rules, nb::handle visible, const nb::kwargs& flags) {
            const hupai::hand h = hand_arg(hand);
            const hupai::rules r = rules_arg(rules, flags);
            if (visible.is_none()) return take(hupai::analyze_draws(h, r));
            const auto seen = visible_arg(visible);
            return take(hupai::analyze_draws(h, r, &seen));
        },
        nb::sig(
            "def analyze_draws(hand: str | Hand, rules: str | Rules = 'chinese', visible: str | "
            "Hand | Sequence[int] | None = None, **flags: object) -> Draws"),
        "hand"_a, "rules"_a = "chinese", "visible"_a = nb::none(), "flags"_a,
        "The draws that lower a 3n+1 hand's shanten (受け入れ / 有效牌), with their unseen\n"
        "copies (4 minus those in the hand and in `visible`).\n\n"
        ">>> hupai.analyze_draws('123m456p789s1122z').improving\n"
        "['1z', '2z']");
    hupai::python::bind_scores(m);
    hupai::python::bind_advice(m);
    m.def(
        "score",
        [](nb::handle hand, nb::handle rules, nb::handle situation,
           const nb::kwargs& flags) -> nb::object {
            const hupai::hand h = hand_arg(hand);
            const hupai::rules r = rules_arg(rules, flags);
            const hupai::situation s = situation_arg(hand, situation);
            switch (r.scoring) {
                case hupai::scoring_system::riichi:
                    return nb::cast(hupai::python::riichi_result{take(hupai::score_riichi(h, s, r)),
                                                                 s.tsumo, s.dealer()});
                case hupai::scoring_system::gb:
                    return nb::cast(take(hupai::score_gb(h, s, r)));
                default:
                    raise_value("the " + std::string(r.preset) +
                                " rules score no wins: use rules='riichi' or rules='gb'");
            }
        },
        nb::sig("def score(hand: str | Hand, rules: str | Rules = 'riichi', situation: dict[str, "
                "object] | None = None, **flags: object) -> RiichiScore | GbScore"),
        "hand"_a, "rules"_a = "riichi", "situation"_a = nb::none(), "flags"_a,
        "What a winning hand is worth under the rules' scoring system: a RiichiScore (yaku,\n"
        "han, fu, limit, payments) under riichi, a GbScore (fans, total, qualifies, payments)\n"
        "under gb, for the best reading (docs/SCORING.md). `situation` takes the batch keys\n"
        "(win_tile, tsumo, seat_wind, round_wind, riichi, ippatsu, rinshan, chankan,\n"
        "last_tile, blessing, last_copy, dora_indicators, ura_indicators, honba,\n"
        "riichi_sticks); the winning tile defaults to the last concealed tile of a hand text.\n"
        "RiichiScore.as_dict() gives the batch op's dict. Raises HandError (not_a_win,\n"
        "impossible_situation, invalid_wildcard under gb, …).\n\n"
        ">>> hupai.score('234567m234p23466s', situation={'win_tile': '4s', 'riichi': 1})\n"
        "RiichiScore([riichi 1, pinfu 1, tanyao 1, sanshoku 2], 5 han 30 fu, mangan, "
        "payments={'ron': 12000}, total=12000)\n"
        ">>> hupai.score('123456789m11789s', rules='gb').total\n"
        "22");
    m.def(
        "decompose",
        [](nb::handle hand, nb::handle rules, std::size_t limit, const nb::kwargs& flags) {
            return take(hupai::decompose(hand_arg(hand), rules_arg(rules, flags), limit));
        },
        nb::sig("def decompose(hand: str | Hand, rules: str | Rules = 'chinese', limit: int = "
                "1000, **flags: object) -> list[Decomposition]"),
        "hand"_a, "rules"_a = "chinese", "limit"_a = 1000, "flags"_a,
        "Every way a winning 3n+2 hand splits into groups (the first `limit`).\n\n"
        ">>> hupai.decompose('111222333m456p99s')\n"
        "[Decomposition(standard: 9s9s 1m2m3m 1m2m3m 1m2m3m 4p5p6p), "
        "Decomposition(standard: 9s9s 4p5p6p 1m1m1m 2m2m2m 3m3m3m)]");

    static const std::string batch_doc =
        "counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;\n"
        "melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,\n"
        "2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads\n"
        "splits the rows (0: one thread per core). status: uint8[N], 0 ok or an error code\n"
        "(error_name(code)); a bad row is marked there and does not stop the batch. Raises\n"
        "HandError (invalid_value) for arrays of the wrong dtype, shape or layout.";
    m.def("batch_shanten", &batch_shanten,
          nb::sig("def batch_shanten(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = "
                  "'chinese', threads: int = 1, **flags: object) -> "
                  "tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8]]"),
          "counts"_a, "jokers"_a = nb::none(), "melds"_a = nb::none(), "rules"_a = "chinese",
          "threads"_a = 1, "flags"_a,
          doc(std::string("Shanten of N hands: returns (shanten int8[N], status uint8[N]).\n\n") +
              batch_doc +
              "\n\n>>> hupai.batch_shanten(numpy.array([hupai.Hand('123m456p789s1122z').counts], "
              "dtype=numpy.uint8))\n(array([0], dtype=int8), array([0], dtype=uint8))")
              .data());
    m.def(
        "batch_win", &batch_win,
        nb::sig("def batch_win(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', "
                "threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.bool_], "
                "numpy.typing.NDArray[numpy.uint8], numpy.typing.NDArray[numpy.uint8]]"),
        "counts"_a, "jokers"_a = nb::none(), "melds"_a = nb::none(), "rules"_a = "chinese",
        "threads"_a = 1, "flags"_a,
        doc(std::string(
                "Win of N 3n+2 hands: returns (win bool[N], forms uint8[N] as bits of\n"
                "standard, seven_pairs, thirteen_orphans, thirteen_lan, honours_and_knitted,\n"
                "knitted_straight, status uint8[N]).\n\n") +
            batch_doc)
            .data());
    m.def(
        "batch_waits", &batch_waits,
        nb::sig("def batch_waits(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', "
                "threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.bool_], "
                "numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8]]"),
        "counts"_a, "jokers"_a = nb::none(), "melds"_a = nb::none(), "rules"_a = "chinese",
        "threads"_a = 1, "flags"_a,
        doc(std::string("Waits of N 3n+1 hands: returns (waits bool[N, 34], shanten int8[N],\n"
                        "status uint8[N]).\n\n") +
            batch_doc)
            .data());
    m.def(
        "batch_analyze", &batch_analyze,
        nb::sig("def batch_analyze(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'chinese', "
                "threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.int8], "
                "numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.uint8]]"),
        "counts"_a, "jokers"_a = nb::none(), "melds"_a = nb::none(), "rules"_a = "chinese",
        "threads"_a = 1, "flags"_a,
        doc(std::string("Discard analysis of N 3n+2 hands: returns (shanten int8[N, 34] after\n"
                        "discarding each kind, 99 where the hand holds none; improving\n"
                        "bool[N, 34, 34], [i, d, k] true when drawing k after discarding d lowers\n"
                        "that shanten; status uint8[N]).\n\n") +
            batch_doc)
            .data());
}
