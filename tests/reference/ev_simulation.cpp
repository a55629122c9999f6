// Games of the expected-value model, drawn one tile at a time (see ev_simulation.hpp).
#include "reference/ev_simulation.hpp"

#include <map>
#include <random>
#include <utility>
#include <vector>

namespace hupai::reference {

result<ev_simulation_result> simulate(const ev_model& model, const ev_counts& start, bool riichi,
                                      std::uint64_t games, std::uint64_t seed,
                                      const ev_choose_discard& choose, const ev_take_win& take) {
    const ev_options& o = model.input().options;
    std::mt19937_64 rng(seed);
    // The moves of each state met, computed once.
    std::map<std::pair<ev_counts, bool>, std::vector<int>> draws_of;
    std::map<std::pair<ev_counts, bool>, std::vector<ev_discard_option>> discards_of;
    ev_simulation_result out;
    for (std::uint64_t game = 0; game < games; ++game) {
        ev_counts hand = start;
        bool r = riichi;
        bool won = false;
        double score = 0;
        for (int t = o.t_min; t < o.t_max; ++t) {
            // The draw of turn t: a tile from the S − t of the pool.
            auto found = draws_of.find({hand, r});
            if (found == draws_of.end())
                found =
                    draws_of.emplace(std::make_pair(hand, r), model.allowed_draws(hand, r)).first;
            const int pool = model.wall_size() - t;
            int weight = 0;
            for (int k : found->second) weight += model.wall_count(hand, k);
            if (weight > pool)
                return make_error(errc::invalid_value,
                                  "the allowed draws weigh more than the pool");
            std::uniform_int_distribution<int> tile_of_pool(0, pool - 1);
            int pick = tile_of_pool(rng);
            int drawn = -1;
            for (int k : found->second) {
                pick -= model.wall_count(hand, k);
                if (pick < 0) {
                    drawn = k;
                    break;
                }
            }
            if (drawn < 0) continue;  // not an allowed draw: the hand stays as it is
            hand[drawn] += 1;
            if (model.shanten(hand) == -1) {
                const double v = model.win_value(hand, drawn, r);
                if (v > 0) {
                    won = true;
                    if (take(hand, r, t + 1, v)) {
                        score = v;
                        break;
                    }
                }
            }
            // The choice of turn t + 1.
            auto options = discards_of.find({hand, r});
            if (options == discards_of.end()) {
                std::vector<ev_discard_option> list;
                for (int k : model.allowed_discards(hand, r)) {
                    ev_discard_option d{k, hand, model.riichi_after(hand, r, k)};
                    d.after[k] -= 1;
                    list.push_back(d);
                }
                options = discards_of.emplace(std::make_pair(hand, r), std::move(list)).first;
            }
            if (options->second.empty()) break;  // no allowed discard: the game cannot go on
            const ev_discard_option& d = options->second[choose(hand, r, t + 1, options->second)];
            hand = d.after;
            r = d.riichi;
        }
        out.games += 1;
        out.wins += won ? 1 : 0;
        out.score_sum += score;
        out.score_squares += score * score;
    }
    return out;
}

}  // namespace hupai::reference
