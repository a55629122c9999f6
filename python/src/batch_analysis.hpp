// The analysis batch functions of the Python module: hupai.batch_improving (3n+1 hands) and
// hupai.batch_discards (3n+2 hands), with the tiles seen; and the FORM_* bits of batch_win.
#pragma once

#include <nanobind/nanobind.h>

#include <string>

namespace hupai::python {

nanobind::tuple batch_improving(nanobind::handle counts, nanobind::handle jokers,
                                nanobind::handle melds, nanobind::handle rules,
                                nanobind::handle visible, nanobind::handle mask,
                                nanobind::handle threads, const nanobind::kwargs& flags);
nanobind::tuple batch_discards(nanobind::handle counts, nanobind::handle jokers,
                               nanobind::handle melds, nanobind::handle rules,
                               nanobind::handle visible, nanobind::handle full,
                               nanobind::handle threads, const nanobind::kwargs& flags);

/// Binds batch_improving, batch_discards and FORM_STANDARD … FORM_KNITTED_STRAIGHT; their
/// docstrings end with `batch_doc`, the arrays' description the batch functions share.
void bind_batch_analysis(nanobind::module_& m, const std::string& batch_doc);

}  // namespace hupai::python
