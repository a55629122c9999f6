// The knitted forms' cost: is_win, check_win, compute_shanten, shanten_number, find_waits and
// analyze_discards on one set of Chinese Official-like hands (random, near-winning, and built
// special forms, knitted ones among them) under chinese and under chinese with
// honours_and_knitted and knitted_straight, the forms of the Chinese Official rules. Names:
// <call>/gb_like/<rules>; the two rule sets read the same hands.
#include <benchmark/benchmark.h>

#include <vector>

#include "hupai/hupai.hpp"
#include "reference/win_hands.hpp"

namespace {

using namespace hupai;

rules with_knitted() {
    rules r = presets::chinese;
    r.honours_and_knitted = true;
    r.knitted_straight = true;
    return r;
}

// 4096 hands of `tiles` (14 or 13): a third random, a third near-winning standard hands, a
// third built special forms of the knitted rules (seven pairs, thirteen orphans, 全不靠, 组合龙),
// each near-winning set with 0–1 tiles changed; 13-tile hands drop one tile of a 14-tile one.
const std::vector<hand>& gb_like(int tiles) {
    static const auto make = [](int size) {
        reference::hand_maker maker(static_cast<std::uint64_t>(size) * 7919);
        const rules r = with_knitted();
        std::vector<hand> hands;
        while (hands.size() < 4096) {
            hand h;
            const std::size_t i = hands.size();
            if (i % 3 == 0) {
                h = maker.random(r, 14);
            } else {
                reference::near_win_options o;
                o.special = i % 3 == 2;
                o.changes = static_cast<int>(i / 3 % 2);
                h = maker.near_win(r, o);
            }
            if (size == 13) {
                for (int t = static_cast<int>(i % kinds);; t = (t + 1) % kinds) {
                    if (h.counts[static_cast<std::size_t>(t)] != 0) {
                        --h.counts[static_cast<std::size_t>(t)];
                        break;
                    }
                }
            }
            if (h.meld_count == 0 && validate_hand(h, r, purpose::any)) hands.push_back(h);
        }
        return hands;
    };
    static const std::vector<hand> fourteen = make(14), thirteen = make(13);
    return tiles == 14 ? fourteen : thirteen;
}

template <class F>
void run(benchmark::State& state, int tiles, bool knitted, F&& f) {
    const auto& hands = gb_like(tiles);
    const rules r = knitted ? with_knitted() : presets::chinese;
    std::size_t i = 0;
    for (auto _ : state) benchmark::DoNotOptimize(f(hands[i++ & 4095], r));
    state.SetItemsProcessed(state.iterations());
}

void is_win_gb_like(benchmark::State& state, bool knitted) {
    run(state, 14, knitted, [](const hand& h, const rules& r) { return is_win(h, r); });
}
void check_win_gb_like(benchmark::State& state, bool knitted) {
    run(state, 14, knitted, [](const hand& h, const rules& r) { return check_win(h, r)->forms; });
}
void shanten_gb_like(benchmark::State& state, bool knitted) {
    run(state, 13, knitted,
        [](const hand& h, const rules& r) { return compute_shanten(h, r)->overall; });
}
void shanten_number_gb_like(benchmark::State& state, bool knitted) {
    run(state, 13, knitted, [](const hand& h, const rules& r) { return *shanten_number(h, r); });
}
void waits_gb_like(benchmark::State& state, bool knitted) {
    run(state, 13, knitted, [](const hand& h, const rules& r) { return find_waits(h, r)->waits; });
}
void analyze_gb_like(benchmark::State& state, bool knitted) {
    run(state, 14, knitted,
        [](const hand& h, const rules& r) { return analyze_discards(h, r)->size(); });
}

BENCHMARK_CAPTURE(is_win_gb_like, chinese, false)->Name("is_win/gb_like/chinese");
BENCHMARK_CAPTURE(is_win_gb_like, knitted, true)->Name("is_win/gb_like/knitted");
BENCHMARK_CAPTURE(check_win_gb_like, chinese, false)->Name("check_win/gb_like/chinese");
BENCHMARK_CAPTURE(check_win_gb_like, knitted, true)->Name("check_win/gb_like/knitted");
BENCHMARK_CAPTURE(shanten_gb_like, chinese, false)->Name("shanten/gb_like/chinese");
BENCHMARK_CAPTURE(shanten_gb_like, knitted, true)->Name("shanten/gb_like/knitted");
BENCHMARK_CAPTURE(shanten_number_gb_like, chinese, false)->Name("shanten_number/gb_like/chinese");
BENCHMARK_CAPTURE(shanten_number_gb_like, knitted, true)->Name("shanten_number/gb_like/knitted");
BENCHMARK_CAPTURE(waits_gb_like, chinese, false)->Name("waits/gb_like/chinese");
BENCHMARK_CAPTURE(waits_gb_like, knitted, true)->Name("waits/gb_like/knitted");
BENCHMARK_CAPTURE(analyze_gb_like, chinese, false)->Name("analyze_discards/gb_like/chinese");
BENCHMARK_CAPTURE(analyze_gb_like, knitted, true)->Name("analyze_discards/gb_like/knitted");

}  // namespace
