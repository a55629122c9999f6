// Discard analysis (牌理 / 受入): for each distinct discard of a 3n+2 hand, the shanten left and
// the kinds whose draw lowers it, with how many copies are still unseen.
#include <algorithm>
#include <bit>
#include <cstring>

#include "effective_hand.hpp"
#include "shanten.hpp"

namespace hupai {

namespace {

using detail::shanten_input;

constexpr tile_mask flower_bits = ((tile_mask{1} << flower_kinds) - 1) << kinds;

// The input after drawing one tile of kind k (0–33): a natural tile, or a wildcard taken from
// the wall's wild tiles (宝 or not).
shanten_input with_drawn(shanten_input in, int k, const rules& r, int bao) noexcept {
    const auto i = static_cast<std::size_t>(k);
    if (r.wild & bit(static_cast<tile>(k))) {
        if (k == bao) {
            ++in.wild.held_bao;
            --in.wild.draw_bao;
        } else {
            ++in.wild.held_free;
            --in.wild.draw_free;
        }
        in.plain = false;
    } else {
        ++in.counts[i];  // its cap is unchanged: one more held, one fewer to draw
        in.plain = in.plain && in.counts[i] <= 4;
    }
    ++in.concealed;
    return in;
}

int distance(const shanten_input& in, const rules& r, int size, int melds) noexcept {
    return detail::distance_of(in, r, detail::shanten_shape(size, melds)).overall;
}

// The plain path (no declared meld, no wildcard in play, max_suits 3): an exchange changes the
// record of one or two groups, so the record ids after every discard and every draw come from
// ranking keys moved by one tile's weight, and each exchange costs a merge and a final look-up.
// A draw fills at most one target slot, so it can lower only a form already at the best
// distance: the standard form's draws are looked up only then, and the special forms' answers
// depend only on how many copies of the drawn kind are held, so they go by kind masks.
//
// Discards of one group that leave it with the same record id (a "class") leave the same hand
// to every other group, so the draws into other groups are looked up once per class. Drawing
// back the discarded kind restores the 14-tile hand, whose standard need is known.
class plain_analysis {
public:
    plain_analysis(const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible)
        : r_(r), m_(detail::merges()) {
        std::copy_n(h.counts.begin(), kinds, c_.begin());
        if (visible == nullptr) {
            // 4 − count a byte: validation keeps counts ≤ 4, so no byte borrows.
            for (std::size_t i = 0; i < unseen_words; ++i) {
                std::uint64_t w;
                std::memcpy(&w, c_.data() + 8 * i, sizeof w);
                unseen_[i] = 0x0404040404040404ull - w;
            }
            unseen_[unseen_words - 1] &= 0xFFFF;  // kinds 32–33
        } else {
            std::array<std::uint8_t, 8 * unseen_words> unseen{};
            for (int k = 0; k < kinds; ++k) {
                const int left = copies - c_[k] - (*visible)[k];
                unseen[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(std::max(0, left));
            }
            std::memcpy(unseen_.data(), unseen.data(), sizeof unseen_);
        }
        const int playable = r.honours ? kinds : suited_kinds;
        std::array<int, copies + 1> held_count{};  // playable kinds by copies held
        for (int k = 0; k < playable; ++k) {
            held_[c_[k]] |= bit(static_cast<tile>(k));
            ++held_count[c_[k]];
            tiles_[group_of(k)] += c_[k];
        }
        // Kinds held at least t times, and the orphan kinds held (twice).
        for (int t = copies; t >= 1; --t) {
            stats_.at_least[static_cast<std::size_t>(t)] =
                held_count[t] + (t < copies ? stats_.at_least[static_cast<std::size_t>(t + 1)] : 0);
        }
        for (tile_mask w = ~held_[0] & orphan_bits & playable_bits(); w != 0; w &= w - 1) {
            ++stats_.orphans_held;
            orphan_pairs_ += c_[std::countr_zero(w)] >= 2;
        }
        rank_[0] = rank_[1] = rank_[2] = &detail::ranking(gen::group_type::suit);
        rank_[3] = &detail::ranking(r.honour_chows ? gen::group_type::honour_chows
                                                   : gen::group_type::honour);
        int size = 0;
        for (int g = 0; g < 4; ++g) {
            const std::uint8_t* p = c_.data() + 9 * g;
            key_[g] = g < 3 ? detail::ranking_key<9>(p) : detail::ranking_key<7>(p);
            id_[g] = g == 3 && !r.honours ? detail::empty_honour_id() : group_id(g, key_[g]);
            size += tiles_[g];
        }
        t_ = detail::shanten_shape(size - 1, 0);
        row_ = static_cast<std::uint32_t>(t_.melds) * m_.ss_count;
        ss_ = m_.suits(id_[0], id_[1]);
        sh_ = m_.suit_honours(id_[2], id_[3]);
        whole_ = m_.final_need[(row_ + ss_) * m_.sh_count + sh_];
        // Draws into each group: its record id after each, the kinds that lead to the same id
        // merged. A group already holding 14 tiles holds every discard too.
        drawable_ = held_[0] | held_[1] | held_[2] | held_[3];
        for (int g = 0; g < 4; ++g) {
            if (tiles_[g] >= gen::max_group_tiles) continue;
            for (tile_mask w = drawable_ & group_bits(g); w != 0; w &= w - 1) {
                const int k = std::countr_zero(w);
                group_draws_[g].add(group_id(g, key_[g] + weight_of[k]), k);
            }
        }
        // The same draws by the merged id of their half (for a discard from the other half).
        for (int g = 0; g < 4; ++g) {
            const draw_list& l = group_draws_[g];
            for (int i = 0; i < l.size; ++i) {
                std::array<std::uint32_t, 4> ids = id_;
                ids[g] = l.id[static_cast<std::size_t>(i)];
                const std::uint32_t merged =
                    g < 2 ? m_.suits(ids[0], ids[1]) : m_.suit_honours(ids[2], ids[3]);
                half_draws_[g / 2].merge(merged, l.kinds[static_cast<std::size_t>(i)]);
            }
        }
    }

    // Fills `out` (value-initialized) for the discard d.
    void choose(tile d, discard_choice& out) noexcept {
        const int gd = group_of(d);
        const std::uint32_t key_d = key_[gd] - weight_of[d];
        const std::uint32_t id_d = group_id(gd, key_d);
        // Kinds by copies held after the discard, and the special forms' counts.
        const int x = c_[d];
        std::array<tile_mask, copies + 1> held = held_;
        held[x] &= ~bit(d);
        held[x - 1] |= bit(d);
        std::array<int, 5> ge = stats_.at_least;
        --ge[x];
        const bool orphan = is_orphan(d);
        const int orphans = stats_.orphans_held - (orphan && x == 1);
        const bool orphan_pair = orphan_pairs_ - (orphan && x == 2) > 0;

        discard_class& c = class_of(gd, id_d);
        const int standard = r_.standard ? c.standard : detail::no_distance;
        const bool pairs = t_.special && r_.seven_pairs;
        const bool thirteen = t_.special && r_.thirteen_orphans && r_.honours;
        const auto pairs_need = [&](const std::array<int, 5>& at_least) {
            return detail::seven_pairs_need_of(at_least[1], at_least[2], at_least[3], at_least[4],
                                               r_.seven_pairs_quads);
        };
        const int missing = static_cast<int>(orphan_count) - orphans;
        const int pairs_now = pairs ? pairs_need(ge) : detail::no_distance;
        const int orphans_now = thirteen ? missing + (orphan_pair ? 0 : 1) : detail::no_distance;
        const int before = std::min({standard, pairs_now, orphans_now});

        tile_mask better = 0;
        if (pairs && pairs_now == before) {
            for (int n = 0; n < copies; ++n) {  // a draw of a kind held n times
                std::array<int, 5> more = ge;
                ++more[static_cast<std::size_t>(n + 1)];
                if (pairs_need(more) < before) better |= held[n];
            }
        }
        if (thirteen && orphans_now == before) {
            for (int n = 0; n < copies; ++n) {
                const int orphans_need = missing - (n == 0) + (orphan_pair || n == 1 ? 0 : 1);
                if (orphans_need < before) better |= held[n] & orphan_bits;
            }
        }
        if (standard == before && before < detail::no_distance) {
            if (!c.ready) {
                c.better = other_groups_better(gd, id_d, c);
                c.ready = true;
            }
            better |= c.better;
            if (whole_ < before) better |= bit(d);
            // Draws into the discard's group: its record id becomes `id`, the half's merged id
            // is merge[base + stride · id], and the need final[fbase + fstep · merged].
            const bool first = gd < 2;
            const std::uint16_t* merge = first ? m_.ss_merge : m_.sh_merge;
            const std::uint32_t records = first ? m_.suit_records : m_.honour_records;
            const std::uint32_t partner = id_[gd ^ 1];
            const std::uint32_t base = (gd & 1) ? partner * records : partner;
            const std::uint32_t stride = (gd & 1) ? 1u : records;
            const std::uint32_t fbase =
                first ? row_ * m_.sh_count + sh_ : (row_ + ss_) * m_.sh_count;
            const std::uint32_t fstep = first ? m_.sh_count : 1u;
            for (tile_mask w = drawable_ & group_bits(gd) & ~better & ~bit(d); w != 0; w &= w - 1) {
                const int k = std::countr_zero(w);
                const std::uint32_t id = group_id(gd, key_d + weight_of[k]);
                if (m_.final_need[fbase + fstep * merge[base + stride * id]] < before) {
                    better |= bit(static_cast<tile>(k));
                }
            }
        }

        out.discard = d;
        out.shanten = before < detail::no_distance ? before - 1 : no_shanten;
        // Never a kind whose four copies are in the hand (the discard included).
        out.improving = better & ~held_[copies];
        // The unseen counts of the improving kinds, eight kinds a word: each mask byte widened
        // to a byte mask, and the kept counts (≤ 4 each, ≤ 136 in all) summed by multiplication.
        std::array<std::uint64_t, unseen_words> kept;
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < unseen_words; ++i) {
            kept[i] = unseen_[i] & byte_masks[(out.improving >> (8 * i)) & 0xFF];
            total += kept[i];
        }
        std::memcpy(out.unseen.data(), kept.data(), sizeof out.unseen);
        out.unseen_total = static_cast<int>((total * 0x0101010101010101ull) >> 56);
    }

private:
    // Draws into one group or half, the kinds that lead to the same record id merged.
    struct draw_list {
        std::array<std::uint32_t, 18> id;
        std::array<tile_mask, 18> kinds;
        int size = 0;
        // A group's record ids are bytes: which ones the list holds, and where.
        std::array<std::uint64_t, 4> seen{};
        std::array<std::uint8_t, 256> slot;

