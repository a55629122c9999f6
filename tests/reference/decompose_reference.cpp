// Brute-force decompositions: multisets of groups from the full alphabet, checked at the end.
#include "decompose_reference.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>

#include "win_reference.hpp"

namespace hupai::reference {

namespace {

group make_group(group_kind kind, std::initializer_list<int> tiles, unsigned wild) {
    group g;
    g.kind = kind;
    g.wild = static_cast<std::uint8_t>(wild);
    for (const int t : tiles) g.tiles[g.size++] = static_cast<tile>(t);
    return g;
}

bool has_honour(const group& g) {
    for (int i = 0; i < g.size; ++i) {
        if (is_honour(g.tiles[static_cast<std::size_t>(i)])) return true;
    }
    return false;
}

std::vector<group> sorted_alphabet(std::vector<group> v, const rules& r) {
    std::erase_if(v, [&](const group& g) { return !r.honours && has_honour(g); });
    std::sort(v.begin(), v.end(), group_less);
    return v;
}

// Pairs and pungs mark their wildcards in the last positions; a chow marks any position.
std::vector<group> pair_alphabet(const rules& r) {
    std::vector<group> v;
    for (int t = 0; t < kinds; ++t) {
        for (const unsigned m : {0u, 2u, 3u}) v.push_back(make_group(group_kind::pair, {t, t}, m));
    }
    return sorted_alphabet(std::move(v), r);
}

std::vector<group> single_alphabet(const rules& r) {
    std::vector<group> v;
    for (int t = 0; t < kinds; ++t) {
        for (const unsigned m : {0u, 1u}) v.push_back(make_group(group_kind::single, {t}, m));
    }
    return sorted_alphabet(std::move(v), r);
}

std::vector<group> meld_alphabet(const rules& r, bool kongs) {
    std::vector<std::array<int, 3>> runs;
    for (int t = 0; t < suited_kinds; ++t) {
        if (t % 9 <= 6) runs.push_back({t, t + 1, t + 2});
    }
    if (r.honour_chows) {
        runs.push_back({27, 28, 29});
        runs.push_back({27, 28, 30});
        runs.push_back({27, 29, 30});
        runs.push_back({28, 29, 30});
        runs.push_back({31, 32, 33});
    }
    std::vector<group> v;
    for (const auto& run : runs) {
        for (unsigned m = 0; m < 8; ++m) {
            v.push_back(make_group(group_kind::chow, {run[0], run[1], run[2]}, m));
        }
    }
    for (int t = 0; t < kinds; ++t) {
        for (const unsigned m : {0u, 4u, 6u, 7u}) {
            v.push_back(make_group(group_kind::pung, {t, t, t}, m));
        }
        if (!kongs) continue;
        for (const unsigned m : {0u, 8u, 12u, 14u, 15u}) {
            v.push_back(make_group(group_kind::kong, {t, t, t, t}, m));
        }
    }
    return sorted_alphabet(std::move(v), r);
}

/// Depth-first search over non-decreasing sequences of alphabet entries that fit the tiles.
class brute {
public:
    brute(const std::array<int, kinds>& naturals, int wild) : rest_(naturals), wild_(wild) {}

    /// Calls done(chosen) for every sequence of `count` groups from `alphabet` (from `from` on,
    /// then `more` groups from `next`) that uses all the tiles.
    template <class Done>
    void pick(const std::vector<group>& alphabet, std::size_t from, int count,
              const std::vector<group>* next, int more, const Done& done) {
        if (count == 0) {
            if (next != nullptr) {
                pick(*next, 0, more, nullptr, 0, done);
            } else if (wild_ == 0 &&
                       std::all_of(rest_.begin(), rest_.end(), [](int n) { return n == 0; })) {
                done(chosen_);
            }
            return;
        }
        for (std::size_t i = from; i < alphabet.size(); ++i) {
            const group& g = alphabet[i];
            // Once only pairs or only singles remain to pick, they come by tile: a natural tile
            // of a smaller kind than g could never be used any more.
            if (next == nullptr && (g.kind == group_kind::pair || g.kind == group_kind::single)) {
                bool stranded = false;
                for (int t = 0; t < g.tiles[0]; ++t)
                    stranded = stranded || rest_[static_cast<std::size_t>(t)] != 0;
                if (stranded) break;
            }
            if (!apply(g, -1)) continue;
            chosen_.push_back(g);
            pick(alphabet, i, count - 1, next, more, done);
            chosen_.pop_back();
            apply(g, +1);
        }
    }

private:
    bool apply(const group& g, int sign) {
        int wild = 0;
        for (int i = 0; i < g.size; ++i) {
            if ((g.wild >> i) & 1) {
                ++wild;
            } else {
                rest_[g.tiles[static_cast<std::size_t>(i)]] += sign;
            }
        }
        wild_ += sign * wild;
        const bool ok =
            wild_ >= 0 && std::all_of(rest_.begin(), rest_.end(), [](int n) { return n >= 0; });
        if (!ok && sign < 0) apply(g, +1);
        return ok;
    }

