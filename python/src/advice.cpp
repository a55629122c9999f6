// hupai.ev, hupai.calls and hupai.batch_ev (advice.hpp): the library's expected_values and
// analyze_calls with their answers as EvResult, EvRow and CallOption, whose as_dict() keeps the
// batch ops' shapes (docs/CLI.md); batch_ev through the C API's hupai_batch_ev on threads.
// Every key is read by the library's own setters (set_ev_situation, set_ev_option,
// set_situation) from the text flag_text makes of a value.
#include "advice.hpp"

#include <nanobind/stl/optional.h>

#include <array>
#include <cstdio>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "arguments.hpp"
#include "batches.hpp"
#include "values.hpp"

using namespace nanobind::literals;

namespace hupai::python {

namespace {

/// An ev answer with the hand it is of, for as_dict().
struct py_ev_result {
    ev_result r;
    std::string hand;
};

/// A call option with whether the rules score wins (exp_score is None otherwise).
struct py_call_option {
    call_option o;
    bool scored = true;
};

/// The keys of ev_options, in the order of the keyword arguments of ev() and batch_ev().
constexpr std::array<const char*, 10> option_keys = {
    "t_min",    "t_max",    "wall",     "extra",      "shanten_down",
    "tegawari", "red_dora", "ura_dora", "max_states", "links"};
using option_values = std::array<nb::handle, option_keys.size()>;

/// Options from keyword values (None: the default), each set by its key.
ev_options options_of(const option_values& values) {
    ev_options o;
    for (std::size_t i = 0; i < option_keys.size(); ++i) {
        if (!values[i].is_none()) check(set_ev_option(o, option_keys[i], flag_text(values[i])));
    }
    return o;
}

/// Sets each key of a dict argument (None: none) on `target` with `set`, from its value's text.
template <class Target>
void set_from_dict(Target& target, nb::handle dict, const char* what,
                   result<void> (*set)(Target&, std::string_view, std::string_view)) {
    if (dict.is_none()) return;
    if (!nb::isinstance<nb::dict>(dict)) raise_value(std::string(what) + " is a dict or None");
    for (auto [key, value] : nb::cast<nb::dict>(dict)) {
        check(set(target, nb::cast<std::string>(key), flag_text(value)));
    }
}

/// A tile as written, a red five as 0m, 0p or 0s.
std::string written(tile kind, bool red) {
    std::string text = format_tile(kind);
    if (red) text[0] = '0';
    return text;
}

nb::list numbers(const std::vector<double>& xs) {
    nb::list out;
    for (const double x : xs) out.append(x);
    return out;
}

std::optional<std::string> discard_of(const ev_row& row) {
    if (!row.has_discard) return std::nullopt;
    return written(row.discard.kind, row.discard.red);
}

/// exp_score, None where the rules score no win (the library leaves it empty then).
std::optional<std::vector<double>> exp_score_of(const ev_row& row) {
    if (row.exp_score.empty()) return std::nullopt;
    return row.exp_score;
}

str_object_dict row_dict(const ev_row& row) {
    str_object_dict out;
    out["discard"] = nb::cast(discard_of(row));
    out["shanten"] = row.shanten;
    out["tenpai_prob"] = numbers(row.tenpai_prob);
    out["win_prob"] = numbers(row.win_prob);
    out["exp_score"] = nb::cast(exp_score_of(row));
    return out;
}

std::string short_number(double x) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", x);
    return buf;
}

std::string row_repr(const ev_row& row) {
    std::string text = "EvRow(" + nb::cast<std::string>(nb::repr(nb::cast(discard_of(row)))) +
                       ", shanten=" + std::to_string(row.shanten);
    if (!row.win_prob.empty()) {
        text += ", tenpai_prob=" + short_number(row.tenpai_prob.front()) +
                ", win_prob=" + short_number(row.win_prob.front());
    }
    if (!row.exp_score.empty()) text += ", exp_score=" + short_number(row.exp_score.front());
    return text + ")";
}

/// The meld as the notation writes it alone: "[123m]".
std::string meld_text(const meld& m) {
    hand alone;
    alone.melds[0] = m;
    alone.meld_count = 1;
    const std::string text = format_hand(alone);
    const std::size_t start = text.find_first_not_of(' ');
    return start == std::string::npos ? text : text.substr(start);
}

std::optional<std::string> meld_of(const call_option& o) {
    if (o.kind == call_kind::pass || o.kind == call_kind::ron) return std::nullopt;
    return meld_text(o.meld);
}

std::optional<std::string> call_discard_of(const call_option& o) {
    if (!o.has_discard) return std::nullopt;
    return written(o.discard, o.discard_red);
}

std::optional<double> ev_value(const py_call_option& c, double x, bool scored_only) {
    if (!c.o.has_ev || (scored_only && !c.scored)) return std::nullopt;
    return x;
}

/// The batch op `call`'s dict of one option (docs/CLI.md).
str_object_dict call_dict(const py_call_option& c) {
    const call_option& o = c.o;
    str_object_dict out;
    out["option"] = nb::str(name(o.kind).data());
    if (const auto m = meld_of(o)) out["meld"] = *m;
    if (const auto d = call_discard_of(o)) out["discard"] = *d;
    out["shanten"] = o.shanten;
    if (o.kind != call_kind::ron) {
        out["improving"] = tiles_of(o.improving);
        out["total"] = o.unseen_total;
        out["after"] = nb::str(format_hand(o.after).c_str());
    } else if (c.scored) {
        out["points"] = o.ron_points;
    }
    out["no_yaku"] = o.no_yaku;
    if (o.has_ev) {
        out["tenpai_prob"] = o.tenpai_prob;
        out["win_prob"] = o.win_prob;
        out["exp_score"] = nb::cast(ev_value(c, o.exp_score, true));
    }
    return out;
}

/// The discarded tile of a call: one tile (text or Hand), a red five kept red.
call_question question_of(nb::handle tile_arg, std::string_view from) {
    const hand one = hand_arg(tile_arg);
    if (one.concealed_size() != 1 || one.jokers != 0 || one.meld_count != 0) {
        raise_value("the called tile is one tile of 1m-7z, e.g. '3m' or '0p'");
    }
    call_question q;
    for (int t = 0; t < kinds; ++t) {
        if (one.counts[static_cast<std::size_t>(t)] != 0) q.kind = static_cast<tile>(t);
    }
    q.red = one.red_fives[0] + one.red_fives[1] + one.red_fives[2] != 0;
    for (const call_from f : {call_from::left, call_from::across, call_from::right}) {
        if (name(f) == from) {
            q.from = f;
            return q;
        }
    }
    raise_value("from_ is 'left', 'across' or 'right', not '" + std::string(from) + "'");
}

bool scores(const rules& r) {
    return r.scoring == scoring_system::riichi || r.scoring == scoring_system::gb;
}

// --- batch_ev ----------------------------------------------------------------------------

/// Sets `key` of a C API struct to the text of `value` with its setter (hupai_ev_situation_set,
/// hupai_ev_options_set: the library's setters by key), raising its error as HandError.
template <class Target>
void set_c(hupai_status (*set)(Target*, const char*, const char*, hupai_error*), Target& target,
           const char* key, nb::handle value) {
    hupai_error e{};
    const std::string text = flag_text(value);
    if (set(&target, key, text.c_str(), &e) == HUPAI_OK) return;
    check(result<void>(error{static_cast<errc>(e.status - 1), e.offset, e.message}));
}

nb::tuple batch_ev(nb::handle counts, nb::handle melds, nb::handle rules_given,
                   const option_values& options, nb::handle seat_wind, nb::handle round_wind,
                   nb::handle dora_indicators, nb::handle threads, const nb::kwargs& flags) {
    const batch_input in(counts, nb::none(), melds, rules_given, flags);
    hupai_ev_situation table;
    hupai_ev_situation_init(&table);
    set_c(&hupai_ev_situation_set, table, "seat_wind", seat_wind);
    set_c(&hupai_ev_situation_set, table, "round_wind", round_wind);
    if (!dora_indicators.is_none()) {
        set_c(&hupai_ev_situation_set, table, "dora_indicators", dora_indicators);
    }
    hupai_ev_options search;
    hupai_ev_options_init(&search);
    for (std::size_t i = 0; i < option_keys.size(); ++i) {
        if (!options[i].is_none()) set_c(&hupai_ev_options_set, search, option_keys[i], options[i]);
    }
    constexpr std::size_t w = HUPAI_EV_COLUMNS;
    const std::size_t n = in.n;
    out_array<double> win(n, w), score(n, w), tenpai(n, w);
    out_array<std::int8_t> shanten(n, w);
    out_array<std::uint64_t> states(n);
    out_array<std::uint8_t> status(n);
    run_split(
        n, threads,
        [&](std::size_t first, std::size_t count) {
            const batch_input::rows r = in.at(first);
            (void)hupai_batch_ev(&in.rules, count, r.counts, nullptr, r.melds, &table, &search,
                                 win.at(first), score.at(first), tenpai.at(first),
                                 shanten.at(first), states.at(first), status.at(first));
        },
        1);
    return nb::make_tuple(win.to_numpy({n, w}), score.to_numpy({n, w}), tenpai.to_numpy({n, w}),
                          shanten.to_numpy({n, w}), states.to_numpy({n}), status.to_numpy({n}));
}

/// A row's pickled state: (has_discard, discard kind, red, shanten, tenpai_prob, win_prob,
/// exp_score).
nb::tuple row_state(const ev_row& r) {
    return nb::make_tuple(r.has_discard, r.discard.kind, r.discard.red, r.shanten, r.tenpai_prob,
                          r.win_prob, r.exp_score);
}

ev_row row_of_state(nb::handle t) {
    if (!nb::isinstance<nb::tuple>(t) || nb::len(t) != 7) {
        raise_value("a pickled hupai.EvRow holds 7 values");
    }
    ev_row r;
    r.has_discard = nb::cast<bool>(t[0]);
    r.discard = {nb::cast<tile>(t[1]), nb::cast<bool>(t[2])};
    r.shanten = nb::cast<int>(t[3]);
    r.tenpai_prob = nb::cast<std::vector<double>>(t[4]);
    r.win_prob = nb::cast<std::vector<double>>(t[5]);
    r.exp_score = nb::cast<std::vector<double>>(t[6]);
    return r;
}

}  // namespace

