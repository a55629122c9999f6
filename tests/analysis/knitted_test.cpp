// The knitted forms (全不靠 honours_and_knitted, 组合龙 knitted_straight): hand-checked wins,
// decompositions, waits and shanten; the Chinese Official wait examples; and every question
// against the brute-force references (tests/reference) on random, built and near-knitted hands.
#include "tables/knitted.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdio>
#include <string>
#include <vector>

#include "hupai/hupai.hpp"
#include "reference/shanten_reference.hpp"
#include "reference/win_hands.hpp"
#include "reference/win_reference.hpp"
#include "shanten/knitted.hpp"
#include "shanten/records.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

/// Chinese with both knitted forms: the forms of the Chinese Official rules.
rules knitted_rules() {
    rules r = presets::chinese;
    r.honours_and_knitted = true;
    r.knitted_straight = true;
    return r;
}

hand parsed(std::string_view text) {
    auto h = parse_hand(text);
    EXPECT_TRUE(h.ok()) << text;
    return h.ok() ? *h : hand{};
}

std::string tiles_of(tile_mask m) {
    std::string s;
    for (int t = 0; t < kinds; ++t) {
        if (contains(m, static_cast<tile>(t))) s += format_tile(static_cast<tile>(t));
    }
    return s;
}

form_set forms_of(std::string_view text) {
    const auto w = check_win(parsed(text), knitted_rules());
    EXPECT_TRUE(w.ok()) << text;
    return w.ok() ? w->forms : form_set{0};
}

// --- Hand-checked examples --------------------------------------------------------------------

TEST(Knitted, NamesAndFlags) {
    EXPECT_EQ(name(form::honours_and_knitted), "honours_and_knitted");
    EXPECT_EQ(name(form::knitted_straight), "knitted_straight");
    EXPECT_EQ(name(wait_shape::knitted), "knitted");
    rules r = presets::chinese;
    EXPECT_FALSE(contains(r.forms(), form::honours_and_knitted));
    ASSERT_TRUE(set_flag(r, "honours_and_knitted", "true").ok());
    ASSERT_TRUE(set_flag(r, "knitted_straight", "on").ok());
    EXPECT_TRUE(contains(r.forms(), form::honours_and_knitted));
    EXPECT_TRUE(contains(r.forms(), form::knitted_straight));
}

TEST(Knitted, WinForms) {
    const form_set hk = form_bit(form::honours_and_knitted);
    const form_set ks = form_bit(form::knitted_straight);
    // 全不靠: the nine and five honours; eight knitted tiles and six honours; seven and seven.
    EXPECT_EQ(forms_of("147m258p369s12345z"), hk);
    EXPECT_EQ(forms_of("47m258p369s123456z"), hk);
    EXPECT_EQ(forms_of("17m25p369s1234567z"), hk);
    EXPECT_EQ(forms_of("147p258s369m13567z"), hk);  // another arrangement
    // 组合龙: the nine, a chow and a pair; a pung; a declared meld; a pair of a knitted kind.
    EXPECT_EQ(forms_of("147m258p369s123m55z"), ks);
    EXPECT_EQ(forms_of("147m258p369s55z777z"), ks);
    EXPECT_EQ(forms_of("147m258p369s55z [123m]"), ks);
    EXPECT_EQ(forms_of("11147m258p369s789p"), ks);
    // Not knitted: a kind twice, 36 and 9 of different suits, two arrangements mixed.
    EXPECT_EQ(forms_of("147m258p369s11234z"), 0);
    EXPECT_EQ(forms_of("147m258p36s9m12345z"), 0);
    EXPECT_EQ(forms_of("147m258p369m12345z"), 0);
    // 11 tiles with the nine: no knitted form has that size.
    EXPECT_EQ(forms_of("147m258p369s55z"), 0);
    // Without the flags the same hands do not win.
    EXPECT_FALSE(check_win(parsed("147m258p369s12345z"), presets::chinese)->win);
    EXPECT_FALSE(check_win(parsed("147m258p369s123m55z"), presets::chinese)->win);
    // is_win agrees.
    EXPECT_TRUE(is_win(parsed("147m258p369s12345z"), knitted_rules()));
    EXPECT_TRUE(is_win(parsed("147m258p369s55z [123m]"), knitted_rules()));
    EXPECT_FALSE(is_win(parsed("147m258p369s11234z"), knitted_rules()));
}

TEST(Knitted, NoWildcards) {
    rules r = knitted_rules();
    ASSERT_TRUE(set_wild(r, "5z").ok());
    EXPECT_EQ(validate(r).err().code, errc::invalid_value);
    EXPECT_FALSE(check_win(parsed("147m258p369s12345z"), r).ok());
    const auto joker = check_win(parsed("147m258p369s1234z?"), knitted_rules());
    ASSERT_FALSE(joker.ok());
    EXPECT_EQ(joker.err().code, errc::forbidden_tile);
}

