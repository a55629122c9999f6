// The C API's advice calls (include/hupai/hupai.h): expected values of discards and the options a
// discard offers, translated to and from the caller's plain structs.
#include <algorithm>
#include <array>
#include <cstring>
#include <iterator>
#include <limits>
#include <string_view>

#include "capi/rows.hpp"

namespace hupai::capi {

namespace {

static_assert(HUPAI_EV_MAX_ROWS == kinds + 3, "a row per kind held, the red fives apart");
static_assert(HUPAI_CALL_RON == static_cast<int>(call_kind::ron) &&
              HUPAI_FROM_RIGHT == static_cast<int>(call_from::right));

ev_situation to_ev_situation(const hupai_ev_situation& in) noexcept {
    ev_situation s;
    s.seat_wind = in.seat_wind;
    s.round_wind = in.round_wind;
    s.dora_count = std::min<std::uint8_t>(in.dora_count, max_indicators);
    for (std::size_t i = 0; i < max_indicators; ++i) {
        s.dora_indicators[i] = {in.dora_indicators[i], in.dora_red[i] != 0};
    }
    std::copy(std::begin(in.seen), std::end(in.seen), s.seen.begin());
    std::copy(std::begin(in.seen_red), std::end(in.seen_red), s.seen_red.begin());
    s.honba = in.honba;
    s.riichi_sticks = in.riichi_sticks;
    return s;
}

/// The library's options of a C struct; false for a links value of no hupai_ev_links.
bool to_ev_options(const hupai_ev_options& in, ev_options& o) noexcept {
    o.t_min = in.t_min;
    o.t_max = in.t_max;
    o.wall = in.wall;
    o.extra = in.extra;
    o.shanten_down = in.shanten_down != 0;
    o.tegawari = in.tegawari != 0;
    o.red_dora = in.red_dora != 0;
    o.ura_dora = in.ura_dora != 0;
    o.max_states = static_cast<std::size_t>(in.max_states);
    o.links = in.links == HUPAI_EV_LINKS_MOVES ? ev_links::moves : ev_links::both;
    return in.links <= HUPAI_EV_LINKS_MOVES;
}

hupai_ev_situation from_ev_situation(const ev_situation& in) noexcept {
    static_assert(sizeof(hupai_ev_situation{}.dora_indicators) == max_indicators);
    hupai_ev_situation out;
    std::memset(&out, 0, sizeof out);
    out.seat_wind = in.seat_wind;
    out.round_wind = in.round_wind;
    out.dora_count = in.dora_count;
    for (std::size_t i = 0; i < max_indicators; ++i) {
        out.dora_indicators[i] = in.dora_indicators[i].kind;
        out.dora_red[i] = in.dora_indicators[i].red ? 1 : 0;
    }
    std::copy(in.seen.begin(), in.seen.end(), out.seen);
    std::copy(in.seen_red.begin(), in.seen_red.end(), out.seen_red);
    out.honba = in.honba;
    out.riichi_sticks = in.riichi_sticks;
    return out;
}

hupai_ev_options from_ev_options(const ev_options& in) noexcept {
    hupai_ev_options out;
    std::memset(&out, 0, sizeof out);
    out.t_min = in.t_min;
    out.t_max = in.t_max;
    out.wall = in.wall;
    out.extra = in.extra;
    out.shanten_down = in.shanten_down;
    out.tegawari = in.tegawari;
    out.red_dora = in.red_dora;
    out.ura_dora = in.ura_dora;
    out.links = in.links == ev_links::moves ? HUPAI_EV_LINKS_MOVES : HUPAI_EV_LINKS_BOTH;
    out.max_states = in.max_states;
    return out;
}

/// The one road of the key setters: arguments present, the C struct as the library's value, the
/// library's setter by key, and the value back into the struct (untouched on an error).
template <class C, class ToLibrary, class Library, class FromLibrary>
hupai_status set_by_key(C* target, const char* key, const char* value, hupai_error* err,
                        ToLibrary&& to_library,
                        result<void> (*set)(Library&, std::string_view, std::string_view),
                        FromLibrary&& from_library) noexcept {
    if (target == nullptr || key == nullptr || value == nullptr) return null_argument(err);
    return guarded(err, [&] {
        Library library = to_library(*target);
        const auto ok = set(library, key, value);
        if (!ok) return report(ok.err(), err);
        *target = from_library(library);
        return HUPAI_OK;
    });
}

/// The options a call asks for (NULL: the defaults), or invalid_value.
hupai_status options_of(const hupai_ev_options* in, ev_options& o, hupai_error* err) noexcept {
    o = ev_options{};
    if (in == nullptr || to_ev_options(*in, o)) return HUPAI_OK;
    return report(HUPAI_INVALID_VALUE, "links is HUPAI_EV_LINKS_BOTH or HUPAI_EV_LINKS_MOVES", err);
}

void copy_values(const std::vector<double>& in, double* out) noexcept {
    std::copy_n(in.begin(), std::min<std::size_t>(in.size(), HUPAI_EV_MAX_TURNS), out);
}

void copy_row(const ev_row& in, hupai_ev_row& out) noexcept {
    std::memset(&out, 0, sizeof out);
    out.has_discard = in.has_discard;
    out.discard = in.discard.kind;
    out.discard_red = in.discard.red;
    out.shanten = static_cast<std::int8_t>(in.shanten);
    out.turns = static_cast<std::uint8_t>(in.win_prob.size());
    copy_values(in.tenpai_prob, out.tenpai_prob);
    copy_values(in.win_prob, out.win_prob);
    copy_values(in.exp_score, out.exp_score);
}

hupai_hand to_c_hand(const hand& h) noexcept {
    hupai_hand out{};
    std::copy(h.counts.begin(), h.counts.end(), out.counts);
    std::copy(h.red_fives.begin(), h.red_fives.end(), out.red_fives);
    out.jokers = h.jokers;
    out.meld_count = h.meld_count;
    for (std::size_t i = 0; i < h.meld_count; ++i) out.melds[i] = from_meld(h.melds[i]);
    return out;
}

void copy_option(const call_option& in, hupai_call_option& out) noexcept {
    std::memset(&out, 0, sizeof out);
    out.kind = static_cast<std::uint8_t>(in.kind);
    if (in.kind != call_kind::pass && in.kind != call_kind::ron) out.meld = from_meld(in.meld);
    out.has_discard = in.has_discard;
    out.discard = in.discard;
    out.discard_red = in.discard_red;
    out.shanten = static_cast<std::int8_t>(in.shanten);
    out.no_yaku = in.no_yaku;
    out.has_ev = in.has_ev;
    out.improving = in.improving;
    out.unseen_total = in.unseen_total;
    out.ron_points = in.ron_points;
    out.tenpai_prob = in.tenpai_prob;
    out.win_prob = in.win_prob;
    out.exp_score = in.exp_score;
    out.after = to_c_hand(in.after);
}

/// The batch column of an answer's row: its kind, or 34–36 for a red five.
std::size_t column_of(const ev_row& row) noexcept {
    return row.discard.red ? kinds + row.discard.kind / 9 : row.discard.kind;
}

}  // namespace

}  // namespace hupai::capi

