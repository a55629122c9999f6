// hupai/tiles.hpp — tile kinds.
//
// A tile kind is a small integer: 0–8 characters (1m–9m), 9–17 dots (1p–9p), 18–26 bamboo
// (1s–9s), 27–33 honours in MPSZ order (East, South, West, North, White, Green, Red = 1z–7z),
// 34–41 flowers (1f–8f). Red fives are not kinds of their own: a hand records how many of its
// fives are red (see hand.hpp).
#pragma once

#include <cstdint>

namespace hupai {

/// A tile kind, 0–41 (see the file comment). Plain integer so that hands index arrays with it.
using tile = std::uint8_t;

inline constexpr int suited_kinds = 27;  ///< 1m…9s
inline constexpr int kinds = 34;         ///< suited + 7 honours: the kinds a hand is judged on
inline constexpr int flower_kinds = 8;   ///< 1f…8f
inline constexpr int all_kinds = kinds + flower_kinds;  ///< 42
inline constexpr int copies = 4;                        ///< copies of each kind in the wall

enum class suit : std::uint8_t { man, pin, sou, honour, flower };

/// The suit of a kind. Precondition (for this and the predicates below): t < all_kinds.
constexpr suit suit_of(tile t) noexcept {
    return t < 27 ? static_cast<suit>(t / 9) : (t < kinds ? suit::honour : suit::flower);
}
/// The digit MPSZ writes for the kind: 1–9 for suited, 1–7 for honours, 1–8 for flowers.
/// Precondition: t < all_kinds.
constexpr int number_of(tile t) noexcept {
    return t < 27 ? t % 9 + 1 : (t < kinds ? t - 27 + 1 : t - kinds + 1);
}
/// The kind of a suit and digit. Precondition: number is 1–9 for man, pin and sou, 1–7 for
/// honour, 1–8 for flower. Example: make_tile(suit::honour, 7) → 33 (7z).
constexpr tile make_tile(suit s, int number) noexcept {
    return static_cast<tile>(s == suit::honour   ? 27 + number - 1
                             : s == suit::flower ? kinds + number - 1
                                                 : static_cast<int>(s) * 9 + number - 1);
}
constexpr bool is_suited(tile t) noexcept { return t < suited_kinds; }
constexpr bool is_honour(tile t) noexcept { return t >= suited_kinds && t < kinds; }
constexpr bool is_flower(tile t) noexcept { return t >= kinds && t < all_kinds; }
/// Terminals and honours: the kinds of thirteen orphans (1m 9m 1p 9p 1s 9s 1z…7z).
constexpr bool is_orphan(tile t) noexcept {
    return is_honour(t) || (is_suited(t) && (t % 9 == 0 || t % 9 == 8));
}
/// The winds 1z–4z (East, South, West, North).
constexpr bool is_wind(tile t) noexcept { return t >= 27 && t <= 30; }
/// The dragons 5z–7z (White, Green, Red).
constexpr bool is_dragon(tile t) noexcept { return t >= 31 && t <= 33; }
/// The five of a suit (the only kinds that may be red). Precondition: s is man, pin or sou.
constexpr tile five_of(suit s) noexcept { return make_tile(s, 5); }

/// A set of kinds as a bit mask (bit t set = kind t is in the set).
using tile_mask = std::uint64_t;
/// The set holding only `t`. Precondition: t < all_kinds.
constexpr tile_mask bit(tile t) noexcept { return tile_mask{1} << t; }
/// Whether `m` holds kind `t`. Precondition: t < all_kinds.
/// Example: contains(find_waits(h, r)->waits, make_tile(suit::pin, 5)) → 5p is a wait.
constexpr bool contains(tile_mask m, tile t) noexcept { return (m >> t & 1u) != 0; }

/// The 34 kinds a hand is judged on (1m…7z).
inline constexpr tile_mask natural_mask = (tile_mask{1} << kinds) - 1;
/// The flowers (1f…8f).
inline constexpr tile_mask flower_mask = ((tile_mask{1} << flower_kinds) - 1) << kinds;
/// The terminals and honours (is_orphan): the 13 kinds of thirteen orphans.
inline constexpr tile_mask orphan_mask = [] {
    tile_mask m = 0;
    for (int k = 0; k < kinds; ++k) {
        if (is_orphan(static_cast<tile>(k))) m |= bit(static_cast<tile>(k));
    }
    return m;
}();

}  // namespace hupai
