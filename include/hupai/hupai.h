/* hupai/hupai.h — the C API: hupai for C and every language that calls C (Go, Rust, Python…).
 *
 * Plain C (C99 and later, C11 for the static assertions C++ checks), no exceptions across it, no
 * allocation visible to the caller: every result goes into a buffer the caller owns. Each call
 * answers through the C++ library (include/hupai/hupai.hpp); this layer only translates types.
 *
 * Status codes: HUPAI_OK (0), or 1 + the library's error code (hupai::errc), with the same stable
 * names: hupai_status_name(HUPAI_TOO_MANY_COPIES) is "too_many_copies". A call that fails fills the
 * optional hupai_error (pass NULL to skip it) with the code, the byte offset for parse errors and
 * the library's message ("unknown_character: 'x' at byte 4"), truncated to fit.
 *
 * Tile kinds are the library's: 0–8 1m–9m, 9–17 1p–9p, 18–26 1s–9s, 27–33 1z–7z, 34–41 1f–8f.
 *
 * Batch calls (hupai_batch_*) judge N hands laid out as contiguous arrays: N × 34 counts, and
 * optionally N joker counts and N × 4 melds. Each row gets its own status, so one bad row does not
 * spoil the batch; the call itself fails only for bad arguments (NULL pointers). They are
 * reentrant and share nothing: split a batch into ranges to run it on several threads.
 *
 * Example (C):
 *     hupai_hand h; hupai_rules r; hupai_shanten_result s; hupai_error e;
 *     if (hupai_rules_preset("riichi", &r, &e) == HUPAI_OK &&
 *         hupai_parse_hand("123m456p789s1122z", 17, HUPAI_NOTATION_AUTO, &h, &e) == HUPAI_OK &&
 *         hupai_shanten(&h, &r, &s, &e) == HUPAI_OK)
 *         printf("%d\n", s.overall);  // 0: ready
 *     else
 *         printf("%s\n", e.message);
 */
#ifndef HUPAI_HUPAI_H
#define HUPAI_HUPAI_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* --- Status codes ---------------------------------------------------------------------------- */

typedef enum hupai_status {
    HUPAI_OK = 0,
    HUPAI_UNKNOWN_CHARACTER, /* 1 + hupai::errc, in its order */
    HUPAI_MISSING_SUIT,
    HUPAI_INVALID_TILE,
    HUPAI_TOO_MANY_COPIES,
    HUPAI_INVALID_MELD,
    HUPAI_TOO_MANY_MELDS,
    HUPAI_EMPTY_HAND,
    HUPAI_LINE_TOO_LONG,
    HUPAI_INVALID_UTF8,
    HUPAI_WRONG_HAND_SIZE,
    HUPAI_HAND_TOO_LARGE,
    HUPAI_FORBIDDEN_TILE,
    HUPAI_FORBIDDEN_MELD,
    HUPAI_MISSING_WILDCARD,
    HUPAI_INVALID_WILDCARD,
    HUPAI_UNKNOWN_PRESET,
    HUPAI_UNKNOWN_FLAG,
    HUPAI_INVALID_VALUE, /* also: a NULL pointer or an out-of-range argument */
    HUPAI_UNKNOWN_NOTATION,
    HUPAI_NOT_A_WIN, /* scoring */
    HUPAI_IMPOSSIBLE_SITUATION,
    HUPAI_INVALID_JSON,
    HUPAI_UNKNOWN_OP,
    HUPAI_TOO_FAR,       /* expected values: the search passed its state budget */
    HUPAI_OUT_OF_MEMORY, /* C API only: the library could not allocate */
    HUPAI_STATUS_COUNT
} hupai_status;

/* The stable name of a status: "ok", "unknown_character", …; "unknown" out of range. */
const char* hupai_status_name(int status);

#define HUPAI_MESSAGE_SIZE 256

/* Details of a failed call. message is NUL-terminated, starts with the status name. */
typedef struct hupai_error {
    int32_t status;
    uint32_t offset; /* byte offset into the parsed text for parse errors, else 0 */
    char message[HUPAI_MESSAGE_SIZE];
} hupai_error;

/* --- Tiles, hands ------------------------------------------------------------------------------
 */

#define HUPAI_KINDS 34     /* the kinds a hand is judged on: 1m … 7z */
#define HUPAI_ALL_KINDS 42 /* with the flowers 1f … 8f */
#define HUPAI_MAX_MELDS 4
#define HUPAI_NO_SHANTEN 99 /* a form that does not apply */

typedef enum hupai_meld_kind {
    HUPAI_MELD_NONE = 0, /* an unused slot of a batch meld array */
    HUPAI_MELD_CHOW,
    HUPAI_MELD_PUNG,
    HUPAI_MELD_EXPOSED_KONG,
    HUPAI_MELD_ADDED_KONG,
    HUPAI_MELD_CONCEALED_KONG
} hupai_meld_kind;

