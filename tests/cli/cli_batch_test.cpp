// `hupai batch` (docs/CLI.md): round trips in every notation, the JSON shape of every op, ids,
// per-line rules, error lines, order under -j 2, interactive flushing, the malformed-input table
// through the binary, and the answerer's JSON writer and canonical echo in process.
#include <gtest/gtest.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "answer.hpp"
#include "cli_support.hpp"
#include "display.hpp"
#include "hand_writers.hpp"
#include "hupai/notation.hpp"
#include "json_writer.hpp"
#include "malformed_inputs.hpp"
#include "test_support.hpp"

extern char** environ;

namespace {

using namespace hupai::cli_test;

// ---------------------------------------------------------------------------------------------
// batch

TEST(CliBatch, EveryNotationComesBackCanonical) {
    // 123m 456p 789s 111z 22z in five notations (numeric codes: 401 东, 403 南).
    const std::string canonical = "123m456p789s11122z";
    const std::string input =
        "123m456p789s11122z\n"
        "🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀀🀁🀁\n"
        "一万二万三万四筒五筒六筒七条八条九条东东东南南\n"
        "101 102 103 204 205 206 307 308 309 401 401 401 403 403\n"
        "{\"hand\": \"2m1m3m 4p5p6p 9s8s7s 1z1z1z2z2z\", \"notation\": \"mpsz\"}\n"
        "{\"hand\": \"🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀀🀁🀁\", \"notation\": \"unicode\"}\n"
        "{\"hand\": \"一万 二万 三万 四饼 五筒 六筒 七索 八条 九条 东 东 东 南 南\", "
        "\"notation\": \"chinese\"}\n"
        "{\"hand\": \"101,102,103,204,205,206,307,308,309,401,401,401,403,403\", "
        "\"notation\": \"codes\"}\n"
        "{\"hand\": \"ABC456ghiDDDEE\", \"notation\": \"mediatek\", \"rules\": \"mediatek\"}\n";
    const auto o = run_cli({"batch"}, input);
    ASSERT_EQ(o.status, 0) << o.out;
    const auto answers = json_lines(o.out);
    ASSERT_EQ(answers.size(), 9u);
    for (std::size_t i = 0; i + 1 < answers.size(); ++i) {
        EXPECT_EQ(answers[i].at("hand"), canonical) << i;
        EXPECT_EQ(answers[i].at("win"), true) << i;
    }
    EXPECT_EQ(answers[8].at("hand"), "12344455m456p789s");
    EXPECT_EQ(answers[8].at("win"), true);
}

TEST(CliBatch, DefaultAnswersHoldExactlyTheContractKeys) {
    const auto o = run_cli({"batch", "--rules", "riichi"},
                           "123m456p789s11122z\n1112345678999m\n{\"id\": 5, \"hand\": \"11m\"}\n");
    ASSERT_EQ(o.status, 0) << o.out;
    const auto a = json_lines(o.out);
    ASSERT_EQ(a.size(), 3u);
    EXPECT_EQ(keys_of(a[0]), (std::set<std::string>{"hand", "size", "win", "forms", "shanten"}));
    EXPECT_EQ(a[0].at("size"), 14);
    EXPECT_EQ(a[0].at("forms"), json::array({"standard"}));
    EXPECT_EQ(keys_of(a[1]),
              (std::set<std::string>{"hand", "size", "waits", "karaten", "shanten"}));
    EXPECT_EQ(a[1].at("size"), 13);
    EXPECT_EQ(keys_of(a[2]),
              (std::set<std::string>{"id", "hand", "size", "win", "forms", "shanten"}));
    EXPECT_EQ(a[2].at("id"), 5);
    EXPECT_EQ(a[2].at("size"), 2);
}

TEST(CliBatch, JsonShapeOfEveryOp) {
    auto ask = [](const std::string& hand, const std::vector<std::string>& ops) {
        const json line = {{"id", "x"}, {"hand", hand}, {"ops", ops}};
        const auto o = run_cli({"batch"}, line.dump() + "\n");
        EXPECT_EQ(o.status, 0) << o.out;
        return json::parse(o.out);
    };
    const std::string win14 = "123m456p789s11122z";
    // The contract's op list has no "forms": its answer to "win" holds the forms beside it.
    auto j = ask(win14, {"win"});
    EXPECT_EQ(keys_of(j), (std::set<std::string>{"id", "hand", "size", "win", "forms"}));
    EXPECT_TRUE(j.at("win").is_boolean());
    EXPECT_EQ(j.at("forms"), json::array({"standard"}));

    j = ask(win14, {"forms"});
    EXPECT_EQ(keys_of(j), (std::set<std::string>{"id", "hand", "size", "forms"}));
    EXPECT_EQ(j.at("forms"), json::array({"standard"}));

    j = ask(win14, {"shanten"});
    EXPECT_EQ(keys_of(j),
              (std::set<std::string>{"id", "hand", "size", "shanten", "shanten_by_form"}));
    EXPECT_EQ(j.at("shanten"), -1);
    EXPECT_EQ(j.at("shanten_by_form").at("standard"), -1);

    j = ask("123m456p789s1112z", {"waits"});
    EXPECT_EQ(keys_of(j),
              (std::set<std::string>{"id", "hand", "size", "waits", "karaten", "shapes"}));
    EXPECT_EQ(j.at("waits"), json::array({"2z"}));
    EXPECT_EQ(j.at("shapes"), (json{{"2z", {"single"}}}));

    j = ask(win14, {"decompose"});
    EXPECT_EQ(keys_of(j), (std::set<std::string>{"id", "hand", "size", "decompositions"}));
    ASSERT_EQ(j.at("decompositions").size(), 1u);
    const auto& d = j.at("decompositions")[0];
    EXPECT_EQ(keys_of(d), (std::set<std::string>{"form", "groups", "wild"}));
    auto groups = d.at("groups").get<std::vector<std::string>>();
    std::sort(groups.begin(), groups.end());
    EXPECT_EQ(groups, (std::vector<std::string>{"111z", "123m", "22z", "456p", "789s"}));
    EXPECT_EQ(d.at("wild"), json::array());

    j = ask("1112345678999m5z", {"analyze"});
    EXPECT_EQ(keys_of(j), (std::set<std::string>{"id", "hand", "size", "analysis"}));
    EXPECT_EQ(keys_of(j.at("analysis")[0]),
              (std::set<std::string>{"discard", "shanten", "improving", "unseen", "total"}));

    j = ask(win14, {"win", "forms", "shanten", "decompose", "analyze"});
    EXPECT_EQ(keys_of(j), (std::set<std::string>{"id", "hand", "size", "win", "forms", "shanten",
                                                 "shanten_by_form", "decompositions", "analysis"}));
}

TEST(CliBatch, EveryOpAtOnceAnswersWhatTheSizeAllows) {
    // The contract's example line asks all five ops; no hand is both 3n+2 and 3n+1 outside
    // kongs_in_hand, so the ops the size cannot answer are left out instead of failing the line.
    const std::string all = R"("ops": ["win", "shanten", "waits", "decompose", "analyze"])";
    const std::string input = "{\"id\": 1, \"hand\": \"123m456p789s11122z\", " + all +
                              "}\n{\"id\": 2, \"hand\": \"1112345678999m\", " + all +
                              "}\n{\"id\": 3, \"hand\": \"1112345678999m\", \"ops\": "
                              "[\"win\", \"decompose\"]}\n";
    const auto o = run_cli({"batch"}, input);
    EXPECT_EQ(o.status, 1);  // line 3: nothing it asks fits 13 tiles
    const auto a = json_lines(o.out);
    ASSERT_EQ(a.size(), 3u) << o.out;
    EXPECT_EQ(keys_of(a[0]),
              (std::set<std::string>{"id", "hand", "size", "win", "forms", "shanten",
                                     "shanten_by_form", "decompositions", "analysis"}));
    EXPECT_EQ(a[0].at("win"), true);
    // analyze of a 3n+1 hand: its improving draws.
    EXPECT_EQ(keys_of(a[1]),
              (std::set<std::string>{"id", "hand", "size", "shanten", "shanten_by_form", "waits",
                                     "karaten", "shapes", "draws"}));
    EXPECT_EQ(a[1].at("waits").size(), 9u);
    EXPECT_EQ(a[2].at("error").get<std::string>().rfind("wrong_hand_size: ", 0), 0u);
}

TEST(CliBatch, IdIsEchoedAsWritten) {
    // "id": any JSON, echoed: an integer beyond 64 bits keeps its digits, an object its key
    // order, a number its spelling; a later "id" wins as in the parsed object.
    const std::string input =
        "{\"id\": 123456789012345678901234567890, \"hand\": \"11m\"}\n"
        "{\"id\": {\"b\": 1, \"a\": [2, \"x,}]\"]}, \"hand\": \"11m\"}\n"
        "{\"x\": {\"id\": 3}, \"id\": 1.50, \"hand\": \"11m\"}\n"
        "{\"id\": 1, \"hand\": \"11m\", \"\\u0069d\": \"last\"}\n";
    const auto o = run_cli({"batch"}, input);
    ASSERT_EQ(o.status, 0) << o.out;
    const auto l = lines_of(o.out);
    ASSERT_EQ(l.size(), 4u) << o.out;
    EXPECT_EQ(l[0].rfind("{\"id\":123456789012345678901234567890,\"hand\":\"11m\"", 0), 0u) << l[0];
    EXPECT_EQ(l[1].rfind("{\"id\":{\"b\": 1, \"a\": [2, \"x,}]\"]},\"hand\"", 0), 0u) << l[1];
    EXPECT_EQ(l[2].rfind("{\"id\":1.50,\"hand\"", 0), 0u) << l[2];
    EXPECT_EQ(l[3].rfind("{\"id\":\"last\",\"hand\"", 0), 0u) << l[3];
}

TEST(CliBatch, ShantenNoFormAppliesToIsNull) {
    // With standard switched off nothing can complete 11m: no shanten number, not a sentinel.
    const auto o = run_cli({"shanten", "11m", "--standard", "false", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("shanten"), nullptr);
    EXPECT_EQ(j.at("shanten_by_form"), json::object());
    const auto b = run_cli({"batch"}, R"({"hand": "11m", "flags": {"standard": false}})"
                                      "\n");
    EXPECT_EQ(json::parse(b.out).at("shanten"), nullptr) << b.out;
}

TEST(CliBatch, RulesWildAndFlagsPerLine) {
    const std::string input =
        "{\"id\": 1, \"hand\": \"1111m2233p4455s66z\"}\n"
        "{\"id\": 2, \"hand\": \"1111m2233p4455s66z\", \"flags\": {\"seven_pairs_quads\": false}}\n"
        "{\"id\": 3, \"hand\": \"1111m2233p4455s66z\", \"rules\": \"riichi\"}\n"
        "{\"id\": 4, \"hand\": \"123m456p78s11555z7z\", \"wild\": [\"7z\"]}\n"
        "{\"id\": 5, \"hand\": \"123m456p78s11555z7z\", \"wild\": \"7z\"}\n"
        "{\"id\": 6, \"hand\": \"123m456p78s11555z7z\"}\n"
        "{\"id\": 7, \"hand\": \"AAAABBBBCCCCDDDD88\", \"notation\": \"mediatek\", "
        "\"rules\": \"mediatek\"}\n"
        "{\"id\": 8, \"hand\": \"AAAABBBBCCCCDDDD88\", \"notation\": \"mediatek\", "
        "\"flags\": {\"kongs-in-hand\": true}}\n"
        "{\"id\": 9, \"hand\": \"AADDFF1133aagg\", \"rules\": \"mediatek\"}\n";
    const auto o = run_cli({"batch"}, input);
    ASSERT_EQ(o.status, 0) << o.out;
    const auto a = json_lines(o.out);
    ASSERT_EQ(a.size(), 9u);
    const std::vector<bool> wins = {true, false, false, true, true, false, true, true, true};
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].at("id"), static_cast<int>(i) + 1);
        EXPECT_EQ(a[i].at("win"), wins[i]) << a[i];
    }
    EXPECT_EQ(a[6].at("size"), 18);
}

