// One reader thread frames every connection's requests with epoll and deadlines; a request goes
// to a worker only once its head and body are in, and the worker gives it to cpp-httplib's own
// parsing, routing and answer writing through a stream over the bytes already read.
//
// Why not cpp-httplib's own loop: it gives each accepted connection a worker for as long as it
// stays open, and its time-outs bound each read, not a request, so a client sending one header
// line every 2 s holds a worker for ever and -j such clients stall the server. Here a worker is
// taken only for the time of answering; waiting connections cost the reader a few hundred bytes.
#include "serve_http.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <mutex>
#include <thread>
#include <unordered_map>
#include <utility>
#include <vector>

namespace hupai::cli {

namespace {

using steady = std::chrono::steady_clock;

constexpr std::chrono::milliseconds linger{2000};  // reading what follows a refused head
constexpr std::chrono::milliseconds scan_every{50};
constexpr std::chrono::nanoseconds follow_up{2'000'000};  // a worker's wait for the next request
constexpr std::size_t keep_capacity = 64 * 1024;  // a connection's buffer kept between requests

// What can be sent at once without waiting (a refusal, "100 Continue"): the rest is dropped.
void send_now(int fd, std::string_view s) {
    [[maybe_unused]] const auto n = ::send(fd, s.data(), s.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
}

// Writes all of `p` to a non-blocking socket, waiting for room until `deadline`.
bool send_all(int fd, const char* p, std::size_t n, steady::time_point deadline) {
    while (n > 0) {
        const auto k = ::send(fd, p, n, MSG_NOSIGNAL);
        if (k > 0) {
            p += k;
            n -= static_cast<std::size_t>(k);
            continue;
        }
        if (k < 0 && errno == EINTR) continue;
        if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - steady::now());
            if (left.count() <= 0) return false;
            pollfd pfd{fd, POLLOUT, 0};
            if (::poll(&pfd, 1, static_cast<int>(left.count())) < 0 && errno != EINTR) {
                return false;
            }
            continue;
        }
        return false;
    }
    return true;
}

enum class arrival { nothing, data, ended };

// Reads what has come on `fd` into `in` (or drops it if null), up to about `most` bytes; stops
// at a short read (whatever follows makes epoll report the socket again).
arrival read_available(int fd, std::string* in, std::size_t most) {
    char buf[64 * 1024];
    bool got = false;
    for (;;) {
        const auto k = ::recv(fd, buf, sizeof buf, 0);
        if (k > 0) {
            got = true;
            if (in != nullptr) in->append(buf, static_cast<std::size_t>(k));
            if (static_cast<std::size_t>(k) < sizeof buf || (in != nullptr && in->size() > most)) {
                return arrival::data;
            }
            continue;
        }
        if (k < 0 && errno == EINTR) continue;
        if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            return got ? arrival::data : arrival::nothing;
        }
        return arrival::ended;
    }
}

// Reads what `fd` sends within follow_up into `in` (up to about `most` bytes).
arrival read_soon(int fd, std::string& in, std::size_t most) {
    pollfd pfd{fd, POLLIN, 0};
    const timespec wait{0, follow_up.count()};
    if (::ppoll(&pfd, 1, &wait, nullptr) <= 0) return arrival::nothing;
    return read_available(fd, &in, most);
}

void address_of(int fd, bool peer, std::string& ip, int& port) {
    sockaddr_storage a{};
    socklen_t len = sizeof a;
    auto* sa = reinterpret_cast<sockaddr*>(&a);
    if ((peer ? ::getpeername(fd, sa, &len) : ::getsockname(fd, sa, &len)) != 0) return;
    char text[INET6_ADDRSTRLEN] = {};
    if (a.ss_family == AF_INET) {
        const auto* in = reinterpret_cast<sockaddr_in*>(&a);
        ::inet_ntop(AF_INET, &in->sin_addr, text, sizeof text);
        port = ntohs(in->sin_port);
    } else if (a.ss_family == AF_INET6) {
        const auto* in = reinterpret_cast<sockaddr_in6*>(&a);
        ::inet_ntop(AF_INET6, &in->sin6_addr, text, sizeof text);
        port = ntohs(in->sin6_port);
    }
    ip = text;
}

// cpp-httplib's accept loop hands each connection to its task queue: this one runs the task at
// once on that thread, and the task (process_and_close_socket) only passes it to the reader.
class inline_queue final : public httplib::TaskQueue {
public:
    void enqueue(std::function<void()> fn) override { fn(); }
    void shutdown() override {}
};

}  // namespace

