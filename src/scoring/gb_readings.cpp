// Readings of a GB winning hand: the standard melds-and-pair readings (enumerated here without
// allocation), seven pairs, thirteen orphans and the two knitted forms (全不靠 / 七星不靠 and
// 组合龙), each with every placement of the winning tile; and the facts every reading shares.
#include <algorithm>
#include <bit>
#include <utility>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "analysis/waits.hpp"
#include "gb_internal.hpp"
#include "hupai/analysis.hpp"
#include "tables/count_words.hpp"

namespace hupai::gb_detail {

namespace {

using counts = std::array<std::uint8_t, kinds>;

/// The six knitted sets: 147 258 369, each in a different suit.
constexpr std::array<tile_mask, 6> knitted_sets = [] {
    std::array<tile_mask, 6> sets{};
    constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    for (int p = 0; p < 6; ++p) {
        for (int g = 0; g < 3; ++g) {  // group g (1-4-7, 2-5-8, 3-6-9) in suit perms[p][g]
            for (int k = 0; k < 3; ++k) {
                sets[static_cast<std::size_t>(p)] |=
                    bit(static_cast<tile>(perms[p][g] * 9 + g + 3 * k));
            }
        }
    }
    return sets;
}();

constexpr tile_mask suited_mask = (tile_mask{1} << suited_kinds) - 1;
constexpr tile_mask honour_mask = natural_mask & ~suited_mask;
// 推不倒: 1234589 dots, 245689 bamboo, white dragon.
constexpr tile_mask reversible_mask = [] {
    tile_mask m = bit(31);
    for (int n : {1, 2, 3, 4, 5, 8, 9}) m |= bit(static_cast<tile>(9 + n - 1));
    for (int n : {2, 4, 5, 6, 8, 9}) m |= bit(static_cast<tile>(18 + n - 1));
    return m;
}();
// 绿一色: 23468 bamboo and the green dragon.
constexpr tile_mask green_mask = [] {
    tile_mask m = bit(32);
    for (int n : {2, 3, 4, 6, 8}) m |= bit(static_cast<tile>(18 + n - 1));
    return m;
}();

#if defined(__SSE2__)
/// The kinds whose count among the 34 at `c` passes a test: `sixteen` tests sixteen counts at
/// once (each byte's top bit set when it passes), `one` a single count.
template <class Sixteen, class One>
tile_mask kinds_where(const std::uint8_t* c, Sixteen sixteen, One one) noexcept {
    tile_mask m = 0;
    for (int i = 0; i < 32; i += 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c + i));
        m |= tile_mask{static_cast<unsigned>(_mm_movemask_epi8(sixteen(v)))} << i;
    }
    return m | tile_mask{one(c[32])} << 32 | tile_mask{one(c[33])} << 33;
}

/// The kinds of which `c` (34 counts, each below 0x80) holds at least one.
tile_mask mask_of(const std::uint8_t* c) noexcept {
    return kinds_where(
        c, [](__m128i v) { return _mm_cmpgt_epi8(v, _mm_setzero_si128()); },
        [](std::uint8_t x) { return x != 0; });
}

/// The kinds of which `c` holds all four.
tile_mask four_of(const counts& c) noexcept {
    return kinds_where(
        c.data(), [](__m128i v) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(4)); },
        [](std::uint8_t x) { return x == 4; });
}

/// The kinds held at least twice and those held an odd number of times among counts `c`.
std::pair<tile_mask, tile_mask> pairs_and_odd(const counts& c) noexcept {
    const tile_mask pairs = kinds_where(
        c.data(), [](__m128i v) { return _mm_cmpgt_epi8(v, _mm_set1_epi8(1)); },
        [](std::uint8_t x) { return x >= 2; });
    // Each count's low bit moved to its top bit.
    const tile_mask odd = kinds_where(
        c.data(), [](__m128i v) { return _mm_slli_epi16(v, 7); },
        [](std::uint8_t x) { return (x & 1) != 0; });
    return {pairs, odd};
}
#else
/// The kinds of which `c` (34 counts) holds at least one, eight bytes at a time.
tile_mask mask_of(const std::uint8_t* c) noexcept {
    tile_mask m = 0;
    for (int i = 0; i < 32; i += 8) m |= tile_mask{nonzero_bytes(c + i)} << i;
    if (c[32] != 0) m |= bit(32);
    if (c[33] != 0) m |= bit(33);
    return m;
}

