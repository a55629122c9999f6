// The habits of players coming from other tools, and what a new user ran into: a hand alone,
// standard input, shell redirections, line ends, the examples of the help and the README.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace {

using namespace hupai::cli_test;

// ---------------------------------------------------------------------------------------------
// The habits of players coming from other tools, and what a new user ran into

// Runs `shell` with every word "hupai" standing for the binary, under sh -c: redirections such
// as `< /tmp`, `> /dev/full` or `>&-` as a user types them. stderr is kept apart.
outcome run_shell(const std::string& shell) {
    std::string cmd;
    for (std::size_t at = 0; at < shell.size();) {
        const auto found = shell.find("hupai", at);
        const bool word = found != std::string::npos &&
                          (found == 0 || shell[found - 1] == ' ' || shell[found - 1] == '|') &&
                          (found + 5 == shell.size() || shell[found + 5] == ' ');
        if (found == std::string::npos) {
            cmd += shell.substr(at);
            break;
        }
        cmd += shell.substr(at, found - at) + (word ? quoted(HUPAI_CLI_PATH) : "hupai");
        at = found + 5;
    }
    const std::string err_path = temp_path("shell_err");
    return run_command_line("{ " + cmd + " ; } 2>" + quoted(err_path), err_path);
}

TEST(CliHabits, AHandAloneAnswersTheQuestionItsSizeAsks) {
    // 14 tiles: the discard analysis, as analyze prints it.
    const auto fourteen = run_cli({"34068m", "5678p", "23567s"});
    ASSERT_EQ(fourteen.status, 0) << fourteen.err;
    EXPECT_EQ(fourteen.out, run_cli({"analyze", "34068m", "5678p", "23567s"}).out);
    // 13 tiles: the waits, then the draws that improve it.
    const auto thirteen = run_cli({"34068m", "5678p", "2356s"});
    ASSERT_EQ(thirteen.status, 0) << thirteen.err;
    EXPECT_NE(thirteen.out.find("waits     none"), std::string::npos) << thirteen.out;
    EXPECT_EQ(tokens_after(thirteen.out, "improving").at(0), "13") << thirteen.out;
    const auto j = json::parse(run_cli({"34068m5678p2356s", "--json"}).out);
    EXPECT_EQ(j.at("shanten"), 2);
    EXPECT_EQ(j.at("draws").at("improving").size(), 13u);
    EXPECT_TRUE(j.contains("waits"));
    // Neither size: shanten, which takes any.
    EXPECT_EQ(tokens_after(run_cli({"34068m", "5678p"}).out, "shanten").at(0), "1");
    // A mistyped command is neither a command nor a hand.
    const auto typo = run_cli({"chek", "123m"});
    EXPECT_EQ(typo.status, 2);
    EXPECT_NE(typo.err.find("'chek' is neither a command"), std::string::npos) << typo.err;
}

TEST(CliHabits, AnalyzeOfThirteenTilesGivesTheImprovingDraws) {
    // 23m456p789s11122z: ready on 1m 4m; every draw that keeps it ready is no improvement, so
    // the improving draws are exactly the waits, 3 + 3 + … unseen.
    const auto o = run_cli({"analyze", "23m456p789s11122z"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "improving"),
              (std::vector<std::string>{"2", "kinds,", "8", "tiles", "unseen:", "1m×4", "4m×4"}));
    // Batch: "analyze" of a 3n+1 line is its "draws".
    const auto b = json_lines(run_cli({"batch"},
                                      "{\"hand\": \"23m456p789s11122z\", \"ops\": [\"analyze\"], "
                                      "\"visible\": [\"1m\", \"1m\", \"4m\"]}\n")
                                  .out);
    ASSERT_EQ(b.size(), 1u);
    EXPECT_EQ(b[0].at("draws").at("unseen"), (json{{"1m", 2}, {"4m", 3}}));
    EXPECT_EQ(b[0].at("draws").at("total"), 5);
}