struct deadline_server::connection {
    int fd = -1;
    std::string in;  // bytes read and not yet answered
    request_frame frame;
    steady::time_point deadline;
    bool started = false;    // a request's first byte is in: the whole-request deadline runs
    bool busy = false;       // a worker has it (under the reader's mutex)
    bool draining = false;   // refused: reading and dropping what follows until it closes
    bool continued = false;  // "100 Continue" sent for the request in progress
    bool ended = false;      // the client closed its side after a whole request
    std::size_t answered = 0;
    std::string remote_ip, local_ip;
    int remote_port = 0, local_port = 0;

    // Frames the bytes in; whole, refused or partial.
    request_frame::state reframe(const http_limits& limits) {
        if (frame.head_bytes == 0) {
            frame = frame_request(in, limits);
        } else if (in.size() >= frame.length) {
            frame.st = request_frame::state::whole;
            frame.expects_continue = false;
        }
        return frame.st;
    }
    void next_request(const http_limits& limits) {
        in.erase(0, frame.length);
        frame = request_frame();
        continued = false;
        started = !in.empty();
        deadline = steady::now() + (started ? limits.request : limits.idle);
        if (in.empty() && in.capacity() > keep_capacity) std::string().swap(in);
    }
};

namespace {

// The stream cpp-httplib reads a whole request from and writes its answer to. cpp-httplib
// writes an answer's head and its body apart: both go to `out` and leave in one send (flush) while
// they are small, so that a one-hand answer is one segment and one wake-up of the client, not two.
class request_stream final : public httplib::Stream {
public:
    request_stream(std::string_view head, std::string_view body, int fd,
                   steady::time_point deadline, const std::string& remote_ip, int remote_port,
                   const std::string& local_ip, int local_port, std::string& out)
        : head_(head),
          body_(body),
          out_(out),
          fd_(fd),
          deadline_(deadline),
          remote_ip_(remote_ip),
          local_ip_(local_ip),
          remote_port_(remote_port),
          local_port_(local_port) {}

    bool is_readable() const override { return at_ < head_.size() + body_.size(); }
    bool is_writable() const override { return ok_; }
    ssize_t read(char* p, std::size_t n) override {
        std::size_t done = 0;
        if (at_ < head_.size()) {
            done = std::min(n, head_.size() - at_);
            std::memcpy(p, head_.data() + at_, done);
            at_ += done;
        }
        if (done < n && at_ >= head_.size()) {
            const std::size_t from = at_ - head_.size();
            const std::size_t k = std::min(n - done, body_.size() - from);
            std::memcpy(p + done, body_.data() + from, k);
            at_ += k;
            done += k;
        }
        return static_cast<ssize_t>(done);
    }
    ssize_t write(const char* p, std::size_t n) override {
        if (out_.size() + n <= coalesce_bytes) {
            out_.append(p, n);
            return static_cast<ssize_t>(n);
        }
        flush();
        ok_ = ok_ && send_all(fd_, p, n, deadline_);
        return ok_ ? static_cast<ssize_t>(n) : -1;
    }
    /// Sends what write() kept back.
    void flush() {
        ok_ = ok_ && send_all(fd_, out_.data(), out_.size(), deadline_);
        out_.clear();
    }
    void get_remote_ip_and_port(std::string& ip, int& port) const override {
        ip = remote_ip_;
        port = remote_port_;
    }
    void get_local_ip_and_port(std::string& ip, int& port) const override {
        ip = local_ip_;
        port = local_port_;
    }
    socket_t socket() const override { return fd_; }
    bool ok() const { return ok_; }

private:
    static constexpr std::size_t coalesce_bytes = 16 * 1024;
    std::string_view head_, body_;
    std::string& out_;
    std::size_t at_ = 0;
    int fd_;
    steady::time_point deadline_;
    const std::string& remote_ip_;
    const std::string& local_ip_;
    int remote_port_, local_port_;
    bool ok_ = true;
};

}  // namespace

