// The search of an expected-value question: the states reachable by allowed moves, and the links
// between them, each stored once and read both ways (docs/EV.md, "States" to "Links").
#include "ev/graph.hpp"

#include <algorithm>
#include <bit>
#include <string>

#include "ev/measure.hpp"
#include "ev/win_value.hpp"

namespace hupai::detail::ev {

namespace {

// A link as the search finds it: the draw end, the choice end, the kind between them, its wall
// count at the draw end, and how it was found (a draw move, a discard move).
struct raw_link {
    std::uint32_t draw, choice;
    std::uint8_t kind, weight, found;
};
constexpr std::uint8_t found_by_draw = 1, found_by_discard = 2;

}  // namespace

result<graph> build_graph(const problem& p) {
    graph g(p);
    arrangements& arranged = g.arranged;
    measure measured(p);
    std::vector<raw_link> raw;
    // Room for a small search from the start, so that one grows its arrays seldom.
    raw.reserve(4096);
    g.keys.reserve(512);
    g.shanten.reserve(512);
    g.draw.reserve(512);
    const ev_options& o = p.options;
    const bool riichi_possible = p.closed && p.riichi;
    const int budget = p.sh0 + o.extra;
    const auto too_many = [&] {
        return make_error(errc::too_far, "the search passed " + std::to_string(o.max_states) +
                                             " states (ev max_states)");
    };
    // Each state's shanten is measured once, when it is first found (shanten_of() is asked
    // then alone).
    const auto add = [&](state_code s, std::uint64_t hash, bool draw, auto&& shanten_of) {
        const std::uint32_t before = static_cast<std::uint32_t>(g.keys.size());
        const std::uint32_t j = g.table.insert(s, hash, g.keys);
        if (j == before) {
            g.shanten.push_back(static_cast<std::int8_t>(shanten_of()));
            g.draw.push_back(draw ? 1 : 0);
        }
        return j;
    };
    {
        const state_code start = arranged.code_of(p.org, false);
        if (start == arrangements::no_state) return too_many();
        int tiles = 3 * p.melds;
        for (const auto x : p.org) tiles += x;
        add(start, key_map::hash(start), tiles % 3 == 1, [&] { return p.sh0; });
    }

    // The keys vector is the queue: states are expanded in the order found.
    for (std::uint32_t i = 0; i < g.keys.size(); ++i) {
        if (g.keys.size() > o.max_states) return too_many();
        const state_code key = g.keys[i];
        const bool r = riichi_of(key);
        const int sh = g.shanten[i];
        std::array<std::uint16_t, groups> at{};
        int over = 0;
        for (int x = 0; x < groups; ++x) {
            at[static_cast<std::size_t>(x)] = arrangement_of(key, x);
            over += arranged.at(x, at[static_cast<std::size_t>(x)]).over;
        }
        const bool room = over + sh < budget;

        const bool is_draw = g.draw[i] != 0;
        const measure_base base = measured.base_of(arranged, key, is_draw);
        // Draws: Need (the draw lowers sh, never onto a fifth merged copy), or any draw with
        // tegawari. Discards: Keep (sh stays; never so for a complete hand), or any discard
        // with shanten-down; riichi comes with a kept discard of a closed ready hand.
        const bool any = !r && room && (is_draw ? o.tegawari : o.shanten_down);
        const bool may_riichi = !is_draw && riichi_possible && !r && sh == 0;
        const int by = is_draw ? +1 : -1;
        // The moves first, each child's table slot fetched ahead, then the table asked.
        struct move {
            state_code child;
            std::uint64_t hash;  // the child's key_map::hash
            std::uint8_t group, local, kind, weight;
            std::int8_t after;  // the child's shanten, or unmeasured
        };
        constexpr std::int8_t unmeasured = -128;
        std::array<move, max_kinds> moves;
        std::size_t count = 0;
        for (int group = 0; group < groups; ++group) {
            const std::uint16_t was = arrangement_of(key, group);
            // A draw of a kind the wall holds; a discard of a kind held.
            unsigned movable =
                is_draw ? arranged.at(group, was).drawable : arranged.at(group, was).held;
            // Where only some moves are allowed, the kinds the measure rules out at once are
            // not asked one by one.
            if (!any) movable &= measured.may_allow(base, arranged.at(group, was), group, sh);
            for (unsigned m = movable; m != 0; m &= m - 1) {
                const int local = std::countr_zero(m);
                const auto l = static_cast<std::size_t>(local);
                // Read before any step, which may move the arrangements.
                const int held = arranged.at(group, was).counts[l];
                const int merged = arranged.at(group, was).merged[l];
                std::int8_t after = unmeasured;
                bool riichi = false;
                if (!any || may_riichi) {
                    // Only some moves allowed: the measure decides.
                    const int sh_after =
                        measured.shanten_after(arranged, base, group, local, was, merged,
                                               (orphan_locals(group) >> local & 1u) != 0);
                    const bool allowed = is_draw ? sh_after < sh && merged <= 3 : sh_after == sh;
                    if (!any && !allowed) continue;
                    after = static_cast<std::int8_t>(sh_after);
                    riichi = may_riichi && allowed;
                }
                // Else every move is allowed, and a state met before keeps its measure.
                const std::uint16_t next = arranged.step(group, was, local, by);
                if (next == no_arrangement) return too_many();
                state_code child = with_arrangement(key, group, next);  // riichi as the state's
                if (riichi) child |= riichi_flag;
                const std::uint64_t hash = key_map::hash(child);
                g.table.prefetch(hash);
                const int k = kind_at(group, local);
                // The wall count of k at the draw end.
                const int w = p.wall0[static_cast<std::size_t>(k)] +
                              p.org[static_cast<std::size_t>(k)] - held + (is_draw ? 0 : 1);
                moves[count++] = {child,
                                  hash,
                                  static_cast<std::uint8_t>(group),
                                  static_cast<std::uint8_t>(local),
                                  static_cast<std::uint8_t>(k),
                                  static_cast<std::uint8_t>(w),
                                  after};
            }
        }
        for (std::size_t n = 0; n < count; ++n) {
            const move& m = moves[n];
            // A move the measure did not decide is measured only when its state is new.
            const std::uint32_t j = add(m.child, m.hash, !is_draw, [&] {
                if (m.after != unmeasured) return static_cast<int>(m.after);
                const std::uint16_t was = arrangement_of(key, m.group);
                return measured.shanten_after(arranged, base, m.group, m.local, was,
                                              arranged.at(m.group, was).merged[m.local],
                                              (orphan_locals(m.group) >> m.local & 1u) != 0);
            });
            raw.push_back(is_draw ? raw_link{i, j, m.kind, m.weight, found_by_draw}
                                  : raw_link{j, i, m.kind, m.weight, found_by_discard});
        }
    }

    // Number the draw and choice states, then store each link once, by draw state.
    const auto n = static_cast<std::uint32_t>(g.keys.size());
    g.local.resize(n);
    std::vector<std::uint32_t>& local = g.local;
    g.draws.reserve(n);
    g.choices.reserve(n);
    for (std::uint32_t i = 0; i < n; ++i) {
        auto& list = g.draw[i] != 0 ? g.draws : g.choices;
        local[i] = static_cast<std::uint32_t>(list.size());
        list.push_back(i);
    }
    std::vector<std::uint32_t> begin(g.draws.size() + 1, 0);
    for (const raw_link& l : raw) ++begin[local[l.draw] + 1];
    for (std::size_t i = 1; i < begin.size(); ++i) begin[i] += begin[i - 1];
    std::vector<raw_link> by_draw(raw.size());
    {
        std::vector<std::uint32_t> at(begin.begin(), begin.end() - 1);
        for (const raw_link& l : raw) by_draw[at[local[l.draw]]++] = l;
    }
    raw.clear();
    raw.shrink_to_fit();
    // Each link once (a pair found both ways is one link, found both ways), each side reading
    // the links its variant allows: every one (the model), or only its own moves (then the
    // choice side's are listed apart).
    const bool moves = o.links == ev_links::moves;
    g.draw_begin.assign(1, 0);
    g.draw_begin.reserve(g.draws.size() + 1);
    g.win_begin.reserve(g.draws.size());
    g.win_values_begin.reserve(g.draws.size());
    g.link_choice.reserve(by_draw.size());  // at most one each
    g.link_weight.reserve(by_draw.size());
    if (moves) g.push_begin.assign(1, 0);
    std::vector<std::pair<std::uint32_t, std::uint8_t>> wins;  // a draw state's: choice, weight
    win_values wins_of(p, g.keys.size());
    for (std::size_t d = 0; d < g.draws.size(); ++d) {
        auto first = by_draw.begin() + begin[d];
        auto last = by_draw.begin() + begin[d + 1];
        std::sort(first, last,
                  [](const raw_link& a, const raw_link& b) { return a.choice < b.choice; });
        auto out = first;
        for (auto it = first; it != last; ++it) {
            if (out != first && (out - 1)->choice == it->choice) {
                (out - 1)->found |= it->found;
            } else {
                *out++ = *it;
            }
        }
        wins.clear();
        g.win_values_begin.push_back(static_cast<std::uint32_t>(g.win_values.size()));
        for (auto it = first; it != out; ++it) {
            if (moves && (it->found & found_by_discard) != 0) {
                g.push_choice.push_back(local[it->choice]);
            }
            if (moves && (it->found & found_by_draw) == 0) continue;
            double v = 0;
            if (g.shanten[it->choice] == -1) {
                const state_code c = g.keys[it->choice];
                v = wins_of.value(it->choice, arranged.counts_of(c), it->kind, riichi_of(c));
            }
            if (v > 0) {
                wins.emplace_back(local[it->choice], it->weight);
                g.win_values.push_back(v);
                continue;
            }
            g.link_choice.push_back(local[it->choice]);
            g.link_weight.push_back(it->weight);
        }
        g.win_begin.push_back(static_cast<std::uint32_t>(g.link_choice.size()));
        for (const auto& [choice, weight] : wins) {
            g.link_choice.push_back(choice);
            g.link_weight.push_back(weight);
        }
        g.draw_begin.push_back(static_cast<std::uint32_t>(g.link_choice.size()));
        if (moves) g.push_begin.push_back(static_cast<std::uint32_t>(g.push_choice.size()));
    }
    return g;
}

}  // namespace hupai::detail::ev
