// Rule sets (hupai/rules.hpp): the presets against README "Presets", the presets:: constants,
// every flag settable by name and rejected with the right error, set_wild and validate.
#include "hupai/rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "hupai/notation.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

// The constants are usable at compile time: the common call needs no error check.
static_assert(presets::riichi.karaten && !presets::riichi.seven_pairs_quads);
static_assert(presets::chinese == rules{});
static_assert(presets::sichuan.max_suits == 2 && !presets::sichuan.honours);
static_assert(presets::ruijin.wild_required && presets::ruijin.wild == 0);
static_assert(presets::mediatek.min_concealed == 14 && presets::mediatek.kongs_in_hand);
static_assert(presets::gb.scoring == scoring_system::gb && presets::gb.wild == 0);

constexpr form_set forms_of(std::initializer_list<form> fs) {
    form_set s = 0;
    for (const form f : fs) s = static_cast<form_set>(s | form_bit(f));
    return s;
}

// One row per preset of README "Presets": forms, four of a kind as two pairs, wildcards, and
// the "other" column's flags.
struct preset_row {
    std::string_view name;
    const rules* constant;
    form_set forms;
    bool quads_as_pairs;
    bool wild_required;
    std::function<void(const rules&)> other;
};

std::vector<preset_row> readme_table() {
    using enum form;
    return {
        {"riichi", &presets::riichi, forms_of({standard, seven_pairs, thirteen_orphans}), false,
         false,
         [](const rules& r) {
             EXPECT_TRUE(r.karaten);
             EXPECT_EQ(r.scoring, scoring_system::riichi);
         }},
        {"chinese", &presets::chinese, forms_of({standard, seven_pairs, thirteen_orphans}), true,
         false, [](const rules& r) { EXPECT_TRUE(r.honours && r.declared_chows); }},
        {"sichuan", &presets::sichuan, forms_of({standard, seven_pairs}), true, false,
         [](const rules& r) {
             EXPECT_FALSE(r.honours);
             EXPECT_FALSE(r.declared_chows);
             EXPECT_EQ(r.max_suits, 2);
         }},
        {"ruijin", &presets::ruijin, forms_of({standard, seven_pairs, thirteen_lan}), true, true,
         [](const rules& r) {
             EXPECT_TRUE(r.honour_chows);
             EXPECT_EQ(r.flowers, flower_role::wild_kind);
             EXPECT_TRUE(r.fei && r.zhifei);
         }},
        {"mediatek", &presets::mediatek, forms_of({standard, seven_pairs}), true, false,
         [](const rules& r) {
             EXPECT_TRUE(r.kongs_in_hand);
             EXPECT_FALSE(r.honours);
             EXPECT_EQ(r.min_concealed, 14);
         }},
        {"gb", &presets::gb,
         forms_of({standard, seven_pairs, thirteen_orphans, honours_and_knitted, knitted_straight}),
         true, false,
         [](const rules& r) {
             EXPECT_EQ(r.scoring, scoring_system::gb);
             EXPECT_EQ(r.flowers, flower_role::set_aside);
             rules wild = r;
             wild.wild = bit(make_tile(suit::honour, 7));
             EXPECT_EQ(validate(wild).err().code, errc::invalid_wildcard);
         }},
    };
}

TEST(Presets, NamesInDocumentationOrder) {
    const std::vector<std::string_view> names(preset_names().begin(), preset_names().end());
    EXPECT_EQ(names, (std::vector<std::string_view>{"riichi", "chinese", "sichuan", "ruijin",
                                                    "mediatek", "gb"}));
}

TEST(Presets, MatchTheReadmeTableAndTheConstants) {
    const auto table = readme_table();
    ASSERT_EQ(table.size(), preset_names().size());
    for (const auto& row : table) {
        SCOPED_TRACE(row.name);
        const auto r = preset(row.name);
        ASSERT_TRUE(r.ok());
        EXPECT_EQ(*r, *row.constant);
        EXPECT_EQ(r->preset, row.name);
        EXPECT_EQ(r->forms(), row.forms);
        EXPECT_EQ(r->seven_pairs_quads, row.quads_as_pairs);
        EXPECT_EQ(r->wild, 0u);
        EXPECT_EQ(r->wild_required, row.wild_required);
        EXPECT_EQ(validate(*r).ok(), !row.wild_required);
        row.other(*r);
    }
}

