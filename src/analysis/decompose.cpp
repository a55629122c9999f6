// decompose: every reading of a winning hand as groups (include/hupai/analysis.hpp).
//
// Order of the results. Forms in enum order (standard, seven_pairs, thirteen_orphans,
// thirteen_lan, honours_and_knitted, knitted_straight). Within a decomposition: the declared melds
// in hand order, then the concealed groups ascending by (kind, tiles, wild mask) — group_kind
// orders pair < chow < pung < kong < single, so the pair comes right after the declared melds, then
// chows, pungs and in-hand kongs, each by their tiles. Decompositions of one form are sorted
// lexicographically by their group sequences. `limit` keeps the first `limit` results of that
// order, so a smaller limit always returns a prefix of a larger one.
//
// Wildcards. A group's tiles are the kinds it is made of; bit i of `wild` marks tiles[i] as
// played by a wildcard, even when the wildcard stands for its own kind (a wild 7z playing 7z).
// In a pair, pung or kong the natural tiles come first (a pung of one natural and two wildcards
// has wild 0b110); in a chow the bit marks the position the wildcard fills. A group made only of
// wildcards is a distinct decomposition for every kind it can stand for, among the kinds the rules
// have (no honours where honours do not exist) and within max_suits.
//
// Method. An ordered depth-first search picks the concealed groups in the ascending order above,
// so results come out sorted and distinct (a multiset of groups has exactly one ascending
// sequence) and `limit` stops the search early. After each pick an exact feasibility test asks
// whether the rest can still be covered by groups not smaller than the last one, so the search
// never enters a branch without a result: its work grows with the output, not with the number
// of wildcards. For the standard form the test splits the hand by suit, and
// memoises for each suit the set of (wildcards used, in-hand kongs) with which its natural tiles
// can be grouped; the wildcards left over form groups of their own. Seven pairs and thirteen_lan
// have their own counting tests (wildcards needed against places left); thirteen orphans is
// determined by the choice of the pair. The knitted forms (no wildcards) have one reading per
// arrangement: 全不靠 its 14 singles; 组合龙 the standard readings of the rest (a meld and a
// pair, by the same search) followed by its nine singles.
#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "admission/effective_hand.hpp"
#include "admission/validated.hpp"
#include "analysis/decompose_candidates.hpp"
#include "analysis/win.hpp"
#include "core/rules_faults.hpp"
#include "hupai/analysis.hpp"
#include "tables/knitted.hpp"

namespace hupai {

namespace {

using namespace detail::decomposing;

/// For one suit: bit j of set[k] says its natural tiles can be grouped using j wildcards and k
/// in-hand kongs.
using kong_wild_set = std::array<std::uint32_t, max_in_hand_kongs + 1>;

/// The memo of per-suit sets: open addressing with linear probing (keys are never 0).
class suit_memo {
public:
    const kong_wild_set* find(std::uint64_t key) const noexcept {
        if (keys_.empty()) return nullptr;
        for (std::size_t i = slot(key);; i = (i + 1) & (keys_.size() - 1)) {
            if (keys_[i] == key) return &values_[i];
            if (keys_[i] == 0) return nullptr;
        }
    }

    void insert(std::uint64_t key, const kong_wild_set& value) {
        if (2 * (size_ + 1) > keys_.size()) grow();
        std::size_t i = slot(key);
        while (keys_[i] != 0) i = (i + 1) & (keys_.size() - 1);
        keys_[i] = key;
        values_[i] = value;
        ++size_;
    }

private:
    std::size_t slot(std::uint64_t key) const noexcept {
        // Fibonacci hashing: the top bits of key × 2^64/φ.
        const int bits = std::countr_zero(keys_.size());
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15u) >> (64 - bits));
    }

    void grow() {
        std::vector<std::uint64_t> keys = std::move(keys_);
        std::vector<kong_wild_set> values = std::move(values_);
        keys_.assign(keys.empty() ? 256 : 2 * keys.size(), 0);
        values_.assign(keys_.size(), kong_wild_set{});
        size_ = 0;
        for (std::size_t i = 0; i < keys.size(); ++i) {
            if (keys[i] != 0) insert(keys[i], values[i]);
        }
    }

