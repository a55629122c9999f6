// Arbitrary hands through the analysis calls, each answer compared with the brute-force
// reference of tests/reference (backtracking win check, waits by adding each kind, shanten by
// its forward program). The differential tests draw hands from a few distributions; this
// harness lets coverage find the corners they miss: odd sizes, declared melds, jokers, flowers,
// any wild kind under every preset. Every hand also goes through the consistency properties of
// tests/consistency.hpp: the answers agree with each other.
//
// Input bytes: [preset] [wild] [melds] then 2 bytes per declared meld, then one byte per tile.
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>

#include "consistency.hpp"
#include "hupai/analysis.hpp"
#include "hupai/rules.hpp"
#include "reference/shanten_reference.hpp"
#include "reference/win_reference.hpp"

namespace {

using namespace hupai;

constexpr const char* preset_names[] = {"riichi", "chinese", "sichuan", "ruijin", "mediatek"};
constexpr std::size_t most_tiles = 18;

void require(bool ok) {
    if (!ok) __builtin_trap();
}

/// The rules of the first two bytes: a preset, and under chinese (optional) or ruijin
/// (required) one wild kind, flowers included for ruijin.
bool rules_of(std::uint8_t which, std::uint8_t wild, rules& r) {
    const auto p = preset(preset_names[which % 5]);
    if (!p) return false;
    r = *p;
    if (r.wild_required || (wild & 0x80)) {
        const int range = r.wild_required ? all_kinds : kinds;
        r.wild = tile_mask{1} << (wild % range);
    }
    return true;
}

/// A declared meld from two bytes: its kind and its lowest tile (a chow starts on 1–7 of a suit).
meld meld_of(std::uint8_t kind_byte, std::uint8_t tile_byte) {
    const auto k = static_cast<meld_kind>(kind_byte % 5);
    if (k == meld_kind::chow) {
        const int suit = tile_byte % 3;
        const int low = 9 * suit + (tile_byte / 3) % 7;
        return meld::chow(static_cast<tile>(low), static_cast<tile>(low + 1),
                          static_cast<tile>(low + 2));
    }
    return meld::same(k, static_cast<tile>(tile_byte % kinds));
}

void check_win_answers(const hand& h, const rules& r) {
    const auto got = check_win(h, r);
    require(got.ok());
    const auto want = reference::check_win(h, r);
    require(got->win == want.win && got->forms == want.forms && got->fei == want.fei);
    require(is_win(h, r) == want.win);
    // Every discard's entry: the consistency properties below (tests/consistency.hpp).
}

void check_wait_answers(const hand& h, const rules& r) {
    const auto got = find_waits(h, r);
    require(got.ok());
    const auto want = reference::waits(h, r);
    require(got->waits == want.waits && got->karaten == want.karaten && got->fei == want.fei &&
            got->zhifei == want.zhifei);
}

void check_shanten_answers(const hand& h, const rules& r) {
    const auto got = compute_shanten(h, r);
    require(got.ok());
    const auto want = reference::shanten(h, r);
    require(got->overall == want.overall && got->by_form == want.by_form);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size < 3) return 0;
    rules r;
    if (!rules_of(data[0], data[1], r)) return 0;
    hand h;
    std::size_t i = 3;
    h.meld_count = static_cast<std::uint8_t>(data[2] % 3);
    for (int m = 0; m < h.meld_count; ++m, i += 2) {
        if (i + 1 >= size) return 0;
        h.melds[static_cast<std::size_t>(m)] = meld_of(data[i], data[i + 1]);
    }
    // Tiles: the 34 kinds, the 8 flowers, or a joker (validation refuses a fifth copy of any).
    for (std::size_t n = 0; i < size && n < most_tiles; ++i, ++n) {
        const int t = data[i] % (all_kinds + 2);
        if (t >= all_kinds) {
            ++h.jokers;
        } else {
            ++h.counts[static_cast<std::size_t>(t)];
        }
    }
    if (validate_hand(h, r, purpose::win)) check_win_answers(h, r);
    if (validate_hand(h, r, purpose::wait)) check_wait_answers(h, r);
    if (validate_hand(h, r, purpose::any)) {
        check_shanten_answers(h, r);
        // And every answer against the others (tests/consistency.hpp), in full.
        const auto failures = hupai::testing::check_consistency(h, r, size);
        for (const auto& f : failures) {
            std::fprintf(stderr, "%s under %s: %s\n", format_hand(h).c_str(),
                         hupai::testing::describe_rules(r).c_str(), f.c_str());
        }
        require(failures.empty());
    }
    return 0;
}