std::vector<std::string> decomposition_texts(std::string_view text) {
    const auto ds = decompose(parsed(text), knitted_rules());
    EXPECT_TRUE(ds.ok());
    std::vector<std::string> out;
    for (const auto& d : *ds) {
        std::string s(name(d.shape));
        s += ':';
        for (const group& g : d.groups) {
            s += ' ';
            if (g.declared) s += '[';
            for (int i = 0; i < g.size; ++i) s += format_tile(g.tiles[static_cast<std::size_t>(i)]);
            if (g.declared) s += ']';
        }
        out.push_back(s);
    }
    return out;
}

TEST(Knitted, Decompositions) {
    EXPECT_EQ(decomposition_texts("147m258p369s12345z"),
              std::vector<std::string>{"honours_and_knitted: 1m 4m 7m 2p 5p 8p 3s 6s 9s 1z 2z 3z "
                                       "4z 5z"});
    EXPECT_EQ(decomposition_texts("147m258p369s123m55z"),
              std::vector<std::string>{"knitted_straight: 5z5z 1m2m3m 1m 4m 7m 2p 5p 8p 3s 6s 9s"});
    EXPECT_EQ(
        decomposition_texts("147m258p369s55z [123m]"),
        std::vector<std::string>{"knitted_straight: [1m2m3m] 5z5z 1m 4m 7m 2p 5p 8p 3s 6s 9s"});
    // A losing hand has no reading; a limit keeps a prefix.
    EXPECT_TRUE(decomposition_texts("147m258p369s11234z").empty());
    EXPECT_TRUE(decompose(parsed("147m258p369s123m55z"), knitted_rules(), 0)->empty());
}

/// The Chinese Official rules with kongs_in_hand on: a four of a kind in the concealed tiles may
/// be a kong of the standard form.
rules knitted_rules_with_kongs_in_hand() {
    rules r = knitted_rules();
    r.kongs_in_hand = true;
    return r;
}

TEST(Knitted, KongsAndTheKnittedStraight) {
    // docs/RULES.md: 组合龙's meld may be a declared kong; kongs_in_hand widens the standard form
    // only, so an in-hand four of a kind is never 组合龙's kong. Every question agrees.
    const std::size_t ks = static_cast<std::size_t>(form::knitted_straight);
    for (const rules& r : {knitted_rules(), knitted_rules_with_kongs_in_hand()}) {
        // A declared kong is the meld.
        const hand declared = parsed("147m258p369s11z [5555z]");
        EXPECT_EQ(check_win(declared, r)->forms, form_bit(form::knitted_straight));
        EXPECT_EQ(compute_shanten(declared, r)->by_form[ks], -1);
        ASSERT_EQ(decompose(declared, r)->size(), 1u);
        EXPECT_EQ(decompose(declared, r)->front().shape, form::knitted_straight);
        EXPECT_EQ(tiles_of(find_waits(parsed("147m258p369s1z [5555z]"), r)->waits), "1z");
        // Four of a kind in 14 tiles: one in the nine and a pung, or one in the nine, a chow's
        // and a pair.
        EXPECT_EQ(check_win(parsed("1111m47m258p369s55z"), r)->forms,
                  form_bit(form::knitted_straight));
        EXPECT_EQ(check_win(parsed("1111m23m47m258p369s"), r)->forms,
                  form_bit(form::knitted_straight));
        EXPECT_EQ(compute_shanten(parsed("1111m47m258p369s5z"), r)->by_form[ks], 0);
    }
    // In the concealed tiles under kongs_in_hand, the same kong makes 15 tiles: no form, and so
    // no win, no reading, no wait on the pair and no knitted distance past 14 tiles.
    const rules r = knitted_rules_with_kongs_in_hand();
    const hand in_hand = parsed("147m258p369s5555z11z");
    EXPECT_FALSE(check_win(in_hand, r)->win);
    EXPECT_TRUE(decompose(in_hand, r)->empty());
    EXPECT_EQ(compute_shanten(in_hand, r)->by_form[ks], no_shanten);
    EXPECT_GE(compute_shanten(in_hand, r)->overall, 0);
    // Waiting as 13 tiles and that kong: 1z would make the 15 tiles above, so it is no wait.
    // (compute_shanten reads the same 14 tiles as a hand to discard from, its target 14 tiles:
    // with a 5z discarded, 555z is 组合龙's pung and 1z its pair's wait.)
    const hand waiting = parsed("147m258p369s5555z1z");
    EXPECT_EQ(find_waits(waiting, r)->waits, tile_mask{0});
    EXPECT_EQ(compute_shanten(waiting, r)->by_form[ks], 0);
    // Without kongs_in_hand those 15 tiles are too many.
    EXPECT_FALSE(check_win(in_hand, knitted_rules()).ok());
}

tile_mask waits_of(std::string_view text) {
    const auto w = find_waits(parsed(text), knitted_rules());
    EXPECT_TRUE(w.ok()) << text;
    return w.ok() ? w->waits : tile_mask{0};
}