TEST(CliHabits, VisibleTilesLowerTheUnseenCounts) {
    // 123m456p78s1122z39p: discarding 3p or 9p leaves a hand waiting on 6s 9s (and 1z 2z).
    const auto plain = json::parse(run_cli({"analyze", "123m456p78s1122z39p", "--json"}).out);
    const auto seen = json::parse(
        run_cli({"analyze", "123m456p78s1122z39p", "--json", "--visible", "6s6s [999s]"}).out);
    const auto unseen_of = [](const json& j, const std::string& discard, const std::string& t) {
        for (const auto& c : j.at("analysis")) {
            if (c.at("discard") == discard) return c.at("unseen").value(t, -1);
        }
        return -2;
    };
    EXPECT_EQ(unseen_of(plain, "3p", "6s"), 4);
    EXPECT_EQ(unseen_of(seen, "3p", "6s"), 2);
    EXPECT_EQ(unseen_of(plain, "3p", "9s"), 4);
    EXPECT_EQ(unseen_of(seen, "3p", "9s"), 1);
    // Text output too, and a bad tile list is bad input.
    EXPECT_NE(run_cli({"analyze", "123m456p78s1122z39p", "--visible", "6s6s"}).out.find("6s×2"),
              std::string::npos);
    expect_rejected({"analyze", "123m456p78s1122z39p", "--visible", "6x"}, "unknown_character");
    expect_rejected({"analyze", "123m456p78s1122z39p", "--visible", "?"}, "invalid_value");
    expect_rejected({"check", "123m456p789s11122z", "--visible", "1m"}, "invalid_value");
}

TEST(CliHabits, OneShotCommandsReadTheHandFromStandardInput) {
    const auto o = run_cli({"check"}, "123m456p789s11122z\n");
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "win").at(0), "yes:");
    // A byte order mark and a CRLF line end are no part of the hand.
    EXPECT_EQ(run_cli({"check"},
                      "\xEF\xBB\xBF"
                      "123m456p789s11122z\r\n")
                  .out,
              o.out);
    EXPECT_EQ(run_cli({"mediatek"}, "ABCeee345456DD\n").out, "GOOD\n");
    EXPECT_EQ(run_cli({}, "").status, 0);  // hupai alone is still the demo
    expect_rejected({"check"}, "empty_hand");
    const auto two = run_cli({"waits"}, "23m456p789s11122z\n123m456p789s1122z\n");
    EXPECT_EQ(two.status, 2);
    EXPECT_EQ(two.err.rfind("invalid_value: standard input holds 2 hands", 0), 0u) << two.err;
}

TEST(CliHabits, ErrorsUnderJsonAreJsonOnStdout) {
    expect_rejected_json({"check", "12x", "--json"}, "unknown_character");
    expect_rejected_json({"census", "--tiles", "99", "--json"}, "invalid_value");
    expect_rejected_json({"check", "11m", "--rules", "nope", "--json"}, "unknown_preset");
    expect_rejected_json({"batch", "--json"}, "invalid_value");  // batch is always JSON
}

TEST(CliHabits, UnwritableOutputAndUnreadableInputExitThree) {
    const std::vector<std::string> commands = {"hupai check 123m456p789s11122z",
                                               "hupai waits 1112345678999m",
                                               "hupai shanten 147m258p369s1234z",
                                               "hupai analyze 123m456p78s1122z39p",
                                               "hupai 34068m5678p2356s",
                                               "hupai census --tiles 2",
                                               "hupai mediatek ABCeee345456DD",
                                               "hupai --help",
                                               "hupai",
                                               "hupai --version",
                                               "hupai check 1x --json",
                                               "echo 123m456p789s11122z | hupai batch",
                                               "echo 123m456p789s11122z | hupai batch -j 2"};
    for (const auto& c : commands) {
        for (const char* redirect : {" > /dev/full", " >&-"}) {
            const auto o = run_shell(c + redirect);
            EXPECT_EQ(o.status, 3) << c << redirect << " → " << o.err;
            EXPECT_NE(o.err.find("cannot write"), std::string::npos) << c << redirect;
        }
    }
    for (const char* c : {"hupai batch < /tmp", "hupai check < /tmp", "hupai batch -j 2 < /tmp"}) {
        const auto o = run_shell(c);
        EXPECT_EQ(o.status, 3) << c;
        EXPECT_NE(o.err.find("cannot read"), std::string::npos) << c << " → " << o.err;
    }
    // Batch: a line answered with an error is 1, a failed write 3.
    EXPECT_EQ(run_shell("echo 1x | hupai batch").status, 1);
    EXPECT_EQ(run_shell("echo 1x | hupai batch > /dev/full").status, 3);
}

TEST(CliHabits, BatchLineEnds) {
    // A NUL inside a JSON line is an error, not its end; a byte order mark is skipped; a lone
    // CR ends a line as LF and CRLF do.
    std::string line = "{\"hand\": \"123m456p789s11122z\"}";
    line += '\0';
    line += " junk\n";
    const auto nul = json_lines(run_cli({"batch"}, line).out);
    ASSERT_EQ(nul.size(), 1u);
    EXPECT_EQ(nul[0].at("error").get<std::string>().rfind("invalid_json: a NUL byte", 0), 0u);
    const auto o = run_cli({"batch"},
                           "\xEF\xBB\xBF"
                           "11m\r22m\r\n{\"hand\": \"33m\"}\r44m");
    EXPECT_EQ(o.status, 0) << o.out;
    const auto a = json_lines(o.out);
    ASSERT_EQ(a.size(), 4u) << o.out;
    for (std::size_t i = 0; i < a.size(); ++i) {
        EXPECT_EQ(a[i].at("hand"), std::string(2, static_cast<char>('1' + i)) + "m");
    }
    // The same through the parallel path.
    EXPECT_EQ(run_cli({"batch", "-j", "2"},
                      "\xEF\xBB\xBF"
                      "11m\r22m\r\n{\"hand\": \"33m\"}\r44m")
                  .out,
              o.out);
}

