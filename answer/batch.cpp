// Batch lines: bare hand strings on the fast path, JSON objects through nlohmann::json.
#include "batch.hpp"

#include <cstring>
#include <nlohmann/json.hpp>
#include <optional>

#include "answer.hpp"
#include "call.hpp"
#include "display.hpp"
#include "ev.hpp"
#include "json_writer.hpp"

namespace hupai::cli {

namespace {

using nlohmann::json;

constexpr int max_json_depth = 64;

bool is_space(char c) noexcept {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

// Walks JSON text from `i`, calling step(j, c) for each character c at j outside strings, and
// step(j, '"') at the closing quote of each string; stops where step returns true. Returns
// where it stopped, or the end of the text.
template <class Step>
std::size_t walk_json(std::string_view s, std::size_t i, Step&& step) noexcept {
    bool in_string = false;
    for (; i < s.size(); ++i) {
        const char c = s[i];
        if (in_string) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                in_string = false;
                if (step(i, c)) return i;
            }
        } else if (c == '"') {
            in_string = true;
        } else if (step(i, c)) {
            return i;
        }
    }
    return s.size();
}

// Deeper nesting is refused before parsing: the echoed id is serialized recursively.
bool nesting_within(std::string_view s, int limit) noexcept {
    int depth = 0;
    const std::size_t stop = walk_json(s, 0, [&](std::size_t, char c) {
        if (c == '[' || c == '{') return ++depth > limit;
        if (c == ']' || c == '}') --depth;
        return false;
    });
    return stop == s.size();
}

// The end of the JSON value starting at `i` in text nlohmann has already accepted: strings are
// skipped whole, brackets counted, and a scalar ends at the next ',', '}' or ']'.
std::size_t value_end(std::string_view s, std::size_t i) noexcept {
    int depth = 0;
    std::size_t end = s.size();
    walk_json(s, i, [&](std::size_t j, char c) {
        if (c == '"') {  // a string closed
            if (depth == 0) end = j + 1;
            return depth == 0;
        }
        if (c == '[' || c == '{') {
            ++depth;
            return false;
        }
        if (c == ']' || c == '}') {
            if (depth == 0) {  // the end of the enclosing object
                end = j;
                return true;
            }
            if (--depth == 0) {
                end = j + 1;
                return true;
            }
            return false;
        }
        if (depth == 0 && (c == ',' || is_space(c))) {
            end = j;
            return true;
        }
        return false;
    });
    return end;
}

// The text of the top-level "id" of a valid JSON object line, exactly as written (the last one,
// as nlohmann keeps), or empty. Echoing it verbatim keeps integers beyond 64 bits and the key
// order of an object id, which a parse and dump would round or reorder.
std::string_view raw_id(std::string_view s) {
    std::size_t i = s.find('{');
    std::string_view found;
    auto skip_space = [&] {
        while (i < s.size() && (is_space(s[i]) || s[i] == '\n')) ++i;
    };
    for (++i;;) {
        skip_space();
        if (i >= s.size() || s[i] != '"') return found;
        const std::size_t key_start = i;
        i = value_end(s, i);
        const std::string_view key = s.substr(key_start, i - key_start);
        skip_space();
        ++i;  // ':'
        skip_space();
        const std::size_t value_start = i;
        i = value_end(s, i);
        const bool is_id =
            key == "\"id\"" ||
            (key.find('\\') != std::string_view::npos &&
             json::parse(key.begin(), key.end()).get_ref<const std::string&>() == "id");
        if (is_id) found = s.substr(value_start, i - value_start);
        skip_space();
        if (i >= s.size() || s[i] != ',') return found;
        ++i;
    }
}

// Text that is already canonical MPSZ is its own canonical form: no need to format the hand.
std::string_view echo_canonical(std::string_view text, notation n) noexcept {
    const bool mpsz = n == notation::mpsz || n == notation::automatic;
    return mpsz && is_canonical_concealed(text) ? text : std::string_view();
}

error json_error(std::string_view what) { return make_error(errc::invalid_json, what); }

// Finds where and why a JSON text fails to parse, without exceptions (the WebAssembly build has
// none): a SAX pass that keeps nothing but the error nlohmann reports.
class parse_failure final : public nlohmann::json_sax<json> {
public:
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override { return true; }
    bool key(string_t&) override { return true; }
    bool end_object() override { return true; }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& e) override {
        byte_ = position;
        syntax_ = e.id < 200;  // parse_error ids are 1xx; 406 is a number out of double range
        return false;
    }

