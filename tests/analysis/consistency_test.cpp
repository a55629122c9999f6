// The consistency suite: every question about a hand answered in agreement with every other
// (tests/consistency.hpp), on hands biased toward the cases where answers could part: near-ready
// hands, every special form, 0–8 wildcards (jokers, wild kinds, a flower 宝), declared melds,
// in-hand kongs, fei and zhifei. 300,000 hands per preset (scaled by HUPAI_TEST_SCALE); the
// `slow` label runs 10^8.
#include "consistency.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <random>
#include <string>

#include "hupai/hupai.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;
using hupai::testing::pick;
using hupai::testing::shanten_rng;

int draw_kind(std::array<int, kinds>& left, shanten_rng& g, int playable) {
    for (int tries = 0; tries < 1000; ++tries) {
        const int k = pick(g, 0, playable - 1);
        if (left[static_cast<std::size_t>(k)] > 0) {
            --left[static_cast<std::size_t>(k)];
            return k;
        }
    }
    return -1;
}

/// The rules of one hand under a preset: its wild kinds (chinese: none or one or two; ruijin:
/// a 宝 of any kind, flowers often), and now and then fei or zhifei off.
rules rules_for(std::string_view name, shanten_rng& g) {
    rules r = *preset(name);
    if (name == "chinese" && pick(g, 0, 1) == 0) {
        r.wild =
            bit(pick(g, 0, 2) == 0 ? static_cast<tile>(33) : static_cast<tile>(pick(g, 0, 33)));
        if (pick(g, 0, 3) == 0) r.wild |= bit(static_cast<tile>(pick(g, 0, 33)));
    }
    if (name == "ruijin") {
        r.wild = bit(static_cast<tile>(pick(g, 0, 2) == 0 ? pick(g, kinds, all_kinds - 1)
                                                          : pick(g, 0, kinds - 1)));
        if (pick(g, 0, 9) == 0) r.fei = false;
        if (pick(g, 0, 9) == 0) r.zhifei = false;
    }
    return r;
}

/// Natural counts of a special form near completion: seven pairs, thirteen orphans or
/// thirteen_lan, with `natural` tiles (one or two short of 14, then swaps).
bool special_counts(shanten_rng& g, const rules& r, int natural, std::array<int, kinds>& out) {
    std::array<int, kinds> left{};
    left.fill(copies);
    const int playable = r.honours ? kinds : suited_kinds;
    std::array<int, kinds> c{};
    const int form = pick(g, 0, 2);
    if (form == 0 && r.seven_pairs) {
        for (int p = 0; p < 7; ++p) {
            const int k = pick(g, 0, playable - 1);
            if (left[static_cast<std::size_t>(k)] < 2) continue;
            left[static_cast<std::size_t>(k)] -= 2;
            c[static_cast<std::size_t>(k)] += 2;
        }
    } else if (form == 1 && r.thirteen_orphans && r.honours) {
        for (int k = 0; k < kinds; ++k) {
            if (is_orphan(static_cast<tile>(k))) ++c[static_cast<std::size_t>(k)];
        }
        int extra = 0;
        do extra = pick(g, 0, kinds - 1);
        while (!is_orphan(static_cast<tile>(extra)));
        ++c[static_cast<std::size_t>(extra)];
    } else if (form == 2 && r.thirteen_lan) {
        // Per suit up to three numbers 3 or more apart, the honours one each.
        for (int s = 0; s < 3; ++s) {
            int n = pick(g, 0, 2);
            while (n < 9) {
                if (pick(g, 0, 3) != 0) ++c[static_cast<std::size_t>(9 * s + n)];
                n += pick(g, 3, 4);
            }
        }
        for (int k = suited_kinds; k < kinds; ++k) c[static_cast<std::size_t>(k)] = 1;
    } else {
        return false;
    }
    for (int k = 0; k < kinds; ++k)
        left[static_cast<std::size_t>(k)] = copies - c[static_cast<std::size_t>(k)];
    int total = 0;
    for (const int x : c) total += x;
    // Trim to `natural`, then swap a few tiles.
    while (total > natural) {
        const int k = pick(g, 0, kinds - 1);
        if (c[static_cast<std::size_t>(k)] == 0) continue;
        --c[static_cast<std::size_t>(k)], ++left[static_cast<std::size_t>(k)], --total;
    }
    while (total < natural) {
        const int k = draw_kind(left, g, playable);
        if (k < 0) return false;
        ++c[static_cast<std::size_t>(k)], ++total;
    }
    for (int swaps = pick(g, 0, 2); swaps > 0; --swaps) {
        int k = 0;
        do k = pick(g, 0, kinds - 1);
        while (c[static_cast<std::size_t>(k)] == 0);
        --c[static_cast<std::size_t>(k)], ++left[static_cast<std::size_t>(k)];
        const int d = draw_kind(left, g, playable);
        if (d < 0) return false;
        ++c[static_cast<std::size_t>(d)];
    }
    out = c;
    return true;
}

