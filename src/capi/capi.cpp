// The C API's single calls (include/hupai/hupai.h): each translates its arguments, asks the
// library, and translates the answer back.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include "capi/convert.hpp"
#include "hupai/version.hpp"

namespace hupai::capi {

namespace {

void fill(hupai_error* out, hupai_status s, std::size_t offset, std::string_view message) noexcept {
    if (out == nullptr) return;
    out->status = s;
    out->offset = static_cast<std::uint32_t>(offset);
    const std::size_t n = std::min(message.size(), sizeof out->message - 1);
    std::memcpy(out->message, message.data(), n);
    out->message[n] = '\0';
}

void from_hand(const hand& in, hupai_hand& out) noexcept {
    std::memset(&out, 0, sizeof out);
    std::memcpy(out.counts, in.counts.data(), all_kinds);
    std::memcpy(out.red_fives, in.red_fives.data(), 3);
    out.jokers = in.jokers;
    out.meld_count = in.meld_count;
    for (int i = 0; i < in.meld_count; ++i) out.melds[i] = from_meld(in.melds[i]);
}

}  // namespace

hupai_status null_argument(hupai_error* err) noexcept {
    return report(HUPAI_INVALID_VALUE, "a required pointer is NULL", err);
}

hupai_status to_hand(const hupai_hand& in, hand& out, hupai_error* err) noexcept {
    std::memcpy(out.counts.data(), in.counts, all_kinds);
    std::memcpy(out.red_fives.data(), in.red_fives, 3);
    for (std::size_t s = 0; s < 3; ++s) {
        const tile five = five_of(static_cast<suit>(s));
        if (in.red_fives[s] <= in.counts[five]) continue;
        const std::string text = "red_fives[" + std::to_string(s) + "] is " +
                                 std::to_string(in.red_fives[s]) + ", but the hand holds " +
                                 std::to_string(in.counts[five]) + " " + hupai_tile_name(five);
        return report(HUPAI_INVALID_VALUE, text.c_str(), err);
    }
    out.jokers = in.jokers;
    if (in.meld_count > HUPAI_MAX_MELDS) {
        return report(HUPAI_TOO_MANY_MELDS, "at most 4 declared melds", err);
    }
    out.meld_count = in.meld_count;
    for (int i = 0; i < in.meld_count; ++i) {
        if (!to_meld(in.melds[i], out.melds[static_cast<std::size_t>(i)])) {
            return report(HUPAI_INVALID_MELD,
                          "a declared meld of an unknown kind, or with more red fives than fives",
                          err);
        }
    }
    return HUPAI_OK;
}

hupai_status report(const error& e, hupai_error* out) noexcept {
    const hupai_status s = status_of(e.code);
    fill(out, s, e.offset, e.message);
    return s;
}

hupai_status report(hupai_status s, const char* detail, hupai_error* out) noexcept {
    if (out != nullptr) {
        char text[HUPAI_MESSAGE_SIZE];
        std::snprintf(text, sizeof text, "%s: %s", hupai_status_name(s), detail);
        fill(out, s, 0, text);
    }
    return s;
}

}  // namespace hupai::capi

using namespace hupai;
using namespace hupai::capi;

extern "C" {

const char* hupai_status_name(int status) {
    if (status == HUPAI_OK) return "ok";
    if (status == HUPAI_OUT_OF_MEMORY) return "out_of_memory";
    if (status > HUPAI_OK && status < HUPAI_OUT_OF_MEMORY) {
        return name(static_cast<errc>(status - 1)).data();
    }
    return "unknown";
}

hupai_status hupai_parse_hand(const char* text, size_t length, int notation_id, hupai_hand* out,
                              hupai_error* err) {
    if ((text == nullptr && length > 0) || out == nullptr) return null_argument(err);
    if (notation_id < HUPAI_NOTATION_AUTO || notation_id > HUPAI_NOTATION_MEDIATEK) {
        return report(HUPAI_UNKNOWN_NOTATION, "not a hupai_notation", err);
    }
    return guarded(err, [&] {
        const auto h = parse_hand(std::string_view(text == nullptr ? "" : text, length),
                                  static_cast<notation>(notation_id));
        if (!h) return report(h.err(), err);
        from_hand(*h, *out);
        return HUPAI_OK;
    });
}

size_t hupai_format_hand(const hupai_hand* h, char* buffer, size_t capacity) {
    if (h == nullptr) return 0;
    hand in;
    if (to_hand(*h, in, nullptr) != HUPAI_OK) return 0;
    std::string text;
    try {
        text = format_hand(in);
    } catch (...) {
        return 0;
    }
    if (buffer != nullptr && capacity > 0) {
        const std::size_t n = std::min(text.size(), capacity - 1);
        std::memcpy(buffer, text.data(), n);
        buffer[n] = '\0';
    }
    return text.size();
}

const char* hupai_tile_name(int t) {
    // "1m" … "8f": two characters and a NUL per kind.
    static constexpr auto names = [] {
        std::array<std::array<char, 3>, all_kinds> a{};
        constexpr char suits[] = "mpszf";
        for (int k = 0; k < all_kinds; ++k) {
            const auto u = static_cast<tile>(k);
            a[static_cast<std::size_t>(k)] = {static_cast<char>('0' + number_of(u)),
                                              suits[static_cast<int>(suit_of(u))], '\0'};
        }
        return a;
    }();
    return t >= 0 && t < all_kinds ? names[static_cast<std::size_t>(t)].data() : "";
}

size_t hupai_preset_count(void) { return preset_names().size(); }
const char* hupai_preset_name(size_t i) { return name_at(preset_names(), i); }
size_t hupai_flag_count(void) { return flag_names().size(); }
const char* hupai_flag_name(size_t i) { return name_at(flag_names(), i); }

hupai_status hupai_rules_preset(const char* preset_name, hupai_rules* out, hupai_error* err) {
    if (preset_name == nullptr || out == nullptr) return null_argument(err);
    return guarded(err, [&] {
        const auto r = preset(preset_name);
        if (!r) return report(r.err(), err);
        std::memset(out, 0, sizeof *out);
        new (out->opaque) rules(*r);
        return HUPAI_OK;
    });
}

hupai_status hupai_rules_set_flag(hupai_rules* r, const char* flag, const char* value,
                                  hupai_error* err) {
    if (r == nullptr || flag == nullptr || value == nullptr) return null_argument(err);
    return guarded(err, [&] {
        const auto ok = set_flag(to_rules(r), flag, value);
        return ok ? HUPAI_OK : report(ok.err(), err);
    });
}

hupai_status hupai_rules_validate(const hupai_rules* r, hupai_error* err) {
    if (r == nullptr) return null_argument(err);
    return guarded(err, [&] {
        const auto ok = validate(to_rules(r));
        return ok ? HUPAI_OK : report(ok.err(), err);
    });
}

const char* hupai_form_name(int f) {
    return f >= 0 && f < form_count ? name(static_cast<form>(f)).data() : nullptr;
}

const char* hupai_wait_shape_name(int s) {
    return s >= 0 && s < wait_shape_count ? name(static_cast<wait_shape>(s)).data() : nullptr;
}

hupai_status hupai_hand_size(const hupai_hand* h, const hupai_rules* r, int32_t* out,
                             hupai_error* err) {
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        *out = hand_size(in, rs);
        return HUPAI_OK;
    });
}

