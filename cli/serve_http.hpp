// The HTTP side of `hupai serve`: cpp-httplib's parsing, routing and answers behind one thread
// that reads every connection with deadlines, so that slow or silent clients hold no worker
// (docs/WEB.md, "hupai serve").
#pragma once

#include <httplib.h>

#include <chrono>
#include <cstddef>
#include <memory>
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

/// A cpp-httplib server whose connections are read by one thread with epoll: a request goes to
/// a worker only once it is whole, a connection that does not complete its request within
/// `limits.request` (or sends nothing for `limits.idle`) is closed, and stop() closes every
/// connection at once.
class deadline_server : public httplib::Server {
public:
    explicit deadline_server(const http_limits& limits);
    ~deadline_server() override;
    deadline_server(const deadline_server&) = delete;
    deadline_server& operator=(const deadline_server&) = delete;

    /// Binds `host`:`port` (0: a free port) with a backlog of SOMAXCONN; the port, or -1.
    int bind(const std::string& host, int port);
    /// Serves until stop(); then closes every connection and joins every thread. False if
    /// accepting failed.
    bool run();

private:
    // Called by cpp-httplib's accept loop for each new connection (on that thread, see the
    // task queue in the constructor): hands it to the reader.
    bool process_and_close_socket(socket_t sock) override;

    struct connection;
    class reader;
    void answer(connection& c);

    http_limits limits_;
    socket_t listening_ = INVALID_SOCKET;
    std::unique_ptr<reader> reader_;
};

}  // namespace hupai::cli
