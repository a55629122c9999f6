// The answers of every question about one hand, checked against each other (the consistency
// suite, tests/analysis/consistency_test.cpp, and the analysis and batch fuzzers):
//
//   waits(h)   = { t : check_win(h + t) wins, t drawable (fewer than 4 held) }, and riichi's
//                karaten the same among the kinds all 4 of which are held;
//   shanten(h) = 0 ⇔ waits non-empty (karaten alone: 1, riichi's shanten knows a fifth copy
//                cannot come); shanten(h) = −1 ⇔ check_win wins;
//                shanten(h + t) ≥ shanten(h) − 1 for every draw;
//   analyze_draws(h13) = the draws t with shanten(h + t) < shanten(h), with unseen counts;
//   every entry of analyze_discards(h14) = the shanten of the 13 tiles that discard leaves and
//                their improving tiles (analyze_draws of them, the discarded copy out of the wall);
//   decompose(h) non-empty ⇔ win, and every decomposition re-assembles to exactly the hand;
//   parse(write(h)) == h in MPSZ, Unicode, Chinese, codes and MediaTek letters.
//
// Each check appends a line naming the property to the failures; the callers print the hand and
// the rules with them.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "hand_writers.hpp"
#include "hupai/hupai.hpp"
#include "reference/waits_reference.hpp"

namespace hupai::testing {

/// The rules in words: the preset, the wild kinds and the flags that differ from the preset.
inline std::string describe_rules(const rules& r) {
    std::string s(r.preset);
    for (int t = 0; t < all_kinds; ++t) {
        if (r.wild & bit(static_cast<tile>(t))) s += " wild " + format_tile(static_cast<tile>(t));
    }
    const auto base = preset(r.preset);
    if (base && base->fei != r.fei) s += r.fei ? " fei=true" : " fei=false";
    if (base && base->zhifei != r.zhifei) s += r.zhifei ? " zhifei=true" : " zhifei=false";
    return s;
}

class consistency_check {
public:
    consistency_check(const hand& h, const rules& r) : h_(h), r_(r) {}

    /// Runs the properties that apply to the hand's size. The cheap ones (waits against a win
    /// check per kind, shanten −1 and 0, decompositions, canonical MPSZ) run on every hand; with
    /// `full` also those that cost a shanten per kind (every draw, analyze_draws, every discard
    /// of analyze_discards) and another notation. `salt` picks the discard worked out in full
    /// and that notation.
    std::vector<std::string> run(std::uint64_t salt, bool full) {
        full_ = full;
        if (validate_hand(h_, r_, purpose::wait)) wait_hand();
        if (validate_hand(h_, r_, purpose::win)) win_hand(salt);
        notation_round_trip(salt);
        return std::move(failures_);
    }

private:
    void fail(const std::string& what) { failures_.push_back(what); }

    static std::string tiles_text(tile_mask m) {
        std::string s;
        for (; m != 0; m &= m - 1) s += format_tile(static_cast<tile>(__builtin_ctzll(m)));
        return s.empty() ? "-" : s;
    }

    bool drawable_kind(int t) const { return r_.honours || t < suited_kinds; }

    static hand plus(hand h, int t) {
        ++h.counts[static_cast<std::size_t>(t)];
        return h;
    }
    static hand minus(hand h, tile d) {
        if (d == joker_discard) {
            --h.jokers;
        } else {
            --h.counts[d];
            if (is_suited(d) && number_of(d) == 5 && h.red_fives[d / 9] > h.counts[d]) {
                h.red_fives[d / 9] = h.counts[d];
            }
        }
        return h;
    }

    int shanten_of(const hand& h) {
        const auto s = compute_shanten(h, r_);
        if (!s) {
            fail("compute_shanten rejects " + format_hand(h) + ": " + s.err().message);
            return no_shanten;
        }
        return s->overall;
    }

    // A hand that is also of a win's size (13 + k tiles under kongs_in_hand) asks shanten of
    // that win: its waits' shanten is another question.
    bool wait_size_only() const { return !validate_hand(h_, r_, purpose::win); }

