// The Python module's arguments and errors (module.cpp, batches.cpp): hands and rules given as
// Python values turned into the library's, its errors raised as hupai.HandError, and tile sets
// and form sets given back as lists of names.
#pragma once

#include <nanobind/nanobind.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/string_view.h>
#include <nanobind/stl/vector.h>

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "hupai/hupai.hpp"

namespace hupai::python {

namespace nb = nanobind;

using str_list = nb::typed<nb::list, nb::str>;
using str_int_dict = nb::typed<nb::dict, nb::str, int>;
using str_str_dict = nb::typed<nb::dict, nb::str, nb::str>;
using str_object_dict = nb::typed<nb::dict, nb::str, nb::object>;
using shape_dict = nb::typed<nb::dict, nb::str, str_list>;

// --- Errors ----------------------------------------------------------------------------------

extern PyObject* hand_error_type;  // hupai.HandError, created at import

/// Raises hupai.HandError(message) with .name (the error's stable name), .code (its batch
/// status code, error_name(code) == name) and .offset.
[[noreturn]] void raise(hupai::errc code, std::size_t offset, const std::string& message);
[[noreturn]] void raise(const hupai::error& e);
[[noreturn]] void raise_value(const std::string& detail);

template <class T>
T take(hupai::result<T>&& r) {
    if (!r) raise(r.err());
    return std::move(r).value();
}

void check(const hupai::result<void>& r);

/// repr(o) as text.
std::string repr_of(nb::handle o);

// --- Tiles -----------------------------------------------------------------------------------

nb::str tile_str(hupai::tile t);
str_list tiles_of(hupai::tile_mask mask);

/// The names (hupai::name) of the enum values whose bits are set, in enum order.
template <class Enum>
str_list names_of(unsigned bits, int count) {
    str_list out;
    for (int v = 0; v < count; ++v) {
        if ((bits >> v) & 1U) out.append(nb::str(hupai::name(static_cast<Enum>(v)).data()));
    }
    return out;
}

str_list form_names(hupai::form_set forms);

// --- Hands and rules as arguments ------------------------------------------------------------

/// parse_hand(text), its error raised. A plain MPSZ text of concealed tiles without a red five
/// (what most callers pass) is read by read_counts alone: the same hand, sooner.
hupai::hand text_hand(std::string_view text);

/// A hand argument: a hupai.Hand, or text in any notation auto-detection reads.
hupai::hand hand_arg(nb::handle h);

/// A rule set with the flags it was given, for a readable repr.
struct py_rules {
    hupai::rules r;
    std::vector<std::pair<std::string, std::string>> flags;
    friend bool operator==(const py_rules& a, const py_rules& b) { return a.r == b.r; }
};

/// A flag value as the text set_flag reads: bools, ints, str, and tile lists for `wild`.
std::string flag_text(nb::handle v);

/// flag_text without a copy where it can: a str's own UTF-8, "true" or "false", an int written
/// into `scratch`; other values through flag_text into `scratch`. Valid while v and scratch are.
std::string_view flag_view(nb::handle v, std::string& scratch);

/// str_view of a str that is not plain ASCII, or of another object.
std::string_view str_view_of_any(nb::handle v);

/// The UTF-8 of a str (valid while it lives); raises the Python error for other objects. An
/// ASCII str (keys, tile names, MPSZ hands) is read in place, without a call into Python.
inline std::string_view str_view(nb::handle v) {
    PyObject* o = v.ptr();
    if (PyUnicode_Check(o) && PyUnicode_IS_COMPACT_ASCII(o)) {
        return {static_cast<const char*>(PyUnicode_DATA(o)),
                static_cast<std::size_t>(PyUnicode_GET_LENGTH(o))};
    }
    return str_view_of_any(v);
}

/// The T a bound object holds, or nullptr for an object of another type. An instance of exactly
/// the bound class is known by its type alone; subclasses go through nanobind's checks.
template <class T>
const T* bound(nb::handle h) {
    static PyObject* const type = nb::type<T>().ptr();
    if (reinterpret_cast<PyObject*>(Py_TYPE(h.ptr())) == type && nb::inst_ready(h)) {
        return nb::inst_ptr<T>(h);
    }
    if (!nb::isinstance<T>(h)) return nullptr;
    return &nb::cast<const T&>(h);
}

/// Sets keyword flags on a rule set, keeping their text for its repr.
void set_flags(py_rules& pr, const nb::kwargs& flags);

py_rules make_rules(std::string_view preset_name, const nb::kwargs& flags);

/// A rules argument (a preset name or a hupai.Rules) with keyword flags on top; validated.
hupai::rules rules_arg(nb::handle rules, const nb::kwargs& flags);

/// rules_arg without a copy where none is needed: the cached preset or the Rules object's own
/// rules, or `made` when flags or an uncached preset make new ones. Valid while `rules` and
/// `made` are.
const hupai::rules& rules_ref(nb::handle rules, const nb::kwargs& flags,
                              std::optional<hupai::rules>& made);

/// `visible`: None, a hand (its tiles are counted), or 34 counts.
std::array<std::uint8_t, hupai::kinds> visible_arg(nb::handle v);

// --- Plain arguments -------------------------------------------------------------------------
// Each raises HandError (invalid_value) naming the argument for a value of another type (None,
// a bool where an int is meant, …) or out of its range.

/// An int (not a bool) from `low` to `high`.
long long int_arg(nb::handle v, const char* what, long long low, long long high);
/// A str.
std::string str_arg(nb::handle v, const char* what);
/// The `threads` of a batch call: 0 is one per core, 1 … any: that many, never more than the
/// cores (cores()); negative values are refused.
int threads_arg(nb::handle v);
/// The cores a batch call may use: std::thread::hardware_concurrency(), at least 1.
int cores() noexcept;

}  // namespace hupai::python
