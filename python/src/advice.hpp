// The advice questions of the Python module (hupai.ev, hupai.calls, hupai.batch_ev): expected
// values of a hand's discards and the judgement of a call, under the model of docs/EV.md.
#pragma once

#include <nanobind/nanobind.h>

namespace hupai::python {

/// Binds EvRow, EvResult, CallOption, ev, calls and batch_ev into the module.
void bind_advice(nanobind::module_& m);

}  // namespace hupai::python
