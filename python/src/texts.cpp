// hupai._counts_of and hupai.texts (classes.hpp): hand texts to a uint8[N, 34] count array and
// back in one C++ loop, each text read by the library's read_counts and written by its
// format_counts (parse_hand and format_hand for what those do not take).
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <string_view>

#include "arguments.hpp"
#include "batches.hpp"
#include "classes.hpp"
#include "hupai/counts_text.hpp"

namespace nb = nanobind;
using namespace nb::literals;

namespace hupai::python {

namespace {

/// Row `out`: the concealed counts of one hand text; a plain MPSZ text is read in place
/// (read_counts), any other by parse_hand, which gives its answer or its error.
void write_counts(std::string_view text, std::uint8_t* out) {
    if (read_counts(text, std::span<std::uint8_t, kinds>(out, kinds))) return;
    std::memcpy(out, take(parse_hand(text)).counts.data(), kinds);
}

/// The length of a fixed-width bytes entry without its trailing NUL bytes, as NumPy reads it:
/// eight bytes at a time, the NUL bytes at the end of a word counted by its zero bits there.
std::size_t entry_size(const char* entry, std::size_t width) noexcept {
    std::size_t size = width;
    for (; size >= 8; size -= 8) {
        std::uint64_t tail = 0;
        std::memcpy(&tail, entry + size - 8, sizeof tail);
        if (tail == 0) continue;
        const int nul_bits = std::endian::native == std::endian::little ? std::countl_zero(tail)
                                                                        : std::countr_zero(tail);
        return size - static_cast<std::size_t>(nul_bits) / 8;
    }
    while (size > 0 && entry[size - 1] == '\0') --size;
    return size;
}

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
        // The array's own buffer, read in place: no bytes object of the whole.
        Py_buffer view;
        if (PyObject_GetBuffer(flat.ptr(), &view, PyBUF_C_CONTIGUOUS) != 0)
            throw nb::python_error();
        const std::unique_ptr<Py_buffer, void (*)(Py_buffer*)> release(&view, PyBuffer_Release);
        const char* data = static_cast<const char*>(view.buf);
        out_array<std::uint8_t> out(n, kinds);
        for (std::size_t i = 0; i < n; ++i) {
            const char* entry = data + i * width;
            write_counts(std::string_view(entry, entry_size(entry, width)), out.at(i));
        }
        return out.to_numpy({n, kinds});
    }
    if (!nb::isinstance<nb::list>(hands) && !nb::isinstance<nb::tuple>(hands)) {
        raise_value("hands is a list or tuple of str or Hand, or a numpy array of bytes");
    }
    const std::size_t n = nb::len(hands);
    out_array<std::uint8_t> out(n, kinds);
    // The items in place (a list or tuple's array of pointers), not through an iterator.
    PyObject** items = PySequence_Fast_ITEMS(hands.ptr());
    for (std::size_t i = 0; i < n; ++i) {
        PyObject* item = items[i];
        Py_ssize_t size = 0;
        const char* utf8 = PyUnicode_Check(item) ? PyUnicode_AsUTF8AndSize(item, &size) : nullptr;
        if (utf8 != nullptr) {
            write_counts(std::string_view(utf8, static_cast<std::size_t>(size)), out.at(i));
        } else {
            const hand h = hand_arg(item);
            std::memcpy(out.at(i), h.counts.data(), kinds);
        }
    }
    return out.to_numpy({n, kinds});
}

/// Whether every count of a row is at most 4 (what format_counts takes), eight at a time: a
/// byte b is above 4 exactly when bit 7 of b | ((b & 0x7F) + 0x7B) is set, and the sum carries
/// into no other byte. A loop over the 34 bytes cost more than format_counts itself.
bool at_most_four(const std::uint8_t* row) noexcept {
    constexpr std::uint64_t low = 0x7F7F7F7F7F7F7F7FULL, add = 0x7B7B7B7B7B7B7B7BULL;
    constexpr std::uint64_t high = 0x8080808080808080ULL;
    static_assert(kinds == 34 && copies == 4);
    std::uint64_t over = 0;
    for (std::size_t at = 0; at < 32; at += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, row + at, sizeof word);
        over |= word | ((word & low) + add);
    }
    return (over & high) == 0 && row[32] <= copies && row[33] <= copies;
}

/// A row's MPSZ text, str(Hand.from_counts(row)): written by format_counts at `room`, which it
/// may write past the text, or for a row with a count above 4 by format_hand into `wide`.
std::string_view write_text(const std::uint8_t* row, std::span<char, max_counts_text> room,
                            std::string& wide) {
    if (at_most_four(row)) {
        return {room.data(), format_counts(std::span<const std::uint8_t, kinds>(row, kinds), room)};
    }
    wide = format_hand(*row_hand(row, 0, nullptr));
    return wide;
}

