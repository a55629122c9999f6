/* The C API driven from C: compiled as C11 with -Wall -Wextra -pedantic, so the header stays
 * plain C, and every call checked against a known answer. Prints "N passed, M failed". */
#include <math.h>
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
    CHECK(hupai_preset_count() == 6 && strcmp(hupai_preset_name(0), "riichi") == 0);
    CHECK(strcmp(hupai_preset_name(5), "gb") == 0 && hupai_preset_name(6) == NULL);
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

static hupai_situation situation_on(const char* win_tile) {
    hupai_situation s;
    hupai_error e;
    hupai_situation_init(&s);
    if (hupai_situation_set(&s, "win_tile", win_tile, &e) != HUPAI_OK) {
        fprintf(stderr, "bad win tile %s: %s\n", win_tile, e.message);
        ++failed;
    }
    return s;
}

/* The count of fan `name` in a GB score, 0 when absent. */
static int fan_count(const hupai_gb_score* g, const char* name) {
    int i;
    for (i = 0; i < g->fan_count; ++i) {
        if (strcmp(hupai_gb_fan_name(g->fans[i].fan), name) == 0) return g->fans[i].count;
    }
    return 0;
}

static void test_score_riichi(void) {
    hupai_rules r = preset("riichi");
    hupai_hand h = parse("234567m234p23466s");
    hupai_situation s = situation_on("4s");
    hupai_riichi_score sc;
    hupai_error e;
    size_t i;
    int pinfu = hupai_yaku_find("pinfu");

    CHECK(hupai_situation_key_count() == 15);
    CHECK(strcmp(hupai_situation_key_name(0), "win_tile") == 0);
    CHECK(strcmp(hupai_situation_key_name(14), "riichi_sticks") == 0);
    CHECK(hupai_situation_key_name(15) == NULL);
    CHECK(strcmp(hupai_yaku_name(0), "riichi") == 0 && hupai_yaku_name(HUPAI_YAKU_COUNT) == NULL);
    CHECK(pinfu >= 0 && strcmp(hupai_yaku_name(pinfu), "pinfu") == 0);
    CHECK(hupai_yaku_find("kokushi_13") > hupai_yaku_find("kokushi"));
    CHECK(hupai_yaku_find("yakitori") == -1 && hupai_yaku_find(NULL) == -1);
    CHECK(strcmp(hupai_fu_reason_name(0), "base") == 0 && hupai_fu_reason_name(16) == NULL);
    CHECK(strcmp(hupai_limit_name(HUPAI_LIMIT_MANGAN), "mangan") == 0);
    CHECK(hupai_limit_name(HUPAI_LIMIT_YAKUMAN + 1) == NULL);

    /* The header's example: riichi, pinfu, tanyao, sanshoku: 5 han 30 fu, a dealer's mangan. */
    CHECK(hupai_situation_set(&s, "riichi", "1", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_OK);
    CHECK(!sc.no_yaku && sc.yaku_count == 4 && sc.han == 5 && sc.fu == 30);
    CHECK(sc.limit == HUPAI_LIMIT_MANGAN && sc.payments.ron == 12000 && sc.total == 12000);
    CHECK(sc.yaku[0].yaku == hupai_yaku_find("riichi") && sc.yaku[0].han == 1);
    CHECK(sc.yaku[1].yaku == pinfu && sc.yaku[3].yaku == hupai_yaku_find("sanshoku"));
    CHECK(sc.form == HUPAI_FORM_STANDARD && sc.wait == HUPAI_WAIT_TWO_SIDED);
    CHECK(sc.fu_count >= 2 && sc.fu_details[0].fu == 20);
    CHECK(strcmp(hupai_fu_reason_name(sc.fu_details[0].reason), "base") == 0);
    /* A dora indicator 1s makes it 6 han: haneman 18000 (as the Python test). */
    CHECK(hupai_situation_set(&s, "dora_indicators", "1s", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_OK);
    CHECK(sc.han == 6 && sc.limit == HUPAI_LIMIT_HANEMAN && sc.payments.ron == 18000);
    CHECK(sc.yaku[sc.yaku_count - 1].yaku == hupai_yaku_find("dora"));

    /* A non-dealer's tsumo: 1 han 30 fu, 700 from the dealer, 400 from each other. */
    h = parse("12399m456p23789s4s");
    s = situation_on("4s");
    CHECK(hupai_situation_set(&s, "tsumo", "true", &e) == HUPAI_OK);
    CHECK(hupai_situation_set(&s, "seat_wind", "2z", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_OK);
    CHECK(sc.payments.dealer == 700 && sc.payments.non_dealer == 400 && sc.payments.ron == 0);
    CHECK(sc.total == 1500);

    /* A yakuman under the double_yakuman flag. */
    h = parse("111m222p333s55544z");
    s = situation_on("4z");
    CHECK(hupai_situation_set(&s, "seat_wind", "2z", &e) == HUPAI_OK);
    CHECK(hupai_rules_set_flag(&r, "double_yakuman", "true", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_OK);
    CHECK(sc.yaku_count == 1 && sc.yaku[0].yaku == hupai_yaku_find("suuankou_tanki"));
    CHECK(sc.yaku[0].yakuman == 2 && sc.yakuman == 2 && sc.total == 64000);
    CHECK(sc.limit == HUPAI_LIMIT_YAKUMAN);
    r = preset("riichi");

    /* A complete hand without a yaku is an answer. */
    h = parse("123m456p789s11222z");
    s = situation_on("2z");
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_OK);
    CHECK(sc.no_yaku == 1 && sc.yaku_count == 0 && sc.total == 0);

    /* Errors. */
    h = parse("123m456p789s11z2z3z4z");
    s = situation_on("4z");
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_NOT_A_WIN);
    CHECK(strncmp(e.message, "not_a_win: ", 11) == 0);
    h = parse("12399m456p23789s4s");
    CHECK(hupai_situation_set(&s, "ippatsu", "yes", &e) == HUPAI_OK);
    CHECK(hupai_situation_set(&s, "win_tile", "4s", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_IMPOSSIBLE_SITUATION);
    CHECK(strncmp(e.message, "impossible_situation: ", 22) == 0);
    s = situation_on("7z");
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_INVALID_VALUE);
    hupai_situation_init(&s); /* no winning tile named */
    CHECK(hupai_score_riichi(&h, &s, &r, &sc, &e) == HUPAI_INVALID_VALUE);
    CHECK(strstr(e.message, "win_tile") != NULL);
    CHECK(hupai_situation_set(&s, "moon", "full", &e) == HUPAI_UNKNOWN_FLAG);
    CHECK(hupai_situation_set(&s, "riichi", "3", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_situation_set(&s, "seat_wind", "5z", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_situation_set(&s, "win_tile", "x", &e) != HUPAI_OK);
    CHECK(hupai_situation_set(NULL, "tsumo", "1", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_score_riichi(&h, NULL, &r, &sc, &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_score_riichi(&h, &s, &r, NULL, &e) == HUPAI_INVALID_VALUE);
    for (i = 0; i < hupai_situation_key_count(); ++i) {
        CHECK(hupai_situation_key_name(i) != NULL);
    }
}

static void test_score_gb(void) {
    hupai_rules r = preset("gb");
    hupai_hand h = parse("123456789m789s11s");
    hupai_situation s = situation_on("9s");
    hupai_gb_score g;
    hupai_error e;
    int straight = hupai_gb_fan_find("pure_straight");

    CHECK(straight >= 0 && hupai_gb_fan_find("Pure Straight") == straight);
    CHECK(hupai_gb_fan_find("清龙") == straight && hupai_gb_fan_points(straight) == 16);
    CHECK(strcmp(hupai_gb_fan_english_name(straight), "Pure Straight") == 0);
    CHECK(strcmp(hupai_gb_fan_chinese_name(straight), "清龙") == 0);
    CHECK(strcmp(hupai_gb_fan_name(0), "big_four_winds") == 0);
    CHECK(strcmp(hupai_gb_fan_chinese_name(HUPAI_GB_FAN_COUNT - 1), "明暗杠") == 0);
    CHECK(hupai_gb_fan_name(HUPAI_GB_FAN_COUNT) == NULL && hupai_gb_fan_name(-1) == NULL);
    CHECK(hupai_gb_fan_english_name(-1) == NULL && hupai_gb_fan_chinese_name(99) == NULL);
    CHECK(hupai_gb_fan_points(HUPAI_GB_FAN_COUNT) == 0 && hupai_gb_fan_find("dragon") == -1);
    CHECK(strcmp(hupai_gb_form_name(HUPAI_GB_FORM_KNITTED_STRAIGHT), "knitted_straight") == 0);
    CHECK(hupai_gb_form_name(HUPAI_GB_FORM_COUNT) == NULL);

    /* The header's example: 16 + 2 + 2 + 1 + 1 = 22; a ron pays 8 + 22 and 8 and 8. */
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_OK);
    CHECK(g.total == 22 && g.qualifies && !g.tsumo && g.form == HUPAI_GB_FORM_STANDARD);
    CHECK(fan_count(&g, "pure_straight") == 1 && fan_count(&g, "concealed_hand") == 1);
    CHECK(fan_count(&g, "all_chows") == 1 && fan_count(&g, "mixed_double_chow") == 1);
    CHECK(fan_count(&g, "one_voided_suit") == 1 && g.fan_count == 5);
    CHECK(g.fans[0].fan == straight && g.fans[0].points == 16);
    CHECK(g.discarder == 30 && g.other == 8 && g.each == 0 && g.total_won == 46);

    /* gb-ex-000 of the GB corpus: a rinshan-free tsumo of big four winds with two melds, 98. */
    h = parse("55p333444z [111z] [2222z]");
    s = situation_on("4z");
    CHECK(hupai_situation_set(&s, "tsumo", "1", &e) == HUPAI_OK);
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_OK);
    CHECK(g.total == 98 && fan_count(&g, "big_four_winds") == 1);
    CHECK(fan_count(&g, "self_drawn") == 1 && fan_count(&g, "melded_kong") == 1);
    CHECK(g.tsumo && g.each == 8 + 98 && g.total_won == 3 * (8 + 98));

    /* Flowers count after the qualifying total; 七星不靠 is its own form. */
    h = parse("147m25p36s1234567z12f");
    s = situation_on("7z");
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_OK);
    CHECK(g.flowers == 2 && fan_count(&g, "flower_tiles") == 2);
    CHECK(g.form == HUPAI_GB_FORM_HONOURS_AND_KNITTED && g.qualifies);

    /* Errors: not a win; a riichi-only situation; wildcards, which GB does not have. */
    h = parse("123m456p789s11z2z3z4z");
    s = situation_on("4z");
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_NOT_A_WIN);
    h = parse("123456789m789s11s");
    s = situation_on("9s");
    CHECK(hupai_situation_set(&s, "riichi", "1", &e) == HUPAI_OK);
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_IMPOSSIBLE_SITUATION);
    s = situation_on("9s");
    CHECK(hupai_situation_set(&s, "rinshan", "1", &e) == HUPAI_OK);
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_IMPOSSIBLE_SITUATION);
    h = parse("123456789m789s1s?");
    s = situation_on("9s");
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_FORBIDDEN_TILE);
    h = parse("123456789m789s11s");
    CHECK(hupai_rules_set_flag(&r, "wild", "5z", &e) == HUPAI_OK);
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_INVALID_WILDCARD);
    CHECK(strncmp(e.message, "invalid_wildcard: ", 18) == 0);
    r = preset("gb");
    h = parse("123456789m789s1s");
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_WRONG_HAND_SIZE);
    hupai_situation_init(&s);
    CHECK(hupai_score_gb(&h, &s, &r, &g, &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_score_gb(NULL, &s, &r, &g, &e) == HUPAI_INVALID_VALUE);
}

