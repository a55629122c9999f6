// The NumPy batch functions of the Python module (batches.hpp).
#include "batches.hpp"

#include <nanobind/ndarray.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <new>
#include <string>
#include <system_error>
#include <thread>
#include <type_traits>
#include <vector>

#include "arguments.hpp"
#include "hupai/hupai.h"

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace hupai::python {

void* array_memory(std::size_t bytes) {
    constexpr std::size_t huge = std::size_t{2} << 20;
    void* p = nullptr;
    if (bytes < 2 * huge) {
        p = std::malloc(bytes);
    } else {
        const std::size_t rounded = (bytes + huge - 1) / huge * huge;
        p = std::aligned_alloc(huge, rounded);
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        if (p != nullptr) (void)madvise(p, rounded, MADV_HUGEPAGE);  // a hint: refusal is fine
#endif
    }
    if (p == nullptr) throw std::bad_alloc();
    return p;
}

void free_array_memory(void* p) noexcept { std::free(p); }

const std::uint8_t* u8_rows(nb::handle obj, const char* what,
                            std::initializer_list<std::size_t> tail, std::size_t& rows,
                            in_array& keep) {
    if (!nb::try_cast(obj, keep, false)) {
        raise_value(std::string(what) + " must be a numpy array of uint8 (got " +
                    nb::type_name(obj.type()).c_str() + ")");
    }
    if (keep.dtype() != nb::dtype<std::uint8_t>()) {
        raise_value(std::string(what) + " must have dtype uint8 (use .astype(numpy.uint8))");
    }
    std::string shape = "[N";
    for (std::size_t t : tail) shape += ", " + std::to_string(t);
    shape += "]";
    if (keep.ndim() != 1 + tail.size())
        raise_value(std::string(what) + " must have shape " + shape);
    std::size_t axis = keep.ndim();
    for (auto it = std::rbegin(tail); it != std::rend(tail); ++it) {
        if (keep.shape(--axis) != *it) raise_value(std::string(what) + " must have shape " + shape);
    }
    rows = keep.shape(0);
    if (keep.size() == 0) return nullptr;  // no element: no layout to check
    // C order: each axis steps over the elements of the axes after it (an axis of length 1 may
    // have any stride).
    std::int64_t stride = 1;
    for (std::size_t a = keep.ndim(); a-- > 0;) {
        if (keep.shape(a) > 1 && keep.stride(a) != stride) {
            raise_value(std::string(what) + " must be C-contiguous (use numpy.ascontiguousarray)");
        }
        stride *= static_cast<std::int64_t>(keep.shape(a));
    }
    return static_cast<const std::uint8_t*>(keep.data());
}

result<hand> row_hand(const std::uint8_t* counts, std::uint8_t jokers, const std::uint8_t* melds) {
    hand h;
    for (std::size_t t = 0; t < kinds; ++t) h.counts[t] = counts[t];
    h.jokers = jokers;
    for (int slot = 0; melds != nullptr && slot < HUPAI_MAX_MELDS; ++slot) {
        const std::uint8_t* m = melds + 4 * slot;
        if (m[0] == 0) continue;
        if (m[0] > 5 || m[1] >= kinds || m[2] >= kinds || m[3] >= kinds) {
            return make_error(errc::invalid_meld, "a meld slot of kind 1-5 and tiles 0-33");
        }
        h.melds[h.meld_count++] = meld{static_cast<meld_kind>(m[0] - 1), {m[1], m[2], m[3]}, 0};
    }
    return h;
}

batch_input::batch_input(nb::handle c, nb::handle j, nb::handle m, nb::handle r,
                         const nb::kwargs& flags) {
    counts = u8_rows(c, "counts", {hupai::kinds}, n, counts_keep);
    std::size_t rows = 0;
    if (!j.is_none()) {
        jokers = u8_rows(j, "jokers", {}, rows, jokers_keep);
        if (rows != n) raise_value("jokers must have one entry per row of counts");
    }
    if (!m.is_none()) {
        static_assert(sizeof(hupai_meld) == 4);
        melds = reinterpret_cast<const hupai_meld*>(
            u8_rows(m, "melds", {HUPAI_MAX_MELDS, 4}, rows, melds_keep));
        if (rows != n) raise_value("melds must have one entry per row of counts");
    }
    // hupai_rules is the opaque storage of a hupai::rules (src/capi/convert.hpp).
    static_assert(std::is_trivially_copyable_v<hupai::rules> &&
                  sizeof(hupai::rules) <= sizeof(hupai_rules));
    library_rules = rules_arg(r, flags);
    std::memcpy(rules.opaque, &library_rules, sizeof library_rules);
}

result<hand> batch_input::hand_at(std::size_t i) const {
    return row_hand(counts + i * kinds, jokers != nullptr ? jokers[i] : std::uint8_t{0},
                    melds != nullptr
                        ? reinterpret_cast<const std::uint8_t*>(melds + i * HUPAI_MAX_MELDS)
                        : nullptr);
}

nb::tuple batch_shanten(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                        nb::handle threads, const nb::kwargs& flags) {
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::int8_t> shanten(in.n);
    out_array<std::uint8_t> status(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_shanten(&in.rules, count, r.counts, r.jokers, r.melds, shanten.at(first),
                                  status.at(first));
    });
    return nb::make_tuple(shanten.to_numpy({in.n}), status.to_numpy({in.n}));
}

nb::tuple batch_win(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                    nb::handle threads, const nb::kwargs& flags) {
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::uint8_t> win(in.n), forms(in.n), status(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_win(&in.rules, count, r.counts, r.jokers, r.melds, win.at(first),
                              forms.at(first), status.at(first));
    });
    return nb::make_tuple(win.to_numpy<bool>({in.n}), forms.to_numpy({in.n}),
                          status.to_numpy({in.n}));
}

nb::tuple batch_waits(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                      nb::handle threads, const nb::kwargs& flags) {
    constexpr std::size_t k = hupai::kinds;
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::uint8_t> waits(in.n, k), status(in.n);
    out_array<std::int8_t> shanten(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_waits(&in.rules, count, r.counts, r.jokers, r.melds, waits.at(first),
                                shanten.at(first), status.at(first));
    });
    return nb::make_tuple(waits.to_numpy<bool>({in.n, k}), shanten.to_numpy({in.n}),
                          status.to_numpy({in.n}));
}

nb::tuple batch_analyze(nb::handle counts, nb::handle jokers, nb::handle melds, nb::handle rules,
                        nb::handle threads, const nb::kwargs& flags) {
    constexpr std::size_t k = hupai::kinds;
    batch_input in(counts, jokers, melds, rules, flags);
    out_array<std::int8_t> shanten(in.n, k);
    out_array<std::uint8_t> improving(in.n, k * k), status(in.n);
    run_split(in.n, threads, [&](std::size_t first, std::size_t count) {
        const batch_input::rows r = in.at(first);
        (void)hupai_batch_analyze(&in.rules, count, r.counts, r.jokers, r.melds, shanten.at(first),
                                  improving.at(first), status.at(first));
    });
    return nb::make_tuple(shanten.to_numpy({in.n, k}), improving.to_numpy<bool>({in.n, k, k}),
                          status.to_numpy({in.n}));
}

}  // namespace hupai::python
