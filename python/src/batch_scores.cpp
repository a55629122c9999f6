// hupai.batch_score_riichi and hupai.batch_score_gb (batch_scores.hpp): N concealed winning
// hands scored row by row by the library's score_riichi and score_gb on threads, each row's
// situation made by set_situation from scalars and per-row arrays.
#include "batch_scores.hpp"

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "arguments.hpp"
#include "batches.hpp"

using namespace nanobind::literals;

namespace hupai::python {

namespace {

bool is_situation_key(std::string_view key) {
    for (std::string_view k : situation_keys()) {
        if (k == key) return true;
    }
    return false;
}

/// A situation value as the text set_situation reads: flag_text, and for the one-tile keys
/// an int is a kind index (0 = 1m … 33 = 7z).
std::string situation_text(std::string_view key, nb::handle v) {
    const bool one_tile = key == "win_tile" || key == "seat_wind" || key == "round_wind";
    if (one_tile && nb::isinstance<nb::int_>(v) && !nb::isinstance<nb::bool_>(v)) {
        long long kind = -1;
        if (nb::try_cast(v, kind) && kind >= 0 && kind < static_cast<long long>(kinds)) {
            return format_tile(static_cast<tile>(kind));
        }
        return "kind " + std::to_string(kind);  // set_situation refuses it: that row's status
    }
    return flag_text(v);
}

/// The situation of every row: the scalar keys set once on `base`, the keys given as a
/// NumPy array of shape [N] kept as one text a row and set on a copy of it per row.
struct situation_columns {
    struct column {
        std::string key;
        std::vector<std::string> rows;
    };
    situation base;
    std::vector<column> columns;

    situation_columns(std::size_t n, nb::handle win_tile, const nb::dict& keys) {
        add(n, "win_tile", win_tile);
        for (auto [key, value] : keys) add(n, nb::cast<std::string>(key), value);
    }

    void add(std::size_t n, const std::string& key, nb::handle value) {
        if (!(nb::hasattr(value, "ndim") && nb::hasattr(value, "tolist"))) {
            check(set_situation(base, key, situation_text(key, value)));
            return;
        }
        if (nb::cast<int>(value.attr("ndim")) != 1 || nb::len(value) != n) {
            raise_value(key + " as an array must have shape [N], one value a row of counts");
        }
        column c{key, {}};
        c.rows.reserve(n);
        for (nb::handle item : value.attr("tolist")()) c.rows.push_back(situation_text(key, item));
        columns.push_back(std::move(c));
    }

    /// Row i's situation, or the error of its first value set_situation refuses.
    result<situation> at(std::size_t i) const {
        situation s = base;
        for (const column& c : columns) {
            if (result<void> set = set_situation(s, c.key, c.rows[i]); !set) return set.err();
        }
        return s;
    }
};

/// A new array of n zeros.
template <class T>
out_array<T> zeros(std::size_t n) {
    out_array<T> a(n);
    std::memset(a.at(0), 0, n * sizeof(T));
    return a;
}

/// The batch's inputs: counts, the situation keys among the keyword arguments, and the rules
/// (the other keywords are rule flags), checked with the GIL held.
struct score_input {
    batch_input in;
    situation_columns situations;

    /// `system`: the scoring the rules must have (that of the preset named), else HandError.
    score_input(nb::handle counts, nb::handle win_tile, nb::handle rules, const nb::kwargs& all,
                scoring_system system, const std::string& preset)
        : in(counts, nb::none(), nb::none(), rules, flags_of(all, false)),
          situations(in.n, win_tile, flags_of(all, true)) {
        if (in.library_rules.scoring != system) {
            raise_value("batch_score_" + preset + " takes rules that score " + preset +
                        " (rules='" + preset + "')");
        }
    }

