package hupai

/*
#include "hupai/hupai.h"
*/
import "C"

// Situation is how a hand was won: the winning tile, tsumo or ron, winds, riichi, … set by the
// batch situation keys (win_tile, tsumo, seat_wind, round_wind, riichi, ippatsu, rinshan,
// chankan, last_tile, blessing, last_copy, dora_indicators, ura_indicators, honba,
// riichi_sticks). A parsed Hand keeps counts only, so win_tile must be set before scoring.
type Situation struct{ s C.hupai_situation }

// NewSituation is a ron by the dealer in the East round, with no winning tile yet.
func NewSituation() *Situation {
	var out Situation
	C.hupai_situation_init(&out.s)
	return &out
}

// Set sets one key from text: Set("win_tile", "4s"), Set("tsumo", "true").
func (s *Situation) Set(key, value string) error {
	return withCStrings(key, value, func(ck, cv *C.char, e *C.hupai_error) C.hupai_status {
		return C.hupai_situation_set(&s.s, ck, cv, e)
	})
}

// Yaku is one yaku of a riichi score: its han, or for a yakuman its multiple.
type Yaku struct {
	Name    string // "riichi", "pinfu", …
	Han     int
	Yakuman int
}

// RiichiScore is what a riichi win is worth.
type RiichiScore struct {
	NoYaku         bool // complete but without a yaku: everything else is zero
	Yaku           []Yaku
	Han, Fu        int
	Yakuman        int
	Limit          string // "none", "mangan", …, "yakuman"
	Ron            int    // paid by the discarder
	Dealer         int    // on a non-dealer's tsumo, paid by the dealer
	NonDealer      int    // on a tsumo, paid by each non-dealer
	Total          int    // the winner's gain, riichi sticks included
	Form, WaitKind string
}

// ScoreRiichi scores a riichi win: the best reading of the hand under the rules' riichi flags.
func (r *Rules) ScoreRiichi(h *Hand, s *Situation) (RiichiScore, error) {
	var out C.hupai_riichi_score
	var e C.hupai_error
	if err := check(C.hupai_score_riichi(&h.h, &s.s, &r.r, &out, &e), &e); err != nil {
		return RiichiScore{}, err
	}
	sc := RiichiScore{
		NoYaku: out.no_yaku != 0, Han: int(out.han), Fu: int(out.fu), Yakuman: int(out.yakuman),
		Limit: C.GoString(C.hupai_limit_name(C.int(out.limit))),
		Ron:   int(out.payments.ron), Dealer: int(out.payments.dealer),
		NonDealer: int(out.payments.non_dealer), Total: int(out.total),
		Form:     C.GoString(C.hupai_form_name(C.int(out.form))),
		WaitKind: C.GoString(C.hupai_wait_shape_name(C.int(out.wait))),
	}
	for _, y := range out.yaku[:out.yaku_count] {
		sc.Yaku = append(sc.Yaku, Yaku{C.GoString(C.hupai_yaku_name(C.int(y.yaku))), int(y.han),
			int(y.yakuman)})
	}
	return sc, nil
}

// Fan is one fan of a GB score.
type Fan struct {
	Name    string // "pure_straight"
	Chinese string // "清龙"
	Points  int    // of one occurrence
	Count   int
}

// GBScore is what a win is worth under the Chinese Official rules.
type GBScore struct {
	Form      string
	Fans      []Fan
	Total     int
	Qualifies bool // the total without flowers reaches 8
	Discarder int  // on a discard: 8 + Total
	Other     int  // on a discard: each other player pays 8
	Each      int  // on tsumo: each of the three pays 8 + Total
	TotalWon  int
}

// ScoreGB scores a win under the Chinese Official rules (use the "gb" preset).
func (r *Rules) ScoreGB(h *Hand, s *Situation) (GBScore, error) {
	var out C.hupai_gb_score
	var e C.hupai_error
	if err := check(C.hupai_score_gb(&h.h, &s.s, &r.r, &out, &e), &e); err != nil {
		return GBScore{}, err
	}
	sc := GBScore{
		Form:  C.GoString(C.hupai_gb_form_name(C.int(out.form))),
		Total: int(out.total), Qualifies: out.qualifies != 0, Discarder: int(out.discarder),
		Other: int(out.other), Each: int(out.each), TotalWon: int(out.total_won),
	}
	for _, f := range out.fans[:out.fan_count] {
		sc.Fans = append(sc.Fans, Fan{C.GoString(C.hupai_gb_fan_name(C.int(f.fan))),
			C.GoString(C.hupai_gb_fan_chinese_name(C.int(f.fan))), int(f.points), int(f.count)})
	}
	return sc, nil
}
