// Package hupai judges mahjong hands through hupai's C API (hupai/hupai.h), with cgo.
//
// Build against an installed hupai (cmake --install build --prefix PREFIX), found by pkg-config:
//
//	PKG_CONFIG_PATH=PREFIX/lib/pkgconfig go test ./...
//
// Example:
//
//	h, _ := hupai.Parse("123m456p789s1122z")
//	r, _ := hupai.Preset("riichi")
//	w, _ := r.Waits(h) // w.Tiles: [1z 2z]
//
//	gb, _ := hupai.Preset("gb")
//	s := hupai.NewSituation()
//	s.Set("win_tile", "9s")
//	h, _ = hupai.Parse("123456789m789s11s")
//	sc, _ := gb.ScoreGB(h, s) // sc.Total: 22, sc.Fans[0]: {pure_straight 清龙 16 1}
package hupai

/*
#cgo pkg-config: hupai
#include <stdlib.h>
#include "hupai/hupai.h"
*/
import "C"

import (
	"fmt"
	"unsafe"
)

// Error is a failure of the library: its stable name and message.
type Error struct {
	Name    string // e.g. "unknown_character"
	Offset  int    // byte offset into the parsed text for parse errors
	Message string // starts with Name
}

func (e *Error) Error() string { return e.Message }

func check(status C.hupai_status, e *C.hupai_error) error {
	if status == C.HUPAI_OK {
		return nil
	}
	return &Error{
		Name:    C.GoString(C.hupai_status_name(C.int(status))),
		Offset:  int(e.offset),
		Message: C.GoString(&e.message[0]),
	}
}

// withCString calls f with text as a C string and an error record, and returns f's status as
// an error.
func withCString(text string, f func(*C.char, *C.hupai_error) C.hupai_status) error {
	cs := C.CString(text)
	defer C.free(unsafe.Pointer(cs))
	var e C.hupai_error
	return check(f(cs, &e), &e)
}

// withCStrings is withCString for a key and its value.
func withCStrings(key, value string, f func(*C.char, *C.char, *C.hupai_error) C.hupai_status) error {
	ck, cv := C.CString(key), C.CString(value)
	defer C.free(unsafe.Pointer(ck))
	defer C.free(unsafe.Pointer(cv))
	var e C.hupai_error
	return check(f(ck, cv, &e), &e)
}

// Hand is a parsed hand.
type Hand struct{ h C.hupai_hand }

// Parse reads a hand in any notation the library auto-detects (MPSZ, Unicode, Chinese, codes).
func Parse(text string) (*Hand, error) {
	var out Hand
	err := withCString(text, func(cs *C.char, e *C.hupai_error) C.hupai_status {
		return C.hupai_parse_hand(cs, C.size_t(len(text)), C.HUPAI_NOTATION_AUTO, &out.h, e)
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// String is the hand in canonical MPSZ.
func (h *Hand) String() string {
	n := C.hupai_format_hand(&h.h, nil, 0)
	buf := make([]byte, n+1)
	C.hupai_format_hand(&h.h, (*C.char)(unsafe.Pointer(&buf[0])), C.size_t(len(buf)))
	return string(buf[:n])
}

// Rules is a rule set: a preset with flags.
type Rules struct{ r C.hupai_rules }

// Preset returns the preset called name (riichi, chinese, sichuan, ruijin, mediatek, gb).
func Preset(name string) (*Rules, error) {
	var out Rules
	err := withCString(name, func(cs *C.char, e *C.hupai_error) C.hupai_status {
		return C.hupai_rules_preset(cs, &out.r, e)
	})
	if err != nil {
		return nil, err
	}
	return &out, nil
}

// Set sets one rule flag from text, as the command line's --flag does.
func (r *Rules) Set(flag, value string) error {
	return withCStrings(flag, value, func(cf, cv *C.char, e *C.hupai_error) C.hupai_status {
		return C.hupai_rules_set_flag(&r.r, cf, cv, e)
	})
}

// Win is the answer of Check.
type Win struct {
	Win   bool
	Forms []string // "standard", "seven_pairs", "thirteen_orphans", "thirteen_lan"
}

// Check says whether a 3n+2 hand wins, and by which forms.
func (r *Rules) Check(h *Hand) (Win, error) {
	var out C.hupai_win_result
	var e C.hupai_error
	if err := check(C.hupai_check_win(&h.h, &r.r, &out, &e), &e); err != nil {
		return Win{}, err
	}
	w := Win{Win: out.win != 0}
	for f := 0; f < C.HUPAI_FORM_COUNT; f++ {
		if out.forms>>f&1 != 0 {
			w.Forms = append(w.Forms, C.GoString(C.hupai_form_name(C.int(f))))
		}
	}
	return w, nil
}

// Waits is the answer of Waits.
type Waits struct {
	Tiles   []string
	Shanten int
}

// Waits returns the tiles that complete a 3n+1 hand.
func (r *Rules) Waits(h *Hand) (Waits, error) {
	var out C.hupai_waits_result
	var e C.hupai_error
	if err := check(C.hupai_waits(&h.h, &r.r, &out, &e), &e); err != nil {
		return Waits{}, err
	}
	w := Waits{Shanten: int(out.shanten)}
	for k := 0; k < C.HUPAI_KINDS; k++ {
		if out.waits>>k&1 != 0 {
			w.Tiles = append(w.Tiles, C.GoString(C.hupai_tile_name(C.int(k))))
		}
	}
	return w, nil
}

// Shanten is the fewest exchanges to ready: -1 complete, 0 ready.
func (r *Rules) Shanten(h *Hand) (int, error) {
	var out C.hupai_shanten_result
	var e C.hupai_error
	if err := check(C.hupai_shanten(&h.h, &r.r, &out, &e), &e); err != nil {
		return 0, err
	}
	return int(out.overall), nil
}

// BatchShanten judges len(counts)/34 hands of 34 counts each in one call; status[i] is 0 or the
// code of row i's error (see StatusName).
func (r *Rules) BatchShanten(counts []uint8) (shanten []int8, status []uint8, err error) {
	if len(counts)%C.HUPAI_KINDS != 0 {
		return nil, nil, fmt.Errorf("counts hold %d values, not a multiple of 34", len(counts))
	}
	n := len(counts) / C.HUPAI_KINDS
	shanten, status = make([]int8, n), make([]uint8, n)
	if n == 0 {
		return shanten, status, nil
	}
	s := C.hupai_batch_shanten(&r.r, C.size_t(n), (*C.uint8_t)(&counts[0]), nil, nil,
		(*C.int8_t)(unsafe.Pointer(&shanten[0])), (*C.uint8_t)(&status[0]))
	if s != C.HUPAI_OK {
		return nil, nil, fmt.Errorf("%s", C.GoString(C.hupai_status_name(C.int(s))))
	}
	return shanten, status, nil
}

// StatusName is the stable name of a status code ("ok", "too_many_copies", …).
func StatusName(code uint8) string { return C.GoString(C.hupai_status_name(C.int(code))) }
