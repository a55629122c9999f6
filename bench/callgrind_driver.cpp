// hupai_callgrind OP N [PRESET [WILD]]: N calls of one public function over a fixed hand set, for
// instruction counts under `valgrind --tool=callgrind` (scripts/bench.sh). PRESET may name rule
// flags after it, each `,NAME=VALUE` (set_flag): `riichi,seven_pairs=false,thirteen_orphans=false`.
//
// Every run first parses the whole set and calls every function once on every hand, so the
// start-up work (and any table set up at first use) is the same whatever OP and N are: the
// difference between a run of N calls and a run of 0 calls, divided by N, is the cost of one
// call averaged over the set. OP: parse, check_win, is_win, compute_shanten, shanten_number,
// find_waits, analyze_discards, decompose, read_counts, format_counts, score_riichi. is_win, being
// unchecked, is called only on the 3n+2 hands that the rules accept; score_riichi scores its own
// riichi wins (riichi_wins, each with its situation) under the riichi preset, whatever PRESET.
//
// The C API's batch calls are ops too: batch_win, batch_shanten and batch_waits judge N rows of
// 34 counts (the set of check_win, compute_shanten and find_waits, cyclically) in calls of at
// most 4,096 rows, so a row costs what it costs inside a large batch, row-to-hand copy and
// status byte included. loop_win, loop_shanten and loop_waits are the C++ loops they stand
// for, over the same rows held as hands. The rows are laid out in the warm-up, whatever N is.
#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "hupai/hupai.h"
#include "hupai/hupai.hpp"