/* A declared meld: its kind and three kinds ascending (a pung or kong: the same kind 3 times).
 *
 * The kind byte's high nibble counts the meld's red fives: kind = HUPAI_MELD_PUNG |
 * HUPAI_MELD_RED(1) for [055m] (0 to the fives the meld holds: 1 in a chow through a five, 3 in
 * a pung of fives, 4 in a kong; more is HUPAI_INVALID_MELD). A zero high nibble is a meld without
 * red fives, so code written before the nibble existed, which zero-initialises the hand and sets
 * kind to a hupai_meld_kind, asks what it asked, and the struct's size and layout are unchanged.
 * A reader of melds the library wrote (hupai_parse_hand, hupai_analyze_calls) takes the kind
 * with HUPAI_MELD_KIND_OF and the count with HUPAI_MELD_REDS_OF: a meld holding a red five has a
 * kind byte above HUPAI_MELD_CONCEALED_KONG. */
typedef struct hupai_meld {
    uint8_t kind; /* hupai_meld_kind, plus HUPAI_MELD_RED(n) */
    uint8_t tiles[3];
} hupai_meld;

#define HUPAI_MELD_RED(n) ((n) << 4)                    /* n red fives, in a kind byte */
#define HUPAI_MELD_KIND_OF(kind) ((kind)&0x0F)          /* the hupai_meld_kind of a kind byte */
#define HUPAI_MELD_REDS_OF(kind) (((kind) >> 4) & 0x0F) /* its red fives */

/* A hand: concealed counts by kind (flowers at 34–41), red fives among counts of 5m, 5p, 5s
 * (red_fives[s] at most the concealed fives of suit s, else HUPAI_INVALID_VALUE), `?` jokers
 * (always wild) and up to 4 declared melds (their red fives in each kind byte). Zero-initialise,
 * then fill. */
typedef struct hupai_hand {
    uint8_t counts[HUPAI_ALL_KINDS];
    uint8_t red_fives[3];
    uint8_t jokers;
    uint8_t meld_count;
    hupai_meld melds[HUPAI_MAX_MELDS];
} hupai_hand;

typedef enum hupai_notation {
    HUPAI_NOTATION_AUTO = 0, /* mpsz, unicode, chinese or codes, detected */
    HUPAI_NOTATION_MPSZ,
    HUPAI_NOTATION_UNICODE,
    HUPAI_NOTATION_CHINESE,
    HUPAI_NOTATION_CODES,
    HUPAI_NOTATION_MEDIATEK
} hupai_notation;

/* Parses `length` bytes of text (docs/NOTATION.md). Errors: the notation errors, with offset. */
hupai_status hupai_parse_hand(const char* text, size_t length, int notation, hupai_hand* out,
                              hupai_error* error);

/* Writes the hand in canonical MPSZ into buffer (NUL-terminated when capacity > 0, truncated to
 * fit) and returns the length of the whole text, as snprintf does; 0 (and nothing written) for
 * a NULL hand or a meld slot of an unknown kind. */
size_t hupai_format_hand(const hupai_hand* hand, char* buffer, size_t capacity);

/* One kind in MPSZ ("1m", "7z", "3f"), or "" past 41. A static string. */
const char* hupai_tile_name(int tile);

/* --- Rules -------------------------------------------------------------------------------------
 */

/* A rule set: a preset with flags set by name. Opaque storage, but a plain value: copy it freely
 * (memcpy, assignment); it owns nothing and needs no freeing. */
typedef struct hupai_rules {
    uint64_t opaque[32];
} hupai_rules;

/* The presets (riichi, chinese, sichuan, ruijin, mediatek, gb) and the flag names, in
 * documentation order (docs/CLI.md); index past the end gives NULL. */
size_t hupai_preset_count(void);
const char* hupai_preset_name(size_t index);
size_t hupai_flag_count(void);
const char* hupai_flag_name(size_t index);

/* The preset `name`. Errors: unknown_preset. */
hupai_status hupai_rules_preset(const char* name, hupai_rules* out, hupai_error* error);
/* Sets one flag from text (booleans true/false, integers, wild as "5z,6z", enum value names).
 * Errors: unknown_flag, invalid_value, invalid_wildcard. */
hupai_status hupai_rules_set_flag(hupai_rules* rules, const char* flag, const char* value,
                                  hupai_error* error);
/* Checks the combination (e.g. ruijin needs a wild kind). Errors: missing_wildcard,
 * invalid_value (a knitted form with wildcards). */
hupai_status hupai_rules_validate(const hupai_rules* rules, hupai_error* error);

/* --- Questions ---------------------------------------------------------------------------------
 */
/* Each validates the hand against the rules first (errors as hupai::validate_hand). */

/* The size the questions judge the hand by: concealed tiles and jokers, 3 per declared meld,
 * and the flowers where the rules make them tiles (ruijin). */
hupai_status hupai_hand_size(const hupai_hand* hand, const hupai_rules* rules, int32_t* out,
                             hupai_error* error);

