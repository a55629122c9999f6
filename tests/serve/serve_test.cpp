// Drives a real `hupai serve` on loopback (docs/CLI.md, "hupai serve"): answers equal to the
// batch processor's for good and bad lines, the errors of malformed requests, oversize bodies,
// a client that never sends its body, many concurrent clients, and a clean stop on SIGTERM.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <httplib.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "batch.hpp"
#include "json_writer.hpp"
#include "malformed_inputs.hpp"
#include "serve_frame.hpp"
#include "serve_static.hpp"
#include "test_support.hpp"

namespace {

using hupai::cli::batch_config;
using hupai::cli::batch_processor;
using hupai::cli::out_buffer;

// The answers `hupai batch` gives to `lines`: what the server must send back.
std::string batch_answers(const std::string& lines) {
    auto p = batch_processor::create(batch_config{});
    out_buffer out;
    batch_processor::tally t;
    p->answer_block(lines, out, t);
    return out.str();
}

// A `hupai serve --port 0` child with a page directory of its own; stopped with SIGTERM.
class server {
public:
    server() {
        web_ = std::filesystem::path(::testing::TempDir()) /
               ("hupai_serve_web_" + std::to_string(::getpid()));
        std::filesystem::create_directories(web_);
        std::ofstream(web_ / "index.html") << "<!doctype html><title>hupai</title>\n";
        int out[2];
        if (::pipe(out) != 0) return;
        pid_ = ::fork();
        if (pid_ == 0) {
            ::dup2(out[1], STDOUT_FILENO);
            ::close(out[0]);
            ::close(out[1]);
            const std::string web = web_.string();
            ::execl(HUPAI_CLI_PATH, "hupai", "serve", "--port", "0", "--web", web.c_str(), "-j",
                    "8", static_cast<char*>(nullptr));
            ::_exit(127);
        }
        ::close(out[1]);
        out_ = ::fdopen(out[0], "r");
        char line[256] = {};
        if (out_ != nullptr && std::fgets(line, sizeof line, out_) != nullptr) {
            // "hupai serve: listening on http://127.0.0.1:PORT/ …"
            const std::string s = line;
            const auto colon = s.find(':', s.find("127.0.0.1"));
            if (colon != std::string::npos) port_ = std::stoi(s.substr(colon + 1));
        }
    }
    server(const server&) = delete;
    server& operator=(const server&) = delete;

    /// Sends SIGTERM; returns the exit status (-1 if it did not exit by itself) and the rest of
    /// its output.
    std::pair<int, std::string> stop() {
        std::pair<int, std::string> r{-1, ""};
        if (pid_ <= 0) return r;
        ::kill(pid_, SIGTERM);
        int status = 0;
        for (int i = 0; i < 200 && ::waitpid(pid_, &status, WNOHANG) == 0; ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            if (i == 199) {
                ::kill(pid_, SIGKILL);
                ::waitpid(pid_, &status, 0);
                status = -1;
            }
        }
        pid_ = -1;
        if (status != -1 && WIFEXITED(status)) r.first = WEXITSTATUS(status);
        char buf[256];
        while (out_ != nullptr && std::fgets(buf, sizeof buf, out_) != nullptr) r.second += buf;
        return r;
    }
    ~server() {
        stop();
        if (out_ != nullptr) std::fclose(out_);
        std::filesystem::remove_all(web_);
    }

    int port() const { return port_; }
    httplib::Client client() const {
        httplib::Client c("127.0.0.1", port_);
        c.set_connection_timeout(5);
        c.set_read_timeout(10);
        return c;
    }

private:
    std::filesystem::path web_;
    pid_t pid_ = -1;
    FILE* out_ = nullptr;
    int port_ = 0;
};

class serve : public ::testing::Test {
protected:
    static void SetUpTestSuite() { server_ = new server(); }
    static void TearDownTestSuite() {
        delete server_;
        server_ = nullptr;
    }
    void SetUp() override { ASSERT_GT(server_->port(), 0) << "hupai serve did not start"; }

    static httplib::Result post(const std::string& body) {
        return server_->client().Post("/api/batch", body, "application/x-ndjson");
    }
    static void expect_healthy() {
        auto r = server_->client().Get("/api/health");
        ASSERT_TRUE(r);
        EXPECT_EQ(r->status, 200);
        EXPECT_EQ(r->body.rfind("{\"status\":\"ok\"", 0), 0u) << r->body;
    }

