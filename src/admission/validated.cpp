// validated_hand: a hand admitted once for the several questions one request asks of it.
#include "validated.hpp"

#include "admission.hpp"

namespace hupai::detail {

result<validated_hand> validated_hand::admit(const hand& h, const compiled_rules& c, purpose p) {
    // Step 2 of the admission where it holds for every question: a hand of concealed tiles
    // alone, whose flowers are no tiles (but under kongs_in_hand a wait, whose in-hand kongs
    // validate_hand counts from the fours held).
    if (h.meld_count == 0 && h.jokers == 0 && !(p == purpose::wait && c.kongs_in_hand()) &&
        (!c.wild_flowers() || h.flower_count() == 0)) {
        if (valid_by_counts(c, counted_of(h, load_words(h.counts.data()), c.of()), p)) {
            return validated_hand(h, c, p);
        }
    }
    if (auto ok = validate_hand(h, c.of(), p); !ok) return ok.err();
    return validated_hand(h, c, p);
}

result<validated_hand> validated_hand::for_purpose(purpose p) const {
    if (p == p_ || p == purpose::any) return *this;
    if (auto ok = check_size(*h_, c_.of(), p); !ok) return ok.err();
    return validated_hand(*h_, c_, p);
}

}  // namespace hupai::detail
