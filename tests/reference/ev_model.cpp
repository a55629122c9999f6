// The expected-value model, rule by rule (see ev_model.hpp).
#include "reference/ev_model.hpp"

#include <algorithm>
#include <tuple>

#include "hupai/analysis.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"

namespace hupai::reference {
namespace {

constexpr int red_base = kinds;  // 34: 0m, 35: 0p, 36: 0s

/// The red index of a plain five, or -1.
int red_of(int k) {
    if (k < suited_kinds && k % 9 == 4) return red_base + k / 9;
    return -1;
}

/// The dora a kind indicates (1m → 2m, 9m → 1m, 4z → 1z, 7z → 5z).
int dora_of(int y) {
    if (y < suited_kinds) return y / 9 * 9 + (y % 9 + 1) % 9;
    if (y < 31) return 27 + (y - 27 + 1) % 4;
    return 31 + (y - 31 + 1) % 3;
}

std::array<int, kinds> merged(const ev_counts& c) {
    std::array<int, kinds> m{};
    for (int k = 0; k < ev_kinds; ++k) m[static_cast<std::size_t>(ev_plain(k))] += c[k];
    return m;
}

/// The seven-pairs number of the model: 6 − pairs + max(0, 7 − distinct kinds).
int seven_pairs_shanten(const std::array<int, kinds>& m) {
    int pairs = 0, distinct = 0;
    for (int v : m) {
        pairs += v >= 2;
        distinct += v >= 1;
    }
    return 6 - pairs + std::max(0, 7 - distinct);
}

/// 13 − distinct terminal and honour kinds − (1 if one of them is held twice or more).
int orphans_shanten(const std::array<int, kinds>& m) {
    int distinct = 0;
    bool pair = false;
    for (int k = 0; k < kinds; ++k) {
        if (!is_orphan(static_cast<tile>(k))) continue;
        distinct += m[static_cast<std::size_t>(k)] >= 1;
        pair = pair || m[static_cast<std::size_t>(k)] >= 2;
    }
    return 13 - distinct - (pair ? 1 : 0);
}

/// C(n, k) as a double (exact in the range used here).
double choose(int n, int k) {
    if (k < 0 || k > n) return 0;
    double v = 1;
    for (int i = 0; i < k; ++i) v = v * (n - i) / (i + 1);
    return v;
}

int ceil100(int x) { return (x + 99) / 100 * 100; }

/// Adds one tile (kind, red) to plain counts `vis` and red counts `vis_red`.
void count_visible(std::array<int, kinds>& vis, std::array<int, 3>& vis_red, int kind, bool red) {
    vis[static_cast<std::size_t>(kind)] += 1;
    if (red) vis_red[static_cast<std::size_t>(kind / 9)] += 1;
}

}  // namespace

int ev_plain(int k) { return k >= red_base ? (k - red_base) * 9 + 4 : k; }

std::string ev_kind_name(int k) {
    if (k >= red_base) return std::string("0") + "mps"[k - red_base];
    return format_tile(static_cast<tile>(k));
}

int ev_tsumo_points(int han, int fu, bool dealer, int honba, int riichi_sticks) {
    int base = 0;
    if (han >= 13) {
        base = 8000;
    } else if (han >= 11) {
        base = 6000;
    } else if (han >= 8) {
        base = 4000;
    } else if (han >= 6) {
        base = 3000;
    } else if (han >= 5) {
        base = 2000;
    } else {
        base = std::min(2000, fu * (1 << (2 + han)));
    }
    const int sticks = 1000 * riichi_sticks;
    if (dealer) return 3 * (ceil100(2 * base) + 100 * honba) + sticks;
    return ceil100(2 * base) + 100 * honba + 2 * (ceil100(base) + 100 * honba) + sticks;
}

// ---------------------------------------------------------------------------------------------
// The model

result<ev_model> ev_model::make(const ev_input& in) {
    ev_model m;
    m.in_ = in;
    const ev_options& o = in.options;
    if (o.t_min < 0 || o.t_min > o.t_max || o.t_max > 18)
        return make_error(errc::invalid_value, "t_min and t_max need 0 <= t_min <= t_max <= 18");
    const hand& h = in.h;
    if (h.jokers != 0 || h.flower_count() != 0)
        return make_error(errc::invalid_value, "jokers and flowers have no place in the model");
    const int size = h.concealed_size() + 3 * h.meld_count;
    if (size != 13 && size != 14)
        return make_error(errc::invalid_value, "the hand must hold 13 or 14 tiles");
    m.fourteen_ = size == 14;
    m.melds_ = h.meld_count;

    // Visible tiles, red fives counted as fives (and apart).
    std::array<int, kinds> vis{};
    std::array<int, 3> vis_red{};
    for (int k = 0; k < kinds; ++k) {
        const int n = h.counts[static_cast<std::size_t>(k)];
        vis[static_cast<std::size_t>(k)] += n;
        m.org_[k] = n;
        const int r = red_of(k);
        if (r >= 0) {
            const int red = h.red_fives[static_cast<std::size_t>(k / 9)];
            vis_red[static_cast<std::size_t>(k / 9)] += red;
            if (o.red_dora) {
                m.org_[k] -= red;
                m.org_[r] = red;
            }
        }
    }
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& md = h.melds[static_cast<std::size_t>(i)];
        if (md.kind != meld_kind::concealed_kong) m.closed_ = false;
        for (int k = 0; k < kinds; ++k) {
            const int n = md.count(static_cast<tile>(k));
            vis[static_cast<std::size_t>(k)] += n;
            if (n > 0 && red_of(k) >= 0) vis_red[static_cast<std::size_t>(k / 9)] += md.red;
        }
    }
    for (const ev_tile& t : in.dora_indicators) count_visible(vis, vis_red, t.kind, t.red);
    for (const ev_tile& t : in.seen) count_visible(vis, vis_red, t.kind, t.red);

