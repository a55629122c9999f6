// Rule options: presets and flag overrides by name.
#include "options.hpp"

#include <algorithm>

#include "hupai/notation.hpp"

namespace hupai::cli {

notation notation_for(std::optional<notation> given, std::string_view preset) noexcept {
    if (given) return *given;
    return preset == "mediatek" ? notation::mediatek : notation::automatic;
}

std::string wild_in_mpsz(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t end = std::min(text.find_first_of(", ", i), text.size());
        if (end > i) {
            // A piece that is not one tile is left for the rules to refuse, as written.
            auto h = parse_hand(text.substr(i, end - i));
            if (!h || h->concealed_size() + h->flower_count() != 1 || h->jokers != 0) {
                return std::string(text);
            }
            for (int t = 0; t < all_kinds; ++t) {
                if (h->counts[static_cast<std::size_t>(t)] != 0) {
                    out += (out.empty() ? "" : ",") + format_tile(static_cast<tile>(t));
                }
            }
        }
        i = end + 1;
    }
    return out.empty() ? std::string(text) : out;
}

result<void> apply_overrides(rules& r, const std::vector<flag_override>& overrides) {
    for (const auto& o : overrides) {
        const std::string value = o.flag == "wild" ? wild_in_mpsz(o.value) : o.value;
        if (auto ok = set_flag(r, o.flag, value); !ok) return ok;
    }
    return {};
}

result<rules> build_rules(const rule_options& o) {
    auto r = preset(o.preset);
    if (!r) return r;
    if (auto ok = apply_overrides(*r, o.overrides); !ok) return ok.err();
    return r;
}

std::optional<std::string_view> canonical_flag(std::string_view spelled) noexcept {
    for (const auto name : flag_names()) {
        if (name.size() != spelled.size()) continue;
        bool same = true;
        for (std::size_t i = 0; i < name.size() && same; ++i) {
            const char c = spelled[i] == '-' ? '_' : spelled[i];
            same = c == name[i];
        }
        if (same) return name;
    }
    return std::nullopt;
}

result<flag_override> parse_assignment(std::string_view text) {
    const auto eq = text.find('=');
    if (eq == std::string_view::npos) {
        return make_error(errc::invalid_value,
                          "--set takes NAME=VALUE (e.g. --set seven_pairs_quads=false), not '" +
                              std::string(text) + "'");
    }
    const auto name = canonical_flag(text.substr(0, eq));
    if (!name) {
        return make_error(errc::unknown_flag,
                          "'" + std::string(text.substr(0, eq)) + "' is not a rule flag");
    }
    return flag_override{std::string(*name), std::string(text.substr(eq + 1))};
}

// Here rather than beside the commands: the batch answerer, which the WebAssembly build links
// without the commands, reads a line's "visible" with it.
result<std::array<std::uint8_t, kinds>> parse_visible(std::string_view text, notation n) {
    // A list as the other tile options take it ("7m,7m"): commas part tiles as spaces do.
    std::string spaced(text);
    std::replace(spaced.begin(), spaced.end(), ',', ' ');
    auto h = parse_hand(spaced, n);
    if (!h) return std::move(h).err();
    if (h->jokers != 0 || h->flower_count() != 0) {
        return make_error(errc::invalid_value,
                          "visible tiles are tiles of the 34 kinds, not jokers or flowers");
    }
    std::array<std::uint8_t, kinds> seen{};
    for (int t = 0; t < kinds; ++t)
        seen[static_cast<std::size_t>(t)] =
            static_cast<std::uint8_t>(h->held(static_cast<tile>(t)));
    return seen;
}

}  // namespace hupai::cli
