// Every per-suit entry of win.bin against the brute-force reference: all 5^9 suited and 5^7
// honour vectors (honour chows off and on) with and without the pair, then every vector of at
// most 14 tiles with 0–8 wildcards, by backtracking and by substitution; and the split that
// answers counts above 4.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "gen/win_gen.hpp"
#include "reference/win_reference.hpp"
#include "tables/win_table.hpp"
#include "test_support.hpp"

namespace {

using namespace hupai;
using gen::suit_shape;

struct shape_case {
    suit_shape shape;
    int first;  ///< the kind of its first count in a hand
    bool honour_chows;
    const char* name;
};

constexpr std::array<shape_case, 3> shapes = {{
    {suit_shape::suited, 0, false, "suited"},
    {suit_shape::honours, 27, false, "honours"},
    {suit_shape::honours_with_chows, 27, true, "honours with chows"},
}};

/// Every vector at scale 1; every n-th under HUPAI_TEST_SCALE = 1/n (the sanitizer run), so
/// that the brute-force parts stay affordable there.
std::uint32_t stride() { return static_cast<std::uint32_t>(1000 / hupai::testing::scaled(1000)); }

std::uint32_t vector_count(const shape_case& s) {
    return s.shape == suit_shape::suited ? 1953125u : gen::honour_vectors;
}

/// The counts of the shape's kinds of c, as the tables' scalar look-ups take them.
std::array<std::uint8_t, 9> shape_counts(const shape_case& s, const std::array<int, kinds>& c) {
    std::array<std::uint8_t, 9> v{};
    for (int k = 0; k < gen::shape_kinds(s.shape); ++k) {
        v[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(c[static_cast<std::size_t>(s.first + k)]);
    }
    return v;
}

/// The table's entry for the vector held at the shape's kinds of c.
detail::need_entry entry_of(const shape_case& s, const std::array<int, kinds>& c) {
    const std::array<std::uint8_t, 9> v = shape_counts(s, c);
    return s.shape == suit_shape::suited ? detail::suited_entry(v.data())
                                         : detail::honour_entry(v.data(), s.honour_chows);
}

/// The counts of base-5 vector `index` placed at the shape's kinds of a whole hand.
std::array<int, kinds> hand_counts(const shape_case& s, std::uint32_t index, int* total) {
    std::array<int, kinds> c{};
    *total = 0;
    for (int k = 0; k < gen::shape_kinds(s.shape); ++k) {
        c[static_cast<std::size_t>(s.first + k)] = static_cast<int>(index % 5);
        *total += static_cast<int>(index % 5);
        index /= 5;
    }
    return c;
}

/// Calls f(c, total) for every vector of the shape that a hand can hold (at most 14 tiles), c its
/// counts placed at the shape's kinds of a hand.
template <class F>
void for_each_hand_vector(const shape_case& s, F&& f) {
    for (std::uint32_t i = 0; i < vector_count(s); ++i) {
        int total = 0;
        const auto c = hand_counts(s, i, &total);
        if (total <= gen::max_suit_tiles) f(c, total);
    }
}

tile_mask shape_kinds_mask(const shape_case& s) {
    return ((tile_mask{1} << gen::shape_kinds(s.shape)) - 1) << s.first;
}

std::string describe(const shape_case& s, const std::array<int, kinds>& c, int w, bool pair) {
    std::string out = std::string(s.name) + " counts ";
    for (int k = 0; k < gen::shape_kinds(s.shape); ++k) {
        out += std::to_string(c[static_cast<std::size_t>(s.first + k)]);
    }
    return out + " wildcards " + std::to_string(w) + (pair ? " with pair" : " without pair");
}

class timer {
public:
    explicit timer(const char* what) : what_(what) {}
    ~timer() {
        const auto s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_);
        std::printf("[time] %s: %.1f s\n", what_, s.count());
    }

private:
    const char* what_;
    std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

TEST(win_tables, embedded_blob_is_what_the_generator_builds) {
    ASSERT_TRUE(detail::win_tables_ok());
    const auto built = gen::build_win_table();
    const auto embedded = detail::win_table_bytes();
    ASSERT_EQ(built.size(), embedded.size());
    EXPECT_TRUE(std::equal(built.begin(), built.end(), embedded.begin()));
}

TEST(win_tables, every_vector_without_wildcards) {
    timer t("every vector without wildcards");
    for (const shape_case& s : shapes) {
        std::uint64_t complete = 0;
        for (std::uint32_t i = 0; i < vector_count(s); ++i) {
            int total = 0;
            const auto c = hand_counts(s, i, &total);
            const detail::need_entry e = entry_of(s, c);
            if (s.shape == suit_shape::suited && total > gen::max_suit_tiles) {
                // No hand holds a suit of more than 14 tiles: outside the compact table.
                ASSERT_EQ(e, gen::need_impossible);
                continue;
            }
            for (const bool pair : {false, true}) {
                const int need = pair ? detail::need_with_pair(e) : detail::need_without_pair(e);
                const bool ref = reference::melds_complete(c, 0, pair, s.honour_chows);
                ASSERT_EQ(need == 0, ref) << describe(s, c, 0, pair);
                complete += ref;
            }
        }
        std::printf("%s: %llu complete (vector, pair) of %u vectors\n", s.name,
                    static_cast<unsigned long long>(complete), vector_count(s));
    }
}

TEST(win_tables, hand_checked_entries) {
    // (need without the pair, with it): the empty suit needs a pair of wildcards; a lone tile 2
    // (a pung) or 1 (a pair); a pair 1 or 0; a pung 0 or 2; three in a row 0 or 2 — but three
    // different honours without honour chows need 2 each, one fewer with the pair.
    const auto needs = [](const shape_case& s, std::array<int, 3> first) {
        std::array<int, kinds> c{};
        for (int k = 0; k < 3; ++k)
            c[static_cast<std::size_t>(s.first + k)] = first[static_cast<std::size_t>(k)];
        const auto e = entry_of(s, c);
        return std::pair{detail::need_without_pair(e), detail::need_with_pair(e)};
    };
    for (const shape_case& s : shapes) {
        EXPECT_EQ(needs(s, {0, 0, 0}), std::pair(0, 2)) << s.name;
        EXPECT_EQ(needs(s, {1, 0, 0}), std::pair(2, 1)) << s.name;
        EXPECT_EQ(needs(s, {2, 0, 0}), std::pair(1, 0)) << s.name;
        EXPECT_EQ(needs(s, {3, 0, 0}), std::pair(0, 2)) << s.name;
        EXPECT_EQ(needs(s, {4, 0, 0}), std::pair(2, 1)) << s.name;
        EXPECT_EQ(needs(s, {1, 1, 1}),
                  s.shape == suit_shape::honours ? std::pair(6, 5) : std::pair(0, 2))
            << s.name;
    }
}

/// The label of the vector held at the shape's kinds of c.
std::uint8_t label_of(const shape_case& s, const std::array<int, kinds>& c) {
    const std::array<std::uint8_t, 9> v = shape_counts(s, c);
    return s.shape == suit_shape::suited
               ? detail::suited_label_at(gen::suited_index(v.data()))
               : detail::honour_label_at(gen::honour_index(v.data()), s.honour_chows);
}

/// Every label against the definitions of its flags: complete (by backtracking: as melds when
/// the tiles are ≡ 0 modulo 3, as melds and the pair when ≡ 2), the pair with it, every count
/// even, terminals and honours only at most twice each; and the need entry it stands for.
TEST(win_tables, every_label_says_what_its_vector_is) {
    timer t("every label");
    std::uint64_t complete = 0;
    for (const shape_case& s : shapes) {
        for_each_hand_vector(s, [&](const std::array<int, kinds>& c, int total) {
            const std::uint8_t label = label_of(s, c);
            const bool is_complete =
                total % 3 != 1 && reference::melds_complete(c, 0, total % 3 == 2, s.honour_chows);
            ASSERT_EQ((label & gen::label_complete) != 0, is_complete) << describe(s, c, 0, false);
            if (is_complete) {
                ASSERT_EQ((label & gen::label_pair) != 0, total % 3 == 2)
                    << describe(s, c, 0, false);
            }
            bool even = true;
            bool orphans = true;
            for (int k = 0; k < gen::shape_kinds(s.shape); ++k) {
                const int n = c[static_cast<std::size_t>(s.first + k)];
                even = even && n % 2 == 0;
                const bool middle = s.shape == suit_shape::suited && k >= 1 && k <= 7;
                orphans = orphans && n <= 2 && (n == 0 || !middle);
            }
            ASSERT_EQ((label & gen::label_even) != 0, even) << describe(s, c, 0, false);
            ASSERT_EQ((label & gen::label_orphans) != 0, orphans) << describe(s, c, 0, false);
            const std::array<std::uint8_t, 9> v = shape_counts(s, c);
            const auto exact = gen::exact_suit_needs(v.data(), s.shape);
            ASSERT_EQ(detail::entry_of_label(label),
                      gen::pack_needs(exact.without_pair, exact.with_pair))
                << describe(s, c, 0, false);
            complete += is_complete;
        });
    }
    EXPECT_GT(complete, 10000u);
}

/// The labels a hand's groups can have, each once.
std::vector<std::uint8_t> labels_in_use() {
    std::array<bool, 256> seen{};
    for (const shape_case& s : shapes) {
        for_each_hand_vector(
            s, [&](const std::array<int, kinds>& c, int) { seen[label_of(s, c)] = true; });
    }
    std::vector<std::uint8_t> out;
    for (int l = 0; l < 256; ++l) {
        if (seen[static_cast<std::size_t>(l)]) out.push_back(static_cast<std::uint8_t>(l));
    }
    return out;
}

/// The tiles of a group modulo 3, from its need entry: the need without the pair is ≡ −tiles.
int residue(std::uint8_t label) {
    return (3 - detail::need_without_pair(detail::entry_of_label(label)) % 3) % 3;
}

/// For every four labels in use whose groups add up to 3n+2 tiles, the common flags decide the
/// standard form as the need entries do: standard_without_wildcards against wildcards_needed.
TEST(win_tables, common_label_flags_decide_the_standard_form) {
    const std::vector<std::uint8_t> labels = labels_in_use();
    ASSERT_GT(labels.size(), 30u);
    std::uint64_t checked = 0;
    std::uint64_t wins = 0;
    for (const auto a : labels) {
        for (const auto b : labels) {
            for (const auto c : labels) {
                for (const auto d : labels) {
                    if ((residue(a) + residue(b) + residue(c) + residue(d)) % 3 != 2) continue;
                    const detail::hand_labels l{{a, b, c, d}};
                    const detail::hand_needs n{
                        {detail::entry_of_label(a), detail::entry_of_label(b),
                         detail::entry_of_label(c), detail::entry_of_label(d)}};
                    const bool expected = detail::wildcards_needed(n, true) == 0;
                    ASSERT_EQ(detail::standard_without_wildcards(l.common()), expected)
                        << int{a} << " " << int{b} << " " << int{c} << " " << int{d};
                    ++checked;
                    wins += expected;
                }
            }
        }
    }
    std::printf("%llu combinations of four labels, %llu win\n",
                static_cast<unsigned long long>(checked), static_cast<unsigned long long>(wins));
    EXPECT_GT(wins, 0u);
}

TEST(win_tables, swar_indices_match_the_scalar_ones) {
    // Every vector at every place of a hand: m, p and s (their 9s sit apart in the words), and
    // the honours; by one group's look-up and by the whole hand's.
    for (const shape_case& s : shapes) {
        for (std::uint32_t i = 0; i < vector_count(s); ++i) {
            int total = 0;
            const auto c = hand_counts(s, i, &total);
            if (total > gen::max_suit_tiles) continue;
            const detail::need_entry expected = entry_of(s, c);
            if (s.shape == suit_shape::suited) {
                for (int suit = 0; suit < 3; ++suit) {
                    std::array<std::uint8_t, kinds> counts{};
                    for (int k = 0; k < 9; ++k)
                        counts[static_cast<std::size_t>(9 * suit + k)] =
                            static_cast<std::uint8_t>(c[static_cast<std::size_t>(k)]);
                    const auto words = detail::load_words(counts.data());
                    ASSERT_EQ(detail::suited_need(words, suit), expected)
                        << describe(s, c, 0, false) << " in suit " << suit;
                    // The whole hand's look-up (SIMD multiply-adds when built for x86-64-v2).
                    ASSERT_EQ(detail::needs_of<false>(words, nullptr, false).suit[suit], expected)
                        << describe(s, c, 0, false) << " in suit " << suit;
                    ASSERT_EQ(detail::labels_of(words, false).group[suit], label_of(s, c))
                        << describe(s, c, 0, false) << " in suit " << suit;
                }
            } else {
                std::array<std::uint8_t, kinds> counts{};
                for (int k = 0; k < 7; ++k)
                    counts[static_cast<std::size_t>(27 + k)] =
                        static_cast<std::uint8_t>(c[static_cast<std::size_t>(27 + k)]);
                const auto words = detail::load_words(counts.data());
                ASSERT_EQ(detail::honour_need(words, s.honour_chows), expected)
                    << describe(s, c, 0, false);
                ASSERT_EQ(detail::needs_of<false>(words, nullptr, s.honour_chows).suit[3], expected)
                    << describe(s, c, 0, false);
                ASSERT_EQ(detail::labels_of(words, s.honour_chows).group[3], label_of(s, c))
                    << describe(s, c, 0, false);
            }
        }
    }
}

TEST(win_tables, saturation_is_safe_and_the_pair_extra_fits) {
    for (const shape_case& s : shapes) {
        for (std::uint32_t i = 0; i < vector_count(s); ++i) {
            int total = 0;
            const auto c = hand_counts(s, i, &total);
            if (s.shape == suit_shape::suited && total > gen::max_suit_tiles) continue;
            const std::array<std::uint8_t, 9> v = shape_counts(s, c);
            const auto exact = gen::exact_suit_needs(v.data(), s.shape);
            const detail::need_entry e = entry_of(s, c);
            ASSERT_EQ(detail::need_without_pair(e), std::min<int>(exact.without_pair, 15));
            ASSERT_EQ(detail::need_with_pair(e), std::min<int>(exact.with_pair, 15));
            // The one-hot pair extra holds −1 … 2 (see gen::pack_needs).
            ASSERT_LE(exact.with_pair, exact.without_pair + 2);
            ASSERT_LE(exact.without_pair, exact.with_pair + 1);
            // At most 2 per tile (plus 2 for the pair), so a suit needs 15 only with 7 tiles or
            // more, and then its hand has at most 7 wildcards: a saturated need exceeds them.
            ASSERT_LE(exact.without_pair, 2 * total);
            ASSERT_LE(exact.with_pair, 2 * total + 2);
            ASSERT_EQ(exact.without_pair % 3, (3 - total % 3) % 3);
            ASSERT_EQ(exact.with_pair % 3, ((2 - total) % 3 + 3) % 3);
        }
    }
}

/// wildcards_needed adds the entries of four suits (additive_needs); for every four valid
/// entries it must equal the definition: the needs without the pair summed, plus the cheapest
/// pair extra among the suits.
TEST(win_tables, combined_need_is_the_cheapest_pair_placement) {
    std::vector<detail::need_entry> entries;
    for (int without = 0; without <= gen::need_saturated; ++without) {
        for (int extra = -1; extra <= 2; ++extra) {
            entries.push_back(gen::pack_needs(without, without + extra));
        }
    }
    std::uint64_t checked = 0;
    for (const auto a : entries) {
        for (const auto b : entries) {
            for (const auto c : entries) {
                for (const auto d : entries) {
                    const detail::hand_needs n{{a, b, c, d}};
                    const int without = detail::need_without_pair(a) +
                                        detail::need_without_pair(b) +
                                        detail::need_without_pair(c) + detail::need_without_pair(d);
                    const int extra = std::min({detail::pair_extra(a), detail::pair_extra(b),
                                                detail::pair_extra(c), detail::pair_extra(d)});
                    ASSERT_EQ(detail::wildcards_needed(n, false), without);
                    ASSERT_EQ(detail::wildcards_needed(n, true), without + extra);
                    ++checked;
                }
            }
        }
    }
    EXPECT_EQ(checked, 64ull * 64 * 64 * 64);
}

/// For every vector of at most 14 tiles and every wildcard count 0–8 that keeps it within 14:
/// the table's answer (need ≤ wildcards) against backtracking and, when `substitution`, against
/// every assignment of the wildcards to the shape's kinds.
void check_with_wildcards(const shape_case& s, bool substitution) {
    std::uint64_t checked = 0;
    for (std::uint32_t i = 0; i < vector_count(s); i += stride()) {
        int total = 0;
        const auto c = hand_counts(s, i, &total);
        if (total > 14) continue;
        const detail::need_entry e = entry_of(s, c);
        for (const bool pair : {false, true}) {
            const int need = pair ? detail::need_with_pair(e) : detail::need_without_pair(e);
            for (int w = 0; w <= 8 && total + w <= 14; ++w) {
                if ((total + w) % 3 != (pair ? 2 : 0)) continue;  // no meld count fits
                const bool fast = need <= w;
                if (substitution) {
                    ASSERT_EQ(fast, reference::melds_complete_by_substitution(
                                        c, w, pair, s.honour_chows, shape_kinds_mask(s)))
                        << describe(s, c, w, pair);
                } else {
                    ASSERT_EQ(fast, reference::melds_complete(c, w, pair, s.honour_chows))
                        << describe(s, c, w, pair);
                }
                ++checked;
            }
        }
    }
    std::printf("%s: %llu (vector, wildcards, pair) cases\n", s.name,
                static_cast<unsigned long long>(checked));
}

TEST(win_tables, wildcards_by_backtracking) {
    timer t("wildcards by backtracking");
    for (const shape_case& s : shapes) check_with_wildcards(s, false);
}

TEST(win_tables, wildcards_by_substitution) {
    timer t("wildcards by substitution");
    for (const shape_case& s : shapes) check_with_wildcards(s, true);
}

TEST(win_tables, counts_above_four) {
    // Ruijin flowers stand for the 宝's kind: one kind may hold 5–14 natural tiles. Every such
    // vector of at most 14 tiles, with every wildcard count that keeps it within 14.
    timer t("counts above four");
    std::uint64_t checked = 0;
    for (const shape_case& s : shapes) {
        const int n = gen::shape_kinds(s.shape);
        for (int x = 0; x < n; ++x) {
            for (int big = 5; big <= 14; ++big) {
                for (std::uint32_t i = 0; i < vector_count(s); i += stride()) {
                    int total = 0;
                    auto c = hand_counts(s, i, &total);
                    if (c[static_cast<std::size_t>(s.first + x)] != 0) continue;
                    if (total + big > 14) continue;
                    c[static_cast<std::size_t>(s.first + x)] = big;
                    total += big;
                    const std::array<std::uint8_t, 9> v = shape_counts(s, c);
                    const detail::need_entry e = detail::needs_with_large_counts(v.data(), s.shape);
                    // The words route of a whole hand takes the same answer.
                    std::array<std::uint8_t, kinds> hand_counts_8{};
                    for (int k = 0; k < n; ++k)
                        hand_counts_8[static_cast<std::size_t>(s.first + k)] =
                            v[static_cast<std::size_t>(k)];
                    const auto words = detail::load_words(hand_counts_8.data());
                    ASSERT_TRUE(detail::any_large(words));
                    const auto all =
                        detail::needs_of<true>(words, hand_counts_8.data(), s.honour_chows);
                    ASSERT_EQ(all.suit[s.shape == suit_shape::suited ? 0 : 3], e);
                    for (const bool pair : {false, true}) {
                        const int need =
                            pair ? detail::need_with_pair(e) : detail::need_without_pair(e);
                        for (int w = 0; total + w <= 14; ++w) {
                            if ((total + w) % 3 != (pair ? 2 : 0)) continue;
                            ASSERT_EQ(need <= w,
                                      reference::melds_complete(c, w, pair, s.honour_chows))
                                << describe(s, c, w, pair);
                            ++checked;
                        }
                    }
                }
            }
        }
    }
    std::printf("%llu cases with a count above 4\n", static_cast<unsigned long long>(checked));
}

TEST(win_tables, lan_capacities) {
    // Hand-checked: {} holds 3 (1-4-7), {2,7} cannot grow, {2,8} takes 5, {1,3} is invalid.
    EXPECT_EQ(detail::lan_capacity(0), 3);
    EXPECT_EQ(detail::lan_capacity(0b001000010), 2);
    EXPECT_EQ(detail::lan_capacity(0b010000010), 3);
    EXPECT_EQ(detail::lan_capacity(0b000000101), gen::lan_invalid);
    EXPECT_EQ(detail::lan_capacity(0b100100100), 3);
    for (unsigned m = 0; m < 512; ++m) {
        // The brute force: the largest valid superset.
        const auto valid = [](unsigned x) {
            for (int a = 0; a < 9; ++a) {
                for (int b = a + 1; b < 9 && b < a + 3; ++b) {
                    if ((x >> a & 1u) && (x >> b & 1u)) return false;
                }
            }
            return true;
        };
        int best = -1;
        for (unsigned super = 0; super < 512; ++super) {
            if ((super & m) == m && valid(super)) best = std::max(best, std::popcount(super));
        }
        EXPECT_EQ(detail::lan_capacity(m), valid(m) ? best : gen::lan_invalid) << m;
    }
}

}  // namespace
