// Generation of the per-group shanten tables (see shanten_tables.hpp).
//
// Method: enumerate every partial target of a group (≤ 4 melds with repetition, ≤ 1 pair) and
// clip it to 4 copies per kind; the clipped vector, with the slots cut off as "excess", marks
// which hand vectors a target can contain. Closing that mark downwards (a vector inside a
// target's clip makes its sub-vectors so too) gives, per vector, the least excess any target
// containing it needs. Then the most tiles a target can keep from vector v is |v| when v fits
// in a target, else the best over v minus one tile (some tile of v is always outside the best
// target) — one pass in increasing order. need = target size − kept.
#include "gen/shanten_tables.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

namespace hupai::gen {

namespace {

constexpr int max_excess_levels = 5;  // excess 0…4
constexpr std::uint8_t inf = 0xFF;

int pow5(int n) {
    int r = 1;
    for (int i = 0; i < n; ++i) r *= 5;
    return r;
}

int digit_sum(std::uint32_t code, int n) {
    int s = 0;
    for (int i = 0; i < n; ++i, code /= 5) s += static_cast<int>(code % 5);
    return s;
}

// The meld patterns of a group as per-kind slot counts.
std::vector<std::array<std::uint8_t, max_group_kinds>> meld_patterns(group_type g) {
    const int n = kinds_of(g);
    std::vector<std::array<std::uint8_t, max_group_kinds>> out;
    for (int k = 0; k < n; ++k) {
        std::array<std::uint8_t, max_group_kinds> v{};
        v[static_cast<std::size_t>(k)] = 3;
        out.push_back(v);
    }
    if (g == group_type::suit) {
        for (int k = 0; k + 2 < n; ++k) {
            std::array<std::uint8_t, max_group_kinds> v{};
            v[static_cast<std::size_t>(k)] = v[static_cast<std::size_t>(k + 1)] =
                v[static_cast<std::size_t>(k + 2)] = 1;
            out.push_back(v);
        }
    } else if (g == group_type::honour_chows) {
        // Honour chows: any three different winds; 中 发 白 together.
        for (int skip = 0; skip < 4; ++skip) {
            std::array<std::uint8_t, max_group_kinds> v{};
            for (int k = 0; k < 4; ++k) v[static_cast<std::size_t>(k)] = k == skip ? 0 : 1;
            out.push_back(v);
        }
        std::array<std::uint8_t, max_group_kinds> v{};
        v[4] = v[5] = v[6] = 1;
        out.push_back(v);
    }
    return out;
}

struct enumerator {
    int n;
    const std::vector<std::array<std::uint8_t, max_group_kinds>>& melds;
    const std::vector<std::uint32_t>& rank_of_code;
    std::vector<std::array<std::uint8_t, 10>>& least_excess;  // per rank, per 2m+p
    std::array<int, max_group_kinds> slots{};

    void record_target(int m, int p) {
        std::uint32_t code = 0;
        int excess = 0;
        for (int k = n - 1; k >= 0; --k) {
            const int t = slots[static_cast<std::size_t>(k)];
            excess += std::max(0, t - 4);
            code = code * 5 + static_cast<std::uint32_t>(std::min(t, 4));
        }
        auto& x = least_excess[rank_of_code[code]][static_cast<std::size_t>(2 * m + p)];
        x = static_cast<std::uint8_t>(std::min<int>(x, excess));
    }
    void walk(std::size_t first, int m) {
        record_target(m, 0);
        for (int k = 0; k < n; ++k) {
            slots[static_cast<std::size_t>(k)] += 2;
            record_target(m, 1);
            slots[static_cast<std::size_t>(k)] -= 2;
        }
        if (m == 4) return;
        for (std::size_t i = first; i < melds.size(); ++i) {
            for (int k = 0; k < n; ++k)
                slots[static_cast<std::size_t>(k)] += melds[i][static_cast<std::size_t>(k)];
            walk(i, m + 1);
            for (int k = 0; k < n; ++k)
                slots[static_cast<std::size_t>(k)] -= melds[i][static_cast<std::size_t>(k)];
        }
    }
};

}  // namespace

ranker make_ranker(int kinds) {
    ranker rk;
    rk.head_kinds = head_kinds_of(kinds);
    rk.tail_kinds = kinds - rk.head_kinds;
    const int tails = pow5(rk.tail_kinds);
    const int heads = pow5(rk.head_kinds);
    std::vector<std::uint32_t> order(static_cast<std::size_t>(tails));
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        return digit_sum(a, rk.tail_kinds) < digit_sum(b, rk.tail_kinds);
    });
    rk.tail_position.assign(static_cast<std::size_t>(tails), 0);
    std::array<std::uint32_t, 4 * max_group_kinds + 2> at_most{};  // tails with ≤ t tiles
    for (std::size_t i = 0; i < order.size(); ++i) {
        rk.tail_position[order[i]] = static_cast<std::uint32_t>(i);
        const int t = digit_sum(order[i], rk.tail_kinds);
        for (int u = t; u < static_cast<int>(at_most.size()); ++u)
            ++at_most[static_cast<std::size_t>(u)];
    }
    rk.head_offset.assign(static_cast<std::size_t>(heads), ranker::no_rank);
    std::uint32_t next = 0;
    for (int h = 0; h < heads; ++h) {
        const int t = digit_sum(static_cast<std::uint32_t>(h), rk.head_kinds);
        if (t > max_group_tiles) continue;
        rk.head_offset[static_cast<std::size_t>(h)] = next;
        next += at_most[static_cast<std::size_t>(max_group_tiles - t)];
    }
    rk.size = next;
    return rk;
}