class deadline_server::reader {
public:
    reader(deadline_server& server, const http_limits& limits)
        : server_(server),
          limits_(limits),
          epoll_(::epoll_create1(EPOLL_CLOEXEC)),
          wake_(::eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC)),
          workers_(static_cast<std::size_t>(limits.workers)) {
        // Room for many waiting connections: the soft limit on descriptors up to the hard one.
        rlimit r{};
        if (::getrlimit(RLIMIT_NOFILE, &r) == 0) {
            r.rlim_cur = std::min<rlim_t>(r.rlim_max, 1 << 16);
            ::setrlimit(RLIMIT_NOFILE, &r);
            ::getrlimit(RLIMIT_NOFILE, &r);
            max_open_ = r.rlim_cur > 256 ? r.rlim_cur - 128 : r.rlim_cur / 2;
        }
        epoll_event e{};
        e.events = EPOLLIN;
        e.data.ptr = nullptr;
        ::epoll_ctl(epoll_, EPOLL_CTL_ADD, wake_, &e);
        thread_ = std::thread([this] { loop(); });
    }
    ~reader() {
        stop();
        ::close(epoll_);
        ::close(wake_);
    }
    reader(const reader&) = delete;
    reader& operator=(const reader&) = delete;

    // A new connection, from the accept thread.
    void add(int fd) {
        {
            std::lock_guard lock(mutex_);
            if (stopping_) {
                ::close(fd);
                return;
            }
            pending_.push_back(fd);
        }
        wake();
    }

    bool stopping() const { return stopping_flag_.load(std::memory_order_relaxed); }
    /// Whether whole requests wait for a worker.
    bool requests_waiting() const { return queued_.load(std::memory_order_relaxed) > 0; }

    // A worker is done with `c`: it waits for its next request, or closes.
    void done(connection* c, bool keep) {
        std::lock_guard lock(mutex_);
        if (!keep || stopping_) {
            close(c);
            return;
        }
        c->busy = false;
        arm(c, EPOLL_CTL_MOD);
    }

    // Closes every connection no worker has, then lets the workers finish theirs.
    void stop() {
        {
            std::lock_guard lock(mutex_);
            if (stopping_) return;
            stopping_ = true;
            stopping_flag_ = true;
        }
        wake();
        thread_.join();
        workers_.shutdown();
    }

private:
    void wake() {
        const std::uint64_t one = 1;
        [[maybe_unused]] const auto n = ::write(wake_, &one, sizeof one);
    }
    void arm(connection* c, int op) {
        epoll_event e{};
        e.events = EPOLLIN | EPOLLONESHOT;
        e.data.ptr = c;
        ::epoll_ctl(epoll_, op, c->fd, &e);
    }
    // Under the mutex.
    void close(connection* c) {
        ::epoll_ctl(epoll_, EPOLL_CTL_DEL, c->fd, nullptr);
        ::close(c->fd);
        open_.erase(c);
    }

    void loop() {
        std::vector<epoll_event> events(256);
        auto next_scan = steady::now() + scan_every;
        for (;;) {
            const int n = ::epoll_wait(epoll_, events.data(), static_cast<int>(events.size()),
                                       static_cast<int>(scan_every.count()));
            for (int i = 0; i < n; ++i) {
                if (events[i].data.ptr == nullptr) {
                    std::uint64_t count = 0;
                    [[maybe_unused]] const auto k = ::read(wake_, &count, sizeof count);
                    take_pending();
                } else {
                    readable(static_cast<connection*>(events[i].data.ptr));
                }
            }
            const auto now = steady::now();
            std::lock_guard lock(mutex_);
            if (stopping_) break;
            if (now >= next_scan) {
                expire(now);
                next_scan = now + scan_every;
            }
        }
        std::lock_guard lock(mutex_);
        for (const int fd : pending_) ::close(fd);
        pending_.clear();
        std::vector<connection*> idle;
        for (auto& [c, owned] : open_) {
            if (!c->busy) idle.push_back(c);
        }
        for (auto* c : idle) close(c);
    }

    void take_pending() {
        std::vector<int> fds;
        {
            std::lock_guard lock(mutex_);
            fds.swap(pending_);
        }
        for (const int fd : fds) {
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
            const int yes = 1;
            ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &yes, sizeof yes);
            auto c = std::make_unique<connection>();
            c->fd = fd;
            c->deadline = steady::now() + limits_.idle;
            address_of(fd, true, c->remote_ip, c->remote_port);
            address_of(fd, false, c->local_ip, c->local_port);
            std::lock_guard lock(mutex_);
            if (open_.size() >= max_open_) evict();
            auto* p = c.get();
            open_.emplace(p, std::move(c));
            arm(p, EPOLL_CTL_ADD);
        }
    }

    // Full: the waiting connection nearest its deadline makes room for a new one. Under the mutex.
    void evict() {
        connection* oldest = nullptr;
        for (auto& [c, owned] : open_) {
            if (!c->busy && (oldest == nullptr || c->deadline < oldest->deadline)) oldest = c;
        }
        if (oldest != nullptr) close(oldest);
    }

    // Under the mutex.
    void expire(steady::time_point now) {
        std::vector<connection*> late;
        for (auto& [c, owned] : open_) {
            if (!c->busy && c->deadline <= now) late.push_back(c);
        }
        for (auto* c : late) {
            if (c->started && !c->draining) {
                send_now(c->fd,
                         refusal(408, "invalid_value: a request must arrive whole within " +
                                          std::to_string(limits_.request.count() / 1000) + " s"));
            }
            close(c);
        }
    }

    // Reads what `c` sent (the reader owns it: armed, not busy).
    void readable(connection* c) {
        const bool ended = read_available(c->fd, c->draining ? nullptr : &c->in,
                                          limits_.max_head + limits_.max_body) == arrival::ended;
        const auto now = steady::now();
        std::lock_guard lock(mutex_);
        if (c->draining) {
            if (ended) {
                close(c);
            } else {
                arm(c, EPOLL_CTL_MOD);
            }
            return;
        }
        if (!c->started && !c->in.empty()) {
            c->started = true;
            c->deadline = now + limits_.request;
        }
        switch (c->reframe(limits_)) {
            case request_frame::state::whole:
                c->ended = ended;
                c->busy = true;
                ++queued_;
                workers_.enqueue([this, c] {
                    --queued_;
                    server_.answer(*c);
                });
                return;
            case request_frame::state::refused:
                send_now(c->fd, refusal(c->frame.status, c->frame.message));
                ::shutdown(c->fd, SHUT_WR);
                c->draining = true;
                c->in = std::string();
                c->deadline = now + linger;
                break;
            case request_frame::state::partial:
                if (ended) {
                    close(c);
                    return;
                }
                if (c->frame.expects_continue && !c->continued) {
                    send_now(c->fd, "HTTP/1.1 100 Continue\r\n\r\n");
                    c->continued = true;
                }
                break;
        }
        arm(c, EPOLL_CTL_MOD);
    }

    deadline_server& server_;
    http_limits limits_;
    int epoll_;
    int wake_;
    std::mutex mutex_;
    std::unordered_map<connection*, std::unique_ptr<connection>> open_;
    std::vector<int> pending_;
    bool stopping_ = false;
    std::atomic<bool> stopping_flag_{false};
    std::atomic<int> queued_{0};
    std::size_t max_open_ = 1000;
    httplib::ThreadPool workers_;
    std::thread thread_;
};

