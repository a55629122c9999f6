// TEMPORARY placeholder until the table generator lands.
namespace hupai::gen {
int placeholder() { return 0; }
}  // namespace hupai::gen
