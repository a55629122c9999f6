// Hands with declared melds by both roads: compute_shanten (every field), shanten_number and the C
// batch, which take the shanten records where the melds lie apart from the concealed tiles
// (admission.hpp: melded_record_hand), against the exact engine's distances of the same hand,
// on random hands with 1–4 chows, pungs and kongs under every preset, no wildcard held.
#include <gtest/gtest.h>

#include <cstdio>
#include <vector>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "hupai/hupai.h"
#include "hupai/notation.hpp"
#include "shanten/shanten.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;
using hupai::testing::pick;

// The exact engine's answer: the groups' frontiers with the melds' caps, never the records.
shanten_result exact_road(const hand& h, const rules& r) {
    const auto e = detail::make_effective(h, r);
    const auto in = detail::make_shanten_input(h, r, e);
    return detail::to_shanten(detail::distance_of(in, r, detail::shanten_shape(e.size, e.melds)));
}

hupai_meld c_meld(const meld& m) {
    hupai_meld out{};
    out.kind = static_cast<std::uint8_t>(static_cast<int>(m.kind) + HUPAI_MELD_CHOW);
    for (std::size_t i = 0; i < 3; ++i) out.tiles[i] = m.tiles[i];
    return out;
}

struct tally {
    std::uint64_t hands = 0, by_records = 0, failures = 0;
    std::uint64_t within_14 = 0;  ///< hands of at most 14 tiles with their melds
};

// A rule set of the runs: a preset, with one flag changed where `flag` is not empty.
struct rule_set {
    std::string_view preset, flag, value;
};

// n hands of rule set `rs` with 1–4 melds; each answer of the three calls against exact_road.
tally run(const rule_set& rs, std::uint64_t seed, std::uint64_t n) {
    hupai::testing::shanten_rng g(seed);
    rules r = *preset(rs.preset);
    hupai_rules cr{};
    hupai_error err{};
    EXPECT_EQ(hupai_rules_preset(std::string(rs.preset).c_str(), &cr, &err), HUPAI_OK);
    if (!rs.flag.empty()) {
        EXPECT_TRUE(set_flag(r, rs.flag, rs.value).ok());
        EXPECT_EQ(hupai_rules_set_flag(&cr, std::string(rs.flag).c_str(),
                                       std::string(rs.value).c_str(), &err),
                  HUPAI_OK);
    }
    const std::string_view name = rs.preset;
    tally t;
    std::vector<std::uint8_t> counts;
    std::vector<hupai_meld> melds;
    std::vector<shanten_result> want;
    std::vector<hand> hands;
    for (std::uint64_t i = 0; i < n && t.failures < 20; ++i) {
        hupai::testing::hand_shape s;
        s.melds = pick(g, 1, 4);
        // Under kongs_in_hand up to 18 tiles: past 14 the target holds kongs in hand.
        s.concealed = r.kongs_in_hand ? pick(g, 13, 18) : pick(g, 13, 14);
        s.near = pick(g, 0, 2) != 0;
        hand h;
        if (!hupai::testing::make_hand(g, r, s, h) || h.meld_count == 0) continue;
        ++t.hands;
        t.by_records += detail::melded_record_hand(h, detail::rules_facts(r)) ? 1 : 0;
        t.within_14 += h.concealed_size() + 3 * h.meld_count <= 14 ? 1 : 0;
        const shanten_result exact = exact_road(h, r);
        const auto got = compute_shanten(h, r);
        const auto number = shanten_number(h, r);
        if (!got.ok() || got->overall != exact.overall || got->by_form != exact.by_form ||
            !number.ok() || *number != exact.overall) {
            if (++t.failures <= 20) {
                ADD_FAILURE() << name << " " << format_hand(h) << ": compute_shanten "
                              << (got.ok() ? got->overall : 999) << ", shanten_number "
                              << (number.ok() ? *number : 999) << ", exact " << exact.overall
                              << (got.ok() && got->by_form != exact.by_form ? " (forms differ)"
                                                                            : "");
            }
        }
        hands.push_back(h);
        want.push_back(exact);
        counts.insert(counts.end(), h.counts.begin(), h.counts.begin() + kinds);
        for (std::size_t m = 0; m < 4; ++m) {
            melds.push_back(m < h.meld_count ? c_meld(h.melds[m]) : hupai_meld{});
        }
    }
    std::vector<std::int8_t> batch(hands.size());
    std::vector<std::uint8_t> status(hands.size());
    EXPECT_EQ(hupai_batch_shanten(&cr, hands.size(), counts.data(), nullptr, melds.data(),
                                  batch.data(), status.data()),
              HUPAI_OK);
    for (std::size_t i = 0; i < hands.size() && t.failures < 40; ++i) {
        if (status[i] != HUPAI_OK || batch[i] != want[i].overall) {
            ++t.failures;
            ADD_FAILURE() << name << " " << format_hand(hands[i]) << ": batch "
                          << static_cast<int>(batch[i]) << " (status "
                          << static_cast<int>(status[i]) << "), exact " << want[i].overall;
        }
    }
    return t;
}

