// Rule sets and hands near the edges of validate_hand, for the tests that check a fast path's own
// validation against it: 5 copies, honours without them, sizes 0–19, min_concealed,
// kongs_in_hand, flowers as tiles, declared melds, jokers, wild kinds in and out of range, ruijin
// without its wild kind.
#pragma once

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "hupai/hupai.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"

namespace hupai::testing {

struct validation_case {
    rules r;
    hand h;

    std::string text() const {
        return std::string(r.preset) + " honours " + std::to_string(r.honours) + " kongs " +
               std::to_string(r.kongs_in_hand) + " flowers " +
               std::to_string(static_cast<int>(r.flowers)) + " wild " + std::to_string(r.wild) +
               " min " + std::to_string(r.min_concealed) + " " + format_hand(h);
    }
};

inline validation_case validation_case_of(shanten_rng& g) {
    static constexpr std::string_view names[] = {"riichi", "chinese", "sichuan", "mediatek",
                                                 "ruijin"};
    validation_case c{*preset(names[pick(g, 0, 4)]), {}};
    rules& r = c.r;
    if (pick(g, 0, 9) == 0) r.min_concealed = pick(g, 0, 15);
    if (pick(g, 0, 9) == 0) r.honours = !r.honours;
    if (pick(g, 0, 9) == 0) r.kongs_in_hand = !r.kongs_in_hand;
    if (pick(g, 0, 9) == 0) r.flowers = flower_role::wild_kind;
    if (r.wild_required ? pick(g, 0, 3) != 0 : pick(g, 0, 19) == 0) {
        r.wild = bit(static_cast<tile>(pick(g, 0, all_kinds - 1)));
    }
    if (pick(g, 0, 49) == 0) r.wild |= tile_mask{1} << pick(g, all_kinds, 63);
    hand& h = c.h;
    const int tiles = pick(g, 0, pick(g, 0, 4) == 0 ? 19 : 14);
    const int last = pick(g, 0, 9) == 0 ? all_kinds - 1 : kinds - 1;
    for (int t = 0; t < tiles; ++t) ++h.counts[static_cast<std::size_t>(pick(g, 0, last))];
    if (pick(g, 0, 19) == 0) h.counts[static_cast<std::size_t>(pick(g, 0, last))] += 4;
    if (pick(g, 0, 19) == 0) h.jokers = static_cast<std::uint8_t>(pick(g, 1, 2));
    if (pick(g, 0, 19) == 0) {
        h.melds[0] = meld::same(meld_kind::pung, static_cast<tile>(pick(g, 0, 33)));
        h.meld_count = 1;
    }
    return c;
}

/// A fast path's own validation against validate_hand(h, r, p) on `test_name`'s seeded cases:
/// call(h, r) must give the same verdict, error code and message, and on a valid hand
/// check_answer(case, answer) judges the answer. Enough cases must be valid to mean something.
template <class Call, class CheckAnswer>
void expect_validation_agrees(const char* test_name, std::uint64_t fixed_seed, purpose p,
                              Call&& call, CheckAnswer&& check_answer) {
    shanten_rng g(test_seed(test_name, fixed_seed));
    const auto n = static_cast<int>(scaled(300000));
    std::uint64_t valid = 0;
    for (int i = 0; i < n; ++i) {
        const validation_case c = validation_case_of(g);
        const auto want = validate_hand(c.h, c.r, p);
        const auto got = call(c.h, c.r);
        ASSERT_EQ(got.ok(), want.ok()) << c.text();
        if (!want.ok()) {
            ASSERT_EQ(got.err().code, want.err().code) << c.text();
            ASSERT_EQ(got.err().message, want.err().message) << c.text();
            continue;
        }
        ++valid;
        check_answer(c, *got);
        if (::testing::Test::HasFatalFailure()) return;
    }
    // Random sizes: about one hand in three has a win's or a wait's size, nearly all any size.
    EXPECT_GT(valid, static_cast<std::uint64_t>(n) / 20);
}

}  // namespace hupai::testing
