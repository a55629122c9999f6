// find_waits: wait.bin against its generator and against backtracking for every suit and honour
// vector (exhaustive), the table path against the brute-force waits of
// tests/reference/waits_reference.hpp on over a million random hands (differential), its
// validation shortcut against validate_hand, and hand-checked cases.
#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdio>
#include <vector>

#include "gen/wait_gen.hpp"
#include "hupai/hupai.hpp"
#include "reference/waits_reference.hpp"
#include "shanten_hands.hpp"
#include "tables/wait_table.hpp"
#include "test_support.hpp"
#include "validation_cases.hpp"

namespace {

using namespace hupai;
using hupai::testing::pick;

constexpr std::uint16_t shape_bit(wait_shape s) {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(s));
}

TEST(WaitTables, EmbeddedBlobIsTheGeneratorsOutput) {
    ASSERT_TRUE(detail::wait_tables_ok());
    const auto embedded = detail::wait_table_bytes();
    const auto built = gen::build_wait_table();
    ASSERT_EQ(embedded.size(), built.size());
    EXPECT_TRUE(std::equal(built.begin(), built.end(), embedded.begin()));
    // The budget of the task: the records stay few and the blob modest.
    EXPECT_LT(built.size(), std::size_t{2} << 20);
}

// The record a group of kinds [first, first + n) of u should have, by backtracking over the
// whole 34-kind array (the other kinds empty).
gen::wait_record brute_record(std::array<int, kinds> u, int first, int n) {
    gen::wait_record want;
    int tiles = 0;
    for (const int x : u) tiles += x;
    if (tiles > 13) return want;
    for (int p = 0; p < 2; ++p) {
        if (reference::splits(u, p)) want.complete |= static_cast<std::uint8_t>(1u << p);
    }
    for (int i = 0; i < n; ++i) {
        const int k = first + i;
        ++u[static_cast<std::size_t>(k)];
        for (int p = 0; p < 2; ++p) {
            if (!reference::splits(u, p)) continue;
            want.completes[p] |= static_cast<std::uint16_t>(1u << i);
            if (u[static_cast<std::size_t>(k)] <= 4) {
                want.shapes[p] |= std::uint64_t{reference::standard_shapes(u, k, p)}
                                  << (gen::wait_shape_bits * i);
            }
        }
        --u[static_cast<std::size_t>(k)];
    }
    return want;
}

// Every suited vector of at most 13 tiles in each of the three suits (so that each suit's
// ranking path is exercised), and every honour vector.
TEST(WaitTables, EveryVectorAgainstBacktracking) {
    std::uint64_t checked = 0, failures = 0;
    const auto check = [&](const std::array<std::uint8_t, kinds>& counts, int group) {
        const detail::count_words w = detail::load_words(counts.data());
        const std::uint32_t entry =
            group < 3 ? detail::suited_wait_entry(w, group) : detail::honour_wait_entry(w);
        const gen::wait_record got = detail::wait_record_of(entry);
        EXPECT_EQ(detail::wait_entry_complete(entry), got.complete);
        std::array<int, kinds> u{};
        for (int k = 0; k < kinds; ++k) u[static_cast<std::size_t>(k)] = counts[k];
        const gen::wait_record want = brute_record(u, 9 * group, group < 3 ? 9 : 7);
        ++checked;
        if (!(got == want) && ++failures <= 10) {
            std::string text;
            for (const auto c : counts) text += static_cast<char>('0' + c);
            ADD_FAILURE() << "group " << group << " counts " << text << ": completes "
                          << got.completes[0] << "/" << got.completes[1] << " vs "
                          << want.completes[0] << "/" << want.completes[1];
        }
    };
    std::array<std::uint8_t, kinds> counts{};
    for (std::uint32_t i = 0; i < 1953125; ++i) {  // 5^9 suited vectors
        int tiles = 0;
        std::uint8_t v[9];
        for (std::uint32_t k = 0, x = i; k < 9; ++k, x /= 5) {
            tiles += v[k] = static_cast<std::uint8_t>(x % 5);
        }
        if (tiles > 13) continue;
        const int suit = static_cast<int>(i % 3);
        counts.fill(0);
        std::copy_n(v, 9, counts.begin() + 9 * suit);
        check(counts, suit);
    }
    for (std::uint32_t i = 0; i < gen::honour_vectors; ++i) {
        counts.fill(0);
        for (std::uint32_t k = 0, x = i; k < 7; ++k, x /= 5) {
            counts[suited_kinds + k] = static_cast<std::uint8_t>(x % 5);
        }
        check(counts, 3);
    }
    EXPECT_EQ(failures, 0u);
    std::printf("%llu vectors\n", static_cast<unsigned long long>(checked));
}

