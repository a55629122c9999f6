// The questions of a hand validated once (src/admission/validated.hpp) against the public
// calls, which validate it themselves: the same verdict, the same error (code and message) and
// the same answer for a hand admitted for one purpose and asked a question of another, on the
// edge cases of validate_hand (validation_cases.hpp). And the rules compiled once
// (src/admission/compiled.hpp): every fact equal to its definition under random flag sets, and
// the entries taking compiled rules answering as the public calls do, errors included. And the
// roads (src/admission/roads.hpp): each chosen alike from the facts computed where asked and
// from the facts compiled, by the predicates that define them.
#include "admission/validated.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "admission/admission.hpp"
#include "admission/roads.hpp"
#include "hupai/hupai.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"
#include "validation_cases.hpp"

namespace hupai {
namespace {

using testing::pick;
using testing::shanten_rng;
using testing::validation_case;

constexpr purpose purposes[] = {purpose::any, purpose::win, purpose::wait};

// n of validate_hand's edge cases from the printed seed of test `name`.
std::vector<validation_case> cases(const char* name, std::uint64_t fixed_seed, int n) {
    testing::shanten_rng g(testing::test_seed(name, fixed_seed));
    std::vector<validation_case> out;
    for (int i = 0; i < n; ++i) out.push_back(testing::validation_case_of(g));
    return out;
}

// `got` and `want` (results of one question) agree: both fail alike, or both answer and
// same(*got, *want) holds.
template <class T, class Same>
void expect_same(const result<T>& got, const result<T>& want, const std::string& what,
                 Same&& same) {
    ASSERT_EQ(got.ok(), want.ok()) << what;
    if (!want.ok()) {
        EXPECT_EQ(got.err().code, want.err().code) << what;
        EXPECT_EQ(got.err().message, want.err().message) << what;
        return;
    }
    EXPECT_TRUE(same(*got, *want)) << what;
}

bool same_win(const win_result& a, const win_result& b) {
    return a.win == b.win && a.forms == b.forms && a.fei == b.fei && a.zhifei == b.zhifei;
}
bool same_shanten(const shanten_result& a, const shanten_result& b) {
    return a.overall == b.overall && a.by_form == b.by_form;
}
bool same_waits(const waits_result& a, const waits_result& b) {
    return a.waits == b.waits && a.karaten == b.karaten && a.shanten == b.shanten &&
           a.shapes == b.shapes && a.fei == b.fei && a.zhifei == b.zhifei;
}
bool same_decompositions(const std::vector<decomposition>& a, const std::vector<decomposition>& b) {
    if (a.size() != b.size()) return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].shape != b[i].shape || a[i].groups.size() != b[i].groups.size()) return false;
    }
    return true;
}

TEST(Validated, AdmitAndEveryPurposeAgreeWithValidateHand) {
    const int n = static_cast<int>(testing::scaled(100000));
    int admitted = 0;
    for (const validation_case& c : cases("Validated.AdmitAndEveryPurpose", 20261129, n)) {
        for (const purpose first : purposes) {
            const auto v = detail::validated_hand::admit(c.h, c.r, first);
            const auto want = validate_hand(c.h, c.r, first);
            ASSERT_EQ(v.ok(), want.ok()) << c.text();
            if (!want.ok()) {
                ASSERT_EQ(v.err().message, want.err().message) << c.text();
                continue;
            }
            ++admitted;
            for (const purpose then : purposes) {
                const auto w = v->for_purpose(then);
                const auto again = validate_hand(c.h, c.r, then);
                ASSERT_EQ(w.ok(), again.ok()) << c.text();
                if (!again.ok()) {
                    ASSERT_EQ(w.err().message, again.err().message) << c.text();
                }
            }
        }
    }
    EXPECT_GT(admitted, n / 10);  // enough valid hands to mean something
}

