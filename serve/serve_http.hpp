// The HTTP side of `hupai serve`: cpp-httplib's parsing, routing and answers behind one thread
// that reads every connection with deadlines, so that slow or silent clients hold no worker
// (docs/WEB.md, "hupai serve").
#pragma once

#include <httplib.h>

#include <memory>
#include <string>

#include "serve_frame.hpp"

namespace hupai::cli {

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
