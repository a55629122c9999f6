// validated_hand: a hand admitted once for the several questions one request asks of it.
#include "validated.hpp"

#include "admission.hpp"

namespace hupai::detail {

result<validated_hand> validated_hand::admit(const hand& h, const rules& r, purpose p) {
    // Step 2 of the admission where it holds for every question: a hand of concealed tiles
    // alone, whose flowers are no tiles (but under kongs_in_hand a wait, whose in-hand kongs
    // validate_hand counts from the fours held).
    if (h.meld_count == 0 && h.jokers == 0 && !(p == purpose::wait && r.kongs_in_hand) &&
        (r.flowers != flower_role::wild_kind || h.flower_count() == 0)) {
        if (valid_by_counts(r, counted_of(h, load_words(h.counts.data()), r), p)) {
            return validated_hand(h, r, p);
        }
    }
    if (auto ok = validate_hand(h, r, p); !ok) return ok.err();
    return validated_hand(h, r, p);
}

result<validated_hand> validated_hand::for_purpose(purpose p) const {
    if (p == p_ || p == purpose::any) return *this;
    if (auto ok = check_size(*h_, *r_, p); !ok) return ok.err();
    return validated_hand(*h_, *r_, p);
}

}  // namespace hupai::detail
