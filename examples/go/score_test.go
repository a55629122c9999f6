package hupai

import (
	"errors"
	"reflect"
	"testing"
)

func situation(t *testing.T, keys ...string) *Situation {
	t.Helper()
	s := NewSituation()
	for i := 0; i+1 < len(keys); i += 2 {
		if err := s.Set(keys[i], keys[i+1]); err != nil {
			t.Fatalf("Set(%s, %s): %v", keys[i], keys[i+1], err)
		}
	}
	return s
}

func errorName(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Name
	}
	return ""
}

func TestScoreRiichi(t *testing.T) {
	riichi := mustPreset(t, "riichi")
	sc, err := riichi.ScoreRiichi(mustParse(t, "234567m234p23466s"),
		situation(t, "win_tile", "4s", "riichi", "1"))
	if err != nil {
		t.Fatal(err)
	}
	want := []Yaku{{"riichi", 1, 0}, {"pinfu", 1, 0}, {"tanyao", 1, 0}, {"sanshoku", 2, 0}}
	if !reflect.DeepEqual(sc.Yaku, want) || sc.Han != 5 || sc.Fu != 30 || sc.Limit != "mangan" ||
		sc.Ron != 12000 || sc.Total != 12000 || sc.WaitKind != "two_sided" {
		t.Errorf("ScoreRiichi = %+v", sc)
	}
	sc, err = riichi.ScoreRiichi(mustParse(t, "12399m456p23789s4s"),
		situation(t, "win_tile", "4s", "tsumo", "true", "seat_wind", "2z"))
	if err != nil || sc.Dealer != 700 || sc.NonDealer != 400 || sc.Total != 1500 {
		t.Errorf("non-dealer tsumo = %+v, %v", sc, err)
	}
	_, err = riichi.ScoreRiichi(mustParse(t, "123m456p789s11z2z3z4z"), situation(t, "win_tile", "4z"))
	if errorName(err) != "not_a_win" {
		t.Errorf("not a win: %v", err)
	}
	_, err = riichi.ScoreRiichi(mustParse(t, "12399m456p23789s4s"), NewSituation())
	if errorName(err) != "invalid_value" {
		t.Errorf("no win_tile: %v", err)
	}
	if err := NewSituation().Set("moon", "full"); errorName(err) != "unknown_flag" {
		t.Errorf("Set(moon) = %v", err)
	}
}

func TestScoreGB(t *testing.T) {
	gb := mustPreset(t, "gb")
	sc, err := gb.ScoreGB(mustParse(t, "123456789m789s11s"), situation(t, "win_tile", "9s"))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Total != 22 || !sc.Qualifies || sc.Form != "standard" || sc.Discarder != 30 ||
		sc.Other != 8 || sc.TotalWon != 46 {
		t.Errorf("ScoreGB = %+v", sc)
	}
	if len(sc.Fans) != 5 || sc.Fans[0] != (Fan{"pure_straight", "清龙", 16, 1}) {
		t.Errorf("fans = %+v", sc.Fans)
	}
	sc, err = gb.ScoreGB(mustParse(t, "55p333444z [111z] [2222z]"),
		situation(t, "win_tile", "4z", "tsumo", "1"))
	if err != nil || sc.Total != 98 || sc.Each != 106 || sc.TotalWon != 318 {
		t.Errorf("big four winds = %+v, %v", sc, err)
	}
	if err := gb.Set("wild", "5z"); err != nil {
		t.Fatal(err)
	}
	_, err = gb.ScoreGB(mustParse(t, "123456789m789s11s"), situation(t, "win_tile", "9s"))
	if errorName(err) != "invalid_wildcard" {
		t.Errorf("a wild kind under gb: %v", err)
	}
}