typedef enum hupai_form {
    HUPAI_FORM_STANDARD = 0,
    HUPAI_FORM_SEVEN_PAIRS,
    HUPAI_FORM_THIRTEEN_ORPHANS,
    HUPAI_FORM_THIRTEEN_LAN,
    HUPAI_FORM_HONOURS_AND_KNITTED,
    HUPAI_FORM_KNITTED_STRAIGHT,
    HUPAI_FORM_COUNT
} hupai_form;
/* "standard", "seven_pairs", "thirteen_orphans", "thirteen_lan", "honours_and_knitted",
 * "knitted_straight"; NULL out of range. */
const char* hupai_form_name(int form);

typedef struct hupai_win_result {
    uint8_t win;
    uint8_t forms; /* bit f: form f completes the hand */
    uint8_t fei;   /* ruijin 飞 (then win is 0) */
    uint8_t zhifei;
} hupai_win_result;

/* Whether a 3n+2 hand wins, and by which forms. */
hupai_status hupai_check_win(const hupai_hand* hand, const hupai_rules* rules,
                             hupai_win_result* out, hupai_error* error);

typedef enum hupai_wait_shape {
    HUPAI_WAIT_TWO_SIDED = 0,
    HUPAI_WAIT_CLOSED,
    HUPAI_WAIT_EDGE,
    HUPAI_WAIT_SINGLE,
    HUPAI_WAIT_DUAL_PUNG,
    HUPAI_WAIT_SEVEN_PAIRS,
    HUPAI_WAIT_THIRTEEN_ORPHANS,
    HUPAI_WAIT_THIRTEEN_LAN,
    HUPAI_WAIT_WILDCARD,
    HUPAI_WAIT_KNITTED,
    HUPAI_WAIT_SHAPE_COUNT
} hupai_wait_shape;
/* "two_sided", "closed", …, "wildcard", "knitted"; NULL out of range. */
const char* hupai_wait_shape_name(int shape);

typedef struct hupai_waits_result {
    uint64_t waits;               /* bit k: kind k completes the hand */
    uint64_t karaten;             /* riichi: would complete it, but all 4 are held */
    uint16_t shapes[HUPAI_KINDS]; /* per kind, bit s: wait shape s applies */
    int32_t shanten;
    uint8_t fei;
    uint8_t zhifei;
} hupai_waits_result;

/* The waits of a 3n+1 hand and their shapes. */
hupai_status hupai_waits(const hupai_hand* hand, const hupai_rules* rules, hupai_waits_result* out,
                         hupai_error* error);

typedef struct hupai_shanten_result {
    int32_t overall;                   /* -1 complete, 0 ready, … */
    int32_t by_form[HUPAI_FORM_COUNT]; /* HUPAI_NO_SHANTEN where the form does not apply */
} hupai_shanten_result;

/* Fewest exchanges to ready (for 3n+2 hands after the best discard), overall and per form. */
hupai_status hupai_shanten(const hupai_hand* hand, const hupai_rules* rules,
                           hupai_shanten_result* out, hupai_error* error);

#define HUPAI_MAX_DISCARDS 35 /* 34 kinds and a joker */
#define HUPAI_JOKER_DISCARD 255

typedef struct hupai_discard {
    uint8_t discard; /* a kind, or HUPAI_JOKER_DISCARD */
    int8_t shanten;  /* of the hand after the discard */
    uint16_t unseen_total;
    uint64_t improving;          /* bit k: drawing kind k lowers that shanten */
    uint8_t unseen[HUPAI_KINDS]; /* per improving kind: copies not yet seen */
} hupai_discard;

/* For each distinct discard of a 3n+2 hand, best first: the shanten after it and the improving
 * kinds with unseen counts (4 minus those held and minus visible[k]; visible may be NULL; with
 * the hand it holds at most 4 of a kind, else HUPAI_TOO_MANY_COPIES naming the kind).
 * Writes min(capacity, count) entries (HUPAI_MAX_DISCARDS always suffices) and the count. */
hupai_status hupai_analyze(const hupai_hand* hand, const hupai_rules* rules, const uint8_t* visible,
                           hupai_discard* out, size_t capacity, size_t* count, hupai_error* error);

typedef enum hupai_group_kind {
    HUPAI_GROUP_PAIR = 0,
    HUPAI_GROUP_CHOW,
    HUPAI_GROUP_PUNG,
    HUPAI_GROUP_KONG,
    HUPAI_GROUP_SINGLE
} hupai_group_kind;

typedef struct hupai_group {
    uint8_t kind;     /* hupai_group_kind */
    uint8_t size;     /* tiles used of tiles[] */
    uint8_t tiles[4]; /* the kinds it is made of (what wildcards stand for) */
    uint8_t wild;     /* bit i: tiles[i] is played by a wildcard */
    uint8_t declared; /* a declared meld of the hand */
} hupai_group;

#define HUPAI_MAX_GROUPS 14 /* thirteen_lan: 14 singles */