/* Expected values: the worked sample hand (10 rows, 173 states; 6s wins with 0.7170382017… by
 * turn 1), and the defaults through NULL situation and options. */
static void test_expected_values(void) {
    static hupai_ev_result out;
    hupai_ev_situation s;
    hupai_ev_options o;
    hupai_error e;
    hupai_rules r = preset("riichi");
    hupai_hand h = parse("222567m345p33667s");
    hupai_ev_situation_init(&s);
    hupai_ev_options_init(&o);
    CHECK(s.seat_wind == 27 && o.t_min == 1 && o.t_max == 18 && o.extra == 1 && o.ura_dora == 1);
    s.dora_count = 1;
    s.dora_indicators[0] = 27; /* 1z */
    CHECK(hupai_expected_values(&h, &r, &s, &o, &out, &e) == HUPAI_OK);
    CHECK(out.states == 173 && out.row_count == 10 && out.scored == 1);
    CHECK(out.rows[8].has_discard && out.rows[8].discard == 23 && out.rows[8].shanten == 0);
    CHECK(out.rows[8].turns == 18 && fabs(out.rows[8].win_prob[0] - 0.7170382017) < 1e-9);
    CHECK(fabs(out.rows[8].exp_score[16] - 656.238080) < 1e-5);
    CHECK(hupai_expected_values(&h, &r, NULL, NULL, &out, &e) == HUPAI_OK && out.row_count == 10);
    o.t_max = 19;
    CHECK(hupai_expected_values(&h, &r, &s, &o, &out, &e) == HUPAI_INVALID_VALUE);
    CHECK(strncmp(e.message, "invalid_value: ", 15) == 0);
}

