// The public size rule (hand_size, size_fits) against hand-checked sizes and against
// validate_hand's wrong_hand_size verdict on every size a hand can have.
#include <gtest/gtest.h>

#include <string>

#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"

namespace {

using namespace hupai;

hand parsed(std::string_view text) {
    auto h = parse_hand(text);
    EXPECT_TRUE(h.ok()) << text;
    return h ? *h : hand{};
}

rules named(std::string_view name) { return *preset(name); }

TEST(SizeRule, CountsMeldsJokersAndOnlyTheFlowersThatAreTiles) {
    EXPECT_EQ(hand_size(parsed("123m [555z]"), named("chinese")), 6);
    EXPECT_EQ(hand_size(parsed("123m?? (1111p)"), named("chinese")), 8);
    EXPECT_EQ(hand_size(parsed("123m1f2f"), named("chinese")), 3);  // flowers set aside
    rules ruijin = named("ruijin");
    ASSERT_TRUE(set_wild(ruijin, "5z"));
    EXPECT_EQ(hand_size(parsed("123m1f2f"), ruijin), 5);  // a flower stands for the 宝's kind
}

TEST(SizeRule, WinAndWaitShapes) {
    const rules chinese = named("chinese");
    EXPECT_TRUE(size_fits(parsed("123m456p789s11122z"), chinese, purpose::win));
    EXPECT_FALSE(size_fits(parsed("123m456p789s11122z"), chinese, purpose::wait));
    EXPECT_TRUE(size_fits(parsed("23m456p789s11122z"), chinese, purpose::wait));
    EXPECT_TRUE(size_fits(parsed("11m"), chinese, purpose::win));
    EXPECT_TRUE(size_fits(parsed("1m"), chinese, purpose::any));
    const rules mediatek = named("mediatek");
    // 18 tiles: a win with four in-hand kongs; never a wait (it would wait for a fifth kong).
    const hand eighteen = parsed("111122223333444455m");
    EXPECT_TRUE(size_fits(eighteen, mediatek, purpose::win));
    EXPECT_FALSE(size_fits(eighteen, mediatek, purpose::wait));
    EXPECT_TRUE(size_fits(parsed("11112222333344445m"), mediatek, purpose::wait));
}

// For every size of 1–18 tiles, size_fits agrees with validate_hand's wrong_hand_size.
TEST(SizeRule, AgreesWithValidation) {
    for (const auto name : preset_names()) {
        rules r = named(name);
        if (r.wild_required) {
            ASSERT_TRUE(set_wild(r, "5z"));
        }
        r.min_concealed = 0;
        for (int size = 1; size <= 18; ++size) {
            hand h;
            for (int i = 0; i < size; ++i) ++h.counts[static_cast<std::size_t>(i / 4)];
            for (const purpose p : {purpose::win, purpose::wait}) {
                const auto ok = validate_hand(h, r, p);
                const bool size_error = !ok && (ok.err().code == errc::wrong_hand_size);
                if (ok || size_error) {
                    EXPECT_EQ(size_fits(h, r, p), ok.ok())
                        << name << " size " << size << " purpose " << static_cast<int>(p);
                }
            }
        }
    }
}

}  // namespace
