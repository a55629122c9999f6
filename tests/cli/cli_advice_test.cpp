// `hupai ev` and `hupai call` and their batch ops (docs/CLI.md): the tables, the JSON objects,
// the options that reach the model, and the state cap of a line.
#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include "batch.hpp"
#include "cli_support.hpp"
#include "json_writer.hpp"

namespace {

using namespace hupai::cli_test;

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

TEST(CliEv, LinksMovesReadsOnlyEachStatesMoves) {
    // 7s: the model's riichi return gives 53.16 %; its moves alone, the plain riichi 46.18 %.
    const auto o = run_cli(
        {"ev", "222567m345p33667s", "--rules", "riichi", "--dora", "1z", "--links", "moves"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "7s "),
              (std::vector<std::string>{"0", "100.00%", "46.18%", "3663.68"}));
    const auto bad = run_cli({"ev", "222567m345p33667s", "--rules", "riichi", "--links", "some"});
    EXPECT_EQ(bad.status, 2);
    EXPECT_EQ(bad.err.rfind("invalid_value: ", 0), 0u) << bad.err;
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

}  // namespace
