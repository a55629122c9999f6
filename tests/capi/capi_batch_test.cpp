// The C API's batch calls for improving tiles, discards, scores and expected values, row by row
// against the C++ call each row stands for, on seeded random hands; and their bad inputs.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "hupai/hupai.h"
#include "hupai/hupai.hpp"
#include "test_support.hpp"
#include "winning_hands.hpp"

namespace {

using hupai::hand;
using hupai::kinds;
using hupai::testing::scaled;
using hupai::testing::test_seed;

constexpr std::size_t k = kinds;

/// The rows of a batch: n × 34 counts, n jokers, n × 4 meld slots, and the same as hands.
struct rows {
    std::vector<std::uint8_t> counts, jokers;
    std::vector<hupai_meld> melds;
    std::vector<hand> hands;

    void add(const hand& h) {
        hands.push_back(h);
        counts.insert(counts.end(), h.counts.begin(), h.counts.begin() + k);
        jokers.push_back(h.jokers);
        for (std::size_t m = 0; m < HUPAI_MAX_MELDS; ++m) {
            hupai_meld slot{};
            if (m < h.meld_count) {
                slot.kind = static_cast<std::uint8_t>(static_cast<int>(h.melds[m].kind) + 1);
                std::memcpy(slot.tiles, h.melds[m].tiles.data(), 3);
            }
            melds.push_back(slot);
        }
    }
    std::size_t size() const { return hands.size(); }
};

std::size_t below(hupai::testing::rng_t& rng, std::size_t n) {
    return static_cast<std::size_t>(hupai::testing::uniform(rng, 0, static_cast<int>(n) - 1));
}

/// `size` tiles dealt from a full set; a quarter of the hands then trade three tiles for a
/// declared pung of a kind they do not hold.
hand dealt(hupai::testing::rng_t& rng, int size) {
    hand h;
    for (int drawn = 0; drawn < size;) {
        const std::size_t t = below(rng, k);
        if (h.counts[t] < 4) {
            ++h.counts[t];
            ++drawn;
        }
    }
    if (below(rng, 4) == 0) {
        const auto t = static_cast<hupai::tile>(below(rng, k));
        if (h.counts[t] != 0) return h;
        for (int removed = 0; removed < 3;) {
            const std::size_t u = below(rng, k);
            if (h.counts[u] != 0) {
                --h.counts[u];
                ++removed;
            }
        }
        h.melds[0] = hupai::meld{hupai::meld_kind::pung, {t, t, t}, 0};
        h.meld_count = 1;
    }
    return h;
}

/// A winning 14-tile hand of four concealed chows or pungs and a pair.
hand winning(hupai::testing::rng_t& rng) {
    hupai::testing::built_hand b;
    while (!hupai::testing::build_winning(rng, {}, b)) {
    }
    return b.h;
}

hupai_rules c_rules(const char* preset) {
    hupai_rules r{};
    EXPECT_EQ(hupai_rules_preset(preset, &r, nullptr), HUPAI_OK);
    return r;
}

std::uint8_t code_of(const hupai::error& e) { return static_cast<std::uint8_t>(e.code) + 1; }

/// Seen tiles for row i: a few random kinds, and now and then more than a kind has.
std::vector<std::uint8_t> visible_rows(hupai::testing::rng_t& rng, std::size_t n) {
    std::vector<std::uint8_t> v(n * k, 0);
    for (std::size_t i = 0; i < n; ++i) {
        for (int j = 0; j < 6; ++j) v[i * k + below(rng, k)] += 1;
        if (below(rng, 20) == 0) v[i * k + below(rng, k)] = 5;
    }
    return v;
}

std::array<std::uint8_t, kinds> row_of(const std::vector<std::uint8_t>& v, std::size_t i) {
    std::array<std::uint8_t, kinds> out{};
    std::memcpy(out.data(), v.data() + i * k, k);
    return out;
}

TEST(CapiBatch, ImprovingMatchesAnalyzeDraws) {
    hupai::testing::rng_t rng(test_seed("CapiBatch.ImprovingMatchesAnalyzeDraws", 20261129));
    for (const char* preset : {"riichi", "chinese"}) {
        rows b;
        const std::size_t n = scaled(400);
        for (std::size_t i = 0; i < n; ++i) b.add(dealt(rng, i % 10 == 0 ? 14 : 13));
        const std::vector<std::uint8_t> seen = visible_rows(rng, n);
        const hupai_rules r = c_rules(preset);
        const hupai::rules cpp = *hupai::preset(preset);
        std::vector<std::uint8_t> improving(n * k, 0xEE), status(n, 0xEE);
        std::vector<std::int8_t> shanten(n);
        std::vector<std::uint64_t> mask(n);
        for (const std::size_t stride : {std::size_t{0}, k}) {
            ASSERT_EQ(hupai_batch_improving(&r, n, b.counts.data(), b.jokers.data(), b.melds.data(),
                                            seen.data(), stride, improving.data(), shanten.data(),
                                            mask.data(), status.data()),
                      HUPAI_OK);
            int ok = 0;
            for (std::size_t i = 0; i < n; ++i) {
                const auto v = row_of(seen, stride == 0 ? 0 : i);
                const auto d = hupai::analyze_draws(b.hands[i], cpp, &v);
                SCOPED_TRACE(preset + std::string(" row ") + std::to_string(i));
                if (!d) {
                    EXPECT_EQ(status[i], code_of(d.err()));
                    EXPECT_EQ(shanten[i], HUPAI_NO_SHANTEN);
                    EXPECT_EQ(mask[i], 0U);
                    for (std::size_t t = 0; t < k; ++t) EXPECT_EQ(improving[i * k + t], 0);
                    continue;
                }
                ++ok;
                EXPECT_EQ(status[i], HUPAI_OK);
                EXPECT_EQ(shanten[i], d->shanten);
                EXPECT_EQ(mask[i], d->improving);
                for (std::size_t t = 0; t < k; ++t) {
                    EXPECT_EQ(improving[i * k + t], (d->improving >> t) & 1U ? d->unseen[t] : 0);
                }
            }
            EXPECT_GT(ok, static_cast<int>(n / 2));  // most rows are answers, not errors
        }
        // Optional outputs may be NULL; the required one may not.
        EXPECT_EQ(hupai_batch_improving(&r, n, b.counts.data(), nullptr, nullptr, nullptr, 0,
                                        improving.data(), nullptr, nullptr, status.data()),
                  HUPAI_OK);
    }
}

TEST(CapiBatch, DiscardsMatchAnalyzeDiscards) {
    hupai::testing::rng_t rng(test_seed("CapiBatch.DiscardsMatchAnalyzeDiscards", 777));
    for (const char* preset : {"riichi", "chinese"}) {
        rows b;
        const std::size_t n = scaled(400);
        for (std::size_t i = 0; i < n; ++i) {
            hand h = dealt(rng, i % 10 == 0 ? 13 : 14);
            if (preset[0] == 'c' && i % 7 == 0 && h.concealed_size() > 0) {
                for (std::size_t t = 0; t < k; ++t) {  // a `?` joker in place of a tile
                    if (h.counts[t] != 0) {
                        --h.counts[t];
                        ++h.jokers;
                        break;
                    }
                }
            }
            b.add(h);
        }
        const std::vector<std::uint8_t> seen = visible_rows(rng, n);
        const hupai_rules r = c_rules(preset);
        const hupai::rules cpp = *hupai::preset(preset);
        std::vector<std::int8_t> shanten(n * k);
        std::vector<std::uint8_t> unseen(n * k), status(n);
        ASSERT_EQ(
            hupai_batch_discards(&r, n, b.counts.data(), b.jokers.data(), b.melds.data(),
                                 seen.data(), k, shanten.data(), unseen.data(), status.data()),
            HUPAI_OK);
        int ok = 0;
        for (std::size_t i = 0; i < n; ++i) {
            SCOPED_TRACE(preset + std::string(" row ") + std::to_string(i));
            const auto v = row_of(seen, i);
            const auto choices = hupai::analyze_discards(b.hands[i], cpp, &v);
            std::array<int, kinds> want_shanten{};
            want_shanten.fill(HUPAI_NO_SHANTEN);
            std::array<int, kinds> want_unseen{};
            if (!choices) {
                EXPECT_EQ(status[i], code_of(choices.err()));
            } else {
                ++ok;
                EXPECT_EQ(status[i], HUPAI_OK);
                for (const hupai::discard_choice& c : *choices) {
                    if (c.discard >= k) continue;
                    want_shanten[c.discard] = c.shanten;
                    want_unseen[c.discard] = c.unseen_total;
                }
            }
            for (std::size_t t = 0; t < k; ++t) {
                EXPECT_EQ(shanten[i * k + t], want_shanten[t]);
                EXPECT_EQ(unseen[i * k + t], want_unseen[t]);
            }
        }
        EXPECT_GT(ok, static_cast<int>(n / 2));
    }
}

/// Row i's situation: a random win (tsumo or ron, seat, riichi) won on one of its tiles.
hupai::situation situation_for(hupai::testing::rng_t& rng, const hand& h, bool riichi) {
    hupai::situation s;
    do {
        s.win_tile = static_cast<hupai::tile>(below(rng, k));
    } while (h.counts[s.win_tile] == 0);
    s.tsumo = below(rng, 2) == 0;
    s.seat_wind = static_cast<hupai::tile>(27 + below(rng, 4));
    if (riichi) {
        s.riichi = static_cast<std::uint8_t>(below(rng, 3));
        s.ippatsu = s.riichi != 0 && below(rng, 3) == 0;
        s.honba = static_cast<int>(below(rng, 3));
    }
    return s;
}

/// The situation as the C layer holds it, set by name like a C caller would.
hupai_situation c_situation(const hupai::situation& s, bool riichi) {
    hupai_situation out;
    hupai_situation_init(&out);
    const std::string tile = hupai_tile_name(s.win_tile), seat = hupai_tile_name(s.seat_wind);
    EXPECT_EQ(hupai_situation_set(&out, "win_tile", tile.c_str(), nullptr), HUPAI_OK);
    EXPECT_EQ(hupai_situation_set(&out, "tsumo", s.tsumo ? "true" : "false", nullptr), HUPAI_OK);
    EXPECT_EQ(hupai_situation_set(&out, "seat_wind", seat.c_str(), nullptr), HUPAI_OK);
    if (riichi) {
        const std::string stick = std::to_string(s.riichi), honba = std::to_string(s.honba);
        EXPECT_EQ(hupai_situation_set(&out, "riichi", stick.c_str(), nullptr), HUPAI_OK);
        EXPECT_EQ(hupai_situation_set(&out, "ippatsu", s.ippatsu ? "1" : "0", nullptr), HUPAI_OK);
        EXPECT_EQ(hupai_situation_set(&out, "honba", honba.c_str(), nullptr), HUPAI_OK);
    }
    return out;
}

/// Winning hands (a tenth of them spoiled by a moved tile: not a win), their situations one a
/// row, and the same situations with the winning tiles apart.
struct score_rows {
    rows b;
    std::vector<hupai::situation> cpp;
    std::vector<hupai_situation> c;
    std::vector<std::uint8_t> win_tiles;

