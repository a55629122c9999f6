// Waits (听): the kinds whose draw completes a 3n+1 hand, and the shape of each wait.
//
// Hands in which no wildcard can take part (no wild kind, no joker, flowers set aside), without
// in-hand kongs, honour chows or thirteen_lan, take the table path: suits never share a group, so
// the standard-form waits and their shapes come from one wait.bin record per suit and the
// honours (tables/wait_table.hpp): the drawn tile's suit completes with it while every other suit
// is complete as it stands, the pair in exactly one suit. Seven pairs and thirteen orphans are
// decided from the counts with the win check's word helpers. Shanten is 0 when something waits;
// otherwise, without melds under max_suits 3, the shanten tables give the standard form's need
// and the counts the special forms' (the shanten engine answers the other hands).
//
// Every other hand takes the general path. A kind is a wait when the hand plus one tile of it
// wins (the win check of analysis/win.hpp). Without wildcards the shanten engine first rules out
// hands that are not ready and only kinds next to a held tile (or special-form kinds) are tried;
// with wildcards every kind is tried first and the engine asked only when none waits. The shapes
// follow seed 002's blocks: the drawn tile completes a pair (单骑), a pung from a pair (双碰), or a
// chow from two tiles — the middle (嵌张), the end of 12 or 89 (边张), else two-sided (两面); each
// shape is tested by removing that group with the drawn tile and asking whether the rest is
// complete (by the win tables, or by the shanten engine under in-hand kongs or a suit limit).
// wait.bin's generator (src/gen/wait_gen.cpp) tabulates the same blocks.
#include <algorithm>
#include <array>
#include <bit>
#include <optional>

#include "admission.hpp"
#include "analysis/special_forms.hpp"
#include "analysis/win.hpp"
#include "effective_hand.hpp"
#include "shanten/shanten.hpp"
#include "tables/knitted.hpp"
#include "tables/wait_table.hpp"

namespace hupai {

namespace {

using detail::effective_hand;
using detail::shanten_input;
using detail::target_shape;

constexpr std::uint16_t shape_bit(wait_shape s) noexcept {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(s));
}

// The effective hand after drawing one tile of kind k (0–33).
effective_hand with_drawn(const effective_hand& e, tile k, const rules& r) noexcept {
    effective_hand x = e;
    ++x.held[k];
    ++x.size;
    if (r.wild & bit(k)) {
        ++x.wildcards;
        const bool natural_bao = detail::flowers_stand_for_bao(r) && detail::bao_kind(r) == k;
        if (natural_bao) {
            ++x.bao_tiles;
            x.fei = r.fei && x.bao_tiles >= copies;
        }
    } else {
        ++x.counts[k];
        x.suits_used |= tile_mask{1} << (k < suited_kinds ? k / 9 : 3);
    }
    x.kongs_needed = (r.kongs_in_hand && x.size > 14) ? x.size - 14 : 0;
    return x;
}

// Whether the drawn tile may matter: next to a held natural tile of its suit, a held honour, or
// a kind of the special forms. Without wildcards no other kind can complete the hand.
// thirteen_lan's waits are far from every held tile of their suit (gaps of 3 or more), so under
// it every kind may matter: a ruijin hand whose 宝 is a flower and that holds no flower has no
// wildcard in play, yet waits on such gaps. So may a knitted form's tile stand apart from every
// held one.
bool may_complete(const effective_hand& e, int k, const rules& r) noexcept {
    if (r.thirteen_lan || detail::knitted_rules(r)) return true;
    const auto& c = e.counts;
    if (k < suited_kinds) {
        const int lo = std::max(k - 2, k / 9 * 9);
        const int hi = std::min(k + 2, k / 9 * 9 + 8);
        for (int i = lo; i <= hi; ++i)
            if (c[static_cast<std::size_t>(i)] != 0) return true;
        return r.thirteen_orphans && is_orphan(static_cast<tile>(k));
    }
    if (c[static_cast<std::size_t>(k)] != 0 || r.thirteen_orphans || r.honour_chows) return true;
    return false;
}

/// Takes one natural tile of each kind in `taken` from counts, asks `complete()`, and puts them
/// back: false when a tile is missing.
template <class Complete>
bool without(std::array<std::uint8_t, kinds>& counts, std::initializer_list<int> taken,
             Complete&& complete) {
    std::size_t removed = 0;
    bool ok = true;
    for (const int k : taken) {
        if (counts[static_cast<std::size_t>(k)] == 0) {
            ok = false;
            break;
        }
        --counts[static_cast<std::size_t>(k)];
        ++removed;
    }
    ok = ok && complete();
    for (const int k : taken) {
        if (removed-- == 0) break;
        ++counts[static_cast<std::size_t>(k)];
    }
    return ok;
}

/// Whether a winning hand (with its draw) minus a group's natural tiles is complete with `pairs`
/// pairs, by the shanten engine (distance 0): any rules, in-hand kongs and max_suits included.
struct engine_rest {
    shanten_input in;
    const rules& r;
    target_shape t;  // the complete hand's shape

    template <class... Kinds>
    bool operator()(int pairs, Kinds... taken) {
        return without(in.counts, {taken...}, [&] {
            target_shape s = t;
            s.melds = pairs == 1 ? t.melds - 1 : t.melds;
            s.pairs = pairs;
            return detail::standard_distance(in, r, s) == 0;
        });
    }
};

/// The same by the win tables, for rules without in-hand kongs or a suit limit (their targets
/// are the win check's): the fewest wildcards completing the rest are at most those held. The
/// rest of a complete hand holds 3n or 3n+2 tiles, so the wildcards left over form pungs
/// (analysis/win.cpp). Four table look-ups instead of the engine's exact path per group.
struct table_rest {
    std::array<std::uint8_t, kinds> counts;  // natural tiles with the draw (may exceed 4)
    int wildcards;
    bool honour_chows;