    /// The keywords that are situation keys (`situation`) or the others (rule flags).
    static nb::kwargs flags_of(const nb::kwargs& all, bool situation) {
        nb::dict out;
        for (auto [key, value] : all) {
            if (is_situation_key(nb::cast<std::string>(key)) == situation) out[key] = value;
        }
        return nb::borrow<nb::kwargs>(out);
    }

    /// Runs `score(i, hand, situation)` (result<void>, writing row i's answer) over the rows on
    /// threads, the GIL released; status[i] is 0 or the code of the error that stopped row i.
    template <class Score>
    void run(nb::handle threads, out_array<std::uint8_t>& status, Score&& score) const {
        run_split(
            in.n, threads,
            [&](std::size_t first, std::size_t count) {
                for (std::size_t i = first; i < first + count; ++i) {
                    const result<hand> h = in.hand_at(i);
                    const result<situation> s = h ? situations.at(i) : h.err();
                    const result<void> done = s ? score(i, *h, *s) : result<void>(s.err());
                    status.at(i)[0] =
                        done ? 0 : static_cast<std::uint8_t>(static_cast<int>(done.err().code) + 1);
                }
            },
            16);
    }
};

nb::tuple batch_score_riichi(nb::handle counts, nb::handle win_tile, nb::handle rules,
                             nb::handle threads, const nb::kwargs& keys) {
    const score_input input(counts, win_tile, rules, keys, scoring_system::riichi, "riichi");
    const std::size_t n = input.in.n;
    auto total = zeros<std::int32_t>(n);
    auto han = zeros<std::int8_t>(n), yakuman = zeros<std::int8_t>(n);
    auto fu = zeros<std::int16_t>(n);
    auto no_yaku = zeros<std::uint8_t>(n), status = zeros<std::uint8_t>(n);
    input.run(threads, status, [&](std::size_t i, const hand& h, const situation& s) {
        result<riichi_score> r = score_riichi(h, s, input.in.library_rules);
        if (!r) return result<void>(r.err());
        total.at(i)[0] = r->total;
        han.at(i)[0] = static_cast<std::int8_t>(r->han);
        fu.at(i)[0] = static_cast<std::int16_t>(r->fu);
        yakuman.at(i)[0] = static_cast<std::int8_t>(r->yakuman);
        no_yaku.at(i)[0] = r->no_yaku ? 1 : 0;
        return result<void>();
    });
    return nb::make_tuple(total.to_numpy({n}), han.to_numpy({n}), fu.to_numpy({n}),
                          yakuman.to_numpy({n}), no_yaku.to_numpy<bool>({n}), status.to_numpy({n}));
}

nb::tuple batch_score_gb(nb::handle counts, nb::handle win_tile, nb::handle rules,
                         nb::handle threads, const nb::kwargs& keys) {
    const score_input input(counts, win_tile, rules, keys, scoring_system::gb, "gb");
    const std::size_t n = input.in.n;
    auto total = zeros<std::int32_t>(n), total_won = zeros<std::int32_t>(n);
    auto qualifies = zeros<std::uint8_t>(n), status = zeros<std::uint8_t>(n);
    input.run(threads, status, [&](std::size_t i, const hand& h, const situation& s) {
        result<gb_score> r = score_gb(h, s, input.in.library_rules);
        if (!r) return result<void>(r.err());
        total.at(i)[0] = r->total;
        total_won.at(i)[0] = r->total_won;
        qualifies.at(i)[0] = r->qualifies ? 1 : 0;
        return result<void>();
    });
    return nb::make_tuple(total.to_numpy({n}), qualifies.to_numpy<bool>({n}),
                          total_won.to_numpy({n}), status.to_numpy({n}));
}

}  // namespace

void bind_batch_scores(nb::module_& m) {
    static const std::string keys_doc =
        "win_tile and the keyword situation keys of score() (tsumo, seat_wind, round_wind,\n"
        "riichi, ippatsu, rinshan, chankan, last_tile, blessing, last_copy, dora_indicators,\n"
        "ura_indicators, honba, riichi_sticks) are each a scalar, the same for every row, or a\n"
        "numpy array of shape [N], one value a row; a one-tile key (win_tile, seat_wind,\n"
        "round_wind) takes a tile text or a kind index 0-33 (1m = 0, 7z = 33). Other keywords\n"
        "are rule flags. A row that is no win, or whose situation is refused, has zeros and its\n"
        "error code in status (error_name(code)); a bad row does not stop the batch.\n\n"
        "counts: uint8[N, 34] concealed tiles per kind (C-contiguous), no meld or joker. The\n"
        "GIL is released; threads splits the rows as in batch_shanten. Raises HandError\n"
        "(invalid_value) for an array of the wrong dtype, shape or layout and for a value that\n"
        "is no situation value at all.";
    static const std::string riichi_doc =
        "Riichi scores of N concealed winning hands: returns (total int32[N], han int8[N],\n"
        "fu int16[N], yakuman int8[N], no_yaku bool[N], status uint8[N]), the fields of\n"
        "score()'s RiichiScore.\n\n" +
        keys_doc +
        "\n\n>>> c = hupai.counts(['234567m234p23466s', '123m456p789s11122z'])\n"
        ">>> total, han, fu, yakuman, no_yaku, status = hupai.batch_score_riichi(c, '4s', "
        "riichi=1)\n>>> total.tolist(), han.tolist(), status.tolist()\n"
        "([12000, 0], [5, 0], [0, 18])";
    const char* arrays = "numpy.typing.NDArray[numpy.uint8]";
    const std::string keys_sig =
        std::string("win_tile: str | int | numpy.typing.NDArray[numpy.generic], *, ") +
        "rules: str | Rules = '{}', threads: int = 1, **keys: object) -> tuple[";
    auto sig = [&](const char* name, const char* preset, const std::string& returns) {
        std::string s = keys_sig;
        s.replace(s.find("{}"), 2, preset);
        return std::string("def ") + name + "(counts: " + arrays + ", " + s + returns + "]";
    };
    static const std::string riichi_sig =
        sig("batch_score_riichi", "riichi",
            "numpy.typing.NDArray[numpy.int32], numpy.typing.NDArray[numpy.int8], "
            "numpy.typing.NDArray[numpy.int16], numpy.typing.NDArray[numpy.int8], "
            "numpy.typing.NDArray[numpy.bool_], numpy.typing.NDArray[numpy.uint8]");
    m.def("batch_score_riichi", &batch_score_riichi, nb::sig(riichi_sig.c_str()), "counts"_a.none(),
          "win_tile"_a.none(), nb::kw_only(), "rules"_a.none() = "riichi", "threads"_a.none() = 1,
          "keys"_a, riichi_doc.c_str());
    static const std::string gb_doc =
        "GB (Chinese Official) scores of N concealed winning hands: returns (total int32[N],\n"
        "qualifies bool[N], total_won int32[N], status uint8[N]), the fields of score()'s\n"
        "GbScore.\n\n" +
        keys_doc +
        "\n\n>>> c = hupai.counts(['123456789m11789s'])\n"
        ">>> hupai.batch_score_gb(c, numpy.array([26], dtype=numpy.uint8))[0].tolist()\n[22]";
    static const std::string gb_sig =
        sig("batch_score_gb", "gb",
            "numpy.typing.NDArray[numpy.int32], numpy.typing.NDArray[numpy.bool_], "
            "numpy.typing.NDArray[numpy.int32], numpy.typing.NDArray[numpy.uint8]");
    m.def("batch_score_gb", &batch_score_gb, nb::sig(gb_sig.c_str()), "counts"_a.none(),
          "win_tile"_a.none(), nb::kw_only(), "rules"_a.none() = "gb", "threads"_a.none() = 1,
          "keys"_a, gb_doc.c_str());
}

}  // namespace hupai::python
