// The win differential at 20,000,000 hands per preset (100,000,000 in all): label slow.
#include "win_differential.hpp"

namespace {

TEST(win_differential_slow, every_preset) {
    hupai::testing::run_win_differential("win_differential_slow",
                                         hupai::testing::scaled(20'000'000));
}

}  // namespace
