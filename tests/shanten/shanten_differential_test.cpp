// Differential: compute_shanten against the plain reference on random hands of every preset —
// plain draws and near-ready hands of 13 and 14 tiles, small hands, declared melds, jokers and
// wild 红中 under chinese, every kind of 宝 under ruijin, 14–18 tiles under mediatek — and
// "shanten −1" against the brute-force win check for 3n+2 hands.
#include <gtest/gtest.h>

#include <chrono>
#include <cstdio>

#include "admission/effective_hand.hpp"
#include "hupai/notation.hpp"
#include "reference/shanten_reference.hpp"
#include "reference/win_reference.hpp"
#include "shanten/shanten.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;
using hupai::testing::pick;

struct tally {
    std::uint64_t hands = 0, failures = 0;
};

void check_one(const hand& h, const rules& r, tally& t) {
    ++t.hands;
    const auto got = compute_shanten(h, r);
    ASSERT_TRUE(got.ok()) << format_hand(h) << ": " << got.err().message;
    const auto want = reference::shanten(h, r);
    bool same = got->overall == want.overall && got->by_form == want.by_form;
    const int size = h.concealed_size() + 3 * h.meld_count +
                     (r.flowers == flower_role::wild_kind ? h.flower_count() : 0);
    if (same && validate_hand(h, r, purpose::win)) {
        same = (got->overall == -1) == reference::check_win(h, r).win;
    }
    // The number alone: the same answer by its own road.
    const auto number = shanten_number(h, r);
    if (same && (!number.ok() || *number != want.overall)) {
        same = false;
        if (t.failures < 20) {
            ADD_FAILURE() << format_hand(h) << ": shanten_number " << (number.ok() ? *number : 999)
                          << ", want " << want.overall;
        }
    }
    (void)size;
    if (!same && ++t.failures <= 20) {
        ADD_FAILURE() << r.preset << " wild=" << std::hex << r.wild << std::dec << " "
                      << format_hand(h) << ": got " << got->overall << " [" << got->by_form[0]
                      << ' ' << got->by_form[1] << ' ' << got->by_form[2] << ' ' << got->by_form[3]
                      << "], want " << want.overall << " [" << want.by_form[0] << ' '
                      << want.by_form[1] << ' ' << want.by_form[2] << ' ' << want.by_form[3] << "]";
    }
}

// One batch: `n` hands of preset index `which` drawn by `shape_of`.
template <class F>
tally run(std::uint64_t seed, int which, std::uint64_t n, F&& shape_of) {
    hupai::testing::shanten_rng g(seed);
    tally t;
    for (std::uint64_t i = 0; i < n && t.failures < 20; ++i) {
        const rules r = hupai::testing::shanten_rules(which, g);
        hand h;
        if (!hupai::testing::make_hand(g, r, shape_of(g, r), h)) continue;
        check_one(h, r, t);
    }
    return t;
}

hupai::testing::hand_shape concealed_hand(hupai::testing::shanten_rng& g, const rules&) {
    hupai::testing::hand_shape s;
    s.concealed = pick(g, 13, 14);
    s.near = pick(g, 0, 1) == 0;
    return s;
}

TEST(ShantenDifferential, ConcealedHandsOfEveryPresetWithoutWildcards) {
    const auto seed = hupai::testing::test_seed("ShantenDifferential.Concealed", 20261122);
    std::uint64_t total = 0;
    for (const int which : {0, 1, 3}) {
        const auto t = run(seed + static_cast<std::uint64_t>(which), which,
                           hupai::testing::scaled(60000), concealed_hand);
        EXPECT_EQ(t.failures, 0u);
        total += t.hands;
    }
    std::printf("%llu concealed hands\n", static_cast<unsigned long long>(total));
}

TEST(ShantenDifferential, SmallHandsAndDeclaredMelds) {
    const auto seed = hupai::testing::test_seed("ShantenDifferential.Melds", 77);
    std::uint64_t total = 0;
    for (const int which : {0, 1, 3}) {
        const auto t = run(seed + static_cast<std::uint64_t>(which), which,
                           hupai::testing::scaled(50000), [](auto& g, const rules&) {
                               hupai::testing::hand_shape s;
                               s.concealed = pick(g, 1, 14);
                               s.melds = pick(g, 0, 4);
                               s.near = pick(g, 0, 1) == 0;
                               return s;
                           });
        EXPECT_EQ(t.failures, 0u);
        total += t.hands;
    }
    std::printf("%llu hands with melds or small sizes\n", static_cast<unsigned long long>(total));
}

