// The page's files for `hupai serve`: each read once into memory and answered from there, so
// that a download costs no copy of the file (docs/WEB.md, "hupai serve").
#pragma once

#include <sys/types.h>

#include <ctime>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

namespace hupai::cli {

/// One file of the page as it was when read.
struct static_file {
    std::string body;
    std::string_view type;  ///< its media type, from its extension
    off_t size = 0;
    timespec modified{};
};

/// The files under one directory, read at their first request and read again when their size or
/// time of change differs. Thread-safe.
class static_files {
public:
    explicit static_files(std::string dir);

    /// Whether the directory exists.
    bool found() const;
    /// The file a request path names ("/" and "/dir/" name their index.html), or null if there
    /// is none or the path leaves the directory (a ".." part, a backslash, a NUL or other
    /// control character).
    std::shared_ptr<const static_file> get(std::string_view path);

    /// The media type of a file name, from its extension (application/octet-stream if unknown).
    static std::string_view type_of(std::string_view name);

private:
    std::string dir_;
    std::mutex mutex_;
    std::map<std::string, std::shared_ptr<const static_file>, std::less<>> files_;
};

}  // namespace hupai::cli
