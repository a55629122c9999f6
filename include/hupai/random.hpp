// hupai/random.hpp — a small, fast random generator for dealing hands: xoshiro256** 1.0
// (Blackman and Vigna) with its state filled by splitmix64 from one seed. The same seed gives
// the same stream on every platform (no std distributions).
#pragma once

#include <array>
#include <cstdint>

namespace hupai {

class xoshiro256 {
public:
    explicit constexpr xoshiro256(std::uint64_t seed) noexcept {
        for (std::uint64_t& word : s_) {
            seed += 0x9e3779b97f4a7c15ULL;
            std::uint64_t z = seed;
            z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
            z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
            word = z ^ (z >> 31);
        }
    }

    /// The next 64 random bits.
    constexpr std::uint64_t next() noexcept {
        const std::uint64_t out = rotl(s_[1] * 5, 7) * 9;
        const std::uint64_t t = s_[1] << 17;
        s_[2] ^= s_[0];
        s_[3] ^= s_[1];
        s_[1] ^= s_[2];
        s_[0] ^= s_[3];
        s_[2] ^= t;
        s_[3] = rotl(s_[3], 45);
        return out;
    }

private:
    static constexpr std::uint64_t rotl(std::uint64_t x, int k) noexcept {
        return (x << k) | (x >> (64 - k));
    }
    std::array<std::uint64_t, 4> s_{};
};

}  // namespace hupai