std::uint32_t count_fields_of(std::span<const std::uint8_t> counts,
                              unsigned orphan_kinds) noexcept {
    std::uint32_t f = 0;
    for (std::size_t k = 0; k < counts.size(); ++k) {
        const std::uint32_t c = counts[k];
        const bool orphan = (orphan_kinds >> k & 1u) != 0;
        f += (c >= 1 ? 1u : 0u) << count_field::held;
        f += (c >= 2 ? 1u : 0u) << count_field::twice;
        f += (c / 2) << count_field::quad_pairs;
        f += (c % 2) << count_field::odd;
        f += (orphan && c >= 1 ? 1u : 0u) << count_field::orphans;
        f += (orphan && c >= 2 ? 1u : 0u) << count_field::orphan_pairs;
        f += c << count_field::tiles;
    }
    return f;
}

namespace {
// A ranker's arrays as the blob holds them: each position or offset with its digits' fields.
std::vector<std::uint64_t> with_fields(const std::vector<std::uint32_t>& at, int digits,
                                       unsigned orphans) {
    std::vector<std::uint64_t> out(at.size());
    std::array<std::uint8_t, max_group_kinds> counts{};
    for (std::size_t code = 0; code < at.size(); ++code) {
        auto c = static_cast<std::uint32_t>(code);
        for (int k = 0; k < digits; ++k, c /= 5)
            counts[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(c % 5);
        const std::uint32_t f =
            count_fields_of(std::span(counts).first(static_cast<std::size_t>(digits)), orphans);
        out[code] = at[code] | std::uint64_t{f} << 32;
    }
    return out;
}
}  // namespace

std::uint32_t code_of(std::span<const std::uint8_t> counts) noexcept {
    std::uint32_t code = 0;
    for (std::size_t k = counts.size(); k-- > 0;) code = code * 5 + counts[k];
    return code;
}

std::uint32_t rank_of(const ranker& rk, std::span<const std::uint8_t> counts) noexcept {
    const auto head = code_of(counts.first(static_cast<std::size_t>(rk.head_kinds)));
    const auto tail = code_of(counts.subspan(static_cast<std::size_t>(rk.head_kinds)));
    int tiles = 0;
    for (const auto c : counts) tiles += c;
    if (tiles > max_group_tiles) return ranker::no_rank;
    return rk.head_offset[head] + rk.tail_position[tail];
}

group_table build_group_table(group_type g, const ranker& rk) {
    const int n = kinds_of(g);
    const int codes = pow5(n);
    // Every code of ≤ 14 tiles, in increasing code order, and its rank.
    std::vector<std::uint32_t> rank_of_code(static_cast<std::size_t>(codes), ranker::no_rank);
    std::vector<std::uint32_t> code_of_rank(rk.size);
    std::array<std::uint8_t, max_group_kinds> digits{};
    for (int c = 0; c < codes; ++c) {
        auto x = static_cast<std::uint32_t>(c);
        for (int k = 0; k < n; ++k, x /= 5)
            digits[static_cast<std::size_t>(k)] = static_cast<std::uint8_t>(x % 5);
        const auto r = rank_of(rk, std::span(digits.data(), static_cast<std::size_t>(n)));
        if (r == ranker::no_rank) continue;
        rank_of_code[static_cast<std::size_t>(c)] = r;
        code_of_rank[r] = static_cast<std::uint32_t>(c);
    }

    std::vector<std::array<std::uint8_t, 10>> least_excess(rk.size);
    for (auto& a : least_excess) a.fill(inf);
    const auto melds = meld_patterns(g);
    enumerator en{n, melds, rank_of_code, least_excess, {}};
    en.walk(0, 0);

    std::vector<std::uint32_t> p5(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k)
        p5[static_cast<std::size_t>(k)] = static_cast<std::uint32_t>(pow5(k));
    // Downward closure, in decreasing code order (v + one tile has a larger code).
    for (int c = codes - 1; c >= 0; --c) {
        const auto r = rank_of_code[static_cast<std::size_t>(c)];
        if (r == ranker::no_rank) continue;
        auto x = static_cast<std::uint32_t>(c);
        for (int k = 0; k < n; ++k, x /= 5) {
            if (x % 5 == 4) continue;
            const auto up =
                rank_of_code[static_cast<std::size_t>(c) + p5[static_cast<std::size_t>(k)]];
            if (up == ranker::no_rank) continue;
            for (std::size_t j = 0; j < 10; ++j) {
                least_excess[r][j] = std::min(least_excess[r][j], least_excess[up][j]);
            }
        }
    }

    // kept[e][rank][j]: most tiles of the vector a target with excess ≤ e keeps.
    std::vector<std::array<std::array<std::uint8_t, 10>, max_excess_levels>> kept(rk.size);
    for (int c = 0; c < codes; ++c) {
        const auto r = rank_of_code[static_cast<std::size_t>(c)];
        if (r == ranker::no_rank) continue;
        const int tiles = digit_sum(static_cast<std::uint32_t>(c), n);
        for (std::size_t e = 0; e < max_excess_levels; ++e) {
            for (std::size_t j = 0; j < 10; ++j) {
                if (least_excess[r][j] <= e) {
                    kept[r][e][j] = static_cast<std::uint8_t>(tiles);
                    continue;
                }
                int best = 0;
                auto x = static_cast<std::uint32_t>(c);
                for (int k = 0; k < n; ++k, x /= 5) {
                    if (x % 5 == 0) continue;
                    const auto down =
                        rank_of_code[static_cast<std::size_t>(c) - p5[static_cast<std::size_t>(k)]];
                    best = std::max<int>(best, kept[down][e][j]);
                }
                kept[r][e][j] = static_cast<std::uint8_t>(best);
            }
        }
    }

    group_table out;
    out.record_of.resize(rk.size);
    std::vector<record> seen;
    for (std::uint32_t r = 0; r < rk.size; ++r) {
        record rec;
        rec.fill(inf);
        for (int m = 0; m <= 4; ++m) {
            for (int p = 0; p <= 1; ++p) {
                const auto j = static_cast<std::size_t>(2 * m + p);
                const int size = 3 * m + 2 * p;
                int drops = 0;
                for (std::size_t e = 1; e < max_excess_levels; ++e) {
                    if (kept[r][e][j] > kept[r][e - 1][j]) drops |= 1 << (e - 1);
                }
                rec[static_cast<std::size_t>(lane(m, p))] =
                    static_cast<std::uint8_t>((size - kept[r][0][j]) | (drops << 4));
            }
        }
        auto it = std::find(seen.begin(), seen.end(), rec);
        if (it == seen.end()) {
            seen.push_back(rec);
            it = seen.end() - 1;
        }
        out.record_of[r] = static_cast<std::uint8_t>(it - seen.begin());
    }
    out.records = std::move(seen);
    return out;
}

record needs_at_zero(const record& r) noexcept {
    record out;
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i] = r[i] == inf ? inf : static_cast<std::uint8_t>(r[i] & 15);
    }
    return out;
}

