// The shanten of search states and their neighbours (measure.hpp).
#include "ev/measure.hpp"

namespace hupai::detail::ev {

namespace {

int local_kinds(int g, bool red) noexcept { return g == 3 ? 7 : red ? group_kinds : 9; }

}  // namespace

measure::measure(const problem& p) noexcept
    : p_(p),
      m_(merges()),
      table_(p.reference),
      melds_needed_(4 - p.melds),
      special_(p.melds == 0),
      pairs_(p.r.seven_pairs),
      quads_(p.r.seven_pairs_quads),
      orphans_(p.r.thirteen_orphans && p.r.honours),
      cache_(starting_slots(p, 1024, 2)) {}

inline int measure::special_distance(const int* ge, int orphans, int orphan_pairs) const noexcept {
    int d = no_distance;
    if (pairs_) d = std::min(d, seven_pairs_need_of(ge[1], ge[2], ge[3], ge[4], quads_));
    if (orphans_) {
        d = std::min(d,
                     static_cast<int>(orphan_kinds.size()) - orphans + (orphan_pairs > 0 ? 0 : 1));
    }
    return d;
}

int measure::exact_standard(const measure_base& b, int g, std::uint8_t record) const noexcept {
    if (record == no_record) return no_distance;
    std::uint32_t id[groups] = {b.id[0], b.id[1], b.id[2], b.id[3]};
    id[g] = record;
    return standard_of(
        m_.need(melds_needed_, m_.suits(id[0], id[1]), m_.suit_honours(id[2], id[3])));
}

std::uint32_t measure::fill_changes(const arrangements& a, const measure_base& b, int g,
                                    std::uint16_t at, std::uint32_t other,
                                    std::uint32_t rest) const noexcept {
    std::uint32_t changes = 0;
    const bool red = p_.kind_count == max_kinds;
    const arrangement& x = a.at(g, at);
    const auto& records = b.by > 0 ? x.up_record : x.down_record;
    // Where a record of group g lands: its pair's merge with `other`, then the final need with
    // the other pair's id `rest` (the merges' rows and columns, strided).
    const std::uint16_t* merge;
    std::uint32_t merge_step;
    if (g < 2) {
        merge = m_.ss_merge + (g == 0 ? other : other * m_.suit_records);
        merge_step = g == 0 ? m_.suit_records : 1;
    } else {
        merge = m_.sh_merge + (g == 2 ? other : other * m_.honour_records);
        merge_step = g == 2 ? m_.honour_records : 1;
    }
    const std::uint8_t* need =
        m_.final_need + static_cast<std::uint32_t>(melds_needed_) * m_.ss_count * m_.sh_count +
        (g < 2 ? rest : rest * m_.sh_count);
    const std::uint32_t need_step = g < 2 ? m_.sh_count : 1;
    for (int local = 0; local < local_kinds(g, red); ++local) {
        // Moves no state makes (a fifth copy, a second red five, a tile not held) stay unknown.
        const std::uint8_t record = records[static_cast<std::size_t>(local)];
        unsigned change = unknown;
        if (record != no_record && b.standard < no_distance) {
            const int d = standard_of(need[merge[record * merge_step] * need_step]);
            if (d < no_distance && d >= b.standard - 1 && d <= b.standard + 1) {
                change = static_cast<unsigned>(d - b.standard + 1);
            }
        }
        changes |= change << (2 * local);
    }
    return changes;  // a code of 20 bits is never none
}

measure_base measure::base_of(const arrangements& a, state_code s, bool draw) {
    measure_base b;
    b.code = s;
    b.by = draw ? +1 : -1;
    if (!table_) return b;
    int ge[5] = {}, orphans = 0, orphan_pairs = 0;
    for (int g = 0; g < groups; ++g) {
        const arrangement& x = a.at(g, arrangement_of(s, g));
        b.id[g] = x.record;
        ge[1] += x.ge1;
        ge[2] += x.ge2;
        ge[3] += x.ge3;
        ge[4] += x.ge4;
        orphans += x.orphans;
        orphan_pairs += x.orphan_pairs;
    }
    b.ss = m_.suits(b.id[0], b.id[1]);
    b.sh = m_.suit_honours(b.id[2], b.id[3]);
    b.standard = standard_of(m_.need(melds_needed_, b.ss, b.sh));
    // The four cache keys are known now: their slots are fetched while the special forms work.
    std::uint64_t keys[groups], hashes[groups];
    for (int g = 0; g < groups; ++g) {
        keys[g] = change_key(b, g);
        hashes[g] = key_map::hash(keys[g]);
        cache_.prefetch_hash(hashes[g]);
    }
    int special = no_distance;
    if (special_) special = special_distance(ge, orphans, orphan_pairs);
    b.special_matters = special < b.standard + 2;
    if (b.special_matters) {
        // One more tile of a kind held c times: one more kind held c + 1 times or more.
        for (int c = 0; draw && c < 4; ++c) {
            for (int orphan = 0; orphan < 2; ++orphan) {
                int more[5] = {ge[0], ge[1], ge[2], ge[3], ge[4]};
                ++more[c + 1];
                b.special[c][orphan] = static_cast<std::uint8_t>(special_distance(
                    more, orphans + (orphan && c == 0), orphan_pairs + (orphan && c == 1)));
            }
        }
        for (int c = 1; !draw && c < 5; ++c) {
            for (int orphan = 0; orphan < 2; ++orphan) {
                int fewer[5] = {ge[0], ge[1], ge[2], ge[3], ge[4]};
                --fewer[c];
                b.special[c][orphan] = static_cast<std::uint8_t>(special_distance(
                    fewer, orphans - (orphan && c == 1), orphan_pairs - (orphan && c == 2)));
            }
        }
    }
    for (int g = 0; g < groups; ++g) b.changes[g] = changes_of(a, b, g, keys[g], hashes[g]);
    return b;
}

}  // namespace hupai::detail::ev