/// The kinds of which `c` holds all four.
tile_mask four_of(const counts& c) noexcept {
    return wait_shapes::kinds_held_four(detail::load_words(c.data()));
}

/// The kinds held at least twice and those held an odd number of times among counts `c`.
std::pair<tile_mask, tile_mask> pairs_and_odd(const counts& c) noexcept {
    const detail::count_words w = detail::load_words(c.data());
    return {wait_shapes::kinds_where<wait_shapes::at_least_2>(w),
            wait_shapes::kinds_where<wait_shapes::odd>(w)};
}
#endif

/// The kinds a tile of `m` may complete a group with: itself, and for a suited kind the kinds
/// up to two away in its suit.
tile_mask near_kinds(tile_mask m) noexcept {
    tile_mask near = m & ~suited_mask;
    for (int s = 0; s < 3; ++s) {
        const tile_mask x = m >> (9 * s) & 0x1FF;
        near |= ((x | x << 1 | x << 2 | x >> 1 | x >> 2) & 0x1FF) << (9 * s);
    }
    return near;
}

/// The fans the tiles alone decide: suits (清一色 混一色 缺一门 无字 五门齐), 断幺, 推不倒, 绿一色,
/// 字一色, 清幺九, 混幺九 and the rank ranges (全大 全中 全小 大于五 小于五).
void tile_fans(tile_mask m, fan_table& t) {
    int suits = 0;
    for (int s = 0; s < 3; ++s) suits += (m >> (9 * s) & 0x1FF) != 0;
    const bool honours = (m & honour_mask) != 0;
    if (suits == 1) {
        t[at(honours ? gb_fan::half_flush : gb_fan::full_flush)] = 1;
    } else if (suits == 2) {
        t[at(gb_fan::one_voided_suit)] = 1;
    }
    if (!honours && suits != 1) t[at(gb_fan::no_honors)] = 1;
    const tile_mask winds = bit(27) | bit(28) | bit(29) | bit(30);
    const tile_mask dragons = bit(31) | bit(32) | bit(33);
    if (suits == 3 && (m & winds) != 0 && (m & dragons) != 0) t[at(gb_fan::all_types)] = 1;
    if ((m & orphan_mask) == 0) t[at(gb_fan::all_simples)] = 1;
    if ((m & ~reversible_mask) == 0) t[at(gb_fan::reversible_tiles)] = 1;
    if ((m & ~green_mask) == 0) t[at(gb_fan::all_green)] = 1;
    if ((m & ~honour_mask) == 0) {
        t[at(gb_fan::all_honors)] = 1;
    } else if ((m & ~(orphan_mask & suited_mask)) == 0) {
        t[at(gb_fan::all_terminals)] = 1;
    } else if ((m & ~orphan_mask) == 0) {
        t[at(gb_fan::all_terminals_and_honors)] = 1;
    }
    if (honours) return;
    unsigned ranks = 0;  // bit n-1: number n present in some suit
    for (int s = 0; s < 3; ++s) ranks |= static_cast<unsigned>(m >> (9 * s) & 0x1FF);
    if ((ranks & ~0x00Fu) == 0) {
        t[at((ranks & 0x008u) != 0 ? gb_fan::lower_four : gb_fan::lower_tiles)] = 1;
    } else if ((ranks & ~0x1E0u) == 0) {
        t[at((ranks & 0x020u) != 0 ? gb_fan::upper_four : gb_fan::upper_tiles)] = 1;
    } else if ((ranks & ~0x038u) == 0) {
        t[at(gb_fan::middle_tiles)] = 1;
    }
}

