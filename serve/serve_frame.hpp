// Framing the requests of `hupai serve` before cpp-httplib parses them: where a request ends,
// what is refused before its body is read, and the head rewritten (docs/WEB.md, "hupai serve").
#pragma once

#include <chrono>
#include <cstddef>
#include <string>
#include <string_view>

namespace hupai::cli {

/// The limits of `hupai serve`'s connections.
struct http_limits {
    std::chrono::milliseconds idle{5000};  ///< to a request's first byte (keep-alive)
    std::chrono::milliseconds request{
        10000};  ///< a whole request (head and body) from its first byte
    std::chrono::milliseconds answer{5000};  ///< writing an answer
    std::size_t max_body = 4 * 1024 * 1024;  ///< bytes of a body (Content-Length)
    std::size_t max_head = 64 * 1024;        ///< bytes of a request line and headers
    std::size_t keep_alive_max = 10000;      ///< requests on one connection
    int workers = 16;                        ///< threads answering whole requests
};

/// `{"error":"<message>"}` and a newline: the body of every error answer.
std::string error_json(std::string_view message);

/// A whole answer with `status` and error_json(message), for a request refused before
/// cpp-httplib sees it: "Connection: close", the connection closing after it.
std::string refusal(int status, std::string_view message);

/// What the reader knows of the request at the start of a connection's bytes.
struct request_frame {
    enum class state { partial, whole, refused };
    state st = state::partial;
    std::size_t length = 0;         ///< bytes of the request (head and body), once whole
    std::size_t head_bytes = 0;     ///< bytes of its head (to the blank line), once known
    std::string head;               ///< the head as cpp-httplib is given it (see frame_request)
    bool expects_continue = false;  ///< "Expect: 100-continue" with the body still to come
    int status = 0;                 ///< of a refused request: the HTTP status to answer
    std::string message;            ///< of a refused request: the error message
};

/// Frames the first request of `in`. A whole request's head is rewritten for cpp-httplib: a '?'
/// after the query's first becomes %3F (a joker in a query, as browsers send it), and the
/// Content-Type and Expect headers are dropped (a body is batch lines whatever its type, and
/// "100 Continue" is the reader's to send). Refused: a head over `max_head` (431), a body over
/// `max_body` (413), a bad Content-Length (400), Transfer-Encoding (411).
request_frame frame_request(std::string_view in, const http_limits& limits);

}  // namespace hupai::cli
