// The GB (Chinese Official) score: ns per scored hand of score_gb on random winning hands of each
// form (tests/reference/gb_hands) with random situations, and on a mixed set holding every form
// equally. Besides Google Benchmark's time, each reports `median_ns`, the median over its hands
// of one hand's cost (each hand timed over 16 calls), the figure BENCHMARKS.md quotes.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "hupai/gb.hpp"
#include "hupai/rules.hpp"
#include "reference/gb_hands.hpp"

namespace {

using namespace hupai;

constexpr std::size_t set_size = 1 << 12;

struct scored_hand {
    hand h;
    situation s;
};

std::vector<scored_hand> make_set(int shape, std::uint64_t seed) {
    reference::rng r(seed);
    std::vector<scored_hand> set;
    while (set.size() < set_size) {
        const int pick = shape >= 0 ? shape : r.below(reference::gb_shape_count);
        hand h;
        if (!reference::random_gb_win(r, static_cast<reference::gb_shape>(pick), h)) continue;
        set.push_back({h, reference::random_gb_situation(r, h)});
    }
    return set;
}

const rules& gb() {
    static const rules r = *preset("gb");
    return r;
}

double median_ns(const std::vector<scored_hand>& set) {
    using clock = std::chrono::steady_clock;
    constexpr int calls = 16;
    std::vector<double> ns;
    ns.reserve(set.size());
    for (const auto& x : set) {
        const auto start = clock::now();
        for (int i = 0; i < calls; ++i) benchmark::DoNotOptimize(score_gb(x.h, x.s, gb()));
        ns.push_back(std::chrono::duration<double, std::nano>(clock::now() - start).count() /
                     calls);
    }
    std::nth_element(ns.begin(), ns.begin() + static_cast<std::ptrdiff_t>(ns.size() / 2), ns.end());
    return ns[ns.size() / 2];
}

void score_set(benchmark::State& state, int shape) {
    const auto set = make_set(shape, 100 + static_cast<std::uint64_t>(shape + 1));
    std::size_t i = 0, errors = 0;
    for (auto _ : state) {
        const auto& x = set[i];
        auto s = score_gb(x.h, x.s, gb());
        errors += !s.ok();
        benchmark::DoNotOptimize(s);
        i = (i + 1) % set.size();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.counters["median_ns"] = median_ns(set);
    if (errors != 0) state.SkipWithError("a hand of the set does not score");
}

// score_gb/<form>/fast, and score_gb/mixed/fast over every form.
const int registered = [] {
    const std::pair<const char*, int> sets[] = {{"mixed", -1},
                                                {"standard", 0},
                                                {"seven_pairs", 1},
                                                {"thirteen_orphans", 2},
                                                {"honours_and_knitted", 3},
                                                {"knitted_straight", 4}};
    for (const auto& [set, shape] : sets) {
        benchmark::RegisterBenchmark(("score_gb/" + std::string(set) + "/fast").c_str(), score_set,
                                     shape);
    }
    return 0;
}();

}  // namespace