    static server* server_;
};
server* serve::server_ = nullptr;

TEST_F(serve, health) { expect_healthy(); }

TEST_F(serve, one_line_gets_the_batch_answer) {
    const std::string line =
        R"({"id": 7, "hand": "123m456p78s1122z39p", "rules": "riichi", "ops": ["analyze"]})";
    auto r = post(line);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_EQ(r->get_header_value("Content-Type"), "application/x-ndjson");
    EXPECT_EQ(r->body, batch_answers(line));
    EXPECT_NE(r->body.find("\"discard\""), std::string::npos);
}

TEST_F(serve, good_and_bad_lines_each_get_their_answer) {
    std::string body =
        "123m456p789s11122z\n"
        "{\"hand\": \"1112345678999m\", \"rules\": \"riichi\", \"ops\": [\"waits\"]}\n"
        "\n"
        "{not json\n"
        "{\"hand\": \"123m\", \"rules\": \"nope\"}\n"
        "{\"id\": [1, 2], \"hand\": \"1m\", \"ops\": [\"bogus\"]}\r\n";
    for (const auto& m : hupai::testing::malformed_inputs) {
        // Auto-detected ones as bare lines (invalid UTF-8 cannot travel in JSON), the others as
        // objects naming their notation.
        if (m.notation == "auto") {
            body += std::string(m.input) + "\n";
        } else {
            body += "{\"hand\": \"" + std::string(m.input) + "\", \"notation\": \"" +
                    std::string(m.notation) + "\"}\n";
        }
    }
    auto r = post(body);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    const std::string expected = batch_answers(body);
    EXPECT_EQ(r->body, expected);
    // One answer per non-empty line, every malformed hand an error naming its code.
    std::size_t errors = 0;
    for (std::size_t at = 0; (at = r->body.find("\"error\":", at)) != std::string::npos; ++at) {
        ++errors;
    }
    EXPECT_EQ(errors, 3 + std::size(hupai::testing::malformed_inputs));
    for (const auto& m : hupai::testing::malformed_inputs) {
        EXPECT_NE(r->body.find("\"error\":\"" + std::string(m.code)), std::string::npos) << m.input;
    }
    expect_healthy();
}

TEST_F(serve, a_body_without_lines_is_400) {
    for (const std::string body : {"", "\n", "\r\n\n"}) {
        auto r = post(body);
        ASSERT_TRUE(r);
        EXPECT_EQ(r->status, 400) << '"' << body << '"';
        EXPECT_EQ(r->body.rfind("{\"error\":\"empty_hand: ", 0), 0u) << r->body;
    }
    expect_healthy();
}

TEST_F(serve, an_oversize_body_is_413) {
    const std::string body(5 * 1024 * 1024, 'a');
    auto r = post(body);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 413);
    EXPECT_NE(r->body.find("line_too_long"), std::string::npos) << r->body;
    expect_healthy();
}

// Each line asks for a thousand decompositions (about 380 KB of answer): 300 lines would answer
// with over 100 MB, so the server stops at 64 MiB and refuses the body.
TEST_F(serve, answers_past_64_mib_are_413) {
    std::string body;
    for (int i = 0; i < 300; ++i)
        body += "{\"hand\": \"??????????????\", \"ops\": [\"decompose\"]}\n";
    auto r = post(body);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 413);
    EXPECT_EQ(r->body.rfind("{\"error\":\"line_too_long: the answers to this body pass 64 MiB", 0),
              0u)
        << r->body.substr(0, 200);
    expect_healthy();
}

TEST_F(serve, an_oversize_line_is_an_error_answer) {
    const std::string body = std::string(70000, '1') + "m\n1m\n";
    auto r = post(body);
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_EQ(r->body, batch_answers(body));
    EXPECT_EQ(r->body.rfind("{\"id\":null,\"error\":\"line_too_long: a batch line is limited to "
                            "65536 bytes; this one is 70001\"}\n",
                            0),
              0u);
}

