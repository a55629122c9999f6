// hupai._counts_of and hupai.texts (classes.hpp): hand texts to a uint8[N, 34] count array and
// back in one C++ loop, each text read by the library's parse_hand and written by format_hand.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "arguments.hpp"
#include "batches.hpp"
#include "classes.hpp"

namespace nb = nanobind;
using namespace nb::literals;

namespace hupai::python {

namespace {

/// Row `out`: the concealed counts of one hand given as text or a hupai.Hand.
void write_counts(const hand& h, std::uint8_t* out) { std::memcpy(out, h.counts.data(), kinds); }

/// The uint8[N, 34] counts of a list or tuple of texts and Hands, or of a NumPy array of
/// fixed-width bytes (dtype 'S'), each entry one hand.
nb::object counts_of(nb::handle hands) {
    const bool bytes_array = nb::hasattr(hands, "dtype") &&
                             nb::cast<std::string>(hands.attr("dtype").attr("kind")) == "S";
    if (bytes_array) {
        nb::object flat = nb::module_::import_("numpy").attr("ascontiguousarray")(hands);
        if (nb::cast<int>(flat.attr("ndim")) != 1)
            raise_value("hands as bytes must have shape [N]");
        const std::size_t n = nb::len(flat);
        const std::size_t width = nb::cast<std::size_t>(flat.attr("dtype").attr("itemsize"));
        nb::object buffer = flat.attr("tobytes")();
        const char* data = PyBytes_AsString(buffer.ptr());
        out_array<std::uint8_t> out(n, kinds);
        for (std::size_t i = 0; i < n; ++i) {
            std::string_view text(data + i * width, width);
            text = text.substr(0, text.find('\0'));
            write_counts(take(parse_hand(text)), out.at(i));
        }
        return out.to_numpy({n, kinds});
    }
    if (!nb::isinstance<nb::list>(hands) && !nb::isinstance<nb::tuple>(hands)) {
        raise_value("hands is a list or tuple of str or Hand, or a numpy array of bytes");
    }
    const std::size_t n = nb::len(hands);
    out_array<std::uint8_t> out(n, kinds);
    std::size_t i = 0;
    for (nb::handle item : hands) {
        Py_ssize_t size = 0;
        const char* utf8 =
            PyUnicode_Check(item.ptr()) ? PyUnicode_AsUTF8AndSize(item.ptr(), &size) : nullptr;
        if (utf8 != nullptr) {
            write_counts(take(parse_hand(std::string_view(utf8, static_cast<std::size_t>(size)))),
                         out.at(i++));
        } else {
            write_counts(hand_arg(item), out.at(i++));
        }
    }
    return out.to_numpy({n, kinds});
}

/// The MPSZ texts of uint8[N, 34] counts, as str(Hand.from_counts(row)).
nb::list texts(nb::handle counts) {
    std::size_t n = 0;
    in_array keep;
    const std::uint8_t* c = u8_rows(counts, "counts", {kinds}, n, keep);
    nb::list out;
    std::string text;
    for (std::size_t i = 0; i < n; ++i) {
        text = format_hand(*row_hand(c + i * kinds, 0, nullptr));
        out.append(nb::str(text.data(), text.size()));
    }
    return out;
}

}  // namespace

void bind_texts(nb::module_& m) {
    m.def("_counts_of", &counts_of,
          nb::sig("def _counts_of(hands: object) -> numpy.typing.NDArray[numpy.uint8]"),
          "hands"_a.none(),
          "The uint8[N, 34] counts of a list or tuple of texts and Hands, or of a numpy array\n"
          "of fixed-width bytes: hupai.counts() without the Python loop.");
    m.def("texts", &texts,
          nb::sig("def texts(counts: numpy.typing.NDArray[numpy.uint8]) -> list[str]"),
          "counts"_a.none(),
          "The MPSZ text of each row of uint8[N, 34] counts, as str(Hand.from_counts(row)):\n"
          "hupai.counts() the other way round.\n\n"
          ">>> hupai.texts(hupai.counts(['123m456p789s1122z', '東東東']))\n"
          "['123m456p789s1122z', '111z']");
}

}  // namespace hupai::python
