package acpjson

import (
	"strings"
)

// Tag reads a tagged union's tag field: it must be there, and a string.
func (r *ObjectReader) Tag(field string) (string, error) {
	p := Key(r.path, field)
	raw := r.get(field)
	if raw == nil {
		return "", Fail(p, "the tag field '"+field+"' is missing")
	}
	if raw.Kind != String {
		return "", Fail(p, "the tag must be a string, got "+Describe(raw))
	}
	r.use(field)
	return raw.Str, nil
}

// UnknownTag is the failure of a closed union that does not know a tag (or whose feature is off):
// tags and features list the union's variants and the feature of each ("" for none).
func UnknownTag(r *ObjectReader, field, tag, typeName string, tags, features []string) error {
	p := Key(r.path, field)
	if err := CheckText(tag, p); err != nil {
		return err
	}
	var live []string
	for i, t := range tags {
		if r.d.On(features[i]) {
			live = append(live, Quote(t))
		}
	}
	return Fail(p, "unknown "+typeName+" tag "+Quote(tag)+" (expected one of "+strings.Join(live, ", ")+")")
}

// Untagged tries the members of an untagged union in order: the first that reads the value wins.
// Each member is a function that reads the value and reports whether it did.
func Untagged(path, typeName string, members ...func() error) error {
	var problems []string
	for _, m := range members {
		err := m()
		if err == nil {
			return nil
		}
		f, ok := err.(*Failure)
		if !ok || f.Fatal {
			return err
		}
		problems = append(problems, "at "+f.Path+": "+f.Problem)
	}
	return Fail(path, "matches no member of "+typeName+" ("+strings.Join(problems, "; ")+")")
}

// Alt reads an untagged union's member into dst, leaving it untouched unless it reads.
func Alt[T any](d *Decoder, v *Value, path string, dst **T, read Reader[T]) func() error {
	return func() error {
		x, err := read(d, v, path)
		if err != nil {
			return err
		}
		*dst = &x
		return nil
	}
}

// AltValue reads an untagged union's member held by value (a slice, map or interface, nil when unset).
func AltValue[T any](d *Decoder, v *Value, path string, dst *T, read Reader[T]) func() error {
	return func() error {
		x, err := read(d, v, path)
		if err != nil {
			return err
		}
		*dst = x
		return nil
	}
}

// Envelope starts reading a JSON-RPC envelope: an object whose `jsonrpc`, when
// there, is "2.0", and with no member besides `jsonrpc` and allowed.
func (d *Decoder) Envelope(v *Value, path, typeName string, allowed ...string) (*ObjectReader, error) {
	r, err := d.Object(v, path, typeName)
	if err != nil {
		return nil, err
	}
	if j := v.Get("jsonrpc"); j != nil && (j.Kind != String || j.Str != "2.0") {
		return nil, Fail(Key(path, "jsonrpc"), `expected "2.0", got `+Describe(j))
	}
	r.use("jsonrpc")
	for _, k := range v.SortedKeys() {
		ok := k == "jsonrpc"
		for _, a := range allowed {
			ok = ok || k == a
		}
		if !ok {
			if err := CheckText(k, path); err != nil {
				return nil, err
			}
			return nil, Fail(Key(path, k), "unexpected member '"+k+"'")
		}
	}
	return r, nil
}

// Messages starts reading a union of messages keyed by method: `{ "method", "params" }` and nothing else.
func (d *Decoder) Messages(v *Value, path, typeName string) (*ObjectReader, error) {
	r, err := d.Object(v, path, typeName)
	if err != nil {
		return nil, err
	}
	for _, k := range v.SortedKeys() {
		if k != "method" && k != "params" {
			if err := CheckText(k, path); err != nil {
				return nil, err
			}
			return nil, Fail(Key(path, k), "unexpected member '"+k+"'")
		}
	}
	return r, nil
}