/// The fans of how the hand was won: self-drawn or not, with or without exposed melds, and the
/// special draws.
void situation_fans(const hand_facts& f, fan_table& t) {
    const situation& s = f.sit;
    if (s.tsumo) t[at(gb_fan::self_drawn)] = 1;
    if (f.exposed_count == 0) {
        t[at(s.tsumo ? gb_fan::fully_concealed_hand : gb_fan::concealed_hand)] = 1;
    } else if (f.exposed_count == 4 && !s.tsumo) {
        t[at(gb_fan::melded_hand)] = 1;
    }
    if (s.last_tile) t[at(s.tsumo ? gb_fan::last_tile_draw : gb_fan::last_tile_claim)] = 1;
    if (s.rinshan) t[at(gb_fan::out_with_replacement_tile)] = 1;
    if (s.chankan) t[at(gb_fan::robbing_the_kong)] = 1;
    if (f.last_copy) t[at(gb_fan::last_tile)] = 1;
}

/// 九莲宝灯: no declared meld, one suit, and the hand less the winning tile is 1112345678999.
bool is_nine_gates(const hand_facts& f) {
    if (f.declared_count != 0 || !is_suited(f.sit.win_tile)) return false;
    const int base = f.sit.win_tile / 9 * 9;
    if ((f.concealed_mask & ~(tile_mask{0x1FF} << base)) != 0) return false;
    for (int n = 0; n < 9; ++n) {
        int c = f.concealed[static_cast<std::size_t>(base + n)];
        if (base + n == f.sit.win_tile) --c;
        if (c != (n == 0 || n == 8 ? 3 : 1)) return false;
    }
    return true;
}

// ---- Standard readings --------------------------------------------------------------------

struct builder {
    const hand_facts& f;
    reading_list* out;  ///< null: only find whether some reading exists (`found`)
    tile_mask pairs;    ///< the kinds held at least twice among the concealed tiles
    tile_mask odd;      ///< the kinds held an odd number of times among them
    reading cur{};
    bool found = false;

    void emit_placements() {
        const tile w = f.sit.win_tile;
        // Each concealed set or the pair that holds the winning tile, once per distinct group.
        for (std::uint8_t i = 0; i < 4; ++i) {
            const set& s = cur.sets[i];
            if (s.declared) continue;
            const bool holds =
                s.kind == set_kind::chow ? (w >= s.first && w <= s.first + 2) : s.first == w;
            if (!holds) continue;
            bool seen = false;
            for (std::uint8_t j = 0; j < i; ++j) {
                const set& o = cur.sets[j];
                seen |= !o.declared && o.kind == s.kind && o.first == s.first;
            }
            if (!seen) push(i);
        }
        if (cur.pair == w) push(in_pair);
    }

    void push(std::uint8_t place) {
        found = true;
        if (out == nullptr || out->count == max_readings) return;
        cur.place = place;
        out->items[static_cast<std::size_t>(out->count++)] = cur;
    }

    // Groups the concealed counts `c`, whose kinds held are `left`, into sets cur.sets[n…4),
    // from the lowest kind held.
    void sets_from(counts& c, tile_mask left, int n) {
        if (left == 0) {
            if (n == 4) emit_placements();
            return;
        }
        if (n == 4) return;
        const int t = std::countr_zero(left);
        const auto k = static_cast<tile>(t);
        auto& ct = c[static_cast<std::size_t>(t)];
        if (ct >= 3) {
            ct -= 3;
            cur.sets[static_cast<std::size_t>(n)] = set{set_kind::pung, k, false, true};
            sets_from(c, ct == 0 ? left & ~bit(k) : left, n + 1);
            ct += 3;
        }
        if (is_suited(k) && number_of(k) <= 7 && c[static_cast<std::size_t>(t + 1)] != 0 &&
            c[static_cast<std::size_t>(t + 2)] != 0) {
            tile_mask rest = left;
            for (int i = 0; i < 3; ++i) {
                if (--c[static_cast<std::size_t>(t + i)] == 0)
                    rest &= ~bit(static_cast<tile>(t + i));
            }
            cur.sets[static_cast<std::size_t>(n)] = set{set_kind::chow, k, false, false};
            sets_from(c, rest, n + 1);
            for (int i = 0; i < 3; ++i) ++c[static_cast<std::size_t>(t + i)];
        }
    }