    /// The error of a text json::parse refused.
    error of(std::string_view text) {
        json::sax_parse(text.begin(), text.end(), this);
        if (!syntax_) {
            // e.g. a number literal out of double range (`1e999`): well-formed, unrepresentable.
            return json_error("a value cannot be represented (number out of range?)");
        }
        return json_error("not valid JSON (at byte " + std::to_string(byte_) + ")");
    }

private:
    std::size_t byte_ = 0;
    bool syntax_ = true;
};

error json_parse_error(std::string_view text) { return parse_failure().of(text); }

// The text set_flag expects for a JSON value of "flags".
result<std::string> flag_value_text(std::string_view flag, const json& v) {
    if (v.is_boolean()) return std::string(v.get<bool>() ? "true" : "false");
    if (v.is_number_integer()) return v.dump();
    if (v.is_string()) return v.get<std::string>();
    if ((flag == "wild" || flag.ends_with("_indicators")) && v.is_array()) {
        std::string joined;
        for (const auto& t : v) {
            if (!t.is_string()) {
                return json_error("\"" + std::string(flag) +
                                  "\" lists tiles as strings, e.g. [\"7z\"]");
            }
            if (!joined.empty()) joined += ',';
            joined += t.get<std::string>();
        }
        return joined;
    }
    return make_error(errc::invalid_value,
                      "flag " + std::string(flag) + " takes a boolean, an integer or a string");
}

struct object_request {
    const json* hand = nullptr;
    rules r;
    notation n = notation::automatic;
    op_set ops = default_ops;
    std::vector<situation_option> situation;
    std::optional<std::array<std::uint8_t, kinds>> visible;  // "visible": tiles seen elsewhere
    std::vector<situation_option> ev;                        // "ev": the ev op's options
    bool has_ev = false;                                     // the line has an "ev" object
    std::vector<situation_option> call;                      // "call": the call op's question
};

