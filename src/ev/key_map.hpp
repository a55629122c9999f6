// The one hash map of the expected-value layer: 64-bit keys to 32-bit values, open addressing.
// It indexes the states of a search, the arrangements of each group and the measure's cached
// change codes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hupai::detail::ev {

/// An open-addressing map from 64-bit keys (never no_key) to 32-bit values, at most half full.
/// Each slot holds its key beside the value, so a probe reads one cache line.
class key_map {
public:
    static constexpr std::uint64_t no_key = ~std::uint64_t{0};
    static constexpr std::uint32_t none = 0xFFFFFFFFu;
    /// `slots`: the starting size, a power of two.
    explicit key_map(std::size_t slots = 512);
    /// A key's hash, which picks its slot (hashed once, it serves a prefetch and the add).
    static std::uint64_t hash(std::uint64_t k) noexcept {
        std::uint64_t x = k * 0x9E3779B97F4A7C15ull;
        x ^= x >> 29;
        x *= 0xBF58476D1CE4E5B9ull;
        x ^= x >> 32;
        return x;
    }
    /// The value of `k`; a new key is added with the value none, to be set through the pointer
    /// (valid until the next add).
    std::uint32_t* find_or_add(std::uint64_t k) { return find_or_add(k, hash(k)); }
    /// The same for `k` of hash h.
    std::uint32_t* find_or_add(std::uint64_t k, std::uint64_t h) {
        if ((used_ + 1) * 2 > mask_ + 1) grow();
        slot* const at = slots_.data();
        std::size_t s = static_cast<std::size_t>(h) & mask_;
        while (at[s].key != no_key) {
            if (at[s].key == k) return &at[s].value;
            s = (s + 1) & mask_;
        }
        ++used_;
        at[s].key = k;
        return &at[s].value;
    }
    /// The value of `k`, or none.
    std::uint32_t find(std::uint64_t k) const noexcept {
        const slot* const at = slots_.data();
        for (std::size_t s = slot_of(k); at[s].key != no_key; s = (s + 1) & mask_) {
            if (at[s].key == k) return at[s].value;
        }
        return none;
    }
    /// Asks the memory for the slot of a key of hash h ahead of a find or add.
    void prefetch_hash(std::uint64_t h) const noexcept {
        __builtin_prefetch(&slots_[static_cast<std::size_t>(h) & mask_]);
    }

private:
    struct slot {
        std::uint64_t key = no_key;
        std::uint32_t value = none;
    };
    std::size_t slot_of(std::uint64_t k) const noexcept {
        return static_cast<std::size_t>(hash(k)) & mask_;
    }
    void grow();
    std::vector<slot> slots_;
    std::size_t mask_ = 0, used_ = 0;
};

}  // namespace hupai::detail::ev
