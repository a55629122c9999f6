// Plain shanten and waits references (see shanten_reference.hpp).
#include "reference/shanten_reference.hpp"

#include <algorithm>
#include <bit>

#include "reference/win_reference.hpp"

namespace hupai::reference {

namespace {

constexpr int impossible = 99;
constexpr tile_mask flower_mask = ((tile_mask{1} << flower_kinds) - 1) << kinds;
constexpr tile_mask all_kinds_mask = (tile_mask{1} << kinds) - 1;
constexpr tile_mask honour_mask = ((tile_mask{1} << 7) - 1) << suited_kinds;

// A state of the forward program between two kinds.
struct state {
    int m, p, k, e, x, y;  // melds, pairs, kongs, excess; chows needing this kind (x) and also
                           // the next (y)
};

struct program {
    int max_m, max_k, max_e;
    std::vector<int> value;    // min need per state index, impossible if unreached
    std::vector<int> reached;  // the indices set so far, in order of first arrival
    std::size_t index(const state& s) const {
        return static_cast<std::size_t>(
            (((((s.m * 2 + s.p) * (max_k + 1) + s.k) * (max_e + 1) + s.e) * 5 + s.x) * 5 + s.y));
    }
    state decode(int i) const {
        state s{};
        s.y = i % 5;
        i /= 5;
        s.x = i % 5;
        i /= 5;
        s.e = i % (max_e + 1);
        i /= max_e + 1;
        s.k = i % (max_k + 1);
        i /= max_k + 1;
        s.p = i % 2;
        s.m = i / 2;
        return s;
    }
    void clear() {
        const auto size =
            static_cast<std::size_t>((max_m + 1) * 2 * (max_k + 1) * (max_e + 1) * 25);
        if (value.size() != size) {
            value.assign(size, impossible);
        } else {
            for (const int i : reached) value[static_cast<std::size_t>(i)] = impossible;
        }
        reached.clear();
    }
    template <class F>
    void each(F&& f) const {
        for (const int i : reached) f(decode(i), value[static_cast<std::size_t>(i)]);
    }
    void offer(const state& s, int v) {
        if (s.m > max_m || s.p > 1 || s.k > max_k || s.e > max_e) return;
        const auto i = index(s);
        int& dst = value[i];
        if (dst == impossible) reached.push_back(static_cast<int>(i));
        dst = std::min(dst, v);
    }
};

// At one kind holding `slots_fixed` slots from chows: pungs, kongs and a pair on top.
template <class F>
void place_kind(const state& s, int v, int slots_fixed, int natural, int cap, bool allowed,
                const program& pr, F&& emit) {
    const int most = cap + pr.max_e - s.e;  // more slots than this need too many wildcards
    if (slots_fixed > most || (slots_fixed > 0 && !allowed)) return;
    for (int q = 0; s.m + q <= pr.max_m && slots_fixed + 3 * q <= most; ++q) {
        for (int j = 0;
             s.m + q + j <= pr.max_m && s.k + j <= pr.max_k && slots_fixed + 3 * q + 4 * j <= most;
             ++j) {
            for (int r = 0; s.p + r <= 1; ++r) {
                const int slots = slots_fixed + 3 * q + 4 * j + 2 * r;
                if (slots > most || (slots > 0 && !allowed)) break;
                const int need = std::max(0, slots - natural);
                const int excess = std::max(0, slots - cap);
                emit(state{s.m + q + j, s.p + r, s.k + j, s.e + excess, 0, 0}, v + need);
            }
        }
    }
}

}  // namespace

need_table standard_needs(const std::array<int, kinds>& natural, const std::array<int, kinds>& cap,
                          tile_mask allowed, int max_melds, int max_kongs, int max_e,
                          bool honour_chows) {
    program cur{max_melds, max_kongs, max_e, {}, {}};
    cur.clear();
    cur.offer(state{0, 0, 0, 0, 0, 0}, 0);
    program next = cur;
    // Suits: kinds 0–26, chows of three consecutive numbers within a suit.
    for (int t = 0; t < suited_kinds; ++t) {
        next.clear();
        const int number = t % 9;
        const bool ok = (allowed >> t & 1u) != 0;
        if (!ok) {
            // No slot here: only states with no chow running through pass.
            cur.each([&](const state& s, int v) {
                if (s.x == 0 && s.y == 0) next.offer(s, v);
            });
            std::swap(cur, next);
            continue;
        }
        cur.each([&](const state& s, int v) {
            const int room = cap[static_cast<std::size_t>(t)] + max_e - s.e;
            for (int z = 0; number <= 6 && s.m + z <= max_melds && s.x + s.y + z <= room; ++z) {
                // Chows started here need this kind, the next and the one after.
                const state mid{s.m + z, s.p, s.k, s.e, 0, 0};
                place_kind(mid, v, s.x + s.y + z, natural[static_cast<std::size_t>(t)],
                           cap[static_cast<std::size_t>(t)], ok, cur, [&](state o, int nv) {
                               o.x = s.y;
                               o.y = z;
                               next.offer(o, nv);
                           });
            }
            if (number > 6) {
                place_kind(s, v, s.x + s.y, natural[static_cast<std::size_t>(t)],
                           cap[static_cast<std::size_t>(t)], ok, cur, [&](state o, int nv) {
                               o.x = s.y;
                               o.y = 0;
                               if (number == 8 && o.x != 0) return;
                               next.offer(o, nv);
                           });
            }
        });
        std::swap(cur, next);
    }
    // Honours: every multiset of honour chows (four wind triples, the dragon triple), then
    // pungs, kongs and the pair kind by kind.
    program out = cur;
    out.clear();
    program scratch[2] = {cur, cur};
    std::array<int, 5> chow{};
    const int chow_kinds = honour_chows ? 5 : 0;
    auto run_honours = [&](const std::array<int, 7>& fixed, int chows_used) {
        program& h = scratch[0];
        h.clear();
        cur.each([&](const state& s, int v) {
            if (s.x != 0 || s.y != 0) return;
            h.offer(state{s.m + chows_used, s.p, s.k, s.e, 0, 0}, v);
        });
        for (int i = 0; i < 7; ++i) {
            program& n2 = scratch[1];
            n2.clear();
            const int t = suited_kinds + i;
            h.each([&](const state& s, int v) {
                place_kind(s, v, fixed[static_cast<std::size_t>(i)],
                           natural[static_cast<std::size_t>(t)], cap[static_cast<std::size_t>(t)],
                           (allowed >> t & 1u) != 0, h, [&](state o, int nv) { n2.offer(o, nv); });
            });
            std::swap(scratch[0], scratch[1]);
        }
        scratch[0].each([&](const state& s, int v) { out.offer(s, v); });
    };
    auto enumerate = [&](auto&& self, int i, int used) -> void {
        if (i == chow_kinds) {
            std::array<int, 7> fixed{};
            for (int w = 0; w < 4; ++w) {
                for (int wind = 0; wind < 4; ++wind) {
                    if (wind != w)
                        fixed[static_cast<std::size_t>(wind)] += chow[static_cast<std::size_t>(w)];
                }
            }
            if (chow_kinds == 5) {
                for (int d = 4; d < 7; ++d) fixed[static_cast<std::size_t>(d)] += chow[4];
            }
            run_honours(fixed, used);
            return;
        }
        for (int n = 0; used + n <= max_melds; ++n) {
            chow[static_cast<std::size_t>(i)] = n;
            self(self, i + 1, used + n);
        }
        chow[static_cast<std::size_t>(i)] = 0;
    };
    if ((allowed & honour_mask) == 0) {
        cur.each([&](const state& s, int v) {
            if (s.x == 0 && s.y == 0) out.offer(s, v);
        });
    } else {
        enumerate(enumerate, 0, 0);
    }

    need_table t;
    t.max_e = max_e;
    t.best.assign(static_cast<std::size_t>((max_melds + 1) * 2 * 5 * (max_e + 1)), impossible);
    out.each([&](const state& s, int v) {
        // "at most e excess": every budget from s.e up.
        for (int e = s.e; e <= max_e; ++e) {
            auto& dst =
                t.best[static_cast<std::size_t>(((s.m * 2 + s.p) * 5 + s.k) * (max_e + 1) + e)];
            dst = std::min(dst, v);
        }
    });
    return t;
}

shanten_model model_of(const hand& h, const rules& r) {
    shanten_model m;
    const reading rd = read_hand(h, r);
    m.natural = rd.natural;
    m.melds = rd.melds;
    m.size = rd.size;
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (t < suited_kinds) m.meld_suits |= 1u << (t / 9);
    }
    // Ruijin fei (rules.md): the 宝 kind's own tiles, or wild flowers, at most 3 / 2 in a win.
    const bool fei_rules = r.fei && r.flowers == flower_role::wild_kind;
    const bool flowers_wild = (r.wild & flower_mask) != 0;
    int bao = -1;
    if (fei_rules && !flowers_wild && (r.wild & all_kinds_mask) != 0) {
        bao = std::countr_zero(r.wild & all_kinds_mask);
    }
    if (fei_rules && flowers_wild) {
        m.held_bao = h.flower_count();
        m.bao_limit = 2;
    } else if (bao >= 0) {
        m.held_bao = h.counts[static_cast<std::size_t>(bao)];
        m.bao_limit = 3;
    }
    m.held_free = rd.wildcards - m.held_bao;
    for (int t = 0; t < kinds; ++t) {
        const bool wild = (r.wild >> t & 1u) != 0;
        const int left = std::max(0, 4 - h.held(static_cast<tile>(t)));
        m.cap[static_cast<std::size_t>(t)] =
            m.natural[static_cast<std::size_t>(t)] + (wild ? 0 : left);
        // The wall of rules without honours holds none: a wild honour there has none to draw.
        if (wild && (r.honours || t < suited_kinds)) (t == bao ? m.draw_bao : m.draw_free) += left;
    }
    return m;
}