    void wait_hand() {
        const auto w = find_waits(h_, r_);
        if (!w) return fail("find_waits rejects a valid hand: " + w.err().message);
        tile_mask wins = 0;
        for (int t = 0; t < kinds; ++t) {
            if (!drawable_kind(t) || h_.held(static_cast<tile>(t)) >= copies) continue;
            // The hand plus a drawable tile is valid for a win check (is_win's precondition).
            if (is_win(plus(h_, t), r_)) wins |= bit(static_cast<tile>(t));
        }
        if (w->waits != wins) {
            fail("waits " + tiles_text(w->waits) + " but check_win wins on " + tiles_text(wins));
        }
        karaten(*w);
        if (!wait_size_only()) return;
        const int s = shanten_of(h_);
        if (w->shanten != s) {
            fail("find_waits says shanten " + std::to_string(w->shanten) + ", compute_shanten " +
                 std::to_string(s));
        }
        // Karaten alone is no wait: riichi's shanten knows a fifth copy cannot come (the
        // preset's contract), so such a hand is one exchange from ready.
        const bool ready = w->waits != 0;
        if ((s == 0) != ready || (w->karaten != 0 && !ready && s != 1)) {
            fail("shanten " + std::to_string(s) + " but waits " + tiles_text(w->waits) +
                 " karaten " + tiles_text(w->karaten));
        }
        if (s == no_shanten || !full_) return;
        // Every draw: one tile lowers shanten by one at most, to −1 exactly on a wait; the draws
        // that lower it are analyze_draws' improving tiles.
        tile_mask lower = 0;
        for (int t = 0; t < kinds; ++t) {
            if (!drawable_kind(t) || h_.held(static_cast<tile>(t)) >= copies) continue;
            const int after = shanten_of(plus(h_, t));
            const bool wins_t = (wins >> t & 1u) != 0;
            if (after < s - 1 || (after == -1) != wins_t) [[unlikely]] {
                fail("drawing " + format_tile(static_cast<tile>(t)) + " takes shanten from " +
                     std::to_string(s) + " to " + std::to_string(after) + "; check_win says " +
                     (wins_t ? "win" : "no win"));
            }
            if (after < s) lower |= bit(static_cast<tile>(t));
        }
        const auto d = analyze_draws(h_, r_);
        if (!d) return fail("analyze_draws rejects a valid hand: " + d.err().message);
        if (d->shanten != s) fail("analyze_draws says shanten " + std::to_string(d->shanten));
        if (d->improving != lower) {
            fail("analyze_draws improving " + tiles_text(d->improving) + " but the draws that " +
                 "lower shanten are " + tiles_text(lower));
        }
        int total = 0;
        for (tile_mask m = d->improving; m != 0; m &= m - 1) {
            const auto t = static_cast<tile>(__builtin_ctzll(m));
            if (d->unseen[t] != copies - h_.held(t)) {
                fail("analyze_draws unseen " + format_tile(t) + " " + std::to_string(d->unseen[t]));
            }
            total += d->unseen[t];
        }
        if (total != d->unseen_total) fail("analyze_draws unseen_total");
    }

    // Riichi's karaten: the kinds all 4 of which are held that would complete the hand, by the
    // brute-force waits where it applies (no wildcard), else only among the kinds held 4 times.
    void karaten(const waits_result& w) {
        tile_mask four = 0;
        for (int t = 0; t < kinds; ++t) {
            if (h_.held(static_cast<tile>(t)) >= copies) four |= bit(static_cast<tile>(t));
        }
        if (!r_.karaten) {
            if (w.karaten != 0) fail("karaten " + tiles_text(w.karaten) + " without the rule");
            return;
        }
        if ((w.karaten & ~four) != 0) fail("karaten on a kind not all held");
        const bool plain = r_.wild == 0 && h_.jokers == 0 && r_.flowers == flower_role::set_aside &&
                           !r_.kongs_in_hand && !r_.honour_chows && !r_.thirteen_lan;
        if (plain && four != 0) {
            const auto want = reference::plain_waits(h_, r_);
            if (want.karaten != w.karaten) {
                fail("karaten " + tiles_text(w.karaten) + " but the reference finds " +
                     tiles_text(want.karaten));
            }
        }
    }

    void win_hand(std::uint64_t salt) {
        const auto c = check_win(h_, r_);
        if (!c) return fail("check_win rejects a valid hand: " + c.err().message);
        if (is_win(h_, r_) != c->win) fail("is_win and check_win disagree");
        const int s = shanten_of(h_);
        if ((s == -1) != c->win) {
            fail("shanten " + std::to_string(s) + " but check_win says " +
                 (c->win ? "win" : "no win"));
        }
        decompositions(c->win);
        if (full_) discards(s, salt);
    }

