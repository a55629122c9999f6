// The flat path's differential at 1,000,000 hands per preset with wildcards, and the honours by
// parts' at 1,000,000 per Ruijin 宝 of kinds 0–33 (the slow variant runs more).
#include "shanten_wild_differential.hpp"

namespace {

TEST(ShantenWildDifferential, FlatPathAgreesWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferential", hupai::testing::wild_presets,
                                          hupai::testing::scaled(1'000'000), 20261127);
}

TEST(ShantenWildDifferential, HonoursByPartsAgreeWithExactPathAndReference) {
    hupai::testing::run_wild_differential("ShantenWildDifferential.Capped",
                                          hupai::testing::capped_presets,
                                          hupai::testing::scaled(1'000'000), 20261128);
}

}  // namespace
