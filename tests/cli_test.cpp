// Drives the real `hupai` binary (docs/CLI.md): every command, help texts, exit statuses, the
// MediaTek samples of seed 004, batch round trips in every notation, error lines, order under
// -j 2, the JSON shape of every op, interactive flushing, and the malformed-input table.
// Expected verdicts are worked out by hand in the comments.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "answer.hpp"
#include "batch.hpp"
#include "display.hpp"
#include "hand_writers.hpp"
#include "hupai/notation.hpp"
#include "json_writer.hpp"
#include "malformed_inputs.hpp"
#include "test_support.hpp"

extern char** environ;

namespace {

using nlohmann::json;

struct outcome {
    std::string out;
    std::string err;
    int status = -1;
};

std::string quoted(const std::string& s) {
    std::string q = "'";
    for (const char c : s) {
        if (c == '\'') {
            q += "'\\''";
        } else {
            q += c;
        }
    }
    return q + "'";
}

std::string temp_path(const char* stem) {
    std::string path = ::testing::TempDir() + "hupai_cli_" + stem + "_XXXXXX";
    const int fd = ::mkstemp(path.data());
    if (fd >= 0) ::close(fd);
    return path;
}

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// Runs a shell command line whose stderr goes to `err_path`: its stdout, stderr and status.
outcome run_command_line(const std::string& cmd, const std::string& err_path) {
    outcome o;
    FILE* p = ::popen(cmd.c_str(), "r");
    if (p == nullptr) return o;
    char buf[65536];
    std::size_t n = 0;
    while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) o.out.append(buf, n);
    const int status = ::pclose(p);
    o.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    o.err = slurp(err_path);
    std::remove(err_path.c_str());
    return o;
}

// Runs the binary with `args` and `input` on standard input.
outcome run_cli(const std::vector<std::string>& args, const std::string& input = "") {
    const std::string in_path = temp_path("in");
    const std::string err_path = temp_path("err");
    {
        std::ofstream in(in_path, std::ios::binary);
        in << input;
    }
    std::string cmd = quoted(HUPAI_CLI_PATH);
    for (const auto& a : args) cmd += " " + quoted(a);
    cmd += " <" + quoted(in_path) + " 2>" + quoted(err_path);
    const outcome o = run_command_line(cmd, err_path);
    std::remove(in_path.c_str());
    return o;
}

std::vector<std::string> lines_of(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t at = 0;
    while (at < text.size()) {
        const auto nl = text.find('\n', at);
        if (nl == std::string::npos) {
            lines.push_back(text.substr(at));
            break;
        }
        lines.push_back(text.substr(at, nl - at));
        at = nl + 1;
    }
    return lines;
}

std::vector<json> json_lines(const std::string& text) {
    std::vector<json> v;
    for (const auto& line : lines_of(text)) v.push_back(json::parse(line));
    return v;
}

std::set<std::string> keys_of(const json& j) {
    std::set<std::string> k;
    for (const auto& [key, value] : j.items()) k.insert(key);
    return k;
}

// A bad command line: exit 2. Without --json nothing on stdout and one line on stderr starting
// with the code; with --json nothing on stderr and the error object on stdout.
void expect_refused(const std::vector<std::string>& args, const std::string& code, bool json_out) {
    const auto o = run_cli(args);
    std::string shown;
    for (const auto& a : args) shown += a + " ";
    EXPECT_EQ(o.status, 2) << shown;
    const std::string& message = json_out ? o.out : o.err;
    EXPECT_EQ(json_out ? o.err : o.out, "") << shown;
    ASSERT_EQ(lines_of(message).size(), 1u) << shown << "→ " << message;
    if (!json_out) {
        EXPECT_EQ(o.err.rfind(code + ": ", 0), 0u) << shown << "→ " << o.err;
        return;
    }
    const auto j = json::parse(o.out);
    EXPECT_TRUE(j.at("id").is_null()) << shown;
    EXPECT_EQ(j.at("error").get<std::string>().rfind(code + ": ", 0), 0u) << shown << o.out;
}

void expect_rejected(const std::vector<std::string>& args, const std::string& code) {
    expect_refused(args, code, false);
}
void expect_rejected_json(const std::vector<std::string>& args, const std::string& code) {
    expect_refused(args, code, true);
}

// The tokens of the text line that starts with `prefix` (after it), or empty.
std::vector<std::string> tokens_after(const std::string& text, const std::string& prefix) {
    for (const auto& line : lines_of(text)) {
        if (line.rfind(prefix, 0) != 0) continue;
        std::istringstream s(line.substr(prefix.size()));
        std::vector<std::string> t;
        std::string w;
        while (s >> w) t.push_back(w);
        return t;
    }
    return {};
}

// ---------------------------------------------------------------------------------------------
// Demo and help