// Every preset with melds and without wildcards: ruijin's 宝 is a wildcard, and mediatek's hands
// hold 14 concealed tiles (here at least 1, so that its in-hand kongs and lack of honours are
// run with melds); riichi with honour chows besides.
TEST(ShantenMeldsRoad, EveryPresetAgreesWithTheExactEngine) {
    const auto seed = hupai::testing::test_seed("ShantenMeldsRoad.EveryPreset", 20261129);
    constexpr rule_set sets[] = {
        {"riichi", "", ""},  {"riichi", "honour_chows", "true"}, {"chinese", "", ""},
        {"sichuan", "", ""}, {"mediatek", "min_concealed", "1"}, {"gb", "", ""}};
    std::uint64_t offset = 0;
    for (const rule_set& rs : sets) {
        const auto t = run(rs, seed + offset++, hupai::testing::scaled(20000));
        EXPECT_EQ(t.failures, 0u) << rs.preset << " " << rs.flag;
        EXPECT_GT(t.hands, 0u) << rs.preset << " " << rs.flag;
        // Where the records apply (every suit allowed), a good share of the hands of at most 14
        // tiles take them,
        // so that the comparison tests their road.
        if (preset(rs.preset)->max_suits >= 3) {
            EXPECT_GT(t.by_records * 5, t.within_14) << rs.preset << " " << rs.flag;
        }
        std::printf("%.*s %.*s: %llu hands with melds, %llu by the records\n",
                    static_cast<int>(rs.preset.size()), rs.preset.data(),
                    static_cast<int>(rs.flag.size()), rs.flag.data(),
                    static_cast<unsigned long long>(t.hands),
                    static_cast<unsigned long long>(t.by_records));
    }
}

// A meld's kind held in the concealed part lowers its cap below what the records assume: a pung
// of 1m with a lone 1m waits on a tile none is left of. Such hands keep the exact road.
TEST(ShantenMeldsRoad, MeldNextToConcealedTilesKeepsTheExactRoad) {
    const rules r = *preset("riichi");
    const auto h = parse_hand("1m[111m][222p][333s][444s]");
    ASSERT_TRUE(h.ok());
    EXPECT_FALSE(detail::melded_record_hand(*h, detail::rules_facts(r)));
    const auto s = shanten_number(*h, r);
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(*s, 1);
    // The same wait apart from the melds is ready, by the records.
    const auto apart = parse_hand("9m[111m][222p][333s][444s]");
    ASSERT_TRUE(apart.ok());
    EXPECT_TRUE(detail::melded_record_hand(*apart, detail::rules_facts(r)));
    EXPECT_EQ(*shanten_number(*apart, r), 0);
}

}  // namespace
