// wait.bin checks.
#include "tables/wait_table.hpp"

#include <algorithm>

namespace hupai::detail {

bool wait_tables_ok() noexcept {
    const auto bytes = wait_table_bytes();
    if (bytes.size() < gen::wait_records_offset ||
        !std::equal(gen::wait_magic, gen::wait_magic + sizeof gen::wait_magic, bytes.begin())) {
        return false;
    }
    const std::uint32_t records = read_le(bytes.data() + sizeof gen::wait_magic + 4, 4);
    return read_le(bytes.data() + sizeof gen::wait_magic, 4) == gen::wait_table_version &&
           records <= gen::wait_max_records &&
           bytes.size() == gen::wait_records_offset + gen::wait_record_bytes * records;
}

}  // namespace hupai::detail