TEST(CliBatch, RuijinFeiAndZhifei) {
    // Ruijin with 宝 = 407 (白, 5z): four 宝 is fei (no win); 13 tiles with three 宝 and
    // 1144m 1199p 56s is zhifei (one 宝 aside, 12 tiles make six pairs with the others).
    const std::string input =
        "{\"hand\": \"101 101 104 104 201 201 209 209 305 306 407 407 407 407\"}\n"
        "{\"hand\": \"101 101 104 104 201 201 209 209 305 306 407 407 407\"}\n"
        "{\"hand\": \"101 101 104 104 201 201 209 209 305 306 307 407 407 407\"}\n";
    const auto o = run_cli({"batch", "--rules", "ruijin", "--wild", "5z"}, input);
    ASSERT_EQ(o.status, 0) << o.out;
    const auto a = json_lines(o.out);
    ASSERT_EQ(a.size(), 3u);
    EXPECT_EQ(a[0].at("win"), false);
    EXPECT_EQ(a[0].at("fei"), true);
    EXPECT_EQ(a[1].at("zhifei"), true);
    EXPECT_FALSE(a[2].contains("fei"));
    EXPECT_EQ(a[2].at("win"), true);
}

TEST(CliBatch, ErrorLinesContinueAndSetTheExitStatus) {
    const std::string input =
        "123m456p789s11122z\n"
        "123m456p789s11x\n"
        "{\"id\": \"a\", \"hand\": \"8z\"}\n"
        "{\"id\": \"b\", \"hand\": \"11m\", \"ops\": [\"fly\"]}\n"
        "{\"id\": \"c\", \"hand\": \"11m\", \"rules\": \"nope\"}\n"
        "{\"id\": \"d\", \"hand\": \"1112345678999m\", \"ops\": [\"win\"]}\n"
        "{\"id\": [1, {\"k\": null}], \"hand\": 5}\n"
        "{broken\n"
        "[1, 2]\n"
        "\n"
        "\r\n"
        "11m\r\n"
        "11m";  // no final newline: still a line
    const auto o = run_cli({"batch"}, input);
    EXPECT_EQ(o.status, 1);
    const auto a = json_lines(o.out);
    ASSERT_EQ(a.size(), 11u) << o.out;
    EXPECT_EQ(a[0].at("win"), true);
    auto error_of = [&](std::size_t i) { return a[i].at("error").get<std::string>(); };
    EXPECT_EQ(error_of(1).rfind("unknown_character: ", 0), 0u);
    EXPECT_EQ(a[1].at("id"), nullptr);
    EXPECT_EQ(error_of(2).rfind("invalid_tile: ", 0), 0u);
    EXPECT_EQ(a[2].at("id"), "a");
    EXPECT_EQ(error_of(3).rfind("unknown_op: ", 0), 0u);
    EXPECT_EQ(error_of(4).rfind("unknown_preset: ", 0), 0u);
    EXPECT_EQ(error_of(5).rfind("wrong_hand_size: ", 0), 0u);
    EXPECT_EQ(a[6].at("id"), json::parse("[1, {\"k\": null}]"));
    EXPECT_EQ(error_of(6).rfind("invalid_json: ", 0), 0u);
    EXPECT_EQ(error_of(7).rfind("invalid_json: ", 0), 0u);
    // A line starting with '[' is a hand (melds come first when there are no concealed tiles).
    EXPECT_EQ(keys_of(a[8]), (std::set<std::string>{"id", "error"}));
    EXPECT_EQ(a[9].at("hand"), "11m");
    EXPECT_EQ(a[10].at("hand"), "11m");

    EXPECT_EQ(run_cli({"batch"}, "11m\n22p\n").status, 0);
    EXPECT_EQ(run_cli({"batch"}, "").status, 0);
}

