// Ruijin by its 宝: a suited 宝 (5m, 3p: about three random 宝 in four), an honour 宝
// (5z a dragon, 1z a wind) and a flower 宝 (2f). Per 宝, 256 hands of 14 tiles (compute_shanten,
// analyze_discards) and 13 tiles (find_waits), half random draws from the wall and half
// near-ready, 0–2 flowers; ns per hand. Run with --benchmark_repetitions for medians.
#include <benchmark/benchmark.h>

#include <array>
#include <string_view>
#include <vector>

#include "hupai/hupai.hpp"
#include "shanten_hands.hpp"

namespace {

using namespace hupai;
namespace t = hupai::testing;

constexpr std::array<std::string_view, 5> baos = {"5m", "3p", "5z", "1z", "2f"};

struct ruijin_set {
    rules r;
    std::vector<hand> hands;
};

ruijin_set make_set(std::size_t bao, int tiles) {
    t::shanten_rng g(9100 + 10 * bao + static_cast<std::size_t>(tiles));
    ruijin_set s;
    s.r = *preset("ruijin");
    (void)set_wild(s.r, baos[bao]);
    while (s.hands.size() < 256) {
        t::hand_shape shape;
        shape.concealed = tiles;
        shape.near = s.hands.size() % 2 == 1;
        shape.flowers = t::pick(g, 0, 2);
        hand h;
        if (t::make_hand(g, s.r, shape, h)) s.hands.push_back(h);
    }
    return s;
}

const ruijin_set& set_of(std::size_t bao, int tiles) {
    static const auto sets = [] {
        std::array<std::array<ruijin_set, 2>, baos.size()> out;
        for (std::size_t b = 0; b < baos.size(); ++b) out[b] = {make_set(b, 13), make_set(b, 14)};
        return out;
    }();
    return sets[bao][static_cast<std::size_t>(tiles - 13)];
}

template <class F>
void run(benchmark::State& state, int tiles, F&& f) {
    const auto bao = static_cast<std::size_t>(state.range(0));
    const ruijin_set& s = set_of(bao, tiles);
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(f(s.hands[i++ & 255], s.r));
    state.SetItemsProcessed(state.iterations());
    state.SetLabel(std::string(baos[bao]));
}

void ruijin_shanten(benchmark::State& state) {
    run(state, 14, [](const hand& h, const rules& r) { return compute_shanten(h, r)->overall; });
}
void ruijin_waits(benchmark::State& state) {
    run(state, 13, [](const hand& h, const rules& r) { return find_waits(h, r)->waits; });
}
void ruijin_analyze(benchmark::State& state) {
    run(state, 14, [](const hand& h, const rules& r) { return analyze_discards(h, r)->size(); });
}

BENCHMARK(ruijin_shanten)->DenseRange(0, baos.size() - 1);
BENCHMARK(ruijin_waits)->DenseRange(0, baos.size() - 1);
BENCHMARK(ruijin_analyze)->DenseRange(0, baos.size() - 1);

}  // namespace
