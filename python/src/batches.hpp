// The NumPy batch functions of the Python module (hupai.batch_*): arrays of counts, jokers and
// melds checked and answered by the C API's batch calls on threads, the GIL released.
#pragma once

#include <nanobind/nanobind.h>

namespace hupai::python {

nanobind::tuple batch_shanten(nanobind::handle counts, nanobind::handle jokers,
                              nanobind::handle melds, nanobind::handle rules, int threads,
                              const nanobind::kwargs& flags);
nanobind::tuple batch_win(nanobind::handle counts, nanobind::handle jokers, nanobind::handle melds,
                          nanobind::handle rules, int threads, const nanobind::kwargs& flags);
nanobind::tuple batch_waits(nanobind::handle counts, nanobind::handle jokers,
                            nanobind::handle melds, nanobind::handle rules, int threads,
                            const nanobind::kwargs& flags);
nanobind::tuple batch_analyze(nanobind::handle counts, nanobind::handle jokers,
                              nanobind::handle melds, nanobind::handle rules, int threads,
                              const nanobind::kwargs& flags);

}  // namespace hupai::python
