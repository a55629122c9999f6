// Proves an installed hupai is usable: parses a hand, asks whether it wins, and exits non-zero
// unless the answer is the hand-checked one.
#include <cstdio>
#include <hupai/hupai.hpp>

int main() {
    // 123m 456p 789s 111z + 22z: four melds and a pair, and no seven-pairs or orphans shape.
    const auto h = hupai::parse_hand("123m456p789s11122z");
    if (!h) {
        std::fprintf(stderr, "consumer: parse_hand failed: %s\n", h.err().message.c_str());
        return 1;
    }
    const auto r = hupai::preset("chinese");
    if (!r) {
        std::fprintf(stderr, "consumer: preset failed: %s\n", r.err().message.c_str());
        return 1;
    }
    if (*r != hupai::presets::chinese) {
        std::fprintf(stderr, "consumer: preset(\"chinese\") differs from presets::chinese\n");
        return 1;
    }
    const auto w = hupai::check_win(*h, *r);
    if (!w) {
        std::fprintf(stderr, "consumer: check_win failed: %s\n", w.err().message.c_str());
        return 1;
    }
    if (!w->win || w->forms != hupai::form_bit(hupai::form::standard)) {
        std::fprintf(stderr, "consumer: wrong answer: win=%d forms=%u (want a standard win)\n",
                     w->win ? 1 : 0, static_cast<unsigned>(w->forms));
        return 1;
    }
    std::printf("consumer: hupai %s says %s wins (standard)\n", hupai::version,
                hupai::format_hand(*h).c_str());
    return 0;
}