namespace {

// 3n+2 hands: a win of each form, a flush with many decompositions, near and far hands.
constexpr std::array<std::string_view, 10> win_sized = {
    "123m456p789s11122z",   // standard
    "11223344556677m",      // seven pairs and standard
    "119m19p19s1234567z",   // thirteen orphans
    "11123455678999m",      // nine gates plus 5m
    "22233344455566m",      // full flush, several decompositions
    "234m234p234s55z666z",  // standard with honours
    "12345678m112234p",     // one tile away
    "13579m2468p1357s3z",   // scattered
    "147m258p369s12345z",   // far
    "1122334m1234567z",     // honour-heavy
};

// 3n+1 hands: each common wait shape, many-sided waits and a far hand.
constexpr std::array<std::string_view, 8> wait_sized = {
    "123m456p789s1112z",  // single
    "1112345678999m",     // nine gates: nine-sided
    "19m19p19s1234567z",  // thirteen orphans: thirteen-sided
    "23m456p789s11122z",  // two-sided
    "13m456p789s11122z",  // closed
    "12m456p789s11122z",  // edge
    "1122334455667m",     // seven pairs single and standard
    "147m258p369s1234z",  // far
};

// Riichi wins for score_riichi, the winning tile written last (a ron, one dora indicator 1m):
// each form and wait, several readings, yakuman, a declared meld.
constexpr std::array<std::string_view, 10> riichi_wins = {
    "234567m234p2366s4s",      // pinfu, tanyao, sanshoku
    "123m456p789s11222z",      // a pung completed by the discard
    "11223344556677m",         // ryanpeikou or seven pairs, chinitsu
    "11123455678999m",         // chuuren
    "22233344455566m",         // a flush of several decompositions
    "119m19p19s1234567z",      // kokushi
    "234m234p234s55z666z",     // sanshoku, yakuhai
    "123m567p11z222z [789s]",  // an open hand
    "111m333p555s22z777z",     // concealed pungs
    "445566m345p99s789s",      // iipeikou
};

struct context {
    hupai::rules rules;
    std::vector<std::string_view> texts;  // win_sized then wait_sized
    std::vector<hupai::hand> win;
    std::vector<hupai::hand> valid_win;  // the win hands validate_hand accepts
    std::vector<hupai::hand> wait;
    std::vector<hupai::hand> all;
    std::vector<hupai::hand> scored;  // riichi_wins
    std::vector<hupai::situation> situations;
};

// What a call answered: whether it succeeded, and a number derived from the answer so that the
// call cannot be optimized away.
struct answer {
    bool ok = false;
    long value = 0;
};

template <class T, class F>
answer answer_of(const hupai::result<T>& r, F value) {
    return r ? answer{true, static_cast<long>(value(*r))} : answer{};
}

// `text` is for parse, `h` for the others.
using call_fn = answer (*)(const hupai::hand& h, std::string_view text, const hupai::rules& r);

answer call_parse(const hupai::hand&, std::string_view text, const hupai::rules&) {
    return answer_of(hupai::parse_hand(text), [](const hupai::hand& h) { return h.jokers; });
}
answer call_check_win(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer_of(hupai::check_win(h, r), [](const hupai::win_result& w) { return w.forms; });
}
answer call_is_win(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer{true, hupai::is_win(h, r) ? 1 : 0};
}
answer call_compute_shanten(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer_of(hupai::compute_shanten(h, r),
                     [](const hupai::shanten_result& s) { return s.overall; });
}
answer call_shanten_number(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer_of(hupai::shanten_number(h, r), [](int s) { return s; });
}
answer call_find_waits(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer_of(hupai::find_waits(h, r), [](const hupai::waits_result& w) {
        return static_cast<long>(w.waits & 0xffff);
    });
}
answer call_analyze_discards(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer_of(hupai::analyze_discards(h, r),
                     [](const std::vector<hupai::discard_choice>& a) { return a.size(); });
}
answer call_decompose(const hupai::hand& h, std::string_view, const hupai::rules& r) {
    return answer_of(hupai::decompose(h, r),
                     [](const std::vector<hupai::decomposition>& d) { return d.size(); });
}

// The fast paths of arrays of hands (hupai/counts_text.hpp): a text to counts, counts to text.
answer call_read_counts(const hupai::hand&, std::string_view text, const hupai::rules&) {
    std::array<std::uint8_t, hupai::kinds> counts;
    return answer{hupai::read_counts(text, counts), counts[0]};
}
answer call_format_counts(const hupai::hand& h, std::string_view, const hupai::rules&) {
    std::array<char, hupai::max_counts_text> text;
    const std::span<const std::uint8_t, hupai::kinds> counts(h.counts.data(), hupai::kinds);
    return answer{true, static_cast<long>(hupai::format_counts(counts, text))};
}

enum class hand_set { texts, win, valid_win, wait, all, scored };

struct op {
    std::string_view name;
    call_fn fn;
    hand_set set;
};

constexpr std::array<op, 11> ops = {{
    {"parse", call_parse, hand_set::texts},
    {"check_win", call_check_win, hand_set::win},
    {"is_win", call_is_win, hand_set::valid_win},
    {"compute_shanten", call_compute_shanten, hand_set::all},
    {"shanten_number", call_shanten_number, hand_set::all},
    {"find_waits", call_find_waits, hand_set::wait},
    {"analyze_discards", call_analyze_discards, hand_set::win},
    {"decompose", call_decompose, hand_set::win},
    {"read_counts", call_read_counts, hand_set::texts},
    {"format_counts", call_format_counts, hand_set::all},
    {"score_riichi", nullptr, hand_set::scored},
}};

// The C API's batch calls over `rows` rows of counts (and their per-row outputs).
constexpr std::size_t batch_rows = 4096;

struct batch_buffers {
    std::vector<std::uint8_t> counts;  // batch_rows × 34
    std::vector<hupai::hand> hands;    // the same rows as hands, for the C++ loops
    hupai::rules rules;
    std::vector<std::uint8_t> status, out8;
    std::vector<std::int8_t> shanten;
    std::vector<std::uint8_t> waits;  // batch_rows × 34
};

using batch_fn = long (*)(const hupai_rules& r, std::size_t rows, batch_buffers& b);

long batch_win(const hupai_rules& r, std::size_t rows, batch_buffers& b) {
    (void)hupai_batch_win(&r, rows, b.counts.data(), nullptr, nullptr, b.out8.data(), nullptr,
                          b.status.data());
    return b.out8[0] + b.status[rows - 1];
}
long batch_shanten(const hupai_rules& r, std::size_t rows, batch_buffers& b) {
    (void)hupai_batch_shanten(&r, rows, b.counts.data(), nullptr, nullptr, b.shanten.data(),
                              b.status.data());
    return b.shanten[0] + b.status[rows - 1];
}
long batch_waits(const hupai_rules& r, std::size_t rows, batch_buffers& b) {
    (void)hupai_batch_waits(&r, rows, b.counts.data(), nullptr, nullptr, b.waits.data(),
                            b.shanten.data(), b.status.data());
    return b.waits[0] + b.status[rows - 1];
}

// What a C++ caller writes instead: a loop of the single call over hands it already holds,
// keeping the same answer per row.
long loop_win(const hupai_rules&, std::size_t rows, batch_buffers& b) {
    for (std::size_t i = 0; i < rows; ++i) {
        const auto w = hupai::check_win(b.hands[i], b.rules);
        b.out8[i] = w && w->win;
    }
    return b.out8[0];
}
long loop_shanten(const hupai_rules&, std::size_t rows, batch_buffers& b) {
    for (std::size_t i = 0; i < rows; ++i) {
        const auto s = hupai::shanten_number(b.hands[i], b.rules);
        b.shanten[i] = static_cast<std::int8_t>(s ? *s : hupai::no_shanten);
    }
    return b.shanten[0];
}
long loop_waits(const hupai_rules&, std::size_t rows, batch_buffers& b) {
    // The waits as the mask find_waits answers: a C++ caller has no need of a byte per kind.
    std::uint64_t sum = 0;
    for (std::size_t i = 0; i < rows; ++i) {
        const auto w = hupai::find_waits(b.hands[i], b.rules);
        sum += w ? w->waits : 0;
    }
    return static_cast<long>(sum & 0xffff);
}

struct batch_op {
    std::string_view name;
    batch_fn fn;
    hand_set set;  // the rows: this set's hands, cyclically
};

constexpr std::array<batch_op, 6> batch_ops = {{
    {"batch_win", batch_win, hand_set::win},
    {"batch_shanten", batch_shanten, hand_set::all},
    {"batch_waits", batch_waits, hand_set::wait},
    {"loop_win", loop_win, hand_set::win},
    {"loop_shanten", loop_shanten, hand_set::all},
    {"loop_waits", loop_waits, hand_set::wait},
}};

template <class T>
const T& pick(const std::vector<T>& v, std::size_t i) {
    return v[i % v.size()];
}

const std::vector<hupai::hand>& hands_of(const context& c, hand_set set) {
    switch (set) {
        case hand_set::win:
            return c.win;
        case hand_set::valid_win:
            return c.valid_win;
        case hand_set::wait:
            return c.wait;
        case hand_set::scored:
            return c.scored;
        default:
            return c.all;
    }
}

std::size_t set_size(const context& c, hand_set set) {
    return set == hand_set::texts ? c.texts.size() : hands_of(c, set).size();
}

// Call i of an op: its function on element i (cyclically) of its set.
answer call(const context& c, const op& o, std::size_t i) {
    static const hupai::hand no_hand{};
    if (o.set == hand_set::texts) return o.fn(no_hand, pick(c.texts, i), c.rules);
    if (o.set == hand_set::scored) {  // score_riichi: its own situations, riichi rules
        const std::size_t k = i % c.scored.size();
        return answer_of(hupai::score_riichi(c.scored[k], c.situations[k], hupai::presets::riichi),
                         [](const hupai::riichi_score& s) { return s.total; });
    }
    return o.fn(pick(hands_of(c, o.set), i), {}, c.rules);
}

// Element i of an op's set as text, for error reports.
std::string describe(const context& c, hand_set set, std::size_t i) {
    if (set == hand_set::texts) return std::string(pick(c.texts, i));
    return hupai::format_hand(pick(hands_of(c, set), i));
}

// A preset and the flags set after it (see the file comment).
hupai::result<hupai::rules> rules_of(std::string_view text) {
    std::size_t comma = text.find(',');
    auto r = hupai::preset(text.substr(0, comma));
    while (r && comma != std::string_view::npos) {
        text.remove_prefix(comma + 1);
        comma = text.find(',');
        const std::string_view item = text.substr(0, comma);
        const std::size_t eq = item.find('=');
        if (eq == std::string_view::npos) {
            return hupai::make_error(hupai::errc::invalid_value,
                                     "expected ,NAME=VALUE after PRESET");
        }
        if (auto set = hupai::set_flag(*r, item.substr(0, eq), item.substr(eq + 1)); !set) {
            return set.err();
        }
    }
    return r;
}

int usage() {
    std::fprintf(stderr, "usage: hupai_callgrind OP N [PRESET [WILD]]\nOP:");
    for (const op& o : ops)
        std::fprintf(stderr, " %.*s", static_cast<int>(o.name.size()), o.name.data());
    for (const batch_op& o : batch_ops)
        std::fprintf(stderr, " %.*s", static_cast<int>(o.name.size()), o.name.data());
    std::fprintf(stderr, "\n");
    return 2;
}

bool parse_set(context& c, std::vector<hupai::hand>& out, std::string_view text) {
    auto h = hupai::parse_hand(text);
    if (!h) {
        std::fprintf(stderr, "hupai_callgrind: parse_hand(\"%.*s\"): %s\n",
                     static_cast<int>(text.size()), text.data(), h.err().message.c_str());
        return false;
    }
    c.texts.push_back(text);
    out.push_back(*h);
    c.all.push_back(*h);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3 || argc > 5) return usage();
    const std::string_view op_name = argv[1];
    const op* chosen = nullptr;
    for (const op& o : ops) {
        if (o.name == op_name) chosen = &o;
    }
    const batch_op* chosen_batch = nullptr;
    for (const batch_op& o : batch_ops) {
        if (o.name == op_name) chosen_batch = &o;
    }
    char* end = nullptr;
    const unsigned long long calls = std::strtoull(argv[2], &end, 10);
    if ((chosen == nullptr && chosen_batch == nullptr) || end == argv[2] || *end != '\0') {
        return usage();
    }