TEST(CliBatch, OverlongLinesAreAnsweredAndSkipped) {
    const std::string huge(70000, '1');
    const std::string object = "{\"id\": \"" + huge + "\", \"hand\": \"11m\"}";
    // A line far past the read buffer, one ended by a lone '\r' and one cut by EOF: each answer
    // gives the line's true length, with -j 1 and -j 2 alike.
    const std::string input = std::string(1001, ' ') + "11m\n" + huge + "\n" + object + "\n11m\n" +
                              std::string(3'000'000, '2') + "\r\n" + huge + "\r" + "22m\n" + huge;
    const auto limited = [](std::size_t n) {
        return "line_too_long: a batch line is limited to 65536 bytes; this one is " +
               std::to_string(n);
    };
    for (const char* jobs : {"1", "2"}) {
        const auto o = run_cli({"batch", "-j", jobs}, input);
        EXPECT_EQ(o.status, 1);
        const auto a = json_lines(o.out);
        ASSERT_EQ(a.size(), 8u) << jobs;
        EXPECT_EQ(a[0].at("error"), "line_too_long: 1004 bytes (at most 1000) at byte 1000");
        EXPECT_EQ(a[1].at("error"), limited(70000));
        EXPECT_EQ(a[2].at("error"), limited(object.size()));
        EXPECT_EQ(a[3].at("hand"), "11m");
        EXPECT_EQ(a[4].at("error"), limited(3'000'000));
        EXPECT_EQ(a[5].at("error"), limited(70000));
        EXPECT_EQ(a[6].at("hand"), "22m");
        EXPECT_EQ(a[7].at("error"), limited(70000));
    }
}

