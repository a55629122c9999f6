// The flat path's differential at 250,000 hands per preset with wildcards (Ruijin's random 宝
// among them), and the honours by parts' at 80,000 more per Ruijin 宝 of kinds 0–33, whose
// reference, the honours' dynamic program, costs about 0.1 ms a hand (the slow variant runs
// 10^7 and more of each), and the flat path's holes' at 100,000 per list of many wild kinds.
#include "shanten_wild_differential.hpp"

namespace {

TEST(ShantenWildDifferential, FlatPathAgreesWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferential", hupai::testing::wild_presets,
                                          hupai::testing::scaled(250'000), 20261127);
}

TEST(ShantenWildDifferential, HonoursByPartsAgreeWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferential.Capped",
                                          hupai::testing::capped_presets,
                                          hupai::testing::scaled(80'000), 20261128);
}

TEST(ShantenWildDifferential, HolesAgreeWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferential.Holes",
                                          hupai::testing::many_wild_presets,
                                          hupai::testing::scaled(100'000), 20261129);
}

}  // namespace
