// The commands that advise (docs/EV.md): `hupai ev HAND` and `hupai call HAND --tile T`, each a
// table or, with --json, the object their batch op answers.
#pragma once

#include <cstdio>

#include "hupai/hand.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "invocation.hpp"

namespace hupai::cli {

/// `hupai ev HAND`: expected values of each discard. Returns the exit status.
int ev_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h,
               const rules& r);

/// `hupai call HAND --tile T`: the options a discard offers. Returns the exit status.
int call_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h,
                 const rules& r, notation n);

}  // namespace hupai::cli
