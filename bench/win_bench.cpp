// The win check: ns per hand of is_win and check_win against the brute-force reference
// (tests/reference/win_reference) on random, near-winning, flush, honour-heavy and wildcard
// hand sets (near-winning with exactly 0, 1, 2, 4 and 8 wildcards), a published Ruijin win check's
// benchmark hand, and its greedy method as a baseline with its disagreement rate. Each fast
// benchmark reports, besides Google Benchmark's time, the fastest whole pass over its set of the
// fast path (best_ns) and of the reference (ref_ns), and their ratio (speedup): on a shared machine
// the fastest pass is the figure preemption does not inflate.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

#include "hupai/hupai.hpp"
#include "reference/win_hands.hpp"
#include "reference/win_reference.hpp"
#include "ruijin_greedy.hpp"

namespace {

using namespace hupai;
using reference::hand_maker;
using reference::near_win_options;
using reference::tile_style;

constexpr std::size_t set_size = 1 << 14;  // hands per set (cycled)

struct hand_set {
    std::string name;
    rules r;
    std::vector<hand> hands;
    double wins = 0;  ///< fraction that win
};

rules rules_of(std::string_view preset_name, std::string_view wild = {}) {
    rules r = *preset(preset_name);
    if (!wild.empty()) (void)set_wild(r, wild);
    return r;
}

hand_set make_set(std::string name, const rules& r, std::uint64_t seed,
                  const std::function<hand(hand_maker&)>& make) {
    hand_set s{std::move(name), r, {}, 0};
    hand_maker maker(seed);
    int wins = 0;
    while (s.hands.size() < set_size) {
        const hand h = make(maker);
        if (!validate_hand(h, r, purpose::win).ok()) continue;
        wins += is_win(h, r);
        s.hands.push_back(h);
    }
    s.wins = wins / static_cast<double>(set_size);
    return s;
}

near_win_options near(int wildcards, tile_style style = tile_style::mixed) {
    near_win_options o;
    o.wildcards = wildcards;
    o.style = style;
    return o;
}

/// The wildcards of a hand under r: its jokers and its tiles of the wild kinds.
int wildcards_in(const hand& h, const rules& r) {
    int n = h.jokers;
    for (tile_mask m = r.wild & ((tile_mask{1} << kinds) - 1); m != 0; m &= m - 1) {
        n += h.counts[static_cast<std::size_t>(std::countr_zero(m))];
    }
    return n;
}

/// Near-winning: half complete, half with one tile changed.
hand near_hand(hand_maker& m, const rules& r, near_win_options o) {
    o.changes = m.random_source().chance(50) ? 0 : 1;
    return m.near_win(r, o);
}

const std::vector<hand_set>& sets() {
    static const std::vector<hand_set> all = [] {
        const rules chinese = rules_of("chinese");
        const rules red = rules_of("chinese", "7z");  // 红中麻将: 7z wild, plus jokers beyond 4
        std::vector<hand_set> v;
        v.push_back(
            make_set("random", chinese, 1, [&](hand_maker& m) { return m.random(chinese); }));
        v.push_back(make_set("near_win", chinese, 2,
                             [&](hand_maker& m) { return near_hand(m, chinese, near(0)); }));
        v.push_back(make_set("flush", chinese, 3, [&](hand_maker& m) {
            return near_hand(m, chinese, near(0, tile_style::flush));
        }));
        v.push_back(make_set("honour_heavy", chinese, 4, [&](hand_maker& m) {
            return near_hand(m, chinese, near(0, tile_style::honour_heavy));
        }));
        // Exactly w wildcards: a hand built with w may hold a natural 7z besides, drawn again.
        for (const int w : {0, 1, 2, 4, 8}) {
            v.push_back(make_set("wild" + std::to_string(w), red,
                                 10 + static_cast<std::uint64_t>(w), [&red, w](hand_maker& m) {
                                     hand h = near_hand(m, red, near(w));
                                     while (wildcards_in(h, red) != w) {
                                         h = near_hand(m, red, near(w));
                                     }
                                     return h;
                                 }));
        }
        const rules ruijin = rules_of("ruijin", "5z");
        v.push_back(make_set("ruijin", ruijin, 20, [&](hand_maker& m) {
            return near_hand(m, ruijin, near(m.random_source().below(4)));
        }));
        const rules mediatek = rules_of("mediatek");
        v.push_back(make_set("mediatek", mediatek, 21, [&](hand_maker& m) {
            near_win_options o = near(0);
            o.kongs = true;
            return near_hand(m, mediatek, o);
        }));
        return v;
    }();
    return all;
}

/// ns per hand of f over the whole set: the fastest of repeated passes (at least 3, for at least
/// 0.5 s), each pass the mean over every hand, so that a busy machine's preemptions do not count.
template <class F>
double best_pass_ns(const hand_set& s, F&& f) {
    using clock = std::chrono::steady_clock;
    double best = 1e300;
    const auto until = clock::now() + std::chrono::milliseconds(500);
    for (int pass = 0; pass < 3 || clock::now() < until; ++pass) {
        const auto start = clock::now();
        for (const hand& h : s.hands) benchmark::DoNotOptimize(f(h));
        best =
            std::min(best, std::chrono::duration<double, std::nano>(clock::now() - start).count() /
                               static_cast<double>(s.hands.size()));
    }
    return best;
}

double reference_ns(const hand_set& s) {
    static std::vector<double> cache(sets().size(), -1);
    const auto i = static_cast<std::size_t>(&s - sets().data());
    if (cache[i] < 0) {
        cache[i] =
            best_pass_ns(s, [&](const hand& h) { return reference::check_win(h, s.r).forms; });
    }
    return cache[i];
}

/// The benchmark loop over the set, then the counters: best_ns (see best_pass_ns) for f and
/// ref_ns for the reference on the same set, their ratio, and the share of hands that win.
template <class F>
void run_fast(benchmark::State& state, const hand_set& s, F&& f) {
    const std::size_t mask = s.hands.size() - 1;
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(f(s.hands[i]));
        i = (i + 1) & mask;
    }
    const double ns = best_pass_ns(s, f);
    const double ref = reference_ns(s);
    state.counters["best_ns"] = ns;
    state.counters["ref_ns"] = ref;
    state.counters["speedup"] = ref / ns;
    state.counters["win_pct"] = 100 * s.wins;
}

