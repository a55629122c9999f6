// Values by turn (docs/EV.md, "Values by turn"): from the last turn back, every draw state
// averages over its links against a wall of S − t tiles, then every choice state takes the best
// of each number over its links, separately. Draw states read only their own value of turn t + 1
// and choice states', and choice states only draw states' of turn t, so one layer of each, by
// local index and updated in place, holds every value the next step reads. A state's three
// numbers lie side by side.
#include <algorithm>

#include "ev/graph.hpp"

namespace hupai::detail::ev {

namespace {

// The three numbers of a state side by side: a link reads its other end's three from one
// cache line.
struct values {
    double tenpai = 0, win = 0, score = 0;
};
using layer = std::vector<values>;

}  // namespace

std::vector<series> turn_values(const problem& p, const graph& g,
                                const std::vector<std::uint32_t>& watch) {
    const int t_min = p.options.t_min;
    const int t_max = p.options.t_max;
    const auto turns = static_cast<std::size_t>(t_max - t_min + 1);
    std::vector<series> out(watch.size());
    for (series& s : out) {
        s.tenpai.resize(turns);
        s.win.resize(turns);
        s.score.resize(turns);
    }
    const std::size_t draws = g.draws.size();
    const std::size_t choices = g.choices.size();
    std::vector<std::uint8_t> ready(draws);
    for (std::size_t d = 0; d < draws; ++d) ready[d] = g.shanten[g.draws[d]] == 0 ? 1 : 0;
    layer draw(draws), choice(choices);
    for (std::size_t d = 0; d < draws; ++d) draw[d] = {ready[d] != 0 ? 1.0 : 0.0, 0, 0};
    for (int t = t_max; t >= t_min; --t) {
        const double pool = p.wall - t;
        for (std::size_t d = 0; t < t_max && d < draws; ++d) {
            const double t0 = draw[d].tenpai, p0 = draw[d].win, e0 = draw[d].score;
            double st = 0, sp = 0, se = 0;
            const std::uint32_t end = g.draw_begin[d + 1];
            for (std::uint32_t l = g.draw_begin[d]; l < end; ++l) {
                const values& x = choice[g.link_choice[l]];
                const double w = g.link_weight[l];
                const double v = g.link_value[l];
                // A win ends the hand: ready and won, worth the better of v and going on.
                const bool win = v > 0;
                const double xt = win ? 1.0 : x.tenpai;
                const double xp = win ? 1.0 : x.win;
                const double xs = win ? std::max(v, x.score) : x.score;
                st += w * (xt - t0);
                sp += w * (xp - p0);
                se += w * (xs - e0);
            }
            draw[d] = {ready[d] != 0 ? 1 : t0 + st / pool, p0 + sp / pool, e0 + se / pool};
        }
        for (std::size_t c = 0; c < choices; ++c) {
            double bt = 0, bp = 0, be = 0;
            const std::uint32_t end = g.choice_begin[c + 1];
            for (std::uint32_t l = g.choice_begin[c]; l < end; ++l) {
                const values& x = draw[g.choice_draw[l]];
                bt = std::max(bt, x.tenpai);
                bp = std::max(bp, x.win);
                be = std::max(be, x.score);
            }
            choice[c] = {bt, bp, be};
        }
        const auto at = static_cast<std::size_t>(t - t_min);
        for (std::size_t k = 0; k < watch.size(); ++k) {
            const values& x = draw[g.local[watch[k]]];
            out[k].tenpai[at] = x.tenpai;
            out[k].win[at] = x.win;
            out[k].score[at] = x.score;
        }
    }
    return out;
}

}  // namespace hupai::detail::ev