    std::vector<std::uint64_t> keys_;
    std::vector<kong_wild_set> values_;
    std::size_t size_ = 0;
};

class enumerator {
public:
    enumerator(const hand& h, const rules& r, const detail::effective_hand& e, std::size_t limit)
        : t_(candidate_tables()), r_(r), limit_(limit) {
        for (int i = 0; i < h.meld_count; ++i) {
            const meld& m = h.melds[static_cast<std::size_t>(i)];
            group g;
            g.kind = m.kind == meld_kind::chow   ? group_kind::chow
                     : m.kind == meld_kind::pung ? group_kind::pung
                                                 : group_kind::kong;
            g.size = static_cast<std::uint8_t>(m.size());
            g.tiles = {m.tiles[0], m.tiles[1], m.tiles[2], m.tiles[0]};
            if (g.size == 3) g.tiles[3] = 0;
            g.declared = true;
            declared_.push_back(g);
        }
        rest_ = e.counts;
        wild_ = e.wildcards;
        left_ = e.natural() + e.wildcards;
        kongs_ = e.kongs_needed;
        e_kongs_ = e.kongs_needed;
        e_wild_ = e.wildcards;
        suits_ = static_cast<std::uint8_t>(e.suits_used & 7u);
    }

    bool full() const noexcept { return out_.size() >= limit_; }
    std::vector<decomposition> results() && { return std::move(out_); }

    void standard() {
        extend(form::standard, t_.pairs, 0, [&](std::size_t) {
            if (melds_feasible(0)) meld_step(0);
        });
    }

    void seven_pairs() {
        if (!special_shape()) return;
        pair_step(0);
    }

    void thirteen_orphans() {
        if (!special_shape() || !r_.honours || r_.max_suits < number_suits) return;
        const auto held = [&](int t) { return int{rest_[static_cast<std::size_t>(t)]}; };
        for (int p = 0; p < kinds && !full(); ++p) {
            if (!is_orphan(static_cast<tile>(p))) continue;
            // Each orphan once and p twice: the natural tiles must fit in that.
            bool fits = true;
            for (int t = 0; t < kinds; ++t) {
                const int room = is_orphan(static_cast<tile>(t)) ? 1 + (t == p) : 0;
                fits = fits && held(t) <= room;
            }
            if (!fits) continue;
            // The pair decides everything: each kind's natural tiles come first, wildcards fill.
            stack_.push_back(&t_.pairs.items[static_cast<std::size_t>(3 * p + 2 - held(p))].g);
            for (int t = 0; t < kinds; ++t) {
                if (t == p || !is_orphan(static_cast<tile>(t))) continue;
                stack_.push_back(
                    &t_.singles.items[static_cast<std::size_t>(2 * t + 1 - held(t))].g);
            }
            emit(form::thirteen_orphans);
            stack_.clear();
        }
    }

    void thirteen_lan() {
        if (!special_shape()) return;
        last_.fill(-3);
        if (lan_feasible(no_tile)) lan_step(0);
    }

private:
    bool special_shape() const noexcept { return declared_.empty() && kongs_ == 0 && left_ == 14; }

    int open_suits() const noexcept { return (suits_ & 1) + ((suits_ >> 1) & 1) + (suits_ >> 2); }

    bool suit_open(int s) const noexcept {
        if (s == honour_suit) return r_.honours;
        return ((suits_ >> s) & 1u) != 0 || open_suits() < r_.max_suits;
    }

    bool enabled(const candidate& c) const noexcept {
        if (c.suit == honour_suit && !r_.honours) return false;
        if (c.honour_chow && !r_.honour_chows) return false;
        return c.g.kind != group_kind::kong || e_kongs_ != 0;
    }

