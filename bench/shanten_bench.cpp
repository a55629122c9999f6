// Shanten, waits and discard analysis: ns per hand on random, near-ready and wildcard sets of
// 13 and 14 tiles, fast path against the plain reference of tests/reference in the same run.
// Each fast benchmark also times the reference on the same hands (counter ref_ns) and reports
// the ratio; the *_unchecked variants skip validation (what batch and analysis loops pay).
#include <benchmark/benchmark.h>

#include <chrono>
#include <vector>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "hupai/hupai.hpp"
#include "reference/shanten_reference.hpp"
#include "shanten/shanten.hpp"
#include "shanten_hands.hpp"

namespace {

using namespace hupai;
namespace t = hupai::testing;

struct hand_set {
    rules r;
    std::vector<hand> hands;
};

// 1024 hands: `tiles` in all, near-ready or random, under chinese (with 红中 wild and one
// joker in four hands when `wild`) or riichi; with `melds`, one or two of them declared (game
// hands after a call: the plain path does not take them). `standard_only`: riichi with the
// standard form alone (seven pairs and thirteen orphans off), on the same hands as without.
hand_set make_set(int tiles, bool near, bool wild, bool melds = false, bool standard_only = false) {
    t::shanten_rng g(static_cast<std::uint64_t>(tiles * 100 + near * 10 + wild + melds * 1000));
    hand_set s;
    s.r = *preset(wild ? "chinese" : "riichi");
    if (wild) (void)set_wild(s.r, "7z");
    s.r.seven_pairs = s.r.thirteen_orphans = !standard_only;
    while (s.hands.size() < 1024) {
        t::hand_shape shape;
        shape.concealed = tiles;
        shape.near = near;
        shape.jokers = wild && s.hands.size() % 4 == 0 ? 1 : 0;
        shape.melds = melds ? 1 + static_cast<int>(s.hands.size() % 2) : 0;
        hand h;
        if (t::make_hand(g, s.r, shape, h) && (!melds || h.meld_count > 0)) s.hands.push_back(h);
    }
    return s;
}

// 1024 game-like hands under a preset: 1–3 declared melds (chows, pungs, kongs), 13 or 14 tiles
// with them, half near-ready and half random.
hand_set make_game_set(const char* rules_name, std::uint64_t seed) {
    t::shanten_rng g(seed);
    hand_set s;
    s.r = *preset(rules_name);
    while (s.hands.size() < 1024) {
        t::hand_shape shape;
        shape.concealed = t::pick(g, 13, 14);
        shape.near = t::pick(g, 0, 1) == 0;
        shape.melds = t::pick(g, 1, 3);
        hand h;
        if (t::make_hand(g, s.r, shape, h) && h.meld_count > 0) s.hands.push_back(h);
    }
    return s;
}

// The same hands under other rules (gb: the knitted forms measured for every discard too).
hand_set under(hand_set s, const char* rules_name) {
    s.r = *preset(rules_name);
    return s;
}

const hand_set& set_of(int which) {
    static const hand_set sets[] = {make_set(13, false, false),
                                    make_set(14, false, false),
                                    make_set(13, true, false),
                                    make_set(14, true, false),
                                    make_set(13, true, true),
                                    make_set(14, true, true),
                                    make_set(13, true, false, true),
                                    make_set(14, true, false, true),
                                    make_game_set("riichi", 5001),
                                    make_game_set("gb", 5002),
                                    make_set(13, false, false, false, true),
                                    make_set(14, false, false, false, true),
                                    make_set(13, true, false, false, true),
                                    make_set(14, true, false, false, true),
                                    under(make_set(14, false, false), "gb"),
                                    under(make_set(14, true, false), "gb")};
    return sets[which];
}
const char* set_name(int which) {
    static const char* names[] = {"random13",
                                  "random14",
                                  "near13",
                                  "near14",
                                  "wild13",
                                  "wild14",
                                  "melds13",
                                  "melds14",
                                  "game_riichi",
                                  "game_gb",
                                  "standard_random13",
                                  "standard_random14",
                                  "standard_near13",
                                  "standard_near14",
                                  "gb_random14",
                                  "gb_near14"};
    return names[which];
}

// Times `f` over the first n hands of a set, in ns per hand.
template <class F>
double ns_per_hand(const hand_set& s, std::size_t n, F&& f) {
    const auto start = std::chrono::steady_clock::now();
    for (std::size_t i = 0; i < n; ++i) f(s.hands[i % s.hands.size()]);
    const auto end = std::chrono::steady_clock::now();
    return std::chrono::duration<double, std::nano>(end - start).count() / static_cast<double>(n);
}

template <class Fast, class Ref>
void run(benchmark::State& state, Fast&& fast, Ref&& ref, std::size_t ref_hands) {
    const hand_set& s = set_of(static_cast<int>(state.range(0)));
    state.SetLabel(set_name(static_cast<int>(state.range(0))));
    std::size_t i = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(fast(s.hands[i++ & 1023], s.r));
    }
    const double fast_ns =
        ns_per_hand(s, 4096, [&](const hand& h) { benchmark::DoNotOptimize(fast(h, s.r)); });
    const double ref_ns =
        ns_per_hand(s, ref_hands, [&](const hand& h) { benchmark::DoNotOptimize(ref(h, s.r)); });
    state.counters["ref_ns"] = ref_ns;
    state.counters["ratio"] = ref_ns / fast_ns;
}