typedef struct hupai_decomposition {
    uint8_t form; /* hupai_form */
    uint8_t group_count;
    hupai_group groups[HUPAI_MAX_GROUPS];
} hupai_decomposition;

/* The first `capacity` decompositions of a winning 3n+2 hand, in the library's stable order
 * (hupai::decompose); *count is how many were written. A hand that does not win has none. */
hupai_status hupai_decompose(const hupai_hand* hand, const hupai_rules* rules,
                             hupai_decomposition* out, size_t capacity, size_t* count,
                             hupai_error* error);

/* --- Batches -----------------------------------------------------------------------------------
 */
/* Inputs, for n hands: counts[n × 34] (row i: the concealed counts of hand i), jokers[n] or NULL
 * (`?` tiles per hand), melds[n × 4] or NULL (slots with kind HUPAI_MELD_NONE are unused; used
 * slots come first). Outputs: status[n] (per row: HUPAI_OK or the error the single call gives)
 * and the arrays named below; a row whose status is not HUPAI_OK has its outputs zeroed (shanten:
 * HUPAI_NO_SHANTEN). The call returns HUPAI_INVALID_VALUE for NULL required pointers, else
 * HUPAI_OK whatever the rows hold. Cost: the single call's per row, no allocation but one
 * buffer of the discard batches and what the scores and expected values allocate per row. */

/* shanten[n]: the overall shanten of each hand. */
hupai_status hupai_batch_shanten(const hupai_rules* rules, size_t n, const uint8_t* counts,
                                 const uint8_t* jokers, const hupai_meld* melds, int8_t* shanten,
                                 uint8_t* status);

/* win[n]: 1 when the 3n+2 hand wins; forms[n] (or NULL): its forms as bits. */
hupai_status hupai_batch_win(const hupai_rules* rules, size_t n, const uint8_t* counts,
                             const uint8_t* jokers, const hupai_meld* melds, uint8_t* win,
                             uint8_t* forms, uint8_t* status);

/* waits[n × 34]: 1 where the kind completes the 3n+1 hand; shanten[n] (or NULL). */
hupai_status hupai_batch_waits(const hupai_rules* rules, size_t n, const uint8_t* counts,
                               const uint8_t* jokers, const hupai_meld* melds, uint8_t* waits,
                               int8_t* shanten, uint8_t* status);

/* For each 3n+2 hand and each discard kind d: shanten[n × 34] after discarding d
 * (HUPAI_NO_SHANTEN when the hand holds no d) and improving[n × 34 × 34], 1 at [i][d][k] when
 * drawing k after discarding d lowers that shanten. Joker discards are not reported. */
hupai_status hupai_batch_analyze(const hupai_rules* rules, size_t n, const uint8_t* counts,
                                 const uint8_t* jokers, const hupai_meld* melds, int8_t* shanten,
                                 uint8_t* improving, uint8_t* status);

/* The tiles seen outside the hands of a batch (hupai_analyze's visible): visible NULL, or 34
 * counts read with visible_stride 0 (the same for every row) or 34 (row i at visible + 34 i);
 * another stride is HUPAI_INVALID_VALUE for the call. With its hand a row holds at most 4 of a
 * kind, else that row's status is HUPAI_TOO_MANY_COPIES. */

/* Improving tiles (受け入れ) of 3n+1 hands (hupai::analyze_draws): improving[n × 34], at
 * [i][k] the unseen copies of kind k when drawing k lowers hand i's shanten, else 0;
 * shanten[n] (or NULL) that shanten; mask[n] (or NULL) bit k for every improving kind, also one
 * with no copy left unseen. */
hupai_status hupai_batch_improving(const hupai_rules* rules, size_t n, const uint8_t* counts,
                                   const uint8_t* jokers, const hupai_meld* melds,
                                   const uint8_t* visible, size_t visible_stride,
                                   uint8_t* improving, int8_t* shanten, uint64_t* mask,
                                   uint8_t* status);

/* Discard analysis of 3n+2 hands in compact form (hupai::analyze_discards): shanten[n × 34],
 * at [i][d] the shanten after discarding kind d (HUPAI_NO_SHANTEN when the hand holds no d);
 * unseen[n × 34], at [i][d] the unseen copies of the kinds that lower it (hupai_analyze's
 * unseen_total). A `?` joker's discard has no column. 68 bytes a row where hupai_batch_analyze
 * writes 1,190. */
hupai_status hupai_batch_discards(const hupai_rules* rules, size_t n, const uint8_t* counts,
                                  const uint8_t* jokers, const hupai_meld* melds,
                                  const uint8_t* visible, size_t visible_stride, int8_t* shanten,
                                  uint8_t* unseen, uint8_t* status);

/* --- Scoring ---------------------------------------------------------------------------------
 */
/* What a winning hand is worth: riichi (yaku, han, fu, points) or the Chinese Official rules
 * (GB, 81 fan). The hand holds its concealed tiles including the winning tile, its declared melds
 * and, for GB, its flowers (counts 34–41). Red fives count as aka dora, concealed
 * (red_fives) or in declared melds (HUPAI_MELD_RED in a meld's kind byte). */