    template <class... Kinds>
    bool operator()(int pairs, Kinds... taken) {
        return without(counts, {taken...}, [&] {
            const auto needs = detail::needs_of<true>(detail::load_words(counts.data()),
                                                      counts.data(), honour_chows);
            return detail::wildcards_needed(needs, pairs == 1) <= wildcards;
        });
    }
};

/// Bytes 0–7 of x (each below 16) as nibbles 0–7.
constexpr std::uint64_t nibbles_of(std::uint64_t x) noexcept {
    x = (x | x >> 4) & 0x00FF00FF00FF00FFull;
    x = (x | x >> 8) & 0x0000FFFF0000FFFFull;
    return (x | x >> 16) & 0xFFFFFFFFull;
}
static_assert(nibbles_of(0x0807060504030201ull) == 0x87654321ull);

/// table_rest for each natural draw of one hand in turn: the drawn tile and every block a shape
/// takes lie in the drawn kind's group, so the other three groups' additive needs are the hand's
/// own, summed once per hand, and each question reads one group's label. A group's label lies at
/// an offset of win.bin linear in its counts (base-5 digits, the honours' labels two apart), so a
/// tile drawn or taken moves the offset by its kind's step: no group number is recomputed. The
/// same labels and sums as the win check's, so the same answers.
class drawn_rest {
public:
    /// Precondition: counts 0–4 (a validated hand's natural tiles), at most 13 in a group.
    drawn_rest(const std::array<std::uint8_t, kinds>& counts, int wildcards,
               bool honour_chows) noexcept
        : wildcards_(wildcards), honour_chows_(honour_chows) {
        // The win check's group numbers (one pass of word arithmetic over the hand) place the
        // offsets; each word's bytes packed to nibbles give the counts.
        const detail::count_words w = detail::load_words(counts.data());
        const detail::hand_indices i = detail::indices_of(w);
        for (int g = 0; g < 3; ++g) {
            offsets_[g] = static_cast<std::uint32_t>(gen::win_suited_offset) + i.group[g];
            nibbles_[g] = guards[g] + (nibbles_of(w.suit[g]) | std::uint64_t{w.nine(g)} << 32);
        }
        offsets_[3] = static_cast<std::uint32_t>(gen::honour_label_at(i.group[3], honour_chows));
        nibbles_[3] = guards[3] + nibbles_of(w.honours() >> 8);
        std::uint32_t additive[4];
        for (int g = 0; g < 4; ++g) {
            additive[g] = detail::label_additive_need(detail::label_at_offset(offsets_[g]));
        }
        for (int g = 0; g < 4; ++g) {
            others_[g] = 0;
            for (int o = 0; o < 4; ++o)
                if (o != g) others_[g] += additive[o];
        }
    }

    /// The hand with one more tile of natural kind k (held at most 3 times), until the next draw.
    void draw(int k) noexcept {
        const place p = places[static_cast<std::size_t>(k)];
        group_ = p.group;
        offset_ = offsets_[group_] + p.step;
        nibble_ = nibbles_[group_] + p.unit;
    }

    /// Whether drawn kind k may form a block (standard_shapes): the hand holds k or another kind
    /// of one of its blocks. Most draws of a hand holding many wildcards have none to ask.
    bool may_form_blocks(int k) const noexcept {
        const place p = places[static_cast<std::size_t>(k)];
        std::uint64_t near = p.near;
        if (honour_chows_ && p.group == 3) near = k <= 30 ? wind_nibbles : dragon_nibbles;
        return (nibbles_[p.group] & near) != 0;
    }

    /// Whether the hand with the draw, less one tile of each of `taken` (all in the drawn kind's
    /// group), completes with `pairs` pairs.
    template <class... Kinds>
    bool operator()(int pairs, Kinds... taken) const noexcept {
        const std::uint32_t offset = (offset_ - ... - places[static_cast<std::size_t>(taken)].step);
        const std::uint64_t nibble = (nibble_ - ... - places[static_cast<std::size_t>(taken)].unit);
        // A count taken below 0 clears its nibble's guard bit (no borrow reaches the next).
        if ((nibble & guards[group_]) != guards[group_]) return false;
        const std::uint32_t sum =
            others_[group_] + detail::label_additive_need(detail::label_at_offset(offset));
        return detail::wildcards_needed(sum, pairs == 1) <= wildcards_;
    }

private:
    /// Where kind k lies: its group, its step in the group's label offset, a 1 in its count's
    /// nibble, and the low three bits of the nibbles of its blocks' kinds without honour chows
    /// (its suit's within 2, or itself): a kind is held when they are not all 0.
    struct place {
        std::uint64_t unit;
        std::uint64_t near;
        std::uint32_t step;
        std::uint8_t group;
    };
    static constexpr std::uint64_t wind_nibbles = 0x7777;
    static constexpr std::uint64_t dragon_nibbles = 0x7770000;
    static constexpr std::array<place, kinds> places = [] {
        std::array<place, kinds> out{};
        for (int k = 0; k < kinds; ++k) {
            const bool suited = k < suited_kinds;
            const int i = suited ? k % 9 : k - suited_kinds;
            std::uint8_t unit[9] = {};
            unit[i] = 1;
            std::uint64_t near = 0;
            for (int j = suited ? std::max(0, i - 2) : i; j <= (suited ? std::min(8, i + 2) : i);
                 ++j) {
                near |= std::uint64_t{7} << (4 * j);
            }
            out[static_cast<std::size_t>(k)] = {
                std::uint64_t{1} << (4 * i), near,
                suited ? gen::suited_index(unit)
                       : static_cast<std::uint32_t>(
                             gen::honour_label_at(gen::honour_index(unit), false) -
                             gen::honour_label_at(0, false)),
                static_cast<std::uint8_t>(suited ? k / 9 : 3)};
        }
        return out;
    }();
    /// Each count is kept in a nibble plus 8: bit 3 of each of the group's nibbles set while no
    /// count is below 0 (a count reaches at most 4 + 1, less at most 3).
    static constexpr std::uint64_t guards[4] = {0x888888888, 0x888888888, 0x888888888, 0x8888888};