        void add(std::uint32_t record, int k) noexcept {
            std::uint64_t& word = seen[record >> 6];
            const std::uint64_t b = std::uint64_t{1} << (record & 63);
            if (word & b) {
                kinds[slot[record]] |= bit(static_cast<tile>(k));
                return;
            }
            word |= b;
            slot[record] = static_cast<std::uint8_t>(size);
            id[static_cast<std::size_t>(size)] = record;
            kinds[static_cast<std::size_t>(size++)] = bit(static_cast<tile>(k));
        }
        void merge(std::uint32_t merged, tile_mask m) noexcept {
            for (int i = 0; i < size; ++i) {
                if (id[static_cast<std::size_t>(i)] == merged) {
                    kinds[static_cast<std::size_t>(i)] |= m;
                    return;
                }
            }
            id[static_cast<std::size_t>(size)] = merged;
            kinds[static_cast<std::size_t>(size++)] = m;
        }
    };
    // The discards of one group with the same record id after them: the standard need then,
    // and (once asked) the kinds of the other groups whose draw lowers it.
    // Set up by class_of (left uninitialized until then: most are never used).
    struct discard_class {
        std::uint32_t id, ss, sh;  // the group's record id; the halves' merged ids
        int standard;
        bool ready;
        tile_mask better;
    };
    discard_class& class_of(int g, std::uint32_t id) noexcept {
        discard_class* list = classes_[g].data();
        int& n = class_count_[g];
        for (int i = 0; i < n; ++i) {
            if (list[i].id == id) return list[i];
        }
        discard_class& c = list[n++];
        c.id = id;
        std::array<std::uint32_t, 4> ids = id_;
        ids[g] = id;
        const std::uint32_t ss = g < 2 ? m_.suits(ids[0], ids[1]) : ss_;
        const std::uint32_t sh = g < 2 ? sh_ : m_.suit_honours(ids[2], ids[3]);
        c.standard = need(m_.final_need[(row_ + ss) * m_.sh_count + sh]);
        c.ss = ss;
        c.sh = sh;
        c.ready = false;
        return c;
    }