    std::array<int, kinds> rest_{};
    int wild_ = 0;
    std::vector<group> chosen_;
};

int number_suits_of(const std::vector<group>& groups) {
    unsigned suits = 0;
    for (const group& g : groups) {
        for (int i = 0; i < g.size; ++i) {
            const tile t = g.tiles[static_cast<std::size_t>(i)];
            if (is_suited(t)) suits |= 1u << (t / 9);
        }
    }
    return (suits & 1) + ((suits >> 1) & 1) + ((suits >> 2) & 1);
}

bool distinct_kinds(const std::vector<group>& groups) {
    std::array<int, kinds> seen{};
    for (const group& g : groups) {
        if (seen[g.tiles[0]]++ != 0) return false;
    }
    return true;
}

bool lan_gaps(const std::vector<group>& singles) {
    for (const group& a : singles) {
        for (const group& b : singles) {
            const int x = a.tiles[0], y = b.tiles[0];
            if (x < y && is_suited(static_cast<tile>(x)) && x / 9 == y / 9 && y - x < 3)
                return false;
        }
    }
    return true;
}

bool all_orphans_once(const std::vector<group>& groups) {
    std::array<int, kinds> seen{};
    for (const group& g : groups) ++seen[g.tiles[0]];
    for (int t = 0; t < kinds; ++t) {
        if (seen[static_cast<std::size_t>(t)] != (is_orphan(static_cast<tile>(t)) ? 1 : 0))
            return false;
    }
    return true;
}

}  // namespace

bool group_less(const group& a, const group& b) noexcept {
    if (a.kind != b.kind) return a.kind < b.kind;
    for (int i = 0; i < a.size && i < b.size; ++i) {
        if (a.tiles[static_cast<std::size_t>(i)] != b.tiles[static_cast<std::size_t>(i)]) {
            return a.tiles[static_cast<std::size_t>(i)] < b.tiles[static_cast<std::size_t>(i)];
        }
    }
    if (a.size != b.size) return a.size < b.size;
    return a.wild < b.wild;
}

bool decomposition_less(const decomposition& a, const decomposition& b) noexcept {
    if (a.shape != b.shape) return a.shape < b.shape;
    return std::lexicographical_compare(a.groups.begin(), a.groups.end(), b.groups.begin(),
                                        b.groups.end(), group_less);
}

std::vector<decomposition> decompose(const hand& h, const rules& r) {
    std::vector<decomposition> out;
    if (!validate_hand(h, r, purpose::win)) return out;
    // The hand as the rules make it, read by the check_win reference rather than by src/.
    const reading v = read_hand(h, r);
    if (v.fei) return out;

    std::vector<group> declared;
    for (int i = 0; i < h.meld_count; ++i) {
        const meld& m = h.melds[static_cast<std::size_t>(i)];
        group g =
            m.kind == meld_kind::chow
                ? make_group(group_kind::chow, {m.tiles[0], m.tiles[1], m.tiles[2]}, 0)
            : m.kind == meld_kind::pung
                ? make_group(group_kind::pung, {m.tiles[0], m.tiles[0], m.tiles[0]}, 0)
                : make_group(group_kind::kong, {m.tiles[0], m.tiles[0], m.tiles[0], m.tiles[0]}, 0);
        g.declared = true;
        declared.push_back(g);
    }
    const int concealed = v.size - 3 * v.melds;
    const int kongs = r.kongs_in_hand && v.size > 14 ? v.size - 14 : 0;

    auto collect = [&](form f, auto&& valid) {
        return [&, f, valid](const std::vector<group>& chosen) {
            std::vector<group> all = declared;
            all.insert(all.end(), chosen.begin(), chosen.end());
            if (number_suits_of(all) > r.max_suits || !valid(chosen)) return;
            decomposition d;
            d.shape = f;
            d.groups = std::move(all);
            out.push_back(std::move(d));
        };
    };

    const auto pairs = pair_alphabet(r);
    const auto singles = single_alphabet(r);
    if (r.standard) {
        const auto melds = meld_alphabet(r, kongs > 0);
        const int meld_count = (concealed - 2 - kongs) / 3;
        brute(v.natural, v.wildcards)
            .pick(pairs, 0, 1, &melds, meld_count,
                  collect(form::standard, [&](const std::vector<group>& chosen) {
                      return std::count_if(chosen.begin(), chosen.end(), [](const group& g) {
                                 return g.kind == group_kind::kong;
                             }) == kongs;
                  }));
    }
    const bool special = h.meld_count == 0 && concealed == 14 && kongs == 0;
    if (r.seven_pairs && special) {
        brute(v.natural, v.wildcards)
            .pick(pairs, 0, 7, nullptr, 0,
                  collect(form::seven_pairs, [&](const std::vector<group>& chosen) {
                      return r.seven_pairs_quads || distinct_kinds(chosen);
                  }));
    }
    if (r.thirteen_orphans && special) {
        brute(v.natural, v.wildcards)
            .pick(pairs, 0, 1, &singles, 12,
                  collect(form::thirteen_orphans, [](const std::vector<group>& chosen) {
                      return all_orphans_once(chosen) &&
                             std::all_of(chosen.begin(), chosen.end(),
                                         [](const group& g) { return is_orphan(g.tiles[0]); });
                  }));
    }
    if (r.thirteen_lan && special) {
        brute(v.natural, v.wildcards)
            .pick(singles, 0, 14, nullptr, 0,
                  collect(form::thirteen_lan, [](const std::vector<group>& chosen) {
                      return distinct_kinds(chosen) && lan_gaps(chosen);
                  }));
    }
    std::sort(out.begin(), out.end(), decomposition_less);
    return out;
}

}  // namespace hupai::reference
