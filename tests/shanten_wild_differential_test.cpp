// The flat path's differential at 1,000,000 hands per preset with wildcards (the slow variant
// runs 10^8 in all).
#include "shanten_wild_differential.hpp"

namespace {

TEST(ShantenWildDifferential, FlatPathAgreesWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferential",
                                          hupai::testing::scaled(1'000'000), 20261127);
}

}  // namespace