// README "Presets": a table row per preset in documentation order, and every flag named.
TEST(Presets, ReadmeNamesEveryPresetAndFlag) {
    const std::string readme = testing::source_file_text("README.md");
    const auto begin = readme.find("## Presets");
    ASSERT_NE(begin, std::string::npos) << "README.md has no Presets section";
    const std::string section = readme.substr(begin, readme.find("\n## ", begin + 1) - begin);
    std::size_t last_row = 0;
    for (const std::string_view p : preset_names()) {
        const auto row = section.find("| `" + std::string(p) + "`");
        EXPECT_NE(row, std::string::npos) << p << " has no row";
        EXPECT_GT(row, last_row) << p << " is out of order";
        last_row = row;
    }
    for (const std::string_view f : flag_names()) {
        EXPECT_NE(section.find("`" + std::string(f) + "`"), std::string::npos)
            << "README \"Presets\" does not name the flag " << f;
    }
}

TEST(Presets, TheNameOutlivesTheCallersText) {
    std::string text = "sichuan";
    const auto r = preset(text);
    text.assign("xxxxxxx");
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->preset, "sichuan");
}

TEST(Presets, UnknownNameIsAnError) {
    for (const std::string_view bad : {"", "Riichi", "japanese", "chinese "}) {
        const auto r = preset(bad);
        ASSERT_FALSE(r.ok()) << bad;
        EXPECT_EQ(r.err().code, errc::unknown_preset);
    }
    EXPECT_EQ(preset("mcr").err().message,
              "unknown_preset: 'mcr' is not a preset (riichi, chinese, sichuan, ruijin, mediatek, "
              "gb)");
}

// Every flag: a value that changes it from the chinese preset, how to see the change, and a
// value it rejects with the error code it rejects it with.
struct flag_case {
    std::string_view flag;
    std::string_view value;
    std::function<bool(const rules&)> changed;
    std::string_view bad;
    errc bad_code = errc::invalid_value;
};

std::vector<flag_case> flag_cases() {
    return {
        {"standard", "false", [](const rules& r) { return !r.standard; }, "maybe"},
        {"seven_pairs", "off", [](const rules& r) { return !r.seven_pairs; }, "2"},
        {"thirteen_orphans", "no", [](const rules& r) { return !r.thirteen_orphans; }, ""},
        {"thirteen_lan", "true", [](const rules& r) { return r.thirteen_lan; }, "True"},
        {"honours_and_knitted", "true", [](const rules& r) { return r.honours_and_knitted; },
         "knitted"},
        {"knitted_straight", "on", [](const rules& r) { return r.knitted_straight; }, "2"},
        {"seven_pairs_quads", "0", [](const rules& r) { return !r.seven_pairs_quads; }, "-1"},
        {"kongs_in_hand", "yes", [](const rules& r) { return r.kongs_in_hand; }, "y"},
        {"honour_chows", "on", [](const rules& r) { return r.honour_chows; }, "enabled"},
        {"honours", "false", [](const rules& r) { return !r.honours; }, "none"},
        {"declared_chows", "false", [](const rules& r) { return !r.declared_chows; }, "f"},
        {"max_suits", "2", [](const rules& r) { return r.max_suits == 2; }, "4"},
        {"min_concealed", "14", [](const rules& r) { return r.min_concealed == 14; }, "19"},
        {"red_fives", "1,2,1",
         [](const rules& r) {
             return r.red_fives == std::array<std::uint8_t, 3>{1, 2, 1};
         },
         "1,2"},
        {"karaten", "true", [](const rules& r) { return r.karaten; }, "karaten"},
        {"wild", "5z,6z", [](const rules& r) { return r.wild == (bit(31) | bit(32)); }, "8z",
         errc::invalid_wildcard},
        {"wild_required", "true", [](const rules& r) { return r.wild_required; }, "1.0"},
        {"flowers", "wild_kind", [](const rules& r) { return r.flowers == flower_role::wild_kind; },
         "wild"},
        {"fei", "true", [](const rules& r) { return r.fei; }, "flying"},
        {"zhifei", "true", [](const rules& r) { return r.zhifei; }, "TRUE"},
        {"scoring", "gb", [](const rules& r) { return r.scoring == scoring_system::gb; }, "mcr"},
        {"open_tanyao", "false", [](const rules& r) { return !r.open_tanyao; }, "kuitan"},
        {"aka_dora", "false", [](const rules& r) { return !r.aka_dora; }, "3"},
        {"double_yakuman", "true", [](const rules& r) { return r.double_yakuman; }, "double"},
        {"yakuman_stacking", "false", [](const rules& r) { return !r.yakuman_stacking; }, "x"},
        {"kazoe", "sanbaiman", [](const rules& r) { return r.kazoe == kazoe_rule::sanbaiman; },
         "mangan"},
        {"kiriage", "true", [](const rules& r) { return r.kiriage; }, "round"},
        {"double_wind_fu", "2", [](const rules& r) { return r.double_wind_fu == 2; }, "3"},
        {"renhou", "mangan", [](const rules& r) { return r.renhou == renhou_rule::mangan; },
         "baiman"},
    };
}

