// Builds win.bin: the per-suit wildcard needs (see win_gen.hpp) and the thirteen_lan capacities.
#include "gen/win_gen.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <utility>

namespace hupai::gen {

namespace {

constexpr std::array<std::uint32_t, 10> pow5 = {1,    5,     25,    125,    625,
                                                3125, 15625, 78125, 390625, 1953125};

/// The chows of a shape as masks over its kinds.
std::vector<unsigned> chow_masks(suit_shape s) {
    std::vector<unsigned> masks;
    if (s == suit_shape::suited) {
        for (int i = 0; i + 2 < 9; ++i) masks.push_back(7u << i);
    } else if (s == suit_shape::honours_with_chows) {
        // Ruijin's honour chows: any three different winds, and 中发白.
        for (const unsigned left_out : {0u, 1u, 2u, 3u}) masks.push_back(0xFu & ~(1u << left_out));
        masks.push_back(0x70u);
    }
    return masks;
}

/// The fewest wildcards completing every vector of a shape, memoized over base-5 indices.
///
/// The lowest natural tile must belong to some group: a pung or the pair of its kind, or one of
/// the chows containing it. Inside that group a natural tile fills a place whenever the hand has
/// one: if a wildcard stood there while the natural tile sat in another group, swapping the two
/// changes neither group's validity nor the count of wildcards. Each step removes at least one
/// natural tile, so the recursion only looks up smaller indices.
class need_solver {
public:
    explicit need_solver(suit_shape s)
        : kinds_(shape_kinds(s)),
          chows_(chow_masks(s)),
          memo_(2 * std::size_t{pow5[static_cast<std::size_t>(kinds_)]}, unknown) {
        for (std::uint32_t i = 0; i < pow5[static_cast<std::size_t>(kinds_)]; ++i) {
            need(i, false);
            need(i, true);
        }
    }

    std::uint8_t get(std::uint32_t index, bool pair) const {
        return memo_[2 * std::size_t{index} + (pair ? 1 : 0)];
    }

private:
    static constexpr std::uint8_t unknown = 0xFF;

    int digit(std::uint32_t index, int kind) const {
        return static_cast<int>(index / pow5[static_cast<std::size_t>(kind)] % 5);
    }

    std::uint8_t need(std::uint32_t index, bool pair) {
        std::uint8_t& slot = memo_[2 * std::size_t{index} + (pair ? 1 : 0)];
        if (slot != unknown) return slot;
        int low = 0;
        while (low < kinds_ && digit(index, low) == 0) ++low;
        if (low == kinds_) return slot = pair ? 2 : 0;

        const int n = digit(index, low);
        const std::uint32_t unit = pow5[static_cast<std::size_t>(low)];
        const int pung_naturals = std::min(n, 3);
        int best = need(index - static_cast<std::uint32_t>(pung_naturals) * unit, pair) + 3 -
                   pung_naturals;
        if (pair) {
            const int pair_naturals = std::min(n, 2);
            best = std::min(
                best, need(index - static_cast<std::uint32_t>(pair_naturals) * unit, false) + 2 -
                          pair_naturals);
        }
        for (const unsigned chow : chows_) {
            if ((chow >> low & 1u) == 0) continue;
            std::uint32_t rest = index;
            int wild = 0;
            for (int k = 0; k < kinds_; ++k) {
                if ((chow >> k & 1u) == 0) continue;
                if (digit(index, k) > 0) {
                    rest -= pow5[static_cast<std::size_t>(k)];
                } else {
                    ++wild;
                }
            }
            best = std::min(best, need(rest, pair) + wild);
        }
        return slot = static_cast<std::uint8_t>(best);
    }

