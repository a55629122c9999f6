// expected_values: time per hand for 14-tile riichi hands by shanten (0–3), 17 draws (turns 1
// to 18), default options and situation. Hands are dealt from a shuffled wall (a fixed generator
// state) and kept by their shanten. Each benchmark also reports the median and 90th percentile over
// its hands of one hand's time (median_us, p90_us), timed hand by hand before the run, the same
// in the thread's CPU time (median_cpu_us, p90_cpu_us: what the figures quote on a shared
// machine, where wall time counts the other processes' turns), and the states searched per hand
// (states).
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <numeric>
#include <random>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/ev.hpp"

namespace {

// Hands per shanten: fewer where one hand takes long.
constexpr std::array<int, 4> hand_counts = {40, 30, 16, 8};

std::vector<hupai::hand> hands_of_shanten(int shanten) {
    std::mt19937 rng(20261129u + static_cast<unsigned>(shanten));
    std::vector<int> wall(136);
    std::iota(wall.begin(), wall.end(), 0);
    std::vector<hupai::hand> out;
    while (static_cast<int>(out.size()) < hand_counts[static_cast<std::size_t>(shanten)]) {
        std::shuffle(wall.begin(), wall.end(), rng);
        hupai::hand h;
        for (int i = 0; i < 14; ++i)
            ++h.counts[static_cast<std::size_t>(wall[static_cast<std::size_t>(i)] / 4)];
        // The red fives: copy 0 of each five.
        for (int i = 0; i < 14; ++i) {
            const int t = wall[static_cast<std::size_t>(i)];
            if (t / 4 < 27 && t / 4 % 9 == 4 && t % 4 == 0)
                ++h.red_fives[static_cast<std::size_t>(t / 36)];
        }
        const auto s = hupai::compute_shanten(h, hupai::presets::riichi);
        if (s && s->overall == shanten) out.push_back(h);
    }
    return out;
}

double thread_cpu_us() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

void BM_ev_by_shanten(benchmark::State& state) {
    const int shanten = static_cast<int>(state.range(0));
    const auto hands = hands_of_shanten(shanten);
    std::vector<double> us, cpu_us;
    double states = 0;
    for (const auto& h : hands) {
        const double c0 = thread_cpu_us();
        const auto t0 = std::chrono::steady_clock::now();
        const auto r = hupai::expected_values(h, hupai::presets::riichi);
        const auto t1 = std::chrono::steady_clock::now();
        cpu_us.push_back(thread_cpu_us() - c0);
        if (!r) {
            state.SkipWithError(r.err().message.c_str());
            return;
        }
        states += static_cast<double>(r->states);
        us.push_back(std::chrono::duration<double, std::micro>(t1 - t0).count());
    }
    std::sort(us.begin(), us.end());
    std::sort(cpu_us.begin(), cpu_us.end());
    std::size_t i = 0;
    for (auto _ : state) {
        auto r = hupai::expected_values(hands[i], hupai::presets::riichi);
        benchmark::DoNotOptimize(r);
        i = i + 1 == hands.size() ? 0 : i + 1;
    }
    state.counters["median_us"] = us[us.size() / 2];
    state.counters["p90_us"] = us[us.size() * 9 / 10];
    state.counters["median_cpu_us"] = cpu_us[cpu_us.size() / 2];
    state.counters["p90_cpu_us"] = cpu_us[cpu_us.size() * 9 / 10];
    state.counters["states"] = states / static_cast<double>(hands.size());
}
BENCHMARK(BM_ev_by_shanten)->DenseRange(0, 3)->Unit(benchmark::kMicrosecond);

}  // namespace