result<void> read_object(const json& j, const rules& defaults,
                         std::optional<notation> notation_given, object_request& q) {
    const auto hand = j.find("hand");
    if (hand == j.end() || !hand->is_string()) {
        return json_error("a batch object needs \"hand\": a hand string");
    }
    q.hand = &*hand;

    q.r = defaults;
    if (const auto it = j.find("rules"); it != j.end()) {
        if (!it->is_string()) return json_error("\"rules\" is a preset name, e.g. \"riichi\"");
        auto p = preset(it->get_ref<const std::string&>());
        if (!p) return std::move(p).err();
        q.r = *p;
    }
    if (const auto it = j.find("wild"); it != j.end()) {
        auto text = flag_value_text("wild", *it);
        if (!text) return std::move(text).err();
        if (auto ok = set_wild(q.r, wild_in_mpsz(*text)); !ok) return ok;
    }
    if (const auto it = j.find("flags"); it != j.end()) {
        if (!it->is_object()) {
            return json_error(
                "\"flags\" is an object of rule flags, e.g. {\"kongs_in_hand\": true}");
        }
        for (const auto& [key, value] : it->items()) {
            const auto flag = canonical_flag(key);
            if (!flag) return make_error(errc::unknown_flag, "'" + key + "' is not a rule flag");
            auto text = flag_value_text(*flag, value);
            if (!text) return std::move(text).err();
            if (auto ok = set_flag(q.r, *flag, *text); !ok) return ok;
        }
    }

    q.n = notation_for(notation_given, q.r.preset);
    if (const auto it = j.find("notation"); it != j.end()) {
        if (!it->is_string()) return json_error("\"notation\" is a notation name, e.g. \"mpsz\"");
        auto n = parse_notation_name(it->get_ref<const std::string&>());
        if (!n) return std::move(n).err();
        q.n = *n;
    }

    if (const auto it = j.find("situation"); it != j.end()) {
        if (!it->is_object()) {
            return json_error(
                "\"situation\" is an object, e.g. {\"tsumo\": true, \"win_tile\": \"6s\"}");
        }
        for (const auto& [key, value] : it->items()) {
            auto text = flag_value_text(key, value);
            if (!text) return std::move(text).err();
            q.situation.push_back({key, *text});
        }
    }

    if (const auto it = j.find("ev"); it != j.end()) {
        if (!it->is_object()) return json_error("\"ev\" is an object, e.g. {\"t_max\": 18}");
        q.has_ev = true;
        for (const auto& [key, value] : it->items()) {
            auto text = flag_value_text(key, value);
            if (!text) return std::move(text).err();
            q.ev.push_back({key, *text});
        }
    }

    if (const auto it = j.find("call"); it != j.end()) {
        if (!it->is_object()) return json_error("\"call\" is an object, e.g. {\"tile\": \"3m\"}");
        for (const auto& [key, value] : it->items()) {
            auto text = flag_value_text(key, value);
            if (!text) return std::move(text).err();
            q.call.push_back({key, *text});
        }
    }

    if (const auto it = j.find("visible"); it != j.end()) {
        // A hand text ("1m1m9p [555z]") or a list of tile strings, in the line's notation.
        std::string text;
        if (it->is_string()) {
            text = it->get<std::string>();
        } else if (it->is_array()) {
            for (const auto& t : *it) {
                if (!t.is_string()) return json_error("\"visible\" lists tiles as strings");
                text += t.get<std::string>() + " ";
            }
        } else {
            return json_error("\"visible\" is a string of tiles or a list of tiles");
        }
        if (text.find_first_not_of(' ') != std::string::npos) {
            auto seen = parse_visible(text, q.n);
            if (!seen) return std::move(seen).err();
            q.visible = *seen;
        }
    }

    if (const auto it = j.find("ops"); it != j.end()) {
        auto add = [&](const json& op) -> result<void> {
            if (!op.is_string()) return json_error("\"ops\" lists op names as strings");
            auto o = parse_op(op.get_ref<const std::string&>());
            if (!o) return std::move(o).err();
            q.ops = static_cast<op_set>(q.ops | *o);
            return {};
        };
        const bool list = it->is_array();  // a list of names, or one name
        for (std::size_t i = 0, n = list ? it->size() : 1; i < n; ++i) {
            if (auto ok = add(list ? (*it)[i] : *it); !ok) return ok;
        }
    }
    return {};
}

/// line_too_long for a batch line of `bytes` bytes: the limit and the line's true length.
error overlong_line(std::size_t bytes) {
    return make_error(errc::line_too_long, "a batch line is limited to " +
                                               std::to_string(max_batch_line) +
                                               " bytes; this one is " + std::to_string(bytes));
}

}  // namespace

batch_processor::batch_processor(batch_config config, rules defaults)
    : config_(std::move(config)),
      defaults_(defaults),
      compiled_defaults_(detail::compile_rules(defaults_)),
      bare_notation_(notation_for(config_.notation_given, defaults_.preset)) {}

result<batch_processor> batch_processor::create(const batch_config& config) {
    auto r = build_rules(config.rules);
    if (!r) return std::move(r).err();
    return batch_processor(config, *r);
}

const detail::compiled_rules& batch_processor::compiled(const rules& r) {
    if (!compiled_last_ || !(compiled_last_->of() == r)) compiled_last_ = detail::compile_rules(r);
    return *compiled_last_;
}

bool batch_processor::answer_overlong(std::size_t bytes, out_buffer& out) {
    json_writer w(out);
    write_error(w, {}, overlong_line(bytes));
    out += '\n';
    return false;
}

bool batch_processor::answer_line(std::string_view line, out_buffer& out) {
    std::size_t first = 0;
    while (first < line.size() && is_space(line[first])) ++first;
    if (first < line.size() && line[first] == '{') return answer_object_line(line, out);

    if (line.size() > max_batch_line) return answer_overlong(line.size(), out);
    json_writer w(out);
    auto h = parse_hand(line, bare_notation_);
    if (h) {
        auto ok = write_answer(w, {}, *h, compiled_defaults_, default_ops,
                               echo_canonical(line, bare_notation_));
        if (ok) {
            out += '\n';
            return true;
        }
        write_error(w, {}, ok.err());
    } else {
        write_error(w, {}, h.err());
    }
    out += '\n';
    return false;
}

void batch_processor::cap_states(ev_options& o) const noexcept {
    if (config_.max_ev_states != 0) o.max_states = std::min(o.max_states, config_.max_ev_states);
}