TEST(Knitted, Waits) {
    EXPECT_EQ(tiles_of(waits_of("147m258p369s1234z")), "5z6z7z");
    EXPECT_EQ(tiles_of(waits_of("14m258p369s12345z")), "7m6z7z");
    EXPECT_EQ(tiles_of(waits_of("147m258p36s123m55z")), "9s");
    EXPECT_EQ(tiles_of(waits_of("147m258p369s123m5z")), "5z");
    EXPECT_EQ(tiles_of(waits_of("147m258p369s5z [123m]")), "5z");
    // The missing 7m's four copies are all in the declared kong: no wait. Nor is the pair's
    // fifth 5z when four are held.
    EXPECT_EQ(tiles_of(waits_of("14m258p369s55z [7777m]")), "");
    EXPECT_EQ(tiles_of(waits_of("147m258p369s5555z")), "");
    const auto w = find_waits(parsed("147m258p36s123m55z"), knitted_rules());
    EXPECT_EQ(w->shapes[*parse_tile("9s")], 1u << static_cast<int>(wait_shape::knitted));
    const auto single = find_waits(parsed("147m258p369s123m5z"), knitted_rules());
    EXPECT_EQ(single->shapes[*parse_tile("5z")], 1u << static_cast<int>(wait_shape::single));
}

TEST(Knitted, Shanten) {
    const auto s = compute_shanten(parsed("147m258p369s1234z"), knitted_rules());
    ASSERT_TRUE(s.ok());
    EXPECT_EQ(s->overall, 0);
    EXPECT_EQ(s->by_form[static_cast<std::size_t>(form::honours_and_knitted)], 0);
    EXPECT_EQ(s->by_form[static_cast<std::size_t>(form::knitted_straight)], 2);
    const auto t = compute_shanten(parsed("147m258p36s123m55z"), knitted_rules());
    EXPECT_EQ(t->by_form[static_cast<std::size_t>(form::knitted_straight)], 0);
    // A declared meld: 全不靠 does not apply, 组合龙 does.
    const auto m = compute_shanten(parsed("147m258p369s5z [123m]"), knitted_rules());
    EXPECT_EQ(m->by_form[static_cast<std::size_t>(form::honours_and_knitted)], no_shanten);
    EXPECT_EQ(m->by_form[static_cast<std::size_t>(form::knitted_straight)], 0);
    // A hand of 10 tiles aims at 11: no knitted form applies, and find_waits agrees.
    const hand small = parsed("9m19p1s123457z");
    EXPECT_EQ(compute_shanten(small, knitted_rules())->overall, 6);
    EXPECT_EQ(find_waits(small, knitted_rules())->shanten, 6);
    // Without the flags, no_shanten for both.
    const auto c = compute_shanten(parsed("147m258p369s1234z"), presets::chinese);
    EXPECT_EQ(c->by_form[static_cast<std::size_t>(form::honours_and_knitted)], no_shanten);
}

// The wait examples of the Chinese Official rules (MCR): a kind held four times is no wait.
TEST(Knitted, ChineseOfficialWaitExamples) {
    struct example {
        const char* hand;
        const char* waits;
    };
    const example examples[] = {
        {"1z (7777z) (6666z) (5555z) (4444z)", "1z"},
        {"19m19p19s1234567z", "1m9m1p9p1s9s1z2z3z4z5z6z7z"},
        {"19m19p19s1234456z", "7z"},
        {"22559m11s112255z", "9m"},
        {"47m369p28s123567z", "1m5s4z"},
        {"28m369p47s123567z", "5m1s4z"},
        {"28m369p47s123577z", ""},
        {"1112345678999s", "1s2s3s4s5s6s7s8s9s"},
        {"2345678999s [111s]", "1s2s4s5s7s8s"},
        {"1112345689999s", "7s"},
        {"1112346778999s", "5s7s8s"},
        {"3344455566667m", "2m3m4m5m7m8m"},
        {"234m88899p45s111z", "3s6s"},
        {"234m88899p35s111z", "4s"},
        {"234m8889p345s111z", "7p9p"},
        {"234m6669p345s111z", "9p"},
        {"234m3399p345s111z", "3p9p"},
        {"34444556789p55z", "7p5z"},
        {"23344445m888p33z", "1m3z"},
        {"234m333p345s1111z", ""},
    };
    for (const auto& e : examples) {
        EXPECT_EQ(tiles_of(waits_of(e.hand)), e.waits) << e.hand;
    }
}

// --- Against the references -------------------------------------------------------------------

hand with_tile(hand h, int t) {
    ++h.counts[static_cast<std::size_t>(t)];
    return h;
}

struct tally {
    std::uint64_t hands = 0, wins = 0, ready = 0, failures = 0;
};