/* Calls: 12m456p789s11222z and a 3m from the left: pass, chi (then 4p), ron without a yaku. */
static void test_calls(void) {
    static hupai_call_result out;
    hupai_error e;
    hupai_rules r = preset("riichi");
    hupai_hand h = parse("12m456p789s11222z");
    CHECK(hupai_analyze_calls(&h, &r, 2, 0, HUPAI_FROM_LEFT, NULL, NULL, NULL, &out, &e) ==
          HUPAI_OK);
    CHECK(out.count == 3 && out.options[0].kind == HUPAI_CALL_PASS);
    CHECK(out.options[1].kind == HUPAI_CALL_CHI && out.options[1].meld.kind == HUPAI_MELD_CHOW);
    CHECK(out.options[1].has_discard && out.options[1].discard == 12 &&
          out.options[1].shanten == 0);
    CHECK(out.options[1].after.meld_count == 1 && out.options[1].no_yaku);
    CHECK(out.options[2].kind == HUPAI_CALL_RON && out.options[2].no_yaku);
    CHECK(strcmp(hupai_call_kind_name(HUPAI_CALL_OPEN_KAN), "open_kan") == 0);
    CHECK(hupai_call_kind_name(5) == NULL);
    CHECK(hupai_analyze_calls(&h, &r, 2, 0, HUPAI_FROM_ACROSS, NULL, NULL, NULL, &out, &e) ==
          HUPAI_OK);
    CHECK(out.count == 2);
    CHECK(hupai_analyze_calls(&h, &r, 40, 0, HUPAI_FROM_LEFT, NULL, NULL, NULL, &out, &e) ==
          HUPAI_INVALID_VALUE);
    CHECK(hupai_analyze_calls(&h, &r, 8, 0, HUPAI_FROM_ACROSS, NULL, NULL, NULL, &out, &e) ==
          HUPAI_INVALID_VALUE);
}

