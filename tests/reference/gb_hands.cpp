// Random GB winning hands (gb_hands.hpp).
#include "reference/gb_hands.hpp"

#include <array>
#include <vector>

namespace hupai::reference {

namespace {

constexpr int knitted_perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                     {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

struct builder {
    rng& r;
    hand& h;
    std::array<int, kinds> held{};

    bool take(int k, int n) {
        if (held[static_cast<std::size_t>(k)] + n > copies) return false;
        held[static_cast<std::size_t>(k)] += n;
        return true;
    }

    // A chow, pung or kong, declared a quarter of the time when `may_declare`.
    bool add_set(bool may_declare) {
        for (int tries = 0; tries < 20; ++tries) {
            const bool chow = r.below(3) != 0;
            const int k = chow ? r.below(3) * 9 + r.below(7) : r.below(kinds);
            if (chow) {
                if (held[static_cast<std::size_t>(k)] >= copies ||
                    held[static_cast<std::size_t>(k + 1)] >= copies ||
                    held[static_cast<std::size_t>(k + 2)] >= copies) {
                    continue;
                }
                for (int d = 0; d < 3; ++d) take(k + d, 1);
                if (may_declare && r.below(4) == 0) {
                    h.melds[h.meld_count++] = meld::chow(
                        static_cast<tile>(k), static_cast<tile>(k + 1), static_cast<tile>(k + 2));
                } else {
                    for (int d = 0; d < 3; ++d) ++h.counts[static_cast<std::size_t>(k + d)];
                }
                return true;
            }
            const bool kong = may_declare && r.below(5) == 0;
            if (!take(k, kong ? 4 : 3)) continue;
            if (kong) {
                const meld_kind kongs[] = {meld_kind::exposed_kong, meld_kind::added_kong,
                                           meld_kind::concealed_kong};
                h.melds[h.meld_count++] = meld::same(kongs[r.below(3)], static_cast<tile>(k));
            } else if (may_declare && r.below(4) == 0) {
                h.melds[h.meld_count++] = meld::same(meld_kind::pung, static_cast<tile>(k));
            } else {
                h.counts[static_cast<std::size_t>(k)] += 3;
            }
            return true;
        }
        return false;
    }

    bool add_pair() {
        for (int tries = 0; tries < 20; ++tries) {
            const int k = r.below(kinds);
            if (take(k, 2)) {
                h.counts[static_cast<std::size_t>(k)] += 2;
                return true;
            }
        }
        return false;
    }

    // The nine kinds of a random knitted set (147 258 369 in three different suits).
    std::array<int, 9> knitted_set() {
        const int p = r.below(6);
        std::array<int, 9> set{};
        for (int g = 0; g < 3; ++g) {
            for (int n = 0; n < 3; ++n)
                set[static_cast<std::size_t>(g * 3 + n)] = knitted_perms[p][g] * 9 + g + 3 * n;
        }
        return set;
    }
};

}  // namespace

bool random_gb_win(rng& r, gb_shape shape, hand& h) {
    h = hand{};
    builder b{r, h};
    switch (shape) {
        case gb_shape::standard:
            for (int i = 0; i < 4; ++i) {
                if (!b.add_set(true)) return false;
            }
            return b.add_pair();
        case gb_shape::seven_pairs:
            for (int i = 0; i < 7; ++i) {
                if (!b.add_pair()) return false;
            }
            return true;
        case gb_shape::thirteen_orphans: {
            constexpr std::array<int, 13> orphans = {0,  8,  9,  17, 18, 26, 27,
                                                     28, 29, 30, 31, 32, 33};
            for (const int k : orphans) ++h.counts[static_cast<std::size_t>(k)];
            ++h.counts[static_cast<std::size_t>(orphans[static_cast<std::size_t>(r.below(13))])];
            return true;
        }
        case gb_shape::honours_and_knitted: {
            std::vector<int> pool;
            for (const int k : b.knitted_set()) pool.push_back(k);
            for (int k = suited_kinds; k < kinds; ++k) pool.push_back(k);
            // 14 of the 16 kinds, at least 7 of them suited: drop two at random.
            for (int drop = 0; drop < 2; ++drop) {
                pool.erase(pool.begin() + r.below(static_cast<int>(pool.size())));
            }
            int suited = 0;
            for (const int k : pool) suited += k < suited_kinds;
            if (suited < 7) return false;
            for (const int k : pool) ++h.counts[static_cast<std::size_t>(k)];
            return true;
        }
        case gb_shape::knitted_straight:
            for (const int k : b.knitted_set()) {
                b.take(k, 1);
                ++h.counts[static_cast<std::size_t>(k)];
            }
            return b.add_set(true) && b.add_pair();
    }
    return false;
}

situation random_gb_situation(rng& r, const hand& h) {
    std::vector<tile> concealed;
    for (int k = 0; k < kinds; ++k) {
        if (h.counts[static_cast<std::size_t>(k)] != 0) concealed.push_back(static_cast<tile>(k));
    }
    situation s;
    s.win_tile = concealed[static_cast<std::size_t>(r.below(static_cast<int>(concealed.size())))];
    s.tsumo = r.chance(50);
    s.seat_wind = static_cast<tile>(suited_kinds + r.below(4));
    s.round_wind = static_cast<tile>(suited_kinds + r.below(4));
    s.last_tile = r.chance(5);
    return s;
}

}  // namespace hupai::reference