/* How a hand was won. Opaque storage, a plain value like hupai_rules: copy it freely. */
typedef struct hupai_situation {
    uint64_t opaque[8];
} hupai_situation;

/* The defaults: a ron by the dealer (East seat) in the East round, nothing else special, and no
 * winning tile yet. Set "win_tile" before scoring: a hupai_hand keeps counts, not the order of
 * the text, so it cannot say which tile came last. */
void hupai_situation_init(hupai_situation* situation);

/* The keys hupai_situation_set accepts, in documentation order (docs/SCORING.md): win_tile,
 * tsumo, seat_wind, round_wind, riichi, ippatsu, rinshan, chankan, last_tile, blessing,
 * last_copy, dora_indicators, ura_indicators, honba, riichi_sticks; index past the end gives
 * NULL. */
size_t hupai_situation_key_count(void);
const char* hupai_situation_key_name(size_t index);

/* Sets one field from text, as the batch "situation" keys: booleans true/false/1/0, win_tile one
 * tile in any notation a hand takes ("6s", "0p" for a red five, "六索"), winds 1z–4z (东 南 西 北),
 * riichi 0/1/2, indicators a list ("4s,9p", "" for none), honba and riichi_sticks 0–1000. Whether
 * the situation can happen, and whether the indicators fit the set beside the hand (at most 4 of
 * a kind: HUPAI_TOO_MANY_COPIES), is judged when scoring. Errors: unknown_flag (no such key),
 * invalid_value, the tile parse errors.
 * Example: hupai_situation_set(&s, "dora_indicators", "4s,9p", &e). */
hupai_status hupai_situation_set(hupai_situation* situation, const char* key, const char* value,
                                 hupai_error* error);

/* Riichi ---------------------------------------------------------------------------------------
 */

#define HUPAI_YAKU_COUNT 50 /* ids 0–49, in the order of docs/SCORING.md; 34 and up are yakuman */
#define HUPAI_MAX_YAKU 24
#define HUPAI_MAX_FU 10

/* A yaku id's output name: "riichi", "pinfu", …, "kokushi_13", "renhou" (ids 30, the 5-han yaku,
 * and 49, the yakuman, share it); NULL out of range. */
const char* hupai_yaku_name(int yaku);
/* The first id named `name`, or -1. */
int hupai_yaku_find(const char* name);

/* Why fu were given: "base", "seven_pairs", "closed_ron", "tsumo", "open_pinfu", "dragon_pair",
 * "seat_wind_pair", "round_wind_pair", "double_wind_pair", "closed_wait", "edge_wait",
 * "single_wait", "open_pung", "closed_pung", "open_kong", "closed_kong" (ids 0–15); NULL out of
 * range. */
const char* hupai_fu_reason_name(int reason);

typedef enum hupai_limit {
    HUPAI_LIMIT_NONE = 0,
    HUPAI_LIMIT_MANGAN,
    HUPAI_LIMIT_HANEMAN,
    HUPAI_LIMIT_BAIMAN,
    HUPAI_LIMIT_SANBAIMAN,
    HUPAI_LIMIT_YAKUMAN /* also a counted yakuman (13+ han under kazoe: yakuman) */
} hupai_limit;
/* "none", "mangan", "haneman", "baiman", "sanbaiman", "yakuman"; NULL out of range. */
const char* hupai_limit_name(int limit);

typedef struct hupai_yaku_entry {
    uint8_t yaku;    /* a yaku id (hupai_yaku_name) */
    uint8_t han;     /* its han (dora, aka_dora, ura_dora: their count); 0 for a yakuman */
    uint8_t yakuman; /* a yakuman's multiple, 1 or 2; else 0 */
} hupai_yaku_entry;

typedef struct hupai_fu_entry {
    uint8_t reason; /* hupai_fu_reason_name */
    uint8_t fu;
    uint8_t tile; /* the pair's or meld's kind, else 0 */
} hupai_fu_entry;

/* Who pays, honba included: a ron `ron`; a tsumo `non_dealer` from each non-dealer and, for a
 * non-dealer's win, `dealer` from the dealer. Unused fields are 0. */
typedef struct hupai_riichi_payments {
    int32_t ron;
    int32_t dealer;
    int32_t non_dealer;
} hupai_riichi_payments;

typedef struct hupai_riichi_score {
    uint8_t no_yaku;    /* complete but without a yaku: every other field is 0 */
    uint8_t yaku_count; /* entries used of yaku[] */
    uint8_t fu_count;   /* entries used of fu_details[] */
    uint8_t limit;      /* hupai_limit */
    uint8_t form;       /* hupai_form of the reading kept */
    uint8_t wait;       /* hupai_wait_shape: how the winning tile completed it */
    int32_t han;        /* 0 for a yakuman hand */
    int32_t fu;         /* rounded up to 10 (chiitoitsu 25); 0 for a yakuman hand */
    int32_t yakuman;    /* the sum of the yakuman multiples (0 for a counted yakuman) */
    int32_t base_points;
    hupai_riichi_payments payments;
    int32_t total; /* the winner's gain: the payments plus 1,000 per riichi stick */
    hupai_yaku_entry yaku[HUPAI_MAX_YAKU];
    hupai_fu_entry fu_details[HUPAI_MAX_FU]; /* before rounding */
} hupai_riichi_score;

