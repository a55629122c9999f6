// A drawn tile's wait shapes, shared by every road of find_waits: each block of the drawn kind
// (pair, pung from a pair, closed, edge or two-sided chow) is taken from the winning hand and the
// rest asked whether it completes, by the shanten engine, by the win tables, or for one hand's
// draws in turn from its labels. Inline: a shape's question is a few instructions, less than a
// call.
#pragma once

#include <array>
#include <cstdint>
#include <initializer_list>

#include "admission/effective_hand.hpp"
#include "analysis/win.hpp"
#include "core/rules_faults.hpp"
#include "hupai/analysis.hpp"
#include "shanten/shanten.hpp"
#include "tables/count_words.hpp"
#include "tables/wait_table.hpp"

namespace hupai::wait_shapes {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

using detail::effective_hand;
using detail::shanten_input;
using detail::target_shape;

constexpr std::uint16_t shape_bit(wait_shape s) noexcept {
    return static_cast<std::uint16_t>(1u << static_cast<unsigned>(s));
}

// The effective hand after drawing one tile of kind k (0–33).
inline effective_hand with_drawn(const effective_hand& e, tile k, const rules& r) noexcept {
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
inline bool may_complete(const effective_hand& e, int k, const rules& r) noexcept {
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
inline bool without(std::array<std::uint8_t, kinds>& counts, std::initializer_list<int> taken,
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

/// The blocks of drawn kind k (a pair, a pung from a pair, a chow by its place), each asked of
/// `rest` (drawn_rest, table_rest or engine_rest). Inline: drawn_rest's questions are a few
/// instructions each, less than the call.
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
        // Honour chows: two winds wait on either other wind (two-sided); two
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

}  // namespace

}  // namespace hupai::wait_shapes
