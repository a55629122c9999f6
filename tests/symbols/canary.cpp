// A library that does everything hupai must not: the symbol check must find each of these, which
// proves that check_symbols.cmake can fail.
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <iostream>

namespace hupai_canary {
void prints_with_puts() { std::puts("canary"); }
void prints_to_stderr(const char* text) { std::fputs(text, stderr); }
void prints_with_cout() { std::cout << "canary"; }
void aborts() { std::abort(); }
void exits() { std::exit(3); }
void terminates() { std::terminate(); }
}  // namespace hupai_canary
