// Presets and flag parsing for hupai::rules (docs/RULES.md).
#include "hupai/rules.hpp"

#include <algorithm>
#include <array>
#include <charconv>

#include "core/rules_faults.hpp"
#include "core/tile_names.hpp"
#include "core/value_text.hpp"

namespace hupai {

namespace {

using detail::parse_bool;
using detail::parse_int;

constexpr std::array<std::string_view, form_count> form_names = {
    "standard",     "seven_pairs",         "thirteen_orphans",
    "thirteen_lan", "honours_and_knitted", "knitted_straight"};
// The presets in documentation order: the one list behind preset_names() and preset().
constexpr std::array<const rules*, 6> preset_values = {&presets::riichi,   &presets::chinese,
                                                       &presets::sichuan,  &presets::ruijin,
                                                       &presets::mediatek, &presets::gb};
constexpr auto preset_name_list = [] {
    std::array<std::string_view, preset_values.size()> names{};
    for (std::size_t i = 0; i < preset_values.size(); ++i) names[i] = preset_values[i]->preset;
    return names;
}();

// Setters by member: one template per kind of value, so that a flag is one row of `flags` below.
template <bool rules::*member>
result<void> set_bool(rules& r, std::string_view flag, std::string_view v) {
    auto b = parse_bool(flag, v);
    if (!b) return b.err();
    r.*member = *b;
    return {};
}

template <int rules::*member, int lo, int hi>
result<void> set_int(rules& r, std::string_view flag, std::string_view v) {
    auto n = parse_int(flag, v, lo, hi);
    if (!n) return n.err();
    r.*member = *n;
    return {};
}

// An enumerated flag: its value names in enum order.
template <class E, E rules::*member, const std::array<std::string_view, 3>& names, int count>
result<void> set_enum(rules& r, std::string_view flag, std::string_view v) {
    for (int i = 0; i < count; ++i) {
        if (names[static_cast<std::size_t>(i)] == v) {
            r.*member = static_cast<E>(i);
            return {};
        }
    }
    std::string choices;
    for (int i = 0; i < count; ++i) {
        choices += (i == 0 ? "" : i + 1 == count ? " or " : ", ");
        choices += names[static_cast<std::size_t>(i)];
    }
    return make_error(errc::invalid_value,
                      std::string(flag) + " takes " + choices + ", not '" + std::string(v) + "'");
}

result<void> set_wild_flag(rules& r, std::string_view, std::string_view v) {
    return set_wild(r, v);
}

result<void> set_double_wind_fu(rules& r, std::string_view flag, std::string_view v) {
    auto n = parse_int(flag, v, 2, 4);
    if (!n || (*n != 2 && *n != 4)) {
        return make_error(errc::invalid_value,
                          std::string(flag) + " takes 4 or 2, not '" + std::string(v) + "'");
    }
    r.double_wind_fu = *n;
    return {};
}

// red_fives: "2" for every suit, or "1,2,1" for man, pin and sou.
result<void> set_red_fives(rules& r, std::string_view flag, std::string_view v) {
    std::array<std::uint8_t, 3> counts{};
    std::size_t n = 0;
    bool ok = true;
    for (std::size_t i = 0; ok && i <= v.size(); ++n) {
        const std::size_t j = std::min(v.find(',', i), v.size());
        auto c = parse_int(flag, v.substr(i, j - i), 0, copies);
        ok = c.ok() && n < counts.size();
        if (ok) counts[n] = static_cast<std::uint8_t>(*c);
        i = j + 1;
    }
    if (!ok || n == 2) {
        return make_error(errc::invalid_value,
                          std::string(flag) +
                              " takes a count from 0 to 4 for every suit, or one per suit (man, "
                              "pin, sou: 1,2,1), not '" +
                              std::string(v) + "'");
    }
    if (n == 1) counts = {counts[0], counts[0], counts[0]};
    r.red_fives = counts;
    return {};
}

constexpr std::array<std::string_view, 3> flower_roles = {"set_aside", "wild_kind", ""};
constexpr std::array<std::string_view, 3> scoring_systems = {"none", "riichi", "gb"};
constexpr std::array<std::string_view, 3> kazoe_rules = {"yakuman", "sanbaiman", ""};
constexpr std::array<std::string_view, 3> renhou_rules = {"none", "mangan", "yakuman"};

struct flag_entry {
    std::string_view name;
    result<void> (*set)(rules&, std::string_view flag, std::string_view value);
};

// Every flag, in documentation order: the one list behind flag_names() and set_flag().
constexpr std::array flags = {
    flag_entry{"standard", set_bool<&rules::standard>},
    flag_entry{"seven_pairs", set_bool<&rules::seven_pairs>},
    flag_entry{"thirteen_orphans", set_bool<&rules::thirteen_orphans>},
    flag_entry{"thirteen_lan", set_bool<&rules::thirteen_lan>},
    flag_entry{"honours_and_knitted", set_bool<&rules::honours_and_knitted>},
    flag_entry{"knitted_straight", set_bool<&rules::knitted_straight>},
    flag_entry{"seven_pairs_quads", set_bool<&rules::seven_pairs_quads>},
    flag_entry{"kongs_in_hand", set_bool<&rules::kongs_in_hand>},
    flag_entry{"honour_chows", set_bool<&rules::honour_chows>},
    flag_entry{"honours", set_bool<&rules::honours>},
    flag_entry{"declared_chows", set_bool<&rules::declared_chows>},
    flag_entry{"max_suits", set_int<&rules::max_suits, 1, 3>},
    flag_entry{"min_concealed", set_int<&rules::min_concealed, 0, 18>},
    flag_entry{"red_fives", set_red_fives},
    flag_entry{"karaten", set_bool<&rules::karaten>},
    flag_entry{"wild", set_wild_flag},
    flag_entry{"wild_required", set_bool<&rules::wild_required>},
    flag_entry{"flowers", set_enum<flower_role, &rules::flowers, flower_roles, 2>},
    flag_entry{"fei", set_bool<&rules::fei>},
    flag_entry{"zhifei", set_bool<&rules::zhifei>},
    flag_entry{"scoring", set_enum<scoring_system, &rules::scoring, scoring_systems, 3>},
    flag_entry{"open_tanyao", set_bool<&rules::open_tanyao>},
    flag_entry{"aka_dora", set_bool<&rules::aka_dora>},
    flag_entry{"double_yakuman", set_bool<&rules::double_yakuman>},
    flag_entry{"yakuman_stacking", set_bool<&rules::yakuman_stacking>},
    flag_entry{"kazoe", set_enum<kazoe_rule, &rules::kazoe, kazoe_rules, 2>},
    flag_entry{"kiriage", set_bool<&rules::kiriage>},
    flag_entry{"double_wind_fu", set_double_wind_fu},
    flag_entry{"renhou", set_enum<renhou_rule, &rules::renhou, renhou_rules, 3>},
};

constexpr auto flag_name_list = [] {
    std::array<std::string_view, flags.size()> names{};
    for (std::size_t i = 0; i < flags.size(); ++i) names[i] = flags[i].name;
    return names;
}();

}  // namespace

std::string_view name(form f) noexcept { return form_names[static_cast<std::size_t>(f)]; }

std::span<const std::string_view> preset_names() noexcept { return preset_name_list; }
std::span<const std::string_view> flag_names() noexcept { return flag_name_list; }

result<rules> preset(std::string_view which) {
    for (const rules* p : preset_values) {
        if (p->preset == which) return *p;  // its name, not which: it outlives the caller's text
    }
    return make_error(errc::unknown_preset, "'" + std::string(which) +
                                                "' is not a preset (riichi, chinese, sichuan, "
                                                "ruijin, mediatek, gb)");
}

result<void> set_wild(rules& r, std::string_view text) {
    tile_mask mask = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ',' || text[i] == ' ')) ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ',' && text[j] != ' ') ++j;
        if (j > i) {
            const auto t = detail::kind_named(text.substr(i, j - i));
            if (!t) {
                return make_error(errc::invalid_wildcard,
                                  "'" + std::string(text.substr(i, j - i)) +
                                      "' is not a tile kind (use e.g. 7z, "
                                      "5m, 1f)",
                                  i);
            }
            mask |= bit(*t);
        }
        i = j;
    }
    r.wild = mask;
    return {};
}

result<void> set_flag(rules& r, std::string_view flag, std::string_view value) {
    for (const auto& f : flags) {
        if (f.name == flag) return f.set(r, flag, value);
    }
    return make_error(errc::unknown_flag, "'" + std::string(flag) + "' is not a rule flag");
}

result<void> validate(const rules& r) {
    if (r.scoring == scoring_system::gb && r.wild != 0) {
        return make_error(errc::invalid_wildcard,
                          "the gb rules have no wildcards (remove --wild / the wild flag)");
    }
    if (detail::knitted_with_wildcards(r)) {
        return make_error(errc::invalid_value,
                          "the knitted forms (honours_and_knitted, knitted_straight) take no "
                          "wildcards: no wild kind, no wild flowers");
    }
    if (r.wild_required && r.wild == 0) {
        return make_error(errc::missing_wildcard, "the " + std::string(r.preset) +
                                                      " rules need a wild kind (--wild, e.g. "
                                                      "--wild 5m)");
    }
    return {};
}

}  // namespace hupai
