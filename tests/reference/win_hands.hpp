// Random hands for the win tests and benchmarks: plain random draws, and near-winning hands
// built from random melds and a pair (or a special form), then perturbed, so that many win.
// Deterministic for a seed on every platform (own generator, no std distributions).
#pragma once

#include <cstdint>

#include "hupai/hand.hpp"
#include "hupai/random.hpp"
#include "hupai/rules.hpp"

namespace hupai::reference {

/// hupai::xoshiro256 (xoshiro256** seeded by splitmix64) with the draws the tests use.
class rng {
public:
    explicit rng(std::uint64_t seed);
    std::uint64_t next();
    /// Uniform in [0, n) (n > 0).
    int below(int n);
    /// True with probability percent / 100.
    bool chance(int percent) { return below(100) < percent; }

private:
    xoshiro256 bits_;
};

/// Where the tiles of a built hand come from.
enum class tile_style : std::uint8_t {
    mixed,         ///< every kind the rules have
    flush,         ///< one suit (honours too, when the rules have them, a fifth of the time)
    honour_heavy,  ///< honours most of the time
    two_suits,     ///< two suits (honours too, when the rules have them, a tenth of the time)
};

struct near_win_options {
    int changes = 0;        ///< tiles replaced at random after building (0: the hand still wins)
    int wildcards = 0;      ///< tiles then turned into wildcards (see make_wildcards)
    bool declared = false;  ///< declare some melds (when the rules allow declared melds)
    bool smaller = false;   ///< sometimes build fewer than 4 melds (hands of 2, 5, 8, 11 tiles)
    bool special = false;   ///< sometimes build a special form of the rules instead
    bool kongs = false;     ///< with kongs_in_hand, sometimes make a pung four of a kind
    tile_style style = tile_style::mixed;
};

class hand_maker {
public:
    explicit hand_maker(std::uint64_t seed) : rng_(seed) {}

    /// `size` tiles drawn from a full wall of the kinds the rules have (Ruijin: with flowers).
    hand random(const rules& r, int size = 14);

    /// A winning shape perturbed as the options say. Valid for the rules (copies, kinds, melds,
    /// sizes); Ruijin hands may hold flowers, which stand for the 宝's kind.
    hand near_win(const rules& r, const near_win_options& o);

    /// Ruijin with a 宝 that is not a flower: a winning shape built around the 宝's kind whose
    /// tiles of that kind are flowers (up to 8, so the natural count can exceed 4) and real 宝,
    /// then perturbed as the options say. Falls back to near_win for other rules.
    hand bao_heavy(const rules& r, const near_win_options& o);

    /// Turns `n` concealed natural tiles into wildcards: tiles of a wild kind while copies remain
    /// (Ruijin: the 宝 or, when the 宝 is a flower, flowers), otherwise `?` jokers.
    void make_wildcards(hand& h, const rules& r, int n);

    rng& random_source() { return rng_; }

private:
    int random_kind(const rules& r, tile_style style, int suit);
    bool room(const hand& h, int t, int n) const;
    bool build_special(hand& h, const rules& r);
    void perturb(hand& h, const rules& r, int changes, tile_style style, int suit);

    rng rng_;
};

}  // namespace hupai::reference
