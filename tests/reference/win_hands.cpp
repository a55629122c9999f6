// Random and near-winning hands (see win_hands.hpp).
#include "reference/win_hands.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <vector>

namespace hupai::reference {

namespace {

constexpr tile_mask flower_mask = ((tile_mask{1} << flower_kinds) - 1) << kinds;

int kind_count(const rules& r) { return r.honours ? kinds : suited_kinds; }

/// A concealed natural tile of h chosen at random (a kind < 34 that is not wild), or -1.
int random_concealed(const hand& h, const rules& r, rng& g) {
    int total = 0;
    for (int t = 0; t < kinds; ++t) {
        if (!contains(r.wild, static_cast<tile>(t))) total += h.counts[static_cast<std::size_t>(t)];
    }
    if (total == 0) return -1;
    int pick = g.below(total);
    for (int t = 0; t < kinds; ++t) {
        if (contains(r.wild, static_cast<tile>(t))) continue;
        pick -= h.counts[static_cast<std::size_t>(t)];
        if (pick < 0) return t;
    }
    return -1;
}

void add(hand& h, int t, int n) {
    h.counts[static_cast<std::size_t>(t)] =
        static_cast<std::uint8_t>(h.counts[static_cast<std::size_t>(t)] + n);
}

}  // namespace

rng::rng(std::uint64_t seed) : bits_(seed) {}

std::uint64_t rng::next() { return bits_.next(); }

int rng::below(int n) {
    return static_cast<int>((next() >> 32) * static_cast<std::uint64_t>(n) >> 32);
}

bool hand_maker::room(const hand& h, int t, int n) const {
    return h.held(static_cast<tile>(t)) + n <= copies;
}

int hand_maker::random_kind(const rules& r, tile_style style, int suit) {
    switch (style) {
        case tile_style::flush:
            if (r.honours && rng_.chance(20)) return suited_kinds + rng_.below(7);
            return 9 * suit + rng_.below(9);
        case tile_style::honour_heavy:
            if (r.honours && rng_.chance(70)) return suited_kinds + rng_.below(7);
            return rng_.below(kind_count(r));
        case tile_style::two_suits:
            if (r.honours && rng_.chance(10)) return suited_kinds + rng_.below(7);
            return 9 * ((suit + rng_.below(2)) % 3) + rng_.below(9);
        case tile_style::mixed:
            break;
    }
    return rng_.below(kind_count(r));
}

hand hand_maker::random(const rules& r, int size) {
    std::vector<int> wall;
    for (int t = 0; t < kind_count(r); ++t) {
        for (int c = 0; c < copies; ++c) wall.push_back(t);
    }
    if (r.flowers == flower_role::wild_kind) {
        for (int f = kinds; f < all_kinds; ++f) wall.push_back(f);
    }
    hand h;
    for (int i = 0; i < size && !wall.empty(); ++i) {
        const auto at = static_cast<std::size_t>(rng_.below(static_cast<int>(wall.size())));
        add(h, wall[at], 1);
        wall[at] = wall.back();
        wall.pop_back();
    }
    return h;
}

bool hand_maker::build_special(hand& h, const rules& r) {
    std::vector<form> forms;
    if (r.seven_pairs) forms.push_back(form::seven_pairs);
    if (r.thirteen_orphans && r.honours) forms.push_back(form::thirteen_orphans);
    if (r.thirteen_lan) forms.push_back(form::thirteen_lan);
    if (r.honours_and_knitted && r.honours) forms.push_back(form::honours_and_knitted);
    if (r.knitted_straight) forms.push_back(form::knitted_straight);
    if (forms.empty()) return false;
    h = hand{};
    const form chosen = forms[static_cast<std::size_t>(rng_.below(static_cast<int>(forms.size())))];
    switch (chosen) {
        case form::seven_pairs:
            for (int p = 0; p < 7; ++p) {
                int t = rng_.below(kind_count(r));
                for (int tries = 0;
                     tries < 50 && (!room(h, t, 2) || (h.counts[static_cast<std::size_t>(t)] != 0 &&
                                                       !(r.seven_pairs_quads && rng_.chance(30))));
                     ++tries) {
                    t = rng_.below(kind_count(r));
                }
                if (!room(h, t, 2)) return false;
                add(h, t, 2);
            }
            return true;
        case form::thirteen_orphans: {
            std::vector<int> orphans;
            for (int t = 0; t < kinds; ++t) {
                if (is_orphan(static_cast<tile>(t))) orphans.push_back(t);
            }
            for (const int t : orphans) add(h, t, 1);
            add(h, orphans[static_cast<std::size_t>(rng_.below(13))], 1);
            return true;
        }
        case form::thirteen_lan: {
            // Per suit a random valid set; the honours make up the 14.
            const int honours = r.honours ? 5 + rng_.below(3) : 0;
            int suited_left = 14 - honours;
            for (int s = 0; s < 3; ++s) {
                const int want = s == 2 ? suited_left : std::min(3, suited_left - (2 - s) * 2);
                unsigned mask = 0;
                for (int tries = 0; tries < 1000; ++tries) {
                    mask = static_cast<unsigned>(rng_.below(512));
                    if (std::popcount(mask) == want && (mask & (mask >> 1)) == 0 &&
                        (mask & (mask >> 2)) == 0) {
                        break;
                    }
                }
                if (std::popcount(mask) != want) return false;
                for (int i = 0; i < 9; ++i) {
                    if (mask >> i & 1u) add(h, 9 * s + i, 1);
                }
                suited_left -= want;
            }
            std::array<int, 7> order = {27, 28, 29, 30, 31, 32, 33};
            for (int i = 6; i > 0; --i)
                std::swap(order[static_cast<std::size_t>(i)],
                          order[static_cast<std::size_t>(rng_.below(i + 1))]);
            for (int i = 0; i < honours; ++i) add(h, order[static_cast<std::size_t>(i)], 1);
            return suited_left == 0;
        }
        case form::honours_and_knitted:
        case form::knitted_straight: {
            // A random arrangement: 147, 258, 369 in a random order of the suits.
            std::array<int, 3> order = {0, 1, 2};
            for (int i = 2; i > 0; --i)
                std::swap(order[static_cast<std::size_t>(i)],
                          order[static_cast<std::size_t>(rng_.below(i + 1))]);
            for (int i = 0; i < 9; ++i) add(h, 9 * order[static_cast<std::size_t>(i % 3)] + i, 1);
            if (chosen == form::honours_and_knitted) {
                // Five honours of seven, or two knitted tiles fewer and all seven honours.
                std::array<int, 7> honours = {27, 28, 29, 30, 31, 32, 33};
                for (int i = 6; i > 0; --i)
                    std::swap(honours[static_cast<std::size_t>(i)],
                              honours[static_cast<std::size_t>(rng_.below(i + 1))]);
                const int drop = rng_.below(3);  // knitted tiles left out
                for (int i = 0; i < drop; ++i) {
                    int t = 0;
                    do t = rng_.below(suited_kinds);
                    while (h.counts[static_cast<std::size_t>(t)] == 0);
                    add(h, t, -1);
                }
                for (int i = 0; i < 5 + drop; ++i) add(h, honours[static_cast<std::size_t>(i)], 1);
                return true;
            }
            // 组合龙: a random meld and pair where copies remain.
            for (int tries = 0; tries < 100; ++tries) {
                hand g = h;
                const int p = rng_.below(kind_count(r));
                const int m = rng_.below(kind_count(r));
                const bool chow = m < suited_kinds && m % 9 <= 6 && rng_.chance(60);
                if (!room(g, p, 2)) continue;
                add(g, p, 2);
                if (chow) {
                    if (!room(g, m, 1) || !room(g, m + 1, 1) || !room(g, m + 2, 1)) continue;
                    for (int i = 0; i < 3; ++i) add(g, m + i, 1);
                } else {
                    if (!room(g, m, 3)) continue;
                    add(g, m, 3);
                }
                h = g;
                return true;
            }
            return false;
        }
        case form::standard:
            break;
    }
    return false;
}

void hand_maker::perturb(hand& h, const rules& r, int changes, tile_style style, int suit) {
    for (int i = 0; i < changes; ++i) {
        const int out = random_concealed(h, r, rng_);
        if (out < 0) return;
        int in = random_kind(r, style, suit);
        for (int tries = 0; tries < 50 && (in == out || !room(h, in, 1)); ++tries) {
            in = random_kind(r, style, suit);
        }
        if (in == out || !room(h, in, 1)) continue;
        add(h, out, -1);
        add(h, in, 1);
    }
}

void hand_maker::make_wildcards(hand& h, const rules& r, int n) {
    const tile_mask natural_wild = r.wild & ((tile_mask{1} << kinds) - 1);
    for (int i = 0; i < n; ++i) {
        const int out = random_concealed(h, r, rng_);
        if (out < 0) return;
        add(h, out, -1);
        // Ruijin: holding every 宝 is 飞 (no win at all); keep that to a few hands.
        const bool ruijin = r.flowers == flower_role::wild_kind;
        if (ruijin && (r.wild & flower_mask) != 0) {
            // The 宝 is a flower: every flower is wild.
            const int f = kinds + rng_.below(flower_kinds);
            if (h.counts[static_cast<std::size_t>(f)] == 0 &&
                (h.flower_count() < 2 || rng_.chance(15))) {
                add(h, f, 1);
                continue;
            }
        } else if (natural_wild != 0) {
            const int w = std::countr_zero(natural_wild);
            // Ruijin: now and then a flower instead, a natural tile of the 宝's kind.
            const int f = kinds + rng_.below(flower_kinds);
            if (r.flowers == flower_role::wild_kind && rng_.chance(30) &&
                h.counts[static_cast<std::size_t>(f)] == 0) {
                add(h, f, 1);
                continue;
            }
            if (room(h, w, 1) && (!ruijin || h.held(static_cast<tile>(w)) < 3 || rng_.chance(15))) {
                add(h, w, 1);
                continue;
            }
        }
        ++h.jokers;
    }
}

hand hand_maker::near_win(const rules& r, const near_win_options& o) {
    const bool can_declare = o.declared && r.min_concealed == 0;
    for (int attempt = 0; attempt < 1000; ++attempt) {
        hand h;
        const int suit = rng_.below(3);
        if (o.special && rng_.chance(15) && build_special(h, r)) {
            perturb(h, r, o.changes, o.style, suit);
            make_wildcards(h, r, o.wildcards);
            return h;
        }
        h = hand{};
        const int groups = o.smaller && r.min_concealed == 0 && rng_.chance(20) ? rng_.below(4) : 4;
        bool ok = true;
        for (int g = 0; g < groups && ok; ++g) {
            const int t = random_kind(r, o.style, suit);
            std::array<int, 4> tiles{t, t, t, -1};
            bool chow = false;
            if (is_suited(static_cast<tile>(t)) && rng_.chance(50)) {
                const int start = t / 9 * 9 + rng_.below(7);
                tiles = {start, start + 1, start + 2, -1};
                chow = true;
            } else if (is_honour(static_cast<tile>(t)) && r.honour_chows && rng_.chance(40)) {
                if (t <= 30) {
                    const int skip = 27 + rng_.below(4);
                    int k = 0;
                    for (int w = 27; w <= 30; ++w) {
                        if (w != skip) tiles[static_cast<std::size_t>(k++)] = w;
                    }
                } else {
                    tiles = {31, 32, 33, -1};
                }
                chow = true;
            }
            const bool declare =
                can_declare && h.meld_count < 4 && rng_.chance(25) && (!chow || r.declared_chows);
            const bool quad =
                !chow && (declare ? rng_.chance(30)
                                  : (o.kongs && r.kongs_in_hand && groups == 4 && rng_.chance(30)));
            if (quad) tiles[3] = t;
            std::array<int, kinds> need{};
            for (const int k : tiles) {
                if (k >= 0) ++need[static_cast<std::size_t>(k)];
            }
            for (int k = 0; k < kinds; ++k) {
                if (need[static_cast<std::size_t>(k)] != 0 &&
                    !room(h, k, need[static_cast<std::size_t>(k)]))
                    ok = false;
            }
            if (!ok) break;
            if (declare) {
                meld m;
                if (chow) {
                    m = meld::chow(static_cast<tile>(tiles[0]), static_cast<tile>(tiles[1]),
                                   static_cast<tile>(tiles[2]));
                } else {
                    constexpr std::array<meld_kind, 3> kongs = {
                        meld_kind::exposed_kong, meld_kind::added_kong, meld_kind::concealed_kong};
                    m = meld::same(
                        quad ? kongs[static_cast<std::size_t>(rng_.below(3))] : meld_kind::pung,
                        static_cast<tile>(t));
                }
                h.melds[h.meld_count++] = m;
            } else {
                for (const int k : tiles) {
                    if (k >= 0) add(h, k, 1);
                }
            }
        }
        const int p = random_kind(r, o.style, suit);
        if (!ok || !room(h, p, 2)) continue;
        add(h, p, 2);
        perturb(h, r, o.changes, o.style, suit);
        make_wildcards(h, r, o.wildcards);
        return h;
    }
    return random(r);
}

hand hand_maker::bao_heavy(const rules& r, const near_win_options& o) {
    const tile_mask natural_wild = r.wild & ((tile_mask{1} << kinds) - 1);
    if (r.flowers != flower_role::wild_kind || (r.wild & flower_mask) != 0 || natural_wild == 0) {
        return near_win(r, o);
    }
    const int b = std::countr_zero(natural_wild);
    for (int attempt = 0; attempt < 1000; ++attempt) {
        // The kinds of 4 groups and a pair, many of them the 宝's.
        std::array<int, kinds> need{};
        for (int g = 0; g < 5; ++g) {
            const bool pair = g == 4;
            const int t = rng_.chance(60) ? b : rng_.below(kind_count(r));
            if (!pair && is_suited(static_cast<tile>(t)) && rng_.chance(40)) {
                const int start = std::clamp(t - rng_.below(3), t / 9 * 9, t / 9 * 9 + 6);
                for (int k = start; k < start + 3; ++k) ++need[static_cast<std::size_t>(k)];
            } else if (!pair && t >= 27 && t <= 30 && r.honour_chows && rng_.chance(40)) {
                int skip = 27 + rng_.below(4);
                while (skip == t) skip = 27 + rng_.below(4);
                for (int w = 27; w <= 30; ++w) need[static_cast<std::size_t>(w)] += w != skip;
            } else {
                need[static_cast<std::size_t>(t)] += pair ? 2 : 3;
            }
        }
        hand h;
        bool ok = true;
        for (int k = 0; k < kinds && ok; ++k) {
            int n = need[static_cast<std::size_t>(k)];
            if (k == b) {
                // Flowers first (each kind once), then real 宝.
                for (int f = kinds; f < all_kinds && n > 0; ++f) {
                    if (rng_.chance(85)) {
                        add(h, f, 1);
                        --n;
                    }
                }
            }
            ok = n <= copies;
            add(h, k, n);
        }
        if (!ok) continue;
        perturb(h, r, o.changes, o.style, 0);
        make_wildcards(h, r, o.wildcards);
        return h;
    }
    return near_win(r, o);
}

}  // namespace hupai::reference