TEST(Flags, EveryFlagIsCoveredHere) {
    const auto cases = flag_cases();
    std::vector<std::string_view> covered;
    for (const auto& c : cases) covered.push_back(c.flag);
    const std::vector<std::string_view> names(flag_names().begin(), flag_names().end());
    EXPECT_EQ(covered, names) << "flag_names() and this test's table differ";
}

TEST(Flags, EveryFlagIsSettableByName) {
    for (const auto& c : flag_cases()) {
        SCOPED_TRACE(c.flag);
        rules r = presets::chinese;
        ASSERT_FALSE(c.changed(r)) << "the case must change the chinese preset";
        const auto ok = set_flag(r, c.flag, c.value);
        ASSERT_TRUE(ok.ok()) << ok.err().message;
        EXPECT_TRUE(c.changed(r));
        rules only_that = presets::chinese;
        ASSERT_TRUE(set_flag(only_that, c.flag, c.value).ok());
        EXPECT_EQ(only_that, r);
    }
}

TEST(Flags, EveryFlagRejectsABadValueAndKeepsTheRules) {
    for (const auto& c : flag_cases()) {
        SCOPED_TRACE(std::string(c.flag) + "=" + std::string(c.bad));
        rules r = presets::riichi;
        const auto bad = set_flag(r, c.flag, c.bad);
        ASSERT_FALSE(bad.ok());
        EXPECT_EQ(bad.err().code, c.bad_code);
        const std::string prefix = std::string(name(c.bad_code)) + ": ";
        EXPECT_EQ(bad.err().message.rfind(prefix, 0), 0u) << bad.err().message;
        EXPECT_EQ(r, presets::riichi);
    }
}

TEST(Flags, MessagesArePinned) {
    rules r;
    EXPECT_EQ(set_flag(r, "nope", "true").err().message, "unknown_flag: 'nope' is not a rule flag");
    EXPECT_EQ(set_flag(r, "fei", "maybe").err().message,
              "invalid_value: fei takes true or false, not 'maybe'");
    EXPECT_EQ(set_flag(r, "max_suits", "4").err().message,
              "invalid_value: max_suits takes an integer from 1 to 3, not '4'");
    EXPECT_EQ(set_flag(r, "flowers", "x").err().message,
              "invalid_value: flowers takes set_aside or wild_kind, not 'x'");
    EXPECT_EQ(set_flag(r, "scoring", "x").err().message,
              "invalid_value: scoring takes none, riichi or gb, not 'x'");
    EXPECT_EQ(set_flag(r, "double_wind_fu", "3").err().message,
              "invalid_value: double_wind_fu takes 4 or 2, not '3'");
    EXPECT_EQ(set_flag(r, "Standard", "true").err().code, errc::unknown_flag);
}

