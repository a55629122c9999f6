# Warning and sanitizer flags live in an interface target linked PRIVATE, so that consumers of
# the installed library never inherit them (and -Werror is switched on in CI only).
add_library(hupai_flags INTERFACE)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
  target_compile_options(hupai_flags INTERFACE
    -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wnon-virtual-dtor
    -Wold-style-cast -Wcast-align -Woverloaded-virtual -Wimplicit-fallthrough)
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    # GCC 12 reports -Wrestrict false positives inside libstdc++'s string concatenation.
    target_compile_options(hupai_flags INTERFACE -Wno-restrict)
  endif()
  if(HUPAI_WERROR)
    target_compile_options(hupai_flags INTERFACE -Werror)
  endif()
endif()

if(HUPAI_SANITIZE)
  set(HUPAI_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer)
  add_compile_options(${HUPAI_SANITIZER_FLAGS})
  add_link_options(${HUPAI_SANITIZER_FLAGS})
endif()

if(HUPAI_LIBFUZZER)
  # Coverage instrumentation for everything the harnesses reach, not just the harness itself.
  add_compile_options(-fsanitize=fuzzer-no-link)
endif()
