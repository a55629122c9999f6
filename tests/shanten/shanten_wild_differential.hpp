// The flat path's differential (shanten/flat.hpp): random hands with 1–8 wildcards under each
// preset that has them — chinese with 红中 wild, ruijin with a random 宝 (suited, honour or a
// flower), chinese with jokers — the flat standard form and seven pairs against the exact path on
// every hand where the flat path applies, and compute_shanten against the brute-force reference
// on every 100th hand. Shared by the differential test and its slow variant.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <string>
#include <vector>

#include "admission/effective_hand.hpp"
#include "analysis/discards.hpp"
#include "analysis/plain_discards.hpp"
#include "hupai/notation.hpp"
#include "reference/shanten_reference.hpp"
#include "shanten/flat.hpp"
#include "shanten/frontier.hpp"
#include "shanten/shanten.hpp"
#include "shanten/standard.hpp"
#include "shanten_hands.hpp"
#include "test_support.hpp"

namespace hupai::testing {

/// The presets with wildcards, by name: the rule index of shanten_rules and whether the
/// wildcards are jokers only.
struct wild_preset {
    const char* name;
    int which;
    bool jokers_only;
    const char* wild = nullptr;  ///< the 宝 of a ruijin preset (nullptr: a random one)
    bool by_parts = false;       ///< the honours by parts must have been exercised
    bool holes = false;          ///< the flat path with holes must have been exercised
};
inline constexpr wild_preset wild_presets[] = {
    {"chinese --wild 7z", 2, false},
    {"ruijin (random 宝)", 4, false},
    {"chinese with jokers", 1, true},
};
/// Ruijin with a 宝 of kinds 0–33 (its kind capped at 0): the honours by parts under honour
/// chows, a dragon and a wind 宝, and a suited 宝 (its honours plain but for declared melds).
/// Their reference, the honours' dynamic program, costs about 0.1 ms a hand.
inline constexpr wild_preset capped_presets[] = {
    {"ruijin --wild 5z", 4, false, "5z", true, true},
    {"ruijin --wild 1z", 4, false, "1z", true, true},
    {"ruijin --wild 5m", 4, false, "5m", false, true},
};

/// Wild kinds by the dozen (chinese with a list of wild kinds): most kinds are holes (flat.cpp),
/// few are fresh, so the flat path's checks of both decide.
inline constexpr wild_preset many_wild_presets[] = {
    {"chinese --wild (16 kinds)", 2, false, "1m,3m,5m,7m,9m,2p,4p,6p,8p,1s,4s,7s,1z,3z,5z,7z",
     false, true},
    {"chinese --wild (22 kinds)", 2, false,
     "1m,2m,4m,5m,7m,8m,2p,3p,5p,6p,8p,9p,1s,3s,4s,6s,7s,9s,1z,2z,5z,6z", false, true},
};

struct wild_tally {
    std::uint64_t holes = 0;  ///< flat standard answers from a hand with holes
    std::uint64_t hands = 0, flat_standard = 0, flat_pairs = 0, by_parts = 0, suits_parts = 0,
                  referenced = 0, waits = 0, analysed = 0, failures = 0;
    std::uint64_t flat_discards = 0;  ///< hands whose every discard the flat analysis answered
};

/// Whether the frontiers' path takes the honours by parts (shanten/frontier.hpp) for this hand
/// and target (standard_distance takes that path where the flat ones do not apply).
inline bool honours_by_parts_serve(const detail::shanten_input& in, const rules& r,
                                   const detail::target_shape& t) {
    if (!in.honours || t.melds < 0 || t.melds > 4) return false;
    detail::frontier_dims d;
    d.melds = t.melds;
    d.kongs = t.kongs;
    d.excess = in.wild.capacity();
    detail::frontier f;
    return detail::honours_by_parts_apply(in.caps.data(), r, d) &&
           detail::honours_by_parts(in.counts.data() + 27, in.caps.data() + 27, r.honour_chows, d,
                                    f);
}

/// A random hand with 1–8 wildcards: jokers, some of them turned into tiles of the rules' wild
/// kind (红中, a 宝 kind) while copies remain, or flowers where the flowers are the 宝.
inline bool make_wild_hand(shanten_rng& g, const rules& r, bool jokers_only, hand& out) {
    hand_shape s;
    s.concealed = pick(g, 0, 4) == 0 ? pick(g, 1, 12) : pick(g, 13, 14);
    s.melds = pick(g, 0, 4) == 0 ? pick(g, 1, 3) : 0;
    s.near = pick(g, 0, 1) == 0;
    s.jokers = std::min(pick(g, 1, 8), s.concealed);
    if (!jokers_only && r.flowers == flower_role::wild_kind && pick(g, 0, 1) == 0) {
        s.flowers = std::min(pick(g, 1, 2), s.jokers);
        s.jokers -= s.flowers;
    }
    hand h;
    if (!make_hand(g, r, s, h)) return false;
    if (!jokers_only) {
        for (int k = 0; k < kinds; ++k) {
            if (!(r.wild & bit(static_cast<tile>(k)))) continue;
            int held = h.counts[static_cast<std::size_t>(k)];
            for (int i = 0; i < h.meld_count; ++i) {
                for (const tile t : h.melds[static_cast<std::size_t>(i)].tiles) held += t == k;
            }
            const int turn = std::min(pick(g, 0, h.jokers), copies - held);
            if (turn <= 0) continue;
            h.jokers = static_cast<std::uint8_t>(h.jokers - turn);
            h.counts[static_cast<std::size_t>(k)] =
                static_cast<std::uint8_t>(h.counts[static_cast<std::size_t>(k)] + turn);
        }
    }
    if (!validate_hand(h, r, purpose::any)) return false;
    out = h;
    return true;
}

/// find_waits of a 3n+1 hand against the brute-force reference (each kind drawn and the win
/// check asked; shanten from the reference's distance).
inline void check_wild_waits(const hand& h, const rules& r, const char* preset, wild_tally& t) {
    ++t.waits;
    const auto got = find_waits(h, r);
    const auto want = reference::waits(h, r);
    const int distance = reference::waits_distance(h, r);
    const int want_shanten = distance >= 99 ? no_shanten : distance - 1;
    if (!got.ok() || got->waits != want.waits || got->karaten != want.karaten ||
        got->fei != want.fei || got->zhifei != want.zhifei || got->shanten != want_shanten) {
        if (++t.failures <= 20) {
            ADD_FAILURE() << preset << " " << format_hand(h) << ": find_waits differs from the "
                          << "reference (waits " << std::hex << (got.ok() ? got->waits : 0)
                          << " vs " << want.waits << std::dec << ", shanten "
                          << (got.ok() ? got->shanten : 99) << " vs " << want_shanten << ")";
        }
    }
}

/// analyze_discards of a 3n+2 hand against compute_shanten (itself checked above) of every
/// discard's rest and of every draw after it.
inline void check_wild_discards(const hand& h, const rules& r, const char* preset, wild_tally& t) {
    if (!validate_hand(h, r, purpose::win)) return;
    ++t.analysed;
    const auto got = analyze_discards(h, r);
    const auto fail = [&](int discard, int k) {
        if (++t.failures <= 20) {
            ADD_FAILURE() << preset << " " << format_hand(h) << ": analyze_discards differs "
                          << "from compute_shanten, discard " << discard << " draw " << k;
        }
    };
    if (!got.ok()) return fail(-1, -1);
    for (const auto& c : *got) {
        hand rest = h;
        if (c.discard == joker_discard) {
            --rest.jokers;
        } else {
            --rest.counts[c.discard];
        }
        const int before = compute_shanten(rest, r)->overall;
        if (c.shanten != before) return fail(c.discard, -1);
        for (int k = 0; k < (r.honours ? kinds : suited_kinds); ++k) {
            if (h.held(static_cast<tile>(k)) >= copies) continue;
            hand more = rest;
            ++more.counts[static_cast<std::size_t>(k)];
            const bool better = compute_shanten(more, r)->overall < before;
            if (better != ((c.improving >> k & 1u) != 0)) return fail(c.discard, k);
        }
    }
}

/// The flat discard analysis (wild_discards, through analyze_discards) against the general
/// analysis of every discard, each choice in full (shanten, improving kinds, unseen counts),
/// with some tiles seen elsewhere on two hands in three (picked by `salt`).
inline void check_flat_discards(const hand& h, const rules& r, const detail::effective_hand& e,
                                const char* preset, std::uint64_t salt, wild_tally& t) {
    std::array<std::uint8_t, kinds> seen{};
    for (int k = 0; k < kinds; ++k) {
        // At most the copies the hand leaves: the table holds four of each kind.
        const int left = std::max(0, copies - h.held(static_cast<tile>(k)));
        seen[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(std::min(left, static_cast<int>((salt >> (k % 23) ^ k) % 3)));
    }
    const std::array<std::uint8_t, kinds>* visible = salt % 3 == 0 ? nullptr : &seen;
    std::vector<discard_choice> settled;
    t.flat_discards += detail::wild_discards(h, e, r, visible, settled).tiles == 0 ? 1 : 0;
    auto got = analyze_discards(h, r, visible);
    std::vector<discard_choice> want;
    detail::general_discards(h, r, e, detail::discards_of(h, r), visible, want);
    const auto by_discard = [](const discard_choice& a, const discard_choice& b) {
        return a.discard < b.discard;
    };
    const auto same = [](const discard_choice& a, const discard_choice& b) {
        return a.discard == b.discard && a.shanten == b.shanten && a.improving == b.improving &&
               a.unseen == b.unseen && a.unseen_total == b.unseen_total;
    };
    bool agree = got.ok() && got->size() == want.size();
    if (agree) {
        std::sort(got->begin(), got->end(), by_discard);
        std::sort(want.begin(), want.end(), by_discard);
        agree = std::equal(got->begin(), got->end(), want.begin(), same);
    }
    if (!agree && ++t.failures <= 20) {
        ADD_FAILURE() << preset << " " << format_hand(h) << (visible ? " (tiles seen)" : "")
                      << ": analyze_discards differs from the general analysis";
    }
}

/// flat_suits_parts (discard analysis's standard form when the honours go by parts) against
/// standard_distance of the hand, of the hand with no wildcard, and of the hand after each
/// natural draw; one cache shared by every hand, so that reused slots are exercised too.
inline void check_suits_parts(const hand& h, const detail::shanten_input& in, const rules& r,
                              const detail::target_shape& shape, detail::frontier_cache& cache,
                              const char* preset, wild_tally& t) {
    detail::flat_suits_parts parts;
    if (!parts.init(in, r, shape, cache)) return;
    ++t.suits_parts;
    const auto report = [&](int k, int got, int want) {
        if (got != want && ++t.failures <= 20) {
            ADD_FAILURE() << preset << " " << format_hand(h) << ": flat_suits_parts, draw " << k
                          << ": " << got << ", want " << want;
        }
    };
    report(-1, parts.distance(in.wild), detail::standard_distance(in, r, shape));
    auto dry = in;
    dry.wild = detail::wild_budget{};
    report(-2, parts.distance(dry.wild), detail::standard_distance(dry, r, shape));
    for (int k = 0; k < kinds; ++k) {
        const auto i = static_cast<std::size_t>(k);
        if (in.counts[i] >= in.caps[i]) continue;  // no natural copy left to draw
        auto more = in;
        ++more.counts[i];
        const int g = k / 9;
        report(k, parts.distance_with(g, more.counts.data() + 9 * g, more.wild),
               detail::standard_distance(more, r, shape));
    }
}

/// One hand: each flat answer against the exact path; with `reference`, compute_shanten against
/// the brute-force reference, and find_waits against it or analyze_discards against
/// compute_shanten by the hand's size.
inline void check_wild_hand(const hand& h, const rules& r, const char* preset, bool reference,
                            detail::frontier_cache& cache, wild_tally& t) {
    ++t.hands;
    const auto fail = [&](const std::string& what, int got, int want) {
        if (++t.failures <= 20) {
            ADD_FAILURE() << preset << " " << format_hand(h) << ": " << what << " " << got
                          << ", want " << want;
        }
    };
    const auto e = detail::make_effective(h, r);
    const auto in = detail::make_shanten_input(h, r, e);
    const auto shape = detail::shanten_shape(e.size, e.melds);
    if (r.standard) {
        // shanten's target, the waits' target (one tile more) and melds alone (pairs 0, as the
        // wait-shape tests ask).
        detail::target_shape shapes[3] = {shape, detail::waits_shape(e.size, e.melds), shape};
        shapes[2].pairs = 0;
        for (const auto& s : shapes) {
            // The flat path where it applies, and the frontiers' path with the honours by parts
            // where the flat path does not apply without holes (so that it is still exercised
            // on the hands the holes now take).
            const int flat = detail::flat_standard_distance(in, r, s);
            detail::flat_standard_parts without_holes;
            const bool plain_flat = flat != detail::no_flat && without_holes.init(in, r, s);
            const bool by_parts = !plain_flat && honours_by_parts_serve(in, r, s);
            if (flat == detail::no_flat && !by_parts) continue;
            const int exact = detail::exact_standard_distance(in, r, s);
            const std::string target =
                "(melds " + std::to_string(s.melds) + ", pairs " + std::to_string(s.pairs) + ")";
            if (by_parts) {
                ++t.by_parts;
                const int got = detail::frontier_standard_distance(in, r, s);
                if (got != exact) fail("honours by parts " + target, got, exact);
            }
            if (flat == detail::no_flat) continue;
            ++t.flat_standard;
            t.holes += plain_flat ? 0 : 1;
            if (flat != exact) fail("flat standard " + target, flat, exact);
        }
    }
    if (r.standard && t.hands % 16 == 0) check_suits_parts(h, in, r, shape, cache, preset, t);
    if (r.seven_pairs && shape.special && in.melds == 0) {
        const int flat = detail::flat_seven_pairs_distance(in, r);
        if (flat != detail::no_flat) {
            ++t.flat_pairs;
            const int exact = detail::exact_seven_pairs_distance(in, r);
            if (flat != exact) fail("flat seven pairs", flat, exact);
        }
    }
    if (e.size % 3 == 2 && t.hands % 10 == 0 && validate_hand(h, r, purpose::win) &&
        detail::wild_discards_apply(h, e, r)) {
        check_flat_discards(h, r, e, preset, t.hands / 10, t);
    }
    if (reference) {
        ++t.referenced;
        const auto got = compute_shanten(h, r);
        if (!got.ok()) {
            fail("compute_shanten failed: " + got.err().message, 0, 0);
            return;
        }
        const auto want = reference::shanten(h, r);
        if (got->overall != want.overall) fail("shanten", got->overall, want.overall);
        for (std::size_t f = 0; f < want.by_form.size(); ++f) {
            if (got->by_form[f] != want.by_form[f]) {
                fail("shanten of form " + std::to_string(f), got->by_form[f], want.by_form[f]);
            }
        }
        const int size = e.size;
        if (size % 3 == 1 && validate_hand(h, r, purpose::wait)) {
            check_wild_waits(h, r, preset, t);
        } else if (size % 3 == 2 && t.referenced % 10 == 1) {
            check_wild_discards(h, r, preset, t);
        }
    }
}

/// `hands_per_preset` valid hands of each of `presets`, from a fixed seed (printed;
/// HUPAI_TEST_SEED replaces it).
template <std::size_t N>
inline void run_wild_differential(const char* name, const wild_preset (&presets)[N],
                                  std::uint64_t hands_per_preset, std::uint64_t fixed_seed) {
    const auto seed = test_seed(name, fixed_seed);
    for (const wild_preset& p : presets) {
        shanten_rng g(seed + static_cast<std::uint64_t>(p.which));
        wild_tally t;
        detail::frontier_cache cache;
        while (t.hands < hands_per_preset && t.failures < 20) {
            rules r = shanten_rules(p.which, g);
            if (p.wild != nullptr) (void)set_wild(r, p.wild);
            hand h;
            if (!make_wild_hand(g, r, p.jokers_only, h)) continue;
            check_wild_hand(h, r, p.name, t.hands % 100 == 0, cache, t);
        }
        EXPECT_EQ(t.failures, 0u) << p.name;
        // The fast paths must have been exercised, or the comparison proves nothing.
        if (p.holes) {
            EXPECT_GT(t.holes, t.hands / 4) << p.name;
        }
        if (p.by_parts) {
            EXPECT_GT(t.by_parts, t.hands / 2) << p.name;
            EXPECT_GT(t.suits_parts, t.hands / 64) << p.name;
        } else if (p.wild == nullptr) {
            EXPECT_GT(t.flat_standard, t.hands / 20) << p.name;
        }
        // The flat discard analysis takes no thirteen lan (Ruijin) and no suited wild kind.
        if (std::string_view(p.name).starts_with("chinese") && !p.holes) {
            EXPECT_GT(t.flat_discards, t.hands / 100) << p.name;
        }
        std::printf(
            "%s: %llu hands, flat standard %llu (with holes %llu), honours by parts %llu (by "
            "suits' parts %llu), "
            "flat seven pairs %llu, flat discard analyses %llu, reference %llu (waits %llu, "
            "discard analyses %llu)\n",
            p.name, static_cast<unsigned long long>(t.hands),
            static_cast<unsigned long long>(t.flat_standard),
            static_cast<unsigned long long>(t.holes), static_cast<unsigned long long>(t.by_parts),
            static_cast<unsigned long long>(t.suits_parts),
            static_cast<unsigned long long>(t.flat_pairs),
            static_cast<unsigned long long>(t.flat_discards),
            static_cast<unsigned long long>(t.referenced), static_cast<unsigned long long>(t.waits),
            static_cast<unsigned long long>(t.analysed));
    }
}

}  // namespace hupai::testing