using namespace hupai;
using namespace hupai::capi;

extern "C" {

void hupai_ev_situation_init(hupai_ev_situation* s) {
    if (s != nullptr) *s = from_ev_situation(ev_situation{});
}

void hupai_ev_options_init(hupai_ev_options* o) {
    if (o != nullptr) *o = from_ev_options(ev_options{});
}

hupai_status hupai_ev_situation_set(hupai_ev_situation* s, const char* key, const char* value,
                                    hupai_error* err) {
    return set_by_key(s, key, value, err, &to_ev_situation, &set_ev_situation, &from_ev_situation);
}

hupai_status hupai_ev_options_set(hupai_ev_options* o, const char* key, const char* value,
                                  hupai_error* err) {
    if (o != nullptr) {  // a links value of no hupai_ev_links is refused, not read as both
        ev_options scratch;
        if (const hupai_status st = options_of(o, scratch, err); st != HUPAI_OK) return st;
    }
    return set_by_key(
        o, key, value, err,
        [](const hupai_ev_options& in) {
            ev_options lib;
            (void)to_ev_options(in, lib);
            return lib;
        },
        &set_ev_option, &from_ev_options);
}

hupai_status hupai_expected_values(const hupai_hand* h, const hupai_rules* r,
                                   const hupai_ev_situation* situation,
                                   const hupai_ev_options* options, hupai_ev_result* out,
                                   hupai_error* err) {
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        const ev_situation s = situation != nullptr ? to_ev_situation(*situation) : ev_situation{};
        ev_options o;
        if (const hupai_status st = options_of(options, o, err); st != HUPAI_OK) return st;
        const auto values = expected_values(in, rs, s, o);
        if (!values) return report(values.err(), err);
        std::memset(out, 0, sizeof *out);
        out->states = values->states;
        out->scored = values->scored;
        out->row_count = static_cast<std::uint8_t>(
            std::min<std::size_t>(values->rows.size(), HUPAI_EV_MAX_ROWS));
        for (std::size_t i = 0; i < out->row_count; ++i) copy_row(values->rows[i], out->rows[i]);
        return HUPAI_OK;
    });
}