    /// Applies c if the hand has what it needs.
    bool take(const candidate& c) {
        if (c.wilds > wild_ || !enabled(c) || !suit_open(c.suit)) return false;
        if (c.g.kind == group_kind::kong && kongs_ == 0) return false;
        int i = 0;
        for (; i < c.naturals; ++i) {
            auto& n = rest_[c.natural[static_cast<std::size_t>(i)]];
            if (n == 0) break;
            --n;
        }
        if (i < c.naturals) {
            while (i-- > 0) ++rest_[c.natural[static_cast<std::size_t>(i)]];
            return false;
        }
        wild_ -= c.wilds;
        left_ -= c.g.size;
        if (c.g.kind == group_kind::kong) --kongs_;
        saved_suits_.push_back(suits_);
        if (c.suit != honour_suit) suits_ = static_cast<std::uint8_t>(suits_ | (1u << c.suit));
        stack_.push_back(&c.g);
        return true;
    }

    void put_back(const candidate& c) {
        for (int i = 0; i < c.naturals; ++i) ++rest_[c.natural[static_cast<std::size_t>(i)]];
        wild_ += c.wilds;
        left_ += c.g.size;
        if (c.g.kind == group_kind::kong) ++kongs_;
        suits_ = saved_suits_.back();
        saved_suits_.pop_back();
        stack_.pop_back();
    }

    /// One level of the search: once every tile is grouped, records the decomposition;
    /// otherwise calls step(i) with each candidate i of `list` from `from` on taken, in order,
    /// and stops at the limit.
    template <class Step>
    void extend(form f, const candidate_list& list, std::size_t from, const Step& step) {
        if (left_ == 0) {
            emit(f);
            return;
        }
        tile_mask present = 0;
        for (int t = 0; t < kinds; ++t) {
            if (rest_[static_cast<std::size_t>(t)] != 0) present |= bit(static_cast<tile>(t));
        }
        const auto& next = list.next[static_cast<std::size_t>(std::min(wild_, 4))];
        for (std::size_t i = next[from]; i < list.items.size(); i = next[i + 1]) {
            const candidate& c = list.items[i];
            if ((c.need & ~present) != 0 || !take(c)) continue;
            step(i);
            put_back(c);
            if (full()) return;
        }
    }

    void emit(form f) {
        decomposition d;
        d.shape = f;
        d.groups.reserve(declared_.size() + stack_.size());
        d.groups.assign(declared_.begin(), declared_.end());
        for (const group* g : stack_) d.groups.push_back(*g);
        out_.push_back(std::move(d));
    }

    // --- standard --------------------------------------------------------------------------

    void meld_step(std::size_t from) {
        extend(form::standard, t_.melds, from, [&](std::size_t i) {
            if (melds_feasible(i)) meld_step(i);
        });
    }

    std::uint64_t pack(int s) const noexcept {
        std::uint64_t v = 0;
        for (int i = 0; i < suit_size(s); ++i) {
            v |= std::uint64_t{rest_[static_cast<std::size_t>(9 * s + i)]} << (4 * i);
        }
        return v;
    }

    /// Whether the rest splits into melds not before melds[bound], with exactly kongs_ kongs.
    bool melds_feasible(std::size_t bound) {
        const std::uint32_t in_range = (2u << wild_) - 1u;
        kong_wild_set acc{1u};
        for (int s = 0; s < suit_count; ++s) {
            const std::uint64_t packed = pack(s);
            if (packed == 0) continue;
            const auto from = t_.first_from[static_cast<std::size_t>(s)][bound];
            const kong_wild_set set = suit_sets(s, packed, from);
            kong_wild_set sum{};
            bool any = false;
            for (int a = 0; a <= kongs_; ++a) {
                for (std::uint32_t bits = acc[static_cast<std::size_t>(a)]; bits != 0;
                     bits &= bits - 1) {
                    const int j = std::countr_zero(bits);
                    for (int b = 0; a + b <= kongs_; ++b) {
                        const std::uint32_t add =
                            (set[static_cast<std::size_t>(b)] << j) & in_range;
                        sum[static_cast<std::size_t>(a + b)] |= add;
                        any = any || add != 0;
                    }
                }
            }
            if (!any) return false;
            acc = sum;
        }
        // Wildcards the natural tiles do not use form whole groups of their own: the kongs the
        // natural tiles left out, four wildcards each, and pungs of three, unless only kongs may
        // follow.
        const bool only_kongs = t_.melds.items[bound].g.kind == group_kind::kong;
        for (int a = 0; a <= kongs_; ++a) {
            for (std::uint32_t bits = acc[static_cast<std::size_t>(a)]; bits != 0;
                 bits &= bits - 1) {
                const int pung_wilds = wild_ - std::countr_zero(bits) - 4 * (kongs_ - a);
                if (pung_wilds >= 0 && pung_wilds % 3 == 0 && (!only_kongs || pung_wilds == 0)) {
                    return true;
                }
            }
        }
        return false;
    }