    int kinds_;
    std::vector<unsigned> chows_;
    std::vector<std::uint8_t> memo_;
};

const need_solver& solver_for(suit_shape s) {
    static const need_solver suited(suit_shape::suited);
    static const need_solver honours(suit_shape::honours);
    static const need_solver honour_chows(suit_shape::honours_with_chows);
    return s == suit_shape::suited ? suited : s == suit_shape::honours ? honours : honour_chows;
}

bool lan_valid(unsigned mask) noexcept {
    // Any two numbers of a thirteen_lan suit differ by at least 3.
    return (mask & (mask >> 1)) == 0 && (mask & (mask >> 2)) == 0;
}

/// Decodes the solver's index (kind k the k-th base-5 digit from the lowest) into counts.
void decode(std::uint32_t index, int kinds, std::uint8_t* counts) {
    for (int k = 0; k < kinds; ++k) {
        counts[k] = static_cast<std::uint8_t>(index % 5);
        index /= 5;
    }
}

/// Decodes a big-endian index of the library (the first kind the most significant digit).
void decode_big_endian(std::uint32_t index, int digits, std::uint8_t* counts) {
    for (int k = digits - 1; k >= 0; --k, index /= 5)
        counts[k] = static_cast<std::uint8_t>(index % 5);
}

int digit_sum(std::uint32_t big_endian, int digits) {
    int sum = 0;
    for (int k = 0; k < digits; ++k, big_endian /= 5) sum += static_cast<int>(big_endian % 5);
    return sum;
}

void put_le(std::uint8_t* out, std::uint64_t value, int bytes) {
    for (int b = 0; b < bytes; ++b) out[b] = static_cast<std::uint8_t>(value >> (8 * b));
}

/// Whether d = with − without lies in [−1, 2], as pack_needs assumes (see win_gen.hpp).
bool packable(std::uint8_t without, std::uint8_t with) {
    return with <= without + 2 && without <= with + 1;
}

/// Fills the rank slots of the compact suited index (see the header). False if the layout
/// constants disagree with the counting.
bool fill_suited_ranks(std::uint8_t* high_slots, std::uint8_t* low_slots) {
    std::vector<std::uint32_t> lows(suited_lows);
    for (std::uint32_t lo = 0; lo < suited_lows; ++lo) lows[lo] = lo;
    std::stable_sort(lows.begin(), lows.end(), [](std::uint32_t a, std::uint32_t b) {
        return digit_sum(a, suited_low_digits) < digit_sum(b, suited_low_digits);
    });
    std::vector<std::uint32_t> low_rank(suited_lows, 0);
    std::array<std::uint32_t, max_suit_tiles + 1> fitting{};  // lows of sum ≤ m
    for (std::uint32_t r = 0; r < suited_lows; ++r) {
        low_rank[lows[r]] = r;
        for (int m = digit_sum(lows[r], suited_low_digits); m <= max_suit_tiles; ++m) {
            ++fitting[static_cast<std::size_t>(m)];
        }
    }
    std::uint32_t total = 0;
    for (std::uint32_t hi = 0; hi < suited_highs; ++hi) {
        put_le(high_slots + rank_slot_bytes * hi, total, static_cast<int>(rank_slot_bytes));
        const int room = max_suit_tiles - digit_sum(hi, suited_high_digits);
        if (room >= 0) total += fitting[static_cast<std::size_t>(room)];
    }
    std::array<std::uint8_t, 9> c{};
    for (std::uint32_t lo = 0; lo < suited_lows; ++lo) {
        decode_big_endian(lo, suited_low_digits, c.data() + suited_high_digits);
        put_le(low_slots + rank_slot_bytes * suited_low_slot(c.data()), low_rank[lo],
               static_cast<int>(rank_slot_bytes));
    }
    return total == suited_ranked;
}

/// Numbers the labels: each distinct pair of a need entry and count flags gets the next free
/// number among the labels with its flags (see the header), in the order first met.
class label_maker {
public:
    /// The label of a group with need entry `entry` and count flags `flags`; 0 once the numbers
    /// of some flags ran out (build_win_table then fails).
    std::uint8_t label(std::uint8_t entry, std::uint8_t flags) {
        const std::uint8_t fixed = static_cast<std::uint8_t>(label_need_flags(entry) | flags);
        for (int n = 0; n < used_[fixed]; ++n) {
            const std::uint8_t l = numbered(fixed, n);
            if (entries_[l] == entry) return l;
        }
        // A complete label's pair bit is a flag; an incomplete one's numbers use it.
        const int capacity = (fixed & label_complete) != 0 ? 16 : 32;
        if (used_[fixed] == capacity) {
            full_ = true;
            return 0;
        }
        const std::uint8_t l = numbered(fixed, used_[fixed]++);
        entries_[l] = entry;
        return l;
    }
    bool full() const { return full_; }
    /// The need entry of every label, need_impossible where unused.
    const std::array<std::uint8_t, 256>& entries() const { return entries_; }