/// Every question on one valid hand of 13 or 14 tiles, against the references.
void check_hand(const hand& h, const rules& r, tally& t) {
    ++t.hands;
    const auto fail = [&](const std::string& what) {
        if (++t.failures <= 20) ADD_FAILURE() << format_hand(h) << ": " << what;
    };
    const auto s = compute_shanten(h, r);
    ASSERT_TRUE(s.ok()) << format_hand(h);
    const auto want = reference::shanten(h, r);
    if (s->overall != want.overall || s->by_form != want.by_form) {
        std::string got, ref;
        for (int f = 0; f < form_count; ++f) {
            got += ' ' + std::to_string(s->by_form[static_cast<std::size_t>(f)]);
            ref += ' ' + std::to_string(want.by_form[static_cast<std::size_t>(f)]);
        }
        fail("shanten" + got + ", reference" + ref);
    }
    // shanten_number skips the knitted forms where they cannot be the nearest: the same number.
    const auto number = shanten_number(h, r);
    if (!number.ok() || *number != want.overall) {
        fail("shanten_number " + std::to_string(number.ok() ? *number : 999) + ", reference " +
             std::to_string(want.overall));
    }
    if (size_fits(h, r, purpose::win)) {
        const auto w = check_win(h, r);
        const auto ref = reference::check_win(h, r);
        if (w->forms != ref.forms) fail("forms " + std::to_string(w->forms));
        if (is_win(h, r) != ref.win) fail("is_win");
        if ((s->overall == -1) != ref.win) fail("shanten -1 against the win");
        t.wins += ref.win;
        const auto ds = decompose(h, r);
        ASSERT_TRUE(ds.ok());
        form_set seen = 0;
        for (const auto& d : *ds) {
            seen |= form_bit(d.shape);
            std::array<int, kinds> counts{};
            int declared = 0;
            for (const group& g : d.groups) {
                declared += g.declared;
                if (g.declared) continue;
                for (int i = 0; i < g.size; ++i) ++counts[g.tiles[static_cast<std::size_t>(i)]];
            }
            for (int k = 0; k < kinds; ++k) {
                if (counts[static_cast<std::size_t>(k)] != h.counts[static_cast<std::size_t>(k)]) {
                    fail("a decomposition does not re-assemble");
                    break;
                }
            }
            if (declared != h.meld_count) fail("a decomposition lost a declared meld");
        }
        if (seen != ref.forms) fail("decomposition forms " + std::to_string(seen));
        // The discard analysis: each discard's shanten and improving kinds by compute_shanten.
        const auto choices = analyze_discards(h, r);
        ASSERT_TRUE(choices.ok());
        for (const auto& c : *choices) {
            hand after = h;
            --after.counts[c.discard];
            const int sh = compute_shanten(after, r)->overall;
            tile_mask improving = 0;
            for (int k = 0; k < kinds; ++k) {
                if (h.held(static_cast<tile>(k)) >= copies) continue;  // none left outside the hand
                if (compute_shanten(with_tile(after, k), r)->overall < sh) {
                    improving |= bit(static_cast<tile>(k));
                }
            }
            if (c.shanten != sh || c.improving != improving) {
                fail("discard " + format_tile(c.discard) + ": " + std::to_string(c.shanten) + " " +
                     tiles_of(c.improving) + ", want " + std::to_string(sh) + " " +
                     tiles_of(improving));
            }
        }
    } else if (size_fits(h, r, purpose::wait)) {
        const auto w = find_waits(h, r);
        ASSERT_TRUE(w.ok());
        tile_mask waits = 0;
        for (int k = 0; k < kinds; ++k) {
            if (h.held(static_cast<tile>(k)) >= copies) continue;
            if (reference::check_win(with_tile(h, k), r).win) waits |= bit(static_cast<tile>(k));
        }
        if (w->waits != waits) fail("waits " + tiles_of(w->waits) + ", want " + tiles_of(waits));
        t.ready += waits != 0;
        if ((waits != 0) != (s->overall == 0)) fail("ready against shanten 0");
    }
}

