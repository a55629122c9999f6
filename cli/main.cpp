// hupai: argument parsing. The commands are commands.hpp; lines are answered by hupai_answer
#include <sys/stat.h>
#include <unistd.h>

#include <charconv>
#include <csignal>
#include <cstdio>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include "commands.hpp"
#include "hupai/version.hpp"
#include "serve.hpp"

namespace {

using hupai::errc;
using hupai::make_error;
using hupai::cli::invocation;

class arg_parser {
public:
    arg_parser(int argc, char** argv) : args_(argv + 1, argv + argc) {}

    /// Fills `inv`; returns an error for a bad command line.
    hupai::result<void> parse(invocation& inv) {
        bool options_done = false;
        for (i_ = 0; i_ < args_.size(); ++i_) {
            const std::string_view a = args_[i_];
            if (options_done || a.size() < 2 || a[0] != '-' || a == "-") {
                if (inv.command.empty() && inv.words.empty() && hupai::cli::is_command(a)) {
                    inv.command = std::string(a);
                } else {
                    inv.words.emplace_back(a);
                }
                continue;
            }
            if (a == "--") {
                options_done = true;
                continue;
            }
            if (auto ok = option(inv, a); !ok) return ok;
        }
        // Words without a command are a hand: its size picks the question (run()).
        return applicable(inv);
    }

    bool version_requested() const { return version_; }

private:
    hupai::result<void> option(invocation& inv, std::string_view a) {
        std::string_view name = a;
        std::string_view inline_value;
        bool has_inline = false;
        if (a.starts_with("--")) {
            if (const auto eq = a.find('='); eq != std::string_view::npos) {
                name = a.substr(0, eq);
                inline_value = a.substr(eq + 1);
                has_inline = true;
            }
        } else if (a.size() > 2 && a[1] == 'j') {  // -j4
            name = "-j";
            inline_value = a.substr(2);
            has_inline = true;
        }
        auto value = [&]() -> hupai::result<std::string> {
            if (!has_inline && i_ + 1 >= args_.size()) {
                return make_error(errc::invalid_value, std::string(name) + " needs a value");
            }
            std::string v(has_inline ? inline_value : args_[++i_]);
            if (v.find_first_not_of(' ') == std::string::npos) {
                return make_error(errc::invalid_value,
                                  std::string(name) + " needs a value, not an empty one");
            }
            return v;
        };
        auto no_value = [&]() -> hupai::result<void> {
            if (has_inline) {
                return make_error(errc::invalid_value, std::string(name) + " takes no value");
            }
            return {};
        };

        if (name == "-h" || name == "--help") {
            inv.help = true;
            return no_value();
        }
        if (name == "--version") {
            version_ = true;
            return no_value();
        }
        if (name == "--json" || name == "--unicode" || name == "--progress") {
            (name == "--json"      ? inv.json
             : name == "--unicode" ? inv.unicode
                                   : inv.batch.progress) = true;
            used_.push_back(std::string(name));
            return no_value();
        }
        // Each option takes its value only once it is known to be one: an unknown option last on
        // the line is unknown_flag, not an option missing its value.
        auto with_value = [&](auto&& use) -> hupai::result<void> {
            auto v = value();
            if (!v) return std::move(v).err();
            return use(*v);
        };
        if (name == "--rules" || name == "-r") {
            used_.push_back("--rules");
            return with_value([&](std::string& v) -> hupai::result<void> {
                if (auto ok = once("--rules", v); !ok) return ok;
                inv.rules.preset = v;
                return {};
            });
        }
        if (name == "--set") {
            used_.push_back("--rules");
            return with_value([&](std::string& v) -> hupai::result<void> {
                auto o = hupai::cli::parse_assignment(v);
                if (!o) return std::move(o).err();
                return add_override(inv, *o);
            });
        }
        if (name == "--notation") {
            used_.push_back("--notation");
            return with_value([&](std::string& v) -> hupai::result<void> {
                if (auto ok = once("--notation", v); !ok) return ok;
                auto n = hupai::parse_notation_name(v);
                if (!n) return std::move(n).err();
                inv.hand_notation = *n;
                return {};
            });
        }
        if (name == "--visible") {
            used_.push_back("--visible");
            return with_value([&](std::string& v) -> hupai::result<void> {
                // Given twice: both sets of tiles are seen.
                inv.visible = inv.visible ? *inv.visible + " " + v : v;
                return {};
            });
        }
        if (name == "-j" || name == "--jobs" || name == "--tiles") {
            return with_value([&](std::string& v) { return number(inv, name, v); });
        }
        if (name == "--tile" || name == "--from") {
            used_.push_back("--call");
            return with_value([&](std::string& v) -> hupai::result<void> {
                inv.call.push_back({std::string(name.substr(2)), v});
                return {};
            });
        }
        if (name == "--ev") {
            used_.push_back("--ev");
            inv.call_values = true;
            return no_value();
        }
        if (const auto key = ev_key(name); !key.empty()) {
            used_.push_back("--ev");
            if (name.starts_with("--no-")) {
                if (auto ok = no_value(); !ok) return ok;
                inv.ev.push_back({std::string(key), "false"});
                return {};
            }
            return with_value([&](std::string& v) -> hupai::result<void> {
                (key == "seen" ? inv.situation : inv.ev).push_back({std::string(key), v});
                return {};
            });
        }
        if (const auto key = situation_key(name); !key.empty()) {
            used_.push_back("--situation");
            if (name == "--win-tile" || name == "--seat" || name == "--round" || name == "--dora" ||
                name == "--ura" || name == "--honba" || name == "--sticks") {
                return with_value([&](std::string& v) -> hupai::result<void> {
                    return add_situation(inv, key, name, v);
                });
            }
            if (auto ok = no_value(); !ok) return ok;
            // --riichi with --double-riichi is a double riichi (one is a kind of the other).
            if (key == "riichi") {
                for (auto& earlier : inv.situation) {
                    if (earlier.key != key) continue;
                    if (name == "--double-riichi") earlier.value = "2";
                    return {};
                }
            }
            inv.situation.push_back({std::string(key), name == "--riichi"          ? "1"
                                                       : name == "--double-riichi" ? "2"
                                                                                   : "true"});
            return {};
        }
        if (name.starts_with("--")) {
            if (const auto flag = hupai::cli::canonical_flag(name.substr(2))) {
                used_.push_back("--rules");
                return with_value([&](std::string& v) -> hupai::result<void> {
                    return add_override(inv, {std::string(*flag), v});
                });
            }
        }
        return make_error(errc::unknown_flag,
                          "'" + std::string(name) + "' is not an option (see hupai --help)");
    }

