// The steps of the table-driven discard analysis (plain_analysis.hpp): the byte arithmetic on
// count words, a group's record ids after one more tile (group_step), the lists of draws per
// group and per half, and a discard's choice as the analysis keeps it. Shared by the plain
// hands' road (plain_discards.cpp) and the flat wildcard road (wild_discards.cpp); inline, as
// each runs per discard and per draw.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "admission/effective_hand.hpp"
#include "hupai/analysis.hpp"
#include "shanten/flat.hpp"
#include "shanten/shanten.hpp"

namespace hupai::detail {

/// The wildcards of a hand as wild_discards sees them.
struct wild_hand {
    int held = 0;         ///< wildcards held (wild-kind tiles and jokers)
    int draw_free = 0;    ///< wild-kind tiles still outside the hand
    tile_mask kinds = 0;  ///< the wild kinds with a copy outside the hand (each draw a wildcard)
};

/// The wild-kind tiles outside the hand: what a target may still draw as wildcards.
inline int draw_free_of(const effective_hand& e, const rules& r) noexcept {
    int n = 0;
    for (tile_mask m = r.wild & natural_mask; m != 0; m &= m - 1) {
        n += copies - e.held[static_cast<std::size_t>(std::countr_zero(m))];
    }
    return n;
}

}  // namespace hupai::detail

namespace hupai::detail::discard_steps {

// Internal linkage in each file that includes this header, as in the one file these came from:
// the compiler inlines a function called once there, and keeps the generated code the same.
namespace {  // NOLINT(cert-dcl59-cpp,google-build-namespaces)

constexpr std::uint64_t ones = 0x0101010101010101ull;
constexpr std::uint64_t high = 0x8080808080808080ull;
constexpr std::size_t words = (kinds + 7) / 8;  // the counts as bytes, eight kinds a word

inline std::uint64_t load8(const std::uint8_t* p) noexcept {
    std::uint64_t w;
    std::memcpy(&w, p, sizeof w);
    return w;
}
// The sum of a word's bytes (at most 255 in all).
inline int byte_sum(std::uint64_t w) noexcept { return static_cast<int>((w * ones) >> 56); }

constexpr tile_mask group_bits(int g) noexcept {
    return g < 3 ? tile_mask{0x1FF} << (9 * g) : tile_mask{0x7F} << suited_kinds;
}
constexpr int group_of(int k) noexcept { return k < suited_kinds ? k / 9 : 3; }

// All ones when `b`, else zero.
constexpr tile_mask mask_if(bool b) noexcept { return tile_mask{0} - tile_mask{b}; }

constexpr int orphan_count = 13;
// Each kind's weight in its group's ranking key.
constexpr std::array<std::uint32_t, kinds> weight_of = [] {
    std::array<std::uint32_t, kinds> w{};
    for (int k = 0; k < kinds; ++k) {
        w[static_cast<std::size_t>(k)] =
            k < suited_kinds ? key_weight(9, k % 9) : key_weight(7, k - suited_kinds);
    }
    return w;
}();
// byte_masks[b]: byte i is 0xFF when bit i of b is set.
constexpr std::array<std::uint64_t, 256> byte_masks = [] {
    std::array<std::uint64_t, 256> t{};
    for (unsigned b = 0; b < 256; ++b) {
        for (unsigned i = 0; i < 8; ++i) {
            if (b >> i & 1u) t[b] |= std::uint64_t{0xFF} << (8 * i);
        }
    }
    return t;
}();

// A group's record ids after one more tile of a kind: its weight moves the ranking key's head
// code or its tail code, the other adding 0, so every kind takes the same three loads (the term
// of the half that stays is in cache) and no branch on which half it moves.
struct group_step {
    const group_ranking& rank;
    std::uint32_t head_code, tail_code;

