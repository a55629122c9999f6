// The C API's scoring calls (include/hupai/hupai.h): the situation of a win set by name, the
// riichi and GB scores copied into the caller's plain structs, and the yaku and fan names.
#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>

#include "capi/rows.hpp"

namespace hupai::capi {

namespace {

/// What a hupai_situation holds. The C++ situation defaults its winning tile to 1m; a C hand has
/// lost the order of its text, so the C layer tracks whether the caller named the tile rather
/// than score a silent 1m.
struct situation_storage {
    situation s;
    bool win_tile_set = false;
};
static_assert(std::is_trivially_copyable_v<situation_storage> &&
                  sizeof(situation_storage) <= sizeof(hupai_situation) &&
                  alignof(situation_storage) <= alignof(hupai_situation),
              "hupai_situation must hold a situation");

const situation_storage& storage_of(const hupai_situation* s) noexcept {
    return *reinterpret_cast<const situation_storage*>(s->opaque);
}
situation_storage& storage_of(hupai_situation* s) noexcept {
    return *reinterpret_cast<situation_storage*>(s->opaque);
}

static_assert(HUPAI_YAKU_COUNT == yaku_count && HUPAI_MAX_YAKU == max_yaku_entries &&
              HUPAI_MAX_FU == max_fu_entries);
static_assert(HUPAI_GB_FAN_COUNT == gb_fan_count && HUPAI_GB_MAX_FANS == gb_max_fans);
static_assert(HUPAI_LIMIT_YAKUMAN == static_cast<int>(limit::yakuman));
static_assert(HUPAI_GB_FORM_COUNT == static_cast<int>(gb_form::knitted_straight) + 1);
constexpr int fu_reason_count = static_cast<int>(fu_reason::closed_kong) + 1;
// What the header says of the ids: 34 and up are yakuman, 30 and 49 are both "renhou", and the
// fu reasons are ids 0–15.
static_assert(!is_yakuman(yaku::ura_dora) && static_cast<int>(yaku::kokushi) == 34 &&
              static_cast<int>(yaku::renhou) == 30 &&
              static_cast<int>(yaku::renhou_yakuman) == 49 && fu_reason_count == 16);

void copy_score(const riichi_score& in, hupai_riichi_score& out) noexcept {
    std::memset(&out, 0, sizeof out);
    out.no_yaku = in.no_yaku;
    out.yaku_count = in.yaku_size;
    for (std::size_t i = 0; i < in.yaku_size; ++i) {
        out.yaku[i] = {static_cast<std::uint8_t>(in.yaku[i].id), in.yaku[i].han,
                       in.yaku[i].yakuman};
    }
    out.fu_count = in.fu_size;
    for (std::size_t i = 0; i < in.fu_size; ++i) {
        const fu_entry& f = in.fu_details[i];
        out.fu_details[i] = {static_cast<std::uint8_t>(f.reason), f.fu, f.kind};
    }
    out.limit = static_cast<std::uint8_t>(in.limit);
    out.form = static_cast<std::uint8_t>(in.shape);
    out.wait = static_cast<std::uint8_t>(in.wait);
    out.han = in.han;
    out.fu = in.fu;
    out.yakuman = in.yakuman;
    out.base_points = in.base_points;
    out.payments = {in.payments.ron, in.payments.dealer, in.payments.non_dealer};
    out.total = in.total;
}

void copy_score(const gb_score& in, hupai_gb_score& out) noexcept {
    std::memset(&out, 0, sizeof out);
    out.form = static_cast<std::uint8_t>(in.form);
    out.fan_count = in.fan_kinds;
    for (std::size_t i = 0; i < in.fan_kinds; ++i) {
        const gb_fan_entry& e = in.fan_table[i];
        out.fans[i] = {static_cast<std::uint8_t>(e.fan), e.count,
                       static_cast<std::uint16_t>(points(e.fan))};
    }
    out.qualifies = in.qualifies;
    out.tsumo = in.tsumo;
    out.flowers = static_cast<std::uint8_t>(in.flowers);
    out.total = in.total;
    out.discarder = in.discarder;
    out.other = in.other;
    out.each = in.each;
    out.total_won = in.total_won;
}

/// One road for both scores: arguments present and a winning tile named, then `scorer(hand,
/// situation, rules)`'s error reported or its score copied into the caller's struct.
template <class Out, class Scorer>
hupai_status score(const hupai_hand* h, const hupai_situation* sit, const hupai_rules* r, Out* out,
                   hupai_error* err, Scorer&& scorer) {
    if (sit == nullptr) return null_argument(err);
    return ask(h, r, out, err, [&](const hand& in, const rules& rs) {
        const situation_storage& st = storage_of(sit);
        if (!st.win_tile_set) {
            return report(HUPAI_INVALID_VALUE,
                          "win_tile is not set: hupai_situation_set(s, \"win_tile\", \"6s\")", err);
        }
        const auto sc = scorer(in, st.s, rs);
        if (!sc) return report(sc.err(), err);
        copy_score(*sc, *out);
        return HUPAI_OK;
    });
}

/// The one road of both batch scores: the situations checked (one for all rows or one a row),
/// then each row's situation with its winning tile, scored by `scorer(hand, situation, rules)`
/// into out[i] (zeroed when the row fails).
template <class Out, class Scorer>
hupai_status score_rows(const batch_rows& rows, const hupai_situation* situations,
                        std::size_t situation_count, const std::uint8_t* win_tiles, Out* out,
                        Scorer&& scorer) noexcept {
    const bool one = situation_count == 1;
    return each_row(
        rows, out != nullptr && situations != nullptr && (one || situation_count == rows.n),
        [=](std::size_t i, const hand& h, const detail::compiled_rules& c) {
            const rules& r = c.of();
            const situation_storage& st = storage_of(&situations[one ? 0 : i]);
            situation s = st.s;
            if (win_tiles != nullptr) {
                if (win_tiles[i] >= kinds) return HUPAI_INVALID_TILE;
                s.win_tile = win_tiles[i];
                s.win_tile_red = false;
            } else if (!st.win_tile_set) {
                return HUPAI_INVALID_VALUE;
            }
            const auto sc = scorer(h, s, r);
            if (!sc) return status_of(sc.err().code);
            copy_score(*sc, out[i]);
            return HUPAI_OK;
        },
        [=](std::size_t i) { std::memset(&out[i], 0, sizeof out[i]); });
}

bool valid_fan(int f) noexcept { return f >= 0 && f < gb_fan_count; }

/// The first id in [0, count) whose name under `named` is `text`, or -1.
template <class F>
int find_by_name(const char* text, int count, F&& named) noexcept {
    if (text == nullptr) return -1;
    const std::string_view wanted(text);
    for (int id = 0; id < count; ++id) {
        if (named(id, wanted)) return id;
    }
    return -1;
}

}  // namespace

const situation& situation_of(const hupai_situation& s) noexcept { return storage_of(&s).s; }

}  // namespace hupai::capi

