// The search of an expected-value question: the states reachable by allowed moves, and the links
// between them, each stored once and read both ways (docs/EV.md, "States" to "Links").
#include "ev/graph.hpp"

#include <algorithm>
#include <string>

#include "hupai/analysis.hpp"

namespace hupai::detail::ev {

key_map::key_map() : slots_(512), mask_(511) {}

std::size_t key_map::slot_of(const state_key& k) const noexcept {
    std::uint64_t x = k.lo * 0x9E3779B97F4A7C15ull ^ (k.hi + 0x632BE59BD9B4E019ull);
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 32;
    return static_cast<std::size_t>(x) & mask_;
}

void key_map::grow() {
    std::vector<slot> old(slots_.size() * 2);
    old.swap(slots_);
    mask_ = slots_.size() - 1;
    for (const slot& o : old) {
        if (o.key == state_key{}) continue;
        std::size_t s = slot_of(o.key);
        while (!(slots_[s].key == state_key{})) s = (s + 1) & mask_;
        slots_[s] = o;
    }
}

std::uint32_t* key_map::find_or_add(const state_key& k) {
    if ((used_ + 1) * 2 > slots_.size()) grow();
    std::size_t s = slot_of(k);
    while (!(slots_[s].key == state_key{})) {
        if (slots_[s].key == k) return &slots_[s].value;
        s = (s + 1) & mask_;
    }
    ++used_;
    slots_[s].key = k;
    return &slots_[s].value;
}

std::uint32_t key_map::find(const state_key& k) const noexcept {
    std::size_t s = slot_of(k);
    while (!(slots_[s].key == state_key{})) {
        if (slots_[s].key == k) return slots_[s].value;
        s = (s + 1) & mask_;
    }
    return none;
}

namespace {

// A link as the search finds it: the draw end, the choice end, the kind between them and its
// wall count at the draw end.
struct raw_link {
    std::uint32_t draw, choice;
    std::uint8_t kind, weight;
};

int distance_of(const problem& p, const counts& c) noexcept {
    int d = 0;
    for (int k = 0; k < p.kind_count; ++k) {
        const int over = c[static_cast<std::size_t>(k)] - p.org[static_cast<std::size_t>(k)];
        if (over > 0) d += over;
    }
    return d;
}

int wall_count(const problem& p, const counts& c, int k) noexcept {
    const auto i = static_cast<std::size_t>(k);
    return p.wall0[i] + p.org[i] - c[i];
}

}  // namespace

result<graph> build_graph(const problem& p) {
    graph g;
    std::vector<raw_link> raw;
    const ev_options& o = p.options;
    const bool riichi_possible = p.closed && p.riichi;
    g.table.insert(pack(p.org, false), g.keys);
    // A choice state of a closed hand on the plain tables measures all its discards at once by
    // one discard analysis: each discard's shanten (Keep) and improving kinds, which are the
    // resulting draw state's shanten and Need. They are kept here for those draw states, whose
    // own measure would be one shanten per kind. Bit 63 of a mask: known.
    const bool analysed = p.reference && p.melds == 0;
    constexpr std::uint64_t known = std::uint64_t{1} << 63;
    std::vector<std::uint64_t> known_need;
    std::vector<std::int8_t> known_shanten;
    std::vector<discard_choice> choices;
    // A choice state's analysis: each discard's shanten and improving kinds.
    struct analysis {
        bool ok = false;
        tile_mask listed = 0;  // the discards the analysis answers
        std::array<std::int8_t, kinds> after{};
        std::array<tile_mask, kinds> improving{};
    };

    // The keys vector is the queue: states are expanded in the order found.
    for (std::uint32_t i = 0; i < g.keys.size(); ++i) {
        if (g.keys.size() > o.max_states) {
            return make_error(errc::too_far, "the search passed " + std::to_string(o.max_states) +
                                                 " states (ev max_states)");
        }
        const state_key key = g.keys[i];
        const bool r = riichi_of(key);
        counts c = unpack(key);
        auto m = merged(c);
        int tiles = 3 * p.melds;
        for (const auto x : m) tiles += x;
        const bool is_draw = tiles % 3 == 1;
        const bool told = i < known_need.size() && (known_need[i] & known) != 0;
        const int sh = told ? known_shanten[i] : shanten_of(p, m);
        g.shanten.push_back(static_cast<std::int8_t>(sh));
        g.draw.push_back(is_draw ? 1 : 0);
        const bool room = distance_of(p, c) + sh < p.sh0 + o.extra;

        if (is_draw) {
            const bool any = o.tegawari && !r && room;
            // Need per plain kind, measured on first use: 0 unknown, 1 no, 2 yes.
            std::array<std::uint8_t, kinds> need{};
            for (int k = 0; k < p.kind_count; ++k) {
                const int w = wall_count(p, c, k);
                if (w <= 0) continue;
                if (!any) {
                    const auto x = static_cast<std::size_t>(plain_of(k));
                    if (told) need[x] = contains(known_need[i], static_cast<tile>(x)) ? 2 : 1;
                    if (need[x] == 0) {
                        bool lowers = false;
                        if (m[x] <= 3) {
                            ++m[x];
                            lowers = shanten_of(p, m) < sh;
                            --m[x];
                        }
                        need[x] = lowers ? 2 : 1;
                    }
                    if (need[x] != 2) continue;
                }
                const std::uint32_t j = g.table.insert(step(key, k, +1), g.keys);
                raw.push_back({i, j, static_cast<std::uint8_t>(k), static_cast<std::uint8_t>(w)});
            }
            continue;
        }

        const bool any = o.shanten_down && !r && room;
        const bool may_riichi = riichi_possible && !r && sh == 0;
        std::array<std::uint8_t, kinds> keep{};  // 0 unknown, 1 no, 2 yes
        tile_mask full = 0;                      // kinds held 4 times
        // Only where Keep is asked: a state whose budget allows every discard has children
        // whose budget mostly allows every draw.
        analysis made;
        const analysis* a = nullptr;
        if (analysed && (!any || may_riichi)) {
            made.ok = analyze_discards_into(hand_of(p, c), p.r, choices).ok();
            if (made.ok) {
                for (const discard_choice& d : choices) {
                    made.after[d.discard] = static_cast<std::int8_t>(d.shanten);
                    made.improving[d.discard] = d.improving;
                    made.listed |= bit(d.discard);
                }
                a = &made;
            }
        }
        const bool analyse = a != nullptr;
        if (analyse) {
            for (int x = 0; x < kinds; ++x) {
                if (contains(a->listed, static_cast<tile>(x))) {
                    keep[static_cast<std::size_t>(x)] =
                        a->after[static_cast<std::size_t>(x)] == sh ? 2 : 1;
                }
            }
            for (int x = 0; x < kinds; ++x) {
                if (m[static_cast<std::size_t>(x)] == copies) full |= bit(static_cast<tile>(x));
            }
        }
        for (int k = 0; k < p.kind_count; ++k) {
            if (c[static_cast<std::size_t>(k)] == 0) continue;
            bool kept = false;
            if (!any || may_riichi) {
                const auto x = static_cast<std::size_t>(plain_of(k));
                if (keep[x] == 0) keep[x] = keeps(p, m, static_cast<int>(x), sh) ? 2 : 1;
                kept = keep[x] == 2;
            }
            if (!any && !kept) continue;
            const bool r2 = r || (may_riichi && kept);
            --c[static_cast<std::size_t>(k)];
            state_key child = step(key, k, -1);
            if (r2) child.hi |= riichi_bit;
            const std::uint32_t j = g.table.insert(child, g.keys);
            const int w = wall_count(p, c, k);
            ++c[static_cast<std::size_t>(k)];
            if (analyse && j > i) {
                if (known_need.size() <= j) {
                    known_need.resize(g.keys.size(), 0);
                    known_shanten.resize(g.keys.size(), 0);
                }
                if ((known_need[j] & known) == 0) {
                    // Need of the hand after discarding x: the analysis' improving kinds, not
                    // those it would hold a fifth of, and x itself when the discard raised the
                    // shanten (drawing it back is the hand before).
                    const auto x = plain_of(k);
                    const int after = a->after[x];
                    known_need[j] = known | (a->improving[x] & ~(full & ~bit(x)) & ~bit(x)) |
                                    (sh < after ? bit(x) : 0);
                    known_shanten[j] = static_cast<std::int8_t>(after);
                }
            }
            raw.push_back({j, i, static_cast<std::uint8_t>(k), static_cast<std::uint8_t>(w)});
        }
    }

    // Number the draw and choice states, then store each link once, by draw state.
    const auto n = static_cast<std::uint32_t>(g.keys.size());
    g.local.resize(n);
    std::vector<std::uint32_t>& local = g.local;
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
    g.draw_begin.assign(1, 0);
    g.draw_begin.reserve(g.draws.size() + 1);
    std::vector<std::uint32_t> choice_count(g.choices.size() + 1, 0);
    for (std::size_t d = 0; d < g.draws.size(); ++d) {
        auto first = by_draw.begin() + begin[d];
        auto last = by_draw.begin() + begin[d + 1];
        std::sort(first, last,
                  [](const raw_link& a, const raw_link& b) { return a.choice < b.choice; });
        last = std::unique(
            first, last, [](const raw_link& a, const raw_link& b) { return a.choice == b.choice; });
        for (auto it = first; it != last; ++it) {
            g.link_choice.push_back(local[it->choice]);
            g.link_weight.push_back(it->weight);
            double v = 0;
            if (g.shanten[it->choice] == -1) {
                v = win_value(p, unpack(g.keys[it->choice]), it->kind,
                              riichi_of(g.keys[it->choice]));
            }
            g.link_value.push_back(v);
            ++choice_count[local[it->choice] + 1];
        }
        g.draw_begin.push_back(static_cast<std::uint32_t>(g.link_choice.size()));
    }

    // The same links by choice state.
    for (std::size_t i = 1; i < choice_count.size(); ++i) choice_count[i] += choice_count[i - 1];
    g.choice_begin = choice_count;
    g.choice_draw.resize(g.link_choice.size());
    for (std::size_t d = 0; d < g.draws.size(); ++d) {
        for (std::uint32_t l = g.draw_begin[d]; l < g.draw_begin[d + 1]; ++l) {
            g.choice_draw[choice_count[g.link_choice[l]]++] = static_cast<std::uint32_t>(d);
        }
    }
    return g;
}

}  // namespace hupai::detail::ev