std::string numbered_lines(int n) {
    // Every 7th line is bad; the others cycle through answers of different lengths.
    const char* hands[] = {"123m456p789s11122z",
                           "1112345678999m",
                           "19m19p19s1234567z",
                           "147m258p369s12345z",
                           "11m",
                           "{\"hand\": \"2233m\", \"ops\": [\"shanten\"]}"};
    std::string input;
    for (int i = 0; i < n; ++i) {
        if (i % 7 == 3) {
            input += "{\"id\": " + std::to_string(i) + ", \"hand\": \"9z\"}\n";
        } else if (i % 2 == 0) {
            input += "{\"id\": " + std::to_string(i) + ", \"hand\": \"" +
                     std::string(hands[i % 5]) + "\"}\n";
        } else {
            input += std::string(hands[i % 6]) + "\n";
        }
    }
    return input;
}

TEST(CliBatch, TwoJobsKeepTheOrder) {
    const int n = 40000;
    const std::string input = numbered_lines(n);
    const auto one = run_cli({"batch"}, input);
    const auto two = run_cli({"batch", "-j", "2"}, input);
    const auto three = run_cli({"batch", "--jobs=3"}, input);
    EXPECT_EQ(one.status, 1);
    EXPECT_EQ(two.status, 1);
    EXPECT_EQ(lines_of(one.out).size(), static_cast<std::size_t>(n));
    EXPECT_TRUE(one.out == two.out) << "-j 2 differs from -j 1";
    EXPECT_TRUE(one.out == three.out) << "-j 3 differs from -j 1";
    const auto a = json_lines(two.out);
    for (int i = 0; i < n; i += 2) ASSERT_EQ(a[static_cast<std::size_t>(i)].at("id"), i);
}