    // For a discard from group gd leaving it with record id_d (class c): the kinds of the other
    // three groups whose draw lowers the standard need below c.standard.
    tile_mask other_groups_better(int gd, std::uint32_t id_d,
                                  const discard_class& c) const noexcept {
        tile_mask better = 0;
        const bool first = gd < 2;  // the discard's half
        // A draw into the other half: its merged id after the draw against this half's now.
        const draw_list& other = half_draws_[first ? 1 : 0];
        for (int i = 0; i < other.size; ++i) {
            const std::uint32_t o = other.id[static_cast<std::size_t>(i)];
            const int n = first ? m_.final_need[(row_ + c.ss) * m_.sh_count + o]
                                : m_.final_need[(row_ + o) * m_.sh_count + c.sh];
            if (n < c.standard) better |= other.kinds[static_cast<std::size_t>(i)];
        }
        // A draw into the partner group gp: its record id becomes `id`, the half's merged id
        // is merge[base + stride · id], and the need final[fbase + fstep · merged].
        const int gp = gd ^ 1;
        const std::uint16_t* merge = first ? m_.ss_merge : m_.sh_merge;
        const std::uint32_t records = first ? m_.suit_records : m_.honour_records;
        const std::uint32_t base = (gp & 1) ? id_d * records : id_d;
        const std::uint32_t stride = (gp & 1) ? 1u : records;
        const std::uint32_t fbase = first ? row_ * m_.sh_count + sh_ : (row_ + ss_) * m_.sh_count;
        const std::uint32_t fstep = first ? m_.sh_count : 1u;
        const draw_list& partner = group_draws_[gp];
        for (int i = 0; i < partner.size; ++i) {
            const std::uint32_t id = partner.id[static_cast<std::size_t>(i)];
            if (m_.final_need[fbase + fstep * merge[base + stride * id]] < c.standard) {
                better |= partner.kinds[static_cast<std::size_t>(i)];
            }
        }
        return better;
    }

