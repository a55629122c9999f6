// Output text for batch mode: a growable byte buffer whose appends inline (std::string's go
// through the shared library), and a JSON writer on it, so that millions of answers reuse one
// buffer instead of building a DOM or a string per line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace hupai::cli {

/// A byte buffer for output text. Appends are inline; capacity only grows (clear() keeps it).
class out_buffer {
public:
    out_buffer() = default;
    out_buffer(out_buffer&&) noexcept = default;
    out_buffer& operator=(out_buffer&&) noexcept = default;

    void append(const char* s, std::size_t n) {
        char* p = tail(n);
        std::memcpy(p, s, n);
        size_ += n;
    }
    void append(std::string_view s) { append(s.data(), s.size()); }
    void push_back(char c) {
        *tail(1) = c;
        ++size_;
    }
    out_buffer& operator+=(std::string_view s) {
        append(s);
        return *this;
    }
    out_buffer& operator+=(char c) {
        push_back(c);
        return *this;
    }

    /// Room for `n` more bytes at the end: write them, then commit() how many were used.
    char* tail(std::size_t n) {
        if (capacity_ - size_ < n) grow(n);
        return data_.get() + size_;
    }
    void commit(std::size_t n) noexcept { size_ += n; }

    std::string_view view() const noexcept { return {data_.get(), size_}; }
    std::string str() const { return std::string(view()); }
    std::size_t size() const noexcept { return size_; }
    bool empty() const noexcept { return size_ == 0; }
    void clear() noexcept { size_ = 0; }

private:
    void grow(std::size_t n);

    std::unique_ptr<char[]> data_;
    std::size_t size_ = 0;
    std::size_t capacity_ = 0;
};

/// Appends JSON text to `out`, inserting commas itself. Nesting up to 32 levels. Strings are
/// escaped and always valid UTF-8: bytes that do not form valid UTF-8 become U+FFFD.
/// Usage: w.begin_object(); w.key("win"); w.value(true); w.end_object();
class json_writer {
public:
    explicit json_writer(out_buffer& out) noexcept : out_(out) {}

    void begin_object() { open('{'); }
    void end_object() { close('}'); }
    void begin_array() { open('['); }
    void end_array() { close(']'); }
    /// An object key; the next call writes its value. Keys are the writer's own names: ASCII
    /// without quotes or backslashes, written as is.
    void key(std::string_view k) {
        separate();
        char* p = out_.tail(k.size() + 3);
        p[0] = '"';
        std::memcpy(p + 1, k.data(), k.size());
        p[k.size() + 1] = '"';
        p[k.size() + 2] = ':';
        out_.commit(k.size() + 3);
        after_key_ = true;
    }
    void value(bool b) {
        separate();
        out_ += b ? std::string_view("true") : std::string_view("false");
    }
    void value(std::int64_t n);
    void value(int n) { value(static_cast<std::int64_t>(n)); }
    void value(std::uint64_t n);
    /// A number to 17 significant digits: it reads back as the same double.
    void value(double x);
    void null() {
        separate();
        out_ += "null";
    }
    /// A string value, escaped.
    void value(std::string_view s);
    void value(const char* s) { value(std::string_view(s)); }
    /// A string value known to need no escaping (tile names, form names), written as is.
    void plain_value(std::string_view s) {
        separate();
        char* p = out_.tail(s.size() + 2);
        p[0] = '"';
        std::memcpy(p + 1, s.data(), s.size());
        p[s.size() + 1] = '"';
        out_.commit(s.size() + 2);
    }
    /// Already-serialized JSON (e.g. an echoed id), written as is.
    void raw(std::string_view json) {
        separate();
        out_ += json;
    }
    out_buffer& buffer() noexcept { return out_; }

private:
    void open(char c) {
        separate();
        out_ += c;
        ++depth_;
        first_ |= std::uint32_t{1} << (depth_ & 31);
    }
    void close(char c) {
        out_ += c;
        --depth_;
    }
    void separate() {
        if (after_key_) {
            after_key_ = false;
            return;
        }
        if (depth_ == 0) return;
        const std::uint32_t b = std::uint32_t{1} << (depth_ & 31);
        if (first_ & b) {
            first_ &= ~b;
        } else {
            out_ += ',';
        }
    }

    out_buffer& out_;
    std::uint32_t first_ = 0;
    int depth_ = 0;
    bool after_key_ = false;
};

/// Appends `s` as the body of a JSON string (no quotes): escapes, and U+FFFD for bytes that are
/// not valid UTF-8.
void append_json_escaped(out_buffer& out, std::string_view s);

}  // namespace hupai::cli