/// A knitted hand: an arrangement's nine (some left out), honours or a meld and a pair, and
/// then `changes` tiles replaced; sometimes one tile fewer (a 13-tile hand).
hand near_knitted(reference::rng& g, bool declared) {
    std::array<int, 3> order = {0, 1, 2};
    for (int i = 2; i > 0; --i)
        std::swap(order[static_cast<std::size_t>(i)], order[g.below(i + 1)]);
    hand h;
    const auto room = [&](int t, int n) { return h.held(static_cast<tile>(t)) + n <= copies; };
    for (int i = 0; i < 9; ++i) ++h.counts[static_cast<std::size_t>(9 * order[i % 3] + i)];
    if (declared || g.chance(50)) {
        // 组合龙: a meld (declared or not) and a pair.
        for (;;) {
            const int m = g.below(kinds), p = g.below(kinds);
            const bool chow = m < suited_kinds && m % 9 <= 6 && g.chance(60);
            if (!room(p, 2)) continue;
            if (chow ? !(room(m, 1) && room(m + 1, 1) && room(m + 2, 1) &&
                         (p < m || p > m + 2 || room(p, 3)))
                     : !room(m, p == m ? 5 : 3)) {
                continue;
            }
            h.counts[static_cast<std::size_t>(p)] += 2;
            if (declared) {
                meld md;
                md.kind = chow ? meld_kind::chow : meld_kind::pung;
                md.tiles = chow
                               ? std::array<tile, 3>{static_cast<tile>(m), static_cast<tile>(m + 1),
                                                     static_cast<tile>(m + 2)}
                               : std::array<tile, 3>{static_cast<tile>(m), static_cast<tile>(m),
                                                     static_cast<tile>(m)};
                h.melds[0] = md;
                h.meld_count = 1;
            } else {
                for (int i = 0; i < 3; ++i) ++h.counts[static_cast<std::size_t>(chow ? m + i : m)];
            }
            break;
        }
    } else {
        // 全不靠: drop up to two knitted tiles, honours make the 14.
        const int drop = g.below(3);
        for (int i = 0; i < drop;) {
            const int t = g.below(suited_kinds);
            if (h.counts[static_cast<std::size_t>(t)] != 0) {
                --h.counts[static_cast<std::size_t>(t)];
                ++i;
            }
        }
        int honours = 5 + drop;
        for (int z = suited_kinds; z < kinds && honours > 0; ++z) {
            if (g.below(kinds - z) < honours) {
                ++h.counts[static_cast<std::size_t>(z)];
                --honours;
            }
        }
    }
    // Perturb: replace up to two concealed tiles.
    const int changes = g.below(3);
    for (int c = 0; c < changes; ++c) {
        int out = g.below(kinds);
        while (h.counts[static_cast<std::size_t>(out)] == 0) out = g.below(kinds);
        int in = g.below(kinds);
        while (!room(in, 1)) in = g.below(kinds);
        --h.counts[static_cast<std::size_t>(out)];
        ++h.counts[static_cast<std::size_t>(in)];
    }
    if (g.chance(50)) {
        int out = g.below(kinds);
        while (h.counts[static_cast<std::size_t>(out)] == 0) out = g.below(kinds);
        --h.counts[static_cast<std::size_t>(out)];
    }
    return h;
}

TEST(KnittedDifferential, NearKnittedHands) {
    const auto seed = testing::test_seed("KnittedDifferential.NearKnitted", 20261124);
    reference::rng g(seed);
    const rules r = knitted_rules();
    tally t;
    const auto n = testing::scaled(3000);
    for (std::uint64_t i = 0; i < n && t.failures < 20; ++i) {
        check_hand(near_knitted(g, i % 4 == 0), r, t);
    }
    std::printf("%llu hands, %llu wins, %llu ready\n", static_cast<unsigned long long>(t.hands),
                static_cast<unsigned long long>(t.wins), static_cast<unsigned long long>(t.ready));
    EXPECT_EQ(t.failures, 0u);
    EXPECT_GT(t.wins, n / 20);
    EXPECT_GT(t.ready, n / 20);
}

TEST(KnittedDifferential, RandomAndBuiltHands) {
    const auto seed = testing::test_seed("KnittedDifferential.RandomAndBuilt", 20261125);
    reference::hand_maker maker(seed);
    rules r = knitted_rules();
    tally t;
    const auto n = testing::scaled(2000);
    for (std::uint64_t i = 0; i < n && t.failures < 20; ++i) {
        hand h;
        if (i % 3 == 0) {
            h = maker.random(r, 13 + static_cast<int>(i / 3 % 2));
        } else {
            reference::near_win_options o;
            o.special = true;
            o.changes = static_cast<int>(i % 3);
            o.declared = i % 5 == 0;
            h = maker.near_win(r, o);
        }
        if (!validate_hand(h, r, purpose::any)) continue;
        check_hand(h, r, t);
    }
    EXPECT_EQ(t.failures, 0u);
    // Under each form alone as well: the other rules' forms do not hide a knitted one.
    for (const bool hk : {false, true}) {
        rules one = presets::chinese;
        one.standard = one.seven_pairs = one.thirteen_orphans = false;
        one.honours_and_knitted = hk;
        one.knitted_straight = !hk;
        reference::rng g(seed + 1 + hk);
        for (std::uint64_t i = 0; i < n / 2 && t.failures < 20; ++i) {
            check_hand(near_knitted(g, !hk && i % 4 == 0), one, t);
        }
    }
    EXPECT_EQ(t.failures, 0u);
}