    std::uint32_t offsets_[4];  // each group's label offset in win.bin
    std::uint64_t nibbles_[4];  // each group's counts, a nibble each plus 8
    std::uint32_t others_[4];   // the additive needs of the groups but g, summed
    int wildcards_;
    bool honour_chows_;
    int group_ = 0;  // the drawn kind's group, its label offset and nibbles with the draw
    std::uint32_t offset_ = 0;
    std::uint64_t nibble_ = 0;
};

/// Seed 002's blocks of drawn kind k, each asked of `rest` (drawn_rest, table_rest or
/// engine_rest). Inline: drawn_rest's questions are a few instructions each, less than the call.
template <class Rest>
HUPAI_HOT_INLINE std::uint16_t standard_shapes(int k, const rules& r, Rest&& rest) {
    std::uint16_t out = 0;
    if (rest(0, k, k)) out |= shape_bit(wait_shape::single);
    if (rest(1, k, k, k)) out |= shape_bit(wait_shape::dual_pung);
    if (k < suited_kinds) {
        const int n = k % 9;  // 0-based number
        if (n >= 1 && n <= 7 && rest(1, k - 1, k, k + 1)) out |= shape_bit(wait_shape::closed);
        if (n <= 6 && rest(1, k, k + 1, k + 2)) {
            out |= shape_bit(n == 6 ? wait_shape::edge : wait_shape::two_sided);
        }
        if (n >= 2 && rest(1, k - 2, k - 1, k)) {
            out |= shape_bit(n == 2 ? wait_shape::edge : wait_shape::two_sided);
        }
    } else if (r.honour_chows) {
        // Seed 003's honour chows: two winds wait on either other wind (two-sided); two
        // dragons on the third (closed).
        if (k <= 30) {
            for (int a = 27; a <= 30; ++a)
                for (int b = a + 1; b <= 30; ++b)
                    if (a != k && b != k && rest(1, a, b, k)) {
                        out |= shape_bit(wait_shape::two_sided);
                    }
        } else if (rest(1, 31, 32, 33)) {
            out |= shape_bit(wait_shape::closed);
        }
    }
    return out;
}

/// standard_shapes out of line, for the rests whose questions cost more than a call: inlined,
/// their code only grows the callers'.
template <class Rest>
[[gnu::noinline]] std::uint16_t standard_shapes_apart(int k, const rules& r, Rest&& rest) {
    return standard_shapes(k, r, rest);
}

/// The shapes of a winning draw's forms but the standard form and 组合龙 (whose shapes depend on
/// the blocks).
constexpr std::uint16_t special_form_shapes(form_set forms) noexcept {
    std::uint16_t shapes = 0;
    if (forms & form_bit(form::seven_pairs)) shapes |= shape_bit(wait_shape::seven_pairs);
    if (forms & form_bit(form::thirteen_orphans)) shapes |= shape_bit(wait_shape::thirteen_orphans);
    if (forms & form_bit(form::thirteen_lan)) shapes |= shape_bit(wait_shape::thirteen_lan);
    if (forms & form_bit(form::honours_and_knitted)) shapes |= shape_bit(wait_shape::knitted);
    return shapes;
}

/// A standard-form win's blocks; a draw that completes the standard form with none of them
/// completes it only through a wildcard's freedom (or is itself wild).
constexpr std::uint16_t standard_or_wildcard(std::uint16_t blocks) noexcept {
    return blocks != 0 ? blocks : shape_bit(wait_shape::wildcard);
}

// --- The table path ------------------------------------------------------------------------

using detail::count_words;
using detail::low_bits;

/// Bit i set when byte i of x is 1 (every byte 0 or 1): the product's top byte gathers them.
constexpr unsigned byte_bits(std::uint64_t x) noexcept {
    return static_cast<unsigned>((x * 0x0102040810204080ull) >> 56);
}

// Bytes of counts 0–4 mapped to 1 where the count is odd, at least 1, 2, 3, or exactly 4.
constexpr std::uint64_t odd(std::uint64_t x) noexcept { return x & low_bits; }
constexpr std::uint64_t at_least_1(std::uint64_t x) noexcept {
    return (x | x >> 1 | x >> 2) & low_bits;
}
constexpr std::uint64_t at_least_2(std::uint64_t x) noexcept {
    return (x >> 1 | x >> 2) & low_bits;
}
constexpr std::uint64_t at_least_3(std::uint64_t x) noexcept {
    return (x >> 2 | (x & x >> 1)) & low_bits;
}
constexpr std::uint64_t exactly_4(std::uint64_t x) noexcept { return x >> 2 & low_bits; }

/// The kinds whose count byte `Test` maps to 1 (Test keeps bit 0 of each byte only). Test is a
/// template argument, not a parameter: passed as a function pointer it was called, not inlined.
template <std::uint64_t (*Test)(std::uint64_t) noexcept>
tile_mask kinds_where(const count_words& w) noexcept {
    const auto bits = [](std::uint64_t x) { return tile_mask{byte_bits(Test(x))}; };
    return bits(w.suit[0]) | bits(w.nine_m) << 8 | bits(w.suit[1]) << 9 | bits(w.nine_p) << 17 |
           bits(w.suit[2]) << 18 | bits(w.last) << 26;
}

tile_mask kinds_held_four(const count_words& w) noexcept { return kinds_where<exactly_4>(w); }

/// Kinds of the hand and its melds all 4 of whose copies are held: they cannot be drawn.
tile_mask exhausted_kinds(const hand& h, const rules& r, const count_words& w) noexcept {
    if (h.meld_count == 0) return kinds_held_four(w);
    return kinds_held_four(detail::load_words(detail::make_effective(h, r).held.data()));
}

/// The bits set among the low four of x: std::popcount without a popcnt instruction is a call.
constexpr int bits4(unsigned x) noexcept {
    return static_cast<int>(0x4332322132212110ull >> (4 * (x & 0xFu)) & 0xFu);
}

constexpr tile_mask group_kinds(int g) noexcept {
    return ((tile_mask{1} << (g < 3 ? 9 : 7)) - 1) << (9 * g);
}

/// The kinds a win may use under max_suits (Sichuan): those of suits that keep the natural tiles
/// and declared melds within the limit, and the honours (no suit), as the win check counts them.
tile_mask kinds_within_suits(const hand& h, const count_words& w, const rules& r) noexcept {
    unsigned used = 0;
    for (int s = 0; s < 3; ++s) used |= static_cast<unsigned>((w.suit[s] | w.nine(s)) != 0) << s;
    for (int i = 0; i < h.meld_count; ++i) {
        const tile t = h.melds[static_cast<std::size_t>(i)].tiles[0];
        if (is_suited(t)) used |= 1u << (t / 9);
    }
    if (bits4(used) > r.max_suits) return 0;
    tile_mask allowed = group_kinds(3);
    for (int s = 0; s < 3; ++s) {
        if (bits4(used | 1u << s) <= r.max_suits) allowed |= group_kinds(s);
    }
    return allowed;
}

/// The kinds of thirteen orphans: 1 and 9 of each suit, the honours.
constexpr tile_mask orphan_kinds = [] {
    tile_mask m = 0;
    for (int k = 0; k < kinds; ++k)
        m |= is_orphan(static_cast<tile>(k)) ? bit(static_cast<tile>(k)) : 0;
    return m;
}();
constexpr int orphan_count = std::popcount(orphan_kinds);

/// Thirteen orphans' waits of 13 concealed tiles that are all terminals and honours: with none
/// held thrice and at most one pair, the one orphan missing, or all 13 when none is (thirteen
/// orphans is one of each and one more: docs/RULES.md).
tile_mask orphan_waits(const count_words& w) noexcept {
    const tile_mask twice = kinds_where<at_least_2>(w);
    if (kinds_where<at_least_3>(w) != 0 || (twice & (twice - 1)) != 0) return 0;
    return twice == 0 ? orphan_kinds : orphan_kinds & ~kinds_where<at_least_1>(w);
}

/// The shanten engine's distance to the target of a 3n+1 hand's waits (its size plus one).
/// Plain hands (no meld, no wildcard) read it straight from the counts (3n+1 sizes aim at the
/// same target for shanten and for waits); the others from their shanten input `in`.
int distance_to_win(const hand& h, const rules& r, const effective_hand& e, bool plain,
                    const shanten_input& in) noexcept {
    if (plain) return detail::plain_distances(h.counts.data(), r).overall;
    return detail::distance_of(in, r, detail::waits_shape(e.size, e.melds)).overall;
}

/// The kinds whose count byte `Test` maps to 1, counted (every byte of the sum stays ≤ 4).
template <std::uint64_t (*Test)(std::uint64_t) noexcept>
int count_where(const count_words& w) noexcept {
    return detail::byte_sum(Test(w.suit[0]) + Test(w.suit[1]) + Test(w.suit[2]) + Test(w.last)) +
           static_cast<int>(Test(w.nine_m) + Test(w.nine_p));
}

/// plain_distances(h.counts, r).overall for a hand of the table path without melds under
/// max_suits 3 (detail::record_hand: no wildcard, at most 13 tiles): the standard form by the
/// shanten tables, the special forms by SWAR counts over the words already loaded instead of
/// loading and counting the hand again. The waits test compares the shanten with
/// compute_shanten's on every such hand it makes.
int plain_distance(const hand& h, const rules& r, const count_words& w) noexcept {
    // The knitted forms take the shanten path, whose records' look-ups they share.
    if (detail::knitted_rules(r)) [[unlikely]] {
        return detail::plain_distances(h.counts.data(), r).overall;
    }
    const target_shape t = detail::waits_shape(detail::tile_total(w), 0);
    int best = r.standard ? detail::plain_standard_distance(h.counts.data(), t.melds, 1, r.honours,
                                                            r.honour_chows)
                          : detail::no_distance;
    if (!t.special) return best;
    if (r.seven_pairs) {
        const bool quads = r.seven_pairs_quads;
        best = std::min(best, detail::seven_pairs_need_of(
                                  count_where<at_least_1>(w), count_where<at_least_2>(w),
                                  quads ? count_where<at_least_3>(w) : 0,
                                  quads ? count_where<exactly_4>(w) : 0, quads));
    }
    if (r.thirteen_orphans && r.honours) {
        // The orphan kinds' bytes: 1m 1p 1s 9m 9p in one word, 9s and the honours in w.last.
        const std::uint64_t ends = (w.suit[0] & 0xFF) | (w.suit[1] & 0xFF) << 8 |
                                   (w.suit[2] & 0xFF) << 16 | std::uint64_t{w.nine_m} << 24 |
                                   std::uint64_t{w.nine_p} << 32;
        const int held = detail::byte_sum(at_least_1(ends) + at_least_1(w.last));
        const bool paired = (at_least_2(ends) | at_least_2(w.last)) != 0;
        // One of each orphan kind and one more of any: the kinds missing, and the pair's tile.
        best = std::min(best, orphan_count - held + !paired);
    }
    return best;
}

/// For each combination of the groups' `complete` bits (bit 2g + p: group g complete as it stands
/// with p pairs), the pairs each group must complete with when the drawn tile joins it: 2 bits
/// per group, 0 when no draw there completes the hand, else 1 + p. The drawn tile's group takes
/// the pair when every other group is complete without one (p = 1), and completes as melds when
/// exactly one other group holds the pair and the rest are complete without (p = 0).
constexpr std::array<std::uint8_t, 256> pair_plans = [] {
    std::array<std::uint8_t, 256> plans{};
    for (unsigned status = 0; status < 256; ++status) {
        unsigned without = 0, with = 0;  // bit g: complete with 0 / 1 pairs
        for (unsigned g = 0; g < 4; ++g) {
            without |= (status >> (2 * g) & 1u) << g;
            with |= (status >> (2 * g + 1) & 1u) << g;
        }
        for (unsigned g = 0; g < 4; ++g) {
            const unsigned others = 0xFu & ~(1u << g);
            unsigned plan = 0;
            if ((without & others) == others) {
                plan = 2;
            } else if (((without | with) & others) == others && bits4(with & others) == 1) {
                plan = 1;
            }
            plans[status] = static_cast<std::uint8_t>(plans[status] | plan << (2 * g));
        }
    }
    return plans;
}();

/// Whether the groups' tile counts let a standard-form draw complete the hand: a group complete
/// with p pairs holds 3m + 2p tiles, so the drawn tile's group holds 3m + 1 (it takes the pair)
/// and every other 3m, or it holds 3m + 2 (it completes as melds), exactly one other 3m + 2 and
/// the rest 3m. Most hands that are not ready fail this and need no wait entry. Precondition:
/// each group holds at most 14 tiles.
bool tile_counts_may_wait(const count_words& w) noexcept {
    // 1 << 4·(n mod 3) for a group of n tiles: the sum's nibble i counts the groups of residue i.
    static constexpr std::array<std::uint16_t, 15> residue_bit = [] {
        std::array<std::uint16_t, 15> t{};
        for (unsigned n = 0; n < t.size(); ++n)
            t[n] = static_cast<std::uint16_t>(1u << 4 * (n % 3));
        return t;
    }();
    unsigned sum = residue_bit[static_cast<std::size_t>(detail::byte_sum(w.honours()))];
    for (int s = 0; s < 3; ++s) {
        sum += residue_bit[static_cast<std::size_t>(detail::byte_sum(w.suit[s])) + w.nine(s)];
    }
    const unsigned one_two = sum >> 4;  // the groups of residue 1, and of residue 2 above
    return one_two == 0x01 || one_two == 0x20;
}

/// The standard form's waits of count words w (a 3n+1 hand without wildcards, each group at
/// most 14 tiles) by the wait tables: the drawn tile's group completes with it and the others as
/// they stand. `shapes` receives each group's blocks (gen::wait_shape_bits per kind).
HUPAI_HOT_INLINE tile_mask standard_table_waits(const count_words& w,
                                                std::uint64_t (&shapes)[4]) noexcept {
    if (!tile_counts_may_wait(w)) return 0;
    const std::uint32_t entries[4] = {
        detail::suited_wait_entry(w, 0), detail::suited_wait_entry(w, 1),
        detail::suited_wait_entry(w, 2), detail::honour_wait_entry(w)};
    unsigned status = 0;
    for (int g = 0; g < 4; ++g) status |= detail::wait_entry_complete(entries[g]) << (2 * g);
    const unsigned plan = pair_plans[status];
    tile_mask completes = 0;
    if (plan != 0) {
        for (int g = 0; g < 4; ++g) {
            const unsigned pairs_plus_one = plan >> (2 * g) & 3u;
            if (pairs_plus_one == 0) continue;
            const gen::wait_record record = detail::wait_record_of(entries[g]);
            completes |= tile_mask{record.completes[pairs_plus_one - 1]} << (9 * g);
            shapes[g] = record.shapes[pairs_plus_one - 1];
        }
    }
    return completes;
}

/// The blocks of kind k among standard_table_waits' shapes; a wildcard's when there are none.
HUPAI_HOT_INLINE std::uint16_t table_shapes_of(const std::uint64_t (&shapes)[4], int k) noexcept {
    const int g = k / 9;
    const auto blocks = static_cast<std::uint16_t>(
        shapes[g] >> (gen::wait_shape_bits * (k - 9 * g)) & gen::wait_shape_field);
    return blocks != 0 ? blocks : shape_bit(wait_shape::wildcard);
}

/// Adds the knitted forms' waits to a wait-table answer (knitted_wait_table_rules): 全不靠's
/// missing kinds when the 13 tiles are different kinds of one arrangement and the honours;
/// 组合龙's missing knitted kind when the rest completes, or, with the nine held, the rest's
/// own waits.
void add_knitted_waits(const hand& h, const rules& r, const count_words& w, waits_result& out) {
    if (detail::tile_total(w) + 3 * h.meld_count != 13) return;
    const detail::kind_mask held = detail::held_kinds_of_counts(h.counts.data());
    const auto add = [&](int k, std::uint16_t shapes) {
        out.waits |= bit(static_cast<tile>(k));
        out.shapes[static_cast<std::size_t>(k)] |= shapes;
    };
    if (r.honours_and_knitted && r.honours && h.meld_count == 0 && std::popcount(held) == 13) {
        for (const detail::kind_mask a : detail::knitted_arrangements) {
            if ((held & detail::suited_kind_mask & ~a) != 0) continue;
            for (auto m = (a | detail::honour_kind_mask) & ~held; m != 0; m &= m - 1) {
                add(std::countr_zero(m), shape_bit(wait_shape::knitted));
            }
        }
    }
    if (!r.knitted_straight) return;
    // Only the arrangements lacking at most one of their nine: most hands have none.
    const unsigned near_whole = detail::near_whole_arrangements(held);
    if (near_whole == 0) return;
    // A kind all of whose copies the hand and its melds hold cannot come (a declared kong of a
    // kind of the nine, say).
    const tile_mask exhausted = exhausted_kinds(h, r, w);
    for (unsigned near = near_whole; near != 0; near &= near - 1) {
        const auto i = static_cast<std::size_t>(std::countr_zero(near));
        const detail::kind_mask a = detail::knitted_arrangements[i];
        const detail::kind_mask missing = a & ~held;
        if (std::popcount(missing) > 1) continue;
        // The words less one tile of each of the nine: a missing kind's byte borrows, and adding
        // its tile back (integer arithmetic on whole words) undoes the borrow exactly.
        count_words rest = detail::without(w, detail::knitted_arrangement_words[i]);
        if (missing != 0) {
            const int k = std::countr_zero(missing);
            if (contains(exhausted, static_cast<tile>(k))) continue;
            rest = detail::with(rest, detail::kind_words(k));
            const auto needs = detail::needs_of<false>(rest, nullptr, r.honour_chows);
            if (detail::wildcards_needed(needs, true) == 0) add(k, shape_bit(wait_shape::knitted));
            continue;
        }
        // The nine held: the rest (a meld and a pair, less one tile) waits on its own, by the
        // wait tables.
        std::uint64_t shapes[4] = {0, 0, 0, 0};
        const tile_mask completes = standard_table_waits(rest, shapes) & ~exhausted;
        for (tile_mask m = completes; m != 0; m &= m - 1) {
            const int k = std::countr_zero(m);
            std::uint16_t s = table_shapes_of(shapes, k);
            if ((a >> k & 1u) != 0) s |= shape_bit(wait_shape::knitted);
            add(k, s);
        }
    }
}

/// find_waits for hands detail::wait_table_rules accepts (validated), or with `knitted`
/// detail::knitted_wait_table_rules (the knitted forms' waits added before the shanten is
/// asked); w holds h's counts.
waits_result table_waits(const hand& h, const rules& r, const count_words& w,
                         bool knitted) noexcept {
    waits_result out;
    std::uint64_t standard_shapes[4] = {0, 0, 0, 0};
    const tile_mask standard = r.standard ? standard_table_waits(w, standard_shapes) : 0;
    // Seven pairs and thirteen orphans: 14 concealed tiles after the draw.
    tile_mask pairs = 0;
    tile_mask orphans = 0;
    if (h.meld_count == 0 && detail::tile_total(w) == 13) {
        // Seven pairs waits on the one kind held an odd number of times, unless a kind is then
        // held 3 or 4 times where four of a kind is no two pairs.
        if (r.seven_pairs && detail::odd_kinds(w) == 1 &&
            (r.seven_pairs_quads || !detail::some_kind_thrice(w))) {
            pairs = kinds_where<odd>(w);
        }
        if (r.thirteen_orphans && r.honours && r.max_suits >= 3 && detail::only_orphan_kinds(w)) {
            orphans = orphan_waits(w);
        }
    }
    tile_mask completing = standard | pairs | orphans;
    if (completing != 0 && r.max_suits < 3) completing &= kinds_within_suits(h, w, r);
    if (completing != 0) {
        // A kind all of whose copies are held cannot be drawn: riichi reports it as karaten.
        const tile_mask exhausted = exhausted_kinds(h, r, w);
        if (r.karaten) out.karaten = completing & exhausted;
        out.waits = completing & ~exhausted;
    }
    // Each form's waits in turn (out.shapes starts at zero): the special forms are rare, so a
    // loop over every wait asking each form costs more.
    for (tile_mask m = out.waits & standard; m != 0; m &= m - 1) {
        const int k = std::countr_zero(m);
        out.shapes[static_cast<std::size_t>(k)] = table_shapes_of(standard_shapes, k);
    }
    const auto add_shape = [&](tile_mask kinds, wait_shape s) {
        for (tile_mask m = out.waits & kinds; m != 0; m &= m - 1) {
            out.shapes[static_cast<std::size_t>(std::countr_zero(m))] |= shape_bit(s);
        }
    };
    add_shape(pairs, wait_shape::seven_pairs);
    add_shape(orphans, wait_shape::thirteen_orphans);
    if (knitted) [[unlikely]] {
        add_knitted_waits(h, r, w, out);
    }
    // Without wildcards a hand is ready exactly when some drawable kind completes it.
    if (out.waits != 0) return out;
    if (h.meld_count == 0 && r.max_suits >= 3) {
        out.shanten = detail::to_shanten(plain_distance(h, r, w));
    } else {
        const effective_hand e = detail::make_effective(h, r);
        out.shanten = detail::to_shanten(
            distance_to_win(h, r, e, false, detail::make_shanten_input(h, r, e)));
    }
    return out;
}

/// The shapes with which drawn kind k completes 组合龙 in the winning hand x: knitted when k
/// is one of the nine of an arrangement whose rest (a meld and a pair) completes, and the
/// standard blocks of k within such a rest.
std::uint16_t knitted_straight_shapes(const effective_hand& x, int k, const rules& r) {
    std::uint16_t out = 0;
    const detail::kind_mask held = detail::held_kinds(detail::load_words(x.counts.data()));
    for (const detail::kind_mask a : detail::knitted_arrangements) {
        if ((a & ~held) != 0) continue;
        table_rest rest{x.counts, x.wildcards, r.honour_chows};
        for (int t = 0; t < suited_kinds; ++t) {
            if ((a >> t & 1u) != 0) --rest.counts[static_cast<std::size_t>(t)];
        }
        if (!rest(1)) continue;
        if ((a >> k & 1u) != 0) out |= shape_bit(wait_shape::knitted);
        if (rest.counts[static_cast<std::size_t>(k)] != 0) out |= standard_shapes_apart(k, r, rest);
    }
    return out;
}

/// The kinds a drawn tile of which may share a block with a held tile (`held`): those within 2
/// of a held kind of their suit, the held honours, and with honour chows every wind when one is
/// held and every dragon when one is.
tile_mask kinds_near(tile_mask held, bool honour_chows) noexcept {
    tile_mask near = 0;
    for (int s = 0; s < 3; ++s) {
        const tile_mask m = held >> (9 * s) & 0x1FF;
        near |= ((m | m << 1 | m << 2 | m >> 1 | m >> 2) & 0x1FF) << (9 * s);
    }
    tile_mask honours = held >> suited_kinds & 0x7F;
    if (honour_chows) {
        honours = ((honours & 0xF) != 0 ? 0xF : 0) | ((honours & 0x70) != 0 ? 0x70 : 0);
    }
    return near | honours << suited_kinds;
}

/// Which kinds' draws bring the flat standard distance of a hand (`flat`, made from `in` at the
/// waits' target) to 0: each natural draw re-ranks its own group, a drawn wildcard changes only
/// the budget.
class flat_completion {
public:
    flat_completion(const detail::flat_standard_parts& flat, const shanten_input& in,
                    const rules& r) noexcept
        : flat_(flat), in_(in), r_(r), counts_(in.counts) {}