void register_sets() {
    for (const hand_set& s : sets()) {
        benchmark::RegisterBenchmark(("win/is_win/" + s.name).c_str(), [&s](benchmark::State& st) {
            run_fast(st, s, [&](const hand& h) { return is_win(h, s.r); });
        });
        benchmark::RegisterBenchmark(
            ("win/check_win/" + s.name).c_str(), [&s](benchmark::State& st) {
                run_fast(st, s, [&](const hand& h) { return check_win(h, s.r)->forms; });
            });
        benchmark::RegisterBenchmark(
            ("win/reference/" + s.name).c_str(), [&s](benchmark::State& st) {
                const std::size_t mask = s.hands.size() - 1;
                std::size_t i = 0;
                for (auto _ : st) {
                    benchmark::DoNotOptimize(reference::check_win(s.hands[i], s.r).forms);
                    i = (i + 1) & mask;
                }
            });
    }
}

const int registered = (register_sets(), 0);

// --- A published Ruijin win check ---------------------------------------------------------

/// The published Ruijin win check's benchmark hand, timed there at 4,822 ns/op: 宝 = 407 (白, 5z).
const hand& ruijin_published_hand() {
    static const hand h =
        *parse_hand("101 101 104 104 201 201 209 209 305 306 307 407 407 407", notation::codes);
    return h;
}

void BM_ruijin_published_hand_is_win(benchmark::State& state) {
    const rules r = rules_of("ruijin", "5z");
    const hand& h =
        ruijin_published_hand();  // built once, as the published benchmark builds its hand
    for (auto _ : state) benchmark::DoNotOptimize(is_win(h, r));
    state.counters["published_ns"] = 4822;
}
BENCHMARK(BM_ruijin_published_hand_is_win);

void BM_ruijin_published_hand_check_win(benchmark::State& state) {
    const rules r = rules_of("ruijin", "5z");
    const hand& h = ruijin_published_hand();
    for (auto _ : state) benchmark::DoNotOptimize(check_win(h, r)->forms);
}
BENCHMARK(BM_ruijin_published_hand_check_win);