    void standard() {
        counts c = f.concealed;
        cur = reading{};
        cur.form = gb_form::standard;
        cur.set_count = 4;
        for (int i = 0; i < f.declared_count; ++i)
            cur.sets[static_cast<std::size_t>(i)] = f.declared[static_cast<std::size_t>(i)];
        for (tile_mask m = pairs; m != 0; m &= m - 1) {
            const auto p = static_cast<std::size_t>(std::countr_zero(m));
            c[p] -= 2;
            cur.pair = static_cast<tile>(p);
            const tile_mask left =
                f.concealed_mask & (c[p] == 0 ? ~(tile_mask{1} << p) : ~tile_mask{0});
            sets_from(c, left, f.declared_count);
            c[p] += 2;
        }
    }

    // 组合龙 + a meld + a pair: the knitted body, then the rest read as standard.
    void knitted_straight() {
        if (f.declared_count > 1) return;
        const tile_mask m = f.concealed_mask;
        for (const tile_mask body : knitted_sets) {
            if ((m & body) != body) continue;
            counts c = f.concealed;
            for (int t = 0; t < suited_kinds; ++t) {
                if ((body >> t & 1) != 0) --c[static_cast<std::size_t>(t)];
            }
            cur = reading{};
            cur.form = gb_form::knitted_straight;
            cur.set_count = 1;
            if (f.declared_count == 1) cur.sets[0] = f.declared[0];
            found = false;
            for (int p = 0; p < kinds; ++p) {
                if (c[static_cast<std::size_t>(p)] < 2) continue;
                c[static_cast<std::size_t>(p)] -= 2;
                cur.pair = static_cast<tile>(p);
                if (f.declared_count == 1) {
                    if (std::all_of(c.begin(), c.end(), [](std::uint8_t x) { return x == 0; })) {
                        emit_knitted(body);
                    }
                } else {
                    knitted_meld(c, body);
                }
                c[static_cast<std::size_t>(p)] += 2;
            }
            if (found) return;  // one body only: two would need 18 suited tiles
        }
    }

    // The one concealed meld of a knitted straight without a declared meld.
    void knitted_meld(counts& c, tile_mask body) {
        int t = 0;
        while (t < kinds && c[static_cast<std::size_t>(t)] == 0) ++t;
        if (t == kinds) return;
        const auto k = static_cast<tile>(t);
        if (c[static_cast<std::size_t>(t)] == 3) {
            cur.sets[0] = set{set_kind::pung, k, false, true};
            emit_knitted(body);
        } else if (is_suited(k) && number_of(k) <= 7 && c[static_cast<std::size_t>(t)] == 1 &&
                   c[static_cast<std::size_t>(t + 1)] == 1 &&
                   c[static_cast<std::size_t>(t + 2)] == 1) {
            cur.sets[0] = set{set_kind::chow, k, false, false};
            emit_knitted(body);
        }
    }

    void emit_knitted(tile_mask body) {
        if (out == nullptr) {
            found = true;
            return;
        }
        const tile w = f.sit.win_tile;
        const set& s = cur.sets[0];
        const bool in_set =
            !s.declared &&
            (s.kind == set_kind::chow ? (w >= s.first && w <= s.first + 2) : s.first == w);
        if (in_set) push(0);
        if (cur.pair == w) push(in_pair);
        if ((body >> w & 1) != 0) push(in_body);
    }

