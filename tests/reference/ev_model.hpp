// A plain re-implementation of the expected-value model of a discard (何切る): one player draws
// and discards until a last turn; the tenpai probability, the tsumo win probability and the
// expected score per discard and per turn (the model of mahjong-cpp's ExpectedScoreCalculator,
// restated rule by rule). The oracle of the expected-value tests: clarity over speed, a std::map
// of states, every rule written as it reads.
//
// Kinds: 37 indices, 0..33 the plain kinds (1m…9m, 1p…9p, 1s…9s, 1z…7z) and 34, 35, 36 the red
// fives 0m, 0p, 0s (used only with `red_dora`; without it every red five is a plain five). A
// hand or a wall is a vector of counts over them, a red five not counted as a five.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/scoring.hpp"

namespace hupai::reference {

inline constexpr int ev_kinds = 37;
using ev_counts = std::array<int, ev_kinds>;

/// A tile as written: its kind (0..33) and whether it is a red five.
struct ev_tile {
    tile kind = 0;
    bool red = false;
};

/// How the values read the links between states: `both` (the model) or only the allowed
/// moves (`moves`, the variant in which every number is a probability of a real game; see
/// ev_simulation.hpp).
enum class ev_links : std::uint8_t { both, moves };

struct ev_options {
    int t_min = 1;
    int t_max = 18;
    int wall = 0;  ///< S; 0 = derived from the visible tiles
    int extra = 1;
    bool shanten_down = true;
    bool tegawari = true;
    bool red_dora = true;
    bool ura_dora = true;
    ev_links links = ev_links::both;
    // The other named variants of the model (each default is the model itself):
    bool denominator_s = false;     ///< `denominator: S`: a constant S instead of S − t
    bool take_win_always = false;   ///< `take_win: always`: Ê = v (a win is never declined)
    bool policy_exp_score = false;  ///< `policy: exp_score`: a choice state takes the link of
                                    ///< largest E (ties: larger P, then T) and reports its T, P
    bool discards_dead = false;  ///< `discards: dead`: w_k(c) = W0[k] − max(0, c[k] − org[k])
    bool table_money = true;     ///< false: honba and sticks left out of a win's value
};

struct ev_input {
    hand h;  ///< concealed tiles (red fives in red_fives) and declared melds
    tile seat_wind = make_tile(suit::honour, 1);
    tile round_wind = make_tile(suit::honour, 1);
    std::vector<ev_tile> dora_indicators;
    std::vector<ev_tile> seen;
    int honba = 0;
    int riichi_sticks = 0;
    ev_options options;
};

struct ev_row {
    int discard = -1;  ///< kind index 0..36, or -1 for a 13-tile hand
    int shanten = 0;
    std::vector<double> tenpai_prob, win_prob, exp_score;  ///< t = t_min … t_max
};

struct ev_answer {
    std::vector<ev_row> rows;
    std::size_t states = 0;  ///< |V|: draw and choice states
};

/// The kind of a red index (34..36 → its five), others unchanged.
int ev_plain(int k);
/// MPSZ of a kind index ("2m", "0p").
std::string ev_kind_name(int k);

/// Points of a riichi tsumo from han and fu: the winner's total gain (payments with honba 100
/// per payer, plus 1,000 per stick). 13+ han is a counted yakuman; no kiriage.
int ev_tsumo_points(int han, int fu, bool dealer, int honba, int riichi_sticks);

/// The rules of the model, one function each: the wall, sh, Need, Keep, room, the allowed moves
/// and the value of a win.
class ev_model {
public:
    /// Errors: invalid_value (size not 13/14, bad options), impossible_situation (a negative
    /// wall count).
    static result<ev_model> make(const ev_input& in);

    const ev_input& input() const { return in_; }
    int kind_count() const { return in_.options.red_dora ? ev_kinds : kinds; }
    const ev_counts& start() const { return org_; }
    bool fourteen() const { return fourteen_; }
    bool closed() const { return closed_; }
    int start_shanten() const { return sh0_; }
    int wall_size() const { return s_; }

