/* The C API driven from C: compiled as C11 with -Wall -Wextra -pedantic, so the header stays
 * plain C, and every call checked against a known answer. Prints "N passed, M failed". */
#include <stdio.h>
#include <string.h>

#include "hupai/hupai.h"

static int passed, failed;

#define CHECK(cond)                                                            \
    do {                                                                       \
        if (cond) {                                                            \
            ++passed;                                                          \
        } else {                                                               \
            ++failed;                                                          \
            fprintf(stderr, "%s:%d: failed: %s\n", __FILE__, __LINE__, #cond); \
        }                                                                      \
    } while (0)

static hupai_hand parse(const char* text) {
    hupai_hand h;
    hupai_error e;
    memset(&h, 0, sizeof h);
    if (hupai_parse_hand(text, strlen(text), HUPAI_NOTATION_AUTO, &h, &e) != HUPAI_OK) {
        fprintf(stderr, "cannot parse %s: %s\n", text, e.message);
        ++failed;
    }
    return h;
}

static hupai_rules preset(const char* name) {
    hupai_rules r;
    hupai_error e;
    if (hupai_rules_preset(name, &r, &e) != HUPAI_OK) {
        fprintf(stderr, "no preset %s: %s\n", name, e.message);
        ++failed;
    }
    return r;
}

static void test_parse_and_format(void) {
    hupai_hand h = parse("22m234p [789s] (1111m)");
    char text[64];
    size_t n;
    hupai_error e;
    CHECK(h.counts[1] == 2 && h.counts[10] == 1 && h.meld_count == 2);
    CHECK(h.melds[0].kind == HUPAI_MELD_CHOW && h.melds[0].tiles[0] == 24);
    CHECK(h.melds[1].kind == HUPAI_MELD_CONCEALED_KONG && h.melds[1].tiles[2] == 0);
    n = hupai_format_hand(&h, text, sizeof text);
    CHECK(n == strlen("22m234p [789s] (1111m)") && strcmp(text, "22m234p [789s] (1111m)") == 0);
    n = hupai_format_hand(&h, text, 4); /* truncated, still terminated, full length returned */
    CHECK(n == 22 && strcmp(text, "22m") == 0);
    h.melds[1].kind = 9; /* not a meld kind: nothing written */
    text[0] = 'x';
    CHECK(hupai_format_hand(&h, text, sizeof text) == 0 && text[0] == 'x');
    CHECK(hupai_format_hand(NULL, text, sizeof text) == 0);

    CHECK(hupai_parse_hand("123x", 4, HUPAI_NOTATION_AUTO, &h, &e) == HUPAI_UNKNOWN_CHARACTER);
    CHECK(e.status == HUPAI_UNKNOWN_CHARACTER && e.offset == 3);
    CHECK(strncmp(e.message, "unknown_character: ", 19) == 0);
    CHECK(hupai_parse_hand("11111m", 6, HUPAI_NOTATION_AUTO, &h, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(hupai_parse_hand("123m", 4, 42, &h, &e) == HUPAI_UNKNOWN_NOTATION);
    CHECK(hupai_parse_hand(NULL, 4, HUPAI_NOTATION_AUTO, &h, NULL) == HUPAI_INVALID_VALUE);
    CHECK(hupai_parse_hand("ABCeee345456DD", 14, HUPAI_NOTATION_MEDIATEK, &h, &e) == HUPAI_OK);
    CHECK(h.counts[0] == 1 && h.counts[22] == 3);
    CHECK(strcmp(hupai_tile_name(0), "1m") == 0 && strcmp(hupai_tile_name(33), "7z") == 0);
    CHECK(strcmp(hupai_tile_name(41), "8f") == 0 && strcmp(hupai_tile_name(42), "") == 0);
}

static void test_names_and_rules(void) {
    hupai_rules r;
    hupai_error e;
    size_t i;
    CHECK(strcmp(hupai_status_name(HUPAI_OK), "ok") == 0);
    CHECK(strcmp(hupai_status_name(HUPAI_TOO_MANY_COPIES), "too_many_copies") == 0);
    CHECK(strcmp(hupai_status_name(HUPAI_UNKNOWN_OP), "unknown_op") == 0);
    CHECK(strcmp(hupai_status_name(HUPAI_OUT_OF_MEMORY), "out_of_memory") == 0);
    CHECK(strcmp(hupai_status_name(-1), "unknown") == 0);
    CHECK(hupai_preset_count() == 5 && strcmp(hupai_preset_name(0), "riichi") == 0);
    CHECK(hupai_preset_name(5) == NULL);
    CHECK(hupai_flag_count() > 20 && strcmp(hupai_flag_name(0), "standard") == 0);
    CHECK(hupai_flag_name(hupai_flag_count()) == NULL);
    CHECK(strcmp(hupai_form_name(HUPAI_FORM_SEVEN_PAIRS), "seven_pairs") == 0);
    CHECK(hupai_form_name(HUPAI_FORM_COUNT) == NULL);
    CHECK(strcmp(hupai_wait_shape_name(HUPAI_WAIT_DUAL_PUNG), "dual_pung") == 0);
    CHECK(strlen(hupai_version()) >= 5);
    for (i = 0; i < hupai_preset_count(); ++i) {
        CHECK(hupai_rules_preset(hupai_preset_name(i), &r, &e) == HUPAI_OK);
    }
    CHECK(hupai_rules_preset("tokyo", &r, &e) == HUPAI_UNKNOWN_PRESET);
    CHECK(strncmp(e.message, "unknown_preset: ", 16) == 0);
    r = preset("chinese");
    CHECK(hupai_rules_set_flag(&r, "seven_pairs", "false", &e) == HUPAI_OK);
    CHECK(hupai_rules_set_flag(&r, "sevenpairs", "false", &e) == HUPAI_UNKNOWN_FLAG);
    CHECK(hupai_rules_set_flag(&r, "max_suits", "9", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_rules_set_flag(&r, "wild", "9z", &e) == HUPAI_INVALID_WILDCARD);
    r = preset("ruijin");
    CHECK(hupai_rules_validate(&r, &e) == HUPAI_MISSING_WILDCARD);
    CHECK(hupai_rules_set_flag(&r, "wild", "5m", &e) == HUPAI_OK);
    CHECK(hupai_rules_validate(&r, &e) == HUPAI_OK);
}

static void test_questions(void) {
    hupai_rules riichi = preset("riichi"), chinese = preset("chinese");
    hupai_hand h = parse("123m456p789s11122z");
    hupai_win_result w;
    hupai_waits_result ws;
    hupai_shanten_result s;
    hupai_discard d[HUPAI_MAX_DISCARDS];
    hupai_decomposition dec[8];
    hupai_error e;
    size_t n = 0;
    int32_t size = 0;

    CHECK(hupai_hand_size(&h, &riichi, &size, &e) == HUPAI_OK && size == 14);
    CHECK(hupai_check_win(&h, &riichi, &w, &e) == HUPAI_OK);
    CHECK(w.win == 1 && w.forms == 1u << HUPAI_FORM_STANDARD && !w.fei);
    h = parse("11223344556677m");
    CHECK(hupai_check_win(&h, &chinese, &w, &e) == HUPAI_OK);
    CHECK(w.win && (w.forms & (1u << HUPAI_FORM_SEVEN_PAIRS)));
    h = parse("123m456p789s1122z");
    CHECK(hupai_check_win(&h, &riichi, &w, &e) == HUPAI_WRONG_HAND_SIZE);

    CHECK(hupai_waits(&h, &riichi, &ws, &e) == HUPAI_OK);
    CHECK(ws.waits == ((1ull << 27) | (1ull << 28)) && ws.shanten == 0);
    CHECK(ws.shapes[27] == 1u << HUPAI_WAIT_DUAL_PUNG);
    h = parse("1112345678999m");
    CHECK(hupai_waits(&h, &riichi, &ws, &e) == HUPAI_OK && ws.waits == 0x1FF);

    CHECK(hupai_shanten(&h, &riichi, &s, &e) == HUPAI_OK && s.overall == 0);
    h = parse("19m19p19s1234567z");
    CHECK(hupai_shanten(&h, &riichi, &s, &e) == HUPAI_OK && s.overall == 0);
    CHECK(s.by_form[HUPAI_FORM_THIRTEEN_ORPHANS] == 0);
    CHECK(s.by_form[HUPAI_FORM_THIRTEEN_LAN] == HUPAI_NO_SHANTEN);
    h = parse("1m");
    CHECK(hupai_shanten(&h, &riichi, &s, &e) == HUPAI_OK && s.overall == 0);

    h = parse("123m456p789s11222z");
    CHECK(hupai_analyze(&h, &riichi, NULL, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_OK);
    /* As `hupai analyze --rules riichi 123m456p789s11222z`: 1m first (1m, 4m: 7 unseen). */
    CHECK(n == 11 && d[0].shanten == 0 && d[0].discard == 0 && d[0].unseen_total == 7);
    CHECK(d[0].improving == ((1ull << 0) | (1ull << 3)) && d[0].unseen[3] == 4);
    CHECK(d[10].discard == 27 && d[10].unseen_total == 2);
    CHECK(hupai_analyze(&h, &riichi, NULL, d, 1, &n, &e) == HUPAI_OK && n >= 5);
    CHECK(hupai_analyze(&h, &riichi, NULL, NULL, 0, &n, &e) == HUPAI_OK && n >= 5);

    h = parse("111222333m456p99s");
    CHECK(hupai_decompose(&h, &chinese, dec, 8, &n, &e) == HUPAI_OK && n == 2);
    CHECK(dec[0].form == HUPAI_FORM_STANDARD && dec[0].group_count == 5);
    CHECK(dec[0].groups[0].kind == HUPAI_GROUP_PAIR && dec[0].groups[0].tiles[0] == 26);
    CHECK(hupai_decompose(&h, &chinese, dec, 1, &n, &e) == HUPAI_OK && n == 1);

    h = parse("123m456p789s11122z");
    h.melds[0].kind = 9; /* not a meld kind */
    h.meld_count = 1;
    CHECK(hupai_shanten(&h, &riichi, &s, &e) == HUPAI_INVALID_MELD);
    CHECK(hupai_shanten(NULL, &riichi, &s, &e) == HUPAI_INVALID_VALUE);
    h = parse("1z");
    riichi = preset("sichuan");
    CHECK(hupai_shanten(&h, &riichi, &s, &e) == HUPAI_FORBIDDEN_TILE);
    CHECK(strncmp(e.message, "forbidden_tile: ", 16) == 0);
}

static void test_batch(void) {
    enum { N = 4 };
    hupai_rules r = preset("riichi");
    uint8_t counts[N][HUPAI_KINDS];
    uint8_t jokers[N] = {0, 0, 0, 1};
    hupai_meld melds[N][HUPAI_MAX_MELDS];
    uint8_t status[N], win[N], forms[N], waits[N][HUPAI_KINDS];
    int8_t shanten[N], after[N][HUPAI_KINDS];
    static uint8_t improving[N][HUPAI_KINDS][HUPAI_KINDS];
    const char* texts[N] = {"123m456p789s11122z", "123m456p789s1122z", "11111m",
                            "123m456p789s1122z"};
    int i;
    memset(counts, 0, sizeof counts);
    memset(melds, 0, sizeof melds);
    for (i = 0; i < N; ++i) {
        if (i != 2) memcpy(counts[i], parse(texts[i]).counts, HUPAI_KINDS);
    }
    counts[2][0] = 5; /* row 2: a fifth 1m */

    CHECK(hupai_batch_shanten(&r, N, counts[0], jokers, melds[0], shanten, status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_OK && shanten[0] == -1);
    CHECK(status[1] == HUPAI_OK && shanten[1] == 0);
    CHECK(status[2] == HUPAI_TOO_MANY_COPIES && shanten[2] == HUPAI_NO_SHANTEN);
    CHECK(status[3] == HUPAI_OK && shanten[3] == -1); /* the joker completes it */

    CHECK(hupai_batch_win(&r, N, counts[0], jokers, NULL, win, forms, status) == HUPAI_OK);
    CHECK(win[0] == 1 && forms[0] == 1 && status[1] == HUPAI_WRONG_HAND_SIZE && win[1] == 0);
    CHECK(win[3] == 1 && status[2] == HUPAI_TOO_MANY_COPIES);

    CHECK(hupai_batch_waits(&r, N, counts[0], NULL, NULL, waits[0], shanten, status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_WRONG_HAND_SIZE && status[1] == HUPAI_OK);
    CHECK(waits[1][27] == 1 && waits[1][28] == 1 && waits[1][0] == 0 && shanten[1] == 0);

    CHECK(hupai_batch_analyze(&r, N, counts[0], jokers, NULL, after[0], improving[0][0], status) ==
          HUPAI_OK);
    CHECK(status[0] == HUPAI_OK && after[0][27] == 0 && after[0][1] == 0);
    CHECK(after[0][33] == HUPAI_NO_SHANTEN && improving[0][27][27] == 1);
    CHECK(status[1] == HUPAI_WRONG_HAND_SIZE && after[1][0] == HUPAI_NO_SHANTEN);

    melds[0][0].kind = 7; /* a bad meld spoils row 0 only */
    CHECK(hupai_batch_shanten(&r, N, counts[0], NULL, melds[0], shanten, status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_INVALID_MELD && status[1] == HUPAI_OK);
    melds[0][0].kind = HUPAI_MELD_PUNG;
    melds[0][0].tiles[0] = melds[0][0].tiles[1] = melds[0][0].tiles[2] = 33;
    counts[0][27] = 0; /* 123m456p789s22z [777z]: 14 tiles, a win */
    CHECK(hupai_batch_win(&r, 1, counts[0], NULL, melds[0], win, NULL, status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_OK && win[0] == 1);
    melds[0][0].tiles[0] = melds[0][0].tiles[1] = melds[0][0].tiles[2] = 28; /* a 5th 2z */
    CHECK(hupai_batch_win(&r, 1, counts[0], NULL, melds[0], win, NULL, status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_TOO_MANY_COPIES && win[0] == 0);
    CHECK(hupai_batch_shanten(NULL, N, counts[0], NULL, NULL, shanten, status) ==
          HUPAI_INVALID_VALUE);
    CHECK(hupai_batch_shanten(&r, 0, NULL, NULL, NULL, NULL, NULL) == HUPAI_OK);
}

int main(void) {
    test_parse_and_format();
    test_names_and_rules();
    test_questions();
    test_batch();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