    enum class answer { no, yes, ask_the_win_check };

    /// Whether drawing kind k (still in the wall) completes the standard form: where the merge
    /// tables alone do not tell (the group gains from a fifth copy), the win check decides.
    answer operator()(int k) noexcept {
        int d = 0;
        if (r_.wild & bit(static_cast<tile>(k))) {
            d = flat_.distance(detail::with_drawn(in_, k, r_).wild);
        } else {
            const auto i = static_cast<std::size_t>(k);
            const int g = k / 9;
            ++counts_[i];
            d = flat_.tables_distance_with(g, counts_.data() + 9 * g, in_.wild);
            --counts_[i];
        }
        return d == detail::no_flat ? answer::ask_the_win_check : d == 0 ? answer::yes : answer::no;
    }

private:
    const detail::flat_standard_parts& flat_;
    const shanten_input& in_;
    const rules& r_;
    std::array<std::uint8_t, kinds> counts_;  // the hand's, one draw added at a time
};

/// find_waits for every other validated hand: each candidate kind drawn and the win check asked.
/// Out of line, so that find_waits keeps the table path inlined.
[[gnu::noinline]] waits_result general_waits(const hand& h, const rules& r) noexcept {
    waits_result out;
    const effective_hand e = detail::make_effective(h, r);
    // A record hand's distances aim at its own size's win; a waiting hand of 13 + k tiles under
    // kongs_in_hand aims at 14 + k with k kongs (waits_shape), so it takes the engine.
    const bool plain = detail::record_hand(h, r) && !(r.kongs_in_hand && e.size > 13);
    shanten_input in;
    if (!plain) in = detail::make_shanten_input(h, r, e);
    const bool has_wild = !plain && !in.wild.none();
    // With wildcards every kind is a candidate. Where the flat path covers the standard form
    // from the merge tables alone, the engine is cheap: it is asked first, and when no special form
    // is within one draw, a kind completes the hand exactly when its draw brings the flat standard
    // distance to 0, so the win check runs only on the waits, for their forms. Elsewhere the
    // engine's exact path is the costliest step; a hand is ready exactly when some kind waits (a
    // fei hand aside; the differential test checks it), so the kinds are tried first and the engine
    // asked only when none does.
    const target_shape wait_target = detail::waits_shape(e.size, e.melds);
    detail::flat_standard_parts flat;
    // With three wildcards held or more, most hands are ready with many waits or have a special
    // form within one draw: the engine's answer first would only add to the kinds' win checks
    // (bench/wild_bench.cpp).
    // The flat parts with holes answer no_flat where their check fails: then the kinds first.
    int flat_standard = detail::no_flat;
    const bool flat_first =
        has_wild && !e.fei && r.standard && in.wild.held_free + in.wild.held_bao < 3 &&
        flat.init(in, r, wait_target, true) && !flat.gains_from_fifth_copies() &&
        (flat_standard = flat.distance(in.wild)) != detail::no_flat;
    const bool kinds_first = has_wild && !e.fei && !flat_first;
    bool gate = false;         // only kinds whose draw completes the flat standard form can wait
    bool pairs_alone = false;  // of the other forms, seven pairs alone is within one draw
    int distance = 1;
    const auto out_of_reach = [](int d_form) { return d_form > 1; };
    if (flat_first) {
        // The standard form's distance is standard_distance's own (with wildcards in play, the
        // flat one where it applies), from the parts already made rather than made again.
        rules others = r;
        others.standard = false;
        detail::distances forms = detail::distance_of(in, others, wait_target);
        forms.by_form[0] = flat_standard;
        distance = std::min(forms.overall, forms.by_form[0]);
        gate = std::all_of(forms.by_form.begin() + 1, forms.by_form.end(), out_of_reach);
        pairs_alone =
            !gate && std::all_of(forms.by_form.begin() + 2, forms.by_form.end(), out_of_reach);
    } else if (!kinds_first) {
        distance = distance_to_win(h, r, e, plain, in);
    }
    out.shanten = detail::to_shanten(distance);
    out.fei = e.fei;
    if (e.fei) return out;  // seed 003: a fei hand cannot win, so it waits on nothing
    out.zhifei = r.zhifei && detail::is_zhifei(e, r);
    const bool ready = distance <= 1;
    if (!ready && !r.karaten) return out;
    flat_completion completes(flat, in, r);
    // Where the win tables give the standard form (the win check's own rules), every natural
    // draw's standard win and shapes come from one group's entry (drawn_rest).
    const bool table_rules = !r.kongs_in_hand && r.max_suits >= 3 && r.honours;
    const bool by_groups =
        ready && table_rules && !detail::any_large(detail::load_words(e.counts.data()));
    std::optional<drawn_rest> rest;
    if (by_groups) rest.emplace(e.counts, e.wildcards, r.honour_chows);
    // Trying every kind, the win check's knitted and special forms cost more than the standard
    // form's group: where the engine puts every other form beyond one draw, a natural draw wins
    // by the standard form alone, as under the gate; where seven pairs alone is within one draw,
    // by the standard form or by its pairs and singles (flat_seven_pairs).
    bool standard_only = gate;
    detail::flat_seven_pairs pairs;
    bool by_pairs = false;
    // Trying every kind, only where seven pairs takes the flat path and thirteen_lan is no form:
    // elsewhere their distances cost more than the win checks they save. The engine asked first
    // has given them already.
    if (kinds_first && by_groups && !r.thirteen_lan && pairs.init(in, r)) {
        rules others = r;
        others.standard = false;
        // Thirteen orphans keeps no natural tile of a suit's 2–8 and a ready hand discards none:
        // holding two, the hand is beyond one draw of it (all that is asked here).
        const detail::count_words w = detail::load_words(e.counts.data());
        constexpr std::uint64_t twos_to_eights = ~std::uint64_t{0xFF};
        if (detail::byte_sum((w.suit[0] + w.suit[1] + w.suit[2]) & twos_to_eights) >= 2) {
            others.thirteen_orphans = false;
        }
        const detail::distances d = detail::distance_of(in, others, wait_target);
        standard_only = d.overall > 1;
        by_pairs =
            !standard_only && std::all_of(d.by_form.begin() + 2, d.by_form.end(), out_of_reach);
    } else if (pairs_alone && by_groups) {
        by_pairs = pairs.init(in, r);
    }
    // Natural draws that no block can take (no tile of theirs or of their blocks held) complete
    // a group alike: the drawn tile is a component of its own (no meld spans kinds 3 apart, nor
    // joins a wind and a dragon), so the group's needs are the same whichever it is, and so is
    // seven pairs' distance for a kind not held. One question per group answers them all.
    const tile_mask drawable = (tile_mask{1} << (r.honours ? kinds : suited_kinds)) - 1;
    tile_mask alike = 0;
    if (by_groups && (standard_only || by_pairs)) {
        const tile_mask held = kinds_where<at_least_1>(detail::load_words(e.counts.data()));
        alike = ~r.wild & ~kinds_near(held, r.honour_chows) &
                ~kinds_held_four(detail::load_words(e.held.data())) & drawable;
        // (flat_seven_pairs::init has checked that no cap exceeds 4.)
        if (by_pairs) alike &= kinds_where<exactly_4>(detail::load_words(in.caps.data()));
        for (int g = 0; g < 4; ++g) {
            const tile_mask same = alike & group_kinds(g);
            if (same == 0) continue;
            const int k = std::countr_zero(same);
            rest->draw(k);
            const bool standard = (*rest)(1);
            const bool paired = by_pairs && pairs.distance_with(k, in.wild) == 0;
            if (!standard && !paired) continue;
            const auto shapes = static_cast<std::uint16_t>(
                (standard || out.zhifei ? shape_bit(wait_shape::wildcard) : 0) |
                (paired ? shape_bit(wait_shape::seven_pairs) : 0));
            out.waits |= same;
            for (tile_mask m = same; m != 0; m &= m - 1) {
                out.shapes[static_cast<std::size_t>(std::countr_zero(m))] = shapes;
            }
        }
    }
    for (tile_mask each = drawable & ~alike; each != 0; each &= each - 1) {
        const int k = std::countr_zero(each);
        const auto kt = static_cast<tile>(k);
        const bool exhausted = e.held[static_cast<std::size_t>(k)] >= copies;
        // Karaten (riichi): a fifth copy cannot come, but would it complete the hand?
        if (exhausted) {
            if (r.karaten && detail::wins(with_drawn(e, kt, r), r)) out.karaten |= bit(kt);
            continue;
        }
        if (!ready || (!has_wild && !may_complete(e, k, r))) continue;
        const bool natural = (r.wild & bit(kt)) == 0;
        const bool grouped = by_groups && natural;
        if (grouped) rest->draw(k);
        // Under the gate no special form is within one draw, so a kind the flat path completes
        // wins by the standard form alone (the engine's distance 0 is the win check's win); the
        // win tables tell the same of a natural draw from its group alone, here and wherever
        // the engine puts the other forms out of reach (standard_only).
        form_set forms = 0;
        bool known = false;  // forms decided without the win check
        if (grouped && (standard_only || by_pairs)) {
            const int pairs_after = by_pairs ? pairs.distance_with(k, in.wild) : 1;
            if (pairs_after != detail::no_flat) {
                known = true;
                forms = static_cast<form_set>(((*rest)(1) ? form_bit(form::standard) : 0) |
                                              (pairs_after == 0 ? form_bit(form::seven_pairs) : 0));
            }
        } else if (gate) {
            const flat_completion::answer flat_answer = completes(k);
            if (flat_answer == flat_completion::answer::no) continue;
            known = flat_answer == flat_completion::answer::yes;
            if (known) forms = form_bit(form::standard);
        }
        std::uint16_t shapes = 0;
        if (grouped && known) {
            // The standard form and seven pairs, without the drawn hand: making it for every kind
            // cost more than the rest of a draw.
            if (forms == 0) continue;
            shapes = special_form_shapes(forms);
            if (forms & form_bit(form::standard)) {
                shapes |= standard_or_wildcard(
                    rest->may_form_blocks(k) ? standard_shapes(k, r, *rest) : 0);
            }
        } else {
            // The drawn hand, for the win check, the engine or 组合龙.
            const effective_hand x = with_drawn(e, kt, r);
            if (!known) {
                forms = grouped ? detail::winning_forms_given_standard(x, r, (*rest)(1))
                                : detail::winning_forms(x, r);
            }
            if (forms == 0) continue;
            shapes = special_form_shapes(forms);
            if (forms & form_bit(form::knitted_straight)) {
                shapes |= knitted_straight_shapes(x, k, r);
            }
            if (forms & form_bit(form::standard)) {
                std::uint16_t standard = 0;
                if (!natural) {
                    // The drawn tile is itself wild: no block of its own kind.
                } else if (grouped) {
                    standard = standard_shapes_apart(k, r, *rest);
                } else if (table_rules) {
                    standard = standard_shapes_apart(
                        k, r, table_rest{x.counts, x.wildcards, r.honour_chows});
                } else {
                    hand drawn = h;
                    ++drawn.counts[static_cast<std::size_t>(k)];
                    standard = standard_shapes_apart(
                        k, r,
                        engine_rest{detail::make_shanten_input(drawn, r, x), r,
                                    detail::shanten_shape(x.size, x.melds)});
                }
                shapes |= standard_or_wildcard(standard);
            }
        }
        out.waits |= bit(kt);
        if (out.zhifei) shapes |= shape_bit(wait_shape::wildcard);
        out.shapes[static_cast<std::size_t>(k)] = shapes;
    }
    if (kinds_first && out.waits == 0) {
        distance = distance_to_win(h, r, e, plain, in);
        out.shanten = detail::to_shanten(distance);
    }
    return out;
}

}  // namespace