const char* hupai_call_kind_name(int kind) {
    // The library's names are string literals, so their data() is NUL-terminated.
    if (kind < 0 || kind > HUPAI_CALL_RON) return nullptr;
    return name(static_cast<call_kind>(kind)).data();
}

hupai_status hupai_analyze_calls(const hupai_hand* h, const hupai_rules* r, int tile, int red,
                                 int from, const hupai_situation* where, const uint8_t* visible,
                                 const hupai_ev_options* ev, hupai_call_result* out,
                                 hupai_error* err) {
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        if (tile < 0 || tile >= kinds || from < 0 || from > HUPAI_FROM_RIGHT) {
            return report(HUPAI_INVALID_VALUE, "tile is a kind 0-33 and from 0-2", err);
        }
        const call_question q{static_cast<hupai::tile>(tile), red != 0,
                              static_cast<call_from>(from)};
        std::array<std::uint8_t, kinds> seen{};
        if (visible != nullptr) std::memcpy(seen.data(), visible, kinds);
        ev_options o;
        if (const hupai_status st = options_of(ev, o, err); st != HUPAI_OK) return st;
        const auto options =
            analyze_calls(in, q, rs, where != nullptr ? situation_of(*where) : situation{},
                          visible != nullptr ? &seen : nullptr, ev != nullptr ? &o : nullptr);
        if (!options) return report(options.err(), err);
        std::memset(out, 0, sizeof *out);
        out->count = static_cast<std::uint8_t>(
            std::min<std::size_t>(options->size(), HUPAI_MAX_CALL_OPTIONS));
        for (std::size_t i = 0; i < out->count; ++i) copy_option((*options)[i], out->options[i]);
        return HUPAI_OK;
    });
}

hupai_status hupai_batch_ev(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                            const uint8_t* jokers, const hupai_meld* melds,
                            const hupai_ev_situation* situation, const hupai_ev_options* options,
                            double* win_prob, double* exp_score, double* tenpai_prob,
                            int8_t* shanten, uint64_t* states, uint8_t* status) {
    static_assert(HUPAI_EV_COLUMNS == kinds + 3);
    constexpr std::size_t w = HUPAI_EV_COLUMNS;
    constexpr double nan = std::numeric_limits<double>::quiet_NaN();
    const ev_situation s = situation != nullptr ? to_ev_situation(*situation) : ev_situation{};
    ev_options o;
    const hupai_status options_ok = options_of(options, o, nullptr);
    auto clear = [=](std::size_t i) {
        for (double* out : {win_prob, exp_score, tenpai_prob}) {
            if (out != nullptr) std::fill_n(out + i * w, w, nan);
        }
        if (shanten != nullptr) std::memset(shanten + i * w, HUPAI_NO_SHANTEN, w);
        if (states != nullptr) states[i] = 0;
    };
    return each_row(
        {rules_in, n, counts, jokers, melds, status}, win_prob != nullptr,
        [&](std::size_t i, const hand& h, const detail::compiled_rules& c) {
            const rules& r = c.of();
            if (options_ok != HUPAI_OK) return options_ok;
            if (hand_size(h, r) % 3 != 2) return HUPAI_WRONG_HAND_SIZE;
            // A row's search may allocate much: running out fails that row, not the batch.
            return guarded(nullptr, [&] {
                const auto values = expected_values(h, r, s, o);
                if (!values) return status_of(values.err().code);
                clear(i);
                if (states != nullptr) states[i] = values->states;
                for (const ev_row& row : values->rows) {
                    const std::size_t at = i * w + column_of(row);
                    win_prob[at] = row.win_prob.front();
                    if (exp_score != nullptr && !row.exp_score.empty()) {
                        exp_score[at] = row.exp_score.front();
                    }
                    if (tenpai_prob != nullptr) tenpai_prob[at] = row.tenpai_prob.front();
                    if (shanten != nullptr) shanten[at] = static_cast<std::int8_t>(row.shanten);
                }
                return HUPAI_OK;
            });
        },
        clear);
}

}  // extern "C"