/// Replaces `n` natural concealed tiles with wildcards: jokers, tiles of a wild kind, flowers
/// (wild, or the 宝's kind, under ruijin).
void add_wildcards(shanten_rng& g, const rules& r, int n, hand& h) {
    for (int i = 0; i < n; ++i) {
        int k = 0;
        int tries = 0;
        do k = pick(g, 0, kinds - 1);
        while (h.counts[static_cast<std::size_t>(k)] == 0 && ++tries < 200);
        if (h.counts[static_cast<std::size_t>(k)] == 0) return;
        --h.counts[static_cast<std::size_t>(k)];
        const int how = pick(g, 0, 2);
        const tile_mask natural_wild = r.wild & ((tile_mask{1} << kinds) - 1);
        if (how == 0 && natural_wild != 0) {
            const int w = __builtin_ctzll(natural_wild);
            if (h.held(static_cast<tile>(w)) < copies) {
                ++h.counts[static_cast<std::size_t>(w)];
                continue;
            }
        }
        if (how == 1 && r.flowers == flower_role::wild_kind) {
            // Each flower kind has 4 copies too (the notation refuses a fifth).
            const auto f = static_cast<std::size_t>(pick(g, kinds, all_kinds - 1));
            if (h.counts[f] < copies) {
                ++h.counts[f];
                continue;
            }
        }
        ++h.jokers;
    }
}

/// One hand biased toward the interesting cases, valid for shanten under r.
bool make_case(shanten_rng& g, const rules& r, hand& out) {
    const bool kongs = r.kongs_in_hand;
    hupai::testing::hand_shape s;
    const int size_pick = pick(g, 0, 9);
    s.concealed = size_pick < 8 ? pick(g, 13, 14) : 3 * pick(g, 0, 3) + pick(g, 1, 2);
    if (kongs && r.min_concealed > 0) s.concealed = std::max(s.concealed, 13);
    s.melds = (r.min_concealed == 0 && pick(g, 0, 3) == 0) ? pick(g, 1, 4) : 0;
    s.near = pick(g, 0, 4) != 0;
    const int mode = pick(g, 0, 9);
    hand h{};
    if (mode < 3) {
        std::array<int, kinds> c{};
        if (!special_counts(g, r, s.concealed, c)) return false;
        for (int k = 0; k < kinds; ++k)
            h.counts[static_cast<std::size_t>(k)] =
                static_cast<std::uint8_t>(c[static_cast<std::size_t>(k)]);
    } else if (!hupai::testing::make_hand(g, r, s, h)) {
        return false;
    }
    // In-hand kongs: a triple made four, one extra tile per kong.
    if (kongs && pick(g, 0, 2) == 0) {
        for (int n = pick(g, 1, 3); n > 0; --n) {
            const int k = pick(g, 0, kinds - 1);
            if (h.counts[static_cast<std::size_t>(k)] == 3 && h.held(static_cast<tile>(k)) == 3) {
                ++h.counts[static_cast<std::size_t>(k)];
            }
        }
    }
    // 0–8 wildcards, few more often than many; jokers also where the preset has no wild kind
    // (under kongs_in_hand too: a wildcard may complete an in-hand kong).
    const bool wild_ok = r.wild != 0 || pick(g, 0, 9) == 0;
    if (wild_ok) add_wildcards(g, r, std::min(pick(g, 0, 3) * pick(g, 0, 3), 8), h);
    // Red fives now and then.
    if (pick(g, 0, 4) == 0) {
        for (int s5 = 0; s5 < 3; ++s5) {
            const int five = 9 * s5 + 4;
            h.red_fives[static_cast<std::size_t>(s5)] =
                static_cast<std::uint8_t>(pick(g, 0, h.counts[static_cast<std::size_t>(five)]));
        }
    }
    if (!validate_hand(h, r, purpose::any)) return false;
    out = h;
    return true;
}

