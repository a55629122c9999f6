#include "serve_frame.hpp"

#include <algorithm>
#include <charconv>
#include <utility>

#include "json_writer.hpp"

namespace hupai::cli {

namespace {

bool iequals(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return (x | 0x20) == (y | 0x20);
           });
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
    return s;
}

request_frame refuse(int status, std::string message) {
    request_frame f;
    f.st = request_frame::state::refused;
    f.status = status;
    f.message = std::move(message);
    return f;
}

const char* reason(int status) {
    switch (status) {
        case 400:
            return "Bad Request";
        case 408:
            return "Request Timeout";
        case 411:
            return "Length Required";
        case 413:
            return "Payload Too Large";
        case 431:
            return "Request Header Fields Too Large";
        default:
            return "Error";
    }
}

}  // namespace

std::string error_json(std::string_view message) {
    out_buffer out;
    json_writer w(out);
    w.begin_object();
    w.key("error");
    w.value(message);
    w.end_object();
    out += '\n';
    return out.str();
}

std::string refusal(int status, std::string_view message) {
    const std::string body = error_json(message);
    std::string r =
        "HTTP/1.1 " + std::to_string(status) + " " + reason(status) +
        "\r\nContent-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
        "\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n";
    return r + body;
}

request_frame frame_request(std::string_view in, const http_limits& limits) {
    const auto end = in.find("\r\n\r\n");
    if ((end == std::string_view::npos ? in.size() : end + 4) > limits.max_head) {
        return refuse(431, "line_too_long: a request's line and headers are limited to " +
                               std::to_string(limits.max_head / 1024) + " KiB");
    }
    request_frame f;
    if (end == std::string_view::npos) return f;
    f.head_bytes = end + 4;
    const std::string_view head = in.substr(0, end + 2);  // every line with its CRLF
    std::size_t at = head.find("\r\n");
    std::string_view line = head.substr(0, at);
    f.head.reserve(head.size() + 8);
    // The request line, with the query's second and later '?' escaped (cpp-httplib refuses them).
    const auto query = line.find('?');
    const auto version = line.rfind(' ');
    if (query != std::string_view::npos && version != std::string_view::npos && query < version) {
        f.head.append(line.substr(0, query + 1));
        for (const char c : line.substr(query + 1, version - query - 1)) {
            if (c == '?') {
                f.head += "%3F";
            } else {
                f.head += c;
            }
        }
        f.head.append(line.substr(version));
    } else {
        f.head.append(line);
    }
    f.head += "\r\n";
    bool has_length = false;
    std::size_t length = 0;
    for (at += 2; at < head.size();) {
        const auto next = head.find("\r\n", at);
        line = head.substr(at, next - at);
        at = next + 2;
        const auto colon = line.find(':');
        const auto name = line.substr(0, colon);
        const auto value =
            colon == std::string_view::npos ? std::string_view() : trim(line.substr(colon + 1));
        if (colon != std::string_view::npos && iequals(name, "Content-Length")) {
            std::size_t n = 0;
            const auto [p, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
            if (value.empty() || ec != std::errc() || p != value.data() + value.size() ||
                (has_length && n != length)) {
                return refuse(400, "invalid_value: Content-Length is not one number");
            }
            has_length = true;
            length = n;
            continue;  // written once below
        }
        if (colon != std::string_view::npos && iequals(name, "Transfer-Encoding")) {
            return refuse(411,
                          "invalid_value: send the body with a Content-Length (a chunked "
                          "body is not taken)");
        }
        if (colon != std::string_view::npos && iequals(name, "Content-Type")) continue;
        if (colon != std::string_view::npos && iequals(name, "Expect")) {
            f.expects_continue = iequals(value, "100-continue");
            continue;
        }
        f.head.append(line);
        f.head += "\r\n";
    }
    if (length > limits.max_body) {
        return refuse(413, "line_too_long: a body is limited to " +
                               std::to_string(limits.max_body / (1024 * 1024)) + " MiB (" +
                               std::to_string(limits.max_body) + " bytes); this one is " +
                               std::to_string(length) + " bytes");
    }
    if (has_length) f.head += "Content-Length: " + std::to_string(length) + "\r\n";
    f.head += "\r\n";
    f.length = f.head_bytes + length;
    if (in.size() >= f.length) {
        f.st = request_frame::state::whole;
        f.expects_continue = false;
    }
    return f;
}

}  // namespace hupai::cli