TEST(Validated, QuestionsAgreeWithThePublicCalls) {
    const int n = static_cast<int>(testing::scaled(20000));
    int answered = 0;
    for (const validation_case& c : cases("Validated.QuestionsAgree", 20261130, n)) {
        const hand& h = c.h;
        const rules& r = c.r;
        for (const purpose first : purposes) {
            const auto v = detail::validated_hand::admit(h, r, first);
            if (!v) continue;
            const std::string what =
                c.text() + " admitted for " + std::to_string(static_cast<int>(first));
            expect_same(detail::check_win(*v), check_win(h, r), what, same_win);
            expect_same(detail::compute_shanten(*v), compute_shanten(h, r), what, same_shanten);
            expect_same(detail::find_waits(*v), find_waits(h, r), what, same_waits);
            expect_same(detail::decompose(*v, 20), decompose(h, r, 20), what, same_decompositions);
            if (::testing::Test::HasFailure()) return;
            ++answered;
        }
    }
    EXPECT_GT(answered, n / 10);
}

TEST(Validated, AnalysesAgreeWithThePublicCalls) {
    rules riichi = *preset("riichi");
    int compared = 0;
    for (const char* text : {"123m456p789s1123z4z", "123m456p789s1123z", "1112345678999m5z",
                             "123m456p11z [789s]", "11112345678999m", "123m456p789s11122z"}) {
        const hand h = *parse_hand(text);
        std::array<std::uint8_t, kinds> seen{};
        seen[0] = 3;  // three 1m seen: a fourth in some hands, a fifth in others
        for (const auto* visible : {static_cast<decltype(&seen)>(nullptr), &seen}) {
            for (const purpose first : purposes) {
                const auto v = detail::validated_hand::admit(h, riichi, first);
                if (!v) continue;
                ++compared;
                expect_same(
                    detail::analyze_discards(*v, visible), analyze_discards(h, riichi, visible),
                    text, [](const auto& a, const auto& b) {
                        if (a.size() != b.size()) return false;
                        for (std::size_t i = 0; i < a.size(); ++i) {
                            if (a[i].discard != b[i].discard || a[i].shanten != b[i].shanten ||
                                a[i].improving != b[i].improving) {
                                return false;
                            }
                        }
                        return true;
                    });
                expect_same(detail::analyze_draws(*v, visible), analyze_draws(h, riichi, visible),
                            text, [](const draw_choice& a, const draw_choice& b) {
                                return a.shanten == b.shanten && a.improving == b.improving &&
                                       a.unseen_total == b.unseen_total;
                            });
            }
        }
    }
    EXPECT_GE(compared, 12);  // each hand admitted for at least one purpose, with and without
}

// A preset with random flags flipped: the forms, honours, suits, kongs, flowers, wild kinds,
// Ruijin's 飞 and 制飞.
rules random_rules(shanten_rng& g) {
    const auto names = preset_names();
    rules r =
        *preset(names[static_cast<std::size_t>(pick(g, 0, static_cast<int>(names.size()) - 1))]);
    bool* flags[] = {&r.standard,          &r.seven_pairs,         &r.thirteen_orphans,
                     &r.thirteen_lan,      &r.honours_and_knitted, &r.knitted_straight,
                     &r.seven_pairs_quads, &r.kongs_in_hand,       &r.honour_chows,
                     &r.honours,           &r.wild_required,       &r.karaten};
    for (bool* f : flags) {
        if (pick(g, 0, 3) == 0) *f = !*f;
    }
    if (pick(g, 0, 3) == 0) r.max_suits = pick(g, 1, 3);
    if (pick(g, 0, 3) == 0) r.min_concealed = pick(g, 0, 3);
    if (pick(g, 0, 3) == 0) r.flowers = static_cast<flower_role>(pick(g, 0, 2));
    if (pick(g, 0, 3) == 0) r.wild = pick(g, 0, 1) ? std::uint64_t{1} << pick(g, 0, 45) : 0;
    if (pick(g, 0, 3) == 0) r.fei = !r.fei;
    if (pick(g, 0, 3) == 0) r.zhifei = !r.zhifei;
    return r;
}

