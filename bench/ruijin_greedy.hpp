// A C++ re-implementation of a published greedy win check for Ruijin (瑞金麻将), the baseline
// of the wildcard benchmarks: tiles as its codes (101–109 characters, 201–209 dots,
// 301–309 bamboo, 401–404 winds, 405–407 dragons, 501… flowers), split into 宝 and the four
// suits; each suit's wildcard need is found greedily (pungs, then chows, then pairs and
// two-tile connections at one wildcard each, then two per single tile), and the pair is tried
// in each suit in turn. Greedy, so not always right: the benchmark reports how often.
#pragma once

#include <vector>

#include "hupai/hand.hpp"

namespace hupai::bench {

/// The greedy method's tile codes of a hand's concealed tiles (flowers included, jokers not).
std::vector<int> ruijin_codes(const hand& h);

/// The code of kind t (honours: 401 东 402 南 403 西 404 北 405 白 406 发 407 中 — only the
/// winds ≤ 404 < dragons split matters to the algorithm).
int ruijin_code(tile t);

/// isHU(arr, bao): whether the hand wins in the standard form with the 宝 code `bao` (a tile code,
/// or a flower code above 500 to make the flowers wild). False for 飞 and for sizes not 3n+2.
bool greedy_is_hu(const std::vector<int>& codes, int bao);

/// getNeedBaoNumToZhengPu and getBaoNumToZhengPuJiang: the greedy wildcard needs of one sorted
/// suit, without and with the pair.
int greedy_need_melds(std::vector<int> suit);
int greedy_need_melds_and_pair(std::vector<int> suit);

}  // namespace hupai::bench
