// Value behaviour of the module's classes (values.hpp).
#include "values.hpp"

#include <string>

#include "arguments.hpp"
#include "hupai/hupai.hpp"

namespace hupai::python {

namespace {

/// A plain value: a result's as_dict(), a list of plain values, or the value itself.
nb::object plain(nb::handle v) {
    if (nb::isinstance<nb::list>(v)) {
        nb::list out;
        for (nb::handle item : v) out.append(plain(item));
        return out;
    }
    if (!nb::isinstance<nb::str>(v) && nb::hasattr(v, "as_dict")) return v.attr("as_dict")();
    return nb::borrow(v);
}

}  // namespace

nb::dict fields_dict(nb::handle self, const std::vector<const char*>& fields) {
    nb::dict out;
    for (const char* name : fields) out[name] = plain(self.attr(name));
    return out;
}

nb::object frozen(nb::handle v) {
    if (nb::isinstance<nb::dict>(v)) {
        nb::list pairs;
        for (auto [key, value] : nb::borrow<nb::dict>(v)) {
            pairs.append(nb::make_tuple(key, frozen(value)));
        }
        return nb::tuple(pairs);
    }
    if (nb::isinstance<nb::list>(v)) {
        nb::list items;
        for (nb::handle item : v) items.append(frozen(item));
        return nb::tuple(items);
    }
    return nb::borrow(v);
}

nb::typed<nb::tuple, nb::str, nb::bytes, nb::object> make_state(const void* data, std::size_t size,
                                                                nb::handle extra) {
    return nb::typed<nb::tuple, nb::str, nb::bytes, nb::object>(
        nb::make_tuple(nb::str(hupai::version), nb::bytes(data, size), extra));
}

const char* state_bytes(nb::handle state, std::size_t size, const char* type, nb::object* extra) {
    const std::string what = std::string("a pickled hupai.") + type;
    if (!nb::isinstance<nb::tuple>(state) || nb::len(state) != 3) {
        raise_value(what + " is a state of (version, bytes, extra)");
    }
    nb::handle made_by = state[0];
    if (!nb::isinstance<nb::str>(made_by) || nb::cast<std::string>(made_by) != hupai::version) {
        raise_value(what + " was made by hupai " + nb::cast<std::string>(nb::str(made_by)) +
                    "; this is " + hupai::version + ", which reads its own only");
    }
    nb::handle data = state[1];
    if (!nb::isinstance<nb::bytes>(data) || nb::len(data) != size) {
        raise_value(what + " holds " + std::to_string(size) + " bytes");
    }
    if (extra != nullptr) *extra = nb::borrow(state[2]);
    return nb::borrow<nb::bytes>(data).c_str();
}

}  // namespace hupai::python