    /// The (wildcards, kongs) with which the suit's natural tiles `packed` (4 bits per kind)
    /// split into melds from melds[from] on, each holding at least one natural tile.
    kong_wild_set suit_sets(int s, std::uint64_t packed, std::uint16_t from) {
        if (packed == 0) return kong_wild_set{1u};
        const std::uint64_t key =
            packed | (std::uint64_t{from} << 36) | (static_cast<std::uint64_t>(s) << 52);
        if (const kong_wild_set* known = memo_.find(key)) return *known;
        kong_wild_set res{};
        const int low = std::countr_zero(packed) / 4;
        for (const std::uint16_t i :
             t_.by_low[static_cast<std::size_t>(s)][static_cast<std::size_t>(low)]) {
            if (i < from) continue;
            const candidate& c = t_.melds.items[i];
            if (c.wilds > e_wild_ || !enabled(c)) continue;
            std::uint64_t rest = packed;
            bool fits = true;
            for (int k = 0; k < c.naturals && fits; ++k) {
                const int shift = 4 * (c.natural[static_cast<std::size_t>(k)] - 9 * s);
                fits = ((rest >> shift) & 15u) != 0;
                rest -= std::uint64_t{1} << shift;
            }
            if (!fits) continue;
            const kong_wild_set sub = suit_sets(s, rest, from);
            const int kong = c.g.kind == group_kind::kong ? 1 : 0;
            for (int k = 0; k + kong <= max_in_hand_kongs; ++k) {
                res[static_cast<std::size_t>(k + kong)] |= sub[static_cast<std::size_t>(k)]
                                                           << c.wilds;
            }
        }
        memo_.insert(key, res);
        return res;
    }

    // --- seven pairs -----------------------------------------------------------------------

    void pair_step(std::size_t from) {
        extend(form::seven_pairs, t_.pairs, from, [&](std::size_t i) {
            // 龙七对 (seven_pairs_quads) lets a kind repeat; otherwise the next pair is of a
            // later kind.
            const std::size_t next_kind = 3u * (t_.pairs.items[i].g.tiles[0] + 1u);
            if (pairs_feasible(i)) pair_step(r_.seven_pairs_quads ? i : next_kind);
        });
    }

    /// Whether the rest splits into pairs not before pairs[bound].
    bool pairs_feasible(std::size_t bound) const {
        const group& b = t_.pairs.items[bound].g;
        const int last = b.tiles[0];
        int need = 0;  // wildcards the natural tiles need
        if (r_.seven_pairs_quads) {
            for (int t = 0; t < kinds; ++t) {
                const int n = rest_[static_cast<std::size_t>(t)];
                if (n == 0) continue;
                if (t < last || (t == last && b.wild == 0b11)) return false;
                need += (t == last && b.wild == 0b10) ? n : n % 2;
            }
            // An even surplus of wildcards forms wild pairs: of the last kind at least, since
            // 龙七对 lets a kind repeat and wildcards know no 4-copies limit.
            return need <= wild_ && (wild_ - need) % 2 == 0;
        }
        std::array<int, suit_count> free{};
        for (int t = 0; t < kinds; ++t) {
            const int n = rest_[static_cast<std::size_t>(t)];
            if (n != 0) {
                if (t <= last || n > 2) return false;
                need += n == 1;
            } else if (t > last) {
                ++free[static_cast<std::size_t>(suit_index(static_cast<tile>(t)))];
            }
        }
        return need <= wild_ && (wild_ - need) % 2 == 0 && room(free) >= (wild_ - need) / 2;
    }

