// The flat path's differential at 10^8 hands in all, and the honours by parts' at 10^7 per
// capped preset, its reference being the honours' dynamic program, and the holes' at 10^7 per list
// of many wild kinds (label slow).
#include "shanten_wild_differential.hpp"

namespace {

TEST(ShantenWildDifferentialSlow, FlatPathAgreesWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferentialSlow",
                                          hupai::testing::wild_presets,
                                          hupai::testing::scaled(100'000'000 / 3 + 1), 20261128);
}

TEST(ShantenWildDifferentialSlow, HonoursByPartsAgreeWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferentialSlow.Capped",
                                          hupai::testing::capped_presets,
                                          hupai::testing::scaled(10'000'000), 20261129);
}

TEST(ShantenWildDifferentialSlow, HolesAgreeWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferentialSlow.Holes",
                                          hupai::testing::many_wild_presets,
                                          hupai::testing::scaled(10'000'000), 20261130);
}

}  // namespace
