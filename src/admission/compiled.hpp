// Rules compiled once: a value that knows, before any hand, which road each question takes under
// them. The facts are computed from the flags by compiled_of (admission.hpp) and read by the
// admission step and the roads in place of the flags that only choose a road; the scoring rules
// and the forms' own tests still read the rules.
//
// Internal: not under include/hupai/, and it includes the public headers alone, so that the
// layers above the library may hold a compiled value (tools/include_graph.py lets answer/,
// serve/ and cli/ include this header).
#pragma once

#include <cstdint>

#include "hupai/rules.hpp"

namespace hupai::detail {

/// Which constant rules value the shanten plain path reads in place of the rules: the rules most
/// hands are asked under fold to one of three constants (admission.hpp, simple_shanten_rules).
enum class shanten_constant : std::uint8_t {
    none,      ///< the plain path reads the rules themselves
    simple,    ///< standard, seven pairs, thirteen orphans (riichi's, chinese's)
    knitted,   ///< the same with both knitted forms (gb's)
    standard,  ///< the standard form alone
};

/// A rules value and the facts of it that choose the roads, computed once: made by compile_rules
/// (or, inside the library, compiled_of) from the rules' facts as they are defined
/// (admission.hpp, rules_facts, which answers the same questions from the flags where asked). It
/// holds a copy of the rules, so that it may outlive them (a batch keeps one for all its lines).
class compiled_rules {
public:
    /// The facts of `f` (a rules_facts), each asked once.
    template <class Facts>
    constexpr explicit compiled_rules(const Facts& f) noexcept
        : rules_(f.of()),
          fault_(f.fault()),
          honours_allowed_(f.honours_allowed()),
          wild_flowers_(f.wild_flowers()),
          kongs_in_hand_(f.kongs_in_hand()),
          win_by_labels_(f.win_by_labels()),
          shanten_by_records_(f.shanten_by_records()),
          discards_incremental_(f.discards_incremental()),
          records_need_two_melds_(f.records_need_two_melds()),
          waits_by_table_(f.waits_by_table()),
          knitted_waits_by_table_(f.knitted_waits_by_table()),
          fei_in_play_(f.fei_in_play()),
          constant_(f.constant()) {}

    /// The rules compiled.
    [[nodiscard]] constexpr const rules& of() const noexcept { return rules_; }
    /// rules_fault or a wild kind beyond the 42: no hand is valid under them.
    [[nodiscard]] constexpr bool fault() const noexcept { return fault_; }
    /// The honours are in the set (a hand holding one is otherwise bad input).
    [[nodiscard]] constexpr bool honours_allowed() const noexcept { return honours_allowed_; }
    /// A held flower is a wildcard (flower_role::wild_kind).
    [[nodiscard]] constexpr bool wild_flowers() const noexcept { return wild_flowers_; }
    /// In-hand kongs count as a group (a hand may hold one more tile per kong).
    [[nodiscard]] constexpr bool kongs_in_hand() const noexcept { return kongs_in_hand_; }
    /// check_win decides by the win labels (label_forms_rules).
    [[nodiscard]] constexpr bool win_by_labels() const noexcept { return win_by_labels_; }
    /// The shanten records may answer, the hand permitting (record_rules).
    [[nodiscard]] constexpr bool shanten_by_records() const noexcept { return shanten_by_records_; }
    /// analyze_discards may go incrementally, the hand permitting (incremental_rules).
    [[nodiscard]] constexpr bool discards_incremental() const noexcept {
        return discards_incremental_;
    }
    /// A melded hand takes the records only with two or more melds (knitted_straight, whose
    /// form may hold one meld).
    [[nodiscard]] constexpr bool records_need_two_melds() const noexcept {
        return records_need_two_melds_;
    }
    /// find_waits answers from the wait tables, for a hand without jokers (wait_table_rules).
    [[nodiscard]] constexpr bool waits_by_table() const noexcept { return waits_by_table_; }
    /// The same with the knitted forms' waits added (knitted_wait_table_rules).
    [[nodiscard]] constexpr bool knitted_waits_by_table() const noexcept {
        return knitted_waits_by_table_;
    }
    /// Ruijin's 飞 or 制飞 is in play: a hand's answer may carry the fei flag (check_win) or the
    /// zhifei flag, so the default answer asks check_win of every 3n+2 hand.
    [[nodiscard]] constexpr bool fei_in_play() const noexcept { return fei_in_play_; }
    /// The constant the shanten plain path reads (simple_shanten_rules, knitted_shanten_rules,
    /// standard_shanten_rules).
    [[nodiscard]] constexpr shanten_constant constant() const noexcept { return constant_; }
    [[nodiscard]] constexpr bool simple_constant() const noexcept {
        return constant_ == shanten_constant::simple;
    }
    [[nodiscard]] constexpr bool knitted_constant() const noexcept {
        return constant_ == shanten_constant::knitted;
    }
    [[nodiscard]] constexpr bool standard_constant() const noexcept {
        return constant_ == shanten_constant::standard;
    }

private:
    rules rules_;
    bool fault_;
    bool honours_allowed_;
    bool wild_flowers_;
    bool kongs_in_hand_;
    bool win_by_labels_;
    bool shanten_by_records_;
    bool discards_incremental_;
    bool records_need_two_melds_;
    bool waits_by_table_;
    bool knitted_waits_by_table_;
    bool fei_in_play_;
    shanten_constant constant_;
};

/// The rules compiled (compiled_of) out of line, for the layers above the library: one call per
/// rules value.
compiled_rules compile_rules(const rules& r) noexcept;

}  // namespace hupai::detail
