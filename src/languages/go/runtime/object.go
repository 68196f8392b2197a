package acpjson

// PatchState is which of its three states a Patch is in.
type PatchState uint8

// The states of a Patch.
const (
	// Absent is a key not on the object: a patch leaves the value unchanged.
	Absent PatchState = iota
	// Cleared is an explicit JSON null: a patch clears the value.
	Cleared
	// Present is a value: a patch replaces the value with it.
	Present
)

// IsAbsent reports whether the key is absent.
func (s PatchState) IsAbsent() bool { return s == Absent }

// IsNull reports whether the key holds null.
func (s PatchState) IsNull() bool { return s == Cleared }

// IsPresent reports whether the key holds a value.
func (s PatchState) IsPresent() bool { return s == Present }

// Patch is a field that may be absent, null or a value: a three-state patch
// field, or an optional field that may be null. The zero Patch is absent.
// Ask its State which (p.State.IsAbsent(), IsNull(), IsPresent()). Patch has
// no methods of its own: a generic type's methods would be compiled for every
// type a field holds, whether a program calls them or not.
type Patch[T any] struct {
	// A Patch is not comparable (compare its State and Value): a comparable one would give every package that
	// describes a type holding one (reflection, interfaces) an equality function per Patch type.
	_ [0]func()
	// State says whether the key is absent, null or holds Value.
	State PatchState
	// Value is the value when State is Present.
	Value T
}

// Set returns a Patch holding a value.
func Set[T any](x T) Patch[T] { return Patch[T]{State: Present, Value: x} }

// Clear returns a Patch holding null.
func Clear[T any]() Patch[T] { return Patch[T]{State: Cleared} }

// PatchValue returns the value of a Patch and whether there is one.
func PatchValue[T any](p Patch[T]) (T, bool) { return p.Value, p.State == Present }

// OnNull says what JSON null reads as in a field (`@defaultOnNull`): nothing special, an empty list, or an empty map.
type OnNull uint8

// The defaults of a field that reads null as its default.
const (
	// NoDefault reads null as the field's type reads it.
	NoDefault OnNull = iota
	// EmptyList reads null as `[]`.
	EmptyList
	// EmptyMap reads null as `{}`.
	EmptyMap
)

// ObjectReader reads the members of one JSON object, field by field, and then the rest.
type ObjectReader struct {
	d    *Decoder
	v    *Value
	path string
	// used marks the members a field took, by position (the first 64); usedMore holds the keys of later ones.
	used     uint64
	usedMore map[string]bool
	// index finds a member of a large object in constant time.
	index map[string]int
}

// smallObject is the most keys a reader or writer scans; past it, it indexes them.
const smallObject = 8

// find returns the position of a key among the object's members, or -1.
func (r *ObjectReader) find(key string) int {
	ms := r.v.Members
	if len(ms) <= smallObject {
		for i := range ms {
			if ms[i].Key == key {
				return i
			}
		}
		return -1
	}
	if r.index == nil {
		r.index = make(map[string]int, len(ms))
		for i, m := range ms {
			r.index[m.Key] = i
		}
	}
	if i, ok := r.index[key]; ok {
		return i
	}
	return -1
}

// mark marks the member at a position as taken by a field.
func (r *ObjectReader) mark(i int) {
	if i < 64 {
		r.used |= 1 << uint(i)
		return
	}
	if r.usedMore == nil {
		r.usedMore = map[string]bool{}
	}
	r.usedMore[r.v.Members[i].Key] = true
}

// usedAt reports whether a field took the member at a position.
func (r *ObjectReader) usedAt(i int) bool {
	if i < 64 {
		return r.used&(1<<uint(i)) != 0
	}
	return r.usedMore[r.v.Members[i].Key]
}

// use marks a key as taken by a field (a key the object lacks needs no mark).
func (r *ObjectReader) use(key string) {
	if i := r.find(key); i >= 0 {
		r.mark(i)
	}
}

// isUsed reports whether a field took a key.
func (r *ObjectReader) isUsed(key string) bool {
	i := r.find(key)
	return i >= 0 && r.usedAt(i)
}

// get returns the value of a key of the object, or nil.
func (r *ObjectReader) get(key string) *Value {
	if i := r.find(key); i >= 0 {
		return r.v.Members[i].Value
	}
	return nil
}

// Object starts reading an object; typeName names it in the error when the value is not one.
func (d *Decoder) Object(v *Value, path, typeName string) (*ObjectReader, error) {
	if v.Kind != Object {
		return nil, Fail(path, "expected a "+typeName+" object, got "+Describe(v))
	}
	return &ObjectReader{d: d, v: v, path: path}, nil
}

// Decoder returns the decoder the object is read with.
func (r *ObjectReader) Decoder() *Decoder { return r.d }

// Path returns the object's path.
func (r *ObjectReader) Path() string { return r.path }

// Raw returns the object itself.
func (r *ObjectReader) Raw() *Value { return r.v }

