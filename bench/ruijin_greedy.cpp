// A published greedy Ruijin win check, ported from its Go listing (see ruijin_greedy.hpp).
//
// The listing omits five helpers; they are written here from their names and the article:
// separate3Same removes pungs, separate3Lian chows (lowest first), separate2Same pairs,
// separate2Lian two-tile connections (a gap of 1 or 2), separate2LianAnd2Same both. Where the
// listing's recursion could not end (three or more tiles left with nothing to remove), each tile
// counts two wildcards, as the article says ("剩下的每张牌都需要2癞子").
#include "ruijin_greedy.hpp"

#include <algorithm>
#include <array>

namespace hupai::bench {

namespace {

using tiles = std::vector<int>;

constexpr std::array<int, 7> honour_codes = {401, 403, 402, 404, 407, 406, 405};

tiles without_zeros(const tiles& a) {
    tiles out;
    for (const int v : a) {
        if (v != 0) out.push_back(v);
    }
    return out;
}

tiles separate3_same(const tiles& a) {
    tiles out;
    for (std::size_t i = 0; i < a.size();) {
        if (i + 2 < a.size() && a[i] == a[i + 1] && a[i] == a[i + 2]) {
            i += 3;
        } else {
            out.push_back(a[i++]);
        }
    }
    return out;
}

tiles separate3_lian(tiles a) {
    for (bool found = true; found;) {
        found = false;
        for (std::size_t i = 0; i < a.size() && !found; ++i) {
            const auto j = std::find(a.begin(), a.end(), a[i] + 1);
            const auto k = std::find(a.begin(), a.end(), a[i] + 2);
            if (j == a.end() || k == a.end()) continue;
            a[static_cast<std::size_t>(j - a.begin())] = 0;
            a[static_cast<std::size_t>(k - a.begin())] = 0;
            a[i] = 0;
            a = without_zeros(a);
            found = true;
        }
    }
    return a;
}

/// Removes pairs of tiles whose difference lies in [low, 2], lowest first; returns the count.
int separate_twos(tiles& a, int low) {
    int count = 0;
    for (bool found = true; found;) {
        found = false;
        for (std::size_t i = 0; i < a.size() && !found; ++i) {
            for (std::size_t j = i + 1; j < a.size(); ++j) {
                const int d = a[j] - a[i];
                if (d >= low && d <= 2) {
                    a[i] = a[j] = 0;
                    a = without_zeros(a);
                    ++count;
                    found = true;
                    break;
                }
            }
        }
    }
    return count;
}

int separate2_same(tiles& a) {
    int count = 0;
    tiles out;
    for (std::size_t i = 0; i < a.size();) {
        if (i + 1 < a.size() && a[i] == a[i + 1]) {
            ++count;
            i += 2;
        } else {
            out.push_back(a[i++]);
        }
    }
    a = out;
    return count;
}

tiles separate_feng3_lian(tiles arr) {
    for (;;) {
        bool found = false;
        const auto n = static_cast<int>(arr.size());
        for (int i = 0; i < n && !found; ++i) {
            const auto at = [&](int k) -> int& { return arr[static_cast<std::size_t>(k)]; };
            if (i <= n - 3) {
                if (at(i + 2) <= 404 && at(i) != at(i + 1) && at(i + 1) != at(i + 2)) {
                    at(i) = at(i + 1) = at(i + 2) = 0;
                    found = true;
                    break;
                }
                if (at(i) == 405 && at(i + 1) == 406 && at(i + 2) == 407) {
                    at(i) = at(i + 1) = at(i + 2) = 0;
                    found = true;
                    break;
                }
            }
            if (i <= n - 4 && at(i + 3) <= 404 && at(i) != at(i + 1) && at(i + 1) != at(i + 3)) {
                at(i) = at(i + 1) = at(i + 3) = 0;
                found = true;
            }
        }
        if (!found) return arr;
        arr = without_zeros(arr);
    }
}

int separate_feng2_lian(tiles& arr) {
    int count = 0;
    for (bool found = true; found;) {
        found = false;
        for (std::size_t i = 0; i + 1 < arr.size(); ++i) {
            if (arr[i + 1] <= 404 || arr[i] >= 405) {
                arr[i] = arr[i + 1] = 0;
                arr = without_zeros(arr);
                ++count;
                found = true;
                break;
            }
        }
    }
    return count;
}

bool is_honour_code(int code) { return code / 100 == 4; }

tiles erase_pair(tiles a, std::size_t i) {
    a.erase(a.begin() + static_cast<std::ptrdiff_t>(i),
            a.begin() + static_cast<std::ptrdiff_t>(i) + 2);
    return a;
}

}  // namespace

int ruijin_code(tile t) {
    if (t < suited_kinds) return (t / 9 + 1) * 100 + t % 9 + 1;
    if (t < kinds) return honour_codes[static_cast<std::size_t>(t - suited_kinds)];
    return 501 + (t - kinds);
}

std::vector<int> ruijin_codes(const hand& h) {
    std::vector<int> out;
    for (int t = 0; t < all_kinds; ++t) {
        for (int c = 0; c < h.counts[static_cast<std::size_t>(t)]; ++c) {
            out.push_back(ruijin_code(static_cast<tile>(t)));
        }
    }
    return out;
}

int greedy_need_melds(tiles sub) {
    if (sub.empty()) return 0;
    if (sub.size() == 1) return 2;
    if (sub.size() == 2) {
        if (is_honour_code(sub[0])) return sub[1] <= 404 || sub[0] >= 405 ? 1 : 4;
        return sub[1] - sub[0] <= 2 ? 1 : 4;
    }
    sub = separate3_same(sub);
    if (sub.size() <= 2) return greedy_need_melds(sub);
    const std::size_t before = sub.size();
    int need = 0;
    if (is_honour_code(sub[0])) {
        sub = separate_feng3_lian(sub);
        if (sub.size() <= 2) return greedy_need_melds(sub);
        need += separate2_same(sub);
        need += separate_feng2_lian(sub);
    } else {
        sub = separate3_lian(sub);
        if (sub.size() <= 2) return greedy_need_melds(sub);
        need += separate_twos(sub, 0);
    }
    if (sub.size() == before) return 2 * static_cast<int>(sub.size());
    return need + greedy_need_melds(sub);
}

int greedy_need_melds_and_pair(tiles arr) {
    if (arr.empty()) return 2;
    const bool honour = is_honour_code(arr[0]);
    const tiles a = honour ? separate_feng3_lian(arr) : separate3_lian(arr);
    const std::size_t l = a.size();
    if (l == 0) return 2;
    if (l == 1) return 1;
    for (std::size_t i = 0; i < l; ++i) {
        if (i == l - 2) {
            if (l == 2 && a[i] == a[i + 1]) return greedy_need_melds(erase_pair(a, i));
        } else if (i == l - 1) {
            tiles sub = separate3_same(a);
            const int lian = honour ? separate_feng2_lian(sub) : separate_twos(sub, 1);
            if (sub.empty()) return lian + 2;
            if (sub.size() == 1) return lian + 1;
            sub.pop_back();  // the last tile pairs with a wildcard
            return 1 + lian + greedy_need_melds(sub);
        } else if (a[i] == a[i + 2]) {
            // Three of a kind: take its pair only when the pung could join a chow.
            const bool before =
                i >= 1 && (honour ? (a[i] <= 404 || a[i - 1] >= 405) : a[i] - a[i - 1] <= 2);
            const bool after = l - i >= 4 && (honour ? (a[i + 3] <= 404 || a[i] >= 405)
                                                     : a[i + 3] - a[i + 2] <= 2);
            if (before || after) return greedy_need_melds(erase_pair(a, i));
        } else if (a[i] == a[i + 1] && (i == 0 || a[i - 1] != a[i])) {
            return greedy_need_melds(erase_pair(a, i));
        }
    }
    return 0;
}

bool greedy_is_hu(const std::vector<int>& codes, int bao) {
    // 宝, 万, 筒, 条, 风 (seperateRuiJinArr).
    std::array<tiles, 5> split;
    for (const int mj : codes) {
        const int index = mj / 100;
        if (bao > 500) {
            split[static_cast<std::size_t>(index == 5 ? 0 : index)].push_back(mj);
        } else if (index == 5) {
            split[static_cast<std::size_t>(bao / 100)].push_back(bao);  // a flower is the 宝's kind
        } else {
            split[static_cast<std::size_t>(mj == bao ? 0 : index)].push_back(mj);
        }
    }
    for (auto& s : split) std::sort(s.begin(), s.end());
    const auto bao_count = static_cast<int>(split[0].size());
    if (bao_count == 4 || (bao > 500 && bao_count == 3)) return false;  // 飞
    if (codes.size() % 3 != 2) return false;
    std::array<int, 5> needs{};
    for (std::size_t i = 1; i <= 4; ++i) needs[i] = greedy_need_melds(split[i]);
    for (std::size_t pair = 1; pair <= 4; ++pair) {
        int need = 0;
        for (std::size_t i = 1; i <= 4; ++i) {
            if (i != pair) need += needs[i];
        }
        if (need <= bao_count && bao_count - need >= greedy_need_melds_and_pair(split[pair])) {
            return true;
        }
    }
    return false;
}

}  // namespace hupai::bench