    static int group_of(int k) noexcept { return k < suited_kinds ? k / 9 : 3; }
    static tile_mask group_bits(int g) noexcept {
        return g < 3 ? tile_mask{0x1FF} << (9 * g) : tile_mask{0x7F} << suited_kinds;
    }
    tile_mask playable_bits() const noexcept {
        return r_.honours ? (tile_mask{1} << kinds) - 1 : (tile_mask{1} << suited_kinds) - 1;
    }
    static int need(int n) noexcept { return n == 0xFF ? detail::no_distance : n; }
    std::uint32_t group_id(int g, std::uint32_t key) const noexcept { return rank_[g]->id(key); }

    static constexpr std::size_t orphan_count = 13;
    // byte_masks[b]: byte i is 0xFF when bit i of b is set.
    static constexpr std::array<std::uint64_t, 256> byte_masks = [] {
        std::array<std::uint64_t, 256> t{};
        for (unsigned b = 0; b < 256; ++b) {
            for (unsigned i = 0; i < 8; ++i) {
                if (b >> i & 1u) t[b] |= std::uint64_t{0xFF} << (8 * i);
            }
        }
        return t;
    }();
    static constexpr tile_mask orphan_bits = [] {
        tile_mask m = 0;
        for (int k = 0; k < kinds; ++k) {
            if (is_orphan(static_cast<tile>(k))) m |= bit(static_cast<tile>(k));
        }
        return m;
    }();
    // Each kind's weight in its group's ranking key.
    static constexpr std::array<std::uint32_t, kinds> weight_of = [] {
        std::array<std::uint32_t, kinds> w{};
        for (int k = 0; k < kinds; ++k) {
            w[static_cast<std::size_t>(k)] =
                k < suited_kinds ? detail::key_weight(9, k % 9) : detail::key_weight(7, k - 27);
        }
        return w;
    }();

