// hupai._core: the Python skin of the library (docs/PYTHON.md). Each function translates its
// arguments, asks the C++ library (single calls) or the C API's batch calls (arrays), and
// translates the answer: no judging happens here.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/operators.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>

#include <algorithm>
#include <array>
#include <cstring>
#include <memory>
#include <string>
#include <system_error>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "hupai/hupai.h"
#include "hupai/hupai.hpp"
#include "scores.hpp"

namespace nb = nanobind;
using namespace nb::literals;

namespace {

using str_list = nb::typed<nb::list, nb::str>;
using str_int_dict = nb::typed<nb::dict, nb::str, int>;
using shape_dict = nb::typed<nb::dict, nb::str, str_list>;

// --- Errors ----------------------------------------------------------------------------------

PyObject* hand_error_type = nullptr;  // hupai.HandError, created at import

/// Raises hupai.HandError(message) with .name (the error's stable name) and .offset.
[[noreturn]] void raise(std::string_view name, std::size_t offset, const std::string& message) {
    nb::object type = nb::borrow(hand_error_type);
    nb::object exc = type(message);
    exc.attr("name") = nb::str(name.data(), name.size());
    exc.attr("offset") = offset;
    PyErr_SetObject(hand_error_type, exc.ptr());
    throw nb::python_error();
}

[[noreturn]] void raise(const hupai::error& e) { raise(hupai::name(e.code), e.offset, e.message); }

[[noreturn]] void raise_value(const std::string& detail) {
    raise("invalid_value", 0, "invalid_value: " + detail);
}

template <class T>
T take(hupai::result<T>&& r) {
    if (!r) raise(r.err());
    return std::move(r).value();
}

void check(const hupai::result<void>& r) {
    if (!r) raise(r.err());
}

// --- Tiles -----------------------------------------------------------------------------------

nb::str tile_str(hupai::tile t) {
    if (t == hupai::joker_discard) return nb::str("?");
    return nb::str(hupai::format_tile(t).data());
}

str_list tiles_of(hupai::tile_mask mask) {
    str_list out;
    for (int t = 0; t < hupai::all_kinds; ++t) {
        if ((mask >> t) & 1U) out.append(tile_str(static_cast<hupai::tile>(t)));
    }
    return out;
}

/// The names (hupai::name) of the enum values whose bits are set, in enum order.
template <class Enum>
str_list names_of(unsigned bits, int count) {
    str_list out;
    for (int v = 0; v < count; ++v) {
        if ((bits >> v) & 1U) out.append(nb::str(hupai::name(static_cast<Enum>(v)).data()));
    }
    return out;
}

str_list form_names(hupai::form_set forms) {
    return names_of<hupai::form>(forms, hupai::form_count);
}

// --- Hands and rules as arguments ------------------------------------------------------------

/// A hand argument: a hupai.Hand, or text in any notation auto-detection reads.
hupai::hand hand_arg(nb::handle h) {
    if (nb::isinstance<hupai::hand>(h)) return nb::cast<const hupai::hand&>(h);
    if (nb::isinstance<nb::str>(h)) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(h.ptr(), &size);
        if (text == nullptr) throw nb::python_error();
        return take(hupai::parse_hand(std::string_view(text, static_cast<std::size_t>(size))));
    }
    raise_value("a hand is a hupai.Hand or a str, not " +
                std::string(nb::type_name(h.type()).c_str()));
}

/// A rule set with the flags it was given, for a readable repr.
struct py_rules {
    hupai::rules r;
    std::vector<std::pair<std::string, std::string>> flags;
};

/// A flag value as the text set_flag reads: bools, ints, str, and tile lists for `wild`.
std::string flag_text(nb::handle v) {
    if (nb::isinstance<nb::bool_>(v)) return nb::cast<bool>(v) ? "true" : "false";
    if (nb::isinstance<nb::int_>(v)) {
        long long n = 0;
        if (!nb::try_cast(v, n)) raise_value("a flag value out of range");
        return std::to_string(n);
    }
    if (nb::isinstance<nb::str>(v)) return nb::cast<std::string>(v);
    if (v.is_none()) return "";
    if (nb::isinstance<nb::list>(v) || nb::isinstance<nb::tuple>(v)) {
        std::string out;
        for (nb::handle item : v) {
            if (!out.empty()) out += ',';
            out += flag_text(item);
        }
        return out;
    }
    raise_value("a flag value is a bool, int, str or list of str, not " +
                std::string(nb::type_name(v.type()).c_str()));
}

void set_flags(py_rules& pr, const nb::kwargs& flags) {
    for (auto [key, value] : flags) {
        std::string name = nb::cast<std::string>(key);
        std::string text = flag_text(value);
        check(hupai::set_flag(pr.r, name, text));
        pr.flags.emplace_back(std::move(name), std::move(text));
    }
}

py_rules make_rules(std::string_view preset_name, const nb::kwargs& flags) {
    py_rules pr{take(hupai::preset(preset_name)), {}};
    set_flags(pr, flags);
    return pr;
}

