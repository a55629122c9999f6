// The classes of the Python module apart from the scores and the advice: the arguments (Hand,
// Meld, Rules; hands.cpp), the answers of the questions (Win … Decomposition; results.cpp) and
// the text conversions of arrays (texts.cpp).
#pragma once

#include <nanobind/nanobind.h>

namespace hupai::python {

/// Binds Meld, Hand and Rules into the module.
void bind_hands(nanobind::module_& m);

/// Binds Win, Waits, Shanten, Draws, Discard, Group and Decomposition into the module.
void bind_results(nanobind::module_& m);

/// Binds _counts_of (hupai.counts' loop) and texts: hand texts to counts and back (texts.cpp).
void bind_texts(nanobind::module_& m);

}  // namespace hupai::python