// The rule sets of the table path: riichi, chinese and sichuan, some with a flag changed.
// Sichuan and declared melds are a smaller share: their shanten takes the engine's exact path,
// which would dominate the run.
rules plain_rules(hupai::testing::shanten_rng& g) {
    static constexpr std::string_view names[] = {"riichi", "chinese", "riichi", "chinese",
                                                 "sichuan"};
    rules r = *preset(names[pick(g, 0, 4)]);
    switch (pick(g, 0, 15)) {
        case 0:
            r.seven_pairs_quads = !r.seven_pairs_quads;
            break;
        case 1:
            r.karaten = !r.karaten;
            break;
        case 2:
            r.standard = false;
            break;
        case 3:
            r.max_suits = pick(g, 1, 2);
            break;
        default:
            break;
    }
    return r;
}

// A random 3n+1 hand for the table path: plain draws, near-ready hands, declared melds, and a
// kind raised to 4 copies (karaten).
bool plain_hand_for(hupai::testing::shanten_rng& g, const rules& r, hand& h) {
    hupai::testing::hand_shape s;
    s.concealed = pick(g, 0, 4) == 0 ? 3 * pick(g, 0, 3) + 1 : 13;
    s.melds = pick(g, 0, 7) == 0 ? pick(g, 1, 3) : 0;
    s.near = pick(g, 0, 3) != 0;
    if (!hupai::testing::make_hand(g, r, s, h)) return false;
    if (pick(g, 0, 3) == 0) {
        const int k = pick(g, 0, r.honours ? kinds - 1 : suited_kinds - 1);
        hand x = h;
        int excess = 4 - x.counts[static_cast<std::size_t>(k)];
        x.counts[static_cast<std::size_t>(k)] = 4;
        for (int t = pick(g, 0, kinds - 1), n = 0; excess > 0 && n < kinds; ++n, ++t) {
            auto& c = x.counts[static_cast<std::size_t>(t % kinds)];
            if (t % kinds != k && c > 0) --c, --excess;
        }
        if (excess == 0 && validate_hand(x, r, purpose::wait)) h = x;
    }
    return static_cast<bool>(validate_hand(h, r, purpose::wait));
}

TEST(WaitsDifferential, TablePathAgainstBruteForce) {
    const auto seed = hupai::testing::test_seed("WaitsDifferential.TablePath", 2002);
    hupai::testing::shanten_rng g(seed);
    std::uint64_t hands = 0, ready = 0, karaten = 0, failures = 0;
    const std::uint64_t n = hupai::testing::scaled(1000000);
    while (hands < n && failures < 20) {
        const rules r = plain_rules(g);
        hand h;
        if (!plain_hand_for(g, r, h)) continue;
        ++hands;
        const auto got = find_waits(h, r);
        const auto want = reference::plain_waits(h, r);
        ready += want.waits != 0;
        karaten += want.karaten != 0;
        // Without wildcards a hand is ready exactly when something waits; else its shanten is
        // the engine's for the same target. find_waits works it out itself for hands without
        // melds under max_suits 3, so those are all checked; the others (the engine's own, on
        // its exact path, which would dominate the run) on a sample.
        const bool own_shanten = h.meld_count == 0 && r.max_suits >= 3;
        const bool shanten_ok = got && (got->shanten == 0) == (want.waits != 0) &&
                                (want.waits != 0 || (!own_shanten && hands % 8 != 0) ||
                                 got->shanten == compute_shanten(h, r)->overall);
        if (shanten_ok && got->waits == want.waits && got->karaten == want.karaten &&
            got->shapes == want.shapes && !got->fei && !got->zhifei) {
            continue;
        }
        ++failures;
        ADD_FAILURE() << r.preset << " quads=" << r.seven_pairs_quads << " karaten=" << r.karaten
                      << " standard=" << r.standard << " max_suits=" << r.max_suits << " "
                      << format_hand(h) << ": waits " << std::hex << (got ? got->waits : 0)
                      << " vs " << want.waits << ", karaten " << (got ? got->karaten : 0) << " vs "
                      << want.karaten << std::dec << ", shanten " << (got ? got->shanten : -9);
    }
    EXPECT_EQ(failures, 0u);
    EXPECT_GT(ready, hands / 10);
    EXPECT_GT(karaten, 0u);
    std::printf("%llu hands, %llu ready, %llu with karaten\n",
                static_cast<unsigned long long>(hands), static_cast<unsigned long long>(ready),
                static_cast<unsigned long long>(karaten));
}

