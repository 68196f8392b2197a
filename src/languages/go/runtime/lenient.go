package acpjson

import "errors"

// Dropped is something the lenient mode dropped: where (in the input), what, and why.
type Dropped struct {
	// Path is the JSON path in the input: `$.a.b[2]`.
	Path string
	// Drop is `value` (a field's bad value), `item` (a bad list item or map entry) or `replaced` (an enum value read as its catch-all).
	Drop string
	// Problem says what was wrong with it.
	Problem string
}

// RoundTripLenient parses a JSON value leniently and writes it back, with what was dropped.
func (c Codec[T]) RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error) {
	return nil, nil, errors.New("lenient mode is not supported yet")
}
