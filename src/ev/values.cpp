// Values by turn (docs/EV.md, "Values by turn"): from the last turn back, every draw state
// averages over its links against a wall of S − t tiles, then every choice state takes the best
// of each number over its links, separately. Two layers of values (t and t + 1) are kept.
#include <algorithm>

#include "ev/graph.hpp"

namespace hupai::detail::ev {

namespace {

struct layer {
    std::vector<double> tenpai, win, score;
    explicit layer(std::size_t n) : tenpai(n, 0), win(n, 0), score(n, 0) {}
};

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
    const std::size_t n = g.keys.size();
    layer now(n), next(n);
    for (int t = t_max; t >= t_min; --t) {
        const double pool = p.wall - t;
        for (std::size_t d = 0; d < g.draws.size(); ++d) {
            const std::uint32_t i = g.draws[d];
            const bool ready = g.shanten[i] == 0;
            if (t == t_max) {
                now.tenpai[i] = ready ? 1 : 0;
                now.win[i] = 0;
                now.score[i] = 0;
                continue;
            }
            const double t0 = next.tenpai[i], p0 = next.win[i], e0 = next.score[i];
            double st = 0, sp = 0, se = 0;
            for (std::uint32_t l = g.draw_begin[d]; l < g.draw_begin[d + 1]; ++l) {
                const std::uint32_t h = g.link_choice[l];
                const double w = g.link_weight[l];
                const double v = g.link_value[l];
                if (v > 0) {
                    st += w * (1 - t0);
                    sp += w * (1 - p0);
                    se += w * (std::max(v, next.score[h]) - e0);
                } else {
                    st += w * (next.tenpai[h] - t0);
                    sp += w * (next.win[h] - p0);
                    se += w * (next.score[h] - e0);
                }
            }
            now.tenpai[i] = ready ? 1 : t0 + st / pool;
            now.win[i] = p0 + sp / pool;
            now.score[i] = e0 + se / pool;
        }
        for (std::size_t c = 0; c < g.choices.size(); ++c) {
            const std::uint32_t i = g.choices[c];
            double bt = 0, bp = 0, be = 0;
            for (std::uint32_t l = g.choice_begin[c]; l < g.choice_begin[c + 1]; ++l) {
                const std::uint32_t d = g.choice_draw[l];
                bt = std::max(bt, now.tenpai[d]);
                bp = std::max(bp, now.win[d]);
                be = std::max(be, now.score[d]);
            }
            now.tenpai[i] = bt;
            now.win[i] = bp;
            now.score[i] = be;
        }
        const auto at = static_cast<std::size_t>(t - t_min);
        for (std::size_t k = 0; k < watch.size(); ++k) {
            out[k].tenpai[at] = now.tenpai[watch[k]];
            out[k].win[at] = now.win[watch[k]];
            out[k].score[at] = now.score[watch[k]];
        }
        std::swap(now, next);
    }
    return out;
}

}  // namespace hupai::detail::ev