TEST(CliBatch, ProgressGoesToStandardError) {
    const auto o = run_cli({"batch", "--progress", "-j2"}, numbered_lines(1000));
    EXPECT_EQ(lines_of(o.out).size(), 1000u);
    EXPECT_NE(o.err.find("1000 lines"), std::string::npos) << o.err;
    EXPECT_NE(o.err.find("lines/s"), std::string::npos) << o.err;
    for (const auto& line : lines_of(o.out)) EXPECT_EQ(line.front(), '{');
}

// A caller that writes a line and waits gets its answer before sending more (flush when no more
// input is ready), with one worker and with two.
TEST(CliBatch, InteractiveCallerSeesEachAnswerAtOnce) {
    for (const char* jobs : {"1", "2"}) {
        int to_child[2], from_child[2];
        ASSERT_EQ(::pipe(to_child), 0);
        ASSERT_EQ(::pipe(from_child), 0);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_adddup2(&actions, to_child[0], 0);
        posix_spawn_file_actions_adddup2(&actions, from_child[1], 1);
        posix_spawn_file_actions_addclose(&actions, to_child[1]);
        posix_spawn_file_actions_addclose(&actions, from_child[0]);
        std::string path = HUPAI_CLI_PATH;
        std::string batch = "batch", j = "-j", n = jobs;
        char* argv[] = {path.data(), batch.data(), j.data(), n.data(), nullptr};
        pid_t pid = 0;
        ASSERT_EQ(::posix_spawn(&pid, path.c_str(), &actions, nullptr, argv, environ), 0);
        posix_spawn_file_actions_destroy(&actions);
        ::close(to_child[0]);
        ::close(from_child[1]);

        auto ask = [&](const std::string& line) {
            const std::string text = line + "\n";
            EXPECT_EQ(::write(to_child[1], text.data(), text.size()),
                      static_cast<ssize_t>(text.size()));
            std::string answer;
            while (answer.empty() || answer.back() != '\n') {
                pollfd p{from_child[0], POLLIN, 0};
                if (::poll(&p, 1, 10000) <= 0) return std::string("(no answer within 10 s)");
                char buf[4096];
                const ssize_t got = ::read(from_child[0], buf, sizeof buf);
                if (got <= 0) return std::string("(closed)");
                answer.append(buf, static_cast<std::size_t>(got));
            }
            return answer;
        };
        EXPECT_EQ(json::parse(ask("123m456p789s11122z")).at("win"), true) << jobs;
        EXPECT_EQ(json::parse(ask("{\"id\": 2, \"hand\": \"11m\"}")).at("id"), 2) << jobs;
        ::close(to_child[1]);
        int status = 0;
        ::waitpid(pid, &status, 0);
        ::close(from_child[0]);
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << jobs;
    }
}