hupai_status hupai_check_win(const hupai_hand* h, const hupai_rules* r, hupai_win_result* out,
                             hupai_error* err) {
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        const auto w = check_win(in, rs);
        if (!w) return report(w.err(), err);
        *out = hupai_win_result{w->win, w->forms, w->fei, w->zhifei};
        return HUPAI_OK;
    });
}

hupai_status hupai_waits(const hupai_hand* h, const hupai_rules* r, hupai_waits_result* out,
                         hupai_error* err) {
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        const auto w = find_waits(in, rs);
        if (!w) return report(w.err(), err);
        out->waits = w->waits;
        out->karaten = w->karaten;
        std::copy(w->shapes.begin(), w->shapes.end(), out->shapes);
        out->shanten = w->shanten;
        out->fei = w->fei;
        out->zhifei = w->zhifei;
        return HUPAI_OK;
    });
}

hupai_status hupai_shanten(const hupai_hand* h, const hupai_rules* r, hupai_shanten_result* out,
                           hupai_error* err) {
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        const auto s = compute_shanten(in, rs);
        if (!s) return report(s.err(), err);
        out->overall = s->overall;
        std::copy(s->by_form.begin(), s->by_form.end(), out->by_form);
        return HUPAI_OK;
    });
}

hupai_status hupai_analyze(const hupai_hand* h, const hupai_rules* r, const uint8_t* visible,
                           hupai_discard* out, size_t capacity, size_t* count, hupai_error* err) {
    if (count == nullptr || (out == nullptr && capacity > 0)) return null_argument(err);
    *count = 0;
    return ask(h, r, count, err, [&](const hand& in, const rules& rs) {
        std::array<std::uint8_t, kinds> seen{};
        if (visible != nullptr) std::memcpy(seen.data(), visible, kinds);
        const auto choices = analyze_discards(in, rs, visible != nullptr ? &seen : nullptr);
        if (!choices) return report(choices.err(), err);
        *count = choices->size();
        for (std::size_t i = 0; i < std::min(capacity, choices->size()); ++i) {
            const discard_choice& c = (*choices)[i];
            hupai_discard& d = out[i];
            d.discard = c.discard;
            d.shanten = static_cast<std::int8_t>(c.shanten);
            d.unseen_total = static_cast<std::uint16_t>(c.unseen_total);
            d.improving = c.improving;
            std::copy(c.unseen.begin(), c.unseen.end(), d.unseen);
        }
        return HUPAI_OK;
    });
}

hupai_status hupai_decompose(const hupai_hand* h, const hupai_rules* r, hupai_decomposition* out,
                             size_t capacity, size_t* count, hupai_error* err) {
    if (count == nullptr || (out == nullptr && capacity > 0)) return null_argument(err);
    *count = 0;
    return ask(h, r, count, err, [&](const hand& in, const rules& rs) {
        const auto ds = decompose(in, rs, capacity);
        if (!ds) return report(ds.err(), err);
        *count = ds->size();
        for (std::size_t i = 0; i < ds->size(); ++i) {
            const decomposition& d = (*ds)[i];
            hupai_decomposition& o = out[i];
            std::memset(&o, 0, sizeof o);
            o.form = static_cast<std::uint8_t>(d.shape);
            o.group_count =
                static_cast<std::uint8_t>(std::min<std::size_t>(d.groups.size(), HUPAI_MAX_GROUPS));
            for (std::size_t g = 0; g < o.group_count; ++g) {
                const group& in_g = d.groups[g];
                hupai_group& out_g = o.groups[g];
                out_g.kind = static_cast<std::uint8_t>(in_g.kind);
                out_g.size = in_g.size;
                std::copy(in_g.tiles.begin(), in_g.tiles.end(), out_g.tiles);
                out_g.wild = in_g.wild;
                out_g.declared = in_g.declared;
            }
        }
        return HUPAI_OK;
    });
}

const char* hupai_version(void) { return hupai::version; }

}  // extern "C"
