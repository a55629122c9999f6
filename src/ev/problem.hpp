// The expected-value layer's view of a question: tile kinds (34, plus the three red fives when
// they are dora), the starting wall, the shanten of a state's counts. Everything the search and
// the turn loop read, read once (docs/EV.md).
#pragma once

#include <array>
#include <cstdint>

#include "hupai/ev.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"

namespace hupai::detail::ev {

/// The kinds of a state: 0–33 as tiles.hpp, then 34 + s for the red five of suit s.
inline constexpr int max_kinds = 37;
inline constexpr int red_base = kinds;
using counts = std::array<std::uint8_t, max_kinds>;

/// The plain kind of k: a red kind's five, any other kind itself.
constexpr tile plain_of(int k) noexcept {
    return static_cast<tile>(k < red_base ? k : (k - red_base) * 9 + 4);
}

struct problem {
    rules r;                 ///< the rules, with the riichi flags of docs/EV.md when riichi
    hand base;               ///< the declared melds (concealed part unused)
    int kind_count = kinds;  ///< 34, or 37 with red kinds
    counts org{};            ///< the starting concealed counts
    counts wall0{};          ///< W0: the wall before any draw
    int melds = 0;           ///< declared melds
    bool closed = true;      ///< no declared meld but concealed kongs
    bool riichi = false;     ///< wins are scored as riichi (riichi is declared)
    bool reference = false;  ///< shanten from the plain tables (riichi forms, no wildcard)
    int sh0 = 0;             ///< shanten of the start
    int wall = 0;            ///< S
    ev_situation where;      ///< the table
    ev_options options;      ///< as given
    std::array<std::uint8_t, kinds> meld_tiles{};  ///< tiles of the declared melds (kongs 4)
};

/// Reads and checks a question. Errors: see expected_values.
result<problem> make_problem(const hand& h, const rules& r, const ev_situation& s,
                             const ev_options& o);

/// The merged 34 counts of a state.
inline std::array<std::uint8_t, kinds> merged(const counts& c) noexcept {
    std::array<std::uint8_t, kinds> m{};
    for (int k = 0; k < kinds; ++k) m[static_cast<std::size_t>(k)] = c[static_cast<std::size_t>(k)];
    for (int s = 0; s < 3; ++s) {
        m[static_cast<std::size_t>(s * 9 + 4)] = static_cast<std::uint8_t>(
            m[static_cast<std::size_t>(s * 9 + 4)] + c[static_cast<std::size_t>(red_base + s)]);
    }
    return m;
}

/// The shanten of merged concealed counts m (the problem's declared melds beside them).
int shanten_of(const problem& p, const std::array<std::uint8_t, kinds>& m) noexcept;

/// The hand of a state's counts with the problem's melds.
hand hand_of(const problem& p, const counts& c) noexcept;

}  // namespace hupai::detail::ev
