// `hupai serve` on cpp-httplib: POST /api/batch answers JSON Lines with the batch processor of
// `hupai batch` (one per worker thread), GET /api/health says it is up, and every other GET
// serves the page's files.
#include "serve.hpp"

#include <httplib.h>
#include <pthread.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <charconv>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <thread>

#include "batch.hpp"
#include "commands.hpp"
#include "hupai/version.hpp"
#include "json_writer.hpp"

namespace hupai::cli {

namespace {

/// Limits that keep one client from holding the server: a body is read whole before it is
/// answered, so its size bounds the memory a request takes (a 1,000-line body is ~60 KB).
constexpr std::size_t max_body_bytes = 4 * 1024 * 1024;
constexpr time_t io_timeout_seconds = 5;  // reading a request, writing an answer
constexpr time_t keep_alive_seconds =
    5;  // an idle connection                    // an idle connection
constexpr std::size_t keep_alive_max = 10000;               // requests on one connection
constexpr std::size_t max_answer_bytes = 64 * 1024 * 1024;  // answers to one body
constexpr std::size_t keep_answer_bytes = 1024 * 1024;  // a worker's buffer kept between requests
constexpr int lines_per_step = 16;

struct serve_options {
    std::string host = "127.0.0.1";
    int port = 8080;
    int threads = 16;
    std::string web_dir;  ///< empty: "web" beside the executable
    bool help = false;
};

constexpr std::string_view usage =
    "Usage: hupai serve [--port N] [--host ADDR] [-j N] [--web DIR]\n\n"
    "Serves the hand analyser page and the batch answerer over HTTP until Ctrl-C (SIGINT) or\n"
    "SIGTERM:\n"
    "  GET  /             the page (built by scripts/web.sh into DIR)\n"
    "  POST /api/batch    a body of batch lines (one line, or JSON Lines) gets the answers of\n"
    "                     hupai batch, one line each, in order (application/x-ndjson)\n"
    "  GET  /api/health   {\"status\": \"ok\", \"version\": …}\n"
    "Lines name their own rules ({\"hand\": …, \"rules\": \"riichi\"}); bare hands use chinese.\n"
    "A body over 4 MiB, or whose answers pass 64 MiB, is refused (413); a body without a line\n"
    "is 400.\n\n"
    "Options:\n"
    "  --port N             TCP port (default 8080; 0 picks a free one)\n"
    "  --host ADDR          address to listen on (default 127.0.0.1, this machine only)\n"
    "  -j, --jobs N         worker threads (default 16): each serves one connection at a time\n"
    "  --web DIR            the page's files (default: web/ beside the hupai executable)\n"
    "  -h, --help           this help\n\n"
    "Example:\n"
    "  hupai serve --port 8080 &\n"
    "  curl -s localhost:8080/api/batch -d '{\"hand\": \"123m456p789s11122z\"}'\n";

error bad_option(std::string_view what) { return make_error(errc::invalid_value, what); }

result<int> number_option(std::string_view name, std::string_view v, int lo, int hi) {
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < lo || n > hi) {
        return bad_option(std::string(name) + " takes a number from " + std::to_string(lo) +
                          " to " + std::to_string(hi) + ", not '" + std::string(v) + "'");
    }
    return n;
}

result<serve_options> parse_serve_options(int argc, char** argv) {
    serve_options o;
    for (int i = 2; i < argc; ++i) {
        std::string_view a = argv[i];
        std::string_view value;
        bool has_value = false;
        if (const auto eq = a.find('='); a.starts_with("--") && eq != std::string_view::npos) {
            value = a.substr(eq + 1);
            a = a.substr(0, eq);
            has_value = true;
        }
        if (a == "-h" || a == "--help") {
            o.help = true;
            continue;
        }
        if (a != "--port" && a != "--host" && a != "-j" && a != "--jobs" && a != "--web") {
            return make_error(errc::unknown_flag, "'" + std::string(a) +
                                                      "' is not an option of hupai serve "
                                                      "(see hupai serve --help)");
        }
        if (!has_value) {
            if (i + 1 >= argc) return bad_option(std::string(a) + " needs a value");
            value = argv[++i];
        }
        if (a == "--host") {
            o.host = std::string(value);
        } else if (a == "--web") {
            o.web_dir = std::string(value);
        } else {
            const bool port = a == "--port";
            auto n = port ? number_option(a, value, 0, 65535) : number_option(a, value, 1, 256);
            if (!n) return std::move(n).err();
            (port ? o.port : o.threads) = *n;
        }
    }
    return o;
}

std::string default_web_dir() {
    std::error_code ec;
    const auto exe = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::string("web") : (exe.parent_path() / "web").string();
}

void json_answer(httplib::Response& res, int status, std::string_view body) {
    res.status = status;
    res.set_content(body.data(), body.size(), "application/json");
}

// {"error": "<code>: <message>"} with an HTTP status, for a request that is not a batch.
void error_answer(httplib::Response& res, int status, const error& e) {
    out_buffer out;
    json_writer w(out);
    w.begin_object();
    w.key("error");
    w.value(e.message);
    w.end_object();
    out += '\n';
    json_answer(res, status, out.view());
}

class server {
public:
    server(const serve_options& o, const batch_processor& prototype)
        : options_(o), prototype_(prototype) {
        const int threads = o.threads;
        http_.new_task_queue = [threads] {
            return new httplib::ThreadPool(static_cast<std::size_t>(threads));
        };
        http_.set_payload_max_length(max_body_bytes);
        http_.set_read_timeout(io_timeout_seconds, 0);
        http_.set_write_timeout(io_timeout_seconds, 0);
        http_.set_keep_alive_timeout(keep_alive_seconds);
        http_.set_keep_alive_max_count(keep_alive_max);
        http_.set_tcp_nodelay(true);
        // cpp-httplib listens with a backlog of 5 (fixed when Debian built it): a burst of new
        // connections overflows it and some are reset before they are accepted. Keep the
        // listening socket to widen its backlog after the bind (and set only SO_REUSEADDR, not
        // the default's SO_REUSEPORT, so that a second server cannot share the port).
        http_.set_socket_options([this](socket_t sock) {
            const int yes = 1;
            ::setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
            listening_ = sock;
        });
        routes();
    }