int wild_distance(const shanten_model& m, int need, int excess) {
    int best = impossible;
    for (int uf = 0; uf <= m.held_free; ++uf)
        for (int ub = 0; ub <= m.held_bao; ++ub)
            for (int xf = 0; xf <= m.draw_free; ++xf)
                for (int xb = 0; xb <= m.draw_bao; ++xb) {
                    const int used = uf + ub;
                    const int drawn = xf + xb;
                    if (used + drawn > need || used + drawn < excess) continue;
                    if (ub + xb > m.bao_limit) continue;
                    best = std::min(best, need - used);
                }
    return best;
}

namespace {

struct target {
    int melds = 0;
    int kongs = 0;
    bool special = false;
};

int max_excess_of(const shanten_model& m) {
    return m.held_free + m.held_bao + m.draw_free + m.draw_bao;
}

tile_mask kinds_of_suits(unsigned suits, bool honours) {
    tile_mask k = honours ? honour_mask : 0;
    for (int s = 0; s < 3; ++s) {
        if (suits >> s & 1u) k |= ((tile_mask{1} << 9) - 1) << (9 * s);
    }
    return k;
}

std::vector<unsigned> suit_sets(const shanten_model& m, const rules& r) {
    std::vector<unsigned> out;
    for (unsigned s = 0; s < 8; ++s) {
        // Fewer suits only narrow the targets: the sets of exactly max_suits suits suffice.
        if (std::popcount(s) == std::min(r.max_suits, 3) && (s & m.meld_suits) == m.meld_suits) {
            out.push_back(s);
        }
    }
    return out;
}

int standard_distance(const shanten_model& m, const rules& r, const target& t) {
    const int max_e = max_excess_of(m);
    int best = impossible;
    for (const unsigned s : suit_sets(m, r)) {
        const need_table n = standard_needs(m.natural, m.cap, kinds_of_suits(s, r.honours), t.melds,
                                            t.kongs, max_e, r.honour_chows);
        for (int e = 0; e <= max_e; ++e) {
            const int need = n.at(t.melds, 1, t.kongs, e);
            if (need < impossible) best = std::min(best, wild_distance(m, need, e));
        }
    }
    return best;
}

// Need and excess of `slots` copies of kind t.
std::pair<int, int> slot_cost(const shanten_model& m, int t, int slots) {
    return {std::max(0, slots - m.natural[static_cast<std::size_t>(t)]),
            std::max(0, slots - m.cap[static_cast<std::size_t>(t)])};
}

int seven_pairs_distance(const shanten_model& m, const rules& r) {
    int best = impossible;
    const int max_e = max_excess_of(m);
    for (const unsigned s : suit_sets(m, r)) {
        const tile_mask allowed = kinds_of_suits(s, r.honours);
        // table[pairs][e] = least need, kind by kind.
        std::vector<std::vector<int>> table(
            8, std::vector<int>(static_cast<std::size_t>(max_e + 1), impossible));
        table[0][0] = 0;
        for (int t = 0; t < kinds; ++t) {
            if (!(allowed >> t & 1u)) continue;
            auto next = table;
            for (int have = 0; have <= 7; ++have)
                for (int e = 0; e <= max_e; ++e) {
                    if (table[static_cast<std::size_t>(have)][static_cast<std::size_t>(e)] >=
                        impossible)
                        continue;
                    // Under seven_pairs_quads a kind gives a pair per two copies: past four
                    // (wildcards, Ruijin's flowers) a third and more, as the win check counts.
                    for (int j = 1; j <= (r.seven_pairs_quads ? 7 : 1) && have + j <= 7; ++j) {
                        const auto [need, excess] = slot_cost(m, t, 2 * j);
                        if (e + excess > max_e) continue;
                        int& dst = next[static_cast<std::size_t>(have + j)]
                                       [static_cast<std::size_t>(e + excess)];
                        dst = std::min(
                            dst,
                            table[static_cast<std::size_t>(have)][static_cast<std::size_t>(e)] +
                                need);
                    }
                }
            table = std::move(next);
        }
        for (int e = 0; e <= max_e; ++e) {
            const int need = table[7][static_cast<std::size_t>(e)];
            if (need < impossible) best = std::min(best, wild_distance(m, need, e));
        }
    }
    return best;
}

int thirteen_orphans_distance(const shanten_model& m, const rules& r) {
    if (!r.honours || r.max_suits < 3) return impossible;
    const int orphans[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};
    int best = impossible;
    for (const int extra : orphans) {
        int need = 0, excess = 0;
        for (const int t : orphans) {
            const auto [n, x] = slot_cost(m, t, t == extra ? 2 : 1);
            need += n;
            excess += x;
        }
        best = std::min(best, wild_distance(m, need, excess));
    }
    return best;
}

int thirteen_lan_distance(const shanten_model& m, const rules& r) {
    // Every legal subset per suit, every subset of honours.
    std::vector<unsigned> suit_subsets;
    for (unsigned s = 0; s < 512; ++s) {
        bool ok = true;
        for (int a = 0; a < 9; ++a)
            for (int b = a + 1; b < 9; ++b)
                if ((s >> a & 1u) && (s >> b & 1u) && b - a < 3) ok = false;
        if (ok) suit_subsets.push_back(s);
    }
    auto cost_of = [&](unsigned subset, int first) {
        int need = 0, excess = 0;
        for (int b = 0; b < 9; ++b) {
            if (subset >> b & 1u) {
                const auto [n, x] = slot_cost(m, first + b, 1);
                need += n;
                excess += x;
            }
        }
        return std::pair{need, excess};
    };
    // Honours: the distinct (need, excess) of every subset, by size.
    std::vector<std::pair<int, int>> honour_costs[8];
    for (unsigned h = 0; h < 128; ++h) {
        if (!r.honours && h != 0) continue;
        int need = 0, excess = 0;
        for (int i = 0; i < 7; ++i) {
            if (h >> i & 1u) {
                const auto [hn, hx] = slot_cost(m, suited_kinds + i, 1);
                need += hn;
                excess += hx;
            }
        }
        auto& list = honour_costs[std::popcount(h)];
        if (std::find(list.begin(), list.end(), std::pair{need, excess}) == list.end()) {
            list.emplace_back(need, excess);
        }
    }
    int distance_of[15][15];  // wild_distance by (need, excess), filled on first use
    for (auto& row : distance_of) std::fill(std::begin(row), std::end(row), -1);
    int best = impossible;
    for (const unsigned suits : suit_sets(m, r)) {
        for (const unsigned a : suit_subsets) {
            if (a != 0 && !(suits & 1u)) continue;
            for (const unsigned b : suit_subsets) {
                if (b != 0 && !(suits & 2u)) continue;
                for (const unsigned c : suit_subsets) {
                    if (c != 0 && !(suits & 4u)) continue;
                    const int n = std::popcount(a) + std::popcount(b) + std::popcount(c);
                    const int z = 14 - n;
                    if (z < 0 || z > 7) continue;
                    const auto ca = cost_of(a, 0), cb = cost_of(b, 9), cc = cost_of(c, 18);
                    for (const auto& [hn, hx] : honour_costs[z]) {
                        const int need = ca.first + cb.first + cc.first + hn;
                        const int excess = ca.second + cb.second + cc.second + hx;
                        int& d = distance_of[need][excess];
                        if (d < 0) d = wild_distance(m, need, excess);
                        best = std::min(best, d);
                    }
                }
            }
        }
    }
    return best;
}

/// The kinds in a mask, ascending.
std::vector<int> kinds_in(tile_mask m) {
    std::vector<int> out;
    for (int t = 0; t < kinds; ++t) {
        if (m >> t & 1u) out.push_back(t);
    }
    return out;
}

/// The kinds of each knitted arrangement as a mask (by definition: 147, 258, 369 in an order of
/// the suits).
std::vector<tile_mask> knitted_masks() {
    std::vector<tile_mask> out;
    std::array<int, 3> order = {0, 1, 2};
    do {
        tile_mask a = 0;
        for (int i = 0; i < 9; ++i)
            a |= tile_mask{1} << (9 * order[static_cast<std::size_t>(i % 3)] + i);
        out.push_back(a);
    } while (std::next_permutation(order.begin(), order.end()));
    return out;
}

/// The distance to one complete hand given as slots per kind.
int target_distance(const shanten_model& m, const std::array<int, kinds>& slots) {
    int need = 0, excess = 0;
    for (int t = 0; t < kinds; ++t) {
        const auto [n, x] = slot_cost(m, t, slots[static_cast<std::size_t>(t)]);
        need += n;
        excess += x;
    }
    return wild_distance(m, need, excess);
}

/// 全不靠: every choice of 14 of the 16 kinds of an arrangement (its nine and the honours).
int honours_and_knitted_distance(const shanten_model& m, const rules& r) {
    if (!r.honours || r.max_suits < 3) return impossible;
    int best = impossible;
    for (const tile_mask a : knitted_masks()) {
        const std::vector<int> pool = kinds_in(a | honour_mask);
        for (std::size_t i = 0; i < pool.size(); ++i) {
            for (std::size_t j = i + 1; j < pool.size(); ++j) {
                std::array<int, kinds> slots{};
                for (std::size_t k = 0; k < pool.size(); ++k) {
                    if (k != i && k != j) slots[static_cast<std::size_t>(pool[k])] = 1;
                }
                best = std::min(best, target_distance(m, slots));
            }
        }
    }
    return best;
}

/// 组合龙: every complete hand of an arrangement's nine, the concealed melds the declared ones
/// leave (a chow or pung of any kind the rules have) and a pair.
int knitted_straight_distance(const shanten_model& m, const rules& r, const target& t) {
    if (r.max_suits < 3 || t.kongs != 0 || t.melds + m.melds != 4 || t.melds < 3) return impossible;
    const tile_mask allowed = r.honours ? all_kinds_mask : all_kinds_mask & ~honour_mask;
    std::vector<std::array<int, 3>> melds;
    for (const int k : kinds_in(allowed)) {
        melds.push_back({k, k, k});
        if (k < suited_kinds && k % 9 <= 6) melds.push_back({k, k + 1, k + 2});
    }
    if (r.honour_chows && r.honours) {
        for (int a = 27; a <= 30; ++a)
            for (int b = a + 1; b <= 30; ++b)
                for (int c = b + 1; c <= 30; ++c) melds.push_back({a, b, c});
        melds.push_back({31, 32, 33});
    }
    const bool one_meld = t.melds == 4;  // no declared meld: the rest holds a concealed meld
    int best = impossible;
    for (const tile_mask a : knitted_masks()) {
        std::array<int, kinds> base{};
        for (const int k : kinds_in(a)) base[static_cast<std::size_t>(k)] = 1;
        for (const int pair : kinds_in(allowed)) {
            std::array<int, kinds> with_pair = base;
            with_pair[static_cast<std::size_t>(pair)] += 2;
            if (!one_meld) {
                best = std::min(best, target_distance(m, with_pair));
                continue;
            }
            for (const auto& g : melds) {
                std::array<int, kinds> slots = with_pair;
                for (const int k : g) ++slots[static_cast<std::size_t>(k)];
                best = std::min(best, target_distance(m, slots));
            }
        }
    }
    return best;
}

std::array<int, form_count + 1> distances(const shanten_model& m, const rules& r, const target& t) {
    std::array<int, form_count + 1> d;
    d.fill(impossible);
    if (r.standard) d[0] = standard_distance(m, r, t);
    if (t.special && m.melds == 0) {
        if (r.seven_pairs) d[1] = seven_pairs_distance(m, r);
        if (r.thirteen_orphans) d[2] = thirteen_orphans_distance(m, r);
        if (r.thirteen_lan) d[3] = thirteen_lan_distance(m, r);
        if (r.honours_and_knitted) d[4] = honours_and_knitted_distance(m, r);
    }
    if (r.knitted_straight) d[5] = knitted_straight_distance(m, r, t);
    d[form_count] = *std::min_element(d.begin(), d.begin() + form_count);
    return d;
}

}  // namespace

