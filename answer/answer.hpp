// The JSON answer for one hand: the object batch mode prints per line and --json prints per
// command (contract: docs/CLI.md). Shapes chosen here (documented in docs/CLI.md):
//
//   {"id": …, "hand": "123m456p789s11122z", "size": 14,
//    "win": true, "forms": ["standard"], "fei": true, "zhifei": true,   (fei/zhifei only when set)
//    "shanten": -1, "shanten_by_form": {"standard": -1, "seven_pairs": 5},
//    "waits": ["1m", "4m"], "karaten": [], "shapes": {"1m": ["two_sided"], "4m": ["two_sided"]},
//    "decompositions": [{"form": "standard", "groups": ["11m", "123m", "[555z]"],
//                        "wild": [{"group": 1, "as": "2m"}]}],
//    "analysis": [{"discard": "1m", "shanten": 1, "improving": ["2m", "5m"],
//                  "unseen": {"2m": 4, "5m": 3}, "total": 7}],              (3n+2 hands)
//    "draws": {"shanten": 1, "improving": ["2m", "5m"], "unseen": {…}, "total": 7}}  (3n+1)
//
// "truncated": true follows "decompositions" when the list was cut at decomposition_limit.
//
// Without explicit ops a 3n+2 hand gets win, forms and shanten; a 3n+1 hand waits, karaten and
// shanten (exactly the keys of the contract). An explicit "shanten" op adds shanten_by_form
// (the forms the rules have); an explicit "waits" op adds shapes. A shanten no form applies to
// (every form of the rules switched off for this size) is null.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "admission/validated.hpp"
#include "hupai/analysis.hpp"
#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/rules.hpp"
#include "json_writer.hpp"
#include "score.hpp"

namespace hupai::cli {

/// The questions a batch line may ask ("ops"), as bits.
enum op_bit : std::uint16_t {
    op_win = 1u << 0,        ///< "win": the verdict (and fei/zhifei)
    op_forms = 1u << 1,      ///< "forms": the forms that complete the hand
    op_shanten = 1u << 2,    ///< "shanten": overall and per form
    op_waits = 1u << 3,      ///< "waits": waits, karaten, shapes (and fei/zhifei)
    op_decompose = 1u << 4,  ///< "decompose": output key "decompositions"
    op_analyze = 1u << 5,    ///< "analyze": output key "analysis"
    op_score = 1u << 6,      ///< "score": the score of a win (needs a situation)
    op_ev = 1u << 7,         ///< "ev": expected values of the discards (answered alone, ev.hpp)
    op_call = 1u << 8,       ///< "call": the options a discard offers (answered alone, call.hpp)
};
using op_set = std::uint16_t;
/// No ops given: the default answer for the hand's size.
inline constexpr op_set default_ops = 0;

/// The most decompositions an answer lists (hupai::decompose's default limit); a longer list is
/// cut there and marked "truncated": true.
inline constexpr std::size_t decomposition_limit = 1000;

/// The ops a name denotes ("win" = win and forms, "forms", "shanten", "waits", "decompose",
/// "analyze", "score", "ev", "call").
/// Errors: unknown_op.
result<op_set> parse_op(std::string_view name);

/// Appends the answer object for `h` under `r` (no newline). `id_json` is the already-serialized
/// id to echo, empty for none. `canonical` is format_hand(h) when the caller has it already
/// (see is_canonical_concealed), else empty. With `drop_unfit_ops` (batch lines) explicit ops the
/// hand's size cannot answer ("waits" on 14 tiles) are left out unless none fits; the commands'
/// --json keeps them, so that `check` on 13 tiles stays bad input. Nothing is written on error:
/// the error of the first question that rejects the hand is returned (e.g. wrong_hand_size for
/// "win" on 13 tiles).
/// The "score" op scores the win in situation `where` (required for it; see score.hpp);
/// `visible` (tiles seen outside the hand, or null) goes to the analyze op's unseen counts.
/// The hand is validated once for all its questions; `admitted`, when the caller has validated
/// it already (h and r themselves), spares that too. The rules come compiled (a batch compiles
/// them once for its lines), or are compiled for this answer alone.
result<void> write_answer(json_writer& w, std::string_view id_json, const hand& h,
                          const detail::compiled_rules& r, op_set ops,
                          std::string_view canonical = {}, bool drop_unfit_ops = false,
                          const situation* where = nullptr,
                          const std::array<std::uint8_t, kinds>* visible = nullptr,
                          const detail::validated_hand* admitted = nullptr);
inline result<void> write_answer(json_writer& w, std::string_view id_json, const hand& h,
                                 const rules& r, op_set ops, std::string_view canonical = {},
                                 bool drop_unfit_ops = false, const situation* where = nullptr,
                                 const std::array<std::uint8_t, kinds>* visible = nullptr,
                                 const detail::validated_hand* admitted = nullptr) {
    return write_answer(w, id_json, h, detail::compile_rules(r), ops, canonical, drop_unfit_ops,
                        where, visible, admitted);
}

/// Appends {"id": <id or null>, "error": "<code>: <message>"} (no newline).
void write_error(json_writer& w, std::string_view id_json, const error& e);

/// Appends the kinds of `mask` as a JSON array of MPSZ names, in tile order.
void write_tile_list(json_writer& w, std::uint64_t mask);

}  // namespace hupai::cli