    // The starting wall.
    int derived = 0;
    for (int k = 0; k < kinds; ++k) {
        const int n = copies - vis[static_cast<std::size_t>(k)];
        if (n < 0) return make_error(errc::impossible_situation, "more than 4 copies visible");
        derived += n;
        m.w0_[k] = n;
        const int r = red_of(k);
        if (r >= 0 && o.red_dora) {
            const int nr = 1 - vis_red[static_cast<std::size_t>(k / 9)];
            if (nr < 0 || n - nr < 0)
                return make_error(errc::impossible_situation, "more than one red five visible");
            m.w0_[r] = nr;
            m.w0_[k] = n - nr;
        }
    }
    m.s_ = o.wall == 0 ? derived : o.wall;
    if (m.s_ - (o.t_max - 1) <= 0 && o.t_max > 0)
        return make_error(errc::invalid_value, "the wall must hold more than t_max - 1 tiles");

    m.rules_ = presets::riichi;
    m.rules_.open_tanyao = true;
    m.rules_.aka_dora = o.red_dora;
    m.rules_.double_yakuman = true;
    m.rules_.yakuman_stacking = true;
    m.rules_.kazoe = kazoe_rule::yakuman;
    m.rules_.kiriage = false;
    m.rules_.double_wind_fu = 4;

    m.sh0_ = m.shanten(m.org_);
    return m;
}

int ev_model::shanten(const ev_counts& c) const {
    const std::array<int, kinds> m = merged(c);
    std::array<std::uint8_t, kinds> key{};
    for (int k = 0; k < kinds; ++k)
        key[static_cast<std::size_t>(k)] =
            static_cast<std::uint8_t>(m[static_cast<std::size_t>(k)]);
    const auto found = shanten_cache_.find(key);
    if (found != shanten_cache_.end()) return found->second;
    // The standard form from the concealed tiles alone (4 − melds sets and a pair): the library
    // never counts a fifth copy of a kind held, and without the melds in the hand it cannot
    // count their copies against the concealed ones either.
    hand concealed;
    std::copy(key.begin(), key.end(), concealed.counts.begin());
    const result<shanten_result> standard = compute_shanten(concealed, presets::riichi);
    int sh = standard.ok() ? standard->by_form[static_cast<std::size_t>(form::standard)] : 99;
    if (melds_ == 0) sh = std::min({sh, seven_pairs_shanten(m), orphans_shanten(m)});
    shanten_cache_.emplace(key, sh);
    return sh;
}

bool ev_model::in_need(const ev_counts& g, int k) const {
    const std::array<int, kinds> m = merged(g);
    if (m[static_cast<std::size_t>(ev_plain(k))] > 3) return false;
    ev_counts more = g;
    more[k] += 1;
    return shanten(more) < shanten(g);
}

bool ev_model::in_keep(const ev_counts& h, int k) const {
    if (h[k] <= 0) return false;
    ev_counts less = h;
    less[k] -= 1;
    return shanten(less) == shanten(h);
}

