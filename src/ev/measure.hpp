// The shanten of a search state and of its neighbours, from its arrangements (configs.hpp).
//
// Under the reference model's rules (riichi forms, no wildcard) it is the plain tables' measure:
// the standard form from the groups' record ids (kept with each arrangement) through the merge
// tables, seven pairs and thirteen orphans from how many kinds are held at least once … four
// times and the orphans held (kept there too). A neighbour differs by one tile of one group:
// - its standard distance differs from the state's by −1, 0 or +1, and which one depends only
//   on the group's arrangement, the direction (a draw or a discard) and what the group merges
//   with: the other group of its pair's record and the other pair's merged id. Those facts are
//   the key of a cache holding the change for every local kind of the group at once (2 bits a
//   kind), so a state asks four keys, not one merge a neighbour;
// - its special forms' distance depends only on the state's counts and on how many copies of
//   the kind it holds, and whether it is an orphan: eight numbers a state.
// Other rules measure the counts as a hand (shanten_of).
#pragma once

#include <algorithm>
#include <array>
#include <vector>

#include "ev/configs.hpp"
#include "ev/key_map.hpp"
#include "shanten/records.hpp"
#include "shanten/special_forms.hpp"

namespace hupai::detail::ev {

/// What the measure keeps of one state for its neighbours.
struct measure_base {
    state_code code = 0;
    int by = 1;                     ///< the neighbours' extra tile: +1 (a draw state), −1
    int standard = no_distance;     ///< the state's standard distance
    std::uint32_t id[groups] = {};  ///< the groups' record ids
    std::uint32_t ss = 0, sh = 0;   ///< the pairs' merged ids (suits 0–1; suit 2, honours)
    std::uint32_t changes[groups];  ///< per group, 2 bits a local kind (see measure::change)
    /// Whether a neighbour's special forms can be nearer than its standard form: not when the
    /// state's are two or more beyond its standard (one tile moves each by at most one).
    bool special_matters = false;
    /// The special forms' distance after one more tile of a kind held c times (c = 0–3) or one
    /// fewer (c = 1–4), by whether the kind is an orphan.
    std::uint8_t special[5][2] = {};
};

class measure {
public:
    explicit measure(const problem& p) noexcept;

    /// The base of state s; `draw`: of a draw state (its neighbours hold one tile more), else of
    /// a choice state (one fewer).
    measure_base base_of(const arrangements& a, state_code s, bool draw);

    /// sh of the state's neighbour with one tile more or fewer (b.by) of local kind `local` of
    /// group g, which the state holds `held` times (merged), an orphan or not; `was` is the
    /// group's arrangement in the state.
    [[gnu::always_inline]] int shanten_after(arrangements& a, const measure_base& b, int g,
                                             int local, std::uint16_t was, int held,
                                             bool orphan) const noexcept {
        if (!table_) {
            const std::uint16_t next = a.step(g, was, local, b.by);
            if (next == no_arrangement) return no_shanten;
            return shanten_of(p_, a.merged_of(with_arrangement(b.code, g, next)));
        }
        const unsigned change = b.changes[g] >> (2 * local) & 3u;
        int d = standard_after(a, b, g, local, was, change);
        if (b.special_matters) {
            d = std::min<int>(d, b.special[held][static_cast<std::size_t>(orphan)]);
        }
        return to_shanten(d);
    }

