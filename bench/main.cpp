// The entry point of hupai_bench: every bench/*_bench.cpp registers its benchmarks.
#include <benchmark/benchmark.h>

BENCHMARK_MAIN();