// find_waits validates through a shortcut for the commonest hands: the same verdict, error and
// message as validate_hand on hands near the shortcut's edges (validation_cases.hpp).
TEST(Waits, ValidationAgreesWithValidateHand) {
    hupai::testing::expect_validation_agrees(
        "Waits.Validation", 77, purpose::wait,
        [](const hand& h, const rules& r) { return find_waits(h, r); },
        [](const hupai::testing::validation_case&, const waits_result&) {});
}

// Under kongs_in_hand a waiting hand holds at most 17 tiles: 13 and four in-hand kongs. 18 tiles
// would wait for a 19th, a fifth kong; such a hand (seven natural tiles and eleven jokers, found
// by the analysis fuzzer) once reached the shanten engine with five kongs and read past its
// frontier. It is a wrong_hand_size error, and 17 tiles are still answered.
TEST(Waits, KongsInHandWaitAtSeventeenTilesAtMost) {
    const rules r = *preset("mediatek");
    const auto eighteen = parse_hand("1123m346p???????????", notation::mpsz);
    ASSERT_TRUE(eighteen);
    const auto too_many = find_waits(*eighteen, r);
    ASSERT_FALSE(too_many.ok());
    EXPECT_EQ(too_many.err().code, errc::wrong_hand_size);
    EXPECT_EQ(validate_hand(*eighteen, r, purpose::wait).err().code, errc::wrong_hand_size);
    const auto seventeen = parse_hand("11114444m22225p3333s", notation::mpsz);
    ASSERT_TRUE(seventeen);
    const auto answered = find_waits(*seventeen, r);
    ASSERT_TRUE(answered.ok());
    EXPECT_EQ(answered->waits, bit(*parse_tile("5p")));
}

struct case_ {
    std::string_view preset, hand;
    std::vector<std::pair<std::string_view, std::uint16_t>> waits;  // kind, shapes
    std::string_view karaten = "";
    int shanten = 0;
};

TEST(Waits, HandChecked) {
    const auto two = shape_bit(wait_shape::two_sided), closed = shape_bit(wait_shape::closed),
               edge = shape_bit(wait_shape::edge), single = shape_bit(wait_shape::single),
               pung = shape_bit(wait_shape::dual_pung), pairs = shape_bit(wait_shape::seven_pairs),
               orphans = shape_bit(wait_shape::thirteen_orphans);
    // The one kind of a one-tile text.
    const auto kind_of = [](std::string_view text) {
        const auto one = parse_hand(text);
        int k = 0;
        while (one->counts[static_cast<std::size_t>(k)] == 0) ++k;
        return static_cast<tile>(k);
    };
    const std::vector<case_> cases = {
        {"riichi", "23m456p789s11122z", {{"1m", two}, {"4m", two}}},
        {"riichi", "13m456p789s11122z", {{"2m", closed}}},
        {"riichi", "12m456p789s11122z", {{"3m", edge}}},
        {"riichi", "123m456p789s1122z", {{"1z", pung}, {"2z", pung}}},
        {"riichi", "123m456p789s1112z", {{"2z", single}}},
        {"riichi",
         "1122334455667m",
         {{"1m", single | two}, {"4m", single | two}, {"7m", single | two | pairs}}},
        {"riichi",
         "19m19p19s1234567z",
         {{"1m", orphans},
          {"9m", orphans},
          {"1p", orphans},
          {"9p", orphans},
          {"1s", orphans},
          {"9s", orphans},
          {"1z", orphans},
          {"2z", orphans},
          {"3z", orphans},
          {"4z", orphans},
          {"5z", orphans},
          {"6z", orphans},
          {"7z", orphans}}},
        // All four 1m held: a wait in name only.
        {"riichi", "1111m234p567s789s", {}, "1m", 1},
        {"chinese", "1111m234p567s789s", {}, "", 1},
        // Sichuan: a third suit cannot complete the hand.
        {"sichuan", "1m123456789p", {{"1m", single}}},
    };
    for (const case_& c : cases) {
        const rules r = *preset(c.preset);
        const auto h = parse_hand(c.hand);
        ASSERT_TRUE(h) << c.hand;
        const auto w = find_waits(*h, r);
        ASSERT_TRUE(w) << c.hand;
        tile_mask want = 0;
        std::array<std::uint16_t, kinds> shapes{};
        for (const auto& [kind, s] : c.waits) {
            want |= bit(kind_of(kind));
            shapes[kind_of(kind)] = s;
        }
        const tile_mask karaten = c.karaten.empty() ? 0 : bit(kind_of(c.karaten));
        EXPECT_EQ(w->waits, want) << c.preset << " " << c.hand;
        EXPECT_EQ(w->shapes, shapes) << c.preset << " " << c.hand;
        EXPECT_EQ(w->karaten, karaten) << c.preset << " " << c.hand;
        EXPECT_EQ(w->shanten, c.shanten) << c.preset << " " << c.hand;
    }
}