std::string_view name(wait_shape s) noexcept {
    switch (s) {
        case wait_shape::two_sided:
            return "two_sided";
        case wait_shape::closed:
            return "closed";
        case wait_shape::edge:
            return "edge";
        case wait_shape::single:
            return "single";
        case wait_shape::dual_pung:
            return "dual_pung";
        case wait_shape::seven_pairs:
            return "seven_pairs";
        case wait_shape::thirteen_orphans:
            return "thirteen_orphans";
        case wait_shape::thirteen_lan:
            return "thirteen_lan";
        case wait_shape::wildcard:
            return "wildcard";
        case wait_shape::knitted:
            return "knitted";
    }
    return "unknown";
}

result<waits_result> find_waits(const hand& h, const rules& r) {
    const bool plain = detail::wait_table_rules(h, r);
    if (plain || detail::knitted_wait_table_rules(h, r)) {
        const count_words w = detail::load_words(h.counts.data());
        if (h.meld_count != 0 ||
            !detail::valid_by_counts(r, detail::counted_of(h, w, r), purpose::wait)) {
            if (auto ok = validate_hand(h, r, purpose::wait); !ok) return ok.err();
        }
        return table_waits(h, r, w, !plain);
    }
    if (auto ok = validate_hand(h, r, purpose::wait); !ok) return ok.err();
    return general_waits(h, r);
}

}  // namespace hupai
