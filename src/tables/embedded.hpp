// Access to the tables embedded at build time (see src/CMakeLists.txt and src/gen/).
#pragma once

#include <cstddef>
#include <span>

/// Declares the bytes of src/gen/<name>_main.cpp's output, embedded as hupai_<name>_begin/end,
/// and a function hupai::detail::<name>_table_bytes() returning them as a span.
#define HUPAI_EMBEDDED_TABLE(name)                                                    \
    extern "C" const unsigned char hupai_##name##_begin[];                            \
    extern "C" const unsigned char hupai_##name##_end[];                              \
    namespace hupai::detail {                                                         \
    inline std::span<const unsigned char> name##_table_bytes() noexcept {             \
        return {hupai_##name##_begin,                                                 \
                static_cast<std::size_t>(hupai_##name##_end - hupai_##name##_begin)}; \
    }                                                                                 \
    }