/* Scores a riichi win: the reading worth the most points (hupai::score_riichi). The rules' riichi
 * flags apply (open_tanyao, aka_dora, kazoe, …). A complete hand without a yaku is an answer
 * (no_yaku), not an error. Errors: the hand's validation errors; invalid_value (win_tile not set
 * or not among the concealed tiles, jokers or wild kinds, a gb-only situation);
 * impossible_situation (ippatsu without riichi, riichi with an open hand, …); not_a_win.
 * Example: 234567m234p23466s won on 4s, riichi, dealer's ron → riichi pinfu tanyao sanshoku,
 * 5 han 30 fu, mangan, payments.ron 12000. */
hupai_status hupai_score_riichi(const hupai_hand* hand, const hupai_situation* situation,
                                const hupai_rules* rules, hupai_riichi_score* out,
                                hupai_error* error);

/* GB (Chinese Official, 国标麻将) -------------------------------------------------------------
 */

#define HUPAI_GB_FAN_COUNT 82 /* the 81 fans in Green Book order (ids 0–80), then 明暗杠 (81) */
#define HUPAI_GB_MAX_FANS 32

/* A fan id's names: its id ("pure_straight"), its English name ("Pure Straight") and its
 * Chinese name in UTF-8 ("清龙"); NULL out of range. */
const char* hupai_gb_fan_name(int fan);
const char* hupai_gb_fan_english_name(int fan);
const char* hupai_gb_fan_chinese_name(int fan);
/* Points of one occurrence (16 for pure_straight; flower_tiles 1 per flower); 0 out of range. */
int32_t hupai_gb_fan_points(int fan);
/* The fan named `name` by any of its three names ("pure_straight", "Pure Straight", "清龙"),
 * or -1. */
int hupai_gb_fan_find(const char* name);

typedef enum hupai_gb_form {
    HUPAI_GB_FORM_STANDARD = 0,
    HUPAI_GB_FORM_SEVEN_PAIRS,
    HUPAI_GB_FORM_THIRTEEN_ORPHANS,
    HUPAI_GB_FORM_HONOURS_AND_KNITTED, /* 全不靠 / 七星不靠 */
    HUPAI_GB_FORM_KNITTED_STRAIGHT,    /* 组合龙 plus a meld and a pair */
    HUPAI_GB_FORM_COUNT
} hupai_gb_form;
/* "standard", "seven_pairs", "thirteen_orphans", "honours_and_knitted", "knitted_straight";
 * NULL out of range. */
const char* hupai_gb_form_name(int form);

typedef struct hupai_gb_fan_entry {
    uint8_t fan;     /* a fan id */
    uint8_t count;   /* how many times it is counted (two tile_hog: 2; flower_tiles: the flowers) */
    uint16_t points; /* of one occurrence */
} hupai_gb_fan_entry;

typedef struct hupai_gb_score {
    uint8_t form;      /* hupai_gb_form of the reading kept */
    uint8_t fan_count; /* entries used of fans[] */
    uint8_t qualifies; /* the total without flowers reaches 8 (起和番) */
    uint8_t tsumo;     /* self-drawn: `each` pays; else `discarder` and `other` */
    uint8_t flowers;   /* flowers held, 0–8 */
    int32_t total;     /* all points, flowers included */
    int32_t discarder; /* on a discard: 8 + total */
    int32_t other;     /* on a discard: each of the two others pays 8 */
    int32_t each;      /* on tsumo: each of the three pays 8 + total */
    int32_t total_won; /* the sum of all payments */
    hupai_gb_fan_entry fans[HUPAI_GB_MAX_FANS]; /* in id order */
} hupai_gb_score;

/* Scores a win under the Chinese Official rules (hupai::score_gb): every reading scored with the
 * exclusion rules, the best kept. A hand with no other fan scores chicken_hand (8). Errors: the
 * hand's validation errors; wrong_hand_size (not 14 tiles, a meld counting 3); invalid_wildcard
 * (the rules set a wild kind) and forbidden_tile (a `?` joker): GB has no wildcards;
 * invalid_value (win_tile not set or not among the concealed tiles); impossible_situation (more
 * than 8 flowers, a riichi-only situation, rinshan without a kong, …); not_a_win.
 * Example: 123456789m789s11s won on 9s by a ron → pure_straight 16, concealed_hand 2,
 * all_chows 2, mixed_double_chow 1, one_voided_suit 1: total 22. */
