// compile_rules: the rules' road facts (compiled_of), out of line for the layers above the
// library.
#include "admission.hpp"

namespace hupai::detail {

compiled_rules compile_rules(const rules& r) noexcept { return compiled_of(r); }

}  // namespace hupai::detail
