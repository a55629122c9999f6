package hupai

import (
	"errors"
	"reflect"
	"testing"
)

func mustParse(t *testing.T, text string) *Hand {
	t.Helper()
	h, err := Parse(text)
	if err != nil {
		t.Fatalf("Parse(%q): %v", text, err)
	}
	return h
}

func mustPreset(t *testing.T, name string) *Rules {
	t.Helper()
	r, err := Preset(name)
	if err != nil {
		t.Fatalf("Preset(%q): %v", name, err)
	}
	return r
}

func TestParseAndFormat(t *testing.T) {
	if got := mustParse(t, "22m234p [789s] (1111m)").String(); got != "22m234p [789s] (1111m)" {
		t.Errorf("String() = %q", got)
	}
	if got := mustParse(t, "🀇🀈🀉").String(); got != "123m" {
		t.Errorf("unicode: %q", got)
	}
	_, err := Parse("123x")
	var e *Error
	if !errors.As(err, &e) || e.Name != "unknown_character" || e.Offset != 3 {
		t.Errorf("Parse(123x) error = %#v", err)
	}
}

func TestHandful(t *testing.T) {
	riichi := mustPreset(t, "riichi")
	cases := []struct {
		hand    string
		shanten int
	}{
		{"123m456p789s11122z", -1},
		{"123m456p789s1122z", 0},
		{"19m19p19s1234567z", 0},
		{"1357m2468p13579s", 4},
	}
	for _, c := range cases {
		if got, err := riichi.Shanten(mustParse(t, c.hand)); err != nil || got != c.shanten {
			t.Errorf("Shanten(%s) = %d, %v; want %d", c.hand, got, err, c.shanten)
		}
	}
	w, err := riichi.Check(mustParse(t, "11223344556677z"))
	if err != nil || !w.Win || !reflect.DeepEqual(w.Forms, []string{"seven_pairs"}) {
		t.Errorf("Check(seven pairs of honours) = %+v, %v", w, err)
	}
	ws, err := riichi.Waits(mustParse(t, "1112345678999m"))
	if err != nil || len(ws.Tiles) != 9 || ws.Tiles[0] != "1m" || ws.Tiles[8] != "9m" {
		t.Errorf("Waits(nine gates) = %+v, %v", ws, err)
	}
	if _, err := riichi.Check(mustParse(t, "123m")); err == nil || err.(*Error).Name != "wrong_hand_size" {
		t.Errorf("Check(123m) error = %v", err)
	}
}

func TestRulesFlags(t *testing.T) {
	chinese := mustPreset(t, "chinese")
	pairs := mustParse(t, "11223344556677z")
	if w, _ := chinese.Check(pairs); !w.Win {
		t.Fatal("seven pairs should win under chinese")
	}
	if err := chinese.Set("seven_pairs", "false"); err != nil {
		t.Fatal(err)
	}
	if w, _ := chinese.Check(pairs); w.Win {
		t.Error("seven_pairs=false still wins")
	}
	if err := chinese.Set("sevenpairs", "false"); err == nil || err.(*Error).Name != "unknown_flag" {
		t.Errorf("unknown flag error = %v", err)
	}
	if _, err := Preset("tokyo"); err == nil || err.(*Error).Name != "unknown_preset" {
		t.Errorf("unknown preset error = %v", err)
	}
}

func TestBatchShantenMatchesSingleCalls(t *testing.T) {
	riichi := mustPreset(t, "riichi")
	hands := []string{"123m456p789s11122z", "123m456p789s1122z", "19m19p19s1234567z"}
	var counts []uint8
	for _, text := range hands {
		h := mustParse(t, text)
		for k := 0; k < 34; k++ {
			counts = append(counts, uint8(h.h.counts[k]))
		}
	}
	bad := make([]uint8, 34)
	bad[0] = 5
	counts = append(counts, bad...)
	shanten, status, err := riichi.BatchShanten(counts)
	if err != nil {
		t.Fatal(err)
	}
	for i, text := range hands {
		want, _ := riichi.Shanten(mustParse(t, text))
		if status[i] != 0 || int(shanten[i]) != want {
			t.Errorf("row %d (%s): %d status %d, want %d", i, text, shanten[i], status[i], want)
		}
	}
	if StatusName(status[3]) != "too_many_copies" {
		t.Errorf("row 3 status = %s", StatusName(status[3]))
	}
}
