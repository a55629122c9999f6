// score_riichi: ns per scored hand over the 10,000 hands of tests/data/riichi-majiang.jsonl (all,
// and those without kongs), and over constructed winning hands without kongs (mixed, and
// one-suit flushes with many readings) under random situations. Each benchmark also reports the
// median over its hands of the time of one hand (median_ns), timed hand by hand before the run.
// tools/bench_riichi_python.py runs the corpus benchmarks beside the Python `mahjong` package.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <vector>

#include "hupai/scoring.hpp"
#include "riichi_corpus.hpp"
#include "winning_hands.hpp"

namespace {

struct scoring_input {
    hupai::hand h;
    hupai::situation s;
    hupai::rules r;
};

bool has_kong(const hupai::hand& h) {
    for (int i = 0; i < h.meld_count; ++i) {
        if (hupai::is_kong(h.melds[static_cast<std::size_t>(i)].kind)) return true;
    }
    return false;
}

std::vector<scoring_input> corpus_inputs(bool without_kongs) {
    std::vector<scoring_input> out;
    for (const auto& c : hupai::testing::load_riichi_corpus(HUPAI_RIICHI_CORPUS)) {
        if (!c.problem.empty() || (without_kongs && has_kong(c.h))) continue;
        out.push_back({c.h, c.s, c.r});
    }
    return out;
}

// Constructed wins without kongs, the winning tile any of the concealed kinds, random seat,
// round, tsumo, riichi (closed hands) and one dora indicator.
std::vector<scoring_input> winning_inputs(int suit, std::uint64_t seed) {
    hupai::testing::rng_t rng(seed);
    const auto r = *hupai::preset("riichi");
    std::vector<scoring_input> out;
    while (out.size() < 4096) {
        hupai::testing::build_options o;
        o.suit = suit;
        o.declared = hupai::testing::uniform(rng, 0, 3) == 0 ? 1 : 0;
        hupai::testing::built_hand b;
        if (!hupai::testing::build_winning(rng, o, b) || has_kong(b.h)) continue;
        scoring_input in{b.h, {}, r};
        std::vector<hupai::tile> held;
        for (int t = 0; t < hupai::kinds; ++t) {
            if (b.h.counts[static_cast<std::size_t>(t)] != 0)
                held.push_back(static_cast<hupai::tile>(t));
        }
        in.s.win_tile = held[static_cast<std::size_t>(
            hupai::testing::uniform(rng, 0, static_cast<int>(held.size()) - 1))];
        in.s.tsumo = hupai::testing::uniform(rng, 0, 1) == 0;
        in.s.seat_wind = static_cast<hupai::tile>(27 + hupai::testing::uniform(rng, 0, 3));
        in.s.round_wind = static_cast<hupai::tile>(27 + hupai::testing::uniform(rng, 0, 1));
        in.s.riichi =
            b.h.meld_count == 0 ? static_cast<std::uint8_t>(hupai::testing::uniform(rng, 0, 1)) : 0;
        in.s.dora_count = 1;
        in.s.dora_indicators[0] = static_cast<hupai::tile>(hupai::testing::uniform(rng, 0, 33));
        if (hupai::score_riichi(in.h, in.s, in.r)) out.push_back(in);
    }
    return out;
}

// The median over the hands of one call's time (each hand timed over 64 calls).
double median_ns(const std::vector<scoring_input>& in) {
    std::vector<double> ns;
    ns.reserve(in.size());
    for (const auto& x : in) {
        const auto t0 = std::chrono::steady_clock::now();
        for (int k = 0; k < 64; ++k) {
            auto s = hupai::score_riichi(x.h, x.s, x.r);
            benchmark::DoNotOptimize(s);
        }
        const auto t1 = std::chrono::steady_clock::now();
        ns.push_back(std::chrono::duration<double, std::nano>(t1 - t0).count() / 64);
    }
    std::nth_element(ns.begin(), ns.begin() + static_cast<std::ptrdiff_t>(ns.size() / 2), ns.end());
    return ns[ns.size() / 2];
}

void run(benchmark::State& state, const std::vector<scoring_input>& in) {
    const double median = median_ns(in);
    std::size_t i = 0;
    for (auto _ : state) {
        auto s = hupai::score_riichi(in[i].h, in[i].s, in[i].r);
        benchmark::DoNotOptimize(s);
        i = i + 1 == in.size() ? 0 : i + 1;
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.counters["median_ns"] = median;
    state.counters["hands"] = static_cast<double>(in.size());
}

void register_all() {
    static const auto corpus = corpus_inputs(false);
    static const auto corpus_no_kongs = corpus_inputs(true);
    static const auto winning = winning_inputs(-1, 20261124);
    static const auto flush = winning_inputs(0, 20261125);
    benchmark::RegisterBenchmark("score_riichi/corpus/fast",
                                 [](benchmark::State& st) { run(st, corpus); });
    benchmark::RegisterBenchmark("score_riichi/corpus_no_kongs/fast",
                                 [](benchmark::State& st) { run(st, corpus_no_kongs); });
    benchmark::RegisterBenchmark("score_riichi/winning/fast",
                                 [](benchmark::State& st) { run(st, winning); });
    benchmark::RegisterBenchmark("score_riichi/flush/fast",
                                 [](benchmark::State& st) { run(st, flush); });
}

const int registered = (register_all(), 0);

}  // namespace