/* Red fives in declared melds: the kind byte's high nibble, written by the parser, read by every
 * question, counted as aka dora and in the set; more than the meld's fives is invalid_meld. */
static void test_red_fives_in_melds(void) {
    hupai_rules riichi = preset("riichi");
    hupai_hand h = parse("456p789s111z22z [055m]");
    hupai_situation s = situation_on("2z");
    hupai_riichi_score sc;
    hupai_shanten_result sh;
    hupai_error e;
    char text[64];
    const int aka = hupai_yaku_find("aka_dora"); /* the last yaku of these wins when present */

    CHECK(h.meld_count == 1 && h.melds[0].kind == (HUPAI_MELD_PUNG | HUPAI_MELD_RED(1)));
    CHECK(HUPAI_MELD_KIND_OF(h.melds[0].kind) == HUPAI_MELD_PUNG);
    CHECK(HUPAI_MELD_REDS_OF(h.melds[0].kind) == 1 && h.melds[0].tiles[0] == 4);
    CHECK(hupai_format_hand(&h, text, sizeof text) > 0 && strstr(text, "[055m]") != NULL);
    CHECK(hupai_situation_set(&s, "tsumo", "true", &e) == HUPAI_OK);
    CHECK(hupai_situation_set(&s, "seat_wind", "2z", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    CHECK(sc.yaku[sc.yaku_count - 1].yaku == aka && sc.yaku[sc.yaku_count - 1].han == 1);
    h.melds[0].kind = HUPAI_MELD_PUNG; /* as written before the nibble: no red five */
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    CHECK(sc.yaku_count > 0 && sc.yaku[sc.yaku_count - 1].yaku != aka);

    /* A chow through a five holds one; a meld without a five none. */
    h = parse("456p789s111z22z [406m]");
    CHECK(h.melds[0].kind == (HUPAI_MELD_CHOW | HUPAI_MELD_RED(1)));
    CHECK(hupai_shanten(&h, &riichi, &sh, &e) == HUPAI_OK && sh.overall == -1);
    h.melds[0].kind = HUPAI_MELD_CHOW | HUPAI_MELD_RED(2);
    CHECK(hupai_shanten(&h, &riichi, &sh, &e) == HUPAI_INVALID_MELD);
    CHECK(strcmp(e.message,
                 "invalid_meld: a declared meld of an unknown kind, or with more red "
                 "fives than fives") == 0);
    h = parse("456p789s111z22z [123m]");
    h.melds[0].kind = HUPAI_MELD_CHOW | HUPAI_MELD_RED(1);
    CHECK(hupai_shanten(&h, &riichi, &sh, &e) == HUPAI_INVALID_MELD);
    CHECK(hupai_format_hand(&h, text, sizeof text) == 0);

    /* Two red 5m in a concealed kong: more than the riichi set's one, by the parser's melds or
     * by a kind byte written by hand; a table with four red 5m scores them. */
    h = parse("406p789s111z22z (5500m)");
    CHECK(h.melds[0].kind == (HUPAI_MELD_CONCEALED_KONG | HUPAI_MELD_RED(2)));
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message,
                 "too_many_copies: 2 of 0m (red 5m): 2 in declared melds; the riichi "
                 "set has 1 (the red_fives flag)") == 0);
    h = parse("456p789s111z22z (5555m)");
    h.melds[0].kind = HUPAI_MELD_CONCEALED_KONG | HUPAI_MELD_RED(4);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message,
                 "too_many_copies: 4 of 0m (red 5m): 4 in declared melds; the riichi "
                 "set has 1 (the red_fives flag)") == 0);
    CHECK(hupai_rules_set_flag(&riichi, "red_fives", "4,1,1", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    CHECK(sc.yaku[sc.yaku_count - 1].yaku == aka && sc.yaku[sc.yaku_count - 1].han == 4);
    h.melds[0].kind = HUPAI_MELD_CONCEALED_KONG | HUPAI_MELD_RED(5);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_INVALID_MELD);
}

