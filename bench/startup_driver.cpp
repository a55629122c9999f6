// Start-up cost and table memory: what a process pays before its first answers. Prints, as
// tab-separated lines for scripts/bench.sh,
//
//   table   <name>   <bytes>      each table embedded at build time
//   first   <call>   <ns>         the first call of each public function in this process (page
//                                 faults on its tables and any set-up done at first use included)
//   again   <call>   <ns>         the same call once more, for comparison
//   rss     max      <KiB>        peak resident memory after every call has run once
//
// The tables are part of the executable (src/tables.hpp), so nothing is generated or read from
// disk at start-up; what remains is the operating system mapping their pages on first touch and
// the few look-up structures set up at first use.
#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <span>

#include "hupai/hupai.hpp"
#include "tables/embedded.hpp"

HUPAI_EMBEDDED_TABLE(win)
HUPAI_EMBEDDED_TABLE(shanten)
HUPAI_EMBEDDED_TABLE(wait)

namespace {

using namespace hupai;
using clock_type = std::chrono::steady_clock;

template <class F>
long long time_ns(F&& f) {
    const auto start = clock_type::now();
    f();
    const auto end = clock_type::now();
    return std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count();
}

template <class F>
void first_and_again(const char* call, F&& f) {
    const long long first = time_ns(f);
    const long long again = time_ns(f);
    std::printf("first\t%s\t%lld\nagain\t%s\t%lld\n", call, first, call, again);
}

void table(const char* name, std::span<const unsigned char> bytes) {
    std::printf("table\t%s\t%zu\n", name, bytes.size());
}

}  // namespace

int main() {
    table("win.bin", detail::win_table_bytes());
    table("shanten.bin", detail::shanten_table_bytes());
    table("wait.bin", detail::wait_table_bytes());

    const rules r = *preset("chinese");
    // Hands whose answers touch every group's tables: a win with all suits and honours, a
    // ready hand, a 14-tile hand to analyse.
    hand win, ready, loose;
    first_and_again("parse_hand", [&] { win = *parse_hand("123m456p789s11122z"); });
    ready = *parse_hand("123m456p789s1122z");
    loose = *parse_hand("147m258p369s12345z");
    volatile bool sink = false;
    first_and_again("is_win", [&] { sink = is_win(win, r); });
    first_and_again("check_win", [&] { sink = check_win(win, r).ok(); });
    first_and_again("compute_shanten", [&] { sink = compute_shanten(loose, r).ok(); });
    first_and_again("find_waits", [&] { sink = find_waits(ready, r).ok(); });
    first_and_again("analyze_discards", [&] { sink = analyze_discards(loose, r).ok(); });
    first_and_again("decompose", [&] { sink = decompose(win, r).ok(); });
    (void)sink;

    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("rss\tmax\t%ld\n", usage.ru_maxrss);
    return 0;
}
