// The one-shot commands of the real `hupai` binary (docs/CLI.md): the demo, help texts, check,
// waits, shanten, analyze, the MediaTek samples, census, and bad command lines with
// their exit statuses. Expected verdicts are worked out by hand in the comments.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "cli_support.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai::cli_test;

// ---------------------------------------------------------------------------------------------
// Demo and help

TEST(CliDemo, ShowsEveryPresetWithVerdictsAndTheCommands) {
    const auto o = run_cli({});
    ASSERT_EQ(o.status, 0) << o.err;
    for (const char* s : {"Chinese rules", "Riichi", "Sichuan rules", "Ruijin rules",
                          "Chinese Official rules (gb", "MediaTek letters", "hupai --help"}) {
        EXPECT_NE(o.out.find(s), std::string::npos) << s;
    }
    // It speaks to players, not of where the samples came from.
    for (const char* s : {"Seed", "seed", "contest", "Test_", "case1"}) {
        EXPECT_EQ(o.out.find(s), std::string::npos) << s;
    }
    // Sichuan: two suits win, three do not.
    EXPECT_NE(o.out.find("123456789m11555p  →  win: standard"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("11123555m456p789s  →  no win"), std::string::npos) << o.out;
    // Four melds and a pair win; the Ruijin hand holding all four 宝 is fei; the letters' verdicts.
    EXPECT_NE(o.out.find("123555m123p12388s  →  win: standard"), std::string::npos) << o.out;
    EXPECT_NE(o.out.find("fei"), std::string::npos);
    EXPECT_NE(o.out.find("zhifei"), std::string::npos);
    EXPECT_NE(o.out.find("thirteen_lan"), std::string::npos);
    // gb: the knitted straight and the knitted honours win.
    EXPECT_NE(o.out.find("144567m258p369s77z  →  win: knitted_straight"), std::string::npos)
        << o.out;
    EXPECT_NE(o.out.find("win: honours_and_knitted"), std::string::npos) << o.out;
    const std::map<std::string, std::string> mediatek = {
        {"ABCeee345456DD", "GOOD"},   {"ABeeee345456DD", "BAD"},      {"AAAABC123456333", "BAD"},
        {"AADDFF1133aagg", "GOOD"},   {"AAAABBBBCCCCDDDD88", "GOOD"}, {"AAA123789", "BAD"},
        {"AAA111345666DEF88", "BAD"},
    };
    for (const auto& [hand, verdict] : mediatek) {
        EXPECT_EQ(tokens_after(o.out, "  " + hand), std::vector<std::string>{verdict}) << hand;
    }
    for (const char* c : {"check", "waits", "shanten", "analyze", "batch", "census", "mediatek"}) {
        EXPECT_NE(o.out.find(std::string("hupai ") + c), std::string::npos) << c;
    }
}

TEST(CliHelp, ListsEveryCommandWithAnExample) {
    for (const char* flag : {"--help", "-h"}) {
        const auto o = run_cli({flag});
        ASSERT_EQ(o.status, 0);
        for (const char* c : {"check HAND", "waits HAND", "shanten HAND", "analyze HAND", "batch",
                              "census --tiles N", "mediatek STRING"}) {
            EXPECT_NE(o.out.find(c), std::string::npos) << c;
        }
        EXPECT_NE(o.out.find("e.g. hupai check"), std::string::npos);
    }
}

TEST(CliHelp, EveryCommandTeachesUsageExamplesAndOptions) {
    for (const char* c :
         {"check", "waits", "shanten", "analyze", "score", "batch", "census", "mediatek"}) {
        const auto o = run_cli({c, "--help"});
        EXPECT_EQ(o.status, 0) << c;
        EXPECT_EQ(o.out.rfind(std::string("Usage: hupai ") + c, 0), 0u) << o.out;
        EXPECT_NE(o.out.find("Example"), std::string::npos) << c;
        if (std::string(c) != "mediatek") {
            EXPECT_NE(o.out.find("--rules PRESET"), std::string::npos) << c;
            EXPECT_NE(o.out.find("seven_pairs_quads"), std::string::npos) << c;
        }
    }
    EXPECT_NE(run_cli({"batch", "--help"}).out.find("-j, --jobs N"), std::string::npos);
}

// ---------------------------------------------------------------------------------------------
// check

TEST(CliCheck, ThreeChowsAPungAndAPairWinWithOneDecomposition) {
    // 123m 123s 123p 555m 88s: pair 88s and four melds, nothing else fits.
    const auto o = run_cli({"check", "123m", "123s", "123p", "555m", "88s"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "hand"), std::vector<std::string>{"123555m123p12388s"});
    EXPECT_EQ(tokens_after(o.out, "win"), (std::vector<std::string>{"yes:", "standard"}));
    auto groups = tokens_after(o.out, "  standard");
    std::sort(groups.begin(), groups.end());
    EXPECT_EQ(groups, (std::vector<std::string>{"123m", "123p", "123s", "555m", "88s"}));
    EXPECT_NE(o.out.find("decompositions (1)"), std::string::npos) << o.out;
}

TEST(CliCheck, DeclaredMeldsKeepTheirBrackets) {
    // 11m 234p + [789s] [555z] (1111m): 5 concealed + 3 melds = 14, pair 11m, chow 234p.
    const auto o = run_cli({"check", "22m234p [789s] [555z] (1111m)"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "  standard"),
              (std::vector<std::string>{"22m", "234p", "[789s]", "[555z]", "(1111m)"}));
}

TEST(CliCheck, ANonWinningHandIsStillAnAnswer) {
    const auto o = run_cli({"check", "147m258p369s12345z"});
    EXPECT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(tokens_after(o.out, "win").at(0).rfind("no", 0), 0u) << o.out;
    EXPECT_NE(o.out.find("shanten"), std::string::npos);
}

TEST(CliCheck, WrongSizeIsBadInput) {
    expect_rejected({"check", "1112345678999m"}, "wrong_hand_size");
    // --json asks the same questions: no partial object for a hand of the wrong size, but the
    // error object of batch mode, on stdout.
    expect_rejected_json({"check", "1112345678999m", "--json"}, "wrong_hand_size");
    expect_rejected_json({"analyze", "111234567899m", "--json"}, "wrong_hand_size");
    expect_rejected_json({"waits", "11123456789999m", "--json"}, "wrong_hand_size");
}

TEST(CliCheck, EverySpellingOfAFlagOverride) {
    // 1111m 22p 33p 44s 55s 66z: seven pairs only if four of a kind counts as two pairs (龙七对);
    // no standard reading (1111m would need 2m 3m).
    const std::string hand = "1111m2233p4455s66z";
    auto win_of = [&](std::vector<std::string> args) {
        args.insert(args.begin(), {"check", hand, "--json"});
        const auto o = run_cli(args);
        EXPECT_EQ(o.status, 0) << o.err;
        return json::parse(o.out).at("win").get<bool>();
    };
    EXPECT_TRUE(win_of({}));
    EXPECT_FALSE(win_of({"--seven_pairs_quads", "false"}));
    EXPECT_FALSE(win_of({"--seven-pairs-quads=false"}));
    EXPECT_FALSE(win_of({"--seven-pairs-quads", "no"}));
    EXPECT_FALSE(win_of({"--set", "seven_pairs_quads=false"}));
    EXPECT_FALSE(win_of({"--set", "seven-pairs-quads=0"}));
    EXPECT_FALSE(win_of({"--rules", "riichi"}));
    EXPECT_TRUE(win_of({"--rules", "riichi", "--set", "seven_pairs_quads=true"}));
    EXPECT_FALSE(win_of({"--seven_pairs", "false"}));
}

TEST(CliCheck, JsonHasTheBatchShapeWithWildcards) {
    // 123m 456p 78s 11z 555z + one 7z wild: the wild completes 678s or 789s, two decompositions.
    const auto o = run_cli({"check", "123m456p78s11555z7z", "--wild", "7z", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    ASSERT_EQ(lines_of(o.out).size(), 1u);
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("hand"), "123m456p78s115557z");
    EXPECT_EQ(j.at("size"), 14);
    EXPECT_EQ(j.at("win"), true);
    EXPECT_EQ(j.at("forms"), json::array({"standard"}));
    EXPECT_EQ(j.at("shanten"), -1);
    const auto& d = j.at("decompositions");
    ASSERT_EQ(d.size(), 2u) << d;
    std::set<std::string> wild_as;
    for (const auto& dec : d) {
        EXPECT_EQ(dec.at("form"), "standard");
        ASSERT_EQ(dec.at("wild").size(), 1u);
        const auto& w = dec.at("wild")[0];
        wild_as.insert(w.at("as").get<std::string>());
        const std::string group = dec.at("groups").at(w.at("group").get<std::size_t>());
        EXPECT_NE(group.find(w.at("as").get<std::string>().substr(0, 1)), std::string::npos);
        EXPECT_EQ(group.back(), 's');
    }
    EXPECT_EQ(wild_as, (std::set<std::string>{"6s", "9s"}));
}

TEST(CliCheck, UnicodeOutput) {
    const auto o = run_cli({"check", "123m456p789s11122z", "--unicode"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_NE(o.out.find("🀇🀈🀉🀜🀝🀞🀖🀗🀘🀀🀀🀀🀁🀁"), std::string::npos) << o.out;
}

// ---------------------------------------------------------------------------------------------
// waits, shanten, analyze

TEST(CliWaits, NineGatesWaitsOnEveryCharacter) {
    const auto o = run_cli({"waits", "1112345678999m", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("waits"), json::array({"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"}));
    EXPECT_EQ(j.at("karaten"), json::array());
    EXPECT_EQ(j.at("shanten"), 0);
    const auto text = run_cli({"waits", "1112345678999m", "--rules", "riichi"});
    EXPECT_NE(text.out.find("9 kinds"), std::string::npos) << text.out;
}

TEST(CliWaits, ShapesOfEachWait) {
    // 23m → 1m 4m two-sided; 13m → 2m closed; 4455z → dual pung; 4z alone → single.
    const std::vector<std::pair<std::string, json>> cases = {
        {"23m456p789s44555z", json{{"1m", {"two_sided"}}, {"4m", {"two_sided"}}}},
        {"13m456p789s44555z", json{{"2m", {"closed"}}}},
        {"12m456p789s44555z", json{{"3m", {"edge"}}}},
        {"123m456p789s4455z", json{{"4z", {"dual_pung"}}, {"5z", {"dual_pung"}}}},
        {"123m456p789s4555z", json{{"4z", {"single"}}}},
    };
    for (const auto& [hand, shapes] : cases) {
        const std::string line =
            json{{"hand", hand}, {"ops", {"waits"}}, {"rules", "riichi"}}.dump();
        const auto o = run_cli({"batch"}, line + "\n");
        ASSERT_EQ(o.status, 0) << o.out;
        EXPECT_EQ(json::parse(o.out).at("shapes"), shapes) << hand;
    }
}

TEST(CliWaits, KaratenUnderRiichi) {
    // 1111m 234p 567s 888s: only 1m completes it (111m + 1m pair), and all four 1m are held.
    const auto o = run_cli({"waits", "1111m234p567888s", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("waits"), json::array());
    EXPECT_EQ(j.at("karaten"), json::array({"1m"}));
}

TEST(CliShanten, OverallAndPerForm) {
    const auto o = run_cli({"shanten", "19m19p19s1234567z", "--rules", "riichi", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("shanten"), 0);
    EXPECT_EQ(j.at("shanten_by_form").at("thirteen_orphans"), 0);
    EXPECT_GT(j.at("shanten_by_form").at("standard").get<int>(), 0);
    const auto text = run_cli({"shanten", "123m456p789s11122z"});
    EXPECT_EQ(tokens_after(text.out, "shanten")[0], "-1") << text.out;
    EXPECT_EQ(tokens_after(text.out, "  standard")[0], "-1") << text.out;
    // gb's longest form name still leaves a space before the numbers, all in one column.
    const auto gb = run_cli({"shanten", "147m258p369s1234z5m", "--rules", "gb"});
    EXPECT_NE(gb.out.find("  honours_and_knitted 0 (ready)\n"), std::string::npos) << gb.out;
    EXPECT_NE(gb.out.find("  knitted_straight    2 "), std::string::npos) << gb.out;
}

TEST(CliAnalyze, BestDiscardFirstWithUnseenCounts) {
    // Discarding 5z leaves the nine gates: waits 1m-9m; unseen 1m and 9m 4-3 = 1, 2m-8m 4-1 = 3.
    const auto o = run_cli({"analyze", "1112345678999m5z", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    const auto& best = j.at("analysis").at(0);
    EXPECT_EQ(best.at("discard"), "5z");
    EXPECT_EQ(best.at("shanten"), 0);
    EXPECT_EQ(best.at("improving"),
              json::array({"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"}));
    EXPECT_EQ(best.at("unseen").at("1m"), 1);
    EXPECT_EQ(best.at("unseen").at("5m"), 3);
    EXPECT_EQ(best.at("total"), 23);
    const auto text = run_cli({"analyze", "1112345678999m5z"});
    ASSERT_EQ(text.status, 0);
    const auto row = tokens_after(text.out, "5z");
    ASSERT_GE(row.size(), 3u) << text.out;
    EXPECT_EQ(row[0], "0");
    EXPECT_EQ(row[1], "23");
    EXPECT_EQ(row[2], "1m×1");
}

// ---------------------------------------------------------------------------------------------
// mediatek

TEST(CliMediatek, LetterHandVerdicts) {
    const std::vector<std::pair<std::string, std::string>> samples = {
        {"ABCeee345456DD", "GOOD\n"},     {"ABeeee345456DD", "BAD\n"},
        {"AAAABC123456333", "BAD\n"},     {"AADDFF1133aagg", "GOOD\n"},
        {"AAAABBBBCCCCDDDD88", "GOOD\n"}, {"AAA123789", "BAD\n"},
        {"AAA111345666DEF88", "BAD\n"},
    };
    for (const auto& [s, verdict] : samples) {
        const auto o = run_cli({"mediatek", s});
        EXPECT_EQ(o.status, 0) << s;
        EXPECT_EQ(o.out, verdict) << s;
        EXPECT_EQ(o.err, "") << s;
    }
}

TEST(CliMediatek, TheMediatekPresetReadsLetters) {
    // ABC eee 345 456 DD under --rules mediatek: letters without --notation.
    const auto o = run_cli({"check", "ABCeee345456DD", "--rules", "mediatek", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(json::parse(o.out).at("hand"), "12344m344556p555s");
    EXPECT_EQ(json::parse(o.out).at("win"), true);
    const auto b = run_cli({"batch", "--rules", "mediatek"}, "AAAABBBBCCCCDDDD88\nAAA123789\n");
    const auto a = json_lines(b.out);
    ASSERT_EQ(a.size(), 2u) << b.out;
    EXPECT_EQ(a[0].at("win"), true);
    EXPECT_EQ(a[1].at("error").get<std::string>().rfind("wrong_hand_size: ", 0), 0u);
}

TEST(CliMediatek, JsonPrintsTheAnswerObject) {
    // --json is common to every command; without it the output stays exactly GOOD or BAD.
    const auto o = run_cli({"mediatek", "ABCeee345456DD", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    const auto j = json::parse(o.out);
    EXPECT_EQ(j.at("hand"), "12344m344556p555s");
    EXPECT_EQ(j.at("win"), true);
    EXPECT_EQ(j.at("forms"), json::array({"standard"}));
    EXPECT_EQ(json::parse(run_cli({"mediatek", "ABeeee345456DD", "--json"}).out).at("win"), false);
    expect_rejected_json({"mediatek", "AAA123789", "--json"}, "wrong_hand_size");
}

TEST(CliMediatek, UnparsableStringIsBadInput) {
    expect_rejected({"mediatek", "ABCx"}, "unknown_character");
    expect_rejected({"mediatek", "AAAAABBB"}, "too_many_copies");
    expect_rejected({"mediatek"}, "empty_hand");
}

// ---------------------------------------------------------------------------------------------
// census

TEST(CliCensus, TwoTilesByHand) {
    // 34 pairs complete (C(4,2) = 6 draws each), the C(34,2) = 561 other pairs are ready (16
    // draws each); 595 and C(136,2) = 9180 in all.
    const auto o = run_cli({"census", "--tiles", "2", "--json"});
    ASSERT_EQ(o.status, 0) << o.err;
    EXPECT_EQ(json::parse(o.out),
              json::parse("{\"tiles\": 2, \"rules\": \"chinese\", \"rows\": ["
                          "{\"shanten\": -1, \"distinct\": 34, \"weighted\": 204},"
                          "{\"shanten\": 0, \"distinct\": 561, \"weighted\": 8976}]}"));
    const auto text = run_cli({"census", "--tiles", "2"});
    EXPECT_EQ(tokens_after(text.out, "  total"), (std::vector<std::string>{"595", "9180"}));
}

TEST(CliCensus, TotalsAreEveryHandOfTheWall) {
    // Distinct 5-tile multisets of 34 kinds with at most 4 copies: C(38,5) - 34 = 501908; all
    // draws: C(136,5) = 359933112. For 14 tiles, C(136,14) = 4250305029168216000.
    const std::vector<std::tuple<std::string, std::uint64_t, std::uint64_t>> cases = {
        {"5", 501908, 359933112}, {"14", 0, 4250305029168216000ULL}};
    for (const auto& [tiles, distinct, weighted] : cases) {
        const auto o = run_cli({"census", "--tiles", tiles, "--rules", "riichi", "--json"});
        ASSERT_EQ(o.status, 0) << o.err;
        const auto j = json::parse(o.out);
        EXPECT_EQ(j.at("rules"), "riichi");
        std::uint64_t d = 0, w = 0;
        int previous = -2;
        for (const auto& row : j.at("rows")) {
            EXPECT_GT(row.at("shanten").get<int>(), previous);
            previous = row.at("shanten").get<int>();
            d += row.at("distinct").get<std::uint64_t>();
            w += row.at("weighted").get<std::uint64_t>();
        }
        if (distinct != 0) {
            EXPECT_EQ(d, distinct) << tiles;
        }
        EXPECT_EQ(w, weighted) << tiles;
    }
    expect_rejected({"census", "--tiles", "5", "--wild", "7z"}, "invalid_value");
    expect_rejected({"census", "--tiles", "15"}, "invalid_value");
}

// ---------------------------------------------------------------------------------------------
// Bad command lines

TEST(CliOptions, BadOptionsNameTheProblem) {
    expect_rejected({"check", "--rules", "foo", "11m"}, "unknown_preset");
    expect_rejected({"check", "--set", "nope=1", "11m"}, "unknown_flag");
    expect_rejected({"check", "--set", "seven_pairs_quads", "11m"}, "invalid_value");
    expect_rejected({"check", "--seven-pairs-quads", "maybe", "11m"}, "invalid_value");
    expect_rejected({"check", "--notation", "klingon", "11m"}, "unknown_notation");
    expect_rejected({"check", "--wild", "8z", "11m"}, "invalid_wildcard");
    expect_rejected({"check", "--bogus", "11m"}, "unknown_flag");
    expect_rejected({"check", "11m", "--bogus"}, "unknown_flag");  // last: not "needs a value"
    // A value holding a newline still gives one line on stderr.
    expect_rejected({"check", "--rules", "foo\nbar", "11m"}, "unknown_preset");
    expect_rejected({"check", "11m", "--set", "seven_pairs=x\r\ny"}, "invalid_value");
    expect_rejected({"census", "--tiles", "5", "--rules", "a\nb"}, "unknown_preset");
    expect_rejected({"check", "11m", "--rules"}, "invalid_value");
    expect_rejected({"frobnicate"}, "invalid_value");
    expect_rejected({"check"}, "empty_hand");
    expect_rejected({"check", "11m", "--rules", "ruijin"}, "missing_wildcard");
    expect_rejected({"check", "11z", "--rules", "sichuan"}, "forbidden_tile");
    expect_rejected({"check", "-j", "2", "11m"}, "invalid_value");
    expect_rejected({"census"}, "invalid_value");
    expect_rejected({"batch", "11m"}, "invalid_value");
    expect_rejected({"batch", "--rules", "foo"}, "unknown_preset");
    expect_rejected({"batch", "-j", "x"}, "invalid_value");
}

TEST(CliOptions, EveryRuleFlagHasItsOwnOption) {
    // Each flag of flag_names(), set to a value it accepts, with both spellings.
    const std::vector<std::pair<std::string, std::string>> flags = {
        {"standard", "true"},
        {"seven_pairs", "true"},
        {"thirteen_orphans", "true"},
        {"thirteen_lan", "false"},
        {"seven_pairs_quads", "1"},
        {"kongs_in_hand", "off"},
        {"honour_chows", "no"},
        {"honours", "yes"},
        {"declared_chows", "on"},
        {"max_suits", "3"},
        {"min_concealed", "0"},
        {"karaten", "false"},
        {"wild", "7z"},
        {"wild_required", "false"},
        {"flowers", "set_aside"},
        {"fei", "false"},
        {"zhifei", "false"},
    };
    for (const auto& [flag, value] : flags) {
        std::string dashed = flag;
        std::replace(dashed.begin(), dashed.end(), '_', '-');
        for (const auto& spelled : {"--" + flag, "--" + dashed}) {
            const auto o = run_cli({"shanten", "123m456p789s11z", spelled, value});
            EXPECT_EQ(o.status, 0) << spelled << " " << o.err;
        }
    }
}

}  // namespace
