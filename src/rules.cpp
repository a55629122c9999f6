// Presets and flag parsing for hupai::rules (contract: spec/rules.md).
#include "hupai/rules.hpp"

#include <array>
#include <charconv>

#include "hupai/notation.hpp"
#include "validate.hpp"

namespace hupai {

namespace {

constexpr std::array<std::string_view, 4> form_names = {"standard", "seven_pairs",
                                                        "thirteen_orphans", "thirteen_lan"};
constexpr std::array<std::string_view, 5> presets = {"riichi", "chinese", "sichuan", "ruijin",
                                                     "mediatek"};
constexpr std::array<std::string_view, 17> flags = {"standard",
                                                    "seven_pairs",
                                                    "thirteen_orphans",
                                                    "thirteen_lan",
                                                    "seven_pairs_quads",
                                                    "kongs_in_hand",
                                                    "honour_chows",
                                                    "honours",
                                                    "declared_chows",
                                                    "max_suits",
                                                    "min_concealed",
                                                    "karaten",
                                                    "wild",
                                                    "wild_required",
                                                    "flowers",
                                                    "fei",
                                                    "zhifei"};

rules make_preset(std::string_view which) {
    rules r;  // the defaults are the chinese preset
    r.preset = which;
    if (which == "riichi") {
        r.seven_pairs_quads = false;
        r.karaten = true;
    } else if (which == "sichuan") {
        r.thirteen_orphans = false;
        r.honours = false;
        r.declared_chows = false;
        r.max_suits = 2;
    } else if (which == "ruijin") {
        r.thirteen_orphans = false;
        r.thirteen_lan = true;
        r.honour_chows = true;
        r.wild_required = true;
        r.flowers = flower_role::wild_kind;
        r.fei = true;
        r.zhifei = true;
    } else if (which == "mediatek") {
        r.thirteen_orphans = false;
        r.kongs_in_hand = true;
        r.honours = false;
        r.min_concealed = 14;
    }
    return r;
}

result<bool> parse_bool(std::string_view flag, std::string_view v) {
    if (v == "true" || v == "1" || v == "yes" || v == "on") return true;
    if (v == "false" || v == "0" || v == "no" || v == "off") return false;
    return make_error(errc::invalid_value,
                      std::string(flag) + " takes true or false, not '" + std::string(v) + "'");
}

result<int> parse_int(std::string_view flag, std::string_view v, int lo, int hi) {
    int n = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
    if (ec != std::errc() || end != v.data() + v.size() || n < lo || n > hi) {
        return make_error(errc::invalid_value,
                          std::string(flag) + " takes an integer from " + std::to_string(lo) +
                              " to " + std::to_string(hi) + ", not '" + std::string(v) + "'");
    }
    return n;
}

bool* bool_flag(rules& r, std::string_view flag) {
    if (flag == "standard") return &r.standard;
    if (flag == "seven_pairs") return &r.seven_pairs;
    if (flag == "thirteen_orphans") return &r.thirteen_orphans;
    if (flag == "thirteen_lan") return &r.thirteen_lan;
    if (flag == "seven_pairs_quads") return &r.seven_pairs_quads;
    if (flag == "kongs_in_hand") return &r.kongs_in_hand;
    if (flag == "honour_chows") return &r.honour_chows;
    if (flag == "honours") return &r.honours;
    if (flag == "declared_chows") return &r.declared_chows;
    if (flag == "karaten") return &r.karaten;
    if (flag == "wild_required") return &r.wild_required;
    if (flag == "fei") return &r.fei;
    if (flag == "zhifei") return &r.zhifei;
    return nullptr;
}

}  // namespace

std::string_view name(form f) noexcept { return form_names[static_cast<std::size_t>(f)]; }

std::span<const std::string_view> preset_names() noexcept { return presets; }
std::span<const std::string_view> flag_names() noexcept { return flags; }

result<rules> preset(std::string_view which) {
    for (const auto p : presets) {
        if (p == which) return make_preset(p);  // p, not which: it outlives the caller's text
    }
    return make_error(errc::unknown_preset, "'" + std::string(which) +
                                                "' is not a preset (riichi, chinese, sichuan, "
                                                "ruijin, mediatek)");
}

result<void> set_wild(rules& r, std::string_view text) {
    tile_mask mask = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ',' || text[i] == ' ')) ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ',' && text[j] != ' ') ++j;
        if (j > i) {
            const auto t = parse_tile(text.substr(i, j - i));
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
    if (bool* b = bool_flag(r, flag)) {
        auto v = parse_bool(flag, value);
        if (!v) return v.err();
        *b = *v;
        return {};
    }
    if (flag == "max_suits" || flag == "min_concealed") {
        auto v = flag == "max_suits" ? parse_int(flag, value, 1, 3) : parse_int(flag, value, 0, 18);
        if (!v) return v.err();
        (flag == "max_suits" ? r.max_suits : r.min_concealed) = *v;
        return {};
    }
    if (flag == "wild") return set_wild(r, value);
    if (flag == "flowers") {
        if (value == "set_aside") {
            r.flowers = flower_role::set_aside;
        } else if (value == "wild_kind") {
            r.flowers = flower_role::wild_kind;
        } else {
            return make_error(errc::invalid_value, "flowers takes set_aside or wild_kind, not '" +
                                                       std::string(value) + "'");
        }
        return {};
    }
    return make_error(errc::unknown_flag, "'" + std::string(flag) + "' is not a rule flag");
}

result<void> validate(const rules& r) {
    if (detail::rules_fault(r)) {
        return make_error(errc::missing_wildcard, "the " + std::string(r.preset) +
                                                      " rules need a wild kind (--wild, e.g. "
                                                      "--wild 5m)");
    }
    return {};
}

}  // namespace hupai
