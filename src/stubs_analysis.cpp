// TEMPORARY stubs so the tree links while the analysis modules are written; removed by them.
#include "hupai/analysis.hpp"

namespace hupai {
result<win_result> check_win(const hand&, const rules&) { return make_error(errc::invalid_value, "not yet"); }
bool is_win(const hand&, const rules&) noexcept { return false; }
result<std::vector<decomposition>> decompose(const hand&, const rules&, std::size_t) { return make_error(errc::invalid_value, "not yet"); }
std::string_view name(wait_shape) noexcept { return "single"; }
result<waits_result> find_waits(const hand&, const rules&) { return make_error(errc::invalid_value, "not yet"); }
result<shanten_result> compute_shanten(const hand&, const rules&) { return make_error(errc::invalid_value, "not yet"); }
result<std::vector<discard_choice>> analyze_discards(const hand&, const rules&, const std::array<std::uint8_t, kinds>*) { return make_error(errc::invalid_value, "not yet"); }
}  // namespace hupai
