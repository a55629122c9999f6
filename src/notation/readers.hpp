// One reader per notation (docs/NOTATION.md). Each returns the hand or the first error in text
// order, with its byte offset, and leaves in its builder what else the text says (the last
// concealed tile). Precondition for all: text.size() <= max_line_bytes.
#pragma once

#include <string_view>

#include "hupai/error.hpp"
#include "hupai/hand.hpp"
#include "hupai/notation.hpp"
#include "notation/builder.hpp"

namespace hupai::detail {

/// The general MPSZ reader (every construct, every error): `123m456p789s11z`, `0m` red five,
/// `?` joker, `[123m]` `(1111m)` melds.
result<hand> read_mpsz_general(std::string_view text, hand_builder& b);
result<hand> read_mpsz_general(std::string_view text);
/// The fast path for the common case: a valid hand of digit runs, spaces and `?` only. Returns
/// true and sets `out` to what read_mpsz_general would return; false when the text is anything
/// else (then `out` is unchanged and the general reader decides). No allocation.
bool read_plain_mpsz(std::string_view text, hand& out) noexcept;
/// U+1F000–U+1F02A (🀪 is a joker); melds as `[🀇🀈🀉]`.
result<hand> read_unicode(std::string_view text, hand_builder& b);
/// 一万 二筒 三条 东 中 红中 春 …; melds as `[一万二万三万]`.
result<hand> read_chinese(std::string_view text, hand_builder& b);
/// The numeric codes 101 … 508; melds as `[101 102 103]`.
result<hand> read_codes(std::string_view text, hand_builder& b);
/// The MediaTek letters: no melds, no jokers.
result<hand> read_mediatek(std::string_view text, hand_builder& b);

/// The reader of notation n (automatic: the one detect_notation names) into b.
result<hand> read_in(notation n, std::string_view text, hand_builder& b);

}  // namespace hupai::detail
