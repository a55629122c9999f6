// hupai.batch_improving and hupai.batch_discards (batch_analysis.hpp): the improving tiles of
// 3n+1 hands and the discard analysis of 3n+2 hands over arrays, with the tiles seen, answered
// row by row by the library's analyze_draws and analyze_discards on threads.
#include "batch_analysis.hpp"

#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "arguments.hpp"
#include "batches.hpp"

using namespace nanobind::literals;

namespace hupai::python {

namespace {

constexpr std::size_t k = kinds;
constexpr std::int8_t none = no_shanten;

/// `visible`: None, uint8[34] (the same for every row) or uint8[N, 34] (one row per hand).
struct visible_input {
    in_array keep;
    const std::uint8_t* data = nullptr;
    std::size_t stride = 0;

    visible_input(nb::handle v, std::size_t n) {
        if (v.is_none()) return;
        std::size_t rows = 0;
        if (nb::hasattr(v, "ndim") && nb::cast<int>(v.attr("ndim")) == 1) {
            data = u8_rows(v, "visible", {}, rows, keep);
            if (rows != k) raise_value("visible must have shape [34] or [N, 34]");
            return;
        }
        data = u8_rows(v, "visible", {k}, rows, keep);
        if (rows != n) raise_value("visible must have one row per row of counts");
        stride = k;
    }

