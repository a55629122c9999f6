// The answers of the Python module's questions (classes.hpp): Win, Waits, Shanten, Draws,
// Discard, Group and Decomposition, as values that compare, hash, pickle and give their dicts.
#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "classes.hpp"
#include "values.hpp"

using namespace nanobind::literals;

namespace hupai::python {

namespace {

std::string group_text(const hupai::group& g) {
    std::string out;
    for (int i = 0; i < g.size; ++i) {
        out += hupai::format_tile(g.tiles[static_cast<std::size_t>(i)]);
        if ((g.wild >> i) & 1U) out += '*';
    }
    return out;
}

std::string group_kind_name(hupai::group_kind k) {
    static constexpr const char* names[] = {"pair", "chow", "pung", "kong", "single"};
    return names[static_cast<int>(k)];
}

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

}  // namespace

void bind_results(nb::module_& m) {
    auto win = nb::class_<hupai::win_result>(m, "Win", "The answer of check().")
                   .def_ro("win", &hupai::win_result::win)
                   .def_prop_ro(
                       "forms", [](const hupai::win_result& w) { return form_names(w.forms); },
                       "Every form that completes the hand, e.g. ['standard', 'seven_pairs'].")
                   .def_ro("fei", &hupai::win_result::fei,
                           "Ruijin 飞: holds every 宝 (then win is False).")
                   .def_ro("zhifei", &hupai::win_result::zhifei, "Ruijin 制飞 (13-tile hands).")
                   .def("__bool__", [](const hupai::win_result& w) { return w.win; })
                   .def("__repr__", [](const hupai::win_result& w) {
                       return std::string("Win(win=") + (w.win ? "True" : "False") +
                              ", forms=" + repr_of(form_names(w.forms)) +
                              (w.fei ? ", fei=True" : "") + (w.zhifei ? ", zhifei=True" : "") + ")";
                   });
    def_value(win, "Win", {"win", "forms", "fei", "zhifei"});

    auto waits =
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
    def_value(waits, "Waits", {"tiles", "karaten", "shapes", "shanten", "fei", "zhifei"});

    auto shanten =
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
    def_value(shanten, "Shanten", {"overall", "by_form"});

    auto draws =
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
    def_value(draws, "Draws", {"shanten", "improving", "unseen", "unseen_total"});

    auto discard =
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
    def_value(discard, "Discard", {"discard", "shanten", "improving", "unseen", "unseen_total"});

    auto group = nb::class_<hupai::group>(m, "Group", "One group of a decomposition.")
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
    def_value(group, "Group", {"kind", "tiles", "wild", "declared"});

    auto decomposition =
        nb::class_<hupai::decomposition>(m, "Decomposition", "One reading of a winning hand.")
            .def_prop_ro(
                "form",
                [](const hupai::decomposition& d) { return std::string(hupai::name(d.shape)); })
            .def_ro("groups", &hupai::decomposition::groups)
            .def("__repr__", [](const hupai::decomposition& d) {
                std::string out = "Decomposition(" + std::string(hupai::name(d.shape)) + ":";
                for (const hupai::group& g : d.groups) out += " " + group_text(g);
                return out + ")";
            });
    def_value(decomposition, "Decomposition", {"form", "groups"});
    // State: the form's bytes, and the groups' bytes as the extra item.
    decomposition
        .def("__getstate__",
             [](const hupai::decomposition& d) {
                 return make_state(&d.shape, sizeof d.shape,
                                   nb::bytes(d.groups.data(), d.groups.size() * sizeof(group)));
             })
        .def("__setstate__", [](hupai::decomposition& self, nb::handle state) {
            nb::object extra;
            const char* shape = state_bytes(state, sizeof self.shape, "Decomposition", &extra);
            if (!nb::isinstance<nb::bytes>(extra) || nb::len(extra) % sizeof(group) != 0) {
                raise_value("a pickled hupai.Decomposition holds whole groups");
            }
            auto* made = new (&self) hupai::decomposition;
            std::memcpy(&made->shape, shape, sizeof made->shape);
            made->groups.resize(nb::len(extra) / sizeof(group));
            std::memcpy(static_cast<void*>(made->groups.data()),
                        nb::borrow<nb::bytes>(extra).c_str(), nb::len(extra));
        });
}

}  // namespace hupai::python