/// The length of a row's text (write_text): a digit a tile, and a letter a suit held. Words,
/// not bytes: the tiles summed eight counts at a time (each pair of bytes a 16-bit lane, the
/// lanes added by one multiplication), the suits held found by or-ing their counts.
std::size_t text_size(const std::uint8_t* row) noexcept {
    constexpr std::uint64_t even = 0x00FF00FF00FF00FFULL, lanes = 0x0001000100010001ULL;
    std::uint64_t tiles = row[32] + row[33];
    for (std::size_t at = 0; at < 32; at += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, row + at, sizeof word);
        tiles += (((word & even) + ((word >> 8) & even)) * lanes) >> 48;
    }
    auto held = [row](std::size_t first) {  // the nine counts of a suit from `first`
        std::uint64_t word = 0;
        std::memcpy(&word, row + first, sizeof word);
        return static_cast<std::uint64_t>((word | row[first + 8]) != 0);
    };
    std::uint32_t four = 0;  // 1z…4z: a word would read past the row
    std::memcpy(&four, row + 27, sizeof four);
    const auto honours = static_cast<std::uint64_t>((four | row[31] | row[32] | row[33]) != 0);
    return static_cast<std::size_t>(tiles + held(0) + held(9) + held(18) + honours);
}

/// The MPSZ texts of n rows of counts as a list of str.
nb::list texts_list(const std::uint8_t* counts, std::size_t n) {
    PyObject* list = PyList_New(static_cast<Py_ssize_t>(n));
    if (list == nullptr) throw nb::python_error();
    nb::list out = nb::steal<nb::list>(list);
    std::array<char, max_counts_text> buffer{};
    std::string wide;
    for (std::size_t i = 0; i < n; ++i) {
        const std::string_view text = write_text(counts + i * kinds, buffer, wide);
        // An ASCII str written in place: the text's only copy after the buffer.
        PyObject* str = PyUnicode_New(static_cast<Py_ssize_t>(text.size()), 127);
        if (str == nullptr) throw nb::python_error();
        std::memcpy(PyUnicode_1BYTE_DATA(str), text.data(), text.size());
        PyList_SET_ITEM(out.ptr(), static_cast<Py_ssize_t>(i), str);
    }
    return out;
}

/// The MPSZ texts of n rows of counts as a NumPy array of fixed-width bytes, dtype S<w> with w
/// the longest text (at least 1), each padded with NUL bytes: one pass for w, one writing each
/// text in place, no Python object a row.
nb::object texts_array(const std::uint8_t* counts, std::size_t n) {
    std::size_t width = 1;
    for (std::size_t i = 0; i < n; ++i) width = std::max(width, text_size(counts + i * kinds));
    // Room past the last row for what format_counts and the padding write past a text; past
    // any other row that lands in the next row, written after it.
    out_array<char> out(n * width + max_counts_text);
    {
        nb::gil_scoped_release unlocked;
        std::string wide;
        for (std::size_t i = 0; i < n; ++i) {
            char* at = out.at(i * width);
            const std::string_view text = write_text(
                counts + i * kinds, std::span<char, max_counts_text>(at, max_counts_text), wide);
            if (text.data() != at) std::memcpy(at, text.data(), text.size());
            // The padding eight bytes a store: a call of memset cost more than the text.
            for (std::size_t pad = text.size(); pad < width; pad += 8) std::memset(at + pad, 0, 8);
        }
    }
    const std::string dtype = "S" + std::to_string(width);
    return out.to_numpy<std::uint8_t>({n * width}).attr("view")(dtype.c_str());
}

/// hupai.texts: the rows' texts as a list of str, or with as_array as a bytes array.
nb::object texts(nb::handle counts, bool as_array) {
    std::size_t n = 0;
    in_array keep;
    const std::uint8_t* c = u8_rows(counts, "counts", {kinds}, n, keep);
    return as_array ? texts_array(c, n) : nb::object(texts_list(c, n));
}
}  // namespace

void bind_texts(nb::module_& m) {
    m.def("_counts_of", &counts_of,
          nb::sig("def _counts_of(hands: object) -> numpy.typing.NDArray[numpy.uint8]"),
          "hands"_a.none(),
          "The uint8[N, 34] counts of a list or tuple of texts and Hands, or of a numpy array\n"
          "of fixed-width bytes: hupai.counts() without the Python loop.");
    m.def("texts", &texts, "counts"_a.none(), nb::kw_only(), "as_array"_a = false,
          "The MPSZ text of each row of uint8[N, 34] counts, as str(Hand.from_counts(row)):\n"
          "hupai.counts() the other way round. With as_array=True a numpy array of\n"
          "fixed-width bytes instead, dtype S<w> with w the longest text (at least 1), each\n"
          "padded with NUL bytes: no Python object a row, and hupai.counts() reads it back.\n\n"
          ">>> hupai.texts(hupai.counts(['123m456p789s1122z', '東東東']))\n"
          "['123m456p789s1122z', '111z']\n"
          ">>> hupai.texts(hupai.counts(['123m', '東東']), as_array=True)\n"
          "array([b'123m', b'11z'], dtype='|S4')");
}

}  // namespace hupai::python