    label_maker() { entries_.fill(need_impossible); }

private:
    static std::uint8_t numbered(std::uint8_t fixed, int n) {
        return static_cast<std::uint8_t>(fixed | (n & 15) | (n >> 4) * label_pair);
    }
    std::array<int, 256> used_{};
    std::array<std::uint8_t, 256> entries_{};
    bool full_ = false;
};

}  // namespace

suit_needs exact_suit_needs(const std::uint8_t* counts, suit_shape s) {
    std::uint32_t index = 0;
    for (int k = shape_kinds(s) - 1; k >= 0; --k) index = index * 5 + counts[k];
    const need_solver& solver = solver_for(s);
    return {solver.get(index, false), solver.get(index, true)};
}

std::uint8_t lan_capacity(unsigned mask) noexcept {
    mask &= 0x1FFu;
    if (!lan_valid(mask)) return lan_invalid;
    int best = 0;
    for (unsigned super = 0; super < 512; ++super) {
        if ((super & mask) == mask && lan_valid(super)) best = std::max(best, std::popcount(super));
    }
    return static_cast<std::uint8_t>(best);
}

std::uint8_t label_count_flags(const std::uint8_t* counts, suit_shape s) noexcept {
    const int kinds = shape_kinds(s);
    bool even = true;
    bool orphans = true;
    for (int k = 0; k < kinds; ++k) {
        const int n = counts[k];
        even = even && n % 2 == 0;
        const bool middle = s == suit_shape::suited && k >= 1 && k <= 7;
        orphans = orphans && n <= 2 && !(middle && n != 0);
    }
    return static_cast<std::uint8_t>((even ? label_even : 0) | (orphans ? label_orphans : 0));
}

std::vector<std::uint8_t> build_win_table() {
    std::vector<std::uint8_t> out(win_table_bytes, 0);
    std::memcpy(out.data(), win_magic, sizeof win_magic);
    put_le(out.data() + sizeof win_magic, win_table_version, 4);
    if (!fill_suited_ranks(out.data() + win_high_slots_offset, out.data() + win_low_slots_offset)) {
        return {};
    }
    label_maker labels;
    std::array<std::uint8_t, 9> c{};
    const need_solver& suited = solver_for(suit_shape::suited);
    std::uint32_t largest = 0;
    for (std::uint32_t i = 0; i < pow5[9]; ++i) {
        decode(i, 9, c.data());
        int tiles = 0;
        for (const auto n : c) tiles += n;
        if (tiles > max_suit_tiles) continue;
        const auto without = suited.get(i, false);
        const auto with = suited.get(i, true);
        if (!packable(without, with)) return {};
        const std::uint32_t index = suited_index(c.data());
        largest = std::max(largest, index);
        out[win_suited_offset + index] = labels.label(
            pack_needs(without, with), label_count_flags(c.data(), suit_shape::suited));
    }
    if (largest + 1 != suited_indices) return {};
    for (const bool chows : {false, true}) {
        const suit_shape shape = chows ? suit_shape::honours_with_chows : suit_shape::honours;
        const need_solver& solver = solver_for(shape);
        for (std::uint32_t i = 0; i < honour_vectors; ++i) {
            decode(i, 7, c.data());
            const auto without = solver.get(i, false);
            const auto with = solver.get(i, true);
            if (!packable(without, with)) return {};
            out[honour_label_at(honour_index(c.data()), chows)] =
                labels.label(pack_needs(without, with), label_count_flags(c.data(), shape));
        }
    }
    if (labels.full()) return {};
    for (unsigned m = 0; m < lan_masks; ++m) out[win_lan_offset + m] = lan_capacity(m);
    std::copy(labels.entries().begin(), labels.entries().end(),
              out.begin() + static_cast<std::ptrdiff_t>(win_label_entries_offset));
    for (unsigned e = 0; e < 256; ++e) {
        put_le(out.data() + win_additive_offset + 4 * e,
               additive_need(static_cast<std::uint8_t>(e)), 4);
        put_le(out.data() + win_label_additive_offset + 4 * e, additive_need(labels.entries()[e]),
               4);
    }
    return out;
}

}  // namespace hupai::gen