    // decompose: non-empty exactly for a win; each decomposition's groups, natural tiles and
    // wildcards put back together are the hand.
    void decompositions(bool win) {
        const auto d = decompose(h_, r_, 8);
        if (!d) return fail("decompose rejects a valid hand: " + d.err().message);
        if (d->empty() == win) {
            fail(std::string("decompose gives ") + std::to_string(d->size()) + " for a " +
                 (win ? "win" : "hand that does not win"));
        }
        const bool flowers_wild = r_.flowers == flower_role::wild_kind;
        const bool flower_bao = (r_.wild >> kinds) != 0;
        std::array<int, kinds> natural{};
        int wildcards = h_.jokers;
        for (int t = 0; t < all_kinds; ++t) {
            const int n = h_.counts[static_cast<std::size_t>(t)];
            if (t >= kinds) {
                if (!flowers_wild) continue;
                if (flower_bao) {
                    wildcards += n;  // every flower is wild
                } else {
                    // A flower is a natural tile of the 宝's kind.
                    const int bao = __builtin_ctzll(r_.wild);
                    natural[static_cast<std::size_t>(bao)] += n;
                }
            } else if (r_.wild & bit(static_cast<tile>(t))) {
                wildcards += n;
            } else {
                natural[static_cast<std::size_t>(t)] += n;
            }
        }
        for (const auto& dec : *d) {
            std::array<int, kinds> got{};
            int got_wild = 0;
            std::vector<std::array<int, 5>> declared;
            for (const group& g : dec.groups) {
                if (!group_shape_ok(g)) fail("decompose gives a group of the wrong shape");
                if (g.declared) {
                    declared.push_back(
                        {static_cast<int>(g.kind), g.size, g.tiles[0], g.tiles[1], g.tiles[2]});
                    if (g.wild != 0) fail("a declared meld played by a wildcard");
                    continue;
                }
                for (int i = 0; i < g.size; ++i) {
                    if (g.wild >> i & 1u) {
                        ++got_wild;
                    } else {
                        ++got[g.tiles[static_cast<std::size_t>(i)]];
                    }
                }
            }
            std::vector<std::array<int, 5>> melds;
            for (int i = 0; i < h_.meld_count; ++i) {
                const meld& m = h_.melds[static_cast<std::size_t>(i)];
                const group_kind k = m.kind == meld_kind::chow   ? group_kind::chow
                                     : m.kind == meld_kind::pung ? group_kind::pung
                                                                 : group_kind::kong;
                melds.push_back(
                    {static_cast<int>(k), m.size(), m.tiles[0], m.tiles[1], m.tiles[2]});
            }
            std::sort(declared.begin(), declared.end());
            std::sort(melds.begin(), melds.end());
            if (got != natural || got_wild != wildcards || declared != melds) {
                fail(std::string("a ") + std::string(name(dec.shape)) +
                     " decomposition does not re-assemble to the hand");
            }
        }
    }

    bool group_shape_ok(const group& g) const {
        const auto& t = g.tiles;
        switch (g.kind) {
            case group_kind::pair:
                return g.size == 2 && t[0] == t[1];
            case group_kind::pung:
                return g.size == 3 && t[0] == t[1] && t[1] == t[2];
            case group_kind::kong:
                return g.size == 4 && t[0] == t[1] && t[1] == t[2] && t[2] == t[3];
            case group_kind::single:
                return g.size == 1;
            case group_kind::chow:
                if (g.size != 3) return false;
                if (is_suited(t[0])) {
                    return t[0] % 9 <= 6 && t[1] == t[0] + 1 && t[2] == t[0] + 2;
                }
                return r_.honour_chows && t[0] < t[1] && t[1] < t[2] &&
                       ((t[2] <= 30 && t[0] >= 27) || t[0] == 31);
        }
        return false;
    }

    // analyze_discards: one entry per distinct discard, each with the shanten of the hand it
    // leaves; the best of them is the hand's shanten; one entry (by salt) in full.
    void discards(int s, std::uint64_t salt) {
        const auto a = analyze_discards(h_, r_);
        if (!a) return fail("analyze_discards rejects a valid hand: " + a.err().message);
        std::vector<int> want;
        for (int t = 0; t < all_kinds; ++t) {
            if (h_.counts[static_cast<std::size_t>(t)] == 0) continue;
            if (t >= kinds && r_.flowers != flower_role::wild_kind) continue;
            want.push_back(t);
        }
        if (h_.jokers > 0) want.push_back(joker_discard);
        std::vector<int> got;
        int best = no_shanten;
        for (const auto& c : *a) {
            got.push_back(c.discard);
            best = std::min(best, c.shanten);
        }
        std::sort(got.begin(), got.end());
        if (got != want) return fail("analyze_discards lists other discards than the hand's");
        if (s >= 0 && best != s) {
            fail("the best discard leaves shanten " + std::to_string(best) + ", the hand's is " +
                 std::to_string(s));
        }
        for (std::size_t i = 0; i < a->size(); ++i) {
            const discard_choice& c = (*a)[i];
            const hand rest = minus(h_, c.discard);
            const std::string which =
                "discard " +
                (c.discard == joker_discard ? std::string("?") : format_tile(c.discard));
            const int after = rest_shanten(rest);
            if (after == expected_unknown) continue;
            if (after != c.shanten) {
                fail(which + ": analyze_discards says shanten " + std::to_string(c.shanten) +
                     ", the 13 tiles left have " + std::to_string(after));
            }
            if (i == salt % a->size()) discard_in_full(c, rest, which);
        }
    }