deadline_server::deadline_server(const http_limits& limits) : limits_(limits) {
    new_task_queue = [] { return new inline_queue; };
    set_payload_max_length(limits.max_body);
    set_keep_alive_timeout(std::chrono::duration_cast<std::chrono::seconds>(limits.idle).count());
    set_keep_alive_max_count(limits.keep_alive_max);
    set_default_headers({{"X-Content-Type-Options", "nosniff"}});
    // Only SO_REUSEADDR, not the default's SO_REUSEPORT, so that a second server cannot share
    // the port; the socket is kept to widen its backlog after the bind (cpp-httplib's is 5).
    set_socket_options([this](socket_t sock) {
        const int yes = 1;
        ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
        listening_ = sock;
    });
}

deadline_server::~deadline_server() = default;

int deadline_server::bind(const std::string& host, int port) {
    const int bound = port == 0 ? bind_to_any_port(host) : bind_to_port(host, port) ? port : -1;
    if (bound >= 0 && listening_ != INVALID_SOCKET) ::listen(listening_, SOMAXCONN);
    return bound;
}

bool deadline_server::run() {
    reader_ = std::make_unique<reader>(*this, limits_);
    const bool ok = listen_after_bind();
    reader_->stop();
    return ok;
}

bool deadline_server::process_and_close_socket(socket_t sock) {
    reader_->add(sock);
    return true;
}

// On a worker: answers the whole request of `c`, and the next ones already read.
void deadline_server::answer(connection& c) {
    thread_local std::string out;  // an answer kept back to leave in one send
    for (;;) {
        const bool last = reader_->stopping() || c.ended || ++c.answered >= limits_.keep_alive_max;
        const std::string_view in = c.in;
        out.clear();
        request_stream s(c.frame.head,
                         in.substr(c.frame.head_bytes, c.frame.length - c.frame.head_bytes), c.fd,
                         steady::now() + limits_.answer, c.remote_ip, c.remote_port, c.local_ip,
                         c.local_port, out);
        bool closed = false;
        const bool ok = process_request(s, last, closed, {});
        s.flush();
        if (!ok || !s.ok() || last || closed) {
            reader_->done(&c, false);
            return;
        }
        c.next_request(limits_);
        if (c.in.empty() && !reader_->requests_waiting()) {
            // A client on a kept-alive connection usually sends its next request at once: while
            // no request waits for a worker, a short wait for it here saves handing the
            // connection to the reader and back.
            switch (read_soon(c.fd, c.in, limits_.max_head + limits_.max_body)) {
                case arrival::ended:
                    reader_->done(&c, false);
                    return;
                case arrival::data:
                    c.started = true;
                    c.deadline = steady::now() + limits_.request;
                    break;
                case arrival::nothing:
                    break;
            }
        }
        const auto st = c.in.empty() ? request_frame::state::partial : c.reframe(limits_);
        if (st == request_frame::state::refused) {
            send_now(c.fd, refusal(c.frame.status, c.frame.message));
            reader_->done(&c, false);
            return;
        }
        if (st == request_frame::state::partial) {
            reader_->done(&c, true);
            return;
        }
    }
}

}  // namespace hupai::cli