// Ruijin with a flower as the 宝 and no flower held has no wildcard in play, yet thirteen_lan
// waits on number tiles 3 or more from every held tile of their suit: such kinds were never
// tried (147m258p36s12345z missed 9s while check_win says 147m258p369s12345z wins). Every
// thirteen_lan win of 14 natural tiles, less each of its tiles, waits on that tile.
TEST(Waits, RuijinFlowerBaoThirteenLanWaitsOnFarNumbers) {
    rules r = *preset("ruijin");
    ASSERT_TRUE(set_wild(r, "1f"));
    // The suit patterns with every two tiles 3 or more apart (0-based numbers as bits).
    std::vector<unsigned> patterns;
    for (unsigned m = 0; m < 512; ++m) {
        int last = -9;
        bool ok = true;
        for (int n = 0; n < 9 && ok; ++n) {
            if (!(m >> n & 1u)) continue;
            ok = n - last >= 3;
            last = n;
        }
        if (ok) patterns.push_back(m);
    }
    int hands = 0;
    for (const unsigned a : patterns)
        for (const unsigned b : patterns)
            for (const unsigned c : patterns) {
                const int suited = std::popcount(a) + std::popcount(b) + std::popcount(c);
                if (suited < 7 || suited > 9) continue;
                hand h;
                const unsigned suits[3] = {a, b, c};
                for (int s = 0; s < 3; ++s)
                    for (int n = 0; n < 9; ++n)
                        h.counts[static_cast<std::size_t>(9 * s + n)] =
                            static_cast<std::uint8_t>(suits[s] >> n & 1u);
                for (int z = 0; z < 14 - suited; ++z)
                    h.counts[static_cast<std::size_t>(27 + z)] = 1;
                const auto win = check_win(h, r);
                ASSERT_TRUE(win);
                ASSERT_TRUE(win->forms & form_bit(form::thirteen_lan)) << format_hand(h);
                for (int k = 0; k < kinds; ++k) {
                    if (h.counts[static_cast<std::size_t>(k)] == 0) continue;
                    hand less = h;
                    --less.counts[static_cast<std::size_t>(k)];
                    const auto w = find_waits(less, r);
                    ASSERT_TRUE(w);
                    EXPECT_TRUE(w->waits & bit(static_cast<tile>(k)))
                        << format_hand(less) << " waits on " << format_tile(static_cast<tile>(k));
                    ++hands;
                }
            }
    EXPECT_GT(hands, 1000);
    const auto far = find_waits(*parse_hand("147m258p36s12345z"), r);
    ASSERT_TRUE(far);
    EXPECT_EQ(far->waits, bit(*parse_tile("9s")) | bit(*parse_tile("6z")) | bit(*parse_tile("7z")));
}

}  // namespace