TEST(CliDemo, ShowsEveryPresetWithVerdictsAndTheCommands) {
    const auto o = run_cli({});
    ASSERT_EQ(o.status, 0) << o.err;
    for (const char* s : {"Chinese rules", "Riichi", "Sichuan rules", "Ruijin rules",
                          "Chinese Official rules (gb", "MediaTek letters", "hupai --help"}) {
        EXPECT_NE(o.out.find(s), std::string::npos) << s;
    }
    // It speaks to players, not of where the samples came from.
    for (const char* s : {"Seed", "seed", "contest", "Test_", "case1"}) {
        EXPECT_EQ(o.out.find(s), std::string::npos) << s;
    }
    // Sichuan: two suits win, three do not.
    EXPECT_NE(o.out.find("123456789m11555p  →  win: standard"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("11123555m456p789s  →  no win"), std::string::npos) << o.out;
    // Four melds and a pair win; the Ruijin hand holding all four 宝 is fei; the letters' verdicts.
    EXPECT_NE(o.out.find("123555m123p12388s  →  win: standard"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("fei"), std::string::npos);
    EXPECT_NE(o.out.find("zhifei"), std::string::npos);
    EXPECT_NE(o.out.find("thirteen_lan"), std::string::npos);
    // gb: the knitted straight and the knitted honours win.
    EXPECT_NE(o.out.find("144567m258p369s77z  →  win: knitted_straight"), std::string::npos)
        << o.out;
    EXPECT_NE(o.out.find("win: honours_and_knitted"), std::string::npos) << o.out;
    const std::map<std::string, std::string> mediatek = {
        {"ABCeee345456DD", "GOOD"},   {"ABeeee345456DD", "BAD"},      {"AAAABC123456333", "BAD"},
        {"AADDFF1133aagg", "GOOD"},   {"AAAABBBBCCCCDDDD88", "GOOD"}, {"AAA123789", "BAD"},
        {"AAA111345666DEF88", "BAD"},
    };
    for (const auto& [hand, verdict] : mediatek) {
        EXPECT_EQ(tokens_after(o.out, "  " + hand), std::vector<std::string>{verdict}) << hand;
    }
    for (const char* c : {"check", "waits", "shanten", "analyze", "batch", "census", "mediatek"}) {
        EXPECT_NE(o.out.find(std::string("hupai ") + c), std::string::npos) << c;
    }
}

TEST(CliHelp, ListsEveryCommandWithAnExample) {
    for (const char* flag : {"--help", "-h"}) {
        const auto o = run_cli({flag});
        ASSERT_EQ(o.status, 0);
        for (const char* c : {"check HAND", "waits HAND", "shanten HAND", "analyze HAND", "batch",
                              "census --tiles N", "mediatek STRING"}) {
            EXPECT_NE(o.out.find(c), std::string::npos) << c;
        }
        EXPECT_NE(o.out.find("e.g. hupai check"), std::string::npos);
    }
}

TEST(CliHelp, EveryCommandTeachesUsageExamplesAndOptions) {
    for (const char* c :
         {"check", "waits", "shanten", "analyze", "score", "batch", "census", "mediatek"}) {
        const auto o = run_cli({c, "--help"});
        EXPECT_EQ(o.status, 0) << c;
        EXPECT_EQ(o.out.rfind(std::string("Usage: hupai ") + c, 0), 0u) << o.out;
        EXPECT_NE(o.out.find("Example"), std::string::npos) << c;
        if (std::string(c) != "mediatek") {
            EXPECT_NE(o.out.find("--rules PRESET"), std::string::npos) << c;
            EXPECT_NE(o.out.find("seven_pairs_quads"), std::string::npos) << c;
        }
    }
    EXPECT_NE(run_cli({"batch", "--help"}).out.find("-j, --jobs N"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// check

TEST(CliCheck, SeedZeroHandWinsWithOneDecomposition) {
    // 123m 123s 123p 555m 88s: pair 88s and four melds, nothing else fits.
    const auto o = run_cli({"check", "123m", "123s", "123p", "555m", "88s"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "hand"), std::vector<std::string>{"123555m123p12388s"});
    EXPECT_EQ(tokens_after(o.out, "win"), (std::vector<std::string>{"yes:", "standard"}));
    auto groups = tokens_after(o.out, "  standard");
    std::sort(groups.begin(), groups.end());
    EXPECT_EQ(groups, (std::vector<std::string>{"123m", "123p", "123s", "555m", "88s"}));
    EXPECT_NE(o.out.find("decompositions (1)"), std::string::npos) << o.out;
}

TEST(CliCheck, DeclaredMeldsKeepTheirBrackets) {
    // 11m 234p + [789s] [555z] (1111m): 5 concealed + 3 melds = 14, pair 11m, chow 234p.
    const auto o = run_cli({"check", "22m234p [789s] [555z] (1111m)"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "  standard"),
              (std::vector<std::string>{"22m", "234p", "[789s]", "[555z]", "(1111m)"}));
}

TEST(CliCheck, ANonWinningHandIsStillAnAnswer) {
    const auto o = run_cli({"check", "147m258p369s12345z"});
    EXPECT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "win").at(0).rfind("no", 0), 0u) << o.out;
    EXPECT_NE(o.out.find("shanten"), std::string::npos);
}

TEST(CliCheck, WrongSizeIsBadInput) {
    expect_rejected({"check", "1112345678999m"}, "wrong_hand_size");
    // --json asks the same questions: no partial object for a hand of the wrong size, but the
    // error object of batch mode, on stdout.
    expect_rejected_json({"check", "1112345678999m", "--json"}, "wrong_hand_size");
    expect_rejected_json({"analyze", "111234567899m", "--json"}, "wrong_hand_size");
    expect_rejected_json({"waits", "11123456789999m", "--json"}, "wrong_hand_size");
}

TEST(CliCheck, EverySpellingOfAFlagOverride) {
    // 1111m 22p 33p 44s 55s 66z: seven pairs only if four of a kind counts as two pairs (龙七对);
    // no standard reading (1111m would need 2m 3m).
    const std::string hand = "1111m2233p4455s66z";
    auto win_of = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"check", hand, "--json"});
        const auto o = run_cli(args);
        EXPECT_EQ(o.status, 0) << o.err;
        return json::parse(o.out).at("win").get<bool>();
    };
    EXPECT_TRUE(win_of({}));
    EXPECT_FALSE(win_of({"--seven_pairs_quads", "false"}));
    EXPECT_FALSE(win_of({"--seven-pairs-quads=false"}));
    EXPECT_FALSE(win_of({"--seven-pairs-quads", "no"}));
    EXPECT_FALSE(win_of({"--set", "seven_pairs_quads=false"}));
    EXPECT_FALSE(win_of({"--set", "seven-pairs-quads=0"}));
    EXPECT_FALSE(win_of({"--rules", "riichi"}));
    EXPECT_TRUE(win_of({"--rules", "riichi", "--set", "seven_pairs_quads=true"}));
    EXPECT_FALSE(win_of({"--seven_pairs", "false"}));
}