// EnvelopeID reads a request's or response's `id`.
func EnvelopeID[T any](r *ObjectReader, dst *T, read Reader[T]) error {
	p := Key(r.path, "id")
	raw := r.get("id")
	if raw == nil {
		return Fail(p, "the member 'id' is missing")
	}
	x, err := read(r.d, raw, p)
	if err != nil {
		return err
	}
	*dst = x
	return nil
}

// Method reads the `method` member of a message.
func (r *ObjectReader) Method() (string, error) {
	p := Key(r.path, "method")
	raw := r.get("method")
	if raw == nil {
		return "", Fail(p, "the member 'method' is missing")
	}
	if raw.Kind != String {
		return "", Fail(p, "the method must be a string, got "+Describe(raw))
	}
	return raw.Str, nil
}

// Params reads the params of a known method: they must be there.
func Params[T any](r *ObjectReader, method string, read Reader[T]) (T, error) {
	p := Key(r.path, "params")
	raw := r.get("params")
	if raw == nil {
		var zero T
		return zero, Fail(p, "the params of '"+method+"' are missing")
	}
	return read(r.d, raw, p)
}

// OtherParams reads the params of a method this version does not know (nil when absent), kept as received.
func (r *ObjectReader) OtherParams(method string) (*Value, error) {
	if err := CheckText(method, Key(r.path, "method")); err != nil {
		return nil, err
	}
	raw := r.get("params")
	if raw == nil {
		return nil, nil
	}
	return ReadJSON(r.d, raw, Key(r.path, "params"))
}

// WriteMessage writes `method` and, unless nil, `params`.
func WriteMessage(w *ObjectWriter, method string, params *Value) {
	w.Put("method", StringValue(method))
	if params != nil {
		w.Put("params", params)
	}
}

// Codec reads and writes one spec type. It has no methods: the package's
// functions Parse, ParseString, ParseValue, Marshal and ToValue (and the
// lenient ones) take it, so a program compiles the code of the types it uses
// only. Erase gives a codec whatever its type, for a registry by name.
type Codec[T any] struct {
	// Name is the type's qualified name (`v2.Type`).
	Name string
	// Feature is the unstable feature the whole type belongs to, if any.
	Feature string
	// Read reads the type at a JSON path.
	Read Reader[T]
	// Write writes the type.
	Write Writer[T]
	// Lenient is where the type's version may drop data in lenient mode (nil: it never does).
	Lenient Leniency
}

// decodeDocument reads a whole document as the named type: a type of a feature
// that is off is refused first, then a fault of the whole document, then read
// reads it (at `$`); a Failure becomes a DecodeError naming the type.
func decodeDocument(name, feature string, d *Decoder, v *Value, read func(d *Decoder, v *Value) error) error {
	// A type of a feature that is off is refused before its document is looked at.
	if !d.On(feature) {
		return &DecodeError{TypeName: name, Path: "$", Problem: name + " belongs to the unstable feature '" + feature + "', which is not switched on"}
	}
	// A fault of the whole document (too deep, a lone surrogate, a number no double holds) is reported first.
	if f := FirstFault(v, "$"); f != nil {
		return &DecodeError{TypeName: name, Path: f.Path, Problem: f.Problem}
	}
	return Located(name, read(d, v))
}

// parseDocument parses JSON text (UTF-8 bytes) and reads it as the named type
// with decodeDocument; text that is not JSON fails at `$`.
func parseDocument(name, feature string, data []byte, opts []Option, read func(d *Decoder, v *Value) error) error {
	v, err := ParseBytes(data)
	if err != nil {
		return &DecodeError{TypeName: name, Path: "$", Problem: err.Error()}
	}
	return decodeDocument(name, feature, NewDecoder(opts...), v, read)
}

// Unmarshal reads JSON text as the named type, strictly and with the default
// features: the body of a generated type's UnmarshalJSON, where read stores
// the value it reads (at `$`) only when it reads.
func Unmarshal(data []byte, name, feature string, read func(d *Decoder, v *Value) error) error {
	return parseDocument(name, feature, data, nil, read)
}