    void special(gb_form form) {
        cur = reading{};
        cur.form = form;
        push(in_body);
    }

    void seven_pairs() {
        if (f.declared_count != 0 || odd != 0) return;
        special(gb_form::seven_pairs);
    }

    void thirteen_orphans() {
        if (f.declared_count != 0) return;
        const tile_mask m = f.concealed_mask;
        if (m == orphan_mask) special(gb_form::thirteen_orphans);
    }

    void honours_and_knitted() {
        if (f.declared_count != 0 || pairs != 0) return;
        const tile_mask m = f.concealed_mask;
        for (const tile_mask body : knitted_sets) {
            if ((m & suited_mask & ~body) == 0) {
                special(gb_form::honours_and_knitted);
                return;
            }
        }
    }
};

}  // namespace

void collect_facts(const hand& h, const situation& s, hand_facts& f) {
    // `f` may hold another hand's facts: what is added to below starts again from zero.
    f.sit = s;
    f.exposed_count = 0;
    f.unique_wait = false;
    f.base_fans = {};
    std::copy_n(h.counts.begin(), kinds, f.concealed.begin());
    f.all = f.concealed;
    f.concealed_mask = mask_of(f.concealed.data());
    f.declared_count = h.meld_count;
    int kongs = 0;
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        set& d = f.declared[static_cast<std::size_t>(i)];
        d.first = m.tiles[0];
        d.declared = true;
        d.kind = m.kind == meld_kind::chow ? set_kind::chow
                 : is_kong(m.kind)         ? set_kind::kong
                                           : set_kind::pung;
        d.concealed = m.kind == meld_kind::concealed_kong;
        if (!d.concealed) ++f.exposed_count;
        for (const tile t : m.tiles) ++f.all[t];
        if (is_kong(m.kind)) {
            ++f.all[m.tiles[0]];
            ++kongs;
        }
    }
    const tile w = s.win_tile;
    f.last_copy = s.last_copy || f.all[w] - f.concealed[w] == 3;
    f.four_held = four_of(f.all);
    tile_fans(mask_of(f.all.data()), f.base_fans);
    f.base_fans[at(gb_fan::tile_hog)] =
        static_cast<std::uint8_t>(std::popcount(f.four_held) - kongs);
    situation_fans(f, f.base_fans);
    f.nine_gates = is_nine_gates(f);
}

void collect_readings(const hand_facts& f, form_set forms, reading_list& out) noexcept {
    out.count = 0;
    const auto [pairs, odd] = pairs_and_odd(f.concealed);
    builder b{f, &out, pairs, odd};
    // Each form's readings only where the rules allow the form.
    if (contains(forms, form::standard)) b.standard();
    if (contains(forms, form::seven_pairs)) b.seven_pairs();
    if (contains(forms, form::thirteen_orphans)) b.thirteen_orphans();
    if (contains(forms, form::honours_and_knitted)) b.honours_and_knitted();
    if (contains(forms, form::knitted_straight)) b.knitted_straight();
}

const rules& plain_forms() noexcept {
    static const rules forms{};  // standard, seven pairs (quads as two pairs), thirteen orphans
    return forms;
}

bool wins_gb(const hand& h) noexcept { return is_win(h, plain_forms()) || wins_knitted(h); }