TEST(ShantenDifferential, WildcardHands) {
    const auto seed = hupai::testing::test_seed("ShantenDifferential.Wild", 4242);
    std::uint64_t total = 0;
    for (const int which : {2, 4}) {
        const auto t = run(seed + static_cast<std::uint64_t>(which), which,
                           hupai::testing::scaled(10000), [](auto& g, const rules& r) {
                               hupai::testing::hand_shape s;
                               s.concealed = pick(g, 0, 3) == 0 ? pick(g, 1, 14) : pick(g, 13, 14);
                               s.melds = pick(g, 0, 3) == 0 ? pick(g, 1, 4) : 0;
                               s.near = pick(g, 0, 1) == 0;
                               s.jokers = pick(g, 0, 4) == 0 ? pick(g, 1, 3) : 0;
                               if (r.flowers == flower_role::wild_kind) s.flowers = pick(g, 0, 2);
                               return s;
                           });
        EXPECT_EQ(t.failures, 0u);
        total += t.hands;
    }
    std::printf("%llu wildcard hands\n", static_cast<unsigned long long>(total));
}

TEST(ShantenDifferential, MediatekKongsInHand) {
    const auto seed = hupai::testing::test_seed("ShantenDifferential.Mediatek", 404);
    const auto t = run(seed, 5, hupai::testing::scaled(20000), [](auto& g, const rules&) {
        hupai::testing::hand_shape s;
        s.concealed = pick(g, 14, 18);
        s.near = pick(g, 0, 1) == 0;
        return s;
    });
    EXPECT_EQ(t.failures, 0u);
    std::printf("%llu mediatek hands\n", static_cast<unsigned long long>(t.hands));
}

}  // namespace