    /// The local kinds of group g (bit i: local kind i; x its arrangement in the state) whose
    /// neighbour may have shanten sh − 1 (a draw) or sh (a discard), sh the state's: those whose
    /// cached change code or, where the special forms can be the least, whose special distance
    /// gives that shanten, and those of unknown code. One tile moves each form by at most one,
    /// so a neighbour's least form is that shanten only if one of its forms is.
    unsigned may_allow(const measure_base& b, const arrangement& x, int g, int sh) const noexcept {
        if (!table_ || b.standard >= no_distance) return ~0u;
        const int want = b.by > 0 ? sh - 1 : sh;
        // Code c means the distance standard + c − 1, shanten standard + c − 2: one code gives
        // the shanten wanted.
        unsigned pairs = of_code(b.changes[g], unknown);
        const auto code = static_cast<unsigned>(want + 2 - b.standard);
        if (code < unknown) pairs |= of_code(b.changes[g], code);
        unsigned out = compact(pairs);
        if (b.special_matters) {
            const unsigned orphans = orphan_locals(g);
            for (std::size_t c = 0; c < 5; ++c) {
                if (b.special[c][0] == want + 1) out |= x.with_count[c] & ~orphans;
                if (b.special[c][1] == want + 1) out |= x.with_count[c] & orphans;
            }
        }
        return out;
    }

private:
    /// The 2-bit fields of `codes` equal to c, as their low bits.
    static unsigned of_code(std::uint32_t codes, unsigned c) noexcept {
        const std::uint32_t same = ~(codes ^ (c * 0x55555u));
        return same & same >> 1 & 0x55555u;
    }
    /// Bits 2i of x (i < 10; the odd bits clear) to bits i: five at a time from a table.
    static unsigned compact(unsigned x) noexcept {
        return unsigned{compact_five[x & 0x3FFu]} | unsigned{compact_five[x >> 10 & 0x3FFu]} << 5;
    }
    static constexpr std::array<std::uint8_t, 1024> compact_five = [] {
        std::array<std::uint8_t, 1024> t{};
        for (unsigned x = 0; x < 1024; ++x) {
            unsigned v = 0;
            for (unsigned i = 0; i < 5; ++i) v |= (x >> (2 * i) & 1u) << i;
            t[x] = static_cast<std::uint8_t>(v);
        }
        return t;
    }();
    // A kind's change code: the neighbour's standard distance less the state's, plus one; or
    // unknown where the cache holds none (a move the group cannot make, or a change past one).
    static constexpr unsigned unknown = 3;

    static int standard_of(int need) noexcept { return need == 0xFF ? no_distance : need; }
    [[gnu::always_inline]] inline int special_distance(const int* ge, int orphans,
                                                       int orphan_pairs) const noexcept;
    /// The standard distance of the neighbour whose group g takes record `record`
    /// (no_distance for no_record).
    int exact_standard(const measure_base& b, int g, std::uint8_t record) const noexcept;
    int standard_after(const arrangements& a, const measure_base& b, int g, int local,
                       std::uint16_t was, unsigned change) const noexcept {
        if (change != unknown) return b.standard + static_cast<int>(change) - 1;
        const arrangement& x = a.at(g, was);
        return exact_standard(
            b, g, (b.by > 0 ? x.up_record : x.down_record)[static_cast<std::size_t>(local)]);
    }
    /// The cache key of group g's change codes in b's state: the direction, the group, its
    /// arrangement, its pair's other record and the other pair's merged id (never zero: the
    /// direction bit is set).
    static std::uint64_t change_key(const measure_base& b, int g) noexcept {
        return std::uint64_t{b.by > 0 ? 1u : 2u} << 40 | std::uint64_t(g) << 36 |
               std::uint64_t{arrangement_of(b.code, g)} << 16 | other_record(b, g) << 8 |
               rest_id(b, g);
    }
    /// Group g's pair's other record, and the other pair's merged id, in b's state.
    static std::uint32_t other_record(const measure_base& b, int g) noexcept { return b.id[g ^ 1]; }
    static std::uint32_t rest_id(const measure_base& b, int g) noexcept {
        return g < 2 ? b.sh : b.ss;
    }
    /// The change codes of every local kind of group g of the state (cache key `key` of hash
    /// `hash`).
    std::uint32_t changes_of(const arrangements& a, const measure_base& b, int g, std::uint64_t key,
                             std::uint64_t hash) {
        std::uint32_t* known = cache_.find_or_add(key, hash);
        if (*known != key_map::none) return *known;
        // Nothing was added since the probe.
        *known =
            fill_changes(a, b, g, arrangement_of(b.code, g), other_record(b, g), rest_id(b, g));
        return *known;
    }
    /// The same computed, for a key the cache does not hold.
    std::uint32_t fill_changes(const arrangements& a, const measure_base& b, int g,
                               std::uint16_t at, std::uint32_t other,
                               std::uint32_t rest) const noexcept;

    const problem& p_;
    const merge_tables& m_;
    bool table_;
    int melds_needed_;
    bool special_, pairs_, quads_, orphans_;
    /// (direction, group, arrangement, other record, rest) → the group's change codes.
    key_map cache_;
};

}  // namespace hupai::detail::ev