    // The ev option (or situation key, for --seen) an ev option sets, or "".
    static std::string_view ev_key(std::string_view option) noexcept {
        constexpr std::pair<std::string_view, std::string_view> table[] = {
            {"--t-min", "t_min"},
            {"--t-max", "t_max"},
            {"--wall", "wall"},
            {"--extra", "extra"},
            {"--max-states", "max_states"},
            {"--links", "links"},
            {"--seen", "seen"},
            {"--no-shanten-down", "shanten_down"},
            {"--no-tegawari", "tegawari"},
            {"--no-red", "red_dora"},
            {"--no-ura", "ura_dora"},
        };
        for (const auto& [o, key] : table) {
            if (o == option) return key;
        }
        return {};
    }

    // The situation key (hupai::set_situation) a score option sets, or "".
    static std::string_view situation_key(std::string_view option) noexcept {
        constexpr std::pair<std::string_view, std::string_view> table[] = {
            {"--win-tile", "win_tile"},    {"--tsumo", "tsumo"},
            {"--seat", "seat_wind"},       {"--round", "round_wind"},
            {"--riichi", "riichi"},        {"--double-riichi", "riichi"},
            {"--ippatsu", "ippatsu"},      {"--rinshan", "rinshan"},
            {"--chankan", "chankan"},      {"--last-tile", "last_tile"},
            {"--blessing", "blessing"},    {"--last-copy", "last_copy"},
            {"--dora", "dora_indicators"}, {"--ura", "ura_indicators"},
            {"--honba", "honba"},          {"--sticks", "riichi_sticks"},
        };
        for (const auto& [o, key] : table) {
            if (o == option) return key;
        }
        return {};
    }

