// The C API's batch calls against the C++ calls they wrap, on the same hands in the same run:
// the C layer (row translation, per-row status) should cost within 10 % of the C++ loop.
// ns per hand; 4,096 random hands of 13 or 14 tiles drawn from the wall.
#include <benchmark/benchmark.h>

#include <cstring>
#include <random>
#include <vector>

#include "hupai/hupai.h"
#include "hupai/hupai.hpp"

namespace {

struct batch {
    std::vector<std::uint8_t> counts;  // n × 34
    std::vector<hupai::hand> hands;
    std::size_t n = 0;
};

const batch& hands_of(int tiles) {
    static const auto make = [](int size) {
        batch b;
        b.n = 4096;
        std::mt19937_64 rng(static_cast<std::uint64_t>(size) * 7919);
        std::uniform_int_distribution<int> kind(0, hupai::kinds - 1);
        for (std::size_t i = 0; i < b.n; ++i) {
            hupai::hand h{};
            for (int drawn = 0; drawn < size;) {
                const auto k = static_cast<std::size_t>(kind(rng));
                if (h.counts[k] < hupai::copies) {
                    ++h.counts[k];
                    ++drawn;
                }
            }
            b.hands.push_back(h);
            b.counts.insert(b.counts.end(), h.counts.begin(), h.counts.begin() + hupai::kinds);
        }
        return b;
    };
    static const batch thirteen = make(13), fourteen = make(14);
    return tiles == 13 ? thirteen : fourteen;
}

hupai_rules c_riichi() {
    hupai_rules r;
    (void)hupai_rules_preset("riichi", &r, nullptr);
    return r;
}

void BM_capi_batch_shanten(benchmark::State& state) {
    const batch& b = hands_of(static_cast<int>(state.range(0)));
    const hupai_rules r = c_riichi();
    std::vector<std::int8_t> shanten(b.n);
    std::vector<std::uint8_t> status(b.n);
    for (auto _ : state) {
        (void)hupai_batch_shanten(&r, b.n, b.counts.data(), nullptr, nullptr, shanten.data(),
                                  status.data());
        benchmark::DoNotOptimize(shanten.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_capi_batch_shanten)->Arg(13)->Arg(14);

void BM_cpp_shanten_loop(benchmark::State& state) {
    const batch& b = hands_of(static_cast<int>(state.range(0)));
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<std::int8_t> shanten(b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < b.n; ++i) {
            const auto s = hupai::compute_shanten(b.hands[i], r);
            shanten[i] = static_cast<std::int8_t>(s ? s->overall : hupai::no_shanten);
        }
        benchmark::DoNotOptimize(shanten.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_shanten_loop)->Arg(13)->Arg(14);

// The same loop fed from the count rows, as a C++ caller holding an N × 34 array would write it.
void BM_cpp_shanten_rows(benchmark::State& state) {
    const batch& b = hands_of(static_cast<int>(state.range(0)));
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<std::int8_t> shanten(b.n);
    for (auto _ : state) {
        hupai::hand h{};
        for (std::size_t i = 0; i < b.n; ++i) {
            std::memcpy(h.counts.data(), &b.counts[i * hupai::kinds], hupai::kinds);
            const auto s = hupai::compute_shanten(h, r);
            shanten[i] = static_cast<std::int8_t>(s ? s->overall : hupai::no_shanten);
        }
        benchmark::DoNotOptimize(shanten.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_shanten_rows)->Arg(13)->Arg(14);

void BM_capi_batch_win(benchmark::State& state) {
    const batch& b = hands_of(14);
    const hupai_rules r = c_riichi();
    std::vector<std::uint8_t> win(b.n), status(b.n);
    for (auto _ : state) {
        (void)hupai_batch_win(&r, b.n, b.counts.data(), nullptr, nullptr, win.data(), nullptr,
                              status.data());
        benchmark::DoNotOptimize(win.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_capi_batch_win);

void BM_cpp_check_win_loop(benchmark::State& state) {
    const batch& b = hands_of(14);
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<std::uint8_t> win(b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < b.n; ++i) {
            const auto w = hupai::check_win(b.hands[i], r);
            win[i] = w && w->win;
        }
        benchmark::DoNotOptimize(win.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_check_win_loop);

void BM_capi_batch_waits(benchmark::State& state) {
    const batch& b = hands_of(13);
    const hupai_rules r = c_riichi();
    std::vector<std::uint8_t> waits(b.n * hupai::kinds), status(b.n);
    for (auto _ : state) {
        (void)hupai_batch_waits(&r, b.n, b.counts.data(), nullptr, nullptr, waits.data(), nullptr,
                                status.data());
        benchmark::DoNotOptimize(waits.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_capi_batch_waits);

void BM_cpp_find_waits_loop(benchmark::State& state) {
    const batch& b = hands_of(13);
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<std::uint64_t> waits(b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < b.n; ++i) {
            const auto w = hupai::find_waits(b.hands[i], r);
            waits[i] = w ? w->waits : 0;
        }
        benchmark::DoNotOptimize(waits.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_find_waits_loop);

}  // namespace
