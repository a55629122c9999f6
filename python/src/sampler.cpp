// hupai.random_hands (sampler.hpp): hands dealt from the rules' wall as a table deals them,
// every set of wall positions equally likely, with xoshiro256** and a partial Fisher–Yates
// shuffle.
#include "sampler.hpp"

#include <nanobind/ndarray.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "arguments.hpp"
#include "batches.hpp"
#include "hupai/random.hpp"

using namespace nanobind::literals;

namespace hupai::python {

namespace {

/// hupai::xoshiro256 with exact bounded draws.
class generator {
public:
    explicit generator(std::uint64_t seed) noexcept : bits_(seed) {}

    /// Uniform in [0, bound), exactly: Lemire's multiply-and-shift on 32 random bits (each
    /// output of the generator serves two calls), rejecting the few low products that would
    /// favour some values.
    std::uint32_t below(std::uint32_t bound) noexcept {
        std::uint64_t m = std::uint64_t{half()} * bound;
        if (static_cast<std::uint32_t>(m) < bound) {
            const std::uint32_t floor = (0U - bound) % bound;
            while (static_cast<std::uint32_t>(m) < floor) m = std::uint64_t{half()} * bound;
        }
        return static_cast<std::uint32_t>(m >> 32);
    }

private:
    std::uint32_t half() noexcept {
        if (spare_left_) {
            spare_left_ = false;
            return spare_;
        }
        const std::uint64_t x = bits_.next();
        spare_ = static_cast<std::uint32_t>(x);
        spare_left_ = true;
        return static_cast<std::uint32_t>(x >> 32);
    }

    xoshiro256 bits_;
    std::uint32_t spare_ = 0;
    bool spare_left_ = false;
};

/// The rules' wall of the 34 kinds: 4 copies of each kind they have (no honours: 108 tiles).
std::vector<std::uint8_t> wall_of(const rules& r) {
    std::vector<std::uint8_t> wall;
    const int kinds_held = r.honours ? kinds : 27;
    for (int k = 0; k < kinds_held; ++k)
        wall.insert(wall.end(), copies, static_cast<std::uint8_t>(k));
    return wall;
}

}  // namespace

void deal(std::vector<std::uint8_t>& wall, std::uint64_t seed, std::size_t n, int tiles,
          std::uint8_t* out) noexcept {
    generator rng(seed);
    const auto size = static_cast<std::uint32_t>(wall.size());
    std::memset(out, 0, n * kinds);
    // A partial Fisher–Yates shuffle draws `tiles` distinct positions uniformly. The wall is not
    // put back between hands: the shuffle is uniform whatever order the wall is in.
    for (std::size_t h = 0; h < n; ++h) {
        std::uint8_t* row = out + h * kinds;
        for (std::uint32_t i = 0; i < static_cast<std::uint32_t>(tiles); ++i) {
            const std::uint32_t j = i + rng.below(size - i);
            const std::uint8_t kind = wall[j];
            wall[j] = wall[i];
            wall[i] = kind;
            ++row[kind];
        }
    }
}

void bind_sampler(nb::module_& m) {
    m.def(
        "random_hands",
        [](nb::handle n_given, nb::handle tiles_given, nb::handle seed_given,
           nb::handle rules_given, const nb::kwargs& flags) {
            std::vector<std::uint8_t> wall = wall_of(rules_arg(rules_given, flags));
            const auto n = static_cast<std::size_t>(int_arg(n_given, "n", 0, 1LL << 40));
            const auto tiles = static_cast<int>(int_arg(tiles_given, "tiles (at most the wall)", 0,
                                                        static_cast<long long>(wall.size())));
            std::uint64_t seed = 0;
            if (seed_given.is_none()) {
                std::random_device device;
                seed = (static_cast<std::uint64_t>(device()) << 32) | device();
            } else {
                seed = static_cast<std::uint64_t>(
                    int_arg(seed_given, "seed", 0, std::numeric_limits<long long>::max()));
            }
            out_array<std::uint8_t> out(n, kinds);
            {
                nb::gil_scoped_release unlocked;
                deal(wall, seed, n, tiles, out.at(0));
            }
            return out.to_numpy({n, static_cast<std::size_t>(kinds)});
        },
        nb::sig("def random_hands(n: int, tiles: int = 14, seed: int | None = None, rules: str | "
                "Rules = 'chinese', **flags: object) -> numpy.typing.NDArray[numpy.uint8]"),
        "n"_a.none(), "tiles"_a.none() = 14, "seed"_a.none() = nb::none(),
        "rules"_a.none() = "chinese", "flags"_a,
        "n hands of `tiles` tiles dealt from the rules' wall as uint8[n, 34] counts, for the\n"
        "batch functions. Each hand is `tiles` distinct tiles of the wall, every set of\n"
        "positions equally likely, as a table deals (pairs and triplets as often as in play).\n"
        "The wall: 4 copies of each of the 34 kinds (136 tiles), or of the 27 suited kinds\n"
        "under rules without honours (sichuan: 108). Flowers are not dealt: where the rules\n"
        "have them they are set aside and replaced on drawing, so the hand is a deal from the\n"
        "other tiles. There are no `?` jokers in a wall. seed: an int from 0 to 2**63 - 1\n"
        "(the same seed deals the same hands), or None for a fresh one. xoshiro256** and a\n"
        "partial Fisher-Yates shuffle, one thread, the GIL released.\n\n"
        ">>> hands = hupai.random_hands(3, seed=7)\n"
        ">>> hands.shape, hands.dtype, hands.sum(axis=1).tolist()\n"
        "((3, 34), dtype('uint8'), [14, 14, 14])");
}

}  // namespace hupai::python