    /// Row i's seen tiles, or null.
    const std::array<std::uint8_t, kinds>* at(std::size_t i,
                                              std::array<std::uint8_t, kinds>& copy) const {
        if (data == nullptr) return nullptr;
        std::memcpy(copy.data(), data + i * stride, k);
        return &copy;
    }
};

std::uint8_t status_of(const error& e) { return static_cast<std::uint8_t>(e.code) + 1; }

}  // namespace

nb::tuple batch_improving(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                          nb::handle visible, nb::handle mask_given, nb::handle threads,
                          const nb::kwargs& flags) {
    batch_input in(counts, jokers, melds, rules, flags);
    const visible_input seen(visible, in.n);
    if (!nb::isinstance<nb::bool_>(mask_given)) raise_value("mask is a bool");
    const bool mask = nb::cast<bool>(mask_given);
    out_array<std::int8_t> shanten(in.n);
    out_array<std::uint8_t> improving(in.n, k), status(in.n);
    run_split(
        in.n, threads,
        [&](std::size_t first, std::size_t count) {
            std::array<std::uint8_t, kinds> copy{};
            for (std::size_t i = first; i < first + count; ++i) {
                std::uint8_t* row = improving.at(i);
                std::memset(row, 0, k);
                shanten.at(i)[0] = none;
                result<hand> h = in.hand_at(i);
                result<draw_choice> d =
                    h ? analyze_draws(*h, in.library_rules, seen.at(i, copy)) : h.err();
                if (!d) {
                    status.at(i)[0] = status_of(d.err());
                    continue;
                }
                status.at(i)[0] = 0;
                shanten.at(i)[0] = static_cast<std::int8_t>(d->shanten);
                for (std::size_t t = 0; t < k; ++t) {
                    if ((d->improving >> t) & 1U) row[t] = mask ? 1 : d->unseen[t];
                }
            }
        },
        16);
    nb::object out = mask ? improving.to_numpy<bool>({in.n, k}) : improving.to_numpy({in.n, k});
    return nb::make_tuple(shanten.to_numpy({in.n}), out, status.to_numpy({in.n}));
}

nb::tuple batch_discards(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                         nb::handle visible, nb::handle full_given, nb::handle threads,
                         const nb::kwargs& flags) {
    batch_input in(counts, jokers, melds, rules, flags);
    const visible_input seen(visible, in.n);
    if (!nb::isinstance<nb::bool_>(full_given)) raise_value("full is a bool");
    const bool full = nb::cast<bool>(full_given);
    out_array<std::int8_t> shanten(in.n, k);
    out_array<std::uint8_t> unseen(in.n, k), status(in.n);
    out_array<std::uint8_t> mask(full ? in.n : 0, k * k);
    run_split(
        in.n, threads,
        [&](std::size_t first, std::size_t count) {
            std::array<std::uint8_t, kinds> copy{};
            std::vector<discard_choice> choices;
            for (std::size_t i = first; i < first + count; ++i) {
                std::memset(shanten.at(i), none, k);
                std::memset(unseen.at(i), 0, k);
                if (full) std::memset(mask.at(i), 0, k * k);
                result<hand> h = in.hand_at(i);
                result<void> done =
                    h ? analyze_discards_into(*h, in.library_rules, choices, seen.at(i, copy))
                      : result<void>(h.err());
                if (!done) {
                    status.at(i)[0] = status_of(done.err());
                    continue;
                }
                status.at(i)[0] = 0;
                for (const discard_choice& c : choices) {
                    if (c.discard >= k) continue;  // a `?` joker: not a column
                    shanten.at(i)[c.discard] = static_cast<std::int8_t>(c.shanten);
                    unseen.at(i)[c.discard] = static_cast<std::uint8_t>(c.unseen_total);
                    if (!full) continue;
                    for (std::size_t t = 0; t < k; ++t) {
                        mask.at(i)[c.discard * k + t] = (c.improving >> t) & 1U;
                    }
                }
            }
        },
        16);
    nb::object improving = full ? mask.to_numpy<bool>({in.n, k, k}) : nb::none();
    return nb::make_tuple(shanten.to_numpy({in.n, k}), unseen.to_numpy({in.n, k}), improving,
                          status.to_numpy({in.n}));
}

void bind_batch_analysis(nb::module_& m, const std::string& batch_doc) {
    for (int f = 0; f < form_count; ++f) {
        std::string name = "FORM_";
        for (const char c : hupai::name(static_cast<form>(f))) {
            name += static_cast<char>(c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c);
        }
        m.attr(name.c_str()) = 1 << f;
    }
    static const std::string visible_doc =
        "visible: None, uint8[34] tiles seen outside every hand, or uint8[N, 34] per row; with\n"
        "a hand they hold at most 4 of a kind (else that row's status is too_many_copies).\n";
    static const std::string improving_doc =
        "Improving tiles (受け入れ) of N 3n+1 hands: returns (shanten int8[N], improving\n"
        "uint8[N, 34], status uint8[N]). improving[i, t] is the unseen copies of kind t when\n"
        "drawing it lowers row i's shanten (analyze_draws), else 0; with mask=True it is\n"
        "bool[N, 34], true for each improving kind (also one with no copy left unseen).\n" +
        visible_doc + "\n" + batch_doc +
        "\n\n>>> shanten, improving, status = hupai.batch_improving(hupai.counts(['123m456p789s"
        "1122z']))\n>>> int(shanten[0]), improving[0, 27:29].tolist()\n(0, [2, 2])";
    m.def("batch_improving", &batch_improving,
          nb::sig("def batch_improving(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = "
                  "'chinese', visible: numpy.typing.NDArray[numpy.uint8] | None = None, mask: "
                  "bool = False, threads: int = 1, **flags: object) -> "
                  "tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8 | "
                  "numpy.bool_], numpy.typing.NDArray[numpy.uint8]]"),
          "counts"_a.none(), "jokers"_a.none() = nb::none(), "melds"_a.none() = nb::none(),
          "rules"_a.none() = "chinese", "visible"_a.none() = nb::none(), "mask"_a.none() = false,
          "threads"_a.none() = 1, "flags"_a, improving_doc.c_str());
    static const std::string discards_doc =
        "Discard analysis of N 3n+2 hands in compact form: returns (shanten int8[N, 34] after\n"
        "discarding each kind, 99 where the hand holds none; unseen uint8[N, 34], the unseen\n"
        "copies of the tiles that lower that shanten (analyze's unseen_total); improving\n"
        "bool[N, 34, 34] with full=True ([i, d, t]: drawing t after discarding d lowers it),\n"
        "else None; status uint8[N]). A `?` joker's discard has no column.\n" +
        visible_doc + "\n" + batch_doc +
        "\n\n>>> shanten, unseen, _, status = hupai.batch_discards(hupai.counts(['123m456p789s"
        "11222z']), visible=hupai.counts(['1z'])[0])\n>>> shanten[0, 27:29].tolist(), "
        "unseen[0, 27:29].tolist()\n([0, 0], [1, 2])";
    m.def("batch_discards", &batch_discards,
          nb::sig("def batch_discards(counts: numpy.typing.NDArray[numpy.uint8], jokers: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, melds: "
                  "numpy.typing.NDArray[numpy.uint8] | None = None, rules: str | Rules = "
                  "'chinese', visible: numpy.typing.NDArray[numpy.uint8] | None = None, full: "
                  "bool = False, threads: int = 1, **flags: object) -> "
                  "tuple[numpy.typing.NDArray[numpy.int8], numpy.typing.NDArray[numpy.uint8], "
                  "numpy.typing.NDArray[numpy.bool_] | None, numpy.typing.NDArray[numpy.uint8]]"),
          "counts"_a.none(), "jokers"_a.none() = nb::none(), "melds"_a.none() = nb::none(),
          "rules"_a.none() = "chinese", "visible"_a.none() = nb::none(), "full"_a.none() = false,
          "threads"_a.none() = 1, "flags"_a, discards_doc.c_str());
}

}  // namespace hupai::python