// ---------------------------------------------------------------------------------------------
// The malformed-input table, through the binary: as command-line hands and as batch lines.

TEST(CliMalformed, EveryEntryIsAnErrorNamingItsCode) {
    using hupai::testing::malformed_inputs;
    std::map<std::string, std::vector<const hupai::testing::malformed_input*>> by_notation;
    for (const auto& m : malformed_inputs) by_notation[std::string(m.notation)].push_back(&m);
    for (const auto& [notation, entries] : by_notation) {
        std::string input;
        for (const auto* m : entries) input += std::string(m->input) + "\n";
        input += std::string(1001, '1') + "m\n";                   // line_too_long
        input += "{\"hand\": \"11m\", \"notation\": \"mpsz\"}\n";  // and the batch goes on
        const auto o = run_cli({"batch", "--notation", notation}, input);
        EXPECT_EQ(o.status, 1);
        const auto a = json_lines(o.out);
        ASSERT_EQ(a.size(), entries.size() + 2) << notation;
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string want = std::string(entries[i]->code) + ": ";
            EXPECT_EQ(a[i].at("error").get<std::string>().rfind(want, 0), 0u)
                << notation << " '" << entries[i]->input << "' → " << a[i];
        }
        EXPECT_EQ(a[entries.size()].at("error").get<std::string>().rfind("line_too_long: ", 0), 0u);
        EXPECT_TRUE(a.back().contains("hand")) << a.back();
    }
    for (const auto& m : malformed_inputs) {
        expect_rejected({"shanten", "--notation", std::string(m.notation), std::string(m.input)},
                        std::string(m.code));
    }
}