// analyze_discards' choices of 14-tile hands against compute_shanten of every exchange: the
// shanten each discard leaves and the draws that lower it (the knitted forms' lowering draws
// are read from the arrangements at the rest's distance, not measured draw by draw). Near-knitted
// and random hands, under gb's forms and under each knitted form alone (no other form at all).
TEST(KnittedDifferential, DiscardsMatchShantenOfEveryExchange) {
    const auto seed = testing::test_seed("KnittedDifferential.Discards", 20261129);
    reference::rng g(seed);
    reference::hand_maker maker(seed + 1);
    std::vector<rules> rule_sets = {knitted_rules()};
    for (const bool hk : {false, true}) {
        rules one = presets::chinese;
        one.standard = one.seven_pairs = one.thirteen_orphans = false;
        one.honours_and_knitted = hk;
        one.knitted_straight = !hk;
        rule_sets.push_back(one);
    }
    const auto n = testing::scaled(3000);
    std::uint64_t hands = 0, choices = 0, failures = 0, improving = 0;
    for (std::uint64_t i = 0; i < n && failures < 20; ++i) {
        hand h = i % 2 == 0 ? near_knitted(g, false) : maker.random(knitted_rules(), 14);
        int size = 0;
        for (const auto c : h.counts) size += c;
        if (size != 14 || h.meld_count != 0) continue;
        for (const rules& r : rule_sets) {
            if (!validate_hand(h, r, purpose::win)) continue;
            const auto a = analyze_discards(h, r);
            ASSERT_TRUE(a.ok());
            ++hands;
            for (const discard_choice& c : *a) {
                ++choices;
                hand rest = h;
                --rest.counts[c.discard];
                const int before = compute_shanten(rest, r)->overall;
                tile_mask want = 0;
                for (int k = 0; k < kinds && before != no_shanten; ++k) {
                    if (h.counts[static_cast<std::size_t>(k)] >= copies) continue;
                    hand more = rest;
                    ++more.counts[static_cast<std::size_t>(k)];
                    if (compute_shanten(more, r)->overall < before)
                        want |= bit(static_cast<tile>(k));
                }
                improving += static_cast<std::uint64_t>(std::popcount(want));
                if (c.shanten != before || c.improving != want) {
                    ++failures;
                    ADD_FAILURE() << format_hand(h) << " discard " << format_tile(c.discard)
                                  << ": shanten " << c.shanten << " improving "
                                  << tiles_of(c.improving) << ", by exchanges " << before << " "
                                  << tiles_of(want);
                }
            }
        }
    }
    std::printf("%llu hands, %llu choices, %llu improving draws\n",
                static_cast<unsigned long long>(hands), static_cast<unsigned long long>(choices),
                static_cast<unsigned long long>(improving));
    EXPECT_EQ(failures, 0u);
    EXPECT_GT(hands, n);
    EXPECT_GT(improving, choices);
}

// The win checks ask the knitted forms only of hands with no standard form, and not at all where
// the labels let seven pairs or thirteen orphans through: the knitted forms exclude those three.
// By the reference, on hands built near them (and near the others), under gb's forms.
TEST(KnittedDifferential, KnittedFormsExcludeEveryOtherForm) {
    const auto seed = testing::test_seed("KnittedDifferential.Exclusive", 20261128);
    reference::rng g(seed);
    reference::hand_maker maker(seed + 1);
    rules r = knitted_rules();
    const form_set knitted = form_bit(form::honours_and_knitted) | form_bit(form::knitted_straight);
    std::uint64_t knitted_wins = 0, other_wins = 0;
    const auto n = testing::scaled(4000);
    for (std::uint64_t i = 0; i < n; ++i) {
        hand h;
        if (i % 2 == 0) {
            h = near_knitted(g, i % 8 == 0);
        } else {
            reference::near_win_options o;
            o.special = true;
            o.changes = static_cast<int>(i % 3);
            h = maker.near_win(r, o);
        }
        if (!size_fits(h, r, purpose::win)) continue;
        const form_set forms = reference::check_win(h, r).forms;
        knitted_wins += (forms & knitted) != 0;
        other_wins += (forms & ~knitted) != 0;
        EXPECT_FALSE((forms & knitted) != 0 && (forms & ~knitted) != 0) << format_hand(h);
    }
    EXPECT_GT(knitted_wins, n / 20);
    EXPECT_GT(other_wins, n / 20);
}

// With thirteen_lan (no preset has it with a knitted form) every hand without melds goes to the
// special forms' verdict: the knitted forms must be asked there too.
TEST(KnittedDifferential, KnittedFormsWithThirteenLan) {
    const auto seed = testing::test_seed("KnittedDifferential.ThirteenLan", 20261129);
    reference::rng g(seed);
    rules r = knitted_rules();
    r.thirteen_lan = true;
    ASSERT_TRUE(validate(r).ok());
    tally t;
    const auto n = testing::scaled(1000);
    for (std::uint64_t i = 0; i < n && t.failures < 20; ++i) {
        check_hand(near_knitted(g, i % 4 == 0), r, t);
    }
    EXPECT_EQ(t.failures, 0u);
    EXPECT_GT(t.wins, n / 20);
}

// --- The word tests the fast paths read the knitted forms with ------------------------------