shanten_result shanten(const hand& h, const rules& r) {
    const shanten_model m = model_of(h, r);
    target t;
    if (m.size <= 14) {
        const int full = 3 * (m.size / 3) + 2;
        t.melds = (full - 2) / 3 - m.melds;
        t.special = full == 14 && m.melds == 0;
    } else {
        t.melds = 4 - m.melds;
        t.kongs = m.size - 14;
    }
    const auto d = distances(m, r, t);
    shanten_result s;
    for (int f = 0; f < form_count; ++f) {
        s.by_form[static_cast<std::size_t>(f)] = d[static_cast<std::size_t>(f)] >= impossible
                                                     ? no_shanten
                                                     : d[static_cast<std::size_t>(f)] - 1;
    }
    s.overall = d[form_count] >= impossible ? no_shanten : d[form_count] - 1;
    return s;
}

int waits_distance(const hand& h, const rules& r) {
    const shanten_model m = model_of(h, r);
    target t;
    if (m.size <= 13) {
        t.melds = (m.size + 1 - 2) / 3 - m.melds;
        t.special = m.size == 13 && m.melds == 0;
    } else {
        t.melds = 4 - m.melds;
        t.kongs = m.size - 13;
    }
    return distances(m, r, t)[form_count];
}

waits_answer waits(const hand& h, const rules& r) {
    waits_answer a;
    const reading rd = read_hand(h, r);
    if (rd.fei) {
        a.fei = true;
        return a;
    }
    a.zhifei = r.zhifei && rd.size == 13 && rd.melds == 0 && is_zhifei(h, r);
    for (int t = 0; t < kinds; ++t) {
        if (!r.honours && t >= suited_kinds) continue;
        hand more = h;
        ++more.counts[static_cast<std::size_t>(t)];
        const bool full = h.held(static_cast<tile>(t)) >= 4;
        if (!full && reference::check_win(more, r).win) a.waits |= bit(static_cast<tile>(t));
        if (full && r.karaten) {
            // A fifth copy cannot be drawn; would it complete the hand?
            if (reference::check_win(more, r).win) a.karaten |= bit(static_cast<tile>(t));
        }
    }
    return a;
}

}  // namespace hupai::reference
