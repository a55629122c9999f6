// `hupai serve` on cpp-httplib: POST /api/batch answers JSON Lines with the batch processor of
// `hupai batch` (one per worker thread), GET /api/health says it is up, and every other GET
// serves the page's files. Connections are read by serve_http's deadline_server, files come
// from serve_static's cache.
#include "serve.hpp"

#include <httplib.h>
#include <pthread.h>

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
#include "exit_status.hpp"
#include "hupai/version.hpp"
#include "json_writer.hpp"
#include "reporting.hpp"
#include "serve_http.hpp"
#include "serve_static.hpp"

namespace hupai::cli {

namespace {

/// A body is read whole before it is answered, so its size bounds the memory a request takes (a
/// 1,000-line body is ~60 KB); the deadlines are serve_http's (http_limits).
constexpr std::size_t max_body_bytes = 4 * 1024 * 1024;
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
    "A body of any content type up to 4 MiB is taken; one over 4 MiB, or whose answers pass\n"
    "64 MiB, is refused (413); a body without a line is 400. A request must arrive whole\n"
    "within 10 s of its first byte, and an idle connection is closed after 5 s.\n\n"
    "Options:\n"
    "  --port N             TCP port (default 8080; 0 picks a free one)\n"
    "  --host ADDR          address to listen on (default 127.0.0.1, this machine only)\n"
    "  -j, --jobs N         worker threads (default 16), each answering one whole request at\n"
    "                       a time; one more thread reads every connection\n"
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
    json_answer(res, status, error_json(e.message));
}

void method_not_allowed(const httplib::Request& req, httplib::Response& res,
                        std::string_view allow) {
    res.set_header("Allow", std::string(allow));
    error_answer(res, 405,
                 bad_option(req.path + " takes " + std::string(allow) + ", not " + req.method));
}

class server {
public:
    server(const serve_options& o, const batch_processor& prototype)
        : options_(o),
          prototype_(prototype),
          http_(limits(o)),
          files_(o.web_dir.empty() ? default_web_dir() : o.web_dir) {
        routes();
    }

    /// Binds; returns the port, or an error.
    result<int> bind() {
        const int port = http_.bind(options_.host, options_.port);
        if (port < 0) {
            return bad_option("cannot listen on " + options_.host + " port " +
                              std::to_string(options_.port) + " (in use, or not an address here)");
        }
        return port;
    }

    bool run() { return http_.run(); }
    void stop() { http_.stop(); }

private:
    static http_limits limits(const serve_options& o) {
        http_limits l;
        l.max_body = max_body_bytes;
        l.workers = o.threads;
        return l;
    }

    void routes() {
        // Methods and paths are settled before cpp-httplib's own routing: 405 with Allow for a
        // method a path does not take, 400 for a control character in a path, and the page's
        // files answered from memory (static_files).
        http_.set_pre_routing_handler([this](const httplib::Request& req, httplib::Response& res) {
            using handled = httplib::Server::HandlerResponse;
            const bool get = req.method == "GET" || req.method == "HEAD";
            for (const char c : req.path) {
                if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
                    error_answer(res, 400, bad_option("a path holds no control character"));
                    return handled::Handled;
                }
            }
            if (req.path == "/api/batch") {
                if (req.method == "POST") return handled::Unhandled;
                method_not_allowed(req, res, "POST");
                return handled::Handled;
            }
            if (req.path.starts_with("/api/")) {
                if (req.path == "/api/health" && !get) {
                    method_not_allowed(req, res, "GET, HEAD");
                    return handled::Handled;
                }
                return handled::Unhandled;  // /api/health, or 404
            }
            if (!get) {
                method_not_allowed(req, res, "GET, HEAD");
                return handled::Handled;
            }
            const auto file = files_.get(req.path);
            if (file == nullptr) {
                not_found(req, res);
                return handled::Handled;
            }
            res.status = 200;
            res.set_content_provider(
                file->body.size(), std::string(file->type),
                [file](std::size_t offset, std::size_t length, httplib::DataSink& sink) {
                    return sink.write(file->body.data() + offset, length);
                });
            return handled::Handled;
        });
        http_.Post("/api/batch", [this](const httplib::Request& req, httplib::Response& res) {
            batch(req, res);
        });
        http_.Get("/api/health", [](const httplib::Request&, httplib::Response& res) {
            std::string body = "{\"status\":\"ok\",\"version\":\"";
            body += version;
            body += "\"}\n";
            json_answer(res, 200, body);
        });
        http_.set_error_handler([](const httplib::Request& req, httplib::Response& res) {
            // Oversize bodies are refused before cpp-httplib reads them (serve_frame.cpp).
            if (res.body.empty()) {
                error_answer(res, res.status,
                             bad_option("HTTP " + std::to_string(res.status) + " for " +
                                        req.method + " " + req.path));
            }
        });
    }

    void not_found(const httplib::Request& req, httplib::Response& res) {
        if (req.path == "/" || req.path == "/index.html") {
            res.status = 404;
            res.set_content(files_.found() ? "hupai serve: the page has no index.html\n"
                                           : "hupai serve: the page is not built here: run "
                                             "scripts/web.sh, or give --web DIR\n",
                            "text/plain");
        } else {
            error_answer(res, 404, bad_option("no file " + req.path + " in the page"));
        }
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
    deadline_server http_;
    static_files files_;
};

}  // namespace

/// The most states an `ev` or `call` line may search under `hupai serve` (docs/WEB.md).
constexpr std::size_t serve_ev_states = 200'000;

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
    // One request's line may not hold a worker for long: an ev or call line searches at most
    // serve_ev_states states (about a second), then answers too_far.
    batch_config config;
    config.max_ev_states = serve_ev_states;
    auto prototype = batch_processor::create(config);
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
