// Hand, Meld and Rules of the Python module (classes.hpp): the arguments of every question, as
// values that compare, hash (Hand), pickle and give their dicts.
#include <nanobind/operators.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>

#include <algorithm>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "classes.hpp"
#include "values.hpp"

using namespace nanobind::literals;

namespace hupai::python {

namespace {

std::string join_tiles(const nb::list& tiles) {
    std::string out;
    for (nb::handle t : tiles) out += nb::cast<std::string>(t);
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

}  // namespace

void bind_hands(nb::module_& m) {
    auto meld = nb::class_<hupai::meld>(m, "Meld", "A declared meld of a hand.");
    meld.def_prop_ro(
            "kind", [](const hupai::meld& x) { return meld_kind_name(x.kind); },
            "'chow', 'pung', 'exposed_kong', 'added_kong' or 'concealed_kong'.")
        .def_prop_ro("tiles", &meld_tiles, "Its tiles in MPSZ, e.g. ['1m', '2m', '3m'].")
        .def("__repr__", [](const hupai::meld& x) {
            return "Meld(" + meld_kind_name(x.kind) + ", " + join_tiles(meld_tiles(x)) + ")";
        });
    def_value(meld, "Meld", {"kind", "tiles"});

    auto hand =
        nb::class_<hupai::hand>(m, "Hand",
                                "A hand: concealed tiles, `?` jokers and declared melds.\n\n"
                                ">>> h = hupai.Hand('123m456p789s11122z')\n>>> str(h)\n"
                                "'123m456p789s11122z'");
    hand.def(
            "__init__",
            [](hupai::hand* self, nb::handle text, nb::handle notation) {
                const hupai::notation n =
                    take(hupai::parse_notation_name(str_arg(notation, "notation")));
                new (self) hupai::hand(take(hupai::parse_hand(str_arg(text, "a hand's text"), n)));
            },
            nb::sig("def __init__(self, text: str, notation: str = 'auto') -> None"),
            "text"_a.none(), "notation"_a.none() = "auto",
            "Parses text in MPSZ, Unicode tiles, Chinese names or numeric codes "
            "(notation='auto'),\n"
            "or in the notation named ('mpsz', 'unicode', 'chinese', 'codes', 'mediatek').\n"
            "Raises HandError (e.g. name 'unknown_character') for malformed text.")
        .def_static(
            "from_counts",
            [](nb::handle counts, nb::handle jokers) {
                if (nb::isinstance<nb::str>(counts) || !nb::hasattr(counts, "__len__") ||
                    !nb::hasattr(counts, "__iter__")) {
                    raise_value("counts is a sequence of 34 ints (or 42 with flowers)");
                }
                const std::size_t size = nb::len(counts);
                if (size != hupai::kinds && size != hupai::all_kinds) {
                    raise_value("a hand has 34 counts (or 42 with flowers), not " +
                                std::to_string(size));
                }
                hupai::hand h{};
                std::size_t t = 0;
                for (nb::handle c : counts) {
                    if (t == size) break;
                    h.counts[t++] = static_cast<std::uint8_t>(int_arg(c, "a count", 0, 255));
                }
                h.jokers = static_cast<std::uint8_t>(int_arg(jokers, "jokers", 0, 255));
                return h;
            },
            nb::sig("def from_counts(counts: Sequence[int], jokers: int = 0) -> Hand"),
            "counts"_a.none(), "jokers"_a.none() = 0,
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
        .def_prop_ro(
            "text", [](const hupai::hand& h) { return hupai::format_hand(h); },
            "The hand in MPSZ, as str(hand).")
        .def("__str__", [](const hupai::hand& h) { return hupai::format_hand(h); })
        .def("__repr__", [](const hupai::hand& h) {
            return "Hand(" + repr_of(nb::str(hupai::format_hand(h).c_str())) + ")";
        });
    def_value(hand, "Hand", {"text", "counts", "flowers", "jokers", "red_fives", "melds"});

    auto rules =
        nb::class_<py_rules>(m, "Rules",
                             "A rule set: a preset with flags.\n\n"
                             ">>> hupai.Rules('ruijin', wild='5m')\nRules('ruijin', wild='5m')");
    rules
        .def(
            "__init__",
            [](py_rules* self, nb::handle preset, const nb::kwargs& flags) {
                new (self) py_rules(make_rules(str_arg(preset, "preset"), flags));
            },
            nb::sig("def __init__(self, preset: str = 'chinese', **flags: object) -> None"),
            "preset"_a.none() = "chinese", "flags"_a,
            "The preset (see presets()) with each keyword argument set as a flag (see flags()):\n"
            "booleans, integers, enum names as str, and wild as a tile list ('5z,6z' or\n"
            "['5z', '6z']). Raises HandError: unknown_preset, unknown_flag, invalid_value.")
        .def(
            "set",
            [](py_rules& self, nb::handle flag, nb::handle value) {
                nb::kwargs one;
                one[str_arg(flag, "flag").c_str()] = value;
                set_flags(self, one);
            },
            nb::sig("def set(self, flag: str, value: object) -> None"), "flag"_a.none(),
            "value"_a.none(), "Sets one flag, as a keyword argument of the constructor does.")
        .def_prop_ro("preset", [](const py_rules& self) { return std::string(self.r.preset); })
        .def(
            "validate", [](const py_rules& self) { check(hupai::validate(self.r)); },
            "Raises HandError (missing_wildcard) if the combination cannot judge hands.")
        .def("__repr__",
             [](const py_rules& self) {
                 std::string out = "Rules(" + repr_of(nb::str(std::string(self.r.preset).c_str()));
                 for (const auto& [name, value] : self.flags) {
                     out += ", " + name + "=" + repr_of(nb::str(value.c_str()));
                 }
                 return out + ")";
             })
        .def(
            "as_dict",
            [](const py_rules& self) {
                str_str_dict flags;
                for (const auto& [name, value] : self.flags) flags[name.c_str()] = value;
                str_object_dict out;
                out["preset"] = std::string(self.r.preset);
                out["flags"] = flags;
                return out;
            },
            "{'preset': name, 'flags': {flag: value as text}}: the flags set, in order.\n"
            "Rules(d['preset'], **d['flags']) makes an equal Rules.")
        .def("__getstate__",
             [](const py_rules& self) {
                 nb::object d = nb::cast(self, nb::rv_policy::copy).attr("as_dict")();
                 return make_state(nullptr, 0, d);
             })
        .def("__setstate__", [](py_rules& self, nb::handle state) {
            nb::object d;
            state_bytes(state, 0, "Rules", &d);
            nb::kwargs flags;
            for (auto [name, value] : nb::cast<nb::dict>(d["flags"])) flags[name] = value;
            new (&self) py_rules(make_rules(nb::cast<std::string>(d["preset"]), flags));
        });
    // Rules are changed by set(): equal by value, but not hashable.
    def_value(rules, "Rules", {}, false);
}

}  // namespace hupai::python
