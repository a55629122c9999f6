// The NumPy batch functions of the Python module (hupai.batch_*): arrays of counts, jokers and
// melds checked and answered by the C API's batch calls on threads, the GIL released.
#pragma once

#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <system_error>
#include <thread>
#include <vector>

#include "arguments.hpp"
#include "hupai/hupai.h"
#include "hupai/hupai.hpp"

namespace hupai::python {

namespace nb = nanobind;

using in_array = nb::ndarray<nb::ro, nb::device::cpu>;

/// An input array of uint8 with the given trailing shape, C-contiguous; rows = its first axis.
/// Raises HandError (invalid_value) otherwise; `keep` holds the array while its data is read.
const std::uint8_t* u8_rows(nb::handle obj, const char* what,
                            std::initializer_list<std::size_t> tail, std::size_t& rows,
                            in_array& keep);

/// Uninitialised memory for the values of a new array (throws std::bad_alloc). A large one is
/// aligned to 2 MiB and asks for transparent huge pages, so that writing a big answer is not
/// paid for in page faults (a tenth of the time of random_hands without them).
void* array_memory(std::size_t bytes);
void free_array_memory(void* p) noexcept;

/// A new NumPy array of `rows` × `width` values that owns its buffer.
template <class T>
struct out_array {
    struct freer {
        void operator()(T* p) const noexcept { free_array_memory(p); }
    };
    std::unique_ptr<T, freer> data;
    std::size_t width;
    out_array(std::size_t rows, std::size_t w = 1)
        : data(static_cast<T*>(array_memory(std::max<std::size_t>(rows * w, 1) * sizeof(T)))),
          width(w) {}
    /// Where row `first` starts.
    T* at(std::size_t first) const noexcept { return data.get() + first * width; }
    template <class U = T>
    nb::object to_numpy(std::initializer_list<std::size_t> shape) {
        T* raw = data.release();
        nb::capsule owner(raw, [](void* p) noexcept { free_array_memory(p); });
        return nb::cast(nb::ndarray<nb::numpy, U>(reinterpret_cast<U*>(raw), shape.size(),
                                                  shape.begin(), owner));
    }
};

/// Runs `job(first, count)` over [0, n) on the threads a `threads` argument asks for
/// (threads_arg: 0 is one per core, never more than the cores), GIL released; fewer than
/// `rows_per_thread` rows a thread stay on one.
template <class Job>
void run_split(std::size_t n, nb::handle threads, Job&& job, std::size_t rows_per_thread = 256) {
    std::size_t t = static_cast<std::size_t>(threads_arg(threads));
    t = std::max<std::size_t>(1, std::min(t, n / rows_per_thread + 1));
    nb::gil_scoped_release unlocked;
    std::vector<std::thread> workers;
    const std::size_t chunk = (n + t - 1) / t;
    for (std::size_t i = 1; i < t; ++i) {
        const std::size_t first = i * chunk;
        if (first >= n) break;
        const std::size_t count = std::min(chunk, n - first);
        try {
            workers.emplace_back([&job, first, count] { job(first, count); });
        } catch (const std::system_error&) {
            job(first, count);  // no thread to be had: this one does the chunk
        }
    }
    job(0, std::min(chunk, n));
    for (std::thread& w : workers) w.join();
}

/// Row i's hand from its counts, jokers and melds (kind, t0, t1, t2; kind 0 an unused slot), or
/// the error that keeps it from being one (invalid_meld). The size is not checked here.
result<hand> row_hand(const std::uint8_t* counts, std::uint8_t jokers, const std::uint8_t* melds);

/// The inputs of a batch call, checked: counts [N, 34], jokers [N] or None, melds [N, 4, 4] or
/// None, and the rules.
struct batch_input {
    in_array counts_keep, jokers_keep, melds_keep;
    const std::uint8_t* counts = nullptr;
    const std::uint8_t* jokers = nullptr;
    const hupai_meld* melds = nullptr;
    std::size_t n = 0;
    hupai::rules library_rules;
    hupai_rules rules{};  ///< the same, for the C API

    batch_input(nb::handle c, nb::handle j, nb::handle m, nb::handle r, const nb::kwargs& flags);

    /// The input arrays from row `first` on.
    struct rows {
        const std::uint8_t* counts;
        const std::uint8_t* jokers;
        const hupai_meld* melds;
    };
    rows at(std::size_t first) const noexcept {
        return {counts + first * hupai::kinds, jokers != nullptr ? jokers + first : nullptr,
                melds != nullptr ? melds + first * HUPAI_MAX_MELDS : nullptr};
    }

    /// Row i as a hand (row_hand).
    result<hand> hand_at(std::size_t i) const;
};

nanobind::tuple batch_shanten(nanobind::handle counts, nanobind::handle jokers,
                              nanobind::handle melds, nanobind::handle rules,
                              nanobind::handle threads, const nanobind::kwargs& flags);
nanobind::tuple batch_win(nanobind::handle counts, nanobind::handle jokers, nanobind::handle melds,
                          nanobind::handle rules, nanobind::handle threads,
                          const nanobind::kwargs& flags);
nanobind::tuple batch_waits(nanobind::handle counts, nanobind::handle jokers,
                            nanobind::handle melds, nanobind::handle rules,
                            nanobind::handle threads, const nanobind::kwargs& flags);
nanobind::tuple batch_analyze(nanobind::handle counts, nanobind::handle jokers,
                              nanobind::handle melds, nanobind::handle rules,
                              nanobind::handle threads, const nanobind::kwargs& flags);

}  // namespace hupai::python
