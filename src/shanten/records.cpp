// The shanten tables' view, ranks and merges (records.hpp).
#include "shanten/records.hpp"

#include <algorithm>

namespace hupai::detail {

namespace {
using gen::group_type;
using gen::record;

template <class T>
const T* at(const unsigned char* base, std::uint32_t offset) noexcept {
    return reinterpret_cast<const T*>(base + offset);
}
}  // namespace

table_view make_view() noexcept {
    table_view v;
    const auto bytes = shanten_table_bytes();
    const unsigned char* b = bytes.data();
    v.header = reinterpret_cast<const gen::blob_header*>(b);
    const auto& h = *v.header;
    v.suit_head = at<std::uint64_t>(b, h.suit_head);
    v.suit_tail = at<std::uint64_t>(b, h.suit_tail);
    v.honour_head = at<std::uint64_t>(b, h.honour_head);
    v.honour_tail = at<std::uint64_t>(b, h.honour_tail);
    v.suit_record_of = at<std::uint8_t>(b, h.suit_record_of);
    v.honour_record_of[0] = at<std::uint8_t>(b, h.honour_record_of);
    v.honour_record_of[1] = at<std::uint8_t>(b, h.honour_chows_record_of);
    v.suit_records = at<record>(b, h.suit_record);
    v.honour_records = at<record>(b, h.honour_record);
    v.ss_merge = at<std::uint16_t>(b, h.ss_merge);
    v.sh_merge = at<std::uint16_t>(b, h.sh_merge);
    v.ss_records = at<record>(b, h.ss_record);
    v.sh_records = at<record>(b, h.sh_record);
    v.final_need = at<std::uint8_t>(b, h.final_need);
    v.ss_count = h.ss_records;
    v.sh_count = h.sh_records;
    v.suit_count = h.suit_records;
    v.honour_count = h.honour_records;
    v.empty_honour = h.empty_honour;
    for (int g = 0; g < gen::group_type_count; ++g) {
        group_ranking& rk = v.rank[g];
        const bool suit = g == static_cast<int>(group_type::suit);
        rk.head = suit ? v.suit_head : v.honour_head;
        rk.tail = suit ? v.suit_tail : v.honour_tail;
        rk.record_of = suit ? v.suit_record_of : v.honour_record_of[g - 1];
    }
    return v;
}

const gen::record& table_record(gen::group_type g, const std::uint8_t* counts) noexcept {
    const table_view& v = view();
    return g == group_type::suit
               ? v.suit_records[suit_id(v, counts)]
               : v.honour_records[honour_id(v, counts, g == group_type::honour_chows)];
}

std::uint32_t suit_record_id(const std::uint8_t* counts) noexcept {
    return suit_id(view(), counts);
}
std::uint32_t honour_record_id(const std::uint8_t* counts, bool honour_chows) noexcept {
    return honour_id(view(), counts, honour_chows);
}
std::uint32_t empty_honour_id() noexcept { return view().empty_honour; }
const group_ranking& ranking(gen::group_type g) noexcept {
    return view().rank[static_cast<int>(g)];
}
std::uint32_t merge_suits(std::uint32_t a, std::uint32_t b) noexcept {
    const table_view& v = view();
    return v.ss_merge[a * v.header->suit_records + b];
}
std::uint32_t merge_suit_honours(std::uint32_t suit, std::uint32_t honours) noexcept {
    const table_view& v = view();
    return v.sh_merge[suit * v.honour_count + honours];
}

int merged_distance(std::uint32_t suits, std::uint32_t suit_honours, int melds,
                    int pairs) noexcept {
    const table_view& v = view();
    const record& x = v.ss_records[suits];
    const record& y = v.sh_records[suit_honours];
    int best = no_distance;
    for (int m = 0; m <= melds; ++m) {
        const int rest = melds - m;
        const int x0 = x[static_cast<std::size_t>(gen::lane(m, 0))];
        const int y0 = y[static_cast<std::size_t>(gen::lane(rest, 0))];
        if (pairs == 0) {
            best = std::min(best, x0 + y0);
            continue;
        }
        const int x1 = x[static_cast<std::size_t>(gen::lane(m, 1))];
        const int y1 = y[static_cast<std::size_t>(gen::lane(rest, 1))];
        best = std::min({best, x0 + y1, x1 + y0});
    }
    return best;
}

const merge_tables& merges() noexcept {
    static const merge_tables m = [] {
        const table_view& v = view();
        merge_tables t;
        t.ss_merge = v.ss_merge;
        t.sh_merge = v.sh_merge;
        t.final_need = v.final_need;
        t.suit_records = v.header->suit_records;
        t.honour_records = v.honour_count;
        t.ss_count = v.ss_count;
        t.sh_count = v.sh_count;
        return t;
    }();
    return m;
}

}  // namespace hupai::detail