namespace {

// find_waits against the reference: every kind added and checked by the brute-force win check.
tally run_waits(std::uint64_t seed, int which, std::uint64_t n) {
    hupai::testing::shanten_rng g(seed);
    tally t;
    for (std::uint64_t i = 0; i < n && t.failures < 20; ++i) {
        const rules r = hupai::testing::shanten_rules(which, g);
        hupai::testing::hand_shape s;
        s.concealed = pick(g, 0, 4) == 0 ? 3 * pick(g, 0, 3) + 1 : 13;
        s.melds = pick(g, 0, 4) == 0 ? pick(g, 1, 3) : 0;
        s.near = pick(g, 0, 3) != 0;
        if (which == 2 || which == 4) s.jokers = pick(g, 0, 5) == 0 ? 1 : 0;
        if (r.flowers == flower_role::wild_kind) s.flowers = pick(g, 0, 4) == 0 ? 1 : 0;
        hand h;
        if (!hupai::testing::make_hand(g, r, s, h) || !validate_hand(h, r, purpose::wait)) continue;
        ++t.hands;
        const auto got = find_waits(h, r);
        if (!got.ok()) {
            ADD_FAILURE() << format_hand(h) << ": " << got.err().message;
            ++t.failures;
            continue;
        }
        const auto want = reference::waits(h, r);
        const int ref_distance = reference::waits_distance(h, r);
        const int want_shanten = ref_distance >= 99 ? no_shanten : ref_distance - 1;
        const bool same = got->waits == want.waits && got->karaten == want.karaten &&
                          got->fei == want.fei && got->zhifei == want.zhifei &&
                          got->shanten == want_shanten &&
                          // ready exactly when something completes the hand
                          ((got->shanten == 0) == (got->waits != 0) || got->fei);
        if (!same && ++t.failures <= 20) {
            ADD_FAILURE() << r.preset << " wild=" << std::hex << r.wild << " " << format_hand(h)
                          << ": waits " << got->waits << " vs " << want.waits << ", karaten "
                          << got->karaten << " vs " << want.karaten << std::dec << ", shanten "
                          << got->shanten << " vs " << want_shanten << ", zhifei " << got->zhifei
                          << " vs " << want.zhifei;
        }
    }
    return t;
}

TEST(WaitsDifferential, EveryPreset) {
    const auto seed = hupai::testing::test_seed("WaitsDifferential.EveryPreset", 1313);
    std::uint64_t total = 0;
    for (int which = 0; which < 5; ++which) {
        const auto t = run_waits(seed + static_cast<std::uint64_t>(which), which,
                                 hupai::testing::scaled(which == 4 ? 3000 : 10000));
        EXPECT_EQ(t.failures, 0u) << "preset index " << which;
        total += t.hands;
    }
    std::printf("%llu hands' waits\n", static_cast<unsigned long long>(total));
}

// The hand after a discard of analyze_discards (a kind, or joker_discard).
hand without(const hand& h, tile discard) {
    hand rest = h;
    if (discard == joker_discard) {
        --rest.jokers;
    } else {
        --rest.counts[discard];
    }
    return rest;
}

// standard_parts (discard analysis's standard form by groups, with its frontier cache) against
// standard_distance of the same hand and of the hand after each draw of a natural kind, one cache
// shared by every hand so that collisions and stale slots are exercised too.
TEST(ShantenDifferential, StandardPartsAgreeWithStandardDistance) {
    const auto seed = hupai::testing::test_seed("ShantenDifferential.Parts", 77);
    hupai::testing::shanten_rng g(seed);
    detail::frontier_cache cache;
    std::uint64_t failures = 0;
    for (std::uint64_t i = 0; i < hupai::testing::scaled(3000) && failures < 20; ++i) {
        const rules r = hupai::testing::shanten_rules(pick(g, 0, 5), g);
        hupai::testing::hand_shape s;
        s.concealed = pick(g, 0, 3) == 0 ? pick(g, 1, 13) : 13;
        s.melds = pick(g, 0, 3) == 0 ? pick(g, 1, 4) : 0;
        s.near = pick(g, 0, 1) == 0;
        s.jokers = pick(g, 0, 3) == 0 ? pick(g, 1, 2) : 0;
        hand h;
        if (!hupai::testing::make_hand(g, r, s, h)) continue;
        const auto e = detail::make_effective(h, r);
        const auto in = detail::make_shanten_input(h, r, e);
        const auto t = detail::shanten_shape(e.size, e.melds);
        if (in.records_exact) continue;  // standard_parts serves the exact path only
        detail::standard_parts parts(in, r, t, cache);
        const auto report = [&](int k, int got, int want) {
            if (got != want && ++failures <= 20) {
                ADD_FAILURE() << r.preset << ' ' << format_hand(h) << " draw " << k << ": got "
                              << got << ", want " << want;
            }
        };
        report(-1, parts.distance(in.wild), detail::standard_distance(in, r, t));
        for (int k = 0; k < (r.honours ? kinds : suited_kinds); ++k) {
            if (in.counts[static_cast<std::size_t>(k)] >= in.caps[static_cast<std::size_t>(k)]) {
                continue;  // no natural copy left to draw
            }
            auto more = in;
            ++more.counts[static_cast<std::size_t>(k)];
            const int grp = k / 9;
            report(k, parts.distance_with(grp, more.counts.data() + 9 * grp, more.wild),
                   detail::standard_distance(more, r, t));
        }
    }
    EXPECT_EQ(failures, 0u);
}

// analyze_discards against compute_shanten (itself checked against the reference above) of
// every discard and every draw after it.
TEST(AnalyzeDifferential, AgreesWithShantenOfEveryExchange) {
    const auto seed = hupai::testing::test_seed("AnalyzeDifferential", 99);
    hupai::testing::shanten_rng g(seed);
    std::uint64_t hands = 0;
    for (std::uint64_t i = 0; i < hupai::testing::scaled(1500); ++i) {
        const int which = pick(g, 0, 4);
        const rules r = hupai::testing::shanten_rules(which, g);
        hupai::testing::hand_shape s;
        s.concealed = pick(g, 0, 5) == 0 ? 3 * pick(g, 0, 3) + 2 : 14;
        s.melds = pick(g, 0, 3) == 0 ? pick(g, 1, 3) : 0;
        s.near = pick(g, 0, 1) == 0;
        if (which == 2) s.jokers = pick(g, 0, 3) == 0 ? 1 : 0;
        hand h;
        if (!hupai::testing::make_hand(g, r, s, h) || !validate_hand(h, r, purpose::win)) continue;
        ++hands;
        const auto got = analyze_discards(h, r);
        ASSERT_TRUE(got.ok());
        for (const auto& c : *got) {
            const hand rest = without(h, c.discard);
            const int before = compute_shanten(rest, r)->overall;
            ASSERT_EQ(c.shanten, before) << format_hand(h) << " discard " << int(c.discard);
            for (int k = 0; k < (r.honours ? kinds : suited_kinds); ++k) {
                if (h.held(static_cast<tile>(k)) >= copies) continue;
                hand more = rest;
                ++more.counts[static_cast<std::size_t>(k)];
                const bool better = compute_shanten(more, r)->overall < before;
                ASSERT_EQ(better, (c.improving >> k & 1u) != 0)
                    << r.preset << ' ' << format_hand(h) << " discard " << int(c.discard)
                    << " draw " << k;
            }
        }
        for (std::size_t j = 1; j < got->size(); ++j) {
            const auto& a = (*got)[j - 1];
            const auto& b = (*got)[j];
            ASSERT_TRUE(a.shanten < b.shanten ||
                        (a.shanten == b.shanten &&
                         (a.unseen_total > b.unseen_total ||
                          (a.unseen_total == b.unseen_total && a.discard < b.discard))));
        }
    }
    std::printf("%llu hands analysed\n", static_cast<unsigned long long>(hands));
}

// analyze_discards against the reference directly: the shanten of every discard and whether
// each draw after it lowers that shanten, from reference::shanten alone. Plain hands (the
// incremental path) of the presets without wildcards, random, near-ready and one-suit hands
// (a group of 14 tiles), and a few wildcard hands for the general path.
TEST(AnalyzeDifferential, AgreesWithReferenceShanten) {
    const auto seed = hupai::testing::test_seed("AnalyzeDifferential.Reference", 5150);
    hupai::testing::shanten_rng g(seed);
    constexpr int plain_presets[] = {0, 1, 3, 5};  // riichi, chinese, sichuan, mediatek
    std::uint64_t hands = 0;
    for (std::uint64_t i = 0; i < hupai::testing::scaled(240); ++i) {
        // One hand in 20 under chinese with 红中 wild (the general path; its reference is slow).
        const int which = i % 20 == 4 ? 2 : plain_presets[i % 4];
        const rules r = hupai::testing::shanten_rules(which, g);
        hand h;
        if (i % 6 == 5) {
            // One suit, so that a group holds every tile (drawing into it is never asked).
            const int suit = pick(g, 0, 2);
            std::array<int, 9> left{};
            left.fill(copies);
            for (int n = 0; n < 14; ++n) {
                int k = 0;
                do k = pick(g, 0, 8);
                while (left[static_cast<std::size_t>(k)] == 0);
                --left[static_cast<std::size_t>(k)];
                ++h.counts[static_cast<std::size_t>(9 * suit + k)];
            }
        } else {
            hupai::testing::hand_shape s;
            s.concealed = pick(g, 0, 5) == 0 ? 3 * pick(g, 0, 3) + 2 : 14;
            s.near = pick(g, 0, 1) == 0;
            if (which == 2) s.jokers = pick(g, 0, 1);
            if (!hupai::testing::make_hand(g, r, s, h)) continue;
        }
        if (!validate_hand(h, r, purpose::win)) continue;
        ++hands;
        const auto got = analyze_discards(h, r);
        ASSERT_TRUE(got.ok()) << format_hand(h);
        for (const auto& c : *got) {
            const hand rest = without(h, c.discard);
            const int before = reference::shanten(rest, r).overall;
            ASSERT_EQ(c.shanten, before)
                << r.preset << ' ' << format_hand(h) << " discard " << int(c.discard);
            int unseen_total = 0;
            for (int k = 0; k < (r.honours ? kinds : suited_kinds); ++k) {
                const auto kind = static_cast<tile>(k);
                const bool drawable = h.held(kind) < copies;
                bool better = false;
                if (drawable) {
                    hand more = rest;
                    ++more.counts[static_cast<std::size_t>(k)];
                    better = reference::shanten(more, r).overall < before;
                }
                ASSERT_EQ(better, (c.improving >> k & 1u) != 0)
                    << r.preset << ' ' << format_hand(h) << " discard " << int(c.discard)
                    << " draw " << k;
                const int unseen = better ? copies - h.held(kind) : 0;
                ASSERT_EQ(c.unseen[static_cast<std::size_t>(k)], unseen) << format_hand(h);
                unseen_total += unseen;
            }
            ASSERT_EQ(c.unseen_total, unseen_total) << format_hand(h);
        }
    }
    std::printf("%llu hands analysed against the reference\n",
                static_cast<unsigned long long>(hands));
}

}  // namespace