    score_rows(hupai::testing::rng_t& rng, std::size_t n, bool riichi) {
        for (std::size_t i = 0; i < n; ++i) {
            hand h = winning(rng);
            if (i % 10 == 3) {
                for (std::size_t t = 0; t < k; ++t) {
                    if (h.counts[t] != 0 && h.counts[(t + 5) % k] < 4) {
                        --h.counts[t];
                        ++h.counts[(t + 5) % k];
                        break;
                    }
                }
            }
            b.add(h);
            cpp.push_back(situation_for(rng, h, riichi));
            c.push_back(c_situation(cpp.back(), riichi));
            win_tiles.push_back(cpp.back().win_tile);
        }
    }
};

TEST(CapiBatch, RiichiScoresMatchScoreRiichi) {
    hupai::testing::rng_t rng(test_seed("CapiBatch.RiichiScoresMatchScoreRiichi", 31));
    const std::size_t n = scaled(300);
    const score_rows in(rng, n, true);
    const hupai_rules r = c_rules("riichi");
    const hupai::rules cpp = *hupai::preset("riichi");
    std::vector<hupai_riichi_score> out(n);
    std::vector<std::uint8_t> status(n);
    ASSERT_EQ(hupai_batch_score_riichi(&r, n, in.b.counts.data(), nullptr, nullptr, in.c.data(), n,
                                       nullptr, out.data(), status.data()),
              HUPAI_OK);
    int scored = 0;
    for (std::size_t i = 0; i < n; ++i) {
        SCOPED_TRACE("row " + std::to_string(i));
        const auto s = hupai::score_riichi(in.b.hands[i], in.cpp[i], cpp);
        if (!s) {
            EXPECT_EQ(status[i], code_of(s.err()));
            EXPECT_EQ(out[i].total, 0);
            continue;
        }
        scored += !s->no_yaku;
        EXPECT_EQ(status[i], HUPAI_OK);
        EXPECT_EQ(out[i].no_yaku, s->no_yaku);
        EXPECT_EQ(out[i].total, s->total);
        EXPECT_EQ(out[i].han, s->han);
        EXPECT_EQ(out[i].fu, s->fu);
        EXPECT_EQ(out[i].yakuman, s->yakuman);
        EXPECT_EQ(out[i].payments.ron, s->payments.ron);
        EXPECT_EQ(out[i].payments.non_dealer, s->payments.non_dealer);
        ASSERT_EQ(out[i].yaku_count, s->yaku_size);
        for (std::size_t y = 0; y < s->yaku_size; ++y) {
            EXPECT_EQ(out[i].yaku[y].yaku, static_cast<int>(s->yaku[y].id));
            EXPECT_EQ(out[i].yaku[y].han, s->yaku[y].han);
        }
    }
    EXPECT_GT(scored, static_cast<int>(n / 4));
    // One situation for all rows, the winning tiles apart: the same as setting each tile.
    hupai_situation shared;
    hupai_situation_init(&shared);
    std::vector<hupai_riichi_score> apart(n);
    ASSERT_EQ(hupai_batch_score_riichi(&r, n, in.b.counts.data(), nullptr, nullptr, &shared, 1,
                                       in.win_tiles.data(), apart.data(), status.data()),
              HUPAI_OK);
    for (std::size_t i = 0; i < n; ++i) {
        hupai::situation s;
        s.win_tile = in.win_tiles[i];
        const auto want = hupai::score_riichi(in.b.hands[i], s, cpp);
        EXPECT_EQ(status[i], want ? std::uint8_t{HUPAI_OK} : code_of(want.err())) << "row " << i;
        if (want) {
            EXPECT_EQ(apart[i].total, want->total) << "row " << i;
        }
    }
}

TEST(CapiBatch, GbScoresMatchScoreGb) {
    hupai::testing::rng_t rng(test_seed("CapiBatch.GbScoresMatchScoreGb", 88));
    const std::size_t n = scaled(300);
    const score_rows in(rng, n, false);
    const hupai_rules r = c_rules("gb");
    const hupai::rules cpp = *hupai::preset("gb");
    std::vector<hupai_gb_score> out(n);
    std::vector<std::uint8_t> status(n);
    ASSERT_EQ(hupai_batch_score_gb(&r, n, in.b.counts.data(), nullptr, nullptr, in.c.data(), n,
                                   in.win_tiles.data(), out.data(), status.data()),
              HUPAI_OK);
    int ok = 0;
    for (std::size_t i = 0; i < n; ++i) {
        SCOPED_TRACE("row " + std::to_string(i));
        const auto s = hupai::score_gb(in.b.hands[i], in.cpp[i], cpp);
        if (!s) {
            EXPECT_EQ(status[i], code_of(s.err()));
            EXPECT_EQ(out[i].total, 0);
            continue;
        }
        ++ok;
        EXPECT_EQ(status[i], HUPAI_OK);
        EXPECT_EQ(out[i].total, s->total);
        EXPECT_EQ(out[i].total_won, s->total_won);
        EXPECT_EQ(out[i].qualifies, s->qualifies);
        ASSERT_EQ(out[i].fan_count, s->fan_kinds);
        for (std::size_t f = 0; f < s->fan_kinds; ++f) {
            EXPECT_EQ(out[i].fans[f].fan, static_cast<int>(s->fan_table[f].fan));
            EXPECT_EQ(out[i].fans[f].count, s->fan_table[f].count);
        }
    }
    EXPECT_GT(ok, static_cast<int>(n / 2));
}

/// Hands near a win: winning hands with one tile moved, so the search stays small.
rows near_wins(hupai::testing::rng_t& rng, std::size_t n) {
    rows b;
    for (std::size_t i = 0; i < n; ++i) {
        hand h = winning(rng);
        for (int moved = 0; moved < 1 + static_cast<int>(i % 2);) {
            const std::size_t from = below(rng, k), to = below(rng, k);
            if (h.counts[from] != 0 && h.counts[to] < 4 && from != to) {
                --h.counts[from];
                ++h.counts[to];
                ++moved;
            }
        }
        b.add(h);
    }
    return b;
}

TEST(CapiBatch, ExpectedValuesMatchBothLinks) {
    hupai::testing::rng_t rng(test_seed("CapiBatch.ExpectedValuesMatchBothLinks", 4242));
    const std::size_t n = std::max<std::size_t>(scaled(60), 8);  // a few rows even scaled down
    const rows b = near_wins(rng, n);
    const hupai_rules r = c_rules("riichi");
    const hupai::rules cpp = *hupai::preset("riichi");
    hupai_ev_situation sit;
    hupai_ev_situation_init(&sit);
    sit.dora_count = 1;
    sit.dora_indicators[0] = 27;
    hupai::ev_situation cpp_sit;
    cpp_sit.dora_count = 1;
    cpp_sit.dora_indicators[0] = {27, false};
    constexpr std::size_t w = HUPAI_EV_COLUMNS;
    for (const std::uint8_t links : {HUPAI_EV_LINKS_BOTH, HUPAI_EV_LINKS_MOVES}) {
        hupai_ev_options opt;
        hupai_ev_options_init(&opt);
        opt.t_max = 10;
        opt.links = links;
        opt.max_states = 200000;
        hupai::ev_options o;
        o.t_max = 10;
        o.max_states = 200000;
        o.links = links == HUPAI_EV_LINKS_MOVES ? hupai::ev_links::moves : hupai::ev_links::both;
        std::vector<double> win(n * w), score(n * w), tenpai(n * w);
        std::vector<std::int8_t> shanten(n * w);
        std::vector<std::uint64_t> states(n);
        std::vector<std::uint8_t> status(n);
        ASSERT_EQ(hupai_batch_ev(&r, n, b.counts.data(), nullptr, b.melds.data(), &sit, &opt,
                                 win.data(), score.data(), tenpai.data(), shanten.data(),
                                 states.data(), status.data()),
                  HUPAI_OK);
        int ok = 0;
        for (std::size_t i = 0; i < n; ++i) {
            SCOPED_TRACE("links " + std::to_string(links) + " row " + std::to_string(i));
            const auto want = hupai::expected_values(b.hands[i], cpp, cpp_sit, o);
            if (!want) {
                EXPECT_EQ(status[i], code_of(want.err()));
                EXPECT_TRUE(std::isnan(win[i * w]));
                continue;
            }
            ++ok;
            ASSERT_EQ(status[i], HUPAI_OK);
            EXPECT_EQ(states[i], want->states);
            std::array<bool, w> has{};
            for (const hupai::ev_row& row : want->rows) {
                const std::size_t c = row.discard.red ? k + row.discard.kind / 9 : row.discard.kind;
                has[c] = true;
                EXPECT_EQ(win[i * w + c], row.win_prob.front());
                EXPECT_EQ(score[i * w + c], row.exp_score.front());
                EXPECT_EQ(tenpai[i * w + c], row.tenpai_prob.front());
                EXPECT_EQ(shanten[i * w + c], row.shanten);
            }
            for (std::size_t c = 0; c < w; ++c) {
                if (!has[c]) {
                    EXPECT_TRUE(std::isnan(win[i * w + c]) && shanten[i * w + c] == 99);
                }
            }
        }
        EXPECT_GT(ok, static_cast<int>(n / 2));
    }
    // The links option reaches the search: on a hand where the variants differ, so do the rows.
    hupai_hand h{};
    ASSERT_EQ(hupai_parse_hand("222567m345p33667s", 17, HUPAI_NOTATION_MPSZ, &h, nullptr),
              HUPAI_OK);
    std::array<double, 2> six_sou{};
    for (const std::uint8_t links : {HUPAI_EV_LINKS_BOTH, HUPAI_EV_LINKS_MOVES}) {
        hupai_ev_options opt;
        hupai_ev_options_init(&opt);
        opt.links = links;
        opt.tegawari = 0;
        std::vector<double> win(w);
        std::uint8_t status = 0xEE;
        ASSERT_EQ(hupai_batch_ev(&r, 1, h.counts, nullptr, nullptr, &sit, &opt, win.data(), nullptr,
                                 nullptr, nullptr, nullptr, &status),
                  HUPAI_OK);
        ASSERT_EQ(status, HUPAI_OK);
        six_sou[links] = win[23];
        hupai::ev_options o;
        o.tegawari = false;
        o.links = links == HUPAI_EV_LINKS_MOVES ? hupai::ev_links::moves : hupai::ev_links::both;
        hupai::hand cpp_hand = *hupai::parse_hand("222567m345p33667s");
        const auto want = hupai::expected_values(cpp_hand, cpp, cpp_sit, o);
        ASSERT_TRUE(static_cast<bool>(want));
        for (const hupai::ev_row& row : want->rows) {
            if (row.discard.kind == 23) {
                EXPECT_EQ(win[23], row.win_prob.front());
            }
        }
    }
    EXPECT_NE(six_sou[0], six_sou[1]);
}

TEST(CapiBatch, BadInputsAreStatusesNotCrashes) {
    const hupai_rules r = c_rules("riichi");
    const hupai_rules gb = c_rules("gb");
    rows b;
    b.add(*hupai::parse_hand("123m456p789s1122z"));   // 0: 13 tiles, ready
    b.add(*hupai::parse_hand("123m456p789s11222z"));  // 1: 14 tiles, a win
    hand five = *hupai::parse_hand("123m456p789s1122z");
    five.counts[0] = 5;  // 2: a fifth 1m
    b.add(five);
    hand huge;
    huge.counts[3] = 200;  // 3: no hand at all
    b.add(huge);
    const std::size_t n = b.size();
    std::vector<hupai_meld> melds = b.melds;
    melds[1 * HUPAI_MAX_MELDS].kind = 9;  // row 1: a slot of no meld kind
    std::vector<hupai_meld> red = b.melds;
    red[1 * HUPAI_MAX_MELDS] = {static_cast<std::uint8_t>(HUPAI_MELD_PUNG | HUPAI_MELD_RED(1)),
                                {0, 0, 0}};  // a red five in a pung of 1m
    std::vector<std::uint8_t> improving(n * k), unseen(n * k), status(n);
    std::vector<std::int8_t> shanten(n * k);
    const std::uint8_t* c = b.counts.data();

    ASSERT_EQ(hupai_batch_improving(&r, n, c, nullptr, melds.data(), nullptr, 0, improving.data(),
                                    shanten.data(), nullptr, status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_OK);
    EXPECT_EQ(status[1], HUPAI_INVALID_MELD);
    EXPECT_EQ(status[2], HUPAI_TOO_MANY_COPIES);
    EXPECT_NE(status[3], HUPAI_OK);
    EXPECT_EQ(shanten[3], HUPAI_NO_SHANTEN);
    ASSERT_EQ(hupai_batch_discards(&r, n, c, nullptr, red.data(), nullptr, 0, shanten.data(),
                                   unseen.data(), status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_WRONG_HAND_SIZE);
    EXPECT_EQ(status[1], HUPAI_INVALID_MELD);
    EXPECT_EQ(shanten[1 * k + 0], HUPAI_NO_SHANTEN);
    // Seen tiles past 4 of a kind with the hand's: that row's too_many_copies.
    std::vector<std::uint8_t> seen(k, 0);
    seen[27] = 3;  // row 0 holds two 1z
    ASSERT_EQ(hupai_batch_improving(&r, 1, c, nullptr, nullptr, seen.data(), 0, improving.data(),
                                    nullptr, nullptr, status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_TOO_MANY_COPIES);
    seen[27] = 250;
    ASSERT_EQ(hupai_batch_discards(&r, 1, c + k, nullptr, nullptr, seen.data(), 0, shanten.data(),
                                   unseen.data(), status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_TOO_MANY_COPIES);

    // Arguments: NULL required pointers and strides or counts the header does not allow fail
    // the call; n = 0 asks nothing.
    EXPECT_EQ(hupai_batch_improving(nullptr, n, c, nullptr, nullptr, nullptr, 0, improving.data(),
                                    nullptr, nullptr, status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_improving(&r, n, nullptr, nullptr, nullptr, nullptr, 0, improving.data(),
                                    nullptr, nullptr, status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_improving(&r, n, c, nullptr, nullptr, nullptr, 0, nullptr, nullptr,
                                    nullptr, status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_improving(&r, n, c, nullptr, nullptr, seen.data(), 7, improving.data(),
                                    nullptr, nullptr, status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_discards(&r, n, c, nullptr, nullptr, nullptr, 0, shanten.data(), nullptr,
                                   status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_discards(&r, n, c, nullptr, nullptr, nullptr, 0, shanten.data(),
                                   unseen.data(), nullptr),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_discards(&r, 0, nullptr, nullptr, nullptr, nullptr, 0, nullptr, nullptr,
                                   nullptr),
              HUPAI_OK);

    // Scores: a situation without its winning tile, a winning kind past 33, a count of
    // situations that is neither 1 nor n, NULL situations or outputs.
    hupai_situation bare;
    hupai_situation_init(&bare);
    std::vector<hupai_riichi_score> scores(n);
    std::vector<hupai_gb_score> gb_scores(n);
    ASSERT_EQ(hupai_batch_score_riichi(&r, n, c, nullptr, nullptr, &bare, 1, nullptr, scores.data(),
                                       status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[1], HUPAI_INVALID_VALUE);  // asked before the hand is judged
    EXPECT_EQ(status[2], HUPAI_INVALID_VALUE);
    const std::uint8_t tiles[4] = {27, 40, 28, 28};
    ASSERT_EQ(hupai_batch_score_riichi(&r, n, c, nullptr, nullptr, &bare, 1, tiles, scores.data(),
                                       status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_WRONG_HAND_SIZE);
    EXPECT_EQ(status[1], HUPAI_INVALID_TILE);
    EXPECT_EQ(scores[1].total, 0);
    const std::uint8_t win_on_2z[1] = {28};
    ASSERT_EQ(hupai_batch_score_riichi(&r, 1, c + k, nullptr, nullptr, &bare, 1, win_on_2z,
                                       scores.data(), status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_OK);
    EXPECT_EQ(scores[0].no_yaku, 1);  // 123m456p789s11222z on a 2z ron: no yaku as dealer
    ASSERT_EQ(hupai_batch_score_gb(&gb, 1, c + k, nullptr, nullptr, &bare, 1, win_on_2z,
                                   gb_scores.data(), status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_OK);
    EXPECT_GT(gb_scores[0].total, 0);
    std::vector<std::uint8_t> one_joker = {1};
    ASSERT_EQ(hupai_batch_score_gb(&gb, 1, c, one_joker.data(), nullptr, &bare, 1, win_on_2z,
                                   gb_scores.data(), status.data()),
              HUPAI_OK);
    EXPECT_NE(status[0], HUPAI_OK);  // GB has no wildcards
    EXPECT_EQ(hupai_batch_score_riichi(&r, n, c, nullptr, nullptr, &bare, 2, tiles, scores.data(),
                                       status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(hupai_batch_score_riichi(&r, n, c, nullptr, nullptr, nullptr, 1, tiles, scores.data(),
                                       status.data()),
              HUPAI_INVALID_VALUE);
    EXPECT_EQ(
        hupai_batch_score_gb(&gb, n, c, nullptr, nullptr, &bare, 1, tiles, nullptr, status.data()),
        HUPAI_INVALID_VALUE);

    // Expected values: a 13-tile row, a joker, a bad links value, too small a state budget.
    hupai_ev_options opt;
    hupai_ev_options_init(&opt);
    std::vector<double> win(n * HUPAI_EV_COLUMNS);
    ASSERT_EQ(hupai_batch_ev(&r, 2, c, nullptr, nullptr, nullptr, &opt, win.data(), nullptr,
                             nullptr, nullptr, nullptr, status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_WRONG_HAND_SIZE);
    EXPECT_EQ(status[1], HUPAI_OK);
    EXPECT_TRUE(std::isnan(win[0]));
    const std::uint8_t jokers[2] = {1, 0};
    ASSERT_EQ(hupai_batch_ev(&r, 1, c, jokers, nullptr, nullptr, nullptr, win.data(), nullptr,
                             nullptr, nullptr, nullptr, status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_INVALID_VALUE);
    opt.links = 7;
    ASSERT_EQ(hupai_batch_ev(&r, 1, c + k, nullptr, nullptr, nullptr, &opt, win.data(), nullptr,
                             nullptr, nullptr, nullptr, status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_INVALID_VALUE);
    hupai_hand one{};
    std::memcpy(one.counts, c + k, k);
    hupai_ev_result single{};
    hupai_error e{};
    EXPECT_EQ(hupai_expected_values(&one, &r, nullptr, &opt, &single, &e), HUPAI_INVALID_VALUE);
    EXPECT_EQ(std::string(e.message).rfind("invalid_value: links", 0), 0U) << e.message;
    hupai_ev_options_init(&opt);
    opt.max_states = 1;
    ASSERT_EQ(hupai_batch_ev(&r, 1, c + k, nullptr, nullptr, nullptr, &opt, win.data(), nullptr,
                             nullptr, nullptr, nullptr, status.data()),
              HUPAI_OK);
    EXPECT_EQ(status[0], HUPAI_TOO_FAR);
    EXPECT_EQ(hupai_batch_ev(&r, 1, c + k, nullptr, nullptr, nullptr, nullptr, nullptr, nullptr,
                             nullptr, nullptr, nullptr, status.data()),
              HUPAI_INVALID_VALUE);
}

}  // namespace
