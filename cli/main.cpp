// TEMPORARY entry point until the CLI lands.
#include <cstdio>
#include "hupai/hupai.hpp"
int main() { std::printf("hupai %s\n", hupai::version); return 0; }
