/* Proves the installed C API is usable from C (docs/PYTHON.md shows this program): prints the
 * waits of a ready hand and exits non-zero unless they are the hand-checked 1z 2z. */
#include <hupai/hupai.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    hupai_rules rules;
    hupai_hand hand;
    hupai_waits_result w;
    hupai_error e;
    const char* text = "123m456p789s1122z";
    if (hupai_rules_preset("riichi", &rules, &e) != HUPAI_OK ||
        hupai_parse_hand(text, strlen(text), HUPAI_NOTATION_AUTO, &hand, &e) != HUPAI_OK ||
        hupai_waits(&hand, &rules, &w, &e) != HUPAI_OK) {
        fprintf(stderr, "%s\n", e.message); /* e.g. "unknown_character: 'x' at byte 3" */
        return 1;
    }
    printf("c consumer: %s waits on", text);
    for (int k = 0; k < HUPAI_KINDS; ++k) {
        if (w.waits >> k & 1) printf(" %s", hupai_tile_name(k)); /* 1z 2z */
    }
    printf("\n");
    return w.waits == ((1ull << 27) | (1ull << 28)) ? 0 : 1;
}