    context c;
    auto rules = rules_of(argc > 3 ? argv[3] : "chinese");
    if (!rules) {
        std::fprintf(stderr, "hupai_callgrind: %s\n", rules.err().message.c_str());
        return 2;
    }
    c.rules = *rules;
    if (argc > 4) {
        if (auto set = hupai::set_wild(c.rules, argv[4]); !set) {
            std::fprintf(stderr, "hupai_callgrind: %s\n", set.err().message.c_str());
            return 2;
        }
    }
    bool parsed = true;
    for (std::string_view text : win_sized) parsed = parse_set(c, c.win, text) && parsed;
    for (std::string_view text : wait_sized) parsed = parse_set(c, c.wait, text) && parsed;
    for (std::string_view text : riichi_wins) {
        auto h = hupai::parse_hand(text);
        auto last = hupai::last_concealed_tile(text);
        if (!h || !last) {
            std::fprintf(stderr, "hupai_callgrind: cannot read \"%.*s\"\n",
                         static_cast<int>(text.size()), text.data());
            return 1;
        }
        hupai::situation s;
        s.win_tile = last->kind;
        s.dora_count = 1;
        s.dora_indicators[0] = 0;
        c.scored.push_back(*h);
        c.situations.push_back(s);
    }
    if (!parsed) return 1;
    for (const hupai::hand& h : c.win) {
        if (hupai::validate_hand(h, c.rules, hupai::purpose::win)) c.valid_win.push_back(h);
    }
    if (c.valid_win.empty() && chosen != nullptr && chosen->set == hand_set::valid_win) {
        std::fprintf(stderr, "hupai_callgrind: the rules accept none of the win hands\n");
        return 1;
    }