    // A single-valued option (`what`: the option, or "flag NAME") given again: the same value is
    // no news, another is refused rather than one of them silently dropped.
    hupai::result<void> once(const std::string& what, const std::string& v) {
        for (const auto& [earlier, value] : given_) {
            if (earlier != what) continue;
            if (value == v) return {};
            return make_error(errc::invalid_value, what + " is given twice, as '" + value +
                                                       "' and as '" + v + "': give it once");
        }
        given_.emplace_back(what, v);
        return {};
    }

    // A situation option with a value: the indicators add up (--dora 1m --dora 2m is two), the
    // others are given once.
    hupai::result<void> add_situation(invocation& inv, std::string_view key, std::string_view name,
                                      const std::string& v) {
        if (key == "dora_indicators" || key == "ura_indicators") {
            for (auto& earlier : inv.situation) {
                if (earlier.key != key) continue;
                earlier.value += "," + v;
                return {};
            }
        } else if (auto ok = once(std::string(name), v); !ok) {
            return ok;
        }
        inv.situation.push_back({std::string(key), v});
        return {};
    }

    // -j/--jobs (worker threads, 0 = one per core) or --tiles (census), from its text.
    hupai::result<void> number(invocation& inv, std::string_view name, const std::string& v) {
        if (auto ok = once(name == "--tiles" ? "--tiles" : "-j", v); !ok) return ok;
        int n = 0;
        const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n);
        const int hi = name == "--tiles" ? 14 : 256;
        const int lo = name == "--tiles" ? 1 : 0;
        if (ec != std::errc() || end != v.data() + v.size() || n < lo || n > hi) {
            return make_error(errc::invalid_value, std::string(name) + " takes a number from " +
                                                       std::to_string(lo) + " to " +
                                                       std::to_string(hi) + ", not '" + v + "'");
        }
        if (name == "--tiles") {
            inv.tiles = n;
        } else {
            const unsigned cores = std::thread::hardware_concurrency();
            inv.batch.jobs = n == 0 ? static_cast<int>(cores == 0 ? 1 : cores) : n;
        }
        used_.push_back(name == "--tiles" ? "--tiles" : "-j");
        return {};
    }

    // A second --wild (or --set wild=…) adds its kinds to the first: the wild kinds are a set,
    // and replacing them silently would drop what the user asked for first.
    hupai::result<void> add_override(invocation& inv, hupai::cli::flag_override o) {
        if (o.flag != "wild") {
            if (auto ok = once("flag " + o.flag, o.value); !ok) return ok;
        } else {
            for (auto& earlier : inv.rules.overrides) {
                if (earlier.flag != "wild") continue;
                if (!o.value.empty()) earlier.value += (earlier.value.empty() ? "" : ",") + o.value;
                return {};
            }
        }
        inv.rules.overrides.push_back(std::move(o));
        return {};
    }

    // The commands an option serves; any other refuses it rather than ignore it. "hand" is a
    // hand given without a command; "demo" is hupai alone.
    static std::string_view users_of(std::string_view option) {
        if (option == "--rules")
            return "check waits shanten analyze score ev call hand batch census";
        if (option == "--notation") return "check waits shanten analyze score ev call hand batch";
        if (option == "--json") {
            return "check waits shanten analyze score ev call hand census mediatek";
        }
        if (option == "--unicode") return "check waits shanten analyze score ev call hand";
        if (option == "--situation") return "score ev call";
        if (option == "--ev") return "ev call";
        if (option == "--call") return "call";
        if (option == "--visible") return "analyze call hand";
        if (option == "--progress") return "batch census";
        if (option == "-j") return "batch";
        if (option == "--tiles") return "census";
        return "";
    }

