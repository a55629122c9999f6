// The Python module's arguments and errors (arguments.hpp).
#include "arguments.hpp"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <span>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "hupai/counts_text.hpp"

namespace hupai::python {

PyObject* hand_error_type = nullptr;

[[noreturn]] void raise(hupai::errc code, std::size_t offset, const std::string& message) {
    nb::object type = nb::borrow(hand_error_type);
    nb::object exc = type(message);
    const std::string_view name = hupai::name(code);
    exc.attr("name") = nb::str(name.data(), name.size());
    exc.attr("code") = static_cast<int>(code) + 1;  // the C API's status: 0 is ok
    exc.attr("offset") = offset;
    PyErr_SetObject(hand_error_type, exc.ptr());
    throw nb::python_error();
}

[[noreturn]] void raise(const hupai::error& e) { raise(e.code, e.offset, e.message); }

[[noreturn]] void raise_value(const std::string& detail) {
    raise(hupai::errc::invalid_value, 0, "invalid_value: " + detail);
}

void check(const hupai::result<void>& r) {
    if (!r) raise(r.err());
}

std::string repr_of(nb::handle o) { return nb::cast<std::string>(nb::repr(o)); }

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

str_list form_names(hupai::form_set forms) {
    return names_of<hupai::form>(forms, hupai::form_count);
}

// --- Hands and rules as arguments ------------------------------------------------------------

hupai::hand text_hand(std::string_view text) {
    hupai::hand h;
    // read_counts reads a red five `0` as a five: such texts, and all it refuses, are parsed.
    if (text.find('0') == std::string_view::npos &&
        hupai::read_counts(text,
                           std::span<std::uint8_t, hupai::kinds>(h.counts.data(), hupai::kinds))) {
        return h;
    }
    return take(hupai::parse_hand(text));
}

/// A hand argument: a hupai.Hand, or text in any notation auto-detection reads.
hupai::hand hand_arg(nb::handle h) {
    if (PyUnicode_Check(h.ptr())) return text_hand(str_view(h));
    if (const hupai::hand* held = bound<hupai::hand>(h)) return *held;
    raise_value("a hand is a hupai.Hand or a str, not " +
                std::string(nb::type_name(h.type()).c_str()));
}

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

std::string_view str_view_of_any(nb::handle v) {
    Py_ssize_t size = 0;
    const char* text = PyUnicode_AsUTF8AndSize(v.ptr(), &size);
    if (text == nullptr) throw nb::python_error();
    return {text, static_cast<std::size_t>(size)};
}

std::string_view flag_view(nb::handle v, std::string& scratch) {
    // The common values (a bool, a str, a small int) need no std::string of their own.
    if (v.ptr() == Py_True) return "true";
    if (v.ptr() == Py_False) return "false";
    if (PyUnicode_Check(v.ptr())) return str_view(v);
    if (PyLong_CheckExact(v.ptr())) {
        int overflow = 0;
        const long long n = PyLong_AsLongLongAndOverflow(v.ptr(), &overflow);
        if (overflow == 0 && n >= 0 && n <= 9) {
            // One digit (riichi, honba, riichi_sticks are nearly always one): static text.
            return std::string_view("0123456789").substr(static_cast<std::size_t>(n), 1);
        }
        if (overflow == 0 && !(n == -1 && PyErr_Occurred() != nullptr)) {
            std::array<char, 24> digits{};
            const auto end = std::to_chars(digits.data(), digits.data() + digits.size(), n).ptr;
            scratch.assign(digits.data(), end);
            return scratch;
        }
        PyErr_Clear();
    }
    if (PyList_CheckExact(v.ptr()) || PyTuple_CheckExact(v.ptr())) {
        // A list of str ("dora_indicators": ["4s", "9p"]) joined in place.
        scratch.clear();
        const Py_ssize_t n = PySequence_Fast_GET_SIZE(v.ptr());
        PyObject** items = PySequence_Fast_ITEMS(v.ptr());
        // Joined as flag_text joins them: a comma before every item but the text's first.
        bool plain = true;
        for (Py_ssize_t i = 0; i < n && plain; ++i) {
            plain = PyUnicode_Check(items[i]) != 0;
            if (!plain) break;
            if (!scratch.empty()) scratch += ',';
            scratch += str_view(items[i]);
        }
        if (plain) return scratch;
    }
    scratch = flag_text(v);
    return scratch;
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

namespace {

/// The presets that validate, made and checked once: the common call names a preset and no
/// flag.
const hupai::rules* cached_preset(std::string_view name) {
    static const auto presets = [] {
        std::vector<std::pair<std::string_view, hupai::rules>> all;
        for (std::string_view p : hupai::preset_names()) {
            const hupai::rules r = *hupai::preset(p);
            if (hupai::validate(r)) all.emplace_back(p, r);
        }
        return all;
    }();
    for (const auto& [n, r] : presets) {
        if (n == name) return &r;
    }
    return nullptr;
}

}  // namespace

const hupai::rules& rules_ref(nb::handle rules, const nb::kwargs& flags,
                              std::optional<hupai::rules>& made) {
    const hupai::rules* r = nullptr;
    bool valid = false;  // a cached preset was validated when it was cached
    if (PyUnicode_Check(rules.ptr())) {
        const std::string_view name = str_view(rules);
        r = cached_preset(name);
        valid = r != nullptr;
        if (r == nullptr) r = &made.emplace(take(hupai::preset(name)));
    } else if (const py_rules* given = bound<py_rules>(rules)) {
        r = &given->r;
    } else {
        raise_value("rules is a preset name or a hupai.Rules");
    }
    if (flags.size() > 0) {
        if (!made) made.emplace(*r);
        r = &*made;
        // Keyword names are str; their values read in place, with no text kept for a repr.
        std::string scratch;
        for (auto [key, value] : flags) {
            check(hupai::set_flag(*made, str_view(key), flag_view(value, scratch)));
        }
        valid = false;
    }
    if (!valid) check(hupai::validate(*r));
    return *r;
}

/// A rules argument (a preset name or a hupai.Rules) with keyword flags on top; validated.
hupai::rules rules_arg(nb::handle rules, const nb::kwargs& flags) {
    std::optional<hupai::rules> made;
    return rules_ref(rules, flags, made);
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

// --- Plain arguments -------------------------------------------------------------------------

namespace {

std::string type_of(nb::handle v) { return nb::type_name(v.type()).c_str(); }

}  // namespace

long long int_arg(nb::handle v, const char* what, long long low, long long high) {
    long long n = 0;
    const std::string range = std::to_string(low) + " to " + std::to_string(high);
    // Any integer (numpy's too, through __index__), but not a bool.
    if (nb::isinstance<nb::bool_>(v) || PyIndex_Check(v.ptr()) == 0) {
        raise_value(std::string(what) + " is an int from " + range + ", not " + type_of(v));
    }
    nb::object index = nb::steal(PyNumber_Index(v.ptr()));
    if (!index.is_valid()) PyErr_Clear();
    if (!index.is_valid() || !nb::try_cast(index, n) || n < low || n > high) {
        raise_value(std::string(what) + " is an int from " + range + ", not " +
                    nb::cast<std::string>(nb::repr(v)));
    }
    return n;
}

std::string str_arg(nb::handle v, const char* what) {
    if (!nb::isinstance<nb::str>(v))
        raise_value(std::string(what) + " is a str, not " + type_of(v));
    return nb::cast<std::string>(v);
}

int cores() noexcept { return static_cast<int>(std::max(1U, std::thread::hardware_concurrency())); }

int threads_arg(nb::handle v) {
    const long long n = int_arg(v, "threads (0: one per core)", 0, 1LL << 30);
    return static_cast<int>(std::min<long long>(n == 0 ? cores() : n, cores()));
}

}  // namespace hupai::python
