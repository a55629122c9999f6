// Wildcard hands by the number of wildcards they hold: chinese with 红中 wild, near-ready hands
// of 13 and 14 tiles holding exactly w wildcards (红中 first, jokers past four), w = 1, 2, 4, 8.
// ns per hand of compute_shanten and analyze_discards (14 tiles) and find_waits (13 tiles); run
// with --benchmark_repetitions for medians.
#include <benchmark/benchmark.h>

#include <vector>

#include "hupai/hupai.hpp"
#include "shanten_hands.hpp"

namespace {

using namespace hupai;
namespace t = hupai::testing;

constexpr int red = 33;  // 7z, 红中

struct wild_set {
    rules r;
    std::vector<hand> hands;
};

// 256 hands of `tiles` tiles with `wildcards` wildcards: a near-ready natural part, then the
// wildcards (红中 while copies remain, jokers after).
wild_set make_wild_set(int tiles, int wildcards) {
    t::shanten_rng g(static_cast<std::uint64_t>(7000 + tiles * 10 + wildcards));
    wild_set s;
    s.r = *preset("chinese");
    (void)set_wild(s.r, "7z");
    while (s.hands.size() < 256) {
        t::hand_shape shape;
        shape.concealed = tiles;
        shape.near = true;
        shape.jokers = wildcards;
        hand h;
        if (!t::make_hand(g, s.r, shape, h) || h.counts[red] != 0) continue;
        const int reds = std::min(wildcards, copies);
        h.counts[red] = static_cast<std::uint8_t>(reds);
        h.jokers = static_cast<std::uint8_t>(wildcards - reds);
        if (validate_hand(h, s.r, purpose::any)) s.hands.push_back(h);
    }
    return s;
}

const wild_set& set_of(int tiles, int wildcards) {
    static const wild_set sets[2][4] = {
        {make_wild_set(13, 1), make_wild_set(13, 2), make_wild_set(13, 4), make_wild_set(13, 8)},
        {make_wild_set(14, 1), make_wild_set(14, 2), make_wild_set(14, 4), make_wild_set(14, 8)}};
    const int column = wildcards == 1 ? 0 : wildcards == 2 ? 1 : wildcards == 4 ? 2 : 3;
    return sets[tiles - 13][column];
}

template <class F>
void run(benchmark::State& state, int tiles, F&& f) {
    const wild_set& s = set_of(tiles, static_cast<int>(state.range(0)));
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(f(s.hands[i++ & 255], s.r));
    state.SetItemsProcessed(state.iterations());
}

void wild_shanten(benchmark::State& state) {
    run(state, 14, [](const hand& h, const rules& r) { return compute_shanten(h, r)->overall; });
}
void wild_waits(benchmark::State& state) {
    run(state, 13, [](const hand& h, const rules& r) { return find_waits(h, r)->waits; });
}
void wild_analyze(benchmark::State& state) {
    run(state, 14, [](const hand& h, const rules& r) { return analyze_discards(h, r)->size(); });
}

BENCHMARK(wild_shanten)->Arg(1)->Arg(2)->Arg(4)->Arg(8);
BENCHMARK(wild_waits)->Arg(1)->Arg(2)->Arg(4)->Arg(8);
BENCHMARK(wild_analyze)->Arg(1)->Arg(2)->Arg(4)->Arg(8);

}  // namespace