record merge_needs(const record& a, const record& b) noexcept {
    record out;
    out.fill(inf);
    for (int m = 0; m <= 4; ++m) {
        for (int p = 0; p <= 1; ++p) {
            int best = inf;
            for (int m1 = 0; m1 <= m; ++m1) {
                for (int p1 = 0; p1 <= p; ++p1) {
                    const int x = a[static_cast<std::size_t>(lane(m1, p1))];
                    const int y = b[static_cast<std::size_t>(lane(m - m1, p - p1))];
                    if (x != inf && y != inf) best = std::min(best, x + y);
                }
            }
            out[static_cast<std::size_t>(lane(m, p))] = static_cast<std::uint8_t>(best);
        }
    }
    return out;
}

record empty_group_record() noexcept {
    record out;
    out.fill(inf);
    out[0] = 0;
    return out;
}

}  // namespace hupai::gen

namespace hupai::gen {

namespace {

struct blob_writer {
    std::vector<unsigned char> bytes;
    template <class T>
    std::uint32_t put(const std::vector<T>& v) {
        while (bytes.size() % 16 != 0) bytes.push_back(0);
        const auto at = static_cast<std::uint32_t>(bytes.size());
        const auto* p = reinterpret_cast<const unsigned char*>(v.data());
        bytes.insert(bytes.end(), p, p + v.size() * sizeof(T));
        return at;
    }
};

// Deduplicated merges of every pair of records.
void merge_all(const std::vector<record>& as, const std::vector<record>& bs,
               std::vector<std::uint16_t>& ids, std::vector<record>& merged) {
    ids.resize(as.size() * bs.size());
    for (std::size_t i = 0; i < as.size(); ++i) {
        for (std::size_t j = 0; j < bs.size(); ++j) {
            const record m = merge_needs(needs_at_zero(as[i]), needs_at_zero(bs[j]));
            auto it = std::find(merged.begin(), merged.end(), m);
            if (it == merged.end()) {
                merged.push_back(m);
                it = merged.end() - 1;
            }
            ids[i * bs.size() + j] = static_cast<std::uint16_t>(it - merged.begin());
        }
    }
}

}  // namespace

std::vector<unsigned char> build_shanten_blob() {
    const ranker suit_rk = make_ranker(9);
    const ranker honour_rk = make_ranker(7);
    const group_table suit = build_group_table(group_type::suit, suit_rk);
    const group_table honour = build_group_table(group_type::honour, honour_rk);
    group_table chows = build_group_table(group_type::honour_chows, honour_rk);

    std::vector<record> honour_records = honour.records;
    const auto chows_base = static_cast<std::uint32_t>(honour_records.size());
    honour_records.insert(honour_records.end(), chows.records.begin(), chows.records.end());
    for (auto& id : chows.record_of) id = static_cast<std::uint8_t>(id + chows_base);
    const auto empty_id = static_cast<std::uint32_t>(honour_records.size());
    honour_records.push_back(empty_group_record());

    std::vector<std::uint16_t> ss_ids, sh_ids;
    std::vector<record> ss, sh;
    merge_all(suit.records, suit.records, ss_ids, ss);
    merge_all(suit.records, honour_records, sh_ids, sh);

    blob_header h;
    h.magic = blob_magic;
    h.suit_ranker_size = suit_rk.size;
    h.honour_ranker_size = honour_rk.size;
    h.suit_records = static_cast<std::uint32_t>(suit.records.size());
    h.honour_records = static_cast<std::uint32_t>(honour_records.size());
    h.honour_chows_base = chows_base;
    h.empty_honour = empty_id;
    h.ss_records = static_cast<std::uint32_t>(ss.size());
    h.sh_records = static_cast<std::uint32_t>(sh.size());

    blob_writer w;
    w.bytes.resize(sizeof(blob_header));
    h.suit_head = w.put(with_fields(suit_rk.head_offset, suit_rk.head_kinds, head_orphans(9)));
    h.suit_tail = w.put(with_fields(suit_rk.tail_position, suit_rk.tail_kinds, tail_orphans(9)));
    h.honour_head =
        w.put(with_fields(honour_rk.head_offset, honour_rk.head_kinds, head_orphans(7)));
    h.honour_tail =
        w.put(with_fields(honour_rk.tail_position, honour_rk.tail_kinds, tail_orphans(7)));
    h.suit_record_of = w.put(suit.record_of);
    h.honour_record_of = w.put(honour.record_of);
    h.honour_chows_record_of = w.put(chows.record_of);
    h.suit_record = w.put(suit.records);
    h.honour_record = w.put(honour_records);
    h.ss_merge = w.put(ss_ids);
    h.sh_merge = w.put(sh_ids);
    h.ss_record = w.put(ss);
    h.sh_record = w.put(sh);
    // The last merge, for every pair of halves and every number of melds.
    std::vector<std::uint8_t> final_need(5 * ss.size() * sh.size());
    for (int m = 0; m <= 4; ++m) {
        for (std::size_t i = 0; i < ss.size(); ++i) {
            for (std::size_t j = 0; j < sh.size(); ++j) {
                const record both = merge_needs(ss[i], sh[j]);
                final_need[(static_cast<std::size_t>(m) * ss.size() + i) * sh.size() + j] =
                    both[static_cast<std::size_t>(lane(m, 1))];
            }
        }
    }
    h.final_need = w.put(final_need);
    while (w.bytes.size() % 16 != 0) w.bytes.push_back(0);
    h.total = static_cast<std::uint32_t>(w.bytes.size());
    std::memcpy(w.bytes.data(), &h, sizeof h);
    return w.bytes;
}

}  // namespace hupai::gen
