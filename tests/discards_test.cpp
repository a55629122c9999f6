// Facts about the shanten tables that the discard analysis of plain hands (src/plain_discards.cpp)
// relies on to share look-ups, checked over every vector they cover. The analysis itself is
// compared with compute_shanten of every exchange in shanten_differential_test.
#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <cstdio>

#include "shanten.hpp"

namespace {

using namespace hupai;

// Without honour chows, one more honour of any kind the honours do not hold leaves them with the
// same record id: plain_discards looks up one such draw for all of them.
TEST(DiscardTables, UnheldHonourDrawsShareTheirRecord) {
    const auto& rank = detail::ranking(gen::group_type::honour);
    constexpr int n = 7;
    std::uint64_t vectors = 0, failures = 0;
    std::array<std::uint8_t, n> c{};
    for (int code = 0; code < 5 * 5 * 5 * 5 * 5 * 5 * 5; ++code) {
        int tiles = 0;
        for (int i = 0, x = code; i < n; ++i, x /= 5) {
            c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(x % 5);
            tiles += x % 5;
        }
        // A group before a draw holds at most 13 tiles (14 after it).
        if (tiles > gen::max_group_tiles - 1) continue;
        ++vectors;
        const std::uint32_t key = detail::ranking_key<n>(c.data());
        int first = -1;
        std::uint32_t first_id = 0;
        for (int k = 0; k < n; ++k) {
            if (c[static_cast<std::size_t>(k)] != 0) continue;
            const std::uint32_t id = rank.id(key + detail::key_weight(n, k));
            if (first < 0) {
                first = k;
                first_id = id;
            } else if (id != first_id && ++failures <= 10) {
                ADD_FAILURE() << "honours " << code << ": draw " << k << " gives record " << id
                              << ", draw " << first << " gives " << first_id;
            }
        }
    }
    EXPECT_EQ(failures, 0u);
    EXPECT_EQ(vectors, 34995u);  // the 5^7 vectors of at most 13 tiles
    std::printf("%llu honour vectors\n", static_cast<unsigned long long>(vectors));
}

}  // namespace