    // The shanten of what a discard leaves: compute_shanten's, or under kongs_in_hand, for a
    // rest over 13 tiles (holding its in-hand kongs), that of its waits.
    int rest_shanten(const hand& rest) {
        if (!(r_.kongs_in_hand && h_.concealed_size() + 3 * h_.meld_count > 14)) {
            return shanten_of(rest);
        }
        // A discard from the in-hand kong itself leaves a hand that is no waiting hand: its
        // entry answers a question no other function asks.
        const auto w = find_waits(rest, r_);
        return w ? w->shanten : expected_unknown;
    }
    static constexpr int expected_unknown = -99;

    void discard_in_full(const discard_choice& c, const hand& rest, const std::string& which) {
        if (c.shanten == no_shanten) return;
        tile_mask lower = 0;
        for (int t = 0; t < kinds; ++t) {
            if (!drawable_kind(t) || h_.held(static_cast<tile>(t)) >= copies) continue;
            if (shanten_of(plus(rest, t)) < c.shanten) lower |= bit(static_cast<tile>(t));
        }
        if (c.improving != lower) {
            fail(which + ": improving " + tiles_text(c.improving) + " but the draws that lower " +
                 "its shanten are " + tiles_text(lower));
        }
        for (tile_mask m = c.improving; m != 0; m &= m - 1) {
            const auto t = static_cast<tile>(__builtin_ctzll(m));
            if (c.unseen[t] != copies - h_.held(t)) fail(which + ": unseen " + format_tile(t));
        }
        // The same from the 13 tiles alone: the discarded copy is then seen.
        if (!validate_hand(rest, r_, purpose::wait)) return;
        std::array<std::uint8_t, kinds> seen{};
        if (c.discard < kinds) seen[c.discard] = 1;
        const auto d = analyze_draws(rest, r_, &seen);
        if (!d) return fail(which + ": analyze_draws rejects the rest: " + d.err().message);
        tile_mask same = d->improving;
        if (c.discard < kinds && h_.held(c.discard) >= copies) same &= ~bit(c.discard);
        if (d->shanten != c.shanten || same != c.improving) {
            fail(which + ": analyze_draws of the rest says shanten " + std::to_string(d->shanten) +
                 " improving " + tiles_text(d->improving));
        }
        for (tile_mask m = c.improving; m != 0; m &= m - 1) {
            const auto t = static_cast<tile>(__builtin_ctzll(m));
            if (d->unseen[t] != c.unseen[t])
                fail(which + ": analyze_draws unseen " + format_tile(t));
        }
    }

    // parse(write(h)) == h: canonical MPSZ always, and one of the other notations by salt (those
    // that cannot write something the hand holds write it without: red fives plain, or skip).
    void notation_round_trip(std::uint64_t salt) {
        const std::string canonical = format_hand(h_);
        const auto back = parse_hand(canonical, notation::mpsz);
        if (!back || !(*back == h_)) fail("parse_hand(format_hand(h)) is not h: " + canonical);
        if (!full_) return;
        rng_t rng(salt);
        hand plain = h_;
        plain.red_fives = {};
        std::string text;
        notation n = notation::mpsz;
        hand want = h_;
        switch (salt % 5) {
            case 0:
                text = write_mpsz(h_, rng);
                break;
            case 1:
                text = write_unicode(plain, rng), n = notation::unicode, want = plain;
                break;
            case 2:
                text = write_chinese(h_, rng), n = notation::chinese;
                break;
            case 3:
                text = write_codes(plain, rng), n = notation::codes, want = plain;
                break;
            default: {
                bool letters = h_.meld_count == 0 && h_.jokers == 0 && plain == h_;
                for (int t = suited_kinds; t < all_kinds; ++t)
                    letters = letters && h_.counts[t] == 0;
                if (!letters) return;
                text = write_mediatek(h_, rng), n = notation::mediatek;
            }
        }
        const auto read = parse_hand(text, n);
        if (!read || !(*read == want)) {
            fail("parse_hand of the " + std::string(name(n)) + " text '" + text + "' is not h");
        }
    }

    const hand& h_;
    const rules& r_;
    std::vector<std::string> failures_;
    bool full_ = true;
};

/// Every consistency property that applies to h under r; empty when all hold.
inline std::vector<std::string> check_consistency(const hand& h, const rules& r, std::uint64_t salt,
                                                  bool full = true) {
    return consistency_check(h, r).run(salt, full);
}

}  // namespace hupai::testing