TEST_F(serve, other_methods_and_paths) {
    auto c = server_->client();
    auto get = c.Get("/api/batch");
    ASSERT_TRUE(get);
    EXPECT_EQ(get->status, 405);
    EXPECT_EQ(get->get_header_value("Allow"), "POST");
    auto missing = c.Get("/api/nothing");
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->status, 404);
    EXPECT_EQ(missing->body.rfind("{\"error\":", 0), 0u);
    auto page = c.Get("/?hand=123m456p78s1122z39p&rules=riichi");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 200);
    EXPECT_NE(page->body.find("<title>hupai</title>"), std::string::npos);
}

// A client that announces a body and never sends it is dropped 10 s after the request's first
// byte (with a 408), and the server goes on answering others meanwhile.
TEST_F(serve, a_body_that_never_comes_times_out) {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    ASSERT_GE(fd, 0);
    sockaddr_in addr{};
    addr.sin_family = AF_INET;
    addr.sin_port = htons(static_cast<std::uint16_t>(server_->port()));
    addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ASSERT_EQ(::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr), 0);
    const std::string head =
        "POST /api/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n123m";
    ASSERT_EQ(::send(fd, head.data(), head.size(), 0), static_cast<ssize_t>(head.size()));
    expect_healthy();
    timeval tv{15, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    const auto start = std::chrono::steady_clock::now();
    char buf[512];
    ssize_t n = 0;
    std::string got;
    while ((n = ::recv(fd, buf, sizeof buf, 0)) > 0) got.append(buf, static_cast<std::size_t>(n));
    const auto waited = std::chrono::steady_clock::now() - start;
    ::close(fd);
    EXPECT_EQ(n, 0) << "the server should close the connection";
    EXPECT_LT(waited, std::chrono::seconds(20));  // the request's deadline is 10 s
    EXPECT_EQ(got.find("200 OK"), std::string::npos) << got;
}

// Many clients at once, each with its own hands: every answer is the batch answer of its body.
TEST_F(serve, concurrent_clients) {
    const auto seed = hupai::testing::test_seed("serve.concurrent_clients", 20261124);
    constexpr int clients = 24;
    constexpr int requests = 40;
    std::vector<std::thread> threads;
    std::vector<int> failures(clients, 0);
    std::vector<std::string> first_failure(clients);
    const auto t0 = std::chrono::steady_clock::now();
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            std::mt19937_64 rng(seed + static_cast<std::uint64_t>(c));
            auto client = server_->client();
            client.set_keep_alive(c % 2 == 0);  // half reuse their connection
            for (int i = 0; i < requests; ++i) {
                std::string body;
                const int lines = 1 + static_cast<int>(rng() % 20);
                for (int l = 0; l < lines; ++l) {
                    std::vector<int> wall;
                    for (int k = 0; k < 34; ++k) wall.insert(wall.end(), 4, k);
                    std::shuffle(wall.begin(), wall.end(), rng);
                    std::vector<int> hand(wall.begin(), wall.begin() + 13 + (l % 2));
                    std::sort(hand.begin(), hand.end());
                    for (const int k : hand) {
                        body += static_cast<char>('1' + k % 9);
                        body += "mpsz"[k / 9];
                    }
                    body += l % 3 == 0 ? "x\n" : "\n";  // every third line is malformed
                }
                auto r = client.Post("/api/batch", body, "text/plain");
                if (!r || r->status != 200 || r->body != batch_answers(body)) {
                    if (failures[c]++ == 0) {
                        first_failure[c] =
                            "request " + std::to_string(i) + " at " +
                            std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(
                                               std::chrono::steady_clock::now() - t0)
                                               .count()) +
                            " ms: " +
                            (!r ? httplib::to_string(r.error())
                                : "HTTP " + std::to_string(r->status));
                    }
                }
            }
        });
    }
    for (auto& t : threads) t.join();
    for (int c = 0; c < clients; ++c) {
        EXPECT_EQ(failures[c], 0) << "client " << c << ", first: " << first_failure[c];
    }
    expect_healthy();
}

// More new connections at once than the listen backlog cpp-httplib sets (5) and than the
// workers (8): every one is accepted and answered.
TEST_F(serve, a_burst_of_connections_is_served) {
    constexpr int clients = 64;
    std::vector<std::thread> threads;
    std::vector<int> status(clients, 0);
    for (int c = 0; c < clients; ++c) {
        threads.emplace_back([&, c] {
            auto r = server_->client().Post("/api/batch", "123m456p789s11122z\n", "text/plain");
            status[c] = r ? r->status : -1;
        });
    }
    for (auto& t : threads) t.join();
    for (int c = 0; c < clients; ++c) EXPECT_EQ(status[c], 200) << "client " << c;
}