bool ev_model::room(const ev_counts& c) const {
    int dist = 0;
    for (int k = 0; k < ev_kinds; ++k) dist += std::max(0, c[k] - org_[k]);
    return dist + shanten(c) < sh0_ + in_.options.extra;
}

std::vector<int> ev_model::allowed_draws(const ev_counts& g, bool r) const {
    std::vector<int> out;
    const bool free = in_.options.tegawari && !r && room(g);
    for (int k = 0; k < kind_count(); ++k) {
        if (wall_count(g, k) > 0 && (free || in_need(g, k))) out.push_back(k);
    }
    return out;
}

std::vector<int> ev_model::allowed_discards(const ev_counts& h, bool r) const {
    std::vector<int> out;
    const bool free = in_.options.shanten_down && !r && room(h);
    for (int k = 0; k < kind_count(); ++k) {
        if (h[k] > 0 && (free || in_keep(h, k))) out.push_back(k);
    }
    return out;
}

bool ev_model::riichi_after(const ev_counts& h, bool r, int k) const {
    return r || (closed_ && shanten(h) == 0 && in_keep(h, k));
}

result<riichi_score> ev_model::score(const ev_counts& h, int k, bool r) const {
    hand full = in_.h;
    full.counts = {};
    full.red_fives = {};
    const std::array<int, kinds> m = merged(h);
    for (int x = 0; x < kinds; ++x)
        full.counts[static_cast<std::size_t>(x)] =
            static_cast<std::uint8_t>(m[static_cast<std::size_t>(x)]);
    for (int s = 0; s < 3; ++s)
        full.red_fives[static_cast<std::size_t>(s)] = static_cast<std::uint8_t>(h[red_base + s]);
    if (!in_.options.red_dora) {
        for (int i = 0; i < full.meld_count; ++i) full.melds[static_cast<std::size_t>(i)].red = 0;
    }
    situation s;
    s.win_tile = static_cast<tile>(ev_plain(k));
    s.win_tile_red = k >= red_base;
    s.tsumo = true;
    s.seat_wind = in_.seat_wind;
    s.round_wind = in_.round_wind;
    s.riichi = r ? 1 : 0;
    s.dora_count = static_cast<std::uint8_t>(in_.dora_indicators.size());
    for (std::size_t i = 0; i < in_.dora_indicators.size(); ++i)
        s.dora_indicators[i] = in_.dora_indicators[i].kind;
    s.honba = honba();
    s.riichi_sticks = riichi_sticks();
    return score_riichi(full, s, rules_);
}

double ev_model::win_value(const ev_counts& h, int k, bool r) const {
    const auto key = std::make_pair(h, k + ev_kinds * (r ? 1 : 0));
    const auto found = win_cache_.find(key);
    if (found != win_cache_.end()) return found->second;
    double v = 0;
    const result<riichi_score> sc = score(h, k, r);
    if (sc.ok() && !sc->no_yaku) {
        v = sc->total;
        const int n = static_cast<int>(in_.dora_indicators.size());
        if (in_.options.ura_dora && r && n >= 1 && sc->yakuman == 0 && sc->han < 13) {
            // Ura indicators drawn from the state's wall (merged): gain_y = tiles of dora(y)
            // among the concealed and meld tiles; ways[j][u] = ways to take j indicators
            // adding u (capped at 12).
            const std::array<int, kinds> held = merged(h);
            std::vector<std::vector<double>> ways(static_cast<std::size_t>(n + 1),
                                                  std::vector<double>(13, 0.0));
            ways[0][0] = 1;
            int total = 0;
            for (int y = 0; y < kinds; ++y) {
                int w = 0;
                for (int k2 = 0; k2 < ev_kinds; ++k2)
                    if (ev_plain(k2) == y) w += wall_count(h, k2);
                total += w;
                const int d = dora_of(y);
                int gain = held[static_cast<std::size_t>(d)];
                for (int i = 0; i < in_.h.meld_count; ++i)
                    gain += in_.h.melds[static_cast<std::size_t>(i)].count(static_cast<tile>(d));
                std::vector<std::vector<double>> next(static_cast<std::size_t>(n + 1),
                                                      std::vector<double>(13, 0.0));
                for (int j = 0; j <= n; ++j) {
                    for (int u = 0; u <= 12; ++u) {
                        const double ways_ju =
                            ways[static_cast<std::size_t>(j)][static_cast<std::size_t>(u)];
                        if (ways_ju == 0) continue;
                        for (int take = 0; j + take <= n && take <= w; ++take) {
                            const int u2 = std::min(12, u + take * gain);
                            next[static_cast<std::size_t>(j + take)]
                                [static_cast<std::size_t>(u2)] += ways_ju * choose(w, take);
                        }
                    }
                }
                ways = std::move(next);
            }
            const double all = choose(total, n);
            v = 0;
            for (int u = 0; u <= 12; ++u) {
                const double p =
                    ways[static_cast<std::size_t>(n)][static_cast<std::size_t>(u)] / all;
                v += p * ev_tsumo_points(sc->han + u, sc->fu,
                                         in_.seat_wind == make_tile(suit::honour, 1), honba(),
                                         riichi_sticks());
            }
        }
    }
    win_cache_.emplace(key, v);
    return v;
}

