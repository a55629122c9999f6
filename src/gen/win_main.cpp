// hupai_gen_win OUT: writes win.bin (see win_gen.hpp), embedded into the library at build time.
#include <cstdio>

#include "gen/win_gen.hpp"

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fputs("usage: hupai_gen_win OUT\n", stderr);
        return 2;
    }
    const auto bytes = hupai::gen::build_win_table();
    if (bytes.size() != hupai::gen::win_table_bytes) {
        std::fputs("hupai_gen_win: the tables break an invariant of win_gen.hpp\n", stderr);
        return 1;
    }
    std::FILE* f = std::fopen(argv[1], "wb");
    if (f == nullptr) {
        std::perror(argv[1]);
        return 1;
    }
    const bool written = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size();
    if (std::fclose(f) != 0 || !written) {
        std::perror(argv[1]);
        return 1;
    }
    return 0;
}
