// The win differential: random and near-winning hands of every preset through check_win,
// is_win and the brute-force reference (win_differential_test.cpp runs 1,000,000 per preset,
// win_differential_slow_test.cpp 20,000,000).
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <string>

#include "admission/effective_hand.hpp"
#include "analysis/win.hpp"
#include "hupai/hupai.hpp"
#include "reference/win_hands.hpp"
#include "reference/win_reference.hpp"
#include "test_support.hpp"

namespace hupai::testing {

/// The hands of one preset: a mix of near-winning hands (built from melds and a pair, or a
/// special form, then 0–2 tiles changed), plain random draws, flushes and honour-heavy hands,
/// with declared melds, smaller hands, in-hand kongs and wildcards where the preset has them.
class preset_hands {
public:
    preset_hands(std::string_view preset_name, std::uint64_t seed)
        : name_(preset_name), base_(*preset(preset_name)), maker_(seed) {}

    /// The next hand and the rules it is judged under (Ruijin picks a 宝 per hand).
    void next(hand& h, rules& r) {
        r = base_;
        auto& g = maker_.random_source();
        int wild = 0;
        if (name_ == "chinese") {
            if (g.chance(50)) r.wild = bit(33);  // 红中麻将
            wild = g.chance(30) ? 0 : 1 + g.below(8);
        } else if (name_ == "ruijin") {
            r.wild = g.chance(20) ? bit(static_cast<tile>(kinds + g.below(flower_kinds)))
                                  : bit(static_cast<tile>(g.below(kinds)));
            wild = g.chance(30) ? 0 : 1 + g.below(8);
        }
        reference::near_win_options o;
        o.declared = true;
        o.smaller = true;
        o.special = true;
        o.kongs = true;
        o.wildcards = wild;
        const int roll = g.below(100);
        o.changes = g.chance(50) ? 0 : 1 + g.below(2);
        if (name_ == "sichuan") {
            o.style =
                g.chance(70) ? reference::tile_style::two_suits : reference::tile_style::mixed;
        } else if (roll < 15) {
            o.style = reference::tile_style::flush;
        } else if (roll < 25) {
            o.style = reference::tile_style::honour_heavy;
        }
        if (g.chance(30)) {
            // A plain random draw: 14 tiles mostly, smaller hands or in-hand kong sizes too.
            int size = 14;
            if (r.kongs_in_hand) {
                size = 14 + g.below(5);
            } else if (g.chance(20)) {
                size = 2 + 3 * g.below(4);
            }
            h = maker_.random(r, size);
            maker_.make_wildcards(h, r, wild);
        } else if (name_ == "ruijin" && g.chance(10)) {
            h = maker_.bao_heavy(r, o);  // natural counts of the 宝's kind above 4
        } else {
            h = maker_.near_win(r, o);
        }
    }

private:
    std::string name_;
    rules base_;
    reference::hand_maker maker_;
};

inline std::string describe(const hand& h, const rules& r) {
    std::string out = format_hand(h) + " under " + std::string(r.preset);
    if (r.wild != 0) {
        out += " wild";
        for (int t = 0; t < all_kinds; ++t) {
            if (contains(r.wild, static_cast<tile>(t)))
                out += " " + format_tile(static_cast<tile>(t));
        }
    }
    return out;
}

inline std::string forms_text(form_set f) {
    std::string out;
    for (int i = 0; i < form_count; ++i) {
        if (f >> i & 1)
            out += std::string(out.empty() ? "" : ",") + std::string(name(static_cast<form>(i)));
    }
    return out.empty() ? "none" : out;
}

/// Runs `per_preset` hands of each preset; every disagreement is a test failure (the first 10
/// are shown with the hand).
inline void run_win_differential(const char* test_name, std::uint64_t per_preset) {
    const std::uint64_t seed = test_seed(test_name, 0x5EED'0000'0000'0003ull);
    int shown = 0;
    const auto mismatch = [&](const hand& h, const rules& r, const std::string& what) {
        ADD_FAILURE() << what << ": " << describe(h, r);
        return ++shown >= 10;
    };
    for (const std::string_view name : preset_names()) {
        preset_hands source(name, seed ^ std::hash<std::string_view>{}(name));
        std::uint64_t valid = 0, invalid = 0, wins = 0, substituted = 0, zhifei_checked = 0,
                      zhifei = 0, fei = 0, large = 0;
        std::array<std::uint64_t, form_count> by_form{};
        std::array<std::uint64_t, 15> by_wildcards{};
        hand h;
        rules r;
        for (std::uint64_t i = 0; i < per_preset; ++i) {
            source.next(h, r);
            if (!validate_hand(h, r, purpose::win).ok()) {
                ++invalid;
                continue;
            }
            ++valid;
            const auto fast = check_win(h, r);
            ASSERT_TRUE(fast.ok()) << describe(h, r);
            const auto ref = reference::check_win(h, r);
            if (fast->forms != ref.forms || fast->fei != ref.fei || fast->win != ref.win) {
                if (mismatch(h, r,
                             "check_win " + forms_text(fast->forms) + " reference " +
                                 forms_text(ref.forms))) {
                    return;
                }
            }
            if (is_win(h, r) != ref.win && mismatch(h, r, "is_win")) return;
            // The entry point of the modules that re-check effective hands (waits).
            const auto e = detail::make_effective(h, r);
            if (detail::winning_forms(e, r) != ref.forms && mismatch(h, r, "winning_forms")) {
                return;
            }
            if (detail::wins(e, r) != ref.win && mismatch(h, r, "wins")) return;
            ++by_wildcards[static_cast<std::size_t>(std::min(e.wildcards, 14))];
            wins += ref.win;
            fei += ref.fei;
            large += *std::max_element(e.counts.begin(), e.counts.end()) > 4;
            for (int f = 0; f < form_count; ++f)
                by_form[static_cast<std::size_t>(f)] += contains(ref.forms, static_cast<form>(f));
            // The substitution route, for hands with few wildcards (it is exponential in them).
            if (e.wildcards >= 1 && e.wildcards <= 2 && i % 8 == 0) {
                ++substituted;
                const auto sub = reference::check_win_by_substitution(h, r);
                if (sub != ref && mismatch(h, r,
                                           "substitution " + forms_text(sub.forms) +
                                               " backtracking " + forms_text(ref.forms))) {
                    return;
                }
            }
            // Ruijin 制飞 on the 13 tiles left after taking one away.
            if (r.zhifei && e.melds == 0 && e.size == 14) {
                hand less = h;
                for (int t = 0; t < all_kinds; ++t) {
                    if (less.counts[static_cast<std::size_t>(t)] != 0) {
                        --less.counts[static_cast<std::size_t>(t)];
                        break;
                    }
                }
                if (validate_hand(less, r, purpose::wait).ok()) {
                    ++zhifei_checked;
                    const bool ref_zf = reference::is_zhifei(less, r);
                    zhifei += ref_zf;
                    if (detail::is_zhifei(detail::make_effective(less, r), r) != ref_zf &&
                        mismatch(less, r, "zhifei")) {
                        return;
                    }
                }
            }
        }
        std::printf(
            "%-8s %llu hands (%llu invalid skipped): %.1f%% win; standard %llu, seven_pairs "
            "%llu, thirteen_orphans %llu, thirteen_lan %llu; fei %llu; substitution %llu; "
            "zhifei %llu of %llu; a count above 4 in %llu\n",
            std::string(name).c_str(), static_cast<unsigned long long>(valid),
            static_cast<unsigned long long>(invalid),
            100.0 * static_cast<double>(wins) / static_cast<double>(valid),
            static_cast<unsigned long long>(by_form[0]),
            static_cast<unsigned long long>(by_form[1]),
            static_cast<unsigned long long>(by_form[2]),
            static_cast<unsigned long long>(by_form[3]), static_cast<unsigned long long>(fei),
            static_cast<unsigned long long>(substituted), static_cast<unsigned long long>(zhifei),
            static_cast<unsigned long long>(zhifei_checked),
            static_cast<unsigned long long>(large));
        std::printf("         hands by wildcards:");
        for (std::size_t w = 0; w < by_wildcards.size(); ++w) {
            if (by_wildcards[w] != 0)
                std::printf(" %zu:%llu", w, static_cast<unsigned long long>(by_wildcards[w]));
        }
        std::printf("\n");
        // The generator must keep producing valid hands, and many of them winning.
        EXPECT_LT(invalid * 20, per_preset) << name;
        EXPECT_GT(wins * 5, valid) << name;
    }
}

}  // namespace hupai::testing