    const rules& r_;
    const detail::merge_tables& m_;
    static constexpr std::size_t unseen_words = (kinds + 7) / 8;
    std::array<std::uint8_t, 8 * unseen_words> c_{};    // counts, then zeros
    std::array<std::uint64_t, unseen_words> unseen_{};  // a byte per kind
    std::array<tile_mask, copies + 1> held_{};          // playable kinds by copies held
    tile_mask drawable_ = 0;                            // playable kinds held < 4 times
    const detail::group_ranking* rank_[4] = {};
    std::array<std::uint32_t, 4> key_{}, id_{};
    std::array<int, 4> tiles_{};
    detail::target_shape t_;
    std::uint32_t row_ = 0, ss_ = 0, sh_ = 0;  // the final table's row; the halves' merged ids
    int whole_ = 0;                            // the standard need of the 14 tiles (raw)
    detail::plain_stats stats_;
    int orphan_pairs_ = 0;  // orphan kinds held twice or more
    draw_list group_draws_[4], half_draws_[2];
    std::array<std::array<discard_class, 9>, 4> classes_;
    std::array<int, 4> class_count_{};
};

// Best first: lower shanten, then more unseen improving tiles, then tile order.
bool comes_first(const discard_choice& a, const discard_choice& b) noexcept {
    if (a.shanten != b.shanten) return a.shanten < b.shanten;
    if (a.unseen_total != b.unseen_total) return a.unseen_total > b.unseen_total;
    return a.discard < b.discard;
}
void sort_choices(std::vector<discard_choice>& out) {
    std::sort(out.begin(), out.end(), comes_first);
}

}  // namespace

result<std::vector<discard_choice>> analyze_discards(
    const hand& h, const rules& r, const std::array<std::uint8_t, kinds>* visible) {
    if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
    std::vector<discard_choice> out;
    // thirteen_lan has no incremental form here: such rules take the general path.
    if (detail::plain_hand(h, r) && !r.thirteen_lan) {
        plain_analysis analysis(h, r, visible);
        std::size_t n = 0;
        for (int k = 0; k < kinds; ++k) n += h.counts[static_cast<std::size_t>(k)] != 0;
        out.resize(n);
        n = 0;
        for (int k = 0; k < kinds; ++k) {
            if (h.counts[static_cast<std::size_t>(k)] != 0)
                analysis.choose(static_cast<tile>(k), out[n++]);
        }
        sort_choices(out);
        return out;
    }

    const detail::effective_hand e = detail::make_effective(h, r);
    const bool fei_bao =
        r.fei && r.flowers == flower_role::wild_kind && (r.wild & flower_bits) == 0;
    const int bao = fei_bao ? detail::bao_kind(r) : -1;
    auto analyse = [&](tile discard, const hand& rest) {
        const detail::effective_hand re = detail::make_effective(rest, r);
        const shanten_input in = detail::make_shanten_input(rest, r, re);
        const int before = distance(in, r, re.size, re.melds);
        discard_choice c;
        c.discard = discard;
        c.shanten = before < detail::no_distance ? before - 1 : no_shanten;
        for (int k = 0; k < kinds; ++k) {
            if (!r.honours && k >= suited_kinds) break;
            const auto i = static_cast<std::size_t>(k);
            const int left = copies - e.held[i];  // copies outside the 14 tiles and melds
            if (left <= 0) continue;
            const shanten_input more = with_drawn(in, k, r, bao);
            if (distance(more, r, re.size + 1, re.melds) >= before) continue;
            c.improving |= bit(static_cast<tile>(k));
            const int unseen = std::max(0, left - (visible ? (*visible)[i] : 0));
            c.unseen[i] = static_cast<std::uint8_t>(unseen);
            c.unseen_total += unseen;
        }
        out.push_back(c);
    };

    for (int k = 0; k < all_kinds; ++k) {
        const auto i = static_cast<std::size_t>(k);
        if (h.counts[i] == 0) continue;
        if (k >= kinds && r.flowers != flower_role::wild_kind) continue;  // set aside: no discard
        hand rest = h;
        --rest.counts[i];
        analyse(static_cast<tile>(k), rest);
    }
    if (h.jokers > 0) {
        hand rest = h;
        --rest.jokers;
        analyse(joker_discard, rest);
    }
    sort_choices(out);
    return out;
}

}  // namespace hupai
