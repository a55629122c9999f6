// Writes shanten.bin: the per-group shanten tables (see shanten_tables.hpp), embedded into the
// library at build time.
#include <cstdio>

#include "gen/shanten_tables.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fputs("usage: hupai_gen_shanten OUTPUT\n", stderr);
        return 2;
    }
    const auto blob = hupai::gen::build_shanten_blob();
    std::FILE* f = std::fopen(argv[1], "wb");
    if (f == nullptr) return 1;
    const bool ok = std::fwrite(blob.data(), 1, blob.size(), f) == blob.size();
    return (std::fclose(f) == 0 && ok) ? 0 : 1;
}
