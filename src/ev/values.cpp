// Values by turn (docs/EV.md, "Values by turn"): from the last turn back, every draw state
// averages over its links against a wall of S − t tiles, then every choice state takes the best
// of each number over its links, separately. Draw states read only their own value of turn t + 1
// and choice states', and choice states only draw states' of turn t, so one layer of each, by
// local index and updated in place, holds every value the next step reads.
//
// A state's three numbers lie side by side in 32 bytes (one cache line holds two states), and
// T and P, which every link treats alike, are one pair of lanes where the target has SSE2.
#include <algorithm>
#include <type_traits>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "ev/graph.hpp"

namespace hupai::detail::ev {

namespace {

// T and P of a state: two lanes.
#if defined(__SSE2__)
struct lanes {
    __m128d v;
    static lanes zero() noexcept { return {_mm_setzero_pd()}; }
    static lanes of(double t, double p) noexcept { return {_mm_set_pd(p, t)}; }
    lanes& add_times(double w, lanes x) noexcept {
        v = _mm_add_pd(v, _mm_mul_pd(_mm_set1_pd(w), x.v));
        return *this;
    }
    lanes& keep_max(lanes x) noexcept {
        v = _mm_max_pd(x.v, v);  // ties (and ±0) keep the best so far, as std::max
        return *this;
    }
    /// x · stay + (s + add) / pool, lane by lane.
    static lanes step(lanes x, double stay, lanes s, double add, double pool) noexcept {
        return {_mm_add_pd(_mm_mul_pd(x.v, _mm_set1_pd(stay)),
                           _mm_div_pd(_mm_add_pd(s.v, _mm_set1_pd(add)), _mm_set1_pd(pool)))};
    }
    lanes& set_t(double t) noexcept {
        v = _mm_move_sd(v, _mm_set_sd(t));
        return *this;
    }
    double t() const noexcept { return _mm_cvtsd_f64(v); }
    double p() const noexcept { return _mm_cvtsd_f64(_mm_unpackhi_pd(v, v)); }
};
#else
struct lanes {
    double a, b;
    static lanes zero() noexcept { return {0, 0}; }
    static lanes of(double t, double p) noexcept { return {t, p}; }
    lanes& add_times(double w, lanes x) noexcept {
        a += w * x.a;
        b += w * x.b;
        return *this;
    }
    lanes& keep_max(lanes x) noexcept {
        a = std::max(a, x.a);
        b = std::max(b, x.b);
        return *this;
    }
    static lanes step(lanes x, double stay, lanes s, double add, double pool) noexcept {
        return {x.a * stay + (s.a + add) / pool, x.b * stay + (s.b + add) / pool};
    }
    lanes& set_t(double t) noexcept {
        a = t;
        return *this;
    }
    double t() const noexcept { return a; }
    double p() const noexcept { return b; }
};
#endif

struct alignas(32) values {
    lanes tp = lanes::zero();
    double score = 0;
};
using layer = std::vector<values>;

// A link's choice state as the byte offset of its values in a layer, so that a read or a raise
// takes one address of base and offset (below 2^32: at most 100,000,000 states of 32 bytes).
// The local indices are turned into offsets in place: no second copy of every link.
void to_offsets(std::vector<std::uint32_t>& locals) noexcept {
    for (std::uint32_t& l : locals) l = static_cast<std::uint32_t>(l * sizeof(values));
}
values& at_offset(layer& x, std::uint32_t offset) noexcept {
    return *reinterpret_cast<values*>(reinterpret_cast<char*>(x.data()) + offset);
}

}  // namespace

std::vector<series> turn_values(const problem& p, graph& g,
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
    // Per draw state: ready or not, the weight of all its links and of its wins. With W the
    // links' weight and X̂ what a link leads to, X(t) = X(t+1) + Σ w (X̂ − X(t+1)) / (S − t)
    // is X(t+1) (1 − W / (S − t)) + Σ w X̂ / (S − t), and a win's X̂ is 1 for T and P.
    // What a draw state's update reads of it, in one place: its links (the wins from `wins`),
    // its first win value, and the weights.
    struct draw_info {
        std::uint32_t begin, wins, end, values;
        double weight, win_weight;
    };
    std::vector<draw_info> info(draws);
    std::vector<std::uint8_t> ready(draws);
    for (std::size_t d = 0; d < draws; ++d) {
        draw_info& i = info[d];
        i = {g.draw_begin[d], g.win_begin[d], g.draw_begin[d + 1], g.win_values_begin[d], 0, 0};
        ready[d] = g.shanten[g.draws[d]] == 0 ? 1 : 0;
        for (std::uint32_t l = i.begin; l < i.end; ++l) {
            i.weight += g.link_weight[l];
            if (l >= i.wins) i.win_weight += g.link_weight[l];
        }
    }
    // `choice` holds the choice states' values of turn t + 1, which the draw states read;
    // each draw state, once at t, raises the turn-t maxima in `next` of the choice states that
    // read it (three separate maxima, exact in any order).
    layer draw(draws), choice(choices), next(choices);
    for (std::size_t d = 0; d < draws; ++d) draw[d].tp = lanes::of(ready[d] != 0 ? 1.0 : 0.0, 0);
    to_offsets(g.link_choice);
    to_offsets(g.push_choice);
    const std::uint32_t* link_choice = g.link_choice.data();
    // The weights as doubles, converted once rather than every turn.
    const std::vector<double> weights(g.link_weight.begin(), g.link_weight.end());
    const double* link_weight = weights.data();
    const double* win_values = g.win_values.data();
    // The choice side's links, by draw state: the draw side's own, or a list apart.
    const bool apart = !g.push_begin.empty();
    const std::uint32_t* push_choice = apart ? g.push_choice.data() : link_choice;
    // One turn over the draw states: `Apart`, whether the choice side's links are a list apart;
    // `Raise`, whether the choice states' maxima are raised (not at t_min, whose choice values
    // nothing reads). Each pair is a loop of its own, with no test per state.
    const auto turn = [&](int t, auto apart_c, auto raise_c) {
        constexpr bool Apart = decltype(apart_c)::value;
        constexpr bool Raise = decltype(raise_c)::value;
        // Divided, not multiplied by an inverse: the sums over the pool are then the correctly
        // rounded fractions a reader checks by hand (14 / 104 at the last draw, say).
        const double pool = p.wall - t;
        for (std::size_t d = 0; d < draws; ++d) {
            const draw_info& i = info[d];
            values& x = draw[d];
            if (t < t_max) {
                lanes sum = lanes::zero();
                double se = 0;
                const double* w = link_weight + i.begin;
                for (const std::uint32_t *l = link_choice + i.begin, *wins = link_choice + i.wins;
                     l != wins; ++l, ++w) {
                    const values& y = at_offset(choice, *l);
                    sum.add_times(*w, y.tp);
                    se += *w * y.score;
                }
                // A win ends the hand: ready and won, worth the better of its value and going
                // on.
                const double* v = win_values + i.values;
                for (std::uint32_t l = i.wins; l < i.end; ++l, ++v) {
                    se += link_weight[l] * std::max(*v, at_offset(choice, link_choice[l]).score);
                }
                const double stay = 1 - i.weight / pool;
                x.tp = lanes::step(x.tp, stay, sum, i.win_weight, pool);
                if (ready[d] != 0) x.tp.set_t(1);
                x.score = x.score * stay + se / pool;
            }
            if constexpr (Raise) {
                const std::uint32_t first = Apart ? g.push_begin[d] : i.begin;
                const std::uint32_t last = Apart ? g.push_begin[d + 1] : i.end;
                for (const std::uint32_t *l = push_choice + first, *end = push_choice + last;
                     l != end; ++l) {
                    values& y = at_offset(next, *l);
                    y.tp.keep_max(x.tp);
                    y.score = std::max(y.score, x.score);
                }
            }
        }
    };
    for (int t = t_max; t >= t_min; --t) {
        if (t == t_min) {
            turn(t, std::false_type{}, std::false_type{});
        } else if (apart) {
            turn(t, std::true_type{}, std::true_type{});
        } else {
            turn(t, std::false_type{}, std::true_type{});
        }
        choice.swap(next);
        if (t > t_min) std::fill(next.begin(), next.end(), values{});
        const auto at = static_cast<std::size_t>(t - t_min);
        for (std::size_t k = 0; k < watch.size(); ++k) {
            const values& x = draw[g.local[watch[k]]];
            out[k].tenpai[at] = x.tp.t();
            out[k].win[at] = x.tp.p();
            out[k].score[at] = x.score;
        }
    }
    return out;
}

}  // namespace hupai::detail::ev