// ---------------------------------------------------------------------------------------------
// The oracle: states, links, values

int ev_oracle::add_state(const ev_counts& c, bool riichi, bool draw, std::vector<int>& queue) {
    const auto key = std::make_pair(c, (riichi ? 1 : 0) + (draw ? 2 : 0));
    const auto found = index_.find(key);
    if (found != index_.end()) return found->second;
    const int i = static_cast<int>(states_.size());
    states_.push_back(state{c, riichi, draw, model_.shanten(c), {}});
    index_.emplace(key, i);
    queue.push_back(i);
    return i;
}

void ev_oracle::add_link(int draw_state, int choice_state, int kind, bool as_draw) {
    const auto key = std::make_pair(draw_state, choice_state);
    auto found = link_index_.find(key);
    if (found == link_index_.end()) {
        link l;
        l.draw_state = draw_state;
        l.choice_state = choice_state;
        l.kind = kind;
        l.weight = model_.wall_count(states_[static_cast<std::size_t>(draw_state)].c, kind);
        const state& ch = states_[static_cast<std::size_t>(choice_state)];
        l.win = ch.sh == -1 ? model_.win_value(ch.c, kind, ch.riichi) : 0.0;
        const int id = static_cast<int>(links_.size());
        links_.push_back(l);
        states_[static_cast<std::size_t>(draw_state)].links.push_back(id);
        states_[static_cast<std::size_t>(choice_state)].links.push_back(id);
        found = link_index_.emplace(key, id).first;
    }
    link& l = links_[static_cast<std::size_t>(found->second)];
    if (as_draw) {
        l.allowed_draw = true;
    } else {
        l.allowed_discard = true;
    }
}

void ev_oracle::explore() {
    std::vector<int> queue;
    add_state(model_.start(), false, !model_.fourteen(), queue);
    for (std::size_t next = 0; next < queue.size(); ++next) {
        const int i = queue[next];
        const ev_counts c = states_[static_cast<std::size_t>(i)].c;
        const bool r = states_[static_cast<std::size_t>(i)].riichi;
        if (states_[static_cast<std::size_t>(i)].draw) {
            for (int k : model_.allowed_draws(c, r)) {
                ev_counts after = c;
                after[k] += 1;
                const int j = add_state(after, r, false, queue);
                add_link(i, j, k, true);
            }
        } else {
            for (int k : model_.allowed_discards(c, r)) {
                ev_counts after = c;
                after[k] -= 1;
                const int j = add_state(after, model_.riichi_after(c, r, k), true, queue);
                add_link(j, i, k, false);
            }
        }
    }
}

double ev_oracle::value(int x, int i, int t) const {
    const ev_options& o = model_.input().options;
    const std::size_t nt = static_cast<std::size_t>(o.t_max - o.t_min + 1);
    return values_[(static_cast<std::size_t>(x) * states_.size() + static_cast<std::size_t>(i)) *
                       nt +
                   static_cast<std::size_t>(t - o.t_min)];
}

