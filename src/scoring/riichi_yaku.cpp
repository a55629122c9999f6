// The yaku and yakuman of one riichi reading, with their han (open-hand values where open).
#include <algorithm>
#include <bit>
#include <cstring>

#include "scoring/riichi_internal.hpp"

namespace hupai::detail {

namespace {

constexpr tile white = make_tile(suit::honour, 5);
constexpr tile green = make_tile(suit::honour, 6);
constexpr tile red = make_tile(suit::honour, 7);
constexpr tile_mask dragon_mask = bit(white) | bit(green) | bit(red);
constexpr tile_mask wind_mask = tile_mask{0xF} << make_tile(suit::honour, 1);

// 2, 3, 4, 6, 8 of bamboo and the green dragon: the tiles of ryuuiisou.
constexpr bool is_green(tile t) noexcept {
    if (t == green) return true;
    if (suit_of(t) != suit::sou) return false;
    const int n = number_of(t);
    return n == 2 || n == 3 || n == 4 || n == 6 || n == 8;
}

// The yaku of a reading: summed always, listed into out unless it is null (value_of).
struct yaku_list {
    riichi_score* out;
    int han = 0;
    int yakuman = 0;
    int top = 0;  ///< the highest yakuman multiple
    int size = 0;
    void add(yaku y, int h) noexcept {
        if (out != nullptr && out->yaku_size < max_yaku_entries) {
            out->yaku[out->yaku_size++] = yaku_entry{y, static_cast<std::uint8_t>(h), 0};
        }
        han += h;
        ++size;
    }
    void add_yakuman(yaku y, int times) noexcept {
        if (out != nullptr && out->yaku_size < max_yaku_entries) {
            out->yaku[out->yaku_size++] = yaku_entry{y, 0, static_cast<std::uint8_t>(times)};
        }
        yakuman += times;
        top = std::max(top, times);
        ++size;
    }
};

}  // namespace

tile_mask held_of(const std::array<std::uint8_t, kinds>& counts) noexcept {
    // Eight counts a word: each non-zero byte to its low bit, the eight bits gathered by one
    // multiplication into the top byte.
    std::array<std::uint8_t, 40> bytes{};
    std::memcpy(bytes.data(), counts.data(), kinds);
    tile_mask held = 0;
    for (std::size_t i = 0; i < bytes.size(); i += 8) {
        std::uint64_t w = 0;
        std::memcpy(&w, bytes.data() + i, 8);
        w |= w >> 4;
        w |= w >> 2;
        w |= w >> 1;
        w &= 0x0101010101010101ull;
        held |= static_cast<tile_mask>((w * 0x0102040810204080ull) >> 56) << i;
    }
    return held;
}

tile_facts tiles_of(tile_mask held) noexcept {
    // The kinds held, as a mask, against masks of each property: no loop per question.
    static constexpr tile_mask suit_masks[3] = {0x1FFull, 0x1FFull << 9, 0x1FFull << 18};
    static constexpr tile_mask honour_mask = natural_mask & ~((tile_mask{1} << suited_kinds) - 1);
    static constexpr tile_mask green_mask = [] {
        tile_mask m = 0;
        for (int k = 0; k < kinds; ++k) {
            if (is_green(static_cast<tile>(k))) m |= bit(static_cast<tile>(k));
        }
        return m;
    }();
    tile_facts t;
    t.any_orphan = (held & orphan_mask) != 0;
    t.any_simple = (held & ~orphan_mask) != 0;
    t.any_honour = (held & honour_mask) != 0;
    t.any_terminal = (held & orphan_mask & ~honour_mask) != 0;
    for (int su = 0; su < 3; ++su) t.suits |= static_cast<int>((held & suit_masks[su]) != 0) << su;
    t.all_green = (held & ~green_mask) == 0;
    return t;
}

namespace {

// The yakuman of a reading that the tiles and sets decide (tenhou and kin are added apart).
void tile_yakuman(const riichi_facts& f, const reading& rd, const tile_facts& tf,
                  yaku_list& list) noexcept {
    const rules& r = *f.r;
    const int two = r.double_yakuman ? 2 : 1;
    if (rd.shape == form::thirteen_orphans) {
        if (f.concealed[f.s->win_tile] == 2) {
            list.add_yakuman(yaku::kokushi_13, two);
        } else {
            list.add_yakuman(yaku::kokushi, 1);
        }
        return;
    }
    if (rd.shape == form::standard) {
        const set_facts& sf = rd.facts;
        const int dragon_pungs = std::popcount(sf.pungs & dragon_mask);
        const int wind_pungs = std::popcount(sf.pungs & wind_mask);
        if (sf.closed_pungs == 4) {
            if (rd.wait == wait_shape::single) {
                list.add_yakuman(yaku::suuankou_tanki, two);
            } else {
                list.add_yakuman(yaku::suuankou, 1);
            }
        }
        if (dragon_pungs == 3) list.add_yakuman(yaku::daisangen, 1);
        if (wind_pungs == 3 && is_wind(rd.pair)) list.add_yakuman(yaku::shousuushii, 1);
        if (wind_pungs == 4) list.add_yakuman(yaku::daisuushii, two);
    }
    if (!tf.any_simple && !tf.any_terminal) list.add_yakuman(yaku::tsuuiisou, 1);
    if (!tf.any_simple && !tf.any_honour) list.add_yakuman(yaku::chinroutou, 1);
    if (tf.all_green) list.add_yakuman(yaku::ryuuiisou, 1);
    if (rd.shape == form::standard && f.meld_size == 0 && !tf.any_honour &&
        std::popcount(static_cast<unsigned>(tf.suits)) == 1) {
        // 1112345678999 plus one more of the suit; the nine-sided wait when that one is the
        // winning tile.
        const int base = (std::countr_zero(static_cast<unsigned>(tf.suits))) * 9;
        static constexpr int need[9] = {3, 1, 1, 1, 1, 1, 1, 1, 3};
        int extra = -1;
        bool ok = true;
        for (int n = 0; n < 9; ++n) {
            const int d = f.concealed[static_cast<std::size_t>(base + n)] - need[n];
            if (d < 0 || d > 1) ok = false;
            if (d == 1) extra = base + n;
        }
        if (ok) {
            if (extra == f.s->win_tile) {
                list.add_yakuman(yaku::junsei_chuuren, two);
            } else {
                list.add_yakuman(yaku::chuuren, 1);
            }
        }
    }
    if (rd.shape == form::standard && f.kongs == 4) list.add_yakuman(yaku::suukantsu, 1);
}

void blessing_yakuman(const riichi_facts& f, yaku_list& list) noexcept {
    const situation& s = *f.s;
    if (!s.blessing) return;
    if (s.tsumo) {
        list.add_yakuman(s.dealer() ? yaku::tenhou : yaku::chiihou, 1);
    } else if (!s.dealer() && f.r->renhou == renhou_rule::yakuman) {
        list.add_yakuman(yaku::renhou_yakuman, 1);
    }
}

// Only the highest yakuman counts and is listed when they do not stack (the first of equals).
void keep_highest(riichi_score& out) noexcept {
    int best = 0;
    for (int i = 1; i < out.yaku_size; ++i) {
        if (out.yaku[static_cast<std::size_t>(i)].yakuman >
            out.yaku[static_cast<std::size_t>(best)].yakuman)
            best = i;
    }
    out.yaku[0] = out.yaku[static_cast<std::size_t>(best)];
    out.yaku_size = 1;
    out.yakuman = out.yaku[0].yakuman;
}

void sort_entries(riichi_score& out) noexcept {
    std::sort(out.yaku.begin(), out.yaku.begin() + out.yaku_size,
              [](const yaku_entry& a, const yaku_entry& b) { return a.id < b.id; });
}

// The sets' yaku of a standard reading, from the facts of its sets.
void set_yaku(const riichi_facts& f, const reading& rd, const tile_facts& tf, bool pinfu,
              yaku_list& list) noexcept {
    const situation& s = *f.s;
    const bool closed = f.closed;
    const set_facts& sf = rd.facts;
    if (pinfu) list.add(yaku::pinfu, 1);
    if (closed) {
        if (sf.doubles == 2) {
            list.add(yaku::ryanpeikou, 3);
        } else if (sf.doubles == 1) {
            list.add(yaku::iipeikou, 1);
        }
    }
    if (contains(sf.pungs, white)) list.add(yaku::haku, 1);
    if (contains(sf.pungs, green)) list.add(yaku::hatsu, 1);
    if (contains(sf.pungs, red)) list.add(yaku::chun, 1);
    if (contains(sf.pungs, s.seat_wind)) list.add(yaku::seat_wind, 1);
    if (contains(sf.pungs, s.round_wind)) list.add(yaku::round_wind, 1);
    if (sf.all_orphan && is_orphan(rd.pair) && sf.chow_count > 0) {
        if (tf.any_honour) {
            list.add(yaku::chanta, closed ? 2 : 1);
        } else {
            list.add(yaku::junchan, closed ? 3 : 2);
        }
    }
    // 123, 456, 789 of one suit: chow starts 0, 3 and 6 of it.
    constexpr std::uint32_t straight = 0b1001001;
    for (int b = 0; b < suited_kinds; b += 9) {
        if ((sf.chows >> b & straight) == straight) list.add(yaku::ittsu, closed ? 2 : 1);
    }
    if ((sf.chows & sf.chows >> 9 & sf.chows >> 18 & 0x7Fu) != 0) {
        list.add(yaku::sanshoku, closed ? 2 : 1);
    }
    if ((sf.pungs & sf.pungs >> 9 & sf.pungs >> 18 & 0x1FFu) != 0) {
        list.add(yaku::sanshoku_doukou, 2);
    }
    if (sf.chow_count == 0) list.add(yaku::toitoi, 2);
    if (sf.closed_pungs == 3) list.add(yaku::sanankou, 2);
    if (sf.kongs == 3) list.add(yaku::sankantsu, 2);
    if (std::popcount(sf.pungs & dragon_mask) == 2 && is_dragon(rd.pair)) {
        list.add(yaku::shousangen, 2);
    }
}

// What score_reading and value_of share: the yaku into list (listed there when its out is
// set, fu details too), the fu; fu 0 for a yakuman hand and for a hand without a yaku.
int evaluate(const riichi_facts& f, const reading& rd, yaku_list& list) noexcept {
    const situation& s = *f.s;
    const rules& r = *f.r;
    const tile_facts& tf = f.tiles;

    blessing_yakuman(f, list);
    tile_yakuman(f, rd, tf, list);
    if (list.yakuman > 0) return 0;

    fu_count fc{25, false};
    if (rd.shape == form::standard) {
        fc = count_fu(f, rd, list.out);
    } else if (list.out != nullptr) {
        list.out->fu_size = 0;
        list.out->fu_details[list.out->fu_size++] = fu_entry{fu_reason::seven_pairs, 25, 0};
    }

    const bool closed = f.closed;
    if (s.riichi == 2) list.add(yaku::double_riichi, 2);
    if (s.riichi == 1) list.add(yaku::riichi, 1);
    if (s.ippatsu) list.add(yaku::ippatsu, 1);
    if (s.tsumo && closed) list.add(yaku::menzen_tsumo, 1);
    if (!tf.any_orphan && (closed || r.open_tanyao)) list.add(yaku::tanyao, 1);
    if (s.last_tile && s.tsumo && !s.rinshan) list.add(yaku::haitei, 1);
    if (s.last_tile && !s.tsumo) list.add(yaku::houtei, 1);
    if (s.rinshan) list.add(yaku::rinshan, 1);
    if (s.chankan) list.add(yaku::chankan, 1);
    if (s.blessing && !s.tsumo && !s.dealer() && r.renhou == renhou_rule::mangan) {
        list.add(yaku::renhou, 5);
    }
    if (rd.shape == form::standard) {
        set_yaku(f, rd, tf, fc.pinfu, list);
    } else {
        list.add(yaku::chiitoitsu, 2);
    }
    if (!tf.any_simple && tf.any_honour && tf.any_terminal) list.add(yaku::honroutou, 2);
    if (std::popcount(static_cast<unsigned>(tf.suits)) == 1) {
        if (tf.any_honour) {
            list.add(yaku::honitsu, closed ? 3 : 2);
        } else {
            list.add(yaku::chinitsu, closed ? 6 : 5);
        }
    }
    if (list.size == 0) return 0;
    if (f.dora > 0) list.add(yaku::dora, f.dora);
    if (f.aka > 0) list.add(yaku::aka_dora, f.aka);
    if (f.ura > 0) list.add(yaku::ura_dora, f.ura);
    return fc.fu;
}

}  // namespace

void score_reading(const riichi_facts& f, const reading& rd, riichi_score& out) noexcept {
    out = riichi_score{};
    out.shape = rd.shape;
    out.wait = rd.wait;
    yaku_list list{&out};
    const int fu = evaluate(f, rd, list);
    if (list.yakuman > 0) {
        sort_entries(out);  // first, so that a tie keeps the first yakuman in list order
        if (f.r->yakuman_stacking) {
            out.yakuman = list.yakuman;
        } else {
            keep_highest(out);
        }
        settle_points(f, out);
        return;
    }
    if (list.size == 0) {
        out.no_yaku = true;
        out.fu_size = 0;
        return;
    }
    out.han = list.han;
    out.fu = fu;
    sort_entries(out);
    settle_points(f, out);
}

reading_value value_of(const riichi_facts& f, const reading& rd) noexcept {
    yaku_list list{nullptr};
    reading_value v;
    v.fu = evaluate(f, rd, list);
    if (list.size == 0) return v;
    v.no_yaku = false;
    if (list.yakuman > 0) {
        v.yakuman = f.r->yakuman_stacking ? list.yakuman : list.top;
    } else {
        v.han = list.han;
    }
    const points p = points_of(v.han, v.fu, v.yakuman, *f.s, *f.r);
    v.limit = p.limit;
    v.total = p.total;
    return v;
}

}  // namespace hupai::detail
