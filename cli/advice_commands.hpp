// The `hupai ev` and `hupai call` commands: the answers of the batch ops `ev` and `call`
// (ev.hpp, call.hpp) printed as a table, or with --json as the batch object.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "hupai/calls.hpp"
#include "hupai/ev.hpp"
#include "hupai/notation.hpp"
#include "invocation.hpp"

namespace hupai::cli {

/// The table `hupai ev` prints: one line per row, best expected score at t_min first (the win
/// chance where the rules do not score).
std::string ev_table(const ev_result& r, const ev_options& o, bool unicode);

/// `hupai ev HAND`: the table, or with --json the batch answer object. Returns the exit status.
int ev_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h,
               const rules& r);

/// The table `hupai call` prints: one line per option, in the library's order.
std::string call_table(const call_question& q, const std::vector<call_option>& options, bool scored,
                       bool unicode);

/// `hupai call HAND --tile T`: the table, or with --json the batch answer object.
int call_command(const invocation& inv, std::FILE* out, std::FILE* err, const hand& h,
                 const rules& r, notation n);

}  // namespace hupai::cli
