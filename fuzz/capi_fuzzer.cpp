// Arbitrary bytes as a C API hand (include/hupai/hupai.h), through every single call and the
// batch calls: the two C roads must agree on each status and answer (a batch row is the same
// hand as the single call's), and nothing may read or write out of bounds whatever the struct
// holds (counts up to 255, any meld kind and tiles, any joker count).
//
// With two bytes more, the hand is also scored under riichi and GB rules with a situation drawn
// from them: the scores must keep their own arithmetic (fans times points make the total,
// payments follow it) and only a hand the win check accepts may score.
//
// Input bytes: [preset, high bit: wild 7z] then the bytes of a hupai_hand, then optionally
// [winning kind] [situation bits: tsumo, rinshan, chankan, last_tile, last_copy, riichi,
// ippatsu, seat wind South].
#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "hupai/hupai.h"

namespace {

void require(bool ok) {
    if (!ok) __builtin_trap();
}

/// A failed call's message starts with its status name.
void require_named(hupai_status status, const hupai_error& e) {
    const char* name = hupai_status_name(status);
    require(status == HUPAI_OK || std::strncmp(e.message, name, std::strlen(name)) == 0);
}

hupai_situation situation_from(std::uint8_t win_kind, std::uint8_t bits) {
    hupai_situation s;
    hupai_situation_init(&s);
    static constexpr const char* flags[] = {"tsumo",     "rinshan", "chankan", "last_tile",
                                            "last_copy", "riichi",  "ippatsu"};
    require(hupai_situation_set(&s, "win_tile", hupai_tile_name(win_kind % HUPAI_KINDS), nullptr) ==
            HUPAI_OK);
    for (int i = 0; i < 7; ++i) {
        if ((bits >> i & 1U) != 0)
            require(hupai_situation_set(&s, flags[i], "1", nullptr) == HUPAI_OK);
    }
    if ((bits & 0x80U) != 0)
        require(hupai_situation_set(&s, "seat_wind", "2z", nullptr) == HUPAI_OK);
    return s;
}

/// Scores the hand both ways; `win` is the win check's answer under `rules` when it had one.
void score(const hupai_hand& h, const hupai_rules& rules, const char* preset_name,
           const hupai_win_result* win, std::uint8_t win_kind, std::uint8_t bits) {
    const hupai_situation s = situation_from(win_kind, bits);
    hupai_error e;
    hupai_riichi_score rs;
    const hupai_status riichi_status = hupai_score_riichi(&h, &s, &rules, &rs, &e);
    require_named(riichi_status, e);
    if (riichi_status == HUPAI_OK) {
        require(rs.yaku_count <= HUPAI_MAX_YAKU && rs.fu_count <= HUPAI_MAX_FU);
        require(rs.no_yaku ? rs.total == 0 && rs.yaku_count == 0 : rs.total > 0);
        require(rs.limit <= HUPAI_LIMIT_YAKUMAN && hupai_yaku_name(rs.yaku[0].yaku) != nullptr);
        if (std::strcmp(preset_name, "riichi") == 0) require(win != nullptr && win->win);
    }
    hupai_gb_score gs;
    const hupai_status gb_status = hupai_score_gb(&h, &s, &rules, &gs, &e);
    require_named(gb_status, e);
    if (gb_status != HUPAI_OK) return;
    int total = 0;
    require(gs.fan_count > 0 && gs.fan_count <= HUPAI_GB_MAX_FANS);
    for (int i = 0; i < gs.fan_count; ++i) {
        require(gs.fans[i].points == hupai_gb_fan_points(gs.fans[i].fan));
        total += gs.fans[i].points * gs.fans[i].count;
    }
    require(total == gs.total && gs.qualifies == (gs.total - gs.flowers >= 8));
    require(gs.total_won == (gs.tsumo ? 3 * gs.each : gs.discarder + 2 * gs.other));
    if (std::strcmp(preset_name, "gb") == 0) require(win != nullptr && win->win);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1 + sizeof(hupai_hand)) return 0;
    hupai_rules r;
    const char* preset_name = hupai_preset_name(data[0] % hupai_preset_count());
    require(hupai_rules_preset(preset_name, &r, nullptr) == HUPAI_OK);
    if ((data[0] & 0x80) != 0) require(hupai_rules_set_flag(&r, "wild", "7z", nullptr) == HUPAI_OK);

