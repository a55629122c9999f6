// One accounting of the set and the situations that can happen: random tables (a winning hand
// with declared melds and red fives, tiles seen, dora and ura indicators, a situation) dealt with
// sometimes a copy too many, and every question asked of them. Each question refuses exactly the
// tables that cannot exist (too_many_copies) and the situations that cannot happen
// (impossible_situation), judged here by counting and by the rules' own list.
#include <gtest/gtest.h>

#include <array>
#include <random>
#include <string>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/gb.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"
#include "test_support.hpp"

namespace hupai {
namespace {

struct table {
    hand h;
    std::array<std::uint8_t, kinds> seen{};
    std::vector<tile> dora, ura;
    situation s;
};

/// Copies of each kind over the whole table and the red fives per suit, counted the plain way.
struct census {
    std::array<int, all_kinds> copies{};
    std::array<int, 3> reds{};
};

census count(const table& t, bool with_seen, bool with_indicators) {
    census c;
    for (int k = 0; k < all_kinds; ++k) c.copies[static_cast<std::size_t>(k)] = t.h.counts[k];
    for (int i = 0; i < t.h.meld_count; ++i) {
        const meld& m = t.h.melds[static_cast<std::size_t>(i)];
        for (int k = 0; k < kinds; ++k) {
            c.copies[static_cast<std::size_t>(k)] += m.count(static_cast<tile>(k));
        }
        if (m.red != 0) c.reds[m.tiles[0] / 9] += m.red;
    }
    for (std::size_t s = 0; s < 3; ++s) c.reds[s] += t.h.red_fives[s];
    if (with_seen) {
        for (std::size_t k = 0; k < kinds; ++k) c.copies[k] += t.seen[k];
    }
    if (with_indicators) {
        for (const tile d : t.dora) ++c.copies[d];
        for (const tile u : t.ura) ++c.copies[u];
    }
    return c;
}

bool over(const census& c) {
    for (int k = 0; k < all_kinds; ++k) {
        if (c.copies[static_cast<std::size_t>(k)] > (k < kinds ? 4 : 1)) return true;
    }
    return c.reds[0] > 1 || c.reds[1] > 1 || c.reds[2] > 1;
}

/// A winning hand of four groups and a pair, each group concealed or declared, from kinds drawn
/// at random (so that now and then a kind is held five times), a copy sometimes left out for a
/// 3n+1 hand, some fives red, sometimes a flower or two; tiles seen and indicators beside it.
table deal(std::mt19937_64& rng, bool waiting) {
    table t;
    const auto pick = [&rng](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    for (int g = 0; g < 4; ++g) {
        const bool chow = pick(2) == 0;
        const auto first = static_cast<tile>(chow ? pick(3) * 9 + pick(7) : pick(kinds));
        const bool declared = pick(3) == 0;
        if (declared) {
            const bool kong = !chow && pick(3) == 0;
            t.h.melds[t.h.meld_count++] =
                chow ? meld::chow(first, static_cast<tile>(first + 1), static_cast<tile>(first + 2))
                     : meld::same(kong ? meld_kind::concealed_kong : meld_kind::pung, first);
        } else {
            for (int i = 0; i < 3; ++i) ++t.h.counts[chow ? first + i : first];
        }
    }
    const auto pair = static_cast<tile>(pick(kinds));
    t.h.counts[pair] += 2;
    if (waiting) --t.h.counts[pair];
    // The winning tile: one of the concealed kinds, the pair's at least.
    t.s.win_tile = pair;
    for (int tries = 0; tries < 3; ++tries) {
        const auto k = static_cast<tile>(pick(kinds));
        if (t.h.counts[k] != 0) t.s.win_tile = k;
    }
    for (std::size_t s = 0; s < 3; ++s) {
        const int fives = t.h.counts[s * 9 + 4];
        t.h.red_fives[s] = static_cast<std::uint8_t>(fives == 0 ? 0 : pick(std::min(fives, 2) + 1));
    }
    for (int i = 0; i < t.h.meld_count; ++i) {
        meld& m = t.h.melds[static_cast<std::size_t>(i)];
        if (m.tiles[0] < suited_kinds && m.count(static_cast<tile>(m.tiles[0] / 9 * 9 + 4)) != 0) {
            m.red = static_cast<std::uint8_t>(pick(2));
        }
    }
    for (int n = pick(6); n > 0; --n) ++t.seen[static_cast<std::size_t>(pick(kinds))];
    for (int n = pick(4); n > 0; --n) t.dora.push_back(static_cast<tile>(pick(kinds)));
    for (int n = pick(3); n > 0; --n) t.ura.push_back(static_cast<tile>(pick(kinds)));
    return t;
}

void set_indicators(table& t) {
    t.s.dora_count = static_cast<std::uint8_t>(t.dora.size());
    t.s.ura_count = static_cast<std::uint8_t>(t.ura.size());
    std::copy(t.dora.begin(), t.dora.end(), t.s.dora_indicators.begin());
    std::copy(t.ura.begin(), t.ura.end(), t.s.ura_indicators.begin());
}

bool open_meld(const hand& h) {
    for (int i = 0; i < h.meld_count; ++i) {
        if (h.melds[static_cast<std::size_t>(i)].kind != meld_kind::concealed_kong) return true;
    }
    return false;
}

bool has_kong(const hand& h) {
    for (int i = 0; i < h.meld_count; ++i) {
        if (is_kong(h.melds[static_cast<std::size_t>(i)].kind)) return true;
    }
    return false;
}

/// The situations riichi's rules make impossible (docs/SCORING.md), as the rules state them.
bool impossible_riichi(const hand& h, const situation& s) {
    const bool dealer = s.seat_wind == 27;
    return (s.chankan && s.tsumo) || (s.chankan && s.rinshan) ||
           (s.chankan && h.held(s.win_tile) > 1) || (s.rinshan && !has_kong(h)) ||
           (s.rinshan && !s.tsumo) || (s.ippatsu && s.riichi == 0) ||
           (s.riichi != 0 && open_meld(h)) || (s.ippatsu && s.rinshan) ||
           (s.blessing && h.meld_count != 0) || (s.blessing && s.riichi != 0) ||
           (s.blessing && dealer && !s.tsumo) || (s.blessing && s.chankan) ||
           (s.blessing && s.last_tile) || (s.chankan && s.last_tile);
}

/// The situations gb's rules make impossible (docs/GB_SCORING.md) for a situation without the
/// riichi-only fields.
bool impossible_gb(const hand& h, const situation& s) {
    return (s.chankan && s.tsumo) || (s.chankan && s.rinshan) ||
           (s.chankan && h.held(s.win_tile) > 1) || (s.rinshan && !has_kong(h)) ||
           (s.rinshan && !s.tsumo) || (s.last_copy && h.counts[s.win_tile] > 1);
}

TEST(Table, EveryQuestionRefusesExactlyTheTablesThatCannotExist) {
    std::mt19937_64 rng(testing::test_seed("Table.Copies", 20261129));
    const rules chinese = presets::chinese;
    int refused = 0, answered = 0;
    for (std::uint64_t n = 0; n < testing::scaled(20000); ++n) {
        const bool waiting = (n & 1) != 0;
        table t = deal(rng, waiting);
        set_indicators(t);
        const std::string shown = format_hand(t.h);
        const bool hand_over = over(count(t, false, false));
        const bool seen_over = over(count(t, true, false));
        const bool indicators_over = over(count(t, false, true));

        // The hand alone: every question.
        const auto alone = validate_hand(t.h, chinese, waiting ? purpose::wait : purpose::win);
        EXPECT_EQ(!alone.ok() && alone.err().code == errc::too_many_copies, hand_over) << shown;
        if (!hand_over) {
            ASSERT_TRUE(alone.ok()) << shown << " " << alone.err().message;
        }
        const auto shanten = compute_shanten(t.h, chinese);
        EXPECT_EQ(!shanten.ok(), hand_over) << shown;
        if (waiting) {
            EXPECT_EQ(!find_waits(t.h, chinese).ok(), hand_over) << shown;
        } else {
            EXPECT_EQ(!check_win(t.h, chinese).ok(), hand_over) << shown;
        }

        // With the tiles seen: the analyses.
        const auto copies = check_copies(t.h, chinese, {.seen = &t.seen});
        EXPECT_EQ(!copies.ok(), seen_over) << shown;
        if (waiting) {
            const auto d = analyze_draws(t.h, chinese, &t.seen);
            EXPECT_EQ(!d.ok(), seen_over) << shown;
            if (!d.ok()) {
                EXPECT_EQ(d.err().code, errc::too_many_copies) << d.err().message;
            }
        } else {
            const auto a = analyze_discards(t.h, chinese, &t.seen);
            EXPECT_EQ(!a.ok(), seen_over) << shown;
            if (!a.ok()) {
                EXPECT_EQ(a.err().code, errc::too_many_copies) << a.err().message;
            }
        }

        // With the indicators: the score of the complete hand (riichi, flowers aside).
        if (!waiting) {
            t.s.riichi = open_meld(t.h) ? 0 : 1;
            const auto sc = score_riichi(t.h, t.s, presets::riichi);
            const bool refused_here = !sc.ok() && sc.err().code == errc::too_many_copies;
            EXPECT_EQ(refused_here, indicators_over) << shown;
            if (!indicators_over) {
                EXPECT_TRUE(sc.ok()) << shown << " " << sc.err().message;
            }
            refused += refused_here;
            answered += sc.ok();
        }
    }
    // Both kinds of table are dealt often enough to mean something.
    EXPECT_GT(refused, static_cast<int>(testing::scaled(20000) / 50));
    EXPECT_GT(answered, static_cast<int>(testing::scaled(20000) / 50));
}

TEST(Table, ScoringRefusesExactlyTheSituationsThatCannotHappen) {
    std::mt19937_64 rng(testing::test_seed("Table.Situations", 4411));
    const auto coin = [&rng](int in) { return rng() % static_cast<unsigned>(in) == 0; };
    int impossible = 0, possible = 0;
    for (std::uint64_t n = 0; n < testing::scaled(20000); ++n) {
        table t = deal(rng, false);
        if (over(count(t, false, false))) continue;
        t.s.tsumo = coin(2);
        t.s.seat_wind = static_cast<tile>(27 + rng() % 4);
        t.s.rinshan = coin(4);
        t.s.chankan = coin(6);
        t.s.last_tile = coin(6);
        t.s.blessing = coin(6);
        const bool gb = coin(3);
        const std::string shown = format_hand(t.h);
        if (gb) {
            t.s.last_copy = coin(6);
            const auto sc = score_gb(t.h, t.s, presets::gb);
            const bool refused = !sc.ok() && sc.err().code == errc::impossible_situation;
            // gb has no blessing: a first-turn win is not one of its fan.
            const bool expected = impossible_gb(t.h, t.s) || t.s.blessing;
            EXPECT_EQ(refused, expected) << shown << (sc.ok() ? "" : " " + sc.err().message);
            impossible += refused;
            possible += !expected;
            continue;
        }
        t.s.riichi = static_cast<std::uint8_t>(rng() % 3);
        t.s.ippatsu = coin(4);
        const auto sc = score_riichi(t.h, t.s, presets::riichi);
        const bool refused = !sc.ok() && sc.err().code == errc::impossible_situation;
        const bool expected = impossible_riichi(t.h, t.s);
        EXPECT_EQ(refused, expected) << shown << (sc.ok() ? "" : " " + sc.err().message);
        if (!expected) {
            EXPECT_TRUE(sc.ok()) << shown << " " << sc.err().message;
        }
        impossible += refused;
        possible += !expected;
    }
    EXPECT_GT(impossible, static_cast<int>(testing::scaled(20000) / 20));
    EXPECT_GT(possible, static_cast<int>(testing::scaled(20000) / 20));
}

}  // namespace
}  // namespace hupai
