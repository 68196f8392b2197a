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

// Codec reads and writes one spec type.
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

func (c Codec[T]) located(err error) error {
	if f, ok := err.(*Failure); ok {
		return &DecodeError{TypeName: c.Name, Path: f.Path, Problem: f.Problem}
	}
	return err
}

func (c Codec[T]) decode(d *Decoder, v *Value) (T, error) {
	var zero T
	// A type of a feature that is off is refused before its document is looked at.
	if !d.On(c.Feature) {
		return zero, &DecodeError{TypeName: c.Name, Path: "$", Problem: c.Name + " belongs to the unstable feature '" + c.Feature + "', which is not switched on"}
	}
	// A fault of the whole document (too deep, a lone surrogate, a number no double holds) is reported first.
	if f := FirstFault(v, "$"); f != nil {
		return zero, &DecodeError{TypeName: c.Name, Path: f.Path, Problem: f.Problem}
	}
	x, err := c.Read(d, v, "$")
	if err != nil {
		return zero, c.located(err)
	}
	return x, nil
}

// ParseValue reads a JSON value.
func (c Codec[T]) ParseValue(v *Value, opts ...Option) (T, error) {
	return c.decode(NewDecoder(opts...), v)
}

// ParseString reads JSON text; text that is not JSON fails at `$`.
func (c Codec[T]) ParseString(text string, opts ...Option) (T, error) {
	v, err := ParseText(text)
	if err != nil {
		var zero T
		return zero, &DecodeError{TypeName: c.Name, Path: "$", Problem: err.Error()}
	}
	return c.ParseValue(v, opts...)
}

// Parse reads JSON text given as UTF-8 bytes.
func (c Codec[T]) Parse(data []byte, opts ...Option) (T, error) {
	v, err := ParseBytes(data)
	if err != nil {
		var zero T
		return zero, &DecodeError{TypeName: c.Name, Path: "$", Problem: err.Error()}
	}
	return c.ParseValue(v, opts...)
}

// ToValue writes a value as JSON, in canonical key order.
func (c Codec[T]) ToValue(x T) *Value { return c.Write(x) }

// Marshal writes a value as compact JSON text, in canonical key order.
func (c Codec[T]) Marshal(x T) ([]byte, error) { return Write(c.Write(x)) }

// TypeName returns the type's qualified name.
func (c Codec[T]) TypeName() string { return c.Name }

// RoundTrip parses a JSON value and writes it back.
func (c Codec[T]) RoundTrip(v *Value, opts ...Option) (*Value, error) {
	x, err := c.ParseValue(v, opts...)
	if err != nil {
		return nil, err
	}
	return c.Write(x), nil
}

// AnyCodec is a codec whatever its type: what a registry of types by name holds.
type AnyCodec interface {
	// TypeName returns the type's qualified name.
	TypeName() string
	// RoundTrip parses a JSON value and writes it back.
	RoundTrip(v *Value, opts ...Option) (*Value, error)
	// RoundTripLenient parses a JSON value leniently and writes it back, with what was dropped.
	RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error)
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

// Located names the type parsed in a failure: a DecodeError from a Failure, any other error as it is.
func Located(typeName string, err error) error {
	if f, ok := err.(*Failure); ok {
		return &DecodeError{TypeName: typeName, Path: f.Path, Problem: f.Problem}
	}
	return err
}
