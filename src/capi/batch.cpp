// The C API's batch calls (include/hupai/hupai.h): one library call per row of contiguous arrays,
// with a status per row.
#include <algorithm>
#include <cstring>
#include <vector>

#include "capi/convert.hpp"

namespace hupai::capi {
namespace {

/// Row i of the batch arrays as a hand; a status other than HUPAI_OK for a malformed meld slot.
hupai_status row_hand(std::size_t i, const std::uint8_t* counts, const std::uint8_t* jokers,
                      const hupai_meld* melds, hand& out) noexcept {
    std::memcpy(out.counts.data(), counts + i * kinds, kinds);
    out.jokers = jokers != nullptr ? jokers[i] : 0;
    out.meld_count = 0;
    if (melds == nullptr) return HUPAI_OK;
    const hupai_meld* slots = melds + i * HUPAI_MAX_MELDS;
    for (int m = 0; m < HUPAI_MAX_MELDS && slots[m].kind != HUPAI_MELD_NONE; ++m) {
        if (!to_meld(slots[m], out.melds[out.meld_count++])) return HUPAI_INVALID_MELD;
    }
    return HUPAI_OK;
}

/// Runs `judge(i, hand)` → status for every row; `fail(i)` zeroes the outputs of a failed row.
template <class Judge, class Fail>
hupai_status each_row(std::size_t n, const std::uint8_t* counts, const std::uint8_t* jokers,
                      const hupai_meld* melds, std::uint8_t* status, Judge&& judge, Fail&& fail) {
    hand h{};  // flowers, red fives stay zero: rows hold the 34 kinds only
    for (std::size_t i = 0; i < n; ++i) {
        hupai_status s = row_hand(i, counts, jokers, melds, h);
        if (s == HUPAI_OK) s = judge(i, h);
        status[i] = static_cast<std::uint8_t>(s);
        if (s != HUPAI_OK) fail(i);
    }
    return HUPAI_OK;
}

bool missing(const void* a, const void* b, const void* c) noexcept {
    return a == nullptr || b == nullptr || c == nullptr;
}

}  // namespace
}  // namespace hupai::capi

using namespace hupai;
using namespace hupai::capi;

extern "C" {

hupai_status hupai_batch_shanten(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                 const uint8_t* jokers, const hupai_meld* melds, int8_t* shanten,
                                 uint8_t* status) {
    if (n == 0) return HUPAI_OK;
    if (missing(rules_in, counts, shanten) || status == nullptr) return HUPAI_INVALID_VALUE;
    const rules& r = to_rules(rules_in);
    return guarded(nullptr, [&] {
        return each_row(
            n, counts, jokers, melds, status,
            [&](std::size_t i, const hand& h) {
                const auto s = compute_shanten(h, r);
                if (!s) return status_of(s.err().code);
                shanten[i] = static_cast<std::int8_t>(s->overall);
                return HUPAI_OK;
            },
            [&](std::size_t i) { shanten[i] = HUPAI_NO_SHANTEN; });
    });
}

hupai_status hupai_batch_win(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                             const uint8_t* jokers, const hupai_meld* melds, uint8_t* win,
                             uint8_t* forms, uint8_t* status) {
    if (n == 0) return HUPAI_OK;
    if (missing(rules_in, counts, win) || status == nullptr) return HUPAI_INVALID_VALUE;
    const rules& r = to_rules(rules_in);
    return guarded(nullptr, [&] {
        return each_row(
            n, counts, jokers, melds, status,
            [&](std::size_t i, const hand& h) {
                const auto w = check_win(h, r);
                if (!w) return status_of(w.err().code);
                win[i] = w->win;
                if (forms != nullptr) forms[i] = w->forms;
                return HUPAI_OK;
            },
            [&](std::size_t i) {
                win[i] = 0;
                if (forms != nullptr) forms[i] = 0;
            });
    });
}

hupai_status hupai_batch_waits(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                               const uint8_t* jokers, const hupai_meld* melds, uint8_t* waits,
                               int8_t* shanten, uint8_t* status) {
    if (n == 0) return HUPAI_OK;
    if (missing(rules_in, counts, waits) || status == nullptr) return HUPAI_INVALID_VALUE;
    const rules& r = to_rules(rules_in);
    return guarded(nullptr, [&] {
        return each_row(
            n, counts, jokers, melds, status,
            [&](std::size_t i, const hand& h) {
                const auto w = find_waits(h, r);
                if (!w) return status_of(w.err().code);
                std::uint8_t* row = waits + i * kinds;
                for (int k = 0; k < kinds; ++k) row[k] = (w->waits >> k) & 1U;
                if (shanten != nullptr) shanten[i] = static_cast<std::int8_t>(w->shanten);
                return HUPAI_OK;
            },
            [&](std::size_t i) {
                std::memset(waits + i * kinds, 0, kinds);
                if (shanten != nullptr) shanten[i] = HUPAI_NO_SHANTEN;
            });
    });
}

hupai_status hupai_batch_analyze(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                 const uint8_t* jokers, const hupai_meld* melds, int8_t* shanten,
                                 uint8_t* improving, uint8_t* status) {
    if (n == 0) return HUPAI_OK;
    if (missing(rules_in, counts, shanten) || improving == nullptr || status == nullptr) {
        return HUPAI_INVALID_VALUE;
    }
    const rules& r = to_rules(rules_in);
    constexpr std::size_t square = std::size_t{kinds} * kinds;
    return guarded(nullptr, [&] {
        std::vector<discard_choice> choices;
        choices.reserve(HUPAI_MAX_DISCARDS);
        auto clear = [&](std::size_t i) {
            std::memset(shanten + i * kinds, HUPAI_NO_SHANTEN, kinds);
            std::memset(improving + i * square, 0, square);
        };
        return each_row(
            n, counts, jokers, melds, status,
            [&](std::size_t i, const hand& h) {
                const auto ok = analyze_discards_into(h, r, choices);
                if (!ok) return status_of(ok.err().code);
                clear(i);
                for (const discard_choice& c : choices) {
                    if (c.discard == joker_discard) continue;
                    shanten[i * kinds + c.discard] = static_cast<std::int8_t>(c.shanten);
                    std::uint8_t* row = improving + i * square + std::size_t{c.discard} * kinds;
                    for (int k = 0; k < kinds; ++k) row[k] = (c.improving >> k) & 1U;
                }
                return HUPAI_OK;
            },
            clear);
    });
}

}  // extern "C"
