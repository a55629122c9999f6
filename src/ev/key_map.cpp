// The expected-value layer's hash map (key_map.hpp).
#include "ev/key_map.hpp"

namespace hupai::detail::ev {

key_map::key_map(std::size_t slots) : slots_(slots), mask_(slots - 1) {}

std::size_t key_map::slot_of(std::uint64_t k) const noexcept {
    std::uint64_t x = k * 0x9E3779B97F4A7C15ull;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 32;
    return static_cast<std::size_t>(x) & mask_;
}

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

std::uint32_t* key_map::find_or_add(std::uint64_t k) {
    if ((used_ + 1) * 2 > slots_.size()) grow();
    std::size_t s = slot_of(k);
    while (slots_[s].key != no_key) {
        if (slots_[s].key == k) return &slots_[s].value;
        s = (s + 1) & mask_;
    }
    ++used_;
    slots_[s].key = k;
    return &slots_[s].value;
}

std::uint32_t key_map::find(std::uint64_t k) const noexcept {
    std::size_t s = slot_of(k);
    while (slots_[s].key != no_key) {
        if (slots_[s].key == k) return slots_[s].value;
        s = (s + 1) & mask_;
    }
    return none;
}

}  // namespace hupai::detail::ev
