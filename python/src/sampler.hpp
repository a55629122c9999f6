// hupai.random_hands: random hands dealt from the rules' wall, for the batch functions.
#pragma once

#include <nanobind/nanobind.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hupai::python {

/// Deals n hands of `tiles` tiles from `wall` (kinds 0–33, shuffled in place) into
/// out[n × 34] counts, from the stream of `seed`. Precondition: tiles ≤ wall.size().
void deal(std::vector<std::uint8_t>& wall, std::uint64_t seed, std::size_t n, int tiles,
          std::uint8_t* out) noexcept;

/// Binds random_hands into the module.
void bind_sampler(nanobind::module_& m);

}  // namespace hupai::python