TEST(CompiledRules, EveryFactIsItsDefinition) {
    shanten_rng g(testing::test_seed("CompiledRules.EveryFact", 20261201));
    int simple = 0, knitted = 0, tables = 0, labels = 0, fei = 0;
    for (int i = 0; i < 200000; ++i) {
        const rules r = random_rules(g);
        const detail::rules_facts f(r);
        const detail::compiled_rules c = detail::compile_rules(r);
        ASSERT_EQ(c.of(), r);
        ASSERT_EQ(c.fault(), detail::rules_fault(r) || detail::wild_out_of_range(r));
        ASSERT_EQ(c.honours_allowed(), f.honours_allowed());
        ASSERT_EQ(c.wild_flowers(), f.wild_flowers());
        ASSERT_EQ(c.kongs_in_hand(), f.kongs_in_hand());
        ASSERT_EQ(c.win_by_labels(), detail::label_forms_rules(r));
        ASSERT_EQ(c.shanten_by_records(), detail::record_rules(r));
        ASSERT_EQ(c.discards_incremental(), detail::record_rules(r) && !r.thirteen_lan);
        ASSERT_EQ(c.records_need_two_melds(), r.knitted_straight);
        ASSERT_EQ(c.waits_by_table(), detail::wait_table_rules(r));
        ASSERT_EQ(c.knitted_waits_by_table(), detail::knitted_wait_table_rules(r));
        ASSERT_FALSE(c.waits_by_table() && c.knitted_waits_by_table());
        ASSERT_EQ(c.fei_in_play(), r.fei || r.zhifei);
        ASSERT_EQ(f.fei_in_play(), r.fei || r.zhifei);
        fei += c.fei_in_play();
        ASSERT_EQ(c.simple_constant(), detail::simple_shanten_rules(r));
        ASSERT_EQ(c.knitted_constant(), detail::knitted_shanten_rules(r));
        ASSERT_EQ(c.standard_constant(), detail::standard_shanten_rules(r));
        ASSERT_EQ(c.constant(), f.constant());
        simple += c.simple_constant();
        knitted += c.knitted_constant();
        tables += c.waits_by_table();
        labels += c.win_by_labels();
    }
    // Each road's rules drawn often enough to mean something.
    EXPECT_GT(simple, 100);
    EXPECT_GT(knitted, 100);
    EXPECT_GT(tables, 1000);
    EXPECT_GT(labels, 1000);
    EXPECT_GT(fei, 1000);
}

TEST(Roads, EachRoadIsChosenByItsPredicates) {
    shanten_rng g(testing::test_seed("Roads.EachRoad", 20261204));
    int by_road[5] = {};
    for (int i = 0; i < 100000; ++i) {
        const rules r = random_rules(g);
        const detail::rules_facts f(r);
        const detail::compiled_rules c = detail::compile_rules(r);
        const detail::shanten_road s = detail::shanten_road_of(c);
        ASSERT_EQ(s, detail::shanten_road_of(f));
        const detail::shanten_road want =
            detail::simple_shanten_rules(r)     ? detail::shanten_road::simple
            : detail::knitted_shanten_rules(r)  ? detail::shanten_road::knitted
            : detail::standard_shanten_rules(r) ? detail::shanten_road::standard
            : detail::record_rules(r)           ? detail::shanten_road::records
                                                : detail::shanten_road::engines;
        ASSERT_EQ(s, want);
        ++by_road[static_cast<int>(s)];
        ASSERT_EQ(detail::win_road_of(c), detail::win_road_of(f));
        ASSERT_EQ(detail::win_road_of(c) == detail::win_road::labels, detail::label_forms_rules(r));
    }
    // Every shanten road drawn often enough to mean something.
    for (const int n : by_road) EXPECT_GT(n, 50);
}