/// The presets, made once: the common call names a preset and no flag.
const hupai::rules* cached_preset(std::string_view name) {
    static const auto presets = [] {
        std::vector<std::pair<std::string_view, hupai::rules>> all;
        for (std::string_view p : hupai::preset_names()) all.emplace_back(p, *hupai::preset(p));
        return all;
    }();
    for (const auto& [n, r] : presets) {
        if (n == name) return &r;
    }
    return nullptr;
}

/// A rules argument (a preset name or a hupai.Rules) with keyword flags on top; validated.
hupai::rules rules_arg(nb::handle rules, const nb::kwargs& flags) {
    hupai::rules r;
    if (nb::isinstance<py_rules>(rules)) {
        r = nb::cast<const py_rules&>(rules).r;
    } else if (nb::isinstance<nb::str>(rules)) {
        Py_ssize_t size = 0;
        const char* text = PyUnicode_AsUTF8AndSize(rules.ptr(), &size);
        if (text == nullptr) throw nb::python_error();
        const std::string_view name(text, static_cast<std::size_t>(size));
        const hupai::rules* cached = cached_preset(name);
        r = cached != nullptr ? *cached : take(hupai::preset(name));
    } else {
        raise_value("rules is a preset name or a hupai.Rules");
    }
    if (flags.size() > 0) {
        py_rules pr{r, {}};
        set_flags(pr, flags);
        r = pr.r;
    }
    check(hupai::validate(r));
    return r;
}

/// `visible`: None, a hand (its tiles are counted), or 34 counts.
std::array<std::uint8_t, hupai::kinds> visible_arg(nb::handle v) {
    std::array<std::uint8_t, hupai::kinds> out{};
    if (nb::isinstance<nb::str>(v) || nb::isinstance<hupai::hand>(v)) {
        const hupai::hand h = hand_arg(v);
        for (int t = 0; t < hupai::kinds; ++t) {
            out[static_cast<std::size_t>(t)] =
                static_cast<std::uint8_t>(h.held(static_cast<hupai::tile>(t)));
        }
        return out;
    }
    if (!nb::hasattr(v, "__iter__")) raise_value("visible is a hand or 34 counts");
    std::size_t i = 0;
    for (nb::handle item : v) {
        if (i == out.size()) raise_value("visible holds 34 counts");
        long long n = 0;
        if (!nb::try_cast(item, n) || n < 0 || n > hupai::copies) {
            raise_value("visible counts are integers from 0 to 4");
        }
        out[i++] = static_cast<std::uint8_t>(n);
    }
    if (i != out.size()) raise_value("visible holds 34 counts");
    return out;
}

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

// --- Batches ---------------------------------------------------------------------------------

using in_array = nb::ndarray<nb::ro, nb::device::cpu>;

/// An input array of uint8 with the given trailing shape, C-contiguous; rows = its first axis.
const std::uint8_t* u8_rows(nb::handle obj, const char* what,
                            std::initializer_list<std::size_t> tail, std::size_t& rows,
                            in_array& keep) {
    if (!nb::try_cast(obj, keep, false)) {
        raise_value(std::string(what) + " must be a numpy array of uint8 (got " +
                    nb::type_name(obj.type()).c_str() + ")");
    }
    if (keep.dtype() != nb::dtype<std::uint8_t>()) {
        raise_value(std::string(what) + " must have dtype uint8 (use .astype(numpy.uint8))");
    }
    std::string shape = "[N";
    for (std::size_t t : tail) shape += ", " + std::to_string(t);
    shape += "]";
    if (keep.ndim() != 1 + tail.size())
        raise_value(std::string(what) + " must have shape " + shape);
    std::size_t axis = keep.ndim();
    for (auto it = std::rbegin(tail); it != std::rend(tail); ++it) {
        if (keep.shape(--axis) != *it) raise_value(std::string(what) + " must have shape " + shape);
    }
    rows = keep.shape(0);
    if (keep.size() == 0) return nullptr;  // no element: no layout to check
    // C order: each axis steps over the elements of the axes after it (an axis of length 1 may
    // have any stride).
    std::int64_t stride = 1;
    for (std::size_t a = keep.ndim(); a-- > 0;) {
        if (keep.shape(a) > 1 && keep.stride(a) != stride) {
            raise_value(std::string(what) + " must be C-contiguous (use numpy.ascontiguousarray)");
        }
        stride *= static_cast<std::int64_t>(keep.shape(a));
    }
    return static_cast<const std::uint8_t*>(keep.data());
}

/// The inputs of a batch call, checked: counts [N, 34], jokers [N] or None, melds [N, 4, 4] or
/// None.
struct batch_input {
    in_array counts_keep, jokers_keep, melds_keep;
    const std::uint8_t* counts = nullptr;
    const std::uint8_t* jokers = nullptr;
    const hupai_meld* melds = nullptr;
    std::size_t n = 0;
    hupai_rules rules{};

