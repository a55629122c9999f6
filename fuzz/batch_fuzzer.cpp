// Arbitrary bytes through the batch line processor: as one multi-line buffer and line by line.
// Whatever the input, there is exactly one answer line per non-empty input line, every answer is
// one line of valid JSON, and answering a line alone gives the same text as inside the buffer.
// Every bare hand line also goes through the consistency properties of tests/consistency.hpp.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "batch.hpp"
#include "consistency.hpp"
#include "display.hpp"
#include "hupai/notation.hpp"
#include "options.hpp"

namespace {

using hupai::cli::batch_config;
using hupai::cli::batch_processor;

// The first byte picks the command-line rules, so that every preset's paths are reached.
const std::vector<hupai::cli::rule_options>& rule_choices() {
    static const std::vector<hupai::cli::rule_options> options = {
        {"chinese", {}},
        {"riichi", {}},
        {"sichuan", {}},
        {"ruijin", {{"wild", "5z"}}},
        {"mediatek", {}},
        {"chinese", {{"wild", "7z"}}},
        {"ruijin", {{"wild", "1f"}}},
        {"chinese", {{"kongs_in_hand", "true"}, {"honour_chows", "true"}}},
    };
    return options;
}

batch_processor& processor_for(std::uint8_t selector) {
    static std::vector<batch_processor> processors = [] {
        std::vector<batch_processor> v;
        for (const auto& o : rule_choices()) {
            batch_config c;
            c.rules = o;
            // An ev or call line may ask any search; a fuzz input must stay quick.
            c.max_ev_states = 20'000;
            auto p = batch_processor::create(c);
            if (!p) __builtin_trap();
            v.push_back(*p);
        }
        return v;
    }();
    return processors[selector % processors.size()];
}

// A bare line's hand under the line's rules: every answer agrees with the others
// (tests/consistency.hpp), so what the batch answers is consistent too.
void check_consistency_of(std::string_view line, std::uint8_t selector) {
    if (line.find('{') != std::string_view::npos) return;
    const auto& o = rule_choices()[selector % rule_choices().size()];
    const auto r = hupai::cli::build_rules(o);
    if (!r) __builtin_trap();
    const auto h = hupai::parse_hand(line, hupai::cli::notation_for(std::nullopt, r->preset));
    if (!h || !hupai::validate_hand(*h, *r, hupai::purpose::any)) return;
    const auto failures = hupai::testing::check_consistency(*h, *r, line.size());
    for (const auto& f : failures) {
        std::fprintf(stderr, "%s under %s: %s\n", hupai::format_hand(*h).c_str(),
                     hupai::testing::describe_rules(*r).c_str(), f.c_str());
    }
    if (!failures.empty()) __builtin_trap();
}

std::vector<std::string_view> input_lines(std::string_view text) {
    std::vector<std::string_view> lines;
    while (!text.empty()) {
        const auto nl = text.find_first_of("\n\r");  // '\r' ends a line too
        std::string_view line = text.substr(0, nl);
        text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
        if (!line.empty()) lines.push_back(line);
    }
    return lines;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) return 0;
    batch_processor& p = processor_for(data[0]);
    const std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);

    hupai::cli::out_buffer block_buffer;
    batch_processor::tally t;
    p.answer_block(text, block_buffer, t);
    const std::string_view block_out = block_buffer.view();

    const auto lines = input_lines(text);
    if (t.lines != lines.size()) __builtin_trap();
    std::size_t at = 0;
    std::uint64_t errors = 0;
    hupai::cli::out_buffer line_buffer;
    for (const auto line : lines) {
        const auto nl = block_out.find('\n', at);
        if (nl == std::string_view::npos) __builtin_trap();
        const std::string_view answer(block_out.data() + at, nl - at);
        at = nl + 1;
        if (!nlohmann::json::accept(answer)) __builtin_trap();
        line_buffer.clear();
        if (!p.answer_line(line, line_buffer)) ++errors;
        const std::string_view line_out = line_buffer.view();
        if (line_out.size() != answer.size() + 1 ||
            line_out.compare(0, answer.size(), answer) != 0) {
            __builtin_trap();
        }
    }
    if (at != block_out.size() || errors != t.errors) __builtin_trap();

    for (const auto line : lines) check_consistency_of(line, data[0]);

    // Batch mode echoes canonical-looking MPSZ instead of formatting: it must be format_hand's.
    for (const auto line : lines) {
        if (!hupai::cli::is_canonical_concealed(line)) continue;
        const auto h = hupai::parse_hand(line, hupai::notation::mpsz);
        if (h && hupai::format_hand(*h) != line) __builtin_trap();
    }
    return 0;
}