bool every_hand_in_full() {
    static const bool full = [] {
        const char* env = std::getenv("HUPAI_CONSISTENCY_FULL");
        return env != nullptr && std::string_view(env) == "1";
    }();
    return full;
}

/// Runs the properties on `count` hands under the preset; a failing hand is printed with its
/// rules and the properties it breaks (at most 20 hands).
void run_suite(std::string_view preset_name, std::uint64_t count, std::uint64_t fixed_seed) {
    const std::string test = "consistency_" + std::string(preset_name);
    shanten_rng g(hupai::testing::test_seed(test.c_str(), fixed_seed));
    std::uint64_t checked = 0, attempts = 0, bad = 0;
    std::uint64_t waits_hands = 0, win_hands = 0;
    while (checked < count && attempts < 20 * count) {
        ++attempts;
        const rules r = rules_for(preset_name, g);
        hand h;
        if (!make_case(g, r, h)) continue;
        ++checked;
        waits_hands += validate_hand(h, r, purpose::wait).ok();
        win_hands += validate_hand(h, r, purpose::win).ok();
        // The properties that cost a shanten per kind on one hand in eight, one in 64 where
        // wildcards are in play (their shanten takes the engine's deep path, tens of µs).
        // HUPAI_CONSISTENCY_FULL=1 runs them on every hand.
        const std::uint64_t salt = g();
        const bool wild = h.jokers != 0 || r.wild != 0;
        const bool full = every_hand_in_full() || salt % (wild ? 64 : 8) == 0;
        const auto failures = hupai::testing::check_consistency(h, r, salt, full);
        if (failures.empty()) continue;
        if (++bad <= 20) {
            std::string all;
            for (const auto& f : failures) all += "\n    " + f;
            ADD_FAILURE() << format_hand(h) << " under " << hupai::testing::describe_rules(r)
                          << all;
        }
    }
    EXPECT_EQ(checked, count);
    EXPECT_EQ(bad, 0u) << bad << " of " << checked << " hands break a property";
    // The mix reaches both questions.
    EXPECT_GT(waits_hands, count / 4);
    EXPECT_GT(win_hands, count / 4);
    std::printf("%s: %llu hands (%llu waits, %llu win)\n", test.c_str(),
                static_cast<unsigned long long>(checked),
                static_cast<unsigned long long>(waits_hands),
                static_cast<unsigned long long>(win_hands));
}

/// The hands per preset: 300,000 by default (scaled), HUPAI_CONSISTENCY_HANDS to override (the
/// slow label sets 10^8).
std::uint64_t hands_per_preset() {
    if (const char* env = std::getenv("HUPAI_CONSISTENCY_HANDS")) {
        return hupai::testing::scaled(std::strtoull(env, nullptr, 10));
    }
    return hupai::testing::scaled(300'000);
}

TEST(Consistency, Riichi) { run_suite("riichi", hands_per_preset(), 0x7269); }
TEST(Consistency, Chinese) { run_suite("chinese", hands_per_preset(), 0x6368); }
TEST(Consistency, Sichuan) { run_suite("sichuan", hands_per_preset(), 0x7363); }
TEST(Consistency, Ruijin) { run_suite("ruijin", hands_per_preset(), 0x726a); }
TEST(Consistency, Mediatek) { run_suite("mediatek", hands_per_preset(), 0x6d74); }
TEST(Consistency, Gb) { run_suite("gb", hands_per_preset(), 0x6762); }

}  // namespace
