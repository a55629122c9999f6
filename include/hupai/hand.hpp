// hupai/hand.hpp — a hand as counts: concealed tiles, jokers and declared melds.
#pragma once

#include <array>
#include <cstdint>

#include "hupai/tiles.hpp"

namespace hupai {

enum class meld_kind : std::uint8_t {
    chow,            ///< [123m] 吃
    pung,            ///< [555z] 碰
    exposed_kong,    ///< [5555z] 明杠
    added_kong,      ///< [5555z+] 加杠 / 弯杠
    concealed_kong,  ///< (1111m) 暗杠
};

constexpr bool is_kong(meld_kind k) noexcept { return k >= meld_kind::exposed_kong; }

/// A declared meld. `tiles` holds its three kinds in ascending order: a chow's three (for an
/// honour chow, three different winds or the three dragons), or the same kind three times for a
/// pung or kong.
struct meld {
    meld_kind kind = meld_kind::pung;
    std::array<tile, 3> tiles{};
    std::uint8_t red = 0;  ///< how many of its tiles are red fives (for faithful formatting)

    /// A chow. Precondition: a < b < c, three consecutive kinds of one suit, or (for
    /// honour_chows) three different winds or the three dragons.
    static constexpr meld chow(tile a, tile b, tile c) noexcept {
        return meld{meld_kind::chow, {a, b, c}, 0};
    }
    /// A pung or kong of kind t. Precondition: k is not chow; t < kinds.
    static constexpr meld same(meld_kind k, tile t) noexcept { return meld{k, {t, t, t}, 0}; }

    /// Physical tiles: 3, or 4 for kongs.
    constexpr int size() const noexcept { return is_kong(kind) ? 4 : 3; }
    /// How many tiles of kind t it holds.
    constexpr int count(tile t) const noexcept {
        if (kind == meld_kind::chow) return (tiles[0] == t) + (tiles[1] == t) + (tiles[2] == t);
        return t == tiles[0] ? size() : 0;
    }
    friend constexpr bool operator==(const meld&, const meld&) = default;
};

/// A hand: concealed tile counts (flowers included, indices 34–41), red fives among the concealed
/// fives, `?` jokers, and up to 4 declared melds. A plain value; copying it is cheap.
struct hand {
    std::array<std::uint8_t, all_kinds> counts{};  ///< concealed tiles by kind
    std::array<std::uint8_t, 3> red_fives{};       ///< red fives among counts[5m], [5p], [5s]
    std::uint8_t jokers = 0;                       ///< `?` tiles: always wild
    std::uint8_t meld_count = 0;
    std::array<meld, 4> melds{};

    /// Concealed tiles of the 34 kinds plus jokers (flowers excluded).
    constexpr int concealed_size() const noexcept {
        int n = jokers;
        for (int t = 0; t < kinds; ++t) n += counts[static_cast<std::size_t>(t)];
        return n;
    }
    constexpr int flower_count() const noexcept {
        int n = 0;
        for (int t = kinds; t < all_kinds; ++t) n += counts[static_cast<std::size_t>(t)];
        return n;
    }
    /// Copies of kind t held across concealed tiles and declared melds (jokers not counted).
    /// Precondition: t < all_kinds; meld_count ≤ 4.
    constexpr int held(tile t) const noexcept {
        int n = counts[t];
        for (int i = 0; i < meld_count; ++i) n += melds[static_cast<std::size_t>(i)].count(t);
        return n;
    }
    friend constexpr bool operator==(const hand&, const hand&) = default;
};

}  // namespace hupai