TEST(CliCheck, JsonHasTheBatchShapeWithWildcards) {
    // 123m 456p 78s 11z 555z + one 7z wild: the wild completes 678s or 789s, two decompositions.
    const auto o = run_cli({"check", "123m456p78s11555z7z", "--wild", "7z", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    ASSERT_EQ(lines_of(o.out).size(), 1u);
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("hand"), "123m456p78s115557z");
    EXPECT_EQ(j.at("size"), 14);
    EXPECT_EQ(j.at("win"), true);
    EXPECT_EQ(j.at("forms"), json::array({"standard"}));
    EXPECT_EQ(j.at("shanten"), -1);
    const auto& d = j.at("decompositions");
    ASSERT_EQ(d.size(), 2u) << d;
    std::set<std::string> wild_as;
    for (const auto& dec : d) {
        EXPECT_EQ(dec.at("form"), "standard");
        ASSERT_EQ(dec.at("wild").size(), 1u);
        const auto& w = dec.at("wild")[0];
        wild_as.insert(w.at("as").get<std::string>());
        const std::string group = dec.at("groups").at(w.at("group").get<std::size_t>());
        EXPECT_NE(group.find(w.at("as").get<std::string>().substr(0, 1)), std::string::npos);
        EXPECT_EQ(group.back(), 's');
    }
    EXPECT_EQ(wild_as, (std::set<std::string>{"6s", "9s"}));
}

TEST(CliCheck, UnicodeOutput) {
    const auto o = run_cli({"check", "123m456p789s11122z", "--unicode"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_NE(o.out.find("🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀀🀁🀁"), std::string::npos) << o.out;
}

// ---------------------------------------------------------------------------------------------
// waits, shanten, analyze

TEST(CliWaits, NineGatesWaitsOnEveryCharacter) {
    const auto o = run_cli({"waits", "1112345678999m", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("waits"), json::array({"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"}));
    EXPECT_EQ(j.at("karaten"), json::array());
    EXPECT_EQ(j.at("shanten"), 0);
    const auto text = run_cli({"waits", "1112345678999m", "--rules", "riichi"});
    EXPECT_NE(text.out.find("9 kinds"), std::string::npos) << text.out;
}

TEST(CliWaits, ShapesOfSeedTwoHands) {
    // Seed 002: 23m → 1m 4m two-sided; 13m → 2m closed; 4455z → dual pung; 4z alone → single.
    const std::vector<std::pair<std::string, json>> cases = {
        {"23m456p789s44555z", json{{"1m", {"two_sided"}}, {"4m", {"two_sided"}}}},
        {"13m456p789s44555z", json{{"2m", {"closed"}}}},
        {"12m456p789s44555z", json{{"3m", {"edge"}}}},
        {"123m456p789s4455z", json{{"4z", {"dual_pung"}}, {"5z", {"dual_pung"}}}},
        {"123m456p789s4555z", json{{"4z", {"single"}}}},
    };
    for (const auto& [hand, shapes] : cases) {
        const std::string line =
            json{{"hand", hand}, {"ops", {"waits"}}, {"rules", "riichi"}}.dump();
        const auto o = run_cli({"batch"}, line + "\n");
        ASSERT_EQ(o.status, 0) << o.out;
        EXPECT_EQ(json::parse(o.out).at("shapes"), shapes) << hand;
    }
}

TEST(CliWaits, KaratenUnderRiichi) {
    // 1111m 234p 567s 888s: only 1m completes it (111m + 1m pair), and all four 1m are held.
    const auto o = run_cli({"waits", "1111m234p567888s", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("waits"), json::array());
    EXPECT_EQ(j.at("karaten"), json::array({"1m"}));
}

TEST(CliShanten, OverallAndPerForm) {
    const auto o = run_cli({"shanten", "19m19p19s1234567z", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("shanten"), 0);
    EXPECT_EQ(j.at("shanten_by_form").at("thirteen_orphans"), 0);
    EXPECT_GT(j.at("shanten_by_form").at("standard").get<int>(), 0);
    const auto text = run_cli({"shanten", "123m456p789s11122z"});
    EXPECT_EQ(tokens_after(text.out, "shanten")[0], "-1") << text.out;
    EXPECT_EQ(tokens_after(text.out, "  standard")[0], "-1") << text.out;
    // gb's longest form name still leaves a space before the numbers, all in one column.
    const auto gb = run_cli({"shanten", "147m258p369s1234z5m", "--rules", "gb"});
    EXPECT_NE(gb.out.find("  honours_and_knitted 0 (ready)\n"), std::string::npos) << gb.out;
    EXPECT_NE(gb.out.find("  knitted_straight    2 "), std::string::npos) << gb.out;
}

TEST(CliAnalyze, BestDiscardFirstWithUnseenCounts) {
    // Discarding 5z leaves the nine gates: waits 1m-9m; unseen 1m and 9m 4-3 = 1, 2m-8m 4-1 = 3.
    const auto o = run_cli({"analyze", "1112345678999m5z", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    const auto& best = j.at("analysis").at(0);
    EXPECT_EQ(best.at("discard"), "5z");
    EXPECT_EQ(best.at("shanten"), 0);
    EXPECT_EQ(best.at("improving"),
              json::array({"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"}));
    EXPECT_EQ(best.at("unseen").at("1m"), 1);
    EXPECT_EQ(best.at("unseen").at("5m"), 3);
    EXPECT_EQ(best.at("total"), 23);
    const auto text = run_cli({"analyze", "1112345678999m5z"});
    ASSERT_EQ(text.status, 0);
    const auto row = tokens_after(text.out, "5z");
    ASSERT_GE(row.size(), 3u) << text.out;
    EXPECT_EQ(row[0], "0");
    EXPECT_EQ(row[1], "23");
    EXPECT_EQ(row[2], "1m×1");
}

// ---------------------------------------------------------------------------------------------
// mediatek

TEST(CliMediatek, SeedFourSamples) {
    const std::vector<std::pair<std::string, std::string>> samples = {
        {"ABCeee345456DD", "GOOD\n"},     {"ABeeee345456DD", "BAD\n"},
        {"AAAABC123456333", "BAD\n"},     {"AADDFF1133aagg", "GOOD\n"},
        {"AAAABBBBCCCCDDDD88", "GOOD\n"}, {"AAA123789", "BAD\n"},
        {"AAA111345666DEF88", "BAD\n"},
    };
    for (const auto& [s, verdict] : samples) {
        const auto o = run_cli({"mediatek", s});
        EXPECT_EQ(o.status, 0) << s;
        EXPECT_EQ(o.out, verdict) << s;
        EXPECT_EQ(o.err, "") << s;
    }
}

TEST(CliMediatek, TheMediatekPresetReadsLetters) {
    // ABC eee 345 456 DD under --rules mediatek: letters without --notation.
    const auto o = run_cli({"check", "ABCeee345456DD", "--rules", "mediatek", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(json::parse(o.out).at("hand"), "12344m344556p555s");
    EXPECT_EQ(json::parse(o.out).at("win"), true);
    const auto b = run_cli({"batch", "--rules", "mediatek"}, "AAAABBBBCCCCDDDD88\nAAA123789\n");
    const auto a = json_lines(b.out);
    ASSERT_EQ(a.size(), 2u) << b.out;
    EXPECT_EQ(a[0].at("win"), true);
    EXPECT_EQ(a[1].at("error").get<std::string>().rfind("wrong_hand_size: ", 0), 0u);
}

TEST(CliMediatek, JsonPrintsTheAnswerObject) {
    // --json is common to every command; without it the output stays exactly GOOD or BAD.
    const auto o = run_cli({"mediatek", "ABCeee345456DD", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("hand"), "12344m344556p555s");
    EXPECT_EQ(j.at("win"), true);
    EXPECT_EQ(j.at("forms"), json::array({"standard"}));
    EXPECT_EQ(json::parse(run_cli({"mediatek", "ABeeee345456DD", "--json"}).out).at("win"), false);
    expect_rejected_json({"mediatek", "AAA123789", "--json"}, "wrong_hand_size");
}

TEST(CliMediatek, UnparsableStringIsBadInput) {
    expect_rejected({"mediatek", "ABCx"}, "unknown_character");
    expect_rejected({"mediatek", "AAAAABBB"}, "too_many_copies");
    expect_rejected({"mediatek"}, "empty_hand");
}

// ---------------------------------------------------------------------------------------------
// census

TEST(CliCensus, TwoTilesByHand) {
    // 34 pairs complete (C(4,2) = 6 draws each), the C(34,2) = 561 other pairs are ready (16
    // draws each); 595 and C(136,2) = 9180 in all.
    const auto o = run_cli({"census", "--tiles", "2", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(json::parse(o.out),
              json::parse("{\"tiles\": 2, \"rules\": \"chinese\", \"rows\": ["
                          "{\"shanten\": -1, \"distinct\": 34, \"weighted\": 204},"
                          "{\"shanten\": 0, \"distinct\": 561, \"weighted\": 8976}]}"));
    const auto text = run_cli({"census", "--tiles", "2"});
    EXPECT_EQ(tokens_after(text.out, "  total"), (std::vector<std::string>{"595", "9180"}));
}

TEST(CliCensus, TotalsAreEveryHandOfTheWall) {
    // Distinct 5-tile multisets of 34 kinds with at most 4 copies: C(38,5) - 34 = 501908; all
    // draws: C(136,5) = 359933112. For 14 tiles, C(136,14) = 4250305029168216000.
    const std::vector<std::tuple<std::string, std::uint64_t, std::uint64_t>> cases = {
        {"5", 501908, 359933112}, {"14", 0, 4250305029168216000ULL}};
    for (const auto& [tiles, distinct, weighted] : cases) {
        const auto o = run_cli({"census", "--tiles", tiles, "--rules", "riichi", "--json"});
        ASSERT_EQ(o.status, 0) << o.err;
        const auto j = json::parse(o.out);
        EXPECT_EQ(j.at("rules"), "riichi");
        std::uint64_t d = 0, w = 0;
        int previous = -2;
        for (const auto& row : j.at("rows")) {
            EXPECT_GT(row.at("shanten").get<int>(), previous);
            previous = row.at("shanten").get<int>();
            d += row.at("distinct").get<std::uint64_t>();
            w += row.at("weighted").get<std::uint64_t>();
        }
        if (distinct != 0) {
            EXPECT_EQ(d, distinct) << tiles;
        }
        EXPECT_EQ(w, weighted) << tiles;
    }
    expect_rejected({"census", "--tiles", "5", "--wild", "7z"}, "invalid_value");
    expect_rejected({"census", "--tiles", "15"}, "invalid_value");
}

// ---------------------------------------------------------------------------------------------
// Bad command lines

TEST(CliOptions, BadOptionsNameTheProblem) {
    expect_rejected({"check", "--rules", "foo", "11m"}, "unknown_preset");
    expect_rejected({"check", "--set", "nope=1", "11m"}, "unknown_flag");
    expect_rejected({"check", "--set", "seven_pairs_quads", "11m"}, "invalid_value");
    expect_rejected({"check", "--seven-pairs-quads", "maybe", "11m"}, "invalid_value");
    expect_rejected({"check", "--notation", "klingon", "11m"}, "unknown_notation");
    expect_rejected({"check", "--wild", "8z", "11m"}, "invalid_wildcard");
    expect_rejected({"check", "--bogus", "11m"}, "unknown_flag");
    expect_rejected({"check", "11m", "--bogus"}, "unknown_flag");  // last: not "needs a value"
    // A value holding a newline still gives one line on stderr.
    expect_rejected({"check", "--rules", "foo\nbar", "11m"}, "unknown_preset");
    expect_rejected({"check", "11m", "--set", "seven_pairs=x\r\ny"}, "invalid_value");
    expect_rejected({"census", "--tiles", "5", "--rules", "a\nb"}, "unknown_preset");
    expect_rejected({"check", "11m", "--rules"}, "invalid_value");
    expect_rejected({"frobnicate"}, "invalid_value");
    expect_rejected({"check"}, "empty_hand");
    expect_rejected({"check", "11m", "--rules", "ruijin"}, "missing_wildcard");
    expect_rejected({"check", "11z", "--rules", "sichuan"}, "forbidden_tile");
    expect_rejected({"check", "-j", "2", "11m"}, "invalid_value");
    expect_rejected({"census"}, "invalid_value");
    expect_rejected({"batch", "11m"}, "invalid_value");
    expect_rejected({"batch", "--rules", "foo"}, "unknown_preset");
    expect_rejected({"batch", "-j", "x"}, "invalid_value");
}

TEST(CliOptions, EveryRuleFlagHasItsOwnOption) {
    // Each flag of flag_names(), set to a value it accepts, with both spellings.
    const std::vector<std::pair<std::string, std::string>> flags = {
        {"standard", "true"},
        {"seven_pairs", "true"},
        {"thirteen_orphans", "true"},
        {"thirteen_lan", "false"},
        {"seven_pairs_quads", "1"},
        {"kongs_in_hand", "off"},
        {"honour_chows", "no"},
        {"honours", "yes"},
        {"declared_chows", "on"},
        {"max_suits", "3"},
        {"min_concealed", "0"},
        {"karaten", "false"},
        {"wild", "7z"},
        {"wild_required", "false"},
        {"flowers", "set_aside"},
        {"fei", "false"},
        {"zhifei", "false"},
    };
    for (const auto& [flag, value] : flags) {
        std::string dashed = flag;
        std::replace(dashed.begin(), dashed.end(), '_', '-');
        for (const auto& spelled : {"--" + flag, "--" + dashed}) {
            const auto o = run_cli({"shanten", "123m456p789s11z", spelled, value});
            EXPECT_EQ(o.status, 0) << spelled << " " << o.err;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// batch

TEST(CliBatch, EveryNotationComesBackCanonical) {
    // 123m 456p 789s 111z 22z in five notations (seed 003 codes: 401 东, 403 南).
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
    // Seed 003 with 宝 = 407 (白, 5z): four 宝 is fei (no win); 13 tiles with three 宝 and
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

// ---------------------------------------------------------------------------------------------
// Score

TEST(CliScore, EveryHelpExampleScores) {
    const auto help = run_cli({"score", "--help"});
    int examples = 0;
    for (const auto& line : lines_of(help.out)) {
        if (line.rfind("  hupai score ", 0) != 0) continue;
        std::vector<std::string> args;  // the words after "hupai", "…" quoting one word
        std::string word;
        bool quoted_word = false;
        for (const char ch : line.substr(8)) {
            if (ch == '"') {
                quoted_word = !quoted_word;
            } else if (ch == ' ' && !quoted_word) {
                if (!word.empty()) args.push_back(word);
                word.clear();
            } else {
                word += ch;
            }
        }
        if (!word.empty()) args.push_back(word);
        const auto o = run_cli(args);
        EXPECT_EQ(o.status, 0) << line << " → " << o.err;
        EXPECT_NE(o.out.find("total"), std::string::npos) << line;
        ++examples;
    }
    EXPECT_EQ(examples, 5);
}

TEST(CliScore, ScoreSheetOfARiichiWin) {
    const auto o = run_cli({"score", "234567m234p23466s", "--win-tile", "4s", "--rules", "riichi",
                            "--riichi", "--dora", "1s"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(
        tokens_after(o.out, "win"),
        (std::vector<std::string>{"4s", "by", "ron,", "seat", "1z", "(dealer),", "round", "1z"}));
    EXPECT_EQ(tokens_after(o.out, "yaku"), (std::vector<std::string>{"riichi", "1", "han"}));
    EXPECT_NE(o.out.find("sanshoku        2 han"), std::string::npos) << o.out;
    EXPECT_EQ(tokens_after(o.out, "han "), std::vector<std::string>{"6"});
    EXPECT_EQ(tokens_after(o.out, "fu "),
              (std::vector<std::string>{"30", "(base", "20,", "closed_ron", "10)"}));
    EXPECT_EQ(tokens_after(o.out, "limit"),
              (std::vector<std::string>{"haneman,", "base", "points", "3000"}));
    EXPECT_EQ(tokens_after(o.out, "payments"), (std::vector<std::string>{"ron", "18000"}));
    EXPECT_EQ(tokens_after(o.out, "total"), std::vector<std::string>{"18000"});
}

TEST(CliScore, EverySituationOptionReachesTheScore) {
    // The winning tile defaults to the last one written: 3m, read as a two-sided wait (pinfu).
    const auto o = run_cli({"score",     "12345m678p456s11s3m",
                            "--rules",   "riichi",
                            "--seat",    "3z",
                            "--round",   "2z",
                            "--tsumo",   "--double-riichi",
                            "--ippatsu", "--last-tile",
                            "--ura",     "2m",
                            "--dora",    "9s",
                            "--honba",   "1",
                            "--sticks",  "2",
                            "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const json score = json::parse(o.out)["score"];
    std::map<std::string, int> yaku;
    for (const auto& y : score["yaku"]) yaku[y["name"]] = y["han"];
    const std::map<std::string, int> want = {
        {"double_riichi", 2}, {"ippatsu", 1}, {"menzen_tsumo", 1}, {"pinfu", 1},
        {"haitei", 1},        {"dora", 2},    {"ura_dora", 2}};
    EXPECT_EQ(yaku, want);
    EXPECT_EQ(score["limit"], "baiman");
    EXPECT_EQ(score["payments"], json::parse(R"({"dealer": 8100, "non_dealer": 4100})"));
    EXPECT_EQ(score["total"], 8100 + 2 * 4100 + 2000);
    EXPECT_EQ(score["wait"], "two_sided");
    const auto r = run_cli({"score", "1z (2222m) [5555z] [3333p] [4444s+] 1z", "--rules", "riichi",
                            "--tsumo", "--rinshan", "--json"});
    ASSERT_EQ(r.status, 0) << r.err;
    EXPECT_EQ(json::parse(r.out)["score"]["yaku"],
              json::parse(R"([{"name": "suukantsu", "yakuman": 1}])"));
    const auto c = run_cli({"score", "12399m456p23789s4s", "--rules", "riichi", "--blessing",
                            "--seat", "2z", "--renhou", "yakuman", "--json"});
    ASSERT_EQ(c.status, 0) << c.err;
    EXPECT_EQ(json::parse(c.out)["score"]["yaku"],
              json::parse(R"([{"name": "renhou", "yakuman": 1}])"));
}

TEST(CliScore, NoYakuIsAnAnswer) {
    const auto o = run_cli({"score", "123m456p789s11222z", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(json::parse(o.out)["score"],
              json::parse(R"({"no_yaku": true, "yaku": [], "han": 0, "total": 0})"));
}

TEST(CliScore, BadInputIsRejected) {
    expect_rejected({"score", "123m456p789s11z2z3z4z", "--rules", "riichi"}, "not_a_win");
    expect_rejected({"score", "12399m456p23789s4s", "--rules", "riichi", "--ippatsu"},
                    "impossible_situation");
    expect_rejected({"score", "12399m456p23789s4s", "--rules", "riichi", "--tsumo", "--chankan"},
                    "impossible_situation");
    expect_rejected({"score", "12399m456p23789s4s", "--rules", "riichi", "--win-tile", "7z"},
                    "invalid_value");
    expect_rejected({"score", "12399m456p23789s4s", "--rules", "riichi", "--seat", "6z"},
                    "invalid_value");
    expect_rejected({"score", "12399m456p23789s4s"}, "invalid_value");  // chinese does not score
    expect_rejected({"score", "12399m456p23789s", "--rules", "riichi"}, "wrong_hand_size");
    expect_rejected({"score", "12399m456p23789s4s", "--rules", "riichi", "--tsumo=yes"},
                    "invalid_value");
    expect_rejected({"check", "12399m456p23789s4s", "--tsumo"}, "invalid_value");
    expect_rejected({"score", "12399m456p23789s4s", "--rules", "riichi", "--moon"}, "unknown_flag");
}

TEST(CliBatch, ScoreOpWithASituation) {
    const std::string input =
        R"({"id": 1, "hand": "234567m234p23466s", "rules": "riichi", "ops": ["score"], )"
        R"("situation": {"win_tile": "4s", "riichi": 1, "dora_indicators": ["1s"]}})"
        "\n"
        R"({"id": 2, "hand": "12399m456p23789s4s", "rules": "riichi", "ops": "score", )"
        R"("situation": {"tsumo": true, "seat_wind": "2z", "honba": 2}, "flags": {"kiriage": true}})"
        "\n"
        R"({"id": 3, "hand": "12399m456p23789s4s", "rules": "riichi", "ops": ["score"], )"
        R"("situation": {"ippatsu": true}})"
        "\n"
        R"({"id": 4, "hand": "12399m456p23789s4s", "rules": "riichi", "ops": ["score"], )"
        R"("situation": {"moon": "full"}})"
        "\n"
        R"({"id": 5, "hand": "12399m456p23789s4s", "ops": ["score"]})"
        "\n";
    const auto o = run_cli({"batch"}, input);
    EXPECT_EQ(o.status, 1);
    const auto lines = json_lines(o.out);
    ASSERT_EQ(lines.size(), 5u);
    const json& first = lines[0]["score"];
    EXPECT_EQ(keys_of(first),
              (std::set<std::string>{"yaku", "han", "fu", "fu_details", "yakuman", "limit",
                                     "payments", "total", "form", "wait"}));
    EXPECT_EQ(first["han"], 6);
    EXPECT_EQ(first["payments"], json::parse(R"({"ron": 18000})"));
    EXPECT_EQ(lines[1]["score"]["payments"], json::parse(R"({"dealer": 900, "non_dealer": 600})"));
    EXPECT_EQ(lines[2]["error"].get<std::string>().rfind("impossible_situation: ", 0), 0u);
    EXPECT_EQ(lines[3]["error"].get<std::string>().rfind("unknown_flag: ", 0), 0u);
    EXPECT_EQ(lines[4]["error"].get<std::string>().rfind("invalid_value: ", 0), 0u);
}

// ---- score under gb -----------------------------------------------------------------------------

TEST(CliScore, GbScoreSheet) {
    const auto o = run_cli({"score", "123456789m789s11s", "--rules", "gb", "--win-tile", "9s"});
    EXPECT_EQ(o.status, 0) << o.err;
    EXPECT_NE(o.out.find("清龙"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("Pure Straight"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("total     22"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("minimum   8 without flowers: met"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("the discarder pays 30, each other player 8; total won 46"),
              std::string::npos)
        << o.out;
    // The winning tile defaults to the last concealed tile written (flowers skipped): 1s here,
    // the single wait.
    const auto d = run_cli({"score", "123456789m789s11s12f", "--rules", "gb", "--tsumo", "--json"});
    ASSERT_EQ(d.status, 0) << d.err;
    const json j = json::parse(d.out);
    std::map<std::string, int> fans;
    for (const auto& f : j.at("score").at("fans")) fans[f.at("name")] = f.at("count");
    EXPECT_EQ(fans.count("single_wait"), 1u) << d.out;
    EXPECT_EQ(fans.at("flower_tiles"), 2);
    EXPECT_EQ(j.at("score").at("payments").at("each"), 8 + j.at("score").at("total").get<int>());
}

TEST(CliScore, GbBatchOpScore) {
    const auto o =
        run_cli({"batch"},
                R"({"id":1,"hand":"55p333444z [111z] [2222z]","rules":"gb","ops":["score"],)"
                R"("situation":{"win_tile":"4z","tsumo":true,"seat_wind":"2z","round_wind":"4z"}})"
                "\n"
                R"({"id":2,"hand":"123m456p789s11z [555z]","rules":"gb","ops":["score"]})"
                "\n"
                R"({"id":3,"hand":"123m456p789s12z [555z]","rules":"gb","ops":["score"]})"
                "\n"
                R"({"id":4,"hand":"123m456p789s11z [555z]","rules":"gb","ops":["score"],)"
                R"("situation":{"win_tile":"9s","tsumo":true,"chankan":true}})"
                "\n");
    const auto lines = json_lines(o.out);
    ASSERT_EQ(lines.size(), 4u) << o.out;
    EXPECT_EQ(o.status, 1);
    const json& big = lines[0].at("score");
    EXPECT_EQ(big.at("total"), 98);
    EXPECT_EQ(big.at("fans")[0].at("name"), "big_four_winds");
    EXPECT_EQ(big.at("fans")[0].at("points"), 88);
    EXPECT_EQ(big.at("qualifies"), true);
    EXPECT_EQ(big.at("payments").at("each"), 106);
    EXPECT_EQ(big.at("total_won"), 318);
    EXPECT_EQ(lines[1].at("score").at("total"), 17);
    EXPECT_EQ(lines[1].at("score").at("payments"), json::parse(R"({"discarder":25,"other":8})"));
    EXPECT_EQ(lines[2].at("error").get<std::string>().rfind("not_a_win: ", 0), 0u);
    EXPECT_EQ(lines[3].at("error").get<std::string>().rfind("impossible_situation: ", 0), 0u);
}

TEST(CliScore, GbBadInput) {
    expect_rejected({"score", "123m456p789s1122z", "--rules", "gb"}, "wrong_hand_size");
    expect_rejected({"score", "123m456p789s12z [555z]", "--rules", "gb"}, "not_a_win");
    expect_rejected({"score", "123m456p789s11z [555z]", "--rules", "gb", "--rinshan", "--tsumo"},
                    "impossible_situation");
    expect_rejected({"score", "123m456p789s11z [555z]", "--rules", "gb", "--chankan", "--tsumo"},
                    "impossible_situation");
    expect_rejected({"score", "123m456p789s11z [555z] 123456781f", "--rules", "gb"},
                    "too_many_copies");
    expect_rejected({"score", "123m456p789s11z [555z]", "--rules", "gb", "--wild", "7z"},
                    "invalid_wildcard");
    expect_rejected({"score", "123m456p789s1z? [555z]", "--rules", "gb", "--win-tile", "1z"},
                    "forbidden_tile");
    expect_rejected({"score", "123m456p789s11z [555z]", "--rules", "gb", "--win-tile", "6s"},
                    "invalid_value");
    expect_rejected({"score", "123m456p789s11z [555z]", "--rules", "gb", "--seat", "5z"},
                    "invalid_value");
    expect_rejected({"check", "123m456p789s11z [555z]", "--tsumo"}, "invalid_value");
}

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

TEST(CliEv, TableBestExpectedScoreFirst) {
    const auto o = run_cli({"ev", "222567m345p33667s", "--rules", "riichi", "--dora", "1z"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_NE(o.out.find("173 states"), std::string::npos) << o.out;
    // 6s (riichi on 5s/8s) first, 2m last; the figures are rounded to two decimals.
    const auto first = o.out.find("\n6s ");
    const auto last = o.out.find("\n2m ");
    ASSERT_NE(first, std::string::npos) << o.out;
    ASSERT_NE(last, std::string::npos) << o.out;
    EXPECT_LT(first, last);
    EXPECT_EQ(tokens_after(o.out, "6s "),
              (std::vector<std::string>{"0", "100.00%", "71.70%", "6117.12"}));
    EXPECT_EQ(tokens_after(o.out, "2m "),
              (std::vector<std::string>{"1", "89.72%", "34.17%", "2890.23"}));
}

TEST(CliEv, JsonIsTheBatchObjectAndOptionsReachTheModel) {
    const auto o = run_cli({"ev", "222567m34p3367s4z", "--rules", "riichi", "--dora", "1z",
                            "--t-min", "16", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const json j = json::parse(o.out);
    EXPECT_EQ(j["hand"], "222567m34p3367s4z");
    EXPECT_EQ(j["ev_states"], 812);
    ASSERT_EQ(j["ev"].size(), 1u);
    EXPECT_TRUE(j["ev"][0]["discard"].is_null());
    EXPECT_EQ(j["ev"][0]["shanten"], 1);
    EXPECT_EQ(j["ev"][0]["win_prob"].size(), 3u);  // t = 16, 17, 18
    // Options change the answer: without tegawari and shanten-down fewer states are searched.
    const auto narrow = run_cli({"ev", "222567m34p3367s4z", "--rules", "riichi", "--no-tegawari",
                                 "--no-shanten-down", "--json"});
    ASSERT_EQ(narrow.status, 0) << narrow.err;
    EXPECT_LT(json::parse(narrow.out)["ev_states"].get<int>(), 812);
    // The state budget is an error of its own.
    const auto far = run_cli({"ev", "222567m345p33667s", "--rules", "riichi", "--max-states", "5"});
    EXPECT_EQ(far.status, 2);
    EXPECT_EQ(far.err.rfind("too_far: ", 0), 0u) << far.err;
    // ev options belong to ev alone.
    const auto misplaced = run_cli({"check", "123m456p789s11122z", "--no-ura"});
    EXPECT_EQ(misplaced.status, 2);
}

TEST(CliEv, BatchOpWithTheDocumentedKeys) {
    const std::string line =
        R"({"id": "ev0001", "hand": "222567m345p33667s", "rules": "riichi", "ops": ["ev"],)"
        R"( "situation": {"seat_wind": "1z", "round_wind": "1z", "dora_indicators": ["1z"],)"
        R"( "seen": "", "honba": 0, "riichi_sticks": 0},)"
        R"( "ev": {"t_min": 1, "t_max": 18, "wall": 121, "extra": 1, "shanten_down": true,)"
        R"( "tegawari": true, "red_dora": true, "ura_dora": true}})"
        "\n"
        R"({"id": 2, "hand": "22256m345p33667s", "rules": "riichi", "ops": "ev"})"
        "\n"
        R"({"id": 3, "hand": "2256m345p33667s", "rules": "riichi", "ops": "ev"})"
        "\n"
        R"({"id": 4, "hand": "222567m345p33667s", "rules": "riichi", "ops": "ev", "ev": {"bad": 1}})"
        "\n";
    const auto o = run_cli({"batch"}, line);
    EXPECT_EQ(o.status, 1) << o.err;
    std::istringstream lines(o.out);
    std::string text;
    std::vector<json> answers;
    while (std::getline(lines, text)) answers.push_back(json::parse(text));
    ASSERT_EQ(answers.size(), 4u);
    const json& a = answers[0];
    EXPECT_EQ(a["id"], "ev0001");
    EXPECT_EQ(a["ev_states"], 173);
    ASSERT_EQ(a["ev"].size(), 10u);
    EXPECT_EQ(a["ev"][8]["discard"], "6s");
    EXPECT_EQ(a["ev"][8]["shanten"], 0);
    ASSERT_EQ(a["ev"][8]["win_prob"].size(), 18u);
    EXPECT_NEAR(a["ev"][8]["win_prob"][0].get<double>(), 0.7170382017, 1e-10);
    EXPECT_NEAR(a["ev"][8]["exp_score"][16].get<double>(), 656.238080, 1e-6);
    // Numbers are printed round-trip exact.
    EXPECT_NE(o.out.find("0.076923076923076927"), std::string::npos);  // 8/104
    EXPECT_EQ(answers[1]["ev"].size(), 1u);
    EXPECT_EQ(answers[2]["error"].get<std::string>().rfind("invalid_value: ", 0), 0u);
    EXPECT_EQ(answers[3]["error"].get<std::string>().rfind("unknown_flag: ", 0), 0u);
}

// ---------------------------------------------------------------------------------------------
// call

TEST(CliCall, ListsEveryOptionWithItsDiscardAndTheNoYakuMark) {
    const auto o = run_cli({"call", "12m456p789s11222z", "--tile", "3m", "--rules", "riichi"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto lines = lines_of(o.out);
    ASSERT_GE(lines.size(), 6u) << o.out;
    EXPECT_EQ(lines[1], "call      3m from the left");
    EXPECT_EQ(lines[3].rfind("pass ", 0), 0u) << o.out;
    EXPECT_EQ(lines[4].rfind("chi       [123m]   4p    0        4p 7p (7)", 0), 0u) << o.out;
    EXPECT_NE(lines[4].find("no yaku"), std::string::npos);
    EXPECT_EQ(lines[5].rfind("ron ", 0), 0u) << o.out;
    EXPECT_NE(lines[5].find("no yaku"), std::string::npos);
    // From across there is no chi.
    const auto across = run_cli(
        {"call", "12m456p789s11222z", "--tile", "3m", "--from", "across", "--rules", "riichi"});
    EXPECT_EQ(across.out.find("\nchi "), std::string::npos) << across.out;
    EXPECT_EQ(run_cli({"call", "--help"}).out.rfind("Usage: hupai call", 0), 0u);
}

TEST(CliCall, JsonAndBatchGiveTheSameObjectWithValues) {
    const auto o = run_cli({"call", "234m456p678s22p33s", "--tile", "2p", "--from", "across",
                            "--rules", "riichi", "--ev", "--t-max", "10", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const json a = json::parse(o.out);
    EXPECT_EQ(a["call"]["tile"], "2p");
    EXPECT_EQ(a["call"]["from"], "across");
    ASSERT_EQ(a["calls"].size(), 3u);
    EXPECT_EQ(a["calls"][0]["option"], "pass");
    EXPECT_EQ(a["calls"][1]["option"], "pon");
    EXPECT_EQ(a["calls"][1]["meld"], "[222p]");
    EXPECT_EQ(a["calls"][2]["option"], "ron");
    EXPECT_EQ(a["calls"][2]["win_prob"], 1.0);
    EXPECT_EQ(a["calls"][2]["exp_score"].get<double>(), a["calls"][2]["points"].get<double>());
    const std::string line =
        R"({"id": 7, "hand": "234m456p678s22p33s", "rules": "riichi", "ops": ["call"], )"
        R"("call": {"tile": "2p", "from": "across"}, "ev": {"t_max": 10}})"
        "\n"
        R"({"id": 8, "hand": "234m456p678s22p33s", "rules": "riichi", "ops": ["call"]})"
        "\n"
        R"({"id": 9, "hand": "234m456p678s22p33s", "rules": "riichi", "ops": ["call"], )"
        R"("call": {"tile": "9m", "from": "across"}})"
        "\n";
    const auto batch = run_cli({"batch"}, line);
    EXPECT_EQ(batch.status, 1);
    const auto answers = json_lines(batch.out);
    ASSERT_EQ(answers.size(), 3u);
    json same = answers[0];
    same.erase("id");
    EXPECT_EQ(same, a);
    EXPECT_EQ(answers[1]["error"].get<std::string>().rfind("invalid_value: a call needs", 0), 0u);
    EXPECT_EQ(answers[2]["error"].get<std::string>().rfind("invalid_value: no chi, pon", 0), 0u);
}

// A batch processor configured with a state cap answers an ev or call line that needs more with
// too_far (what hupai serve and the fuzzer use), and the same line without the cap in full.
TEST(CliBatch, AStateCapBoundsEvAndCallLines) {
    const std::string ev_line =
        R"({"hand": "026m1358p1345579s", "rules": "riichi", "ops": ["ev"], "ev": {"t_max": 6}})";
    const std::string call_line =
        R"({"hand": "026m1358p134557s", "rules": "riichi", "ops": ["call"], )"
        R"("call": {"tile": "5s", "from": "across"}, "ev": {"t_max": 6}})";
    hupai::cli::batch_config capped;
    capped.max_ev_states = 1000;
    auto small = hupai::cli::batch_processor::create(capped);
    auto open = hupai::cli::batch_processor::create(hupai::cli::batch_config{});
    ASSERT_TRUE(small.ok() && open.ok());
    for (const std::string& line : {ev_line, call_line}) {
        hupai::cli::out_buffer a, b;
        EXPECT_FALSE(small->answer_line(line, a));
        EXPECT_EQ(json::parse(a.view())["error"].get<std::string>().rfind("too_far: ", 0), 0u)
            << a.view();
        EXPECT_TRUE(open->answer_line(line, b)) << b.view();
    }
}

// ---------------------------------------------------------------------------------------------
// The set: one accounting of every tile a question names, and only situations that can happen

// The first line of a refused command's stderr (exit 2).
std::string refusal(const std::vector<std::string>& args, const std::string& input = "") {
    const auto o = run_cli(args, input);
    EXPECT_EQ(o.status, 2) << o.out << o.err;
    return o.err.substr(0, o.err.find('\n'));
}

TEST(CliSet, SeenTilesCountWithTheHand) {
    EXPECT_EQ(refusal({"analyze", "34068m5678p2356s", "--visible", "3m3m3m3m"}),
              "too_many_copies: 5 of 3m: 1 in the hand, 4 seen; a set has 4");
    EXPECT_EQ(run_cli({"analyze", "34068m5678p2356s", "--visible", "3m3m3m"}).status, 0);
    EXPECT_EQ(refusal({"analyze", "23m [111m]", "--visible", "1m1m"}),
              "too_many_copies: 5 of 1m: 3 in declared melds, 2 seen; a set has 4");
    const auto b = run_cli(
        {"batch"}, R"({"hand": "1m", "visible": ["1m", "1m", "1m", "1m"], "ops": ["analyze"]})"
                   "\n"
                   R"({"hand": "1m", "visible": ["1m", "1m", "1m"], "ops": ["analyze"]})"
                   "\n");
    const auto a = json_lines(b.out);
    ASSERT_EQ(a.size(), 2u) << b.out;
    EXPECT_EQ(a[0].at("error"), "too_many_copies: 5 of 1m: 1 in the hand, 4 seen; a set has 4");
    EXPECT_FALSE(a[1].contains("error")) << b.out;
    EXPECT_EQ(b.status, 1);
}

TEST(CliSet, IndicatorsRedFivesAndFlowersAreTilesOfTheSet) {
    EXPECT_EQ(
        refusal({"score", "234567m234p23466s", "--rules", "riichi", "--dora", "1m,1m,1m,1m,1m"}),
        "too_many_copies: 5 of 1m: 5 among the dora indicators; a set has 4");
    EXPECT_EQ(refusal({"score", "234567m234p23466s", "--rules", "riichi", "--riichi", "--dora",
                       "4s,4s", "--ura", "4s,4s"}),
              "too_many_copies: 5 of 4s: 1 in the hand, 2 among the dora indicators, 2 among "
              "the ura indicators; a set has 4");
    EXPECT_EQ(run_cli({"score", "234567m234p23466s", "--rules", "riichi", "--dora", "1m,1m,1m,1m"})
                  .status,
              0);
    const std::vector<std::string> red = {"score",      "456p789s111z22z (0000m)",
                                          "--rules",    "riichi",
                                          "--win-tile", "2z",
                                          "--seat",     "2z",
                                          "--riichi",   "--tsumo"};
    EXPECT_EQ(refusal(red),
              "too_many_copies: 4 of 0m (red 5m): 4 in declared melds; the riichi "
              "set has 1 (the red_fives flag)");
    // A table that plays more red fives says so.
    auto four = red;
    four.insert(four.end(), {"--red-fives", "4,1,1"});
    const auto o = run_cli(four);
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_NE(o.out.find("aka_dora        4 han"), std::string::npos) << o.out;
    EXPECT_EQ(refusal({"score", "406p789s111z22z (5500m)", "--rules", "riichi", "--tsumo",
                       "--win-tile", "2z", "--seat", "2z"}),
              "too_many_copies: 2 of 0m (red 5m): 2 in declared melds; the riichi set has 1 (the "
              "red_fives flag)");
    EXPECT_EQ(refusal({"score", "123456789m789s11s1f1f1f1f", "--rules", "gb"}),
              "too_many_copies: 4 of 1f: 4 in the hand; a set has 1");
    EXPECT_EQ(refusal({"check", "123456789m789s11s2f2f"}),
              "too_many_copies: 2 of 2f: 2 in the hand; a set has 1");
    EXPECT_EQ(run_cli({"score", "123456789m789s11s1f2f3f4f", "--rules", "gb"}).status, 0);
}

TEST(CliSet, SituationsThatCannotHappenAreRefused) {
    const std::string hand = "234567m234p23466s";
    const std::vector<std::pair<std::vector<std::string>, std::string>> cases = {
        {{"--blessing", "--riichi", "--tsumo"}, "blessing with riichi"},
        {{"--blessing", "--double-riichi", "--tsumo", "--seat", "2z"}, "blessing with riichi"},
        {{"--blessing"}, "blessing on a ron by the dealer"},
        {{"--blessing", "--tsumo", "--last-tile"}, "blessing on the last tile"},
        {{"--blessing", "--chankan", "--seat", "3z", "--win-tile", "4s"}, "blessing with chankan"},
        {{"--ippatsu"}, "ippatsu without riichi"},
        {{"--chankan", "--tsumo"}, "chankan on a tsumo"},
        {{"--chankan", "--last-tile", "--win-tile", "3p"}, "chankan on the last tile"},
        {{"--rinshan", "--tsumo"}, "rinshan without a kong"},
    };
    for (const auto& [options, what] : cases) {
        std::vector<std::string> args = {"score", hand, "--rules", "riichi"};
        args.insert(args.end(), options.begin(), options.end());
        EXPECT_EQ(refusal(args), "impossible_situation: " + what) << args.back();
    }
    const std::string kong = "123m4p [555z] [789s] (7777z) 4p";
    EXPECT_EQ(refusal({"score", kong, "--rules", "riichi", "--rinshan"}),
              "impossible_situation: rinshan on a ron (the replacement tile is drawn)");
    EXPECT_EQ(refusal({"score", "123m44p789s456s (7777z)", "--rules", "riichi", "--rinshan",
                       "--tsumo", "--riichi", "--ippatsu"}),
              "impossible_situation: ippatsu with rinshan");
    // Under gb, each pair its rules refuse (docs/GB_SCORING.md).
    const std::vector<std::pair<std::vector<std::string>, std::string>> gb = {
        {{"123456789m789s11s", "--rinshan", "--tsumo"}, "rinshan without a kong"},
        {{"123m4p [555z] [789s] (7777z) 4p", "--rinshan"},
         "rinshan on a ron (the replacement tile is drawn)"},
        {{"123456789m789s11s", "--chankan", "--tsumo", "--win-tile", "9s"}, "chankan on a tsumo"},
        {{"123456789m789s11s", "--chankan", "--win-tile", "1s"},
         "chankan while the hand holds another tile of the winning kind"},
        {{"123m4p [555z] [789s] (7777z) 4p", "--chankan", "--rinshan"}, "chankan with rinshan"},
        {{"123456789m789s11s", "--last-copy", "--win-tile", "1s"},
         "last_copy (和绝张) while another 1s is among the concealed tiles"},
        {{"123456789m789s11s", "--blessing", "--tsumo"}, "blessing does not apply under gb"},
        {{"123456789m789s11s", "--riichi"}, "riichi does not apply under gb"},
        {{"123456789m789s11s", "--dora", "1m"}, "dora do not apply under gb"},
    };
    for (const auto& [options, what] : gb) {
        std::vector<std::string> args = {"score", "--rules", "gb"};
        args.insert(args.end(), options.begin(), options.end());
        EXPECT_EQ(refusal(args), "impossible_situation: " + what) << options.front();
    }
    // What can happen is scored: tenhou, chiihou, a non-dealer's blessing by ron under renhou.
    const auto tenhou = run_cli({"score", hand, "--rules", "riichi", "--blessing", "--tsumo"});
    ASSERT_EQ(tenhou.status, 0) << tenhou.err;
    EXPECT_NE(tenhou.out.find("tenhou"), std::string::npos);
    EXPECT_EQ(run_cli({"score", hand, "--rules", "riichi", "--blessing", "--seat", "2z", "--renhou",
                       "mangan"})
                  .status,
              0);
}

TEST(CliSet, MessagesNameTheQuestionAsked) {
    const std::string score13 = refusal({"score", "1112345678999m", "--rules", "riichi"});
    EXPECT_EQ(score13,
              "wrong_hand_size: 13 tiles: hupai score --rules riichi takes a winning hand of 3n+2 "
              "tiles (14, 11, 8, 5 or 2); for this 3n+1 hand try hupai waits --rules riichi or "
              "hupai analyze --rules riichi");
    const std::string mediatek = refusal({"check", "ABCeee345456D", "--rules", "mediatek"});
    EXPECT_NE(mediatek.find("one more per in-hand kong"), std::string::npos) << mediatek;
    EXPECT_NE(mediatek.find("try hupai waits --rules mediatek or hupai analyze --rules mediatek"),
              std::string::npos)
        << mediatek;
    // The in-hand-kong sizes only where that rule is on.
    EXPECT_EQ(refusal({"check", "1112345678999m"}).find("kong"), std::string::npos);
    EXPECT_EQ(refusal({"waits", "11123456789999m"}).find("kong"), std::string::npos);
    EXPECT_EQ(refusal({"analyze", "111234567899m"}).find("kong"), std::string::npos);
    // Singular and plural.
    EXPECT_EQ(refusal({"check", "1m"}).rfind("wrong_hand_size: 1 tile: hupai check takes", 0), 0u);
    EXPECT_EQ(
        refusal({"check", "A", "--rules", "mediatek"})
            .rfind("wrong_hand_size: 1 concealed tile; the mediatek rules need at least 14", 0),
        0u);
    // Batch analyze names its own op and the one that fits.
    const auto b = run_cli({"batch"}, R"({"hand": "123m456p789s111z", "ops": ["analyze"]})"
                                      "\n");
    EXPECT_EQ(json::parse(b.out).at("error"),
              "wrong_hand_size: 12 tiles: the analyze op takes 3n+2 tiles (which discard is "
              "best?) or 3n+1 tiles (which draws improve it?): 14, 13, 11, 10, …; the shanten op "
              "takes any size");
    const auto s = run_cli({"batch", "--rules", "riichi"},
                           R"({"hand": "1112345678999m", "ops": ["score"], "situation": {}})"
                           "\n");
    EXPECT_EQ(json::parse(s.out).at("error").get<std::string>().rfind(
                  "wrong_hand_size: 13 tiles: the score op takes a winning hand", 0),
              0u)
        << s.out;
    // --scoring none never suggests the rules it was given.
    const std::string none =
        refusal({"score", "234567m234p23466s", "--rules", "riichi", "--scoring", "none"});
    EXPECT_EQ(none.find("--rules riichi"), std::string::npos) << none;
    EXPECT_EQ(none.rfind("invalid_value: scoring is set to none", 0), 0u) << none;
}

TEST(CliSet, JsonErrorsAndTrueLengths) {
    // Every JSON error is "<code>: <message>".
    for (const auto& args : std::vector<std::vector<std::string>>{
             {"check", "--json", "--rules", "riichi", "--rules", "gb", "1m"},
             {"score", "--json", "1112345678999m", "--rules", "riichi"},
             {"analyze", "--json", "34068m5678p2356s", "--visible", "3m3m3m3m"},
             {"check", "--json", "--seat", ""}}) {
        const auto o = run_cli(args);
        EXPECT_EQ(o.status, 2);
        const auto message = json::parse(o.out).at("error").get<std::string>();
        const auto colon = message.find(": ");
        ASSERT_NE(colon, std::string::npos) << message;
        EXPECT_EQ(message.substr(0, colon).find_first_not_of("abcdefghijklmnopqrstuvwxyz_"),
                  std::string::npos)
            << message;
    }
    const std::string long_hand(1500, '1');
    EXPECT_EQ(refusal({"check", long_hand + "m"}).rfind("line_too_long: 1501 bytes", 0), 0u);
    const std::string huge(200000, '1');
    EXPECT_EQ(refusal({"check"}, huge + "m\n"),
              "line_too_long: standard input holds 200002 bytes; a hand is at most 1000");
}

TEST(CliSet, ABrokenPipeExitsThree) {
    const std::string in_path = temp_path("pipe_in");
    const std::string status_path = temp_path("pipe_status");
    {
        std::ofstream in(in_path, std::ios::binary);
        for (int i = 0; i < 200000; ++i) in << "123m456p789s11122z\n";
    }
    const std::string cmd = "( " + quoted(HUPAI_CLI_PATH) + " batch <" + quoted(in_path) +
                            " 2>/dev/null; echo $? >" + quoted(status_path) + " ) | head -1";
    const auto o = run_command_line(cmd, temp_path("pipe_err"));
    EXPECT_EQ(lines_of(o.out).size(), 1u);
    EXPECT_EQ(slurp(status_path), "3\n");
    std::remove(in_path.c_str());
    std::remove(status_path.c_str());
}

TEST(CliSet, StandardInputAndOptionValuesInEveryNotation) {
    // hupai with no command reads the hand from standard input when it is not a terminal.
    const auto piped = run_cli({}, "34068m5678p2356s\n");
    ASSERT_EQ(piped.status, 0) << piped.err;
    EXPECT_EQ(piped.out, run_cli({"34068m5678p2356s"}).out);
    EXPECT_EQ(run_cli({"--rules", "riichi"}, "1112345678999m\n").out,
              run_cli({"1112345678999m", "--rules", "riichi"}).out);
    // Option values take every notation a hand takes.
    EXPECT_EQ(run_cli({"check", "123m456p78s112227z", "--wild", "中"}).out,
              run_cli({"check", "123m456p78s112227z", "--wild", "7z"}).out);
    const std::vector<std::string> score = {"score", "234567m234p23466s", "--rules", "riichi"};
    const auto with = [&](std::vector<std::string> extra) {
        auto args = score;
        args.insert(args.end(), extra.begin(), extra.end());
        const auto o = run_cli(args);
        EXPECT_EQ(o.status, 0) << o.err;
        return o.out;
    };
    EXPECT_EQ(with({"--dora", "一万"}), with({"--dora", "1m"}));
    EXPECT_EQ(with({"--seat", "南"}), with({"--seat", "2z"}));
    EXPECT_EQ(with({"--win-tile", "四索"}), with({"--win-tile", "4s"}));
    EXPECT_EQ(with({"--dora", "1m", "--dora", "2m"}), with({"--dora", "1m,2m"}));
    EXPECT_EQ(run_cli({"analyze", "34068m5678p2356s", "--visible", "7m,7m"}).out,
              run_cli({"analyze", "34068m5678p2356s", "--visible", "7m7m"}).out);
    // A single-valued option given twice with two values, or given empty, is refused.
    EXPECT_EQ(refusal({"check", "1m", "--rules", "riichi", "--rules", "gb"}),
              "invalid_value: --rules is given twice, as 'riichi' and as 'gb': give it once");
    EXPECT_EQ(run_cli({"check", "11m", "--rules", "riichi", "-r", "riichi"}).status, 0);
    expect_rejected(
        {"score", "234567m234p23466s", "--rules", "riichi", "--seat", "2z", "--seat", "3z"},
        "invalid_value");
    expect_rejected({"check", "11m", "--kongs-in-hand", "true", "--set", "kongs_in_hand=false"},
                    "invalid_value");
    expect_rejected({"check", "11m", "--rules", ""}, "invalid_value");
    expect_rejected({"check", "11m", "--notation="}, "invalid_value");
    expect_rejected({"score", "234567m234p23466s", "--rules", "riichi", "--dora", ""},
                    "invalid_value");
}

TEST(CliSet, HelpNamesEveryRuleSetAndForm) {
    const auto help = run_cli({"--help"}).out;
    for (const auto preset : {"riichi", "chinese", "sichuan", "ruijin", "mediatek", "gb"}) {
        EXPECT_NE(help.find(preset), std::string::npos) << preset;
    }
    EXPECT_NE(help.find("mediatek and gb"), std::string::npos);
    const auto check = run_cli({"check", "--help"}).out;
    const auto shanten = run_cli({"shanten", "--help"}).out;
    const auto score = run_cli({"score", "--help"}).out;
    for (const auto form : {"honours_and_knitted", "knitted_straight", "thirteen_lan"}) {
        EXPECT_NE(check.find(form), std::string::npos) << form;
        EXPECT_NE(shanten.find(form), std::string::npos) << form;
    }
    EXPECT_NE(score.find("knitted_straight"), std::string::npos);
    EXPECT_NE(run_cli({"waits", "--help"}).out.find("knitted"), std::string::npos);
    // The documents speak of hupai alone.
    std::string all = help + check + shanten + score;
    for (const auto doc : {"README.md", "docs/CLI.md", "docs/SCORING.md", "docs/GB_SCORING.md",
                           "docs/RULES.md", "docs/SHANTEN.md", "docs/NOTATION.md"}) {
        all += hupai::testing::source_file_text(doc);
    }
    for (const auto word : {"contest", "contract", "seed 00"}) {
        EXPECT_EQ(all.find(word), std::string::npos) << word;
    }
}

}  // namespace