    /// sh(c): the shanten number of the concealed counts with the hand's declared melds.
    int shanten(const ev_counts& c) const;
    /// w_k(c) = W0[k] + org[k] − c[k] (`discards: dead`: W0[k] − max(0, c[k] − org[k]), the
    /// starting tiles once thrown stay out; also the wall the ura indicators come from).
    int wall_count(const ev_counts& c, int k) const {
        if (in_.options.discards_dead) return w0_[k] - std::max(0, c[k] - org_[k]);
        return w0_[k] + org_[k] - c[k];
    }
    bool in_need(const ev_counts& g, int k) const;
    bool in_keep(const ev_counts& h, int k) const;
    /// dist(c) + sh(c) < sh0 + extra.
    bool room(const ev_counts& c) const;
    /// The allowed draws of draw state (g, r), ascending kinds.
    std::vector<int> allowed_draws(const ev_counts& g, bool r) const;
    /// The allowed discards of choice state (h, r), ascending kinds.
    std::vector<int> allowed_discards(const ev_counts& h, bool r) const;
    /// r' of discarding k from choice state (h, r).
    bool riichi_after(const ev_counts& h, bool r, int k) const;
    /// The value of a tsumo win of complete hand h on kind k: the total gain, ura dora averaged
    /// over the state's wall under riichi; 0 without a yaku.
    double win_value(const ev_counts& h, int k, bool r) const;
    /// The score of the tsumo win without ura dora (for tests), or its error.
    result<riichi_score> score(const ev_counts& h, int k, bool r) const;

private:
    /// The table money a win collects (none under `table_money: false`).
    int honba() const { return in_.options.table_money ? in_.honba : 0; }
    int riichi_sticks() const { return in_.options.table_money ? in_.riichi_sticks : 0; }

    ev_input in_;
    ev_counts org_{};
    ev_counts w0_{};
    int melds_ = 0;
    bool closed_ = true;
    bool fourteen_ = true;
    int sh0_ = 0;
    int s_ = 0;
    rules rules_{};
    mutable std::map<std::array<std::uint8_t, kinds>, int> shanten_cache_;  // merged counts
    mutable std::map<std::pair<ev_counts, int>, double> win_cache_;         // kind + 37 × riichi
};

/// The state graph and its values for one input.
class ev_oracle {
public:
    struct state {
        ev_counts c{};
        bool riichi = false;
        bool draw = true;  ///< a draw state (13-equivalent) or a choice state
        int sh = 0;
        std::vector<int> links;
    };
    struct link {
        int draw_state = 0, choice_state = 0, kind = 0;
        double weight = 0, win = 0;
        bool allowed_draw = false;     ///< L1: an allowed draw of its draw state
        bool allowed_discard = false;  ///< L2: an allowed discard of its choice state
    };

    /// Builds V and the links and computes every value. Errors: those of ev_model::make.
    static result<ev_oracle> solve(const ev_input& in);

    const ev_model& model() const { return model_; }
    const std::vector<state>& states() const { return states_; }
    const std::vector<link>& links() const { return links_; }
    /// The state's index, or -1 when it is not in V.
    int find(const ev_counts& c, bool riichi, bool draw) const;
    /// T, P, E of state i at turn t (t_min ≤ t ≤ t_max).
    double tenpai(int i, int t) const { return value(0, i, t); }
    double win(int i, int t) const { return value(1, i, t); }
    double score(int i, int t) const { return value(2, i, t); }
    /// The rows: one per discard of a 14-tile start whose draw state is in V (kind order, red
    /// fives last), or the start of a 13-tile hand.
    ev_answer answer() const;

private:
    explicit ev_oracle(ev_model m) : model_(std::move(m)) {}
    int add_state(const ev_counts& c, bool riichi, bool draw, std::vector<int>& queue);
    void add_link(int draw_state, int choice_state, int kind, bool as_draw);
    void explore();
    void compute();
    double value(int x, int i, int t) const;

    ev_model model_;
    std::vector<state> states_;
    std::vector<link> links_;
    std::map<std::pair<ev_counts, int>, int> index_;  // riichi + 2 × draw
    std::map<std::pair<int, int>, int> link_index_;
    std::vector<double> values_;  // [x][state][t − t_min]
};

/// The rows and |V| for one input. Errors: those of ev_model::make.
result<ev_answer> expected_values(const ev_input& in);

}  // namespace hupai::reference
