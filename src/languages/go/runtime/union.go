package acpjson

import (
	"reflect"
	"strings"
)

// Tag reads a tagged union's tag field: it must be there (once), and a string.
func (r *ObjectReader) Tag(field string) (string, error) {
	if err := r.once(field); err != nil {
		return "", err
	}
	i := r.find(field)
	if i < 0 {
		return "", Fail(Key(r.path, field), "the tag field '"+field+"' is missing")
	}
	raw := r.v.Members[i].Value
	if raw.Kind != String {
		return "", Fail(Key(r.path, field), "the tag must be a string, got "+Describe(raw))
	}
	r.mark(i)
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

// Untagged tries the n members of an untagged union in order: the first that reads the value
// wins; member(i, v) reads v as member i, storing it only when it reads. In a lenient reading of a document that names a
// member twice, a later member that reads an object an earlier one refused for a repeated
// name (a field named twice, there or deeper) takes it only when the earlier member does
// not read the object with each repeated name's last value: otherwise the refusal stands,
// as the repetition alone would decide which member reads the object (and a reader that
// keeps the last value, or the writer, would take the earlier member). One function of
// the union's reads every member (no closure or generic helper per member type: each
// would be one more function for the compiler).
func Untagged(d *Decoder, v *Value, path, typeName string, n int, member func(i int, v *Value) error) error {
	var problems []string
	var refused []int
	var refusals []*Failure
	for i := 0; i < n; i++ {
		err := member(i, v)
		if err == nil {
			if refused != nil {
				if f := d.standsRefused(v, member, refused, refusals); f != nil {
					return f
				}
			}
			return nil
		}
		f, ok := err.(*Failure)
		if !ok || f.Fatal {
			return err
		}
		problems = append(problems, "at "+f.Path+": "+f.Problem)
		if d.repeated && strings.HasPrefix(f.Problem, duplicatePrefix) {
			refused = append(refused, i)
			refusals = append(refusals, f)
		}
	}
	return Fail(path, "matches no member of "+typeName+" ("+strings.Join(problems, "; ")+")")
}

// standsRefused reads v again with each repeated name's last value, with the members that
// refused it for a repeated name: the refusal of the first that reads it then, or nil.
func (d *Decoder) standsRefused(v *Value, member func(i int, v *Value) error, refused []int, refusals []*Failure) *Failure {
	d.repeated = false
	defer func() { d.repeated = true }()
	again := lastValues(v)
	for k, i := range refused {
		if member(i, again) == nil {
			return refusals[k]
		}
	}
	return nil
}

// lastValues copies a value with each repeated member name of its objects kept once, at
// its first place, with its last value (as JSON.parse reads it).
func lastValues(v *Value) *Value {
	switch v.Kind {
	case Array:
		items := make([]*Value, len(v.Items))
		for i, x := range v.Items {
			items[i] = lastValues(x)
		}
		return ArrayValue(items)
	case Object:
		at := make(map[string]int, len(v.Members))
		out := make(Members, 0, len(v.Members))
		for _, m := range v.Members {
			x := lastValues(m.Value)
			if i, ok := at[m.Key]; ok {
				out[i].Value = x
				continue
			}
			at[m.Key] = len(out)
			out = append(out, Member{Key: m.Key, Value: x})
		}
		return ObjectValue(out)
	}
	return v
}

// Envelope starts reading a JSON-RPC envelope: an object whose `jsonrpc`, when
// there, is "2.0", and with no member besides `jsonrpc` and allowed.
func (d *Decoder) Envelope(v *Value, path, typeName string, allowed ...string) (*ObjectReader, error) {
	r, err := d.Object(v, path, typeName)
	if err != nil {
		return nil, err
	}
	// Every member of an envelope is a field of it: none may be named twice.
	if d.repeated {
		for _, k := range append([]string{"jsonrpc"}, allowed...) {
			if err := r.once(k); err != nil {
				return nil, err
			}
		}
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
	if err := r.once("id"); err != nil {
		return err
	}
	p := r.d.key(r.path, "id")
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
	if err := r.once("method"); err != nil {
		return "", err
	}
	raw := r.get("method")
	if raw == nil {
		return "", Fail(Key(r.path, "method"), "the member 'method' is missing")
	}
	if raw.Kind != String {
		return "", Fail(Key(r.path, "method"), "the method must be a string, got "+Describe(raw))
	}
	return raw.Str, nil
}

// Params reads the params of a known method: they must be there.
func Params[T any](r *ObjectReader, method string, read Reader[T]) (T, error) {
	raw, p, err := r.KnownParams(method)
	if err != nil {
		var zero T
		return zero, err
	}
	return read(r.d, raw, p)
}

// KnownParams finds the params of a known method, which must be there, and their path: a generated reader reads
// them with the method's type (Params does both; this keeps a generic instantiation per method out of a binding).
func (r *ObjectReader) KnownParams(method string) (*Value, string, error) {
	if err := r.once("params"); err != nil {
		return nil, "", err
	}
	p := r.d.key(r.path, "params")
	raw := r.get("params")
	if raw == nil {
		return nil, "", Fail(p, "the params of '"+method+"' are missing")
	}
	return raw, p, nil
}

// OtherParams reads the params of a method this version does not know (nil when absent), kept as received.
func (r *ObjectReader) OtherParams(method string) (*Value, error) {
	if err := CheckText(method, Key(r.path, "method")); err != nil {
		return nil, err
	}
	if err := r.once("params"); err != nil {
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
// lenient ones) take it, so a program instantiates them for the types it
// parses and writes only. Erase gives a codec whatever its type, for a
// registry by name.
type Codec[T any] struct {
	// Not comparable: a comparable Codec would give each its own equality function.
	_ [0]func()
	// Name is the type's qualified name (`v2.Type`).
	Name string
	// Feature is the unstable feature the whole type belongs to, if any.
	Feature string
	// Type is the type's table, which the package's generic reader and writer follow.
	Type *Type
}

// decodeDocument reads a whole document as the named type: a type of a feature
// that is off is refused first, then a fault of the whole document, then read
// reads it (at `$`); a Failure becomes a DecodeError naming the type.
func decodeDocument(name, feature string, d *Decoder, v *Value, read func(d *Decoder, v *Value) error) error {
	return decodeChecked(name, feature, d, v, false, read)
}

// admit refuses a document before it is read as the named type: in a strict
// reading, an object that names a member twice (the first in document order);
// then a type of a feature that is off; then a fault of the whole document
// (too deep, a lone surrogate, a number no double holds). clean says that the
// reader found the document free of those faults and of repeated names.
func admit(name, feature string, d *Decoder, v *Value, clean bool) error {
	// The full reading makes every check; else a walk that builds no path says first whether one is needed.
	suspect := d.full || (!clean && hasFault(v, 0))
	// A repeated name is a property of the text, refused as soon as the text is read.
	if suspect && !d.lenient {
		if f := FirstDuplicate(v, "$"); f != nil {
			return &DecodeError{TypeName: name, Path: f.Path, Problem: f.Problem}
		}
	}
	// A type of a feature that is off is refused before the document is read as it.
	if !d.On(feature) {
		return &DecodeError{TypeName: name, Path: "$", Problem: name + " belongs to the unstable feature '" + feature + "', which is not switched on"}
	}
	if suspect {
		if f := firstFault(v, "$"); f != nil {
			return &DecodeError{TypeName: name, Path: f.Path, Problem: f.Problem}
		}
	}
	return nil
}

// decodeChecked is decodeDocument; clean is admit's.
func decodeChecked(name, feature string, d *Decoder, v *Value, clean bool, read func(d *Decoder, v *Value) error) error {
	if err := admit(name, feature, d, v, clean); err != nil {
		return err
	}
	if d.full {
		return Located(name, read(d, v))
	}
	// A first reading builds no paths; one that fails is read again with them, to say where.
	d.pathless = true
	err := read(d, v)
	d.pathless = false
	if err != nil {
		err = read(d, v)
	}
	return Located(name, err)
}

// parseDocument parses JSON text (UTF-8 bytes) and reads it as the named type
// with decodeDocument; text that is not JSON fails at `$`.
func parseDocument(name, feature string, data []byte, opts []Option, read func(d *Decoder, v *Value) error) error {
	v, clean, err := parseBytes(data)
	if err != nil {
		return &DecodeError{TypeName: name, Path: "$", Problem: err.Error()}
	}
	return decodeChecked(name, feature, NewDecoder(opts...), v, clean, read)
}

// Document parses JSON text to be read as the named type, strictly and with
// the default features (what a generated type's UnmarshalJSON does): the
// decoder and the value to read at `$`, or the DecodeError of text that is
// not JSON, of a type of a feature that is off, or of a fault of the whole
// document. A failure of the reading is named with Located.
func Document(data []byte, name, feature string) (*Decoder, *Value, error) {
	v, clean, err := parseBytes(data)
	if err != nil {
		return nil, nil, &DecodeError{TypeName: name, Path: "$", Problem: err.Error()}
	}
	d := NewDecoder()
	if err := admit(name, feature, d, v, clean); err != nil {
		return nil, nil, err
	}
	return d, v, nil
}

// ParseValue reads a JSON value as the codec's type.
func ParseValue[T any](c *Codec[T], v *Value, opts ...Option) (T, error) {
	var x T
	err := decodeDocument(c.Name, c.Feature, NewDecoder(opts...), v, func(d *Decoder, v *Value) error {
		y, err := readCodec(c, d, v, "$")
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
		y, err := readCodec(c, d, v, "$")
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
func ToValue[T any](c *Codec[T], x T) *Value { return writeCodec(c, x) }

// Marshal writes a value of the codec's type as compact JSON text, in canonical key order.
func Marshal[T any](c *Codec[T], x T) ([]byte, error) { return Write(writeCodec(c, x)) }

// AnyCodec is a codec whatever its type: what a registry of types by name holds.
type AnyCodec interface {
	// TypeName returns the type's qualified name.
	TypeName() string
	// RoundTrip parses a JSON value and writes it back.
	RoundTrip(v *Value, opts ...Option) (*Value, error)
	// RoundTripLenient parses a JSON value leniently and writes it back, with what was dropped.
	RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error)
	// RoundTripText parses JSON text (UTF-8 bytes) as Parse does and writes it back.
	RoundTripText(data []byte, opts ...Option) (*Value, error)
	// RoundTripLenientText parses JSON text leniently as ParseLenient does and writes it back, with what was dropped.
	RoundTripLenientText(data []byte, opts ...Option) (*Value, []Dropped, error)
	// New returns a pointer to a new zero value of the type (for encoding/json, whose
	// Unmarshal takes it when the type implements json.Unmarshaler; a union held
	// as an interface does not).
	New() any
	// ValueOf writes the value that a pointer New gave points to.
	ValueOf(p any) *Value
}

// erased is a codec with its type erased: typ is the type's table and rt its Go type, which the
// package's reflective reader and writer follow. Nothing of it is compiled per type: a registry of
// every type by name compiles no reader, writer or parse of its own for each.
type erased struct {
	name, feature string
	lenient       Leniency
	typ           *Type
	rt            reflect.Type
}

// Erase returns a codec as an AnyCodec, which reads leniently with its
// version's lenient mode (the version's lenient.Leniency; nil: it never drops).
func Erase[T any](c *Codec[T], lenient Leniency) AnyCodec {
	return erased{
		name: c.Name, feature: c.Feature, lenient: lenient, typ: c.Type,
		rt: reflect.TypeOf((*T)(nil)).Elem(),
	}
}

// read reads v (at `$`) into a new value of the type and writes that back.
func (c erased) read(d *Decoder, v *Value) (*Value, error) {
	x := reflect.New(c.rt).Elem()
	if err := readValue(d, v, "$", c.typ, x); err != nil {
		return nil, err
	}
	return writeValue(c.typ, x), nil
}

// RoundTripText parses JSON text (UTF-8 bytes) as Parse does and writes it back.
func (c erased) RoundTripText(data []byte, opts ...Option) (*Value, error) {
	var out *Value
	err := parseDocument(c.name, c.feature, data, opts, func(d *Decoder, v *Value) (err error) {
		out, err = c.read(d, v)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// RoundTripLenientText parses JSON text leniently as ParseLenient does and writes it back, with what was dropped.
func (c erased) RoundTripLenientText(data []byte, opts ...Option) (*Value, []Dropped, error) {
	v, err := ParseBytes(data)
	if err != nil {
		return nil, nil, &DecodeError{TypeName: c.name, Path: "$", Problem: err.Error()}
	}
	return c.RoundTripLenient(v, opts...)
}

// New returns a pointer to a new zero value of the type.
func (c erased) New() any { return reflect.New(c.rt).Interface() }

// ValueOf writes the value that a pointer New gave points to; it panics on any other.
func (c erased) ValueOf(p any) *Value {
	x := reflect.ValueOf(p)
	if !x.IsValid() || x.Type() != reflect.PointerTo(c.rt) || x.IsNil() {
		panic("acpjson: the ValueOf of " + c.name + " takes a non-nil pointer of the kind its New gives")
	}
	return writeValue(c.typ, x.Elem())
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

// Located names the type parsed in a failure: a DecodeError from a Failure, any other error (or nil) as it is.
//
//go:noinline
func Located(typeName string, err error) error {
	if f, ok := err.(*Failure); ok {
		return &DecodeError{TypeName: typeName, Path: f.Path, Problem: f.Problem}
	}
	return err
}

// UnknownMethodError is the error of typed dispatch for a method the message group does not
// read with the features switched on: not in its table, its unstable feature off, and not an
// extension.
type UnknownMethodError struct {
	// TypeName is the qualified name of the group (`v2.ClientRequest`).
	TypeName string
	// Method is the method given.
	Method string
}

// Error implements error: `v2.ClientRequest: unknown method "x"`.
func (e *UnknownMethodError) Error() string {
	return e.TypeName + ": unknown method " + Quote(e.Method)
}

// InvalidPayloadError is the error of typed dispatch for a payload that does not match the
// method's type.
type InvalidPayloadError struct {
	// TypeName is the qualified name of the group.
	TypeName string
	// Method is the method given.
	Method string
	// Cause is where the payload fails its type, and why.
	Cause *Failure
}

// Error implements error: `v2.ClientRequest: invalid payload for method "x": at $.a: ...`.
func (e *InvalidPayloadError) Error() string {
	return e.TypeName + ": invalid payload for method " + Quote(e.Method) + ": " + e.Cause.Error()
}

// Unwrap gives the cause.
func (e *InvalidPayloadError) Unwrap() error { return e.Cause }

// DispatchPayload reads the payload of a known method as its type, for typed dispatch (a nil
// payload is JSON null).
func DispatchPayload[T any](d *Decoder, group, method string, payload *Value, read Reader[T]) (T, error) {
	var zero T
	v, err := DispatchDocument(group, method, payload)
	if err != nil {
		return zero, err
	}
	x, err := read(d, v, "$")
	if err != nil {
		return zero, InvalidPayload(group, method, err)
	}
	return x, nil
}

// DispatchDocument checks the payload of a known method as a document (a nil payload is JSON null) and returns it
// for the method's reader at "$"; a reader's error becomes an *InvalidPayloadError through InvalidPayload.
// DispatchPayload does both; generated code calls these two so that it instantiates no generic function per method.
func DispatchDocument(group, method string, payload *Value) (*Value, error) {
	if payload == nil {
		payload = NullValue()
	}
	if f := CheckDocument(payload, "$"); f != nil {
		return nil, &InvalidPayloadError{TypeName: group, Method: method, Cause: f}
	}
	return payload, nil
}

// DispatchExtension reads the payload of an extension method: any JSON, kept as received.
func DispatchExtension(d *Decoder, group, method string, payload *Value) (*Value, error) {
	if payload == nil {
		payload = NullValue()
	}
	if f := CheckDocument(payload, "$"); f != nil {
		return nil, &InvalidPayloadError{TypeName: group, Method: method, Cause: f}
	}
	x, err := ReadJSON(d, payload, "$")
	if err != nil {
		return nil, InvalidPayload(group, method, err)
	}
	return x, nil
}

// InvalidPayload is the *InvalidPayloadError of a payload that the reader of its method refused with err.
//
//go:noinline
func InvalidPayload(group, method string, err error) error {
	switch e := err.(type) {
	case *Failure:
		return &InvalidPayloadError{TypeName: group, Method: method, Cause: e}
	case *DecodeError:
		return &InvalidPayloadError{TypeName: group, Method: method, Cause: &Failure{Path: e.Path, Problem: e.Problem}}
	}
	return err
}

// Dispatcher is the typed dispatch of one message group, erased to JSON for code that works by
// name (the registry): whether it reads a method, and a payload read and written back.
type Dispatcher struct {
	// SupportsMethod reports whether the group reads the method with these options.
	SupportsMethod func(method string, opts ...Option) bool
	// Read reads the payload as the method's and writes it back (an *UnknownMethodError or an
	// *InvalidPayloadError when it cannot).
	Read func(method string, payload *Value, opts ...Option) (*Value, error)
}

// IsExtension reports whether a method is an extension: its name starts with the spec's prefix.
func IsExtension(method, prefix string) bool { return strings.HasPrefix(method, prefix) }

// WithoutJsonRpc returns an envelope's codec read under its published name (`v2.ClientRequest`):
// the JSON-RPC message as the published schema has it, without its `jsonrpc` member. It reads as
// the envelope reads (`jsonrpc` may be there, and then is "2.0"), names its errors by name, and
// writes no `jsonrpc`.
func WithoutJsonRpc(name string, envelope AnyCodec) AnyCodec {
	return withoutJsonRpc{AnyCodec: envelope, name: name}
}

type withoutJsonRpc struct {
	AnyCodec
	name string
}

// strip drops the `jsonrpc` member of a written envelope, and names an error by the published name.
func (c withoutJsonRpc) strip(v *Value, err error) (*Value, error) {
	if e, ok := err.(*DecodeError); ok {
		return nil, &DecodeError{TypeName: c.name, Path: e.Path, Problem: e.Problem}
	}
	if err != nil || v == nil || v.Kind != Object {
		return v, err
	}
	members := make([]Member, 0, len(v.Members))
	for _, m := range v.Members {
		if m.Key != "jsonrpc" {
			members = append(members, m)
		}
	}
	return ObjectValue(members), nil
}

// TypeName returns the published name.
func (c withoutJsonRpc) TypeName() string { return c.name }

// RoundTrip parses a JSON value and writes it back without `jsonrpc`.
func (c withoutJsonRpc) RoundTrip(v *Value, opts ...Option) (*Value, error) {
	return c.strip(c.AnyCodec.RoundTrip(v, opts...))
}

// RoundTripText parses JSON text and writes it back without `jsonrpc`.
func (c withoutJsonRpc) RoundTripText(data []byte, opts ...Option) (*Value, error) {
	return c.strip(c.AnyCodec.RoundTripText(data, opts...))
}

// RoundTripLenient parses a JSON value leniently and writes it back without `jsonrpc`.
func (c withoutJsonRpc) RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error) {
	out, dropped, err := c.AnyCodec.RoundTripLenient(v, opts...)
	out, err = c.strip(out, err)
	return out, dropped, err
}

// RoundTripLenientText parses JSON text leniently and writes it back without `jsonrpc`.
func (c withoutJsonRpc) RoundTripLenientText(data []byte, opts ...Option) (*Value, []Dropped, error) {
	out, dropped, err := c.AnyCodec.RoundTripLenientText(data, opts...)
	out, err = c.strip(out, err)
	return out, dropped, err
}

// New returns a pointer to a new zero value, which reads and writes itself through
// encoding/json as the published name reads and writes.
func (c withoutJsonRpc) New() any { return &Published{codec: c, inner: c.AnyCodec.New()} }

// ValueOf writes the value that a pointer New gave points to, without `jsonrpc`.
func (c withoutJsonRpc) ValueOf(p any) *Value {
	if w, ok := p.(*Published); ok {
		p = w.inner
	}
	out, _ := c.strip(c.AnyCodec.ValueOf(p), nil)
	return out
}

// Published is a value read under a published name (see WithoutJsonRpc), for encoding/json.
type Published struct {
	codec withoutJsonRpc
	inner any
}

// UnmarshalJSON reads the value as its envelope reads it; errors carry the published name.
func (p *Published) UnmarshalJSON(data []byte) error {
	u, ok := p.inner.(interface{ UnmarshalJSON([]byte) error })
	if !ok {
		return Fail("$", p.codec.name+" does not read itself through encoding/json")
	}
	err := u.UnmarshalJSON(data)
	if e, ok := err.(*DecodeError); ok {
		return &DecodeError{TypeName: p.codec.name, Path: e.Path, Problem: e.Problem}
	}
	return err
}

// MarshalJSON writes the value without `jsonrpc`.
func (p *Published) MarshalJSON() ([]byte, error) { return Write(p.codec.ValueOf(p)) }
