// compile_rules: the rules' road facts, out of line for the layers above the library.
#include "compiled.hpp"

#include "admission.hpp"

namespace hupai::detail {

compiled_rules compile_rules(const rules& r) noexcept { return compiled_of(r); }

}  // namespace hupai::detail
