// The plain path's shortcuts against their definitions: the vector counting of a hand's kinds
// against plain_stats_by_kind, and compute_shanten's own validation of plain hands against
// validate_hand.
#include <gtest/gtest.h>

#include <random>

#include "admission/admission.hpp"
#include "admission/effective_hand.hpp"
#include "hupai/hupai.hpp"
#include "shanten/plain.hpp"
#include "shanten/shanten.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"
#include "validation_cases.hpp"

namespace {

using namespace hupai;
using hupai::testing::pick;

// Equal where plain_stats promises it: size and large always (size unless large), the rest for
// hands of at most 14 tiles and no count above 4.
void expect_same_stats(const std::array<std::uint8_t, all_kinds>& c, bool honours, bool quads) {
    const auto want = detail::plain_stats_by_kind(c.data(), honours, quads);
    const auto got = detail::plain_stats_of(c.data(), honours, quads);
    const auto text = [&] {
        std::string s;
        for (const auto x : c) s += std::to_string(x) + ",";
        return s + " honours " + std::to_string(honours) + " quads " + std::to_string(quads);
    };
    ASSERT_EQ(got.large, want.large) << text();
    if (want.large) return;
    ASSERT_EQ(got.size, want.size) << text();
    if (want.size > 14) return;
    ASSERT_EQ(got.pairs, want.pairs) << text();
    ASSERT_EQ(got.singles, want.singles) << text();
    ASSERT_EQ(got.orphans_held, want.orphans_held) << text();
    ASSERT_EQ(got.orphan_pair, want.orphan_pair) << text();
}

TEST(ShantenFastPath, StatsOfOneKindMatchTheDefinition) {
    for (int k = 0; k < kinds; ++k) {
        for (int x = 0; x < 256; ++x) {
            std::array<std::uint8_t, all_kinds> c{};
            c[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(x);
            for (const bool honours : {false, true}) {
                for (const bool quads : {false, true}) expect_same_stats(c, honours, quads);
            }
        }
    }
}

// Random hands of 0–14 tiles at most 4 a kind, now and then a kind above 4 or more than 14 tiles;
// the flower bytes (never read) and, without honours, the honour bytes hold anything.
TEST(ShantenFastPath, StatsMatchTheDefinition) {
    const auto seed = hupai::testing::test_seed("ShantenFastPath.Stats", 31);
    hupai::testing::shanten_rng g(seed);
    const auto n = static_cast<int>(hupai::testing::scaled(1000000));
    for (int i = 0; i < n; ++i) {
        const bool honours = pick(g, 0, 3) != 0, quads = pick(g, 0, 1) != 0;
        const int playable = honours ? kinds : suited_kinds;
        std::array<std::uint8_t, all_kinds> c{};
        for (int k = playable; k < all_kinds; ++k) {
            c[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(pick(g, 0, 255));
        }
        const int tiles = pick(g, 0, pick(g, 0, 9) == 0 ? 40 : 14);
        const int most = pick(g, 0, 19) == 0 ? 255 : copies;
        for (int t = 0; t < tiles; ++t) {
            auto& x = c[static_cast<std::size_t>(pick(g, 0, playable - 1))];
            if (x < most) ++x;
        }
        expect_same_stats(c, honours, quads);
    }
}

// The count fields the ranker entries carry, summed over a hand's groups, against the
// definition: random hands of 0–40 tiles at most 4 a kind (what the entries may be asked of).
// Up to 14 tiles every stat agrees; past 14 the tiles field still reads past 14.
TEST(ShantenFastPath, CountFieldsMatchTheDefinition) {
    const auto seed = hupai::testing::test_seed("ShantenFastPath.CountFields", 37);
    hupai::testing::shanten_rng g(seed);
    const auto n = static_cast<int>(hupai::testing::scaled(1000000));
    for (int i = 0; i < n; ++i) {
        std::array<std::uint8_t, all_kinds> c{};
        const int tiles = pick(g, 0, pick(g, 0, 9) == 0 ? 40 : 14);
        for (int t = 0; t < tiles; ++t) {
            auto& x = c[static_cast<std::size_t>(pick(g, 0, kinds - 1))];
            if (x < copies) ++x;
        }
        const std::uint32_t fields = detail::entries_of(detail::view(), c.data()).fields();
        const int size = static_cast<int>(fields >> gen::count_field::tiles);
        for (const bool quads : {false, true}) {
            const auto want = detail::plain_stats_by_kind(c.data(), true, quads);
            if (want.size > 14) {
                ASSERT_GT(size, 14) << format_hand(hand{c});
                continue;
            }
            const auto got = detail::stats_of_fields(fields, quads);
            ASSERT_EQ(got.size, want.size) << format_hand(hand{c});
            ASSERT_EQ(got.pairs, want.pairs) << format_hand(hand{c}) << " quads " << quads;
            ASSERT_EQ(got.singles, want.singles) << format_hand(hand{c}) << " quads " << quads;
            ASSERT_EQ(got.orphans_held, want.orphans_held) << format_hand(hand{c});
            ASSERT_EQ(got.orphan_pair, want.orphan_pair) << format_hand(hand{c});
        }
    }
}

// The bounds test of the hand's first 48 bytes against its definition by count words, on
// hands near each bound: counts 4–6, flowers held once or twice (as tiles or as wildcards),
// red fives up to 2 against rules with 0–2, a joker, a declared meld.
TEST(ShantenFastPath, PlainCountsMatchTheDefinition) {
    const auto seed = hupai::testing::test_seed("ShantenFastPath.PlainCounts", 41);
    hupai::testing::shanten_rng g(seed);
    const auto n = static_cast<int>(hupai::testing::scaled(1000000));
    rules r;
    for (int i = 0; i < n; ++i) {
        hand h;
        for (int t = pick(g, 0, 14); t > 0; --t) {
            auto& x = h.counts[static_cast<std::size_t>(pick(g, 0, kinds - 1))];
            if (x < copies) ++x;
        }
        if (pick(g, 0, 9) == 0) {
            h.counts[static_cast<std::size_t>(pick(g, 0, kinds - 1))] =
                static_cast<std::uint8_t>(pick(g, 4, 6));
        }
        if (pick(g, 0, 3) == 0) {
            h.counts[static_cast<std::size_t>(pick(g, kinds, all_kinds - 1))] =
                static_cast<std::uint8_t>(pick(g, 1, 2));
        }
        for (auto& x : h.red_fives)
            x = static_cast<std::uint8_t>(pick(g, 0, 5) == 0 ? pick(g, 1, 2) : 0);
        for (auto& x : r.red_fives) x = static_cast<std::uint8_t>(pick(g, 0, 2));
        h.jokers = static_cast<std::uint8_t>(pick(g, 0, 9) == 0);
        h.meld_count = static_cast<std::uint8_t>(pick(g, 0, 9) == 0);
        r.flowers = pick(g, 0, 2) == 0 ? flower_role::wild_kind : flower_role::set_aside;
        ASSERT_EQ(detail::plain_counts(h, r), detail::plain_counts_by_words(h, r))
            << format_hand(h) << " reds " << int{h.red_fives[0]} << int{h.red_fives[1]}
            << int{h.red_fives[2]} << " of " << int{r.red_fives[0]} << int{r.red_fives[1]}
            << int{r.red_fives[2]} << " jokers " << int{h.jokers} << " melds " << int{h.meld_count};
    }
}

// The rules tests read as words against their definitions field by field, on every preset
// with each field they read changed in turn.
TEST(ShantenFastPath, SimpleRulesMatchTheDefinition) {
    const auto rest = [](const rules& r) {
        return r.standard && !r.thirteen_lan && !r.kongs_in_hand && !r.honour_chows && r.honours &&
               r.wild == 0 && !r.wild_required && r.max_suits >= 3 && r.min_concealed <= 1;
    };
    const auto tiles = [&](const rules& r) {
        return rest(r) && r.seven_pairs && r.thirteen_orphans;
    };
    const auto standard = [&](const rules& r) {
        return rest(r) && !r.seven_pairs && !r.thirteen_orphans && !r.honours_and_knitted &&
               !r.knitted_straight;
    };
    const auto simple = [&](const rules& r) {
        return tiles(r) && !r.honours_and_knitted && !r.knitted_straight;
    };
    const auto knitted = [&](const rules& r) {
        return tiles(r) && r.honours_and_knitted && r.knitted_straight &&
               r.flowers != flower_role::wild_kind;
    };
    int simple_presets = 0, knitted_presets = 0, standard_rules = 0;
    for (const auto name : preset_names()) {
        const rules base = *preset(name);
        simple_presets += simple(base);
        knitted_presets += knitted(base);
        const std::vector<void (*)(rules&)> changes = {
            [](rules&) {},
            [](rules& r) { r.standard = !r.standard; },
            [](rules& r) { r.seven_pairs = !r.seven_pairs; },
            [](rules& r) { r.thirteen_orphans = !r.thirteen_orphans; },
            [](rules& r) { r.seven_pairs = r.thirteen_orphans = !r.thirteen_orphans; },
            [](rules& r) { r.thirteen_lan = !r.thirteen_lan; },
            [](rules& r) { r.honours_and_knitted = !r.honours_and_knitted; },
            [](rules& r) { r.knitted_straight = !r.knitted_straight; },
            [](rules& r) { r.honours_and_knitted = r.knitted_straight = !r.knitted_straight; },
            [](rules& r) { r.seven_pairs_quads = !r.seven_pairs_quads; },
            [](rules& r) { r.kongs_in_hand = !r.kongs_in_hand; },
            [](rules& r) { r.honour_chows = !r.honour_chows; },
            [](rules& r) { r.honours = !r.honours; },
            [](rules& r) { r.wild = r.wild == 0 ? bit(tile{33}) : 0; },
            [](rules& r) { r.wild = tile_mask{1} << 40; },
            [](rules& r) { r.wild_required = !r.wild_required; },
            [](rules& r) { r.max_suits = r.max_suits >= 3 ? 2 : 3; },
            [](rules& r) { r.min_concealed = r.min_concealed <= 1 ? 14 : 0; },
            [](rules& r) {
                r.flowers = r.flowers == flower_role::wild_kind ? flower_role::set_aside
                                                                : flower_role::wild_kind;
            },
        };
        for (const auto change : changes) {
            for (const bool standard_only : {false, true}) {
                rules r = base;
                if (standard_only) r.seven_pairs = r.thirteen_orphans = false;
                change(r);
                EXPECT_EQ(detail::simple_shanten_rules(r), simple(r)) << name;
                EXPECT_EQ(detail::knitted_shanten_rules(r), knitted(r)) << name;
                EXPECT_EQ(detail::standard_shanten_rules(r), standard(r)) << name;
                standard_rules += standard(r);
            }
        }
    }
    EXPECT_GE(simple_presets, 2);   // riichi and chinese
    EXPECT_GE(knitted_presets, 1);  // gb
    EXPECT_GE(standard_rules, 2);   // riichi and chinese less their special forms
}

// compute_shanten decides a plain hand's validity itself: the same verdict, error and message as
// validate_hand, and the same answer as the general path, on hands near the shortcut's edges
// (validation_cases.hpp).
TEST(ShantenFastPath, ValidationAgreesWithValidateHand) {
    hupai::testing::expect_validation_agrees(
        "ShantenFastPath.Validation", 53, purpose::any,
        [](const hand& h, const rules& r) { return compute_shanten(h, r); },
        [](const hupai::testing::validation_case& c, const shanten_result& got) {
            const auto e = detail::make_effective(c.h, c.r);
            const auto d = detail::distance_of(detail::make_shanten_input(c.h, c.r, e), c.r,
                                               detail::shanten_shape(e.size, e.melds));
            const auto general = detail::to_shanten(d);
            ASSERT_EQ(got.overall, general.overall) << c.text();
            ASSERT_EQ(got.by_form, general.by_form) << c.text();
        });
}

// The same under the knitted forms (gb's) and under the standard form alone, on the edge cases'
// hands and rule changes: compute_shanten and shanten_number against validate_hand and the
// general path, every form's distance included. `forms` sets the rules' forms.
void expect_forms_agree(const char* name, std::uint64_t seed, void (*forms)(rules&),
                        bool (*fast_rules)(const rules&)) {
    hupai::testing::shanten_rng g(hupai::testing::test_seed(name, seed));
    const auto n = static_cast<int>(hupai::testing::scaled(200000));
    int fast = 0;
    for (int i = 0; i < n; ++i) {
        hupai::testing::validation_case c = hupai::testing::validation_case_of(g);
        rules& r = c.r;
        forms(r);
        fast += fast_rules(r);
        const auto want = validate_hand(c.h, r, purpose::any);
        const auto got = compute_shanten(c.h, r);
        const auto number = shanten_number(c.h, r);
        ASSERT_EQ(got.ok(), want.ok()) << c.text();
        ASSERT_EQ(number.ok(), want.ok()) << c.text();
        if (!want.ok()) {
            ASSERT_EQ(got.err().code, want.err().code) << c.text();
            ASSERT_EQ(got.err().message, want.err().message) << c.text();
            ASSERT_EQ(number.err().message, want.err().message) << c.text();
            continue;
        }
        const auto e = detail::make_effective(c.h, r);
        const auto general = detail::to_shanten(detail::distance_of(
            detail::make_shanten_input(c.h, r, e), r, detail::shanten_shape(e.size, e.melds)));
        ASSERT_EQ(got->overall, general.overall) << c.text();
        ASSERT_EQ(got->by_form, general.by_form) << c.text();
        ASSERT_EQ(*number, general.overall) << c.text();
    }
    EXPECT_GT(fast, n / 5);  // riichi and chinese cases unchanged by the edge changes
}

TEST(ShantenFastPath, KnittedRulesAgreeWithTheGeneralPath) {
    expect_forms_agree(
        "ShantenFastPath.Knitted", 61,
        [](rules& r) {
            r.preset = "gb";
            r.standard = r.seven_pairs = r.thirteen_orphans = true;
            r.thirteen_lan = r.honour_chows = r.wild_required = false;
            r.honours_and_knitted = r.knitted_straight = true;
            r.scoring = scoring_system::gb;
        },
        detail::knitted_shanten_rules);
}

TEST(ShantenFastPath, StandardOnlyRulesAgreeWithTheGeneralPath) {
    expect_forms_agree(
        "ShantenFastPath.StandardOnly", 67,
        [](rules& r) {
            r.standard = true;
            r.seven_pairs = r.thirteen_orphans = r.thirteen_lan = r.honour_chows = false;
            r.honours_and_knitted = r.knitted_straight = r.wild_required = false;
        },
        detail::standard_shanten_rules);
}

}  // namespace

// A target beyond a frontier's 4 melds and 4 kongs (an 18-tile hand's waits would be 5 in-hand
// kongs: validation rejects such a hand) has no standard distance rather than a frontier read
// past its end: the engine's own guard, run here under the sanitizers.
TEST(ShantenFastPath, TargetsBeyondFourKongsHaveNoStandardDistance) {
    using namespace hupai;
    const rules r = *preset("mediatek");
    const auto h = parse_hand("1123m346p???????????", notation::mpsz);
    ASSERT_TRUE(h);
    const auto e = detail::make_effective(*h, r);
    const auto in = detail::make_shanten_input(*h, r, e);
    const detail::target_shape five_kongs = detail::waits_shape(e.size, e.melds);
    ASSERT_EQ(five_kongs.kongs, 5);
    EXPECT_EQ(detail::distance_of(in, r, five_kongs).by_form[0], detail::no_distance);
    // Four kongs, the most a hand holds, still have one.
    EXPECT_LT(detail::distance_of(in, r, detail::shanten_shape(e.size, e.melds)).by_form[0],
              detail::no_distance);
}

namespace hupai {
namespace {

// Thirteen lan by the table against the definition (every legal set's slots costed) under
// each suit set: without wildcards (plain_thirteen_lan_distance, caps 4) and with a random
// wildcard budget and caps (thirteen_lan_distance, which takes the table where no allowed kind
// is capped at 0): every held mask of the first suit with random others, then random hands.
std::string describe(const detail::shanten_input& in, unsigned suits) {
    hand h;
    std::copy_n(in.counts.begin(), kinds, h.counts.begin());
    std::string caps;
    for (const auto c : in.caps) caps += std::to_string(c);
    return format_hand(h) + " caps " + caps + " suits " + std::to_string(suits) + " honours " +
           std::to_string(in.honours) + " wild " + std::to_string(in.wild.held_free) + "/" +
           std::to_string(in.wild.held_bao) + "/" + std::to_string(in.wild.draw_free) + "/" +
           std::to_string(in.wild.draw_bao) + "/" + std::to_string(in.wild.bao_limit);
}

// Thirteen lan by every choice: each suit's legal sets (kinds at least 3 apart, at most 3) costed
// slot by slot (need: the kind not held; excess: no copy of it left), then every split of the 14
// slots between the suits' sizes and excesses and the honours judged by wild_distance as a
// whole. thirteen_lan_distance_by_slots merges the suits first and asks wild_distance once per
// total; this is the definition it is checked against.
int lan_by_every_choice(const detail::shanten_input& in, unsigned suits) {
    constexpr int no = detail::no_distance;
    int best[3][4][4];
    for (int s = 0; s < 3; ++s) {
        for (auto& row : best[s]) std::fill(std::begin(row), std::end(row), no);
        if (!(suits >> s & 1u)) {
            best[s][0][0] = 0;
            continue;
        }
        for (unsigned m = 0; m < 512; ++m) {
            int size = 0, need = 0, excess = 0, last = -3;
            bool legal = true;
            for (int b = 0; b < 9; ++b) {
                if (!(m >> b & 1u)) continue;
                legal = legal && b - last >= 3;
                last = b;
                ++size;
                need += in.counts[static_cast<std::size_t>(9 * s + b)] == 0;
                excess += in.caps[static_cast<std::size_t>(9 * s + b)] == 0;
            }
            if (!legal || size > 3) continue;
            best[s][size][excess] = std::min(best[s][size][excess], need);
        }
    }
    int held = 0, drawable = 0;
    for (int k = 27; k < kinds && in.honours; ++k) {
        const auto i = static_cast<std::size_t>(k);
        held += in.counts[i] != 0;
        drawable += in.counts[i] == 0 && in.caps[i] != 0;
    }
    int result = no;
    for (int a = 0; a <= 3; ++a)
        for (int b = 0; b <= 3; ++b)
            for (int c = 0; c <= 3; ++c) {
                const int z = 14 - a - b - c;
                if (z < 0 || z > (in.honours ? 7 : 0)) continue;
                const int from_held = std::min(z, held);
                const int from_drawn = std::min(z - from_held, drawable);
                for (int ea = 0; ea <= 3; ++ea)
                    for (int eb = 0; eb <= 3; ++eb)
                        for (int ec = 0; ec <= 3; ++ec) {
                            if (best[0][a][ea] == no || best[1][b][eb] == no ||
                                best[2][c][ec] == no) {
                                continue;
                            }
                            const int need =
                                best[0][a][ea] + best[1][b][eb] + best[2][c][ec] + z - from_held;
                            const int excess = ea + eb + ec + z - from_held - from_drawn;
                            result = std::min(result, detail::wild_distance(need, excess, in.wild));
                        }
            }
    return result;
}

void expect_same_lan(const std::array<std::uint8_t, all_kinds>& c, hupai::testing::shanten_rng& g) {
    detail::shanten_input in;
    std::copy_n(c.begin(), kinds, in.counts.begin());
    for (const bool honours : {false, true}) {
        in.honours = honours;
        for (unsigned suits = 1; suits < 8; ++suits) {
            in.caps.fill(copies);
            in.wild = {};
            in.records_exact = true;
            ASSERT_EQ(detail::plain_thirteen_lan_distance(c.data(), suits, honours),
                      detail::thirteen_lan_distance_by_slots(in, suits))
                << describe(in, suits);
            // A wildcard budget, and kinds with no natural copy left (the wild kind's own) or
            // one left only in the hand.
            in.records_exact = false;
            in.wild.held_free = pick(g, 0, 4);
            in.wild.held_bao = pick(g, 0, 1) * pick(g, 0, 4);
            in.wild.draw_free = pick(g, 0, 4);
            in.wild.draw_bao = pick(g, 0, 1) * pick(g, 0, 4);
            in.wild.bao_limit = pick(g, 0, 1) ? 99 : pick(g, 2, 3);
            // Capped kinds now and then, or (one hand in two) many: the slots only a wildcard
            // fills then decide more often.
            const int capped_percent = pick(g, 0, 1) == 0 ? 4 : 30;
            for (int k = 0; k < kinds; ++k) {
                const auto i = static_cast<std::size_t>(k);
                const int roll = pick(g, 0, 99);
                in.caps[i] = static_cast<std::uint8_t>(roll < capped_percent / 2 ? in.counts[i]
                                                       : roll < capped_percent   ? 0
                                                                                 : copies);
                if (in.caps[i] < in.counts[i]) in.caps[i] = in.counts[i];
            }
            ASSERT_EQ(detail::thirteen_lan_distance(in, suits),
                      detail::thirteen_lan_distance_by_slots(in, suits))
                << describe(in, suits);
            ASSERT_EQ(detail::thirteen_lan_distance_by_slots(in, suits),
                      lan_by_every_choice(in, suits))
                << describe(in, suits);
            // No wildcard at all: a capped kind's slot cannot be filled.
            auto dry = in;
            dry.wild = {};
            ASSERT_EQ(detail::thirteen_lan_distance(dry, suits),
                      detail::thirteen_lan_distance_by_slots(dry, suits))
                << describe(dry, suits);
            if (suits != 7u) continue;
            // Discard analysis's reading from the held kinds, of the hand and of a natural draw
            // of a kind with a copy left, where its check answers.
            detail::thirteen_lan_draws draws;
            draws.init(in);
            const int k = pick(g, 0, honours ? kinds - 1 : suited_kinds - 1);
            auto more = in;
            const auto i = static_cast<std::size_t>(k);
            const bool drawable = more.counts[i] < more.caps[i];
            if (drawable) ++more.counts[i];
            for (const auto& [hand, drawn] : {std::pair{in, -1}, std::pair{more, k}}) {
                if (drawn >= 0 && !drawable) continue;
                const int d = draws.distance(hand.wild, drawn);
                if (d == detail::thirteen_lan_draws::unanswered) continue;
                ASSERT_EQ(d, detail::thirteen_lan_distance_by_slots(hand, 7u))
                    << describe(hand, 7u) << " drawn " << drawn;
            }
        }
    }
}

// wild_distance against its definition: the least need − used over every number of held free
// wildcards and 宝 used (at most the need), the excess left drawn from the free and 宝 tiles
// still to draw, the 宝 used and drawn within the limit; over every small budget.
TEST(ShantenFastPath, WildDistanceMatchesEveryChoice) {
    for (int hf = 0; hf <= 3; ++hf)
        for (int hb = 0; hb <= 4; ++hb)
            for (int df = 0; df <= 3; ++df)
                for (int db = 0; db <= 4; ++db)
                    for (const int limit : {2, 3, 99})
                        for (int need = 0; need <= 9; ++need)
                            for (int excess = 0; excess <= need; ++excess) {
                                detail::wild_budget w;
                                w.held_free = hf, w.held_bao = hb, w.draw_free = df;
                                w.draw_bao = db, w.bao_limit = limit;
                                int want = detail::no_distance;
                                for (int uf = 0; uf <= hf; ++uf)
                                    for (int ub = 0; ub <= hb && uf + ub <= need; ++ub)
                                        for (int xf = 0; xf <= df; ++xf) {
                                            const int xb = std::max(0, excess - uf - ub - xf);
                                            if (xb <= db && ub + xb <= limit) {
                                                want = std::min(want, need - uf - ub);
                                            }
                                        }
                                ASSERT_EQ(detail::wild_distance(need, excess, w), want)
                                    << hf << " " << hb << " " << df << " " << db << " " << limit
                                    << " need " << need << " excess " << excess;
                                // Discard analysis reads the distance at excess 0 through the
                                // held wildcards it uses.
                                if (excess == 0) {
                                    ASSERT_EQ(want, std::max(0, need - detail::held_usable(w)))
                                        << hf << " " << hb << " " << limit << " need " << need;
                                }
                            }
}

TEST(ShantenFastPath, ThirteenLanByTableMatchesTheDefinition) {
    const auto seed = hupai::testing::test_seed("ShantenFastPath.Lan", 59);
    hupai::testing::shanten_rng g(seed);
    for (unsigned m = 0; m < 512; ++m) {
        std::array<std::uint8_t, all_kinds> c{};
        for (int b = 0; b < 9; ++b) c[static_cast<std::size_t>(b)] = (m >> b & 1u) ? 1 : 0;
        for (int k = 9; k < kinds; ++k) {
            c[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(pick(g, 0, 4) == 0);
        }
        expect_same_lan(c, g);
    }
    const auto n = static_cast<int>(hupai::testing::scaled(100000));
    for (int i = 0; i < n; ++i) {
        std::array<std::uint8_t, all_kinds> c{};
        // Hands of scattered single kinds (where thirteen lan is near) half the time; 0–14
        // tiles, as the hand less its wildcards.
        const bool scattered = pick(g, 0, 1) == 0;
        const int tiles = pick(g, 0, 2) == 0 ? pick(g, 0, 13) : 14;
        for (int t = 0; t < tiles;) {
            auto& x = c[static_cast<std::size_t>(pick(g, 0, kinds - 1))];
            if (x >= (scattered ? 1 : copies)) continue;
            ++x;
            ++t;
        }
        expect_same_lan(c, g);
    }
}

}  // namespace
}  // namespace hupai

namespace {

// hand_codes_of against each group's own codes: every count vector of each group in its place
// (5^9 a suit, 5^7 the honours), the other 25–27 counts random (0–4, seed 7041), so that a
// shuffle index or a weight off by one place shows.
TEST(ShantenFastPath, HandCodesAreEachGroupsCodes) {
    std::mt19937 g(7041);
    std::uniform_int_distribution<int> count(0, 4);
    for (int group = 0; group < 4; ++group) {
        const int n = group < 3 ? 9 : 7;
        const int first = 9 * group;
        int total = 1;
        for (int i = 0; i < n; ++i) total *= 5;
        std::array<std::uint8_t, all_kinds> c{};
        for (int code = 0; code < total; ++code) {
            if (code % 4096 == 0) {
                for (auto& x : c) x = static_cast<std::uint8_t>(count(g));
            }
            for (int i = 0, x = code; i < n; ++i, x /= 5) {
                c[static_cast<std::size_t>(first + i)] = static_cast<std::uint8_t>(x % 5);
            }
            const detail::hand_codes k = detail::hand_codes_of(c.data());
            for (int h = 0; h < 4; ++h) {
                const std::uint8_t* at = c.data() + 9 * h;
                const detail::ranking_codes want =
                    h < 3 ? detail::suit_codes(at) : detail::honour_codes(at);
                ASSERT_EQ(k.group[h].head, want.head) << "group " << group << " code " << code;
                ASSERT_EQ(k.group[h].tail, want.tail) << "group " << group << " code " << code;
            }
        }
    }
}

}  // namespace
