// hupai/hupai.hpp — the whole public API.
#pragma once

#include "hupai/analysis.hpp"
#include "hupai/calls.hpp"
#include "hupai/census.hpp"
#include "hupai/counts_text.hpp"
#include "hupai/error.hpp"
#include "hupai/ev.hpp"
#include "hupai/gb.hpp"
#include "hupai/hand.hpp"
#include "hupai/notation.hpp"
#include "hupai/rules.hpp"
#include "hupai/scoring.hpp"
#include "hupai/tiles.hpp"
#include "hupai/version.hpp"