void bind_advice(nb::module_& m) {
    auto row =
        nb::class_<ev_row>(m, "EvRow",
                           "One discard of ev() (or the 13-tile hand as it stands, discard None):\n"
                           "values for each turn t_min … t_max.")
            .def_prop_ro("discard", &discard_of,
                         "The discarded tile (0m, 0p, 0s for a red five), None for a 13-tile hand.")
            .def_ro("shanten", &ev_row::shanten, "The shanten after the discard.")
            .def_ro("tenpai_prob", &ev_row::tenpai_prob,
                    "By turn: the chance to be or become ready before the draws run out.")
            .def_ro("win_prob", &ev_row::win_prob, "By turn: the chance to win by self-draw.")
            .def_prop_ro(
                "exp_score", &exp_score_of,
                "By turn: the expected score of that win; None under rules without a score.")
            .def("as_dict", &row_dict,
                 "The batch op `ev`'s row: discard, shanten, tenpai_prob, win_prob, exp_score.")
            .def("__repr__", &row_repr);
    def_value(row, "EvRow", {});
    row.def("__getstate__", [](const ev_row& r) { return make_state(nullptr, 0, row_state(r)); })
        .def("__setstate__", [](ev_row& self, nb::handle state) {
            nb::object extra;
            state_bytes(state, 0, "EvRow", &extra);
            new (&self) ev_row(row_of_state(extra));
        });
    auto result =
        nb::class_<py_ev_result>(
            m, "EvResult", "The answer of ev(): its rows, the states searched, and as_dict().")
            .def_prop_ro(
                "rows", [](const py_ev_result& e) { return e.r.rows; },
                "One row per discard in tile order (1m … 7z, then 0m 0p 0s); one for 13 tiles.")
            .def_prop_ro(
                "states", [](const py_ev_result& e) { return e.r.states; }, "States searched.")
            .def_prop_ro(
                "hand", [](const py_ev_result& e) { return e.hand; }, "The hand, as text.")
            .def(
                "as_dict",
                [](const py_ev_result& e) {
                    str_object_dict out;
                    out["hand"] = nb::str(e.hand.c_str());
                    out["ev_states"] = e.r.states;
                    nb::list rows;
                    for (const ev_row& row : e.r.rows) rows.append(row_dict(row));
                    out["ev"] = rows;
                    return out;
                },
                "The batch op `ev`'s answer: {'hand', 'ev_states', 'ev': [rows]}.")
            .def("__repr__", [](const py_ev_result& e) {
                return "EvResult(" + nb::cast<std::string>(nb::repr(nb::str(e.hand.c_str()))) +
                       ", " + std::to_string(e.r.rows.size()) + " rows, " +
                       std::to_string(e.r.states) + " states)";
            });
    def_value(result, "EvResult", {});
    result
        .def("__getstate__",
             [](const py_ev_result& e) {
                 nb::list rows;
                 for (const ev_row& r : e.r.rows) rows.append(row_state(r));
                 return make_state(nullptr, 0,
                                   nb::make_tuple(e.hand, e.r.states, e.r.scored, rows));
             })
        .def("__setstate__", [](py_ev_result& self, nb::handle state) {
            nb::object extra;
            state_bytes(state, 0, "EvResult", &extra);
            py_ev_result e;
            e.hand = nb::cast<std::string>(extra[0]);
            e.r.states = nb::cast<std::size_t>(extra[1]);
            e.r.scored = nb::cast<bool>(extra[2]);
            for (nb::handle r : extra[3]) e.r.rows.push_back(row_of_state(r));
            new (&self) py_ev_result(std::move(e));
        });
    auto option =
        nb::class_<py_call_option>(
            m, "CallOption", "One option of calls(): the call, the hand it leaves, and its values.")
            .def_prop_ro(
                "kind", [](const py_call_option& c) { return std::string(name(c.o.kind)); },
                "'pass', 'chi', 'pon', 'open_kan' or 'ron'.")
            .def_prop_ro(
                "meld", [](const py_call_option& c) { return meld_of(c.o); },
                "The meld declared ('[123m]'), else None.")
            .def_prop_ro(
                "discard", [](const py_call_option& c) { return call_discard_of(c.o); },
                "The best discard after a chi or pon, else None.")
            .def_prop_ro(
                "shanten", [](const py_call_option& c) { return c.o.shanten; },
                "The shanten of the hand after the option (ron: -1).")
            .def_prop_ro(
                "improving", [](const py_call_option& c) { return tiles_of(c.o.improving); },
                "The tiles whose draw lowers that shanten.")
            .def_prop_ro(
                "unseen_total", [](const py_call_option& c) { return c.o.unseen_total; },
                "Copies of the improving tiles not yet seen.")
            .def_prop_ro(
                "no_yaku", [](const py_call_option& c) { return c.o.no_yaku; },
                "Riichi: the option can no longer end in a win with a yaku.")
            .def_prop_ro(
                "ron_points", [](const py_call_option& c) { return c.o.ron_points; },
                "A ron under a scoring preset: the winner's total gain.")
            .def_prop_ro(
                "has_ev", [](const py_call_option& c) { return c.o.has_ev; },
                "Expected values were asked (calls(ev=…)).")
            .def_prop_ro(
                "tenpai_prob",
                [](const py_call_option& c) { return ev_value(c, c.o.tenpai_prob, false); },
                "At t_min, with ev; else None.")
            .def_prop_ro(
                "win_prob",
                [](const py_call_option& c) { return ev_value(c, c.o.win_prob, false); },
                "At t_min, with ev; else None.")
            .def_prop_ro(
                "exp_score",
                [](const py_call_option& c) { return ev_value(c, c.o.exp_score, true); },
                "At t_min, with ev under scoring rules; else None.")
            .def_prop_ro(
                "after", [](const py_call_option& c) { return c.o.after; },
                "The hand after the option (and its discard).")
            .def("as_dict", &call_dict, "The batch op `call`'s dict of the option.")
            .def("__repr__", [](const py_call_option& c) {
                std::string text = "CallOption('" + std::string(name(c.o.kind)) + "'";
                if (const auto meld = meld_of(c.o)) text += ", meld='" + *meld + "'";
                if (c.o.has_discard) {
                    text += ", discard='" + *call_discard_of(c.o) + "'";
                }
                return text + ", shanten=" + std::to_string(c.o.shanten) +
                       ", no_yaku=" + (c.o.no_yaku ? "True" : "False") + ")";
            });
    def_value(option, "CallOption", {});

    m.def(
        "ev",
        [](nb::handle hand_given, nb::handle rules_given, nb::handle situation_given,
           nb::handle t_min, nb::handle t_max, nb::handle wall, nb::handle extra,
           nb::handle shanten_down, nb::handle tegawari, nb::handle red_dora, nb::handle ura_dora,
           nb::handle max_states, nb::handle links, const nb::kwargs& flags) {
            const hand h = hand_arg(hand_given);
            const rules r = rules_arg(rules_given, flags);
            ev_situation s;
            set_from_dict(s, situation_given, "situation", &set_ev_situation);
            const ev_options o = options_of({t_min, t_max, wall, extra, shanten_down, tegawari,
                                             red_dora, ura_dora, max_states, links});
            return py_ev_result{take(expected_values(h, r, s, o)), format_hand(h)};
        },
        nb::sig("def ev(hand: str | Hand, rules: str | Rules = 'riichi', situation: dict[str, "
                "object] | None = None, *, t_min: int = 1, t_max: int = 18, wall: int | None = "
                "None, extra: int = 1, shanten_down: bool = True, tegawari: bool = True, "
                "red_dora: bool = True, ura_dora: bool = True, max_states: int | None = None, "
                "links: str = 'both', **flags: object) -> EvResult"),
        "hand"_a.none(), "rules"_a.none() = "riichi", "situation"_a.none() = nb::none(),
        nb::kw_only(), "t_min"_a.none() = 1, "t_max"_a.none() = 18, "wall"_a.none() = nb::none(),
        "extra"_a.none() = 1, "shanten_down"_a.none() = true, "tegawari"_a.none() = true,
        "red_dora"_a.none() = true, "ura_dora"_a.none() = true, "max_states"_a.none() = nb::none(),
        "links"_a.none() = "both", "flags"_a,
        "Expected values of each discard of a 14-tile hand (何切る), or of a 13-tile hand as it\n"
        "stands, by turn: the chance to become ready, to win by self-draw, and the expected\n"
        "score (docs/EV.md). `situation` takes the batch op's keys (seat_wind, round_wind,\n"
        "dora_indicators, seen, honba, riichi_sticks); the keyword options are the batch op's\n"
        "`ev` keys (wall and max_states None: the library's defaults; links 'both', the model,\n"
        "or 'moves', each state reading only its own moves: the CLI's --links moves).\n"
        "EvResult.as_dict() gives the batch op's answer. Raises HandError (invalid_value,\n"
        "impossible_situation, too_far, …).\n\n"
        ">>> e = hupai.ev('222567m345p33667s', situation={'dora_indicators': '1z'})\n"
        ">>> e\n"
        "EvResult('222567m345p33667s', 10 rows, 173 states)\n"
        ">>> [r for r in e.rows if r.discard == '6s']\n"
        "[EvRow('6s', shanten=0, tenpai_prob=1, win_prob=0.717, exp_score=6117)]");
    m.def(
        "calls",
        [](nb::handle hand_given, nb::handle tile_given, nb::handle from, nb::handle rules_given,
           nb::handle situation_given, nb::handle visible, nb::handle ev, const nb::kwargs& flags) {
            const hand h = hand_arg(hand_given);
            const call_question q = question_of(tile_given, str_arg(from, "from_"));
            const rules r = rules_arg(rules_given, flags);
            hupai::situation s;
            set_from_dict(s, situation_given, "situation", &set_situation);
            std::array<std::uint8_t, kinds> seen{};
            if (!visible.is_none()) seen = visible_arg(visible);
            ev_options o;
            set_from_dict(o, ev, "ev", &set_ev_option);
            const auto options =
                take(analyze_calls(h, q, r, s, &seen, ev.is_none() ? nullptr : &o));
            std::vector<py_call_option> out;
            for (const call_option& c : options) out.push_back({c, scores(r)});
            return out;
        },
        nb::sig("def calls(hand: str | Hand, tile: str | Hand, from_: str = 'left', rules: str | "
                "Rules = 'riichi', situation: dict[str, object] | None = None, visible: str | "
                "Hand | Sequence[int] | None = None, ev: dict[str, object] | None = None, "
                "**flags: object) -> list[CallOption]"),
        "hand"_a.none(), "tile"_a.none(), "from_"_a.none() = "left", "rules"_a.none() = "riichi",
        "situation"_a.none() = nb::none(), "visible"_a.none() = nb::none(),
        "ev"_a.none() = nb::none(), "flags"_a,
        "Whether a 13-tile hand should call another player's discard `tile` (鳴き判断), from\n"
        "'left', 'across' or 'right': every option in the order pass, chi, pon, open_kan, ron,\n"
        "each with the hand it leaves (docs/EV.md). `situation` takes score()'s keys for the\n"
        "table and a ron; `visible` the tiles seen; `ev` a dict of ev() options ({} for the\n"
        "defaults) adds each option's expected values. Raises HandError.\n\n"
        ">>> hupai.calls('12m456p789s11222z', '3m')\n"
        "[CallOption('pass', shanten=0, no_yaku=False), CallOption('chi', meld='[123m]', "
        "discard='4p', shanten=0, no_yaku=True), CallOption('ron', shanten=-1, no_yaku=True)]");
    m.def(
        "batch_ev",
        [](nb::handle counts, nb::handle melds, nb::handle rules_given, nb::handle t_min,
           nb::handle t_max, nb::handle wall, nb::handle extra, nb::handle shanten_down,
           nb::handle tegawari, nb::handle red_dora, nb::handle ura_dora, nb::handle max_states,
           nb::handle links, nb::handle seat_wind, nb::handle round_wind,
           nb::handle dora_indicators, nb::handle threads, const nb::kwargs& flags) {
            return batch_ev(counts, melds, rules_given,
                            {t_min, t_max, wall, extra, shanten_down, tegawari, red_dora, ura_dora,
                             max_states, links},
                            seat_wind, round_wind, dora_indicators, threads, flags);
        },
        nb::sig("def batch_ev(counts: numpy.typing.NDArray[numpy.uint8], melds: "
                "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = 'riichi', "
                "*, t_min: int = 1, t_max: int = 18, wall: int | None = None, extra: int = 1, "
                "shanten_down: bool = True, tegawari: bool = True, red_dora: bool = True, "
                "ura_dora: bool = True, max_states: int | None = None, links: str = 'both', "
                "seat_wind: str = '1z', "
                "round_wind: str = '1z', dora_indicators: str | Sequence[str] | None = None, "
                "threads: int = 1, **flags: object) -> tuple[numpy.typing.NDArray[numpy.float64], "
                "numpy.typing.NDArray[numpy.float64], numpy.typing.NDArray[numpy.float64], "
                "numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint64], "
                "numpy.typing.NDArray[numpy.uint8]]"),
        "counts"_a.none(), "melds"_a.none() = nb::none(), "rules"_a.none() = "riichi",
        nb::kw_only(), "t_min"_a.none() = 1, "t_max"_a.none() = 18, "wall"_a.none() = nb::none(),
        "extra"_a.none() = 1, "shanten_down"_a.none() = true, "tegawari"_a.none() = true,
        "red_dora"_a.none() = true, "ura_dora"_a.none() = true, "max_states"_a.none() = nb::none(),
        "links"_a.none() = "both", "seat_wind"_a.none() = "1z", "round_wind"_a.none() = "1z",
        "dora_indicators"_a.none() = nb::none(), "threads"_a.none() = 1, "flags"_a,
        "ev() of N hands of 3n+2 tiles at turn t_min: returns (win_prob float64[N, 37],\n"
        "exp_score float64[N, 37], tenpai_prob float64[N, 37], shanten int8[N, 37], states\n"
        "uint64[N], status uint8[N]). Column d is discarding kind d (0–33), columns 34–36 the\n"
        "red fives 0m 0p 0s; NaN (shanten 99) where the hand has no such discard, and exp_score\n"
        "NaN under rules without a score. counts: uint8[N, 34] concealed tiles per kind; they\n"
        "hold no red fives (use ev() for a hand with red fives). melds: uint8[N, 4, 4] or None,\n"
        "as batch_shanten's. The options are ev()'s (links too); the table: winds and dora\n"
        "indicators.\n"
        "The GIL is released; threads splits the rows (0: one per core, never more than the\n"
        "cores). status: 0 ok or an error code (error_name(code): wrong_hand_size for a\n"
        "3n+1 hand, too_far, …); a bad row does not stop the batch.\n\n"
        ">>> win, score, ready, shanten, states, status = hupai.batch_ev(\n"
        "...     hupai.counts(['222567m345p33667s']), dora_indicators='1z')\n"
        ">>> round(float(win[0, 23]), 4), int(shanten[0, 23]), int(states[0]), int(status[0])\n"
        "(0.717, 0, 173, 0)");
}

}  // namespace hupai::python