TEST(CliHabits, OptionsACommandCannotUseAreRefused) {
    expect_rejected({"mediatek", "ABCeee345456DD", "--rules", "riichi"}, "invalid_value");
    expect_rejected({"mediatek", "ABCeee345456DD", "--unicode"}, "invalid_value");
    expect_rejected({"census", "--tiles", "5", "--unicode"}, "invalid_value");
    expect_rejected({"census", "--tiles", "5", "--notation", "mpsz"}, "invalid_value");
    expect_rejected({"batch", "--unicode"}, "invalid_value");
    expect_rejected({"--rules", "riichi"}, "invalid_value");
    expect_rejected({"shanten", "11m", "--visible", "1m"}, "invalid_value");
    // --wild twice adds kinds; it never silently replaces the first.
    const auto both = run_cli({"waits", "1m", "--wild", "7z", "--wild", "6z"});
    EXPECT_EQ(tokens_after(both.out, "size"),
              (std::vector<std::string>{"1", "tile,", "chinese", "rules,", "wild", "6z,7z"}));
    EXPECT_EQ(run_cli({"waits", "1m", "--wild", "7z", "--set", "wild=6z"}).out, both.out);
}

TEST(CliHabits, CensusLabelsItsRuleOverrides) {
    const auto o = run_cli({"census", "--tiles", "2", "--rules", "riichi", "--standard", "false"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_NE(o.out.find("riichi rules, standard=false"), std::string::npos) << o.out;
    const auto j = json::parse(
        run_cli({"census", "--tiles", "2", "--rules", "riichi", "--standard", "false", "--json"})
            .out);
    EXPECT_EQ(j.at("flags"), (json{{"standard", "false"}}));
    EXPECT_FALSE(json::parse(run_cli({"census", "--tiles", "2", "--json"}).out).contains("flags"));
}

TEST(CliHabits, ACutDecompositionListSaysSo) {
    const auto j = json::parse(run_cli({"check", "??????????????", "--json"}).out);
    EXPECT_EQ(j.at("decompositions").size(), 1000u);
    EXPECT_EQ(j.at("truncated"), true);
    const auto text = run_cli({"check", "??????????????"}).out;
    EXPECT_NE(text.find("decompositions (the first 1000; there are more):"), std::string::npos);
    EXPECT_NE(text.find("cut at 1000 decompositions"), std::string::npos);
    EXPECT_FALSE(
        json::parse(run_cli({"check", "123m456p789s11122z", "--json"}).out).contains("truncated"));
}

TEST(CliHabits, MediatekAnswersThirteenTileWaitsAndShanten) {
    const auto w = run_cli({"waits", "ABCeee345456D", "--rules", "mediatek"});
    ASSERT_EQ(w.status, 0) << w.err;
    EXPECT_EQ(tokens_after(w.out, "shanten").at(0), "0");
    EXPECT_EQ(run_cli({"shanten", "ABCeee345456D", "--rules", "mediatek"}).status, 0);
    // 14 tiles without four of a kind: a hand to win with, not one that waits.
    expect_rejected({"waits", "ABCeee345456DD", "--rules", "mediatek"}, "wrong_hand_size");
    // 13 tiles and an in-hand kong: ready, never "complete" next to its waits.
    const auto kong = run_cli({"waits", "AAAABCeee34566", "--rules", "mediatek"});
    ASSERT_EQ(kong.status, 0) << kong.err;
    EXPECT_EQ(tokens_after(kong.out, "shanten").at(0), "0") << kong.out;
}

TEST(CliHabits, MessagesNameTheCommandsQuestion) {
    const auto analyze = run_cli({"analyze", "111234567899m"});
    EXPECT_EQ(analyze.status, 2);
    EXPECT_EQ(analyze.err.find("win check"), std::string::npos) << analyze.err;
    EXPECT_NE(analyze.err.find("analyze takes 3n+2"), std::string::npos) << analyze.err;
    EXPECT_NE(run_cli({"check", "1112345678999m"}).err.find("try hupai waits"), std::string::npos);
    EXPECT_NE(run_cli({"waits", "11123456789999m"}).err.find("try hupai check"), std::string::npos);
    // Singular words.
    const auto one = run_cli({"waits", "1m"});
    EXPECT_EQ(tokens_after(one.out, "size").at(1), "tile,");
    EXPECT_EQ(tokens_after(one.out, "waits"), (std::vector<std::string>{"1", "kind"}));
    // 制飞 says how many kinds it wins on, and lists them.
    const auto z = run_cli({"waits", "123m456p789s1255z", "--rules", "ruijin", "--wild", "5z"});
    const auto kinds = tokens_after(z.out, "waits").at(0);
    EXPECT_NE(z.out.find("wins on " + kinds + " kinds"), std::string::npos) << z.out;
}

// docs/CLI.md says in which order a decomposition's groups come, with an example: the output
// follows it.
TEST(CliHabits, TheDocumentedDecompositionOrderIsTheOutputs) {
    std::ifstream doc(std::string(HUPAI_SOURCE_DIR) + "/docs/CLI.md");
    std::stringstream text;
    text << doc.rdbuf();
    std::string all = text.str();
    for (auto& c : all) c = c == '\n' ? ' ' : c;
    const std::string marker = "so `";
    const auto at = all.find(marker + "123m456p789s11122z` reads `");
    ASSERT_NE(at, std::string::npos);
    const auto from = all.find("reads `", at) + 7;
    const std::string groups = all.substr(from, all.find('`', from) - from);
    const auto j = json::parse(run_cli({"check", "123m456p789s11122z", "--json"}).out);
    std::string shown;
    for (const auto& g : j.at("decompositions").at(0).at("groups")) {
        shown += (shown.empty() ? "" : " ") + g.get<std::string>();
    }
    EXPECT_EQ(shown, groups);
    EXPECT_NE(run_cli({"check", "123m456p789s11122z"}).out.find(groups), std::string::npos);
}

// Every example of the help texts and the README runs and exits 0; the README's console
// blocks print exactly what they show (those cut short with "…" are only run).
TEST(CliHabits, EveryExampleOfTheHelpAndTheReadmeWorks) {
    std::vector<std::string> examples;
    for (const char* c :
         {"", "check", "waits", "shanten", "analyze", "batch", "census", "mediatek"}) {
        const auto help = run_cli(c[0] != '\0' ? std::vector<std::string>{c, "--help"}
                                               : std::vector<std::string>{"--help"});
        for (const auto& line : lines_of(help.out)) {
            // An example is an indented line that starts with a command, or follows "e.g.".
            const auto indent = line.find_first_not_of(' ');
            if (indent == std::string::npos || indent < 2) continue;
            std::string e = line.substr(indent);
            if (const auto eg = e.find("e.g. hupai "); eg != std::string::npos) {
                e = e.substr(eg + 5);
            } else if (!e.starts_with("hupai ") && !e.starts_with("echo ") &&
                       !e.starts_with("printf ")) {
                continue;
            }
            // "hupai mediatek AAA123789             BAD": the verdict is a comment.
            if (const auto gap = e.find("   "); gap != std::string::npos) e.resize(gap);
            if (e.ends_with(")")) e.pop_back();  // "(e.g. hupai …)"
            bool placeholder = e.ends_with("|") || e.find_first_of("<>") != std::string::npos;
            for (const char* p : {"HAND", "STRING", "OPTIONS", "COMMAND", "TILES"}) {
                placeholder = placeholder || e.find(p) != std::string::npos;
            }
            if (!placeholder) examples.push_back(e);
        }
    }
    EXPECT_GT(examples.size(), 15u);
    for (const auto& e : examples) {
        const auto o = run_shell(e);
        EXPECT_EQ(o.status, 0) << e << " → " << o.err;
    }
    std::ifstream readme(std::string(HUPAI_SOURCE_DIR) + "/README.md");
    std::string line, command, shown;
    bool console = false;
    int run = 0;
    const auto finish = [&] {
        if (command.empty()) return;
        const auto o = run_shell(command);
        EXPECT_EQ(o.status, 0) << command << " → " << o.err;
        if (shown.find("…") == std::string::npos) {
            EXPECT_EQ(o.out, shown) << command;
        }
        ++run;
        command.clear();
        shown.clear();
    };
    while (std::getline(readme, line)) {
        if (line == "```console") {
            console = true;
        } else if (console && line == "```") {
            finish();
            console = false;
        } else if (console && line.rfind("$ ", 0) == 0) {
            finish();
            command = line.substr(2);
        } else if (console) {
            shown += line + "\n";
        }
    }
    EXPECT_GT(run, 8);
}

}  // namespace
