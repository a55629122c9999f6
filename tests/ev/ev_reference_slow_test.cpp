// The expected-value oracle on the model's 3-shanten worked example (200,617 states, about a
// minute): the state count and the printed four-digit values.
#include <gtest/gtest.h>

#include <algorithm>

#include "ev_reference_support.hpp"

namespace hupai::testing {
namespace {

TEST(EvReference, ThreeShantenReadmeHand) {
    const ev_answer a = answer(sample("026m1358p1345579s"));
    EXPECT_EQ(a.states, 200617u);
    EXPECT_NEAR(row(a, "2m").tenpai_prob[0], 0.8166, 5e-5);
    EXPECT_NEAR(row(a, "1s").win_prob[0], 0.2494, 5e-5);
    EXPECT_NEAR(row(a, "1s").exp_score[0], 2758.45, 5e-3);
    EXPECT_NEAR(row(a, "0m").exp_score[0], 1015.99, 5e-3);
    double best_t = 0, best_p = 0, best_e = 0, worst_e = 1e9;
    for (const ev_row& r : a.rows) {
        best_t = std::max(best_t, r.tenpai_prob[0]);
        best_p = std::max(best_p, r.win_prob[0]);
        best_e = std::max(best_e, r.exp_score[0]);
        worst_e = std::min(worst_e, r.exp_score[0]);
    }
    EXPECT_EQ(best_t, row(a, "2m").tenpai_prob[0]);
    EXPECT_EQ(best_p, row(a, "1s").win_prob[0]);
    EXPECT_EQ(best_e, row(a, "1s").exp_score[0]);
    EXPECT_EQ(worst_e, row(a, "0m").exp_score[0]);
}

}  // namespace
}  // namespace hupai::testing