// ParseValue reads a JSON value as the codec's type.
func ParseValue[T any](c *Codec[T], v *Value, opts ...Option) (T, error) {
	var x T
	err := decodeDocument(c.Name, c.Feature, NewDecoder(opts...), v, func(d *Decoder, v *Value) error {
		y, err := c.Read(d, v, "$")
		x = y
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return x, nil
}

// ParseString reads JSON text as the codec's type; text that is not JSON fails at `$`.
func ParseString[T any](c *Codec[T], text string, opts ...Option) (T, error) {
	v, err := ParseText(text)
	if err != nil {
		var zero T
		return zero, &DecodeError{TypeName: c.Name, Path: "$", Problem: err.Error()}
	}
	return ParseValue(c, v, opts...)
}

// Parse reads JSON text given as UTF-8 bytes as the codec's type.
func Parse[T any](c *Codec[T], data []byte, opts ...Option) (T, error) {
	var x T
	err := parseDocument(c.Name, c.Feature, data, opts, func(d *Decoder, v *Value) error {
		y, err := c.Read(d, v, "$")
		x = y
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return x, nil
}

// ToValue writes a value of the codec's type as JSON, in canonical key order.
func ToValue[T any](c *Codec[T], x T) *Value { return c.Write(x) }

// Marshal writes a value of the codec's type as compact JSON text, in canonical key order.
func Marshal[T any](c *Codec[T], x T) ([]byte, error) { return Write(c.Write(x)) }

// AnyCodec is a codec whatever its type: what a registry of types by name holds.
type AnyCodec interface {
	// TypeName returns the type's qualified name.
	TypeName() string
	// RoundTrip parses a JSON value and writes it back.
	RoundTrip(v *Value, opts ...Option) (*Value, error)
	// RoundTripLenient parses a JSON value leniently and writes it back, with what was dropped.
	RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error)
}

// erased is a codec with its type erased: read reads (at `$`) and writes back.
type erased struct {
	name, feature string
	lenient       Leniency
	read          func(d *Decoder, v *Value) (*Value, error)
}

// Erase returns a codec as an AnyCodec.
func Erase[T any](c *Codec[T]) AnyCodec {
	return erased{name: c.Name, feature: c.Feature, lenient: c.Lenient, read: func(d *Decoder, v *Value) (*Value, error) {
		x, err := c.Read(d, v, "$")
		if err != nil {
			return nil, err
		}
		return c.Write(x), nil
	}}
}

// TypeName returns the type's qualified name.
func (c erased) TypeName() string { return c.name }

// RoundTrip parses a JSON value and writes it back.
func (c erased) RoundTrip(v *Value, opts ...Option) (*Value, error) {
	var out *Value
	err := decodeDocument(c.name, c.feature, NewDecoder(opts...), v, func(d *Decoder, v *Value) (err error) {
		out, err = c.read(d, v)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RoundTripLenient parses a JSON value leniently and writes it back, with what was dropped.
func (c erased) RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error) {
	var out *Value
	dropped, err := parseLenient(c.name, c.feature, c.lenient, v, opts, func(d *Decoder, v *Value) (err error) {
		out, err = c.read(d, v)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return out, dropped, nil
}

// AltNull reads an untagged union's null member: dst is set when the value is null.
func AltNull(d *Decoder, v *Value, path string, dst *bool) func() error {
	return func() error {
		if _, err := ReadNull(d, v, path); err != nil {
			return err
		}
		*dst = true
		return nil
	}
}

// Located names the type parsed in a failure: a DecodeError from a Failure, any other error (or nil) as it is.
func Located(typeName string, err error) error {
	if f, ok := err.(*Failure); ok {
		return &DecodeError{TypeName: typeName, Path: f.Path, Problem: f.Problem}
	}
	return err
}