    /// How many wildcard groups fit in `free[s]` places per suit, given max_suits.
    int room(std::array<int, suit_count> free) const {
        int total = r_.honours ? free[honour_suit] : 0;
        std::array<int, number_suits> closed{};
        int n = 0;
        for (int s = 0; s < number_suits; ++s) {
            if ((suits_ >> s) & 1u) {
                total += free[static_cast<std::size_t>(s)];
            } else {
                closed[static_cast<std::size_t>(n++)] = free[static_cast<std::size_t>(s)];
            }
        }
        // The suits with the most places are opened first (at most three: a plain swap sort).
        for (int i = 0; i < n; ++i) {
            for (int j = i + 1; j < n; ++j) {
                auto& a = closed[static_cast<std::size_t>(i)];
                auto& b = closed[static_cast<std::size_t>(j)];
                if (b > a) std::swap(a, b);
            }
        }
        const int opens = std::min(n, r_.max_suits - open_suits());
        for (int i = 0; i < opens; ++i) total += closed[static_cast<std::size_t>(i)];
        return total;
    }

    // --- thirteen_lan (Ruijin) -------------------------------------------------------------

    void lan_step(std::size_t from) {
        extend(form::thirteen_lan, t_.singles, from, [&](std::size_t i) {
            const tile t = t_.singles.items[i].g.tiles[0];
            const int s = suit_index(t);
            if (s == honour_suit) {
                if (lan_feasible(t)) lan_step(2u * (t + 1u));
                return;
            }
            const int pos = t - 9 * s, saved = last_[static_cast<std::size_t>(s)];
            if (pos - saved < 3) return;
            last_[static_cast<std::size_t>(s)] = pos;
            if (lan_feasible(t)) lan_step(2u * (t + 1u));
            last_[static_cast<std::size_t>(s)] = saved;
        });
    }

    /// Whether the rest can be singles after kind `last`: within a suit at least 3 apart
    /// (also from the singles already taken), honours all different, wildcards filling gaps.
    bool lan_feasible(int last) const {
        std::array<int, suit_count> free{};
        for (int s = 0; s < number_suits; ++s) {
            // The next single of this suit comes after `last` and 3 after the previous one.
            int next = std::max(last_[static_cast<std::size_t>(s)] + 3, last - 9 * s + 1);
            int places = 0;
            for (int p = 0; p < 9; ++p) {
                const int n = rest_[static_cast<std::size_t>(9 * s + p)];
                if (n == 0) continue;
                if (n > 1 || p < next) return false;
                // Greedy: wildcards as early as the gaps before this natural tile allow.
                if (p - 3 >= next) places += (p - 3 - next) / 3 + 1;
                next = p + 3;
            }
            if (8 >= next) places += (8 - next) / 3 + 1;
            free[static_cast<std::size_t>(s)] = places;
        }
        for (int t = suited_kinds; t < kinds; ++t) {
            const int n = rest_[static_cast<std::size_t>(t)];
            if (n > 1 || (n == 1 && t <= last)) return false;
            if (n == 0 && t > last) ++free[honour_suit];
        }
        return room(free) >= wild_;
    }

