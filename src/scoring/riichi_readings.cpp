// The readings of a winning riichi hand: its standard decompositions, each with every distinct
// place the winning tile can take (the wait decides pinfu and fu, so 45556m + 5m is read both as
// a closed and as a two-sided wait), seven pairs and thirteen orphans; or the decompositions alone,
// placed apart for each winning tile. Counts on the stack, no allocation: the enumeration takes
// the lowest remaining kind as a pung or as a chow's start.
#include "scoring/riichi_internal.hpp"

namespace hupai::detail {

namespace {

constexpr tile first_orphan_mask_kinds[13] = {0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33};

// Every distinct place of the winning tile in the decomposition d, appended to out[size…).
void place(const riichi_facts& f, const reading& d, std::array<reading, max_readings>& out,
           int& size) noexcept {
    const tile w = f.s->win_tile;
    const bool ron = !f.s->tsumo;
    // A copy of d placed at the end of out (nullptr once out is full), to be given its wait.
    auto copy = [&]() -> reading* {
        return size < max_readings ? &(out[static_cast<std::size_t>(size++)] = d) : nullptr;
    };
    if (d.pair == w) {
        if (reading* rd = copy()) rd->wait = wait_shape::single;
    }
    for (int i = f.meld_size; i < d.set_size; ++i) {
        const riichi_set& x = d.sets[static_cast<std::size_t>(i)];
        // The same set earlier gives the same reading. The enumeration adds the concealed sets
        // by their lowest kind, never decreasing, so a set between two equal ones would start at
        // the same kind, a pung between two chows: five copies. A set's equal comes just before.
        if (i > f.meld_size) {
            const riichi_set& y = d.sets[static_cast<std::size_t>(i - 1)];
            if (y.type == x.type && y.t == x.t) continue;
        }
        // The reading is copied only for a set the winning tile completes.
        if (x.type == set_type::pung && x.t == w) {
            reading* rd = copy();
            if (rd == nullptr) continue;
            rd->wait = wait_shape::dual_pung;
            if (ron) {  // a pung completed by a discard is an open pung
                riichi_set& z = rd->sets[static_cast<std::size_t>(i)];
                z.open = true;
                --rd->facts.closed_pungs;
                rd->facts.set_fu =
                    static_cast<std::uint8_t>(rd->facts.set_fu - fu_of(x) + fu_of(z));
            }
        } else if (x.type == set_type::chow && w >= x.t && w <= x.t + 2) {
            reading* rd = copy();
            if (rd == nullptr) continue;
            const int pos = w - x.t;
            const int n = number_of(x.t);
            rd->wait = pos == 1               ? wait_shape::closed
                       : (pos == 0 && n == 7) ? wait_shape::edge
                       : (pos == 2 && n == 1) ? wait_shape::edge
                                              : wait_shape::two_sided;
        }
    }
}

struct enumerator {
    const riichi_facts& f;
    std::array<reading, max_readings>& out;
    bool decompositions_only = false;
    int size = 0;
    std::array<std::uint8_t, kinds> c{};
    reading cur;

    // A complete decomposition: its placements, or itself when only decompositions are asked.
    void emit() noexcept {
        cur.facts = facts_of_sets(cur);
        if (!decompositions_only) {
            place(f, cur, out, size);
        } else if (size < max_readings) {
            out[static_cast<std::size_t>(size++)] = cur;
        }
    }

    void sets_from(int t) noexcept {
        while (t < kinds && c[static_cast<std::size_t>(t)] == 0) ++t;
        if (t == kinds) {
            emit();
            return;
        }
        if (cur.set_size == 4) return;
        auto& n = c[static_cast<std::size_t>(t)];
        const auto tt = static_cast<tile>(t);
        if (n >= 3) {
            n = static_cast<std::uint8_t>(n - 3);
            cur.sets[cur.set_size++] = riichi_set{set_type::pung, tt, false, false};
            sets_from(t);
            --cur.set_size;
            n = static_cast<std::uint8_t>(n + 3);
        }
        if (is_suited(tt) && number_of(tt) <= 7 && c[static_cast<std::size_t>(t + 1)] != 0 &&
            c[static_cast<std::size_t>(t + 2)] != 0) {
            --n;
            --c[static_cast<std::size_t>(t + 1)];
            --c[static_cast<std::size_t>(t + 2)];
            cur.sets[cur.set_size++] = riichi_set{set_type::chow, tt, false, false};
            sets_from(t);
            --cur.set_size;
            ++n;
            ++c[static_cast<std::size_t>(t + 1)];
            ++c[static_cast<std::size_t>(t + 2)];
        }
    }

