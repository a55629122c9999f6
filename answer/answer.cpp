// The JSON answer for one hand (shapes documented in answer.hpp).
#include "answer.hpp"

#include <bit>
#include <optional>
#include <vector>

#include "display.hpp"
#include "hupai/notation.hpp"
#include "question_size.hpp"

namespace hupai::cli {

namespace {

constexpr std::string_view op_names[] = {"win",     "forms", "shanten", "waits", "decompose",
                                         "analyze", "score", "ev",      "call"};

// A batch line may ask every op at once (the contract's own example does): the ops its size
// cannot answer are left out. Only a line none of whose ops fits keeps them all, to be refused
// by the first question that rejects it (e.g. wrong_hand_size for "win" on 13 tiles).
op_set fitting_ops(op_set want, const hand& h, const rules& r) noexcept {
    const bool win_size = size_fits(h, r, purpose::win);
    const bool wait_size = size_fits(h, r, purpose::wait);
    op_set fit = want;
    if (win_size && !wait_size) fit = static_cast<op_set>(fit & ~op_waits);
    if (wait_size && !win_size) {
        // analyze answers a 3n+1 hand too: its improving draws.
        fit = static_cast<op_set>(fit & ~(op_win | op_forms | op_decompose | op_score));
    }
    return fit != 0 ? fit : want;
}

// Everything one answer needs, computed before anything is written so that an error leaves the
// output untouched.
struct computed {
    op_set want = 0;
    bool detailed = false;  // ops were given explicitly
    win_result win;
    waits_result waits;
    int shanten = no_shanten;
    shanten_result by_form;
    bool have_by_form = false;
    std::vector<decomposition> decompositions;
    bool truncated = false;  // decompositions cut at decomposition_limit
    std::vector<discard_choice> analysis;
    scored score;
    draw_choice draws;
    bool have_draws = false;  // analyze of a 3n+1 hand
    const std::array<std::uint8_t, kinds>* visible = nullptr;
};

// The hand validated once for all the questions of one answer: for the first question's
// purpose (or before, by the caller), each later question then checking its own size rule alone
// (validated_hand::for_purpose, inside the entries of admission/validated.hpp).
class admission {
public:
    admission(const hand& h, const detail::compiled_rules& r, const detail::validated_hand* given)
        : h_(h), r_(r) {
        if (given != nullptr) v_ = *given;
    }
    result<detail::validated_hand> operator()(purpose p) {
        if (!v_) {
            auto v = detail::validated_hand::admit(h_, r_, p);
            if (!v) return v;
            v_ = *v;
        }
        return *v_;
    }

private:
    const hand& h_;
    const detail::compiled_rules& r_;
    std::optional<detail::validated_hand> v_;
};

// The default answer (no ops given) on the batch hot path asks one question of most hands: a
// 3n+1 hand its waits (their shanten with them), a 3n+2 hand its shanten (shanten -1 is exactly
// "complete", so only a complete hand needs check_win for its forms; Ruijin's fei/zhifei flags
// come from check_win alone, hence the full path under those rules). One question goes through
// the entry of a hand not yet validated, whose admission is part of its road and cheaper than
// admitting apart.
result<void> compute_default(computed& c, const hand& h, const detail::compiled_rules& cr) {
    if (c.want == (op_waits | op_shanten)) {
        auto w = detail::find_waits(h, cr);
        if (!w) return std::move(w).err();
        c.waits = *w;
        c.shanten = w->shanten;
        return {};
    }
    auto s = detail::compute_shanten(h, cr);
    if (!s) return std::move(s).err();
    c.shanten = s->overall;
    if (c.shanten == -1 || cr.fei_in_play()) {
        auto w = detail::check_win(h, cr);
        if (!w) return std::move(w).err();
        c.win = *w;
    }
    return {};
}

// The analyze op: a 3n+1 hand's improving tiles; a 3n+2 hand's (also one of both sizes)
// discards.
result<void> compute_analysis(computed& c, admission& admit, const hand& h, const rules& r) {
    const bool win_size = size_fits(h, r, purpose::win);
    if (!win_size && !size_fits(h, r, purpose::wait)) {
        return question_fits("analyze", h, r, {.batch = true, .options = {}});
    }
    const auto v = admit(win_size ? purpose::win : purpose::wait);
    if (!v) return v.err();
    if (!win_size) {
        auto d = detail::analyze_draws(*v, c.visible);
        if (!d) return std::move(d).err();
        c.draws = *d;
        c.have_draws = true;
    } else {
        auto a = detail::analyze_discards(*v, c.visible);
        if (!a) return std::move(a).err();
        c.analysis = std::move(*a);
    }
    return {};
}

result<void> compute(computed& c, admission& admit, const hand& h, const detail::compiled_rules& cr,
                     const situation* where) {
    const rules& r = cr.of();
    if (!c.detailed) return compute_default(c, h, cr);
    if (c.want & (op_win | op_forms)) {
        const auto v = admit(purpose::win);
        if (!v) return v.err();
        auto w = detail::check_win(*v);
        if (!w) return std::move(w).err();
        c.win = *w;
    }
    if (c.want & op_waits) {
        const auto v = admit(purpose::wait);
        if (!v) return v.err();
        auto w = detail::find_waits(*v);
        if (!w) return std::move(w).err();
        c.waits = *w;
    }
    if (c.want & op_shanten) {
        const auto v = admit(purpose::any);
        if (!v) return v.err();
        auto s = detail::compute_shanten(*v);
        if (!s) return std::move(s).err();
        c.by_form = *s;
        c.have_by_form = true;
        c.shanten = s->overall;
    }
    if (c.want & op_decompose) {
        const auto v = admit(purpose::win);
        if (!v) return v.err();
        // One more than listed tells whether the list is cut.
        auto d = detail::decompose(*v, decomposition_limit + 1);
        if (!d) return std::move(d).err();
        c.decompositions = std::move(*d);
        c.truncated = c.decompositions.size() > decomposition_limit;
        if (c.truncated) c.decompositions.resize(decomposition_limit);
    }
    if (c.want & op_analyze) {
        if (auto ok = compute_analysis(c, admit, h, r); !ok) return ok;
    }
    if (c.want & op_score) {
        if (where == nullptr) return make_error(errc::invalid_value, "scoring needs a situation");
        if (auto ok = question_fits("score", h, r, {.batch = true, .options = {}}); !ok) return ok;
        auto s = compute_score(h, *where, r);
        if (!s) return std::move(s).err();
        c.score = *s;
    }
    return {};
}

void write_forms(json_writer& w, form_set forms) {
    w.begin_array();
    for (int f = 0; f < form_count; ++f) {
        if (contains(forms, static_cast<form>(f))) w.plain_value(name(static_cast<form>(f)));
    }
    w.end_array();
}

void write_shapes(json_writer& w, const waits_result& wr) {
    w.begin_object();
    for (tile_mask m = wr.waits | wr.karaten; m != 0; m &= m - 1) {
        const auto t = static_cast<tile>(std::countr_zero(m));
        w.key(tile_name(t));
        w.begin_array();
        for (int s = 0; s < wait_shape_count; ++s) {
            if (contains(wr.shapes[t], static_cast<wait_shape>(s)))
                w.plain_value(name(static_cast<wait_shape>(s)));
        }
        w.end_array();
    }
    w.end_object();
}

void write_decomposition(json_writer& w, const decomposition& d, const hand& h, std::string& tmp) {
    w.begin_object();
    w.key("form");
    w.plain_value(name(d.shape));
    w.key("groups");
    w.begin_array();
    for_each_group(d, h, [&](int, const group& g, const meld* m) {
        tmp.clear();
        append_group(tmp, g, m, false);
        w.plain_value(tmp);
    });
    w.end_array();
    w.key("wild");
    w.begin_array();
    for_each_group(d, h, [&](int i, const group& g, const meld*) {
        for (int k = 0; k < g.size && k < 4; ++k) {
            if (!(g.wild & (1u << k))) continue;
            w.begin_object();
            w.key("group");
            w.value(i);
            w.key("as");
            w.plain_value(tile_name(g.tiles[static_cast<std::size_t>(k)]));
            w.end_object();
        }
    });
    w.end_array();
    w.end_object();
}

// A shanten number, or null when no form of the rules applies to the hand (e.g. standard
// switched off on a 2-tile hand): no_shanten is the library's sentinel, not a count.
void write_shanten(json_writer& w, int s) {
    if (s == no_shanten) {
        w.null();
    } else {
        w.value(s);
    }
}

// The fields a discard's entry and a 3n+1 hand's draws share (Choice: discard_choice or
// draw_choice), inside an object already begun.
template <class Choice>
void write_improving(json_writer& w, const Choice& c) {
    w.key("shanten");
    write_shanten(w, c.shanten);
    w.key("improving");
    write_tile_list(w, c.improving);
    w.key("unseen");
    w.begin_object();
    for (tile_mask m = c.improving; m != 0; m &= m - 1) {
        const auto t = static_cast<tile>(std::countr_zero(m));
        w.key(tile_name(t));
        w.value(static_cast<int>(c.unseen[t]));
    }
    w.end_object();
    w.key("total");
    w.value(c.unseen_total);
}

void write_discard(json_writer& w, const discard_choice& c) {
    w.begin_object();
    w.key("discard");
    w.plain_value(tile_name(c.discard));
    write_improving(w, c);
    w.end_object();
}

void write_id(json_writer& w, std::string_view id_json) {
    w.key("id");
    if (id_json.empty()) {
        w.null();
    } else {
        w.raw(id_json);
    }
}

}  // namespace

result<op_set> parse_op(std::string_view text) {
    // The contract's ops are win, shanten, waits, decompose and analyze, and its answer to
    // "win" holds "forms" beside "win": the win op asks both ("forms" alone stays available).
    if (text == "win") return static_cast<op_set>(op_win | op_forms);
    for (std::size_t i = 0; i < std::size(op_names); ++i) {
        if (op_names[i] == text) return static_cast<op_set>(1u << i);
    }
    return make_error(
        errc::unknown_op,
        "'" + std::string(text) +
            "' is not an op (win, forms, shanten, waits, decompose, analyze, score, ev, call)");
}

void write_tile_list(json_writer& w, std::uint64_t mask) {
    w.begin_array();
    for (; mask != 0; mask &= mask - 1) {
        w.plain_value(tile_name(static_cast<tile>(std::countr_zero(mask))));
    }
    w.end_array();
}

result<void> write_answer(json_writer& w, std::string_view id_json, const hand& h,
                          const detail::compiled_rules& cr, op_set ops, std::string_view canonical,
                          bool drop_unfit_ops, const situation* where,
                          const std::array<std::uint8_t, kinds>* visible,
                          const detail::validated_hand* admitted) {
    const rules& r = cr.of();
    computed c;
    c.visible = visible;
    c.detailed = ops != default_ops;
    c.want = ops;
    if (c.detailed && drop_unfit_ops) c.want = fitting_ops(c.want, h, r);
    if (!c.detailed) {
        if (size_fits(h, r, purpose::win)) {
            c.want = op_win | op_forms | op_shanten;
        } else if (size_fits(h, r, purpose::wait)) {
            c.want = op_waits | op_shanten;
        } else {
            // Neither 3n+2 nor 3n+1: the win check's validation names the problem.
            auto ok = validate_hand(h, r, purpose::win);
            if (!ok) return ok;
            c.want = op_win | op_forms | op_shanten;
        }
    }
    admission admit(h, cr, admitted);
    if (auto ok = compute(c, admit, h, cr, where); !ok) return ok;

    w.begin_object();
    if (!id_json.empty()) write_id(w, id_json);
    std::string formatted;
    if (canonical.empty()) {
        formatted = format_hand(h);
        canonical = formatted;
    }
    w.key("hand");
    w.plain_value(canonical);  // canonical MPSZ is plain ASCII
    w.key("size");
    w.value(hand_size(h, r));
    if (c.want & op_win) {
        w.key("win");
        w.value(c.win.win);
    }
    if (c.want & op_forms) {
        w.key("forms");
        write_forms(w, c.win.forms);
    }
    if (c.win.fei || c.waits.fei) {
        w.key("fei");
        w.value(true);
    }
    if (c.win.zhifei || c.waits.zhifei) {
        w.key("zhifei");
        w.value(true);
    }
    if (c.want & op_shanten) {
        w.key("shanten");
        write_shanten(w, c.shanten);
        if (c.detailed && c.have_by_form) {
            w.key("shanten_by_form");
            w.begin_object();
            for (int f = 0; f < form_count; ++f) {
                const int s = c.by_form.by_form[static_cast<std::size_t>(f)];
                if (s == no_shanten) continue;
                w.key(name(static_cast<form>(f)));
                w.value(s);
            }
            w.end_object();
        }
    }
    if (c.want & op_waits) {
        w.key("waits");
        write_tile_list(w, c.waits.waits);
        w.key("karaten");
        write_tile_list(w, c.waits.karaten);
        if (c.detailed) {
            w.key("shapes");
            write_shapes(w, c.waits);
        }
    }
    if (c.want & op_decompose) {
        std::string tmp;
        w.key("decompositions");
        w.begin_array();
        for (const auto& d : c.decompositions) write_decomposition(w, d, h, tmp);
        w.end_array();
        if (c.truncated) {
            w.key("truncated");
            w.value(true);
        }
    }
    if ((c.want & op_analyze) && c.have_draws) {
        w.key("draws");
        w.begin_object();
        write_improving(w, c.draws);
        w.end_object();
    } else if (c.want & op_analyze) {
        w.key("analysis");
        w.begin_array();
        for (const auto& d : c.analysis) write_discard(w, d);
        w.end_array();
    }
    if (c.want & op_score) {
        w.key("score");
        write_score(w, c.score);
    }
    w.end_object();
    return {};
}

void write_error(json_writer& w, std::string_view id_json, const error& e) {
    w.begin_object();
    write_id(w, id_json);
    w.key("error");
    w.value(e.message);
    w.end_object();
}

}  // namespace hupai::cli