hupai_status hupai_score_gb(const hupai_hand* hand, const hupai_situation* situation,
                            const hupai_rules* rules, hupai_gb_score* out, hupai_error* error);

/* Batch scoring --------------------------------------------------------------------------------
 */
/* n winning hands scored as hupai_score_riichi / hupai_score_gb score each, with the batch
 * inputs above (counts without red fives, jokers, melds; their red fives in the kind bytes).
 * situations: situation_count 1 (the same for every row) or n (row i's at situations + i);
 * another count is HUPAI_INVALID_VALUE for the call. win_tiles[n] (or NULL): row i's winning
 * kind 0–33, over the situation's win_tile (HUPAI_INVALID_TILE past 33); without it each
 * situation must have its win_tile set. out[n]: row i's score, zeroed when its status is not
 * HUPAI_OK (not_a_win, impossible_situation, …). */
hupai_status hupai_batch_score_riichi(const hupai_rules* rules, size_t n, const uint8_t* counts,
                                      const uint8_t* jokers, const hupai_meld* melds,
                                      const hupai_situation* situations, size_t situation_count,
                                      const uint8_t* win_tiles, hupai_riichi_score* out,
                                      uint8_t* status);
hupai_status hupai_batch_score_gb(const hupai_rules* rules, size_t n, const uint8_t* counts,
                                  const uint8_t* jokers, const hupai_meld* melds,
                                  const hupai_situation* situations, size_t situation_count,
                                  const uint8_t* win_tiles, hupai_gb_score* out, uint8_t* status);

/* --- Expected values and calls (docs/EV.md) -------------------------------------------------- */

#define HUPAI_EV_MAX_TURNS 19 /* turns 0–18 */
#define HUPAI_EV_MAX_ROWS 37  /* one per kind held, the red fives apart */

/* The table around the hand (hupai::ev_situation). Init gives the defaults: dealer in the East
 * round, no indicator, nothing seen. */
typedef struct hupai_ev_situation {
    uint8_t seat_wind;  /* 27–30 (1z–4z) */
    uint8_t round_wind; /* 27–30 */
    uint8_t dora_count; /* indicators used, 0–5 */
    uint8_t dora_indicators[5];
    uint8_t dora_red[5]; /* 1: that indicator is a red five */
    uint8_t seen[HUPAI_KINDS];
    uint8_t seen_red[3]; /* red fives among seen 5m, 5p, 5s */
    int32_t honba;
    int32_t riichi_sticks;
} hupai_ev_situation;
void hupai_ev_situation_init(hupai_ev_situation* situation);

/* Which links the values read (hupai::ev_links, docs/EV.md): every link of a state (the model),
 * or only its own moves (the CLI's --links moves). Another value is HUPAI_INVALID_VALUE. */
typedef enum hupai_ev_links { HUPAI_EV_LINKS_BOTH = 0, HUPAI_EV_LINKS_MOVES } hupai_ev_links;

/* How the search runs (hupai::ev_options); init gives the defaults (t 1–18, wall derived,
 * extra 1, every switch on, links both, 1,000,000 states at most). links sits in what was
 * padding before max_states: code that zero-initialised the struct asks for both, as before. */
typedef struct hupai_ev_options {
    int32_t t_min;
    int32_t t_max;
    int32_t wall; /* 0: derived from the tiles */
    int32_t extra;
    uint8_t shanten_down;
    uint8_t tegawari;
    uint8_t red_dora;
    uint8_t ura_dora;
    uint8_t links; /* hupai_ev_links: HUPAI_EV_LINKS_BOTH (0, the model) or _MOVES */
    uint64_t max_states;
} hupai_ev_options;
void hupai_ev_options_init(hupai_ev_options* options);

/* Sets one field of the table or one option from text, by the key the CLI's batch ops use
 * (hupai::set_ev_situation, hupai::set_ev_option): seat_wind, round_wind (1z–4z),
 * dora_indicators ("1z,0p"), seen (a hand text), honba, riichi_sticks; t_min, t_max, wall,
 * extra, max_states (integers), shanten_down, tegawari, red_dora, ura_dora (true/false/1/0),
 * links (both or moves). The struct is unchanged on an error. Errors: unknown_flag, invalid_value,
 * the tile parse errors. Example: hupai_ev_options_set(&o, "links", "moves", &e). */
hupai_status hupai_ev_situation_set(hupai_ev_situation* situation, const char* key,
                                    const char* value, hupai_error* error);
hupai_status hupai_ev_options_set(hupai_ev_options* options, const char* key, const char* value,
                                  hupai_error* error);

/* One discard (or the 3n+1 hand as it stands): values for t = t_min … t_max in [0, turns). */
typedef struct hupai_ev_row {
    uint8_t has_discard;
    uint8_t discard; /* a kind 0–33 */
    uint8_t discard_red;
    int8_t shanten;
    uint8_t turns; /* t_max − t_min + 1 */
    double tenpai_prob[HUPAI_EV_MAX_TURNS];
    double win_prob[HUPAI_EV_MAX_TURNS];
    double exp_score[HUPAI_EV_MAX_TURNS]; /* 0 where the rules do not score */
} hupai_ev_row;