void BM_ruijin_published_hand_greedy(benchmark::State& state) {
    const auto codes = bench::ruijin_codes(ruijin_published_hand());
    const int bao = bench::ruijin_code(make_tile(suit::honour, 5));
    for (auto _ : state) benchmark::DoNotOptimize(bench::greedy_is_hu(codes, bao));
}
BENCHMARK(BM_ruijin_published_hand_greedy);

void BM_ruijin_published_hand_reference(benchmark::State& state) {
    const rules r = rules_of("ruijin", "5z");
    const hand& h = ruijin_published_hand();
    for (auto _ : state) benchmark::DoNotOptimize(reference::check_win(h, r).forms);
}
BENCHMARK(BM_ruijin_published_hand_reference);

/// Ruijin hands with 1–4 宝 (no jokers: the greedy method's codes have none) and their greedy
/// verdicts.
struct greedy_case {
    hand h;
    rules r;
    std::vector<int> codes;
    int bao = 0;
};

const std::vector<greedy_case>& greedy_cases() {
    static const std::vector<greedy_case> all = [] {
        std::vector<greedy_case> v;
        hand_maker maker(0x5EED003);
        while (v.size() < 200000) {
            auto& g = maker.random_source();
            greedy_case c;
            const tile bao = static_cast<tile>(g.below(kinds));
            c.r = *preset("ruijin");
            c.r.wild = bit(bao);
            near_win_options o = near(1 + g.below(4));
            o.changes = g.below(3);
            o.special = false;
            c.h = g.chance(25) ? maker.random(c.r) : maker.near_win(c.r, o);
            if (c.h.jokers != 0 || !validate_hand(c.h, c.r, purpose::win).ok()) continue;
            c.codes = bench::ruijin_codes(c.h);
            c.bao = bench::ruijin_code(bao);
            v.push_back(std::move(c));
        }
        return v;
    }();
    return all;
}

void BM_ruijin_greedy_random_wild(benchmark::State& state) {
    const auto& cases = greedy_cases();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(bench::greedy_is_hu(cases[i].codes, cases[i].bao));
        i = (i + 1) % cases.size();
    }
}
BENCHMARK(BM_ruijin_greedy_random_wild);

void BM_ruijin_is_win_random_wild(benchmark::State& state) {
    const auto& cases = greedy_cases();
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(is_win(cases[i].h, cases[i].r));
        i = (i + 1) % cases.size();
    }
}
BENCHMARK(BM_ruijin_is_win_random_wild);

/// How often the greedy method disagrees with the exact standard-form answer (Ruijin rules:
/// honour chows, flowers as the 宝's kind, 飞), with the first examples of each kind printed.
void BM_ruijin_greedy_disagreement(benchmark::State& state) {
    std::size_t false_win = 0, missed_win = 0, wins = 0;
    int shown = 0;
    for (auto _ : state) {
        false_win = missed_win = wins = 0;
        for (const greedy_case& c : greedy_cases()) {
            const bool exact = (check_win(c.h, c.r)->forms & form_bit(form::standard)) != 0;
            const bool greedy = bench::greedy_is_hu(c.codes, c.bao);
            wins += exact;
            if (greedy == exact) continue;
            (greedy ? false_win : missed_win) += 1;
            if (shown < 8) {
                ++shown;
                std::fprintf(stderr, "ruijin greedy %s: %s with 宝 %s\n",
                             greedy ? "claims a win" : "misses a win", format_hand(c.h).c_str(),
                             format_tile(static_cast<tile>(std::countr_zero(c.r.wild))).c_str());
            }
        }
    }
    const auto n = static_cast<double>(greedy_cases().size());
    state.counters["hands"] = n;
    state.counters["exact_win_pct"] = 100.0 * static_cast<double>(wins) / n;
    state.counters["false_win_pct"] = 100.0 * static_cast<double>(false_win) / n;
    state.counters["missed_win_pct"] = 100.0 * static_cast<double>(missed_win) / n;
    state.counters["disagree_pct"] = 100.0 * static_cast<double>(false_win + missed_win) / n;
}
BENCHMARK(BM_ruijin_greedy_disagreement)->Iterations(1)->Unit(benchmark::kMillisecond);

}  // namespace
