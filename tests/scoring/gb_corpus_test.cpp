// The GB corpus (tests/data/gb-examples.jsonl, see tests/data/README.md): every fan case scores
// its expected fans and total; every 13-tile case waits on its expected tiles (checked here with
// the scoring's own completion test, the knitted forms included).
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "hupai/gb.hpp"
#include "hupai/notation.hpp"
#include "scoring/gb_internal.hpp"

namespace {

using namespace hupai;
using json = nlohmann::json;

std::vector<json> corpus() {
    std::ifstream in(HUPAI_GB_CORPUS);
    std::vector<json> lines;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty()) lines.push_back(json::parse(line));
    }
    return lines;
}

situation situation_of(const json& s) {
    situation out;
    out.win_tile = *parse_tile(s.at("win_tile").get<std::string>());
    out.tsumo = s.value("tsumo", false);
    out.seat_wind = *parse_tile(s.value("seat_wind", "1z"));
    out.round_wind = *parse_tile(s.value("round_wind", "1z"));
    out.rinshan = s.value("rinshan", false);
    out.chankan = s.value("chankan", false);
    out.last_tile = s.value("last_tile", false);
    out.last_copy = s.value("last_copy", false);
    return out;
}

std::string describe(const gb_score& s) {
    std::string out;
    for (const auto& e : s.fans()) {
        out += std::string(name(e.fan)) + "×" + std::to_string(e.count) + " ";
    }
    return out + "= " + std::to_string(s.total);
}

TEST(GbCorpus, EveryFanCasePasses) {
    const rules gb = *preset("gb");
    int cases = 0;
    for (const json& line : corpus()) {
        const json& in = line.at("input");
        if (!in.contains("situation")) continue;
        ++cases;
        const std::string id = in.at("id");
        const auto h = parse_hand(in.at("hand").get<std::string>());
        ASSERT_TRUE(h.ok()) << id;
        const auto score = score_gb(*h, situation_of(in.at("situation")), gb);
        ASSERT_TRUE(score.ok()) << id << " " << score.err().message;
        const json& expect = line.at("expect");
        EXPECT_EQ(score->total, expect.at("total").get<int>())
            << id << " " << in.at("hand") << ": " << describe(*score);
        if (!expect.contains("fans")) continue;
        std::map<std::string, int> want, got;
        for (const auto& [fan, count] : expect.at("fans").items()) want[fan] = count.get<int>();
        for (const auto& e : score->fans()) got[std::string(name(e.fan))] = e.count;
        EXPECT_EQ(got, want) << id << " " << in.at("hand") << ": " << describe(*score);
    }
    EXPECT_EQ(cases, 198);
}

TEST(GbCorpus, EveryWaitCasePasses) {
    int cases = 0;
    for (const json& line : corpus()) {
        const json& in = line.at("input");
        if (in.contains("situation")) continue;
        ++cases;
        const auto h = parse_hand(in.at("hand").get<std::string>());
        ASSERT_TRUE(h.ok());
        std::vector<std::string> waits;
        for (int t = 0; t < kinds; ++t) {
            hand h14 = *h;
            if (h14.held(static_cast<tile>(t)) >= copies) continue;
            ++h14.counts[static_cast<std::size_t>(t)];
            if (gb_detail::wins_gb(h14)) waits.push_back(format_tile(static_cast<tile>(t)));
        }
        EXPECT_EQ(waits, line.at("expect").at("waits").get<std::vector<std::string>>())
            << in.at("id") << " " << in.at("hand");
    }
    EXPECT_EQ(cases, 20);
}

}  // namespace
