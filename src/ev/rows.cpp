// expected_values: the question read, the states searched, the turns run, and the rows of the
// answer (docs/EV.md, "Rows").
#include "ev/graph.hpp"
#include "hupai/ev.hpp"

namespace hupai {

result<ev_result> expected_values(const hand& h, const rules& r, const ev_situation& s,
                                  const ev_options& o) {
    using namespace detail::ev;
    auto made = make_problem(h, r, s, o);
    if (!made) return std::move(made).err();
    const problem& p = *made;
    auto built = build_graph(p);
    if (!built) return std::move(built).err();
    graph& g = *built;

    ev_result out;
    out.states = g.keys.size();
    out.scored = p.r.scoring != scoring_system::none;
    std::vector<std::uint32_t> watch;
    if (g.draw[0] != 0) {
        // 3n+1: the hand as it stands.
        ev_row row;
        row.shanten = p.sh0;
        out.rows.push_back(row);
        watch.push_back(0);
    } else {
        // 3n+2: each held kind, in kind order (the red fives after the honours).
        counts c = p.org;
        auto m = merged(c);
        const bool may_riichi = p.closed && p.riichi && p.sh0 == 0;
        for (int k = 0; k < p.kind_count; ++k) {
            if (c[static_cast<std::size_t>(k)] == 0) continue;
            const bool riichi = may_riichi && keeps(p, m, plain_of(k), p.sh0);
            --c[static_cast<std::size_t>(k)];
            const std::uint32_t i = g.find(c, riichi);
            ++c[static_cast<std::size_t>(k)];
            if (i == detail::ev::state_table::none) continue;
            ev_row row;
            row.has_discard = true;
            row.discard = {plain_of(k), k >= red_base};
            row.shanten = g.shanten[i];
            out.rows.push_back(row);
            watch.push_back(i);
        }
    }
    auto values = turn_values(p, g, watch);
    for (std::size_t i = 0; i < out.rows.size(); ++i) {
        out.rows[i].tenpai_prob = std::move(values[i].tenpai);
        out.rows[i].win_prob = std::move(values[i].win);
        if (out.scored) out.rows[i].exp_score = std::move(values[i].score);
    }
    return out;
}

}  // namespace hupai