    /// Binds; returns the port, or an error.
    result<int> bind() {
        const int port = options_.port == 0 ? http_.bind_to_any_port(options_.host)
                         : http_.bind_to_port(options_.host, options_.port) ? options_.port
                                                                            : -1;
        if (port < 0) {
            return bad_option("cannot listen on " + options_.host + " port " +
                              std::to_string(options_.port) + " (in use, or not an address here)");
        }
        if (listening_ != INVALID_SOCKET) ::listen(listening_, SOMAXCONN);
        return port;
    }

    bool run() { return http_.listen_after_bind(); }
    void stop() { http_.stop(); }

private:
    void routes() {
        http_.Post("/api/batch", [this](const httplib::Request& req, httplib::Response& res) {
            batch(req, res);
        });
        http_.Get("/api/health", [](const httplib::Request&, httplib::Response& res) {
            std::string body = "{\"status\":\"ok\",\"version\":\"";
            body += version;
            body += "\"}\n";
            json_answer(res, 200, body);
        });
        http_.Get("/api/batch", [](const httplib::Request&, httplib::Response& res) {
            res.set_header("Allow", "POST");
            error_answer(res, 405, bad_option("/api/batch takes POST with a body of batch lines"));
        });
        const std::string dir = options_.web_dir.empty() ? default_web_dir() : options_.web_dir;
        page_found_ = http_.set_mount_point("/", dir);
        http_.set_error_handler([this](const httplib::Request& req, httplib::Response& res) {
            if (res.status == 413 && res.body.empty()) {  // refused by the server itself
                error_answer(res, 413,
                             make_error(errc::line_too_long, "a body is limited to 4 MiB"));
            } else if (res.status == 404 && (req.path == "/" || req.path == "/index.html")) {
                res.set_content(page_found_ ? "hupai serve: the page has no index.html\n"
                                            : "hupai serve: the page is not built here: run "
                                              "scripts/web.sh, or give --web DIR\n",
                                "text/plain");
            } else if (res.body.empty()) {
                error_answer(res, res.status,
                             bad_option("HTTP " + std::to_string(res.status) + " for " +
                                        req.method + " " + req.path));
            }
        });
    }

