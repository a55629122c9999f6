// read_counts and format_counts (hupai/counts_text.hpp) against parse_hand and format_hand: the
// same counts and texts on random hands in every writer, and no answer where parse_hand refuses.
#include "hupai/counts_text.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "hand_writers.hpp"
#include "hupai/notation.hpp"
#include "malformed_inputs.hpp"
#include "test_support.hpp"

namespace {

using hupai::kinds;
using namespace hupai::testing;

/// read_counts answers exactly when the text is plain MPSZ parse_hand reads, with its counts.
void expect_agrees(std::string_view text, bool plain) {
    std::array<std::uint8_t, kinds> counts{};
    const bool read = hupai::read_counts(text, counts);
    const auto parsed = hupai::parse_hand(text);
    SCOPED_TRACE(std::string(text));
    if (!parsed) {
        EXPECT_FALSE(read);
        return;
    }
    if (plain) {
        EXPECT_TRUE(read);
    }
    if (!read) return;
    for (std::size_t k = 0; k < kinds; ++k) EXPECT_EQ(counts[k], parsed->counts[k]) << k;
}

TEST(CountsText, ReadCountsAgreesWithParseHand) {
    rng_t rng(test_seed("CountsText.ReadCountsAgreesWithParseHand", 5150));
    hand_options plain;
    plain.flowers = plain.melds = plain.jokers = false;
    for (std::uint64_t i = 0; i < scaled(20000); ++i) {
        const hupai::hand h = random_hand(rng, i % 3 == 0 ? hand_options{} : plain);
        const bool simple = h.meld_count == 0 && h.jokers == 0 && h.flower_count() == 0;
        expect_agrees(hupai::format_hand(h), simple);
        expect_agrees(write_mpsz(h, rng), false);  // split runs, spaces: answered or passed on
        expect_agrees(write_unicode(h, rng), false);
    }
    for (const malformed_input& m : malformed_inputs) expect_agrees(m.input, false);
    for (const char* text :
         {"", "m", "1", "11111m", "0z", "8z", "1z2", "123mm", "12m3", "0m0m", "9999m0m",
          "1m1m1m1m1m", "123m456p789s11122z", "5550m", "m1m", "1mm1m", "z"}) {
        expect_agrees(text, false);
    }
    // Counts past a byte do not wrap: 256 copies of 1m are a fifth copy, not none.
    expect_agrees(std::string(256, '1') + "m", false);
    expect_agrees(std::string(1001, '1'), false);
}

TEST(CountsText, FormatCountsIsFormatHand) {
    rng_t rng(test_seed("CountsText.FormatCountsIsFormatHand", 6160));
    std::array<char, hupai::max_counts_text> buffer{};
    for (std::uint64_t i = 0; i < scaled(20000); ++i) {
        hupai::hand h;
        const int size = uniform(rng, 0, 18);
        for (int drawn = 0; drawn < size;) {
            const auto t = static_cast<std::size_t>(uniform(rng, 0, kinds - 1));
            if (h.counts[t] < hupai::copies) {
                ++h.counts[t];
                ++drawn;
            }
        }
        const std::span<const std::uint8_t, kinds> counts(h.counts.data(), kinds);
        const std::size_t n = hupai::format_counts(counts, buffer);
        EXPECT_EQ(std::string_view(buffer.data(), n), hupai::format_hand(h));
    }
    std::array<std::uint8_t, kinds> full{};
    full.fill(4);
    hupai::hand all;
    std::copy(full.begin(), full.end(), all.counts.begin());
    EXPECT_EQ(std::string_view(buffer.data(), hupai::format_counts(full, buffer)),
              hupai::format_hand(all));
}

}  // namespace
