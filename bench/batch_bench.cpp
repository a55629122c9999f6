// Batch mode: lines per second of the batch line processor (parse, judge, JSON) on in-memory
// blocks of bare hand lines with the default answer. The contract asks for 1,000,000 lines/s on
// one core with I/O; this measures the processor alone (items_per_second = lines/s).
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "batch.hpp"
#include "hupai/notation.hpp"

namespace {

using hupai::hand;

// A 14-tile concealed hand drawn from the wall: each draw picks a kind with copies left.
hand random_draw(std::mt19937_64& rng, int tiles) {
    hand h{};
    std::uniform_int_distribution<int> kind(0, hupai::kinds - 1);
    for (int n = 0; n < tiles;) {
        const auto k = static_cast<std::size_t>(kind(rng));
        if (h.counts[k] < hupai::copies) {
            ++h.counts[k];
            ++n;
        }
    }
    return h;
}

// A complete hand built from four melds and a pair, so that the win path (and its early exit
// from the shanten search) is measured too; random hands almost never win.
hand winning_hand(std::mt19937_64& rng) {
    for (;;) {
        hand h{};
        std::uniform_int_distribution<int> kind(0, hupai::kinds - 1);
        bool fits = true;
        for (int m = 0; m < 4 && fits; ++m) {
            const int k = kind(rng);
            const bool chow = k < hupai::suited_kinds && k % 9 <= 6 && rng() % 2 == 0;
            for (int i = 0; i < 3; ++i) {
                const auto t = static_cast<std::size_t>(chow ? k + i : k);
                fits = fits && ++h.counts[t] <= hupai::copies;
            }
        }
        const auto pair = static_cast<std::size_t>(kind(rng));
        h.counts[pair] = static_cast<std::uint8_t>(h.counts[pair] + 2);
        if (fits && h.counts[pair] <= hupai::copies) return h;
    }
}

enum class mix { random14, winning14, tenpai13 };

std::string make_block(mix m, int lines) {
    std::mt19937_64 rng(20240611);
    std::string block;
    for (int i = 0; i < lines; ++i) {
        hand h = m == mix::random14 ? random_draw(rng, 14) : winning_hand(rng);
        if (m == mix::tenpai13) {
            // Drop one tile of the complete hand: a ready 13-tile hand (waits answer).
            for (std::size_t t = rng() % hupai::kinds;; t = (t + 1) % hupai::kinds) {
                if (h.counts[t] != 0) {
                    --h.counts[t];
                    break;
                }
            }
        }
        block += hupai::format_hand(h);
        block += '\n';
    }
    return block;
}

void batch_lines(benchmark::State& state, mix m) {
    constexpr int lines = 4096;
    const std::string block = make_block(m, lines);
    hupai::cli::batch_config config;
    auto processor = hupai::cli::batch_processor::create(config);
    if (!processor) {
        state.SkipWithError(processor.err().message.c_str());
        return;
    }
    hupai::cli::out_buffer out;
    std::uint64_t errors = 0;
    for (auto _ : state) {
        out.clear();
        hupai::cli::batch_processor::tally t;
        processor->answer_block(block, out, t);
        errors += t.errors;
        benchmark::DoNotOptimize(out.view().data());
    }
    if (errors != 0) state.SkipWithError("some lines were answered with an error");
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * lines);
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * block.size()));
}

BENCHMARK_CAPTURE(batch_lines, random14, mix::random14);
BENCHMARK_CAPTURE(batch_lines, winning14, mix::winning14);
BENCHMARK_CAPTURE(batch_lines, tenpai13, mix::tenpai13);

}  // namespace
