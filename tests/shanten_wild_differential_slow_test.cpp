// The flat path's differential at 10^8 hands in all (label slow).
#include "shanten_wild_differential.hpp"

namespace {

TEST(ShantenWildDifferentialSlow, FlatPathAgreesWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferentialSlow",
                                          hupai::testing::scaled(100'000'000 / 3 + 1), 20261128);
}

}  // namespace
