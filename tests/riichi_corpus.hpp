// The scored riichi corpus (tests/data/riichi-majiang.jsonl, see tests/data/README.md) read into
// library values, for the corpus test and the scoring benchmark.
#pragma once

#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"

namespace hupai::testing {

struct corpus_case {
    nlohmann::json line;  ///< the whole line: "input", "expect", "source", "oracles_agree"
    hand h;
    situation s;
    rules r;
    std::string problem;  ///< why the input could not be read ("" when it was)
};

/// The text set_flag and set_situation take for a JSON value (lists joined with commas).
inline std::string text_of(const nlohmann::json& v) {
    if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
    if (v.is_number_integer()) return v.dump();
    if (v.is_string()) return v.get<std::string>();
    std::string joined;
    for (const auto& t : v) joined += (joined.empty() ? "" : ",") + t.get<std::string>();
    return joined;
}

/// Every line of the corpus at `path`, its input read through the public API.
inline std::vector<corpus_case> load_riichi_corpus(const char* path) {
    std::vector<corpus_case> cases;
    std::ifstream in(path);
    std::string text;
    while (std::getline(in, text)) {
        if (text.empty()) continue;
        corpus_case c;
        c.line = nlohmann::json::parse(text);
        const auto& input = c.line["input"];
        auto r = preset(input["rules"].get<std::string>());
        auto h = parse_hand(input["hand"].get<std::string>());
        if (!r || !h) {
            c.problem = !r ? r.err().message : h.err().message;
        } else {
            c.r = *r;
            c.h = *h;
            for (const auto& [k, v] : input["flags"].items()) {
                if (auto ok = set_flag(c.r, k, text_of(v)); !ok) c.problem = ok.err().message;
            }
            for (const auto& [k, v] : input["situation"].items()) {
                if (auto ok = set_situation(c.s, k, text_of(v)); !ok) c.problem = ok.err().message;
            }
        }
        cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace hupai::testing
