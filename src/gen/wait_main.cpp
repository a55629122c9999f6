// Writes wait.bin: the per-suit wait tables (see wait_gen.hpp), embedded into the library at
// build time.
#include <cstdio>

#include "gen/wait_gen.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fputs("usage: hupai_gen_wait OUTPUT\n", stderr);
        return 2;
    }
    const auto blob = hupai::gen::build_wait_table();
    if (blob.empty()) {
        std::fputs("hupai_gen_wait: more distinct records than the 14-bit indices can name\n",
                   stderr);
        return 1;
    }
    std::FILE* f = std::fopen(argv[1], "wb");
    if (f == nullptr) return 1;
    const bool ok = std::fwrite(blob.data(), 1, blob.size(), f) == blob.size();
    return (std::fclose(f) == 0 && ok) ? 0 : 1;
}