/* One accounting of the set: the hand, its melds, the seen tiles and the indicators hold at most
 * 4 of a kind, one of each flower and the rules' red fives; and only situations that can happen. */
static void test_the_set_and_situations(void) {
    hupai_rules riichi = preset("riichi");
    hupai_rules gb = preset("gb");
    hupai_hand h = parse("34068m5678p23456s");
    hupai_discard d[HUPAI_MAX_DISCARDS];
    uint8_t seen[34];
    size_t n = 0;
    hupai_error e;
    hupai_situation s;
    hupai_riichi_score sc;
    hupai_gb_score g;
    hupai_call_result calls;

    memset(seen, 0, sizeof seen);
    seen[2] = 3; /* 3m: one in the hand, three seen: four */
    CHECK(hupai_analyze(&h, &riichi, seen, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_OK);
    seen[2] = 4;
    CHECK(hupai_analyze(&h, &riichi, seen, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message, "too_many_copies: 5 of 3m: 1 in the hand, 4 seen; a set has 4") == 0);

    /* Declared melds count with the seen tiles; a 1-tile hand's draws with four seen. */
    h = parse("23m [111m]");
    memset(seen, 0, sizeof seen);
    seen[0] = 2;
    CHECK(hupai_analyze(&h, &riichi, seen, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message, "too_many_copies: 5 of 1m: 3 in declared melds, 2 seen; a set has 4") ==
          0);
    h = parse("1m");
    seen[0] = 4;
    CHECK(hupai_analyze_calls(&h, &riichi, 1, 0, HUPAI_FROM_LEFT, NULL, seen, NULL, &calls, &e) ==
          HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message, "too_many_copies: 5 of 1m: 1 in the hand, 4 seen; a set has 4") == 0);
    seen[0] = 3; /* four in all: past the accounting, no option takes 2m */
    CHECK(hupai_analyze_calls(&h, &riichi, 1, 0, HUPAI_FROM_LEFT, NULL, seen, NULL, &calls, &e) ==
          HUPAI_INVALID_VALUE);
    CHECK(strstr(e.message, "pass is all there is") != NULL);
    /* Counts no table can hold: 200 seen, red fives beyond the fives held. */
    seen[0] = 200;
    CHECK(hupai_analyze_calls(&h, &riichi, 1, 0, HUPAI_FROM_LEFT, NULL, seen, NULL, &calls, &e) ==
          HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message, "too_many_copies: 201 of 1m: 1 in the hand, 200 seen; a set has 4") ==
          0);
    h = parse("123m456p789s1122z5m");
    h.red_fives[0] = 9;
    CHECK(hupai_analyze(&h, &riichi, NULL, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_INVALID_VALUE);
    CHECK(strcmp(e.message, "invalid_value: red_fives[0] is 9, but the hand holds 1 5m") == 0);
    CHECK(hupai_rules_set_flag(&riichi, "red_fives", "4", &e) == HUPAI_OK);
    h.red_fives[0] = 2;
    CHECK(hupai_analyze(&h, &riichi, NULL, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_INVALID_VALUE);
    h.red_fives[0] = 1;
    CHECK(hupai_analyze(&h, &riichi, NULL, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_OK);
    h.red_fives[2] = 1; /* no 5s */
    CHECK(hupai_analyze(&h, &riichi, NULL, d, HUPAI_MAX_DISCARDS, &n, &e) == HUPAI_INVALID_VALUE);
    CHECK(strcmp(e.message, "invalid_value: red_fives[2] is 1, but the hand holds 0 5s") == 0);
    riichi = preset("riichi");

    /* Dora indicators are tiles too. */
    h = parse("234567m234p23466s");
    s = situation_on("4s");
    CHECK(hupai_situation_set(&s, "dora_indicators", "1m,1m,1m,1m", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    CHECK(hupai_situation_set(&s, "dora_indicators", "4s,4s,4s,4s", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message,
                 "too_many_copies: 5 of 4s: 1 in the hand, 4 among the dora "
                 "indicators; a set has 4") == 0);
    CHECK(hupai_situation_set(&s, "dora_indicators", "1m,1m,1m,1m,1m", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message, "too_many_copies: 5 of 1m: 5 among the dora indicators; a set has 4") ==
          0);

    /* One red five per suit by default; the red_fives flag says how many a table plays. */
    h = parse("000p789s111z22z (5555m)");
    s = situation_on("2z");
    CHECK(hupai_situation_set(&s, "tsumo", "true", &e) == HUPAI_OK);
    CHECK(hupai_situation_set(&s, "seat_wind", "2z", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message,
                 "too_many_copies: 3 of 0p (red 5p): 3 in the hand; the riichi set "
                 "has 1 (the red_fives flag)") == 0);
    h = parse("055p789s111z22z (5555m)");
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    h = parse("000p789s111z22z (5555m)");
    CHECK(hupai_rules_set_flag(&riichi, "red_fives", "1,3,1", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    riichi = preset("riichi");

    /* One of each flower. */
    h = parse("123456789m789s11s1f1f");
    s = situation_on("9s");
    CHECK(hupai_score_gb(&h, &s, &gb, &g, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strstr(e.message, "2 of 1f: 2 in the hand; a set has 1") != NULL);
    h = parse("123456789m789s11s1f1f1f1f");
    CHECK(hupai_score_gb(&h, &s, &gb, &g, &e) == HUPAI_TOO_MANY_COPIES);
    CHECK(strcmp(e.message, "too_many_copies: 4 of 1f: 4 in the hand; a set has 1") == 0);

    /* Situations that cannot happen. */
    h = parse("234567m234p23466s");
    s = situation_on("4s");
    CHECK(hupai_situation_set(&s, "blessing", "true", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_IMPOSSIBLE_SITUATION);
    CHECK(strcmp(e.message, "impossible_situation: blessing on a ron by the dealer") == 0);
    CHECK(hupai_situation_set(&s, "tsumo", "true", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_OK);
    CHECK(hupai_situation_set(&s, "riichi", "1", &e) == HUPAI_OK);
    CHECK(hupai_score_riichi(&h, &s, &riichi, &sc, &e) == HUPAI_IMPOSSIBLE_SITUATION);
    CHECK(strcmp(e.message, "impossible_situation: blessing with riichi") == 0);
}

/* The batches of every other question, from C: the header's declarations are plain C and each
 * row answers as the single call does (capi_batch_test.cpp checks them row by row). */
static void test_more_batches(void) {
    enum { N = 2 };
    hupai_rules riichi = preset("riichi"), gb = preset("gb");
    uint8_t counts[N][HUPAI_KINDS], status[N], improving[N][HUPAI_KINDS], unseen[N][HUPAI_KINDS];
    int8_t shanten[N][HUPAI_KINDS], ev_shanten[N][HUPAI_EV_COLUMNS], one[N];
    uint64_t mask[N], states[N];
    uint8_t seen[HUPAI_KINDS] = {0};
    const uint8_t win_tiles[N] = {28, 21}; /* 2z, 4s */
    hupai_riichi_score scores[N];
    hupai_gb_score gb_scores[N];
    hupai_situation won[N];
    hupai_ev_options opt;
    hupai_ev_situation table;
    hupai_error e;
    double win[N][HUPAI_EV_COLUMNS];
    memcpy(counts[0], parse("123m456p789s1122z").counts, HUPAI_KINDS);
    memcpy(counts[1], parse("234567m234p23466s").counts, HUPAI_KINDS);
    seen[27] = 1;

    CHECK(hupai_batch_improving(&riichi, 1, counts[0], NULL, NULL, seen, 0, improving[0], one, mask,
                                status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_OK && one[0] == 0 && mask[0] == ((1ull << 27) | (1ull << 28)));
    CHECK(improving[0][27] == 1 && improving[0][28] == 2 && improving[0][0] == 0);
    CHECK(hupai_batch_improving(&riichi, 1, counts[0], NULL, NULL, seen, 5, improving[0], NULL,
                                NULL, status) == HUPAI_INVALID_VALUE);

    CHECK(hupai_batch_discards(&riichi, N, counts[0], NULL, NULL, NULL, 0, shanten[0], unseen[0],
                               status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_WRONG_HAND_SIZE && shanten[0][0] == HUPAI_NO_SHANTEN);
    CHECK(status[1] == HUPAI_OK && shanten[1][21] == 0 && shanten[1][0] == HUPAI_NO_SHANTEN);

    won[0] = situation_on("2z");
    won[1] = situation_on("4s");
    CHECK(hupai_situation_set(&won[1], "riichi", "1", NULL) == HUPAI_OK);
    CHECK(hupai_batch_score_riichi(&riichi, N, counts[0], NULL, NULL, won, N, NULL, scores,
                                   status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_WRONG_HAND_SIZE && scores[0].total == 0);
    CHECK(status[1] == HUPAI_OK && scores[1].payments.ron == 12000 && scores[1].han == 5);
    CHECK(hupai_batch_score_gb(&gb, N, counts[0], NULL, NULL, won, 1, win_tiles, gb_scores,
                               status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_WRONG_HAND_SIZE && status[1] == HUPAI_OK && gb_scores[1].total > 0);

    hupai_ev_options_init(&opt);
    hupai_ev_situation_init(&table);
    CHECK(opt.links == HUPAI_EV_LINKS_BOTH);
    CHECK(hupai_ev_options_set(&opt, "links", "moves", &e) == HUPAI_OK);
    CHECK(hupai_ev_options_set(&opt, "t_max", "6", &e) == HUPAI_OK);
    CHECK(opt.links == HUPAI_EV_LINKS_MOVES && opt.t_max == 6);
    CHECK(hupai_ev_options_set(&opt, "links", "neither", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_ev_options_set(&opt, "speed", "1", &e) == HUPAI_UNKNOWN_FLAG);
    CHECK(opt.links == HUPAI_EV_LINKS_MOVES); /* unchanged by a refused value */
    CHECK(hupai_ev_situation_set(&table, "dora_indicators", "1z,0p", &e) == HUPAI_OK);
    CHECK(table.dora_count == 2 && table.dora_indicators[1] == 13 && table.dora_red[1] == 1);
    CHECK(hupai_ev_situation_set(&table, "seat_wind", "5z", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_ev_situation_set(NULL, "honba", "1", &e) == HUPAI_INVALID_VALUE);
    CHECK(hupai_batch_ev(&riichi, N, counts[0], NULL, NULL, &table, &opt, win[0], NULL, NULL,
                         ev_shanten[0], states, status) == HUPAI_OK);
    CHECK(status[0] == HUPAI_WRONG_HAND_SIZE && states[0] == 0 && win[0][0] != win[0][0]);
    CHECK(status[1] == HUPAI_OK && states[1] > 0 && ev_shanten[1][21] == 0);
    CHECK(win[1][21] > 0 && win[1][21] <= 1 && win[1][33] != win[1][33]); /* NaN: no 7z held */
}

int main(void) {
    test_parse_and_format();
    test_names_and_rules();
    test_questions();
    test_batch();
    test_score_riichi();
    test_score_gb();
    test_expected_values();
    test_calls();
    test_the_set_and_situations();
    test_red_fives_in_melds();
    test_more_batches();
    printf("%d passed, %d failed\n", passed, failed);
    return failed == 0 ? 0 : 1;
}
