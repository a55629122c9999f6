// Census: the shanten distribution of every concealed hand of N tiles, without a loop over hands.
//
// A hand's shanten depends on its groups (three suits, the honours) only through, per group,
// its tile count, its table record (standard form) and a few additive statistics (seven pairs:
// kinds offering a free pair and kinds one tile short; thirteen orphans: orphan kinds held and
// whether one is paired). So each group's count vectors are tallied by that signature, two
// suits are convolved into a half keyed by their merged record, a suit and the honours into the
// other half, and the halves are paired by tile count — the merged records give the standard
// distance by a look-up, the summed statistics the special forms'.
#include "hupai/census.hpp"

#include <algorithm>
#include <array>
#include <unordered_map>

#include "shanten/shanten.hpp"

namespace hupai {

namespace {

constexpr std::array<int, 5> choose4 = {1, 4, 6, 4, 1};

struct tally {
    std::uint64_t distinct = 0;
    census_count weighted = 0;
};

// A group's (or half's) signature, packed: tile count, record id, and the statistics.
struct signature {
    int tiles = 0;
    std::uint32_t record = 0;
    int free_pairs = 0;   // seven pairs: pairs costing no draw (capped at 7)
    int near_pairs = 0;   // pairs costing one draw (capped at 7)
    int orphans = 0;      // orphan kinds held
    int orphan_pair = 0;  // an orphan kind held twice or more

