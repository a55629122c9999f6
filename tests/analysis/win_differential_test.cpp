// check_win and is_win against the brute-force reference on 1,000,000 hands of every preset.
#include "win_differential.hpp"

namespace {

TEST(win_differential, every_preset) {
    hupai::testing::run_win_differential("win_differential", hupai::testing::scaled(1'000'000));
}

}  // namespace
