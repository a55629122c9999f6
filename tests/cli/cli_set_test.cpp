// The set (docs/CLI.md): one accounting of every tile a question names, only situations that can
// happen, messages that name the question asked, and every notation on standard input.
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "cli_support.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai::cli_test;

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
