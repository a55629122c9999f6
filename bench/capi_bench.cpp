// The C API's batch calls against the C++ calls they wrap, on the same hands in the same run:
// the C layer (row translation, per-row status) should cost within 10 % of the C++ loop.
// ns per hand; 4,096 random hands of 13 or 14 tiles drawn from the wall, 4,096 constructed
// winning hands for the scores, 32 near-wins (one tile moved) for the expected values.
#include <benchmark/benchmark.h>

#include <cstring>
#include <random>
#include <vector>

#include "hupai/hupai.h"
#include "hupai/hupai.hpp"
#include "winning_hands.hpp"

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

void BM_capi_batch_improving(benchmark::State& state) {
    const batch& b = hands_of(13);
    const hupai_rules r = c_riichi();
    std::vector<std::uint8_t> improving(b.n * hupai::kinds), status(b.n);
    for (auto _ : state) {
        (void)hupai_batch_improving(&r, b.n, b.counts.data(), nullptr, nullptr, nullptr, 0,
                                    improving.data(), nullptr, nullptr, status.data());
        benchmark::DoNotOptimize(improving.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_capi_batch_improving);

void BM_cpp_analyze_draws_loop(benchmark::State& state) {
    const batch& b = hands_of(13);
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<std::uint64_t> improving(b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < b.n; ++i) {
            const auto d = hupai::analyze_draws(b.hands[i], r);
            improving[i] = d ? d->improving : 0;
        }
        benchmark::DoNotOptimize(improving.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_analyze_draws_loop);

void BM_capi_batch_discards(benchmark::State& state) {
    const batch& b = hands_of(14);
    const hupai_rules r = c_riichi();
    std::vector<std::int8_t> shanten(b.n * hupai::kinds);
    std::vector<std::uint8_t> unseen(b.n * hupai::kinds), status(b.n);
    for (auto _ : state) {
        (void)hupai_batch_discards(&r, b.n, b.counts.data(), nullptr, nullptr, nullptr, 0,
                                   shanten.data(), unseen.data(), status.data());
        benchmark::DoNotOptimize(unseen.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_capi_batch_discards);

void BM_cpp_analyze_discards_loop(benchmark::State& state) {
    const batch& b = hands_of(14);
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<hupai::discard_choice> choices;
    std::vector<int> unseen(b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < b.n; ++i) {
            const auto ok = hupai::analyze_discards_into(b.hands[i], r, choices);
            unseen[i] = ok && !choices.empty() ? choices.front().unseen_total : 0;
        }
        benchmark::DoNotOptimize(unseen.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_analyze_discards_loop);

/// Winning hands of four concealed melds and a pair, each won on one of its kinds; with
/// `moved`, one tile moved elsewhere (near-wins for the expected values, 32 of them).
struct wins {
    batch b;
    std::vector<std::uint8_t> win_tiles;
};

const wins& wins_of(bool moved) {
    static const auto make = [](bool move) {
        wins w;
        hupai::testing::rng_t rng(move ? 271828 : 314159);
        const std::size_t n = move ? 32 : 4096;
        while (w.b.n < n) {
            hupai::testing::built_hand built;
            if (!hupai::testing::build_winning(rng, {}, built)) continue;
            hupai::hand& h = built.h;
            std::size_t from = 0, to = 0;
            do {
                from = static_cast<std::size_t>(hupai::testing::uniform(rng, 0, 33));
                to = static_cast<std::size_t>(hupai::testing::uniform(rng, 0, 33));
            } while (h.counts[from] == 0 || (move && (h.counts[to] == 4 || to == from)));
            w.win_tiles.push_back(static_cast<std::uint8_t>(from));
            if (move) {
                --h.counts[from];
                ++h.counts[to];
            }
            w.b.hands.push_back(h);
            w.b.counts.insert(w.b.counts.end(), h.counts.begin(), h.counts.begin() + hupai::kinds);
            ++w.b.n;
        }
        return w;
    };
    static const wins won = make(false), near = make(true);
    return moved ? near : won;
}

hupai_situation c_ron() {
    hupai_situation s;
    hupai_situation_init(&s);
    return s;
}

template <class Score>
void capi_batch_score(benchmark::State& state, const char* preset, Score&& score) {
    const wins& w = wins_of(false);
    hupai_rules r;
    (void)hupai_rules_preset(preset, &r, nullptr);
    const hupai_situation s = c_ron();
    std::vector<std::uint8_t> status(w.b.n);
    for (auto _ : state) {
        score(r, w, s, status.data());
        benchmark::DoNotOptimize(status.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * w.b.n));
}

void BM_capi_batch_score_riichi(benchmark::State& state) {
    std::vector<hupai_riichi_score> out(wins_of(false).b.n);
    capi_batch_score(
        state, "riichi",
        [&](const hupai_rules& r, const wins& w, const hupai_situation& s, std::uint8_t* status) {
            (void)hupai_batch_score_riichi(&r, w.b.n, w.b.counts.data(), nullptr, nullptr, &s, 1,
                                           w.win_tiles.data(), out.data(), status);
        });
}
BENCHMARK(BM_capi_batch_score_riichi);

void BM_capi_batch_score_gb(benchmark::State& state) {
    std::vector<hupai_gb_score> out(wins_of(false).b.n);
    capi_batch_score(
        state, "gb",
        [&](const hupai_rules& r, const wins& w, const hupai_situation& s, std::uint8_t* status) {
            (void)hupai_batch_score_gb(&r, w.b.n, w.b.counts.data(), nullptr, nullptr, &s, 1,
                                       w.win_tiles.data(), out.data(), status);
        });
}
BENCHMARK(BM_capi_batch_score_gb);

/// The C++ loop of a score: `score(hand, situation, rules)`'s total per row.
template <class Score>
void cpp_score_loop(benchmark::State& state, const char* preset, Score&& score) {
    const wins& w = wins_of(false);
    const hupai::rules r = *hupai::preset(preset);
    std::vector<int> total(w.b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < w.b.n; ++i) {
            hupai::situation s;
            s.win_tile = w.win_tiles[i];
            const auto sc = score(w.b.hands[i], s, r);
            total[i] = sc ? sc->total : 0;
        }
        benchmark::DoNotOptimize(total.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * w.b.n));
}

void BM_cpp_score_riichi_loop(benchmark::State& state) {
    cpp_score_loop(state, "riichi",
                   [](const hupai::hand& h, const hupai::situation& s, const hupai::rules& r) {
                       return score_riichi(h, s, r);
                   });
}
BENCHMARK(BM_cpp_score_riichi_loop);

void BM_cpp_score_gb_loop(benchmark::State& state) {
    cpp_score_loop(state, "gb",
                   [](const hupai::hand& h, const hupai::situation& s, const hupai::rules& r) {
                       return score_gb(h, s, r);
                   });
}
BENCHMARK(BM_cpp_score_gb_loop);

void BM_capi_batch_ev(benchmark::State& state) {
    const batch& b = wins_of(true).b;
    const hupai_rules r = c_riichi();
    constexpr std::size_t w = HUPAI_EV_COLUMNS;
    std::vector<double> win(b.n * w);
    std::vector<std::uint8_t> status(b.n);
    for (auto _ : state) {
        (void)hupai_batch_ev(&r, b.n, b.counts.data(), nullptr, nullptr, nullptr, nullptr,
                             win.data(), nullptr, nullptr, nullptr, nullptr, status.data());
        benchmark::DoNotOptimize(win.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_capi_batch_ev)->Unit(benchmark::kMillisecond);

void BM_cpp_ev_loop(benchmark::State& state) {
    const batch& b = wins_of(true).b;
    const hupai::rules r = *hupai::preset("riichi");
    std::vector<std::size_t> states(b.n);
    for (auto _ : state) {
        for (std::size_t i = 0; i < b.n; ++i) {
            const auto e = hupai::expected_values(b.hands[i], r);
            states[i] = e ? e->states : 0;
        }
        benchmark::DoNotOptimize(states.data());
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * b.n));
}
BENCHMARK(BM_cpp_ev_loop)->Unit(benchmark::kMillisecond);

}  // namespace