TEST(Roads, TheHandChoosesWithinTheRulesRoad) {
    const rules riichi = *preset("riichi");
    const rules gb = *preset("gb");
    const detail::compiled_rules c = detail::compile_rules(riichi);
    EXPECT_EQ(detail::shanten_road_of(c), detail::shanten_road::simple);
    EXPECT_EQ(detail::shanten_road_of(detail::compile_rules(gb)), detail::shanten_road::knitted);
    const hand plain = *parse_hand("123m456p789s1122z3z");
    const hand melded = *parse_hand("123m456p1122z3z [789s]");
    EXPECT_EQ(detail::waits_road_of(plain, c), detail::waits_road::table);
    EXPECT_EQ(detail::waits_road_of(plain, detail::compile_rules(gb)),
              detail::waits_road::knitted_table);
    EXPECT_EQ(detail::discards_road_of(plain, c), detail::discards_road::incremental);
    EXPECT_EQ(detail::discards_road_of(melded, c), detail::discards_road::general);
    // A hand with declared melds takes the records when its melds lie apart, else the engines.
    EXPECT_EQ(detail::valid_shanten_road(plain, c), detail::shanten_road::records);
    EXPECT_EQ(detail::valid_shanten_road(melded, c), detail::shanten_road::records);
    const hand touching = *parse_hand("123m456p78s1122z3z [789s]");
    EXPECT_EQ(detail::valid_shanten_road(touching, c), detail::shanten_road::engines);
}

// The four entries under compiled rules against the public calls for one hand.
void expect_entries_agree(const hand& h, const rules& r, const std::string& what) {
    const detail::compiled_rules c = detail::compile_rules(r);
    expect_same(detail::check_win(h, c), check_win(h, r), what, same_win);
    expect_same(detail::compute_shanten(h, c), compute_shanten(h, r), what, same_shanten);
    expect_same(detail::shanten_number(h, c), shanten_number(h, r), what,
                [](int a, int b) { return a == b; });
    expect_same(detail::find_waits(h, c), find_waits(h, r), what,
                [](const waits_result& a, const waits_result& b) {
                    return a.waits == b.waits && a.karaten == b.karaten && a.shanten == b.shanten &&
                           a.shapes == b.shapes && a.fei == b.fei && a.zhifei == b.zhifei;
                });
}

TEST(CompiledRules, EntriesAgreeWithThePublicCallsOnEdgeCases) {
    const int n = static_cast<int>(testing::scaled(50000));
    shanten_rng g(testing::test_seed("CompiledRules.EdgeCases", 20261202));
    int valid = 0;
    for (int i = 0; i < n; ++i) {
        const testing::validation_case v = testing::validation_case_of(g);
        expect_entries_agree(v.h, v.r, v.text());
        if (::testing::Test::HasFailure()) return;
        valid += validate_hand(v.h, v.r, purpose::any).ok();
    }
    EXPECT_GT(valid, n / 10);  // answers compared, not only errors
}

TEST(CompiledRules, EntriesAgreeWithThePublicCallsOnEveryPreset) {
    const int n = static_cast<int>(testing::scaled(4000));
    shanten_rng g(testing::test_seed("CompiledRules.EveryPreset", 20261203));
    int compared = 0;
    for (const std::string_view name : preset_names()) {
        const rules r = *preset(name);
        for (int i = 0; i < n; ++i) {
            testing::hand_shape s;
            s.concealed = pick(g, 0, 1) ? 13 : 14;
            s.melds = pick(g, 0, 3) == 0 ? pick(g, 1, 2) : 0;
            s.near = pick(g, 0, 1) == 0;
            hand h;
            if (!testing::make_hand(g, r, s, h)) continue;
            expect_entries_agree(h, r, std::string(name) + " " + format_hand(h));
            if (::testing::Test::HasFailure()) return;
            ++compared;
        }
    }
    EXPECT_GT(compared, n);
}

}  // namespace
}  // namespace hupai
