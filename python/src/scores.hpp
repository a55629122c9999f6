// The score objects of hupai.score (RiichiScore, GbScore and their entries), bound apart from the
// questions in module.cpp: what a win is worth as typed Python values.
#pragma once

#include <nanobind/nanobind.h>

#include "hupai/hupai.hpp"

namespace hupai::python {

/// A riichi score with the facts its payments depend on (who won, and how).
struct riichi_result {
    riichi_score score;
    bool tsumo = false;
    bool dealer = false;
};

/// Binds Yaku, Fu, Fan, RiichiScore and GbScore into the module.
void bind_scores(nanobind::module_& m);

}  // namespace hupai::python
