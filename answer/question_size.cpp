// question_fits: a wrong size in the words of the question asked (question_size.hpp).
#include "question_size.hpp"

namespace hupai::cli {

namespace {

std::string plural(int n, std::string_view one) {
    return std::to_string(n) + " " + std::string(one) + (n == 1 ? "" : "s");
}

/// A word a shell reads as one argument as it is, else the word in single quotes.
std::string shell_word(std::string_view w) {
    if (!w.empty() && w.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
                                          "0123456789_-=,.:") == std::string_view::npos) {
        return std::string(w);
    }
    std::string q = "'";
    for (const char c : w) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return q + "'";
}

/// The batch op of a question: the win op answers what hupai check does.
std::string_view op_of(std::string_view question) { return question == "check" ? "win" : question; }

/// "hupai waits --rules mediatek" or "the waits op".
std::string named(std::string_view question, const question_names& names) {
    if (names.batch) return "the " + std::string(op_of(question)) + " op";
    return "hupai " + std::string(question) + names.options;
}

/// "hupai waits or hupai analyze" or "the waits or analyze op".
std::string either(std::string_view a, std::string_view b, const question_names& names) {
    if (names.batch) {
        return "the " + std::string(op_of(a)) + " or " + std::string(op_of(b)) + " op";
    }
    return named(a, names) + " or " + named(b, names);
}

}  // namespace

std::string command_line_options(const rule_options& o) {
    std::string s;
    if (o.preset != "chinese") s += " --rules " + shell_word(o.preset);
    for (const auto& f : o.overrides) s += " --set " + shell_word(f.flag + "=" + f.value);
    return s;
}

result<void> question_fits(std::string_view question, const hand& h, const rules& r,
                           const question_names& names) {
    auto v = admit_question(question, h, r, names);
    if (!v) return std::move(v).err();
    return {};
}

result<detail::validated_hand> admit_question(std::string_view question, const hand& h,
                                              const rules& r, const question_names& names) {
    const bool wins = question == "check" || question == "score" || question == "win";
    const bool waits = question == "waits";
    const purpose p = waits ? purpose::wait : purpose::win;
    const bool win_size = size_fits(h, r, purpose::win);
    const bool wait_size = size_fits(h, r, purpose::wait);
    if ((wins && win_size) || (waits && wait_size) ||
        (!wins && !waits && (win_size || wait_size))) {
        return detail::validated_hand::admit(h, r, wait_size && !win_size ? purpose::wait : p);
    }
    // The hand's faults before its size: what every question would refuse.
    if (auto any = validate_hand(h, r, purpose::any); !any) return any.err();
    const std::string kongs = r.kongs_in_hand ? "; one more per in-hand kong" : "";
    std::string text = plural(hand_size(h, r), "tile") + ": " + named(question, names);
    if (wins) {
        text += std::string(question == "score" ? " takes a winning hand" : " takes a hand") +
                " of 3n+2 tiles (14, 11, 8, 5 or 2" + kongs + ")";
    } else if (waits) {
        text += " takes a waiting hand of 3n+1 tiles (13, 10, 7, 4 or 1" + kongs + ")";
    } else {
        text +=
            " takes 3n+2 tiles (which discard is best?) or 3n+1 tiles (which draws improve it?): "
            "14, 13, 11, 10, …" +
            std::string(r.kongs_in_hand ? " (one more per in-hand kong)" : "");
    }
    if (!waits && wait_size) {
        text += "; for this 3n+1 hand try " + either("waits", "analyze", names);
    } else if (waits && win_size) {
        text += "; for this 3n+2 hand try " + either("check", "analyze", names);
    } else {
        text += "; " + named("shanten", names) + " takes any size";
    }
    return make_error(errc::wrong_hand_size, text);
}

}  // namespace hupai::cli
