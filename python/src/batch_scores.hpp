// The scoring batch functions of the Python module: hupai.batch_score_riichi and
// hupai.batch_score_gb score N concealed winning hands given as counts, with a situation whose
// keys are scalars (every row) or arrays (one value a row).
#pragma once

#include <nanobind/nanobind.h>

#include <string>

namespace hupai::python {

/// Binds batch_score_riichi and batch_score_gb.
void bind_batch_scores(nanobind::module_& m);

}  // namespace hupai::python
