// The WebAssembly module's exports: batch lines in, batch answers out, through two buffers in
// linear memory (web/src/hupai.js drives them). Every answer comes from answer/batch.cpp's
// batch_processor, the code `hupai batch` and `hupai serve` answer with.
#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "batch.hpp"
#include "json_writer.hpp"

namespace {

using hupai::cli::batch_config;
using hupai::cli::batch_processor;
using hupai::cli::out_buffer;

struct state {
    std::optional<batch_processor> processor;
    std::vector<char> in;
    out_buffer out;
    batch_processor::tally tally;
};

state& module_state() {
    static state s;
    if (!s.processor) {
        // The default configuration (chinese rules, auto-detected notation) cannot fail; lines
        // name their own rules.
        auto p = batch_processor::create(batch_config{});
        if (p) s.processor.emplace(std::move(*p));
    }
    return s;
}

}  // namespace

/// Room for `size` bytes of input; write the lines there, then call hupai_answer.
extern "C" __attribute__((export_name("hupai_input"))) char* hupai_input(std::size_t size) {
    auto& s = module_state();
    s.in.resize(size);
    return s.in.data();
}

/// Answers the `size` bytes written at hupai_input as batch lines (JSON Lines: one answer line
/// per non-empty line, each ending with '\n'). Returns the answers' address; their length is
/// hupai_output_size(). Both stay valid until the next call.
extern "C" __attribute__((export_name("hupai_answer"))) const char* hupai_answer(std::size_t size) {
    auto& s = module_state();
    s.out.clear();
    if (s.processor && size <= s.in.size()) {
        s.processor->answer_block(std::string_view(s.in.data(), size), s.out, s.tally);
    }
    return s.out.view().data();
}

extern "C" __attribute__((export_name("hupai_output_size"))) std::size_t hupai_output_size() {
    return module_state().out.size();
}