    // Each form's readings only where the rules allow the form: a hand that wins by none of them
    // under the rules is not a win (check_win says so too).
    void standard() noexcept {
        if (!f.r->standard) return;
        c = f.concealed;
        cur = reading{};
        cur.shape = form::standard;
        for (int i = 0; i < f.meld_size; ++i) {
            cur.sets[static_cast<std::size_t>(i)] = f.melds[static_cast<std::size_t>(i)];
        }
        cur.set_size = f.meld_size;
        // Sets leave each suit a multiple of 3 tiles: the pair is in the one suit (or the
        // honours) holding 3n+2, and none may hold 3n+1.
        int pair_group = -1;
        for (int g = 0; g < 4; ++g) {
            // Nine kinds a suit, the last two of the honours' nine past the 34 kinds: summed
            // as nine at fixed places, those two read as zero.
            int n = 0;
            for (int i = 0; i < 9; ++i) {
                const int t = g * 9 + i;
                n += t < kinds ? c[static_cast<std::size_t>(t)] : 0;
            }
            if (n % 3 == 1 || (n % 3 == 2 && pair_group >= 0)) return;
            if (n % 3 == 2) pair_group = g;
        }
        if (pair_group < 0) return;
        for (int p = pair_group * 9; p < (pair_group == 3 ? kinds : pair_group * 9 + 9); ++p) {
            if (c[static_cast<std::size_t>(p)] < 2) continue;
            c[static_cast<std::size_t>(p)] =
                static_cast<std::uint8_t>(c[static_cast<std::size_t>(p)] - 2);
            cur.pair = static_cast<tile>(p);
            sets_from(0);
            c[static_cast<std::size_t>(p)] =
                static_cast<std::uint8_t>(c[static_cast<std::size_t>(p)] + 2);
        }
    }

    void seven_pairs() noexcept {
        if (f.meld_size != 0 || !f.r->seven_pairs) return;
        int pairs = 0;
        for (int t = 0; t < kinds; ++t) {
            const int n = f.concealed[static_cast<std::size_t>(t)];
            if (n != 0 && n != 2) return;
            pairs += n == 2;
        }
        if (pairs != 7) return;
        reading rd{};
        rd.shape = form::seven_pairs;
        rd.wait = wait_shape::seven_pairs;
        rd.pair = f.s->win_tile;
        if (size < max_readings) out[static_cast<std::size_t>(size++)] = rd;
    }

    void thirteen_orphans() noexcept {
        if (f.meld_size != 0 || !f.r->thirteen_orphans) return;
        int held = 0;
        tile pair = 0;
        for (const tile t : first_orphan_mask_kinds) {
            const int n = f.concealed[t];
            if (n == 0 || n > 2) return;
            held += n;
            if (n == 2) pair = t;
        }
        if (held != 14) return;
        reading rd{};
        rd.shape = form::thirteen_orphans;
        rd.wait = wait_shape::thirteen_orphans;
        rd.pair = pair;
        if (size < max_readings) out[static_cast<std::size_t>(size++)] = rd;
    }
};

}  // namespace

set_facts facts_of_sets(const reading& rd) noexcept {
    set_facts x{};
    x.all_orphan = true;
    std::uint32_t once = 0;  // chows seen an odd number of times
    for (int i = 0; i < rd.set_size; ++i) {
        const riichi_set& g = rd.sets[static_cast<std::size_t>(i)];
        x.all_orphan &= set_has_orphan(g);
        x.set_fu = static_cast<std::uint8_t>(x.set_fu + fu_of(g));
        if (g.type == set_type::chow) {
            const std::uint32_t b = std::uint32_t{1} << g.t;
            x.doubles = static_cast<std::uint8_t>(x.doubles + ((once & b) != 0));
            once ^= b;
            x.chows |= b;
            ++x.chow_count;
        } else {
            x.pungs |= bit(g.t);
            x.closed_pungs = static_cast<std::uint8_t>(x.closed_pungs + !g.open);
            x.kongs = static_cast<std::uint8_t>(x.kongs + (g.type == set_type::kong));
        }
    }
    return x;
}

int find_readings(const riichi_facts& f, std::array<reading, max_readings>& out) noexcept {
    enumerator e{f, out, false, 0, {}, {}};
    e.standard();
    e.seven_pairs();
    e.thirteen_orphans();
    return e.size;
}

int find_decompositions(const riichi_facts& f, std::array<reading, max_readings>& out) noexcept {
    enumerator e{f, out, true, 0, {}, {}};
    e.standard();
    return e.size;
}

int place_win(const riichi_facts& f, const reading* decompositions, int n,
              std::array<reading, max_readings>& out) noexcept {
    enumerator e{f, out, false, 0, {}, {}};
    for (int i = 0; i < n; ++i) place(f, decompositions[i], out, e.size);
    e.seven_pairs();
    e.thirteen_orphans();
    return e.size;
}

}  // namespace hupai::detail