    std::uint64_t key() const noexcept {
        return static_cast<std::uint64_t>(tiles) | static_cast<std::uint64_t>(record) << 5 |
               static_cast<std::uint64_t>(free_pairs) << 21 |
               static_cast<std::uint64_t>(near_pairs) << 25 |
               static_cast<std::uint64_t>(orphans) << 29 |
               static_cast<std::uint64_t>(orphan_pair) << 34;
    }
    static signature of_key(std::uint64_t k) noexcept {
        signature s;
        s.tiles = static_cast<int>(k & 31);
        s.record = static_cast<std::uint32_t>(k >> 5 & 0xFFFF);
        s.free_pairs = static_cast<int>(k >> 21 & 15);
        s.near_pairs = static_cast<int>(k >> 25 & 15);
        s.orphans = static_cast<int>(k >> 29 & 31);
        s.orphan_pair = static_cast<int>(k >> 34 & 1);
        return s;
    }
};

using distribution = std::unordered_map<std::uint64_t, tally>;

struct plan {
    int tiles = 0;
    int melds = 0;         // melds of the target
    bool pairs = false;    // seven pairs statistics needed
    bool quads = false;    // four of a kind as two pairs
    bool orphans = false;  // thirteen orphans statistics needed
    bool honours = true;
    bool honour_chows = false;
};

// Every count vector of a group with at most plan.tiles tiles, tallied by signature.
distribution group_distribution(bool suit, const plan& p) {
    distribution out;
    const int n = suit ? 9 : 7;
    std::array<std::uint8_t, 9> c{};
    auto visit = [&](auto&& self, int i, int tiles, census_count weight) -> void {
        if (i == n) {
            signature s;
            s.tiles = tiles;
            s.record = suit ? detail::suit_record_id(c.data())
                            : detail::honour_record_id(c.data(), p.honour_chows);
            for (int k = 0; k < n; ++k) {
                const int x = c[static_cast<std::size_t>(k)];
                if (p.pairs) {
                    s.free_pairs += (x >= 2) + (p.quads && x == 4);
                    s.near_pairs += (x == 1) + (p.quads && x == 3);
                }
                if (p.orphans && (!suit || k == 0 || k == 8)) {
                    s.orphans += x >= 1;
                    s.orphan_pair |= x >= 2;
                }
            }
            s.free_pairs = std::min(s.free_pairs, 7);
            s.near_pairs = std::min(s.near_pairs, 7);
            tally& t = out[s.key()];
            ++t.distinct;
            t.weighted += weight;
            return;
        }
        for (int x = 0; x <= 4 && tiles + x <= p.tiles; ++x) {
            c[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(x);
            self(self, i + 1, tiles + x,
                 weight * static_cast<unsigned>(choose4[static_cast<std::size_t>(x)]));
        }
        c[static_cast<std::size_t>(i)] = 0;
    };
    visit(visit, 0, 0, 1);
    return out;
}

template <class Merge>
distribution convolve(const distribution& a, const distribution& b, int max_tiles, Merge merge) {
    distribution out;
    for (const auto& [ka, ta] : a) {
        const signature sa = signature::of_key(ka);
        for (const auto& [kb, tb] : b) {
            const signature sb = signature::of_key(kb);
            if (sa.tiles + sb.tiles > max_tiles) continue;
            signature s;
            s.tiles = sa.tiles + sb.tiles;
            s.record = merge(sa.record, sb.record);
            s.free_pairs = std::min(sa.free_pairs + sb.free_pairs, 7);
            s.near_pairs = std::min(sa.near_pairs + sb.near_pairs, 7);
            s.orphans = sa.orphans + sb.orphans;
            s.orphan_pair = sa.orphan_pair | sb.orphan_pair;
            tally& t = out[s.key()];
            t.distinct += ta.distinct * tb.distinct;
            t.weighted += ta.weighted * tb.weighted;
        }
    }
    return out;
}

}  // namespace

std::string to_decimal(census_count n) {
    if (n == 0) return "0";
    std::string s;
    while (n != 0) {
        s.push_back(static_cast<char>('0' + static_cast<int>(n % 10)));
        n /= 10;
    }
    std::reverse(s.begin(), s.end());
    return s;
}

result<std::vector<census_row>> census(int tiles, const rules& r, const census_progress& progress) {
    if (auto ok = validate(r); !ok) return ok.err();
    if (tiles < 1 || tiles > 14) {
        return make_error(errc::invalid_value,
                          "census takes 1 to 14 tiles, not " + std::to_string(tiles));
    }
    if (r.wild != 0 || r.max_suits < 3 || r.kongs_in_hand) {
        return make_error(errc::invalid_value,
                          "census supports rules without wildcards, with max_suits 3 and without "
                          "kongs_in_hand");
    }
    const detail::target_shape shape = detail::shanten_shape(tiles, 0);
    plan p;
    p.tiles = tiles;
    p.melds = shape.melds;
    p.pairs = shape.special && r.seven_pairs;
    p.quads = r.seven_pairs_quads;
    p.orphans = shape.special && r.thirteen_orphans && r.honours;
    p.honours = r.honours;
    p.honour_chows = r.honour_chows;
    // thirteen_lan needs per-suit spacing statistics of its own: not tallied here.
    if (shape.special && r.thirteen_lan) {
        return make_error(errc::invalid_value, "census does not support thirteen_lan");
    }

    if (progress) progress(0.0);
    const distribution suit = group_distribution(true, p);
    distribution honour;
    if (r.honours) {
        honour = group_distribution(false, p);
    } else {
        honour[signature{0, detail::empty_honour_id(), 0, 0, 0, 0}.key()] = tally{1, 1};
    }
    const distribution two_suits = convolve(suit, suit, tiles, detail::merge_suits);
    if (progress) progress(0.2);
    const distribution suit_honours = convolve(suit, honour, tiles, detail::merge_suit_honours);
    if (progress) progress(0.3);

    // Pair the halves by tile count.
    std::vector<std::vector<std::pair<signature, tally>>> by_tiles(
        static_cast<std::size_t>(tiles + 1));
    for (const auto& [k, t] : suit_honours) {
        const signature s = signature::of_key(k);
        by_tiles[static_cast<std::size_t>(s.tiles)].emplace_back(s, t);
    }
    std::array<tally, 16> rows{};  // by distance 0…15
    const int kinds_total = r.honours ? kinds : suited_kinds;
    std::size_t done = 0;
    for (const auto& [k, ta] : two_suits) {
        const signature a = signature::of_key(k);
        for (const auto& [b, tb] : by_tiles[static_cast<std::size_t>(tiles - a.tiles)]) {
            int d = r.standard ? detail::merged_distance(a.record, b.record, p.melds, 1)
                               : detail::no_distance;
            if (p.pairs) {
                // Seven pairs: free pairs first, then pairs one draw short, then fresh ones.
                const int free = std::min(7, a.free_pairs + b.free_pairs);
                const int near = std::min(7 - free, a.near_pairs + b.near_pairs);
                const int options = kinds_total * (p.quads ? 2 : 1);
                if (options >= 7) d = std::min(d, near + 2 * (7 - free - near));
            }
            if (p.orphans) {
                d = std::min(
                    d, 13 - a.orphans - b.orphans + ((a.orphan_pair | b.orphan_pair) ? 0 : 1));
            }
            if (d >= detail::no_distance) continue;
            tally& row = rows[static_cast<std::size_t>(d)];
            row.distinct += ta.distinct * tb.distinct;
            row.weighted += ta.weighted * tb.weighted;
        }
        if (progress && (++done & 0x3FF) == 0) {
            progress(0.3 + 0.7 * static_cast<double>(done) / static_cast<double>(two_suits.size()));
        }
    }
    if (progress) progress(1.0);
    std::vector<census_row> out;
    for (int d = 0; d < static_cast<int>(rows.size()); ++d) {
        const tally& t = rows[static_cast<std::size_t>(d)];
        if (t.distinct != 0) out.push_back(census_row{d - 1, t.distinct, t.weighted});
    }
    return out;
}

}  // namespace hupai
