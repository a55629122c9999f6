// Seven pairs, thirteen orphans and thirteen_lan with wildcards (docs/RULES.md).
#include "analysis/special_forms.hpp"

#include <algorithm>

namespace hupai::detail {

bool thirteen_lan_complete(const count_words& w, const rules& r) noexcept {
    // No kind twice (honours all different too).
    if (has_at_least(w.suit[0], 2) | has_at_least(w.suit[1], 2) | has_at_least(w.suit[2], 2) |
        has_at_least(w.last, 2) | (w.nine_m >= 2) | (w.nine_p >= 2)) {
        return false;
    }
    if (w.honours() != 0 && !r.honours) return false;
    int capacity = 0;
    int used = 0;
    for (int s = 0; s < 3; ++s) {
        // Bytes of 0 or 1 gathered into bits: bit i of the product's top byte is byte i.
        const auto mask =
            static_cast<unsigned>((w.suit[s] * 0x0102040810204080ull) >> 56) | w.nine(s) << 8;
        if (mask == 0) continue;
        const std::uint8_t cap = lan_capacity(mask);
        if (cap == gen::lan_invalid) return false;
        capacity += cap;
        ++used;
    }
    // Wildcards may open a suit with no natural tile (3 places: 1-4-7 …) while the rules allow
    // another suit, and take any missing honour when the rules have honours.
    const int open_suits = std::clamp(r.max_suits - used, 0, 3 - used);
    capacity += 3 * open_suits + (r.honours ? 7 : 0);
    return capacity >= 14;
}

}  // namespace hupai::detail
