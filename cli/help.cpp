// Help texts: what each command answers, an example, and the options.
#include <string>

#include "commands.hpp"
#include "hupai/rules.hpp"
#include "hupai/version.hpp"

namespace hupai::cli {

namespace {

constexpr std::string_view hand_syntax =
    "Hands: MPSZ 123m456p789s11z (0m red five, ? joker), melds after the tiles: [123m] chow,\n"
    "  [555z] pung, [5555z] kong, [5555z+] added kong, (1111m) concealed kong; or Unicode tiles\n"
    "  🀇🀈🀉, Chinese names 一万 二筒 三条 东 中, numeric codes 101 209 407. Words on the command\n"
    "  line are joined: `hupai check 123m 456p 789s 11122z` is one hand. With no HAND on the\n"
    "  command line, one line of standard input is read: `echo 123m456p789s11122z | hupai "
    "check`.\n";

std::string rule_options_text() {
    std::string flags;
    std::size_t column = 4;
    for (const auto f : flag_names()) {
        if (column + f.size() + 2 > 96) {
            flags += "\n    ";
            column = 4;
        }
        flags += f;
        flags += ", ";
        column += f.size() + 2;
    }
    if (flags.size() >= 2) flags.resize(flags.size() - 2);
    return "Rule options:\n"
           "  --rules PRESET       riichi, chinese (default), sichuan, ruijin, mediatek, gb\n"
           "  --wild TILES         wild kinds (癞子/宝), e.g. --wild 7z or --wild 5z,6z; ruijin "
           "needs one\n"
           "  --set NAME=VALUE     override one rule flag (repeatable), e.g. --set "
           "seven_pairs_quads=false\n"
           "  --NAME VALUE         the same, one option per flag (dashes or underscores):\n"
           "                       --seven-pairs-quads false, --kongs_in_hand=true\n"
           "  Flags (booleans take true/false; max_suits, min_concealed a number; red_fives a\n"
           "  count, or one per suit as 1,2,1; flowers set_aside or wild_kind):\n    " +
           flags + "\n";
}

constexpr std::string_view output_options =
    "Output options:\n"
    "  --notation NAME      how HAND is written: auto (default), mpsz, unicode, chinese, codes,\n"
    "                       mediatek (auto never guesses it; --rules mediatek implies it)\n"
    "  --json               print the JSON object batch mode prints for the hand\n"
    "  --unicode            show tiles as Unicode mahjong tiles\n"
    "  -h, --help           this help\n";

constexpr std::string_view exit_text =
    "Exit status: 0 answered (a hand that does not win is an answer), 2 bad input or options\n"
    "(one line on stderr, starting with the error's name; with --json the object\n"
    "{\"id\": null, \"error\": …} on stdout instead), 3 standard input unreadable or the\n"
    "output not written.\n";

std::string hand_command_help(std::string_view usage, std::string_view what,
                              std::string_view examples) {
    std::string s;
    s += "Usage: hupai ";
    s += usage;
    s += "\n\n";
    s += what;
    s += "\nExamples:\n";
    s += examples;
    s += "\n";
    s += hand_syntax;
    s += "\n";
    s += rule_options_text();
    s += output_options;
    s += "\n";
    s += exit_text;
    return s;
}

std::string general_help() {
    std::string s = "hupai " + std::string(version) +
                    " — judges mahjong hands: win, waits, shanten and discards, with wildcards,\n"
                    "under riichi, chinese, sichuan, ruijin, mediatek and gb (Chinese Official) "
                    "rules.\n\n"
                    "Usage: hupai COMMAND [OPTIONS] [HAND]\n"
                    "       hupai HAND [OPTIONS]  the question the hand's size asks: 3n+2 tiles,\n"
                    "                             which discard (as analyze); 3n+1, its waits and\n"
                    "                             the draws that improve it\n"
                    "                             (e.g. hupai 34068m 5678p 2356s)\n"
                    "       hupai                 a short demo on sample hands\n\n"
                    "Commands:\n";
    for (const auto& c : commands()) {
        std::string left = "  " + std::string(c.synopsis);
        if (left.size() < 22) left.resize(22, ' ');
        s += left + std::string(c.summary) + "\n";
        s += "                        e.g. " + std::string(c.example) + "\n";
    }
    s += "\n";
    s += hand_syntax;
    s += "\nThe hand commands take --rules PRESET, rule-flag overrides (--set NAME=VALUE or\n"
         "--NAME VALUE), --wild TILES, --notation NAME, --json and --unicode; analyze also\n"
         "--visible TILES (tiles seen on the table: the river, dora indicators, others' melds),\n"
         "so that unseen counts are real. An option a command cannot use is refused.\n"
         "`hupai COMMAND --help` tells more.\n\n";
    s += exit_text;
    return s;
}

}  // namespace

const std::vector<command_info>& commands() {
    static const std::vector<command_info> list = {
        {"check", "check HAND", "does a 3n+2 hand win? by which forms, and every decomposition",
         "hupai check 123m123s123p555m88s"},
        {"waits", "waits HAND", "the tiles a 3n+1 hand waits on, with their shapes; shanten",
         "hupai waits 1112345678999m --rules riichi"},
        {"shanten", "shanten HAND", "tile exchanges from ready (0 ready, -1 complete), per form",
         "hupai shanten 147m258p369s1234z"},
        {"analyze", "analyze HAND",
         "the discards of a 3n+2 hand, or the draws improving a 3n+1 hand",
         "hupai analyze 123m456p78s1122z39p"},
        {"score", "score HAND",
         "what a win is worth: riichi's yaku, han, fu; gb's 81 fan; payments",
         "hupai score 234567m234p23466s --win-tile 4s --rules riichi --riichi --dora 1s"},
        {"ev", "ev HAND",
         "which discard wins most often and for most: ready, win chance, expected score",
         "hupai ev 222567m345p33667s --rules riichi --dora 1z"},
        {"call", "call HAND --tile T",
         "whether to take a discard: pass, chi, pon, open kan or ron, each judged",
         "hupai call 12m456p789s11222z --tile 3m --rules riichi"},
        {"batch", "batch", "JSON Lines in, one JSON answer per line out, in order",
         "echo 123m456p789s11122z | hupai batch"},
        {"census", "census --tiles N", "how many N-tile hands have each shanten number",
         "hupai census --tiles 5 --rules riichi --json"},
        {"mediatek", "mediatek STRING", "GOOD or BAD: does a hand in MediaTek letters win?",
         "hupai mediatek ABCeee345456DD"},
        {"serve", "serve [--port N]", "the hand analyser page and POST /api/batch over HTTP",
         "hupai serve --help"},  // an example that returns: the server runs until stopped
    };
    return list;
}

bool is_command(std::string_view name) noexcept {
    for (const auto& c : commands()) {
        if (c.name == name) return true;
    }
    return false;
}

std::string help_text(std::string_view command) {
    if (command == "check") {
        return hand_command_help(
            "check [OPTIONS] HAND",
            "Answers whether a hand of 3n+2 tiles (14, 11, 8, 5, 2; one more per in-hand kong\n"
            "where kongs_in_hand is on) is complete (胡/和了): the forms that make it so\n"
            "(standard, seven_pairs, thirteen_orphans, thirteen_lan, honours_and_knitted 全不靠,\n"
            "knitted_straight 组合龙) and every decomposition into melds and pair, with what each\n"
            "wildcard stands for. A hand that does not win shows its shanten.\n",
            "  hupai check 123m123s123p555m88s\n"
            "  hupai check \"22m234p [789s] [555z] (1111m)\"\n"
            "  hupai check 1199m1199p1199s11z --rules riichi\n"
            "  hupai check 123m456p78s112227z --wild 7z\n");
    }
    if (command == "score") {
        return hand_command_help(
            "score [OPTIONS] HAND",
            "Scores a winning hand (concealed tiles including the winning tile, then declared\n"
            "melds) under the rules' scoring system (--rules riichi): every yaku with its han,\n"
            "han, fu with its breakdown, the limit, the payments and the winner's total. The\n"
            "reading of the hand that scores most is chosen. Under --rules gb (Chinese Official,\n"
            "国标): every fan of the best reading with its Chinese and English names and points,\n"
            "the total with flowers, whether the 8-point minimum is met without flowers, and the\n"
            "payments (docs/GB_SCORING.md). The reading names its form (standard, seven_pairs,\n"
            "thirteen_orphans; under gb also honours_and_knitted 全不靠, knitted_straight 组合龙)\n"
            "and its wait (two_sided, closed, edge, single, dual_pung, seven_pairs,\n"
            "thirteen_orphans, knitted). A situation that cannot happen (--blessing with\n"
            "--riichi, …) is impossible_situation; the hand, melds and indicators hold at most 4\n"
            "of a kind and the set's red fives (too_many_copies). Situation options:\n"
            "  --win-tile T         the tile that completed the hand (default: the last concealed\n"
            "                       tile as written; 0m 0p 0s name a red five)\n"
            "  --tsumo              self-drawn (otherwise won on a discard)\n"
            "  --seat W, --round W  seat and round winds 1z-4z or 东 南 西 北 (default 1z, 1z: "
            "the\n"
            "                       dealer)\n"
            "  --riichi, --double-riichi, --ippatsu\n"
            "  --rinshan, --chankan, --last-tile, --blessing (tenhou, chiihou, renhou)\n"
            "  --last-copy          gb only: the last tile of its kind (和绝张)\n"
            "  --dora TILES, --ura TILES   indicators, e.g. --dora 4s,9p or --dora 一万 (ura "
            "count\n"
            "                       only with riichi); tiles in any notation a hand takes\n"
            "  --honba N, --sticks N       counters on the table\n"
            "Riichi rule flags: open_tanyao, aka_dora, double_yakuman, yakuman_stacking, kazoe\n"
            "(yakuman, sanbaiman), kiriage, double_wind_fu (4, 2), renhou (none, mangan, "
            "yakuman).\n"
            "See docs/SCORING.md.\n",
            "  hupai score 234567m234p23466s --win-tile 4s --rules riichi --riichi --dora 1s\n"
            "  hupai score 455556m123p789s11z --win-tile 5m --tsumo --seat 2z --rules riichi\n"
            "  hupai score \"123m4p [555z] [789s] (7777z) 4p\" --rules riichi --rinshan --tsumo\n"
            "  hupai score 123456789m789s11s --rules gb --win-tile 9s\n"
            "  hupai score \"55p333444z [111z] [2222z]\" --rules gb --tsumo --seat 2z --round "
            "4z\n");
    }
    if (command == "ev") {
        return hand_command_help(
            "ev [OPTIONS] HAND",
            "Expected values of a hand's discards (何切る) under a one-player model: by the last\n"
            "turn, the chance to become ready, to win by self-draw, and the expected score of\n"
            "that win (docs/EV.md). A 14-tile hand (3n+2 with its melds) gets one line per\n"
            "discard, best expected score first; a 13-tile hand one line. Under --rules riichi\n"
            "a closed hand declares riichi as soon as it is ready; rules without a score give\n"
            "the chances alone. Options:\n"
            "  --seat W, --round W  seat and round winds 1z-4z (default 1z, 1z: the dealer)\n"
            "  --dora TILES         dora indicators, e.g. --dora 1z,5p (0m 0p 0s: red fives)\n"
            "  --seen TILES         tiles seen elsewhere (rivers, others' melds): out of the wall\n"
            "  --honba N, --sticks N  counters on the table (they add to a win)\n"
            "  --t-min N, --t-max N   first turn shown and last turn (default 1, 18)\n"
            "  --wall N             the wall size S of the draws' odds (default: the unseen "
            "tiles)\n"
            "  --extra N            how far the search may stray from the hand (default 1)\n"
            "  --no-shanten-down    no discards that raise the shanten\n"
            "  --no-tegawari        no draws that keep the shanten\n"
            "  --no-red             red fives are plain fives\n"
            "  --no-ura             no ura dora expectation\n"
            "  --max-states N       give up (too_far) past N states (default 1000000)\n"
            "  --links moves        each state reads only its own moves (default both: the "
            "model)\n",
            "  hupai ev 222567m345p33667s --rules riichi --dora 1z\n"
            "  hupai ev 222567m34p3367s4z --rules riichi --dora 1z --json\n"
            "  hupai ev 123m7778p1239999s --rules riichi --seat 2z --round 2z --dora 1s,6p\n");
    }
    if (command == "call") {
        return hand_command_help(
            "call [OPTIONS] HAND --tile T",
            "Whether to take another player's discard (鳴き判断): for a 13-tile hand (3n+1 with\n"
            "its melds) every option the rules allow — pass, each chi (from the left only), pon,\n"
            "open kan, ron — with the best discard after a chi or pon (never the called kind\n"
            "nor, under riichi, the other end of the run), the shanten and improving tiles that\n"
            "follow, a ron's points, and 'no yaku' where a riichi hand could not win with a\n"
            "yaku (docs/EV.md, \"Calls\"). Options:\n"
            "  --tile T             the discarded tile (0m 0p 0s: a red five)\n"
            "  --from left|across|right  who discarded it (default left)\n"
            "  --visible TILES      tiles seen elsewhere (the unseen counts)\n"
            "  --seat W, --round W, --dora TILES, --honba N, --sticks N, --riichi\n"
            "                       the table, for a ron's score and the expected values\n"
            "  --ev                 each option's ready and win chances and expected score\n"
            "  --t-max N, --extra N, --no-ura, …  the ev command's options (they imply --ev)\n",
            "  hupai call 12m456p789s11222z --tile 3m --rules riichi\n"
            "  hupai call 234m456p678s22p33s --tile 2p --from across --rules riichi --ev\n");
    }
    if (command == "waits") {
        return hand_command_help(
            "waits [OPTIONS] HAND",
            "Answers which tiles complete a hand of 3n+1 tiles (13, 10, 7, 4, 1) — its waits\n"
            "(听) — and the shape of each wait: two_sided 两面, closed 嵌张, edge 边张, single\n"
            "单骑, dual_pung 双碰, seven_pairs, thirteen_orphans, thirteen_lan, wildcard, knitted\n"
            "(a tile of 全不靠 or 组合龙's nine). Under\n"
            "riichi a wait whose 4 tiles the hand already holds is listed apart as karaten.\n"
            "A hand that is not ready shows its shanten.\n",
            "  hupai waits 1112345678999m --rules riichi\n"
            "  hupai waits 🀇🀈🀉🀜🀝🀞🀖🀗🀘🀆🀆🀃🀃 --rules riichi\n");
    }
    if (command == "shanten") {
        return hand_command_help(
            "shanten [OPTIONS] HAND",
            "Answers the shanten number (向听): the fewest tile exchanges to reach ready, where\n"
            "0 is ready and -1 complete, overall and for each form the rules allow (standard,\n"
            "seven_pairs, thirteen_orphans, thirteen_lan, honours_and_knitted,\n"
            "knitted_straight). For 3n+2\n"
            "hands it assumes the best discard. Wildcards and declared melds count.\n",
            "  hupai shanten 147m258p369s1234z\n"
            "  hupai shanten 123m456p78s1122z39p --rules riichi\n");
    }
    if (command == "analyze") {
        return hand_command_help(
            "analyze [OPTIONS] HAND",
            "Discard analysis (牌理/受入) of a 3n+2 hand: for each tile you could discard, the\n"
            "shanten after it and the tiles that would then improve the hand, with how many of\n"
            "each are still unseen (4 minus those in hand and melds, minus --visible). Best\n"
            "discards first. For a 3n+1 hand: its shanten and the draws that lower it (受け入れ /\n"
            "有效牌), with unseen copies.\n"
            "  --visible TILES      tiles seen outside the hand (river, dora indicators, others'\n"
            "                       melds), in any notation: --visible \"1m1m9p [555z]\", 7m,7m;\n"
            "                       with the hand at most 4 of a kind (too_many_copies)\n",
            "  hupai analyze 123m456p78s1122z39p\n"
            "  hupai analyze 123m456p78s1122z39p --rules riichi --unicode\n"
            "  hupai analyze 34068m5678p2356s --visible 7m7m1s\n");
    }
    if (command == "batch") {
        return "Usage: hupai batch [OPTIONS] < lines.jsonl\n\n"
               "Reads standard input line by line until EOF and writes one JSON line per\n"
               "non-empty input line, in the same order. A line is a bare hand string or a JSON\n"
               "object:\n"
               "  {\"id\": <any JSON, echoed>, \"hand\": \"123m456p789s11122z\", \"rules\": "
               "\"riichi\",\n"
               "   \"wild\": [\"7z\"], \"notation\": \"auto\", \"flags\": {\"kongs_in_hand\": "
               "true},\n"
               "   \"ops\": [\"win\", \"forms\", \"shanten\", \"waits\", \"decompose\", "
               "\"analyze\"]}\n"
               "Only \"hand\" is required. Without ops a 3n+2 hand gets win, forms and shanten;\n"
               "a 3n+1 hand waits, karaten and shanten. The win op also gives the forms; ops\n"
               "the hand's size cannot answer are left out. Tiles come back as canonical MPSZ.\n"
               "A line naming \"rules\" starts from that preset; other lines use the command\n"
               "line's rules. A line's \"wild\" and \"flags\" apply last.\n"
               "A bad line is answered {\"id\": …, \"error\": \"<code>: <message>\"} and the "
               "batch\n"
               "goes on.\n\n"
               "Examples:\n"
               "  echo 123m456p789s11122z | hupai batch\n"
               "  printf '%s\\n' '{\"id\":1,\"hand\":\"1112345678999m\",\"ops\":[\"waits\"]}' |\n"
               "    hupai batch --rules riichi\n"
               "  hupai batch -j 2 --progress < hands.txt > answers.jsonl\n\n" +
               rule_options_text() +
               "Batch options:\n"
               "  --notation NAME      notation of lines that name none (default auto; mediatek\n"
               "                       for lines under the mediatek rules)\n"
               "  -j, --jobs N         answer with N worker threads (output order kept)\n"
               "  --progress           print lines and lines/s on stderr every second\n"
               "  -h, --help           this help\n\n"
               "Lines end with \\n, \\r\\n or \\r; a byte order mark at the start is skipped. A "
               "line may\n"
               "carry \"visible\": \"1m9p\" (tiles seen elsewhere) for the analyze op.\n\n"
               "Exit status: 0 every line answered, 1 some line was an error, 2 bad options,\n"
               "3 standard input unreadable or the answers not written.\n"
               "JSON shapes of every op: docs/CLI.md.\n";
    }
    if (command == "census") {
        return "Usage: hupai census --tiles N [--rules PRESET] [--json]\n\n"
               "Counts, for every hand of N concealed tiles (no melds, no wildcards) under the\n"
               "preset, how many have each shanten number: as distinct count vectors and weighted\n"
               "by the ways to draw them from the 136-tile wall (exact integers). Rules with\n"
               "wildcards or kongs_in_hand are not supported (invalid_value).\n\n"
               "Examples:\n"
               "  hupai census --tiles 5 --rules riichi\n"
               "  hupai census --tiles 8 --json\n"
               "JSON: {\"tiles\": N, \"rules\": \"riichi\", \"rows\": [{\"shanten\": -1, "
               "\"distinct\": …,\n"
               "  \"weighted\": …}, …]}\n\n" +
               rule_options_text() +
               "Options:\n"
               "  --tiles N            hand size, 1 to 14\n"
               "  --json               print JSON\n"
               "  --progress           print the fraction done on stderr\n"
               "  -h, --help           this help\n\n" +
               std::string(exit_text);
    }
    if (command == "mediatek") {
        return "Usage: hupai mediatek STRING\n\n"
               "Prints GOOD if the hand wins under the mediatek rules, BAD otherwise. Letters:\n"
               "A-I characters (一万-九万), 1-9 dots (筒), a-i bamboo (条). Wins: 3+3+3+3+2, seven "
               "pairs (four of a kind = "
               "two\n"
               "pairs), and quadruples used as kongs (14 to 18 tiles). A string of the wrong size\n"
               "is BAD; a string that is not in the notation is an error (exit 2). With --json\n"
               "it prints the answer object of check --rules mediatek --json instead.\n\n"
               "Examples:\n"
               "  hupai mediatek ABCeee345456DD        GOOD\n"
               "  hupai mediatek AAAABBBBCCCCDDDD88    GOOD\n"
               "  hupai mediatek AAA123789             BAD\n";
    }
    return general_help();
}

}  // namespace hupai::cli