using namespace hupai;
using namespace hupai::capi;

extern "C" {

void hupai_situation_init(hupai_situation* s) {
    if (s == nullptr) return;
    std::memset(s, 0, sizeof *s);
    new (s->opaque) situation_storage{};
}

size_t hupai_situation_key_count(void) { return situation_keys().size(); }
const char* hupai_situation_key_name(size_t i) { return name_at(situation_keys(), i); }

hupai_status hupai_situation_set(hupai_situation* s, const char* key, const char* value,
                                 hupai_error* err) {
    if (s == nullptr || key == nullptr || value == nullptr) return null_argument(err);
    return guarded(err, [&] {
        situation_storage& st = storage_of(s);
        const auto ok = set_situation(st.s, key, value);
        if (!ok) return report(ok.err(), err);
        st.win_tile_set |= std::string_view(key) == "win_tile";
        return HUPAI_OK;
    });
}

const char* hupai_yaku_name(int y) {
    return y >= 0 && y < yaku_count ? name(static_cast<yaku>(y)).data() : nullptr;
}

int hupai_yaku_find(const char* text) {
    return find_by_name(text, yaku_count, [](int id, std::string_view t) {
        return name(static_cast<yaku>(id)) == t;
    });
}

const char* hupai_fu_reason_name(int r) {
    return r >= 0 && r < fu_reason_count ? name(static_cast<fu_reason>(r)).data() : nullptr;
}

const char* hupai_limit_name(int l) {
    return l >= HUPAI_LIMIT_NONE && l <= HUPAI_LIMIT_YAKUMAN ? name(static_cast<limit>(l)).data()
                                                             : nullptr;
}

hupai_status hupai_score_riichi(const hupai_hand* h, const hupai_situation* s, const hupai_rules* r,
                                hupai_riichi_score* out, hupai_error* err) {
    return score(h, s, r, out, err, [](const hand& in, const situation& st, const rules& rs) {
        return score_riichi(in, st, rs);
    });
}

const char* hupai_gb_fan_name(int f) {
    return valid_fan(f) ? name(static_cast<gb_fan>(f)).data() : nullptr;
}
const char* hupai_gb_fan_english_name(int f) {
    return valid_fan(f) ? english_name(static_cast<gb_fan>(f)).data() : nullptr;
}
const char* hupai_gb_fan_chinese_name(int f) {
    return valid_fan(f) ? chinese_name(static_cast<gb_fan>(f)).data() : nullptr;
}
int32_t hupai_gb_fan_points(int f) { return valid_fan(f) ? points(static_cast<gb_fan>(f)) : 0; }

int hupai_gb_fan_find(const char* text) {
    return find_by_name(text, gb_fan_count, [](int id, std::string_view t) {
        const auto f = static_cast<gb_fan>(id);
        return name(f) == t || english_name(f) == t || chinese_name(f) == t;
    });
}

const char* hupai_gb_form_name(int f) {
    return f >= 0 && f < HUPAI_GB_FORM_COUNT ? name(static_cast<gb_form>(f)).data() : nullptr;
}

hupai_status hupai_score_gb(const hupai_hand* h, const hupai_situation* s, const hupai_rules* r,
                            hupai_gb_score* out, hupai_error* err) {
    return score(h, s, r, out, err, [](const hand& in, const situation& st, const rules& rs) {
        return score_gb(in, st, rs);
    });
}

hupai_status hupai_batch_score_riichi(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                      const uint8_t* jokers, const hupai_meld* melds,
                                      const hupai_situation* situations, size_t situation_count,
                                      const uint8_t* win_tiles, hupai_riichi_score* out,
                                      uint8_t* status) {
    return score_rows({rules_in, n, counts, jokers, melds, status}, situations, situation_count,
                      win_tiles, out, [](const hand& in, const situation& st, const rules& rs) {
                          return score_riichi(in, st, rs);
                      });
}

hupai_status hupai_batch_score_gb(const hupai_rules* rules_in, size_t n, const uint8_t* counts,
                                  const uint8_t* jokers, const hupai_meld* melds,
                                  const hupai_situation* situations, size_t situation_count,
                                  const uint8_t* win_tiles, hupai_gb_score* out, uint8_t* status) {
    return score_rows(
        {rules_in, n, counts, jokers, melds, status}, situations, situation_count, win_tiles, out,
        [](const hand& in, const situation& st, const rules& rs) { return score_gb(in, st, rs); });
}

}  // extern "C"