// `hupai ARGS` to its end: the exit status and what it printed.
std::pair<int, std::string> run_hupai(const std::string& args) {
    const std::string cmd = std::string(HUPAI_CLI_PATH) + " " + args + " 2>&1";
    FILE* p = ::popen(cmd.c_str(), "r");
    std::string out;
    char buf[512];
    while (p != nullptr && std::fgets(buf, sizeof buf, p) != nullptr) out += buf;
    const int status = p != nullptr ? ::pclose(p) : -1;
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

std::pair<int, std::string> run_serve(const std::string& args) {
    return run_hupai("serve " + args);
}

// A second server on a port in use is refused (no SO_REUSEPORT sharing).
TEST_F(serve, a_taken_port_is_refused) {
    const auto [status, out] = run_serve("--port " + std::to_string(server_->port()));
    EXPECT_EQ(status, 2);
    EXPECT_EQ(out.rfind("invalid_value: cannot listen on 127.0.0.1 port ", 0), 0u) << out;
    expect_healthy();
}

TEST(serve_options, bad_options_are_refused) {
    const auto run = run_serve;
    EXPECT_EQ(run("--port 70000"), std::make_pair(2, std::string("invalid_value: --port takes a "
                                                                 "number from 0 to 65535, not "
                                                                 "'70000'\n")));
    EXPECT_EQ(run("--bogus").first, 2);
    EXPECT_EQ(run("--host").first, 2);
    EXPECT_EQ(run("--host 203.0.113.300 --port 0").first, 2);
    // Options and words before the word serve belong to the other commands.
    for (const char* args : {"--rules riichi serve", "-- serve"}) {
        const auto first = run_hupai(args);
        EXPECT_EQ(first.first, 2) << args;
        EXPECT_EQ(first.second.rfind("invalid_value: hupai serve takes ", 0), 0u) << first.second;
    }
    const auto help = run("--help");
    EXPECT_EQ(help.first, 0);
    EXPECT_NE(help.second.find("POST /api/batch"), std::string::npos);
}

// With a client keeping its connection open and idle: the server closes it at once on SIGTERM
// and exits within the 10 s stop() waits.
TEST(serve_stop, sigterm_stops_cleanly) {
    server s;
    ASSERT_GT(s.port(), 0);
    auto idle = s.client();
    idle.set_keep_alive(true);
    auto r = idle.Post("/api/batch", "1m\n", "text/plain");
    ASSERT_TRUE(r);
    const auto [status, rest] = s.stop();
    EXPECT_EQ(status, 0);
    EXPECT_EQ(rest, "hupai serve: stopped\n");
}

// ---- Framing, methods, paths, content types and slow clients ----

using hupai::cli::frame_request;
using hupai::cli::http_limits;
using hupai::cli::request_frame;
using hupai::cli::static_files;

TEST(serve_frame, a_request_is_whole_once_its_body_is_in) {
    const http_limits limits;
    const std::string head = "POST /api/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\n";
    EXPECT_EQ(frame_request("POST /api/batch HTTP/1.1\r\nHost:", limits).st,
              request_frame::state::partial);
    const auto partial = frame_request(head + "1m", limits);
    EXPECT_EQ(partial.st, request_frame::state::partial);
    EXPECT_EQ(partial.head_bytes, head.size());
    EXPECT_EQ(partial.length, head.size() + 4);
    const auto whole = frame_request(head + "1m\n\nGET / HTTP/1.1\r\n", limits);
    EXPECT_EQ(whole.st, request_frame::state::whole);
    EXPECT_EQ(whole.length, head.size() + 4);  // the next request is not part of it
    EXPECT_EQ(frame_request("GET / HTTP/1.1\r\n\r\n", limits).length, 18u);
}

TEST(serve_frame, the_head_is_rewritten_for_the_router) {
    const http_limits limits;
    const auto f = frame_request(
        "GET /?hand=12m??&b=? HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        "expect: 100-continue\r\ncontent-length:  3\r\nX-A: b\r\n\r\n",
        limits);
    EXPECT_EQ(f.head, "GET /?hand=12m%3F%3F&b=%3F HTTP/1.1\r\nX-A: b\r\nContent-Length: 3\r\n\r\n");
    EXPECT_TRUE(f.expects_continue);  // the body is still to come
    EXPECT_EQ(frame_request("GET /a?b HTTP/1.1\r\n\r\n", limits).head, "GET /a?b HTTP/1.1\r\n\r\n");
}

TEST(serve_frame, refusals_name_the_real_limits) {
    http_limits limits;
    const auto big = frame_request(
        "POST /api/batch HTTP/1.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
        "Content-Length: 4194305\r\n\r\n",
        limits);
    EXPECT_EQ(big.st, request_frame::state::refused);
    EXPECT_EQ(big.status, 413);
    EXPECT_EQ(big.message,
              "line_too_long: a body is limited to 4 MiB (4194304 bytes); this one is 4194305 "
              "bytes");
    EXPECT_EQ(frame_request("POST / HTTP/1.1\r\nContent-Length: 4194304\r\n\r\n", limits).st,
              request_frame::state::partial);
    EXPECT_EQ(frame_request("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n", limits).status,
              411);
    for (const char* bad : {"x", "-1", "1 2", "", "99999999999999999999999"}) {
        const auto f = frame_request(
            "POST / HTTP/1.1\r\nContent-Length: " + std::string(bad) + "\r\n\r\n", limits);
        EXPECT_EQ(f.status, 400) << bad;
    }
    EXPECT_EQ(
        frame_request("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n", limits)
            .status,
        400);
    limits.max_head = 100;
    EXPECT_EQ(frame_request("GET / HTTP/1.1\r\nX: " + std::string(200, 'a'), limits).status, 431);
}

TEST(serve_static, files_are_found_typed_and_read_again_when_changed) {
    const auto dir = std::filesystem::path(::testing::TempDir()) /
                     ("hupai_static_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir / "src");
    std::ofstream(dir / "index.html") << "<p>1";
    std::ofstream(dir / "src" / "app.js") << "let a;";
    static_files files(dir.string());
    EXPECT_TRUE(files.found());
    const auto index = files.get("/");
    ASSERT_NE(index, nullptr);
    EXPECT_EQ(index->body, "<p>1");
    EXPECT_EQ(index->type, "text/html");
    EXPECT_EQ(files.get("/index.html"), index);  // one buffer, not a copy per request
    ASSERT_NE(files.get("/src/app.js"), nullptr);
    EXPECT_EQ(files.get("/src/app.js")->type, "text/javascript");
    for (const std::string bad : {"/../index.html", "/src/../index.html", "/src", "/nothing",
                                  "/src\\app.js", "", "index.html", "/./index.html"}) {
        EXPECT_EQ(files.get(bad), nullptr) << bad;
    }
    EXPECT_EQ(files.get(std::string("/src/app.js\0.html", 18)), nullptr);
    std::ofstream(dir / "index.html") << "<p>two";
    EXPECT_EQ(files.get("/")->body, "<p>two");
    EXPECT_EQ(static_files::type_of("a/hupai.wasm"), "application/wasm");
    EXPECT_EQ(static_files::type_of("a.b/c"), "application/octet-stream");
    std::filesystem::remove_all(dir);
}

// A raw connection to the server on loopback, for requests httplib's client would not send.
class raw_client {
public:
    explicit raw_client(int port) : fd_(::socket(AF_INET, SOCK_STREAM, 0)) {
        sockaddr_in addr{};
        addr.sin_family = AF_INET;
        addr.sin_port = htons(static_cast<std::uint16_t>(port));
        addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        connected_ = ::connect(fd_, reinterpret_cast<sockaddr*>(&addr), sizeof addr) == 0;
        timeval tv{5, 0};
        ::setsockopt(fd_, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
    }
    raw_client(const raw_client&) = delete;
    raw_client& operator=(const raw_client&) = delete;
    ~raw_client() { ::close(fd_); }

    bool connected() const { return connected_; }
    /// What has come so far, without waiting.
    std::string available() {
        char buf[4096];
        const auto n = ::recv(fd_, buf, sizeof buf, MSG_DONTWAIT);
        return n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : std::string();
    }
    bool send(const std::string& s) {
        return ::send(fd_, s.data(), s.size(), MSG_NOSIGNAL) == static_cast<ssize_t>(s.size());
    }
    /// Reads until `stop` is in what came, the server closes, or 5 s pass.
    std::string receive(std::string_view stop = "\n\n") {
        std::string got;
        char buf[4096];
        ssize_t n = 0;
        while (got.find(stop) == std::string::npos && (n = ::recv(fd_, buf, sizeof buf, 0)) > 0) {
            got.append(buf, static_cast<std::size_t>(n));
        }
        return got;
    }

private:
    int fd_;
    bool connected_ = false;
};

TEST_F(serve, a_body_of_any_content_type_is_taken_to_the_limit) {
    std::string body;
    for (int i = 0; i < 400; ++i) body += "{\"id\": " + std::to_string(i) + ", \"hand\": \"1m\"}\n";
    ASSERT_GT(body.size(), 8192u);
    for (const char* type : {"application/x-www-form-urlencoded", "multipart/form-data",
                             "text/plain", "application/json"}) {
        auto r = server_->client().Post("/api/batch", body, type);
        ASSERT_TRUE(r) << type;
        EXPECT_EQ(r->status, 200) << type;
        EXPECT_EQ(r->body, batch_answers(body)) << type;
    }
    auto big = server_->client().Post("/api/batch", std::string(4 * 1024 * 1024 + 1, '1'),
                                      "application/x-www-form-urlencoded");
    ASSERT_TRUE(big);
    EXPECT_EQ(big->status, 413);
    EXPECT_EQ(big->body,
              "{\"error\":\"line_too_long: a body is limited to 4 MiB (4194304 bytes); this one is "
              "4194305 bytes\"}\n");
    EXPECT_EQ(big->get_header_value("X-Content-Type-Options"), "nosniff");
    expect_healthy();
}

TEST_F(serve, methods_a_path_does_not_take_are_405_with_allow) {
    auto c = server_->client();
    const std::vector<std::pair<httplib::Result, std::string>> answers = [&] {
        std::vector<std::pair<httplib::Result, std::string>> v;
        v.emplace_back(c.Put("/api/batch", "1m\n", "text/plain"), "POST");
        v.emplace_back(c.Patch("/api/batch", "1m\n", "text/plain"), "POST");
        v.emplace_back(c.Delete("/api/batch"), "POST");
        v.emplace_back(c.Options("/api/batch"), "POST");
        v.emplace_back(c.Post("/api/health", "x", "text/plain"), "GET, HEAD");
        v.emplace_back(c.Delete("/api/health"), "GET, HEAD");
        v.emplace_back(c.Post("/", "x", "text/plain"), "GET, HEAD");
        v.emplace_back(c.Put("/index.html", "x", "text/plain"), "GET, HEAD");
        return v;
    }();
    for (const auto& [r, allow] : answers) {
        ASSERT_TRUE(r);
        EXPECT_EQ(r->status, 405) << allow;
        EXPECT_EQ(r->get_header_value("Allow"), allow);
        EXPECT_EQ(r->get_header_value("X-Content-Type-Options"), "nosniff");
        EXPECT_EQ(r->body.rfind("{\"error\":\"invalid_value: /", 0), 0u) << r->body;
    }
    auto head = c.Head("/api/health");
    ASSERT_TRUE(head);
    EXPECT_EQ(head->status, 200);
    expect_healthy();
}

TEST_F(serve, paths_with_jokers_and_nuls) {
    {
        raw_client raw(server_->port());
        ASSERT_TRUE(raw.connected());
        ASSERT_TRUE(raw.send("GET /?hand=123m456p789s1122z?? HTTP/1.1\r\nHost: x\r\n\r\n"));
        const auto got = raw.receive("</title>");
        EXPECT_EQ(got.rfind("HTTP/1.1 200 ", 0), 0u) << got;
        EXPECT_NE(got.find("X-Content-Type-Options: nosniff"), std::string::npos);
        EXPECT_NE(got.find("<title>hupai</title>"), std::string::npos);
    }
    auto c = server_->client();
    for (const char* path : {"/index.html%00.js", "/src/app.js%00.html", "/%0a"}) {
        auto r = c.Get(path);
        ASSERT_TRUE(r) << path;
        EXPECT_EQ(r->status, 400) << path;
        EXPECT_EQ(r->get_header_value("Content-Type"), "application/json") << path;
    }
    auto page = c.Get("/index.html");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->get_header_value("Content-Type"), "text/html");
    EXPECT_EQ(page->get_header_value("X-Content-Type-Options"), "nosniff");
    auto missing = c.Get("/no.js");
    ASSERT_TRUE(missing);
    EXPECT_EQ(missing->status, 404);
    EXPECT_EQ(missing->get_header_value("X-Content-Type-Options"), "nosniff");
}

// A client that asks "Expect: 100-continue" gets it before it sends its body.
TEST_F(serve, expect_100_continue) {
    raw_client raw(server_->port());
    ASSERT_TRUE(raw.connected());
    ASSERT_TRUE(
        raw.send("POST /api/batch HTTP/1.1\r\nHost: x\r\nContent-Length: 19\r\n"
                 "Expect: 100-continue\r\n\r\n"));
    EXPECT_EQ(raw.receive("\r\n\r\n"), "HTTP/1.1 100 Continue\r\n\r\n");
    ASSERT_TRUE(raw.send("123m456p789s11122z\n"));
    const auto got = raw.receive("}\n");
    EXPECT_EQ(got.rfind("HTTP/1.1 200 ", 0), 0u) << got;
    EXPECT_NE(got.find(batch_answers("123m456p789s11122z\n")), std::string::npos) << got;
}

// More clients than workers (8) that send a header line now and then, or nothing: none holds a
// worker, so a health check and a POST are answered at once.
TEST_F(serve, slow_clients_hold_no_worker) {
    std::vector<std::unique_ptr<raw_client>> slow;
    for (int i = 0; i < 24; ++i) {
        slow.push_back(std::make_unique<raw_client>(server_->port()));
        ASSERT_TRUE(slow.back()->connected());
        if (i % 2 == 0) {
            ASSERT_TRUE(slow.back()->send("POST /api/batch HTTP/1.1\r\nX: 1\r\n"));
        }
    }
    for (int round = 0; round < 3; ++round) {
        const auto start = std::chrono::steady_clock::now();
        expect_healthy();
        auto r = post("123m456p789s11122z\n");
        ASSERT_TRUE(r);
        EXPECT_EQ(r->status, 200);
        EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
        for (int i = 0; i < 24; i += 2) slow[static_cast<std::size_t>(i)]->send("X: 2\r\n");
        std::this_thread::sleep_for(std::chrono::milliseconds(200));
    }
}

// A request that trickles in is dropped 10 s after its first byte with a 408, however often a
// header line comes.
TEST_F(serve, a_request_must_arrive_whole_within_its_deadline) {
    raw_client raw(server_->port());
    ASSERT_TRUE(raw.connected());
    const auto start = std::chrono::steady_clock::now();
    ASSERT_TRUE(raw.send("POST /api/batch HTTP/1.1\r\n"));
    std::string got;
    for (int i = 0; i < 30 && got.empty(); ++i) {
        raw.send("X-Slow: " + std::to_string(i) + "\r\n");
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        got = raw.available();
    }
    const auto waited = std::chrono::steady_clock::now() - start;
    EXPECT_EQ(got.rfind("HTTP/1.1 408 ", 0), 0u) << got;
    EXPECT_GT(waited, std::chrono::seconds(9));
    EXPECT_LT(waited, std::chrono::seconds(12));
}

// SIGTERM with slow and silent connections open stops at once.
TEST(serve_stop, sigterm_with_slow_clients_open_is_prompt) {
    server s;
    ASSERT_GT(s.port(), 0);
    std::vector<std::unique_ptr<raw_client>> slow;
    for (int i = 0; i < 40; ++i) {
        slow.push_back(std::make_unique<raw_client>(s.port()));
        if (i % 2 == 0) slow.back()->send("GET / HTTP/1.1\r\nX: 1\r\n");
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const auto start = std::chrono::steady_clock::now();
    const auto [status, rest] = s.stop();
    EXPECT_EQ(status, 0);
    EXPECT_EQ(rest, "hupai serve: stopped\n");
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

}  // namespace
