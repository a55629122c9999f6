// decompose: ns per call on 14-tile hands — constructed wins and near wins (one tile changed),
// without wildcards, with two wildcards, and one-suit flushes — the fast enumeration next to the
// brute-force reference (tests/reference/decompose_reference). Hands come from the check_win
// benchmarks' hand maker (tests/reference/win_hands), so the sets are alike across calls.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "hupai/hupai.hpp"
#include "reference/decompose_reference.hpp"
#include "reference/win_hands.hpp"

namespace {

using hupai::hand;
using hupai::rules;

std::vector<hand> make_hands(const rules& r, int changes, int wildcards,
                             hupai::reference::tile_style style, std::uint64_t seed) {
    hupai::reference::hand_maker maker(seed);
    hupai::reference::near_win_options o;
    o.changes = changes;
    o.wildcards = wildcards;
    o.style = style;
    std::vector<hand> hands;
    while (hands.size() < 256) {
        const hand h = maker.near_win(r, o);
        if (h.concealed_size() == 14 && hupai::validate_hand(h, r, hupai::purpose::win)) {
            hands.push_back(h);
        }
    }
    return hands;
}

template <class Decompose>
void run(benchmark::State& state, const rules& r, const std::vector<hand>& hands,
         const Decompose& decompose) {
    std::size_t i = 0, readings = 0;
    for (auto _ : state) {
        auto d = decompose(hands[i], r);
        benchmark::DoNotOptimize(d);
        readings += d.size();
        i = (i + 1) % hands.size();
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
    state.counters["readings"] =
        benchmark::Counter(static_cast<double>(readings), benchmark::Counter::kAvgIterations);
}

void register_all() {
    using hupai::reference::tile_style;
    struct distribution {
        const char* name;
        int changes;
        int wildcards;
        tile_style style;
    };
    static const distribution distributions[] = {
        {"winning", 0, 0, tile_style::mixed},   {"near_win", 1, 0, tile_style::mixed},
        {"wildcards", 0, 2, tile_style::mixed}, {"near_win_wildcards", 1, 2, tile_style::mixed},
        {"flush", 0, 0, tile_style::flush},
    };
    const rules r = *hupai::preset("chinese");
    std::uint64_t seed = 30;
    for (const auto& d : distributions) {
        const std::vector<hand> hands = make_hands(r, d.changes, d.wildcards, d.style, seed++);
        const std::string base = std::string("decompose/") + d.name + "/";
        benchmark::RegisterBenchmark((base + "fast").c_str(), [r, hands](benchmark::State& st) {
            run(st, r, hands,
                [](const hand& h, const rules& rr) { return *hupai::decompose(h, rr); });
        });
        benchmark::RegisterBenchmark((base + "reference").c_str(),
                                     [r, hands](benchmark::State& st) {
                                         run(st, r, hands, [](const hand& h, const rules& rr) {
                                             return hupai::reference::decompose(h, rr);
                                         });
                                     });
    }
}

const int registered = (register_all(), 0);

}  // namespace
