// JSON text output: numbers and escaped strings.
#include "json_writer.hpp"

#include <charconv>
#include <cstdio>

namespace hupai::cli {

namespace {

// Length of the valid UTF-8 sequence starting at s[i] (RFC 3629: no overlongs, no surrogates,
// at most U+10FFFF), or 0 if the bytes there are not one.
std::size_t utf8_sequence(std::string_view s, std::size_t i) noexcept {
    const auto b0 = static_cast<unsigned char>(s[i]);
    const std::size_t left = s.size() - i;
    auto cont = [&](std::size_t k) {
        return k < left && (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    };
    if (b0 < 0x80) return 1;
    if (b0 >= 0xC2 && b0 <= 0xDF) return cont(1) ? 2 : 0;
    if (b0 >= 0xE0 && b0 <= 0xEF) {
        if (!cont(1) || !cont(2)) return 0;
        const auto b1 = static_cast<unsigned char>(s[i + 1]);
        if (b0 == 0xE0 && b1 < 0xA0) return 0;   // overlong
        if (b0 == 0xED && b1 >= 0xA0) return 0;  // surrogate
        return 3;
    }
    if (b0 >= 0xF0 && b0 <= 0xF4) {
        if (!cont(1) || !cont(2) || !cont(3)) return 0;
        const auto b1 = static_cast<unsigned char>(s[i + 1]);
        if (b0 == 0xF0 && b1 < 0x90) return 0;   // overlong
        if (b0 == 0xF4 && b1 >= 0x90) return 0;  // above U+10FFFF
        return 4;
    }
    return 0;
}

}  // namespace

void out_buffer::grow(std::size_t n) {
    std::size_t cap = capacity_ < 4096 ? 4096 : capacity_;
    while (cap - size_ < n) cap *= 2;
    // new char[] leaves the bytes uninitialized, as make_unique_for_overwrite would (libc++ 14,
    // the WebAssembly build's, lacks it).
    std::unique_ptr<char[]> bigger(new char[cap]);
    if (size_ != 0) std::memcpy(bigger.get(), data_.get(), size_);
    data_ = std::move(bigger);
    capacity_ = cap;
}

void append_json_escaped(out_buffer& out, std::string_view s) {
    static constexpr char hex[] = "0123456789abcdef";
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c >= 0x20 && c < 0x80 && c != '"' && c != '\\') {
            std::size_t j = i + 1;
            while (j < s.size()) {
                const auto d = static_cast<unsigned char>(s[j]);
                if (d < 0x20 || d >= 0x80 || d == '"' || d == '\\') break;
                ++j;
            }
            out.append(s.data() + i, j - i);
            i = j;
            continue;
        }
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++i;
        } else if (c < 0x20) {
            switch (c) {
                case '\n':
                    out += "\\n";
                    break;
                case '\r':
                    out += "\\r";
                    break;
                case '\t':
                    out += "\\t";
                    break;
                default:
                    out += "\\u00";
                    out += hex[c >> 4];
                    out += hex[c & 15];
            }
            ++i;
        } else if (const std::size_t n = utf8_sequence(s, i); n != 0) {
            out.append(s.data() + i, n);
            i += n;
        } else {
            out += "\xEF\xBF\xBD";  // U+FFFD REPLACEMENT CHARACTER
            ++i;
        }
    }
}

void json_writer::value(std::int64_t n) {
    separate();
    char* p = out_.tail(24);
    out_.commit(static_cast<std::size_t>(std::to_chars(p, p + 24, n).ptr - p));
}

void json_writer::value(std::uint64_t n) {
    separate();
    char* p = out_.tail(24);
    out_.commit(static_cast<std::size_t>(std::to_chars(p, p + 24, n).ptr - p));
}

void json_writer::value(double x) {
    separate();
    // std::to_chars with a precision prints as printf's "%.17g" does, without the format
    // string's parse and the locale: an expected-value answer prints hundreds of doubles.
    char* p = out_.tail(32);
    const auto written = std::to_chars(p, p + 32, x, std::chars_format::general, 17);
    out_.commit(static_cast<std::size_t>(written.ptr - p));
}

void json_writer::value(std::string_view s) {
    separate();
    out_ += '"';
    append_json_escaped(out_, s);
    out_ += '"';
}

}  // namespace hupai::cli