    void batch(const httplib::Request& req, httplib::Response& res) {
        // Each worker thread answers with its own copy of the processor (its scratch buffers).
        thread_local std::optional<batch_processor> processor;
        thread_local out_buffer out;
        if (!processor) processor.emplace(prototype_);
        out.clear();
        batch_processor::tally t;
        // A few lines at a time, so that answers far larger than their lines (a thousand
        // decompositions of a hand of jokers) stop at max_answer_bytes instead of filling memory.
        const std::string_view body = req.body;
        std::size_t from = 0;
        while (from < body.size() && out.size() <= max_answer_bytes) {
            std::size_t to = from;
            for (int lines = 0; lines < lines_per_step && to < body.size(); ++lines) {
                const auto nl = body.find('\n', to);
                to = nl == std::string_view::npos ? body.size() : nl + 1;
            }
            processor->answer_block(body.substr(from, to - from), out, t);
            from = to;
        }
        if (out.size() > max_answer_bytes) {
            error_answer(res, 413,
                         make_error(errc::line_too_long,
                                    "the answers to this body pass 64 MiB: send fewer lines"));
        } else if (t.lines == 0) {
            error_answer(res, 400,
                         make_error(errc::empty_hand,
                                    "the body holds no batch line (send one hand or JSON object "
                                    "per line)"));
        } else {
            res.status = 200;
            res.set_content(out.view().data(), out.size(), "application/x-ndjson");
        }
        if (out.size() > keep_answer_bytes) out = out_buffer();  // give a big one back
    }

    serve_options options_;
    const batch_processor& prototype_;
    httplib::Server http_;
    bool page_found_ = false;
    socket_t listening_ = INVALID_SOCKET;
};

}  // namespace

int serve_main(int argc, char** argv) {
    auto o = parse_serve_options(argc, argv);
    if (!o) {
        print_error(stderr, o.err().message);
        return exit_bad_input;
    }
    if (o->help) {
        std::fwrite(usage.data(), 1, usage.size(), stdout);
        return exit_answered;
    }
    auto prototype = batch_processor::create(batch_config{});
    if (!prototype) {
        print_error(stderr, prototype.err().message);
        return exit_bad_input;
    }

    // SIGINT and SIGTERM are taken by one thread with sigwait, which stops the server: blocked
    // here before any thread starts, so every worker inherits the mask.
    sigset_t stop_signals;
    sigemptyset(&stop_signals);
    sigaddset(&stop_signals, SIGINT);
    sigaddset(&stop_signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);
    std::signal(SIGPIPE, SIG_IGN);  // a client that hangs up is a failed write, not an exit

    server s(*o, *prototype);
    const auto port = s.bind();
    if (!port) {
        print_error(stderr, port.err().message);
        return exit_bad_input;
    }
    std::printf("hupai serve: listening on http://%s:%d/ (%d threads); Ctrl-C stops\n",
                o->host.c_str(), *port, o->threads);
    std::fflush(stdout);

    std::atomic<bool> signalled{false};
    std::thread stopper([&] {
        int sig = 0;
        sigwait(&stop_signals, &sig);
        signalled = true;
        s.stop();
    });
    const bool clean = s.run();
    // A server that stopped by itself (a failed accept) wakes the stopper so it can be joined.
    if (!signalled) pthread_kill(stopper.native_handle(), SIGTERM);
    stopper.join();
    std::printf("hupai serve: stopped\n");
    return clean ? exit_answered : exit_bad_input;
}

}  // namespace hupai::cli