bool batch_processor::answer_object_line(std::string_view line, out_buffer& out) {
    json_writer w(out);
    id_.clear();
    auto fail = [&](const error& e) {
        write_error(w, id_, e);
        out += '\n';
        return false;
    };
    if (line.size() > max_batch_line) return fail(overlong_line(line.size()));
    // nlohmann reads a NUL byte as the end of the text: the rest of the line would be ignored.
    if (const auto nul = line.find('\0'); nul != std::string_view::npos) {
        return fail(json_error("a NUL byte at byte " + std::to_string(nul)));
    }
    if (!nesting_within(line, max_json_depth)) {
        return fail(json_error("nesting deeper than 64 levels"));
    }
    json j = json::parse(line.begin(), line.end(), nullptr, false);
    if (j.is_discarded()) return fail(json_parse_error(line));
    if (!j.is_object()) return fail(json_error("a batch line is a hand string or a JSON object"));
    if (j.contains("id")) id_ = raw_id(line);

    object_request q;
    if (auto ok = read_object(j, defaults_, config_.notation_given, q); !ok) return fail(ok.err());
    const auto& text = q.hand->get_ref<const std::string&>();
    auto h = parse_hand(text, q.n);
    if (!h) return fail(h.err());
    if (q.ops & op_ev) {
        // Expected values answer alone, with the situation and options of their own keys.
        auto s = build_ev_situation(q.situation);
        if (!s) return fail(s.err());
        auto o = build_ev_options(q.ev);
        if (!o) return fail(o.err());
        cap_states(*o);
        auto answer = expected_values(*h, q.r, *s, *o);
        if (!answer) return fail(answer.err());
        const std::string_view canonical = echo_canonical(text, q.n);
        write_ev_answer(w, id_, canonical.empty() ? format_hand(*h) : std::string(canonical),
                        *answer);
        out += '\n';
        return true;
    }
    if (q.ops & op_call) {
        // The options of a discard answer alone, with the question of their "call" key and,
        // when the line has an "ev" object, each option's expected values.
        auto c = build_call_question(q.call, q.n);
        if (!c) return fail(c.err());
        std::array<std::uint8_t, kinds> seen = q.visible ? *q.visible : decltype(seen){};
        auto s = build_call_situation(q.situation, q.n, seen);
        if (!s) return fail(s.err());
        auto o = build_ev_options(q.ev);
        if (!o) return fail(o.err());
        cap_states(*o);
        auto answer = analyze_calls(*h, *c, q.r, *s, &seen, q.has_ev ? &*o : nullptr);
        if (!answer) return fail(answer.err());
        const std::string_view canonical = echo_canonical(text, q.n);
        write_call_answer(w, id_, canonical.empty() ? format_hand(*h) : std::string(canonical), *c,
                          *answer, q.r.scoring != scoring_system::none);
        out += '\n';
        return true;
    }
    std::optional<situation> where;
    if (q.ops & op_score) {
        auto s = build_situation(text, q.n, q.situation);
        if (!s) return fail(s.err());
        where = *s;
    }
    if (auto ok = write_answer(w, id_, *h, compiled(q.r), q.ops, echo_canonical(text, q.n), true,
                               where ? &*where : nullptr, q.visible ? &*q.visible : nullptr);
        !ok) {
        return fail(ok.err());
    }
    out += '\n';
    return true;
}

void batch_processor::answer_block(std::string_view block, out_buffer& out, tally& t) {
    const char* p = block.data();
    const char* const end = p + block.size();
    while (p < end) {
        // A line ends at '\n' or at a lone '\r' (old Mac text); "\r\n" leaves an empty line,
        // which is skipped.
        const auto* nl =
            static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
        const char* line_end = nl != nullptr ? nl : end;
        if (const auto* cr = static_cast<const char*>(
                std::memchr(p, '\r', static_cast<std::size_t>(line_end - p)))) {
            line_end = cr;
        }
        std::string_view line(p, static_cast<std::size_t>(line_end - p));
        p = line_end < end ? line_end + 1 : end;
        if (line.empty()) continue;  // a line of spaces is answered (empty_hand)
        ++t.lines;
        if (!answer_line(line, out)) ++t.errors;
    }
}

}  // namespace hupai::cli
