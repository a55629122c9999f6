// Random winning hands: the readings score_riichi enumerates are exactly the decompositions
// decompose() finds, and the reading it chooses scores at least as much as every other reading
// (and every place of the winning tile), with the documented tie order; and the readings found
// in two steps (decompositions once, then each winning tile placed) are exactly find_readings'.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <vector>

#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"
#include "scoring/riichi_internal.hpp"
#include "test_support.hpp"
#include "winning_hands.hpp"

namespace {

using namespace hupai;
namespace ht = hupai::testing;

// A decomposition as a comparable key: the pair, then the concealed sets sorted.
std::vector<int> key_of_groups(tile pair, std::vector<std::pair<int, int>> sets) {
    std::sort(sets.begin(), sets.end());
    std::vector<int> k{pair};
    for (const auto& [type, t] : sets) {
        k.push_back(type);
        k.push_back(t);
    }
    return k;
}

// A random win: 1–2 declared melds one time in four, a flush one time in three.
bool random_win(ht::rng_t& rng, ht::built_hand& b) {
    ht::build_options o;
    o.declared = ht::uniform(rng, 0, 3) == 0 ? ht::uniform(rng, 1, 2) : 0;
    if (ht::uniform(rng, 0, 2) == 0) o.suit = ht::uniform(rng, 0, 2);  // flushes
    return ht::build_winning(rng, o, b);
}

// A random kind the hand holds concealed.
tile random_held(ht::rng_t& rng, const hand& h) {
    std::vector<tile> held;
    for (int t = 0; t < kinds; ++t) {
        if (h.counts[static_cast<std::size_t>(t)] != 0) held.push_back(static_cast<tile>(t));
    }
    return held[static_cast<std::size_t>(ht::uniform(rng, 0, static_cast<int>(held.size()) - 1))];
}

bool at_least(const riichi_score& a, const riichi_score& b) {
    if (a.total != b.total) return a.total > b.total;
    if ((a.yakuman > 0) != (b.yakuman > 0)) return a.yakuman > 0;
    if (a.han != b.han) return a.han > b.han;
    return a.fu >= b.fu;
}

TEST(RiichiReadings, ChosenReadingScoresMostAndReadingsMatchDecompose) {
    ht::rng_t rng(ht::test_seed("RiichiReadings", 20261124));
    auto r = preset("riichi");
    ASSERT_TRUE(r.ok());
    const auto count = ht::scaled(20000);
    int scored_hands = 0, ambiguous = 0;
    for (std::uint64_t n = 0; n < count; ++n) {
        ht::built_hand b;
        if (!random_win(rng, b)) continue;
        const hand& h = b.h;
        situation s;
        s.win_tile = random_held(rng, h);
        s.tsumo = ht::uniform(rng, 0, 1) == 0;
        s.seat_wind = static_cast<tile>(27 + ht::uniform(rng, 0, 3));
        s.round_wind = static_cast<tile>(27 + ht::uniform(rng, 0, 1));
        bool closed = true;
        for (int i = 0; i < h.meld_count; ++i) {
            closed &= h.melds[static_cast<std::size_t>(i)].kind == meld_kind::concealed_kong;
        }
        s.riichi = closed ? static_cast<std::uint8_t>(ht::uniform(rng, 0, 1)) : 0;
        s.dora_count = 1;
        // The indicator is a tile of the same set: not a fifth copy of a kind the hand holds.
        do {
            s.dora_indicators[0] = static_cast<tile>(ht::uniform(rng, 0, kinds - 1));
        } while (h.held(s.dora_indicators[0]) >= copies);

        auto best = score_riichi(h, s, *r);
        ASSERT_TRUE(best.ok()) << format_hand(h) << ": " << best.err().message;

        detail::riichi_facts f;
        detail::read_facts(f, h, s, *r);
        std::array<detail::reading, detail::max_readings> readings;
        const int size = detail::find_readings(f, readings);
        ASSERT_GT(size, 0);
        ASSERT_LT(size, detail::max_readings);
        std::set<std::vector<int>> mine;
        bool matched = best->no_yaku;
        for (int i = 0; i < size; ++i) {
            const auto& rd = readings[static_cast<std::size_t>(i)];
            riichi_score one;
            detail::score_reading(f, rd, one);
            if (!one.no_yaku) {
                EXPECT_TRUE(at_least(*best, one))
                    << format_hand(h) << " win " << format_tile(s.win_tile) << ": reading " << i
                    << " scores " << one.total << " over the chosen " << best->total;
                matched |= one.total == best->total && one.han == best->han && one.fu == best->fu;
            }
            if (rd.shape != form::standard) continue;
            std::vector<std::pair<int, int>> sets;
            for (int k = f.meld_size; k < rd.set_size; ++k) {
                sets.emplace_back(static_cast<int>(rd.sets[static_cast<std::size_t>(k)].type),
                                  rd.sets[static_cast<std::size_t>(k)].t);
            }
            mine.insert(key_of_groups(rd.pair, sets));
        }
        EXPECT_TRUE(matched) << format_hand(h);
        EXPECT_TRUE(best->no_yaku == (best->yaku_size == 0));

        auto d = decompose(h, *r);
        ASSERT_TRUE(d.ok());
        std::set<std::vector<int>> theirs;
        for (const auto& dec : *d) {
            if (dec.shape != form::standard) continue;
            tile pair = 0;
            std::vector<std::pair<int, int>> sets;
            for (const auto& g : dec.groups) {
                if (g.declared) continue;
                if (g.kind == group_kind::pair) {
                    pair = g.tiles[0];
                } else {
                    sets.emplace_back(g.kind == group_kind::chow ? 0 : 1, g.tiles[0]);
                }
            }
            theirs.insert(key_of_groups(pair, sets));
        }
        EXPECT_EQ(mine, theirs) << format_hand(h);
        ambiguous += theirs.size() > 1;
        ++scored_hands;
    }
    std::printf("%d hands scored, %d with several decompositions\n", scored_hands, ambiguous);
    EXPECT_GT(scored_hands, static_cast<int>(count / 2));
    EXPECT_GT(ambiguous, 0);
}

bool same_reading(const detail::reading& a, const detail::reading& b) {
    if (a.shape != b.shape || a.wait != b.wait || a.pair != b.pair) return false;
    if (a.set_size != b.set_size) return false;
    for (int i = 0; i < a.set_size; ++i) {
        const auto& x = a.sets[static_cast<std::size_t>(i)];
        const auto& y = b.sets[static_cast<std::size_t>(i)];
        if (x.type != y.type || x.t != y.t || x.open != y.open || x.declared != y.declared) {
            return false;
        }
    }
    return true;
}

// The expected-value search reads a complete hand's facts and decompositions once and places
// each winning tile in them: the same readings, in the same order, and the same best score as
// reading the hand again for every winning tile.
TEST(RiichiReadings, DecompositionsOnceThenEachWinningTilePlacedMatchFindReadings) {
    ht::rng_t rng(ht::test_seed("RiichiReadingsPlaced", 20261129));
    auto r = preset("riichi");
    ASSERT_TRUE(r.ok());
    const auto count = ht::scaled(5000);
    int hands = 0, placed = 0, several = 0;
    for (std::uint64_t n = 0; n < count; ++n) {
        ht::built_hand b;
        if (!random_win(rng, b)) continue;
        const hand& h = b.h;
        situation first;
        first.win_tile = 0;  // read with any winning tile: the decompositions do not read it
        first.seat_wind = static_cast<tile>(27 + ht::uniform(rng, 0, 3));
        first.round_wind = static_cast<tile>(27 + ht::uniform(rng, 0, 1));
        first.dora_count = 1;
        do {
            first.dora_indicators[0] = static_cast<tile>(ht::uniform(rng, 0, kinds - 1));
        } while (h.held(first.dora_indicators[0]) >= copies);
        detail::riichi_facts shared;
        detail::read_facts(shared, h, first, *r);
        std::array<detail::reading, detail::max_readings> decompositions;
        const int d = detail::find_decompositions(shared, decompositions);
        several += d > 1;
        for (int t = 0; t < kinds; ++t) {
            if (h.counts[static_cast<std::size_t>(t)] == 0) continue;
            situation s = first;
            s.win_tile = static_cast<tile>(t);
            s.tsumo = ht::uniform(rng, 0, 1) == 0;
            detail::riichi_facts f;
            detail::read_facts(f, h, s, *r);
            std::array<detail::reading, detail::max_readings> want;
            const int size = detail::find_readings(f, want);
            detail::riichi_facts g = shared;
            g.s = &s;
            std::array<detail::reading, detail::max_readings> got;
            const int got_size = detail::place_win(g, decompositions.data(), d, got);
            ASSERT_EQ(got_size, size) << format_hand(h) << " win " << format_tile(s.win_tile);
            for (int i = 0; i < size; ++i) {
                EXPECT_TRUE(same_reading(got[static_cast<std::size_t>(i)],
                                         want[static_cast<std::size_t>(i)]))
                    << format_hand(h) << " win " << format_tile(s.win_tile) << " reading " << i;
            }
            if (size == 0) continue;
            const auto best = detail::score_checked_riichi(h, s, *r);
            ASSERT_TRUE(best.ok());
            const riichi_score two = detail::best_reading(g, got.data(), got_size);
            EXPECT_EQ(two.total, best->total) << format_hand(h);
            EXPECT_EQ(two.han, best->han) << format_hand(h);
            EXPECT_EQ(two.fu, best->fu) << format_hand(h);
            EXPECT_EQ(two.no_yaku, best->no_yaku) << format_hand(h);
            EXPECT_EQ(two.yaku_size, best->yaku_size) << format_hand(h);
            // The search's own question: the value alone, over decompositions whose sets'
            // facts were read once for every winning tile.
            const detail::reading_choice chosen = detail::choose_reading(g, got.data(), got_size);
            EXPECT_EQ(chosen.index < 0, best->no_yaku) << format_hand(h);
            if (chosen.index >= 0) {
                EXPECT_EQ(chosen.value.total, best->total) << format_hand(h);
                EXPECT_EQ(chosen.value.han, best->han) << format_hand(h);
                EXPECT_EQ(chosen.value.fu, best->fu) << format_hand(h);
                EXPECT_EQ(chosen.value.yakuman, best->yakuman) << format_hand(h);
                EXPECT_EQ(chosen.value.limit, best->limit) << format_hand(h);
            }
            ++placed;
        }
        ++hands;
    }
    std::printf("%d hands, %d winning tiles placed, %d with several decompositions\n", hands,
                placed, several);
    EXPECT_GT(hands, static_cast<int>(count / 2));
    EXPECT_GT(placed, hands);
    EXPECT_GT(several, 0);
}

bool same_facts(const detail::set_facts& a, const detail::set_facts& b) {
    return a.pungs == b.pungs && a.chows == b.chows && a.chow_count == b.chow_count &&
           a.doubles == b.doubles && a.closed_pungs == b.closed_pungs && a.kongs == b.kongs &&
           a.set_fu == b.set_fu && a.all_orphan == b.all_orphan;
}

// Every reading of random wins under random rules and situations: the sets' facts a placed
// reading carries (read with its decomposition, adjusted for a pung completed by a discard) are
// those of its own sets; value_of gives score_reading's numbers; best_reading keeps the reading
// choose_reading picks, and its score is that reading's listed score.
TEST(RiichiReadings, ValueOfEveryReadingIsItsListedScore) {
    ht::rng_t rng(ht::test_seed("RiichiReadingsValue", 20261130));
    const auto count = ht::scaled(20000);
    int readings_scored = 0, yakuman = 0, chosen_among_several = 0;
    for (std::uint64_t n = 0; n < count; ++n) {
        ht::built_hand b;
        if (!random_win(rng, b)) continue;
        const hand& h = b.h;
        rules r = presets::riichi;
        r.yakuman_stacking = ht::uniform(rng, 0, 1) == 0;
        r.double_yakuman = ht::uniform(rng, 0, 1) == 0;
        r.open_tanyao = ht::uniform(rng, 0, 1) == 0;
        r.kiriage = ht::uniform(rng, 0, 1) == 0;
        r.kazoe = ht::uniform(rng, 0, 1) == 0 ? kazoe_rule::yakuman : kazoe_rule::sanbaiman;
        r.double_wind_fu = ht::uniform(rng, 0, 1) == 0 ? 2 : 4;
        r.renhou = static_cast<renhou_rule>(ht::uniform(rng, 0, 2));
        situation s;
        s.win_tile = random_held(rng, h);
        s.tsumo = ht::uniform(rng, 0, 1) == 0;
        s.seat_wind = static_cast<tile>(27 + ht::uniform(rng, 0, 3));
        s.round_wind = static_cast<tile>(27 + ht::uniform(rng, 0, 3));
        s.riichi = static_cast<std::uint8_t>(ht::uniform(rng, 0, 2));
        s.ippatsu = ht::uniform(rng, 0, 3) == 0;
        s.last_tile = ht::uniform(rng, 0, 5) == 0;
        s.rinshan = ht::uniform(rng, 0, 7) == 0;
        s.blessing = ht::uniform(rng, 0, 15) == 0;
        s.honba = ht::uniform(rng, 0, 3);
        s.riichi_sticks = ht::uniform(rng, 0, 2);
        s.dora_count = static_cast<std::uint8_t>(ht::uniform(rng, 0, 2));
        s.ura_count = s.dora_count;
        for (int i = 0; i < s.dora_count; ++i) {
            s.dora_indicators[static_cast<std::size_t>(i)] =
                static_cast<tile>(ht::uniform(rng, 0, kinds - 1));
            s.ura_indicators[static_cast<std::size_t>(i)] =
                static_cast<tile>(ht::uniform(rng, 0, kinds - 1));
        }
        detail::riichi_facts f;
        detail::read_facts(f, h, s, r);
        std::array<detail::reading, detail::max_readings> readings;
        const int size = detail::find_readings(f, readings);
        ASSERT_GT(size, 0) << format_hand(h);
        for (int i = 0; i < size; ++i) {
            const auto& rd = readings[static_cast<std::size_t>(i)];
            if (rd.shape == form::standard) {
                EXPECT_TRUE(same_facts(rd.facts, detail::facts_of_sets(rd)))
                    << format_hand(h) << " win " << format_tile(s.win_tile) << " reading " << i;
            }
            riichi_score listed;
            detail::score_reading(f, rd, listed);
            const detail::reading_value v = detail::value_of(f, rd);
            ASSERT_EQ(v.no_yaku, listed.no_yaku) << format_hand(h) << " reading " << i;
            ++readings_scored;
            if (v.no_yaku) continue;
            yakuman += v.yakuman > 0;
            EXPECT_EQ(v.han, listed.han) << format_hand(h) << " reading " << i;
            EXPECT_EQ(v.fu, listed.fu) << format_hand(h) << " reading " << i;
            EXPECT_EQ(v.yakuman, listed.yakuman) << format_hand(h) << " reading " << i;
            EXPECT_EQ(v.limit, listed.limit) << format_hand(h) << " reading " << i;
            EXPECT_EQ(v.total, listed.total) << format_hand(h) << " reading " << i;
        }
        const detail::reading_choice chosen = detail::choose_reading(f, readings.data(), size);
        const riichi_score best = detail::best_reading(f, readings.data(), size);
        ASSERT_EQ(chosen.index < 0, best.no_yaku) << format_hand(h);
        if (chosen.index < 0) continue;
        chosen_among_several += size > 1;
        riichi_score listed;
        detail::score_reading(f, readings[static_cast<std::size_t>(chosen.index)], listed);
        EXPECT_EQ(best.total, listed.total) << format_hand(h);
        EXPECT_EQ(best.han, listed.han) << format_hand(h);
        EXPECT_EQ(best.fu, listed.fu) << format_hand(h);
        EXPECT_EQ(best.wait, listed.wait) << format_hand(h);
        EXPECT_EQ(best.yaku_size, listed.yaku_size) << format_hand(h);
        EXPECT_EQ(best.fu_size, listed.fu_size) << format_hand(h);
    }
    std::printf("%d readings scored, %d yakuman, %d chosen among several\n", readings_scored,
                yakuman, chosen_among_several);
    EXPECT_GT(readings_scored, static_cast<int>(count / 2));
    EXPECT_GT(yakuman, 0);
    EXPECT_GT(chosen_among_several, 0);
}

}  // namespace