typedef struct hupai_ev_result {
    uint64_t states;
    uint8_t scored; /* the rules score wins; else exp_score is 0 */
    uint8_t row_count;
    hupai_ev_row rows[HUPAI_EV_MAX_ROWS];
} hupai_ev_result;

/* Expected values of a hand's discards (hupai::expected_values): 14 tiles (a meld counting 3)
 * give a row per discard, 13 one row. situation and options may be NULL (the defaults).
 * Errors: the hand's validation errors, invalid_value, impossible_situation, too_far.
 * Example: 222567m345p33667s, indicator 1z → 10 rows, 173 states; the 6s row's win_prob[0]
 * is 0.7170382017…. */
hupai_status hupai_expected_values(const hupai_hand* hand, const hupai_rules* rules,
                                   const hupai_ev_situation* situation,
                                   const hupai_ev_options* options, hupai_ev_result* out,
                                   hupai_error* error);

#define HUPAI_EV_COLUMNS 37 /* batch columns: kinds 0–33, then the red fives 0m 0p 0s */

/* hupai_expected_values of n hands of 3n+2 tiles at turn t_min, one situation and options for
 * all (NULL: the defaults), with the batch inputs above (jokers are refused, as by the single
 * call). Outputs, column d discarding kind d, columns 34–36 a red five: win_prob[n × 37],
 * exp_score[n × 37] (or NULL; NaN under rules without a score), tenpai_prob[n × 37] (or NULL),
 * shanten[n × 37] (or NULL), states[n] (or NULL). A column the hand has no discard for is NaN
 * (shanten HUPAI_NO_SHANTEN); a failed row is all NaN, states 0. Row errors: those of
 * hupai_expected_values, wrong_hand_size for a 3n+1 hand. Cost: the single call's per row
 * (about 0.1 ms ready, milliseconds 1-shanten: split big batches over threads). */
hupai_status hupai_batch_ev(const hupai_rules* rules, size_t n, const uint8_t* counts,
                            const uint8_t* jokers, const hupai_meld* melds,
                            const hupai_ev_situation* situation, const hupai_ev_options* options,
                            double* win_prob, double* exp_score, double* tenpai_prob,
                            int8_t* shanten, uint64_t* states, uint8_t* status);

typedef enum hupai_call_kind {
    HUPAI_CALL_PASS = 0,
    HUPAI_CALL_CHI,
    HUPAI_CALL_PON,
    HUPAI_CALL_OPEN_KAN,
    HUPAI_CALL_RON
} hupai_call_kind;
/* "pass", "chi", "pon", "open_kan", "ron"; NULL out of range. */
const char* hupai_call_kind_name(int kind);

typedef enum hupai_call_from {
    HUPAI_FROM_LEFT = 0,
    HUPAI_FROM_ACROSS,
    HUPAI_FROM_RIGHT
} hupai_call_from;

#define HUPAI_MAX_CALL_OPTIONS 8

typedef struct hupai_call_option {
    uint8_t kind;    /* hupai_call_kind */
    hupai_meld meld; /* chi, pon, open kan: the meld declared */
    uint8_t has_discard;
    uint8_t discard; /* the best discard after a chi or pon */
    uint8_t discard_red;
    int8_t shanten; /* of the hand after the option (ron: -1) */
    uint8_t no_yaku;
    uint8_t has_ev;
    uint64_t improving; /* kinds whose draw lowers that shanten */
    int32_t unseen_total;
    int32_t ron_points;
    double tenpai_prob; /* with ev options: the values at t_min */
    double win_prob;
    double exp_score;
    hupai_hand after; /* the hand after the option */
} hupai_call_option;

typedef struct hupai_call_result {
    uint8_t count;
    hupai_call_option options[HUPAI_MAX_CALL_OPTIONS];
} hupai_call_result;

/* Every option a discarded tile offers a 3n+1 hand (hupai::analyze_calls): pass, each chi (from
 * the left only), pon, open kan, ron. where: winds, dora and counters of a ron (NULL: the
 * defaults); visible: 34 counts seen outside the hand, or NULL; ev: expected values too, or NULL.
 * Errors: the hand's validation errors; invalid_tile; too_many_copies; invalid_value (no option
 * can use the tile); with ev those of hupai_expected_values. */
hupai_status hupai_analyze_calls(const hupai_hand* hand, const hupai_rules* rules, int tile,
                                 int red, int from, const hupai_situation* where,
                                 const uint8_t* visible, const hupai_ev_options* ev,
                                 hupai_call_result* out, hupai_error* error);

/* --- Version -----------------------------------------------------------------------------------
 */

/* "0.1.0": the library's version. */
const char* hupai_version(void);

#ifdef __cplusplus
}
#endif

#endif /* HUPAI_HUPAI_H */