    batch_input(nb::handle c, nb::handle j, nb::handle m, nb::handle r, const nb::kwargs& flags) {
        counts = u8_rows(c, "counts", {hupai::kinds}, n, counts_keep);
        std::size_t rows = 0;
        if (!j.is_none()) {
            jokers = u8_rows(j, "jokers", {}, rows, jokers_keep);
            if (rows != n) raise_value("jokers must have one entry per row of counts");
        }
        if (!m.is_none()) {
            static_assert(sizeof(hupai_meld) == 4);
            melds = reinterpret_cast<const hupai_meld*>(
                u8_rows(m, "melds", {HUPAI_MAX_MELDS, 4}, rows, melds_keep));
            if (rows != n) raise_value("melds must have one entry per row of counts");
        }
        // hupai_rules is the opaque storage of a hupai::rules (src/capi/convert.hpp).
        static_assert(std::is_trivially_copyable_v<hupai::rules> &&
                      sizeof(hupai::rules) <= sizeof(hupai_rules));
        const hupai::rules rs = rules_arg(r, flags);
        std::memcpy(rules.opaque, &rs, sizeof rs);
    }

    /// The input arrays from row `first` on.
    struct rows {
        const std::uint8_t* counts;
        const std::uint8_t* jokers;
        const hupai_meld* melds;
    };
    rows at(std::size_t first) const noexcept {
        return {counts + first * hupai::kinds, jokers != nullptr ? jokers + first : nullptr,
                melds != nullptr ? melds + first * HUPAI_MAX_MELDS : nullptr};
    }
};

/// A new NumPy array of `rows` × `width` values that owns its buffer.
template <class T>
struct out_array {
    std::unique_ptr<T[]> data;
    std::size_t width;
    out_array(std::size_t rows, std::size_t w = 1)
        : data(new T[std::max<std::size_t>(rows * w, 1)]), width(w) {}
    /// Where row `first` starts.
    T* at(std::size_t first) const noexcept { return data.get() + first * width; }
    template <class U = T>
    nb::object to_numpy(std::initializer_list<std::size_t> shape) {
        T* raw = data.release();
        nb::capsule owner(raw, [](void* p) noexcept { delete[] static_cast<T*>(p); });
        return nb::cast(nb::ndarray<nb::numpy, U>(reinterpret_cast<U*>(raw), shape.size(),
                                                  shape.begin(), owner));
    }
};

/// Runs `job(first, count)` over [0, n) on `threads` threads (≤ 0: one per core), GIL released.
template <class Job>
void run_split(std::size_t n, int threads, Job&& job) {
    std::size_t t = threads > 0 ? static_cast<std::size_t>(threads)
                                : std::max(1U, std::thread::hardware_concurrency());
    t = std::max<std::size_t>(1, std::min(t, n / 256 + 1));  // small batches stay on one thread
    nb::gil_scoped_release unlocked;
    std::vector<std::thread> workers;
    const std::size_t chunk = (n + t - 1) / t;
    for (std::size_t i = 1; i < t; ++i) {
        const std::size_t first = i * chunk;
        if (first >= n) break;
        const std::size_t count = std::min(chunk, n - first);
        try {
            workers.emplace_back([&job, first, count] { job(first, count); });
        } catch (const std::system_error&) {
            job(first, count);  // no thread to be had: this one does the chunk
        }
    }
    job(0, std::min(chunk, n));
    for (std::thread& w : workers) w.join();
}

nb::tuple batch_shanten(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                        int threads, const nb::kwargs& flags) {
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::int8_t> shanten(in.n);
    out_array<std::uint8_t> status(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_shanten(&in.rules, count, r.counts, r.jokers, r.melds, shanten.at(first),
                                  status.at(first));
    });
    return nb::make_tuple(shanten.to_numpy({in.n}), status.to_numpy({in.n}));
}

nb::tuple batch_win(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                    int threads, const nb::kwargs& flags) {
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::uint8_t> win(in.n), forms(in.n), status(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_win(&in.rules, count, r.counts, r.jokers, r.melds, win.at(first),
                              forms.at(first), status.at(first));
    });
    return nb::make_tuple(win.to_numpy<bool>({in.n}), forms.to_numpy({in.n}),
                          status.to_numpy({in.n}));
}

nb::tuple batch_waits(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                      int threads, const nb::kwargs& flags) {
    constexpr std::size_t k = hupai::kinds;
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::uint8_t> waits(in.n, k), status(in.n);
    out_array<std::int8_t> shanten(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_waits(&in.rules, count, r.counts, r.jokers, r.melds, waits.at(first),
                                shanten.at(first), status.at(first));
    });
    return nb::make_tuple(waits.to_numpy<bool>({in.n, k}), shanten.to_numpy({in.n}),
                          status.to_numpy({in.n}));
}

nb::tuple batch_analyze(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                        int threads, const nb::kwargs& flags) {
    constexpr std::size_t k = hupai::kinds;
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::int8_t> shanten(in.n, k);
    out_array<std::uint8_t> improving(in.n, k * k), status(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_analyze(&in.rules, count, r.counts, r.jokers, r.melds, shanten.at(first),
                                  improving.at(first), status.at(first));
    });
    return nb::make_tuple(shanten.to_numpy({in.n, k}), improving.to_numpy<bool>({in.n, k, k}),
                          status.to_numpy({in.n}));
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
