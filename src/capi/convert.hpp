// Translation between the C API's plain structs (include/hupai/hupai.h) and the library's types,
// shared by the single calls (capi.cpp) and the batch calls (batch.cpp).
#pragma once

#include <cstring>
#include <new>
#include <span>
#include <string_view>
#include <type_traits>

#include "hupai/hupai.h"
#include "hupai/hupai.hpp"

namespace hupai::capi {

static_assert(std::is_trivially_copyable_v<rules> && sizeof(rules) <= sizeof(hupai_rules) &&
                  alignof(rules) <= alignof(hupai_rules),
              "hupai_rules must hold a hupai::rules");
static_assert(HUPAI_STATUS_COUNT == static_cast<int>(errc::too_far) + 3,
              "one status per errc, plus ok and out_of_memory");
static_assert(HUPAI_KINDS == kinds && HUPAI_ALL_KINDS == all_kinds);
static_assert(HUPAI_FORM_COUNT == form_count && HUPAI_WAIT_SHAPE_COUNT == wait_shape_count);
static_assert(HUPAI_NO_SHANTEN == no_shanten && HUPAI_JOKER_DISCARD == joker_discard);

inline const rules& to_rules(const hupai_rules* r) noexcept {
    return *reinterpret_cast<const rules*>(r->opaque);
}
inline rules& to_rules(hupai_rules* r) noexcept { return *reinterpret_cast<rules*>(r->opaque); }

inline hupai_status status_of(errc code) noexcept {
    return static_cast<hupai_status>(static_cast<int>(code) + 1);
}

/// Fills `out` (when given) from a library error; returns its status.
hupai_status report(const error& e, hupai_error* out) noexcept;
/// Fills `out` (when given) with a status and a message of the C layer's own.
hupai_status report(hupai_status s, const char* detail, hupai_error* out) noexcept;

/// The fives among a meld's tiles (a kong's fourth counted): the most red fives it can hold.
inline int fives_in(const meld& m) noexcept {
    int n = 0;
    for (const tile t : m.tiles) n += t < suited_kinds && t % 9 == 4;
    if (is_kong(m.kind) && m.tiles[0] < suited_kinds && m.tiles[0] % 9 == 4) ++n;
    return n;
}

/// A C meld slot as a library meld: false when its kind byte names none of hupai_meld_kind's
/// melds or more red fives (its high nibble) than the meld holds fives.
inline bool to_meld(const hupai_meld& in, meld& out) noexcept {
    const int kind = HUPAI_MELD_KIND_OF(in.kind);
    if (kind < HUPAI_MELD_CHOW || kind > HUPAI_MELD_CONCEALED_KONG) return false;
    out.kind = static_cast<meld_kind>(kind - 1);
    std::memcpy(out.tiles.data(), in.tiles, 3);
    out.red = static_cast<std::uint8_t>(HUPAI_MELD_REDS_OF(in.kind));
    return out.red <= fives_in(out);
}

/// A library meld as a C meld slot, its red fives in the kind byte's high nibble.
inline hupai_meld from_meld(const meld& m) noexcept {
    hupai_meld out{};
    out.kind = static_cast<std::uint8_t>((static_cast<int>(m.kind) + 1) | HUPAI_MELD_RED(m.red));
    std::memcpy(out.tiles, m.tiles.data(), 3);
    return out;
}

/// The library situation a hupai_situation holds (scoring.cpp keeps its layout).
const situation& situation_of(const hupai_situation& s) noexcept;

/// Reports invalid_value for a NULL required pointer.
hupai_status null_argument(hupai_error* err) noexcept;

/// A C hand as a library hand; invalid_meld for a meld slot of an unknown kind.
hupai_status to_hand(const hupai_hand& in, hand& out, hupai_error* err) noexcept;

/// Runs a call, turning what the library might throw (allocation failure) into a status.
template <class F>
hupai_status guarded(hupai_error* err, F&& f) noexcept {
    try {
        return f();
    } catch (const std::bad_alloc&) {
        return report(HUPAI_OUT_OF_MEMORY, "out of memory", err);
    } catch (...) {
        return report(HUPAI_INVALID_VALUE, "unexpected failure", err);
    }
}

/// The common prologue of a question: arguments present, the hand translated, then
/// f(hand, rules) under the guard.
template <class Out, class F>
hupai_status ask(const hupai_hand* h, const hupai_rules* r, Out* out, hupai_error* err, F&& f) {
    if (h == nullptr || r == nullptr || out == nullptr) return null_argument(err);
    return guarded(err, [&] {
        hand in;
        if (const hupai_status s = to_hand(*h, in, err); s != HUPAI_OK) return s;
        return f(in, to_rules(r));
    });
}

/// names[index] as a C string, or nullptr out of range (the names are string literals, so
/// their data() is NUL-terminated).
template <class T>
const char* name_at(std::span<const std::string_view> names, T index) noexcept {
    return index >= 0 && static_cast<std::size_t>(index) < names.size()
               ? names[static_cast<std::size_t>(index)].data()
               : nullptr;
}

}  // namespace hupai::capi