void shanten_unchecked(benchmark::State& state) {
    run(
        state,
        [](const hand& h, const rules& r) {
            if (detail::record_hand(h, detail::rules_facts(r))) {
                return detail::plain_distances(h.counts.data(), r).overall;
            }
            const auto e = detail::make_effective(h, r);
            const auto in = detail::make_shanten_input(h, r, e);
            return detail::distance_of(in, r, detail::shanten_shape(e.size, e.melds)).overall;
        },
        [](const hand& h, const rules& r) { return reference::shanten(h, r).overall; }, 200);
}

void shanten_api(benchmark::State& state) {
    run(
        state, [](const hand& h, const rules& r) { return compute_shanten(h, r)->overall; },
        [](const hand& h, const rules& r) { return reference::shanten(h, r).overall; }, 200);
}

// The overall number alone (the batch's and the bots' question).
void shanten_number_api(benchmark::State& state) {
    run(
        state, [](const hand& h, const rules& r) { return *shanten_number(h, r); },
        [](const hand& h, const rules& r) { return reference::shanten(h, r).overall; }, 200);
}

void waits_api(benchmark::State& state) {
    run(
        state, [](const hand& h, const rules& r) { return find_waits(h, r)->waits; },
        [](const hand& h, const rules& r) { return reference::waits(h, r).waits; }, 100);
}

// The reference way of a discard analysis: shanten of every discard and of every draw after it.
std::size_t analysis_by_reference(const hand& h, const rules& r) {
    std::size_t improving = 0;
    for (int d = 0; d < kinds; ++d) {
        if (h.counts[static_cast<std::size_t>(d)] == 0) continue;
        hand rest = h;
        --rest.counts[static_cast<std::size_t>(d)];
        const int before = reference::shanten(rest, r).overall;
        for (int k = 0; k < kinds; ++k) {
            if (h.held(static_cast<tile>(k)) >= copies) continue;
            hand more = rest;
            ++more.counts[static_cast<std::size_t>(k)];
            improving += reference::shanten(more, r).overall < before;
        }
    }
    return improving;
}

void analyze_api(benchmark::State& state) {
    run(
        state, [](const hand& h, const rules& r) { return analyze_discards(h, r)->size(); },
        analysis_by_reference, 4);
}

// The same answers into one vector reused from hand to hand: no allocation per call.
void analyze_into_api(benchmark::State& state) {
    std::vector<discard_choice> out;
    run(
        state,
        [&out](const hand& h, const rules& r) {
            (void)analyze_discards_into(h, r, out);
            return out.size();
        },
        analysis_by_reference, 4);
}

BENCHMARK(shanten_unchecked)->DenseRange(0, 5);
BENCHMARK(shanten_api)->DenseRange(0, 13);
BENCHMARK(shanten_number_api)->DenseRange(0, 3)->DenseRange(6, 13);
BENCHMARK(waits_api)->Arg(0)->Arg(2)->Arg(4);
BENCHMARK(analyze_api)->Arg(1)->Arg(3)->Arg(5)->Arg(14)->Arg(15);
BENCHMARK(analyze_into_api)->Arg(1)->Arg(3)->Arg(5)->Arg(14)->Arg(15);

void census_riichi_14(benchmark::State& state) {
    const rules r = *preset("riichi");
    for (auto _ : state) benchmark::DoNotOptimize(census(14, r)->size());
}
BENCHMARK(census_riichi_14)->Unit(benchmark::kMillisecond)->Iterations(3);

}  // namespace
