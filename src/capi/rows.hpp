// The one road of the C API's batch calls (include/hupai/hupai.h): the rows of contiguous arrays
// made into hands a block at a time, judged one by one, a status per row. Used by the analysis
// batches (batch.cpp), the scoring batches (scoring.cpp) and the expected-value batch (advice.cpp).
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <type_traits>

#include "admission/validated.hpp"
#include "capi/convert.hpp"

namespace hupai::capi {

/// The arrays of a batch call, as its caller passed them.
struct batch_rows {
    const hupai_rules* rules;
    std::size_t n;
    const std::uint8_t* counts;
    const std::uint8_t* jokers;  // may be null
    const hupai_meld* melds;     // may be null
    std::uint8_t* status;

    /// The counts of row i into a hand, nothing else.
    void counts_of(std::size_t i, hand& out) const noexcept {
        std::memcpy(out.counts.data(), counts + i * kinds, kinds);
    }

    /// Row i as a hand; a status other than HUPAI_OK for a malformed meld slot.
    hupai_status hand_of(std::size_t i, hand& out) const noexcept {
        counts_of(i, out);
        out.jokers = jokers != nullptr ? jokers[i] : 0;
        out.meld_count = 0;
        if (melds == nullptr) return HUPAI_OK;
        const hupai_meld* slots = melds + i * HUPAI_MAX_MELDS;
        for (int m = 0; m < HUPAI_MAX_MELDS && slots[m].kind != HUPAI_MELD_NONE; ++m) {
            if (!to_meld(slots[m], out.melds[out.meld_count++])) return HUPAI_INVALID_MELD;
        }
        return HUPAI_OK;
    }
};

/// The one road of every batch call: arguments checked (`outputs`: the required output arrays
/// are present), the rules compiled once, then `judge(i, hand, compiled rules)` → status for
/// every row, and `fail(i)` setting the outputs of a row that failed.
template <class Judge, class Fail>
hupai_status each_row(const batch_rows& b, bool outputs, Judge&& judge, Fail&& fail) noexcept {
    if (b.n == 0) return HUPAI_OK;
    if (b.rules == nullptr || b.counts == nullptr || b.status == nullptr || !outputs) {
        return HUPAI_INVALID_VALUE;
    }
    const detail::compiled_rules r = detail::compile_rules(to_rules(b.rules));
    return guarded(nullptr, [&] {
        // Local copies of the arrays' pointers and of the callbacks (whose pointers the calls
        // capture by value): every output is bytes, which may alias anything whose address has
        // escaped, so pointers reached through references were reloaded after each store
        // (10 of the 60 instructions the C layer added to a batch win row).
        const batch_rows rows = b;
        std::remove_cvref_t<Judge> judge_row = judge;
        std::remove_cvref_t<Fail> fail_row = fail;
        // Rows become hands a block at a time, then the block is judged: a hand written just
        // before it is read would stall the judge's wide loads on store forwarding (measured:
        // check_win 2.3x slower when one hand value is rewritten row after row).
        constexpr std::size_t block = 64;
        std::array<hand, block> hands{};  // flowers and red fives stay zero: rows hold 34 kinds
        std::array<hupai_status, block> made{};
        // Without jokers and melds a row is its 34 counts: the hands keep their zero jokers
        // and melds and no row can be malformed before it is judged. Refilling only the counts
        // saved 14 more instructions a row (batch win: 223 → 209, the C++ loop 191).
        const bool counts_only = rows.jokers == nullptr && rows.melds == nullptr;
        for (std::size_t base = 0; base < rows.n; base += block) {
            const std::size_t m = std::min(block, rows.n - base);
            if (counts_only) {
                for (std::size_t j = 0; j < m; ++j) rows.counts_of(base + j, hands[j]);
            } else {
                for (std::size_t j = 0; j < m; ++j) made[j] = rows.hand_of(base + j, hands[j]);
            }
            for (std::size_t j = 0; j < m; ++j) {
                const std::size_t i = base + j;
                hupai_status s = counts_only ? HUPAI_OK : made[j];
                if (s == HUPAI_OK) s = judge_row(i, hands[j], r);
                rows.status[i] = static_cast<std::uint8_t>(s);
                if (s != HUPAI_OK) fail_row(i);
            }
        }
        return HUPAI_OK;
    });
}

/// Writes the 34 low bits of a tile mask as 34 bytes of 0 or 1, eight at a time through a table:
/// the byte loop it replaces cost batch waits a third of its time.
inline void spread_mask(tile_mask mask, std::uint8_t* out) noexcept {
    static constexpr auto bytes = [] {
        std::array<std::uint64_t, 256> t{};
        for (std::size_t v = 0; v < 256; ++v) {
            for (int b = 0; b < 8; ++b) t[v] |= std::uint64_t{(v >> b) & 1U} << (8 * b);
        }
        return t;
    }();
    for (int k = 0; k < 32; k += 8) {
        static_assert(std::endian::native == std::endian::little, "byte b of a word at out[k+b]");
        std::memcpy(out + k, &bytes[(mask >> k) & 0xFF], 8);
    }
    out[32] = (mask >> 32) & 1U;
    out[33] = (mask >> 33) & 1U;
}

/// The tiles seen outside the hands of a batch: none, one row for every hand (stride 0) or a row
/// per hand (stride 34).
struct visible_rows {
    const std::uint8_t* data;  // may be null
    std::size_t stride;

    /// The stride is one the header allows.
    bool valid() const noexcept { return data == nullptr || stride == 0 || stride == kinds; }

    /// Row i's seen tiles in `copy`, or null without any.
    const std::array<std::uint8_t, kinds>* at(
        std::size_t i, std::array<std::uint8_t, kinds>& copy) const noexcept {
        if (data == nullptr) return nullptr;
        std::memcpy(copy.data(), data + i * stride, kinds);
        return &copy;
    }
};

}  // namespace hupai::capi
