// The situation of a win as the command line and batch lines give it (contract: spec/cli.md,
// docs/GB_SCORING.md): text first, turned into a hupai::situation once the hand is known, since the
// winning tile defaults to the last concealed tile written.
#pragma once

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hupai/error.hpp"
#include "hupai/notation.hpp"
#include "hupai/scoring.hpp"

namespace hupai::cli {

struct situation_args {
    std::optional<std::string> win_tile;  ///< nullopt: the last concealed tile written
    std::string seat_wind = "1z";
    std::string round_wind = "1z";
    bool tsumo = false;
    bool rinshan = false;
    bool chankan = false;
    bool last_tile = false;
    bool last_copy = false;
    // Riichi's, kept so that a scoring system they do not apply to can say so.
    int riichi = 0;
    bool ippatsu = false;
    bool blessing = false;
    std::vector<std::string> dora, ura;
    int honba = 0;
    int riichi_sticks = 0;
};

/// Reads the "situation" object of a batch line (keys as in docs/GB_SCORING.md).
/// Errors: invalid_json (not an object, a value of the wrong type), invalid_value (unknown key).
result<void> read_situation_json(const nlohmann::json& j, situation_args& out);

/// The situation of the hand written as `hand_text` in notation `n`: tiles parsed, the winning
/// tile defaulting to the last concealed (non-flower) tile written.
/// Errors: invalid_value (a tile that is not one, a wind that is not 1z–4z, no winning tile).
result<situation> build_situation(const situation_args& a, std::string_view hand_text, notation n);

/// The last concealed tile written in `text` (flowers skipped), e.g. 2z for "123m456p789s11122z
/// [555z]"; nullopt when there is none.
std::optional<tile> last_concealed_tile(std::string_view text, notation n);

}  // namespace hupai::cli