    hupai_hand h;
    std::memcpy(&h, data + 1, sizeof h);
    const std::array<std::uint8_t, HUPAI_ALL_KINDS - HUPAI_KINDS> flowers = [&] {
        std::array<std::uint8_t, HUPAI_ALL_KINDS - HUPAI_KINDS> f{};
        std::memcpy(f.data(), h.counts + HUPAI_KINDS, f.size());
        return f;
    }();
    // A batch row holds the 34 kinds, jokers and the melds up to the first empty slot: make the
    // single calls' hand the same one.
    std::memset(h.counts + HUPAI_KINDS, 0, HUPAI_ALL_KINDS - HUPAI_KINDS);
    std::memset(h.red_fives, 0, sizeof h.red_fives);
    std::array<hupai_meld, HUPAI_MAX_MELDS> melds{};
    int used = 0;
    while (used < HUPAI_MAX_MELDS && used < h.meld_count && h.melds[used].kind != HUPAI_MELD_NONE) {
        melds[static_cast<std::size_t>(used)] = h.melds[used];
        ++used;
    }
    h.meld_count = static_cast<std::uint8_t>(used);

    hupai_error e;
    std::int32_t hand_size = 0;
    const hupai_status size_status = hupai_hand_size(&h, &r, &hand_size, &e);
    require(size_status == HUPAI_OK || size_status == HUPAI_INVALID_MELD);
    char text[256];
    const std::size_t length = hupai_format_hand(&h, text, sizeof text);
    require(length == 0 || std::strlen(text) == std::min(length, sizeof text - 1));

    std::uint8_t status = 0;
    hupai_shanten_result s;
    const hupai_status shanten_status = hupai_shanten(&h, &r, &s, &e);
    std::int8_t batch_shanten = 0;
    require(hupai_batch_shanten(&r, 1, h.counts, &h.jokers, melds.data(), &batch_shanten,
                                &status) == HUPAI_OK);
    require(status == shanten_status);
    require(shanten_status != HUPAI_OK || batch_shanten == s.overall);
    require(shanten_status == HUPAI_OK ||
            std::strncmp(e.message, hupai_status_name(shanten_status),
                         std::strlen(hupai_status_name(shanten_status))) == 0);

    hupai_win_result w;
    const hupai_status win_status = hupai_check_win(&h, &r, &w, &e);
    std::uint8_t win = 0, forms = 0;
    require(hupai_batch_win(&r, 1, h.counts, &h.jokers, melds.data(), &win, &forms, &status) ==
            HUPAI_OK);
    require(status == win_status);
    require(win_status != HUPAI_OK || (win == w.win && forms == w.forms));

    hupai_waits_result ws;
    const hupai_status waits_status = hupai_waits(&h, &r, &ws, &e);
    std::array<std::uint8_t, HUPAI_KINDS> waits{};
    std::int8_t waits_shanten = 0;
    require(hupai_batch_waits(&r, 1, h.counts, &h.jokers, melds.data(), waits.data(),
                              &waits_shanten, &status) == HUPAI_OK);
    require(status == waits_status);
    for (int k = 0; k < HUPAI_KINDS && waits_status == HUPAI_OK; ++k) {
        require(waits[static_cast<std::size_t>(k)] == ((ws.waits >> k) & 1U));
    }

    std::array<hupai_discard, HUPAI_MAX_DISCARDS> choices;
    std::size_t count = 0;
    const hupai_status analyze_status =
        hupai_analyze(&h, &r, nullptr, choices.data(), choices.size(), &count, &e);
    std::array<std::int8_t, HUPAI_KINDS> after{};
    static std::array<std::uint8_t, HUPAI_KINDS * HUPAI_KINDS> improving;
    require(hupai_batch_analyze(&r, 1, h.counts, &h.jokers, melds.data(), after.data(),
                                improving.data(), &status) == HUPAI_OK);
    require(status == analyze_status && count <= HUPAI_MAX_DISCARDS);
    for (std::size_t i = 0; i < count && analyze_status == HUPAI_OK; ++i) {
        const hupai_discard& d = choices[i];
        if (d.discard == HUPAI_JOKER_DISCARD) continue;
        require(d.discard < HUPAI_KINDS && after[d.discard] == d.shanten);
        for (int k = 0; k < HUPAI_KINDS; ++k) {
            require(improving[std::size_t{d.discard} * HUPAI_KINDS + static_cast<std::size_t>(k)] ==
                    ((d.improving >> k) & 1U));
        }
    }

    std::array<hupai_decomposition, 4> ds;
    const hupai_status decompose_status = hupai_decompose(&h, &r, ds.data(), ds.size(), &count, &e);
    require(decompose_status == win_status);
    require(count <= ds.size() &&
            (decompose_status != HUPAI_OK || (count > 0) == (w.win != 0) || w.fei));

    if (size >= 1 + sizeof h + 2) {
        // Scored with the flowers the batch rows leave out: GB counts them.
        hupai_hand scored = h;
        std::memcpy(scored.counts + HUPAI_KINDS, flowers.data(), flowers.size());
        hupai_win_result scored_win;
        const bool judged = hupai_check_win(&scored, &r, &scored_win, &e) == HUPAI_OK;
        score(scored, r, preset_name, judged ? &scored_win : nullptr, data[1 + sizeof h],
              data[2 + sizeof h]);
    }
    return 0;
}
