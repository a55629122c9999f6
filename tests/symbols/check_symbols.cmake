# Checks that a static library never prints, exits or aborts: none of its objects may reference
# a symbol that writes to a stream or ends the process (the library reports errors as values).
#
#   cmake -DNM=<nm> -DLIBRARY=<lib.a> [-DALLOW_ASSERT=1] [-DALLOW_TERMINATE=1]
#         [-DEXPECT=<sym,sym…>] -P check_symbols.cmake
#
# Symbols are compared by exact (mangled) name, so the sanitizer runtimes' own entry points
# (__ubsan_handle_*_abort, __asan_report_*) and __cxa_guard_abort never match.
# ALLOW_ASSERT=1 (debug builds) accepts assert(), the documented precondition check that NDEBUG
# builds compile out. ALLOW_TERMINATE=1 (debug and sanitizer builds) accepts std::terminate:
# inlining less, those builds keep an explicit terminate landing pad for libstdc++'s own noexcept
# helpers (std::to_string's buffer writer) that optimized builds drop; the Release check stays
# strict. With EXPECT the check runs on a canary library and passes only if it finds exactly
# those symbols: the proof that the check can fail.

cmake_policy(VERSION 3.20)

# name[=readable]: the forbidden references.
set(forbidden
    # Printing through stdio, iostreams or file descriptors.
    printf vprintf fprintf vfprintf dprintf vdprintf __printf_chk __vprintf_chk __fprintf_chk
    __vfprintf_chk __dprintf_chk puts fputs fputs_unlocked putchar putchar_unlocked putc
    putc_unlocked _IO_putc fputc fputc_unlocked fwrite fwrite_unlocked perror write writev syslog
    stdout stderr
    _ZSt4cout=std::cout _ZSt4cerr=std::cerr _ZSt4clog=std::clog
    _ZSt5wcout=std::wcout _ZSt5wcerr=std::wcerr _ZSt5wclog=std::wclog
    # Ending the process.
    abort exit _exit _Exit quick_exit raise)
if(NOT ALLOW_TERMINATE)
    list(APPEND forbidden _ZSt9terminatev=std::terminate __cxa_call_terminate)
endif()
if(NOT ALLOW_ASSERT)
    list(APPEND forbidden __assert_fail __assert_perror_fail __assert)
endif()

if(NOT NM OR NOT LIBRARY)
    message(FATAL_ERROR "usage: cmake -DNM=nm -DLIBRARY=lib.a -P check_symbols.cmake")
endif()
if(NOT EXISTS "${LIBRARY}")
    message(FATAL_ERROR "no such library: ${LIBRARY}")
endif()
execute_process(COMMAND "${NM}" -A -P --undefined-only "${LIBRARY}"
    OUTPUT_VARIABLE listing ERROR_VARIABLE nm_error RESULT_VARIABLE nm_status)
if(NOT nm_status EQUAL 0)
    message(FATAL_ERROR "${NM} failed on ${LIBRARY}: ${nm_error}")
endif()

# "lib.a[object.o]: symbol U" per line. Brackets group list items in CMake: swap them out first.
string(REPLACE "[" "(" listing "${listing}")
string(REPLACE "]" ")" listing "${listing}")
string(REPLACE "\n" ";" lines "${listing}")

set(references 0)
set(found "")
set(report "")
foreach(line IN LISTS lines)
    if(NOT line MATCHES "^(.*): ([^ ]+) [UvVwW]")
        continue()
    endif()
    set(where "${CMAKE_MATCH_1}")
    set(symbol "${CMAKE_MATCH_2}")
    math(EXPR references "${references} + 1")
    foreach(entry IN LISTS forbidden)
        string(REPLACE "=" ";" parts "${entry}")
        list(GET parts 0 name)
        if(symbol STREQUAL name)
            list(GET parts -1 readable)
            list(APPEND found "${name}")
            string(APPEND report "\n  ${where} references ${readable}")
        endif()
    endforeach()
endforeach()

# A listing we failed to read must not pass as a clean one.
if(references EQUAL 0)
    message(FATAL_ERROR "no undefined references read from ${LIBRARY}; is ${NM} working?")
endif()

list(REMOVE_DUPLICATES found)
list(SORT found)
if(DEFINED EXPECT)
    string(REPLACE "," ";" expected "${EXPECT}")
    list(SORT expected)
    if(NOT found STREQUAL expected)
        message(FATAL_ERROR "canary: expected to find [${expected}], found [${found}]")
    endif()
    message(STATUS "canary: the check finds [${found}] as it should")
elseif(found)
    message(FATAL_ERROR "${LIBRARY} must never print, exit or abort, but:${report}\n"
        "Return an error value instead (see include/hupai/error.hpp).")
else()
    message(STATUS "${LIBRARY}: ${references} undefined references, none prints, exits or aborts")
endif()
