// The GB (Chinese Official) score as the `score` command prints it (a score sheet) and as the
// "score" key of a JSON answer (docs/GB_SCORING.md).
#pragma once

#include <string>

#include "hupai/gb.hpp"
#include "json_writer.hpp"

namespace hupai::cli {

/// Appends the score sheet: the situation, each fan (Chinese and English names, points, count),
/// the total, whether the 8-point minimum is met, and the payments.
void append_gb_score_sheet(std::string& o, const gb_score& s, const situation& sit, bool unicode);

/// Writes the "score" object: {"form", "fans": [{"name", "chinese", "points", "count"}], "total",
/// "qualifies", "payments", "total_won"}.
void write_gb_score(json_writer& w, const gb_score& s);

}  // namespace hupai::cli
