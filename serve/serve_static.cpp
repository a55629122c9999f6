// Why a cache: cpp-httplib's mount points read a file into each answer's body, so every
// download of the 1 MB module was a fresh copy on whichever worker thread took it, and glibc's
// per-thread arenas kept the freed copies (85 MB after 160 downloads). Here a file is read once
// and answers write from that one buffer.
#include "serve_static.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <utility>

namespace hupai::cli {

namespace {

constexpr off_t max_file_bytes = 256 * 1024 * 1024;

bool same_time(const timespec& a, const timespec& b) {
    return a.tv_sec == b.tv_sec && a.tv_nsec == b.tv_nsec;
}

// Whether a request path stays under the directory: no "." or ".." part, no backslash, no
// control character (a NUL would cut the name, the rest choosing the media type).
bool safe_path(std::string_view path) {
    if (path.empty() || path.front() != '/') return false;
    for (const char c : path) {
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f || c == '\\') return false;
    }
    for (std::size_t at = 1; at <= path.size();) {
        auto end = path.find('/', at);
        if (end == std::string_view::npos) end = path.size();
        const auto part = path.substr(at, end - at);
        if (part == "." || part == "..") return false;
        at = end + 1;
    }
    return true;
}

// Reads a whole regular file; false if it cannot be read as `st` described it.
bool read_file(int fd, const struct stat& st, std::string& body) {
    body.resize(static_cast<std::size_t>(st.st_size));
    std::size_t done = 0;
    while (done < body.size()) {
        const auto n = ::read(fd, body.data() + done, body.size() - done);
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

static_files::static_files(std::string dir) : dir_(std::move(dir)) {}

bool static_files::found() const {
    struct stat st {};
    return ::stat(dir_.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

std::string_view static_files::type_of(std::string_view name) {
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 16> types{{
        {".html", "text/html"},
        {".htm", "text/html"},
        {".js", "text/javascript"},
        {".mjs", "text/javascript"},
        {".css", "text/css"},
        {".json", "application/json"},
        {".webmanifest", "application/manifest+json"},
        {".wasm", "application/wasm"},
        {".svg", "image/svg+xml"},
        {".png", "image/png"},
        {".jpg", "image/jpeg"},
        {".ico", "image/x-icon"},
        {".txt", "text/plain"},
        {".map", "application/json"},
        {".woff2", "font/woff2"},
        {".xml", "application/xml"},
    }};
    const auto slash = name.rfind('/');
    const auto base = slash == std::string_view::npos ? name : name.substr(slash + 1);
    const auto dot = base.rfind('.');
    if (dot == std::string_view::npos) return "application/octet-stream";
    const auto ext = base.substr(dot);
    for (const auto& [e, type] : types) {
        if (e == ext) return type;
    }
    return "application/octet-stream";
}

std::shared_ptr<const static_file> static_files::get(std::string_view path) {
    if (!safe_path(path)) return nullptr;
    std::string name(path);
    if (name.back() == '/') name += "index.html";
    const std::string full = dir_ + name;
    const int fd = ::open(full.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) return nullptr;
    struct stat st {};
    std::shared_ptr<const static_file> file;
    if (::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && st.st_size <= max_file_bytes) {
        std::lock_guard lock(mutex_);
        if (const auto it = files_.find(name); it != files_.end() &&
                                               it->second->size == st.st_size &&
                                               same_time(it->second->modified, st.st_mtim)) {
            file = it->second;
        } else {
            auto fresh = std::make_shared<static_file>();
            fresh->type = type_of(name);
            fresh->size = st.st_size;
            fresh->modified = st.st_mtim;
            if (read_file(fd, st, fresh->body)) {
                file = fresh;
                files_[name] = std::move(fresh);
            }
        }
    }
    ::close(fd);
    return file;
}

}  // namespace hupai::cli
