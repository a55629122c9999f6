// Replays tests/data/riichi-majiang.jsonl (10,000 scored hands, see tests/data/README.md)
// through score_riichi and through `hupai batch`, and checks every case against its expected
// score: the yaku as a set with their han (or yakuman multiples), han, fu, yakuman, limit,
// payments and total (han and fu are not compared for a yakuman hand).
#include "riichi_corpus.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "hupai/scoring.hpp"
#include "test_support.hpp"

namespace {

using nlohmann::json;

// The score in the batch output's shape, from the library's value.
json to_json(const hupai::riichi_score& s) {
    json j;
    j["yaku"] = json::array();
    for (const auto& e : s.yaku_list()) {
        json y{{"name", std::string(name(e.id))}};
        if (e.yakuman != 0) {
            y["yakuman"] = e.yakuman;
        } else {
            y["han"] = e.han;
        }
        j["yaku"].push_back(y);
    }
    j["han"] = s.han;
    j["fu"] = s.fu;
    j["yakuman"] = s.yakuman;
    j["limit"] = std::string(name(s.limit));
    json p = json::object();
    if (s.payments.ron != 0) p["ron"] = s.payments.ron;
    if (s.payments.dealer != 0) p["dealer"] = s.payments.dealer;
    if (s.payments.non_dealer != 0) p["non_dealer"] = s.payments.non_dealer;
    j["payments"] = p;
    j["total"] = s.total;
    return j;
}

// "" when `got` (a "score" object) matches `expect`, else what differs.
std::string difference(const json& got, const json& expect) {
    std::string diff;
    json want_yaku = json::object();
    const bool yakuman = expect.value("yakuman", 0) > 0;
    const json& per = yakuman ? expect["yaku_yakuman"] : expect["yaku_han"];
    for (const auto& [k, v] : per.items()) want_yaku[k] = v;
    json got_yaku = json::object();
    for (const auto& y : got["yaku"]) {
        got_yaku[y["name"].get<std::string>()] =
            yakuman ? y.value("yakuman", 0) : y.value("han", 0);
    }
    if (got_yaku != want_yaku) diff += " yaku " + got_yaku.dump() + " want " + want_yaku.dump();
    for (const char* key : {"yakuman", "limit", "payments", "total"}) {
        if (got[key] != expect[key]) {
            diff += std::string(" ") + key + " " + got[key].dump() + " want " + expect[key].dump();
        }
    }
    if (!yakuman) {
        for (const char* key : {"han", "fu"}) {
            if (got[key] != expect[key]) {
                diff +=
                    std::string(" ") + key + " " + got[key].dump() + " want " + expect[key].dump();
            }
        }
    }
    return diff;
}

TEST(RiichiCorpus, EveryCaseThroughTheLibrary) {
    const auto cases = hupai::testing::load_riichi_corpus(HUPAI_RIICHI_CORPUS);
    ASSERT_EQ(cases.size(), 10000u);
    int failures = 0;
    for (const auto& c : cases) {
        const json& in = c.line["input"];
        ASSERT_TRUE(c.line["oracles_agree"].get<bool>()) << in["id"];
        ASSERT_EQ(c.problem, "") << in["id"];
        auto score = hupai::score_riichi(c.h, c.s, c.r);
        const std::string diff =
            score.ok() ? difference(to_json(*score), c.line["expect"]) : score.err().message;
        if (!diff.empty() && ++failures <= 20) {
            ADD_FAILURE() << in["id"] << " " << in["hand"] << " " << in["situation"].dump() << ":"
                          << diff;
        }
    }
    EXPECT_EQ(failures, 0);
}

#ifdef HUPAI_CLI_PATH
// The same cases as batch lines: every "input" object through `hupai batch`, answered in order.
TEST(RiichiCorpus, EveryCaseThroughBatch) {
    const auto cases = hupai::testing::load_riichi_corpus(HUPAI_RIICHI_CORPUS);
    ASSERT_EQ(cases.size(), 10000u);
    std::string in_path = ::testing::TempDir() + "hupai_corpus_XXXXXX";
    const int fd = ::mkstemp(in_path.data());
    ASSERT_GE(fd, 0);
    ::close(fd);
    {
        std::ofstream in(in_path, std::ios::binary);
        for (const auto& c : cases) in << c.line["input"].dump() << '\n';
    }
    const std::string cmd = std::string("'") + HUPAI_CLI_PATH + "' batch < '" + in_path + "'";
    int status = -1;
    const std::string out = hupai::testing::command_output(cmd, status);
    EXPECT_EQ(status, 0);
    std::remove(in_path.c_str());

    std::size_t at = 0;
    int failures = 0;
    for (const auto& c : cases) {
        const auto nl = out.find('\n', at);
        ASSERT_NE(nl, std::string::npos) << "batch answered fewer lines than asked";
        const json answer = json::parse(out.substr(at, nl - at));
        at = nl + 1;
        ASSERT_EQ(answer["id"], c.line["input"]["id"]);
        const std::string diff = answer.contains("score")
                                     ? difference(answer["score"], c.line["expect"])
                                     : answer.value("error", std::string("no score"));
        if (!diff.empty() && ++failures <= 20)
            ADD_FAILURE() << c.line["input"]["id"] << ":" << diff;
    }
    EXPECT_EQ(at, out.size());
    EXPECT_EQ(failures, 0);
}
#endif

}  // namespace