    const tables& t_;
    const rules& r_;
    std::size_t limit_;
    std::vector<group> declared_;
    std::array<std::uint8_t, kinds> rest_{};  ///< natural tiles not yet grouped
    int wild_ = 0;                            ///< wildcards not yet grouped
    int left_ = 0;                            ///< tiles not yet grouped (natural + wild)
    int kongs_ = 0;                           ///< in-hand kongs still to pick
    int e_kongs_ = 0;                         ///< in-hand kongs of the hand
    int e_wild_ = 0;                          ///< wildcards of the hand
    std::uint8_t suits_ = 0;                  ///< number suits in use (bits 0-2)
    std::array<int, number_suits> last_{};    ///< thirteen_lan: last single per suit
    std::vector<std::uint8_t> saved_suits_;
    std::vector<const group*> stack_;
    suit_memo memo_;
    std::vector<decomposition> out_;
};

group single_of(int t) {
    group g;
    g.kind = group_kind::single;
    g.size = 1;
    g.tiles[0] = static_cast<tile>(t);
    return g;
}

/// The knitted readings of a winning hand under rules with a knitted form, appended to `out`
/// up to `limit` results.
result<void> knitted_readings(const hand& h, const rules& r, std::size_t limit,
                              std::vector<decomposition>& out) {
    const form_set forms = detail::winning_forms(detail::make_effective(h, r), r);
    if (contains(forms, form::honours_and_knitted) && out.size() < limit) {
        decomposition d{form::honours_and_knitted, {}};
        for (int t = 0; t < kinds; ++t) {
            if (h.counts[static_cast<std::size_t>(t)] != 0) d.groups.push_back(single_of(t));
        }
        out.push_back(std::move(d));
    }
    if (!contains(forms, form::knitted_straight)) return {};
    const detail::kind_mask held = detail::held_kinds(detail::load_words(h.counts.data()));
    rules standard_only = r;
    standard_only.seven_pairs = standard_only.thirteen_orphans = standard_only.thirteen_lan = false;
    standard_only.honours_and_knitted = standard_only.knitted_straight = false;
    standard_only.standard = true;
    standard_only.min_concealed = 0;
    for (const detail::kind_mask a : detail::knitted_arrangements) {
        if ((a & ~held) != 0 || out.size() >= limit) continue;
        hand rest = h;
        for (int t = 0; t < suited_kinds; ++t) {
            if ((a >> t & 1u) != 0) --rest.counts[static_cast<std::size_t>(t)];
        }
        auto readings = decompose(rest, standard_only, limit - out.size());
        if (!readings) return readings.err();
        for (auto& d : *readings) {
            d.shape = form::knitted_straight;
            for (int t = 0; t < suited_kinds; ++t) {
                if ((a >> t & 1u) != 0) d.groups.push_back(single_of(t));
            }
            out.push_back(std::move(d));
        }
    }
    return {};
}

/// decompose of a hand validate_hand accepts for a win.
result<std::vector<decomposition>> valid_decompositions(const hand& h, const rules& r,
                                                        std::size_t limit) {
    const auto e = detail::make_effective(h, r);
    // Fei never wins; max_suits (sichuan's 缺一门) is judged on the real tiles.
    if (limit == 0 || e.fei || std::popcount(e.suits_used & 7u) > r.max_suits) {
        return std::vector<decomposition>{};
    }
    enumerator en(h, r, e, limit);
    if (r.standard) en.standard();
    if (r.seven_pairs && !en.full()) en.seven_pairs();
    if (r.thirteen_orphans && !en.full()) en.thirteen_orphans();
    if (r.thirteen_lan && !en.full()) en.thirteen_lan();
    auto out = std::move(en).results();
    if (detail::knitted_rules(r) && out.size() < limit) {
        if (auto ok = knitted_readings(h, r, limit, out); !ok) return ok.err();
    }
    return out;
}

}  // namespace

result<std::vector<decomposition>> decompose(const hand& h, const rules& r, std::size_t limit) {
    if (auto ok = validate_hand(h, r, purpose::win); !ok) return ok.err();
    return valid_decompositions(h, r, limit);
}

result<std::vector<decomposition>> detail::decompose(const validated_hand& v, std::size_t limit) {
    const auto w = v.for_purpose(purpose::win);
    if (!w) return w.err();
    return valid_decompositions(v.held(), v.rules_of(), limit);
}

}  // namespace hupai