// ---------------------------------------------------------------------------------------------
// The core, in process: the JSON writer's escaping.

TEST(CliJsonWriter, EscapesAndRepairsUtf8) {
    hupai::cli::out_buffer out;
    hupai::cli::json_writer w(out);
    w.begin_object();
    w.key("s");
    w.value(std::string_view("a\"b\\c\n\x01 é 🀄 \xC0\xAF \xED\xA0\x80 \xF4\x90\x80\x80 \xE4\xB8"));
    w.key("n");
    w.value(-3);
    w.key("l");
    w.begin_array();
    w.value(true);
    w.null();
    w.begin_object();
    w.end_object();
    w.end_array();
    w.end_object();
    const auto j = json::parse(out.view());
    EXPECT_EQ(j.at("s"),
              "a\"b\\c\n\x01 é 🀄 \xEF\xBF\xBD\xEF\xBF\xBD \xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD "
              "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD \xEF\xBF\xBD\xEF\xBF\xBD");
    EXPECT_EQ(j.at("n"), -3);
    EXPECT_EQ(j.at("l"), json::parse("[true, null, {}]"));
}

// Doubles are written as printf's "%.17g" writes them (the documented form of every probability
// and expected score) and read back as the same double: probabilities, scores, their tiny and
// huge neighbours and random bit patterns.
TEST(CliJsonWriter, DoublesAsPercent17gThatReadBack) {
    hupai::testing::rng_t rng(20261129);
    std::vector<double> xs = {0.0,    -0.0,  1.0,  0.1,     1.0 / 3,  2.0 / 3,   1e-300,
                              5e-324, 1e300, 1e22, 1e21,    123456.0, 8000.5,    -2.5,
                              0.05,   1e-5,  1e-4, 9.99e-5, 1e16,     12345678.9};
    for (int i = 0; i < 20000; ++i) {
        const std::uint64_t bits = rng();
        double x;
        std::memcpy(&x, &bits, sizeof x);
        if (std::isfinite(x)) xs.push_back(x);
        xs.push_back(static_cast<double>(rng() % 1000000) / 997.0);
    }
    for (const double x : xs) {
        hupai::cli::out_buffer out;
        hupai::cli::json_writer w(out);
        w.value(x);
        char expected[40];
        std::snprintf(expected, sizeof expected, "%.17g", x);
        ASSERT_EQ(out.view(), expected);
        ASSERT_EQ(json::parse(out.view()).get<double>(), x) << expected;
    }
}

// Batch mode echoes input that is already canonical MPSZ instead of formatting the hand: the
// check must accept exactly format_hand's text. Random hands written canonically must pass;
// shuffled, split writings must pass only when they are format_hand's text.
TEST(CliCanonicalEcho, AcceptsExactlyFormatHandText) {
    namespace t = hupai::testing;
    t::rng_t rng(t::test_seed("CliCanonicalEcho", 20240611));
    t::hand_options o;
    o.melds = false;
    o.jokers = false;
    int accepted = 0;
    for (std::uint64_t i = 0; i < t::scaled(20000); ++i) {
        const auto h = t::random_hand(rng, o);
        const std::string canonical = hupai::format_hand(h);
        EXPECT_TRUE(hupai::cli::is_canonical_concealed(canonical)) << canonical;
        const std::string written = t::write_mpsz(h, rng);
        if (hupai::cli::is_canonical_concealed(written)) {
            ++accepted;
            EXPECT_EQ(written, canonical);
        }
    }
    EXPECT_GT(accepted, 0);
    for (const char* text : {"", "m", "1", "21m", "1m1m", "1p1m", "50m", "1m 2p", "1m?", "[1m]"}) {
        EXPECT_FALSE(hupai::cli::is_canonical_concealed(text)) << text;
    }
    EXPECT_TRUE(hupai::cli::is_canonical_concealed("1234055m1p9s1234567z12f"));
}

}  // namespace
