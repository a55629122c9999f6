// The worked example of the expected-value model (docs/EV.md, "Examples"): the sample hand
// 222567m345p33667s, dealer in the East round, dora indicator 1z, defaults (S = 121, 173
// states), as the model's reference program prints it: 10 decimals of the probabilities, 6 of
// the scores. Both the engine's test and the independent oracle's test hold their answers to it.
#pragma once

namespace hupai::testing {

struct ev_sample_row {
    const char* discard;
    int shanten;
    double t1, p1, e1, t17, p17, e17;  ///< T, P, E at t = 1 and t = 17
};

inline constexpr ev_sample_row ev_sample_table[] = {
    {"2m", 1, 0.8972063646, 0.3416643447, 2890.233784, 0.1346153846, 0, 0},
    {"5m", 1, 0.9649839183, 0.5517410572, 4917.278176, 0.1923076923, 0, 0},
    {"6m", 1, 0.9276657904, 0.3564626589, 3100.500222, 0.1538461538, 0, 0},
    {"7m", 1, 0.9649839183, 0.5517410572, 4641.054260, 0.1923076923, 0, 0},
    {"3p", 1, 0.9649839183, 0.5517410572, 4641.054260, 0.1923076923, 0, 0},
    {"4p", 1, 0.9276657904, 0.3564626589, 3100.500222, 0.1538461538, 0, 0},
    {"5p", 1, 0.9649839183, 0.5517410572, 4917.278176, 0.1923076923, 0, 0},
    {"3s", 1, 0.9967714429, 0.5197646458, 3938.728345, 0.3076923077, 0, 0},
    {"6s", 0, 1, 0.7170382017, 6117.121047, 1, 0.0769230769, 656.238080},
    {"7s", 0, 1, 0.5316125454, 4321.125691, 1, 0.0384615385, 305.149396},
};

}  // namespace hupai::testing
