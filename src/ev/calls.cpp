// Call judgement (鳴き判断): the options a discard offers a 3n+1 hand, each judged by the hand
// it leaves. The options are enumerated from counts; each is judged by the questions the library
// already answers (discard analysis, improving draws, waits, the score of a win), so a call is
// exactly as right as those answers.
#include "hupai/calls.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "hupai/analysis.hpp"
#include "hupai/ev.hpp"
#include "hupai/gb.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"

namespace hupai {
namespace {

using visible_counts = std::array<std::uint8_t, kinds>;

constexpr int suit_index(tile t) noexcept { return t / 9; }
constexpr bool is_five(tile t) noexcept { return is_suited(t) && t % 9 == 4; }

// Takes `n` copies of kind t out of the concealed tiles, plain fives before red ones (a red
// five kept in the hand is worth the same as one in a meld, and keeping it leaves the caller's
// later discards free). Returns how many of the copies taken were red.
int take_tiles(hand& h, tile t, int n) noexcept {
    int red_taken = 0;
    if (is_five(t)) {
        std::uint8_t& red = h.red_fives[static_cast<std::size_t>(suit_index(t))];
        const int plain = h.counts[t] - red;
        red_taken = std::max(0, n - plain);
        red = static_cast<std::uint8_t>(red - red_taken);
    }
    h.counts[t] = static_cast<std::uint8_t>(h.counts[t] - n);
    return red_taken;
}

void add_tile(hand& h, tile t, bool red) noexcept {
    ++h.counts[t];
    if (red) ++h.red_fives[static_cast<std::size_t>(suit_index(t))];
}

// Discards one tile of kind t: the red five when `red`, else a plain copy.
void discard_tile(hand& h, tile t, bool red) noexcept {
    --h.counts[t];
    if (red) --h.red_fives[static_cast<std::size_t>(suit_index(t))];
}

// The hand after declaring meld `m` from two or three of its tiles and the called tile.
hand with_meld(const hand& h, meld m, tile called, bool called_red) {
    hand after = h;
    int red = called_red ? 1 : 0;
    if (m.kind == meld_kind::chow) {
        for (tile t : m.tiles) {
            if (t != called) red += take_tiles(after, t, 1);
        }
    } else {
        red += take_tiles(after, called, m.size() - 1);
    }
    m.red = static_cast<std::uint8_t>(red);
    after.melds[after.meld_count++] = m;
    return after;
}

// 喰い替え (riichi): after a chi or pon the called kind may not be discarded, nor after a chi
// the kind that completes the same run at its other end.
tile_mask swap_forbidden(const meld& m, tile called) noexcept {
    tile_mask forbidden = bit(called);
    if (m.kind == meld_kind::chow) {
        const int number = called % 9;
        if (m.tiles[0] == called && number + 3 <= 8)
            forbidden |= bit(static_cast<tile>(called + 3));
        if (m.tiles[2] == called && number - 3 >= 0)
            forbidden |= bit(static_cast<tile>(called - 3));
    }
    return forbidden;
}

// The situation of a win judged for no_yaku and ron points: `where`'s winds, dora and table
// counters, nothing situational (a call ends riichi's chances and the first-turn blessings).
situation plain_win(const situation& where, tile kind, bool red, bool tsumo) {
    situation s = where;
    s.win_tile = kind;
    s.win_tile_red = red;
    s.tsumo = tsumo;
    s.riichi = 0;
    s.ippatsu = s.rinshan = s.chankan = s.last_tile = s.blessing = s.last_copy = false;
    s.ura_count = 0;
    return s;
}

// Whether a ready riichi hand has a wait that wins with a yaku, by tsumo or ron.
result<bool> some_wait_has_yaku(const hand& ready, const rules& r, const situation& where) {
    auto waits = find_waits(ready, r);
    if (!waits) return waits.err();
    for (int k = 0; k < kinds; ++k) {
        const auto t = static_cast<tile>(k);
        if (!contains(waits->waits, t)) continue;
        hand won = ready;
        add_tile(won, t, false);
        for (bool tsumo : {true, false}) {
            auto score = score_riichi(won, plain_win(where, t, false, tsumo), r);
            if (!score) return score.err();
            if (!score->no_yaku) return true;
        }
    }
    return false;
}

// A called hand's verdict under riichi: no yaku when it is ready and none of its waits scores.
result<bool> ready_without_yaku(const call_option& o, const rules& r, const situation& where) {
    if (r.scoring != scoring_system::riichi || o.shanten != 0) return false;
    auto has = some_wait_has_yaku(o.after, r, where);
    if (!has) return has.err();
    return !*has;
}

// Judges an option whose hand is 3n+1 (pass, open kan): its improving draws.
result<void> judge_draws(call_option& o, const rules& r, const visible_counts* visible) {
    auto draws = analyze_draws(o.after, r, visible);
    if (!draws) return draws.err();
    o.shanten = draws->shanten;
    o.improving = draws->improving;
    o.unseen_total = draws->unseen_total;
    return {};
}

// Judges a chi or pon: the best discard the swap rule allows (none: the call is not possible).
result<bool> judge_discards(call_option& o, tile_mask forbidden, const rules& r,
                            const visible_counts* visible) {
    auto choices = analyze_discards(o.after, r, visible);
    if (!choices) return choices.err();
    for (const discard_choice& c : *choices) {
        if (c.discard == joker_discard || contains(forbidden, c.discard)) continue;
        const auto s = static_cast<std::size_t>(suit_index(c.discard));
        // A red five goes only when every copy left is red.
        o.discard_red = is_five(c.discard) && o.after.counts[c.discard] == o.after.red_fives[s];
        discard_tile(o.after, c.discard, o.discard_red);
        o.has_discard = true;
        o.discard = c.discard;
        o.shanten = c.shanten;
        o.improving = c.improving;
        o.unseen_total = c.unseen_total;
        return true;
    }
    return false;
}

result<void> add_ron(std::vector<call_option>& out, const hand& h, const call_question& q,
                     const rules& r, const situation& where) {
    call_option o{.kind = call_kind::ron, .after = h};
    add_tile(o.after, q.kind, q.red);
    auto win = check_win(o.after, r);
    if (!win) return win.err();
    if (!win->win) return {};
    o.shanten = -1;
    // A ron keeps what `where` says of the hand (riichi, ippatsu, the last discard, a robbed
    // kong): only the winning tile and the way it was won are the call's.
    situation s = where;
    s.win_tile = q.kind;
    s.win_tile_red = q.red;
    s.tsumo = false;
    if (r.scoring == scoring_system::riichi) {
        auto score = score_riichi(o.after, s, r);
        if (!score) return score.err();
        o.no_yaku = score->no_yaku;
        o.ron_points = score->no_yaku ? 0 : score->total;
    } else if (r.scoring == scoring_system::gb) {
        situation g = s;
        g.dora_count = 0;
        g.honba = g.riichi_sticks = 0;
        auto score = score_gb(o.after, g, r);
        if (!score) return score.err();
        o.no_yaku = !score->qualifies;
        o.ron_points = score->qualifies ? score->total_won : 0;
    }
    out.push_back(o);
    return {};
}

// The model's table for an option's hand: `where`'s winds, indicators and counters, `seen` as
// the tiles seen elsewhere.
ev_situation table_of(const situation& where, const visible_counts& seen) {
    ev_situation t;
    t.seat_wind = where.seat_wind;
    t.round_wind = where.round_wind;
    t.dora_count = where.dora_count;
    for (int i = 0; i < where.dora_count; ++i) {
        t.dora_indicators[static_cast<std::size_t>(i)] = {
            where.dora_indicators[static_cast<std::size_t>(i)], false};
    }
    t.seen = seen;
    t.honba = where.honba;
    t.riichi_sticks = where.riichi_sticks;
    return t;
}

// What an option's values are ranked by: the expected score, or the win chance unscored.
double rank_of(const ev_row& row, bool scored) {
    return scored ? row.exp_score.front() : row.win_prob.front();
}

void take_values(call_option& o, const ev_row& row, bool scored) {
    o.has_ev = true;
    o.tenpai_prob = row.tenpai_prob.front();
    o.win_prob = row.win_prob.front();
    o.exp_score = scored ? row.exp_score.front() : 0.0;
}

// The expected values of an option's hand. A 3n+2 hand (after a chi or pon) takes its best row
// among the discards the swap rule allows, and that discard replaces the one chosen by shanten:
// `before` is the hand before the discard, `forbidden` the barred kinds.
result<void> judge_values(call_option& o, const hand& before, tile_mask forbidden, const rules& r,
                          const ev_situation& table, const ev_options& options,
                          const visible_counts* visible) {
    auto values = expected_values(before, r, table, options);
    if (!values) return values.err();
    const ev_row* best = nullptr;
    for (const ev_row& row : values->rows) {
        if (row.has_discard && contains(forbidden, row.discard.kind)) continue;
        if (best == nullptr || rank_of(row, values->scored) > rank_of(*best, values->scored))
            best = &row;
    }
    if (best == nullptr) return {};  // no row the rule allows: the shanten choice stands
    take_values(o, *best, values->scored);
    if (!best->has_discard || (best->discard.kind == o.discard && o.has_discard)) return {};
    // Another discard is worth more: the option now reports that one.
    auto choices = analyze_discards(before, r, visible);
    if (!choices) return choices.err();
    for (const discard_choice& c : *choices) {
        if (c.discard != best->discard.kind) continue;
        o.after = before;
        o.discard = c.discard;
        o.discard_red = best->discard.red;
        discard_tile(o.after, c.discard, o.discard_red);
        o.shanten = c.shanten;
        o.improving = c.improving;
        o.unseen_total = c.unseen_total;
    }
    return {};
}

result<void> check_question(const hand& h, const call_question& q, const rules& r) {
    if (auto valid = validate_hand(h, r, purpose::wait); !valid) return valid.err();
    if (q.kind >= kinds) return make_error(errc::invalid_tile, "a discard is one of 1m…7z");
    const std::string name_of = format_tile(q.kind);
    if (q.red && !is_five(q.kind))
        return make_error(errc::invalid_tile, "only a five can be red, not " + name_of);
    if (h.held(q.kind) + 1 > copies) {
        return make_error(errc::too_many_copies,
                          "the hand already holds all 4 of " + name_of + ", so none was discarded");
    }
    return {};
}

}  // namespace

std::string_view name(call_from f) noexcept {
    switch (f) {
        case call_from::left:
            return "left";
        case call_from::across:
            return "across";
        case call_from::right:
            return "right";
    }
    return "unknown";
}

std::string_view name(call_kind k) noexcept {
    switch (k) {
        case call_kind::pass:
            return "pass";
        case call_kind::chi:
            return "chi";
        case call_kind::pon:
            return "pon";
        case call_kind::open_kan:
            return "open_kan";
        case call_kind::ron:
            return "ron";
    }
    return "unknown";
}

result<std::vector<call_option>> analyze_calls(const hand& h, const call_question& q,
                                               const rules& r, const situation& where,
                                               const visible_counts* visible,
                                               const ev_options* ev) {
    if (auto ok = check_question(h, q, r); !ok) return ok.err();
    std::vector<call_option> out;

    // Passing leaves the tile in the discarder's river: one more copy seen.
    visible_counts seen{};
    if (visible != nullptr) seen = *visible;
    seen[q.kind] = static_cast<std::uint8_t>(std::min(255, seen[q.kind] + 1));
    call_option pass{.kind = call_kind::pass, .after = h};
    if (auto judged = judge_draws(pass, r, &seen); !judged) return judged.err();
    if (ev != nullptr) {
        auto valued = judge_values(pass, h, 0, r, table_of(where, seen), *ev, &seen);
        if (!valued) return valued.err();
    }
    out.push_back(pass);

    const tile t = q.kind;
    std::vector<call_option> calls;
    // A riichi hand may only pass or ron; four melds leave nothing to call with.
    if (h.meld_count < 4 && where.riichi == 0) {
        if (q.from == call_from::left && r.declared_chows && is_suited(t)) {
            const int number = t % 9;
            for (int start = std::max(0, number - 2); start <= std::min(6, number); ++start) {
                const auto first = static_cast<tile>(t - number + start);
                bool holds = true;
                for (int i = 0; i < 3; ++i) {
                    const auto k = static_cast<tile>(first + i);
                    if (k != t && h.counts[k] == 0) holds = false;
                }
                if (!holds) continue;
                const meld m =
                    meld::chow(first, static_cast<tile>(first + 1), static_cast<tile>(first + 2));
                calls.push_back({.kind = call_kind::chi, .after = with_meld(h, m, t, q.red)});
            }
        }
        if (h.counts[t] >= 2) {
            const meld m = meld::same(meld_kind::pung, t);
            calls.push_back({.kind = call_kind::pon, .after = with_meld(h, m, t, q.red)});
        }
        if (h.counts[t] >= 3) {
            const meld m = meld::same(meld_kind::exposed_kong, t);
            calls.push_back({.kind = call_kind::open_kan, .after = with_meld(h, m, t, q.red)});
        }
    }
    const visible_counts no_seen{};
    const ev_situation table = table_of(where, visible != nullptr ? *visible : no_seen);
    for (call_option& o : calls) {
        o.meld = o.after.melds[static_cast<std::size_t>(o.after.meld_count - 1)];
        const hand before = o.after;  // a chi or pon: before its discard
        const tile_mask forbidden =
            r.scoring == scoring_system::riichi ? swap_forbidden(o.meld, t) : 0;
        if (o.kind == call_kind::open_kan) {
            if (auto judged = judge_draws(o, r, visible); !judged) return judged.err();
        } else {
            auto judged = judge_discards(o, forbidden, r, visible);
            if (!judged) return judged.err();
            if (!*judged) continue;  // every tile left is barred by the swap rule
        }
        if (ev != nullptr) {
            auto valued = judge_values(o, before, forbidden, r, table, *ev, visible);
            if (!valued) return valued.err();
        }
        auto bare = ready_without_yaku(o, r, where);
        if (!bare) return bare.err();
        o.no_yaku = *bare || (r.scoring == scoring_system::riichi && o.has_ev &&
                              o.tenpai_prob > 0 && o.win_prob == 0);
        out.push_back(o);
    }
    if (auto ron = add_ron(out, h, q, r, where); !ron) return ron.err();
    if (call_option& last = out.back(); ev != nullptr && last.kind == call_kind::ron) {
        // A ron is the win itself: certain, and worth its points (nothing without a yaku).
        last.has_ev = true;
        last.tenpai_prob = 1;
        last.win_prob = last.no_yaku ? 0 : 1;
        last.exp_score = last.ron_points;
    }
    if (out.size() == 1) {
        return make_error(errc::invalid_value, "no chi, pon, kan or ron can use " +
                                                   format_tile(q.kind) + " (pass is all there is)");
    }
    return out;
}

}  // namespace hupai
