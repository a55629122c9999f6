// TEMPORARY: writes an empty table blob until the table generator lands.
#include <cstdio>
int main(int argc, char** argv) {
    if (argc != 2) return 2;
    std::FILE* f = std::fopen(argv[1], "wb");
    if (!f) return 1;
    const char zero[64] = {};
    std::fwrite(zero, 1, sizeof zero, f);
    return std::fclose(f) == 0 ? 0 : 1;
}
