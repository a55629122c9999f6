// Frontier entries as 16 byte lanes: the (pairs, melds) entries of one excess level in one row,
// lane 8p + m (m ≤ 4; lanes 5–7 and 13–15 unused), so that adding melds or a pair to every entry
// is a shift of the row, and a min-plus step a saturating add and a byte minimum. SSE2 where the
// compiler targets it, plain byte loops elsewhere.
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace hupai::detail::lanes {

struct alignas(16) row {
    std::array<std::uint8_t, 16> lane;
};

#if defined(__SSE2__)
using vec = __m128i;
inline vec load(const row& r) noexcept { return _mm_load_si128(reinterpret_cast<const vec*>(&r)); }
inline void store(row& r, vec v) noexcept { _mm_store_si128(reinterpret_cast<vec*>(&r), v); }
inline vec splat(std::uint8_t b) noexcept { return _mm_set1_epi8(static_cast<char>(b)); }
// Any 16 bytes, aligned or not.
inline vec load_bytes(const std::uint8_t* p) noexcept {
    return _mm_loadu_si128(reinterpret_cast<const vec*>(p));
}
inline void store_bytes(std::uint8_t* p, vec v) noexcept {
    _mm_storeu_si128(reinterpret_cast<vec*>(p), v);
}
// Bit l set where lane l of a is below lane l of b.
inline unsigned lanes_below(vec a, vec b) noexcept {
    return ~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_min_epu8(a, b), b))) &
           0xFFFFu;
}
inline vec either(vec a, vec b) noexcept { return _mm_or_si128(a, b); }
inline vec add_saturated(vec a, vec b) noexcept { return _mm_adds_epu8(a, b); }
inline vec minus(vec a, vec b) noexcept { return _mm_sub_epi8(a, b); }  // modulo 256
inline vec least(vec a, vec b) noexcept { return _mm_min_epu8(a, b); }
// Every lane up by S, the lanes below S unreachable.
template <int S>
inline vec lanes_up(vec v) noexcept {
    return _mm_or_si128(_mm_slli_si128(v, S), _mm_srli_si128(_mm_set1_epi8(-1), 16 - S));
}
#else
using vec = row;
inline vec load(const row& r) noexcept { return r; }
inline void store(row& r, vec v) noexcept { r = v; }
inline vec splat(std::uint8_t b) noexcept {
    vec v;
    v.lane.fill(b);
    return v;
}
inline vec load_bytes(const std::uint8_t* p) noexcept {
    vec v;
    std::copy_n(p, 16, v.lane.begin());
    return v;
}
inline void store_bytes(std::uint8_t* p, vec v) noexcept { std::copy_n(v.lane.begin(), 16, p); }
inline unsigned lanes_below(vec a, vec b) noexcept {
    unsigned out = 0;
    for (std::size_t l = 0; l < 16; ++l) out |= (a.lane[l] < b.lane[l] ? 1u : 0u) << l;
    return out;
}
inline vec either(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l) a.lane[l] |= b.lane[l];
    return a;
}
inline vec add_saturated(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l)
        a.lane[l] = static_cast<std::uint8_t>(std::min(255, a.lane[l] + b.lane[l]));
    return a;
}
inline vec minus(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l)
        a.lane[l] = static_cast<std::uint8_t>(a.lane[l] - b.lane[l]);
    return a;
}
inline vec least(vec a, vec b) noexcept {
    for (std::size_t l = 0; l < 16; ++l) a.lane[l] = std::min(a.lane[l], b.lane[l]);
    return a;
}
template <int S>
inline vec lanes_up(vec v) noexcept {
    vec out;
    for (std::size_t l = 0; l < 16; ++l) out.lane[l] = l >= S ? v.lane[l - S] : 0xFF;
    return out;
}
#endif

/// The lanes whose melds would pass `top` with c more, all ones (unreachable once added to), for
/// c = 0…4.
inline std::array<row, 5> blocked_rows(int top) noexcept {
    std::array<row, 5> out{};
    for (int c = 0; c <= 4; ++c) {
        for (std::size_t l = 0; l < 16; ++l) {
            out[static_cast<std::size_t>(c)].lane[l] =
                static_cast<int>(l & 7u) > top - c ? 0xFF : 0;
        }
    }
    return out;
}

}  // namespace hupai::detail::lanes