void ev_oracle::compute() {
    const ev_options& o = model_.input().options;
    const std::size_t nt = static_cast<std::size_t>(o.t_max - o.t_min + 1);
    const std::size_t n = states_.size();
    values_.assign(3 * n * nt, 0.0);
    auto at = [&](int x, std::size_t i, int t) -> double& {
        return values_[(static_cast<std::size_t>(x) * n + i) * nt +
                       static_cast<std::size_t>(t - o.t_min)];
    };
    const bool moves = o.links == ev_links::moves;
    for (int t = o.t_max; t >= o.t_min; --t) {
        // Draw states first, from the choice states one turn later.
        for (std::size_t i = 0; i < n; ++i) {
            const state& st = states_[i];
            if (!st.draw) continue;
            if (t == o.t_max) {
                at(0, i, t) = st.sh == 0 ? 1.0 : 0.0;
                at(1, i, t) = 0;
                at(2, i, t) = 0;
                continue;
            }
            const double denominator = model_.wall_size() - (o.denominator_s ? 0 : t);
            std::array<double, 3> own{at(0, i, t + 1), at(1, i, t + 1), at(2, i, t + 1)};
            std::array<double, 3> sum{0, 0, 0};
            for (int id : st.links) {
                const link& l = links_[static_cast<std::size_t>(id)];
                if (l.draw_state != static_cast<int>(i) || (moves && !l.allowed_draw)) continue;
                const std::size_t h = static_cast<std::size_t>(l.choice_state);
                std::array<double, 3> hat{};
                if (l.win > 0) {
                    hat = {1.0, 1.0, o.take_win_always ? l.win : std::max(l.win, at(2, h, t + 1))};
                } else {
                    hat = {at(0, h, t + 1), at(1, h, t + 1), at(2, h, t + 1)};
                }
                for (int x = 0; x < 3; ++x)
                    sum[static_cast<std::size_t>(x)] +=
                        l.weight *
                        (hat[static_cast<std::size_t>(x)] - own[static_cast<std::size_t>(x)]) /
                        denominator;
            }
            for (int x = 0; x < 3; ++x)
                at(x, i, t) = own[static_cast<std::size_t>(x)] + sum[static_cast<std::size_t>(x)];
            if (st.sh == 0) at(0, i, t) = 1.0;
        }
        // Then the choice states: each quantity its own maximum over the draw states at hand.
        for (std::size_t i = 0; i < n; ++i) {
            const state& st = states_[i];
            if (st.draw) continue;
            std::array<double, 3> best{0, 0, 0};
            for (int id : st.links) {
                const link& l = links_[static_cast<std::size_t>(id)];
                if (l.choice_state != static_cast<int>(i) || (moves && !l.allowed_discard))
                    continue;
                const std::size_t g = static_cast<std::size_t>(l.draw_state);
                if (o.policy_exp_score) {
                    // One plan: the largest E, then P, then T, and that link's three numbers.
                    const std::array<double, 3> v{at(0, g, t), at(1, g, t), at(2, g, t)};
                    if (std::tie(v[2], v[1], v[0]) > std::tie(best[2], best[1], best[0])) best = v;
                    continue;
                }
                for (int x = 0; x < 3; ++x)
                    best[static_cast<std::size_t>(x)] =
                        std::max(best[static_cast<std::size_t>(x)], at(x, g, t));
            }
            for (int x = 0; x < 3; ++x) at(x, i, t) = best[static_cast<std::size_t>(x)];
        }
    }
}

result<ev_oracle> ev_oracle::solve(const ev_input& in) {
    result<ev_model> m = ev_model::make(in);
    if (!m.ok()) return std::move(m).err();
    ev_oracle o(std::move(m).value());
    o.explore();
    o.compute();
    return o;
}

int ev_oracle::find(const ev_counts& c, bool riichi, bool draw) const {
    const auto found = index_.find(std::make_pair(c, (riichi ? 1 : 0) + (draw ? 2 : 0)));
    return found == index_.end() ? -1 : found->second;
}

ev_answer ev_oracle::answer() const {
    const ev_options& o = model_.input().options;
    ev_answer a;
    a.states = states_.size();
    auto row_of = [&](int discard, int i) {
        ev_row row;
        row.discard = discard;
        row.shanten = states_[static_cast<std::size_t>(i)].sh;
        for (int t = o.t_min; t <= o.t_max; ++t) {
            row.tenpai_prob.push_back(tenpai(i, t));
            row.win_prob.push_back(win(i, t));
            row.exp_score.push_back(score(i, t));
        }
        return row;
    };
    const ev_counts& org = model_.start();
    if (!model_.fourteen()) {
        a.rows.push_back(row_of(-1, find(org, false, true)));
        return a;
    }
    for (int k = 0; k < model_.kind_count(); ++k) {
        if (org[k] == 0) continue;
        const bool r = model_.closed() && model_.start_shanten() == 0 && model_.in_keep(org, k);
        ev_counts after = org;
        after[k] -= 1;
        const int i = find(after, r, true);
        if (i >= 0) a.rows.push_back(row_of(k, i));
    }
    return a;
}

result<ev_answer> expected_values(const ev_input& in) {
    result<ev_oracle> o = ev_oracle::solve(in);
    if (!o.ok()) return std::move(o).err();
    return o->answer();
}

}  // namespace hupai::reference