/// Whether `held` holds arrangement i whole, by its definition.
bool holds_whole(detail::kind_mask held, std::size_t i) {
    return (detail::knitted_arrangements[i] & ~held) == 0;
}

TEST(KnittedPrefilters, HeldKindsOfCountsMatchTheWords) {
    // Each kind alone at every count, then random hands of counts 0–4.
    std::array<std::uint8_t, all_kinds> counts{};
    for (int k = 0; k < kinds; ++k) {
        for (std::uint8_t n = 0; n <= copies; ++n) {
            counts.fill(0);
            counts[static_cast<std::size_t>(k)] = n;
            EXPECT_EQ(detail::held_kinds_of_counts(counts.data()),
                      n == 0 ? 0 : detail::kind_mask{1} << k)
                << k;
        }
    }
    reference::rng g(testing::test_seed("KnittedPrefilters.HeldKinds", 20261127));
    const auto n = testing::scaled(200000);
    for (std::uint64_t i = 0; i < n; ++i) {
        counts.fill(0);
        // Sparse and dense hands alike: each kind held with probability 1/8 to 1.
        const int density = 1 + g.below(8);
        for (int k = 0; k < kinds; ++k) {
            if (g.below(8) < density)
                counts[static_cast<std::size_t>(k)] =
                    static_cast<std::uint8_t>(g.below(copies + 1));
        }
        // Flowers beside the kinds must not count.
        for (int f = kinds; f < all_kinds; ++f)
            counts[static_cast<std::size_t>(f)] = static_cast<std::uint8_t>(g.below(2));
        ASSERT_EQ(detail::held_kinds_of_counts(counts.data()),
                  detail::held_kinds(detail::load_words(counts.data())));
    }
}

TEST(KnittedPrefilters, WholeArrangementsMatchTheirDefinition) {
    // Every set of whole patterns, built from the patterns' kinds alone and with random kinds
    // added that complete no other pattern; then random masks of every density.
    const auto check = [](detail::kind_mask held) {
        unsigned want = 0;
        for (std::size_t i = 0; i < detail::knitted_arrangements.size(); ++i) {
            if (holds_whole(held, i)) want |= 1u << i;
        }
        ASSERT_EQ(detail::whole_arrangements(held), want) << std::hex << held;
        // Near whole: at least two of each pattern's three kinds in its suit; so every
        // arrangement lacking at most one of its nine.
        unsigned near = 0;
        for (std::size_t i = 0; i < detail::knitted_arrangements.size(); ++i) {
            bool two_each = true;
            for (int s = 0; s < 3; ++s) {
                detail::kind_mask kinds_of = 0;
                for (int n = detail::knitted_patterns[i][s]; n < 9; n += 3) {
                    kinds_of |= detail::kind_mask{1} << (9 * s + n);
                }
                two_each = two_each && std::popcount(held & kinds_of) >= 2;
            }
            if (two_each) near |= 1u << i;
            if (std::popcount(detail::knitted_arrangements[i] & ~held) <= 1) {
                ASSERT_NE(detail::near_whole_arrangements(held) >> i & 1u, 0u) << std::hex << held;
            }
        }
        ASSERT_EQ(detail::near_whole_arrangements(held), near) << std::hex << held;
    };
    reference::rng g(testing::test_seed("KnittedPrefilters.Whole", 20261128));
    for (unsigned w = 0; w < 512; ++w) {
        detail::kind_mask held = 0;
        for (int s = 0; s < 3; ++s) {
            for (int p = 0; p < 3; ++p) {
                if ((w >> (3 * s + p) & 1u) == 0) continue;
                for (int n = p; n < 9; n += 3) held |= detail::kind_mask{1} << (9 * s + n);
            }
        }
        check(held);
        EXPECT_EQ(detail::whole_patterns(held), w);
        for (int extra = 0; extra < 64; ++extra)
            check(held | detail::kind_mask{1} << g.below(kinds));
    }
    const auto n = testing::scaled(1000000);
    for (std::uint64_t i = 0; i < n; ++i) {
        const int density = 1 + g.below(16);
        detail::kind_mask held = 0;
        for (int k = 0; k < kinds; ++k) {
            if (g.below(16) < density) held |= detail::kind_mask{1} << k;
        }
        check(held);
    }
}

TEST(KnittedPrefilters, SuitCodesAreLinearInTheCounts) {
    // The shanten path ranks a suit less some tiles by its codes less theirs.
    std::array<std::uint8_t, 16> one{};
    for (int k = 0; k < 9; ++k) {
        one.fill(0);
        one[static_cast<std::size_t>(k)] = 1;
        const detail::ranking_codes c = detail::suit_codes(one.data());
        EXPECT_EQ(c.head, detail::suit_code_of_kind(k).head) << k;
        EXPECT_EQ(c.tail, detail::suit_code_of_kind(k).tail) << k;
    }
}

