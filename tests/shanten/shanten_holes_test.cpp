// The flat path's holes (shanten/flat.cpp) where their bound is tight: Ruijin hands crowded
// around the 宝 kind (the kinds that share chows with it, its own wild tiles, flowers standing
// for it), whose best targets lay many slots on the 宝 kind. The flat parts with holes, with the
// hand's wildcards and with fewer (as discard analysis and the waits ask them), against the
// groups' exact frontiers at shanten's and the waits' targets and at melds alone, and
// standard_distance against them; flat seven pairs with holes against the exact seven pairs.
// Both outcomes of the holes' checks must occur.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <string>
#include <vector>

#include "admission/effective_hand.hpp"
#include "hupai/notation.hpp"
#include "shanten/flat.hpp"
#include "shanten/shanten.hpp"
#include "shanten/standard.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;
namespace t = hupai::testing;
using t::pick;

// The kinds sharing a chow with kind x (a suit's kinds up to two away; under honour chows the
// winds' or the dragons' family).
std::vector<int> window_of(int x) {
    std::vector<int> out;
    if (x < suited_kinds) {
        const int first = x / 9 * 9;
        for (int k = std::max(first, x - 2); k <= std::min(first + 8, x + 2); ++k) {
            if (k != x) out.push_back(k);
        }
    } else {
        const bool wind = x < 31;
        for (int k = wind ? 27 : 31; k < (wind ? 31 : 34); ++k) {
            if (k != x) out.push_back(k);
        }
    }
    return out;
}

// A concealed hand of 13 or 14 tiles, about a third of them in the 宝's window, some 宝 tiles
// (wild) and now and then flowers (natural copies of the 宝's kind).
bool crowded_hand(t::shanten_rng& g, int bao, hand& out) {
    const std::vector<int> window = window_of(bao);
    hand h;
    const int size = pick(g, 13, 14);
    int placed = 0;
    const auto add = [&](int k) {
        auto& c = h.counts[static_cast<std::size_t>(k)];
        if (c >= copies) return;
        ++c;
        ++placed;
    };
    const int baos = pick(g, 0, 3);
    for (int i = 0; i < baos; ++i) add(bao);
    const int flowers = pick(g, 0, 3) == 0 ? pick(g, 1, 2) : 0;
    for (int i = 0; i < flowers; ++i) h.counts[static_cast<std::size_t>(kinds + i)] = 1;
    // A third of the hands start from chows that each lack the 宝's kind: their targets need a
    // wildcard per chow, more than fei leaves where there are four.
    if (pick(g, 0, 2) == 0) {
        const int chows = pick(g, 2, 4);
        for (int i = 0; i < chows; ++i) {
            const int a = pick(g, 0, static_cast<int>(window.size()) - 1);
            const int b = pick(g, 0, static_cast<int>(window.size()) - 1);
            const int x = window[static_cast<std::size_t>(std::min(a, b))];
            const int y = window[static_cast<std::size_t>(std::max(a, b))];
            // Partners of one chow: two kinds of the window no more than two apart, the 宝 between
            // or beside them (any two of an honour family).
            if (a == b ||
                (bao < suited_kinds && std::max({x, y, bao}) - std::min({x, y, bao}) != 2)) {
                continue;
            }
            add(x);
            add(y);
        }
    }
    // A sixth of the hands hold four copies of two kinds of the window: where chows on the 宝's
    // kind cannot leave it (four_chows_locked), its bound is 4.
    if (pick(g, 0, 5) == 0) {
        const int a = pick(g, 0, static_cast<int>(window.size()) - 1);
        const int b = pick(g, 0, static_cast<int>(window.size()) - 1);
        for (int i = 0; i < copies; ++i) {
            add(window[static_cast<std::size_t>(a)]);
            add(window[static_cast<std::size_t>(b)]);
        }
    }
    for (int tries = 0; placed < size && tries < 200; ++tries) {
        const int roll = pick(g, 0, 9);
        add(roll < 3
                ? window[static_cast<std::size_t>(pick(g, 0, static_cast<int>(window.size()) - 1))]
                : pick(g, 0, kinds - 1));
    }
    if (placed != size) return false;
    out = h;
    return true;
}