    // Whether standard input is a terminal, or an empty file (/dev/null, an empty redirect).
    static bool no_input() {
        struct stat st {};
        if (::isatty(STDIN_FILENO) || ::fstat(STDIN_FILENO, &st) != 0) return true;
        return (S_ISREG(st.st_mode) && st.st_size == 0) || S_ISCHR(st.st_mode);
    }

    // Options that the command cannot use.
    hupai::result<void> applicable(const invocation& inv) const {
        // hupai alone reads a hand from standard input unless it is a terminal or, plainly,
        // empty (the demo then).
        const bool demo = inv.words.empty() && no_input();
        const std::string command = !inv.command.empty() ? inv.command : demo ? "demo" : "hand";
        for (const auto& o : used_) {
            if (inv.help) break;
            const std::string_view users = users_of(o);
            bool used = false;
            for (std::size_t at = 0; at < users.size();) {
                const std::size_t end = std::min(users.find(' ', at), users.size());
                used = used || users.substr(at, end - at) == command;
                at = end + 1;
            }
            if (used) continue;
            const std::string shown =
                o == "--rules"       ? "rule options (--rules, --wild, --set, --NAME)"
                : o == "--situation" ? "situation options (--win-tile, --tsumo, --dora, …)"
                : o == "--ev"        ? "ev options (--t-max, --wall, --seen, --no-ura, …)"
                : o == "--call"      ? "call options (--tile, --from)"
                                     : o;
            const std::string who = command == "demo"   ? "hupai without a command or a hand"
                                    : command == "hand" ? "a hand without a command"
                                                        : "hupai " + command;
            std::string serves;
            for (std::size_t at = 0; at < users.size();) {
                const std::size_t end = std::min(users.find(' ', at), users.size());
                const std::string_view c = users.substr(at, end - at);
                serves += (serves.empty() ? "" : ", ") +
                          (c == "hand" ? std::string("a hand alone") : std::string(c));
                at = end + 1;
            }
            return make_error(errc::invalid_value,
                              who + " takes no " + shown + " (an option of " + serves + ")");
        }
        if (inv.command == "census" && inv.tiles < 0 && !inv.help) {
            return make_error(errc::invalid_value,
                              "census needs --tiles N (e.g. hupai census --tiles 5)");
        }
        if ((inv.command == "batch" || inv.command == "census") && !inv.words.empty() &&
            !inv.help) {
            return make_error(
                errc::invalid_value,
                "hupai " + inv.command + " takes no HAND ('" + inv.words.front() + "')" +
                    (inv.command == "batch" ? ": it reads lines from standard input" : ""));
        }
        return {};
    }

    std::vector<std::string_view> args_;
    std::size_t i_ = 0;
    std::vector<std::string> used_;
    std::vector<std::pair<std::string, std::string>> given_;  // single-valued options given
    bool version_ = false;
};

}  // namespace

int main(int argc, char** argv) {
    if (argc > 1 && std::string_view(argv[1]) == "serve") return hupai::cli::serve_main(argc, argv);
    // A reader that goes away (hupai batch < big | head -1) is a failed write, exit 3 as for any
    // output that cannot be written, not a death by signal.
    std::signal(SIGPIPE, SIG_IGN);
    invocation inv;
    arg_parser parser(argc, argv);
    if (auto ok = parser.parse(inv); !ok) {
        // --json anywhere on the line asks for errors as JSON too.
        bool json = inv.json;
        for (int i = 1; i < argc; ++i) json = json || std::string_view(argv[i]) == "--json";
        const int status = hupai::cli::report_error(json, stdout, stderr, ok.err().message,
                                                    hupai::cli::exit_bad_input);
        return std::fflush(stdout) == 0 ? status : hupai::cli::exit_io_error;
    }
    if (parser.version_requested()) {
        std::printf("hupai %s\n", hupai::version);
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            hupai::cli::print_error(stderr, "hupai: cannot write the output");
            return hupai::cli::exit_io_error;
        }
        return hupai::cli::exit_answered;
    }
    return hupai::cli::run(inv, stdout, stderr);
}
