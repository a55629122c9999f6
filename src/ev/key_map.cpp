// The expected-value layer's hash map (key_map.hpp).
#include "ev/key_map.hpp"

namespace hupai::detail::ev {

key_map::key_map(std::size_t slots) : slots_(slots), mask_(slots - 1) {}

void key_map::grow() {
    std::vector<slot> old(slots_.size() * 2);
    old.swap(slots_);
    mask_ = slots_.size() - 1;
    for (const slot& o : old) {
        if (o.key == no_key) continue;
        std::size_t s = slot_of(o.key);
        while (slots_[s].key != no_key) s = (s + 1) & mask_;
        slots_[s] = o;
    }
}

}  // namespace hupai::detail::ev