TEST(ShantenHoles, CrowdedAroundTheBaoAgreeWithExactPath) {
    const char* baos[] = {"5m", "3p", "8s", "1z", "6z"};
    const auto seed = t::test_seed("ShantenHoles", 20261128);
    const std::uint64_t hands_per_bao = t::scaled(40'000);
    for (const char* name : baos) {
        rules r = *preset("ruijin");
        ASSERT_TRUE(set_wild(r, name).ok());
        const int bao = std::countr_zero(r.wild & natural_mask);
        t::shanten_rng g(seed + static_cast<std::uint64_t>(bao));
        std::uint64_t hands = 0, flat = 0, checked_out = 0, failures = 0;
        while (hands < hands_per_bao && failures < 20) {
            hand h;
            if (!crowded_hand(g, bao, h) || !validate_hand(h, r, purpose::any)) continue;
            ++hands;
            const auto e = detail::make_effective(h, r);
            const auto in = detail::make_shanten_input(h, r, e);
            const auto shape = detail::shanten_shape(e.size, e.melds);
            detail::target_shape shapes[3] = {shape, detail::waits_shape(e.size, e.melds), shape};
            shapes[2].pairs = 0;
            // The hand's wildcards, and budgets that discard analysis and the waits also ask
            // the flat parts (a wildcard drawn, none): the fewer wildcards, the more often the
            // slots on the 宝 decide.
            detail::wild_budget budgets[4] = {in.wild, in.wild, in.wild, {}};
            budgets[1].draw_bao = 0;
            budgets[1].bao_limit = std::min(budgets[1].bao_limit, 1);
            budgets[2].bao_limit = std::min(budgets[2].bao_limit, 2);
            // One flat answer under every budget against the exact path's with that budget.
            const auto check_budgets = [&](const std::string& what, auto&& flat_answer,
                                           auto&& exact_answer) {
                for (const auto& w : budgets) {
                    const int got = flat_answer(w);
                    if (got == detail::no_flat) {
                        ++checked_out;
                        continue;
                    }
                    ++flat;
                    auto with_budget = in;
                    with_budget.wild = w;
                    const int want = exact_answer(with_budget);
                    if (got != want && ++failures <= 20) {
                        ADD_FAILURE() << "ruijin --wild " << name << " " << format_hand(h) << " "
                                      << what << " (held 宝 " << w.held_bao << ", 宝 to draw "
                                      << w.draw_bao << "): " << got << ", want " << want;
                    }
                }
            };
            for (const auto& s : shapes) {
                detail::flat_standard_parts parts;
                if (!parts.init(in, r, s, true)) continue;
                check_budgets(
                    "melds " + std::to_string(s.melds) + ", pairs " + std::to_string(s.pairs),
                    [&](const detail::wild_budget& w) { return parts.distance(w); },
                    [&](const detail::shanten_input& x) {
                        return detail::exact_standard_distance(x, r, s);
                    });
            }
            // Seven pairs likewise: flowers make the 宝's kind a held capped kind.
            detail::flat_seven_pairs pairs;
            if (shape.special && pairs.init(in, r, true)) {
                check_budgets(
                    "seven pairs", [&](const detail::wild_budget& w) { return pairs.distance(w); },
                    [&](const detail::shanten_input& x) {
                        return detail::exact_seven_pairs_distance(x, r);
                    });
            }
            // standard_distance itself, the flat path where the check lets it.
            if (detail::standard_distance(in, r, shape) !=
                    detail::exact_standard_distance(in, r, shape) &&
                ++failures <= 20) {
                ADD_FAILURE() << "ruijin --wild " << name << " " << format_hand(h)
                              << ": standard_distance differs from the exact path";
            }
        }
        EXPECT_EQ(failures, 0u) << name;
        // Both outcomes of the holes' check, or the comparison proves little.
        EXPECT_GT(flat, hands / 4) << name;
        EXPECT_GT(checked_out, hands / 50) << name;
        std::printf("ruijin --wild %s: %llu hands, flat with holes %llu, checked out %llu\n", name,
                    static_cast<unsigned long long>(hands), static_cast<unsigned long long>(flat),
                    static_cast<unsigned long long>(checked_out));
    }
}

// flat_standard_parts::lowering_draws (discard analysis's standard form, a group's draws at
// once) and flat_seven_pairs::lowering_draws (seven pairs, a class of counts at once) against the
// exact path after each natural draw, on crowded 13-tile hands: every draw it
// answers must be lowering exactly where the exact distance after it is below the bound asked;
// the draws it leaves unknown go to the exact path. Bounds around the hand's own distance, with
// the hand's wildcards and with no 宝 left to draw; crowded hands and, as many, random and
// near-ready ones (whose 宝 windows are often empty, so that a draw beside the 宝 moves its
// bound).
TEST(ShantenHoles, LoweringDrawsAgreeWithExactPath) {
    const char* baos[] = {"5m", "3p", "8s", "1z", "6z"};
    const auto seed = t::test_seed("ShantenHoles.LoweringDraws", 20261129);
    const std::uint64_t hands_per_bao = t::scaled(600);
    for (const char* name : baos) {
        rules r = *preset("ruijin");
        ASSERT_TRUE(set_wild(r, name).ok());
        const int bao = std::countr_zero(r.wild & natural_mask);
        t::shanten_rng g(seed + static_cast<std::uint64_t>(bao));
        std::uint64_t hands = 0, lowering = 0, not_lowering = 0, unknown_draws = 0, failures = 0;
        std::uint64_t pairs_lowering = 0, pairs_not = 0;
        while (hands < hands_per_bao && failures < 20) {
            hand h;
            t::hand_shape shape_of_hand;
            shape_of_hand.near = hands % 4 == 1;
            shape_of_hand.flowers = pick(g, 0, 4) == 0 ? 1 : 0;
            const bool made =
                hands % 2 == 0 ? crowded_hand(g, bao, h) : t::make_hand(g, r, shape_of_hand, h);
            if (!made || !validate_hand(h, r, purpose::wait)) continue;
            const auto e = detail::make_effective(h, r);
            if (e.size != 13) continue;
            const auto in = detail::make_shanten_input(h, r, e);
            const auto shape = detail::shanten_shape(e.size, e.melds);
            detail::flat_standard_parts parts;
            if (!parts.init(in, r, shape, true)) continue;
            ++hands;
            detail::wild_budget budgets[2] = {in.wild, in.wild};
            budgets[1].draw_bao = 0;
            for (const auto& w : budgets) {
                auto x = in;
                x.wild = w;
                const int before = detail::exact_standard_distance(x, r, shape);
                for (int grp = 0; grp < 4; ++grp) {
                    unsigned draws = 0;
                    for (int i = 0; i < (grp < 3 ? 9 : 7); ++i) {
                        const auto k = static_cast<std::size_t>(9 * grp + i);
                        if (in.counts[k] < in.caps[k]) draws |= 1u << i;
                    }
                    int after[9] = {};
                    for (unsigned m = draws; m != 0; m &= m - 1) {
                        const int i = std::countr_zero(m);
                        auto more = x;
                        ++more.counts[static_cast<std::size_t>(9 * grp + i)];
                        ++more.concealed;
                        after[i] = detail::exact_standard_distance(more, r, shape);
                    }
                    for (const int below : {before - 1, before, before + 1}) {
                        unsigned unknown = 0;
                        const unsigned lower =
                            parts.lowering_draws(grp, draws, in.counts.data(), w, below, unknown);
                        for (unsigned m = draws; m != 0; m &= m - 1) {
                            const int i = std::countr_zero(m);
                            if (unknown >> i & 1u) {
                                ++unknown_draws;
                                continue;
                            }
                            const bool got = (lower >> i & 1u) != 0, want = after[i] < below;
                            ++(got ? lowering : not_lowering);
                            if (got != want && ++failures <= 20) {
                                ADD_FAILURE() << "ruijin --wild " << name << " " << format_hand(h)
                                              << " draw " << 9 * grp + i << " below " << below
                                              << " (宝 to draw " << w.draw_bao << "): got " << got
                                              << ", exact distance " << after[i];
                            }
                        }
                    }
                }
                // Seven pairs' draws by class of counts, with and without quads counting as
                // two pairs.
                rules pair_rules = r;
                pair_rules.seven_pairs_quads = hands % 2 == 0;
                detail::flat_seven_pairs pairs;
                if (!pairs.init(in, pair_rules, true)) continue;
                tile_mask draws = 0;
                std::array<int, kinds> after{};
                for (int k = 0; k < kinds; ++k) {
                    const auto i = static_cast<std::size_t>(k);
                    if (in.counts[i] >= in.caps[i]) continue;
                    draws |= bit(static_cast<tile>(k));
                    auto more = x;
                    ++more.counts[i];
                    ++more.concealed;
                    after[i] = detail::exact_seven_pairs_distance(more, pair_rules);
                }
                const int pairs_before = detail::exact_seven_pairs_distance(x, pair_rules);
                for (const int below : {pairs_before - 1, pairs_before, pairs_before + 1}) {
                    tile_mask unknown = 0;
                    const tile_mask lower = pairs.lowering_draws(draws, w, below, unknown);
                    for (tile_mask m = draws & ~unknown; m != 0; m &= m - 1) {
                        const int k = std::countr_zero(m);
                        const bool got = (lower >> k & 1u) != 0;
                        const bool want = after[static_cast<std::size_t>(k)] < below;
                        ++(got ? pairs_lowering : pairs_not);
                        if (got != want && ++failures <= 20) {
                            ADD_FAILURE()
                                << "ruijin --wild " << name << " " << format_hand(h)
                                << " seven pairs, draw " << k << " below " << below << ": got "
                                << got << ", exact distance " << after[static_cast<std::size_t>(k)];
                        }
                    }
                }
            }
        }
        EXPECT_EQ(failures, 0u) << name;
        // Both answers, or the comparison proves little.
        EXPECT_GT(pairs_lowering, hands) << name;
        EXPECT_GT(pairs_not, hands) << name;
        EXPECT_GT(lowering, hands) << name;
        EXPECT_GT(not_lowering, hands) << name;
        std::printf(
            "ruijin --wild %s: %llu hands, lowering %llu, not %llu, unknown %llu; seven pairs "
            "lowering %llu, not %llu\n",
            name, static_cast<unsigned long long>(hands), static_cast<unsigned long long>(lowering),
            static_cast<unsigned long long>(not_lowering),
            static_cast<unsigned long long>(unknown_draws),
            static_cast<unsigned long long>(pairs_lowering),
            static_cast<unsigned long long>(pairs_not));
    }
}

}  // namespace