    // The same warm-up in every run (see the file comment); it also checks that the chosen
    // function answers every hand of its set.
    long sink = 0;
    bool answered = true;
    for (const op& o : ops) {
        const std::size_t n = set_size(c, o.set);
        for (std::size_t i = 0; i < n; ++i) {
            const answer a = call(c, o, i);
            sink += a.value;
            if (!a.ok && &o == chosen) {
                std::fprintf(stderr, "hupai_callgrind: %s answered an error for %s\n", argv[1],
                             describe(c, o.set, i).c_str());
                answered = false;
            }
        }
    }
    if (!answered) return 1;

    // The batch rows and the C rules, laid out and used once in every run.
    hupai_rules c_rules;
    std::memcpy(c_rules.opaque, &c.rules, sizeof c.rules);
    batch_buffers b;
    b.status.resize(batch_rows);
    b.out8.resize(batch_rows);
    b.shanten.resize(batch_rows);
    b.waits.resize(batch_rows * hupai::kinds);
    const std::vector<hupai::hand>& rows =
        hands_of(c, chosen_batch != nullptr ? chosen_batch->set : hand_set::all);
    b.rules = c.rules;
    for (std::size_t i = 0; i < batch_rows; ++i) {
        const auto& counts = pick(rows, i).counts;
        b.counts.insert(b.counts.end(), counts.begin(), counts.begin() + hupai::kinds);
        b.hands.push_back(pick(rows, i));
    }
    for (const batch_op& o : batch_ops) sink += o.fn(c_rules, rows.size(), b);

    if (chosen_batch != nullptr) {
        for (unsigned long long done = 0; done < calls; done += batch_rows) {
            const auto n =
                static_cast<std::size_t>(std::min<unsigned long long>(batch_rows, calls - done));
            sink += chosen_batch->fn(c_rules, n, b);
        }
    } else {
        for (unsigned long long i = 0; i < calls; ++i)
            sink += call(c, *chosen, static_cast<std::size_t>(i)).value;
    }

    volatile long keep = sink;
    (void)keep;
    return 0;
}
