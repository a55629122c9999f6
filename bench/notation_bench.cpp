// Notation: ns per parse of a 14-tile concealed hand in each notation (explicit and
// auto-detected), and ns per canonical format. Batch mode needs well over 1M lines/s, so the MPSZ
// parse must stay far below 1 µs.
#include <benchmark/benchmark.h>

#include <string>
#include <vector>

#include "hand_writers.hpp"
#include "hupai/notation.hpp"

namespace {

using hupai::hand;
using hupai::notation;
namespace t = hupai::testing;

// 14 tiles drawn from the 136-tile wall (suited only for MediaTek).
hand draw_fourteen(t::rng_t& rng, bool honours) {
    std::vector<int> wall;
    for (int k = 0; k < (honours ? hupai::kinds : hupai::suited_kinds); ++k) {
        for (int c = 0; c < hupai::copies; ++c) wall.push_back(k);
    }
    std::shuffle(wall.begin(), wall.end(), rng);
    hand h{};
    for (int i = 0; i < 14; ++i)
        ++h.counts[static_cast<std::size_t>(wall[static_cast<std::size_t>(i)])];
    return h;
}

struct corpus {
    std::vector<hand> hands;
    std::vector<std::string> texts;
};

corpus make_corpus(notation n) {
    t::rng_t rng(20240601);
    corpus c;
    for (int i = 0; i < 1024; ++i) {
        const hand h = draw_fourteen(rng, n != notation::mediatek);
        c.hands.push_back(h);
        switch (n) {
            case notation::unicode:
                c.texts.push_back(t::write_unicode(h, rng));
                break;
            case notation::chinese:
                c.texts.push_back(t::write_chinese(h, rng));
                break;
            case notation::codes:
                c.texts.push_back(t::write_codes(h, rng));
                break;
            case notation::mediatek:
                c.texts.push_back(t::write_mediatek(h, rng));
                break;
            default:
                c.texts.push_back(hupai::format_hand(h));
                break;
        }
    }
    return c;
}

void parse(benchmark::State& state, notation written_in, notation read_as) {
    const corpus c = make_corpus(written_in);
    std::size_t i = 0;
    for (auto _ : state) {
        auto h = hupai::parse_hand(c.texts[i++ & 1023], read_as);
        benchmark::DoNotOptimize(h);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

void format(benchmark::State& state) {
    const corpus c = make_corpus(notation::mpsz);
    std::size_t i = 0;
    for (auto _ : state) {
        auto s = hupai::format_hand(c.hands[i++ & 1023]);
        benchmark::DoNotOptimize(s);
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}

// Names follow BENCHMARKS.md: <call>/<distribution>/<implementation>, the distribution being the
// notation the 14-tile hands are written in, the implementation how the notation is chosen.
const bool registered = [] {
    struct row {
        const char* name;
        notation written_in;
        notation read_as;
    };
    const row rows[] = {
        {"parse_hand/mpsz/explicit", notation::mpsz, notation::mpsz},
        {"parse_hand/mpsz/auto", notation::mpsz, notation::automatic},
        {"parse_hand/unicode/auto", notation::unicode, notation::automatic},
        {"parse_hand/chinese/auto", notation::chinese, notation::automatic},
        {"parse_hand/codes/auto", notation::codes, notation::automatic},
        {"parse_hand/mediatek/explicit", notation::mediatek, notation::mediatek},
    };
    for (const row& r : rows) benchmark::RegisterBenchmark(r.name, parse, r.written_in, r.read_as);
    benchmark::RegisterBenchmark("format_hand/random/fast", format);
    return true;
}();

}  // namespace