TEST(Flags, BooleanSpellings) {
    for (const std::string_view yes : {"true", "1", "yes", "on"}) {
        rules r = presets::chinese;
        ASSERT_TRUE(set_flag(r, "thirteen_lan", yes).ok()) << yes;
        EXPECT_TRUE(r.thirteen_lan) << yes;
    }
    for (const std::string_view no : {"false", "0", "no", "off"}) {
        rules r = presets::chinese;
        ASSERT_TRUE(set_flag(r, "standard", no).ok()) << no;
        EXPECT_FALSE(r.standard) << no;
    }
}

TEST(Flags, IntegerBounds) {
    rules r;
    EXPECT_TRUE(set_flag(r, "max_suits", "1").ok());
    EXPECT_TRUE(set_flag(r, "max_suits", "3").ok());
    EXPECT_FALSE(set_flag(r, "max_suits", "0").ok());
    EXPECT_FALSE(set_flag(r, "max_suits", "2x").ok());
    EXPECT_TRUE(set_flag(r, "min_concealed", "0").ok());
    EXPECT_TRUE(set_flag(r, "min_concealed", "18").ok());
    EXPECT_FALSE(set_flag(r, "min_concealed", "-1").ok());
    EXPECT_TRUE(set_flag(r, "double_wind_fu", "4").ok());
    EXPECT_EQ(r.double_wind_fu, 4);
}

TEST(SetWild, ListsOfKinds) {
    rules r;
    ASSERT_TRUE(set_wild(r, "7z").ok());
    EXPECT_EQ(r.wild, bit(33));
    ASSERT_TRUE(set_wild(r, "5z,6z").ok());
    EXPECT_EQ(r.wild, bit(31) | bit(32));
    ASSERT_TRUE(set_wild(r, " 5m  1f ,").ok());
    EXPECT_EQ(r.wild, bit(4) | bit(34));
    ASSERT_TRUE(set_wild(r, "0p").ok());  // a red five names the five
    EXPECT_EQ(r.wild, bit(13));
    ASSERT_TRUE(set_wild(r, "").ok());
    EXPECT_EQ(r.wild, 0u);
}

TEST(SetWild, BadKindsAreErrorsWithTheirOffset) {
    rules r;
    ASSERT_TRUE(set_wild(r, "7z").ok());
    const auto bad = set_wild(r, "5z,8z");
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.err().code, errc::invalid_wildcard);
    EXPECT_EQ(bad.err().offset, 3u);
    EXPECT_EQ(bad.err().message, "invalid_wildcard: '8z' is not a tile kind (use e.g. 7z, 5m, 1f)");
    EXPECT_EQ(r.wild, bit(33)) << "a failed set_wild leaves the rules as they were";
    EXPECT_FALSE(set_wild(r, "7").ok());
    EXPECT_FALSE(set_wild(r, "77z").ok());
}

TEST(Validate, RuijinNeedsAWildKind) {
    rules r = presets::ruijin;
    const auto v = validate(r);
    ASSERT_FALSE(v.ok());
    EXPECT_EQ(v.err().message,
              "missing_wildcard: the ruijin rules need a wild kind (--wild, e.g. --wild 5m)");
    ASSERT_TRUE(set_wild(r, "5m").ok());
    EXPECT_TRUE(validate(r).ok());
}

TEST(Masks, Contains) {
    constexpr form_set fs = form_bit(form::standard) | form_bit(form::thirteen_lan);
    static_assert(contains(fs, form::standard) && contains(fs, form::thirteen_lan));
    static_assert(!contains(fs, form::seven_pairs) && !contains(fs, form::thirteen_orphans));
    constexpr tile_mask m = bit(0) | bit(33) | bit(41);
    static_assert(contains(m, 0) && contains(m, 33) && contains(m, 41));
    static_assert(!contains(m, 1) && !contains(m, 32) && !contains(m, 34));
    for (int f = 0; f < form_count; ++f) {
        const auto ff = static_cast<form>(f);
        EXPECT_EQ(contains(presets::ruijin.forms(), ff),
                  ff == form::standard || ff == form::seven_pairs || ff == form::thirteen_lan);
    }
}

}  // namespace
}  // namespace hupai
