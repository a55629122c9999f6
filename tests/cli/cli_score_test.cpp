// `hupai score` and the batch score op (docs/CLI.md, docs/SCORING.md): riichi and GB score
// sheets, every situation option, and the refusals. Expected scores are worked out by hand.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "cli_support.hpp"

namespace {

using namespace hupai::cli_test;

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

}  // namespace