// Skip marks keys that another reader owns (a union's tag and shared fields).
func (r *ObjectReader) Skip(keys ...string) {
	for _, k := range keys {
		r.use(k)
	}
}

// once fails when the object names a key twice: a field, tag or envelope
// member written twice is refused (in a lenient reading; a strict one refused
// the document before reading it).
func (r *ObjectReader) once(key string) error {
	if !r.d.repeated {
		return nil
	}
	n := 0
	for i := range r.v.Members {
		if r.v.Members[i].Key == key {
			n++
		}
	}
	if n > 1 {
		return Fail(r.path, duplicateProblem(key))
	}
	return nil
}

// Unique fails, in a lenient reading of a document that names a member twice,
// on the first name the object repeats (in document order) that is one of its
// live fields, as upstream's crate refuses a repeated field before it reads
// the others. fields holds pairs: a field's wire name, then its unstable
// feature ("" for none). A strict reading refused the document before.
func (r *ObjectReader) Unique(fields ...string) error {
	if !r.d.repeated {
		return nil
	}
	ms := r.v.Members
	for i := 1; i < len(ms); i++ {
		k := ms[i].Key
		again := false
		for j := 0; j < i && !again; j++ {
			again = ms[j].Key == k
		}
		if !again {
			continue
		}
		for f := 0; f+1 < len(fields); f += 2 {
			if fields[f] == k && r.d.On(fields[f+1]) {
				return Fail(r.path, duplicateProblem(k))
			}
		}
	}
	return nil
}

// take returns a live field's raw value, its path (only when the key is there:
// an absent field costs no path), whether the key is there, and whether the
// field is live; or the failure of a field named twice.
func (r *ObjectReader) take(name, feature string) (*Value, string, bool, bool, error) {
	if !r.d.On(feature) {
		return nil, "", false, false, nil
	}
	if err := r.once(name); err != nil {
		return nil, "", false, true, err
	}
	i := r.find(name)
	if i < 0 {
		return nil, "", false, true, nil
	}
	r.mark(i)
	return r.v.Members[i].Value, r.d.key(r.path, name), true, true, nil
}

func nullDefault(raw *Value, onNull OnNull) *Value {
	if raw.Kind == Null && onNull == EmptyList {
		return ArrayValue(nil)
	}
	if raw.Kind == Null && onNull == EmptyMap {
		return ObjectValue(Members{})
	}
	return raw
}

// Required reads a field the object must have (nothing when its feature is off: the key is then unknown).
func Required[T any](r *ObjectReader, name, feature string, onNull OnNull, dst *T, read Reader[T]) error {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || err != nil {
		return err
	}
	if !ok {
		return Fail(Key(r.path, name), "required field is missing")
	}
	x, err := read(r.d, nullDefault(raw, onNull), path)
	if err != nil {
		return err
	}
	*dst = x
	return nil
}

// RequiredLiteral reads a field that must hold one string constant.
func RequiredLiteral(r *ObjectReader, name, feature, literal string) error {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || err != nil {
		return err
	}
	if !ok {
		return Fail(Key(r.path, name), "required field is missing")
	}
	return ReadLiteral(raw, path, literal)
}

// OptionalLiteral reads a field that may hold one string constant; dst says whether it is there.
func OptionalLiteral(r *ObjectReader, name, feature, literal string, dst *bool) error {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || !ok {
		return err
	}
	*dst = true
	return ReadLiteral(raw, path, literal)
}

// Optional reads a field the object may leave out, into a pointer (nil: absent).
func Optional[T any](r *ObjectReader, name, feature string, onNull OnNull, dst **T, read Reader[T]) error {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || !ok {
		return err
	}
	x, err := read(r.d, nullDefault(raw, onNull), path)
	if err != nil {
		return err
	}
	*dst = &x
	return nil
}

// OptionalValue reads a field the object may leave out into a slice or map
// (nil: absent; the reader gives a non-nil value when the key is there).
func OptionalValue[T any](r *ObjectReader, name, feature string, onNull OnNull, dst *T, read Reader[T]) error {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || !ok {
		return err
	}
	x, err := read(r.d, nullDefault(raw, onNull), path)
	if err != nil {
		return err
	}
	*dst = x
	return nil
}

// PatchField reads a field that may be absent, null or a value.
func PatchField[T any](r *ObjectReader, name, feature string, dst *Patch[T], read Reader[T]) error {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || !ok {
		return err
	}
	if raw.Kind == Null {
		*dst = Patch[T]{State: Cleared}
		return nil
	}
	x, err := read(r.d, raw, path)
	if err != nil {
		return err
	}
	*dst = Set(x)
	return nil
}