    group_step(const group_ranking& r, std::uint32_t key) noexcept
        : rank(r), head_code(key & 0xFFFFu), tail_code(key >> 16) {}
    std::uint32_t after(int k) const noexcept {
        const std::uint32_t w = weight_of[static_cast<std::size_t>(k)];
        return rank.id({head_code + (w & 0xFFFFu), tail_code + (w >> 16)});
    }
    // f(kinds, id) for the kinds of `mask` by the record id after one more tile of them: the
    // kinds of `alike` (alike_draws) together, by one look-up, and each other kind alone.
    template <class F>
    void each(tile_mask mask, tile_mask alike, F&& f) const noexcept {
        if (const tile_mask some = mask & alike; some != 0) {
            f(some, after(std::countr_zero(some)));
            mask &= ~alike;
        }
        for (; mask != 0; mask &= mask - 1) {
            const int k = std::countr_zero(mask);
            f(bit(static_cast<tile>(k)), after(k));
        }
    }
};

// Draws into one group or half, the kinds that lead to the same record id merged.
struct draw_list {
    std::array<std::uint32_t, 18> id;
    std::array<tile_mask, 18> kinds;
    int size = 0;
    // A group's record ids are bytes: which ones the list holds, and where.
    std::array<std::uint64_t, 4> seen{};
    std::array<std::uint8_t, 256> slot;

    void add(std::uint32_t record, tile_mask m) noexcept {
        std::uint64_t& word = seen[record >> 6];
        const std::uint64_t b = std::uint64_t{1} << (record & 63);
        if (word & b) {
            kinds[slot[record]] |= m;
            return;
        }
        word |= b;
        slot[record] = static_cast<std::uint8_t>(size);
        id[static_cast<std::size_t>(size)] = record;
        kinds[static_cast<std::size_t>(size++)] = m;
    }
};

// Draws into a half (two groups): an entry per entry of its groups' lists, with the half's
// merged id after the draw. Entries may share a merged id: merging them took a search per entry
// whose mispredicted branches cost more than the few look-ups it saved.
struct half_list {
    std::array<std::uint32_t, 18> id;
    std::array<tile_mask, 18> kinds;
    int size = 0;

    void add(std::uint32_t merged, tile_mask m) noexcept {
        id[static_cast<std::size_t>(size)] = merged;
        kinds[static_cast<std::size_t>(size++)] = m;
    }
};

// A special form's need after a discard, and the counts n (bit n) such that drawing a kind held
// n times after the discard lowers it; `held` is the union of held[n] over those n (before the
// discard).
struct special_case {
    int now = no_distance;
    unsigned counts = 0;
    tile_mask held = 0;
};

// Whether a group's record id lowers the standard need below `before`: the merged id of its
// half is merge[base + stride · id], and the need final_need[fstep · merged].
struct lowers_test {
    const std::uint16_t* merge;
    const std::uint8_t* final_need;
    std::uint32_t base, stride, fstep;
    int before;
    bool operator()(std::uint32_t id) const noexcept {
        return final_need[fstep * merge[base + stride * id]] < before;
    }
};

// A natural draw whose group's record gains from a fifth copy (hands with wildcards).
struct drop_draw {
    int group;
    tile_mask kinds;
    std::uint32_t id;
};

// What the analysis of a hand with wildcards keeps besides a plain hand's.
struct wild_state {
    const drop_marks* drops = &record_drops();
    wild_budget budget;        // a natural discard's rest's wildcards
    tile_mask wild_kinds = 0;  // the wild kinds still drawable (wild_hand::kinds)
    unsigned base_drops = 0;   // bit g: the hand's group g record has drop bits
    std::array<drop_draw, kinds> drop_draws;
    int drop_draw_count = 0;
    special_case pairs_kept;  // seven pairs with every natural tile kept
};
// A plain hand's analysis keeps none of it (the members are only named in Wild code).
struct no_wild_state {};

// One discard's answer before it is written out.
struct choice {
    tile discard;
    int shanten;
    tile_mask improving;
    std::array<std::uint64_t, words> unseen;
    int unseen_total;
};

// A choice written out as analyze_discards answers it.
inline void copy_choice(const choice& c, discard_choice& o) noexcept {
    o.discard = c.discard;
    o.shanten = c.shanten;
    o.improving = c.improving;
    std::memcpy(o.unseen.data(), c.unseen.data(), sizeof o.unseen);
    o.unseen_total = c.unseen_total;
}

}  // namespace

}  // namespace hupai::detail::discard_steps
