// The C API's batch calls (include/hupai/hupai.h): one library call per row of contiguous arrays,
// with a status per row.
#include <array>
#include <cstring>
#include <vector>

#include "capi/rows.hpp"

using namespace hupai;
using namespace hupai::capi;

extern "C" {

hupai_status hupai_batch_shanten(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                 const uint8_t* jokers, const hupai_meld* melds, int8_t* shanten,
                                 uint8_t* status) {
    return each_row(
        {rules_in, n, counts, jokers, melds, status}, shanten != nullptr,
        [shanten](std::size_t i, const hand& h, const detail::compiled_rules& r) {
            const auto s = detail::shanten_number(h, r);
            if (!s) return status_of(s.err().code);
            shanten[i] = static_cast<std::int8_t>(*s);
            return HUPAI_OK;
        },
        [shanten](std::size_t i) { shanten[i] = HUPAI_NO_SHANTEN; });
}

hupai_status hupai_batch_win(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                             const uint8_t* jokers, const hupai_meld* melds, uint8_t* win,
                             uint8_t* forms, uint8_t* status) {
    return each_row(
        {rules_in, n, counts, jokers, melds, status}, win != nullptr,
        [win, forms](std::size_t i, const hand& h, const detail::compiled_rules& r) {
            const auto w = detail::check_win(h, r);
            if (!w) return status_of(w.err().code);
            win[i] = w->win;
            if (forms != nullptr) forms[i] = w->forms;
            return HUPAI_OK;
        },
        [win, forms](std::size_t i) {
            win[i] = 0;
            if (forms != nullptr) forms[i] = 0;
        });
}

hupai_status hupai_batch_waits(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                               const uint8_t* jokers, const hupai_meld* melds, uint8_t* waits,
                               int8_t* shanten, uint8_t* status) {
    return each_row(
        {rules_in, n, counts, jokers, melds, status}, waits != nullptr,
        [waits, shanten](std::size_t i, const hand& h, const detail::compiled_rules& r) {
            const auto w = detail::find_waits(h, r);
            if (!w) return status_of(w.err().code);
            spread_mask(w->waits, waits + i * kinds);
            if (shanten != nullptr) shanten[i] = static_cast<std::int8_t>(w->shanten);
            return HUPAI_OK;
        },
        [waits, shanten](std::size_t i) {
            std::memset(waits + i * kinds, 0, kinds);
            if (shanten != nullptr) shanten[i] = HUPAI_NO_SHANTEN;
        });
}

hupai_status hupai_batch_analyze(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                 const uint8_t* jokers, const hupai_meld* melds, int8_t* shanten,
                                 uint8_t* improving, uint8_t* status) {
    constexpr std::size_t square = std::size_t{kinds} * kinds;
    auto clear = [&](std::size_t i) {
        std::memset(shanten + i * kinds, HUPAI_NO_SHANTEN, kinds);
        std::memset(improving + i * square, 0, square);
    };
    std::vector<discard_choice> choices;  // reused by every row; reserved on first use
    return each_row(
        {rules_in, n, counts, jokers, melds, status}, shanten != nullptr && improving != nullptr,
        [&](std::size_t i, const hand& h, const detail::compiled_rules& r) {
            const auto ok = analyze_discards_into(h, r.of(), choices);
            if (!ok) return status_of(ok.err().code);
            clear(i);
            for (const discard_choice& c : choices) {
                if (c.discard == joker_discard) continue;
                shanten[i * kinds + c.discard] = static_cast<std::int8_t>(c.shanten);
                spread_mask(c.improving, improving + i * square + std::size_t{c.discard} * kinds);
            }
            return HUPAI_OK;
        },
        clear);
}

hupai_status hupai_batch_improving(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                   const uint8_t* jokers, const hupai_meld* melds,
                                   const uint8_t* visible, size_t visible_stride,
                                   uint8_t* improving, int8_t* shanten, uint64_t* mask,
                                   uint8_t* status) {
    const visible_rows seen{visible, visible_stride};
    std::array<std::uint8_t, kinds> copy{};
    return each_row(
        {rules_in, n, counts, jokers, melds, status}, improving != nullptr && seen.valid(),
        [&](std::size_t i, const hand& h, const detail::compiled_rules& r) {
            const auto d = analyze_draws(h, r.of(), seen.at(i, copy));
            if (!d) return status_of(d.err().code);
            std::uint8_t* row = improving + i * kinds;
            for (std::size_t k = 0; k < kinds; ++k) {
                row[k] = (d->improving >> k) & 1U ? d->unseen[k] : 0;
            }
            if (shanten != nullptr) shanten[i] = static_cast<std::int8_t>(d->shanten);
            if (mask != nullptr) mask[i] = d->improving;
            return HUPAI_OK;
        },
        [=](std::size_t i) {
            std::memset(improving + i * kinds, 0, kinds);
            if (shanten != nullptr) shanten[i] = HUPAI_NO_SHANTEN;
            if (mask != nullptr) mask[i] = 0;
        });
}

hupai_status hupai_batch_discards(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                  const uint8_t* jokers, const hupai_meld* melds,
                                  const uint8_t* visible, size_t visible_stride, int8_t* shanten,
                                  uint8_t* unseen, uint8_t* status) {
    const visible_rows seen{visible, visible_stride};
    std::array<std::uint8_t, kinds> copy{};
    auto clear = [=](std::size_t i) {
        std::memset(shanten + i * kinds, HUPAI_NO_SHANTEN, kinds);
        std::memset(unseen + i * kinds, 0, kinds);
    };
    std::vector<discard_choice> choices;  // reused by every row; reserved on first use
    return each_row(
        {rules_in, n, counts, jokers, melds, status},
        shanten != nullptr && unseen != nullptr && seen.valid(),
        [&](std::size_t i, const hand& h, const detail::compiled_rules& r) {
            const auto ok = analyze_discards_into(h, r.of(), choices, seen.at(i, copy));
            if (!ok) return status_of(ok.err().code);
            clear(i);
            for (const discard_choice& c : choices) {
                if (c.discard >= kinds) continue;  // a `?` joker: not a column
                shanten[i * kinds + c.discard] = static_cast<std::int8_t>(c.shanten);
                unseen[i * kinds + c.discard] = static_cast<std::uint8_t>(c.unseen_total);
            }
            return HUPAI_OK;
        },
        clear);
}

}  // extern "C"
