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
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "advice.hpp"
#include "arguments.hpp"
#include "batch_analysis.hpp"
#include "batch_scores.hpp"
#include "batches.hpp"
#include "classes.hpp"
#include "hupai/hupai.h"
#include "hupai/hupai.hpp"
#include "sampler.hpp"
#include "scores.hpp"

namespace nb = nanobind;
using namespace nb::literals;

using namespace hupai::python;

/// The most decompositions decompose() returns: each is a list of groups, and wildcards make
/// hands with very many.
constexpr long long max_decompositions = 100'000;

/// The situation of `situation` (a dict of set_situation keys, or None); the winning tile
/// defaults to the last concealed tile of a hand given as text.
hupai::situation situation_arg(nb::handle hand, nb::handle situation) {
    hupai::situation s;
    bool win_tile = false;
    if (!situation.is_none()) {
        if (!nb::isinstance<nb::dict>(situation)) {
            raise_value("situation is a dict, e.g. {'tsumo': True, 'win_tile': '6s'}");
        }
        // Keys and values read in place: a call allocates no string for the common values.
        std::string key_text;
        std::string scratch;
        PyObject* key = nullptr;
        PyObject* value = nullptr;
        Py_ssize_t pos = 0;
        while (PyDict_Next(situation.ptr(), &pos, &key, &value)) {
            std::string_view name;
            if (PyUnicode_Check(key)) {
                name = str_view(key);
            } else {
                key_text = nb::cast<std::string>(nb::handle(key));  // raises for a non-str key
                name = key_text;
            }
            check(hupai::set_situation(s, name, flag_view(value, scratch)));
            win_tile |= name == "win_tile";
        }
    }
    if (!win_tile) {
        if (!nb::isinstance<nb::str>(hand)) {
            raise_value("a Hand does not say which tile won: give situation={'win_tile': …}");
        }
        const auto last = take(hupai::last_concealed_tile(str_view(hand)));
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
template <class Answer>
void def_question(nb::module_& m, const char* name, const char* returns, Answer answer,
                  const char* docstring) {
    const std::string& sig =
        doc(std::string("def ") + name +
            "(hand: str | Hand, rules: str | Rules = 'chinese', **flags: object) -> " + returns);
    m.def(
        name,
        [answer](nb::handle hand, nb::handle rules, const nb::kwargs& flags) {
            std::optional<hupai::rules> made;
            return answer(hand_arg(hand), rules_ref(rules, flags, made));
        },
        nb::sig(sig.c_str()), "hand"_a.none(), "rules"_a.none() = "chinese", "flags"_a, docstring);
}

NB_MODULE(_core, m) {
    m.doc() = "hupai's compiled core; import hupai instead.";
    m.attr("__version__") = hupai::version;
    m.attr("MAX_DECOMPOSITIONS") = max_decompositions;

    hand_error_type = PyErr_NewExceptionWithDoc(
        "hupai.HandError",
        "Bad input: a hand, rule flag, preset, argument or array the library rejects.\n\n"
        "A subclass of ValueError. ``name`` is the library's stable error name (e.g.\n"
        "'unknown_character'), ``code`` its batch status code (error_name(code) == name),\n"
        "``offset`` the byte offset for parse errors, and str(e) the message, which starts\n"
        "with the name.",
        PyExc_ValueError, nullptr);
    m.attr("HandError") = nb::borrow(hand_error_type);

    m.def(
        "error_name",
        [](nb::handle status) {
            constexpr int last = HUPAI_OUT_OF_MEMORY;
            return std::string(
                hupai_status_name(static_cast<int>(int_arg(status, "status", 0, last))));
        },
        nb::sig("def error_name(status: int) -> str"), "status"_a.none(),
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

    bind_hands(m);
    bind_results(m);
    bind_texts(m);
    bind_sampler(m);

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
        "hand"_a.none(), "rules"_a.none() = "chinese", "visible"_a.none() = nb::none(), "flags"_a,
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
        "hand"_a.none(), "rules"_a.none() = "chinese", "visible"_a.none() = nb::none(), "flags"_a,
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
            std::optional<hupai::rules> made;
            const hupai::rules& r = rules_ref(rules, flags, made);
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
        "hand"_a.none(), "rules"_a.none() = "riichi", "situation"_a.none() = nb::none(), "flags"_a,
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
        [](nb::handle hand, nb::handle rules, nb::handle limit, const nb::kwargs& flags) {
            const auto most = static_cast<std::size_t>(
                int_arg(limit, "limit (at most MAX_DECOMPOSITIONS)", 0, max_decompositions));
            return take(hupai::decompose(hand_arg(hand), rules_arg(rules, flags), most));
        },
        nb::sig("def decompose(hand: str | Hand, rules: str | Rules = 'chinese', limit: int = "
                "1000, **flags: object) -> list[Decomposition]"),
        "hand"_a.none(), "rules"_a.none() = "chinese", "limit"_a.none() = 1000, "flags"_a,
        "Every way a winning 3n+2 hand splits into groups (the first `limit`, 0 to\n"
        "MAX_DECOMPOSITIONS = 100,000; a larger limit raises HandError invalid_value).\n\n"
        ">>> hupai.decompose('111222333m456p99s')\n"
        "[Decomposition(standard: 9s9s 1m2m3m 1m2m3m 1m2m3m 4p5p6p), "
        "Decomposition(standard: 9s9s 4p5p6p 1m1m1m 2m2m2m 3m3m3m)]");

    static const std::string batch_doc =
        "counts: uint8[N, 34] concealed tiles per kind (C-contiguous); jokers: uint8[N] or None;\n"
        "melds: uint8[N, 4, 4] or None, each meld (kind, t0, t1, t2) with kind 0 none, 1 chow,\n"
        "2 pung, 3 exposed kong, 4 added kong, 5 concealed kong. The GIL is released; threads\n"
        "splits the rows: 0 is one per core, and more than the cores (os.cpu_count()) run as\n"
        "many as the cores; a negative number raises HandError. status: uint8[N], 0 ok or an error "
        "code\n"
        "(error_name(code)); a bad row is marked there and does not stop the batch. Raises\n"
        "HandError (invalid_value) for arrays of the wrong dtype, shape or layout.";
    bind_batch_analysis(m, batch_doc);
    bind_batch_scores(m);
    m.def("batch_shanten", &batch_shanten,
          nb::sig("def batch_shanten(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = "
                  "'chinese', threads: int = 1, **flags: object) -> "
                  "tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8]]"),
          "counts"_a.none(), "jokers"_a.none() = nb::none(), "melds"_a.none() = nb::none(),
          "rules"_a.none() = "chinese", "threads"_a.none() = 1, "flags"_a,
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
        "counts"_a.none(), "jokers"_a.none() = nb::none(), "melds"_a.none() = nb::none(),
        "rules"_a.none() = "chinese", "threads"_a.none() = 1, "flags"_a,
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
        "counts"_a.none(), "jokers"_a.none() = nb::none(), "melds"_a.none() = nb::none(),
        "rules"_a.none() = "chinese", "threads"_a.none() = 1, "flags"_a,
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
        "counts"_a.none(), "jokers"_a.none() = nb::none(), "melds"_a.none() = nb::none(),
        "rules"_a.none() = "chinese", "threads"_a.none() = 1, "flags"_a,
        doc(std::string("Discard analysis of N 3n+2 hands: returns (shanten int8[N, 34] after\n"
                        "discarding each kind, 99 where the hand holds none; improving\n"
                        "bool[N, 34, 34], [i, d, k] true when drawing k after discarding d lowers\n"
                        "that shanten; status uint8[N]).\n\n") +
            batch_doc)
            .data());
}