// Field finds a field for a generated reader, which reads it with the field's type: its value (a null replaced by
// the default onNull gives) and path, or a nil value when the key is absent or the field's feature is off. A
// required field whose feature is on fails when its key is missing; a field named twice fails.
func (r *ObjectReader) Field(name, feature string, onNull OnNull, required bool) (*Value, string, error) {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || err != nil {
		return nil, "", err
	}
	if !ok {
		if required {
			return nil, "", Fail(Key(r.path, name), "required field is missing")
		}
		return nil, "", nil
	}
	return nullDefault(raw, onNull), path, nil
}

// FieldState finds a field that may be absent, null or a value (a Patch) for a generated reader: its state, and
// when that is Present the value to read and its path. A field whose feature is off is absent.
func (r *ObjectReader) FieldState(name, feature string) (*Value, string, PatchState, error) {
	raw, path, ok, live, err := r.take(name, feature)
	if !live || !ok {
		return nil, "", Absent, err
	}
	if raw.Kind == Null {
		return nil, "", Cleared, nil
	}
	return raw, path, Present, nil
}

// Rest reads the keys no field took, in code-point order: an open object keeps
// them (in extra; of a name written twice, in a lenient reading, the last
// value), a closed one refuses the first.
func (r *ObjectReader) Rest(open bool, typeName string, extra *Members) error {
	rest := false
	for i := range r.v.Members {
		if !r.usedAt(i) {
			rest = true
			break
		}
	}
	if !rest {
		return nil
	}
	sorted := r.v.Members.Sorted()
	for i, m := range sorted {
		k := m.Key
		if r.isUsed(k) || (i+1 < len(sorted) && sorted[i+1].Key == k) {
			continue
		}
		if err := CheckText(k, r.path); err != nil {
			return err
		}
		p := r.d.key(r.path, k)
		if !open {
			return Fail(p, "unknown field in closed "+typeName)
		}
		x, err := ReadJSON(r.d, m.Value, p)
		if err != nil {
			return err
		}
		*extra = append(*extra, Member{Key: k, Value: x})
	}
	return nil
}

// ObjectWriter builds a JSON object: known fields in order, then unknown ones.
type ObjectWriter struct {
	out   Members
	extra Members
	// The keys written, and the unknown fields' keys, indexed when there are many (else scanned).
	written    map[string]bool
	extraIndex map[string]bool
}

// NewObjectWriter starts an object whose unknown fields are extra (a key there
// that names a known field too wins over it: a field of a feature that was off).
//
//go:noinline
func NewObjectWriter(extra Members) *ObjectWriter {
	w := &ObjectWriter{extra: extra}
	if len(extra) > smallObject {
		w.extraIndex = make(map[string]bool, len(extra))
		for _, m := range extra {
			w.extraIndex[m.Key] = true
		}
	}
	return w
}

// inExtra reports whether an unknown field holds a key.
func (w *ObjectWriter) inExtra(key string) bool {
	if w.extraIndex != nil {
		return w.extraIndex[key]
	}
	for _, m := range w.extra {
		if m.Key == key {
			return true
		}
	}
	return false
}

// has reports whether a known field was written with a key.
func (w *ObjectWriter) has(key string) bool {
	if w.written != nil {
		return w.written[key]
	}
	for _, m := range w.out {
		if m.Key == key {
			return true
		}
	}
	return false
}

// add appends a member whose key is not written yet.
func (w *ObjectWriter) add(m Member) {
	w.out = append(w.out, m)
	if w.written != nil {
		w.written[m.Key] = true
	} else if len(w.out) > smallObject {
		w.written = make(map[string]bool, 2*len(w.out))
		for _, x := range w.out {
			w.written[x.Key] = true
		}
	}
}

// Put writes a known field, unless an unknown field holds its key.
func (w *ObjectWriter) Put(key string, v *Value) {
	if w.inExtra(key) || w.has(key) {
		return
	}
	w.add(Member{Key: key, Value: v})
}

// PutPatch writes a field that may be absent, null or a value.
func PutPatch[T any](w *ObjectWriter, key string, p Patch[T], write Writer[T]) {
	switch p.State {
	case Cleared:
		w.Put(key, NullValue())
	case Present:
		w.Put(key, write(p.Value))
	}
}

// PutOptional writes a field held through a pointer, when it is set.
func PutOptional[T any](w *ObjectWriter, key string, x *T, write Writer[T]) {
	if x != nil {
		w.Put(key, write(*x))
	}
}

// Merge appends members another writer wrote (a union's shared fields or payload).
func (w *ObjectWriter) Merge(m Members) {
	for _, x := range m {
		if !w.has(x.Key) {
			w.add(x)
		}
	}
}

// Members returns the known fields, then the unknown ones in code-point order.
func (w *ObjectWriter) Members() Members {
	out := append(Members{}, w.out...)
	if len(w.extra) == 0 {
		return out
	}
	for _, m := range w.extra.Sorted() {
		if !w.has(m.Key) {
			out = append(out, Member{Key: m.Key, Value: WriteJSON(m.Value)})
		}
	}
	return out
}

// Value returns the object.
//
//go:noinline
func (w *ObjectWriter) Value() *Value { return ObjectValue(w.Members()) }
