// Value behaviour of the module's classes (docs/PYTHON.md, "Values"): as_dict(), equality by
// value, a hash where the value cannot change, and pickling, which copy.copy and copy.deepcopy
// use too. A pickle holds the hupai version that made it; another version refuses it.
#pragma once

#include <nanobind/nanobind.h>

#include <concepts>
#include <cstddef>
#include <cstring>
#include <initializer_list>
#include <new>
#include <type_traits>
#include <vector>

namespace hupai::python {

namespace nb = nanobind;

/// The dict of a value's named attributes, each nested value given as its own as_dict() and
/// each list of values as a list of those.
nb::dict fields_dict(nb::handle self, const std::vector<const char*>& fields);

/// A hashable image of a value: dicts become tuples of (key, value) pairs and lists tuples,
/// recursively.
nb::object frozen(nb::handle v);

/// The state of a pickle: (hupai version, bytes, extra…).
nb::typed<nb::tuple, nb::str, nb::bytes, nb::object> make_state(const void* data, std::size_t size,
                                                                nb::handle extra = nb::none());

/// The bytes of a pickled state, checked: made by this version, `size` bytes long. Raises
/// HandError (invalid_value) otherwise. `extra` receives the third item.
const char* state_bytes(nb::handle state, std::size_t size, const char* type,
                        nb::object* extra = nullptr);

/// Adds as_dict() (the attributes `fields`, unless the class has its own), __eq__ (the C++
/// operator== where T has one, else equal dicts), __hash__ (of the dict; None when the value
/// can change) and, for a trivially copyable T, __getstate__ and __setstate__.
template <class T, class... Extra>
void def_value(nb::class_<T, Extra...>& cls, const char* type,
               std::initializer_list<const char*> fields, bool hashable = true) {
    if (fields.size() > 0) {
        cls.def(
            "as_dict",
            [names = std::vector<const char*>(fields)](nb::handle self) {
                return nb::typed<nb::dict, nb::str, nb::object>(fields_dict(self, names));
            },
            "Its attributes as a dict of plain values (nested results as their dicts).");
    }
    cls.def(
        "__eq__",
        [](const T& a, nb::handle b) {
            if (!nb::isinstance<T>(b)) return false;
            const T& other = nb::cast<const T&>(b);
            if constexpr (std::equality_comparable<T>) {
                return a == other;
            } else {
                nb::object self = nb::cast(a, nb::rv_policy::reference);
                return self.attr("as_dict")().equal(b.attr("as_dict")());
            }
        },
        nb::sig("def __eq__(self, other: object, /) -> bool"), nb::arg("other").none());
    if (hashable) {
        cls.def("__hash__",
                [](nb::handle self) { return nb::hash(frozen(self.attr("as_dict")())); });
    } else {
        cls.attr("__hash__") = nb::none();
    }
    if constexpr (std::is_trivially_copyable_v<T>) {
        cls.def(
            "__getstate__", [](const T& v) { return make_state(&v, sizeof v); },
            nb::sig("def __getstate__(self) -> tuple[str, bytes, object]"));
        cls.def("__setstate__", [type](T& self, nb::handle state) {
            const char* data = state_bytes(state, sizeof(T), type);
            T* made = new (&self) T;
            std::memcpy(static_cast<void*>(made), data, sizeof(T));
        });
    }
}

}  // namespace hupai::python
