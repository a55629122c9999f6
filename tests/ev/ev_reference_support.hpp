// Shared by the expected-value oracle's tests: inputs and rows by name.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "hupai/notation.hpp"
#include "reference/ev_model.hpp"

namespace hupai::testing {

using reference::ev_answer;
using reference::ev_counts;
using reference::ev_input;
using reference::ev_links;
using reference::ev_model;
using reference::ev_oracle;
using reference::ev_row;
using reference::ev_tile;

inline hupai::tile kind(const char* text) { return *hupai::parse_tile(text); }

inline ev_input input(const char* hand, const char* wind, std::vector<ev_tile> indicators) {
    ev_input in;
    in.h = *hupai::parse_hand(hand);
    in.seat_wind = in.round_wind = kind(wind);
    in.dora_indicators = std::move(indicators);
    return in;
}

/// The sample hand of the model's description: dealer East/East, indicator 1z, defaults.
inline ev_input sample(const char* hand) { return input(hand, "1z", {{kind("1z"), false}}); }

inline ev_answer answer(const ev_input& in) {
    hupai::result<ev_answer> a = hupai::reference::expected_values(in);
    EXPECT_TRUE(a.ok()) << (a.ok() ? "" : a.err().message);
    return a.ok() ? *a : ev_answer{};
}

inline const ev_row& row(const ev_answer& a, const std::string& discard) {
    for (const ev_row& r : a.rows) {
        if (r.discard >= 0 && hupai::reference::ev_kind_name(r.discard) == discard) return r;
    }
    static const ev_row none;
    ADD_FAILURE() << "no row " << discard;
    return none;
}

}  // namespace hupai::testing