bool wins_knitted(const hand& h) noexcept {
    if (h.meld_count > 1) return false;
    const tile_mask m = mask_of(h.counts.data());
    // 全不靠 / 七星不靠: fourteen singles, the suited ones from one knitted set.
    if (h.meld_count == 0 && std::all_of(h.counts.begin(), h.counts.begin() + kinds,
                                         [](std::uint8_t c) { return c <= 1; })) {
        for (const tile_mask body : knitted_sets) {
            if ((m & suited_mask & ~body) == 0) return true;
        }
    }
    // 组合龙: a whole knitted set, then a pair (and a set when no meld is declared).
    for (const tile_mask body : knitted_sets) {
        if ((m & body) != body) continue;
        counts c;
        std::copy_n(h.counts.begin(), kinds, c.begin());
        for (int t = 0; t < suited_kinds; ++t)
            if ((body >> t & 1) != 0) --c[static_cast<std::size_t>(t)];
        for (int p = 0; p < kinds; ++p) {
            if (c[static_cast<std::size_t>(p)] < 2) continue;
            c[static_cast<std::size_t>(p)] -= 2;
            int first = 0;
            while (first < kinds && c[static_cast<std::size_t>(first)] == 0) ++first;
            const auto k = static_cast<std::size_t>(first);
            bool rest = first == kinds;  // the pair alone is left (one declared meld)
            if (!rest && h.meld_count == 0) {
                const tile_mask left = mask_of(c.data());
                rest = (c[k] == 3 && left == bit(static_cast<tile>(first))) ||
                       (is_suited(static_cast<tile>(first)) &&
                        number_of(static_cast<tile>(first)) <= 7 && c[k] == 1 && c[k + 1] == 1 &&
                        c[k + 2] == 1 && left == (tile_mask{7} << first));
            }
            c[static_cast<std::size_t>(p)] += 2;
            if (rest) return true;
        }
        return false;  // one body only: two would need 18 suited tiles
    }
    return false;
}

bool waits_only_on(const hand& h, const hand_facts& f) noexcept {
    const tile win = f.sit.win_tile;
    hand h13 = h;
    --h13.counts[win];
    // The kinds the 13 tiles hold all four of: those of the 14 but the winning kind, which every
    // test below leaves out anyway.
    const tile_mask held4 = f.four_held;
    const tile_mask m13 = mask_of(h13.counts.data());
    // Kinds that complete the hand in a knitted form: the one missing tile of a knitted set with
    // eight there; with all nine there, a kind next to the rest; for 全不靠, any new single.
    tile_mask knitted = 0;
    if (h.meld_count <= 1) {
        const bool singles = std::all_of(h13.counts.begin(), h13.counts.begin() + kinds,
                                         [](std::uint8_t c) { return c <= 1; });
        for (const tile_mask body : knitted_sets) {
            const int held = std::popcount(m13 & body);
            if (held == 9) {
                counts rest;
                std::copy_n(h13.counts.begin(), kinds, rest.begin());
                for (int t = 0; t < suited_kinds; ++t) {
                    if ((body >> t & 1) != 0) --rest[static_cast<std::size_t>(t)];
                }
                knitted |= near_kinds(mask_of(rest.data()));
            } else if (held == 8) {
                knitted |= body & ~m13;
            }
            if (h.meld_count == 0 && singles && (m13 & suited_mask & ~body) == 0) {
                knitted |= (body | honour_mask) & ~m13;
            }
        }
    }
    knitted &= ~held4 & ~bit(win);
    if (knitted == 0) {
        // The standard forms, seven pairs and thirteen orphans: the engine's waits.
        // h13 is part of the validated winning hand: no need to validate it again.
        const waits_result w = wait_shapes::valid_hand_waits(h13, plain_forms());
        return (w.waits & ~held4 & ~bit(win)) == 0;
    }
    // A hand near a knitted form is seldom ready in the others: try each kind (find_waits
    // would compute its shanten).
    const tile_mask others = (near_kinds(m13) | knitted) & ~held4 & ~bit(win);
    for (tile_mask m = others; m != 0; m &= m - 1) {
        const auto k = static_cast<tile>(std::countr_zero(m));
        ++h13.counts[k];
        const bool other =
            is_win(h13, plain_forms()) || ((knitted >> k & 1) != 0 && wins_knitted(h13));
        --h13.counts[k];
        if (other) return false;
    }
    return true;
}

}  // namespace hupai::gb_detail
