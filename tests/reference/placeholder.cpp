// TEMPORARY placeholder until the references land.
namespace hupai::reference {
int placeholder() { return 0; }
}  // namespace hupai::reference