/// A random plain hand of `size` tiles (counts at most 4) built from blocks: runs, pungs, pairs,
/// a pattern's knitted kinds and single tiles, so that orderly hands (whose arrangements tie)
/// come as often as scattered and near-knitted ones.
std::array<std::uint8_t, kinds> block_hand(reference::rng& g, int size) {
    std::array<std::uint8_t, kinds> c{};
    int tiles = 0;
    const auto add = [&](int k) {
        auto& n = c[static_cast<std::size_t>(k)];
        if (tiles == size || n == 4) return;
        ++n;
        ++tiles;
    };
    while (tiles < size) {
        const int block = g.below(5);
        const int suit = g.below(3);
        if (block == 0) {
            const int start = 9 * suit + g.below(7);
            for (int i = 0; i < 3; ++i) add(start + i);
        } else if (block == 1 || block == 2) {
            const int k = g.below(kinds);
            for (int i = 0; i < 4 - block; ++i) add(k);  // a pung or a pair
        } else if (block == 3) {
            const int start = 9 * suit + g.below(3);
            for (int i = 0; i < 9; i += 3) add(start + i);
        } else {
            add(g.below(kinds));
        }
    }
    return c;
}

TEST(KnittedShanten, ArrangementBoundsPruneNoBestArrangement) {
    // The plain path skips a 组合龙 arrangement when a lower bound on its rest's distance (from
    // the kinds held once to four times) reaches the best found; the general path measures every
    // arrangement whose nine alone leave room. Both must give the same distance.
    const auto seed = testing::test_seed("KnittedShanten.ArrangementBounds", 20261128);
    reference::rng g(seed);
    const auto n = testing::scaled(200000);
    int differences = 0;
    for (const bool honour_chows : {false, true}) {
        rules r = knitted_rules();
        r.honour_chows = honour_chows;
        for (std::uint64_t i = 0; i < n && differences < 10; ++i) {
            const int size = 13 + static_cast<int>(i % 2);
            const auto counts = block_hand(g, size);
            detail::shanten_input in;
            in.counts = counts;
            in.caps.fill(4);
            in.concealed = size;
            in.honours = r.honours;
            in.records_exact = true;
            const int whole = i % 3 == 0 ? -1
                                         : detail::plain_standard_distance(
                                               counts.data(), 1, 1, r.honours, r.honour_chows);
            const detail::plain_ranks ranks =
                detail::ranks_of(detail::view(), counts.data(), r.honours, r.honour_chows);
            const int fast = detail::plain_knitted(counts.data(), r, ranks, whole).knitted_straight;
            const int exact =
                detail::knitted_distances(in, r, detail::shanten_shape(size, 0)).knitted_straight;
            if (fast != exact) {
                ++differences;
                ADD_FAILURE() << "seed " << seed << " hand " << i << " chows " << honour_chows
                              << ": plain " << fast << ", measured " << exact;
            }
        }
    }
    EXPECT_EQ(differences, 0);
}

/// Rules whose waits take the general path (each kind drawn and the win check asked): karaten
/// takes the knitted rules off the wait tables, and changes nothing else where no kind is held
/// four times.
rules general_wait_rules() {
    rules r = knitted_rules();
    r.karaten = true;
    return r;
}

TEST(KnittedDifferential, TableWaitsMatchTheGeneralPath) {
    // The wait tables' answer (with the knitted forms' waits added) against the general path's,
    // shapes included, on near-knitted 13-tile hands.
    const auto seed = testing::test_seed("KnittedDifferential.TableWaits", 20261129);
    reference::rng g(seed);
    const rules table = knitted_rules();
    const rules general = general_wait_rules();
    const auto n = testing::scaled(20000);
    std::uint64_t compared = 0, ready = 0;
    for (std::uint64_t i = 0; i < n; ++i) {
        const hand h = near_knitted(g, i % 4 == 0);
        if (!size_fits(h, table, purpose::wait) || !validate_hand(h, table, purpose::wait))
            continue;
        const auto a = find_waits(h, table);
        const auto b = find_waits(h, general);
        ASSERT_TRUE(a.ok() && b.ok()) << format_hand(h);
        const tile_mask exhausted = b->karaten;
        ASSERT_EQ(a->waits, b->waits) << format_hand(h);
        ASSERT_EQ(a->shanten, b->shanten) << format_hand(h);
        for (int k = 0; k < kinds; ++k) {
            if (contains(exhausted, static_cast<tile>(k))) continue;
            ASSERT_EQ(a->shapes[static_cast<std::size_t>(k)],
                      b->shapes[static_cast<std::size_t>(k)])
                << format_hand(h) << " " << format_tile(static_cast<tile>(k));
        }
        ++compared;
        ready += a->waits != 0;
    }
    // About half the hands are valid waiting hands (193 of the sanitizer run's 400): a quarter
    // is a floor that no seed or scale comes near.
    EXPECT_GT(compared, n / 4);
    EXPECT_GT(ready, n / 20);
}

}  // namespace
}  // namespace hupai
