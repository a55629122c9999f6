// The batch stream: block reads, output flushed when no input is ready, and -j N workers that
// answer chunks of lines in parallel while a writer keeps their order.
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

#include "batch.hpp"
#include "exit_status.hpp"

namespace hupai::cli {

namespace {

using clock_type = std::chrono::steady_clock;

bool write_all(int fd, std::string_view data) {
    while (!data.empty()) {
        const ssize_t n = ::write(fd, data.data(), data.size());
        if (n < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        data.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

// Reads a descriptor in large blocks and hands out runs of complete lines, each ending in '\n'
// or '\r' (a lone '\r' ends a line too). A line found longer than max_batch_line before its end
// is read is skipped to its end, counting its bytes: take_overlong() then gives its length (for
// the processor's line_too_long answer), before the lines that follow it. The last line gets a
// '\n' at EOF. A UTF-8 byte order mark opening the input is skipped. Memory: one fixed buffer.
class line_source {
public:
    explicit line_source(int fd) : fd_(fd), buf_(block_size + max_batch_line + 2) {}

    /// Complete lines already read (possibly none), consumed by the call.
    std::string_view take_lines() {
        if (start_ == end_) return {};
        const char* base = buf_.data();
        if (!bom_checked_) {
            constexpr std::string_view bom = "\xEF\xBB\xBF";
            const std::string_view head(base + start_, std::min(end_ - start_, bom.size()));
            if (head.size() < bom.size() && !eof_ && bom.starts_with(head)) return {};
            if (head == bom) start_ += bom.size();
            bom_checked_ = true;
            if (start_ == end_) return {};
        }
        const void* last_nl = memrchr(base + start_, '\n', end_ - start_);
        const void* last_cr = memrchr(base + start_, '\r', end_ - start_);
        const void* last = std::max(last_nl, last_cr, [](const void* a, const void* b) {
            return std::less<const void*>()(a, b);
        });
        if (last != nullptr) {
            const std::size_t stop =
                static_cast<std::size_t>(static_cast<const char*>(last) - base) + 1;
            std::string_view lines(base + start_, stop - start_);
            start_ = stop;
            return lines;
        }
        if (end_ - start_ > max_batch_line) {
            // An overlong line: skip it to its end, counting (fill reads on; at EOF it ends).
            skipped_ = end_ - start_;
            start_ = end_ = 0;
            skipping_ = true;
            if (eof_) end_skip();
            return {};
        }
        if (eof_) {
            buf_[end_] = '\n';  // the buffer keeps a spare byte for this
            std::string_view line(base + start_, end_ + 1 - start_);
            start_ = end_ = 0;
            return line;
        }
        return {};
    }

    /// The length of an overlong line skipped to its end (0: none), consumed by the call: it
    /// comes before the lines take_lines() gives next.
    std::size_t take_overlong() { return std::exchange(overlong_, 0); }

    /// Whether input can be read now without blocking (poll with a zero timeout).
    bool ready() const {
        pollfd p{fd_, POLLIN, 0};
        return ::poll(&p, 1, 0) > 0;
    }

    /// One blocking read. Returns false at EOF or on a read error (then read_error() is errno).
    bool fill() {
        if (start_ != 0) {
            std::memmove(buf_.data(), buf_.data() + start_, end_ - start_);
            end_ -= start_;
            start_ = 0;
        }
        for (;;) {
            const std::size_t room = buf_.size() - 1 - end_;
            const ssize_t n = ::read(fd_, buf_.data() + end_, room);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                if (n < 0) read_errno_ = errno;
                eof_ = true;
                if (skipping_) end_skip();
                return false;
            }
            std::size_t got = static_cast<std::size_t>(n);
            if (skipping_) {
                // The line ends at its first '\n' or '\r' (a "\r\n" leaves an empty line).
                const char* from = buf_.data() + end_;
                const char* stop =
                    std::find_if(from, from + got, [](char c) { return c == '\n' || c == '\r'; });
                skipped_ += static_cast<std::size_t>(stop - from);
                if (stop == from + got) continue;
                const std::size_t keep_from = static_cast<std::size_t>(stop - buf_.data()) + 1;
                std::memmove(buf_.data() + end_, buf_.data() + keep_from, end_ + got - keep_from);
                got = end_ + got - keep_from;
                end_skip();
            }
            end_ += got;
            return true;
        }
    }

    bool eof() const { return eof_ && start_ == end_; }
    int read_error() const { return read_errno_; }

private:
    void end_skip() {
        overlong_ = skipped_;
        skipped_ = 0;
        skipping_ = false;
    }

    static constexpr std::size_t block_size = std::size_t{1} << 20;
    int fd_;
    std::vector<char> buf_;
    std::size_t start_ = 0, end_ = 0;
    bool eof_ = false;
    bool skipping_ = false;
    std::size_t skipped_ = 0;   // bytes of the overlong line being skipped
    std::size_t overlong_ = 0;  // the length of the overlong line skipped, not yet taken
    bool bom_checked_ = false;
    int read_errno_ = 0;
};

// The exit status of a run, with a message on err_fd for a read or write failure (exit 3, apart
// from exit 1 for lines answered with errors).
int run_status(const batch_processor::tally& t, int read_errno, int write_errno, int err_fd) {
    const auto report = [err_fd](std::string_view what, int e) {
        const std::string text =
            "hupai batch: cannot " + std::string(what) + ": " + std::strerror(e) + "\n";
        write_all(err_fd, text);
    };
    if (read_errno != 0) report("read standard input", read_errno);
    if (write_errno != 0) report("write the answers", write_errno);
    if (read_errno != 0 || write_errno != 0) return exit_io_error;
    return t.errors == 0 ? exit_answered : exit_batch_errors;
}

class progress_meter {
public:
    progress_meter(bool on, int fd) : on_(on), fd_(fd), start_(clock_type::now()), last_(start_) {}

    void tick(std::uint64_t lines) {
        if (!on_) return;
        const auto now = clock_type::now();
        if (now - last_ < std::chrono::seconds(1)) return;
        last_ = now;
        report(lines, now);
    }
    void finish(std::uint64_t lines) {
        if (on_) report(lines, clock_type::now());
    }

private:
    void report(std::uint64_t lines, clock_type::time_point now) const {
        const double secs = std::chrono::duration<double>(now - start_).count();
        char text[128];
        const int n = std::snprintf(text, sizeof text, "hupai batch: %llu lines, %.0f lines/s\n",
                                    static_cast<unsigned long long>(lines),
                                    secs > 0 ? static_cast<double>(lines) / secs : 0.0);
        if (n > 0) write_all(fd_, std::string_view(text, static_cast<std::size_t>(n)));
    }

    bool on_;
    int fd_;
    clock_type::time_point start_, last_;
};

constexpr std::size_t flush_bytes = 64 * 1024;

int run_single(batch_processor processor, bool progress, int in_fd, int out_fd, int err_fd) {
    line_source src(in_fd);
    progress_meter meter(progress, err_fd);
    out_buffer out;
    batch_processor::tally t;
    int write_errno = 0;
    auto flush = [&] {
        if (!out.empty() && write_errno == 0 && !write_all(out_fd, out.view())) {
            write_errno = errno;
        }
        out.clear();
    };
    for (;;) {
        if (write_errno != 0) break;  // nothing more can be delivered
        if (const std::size_t n = src.take_overlong(); n != 0) {
            ++t.lines;
            t.errors += !processor.answer_overlong(n, out);
            continue;
        }
        const std::string_view lines = src.take_lines();
        if (!lines.empty()) {
            // Answer in slices so that pending output stays near flush_bytes.
            std::size_t from = 0;
            while (from < lines.size()) {
                std::size_t to = std::min(lines.size(), from + 16 * 1024);
                const void* nl = std::memchr(lines.data() + to - 1, '\n', lines.size() - to + 1);
                to = static_cast<std::size_t>(static_cast<const char*>(nl) - lines.data()) + 1;
                processor.answer_block(lines.substr(from, to - from), out, t);
                from = to;
                if (out.size() >= flush_bytes) flush();
            }
            meter.tick(t.lines);
            continue;
        }
        if (src.eof()) break;
        if (!out.empty() && !src.ready()) flush();
        src.fill();
    }
    flush();
    meter.finish(t.lines);
    return run_status(t, src.read_error(), write_errno, err_fd);
}

// -j N: the reading thread cuts the input into chunks of whole lines; N workers answer them; a
// writer thread writes the answers in input order. A fixed ring of chunk slots bounds memory.
class parallel_run {
public:
    parallel_run(const batch_processor& prototype, int jobs, int out_fd)
        : slots_(static_cast<std::size_t>(2 * jobs + 2)), out_fd_(out_fd) {
        for (int i = 0; i < jobs; ++i)
            workers_.emplace_back([this, prototype] { work(prototype); });
        writer_ = std::thread([this] { write(); });
    }

    /// The chunk being filled by the reader: waits for a free slot.
    std::string& input() {
        chunk& c = slot(filled_);
        if (!filling_) {
            std::unique_lock lock(mutex_);
            free_cv_.wait(lock, [&] { return c.state == phase::free; });
            c.state = phase::filling;
            filling_ = true;
            c.in.clear();
            c.overlong = 0;
        }
        return c.in;
    }

    /// Hands the chunk being filled to the workers.
    void submit() {
        if (!filling_ || slot(filled_).in.empty()) return;
        submit_chunk();
    }

    /// An overlong line of `bytes` bytes, answered in its place among the chunks.
    void submit_overlong(std::size_t bytes) {
        submit();
        input();
        slot(filled_).overlong = bytes;
        submit_chunk();
    }

    /// Waits for every answer to be written. Returns the totals.
    batch_processor::tally finish(int& write_errno) {
        {
            std::lock_guard lock(mutex_);
            closing_ = true;
            total_ = filled_;
        }
        work_cv_.notify_all();
        done_cv_.notify_all();
        for (auto& w : workers_) w.join();
        writer_.join();
        write_errno = write_errno_;
        return tally_;
    }

    std::uint64_t lines_written() const {
        std::lock_guard lock(mutex_);
        return tally_.lines;
    }

private:
    enum class phase { free, filling, ready, working, done };
    struct chunk {
        std::string in;
        std::size_t overlong = 0;  // in its place: an overlong line of this many bytes
        out_buffer out;
        batch_processor::tally tally;
        phase state = phase::free;
    };

    chunk& slot(std::uint64_t seq) { return slots_[seq % slots_.size()]; }

    void submit_chunk() {
        {
            std::lock_guard lock(mutex_);
            slot(filled_).state = phase::ready;
            queue_.push_back(filled_);
        }
        filling_ = false;
        ++filled_;
        work_cv_.notify_one();
    }

    void work(batch_processor processor) {
        for (;;) {
            std::uint64_t seq = 0;
            {
                std::unique_lock lock(mutex_);
                work_cv_.wait(lock, [&] { return !queue_.empty() || closing_; });
                if (queue_.empty()) return;
                seq = queue_.front();
                queue_.erase(queue_.begin());
                slot(seq).state = phase::working;
            }
            chunk& c = slot(seq);
            c.out.clear();
            c.tally = {};
            if (c.overlong != 0) {
                c.tally = {1, processor.answer_overlong(c.overlong, c.out) ? 0u : 1u};
            } else {
                processor.answer_block(c.in, c.out, c.tally);
            }
            {
                std::lock_guard lock(mutex_);
                c.state = phase::done;
            }
            done_cv_.notify_all();
        }
    }

    void write() {
        for (std::uint64_t seq = 0;; ++seq) {
            chunk& c = slot(seq);
            {
                std::unique_lock lock(mutex_);
                done_cv_.wait(
                    lock, [&] { return c.state == phase::done || (closing_ && seq >= total_); });
                if (c.state != phase::done) return;
            }
            if (write_errno_ == 0 && !write_all(out_fd_, c.out.view())) write_errno_ = errno;
            {
                std::lock_guard lock(mutex_);
                tally_.lines += c.tally.lines;
                tally_.errors += c.tally.errors;
                c.state = phase::free;
            }
            free_cv_.notify_all();
        }
    }

    std::vector<chunk> slots_;
    int out_fd_;
    mutable std::mutex mutex_;
    std::condition_variable work_cv_, done_cv_, free_cv_;
    std::vector<std::uint64_t> queue_;
    std::vector<std::thread> workers_;
    std::thread writer_;
    std::uint64_t filled_ = 0;  // chunks submitted (the reader's alone)
    bool filling_ = false;      // the reader holds slot(filled_)
    std::uint64_t total_ = 0;
    bool closing_ = false;
    int write_errno_ = 0;
    batch_processor::tally tally_;
};

int run_parallel(const batch_processor& prototype, int jobs, bool progress, int in_fd, int out_fd,
                 int err_fd) {
    // About 10 ms of work per chunk at a million lines per second: large enough that locking is
    // noise, small enough that memory stays a few MiB.
    constexpr std::size_t chunk_bytes = 256 * 1024;
    line_source src(in_fd);
    progress_meter meter(progress, err_fd);
    parallel_run run(prototype, jobs, out_fd);
    for (;;) {
        if (const std::size_t n = src.take_overlong(); n != 0) {
            run.submit_overlong(n);
            continue;
        }
        const std::string_view lines = src.take_lines();
        if (!lines.empty()) {
            std::string& in = run.input();
            in += lines;
            if (in.size() >= chunk_bytes) run.submit();
            meter.tick(run.lines_written());
            continue;
        }
        if (src.eof()) break;
        // An interactive caller gets each answer as soon as no more input is ready.
        if (!src.ready()) run.submit();
        src.fill();
    }
    run.submit();
    int write_errno = 0;
    const auto t = run.finish(write_errno);
    meter.finish(t.lines);
    return run_status(t, src.read_error(), write_errno, err_fd);
}

}  // namespace

int run_batch(const batch_processor& prototype, const batch_run_options& options, int in_fd,
              int out_fd, int err_fd) {
    if (options.jobs <= 1) return run_single(prototype, options.progress, in_fd, out_fd, err_fd);
    return run_parallel(prototype, options.jobs, options.progress, in_fd, out_fd, err_fd);
}

}  // namespace hupai::cli
