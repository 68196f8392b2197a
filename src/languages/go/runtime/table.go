package acpjson

import (
	"reflect"
	"sort"
	"strconv"
	"unicode/utf8"
)

// TypeKind is the shape of a Type: how its values are read and written.
type TypeKind uint8

// The kinds of a Type.
const (
	// KindString is a JSON string held in a Go string.
	KindString TypeKind = iota
	// KindLiteral is one string constant (Text).
	KindLiteral
	// KindNumber is a finite double.
	KindNumber
	// KindInt is an integer within a format's range (Text names the format; Min and Max bound it).
	KindInt
	// KindBool is a JSON boolean.
	KindBool
	// KindNull is JSON null, held in a struct{}.
	KindNull
	// KindJSON is free-form JSON, held in a *Value.
	KindJSON
	// KindJSONObject is free-form JSON that must be an object.
	KindJSONObject
	// KindArray is a JSON array of Elem, held in a slice.
	KindArray
	// KindMap is an object of free keys and Elem values, held in a map[string].
	KindMap
	// KindNullable is Elem or null, held through a pointer (nil: null).
	KindNullable
	// KindBoxed is Elem held through a pointer (nil writes Elem's zero value).
	KindBoxed
	// KindChecked is Elem with its published checks (bounds, least items, least length).
	KindChecked
	// KindAlias is a named type that reads and writes as Elem.
	KindAlias
	// KindEnum is a named string of listed Values (Open keeps others).
	KindEnum
	// KindOpaque is a named string; Text names it in an error.
	KindOpaque
	// KindObject is a named struct of Fields, with Extra holding the unknown ones when Open.
	KindObject
	// KindTagged is a named union tagged by TagField: one of Variants.
	KindTagged
	// KindUntagged is a named union of Members, the first that reads the value.
	KindUntagged
	// KindFunc is read and written by ReadFunc and WriteFunc.
	KindFunc
)

// The positions of a Patch's State and Value among its fields.
const (
	patchState = 1
	patchValue = 2
)

// FieldMode is how a Field is held in its struct.
type FieldMode uint8

// The modes of a Field.
const (
	// FieldPlain is a field held as its type (or through a pointer: a Boxed type).
	FieldPlain FieldMode = iota
	// FieldPatch is a field held in a Patch: absent, null or a value.
	FieldPatch
	// FieldLiteral is a required string constant, held nowhere (always written).
	FieldLiteral
	// FieldLiteralFlag is an optional string constant, held in a bool.
	FieldLiteralFlag
)

// Type is the table of one type that the generic reader and writer follow:
// a generated package lists its types in one slice (Table), each entry
// naming the entries it is made of by position.
type Type struct {
	// Kind is the shape of the type.
	Kind TypeKind
	// Name is a named type's qualified name (`v1.Type`), for errors.
	Name string
	// Feature is the unstable feature a named type belongs to ("" for none).
	Feature string
	// Elem is the position of the element's entry (arrays, maps, pointers, checks, aliases).
	Elem int
	// Text is a literal's value, an integer's format, or what an opaque string is called in an error.
	Text string
	// Min and Max bound an integer.
	Min, Max int64
	// Minimum and Maximum are published bounds of a checked number, when HasMinimum and HasMaximum.
	Minimum, Maximum float64
	// HasMinimum and HasMaximum say which published bounds a checked number has.
	HasMinimum, HasMaximum bool
	// BoundsAlways checks the bounds in a lenient reading too.
	BoundsAlways bool
	// MinItems and MinLength are a checked list's least items and a checked string's least length (0: none).
	MinItems, MinLength int
	// CountAlways checks MinItems and MinLength in a lenient reading too.
	CountAlways bool
	// Values lists an enum's values.
	Values []string
	// Open keeps an enum's unknown values, an object's unknown fields, a tagged union's unknown variants.
	Open bool
	// Fields are an object's fields, or a tagged union's shared fields, in spec order.
	Fields []Field
	// Extra is the position, in the struct, of the field holding the unknown fields (open objects).
	Extra int
	// TagField is a tagged union's tag.
	TagField string
	// Variants are a tagged union's variants.
	Variants []Variant
	// Other is the zero value of a tagged union's variant that holds an unknown one (open unions).
	Other any
	// KindField is the position of a tagged union's field holding the variant, when it has shared fields (else -1).
	KindField int
	// Members are an untagged union's members, in the order they are tried.
	Members []UnionMember
	// ReadFunc reads a KindFunc value.
	ReadFunc func(d *Decoder, v *Value, path string) (any, error)
	// WriteFunc writes a KindFunc value.
	WriteFunc func(x any) *Value

	elem       *Type
	otherType  reflect.Type
	tags       []string
	features   []string
	sharedKeys []string
}

// Field is one field of an object or one shared field of a tagged union.
type Field struct {
	// Name is the field's JSON key.
	Name string
	// Feature is the field's unstable feature ("" for none).
	Feature string
	// Index is the field's position in the struct (none for FieldLiteral).
	Index int
	// Mode is how the struct holds the field.
	Mode FieldMode
	// Required fails a reading whose object lacks the key (FieldPlain).
	Required bool
	// Omit leaves a nil value out of the writing (FieldPlain).
	Omit bool
	// OnNull is what null reads as (FieldPlain).
	OnNull OnNull
	// Type is the position of the value's entry.
	Type int

	typ *Type
}

// Variant is one variant of a tagged union.
type Variant struct {
	// Tag is the variant's tag.
	Tag string
	// Feature is the variant's unstable feature ("" for none).
	Feature string
	// Payload is the position of the object the variant embeds (its first field), or -1: the variant holds only Extra.
	Payload int
	// Zero is the zero value of the variant's struct.
	Zero any

	typ     reflect.Type
	payload *Type
}

// UnionMember is one member of an untagged union.
type UnionMember struct {
	// Index is the position of the member's field in the union's struct.
	Index int
	// Null marks the null member, held in a bool.
	Null bool
	// Type is the position of the member's entry.
	Type int

	typ *Type
}

// Link resolves the positions a package's table names; a generated package calls it once, from init.
func Link(table []Type) {
	at := func(i int) *Type {
		if i < 0 || i >= len(table) {
			return nil
		}
		return &table[i]
	}
	for i := range table {
		t := &table[i]
		switch t.Kind {
		case KindArray, KindMap, KindNullable, KindBoxed, KindChecked, KindAlias:
			t.elem = at(t.Elem)
		}
		for j := range t.Fields {
			t.Fields[j].typ = at(t.Fields[j].Type)
		}
		for j := range t.Members {
			t.Members[j].typ = at(t.Members[j].Type)
		}
		if t.Kind == KindTagged {
			t.tags = make([]string, len(t.Variants))
			t.features = make([]string, len(t.Variants))
			for j := range t.Variants {
				v := &t.Variants[j]
				v.typ = reflect.TypeOf(v.Zero)
				v.payload = at(v.Payload)
				t.tags[j] = v.Tag
				t.features[j] = v.Feature
			}
			if t.Other != nil {
				t.otherType = reflect.TypeOf(t.Other)
			}
			t.sharedKeys = make([]string, len(t.Fields))
			for j, f := range t.Fields {
				t.sharedKeys[j] = f.Name
			}
		}
	}
}

// ReadInto reads v at path as the type t into what dst points to (which a failed reading may leave half set).
func ReadInto(d *Decoder, v *Value, path string, t *Type, dst any) error {
	return readValue(d, v, path, t, reflect.ValueOf(dst).Elem())
}

// WriteFrom writes what src points to as the type t.
func WriteFrom(t *Type, src any) *Value {
	return writeValue(t, reflect.ValueOf(src).Elem())
}

// EnvelopeIDInto reads a request's or response's `id` as the type t into what dst points to.
func EnvelopeIDInto(r *ObjectReader, t *Type, dst any) error {
	if err := r.once("id"); err != nil {
		return err
	}
	p := r.d.key(r.path, "id")
	raw := r.get("id")
	if raw == nil {
		return Fail(p, "the member 'id' is missing")
	}
	return ReadInto(r.d, raw, p, t, dst)
}

// MarshalFrom writes what src points to as the type t, as compact JSON text in canonical key order (what a
// generated MarshalJSON does).
func MarshalFrom(t *Type, src any) ([]byte, error) { return Write(WriteFrom(t, src)) }

// UnmarshalInto reads JSON text as the type t (named name, of the unstable feature feature) into what dst points
// to, strictly and with the default features (what a generated UnmarshalJSON does); dst is left as it was when the
// reading fails.
func UnmarshalInto(data []byte, name, feature string, t *Type, dst any) error {
	d, v, err := Document(data, name, feature)
	if err != nil {
		return err
	}
	p := reflect.ValueOf(dst).Elem()
	y := reflect.New(p.Type()).Elem()
	if err := readValue(d, v, "$", t, y); err != nil {
		return Located(name, err)
	}
	p.Set(y)
	return nil
}

// gate fails unless a named type's feature is on.
func (t *Type) gate(d *Decoder, path string) error {
	if t.Feature == "" {
		return nil
	}
	return d.Gate(t.Name, t.Feature, path)
}

// readValue reads v at path as t into dst (settable).
func readValue(d *Decoder, v *Value, path string, t *Type, dst reflect.Value) error {
	switch t.Kind {
	case KindString:
		s, err := ReadText(v, path, "a string")
		if err != nil {
			return err
		}
		dst.SetString(s)
	case KindLiteral:
		if err := ReadLiteral(v, path, t.Text); err != nil {
			return err
		}
		dst.SetString(t.Text)
	case KindNumber:
		f, err := ReadNumber(d, v, path)
		if err != nil {
			return err
		}
		dst.SetFloat(f)
	case KindInt:
		n, err := ReadInt(v, path, t.Text, t.Min, t.Max)
		if err != nil {
			return err
		}
		if dst.CanInt() {
			dst.SetInt(n)
		} else {
			dst.SetUint(uint64(n))
		}
	case KindBool:
		b, err := ReadBool(d, v, path)
		if err != nil {
			return err
		}
		dst.SetBool(b)
	case KindNull:
		_, err := ReadNull(d, v, path)
		return err
	case KindJSON, KindJSONObject:
		var x *Value
		var err error
		if t.Kind == KindJSON {
			x, err = ReadJSON(d, v, path)
		} else {
			x, err = ReadJSONObject(d, v, path)
		}
		if err != nil {
			return err
		}
		dst.Set(reflect.ValueOf(x))
	case KindArray:
		return readArray(d, v, path, t, dst)
	case KindMap:
		return readMap(d, v, path, t, dst)
	case KindNullable, KindBoxed:
		if t.Kind == KindNullable && v.Kind == Null {
			dst.SetZero()
			return nil
		}
		p := reflect.New(dst.Type().Elem())
		if err := readValue(d, v, path, t.elem, p.Elem()); err != nil {
			return err
		}
		dst.Set(p)
	case KindChecked:
		if err := readValue(d, v, path, t.elem, dst); err != nil {
			return err
		}
		return t.check(d, path, dst)
	case KindAlias:
		if err := t.gate(d, path); err != nil {
			return err
		}
		return readValue(d, v, path, t.elem, dst)
	case KindEnum, KindOpaque:
		if err := t.gate(d, path); err != nil {
			return err
		}
		var s string
		var err error
		if t.Kind == KindEnum {
			s, err = ReadEnumText(v, path, t.Name, t.Values, t.Open)
		} else {
			s, err = ReadText(v, path, t.Text)
		}
		if err != nil {
			return err
		}
		dst.SetString(s)
	case KindObject:
		if err := t.gate(d, path); err != nil {
			return err
		}
		r, err := d.Object(v, path, t.Name)
		if err != nil {
			return err
		}
		return readFields(r, t, dst)
	case KindTagged:
		return readTagged(d, v, path, t, dst)
	case KindUntagged:
		return readUntagged(d, v, path, t, dst)
	case KindFunc:
		x, err := t.ReadFunc(d, v, path)
		if err != nil {
			return err
		}
		dst.Set(reflect.ValueOf(x))
	}
	return nil
}

// readArray reads a JSON array of t's element into a slice; never nil.
func readArray(d *Decoder, v *Value, path string, t *Type, dst reflect.Value) error {
	if v.Kind != Array {
		return Fail(path, "expected an array, got "+Describe(v))
	}
	out := reflect.MakeSlice(dst.Type(), len(v.Items), len(v.Items))
	for i, x := range v.Items {
		if err := readValue(d, x, d.index(path, i), t.elem, out.Index(i)); err != nil {
			return err
		}
	}
	dst.Set(out)
	return nil
}

// readMap reads an object of free keys into a map (entries checked in code-point order of their keys); never nil.
// Of a name written twice (a lenient reading), every value is read and the last is kept.
func readMap(d *Decoder, v *Value, path string, t *Type, dst reflect.Value) error {
	if v.Kind != Object {
		return Fail(path, "expected an object, got "+Describe(v))
	}
	out := reflect.MakeMapWithSize(dst.Type(), len(v.Members))
	// One key and one value, reused: the map keeps copies.
	k := reflect.New(dst.Type().Key()).Elem()
	y := reflect.New(dst.Type().Elem()).Elem()
	for _, m := range v.Members.Sorted() {
		if err := CheckText(m.Key, path); err != nil {
			return err
		}
		y.SetZero()
		if err := readValue(d, m.Value, d.key(path, m.Key), t.elem, y); err != nil {
			return err
		}
		k.SetString(m.Key)
		out.SetMapIndex(k, y)
	}
	dst.Set(out)
	return nil
}

// check makes a checked type's published checks of a value read (strict mode; lenient mode only those marked always).
func (t *Type) check(d *Decoder, path string, x reflect.Value) error {
	if (t.HasMinimum || t.HasMaximum) && (!d.lenient || t.BoundsAlways) {
		var f float64
		switch {
		case x.CanFloat():
			f = x.Float()
		case x.CanInt():
			f = float64(x.Int())
		default:
			f = float64(x.Uint())
		}
		if t.HasMinimum && f < t.Minimum {
			return Fail(path, FormatNumber(f)+" is below the minimum "+FormatNumber(t.Minimum))
		}
		if t.HasMaximum && f > t.Maximum {
			return Fail(path, FormatNumber(f)+" is above the maximum "+FormatNumber(t.Maximum))
		}
	}
	if d.lenient && !t.CountAlways {
		return nil
	}
	if t.MinItems > 0 && x.Len() < t.MinItems {
		return Fail(path, "expected at least "+strconv.Itoa(t.MinItems)+" items, got "+strconv.Itoa(x.Len()))
	}
	if t.MinLength > 0 {
		if n := utf8.RuneCountInString(x.String()); n < t.MinLength {
			return Fail(path, "expected at least "+strconv.Itoa(t.MinLength)+" characters, got "+strconv.Itoa(n))
		}
	}
	return nil
}

// uniqueFields is Unique over a list of fields.
func (r *ObjectReader) uniqueFields(fields []Field) error {
	if !r.d.repeated || len(fields) == 0 {
		return nil
	}
	pairs := make([]string, 0, 2*len(fields))
	for _, f := range fields {
		pairs = append(pairs, f.Name, f.Feature)
	}
	return r.Unique(pairs...)
}

// readFields reads an object's fields into the struct dst, then the keys no field took.
func readFields(r *ObjectReader, t *Type, dst reflect.Value) error {
	if err := readFieldList(r, t.Fields, dst); err != nil {
		return err
	}
	var extra *Members
	if t.Open {
		extra = dst.Field(t.Extra).Addr().Interface().(*Members)
	}
	return r.Rest(t.Open, t.Name, extra)
}

// readFieldList reads fields into the struct dst (a name repeated among them refused first).
func readFieldList(r *ObjectReader, fields []Field, dst reflect.Value) error {
	if err := r.uniqueFields(fields); err != nil {
		return err
	}
	for i := range fields {
		if err := readField(r, &fields[i], dst); err != nil {
			return err
		}
	}
	return nil
}

// readField reads one field into the struct dst.
func readField(r *ObjectReader, f *Field, dst reflect.Value) error {
	switch f.Mode {
	case FieldLiteral:
		return RequiredLiteral(r, f.Name, f.Feature, f.typ.Text)
	case FieldLiteralFlag:
		var set bool
		err := OptionalLiteral(r, f.Name, f.Feature, f.typ.Text, &set)
		dst.Field(f.Index).SetBool(set)
		return err
	case FieldPatch:
		v, p, s, err := r.FieldState(f.Name, f.Feature)
		if err != nil {
			return err
		}
		x := dst.Field(f.Index)
		x.Field(patchState).SetUint(uint64(s))
		if s != Present {
			return nil
		}
		return readValue(r.d, v, p, f.typ, x.Field(patchValue))
	}
	v, p, err := r.Field(f.Name, f.Feature, f.OnNull, f.Required)
	if err != nil || v == nil {
		return err
	}
	return readValue(r.d, v, p, f.typ, dst.Field(f.Index))
}

// readTagged reads a tagged union: its tag, then (shared fields first) the variant it names.
func readTagged(d *Decoder, v *Value, path string, t *Type, dst reflect.Value) error {
	if err := t.gate(d, path); err != nil {
		return err
	}
	r, err := d.Object(v, path, t.Name)
	if err != nil {
		return err
	}
	tag, err := r.Tag(t.TagField)
	if err != nil {
		return err
	}
	kind := dst
	if t.KindField >= 0 {
		kind = dst.Field(t.KindField)
	}
	for i := range t.Variants {
		vr := &t.Variants[i]
		if tag != vr.Tag || !d.On(vr.Feature) {
			continue
		}
		if err := readShared(r, t, dst); err != nil {
			return err
		}
		p := reflect.New(vr.typ).Elem()
		if vr.payload != nil {
			err = readFields(r, vr.payload, p.Field(0))
		} else {
			err = r.Rest(true, t.Name, p.Field(0).Addr().Interface().(*Members))
		}
		if err != nil {
			return err
		}
		kind.Set(p)
		return nil
	}
	if !t.Open {
		return UnknownTag(r, t.TagField, tag, t.Name, t.tags, t.features)
	}
	if err := readShared(r, t, dst); err != nil {
		return err
	}
	raw, err := ReadJSON(d, v, path)
	if err != nil {
		return err
	}
	p := reflect.New(t.otherType).Elem()
	p.Field(0).Set(reflect.ValueOf(raw))
	kind.Set(p)
	return nil
}

// readShared reads the fields every variant of a tagged union carries (none: nothing), then marks them taken.
func readShared(r *ObjectReader, t *Type, dst reflect.Value) error {
	if t.KindField < 0 {
		return nil
	}
	if err := readFieldList(r, t.Fields, dst); err != nil {
		return err
	}
	r.Skip(t.sharedKeys...)
	return nil
}

// readUntagged reads an untagged union: its members tried in order (see Untagged).
func readUntagged(d *Decoder, v *Value, path string, t *Type, dst reflect.Value) error {
	if err := t.gate(d, path); err != nil {
		return err
	}
	return Untagged(d, v, path, t.Name, len(t.Members), func(i int, v *Value) error {
		m := &t.Members[i]
		field := dst.Field(m.Index)
		if m.Null {
			if _, err := ReadNull(d, v, path); err != nil {
				return err
			}
			field.SetBool(true)
			return nil
		}
		y := reflect.New(field.Type()).Elem()
		if err := readValue(d, v, path, m.typ, y); err != nil {
			return err
		}
		field.Set(y)
		return nil
	})
}

// writeValue writes src as t.
func writeValue(t *Type, src reflect.Value) *Value {
	switch t.Kind {
	case KindString, KindLiteral, KindEnum, KindOpaque:
		return StringValue(src.String())
	case KindNumber:
		return FloatValue(src.Float())
	case KindInt:
		if src.CanInt() {
			return FloatValue(float64(src.Int()))
		}
		return FloatValue(float64(src.Uint()))
	case KindBool:
		return BoolValue(src.Bool())
	case KindNull:
		return NullValue()
	case KindJSON, KindJSONObject:
		return WriteJSON(src.Interface().(*Value))
	case KindArray:
		out := make([]*Value, src.Len())
		for i := range out {
			out[i] = writeValue(t.elem, src.Index(i))
		}
		return ArrayValue(out)
	case KindMap:
		return writeMap(t, src)
	case KindNullable:
		if src.IsNil() {
			return NullValue()
		}
		return writeValue(t.elem, src.Elem())
	case KindBoxed:
		if src.IsNil() {
			return writeValue(t.elem, reflect.Zero(src.Type().Elem()))
		}
		return writeValue(t.elem, src.Elem())
	case KindChecked, KindAlias:
		return writeValue(t.elem, src)
	case KindObject:
		return ObjectValue(writeMembers(t, src))
	case KindTagged:
		return writeTagged(t, src)
	case KindUntagged:
		for i := range t.Members {
			m := &t.Members[i]
			field := src.Field(m.Index)
			if m.Null {
				if field.Bool() {
					return NullValue()
				}
				continue
			}
			if !field.IsNil() {
				return writeValue(m.typ, field)
			}
		}
		return NullValue()
	case KindFunc:
		return t.WriteFunc(src.Interface())
	}
	return NullValue()
}

// writeMap writes a map, keys in code-point order.
func writeMap(t *Type, src reflect.Value) *Value {
	keys := make([]string, 0, src.Len())
	for it := src.MapRange(); it.Next(); {
		keys = append(keys, it.Key().String())
	}
	sort.Strings(keys)
	out := make(Members, len(keys))
	for i, k := range keys {
		out[i] = Member{Key: k, Value: writeValue(t.elem, src.MapIndex(reflect.ValueOf(k)))}
	}
	return ObjectValue(out)
}

// writeMembers writes an object's fields: the known ones in spec order, then the unknown ones.
func writeMembers(t *Type, src reflect.Value) Members {
	var extra Members
	if t.Open {
		extra = membersOf(src.Field(t.Extra))
	}
	w := NewObjectWriter(extra)
	writeFieldList(w, t.Fields, src)
	return w.Members()
}

// membersOf returns the Members a field holds, through its address when it has one (boxing the slice into an
// interface would allocate).
func membersOf(v reflect.Value) Members {
	if v.CanAddr() {
		return *v.Addr().Interface().(*Members)
	}
	return v.Interface().(Members)
}

// writeFieldList writes fields of the struct src.
func writeFieldList(w *ObjectWriter, fields []Field, src reflect.Value) {
	for i := range fields {
		f := &fields[i]
		switch f.Mode {
		case FieldLiteral:
			w.Put(f.Name, StringValue(f.typ.Text))
		case FieldLiteralFlag:
			if src.Field(f.Index).Bool() {
				w.Put(f.Name, StringValue(f.typ.Text))
			}
		case FieldPatch:
			x := src.Field(f.Index)
			switch PatchState(x.Field(patchState).Uint()) {
			case Present:
				w.Put(f.Name, writeValue(f.typ, x.Field(patchValue)))
			case Cleared:
				w.Put(f.Name, NullValue())
			}
		default:
			x := src.Field(f.Index)
			if f.Omit && x.IsNil() {
				continue
			}
			w.Put(f.Name, writeValue(f.typ, x))
		}
	}
}

// writeTagged writes a tagged union: the tag, the shared fields, then the variant's.
func writeTagged(t *Type, src reflect.Value) *Value {
	kind := src
	if t.KindField >= 0 {
		kind = src.Field(t.KindField)
	}
	if kind.Kind() == reflect.Interface {
		kind = kind.Elem()
	}
	w := NewObjectWriter(nil)
	if !kind.IsValid() {
		return w.Value()
	}
	kt := kind.Type()
	if t.otherType != nil && kt == t.otherType {
		return WriteJSON(kind.Field(0).Interface().(*Value))
	}
	for i := range t.Variants {
		vr := &t.Variants[i]
		if vr.typ != kt {
			continue
		}
		w.Put(t.TagField, StringValue(vr.Tag))
		if t.KindField >= 0 {
			writeFieldList(w, t.Fields, src)
		}
		if vr.payload != nil {
			w.Merge(writeMembers(vr.payload, kind.Field(0)))
		} else {
			w.Merge(NewObjectWriter(membersOf(kind.Field(0))).Members())
		}
		break
	}
	return w.Value()
}

// readCodec reads v at path as the codec's type.
func readCodec[T any](c *Codec[T], d *Decoder, v *Value, path string) (T, error) {
	var x T
	err := readValue(d, v, path, c.Type, reflect.ValueOf(&x).Elem())
	return x, err
}

// writeCodec writes x as the codec's type.
func writeCodec[T any](c *Codec[T], x T) *Value {
	return writeValue(c.Type, reflect.ValueOf(&x).Elem())
}

// ReaderOf returns the reader of a codec's type.
func ReaderOf[T any](c *Codec[T]) Reader[T] {
	return func(d *Decoder, v *Value, path string) (T, error) { return readCodec(c, d, v, path) }
}

// WriterOf returns the writer of a codec's type.
func WriterOf[T any](c *Codec[T]) Writer[T] {
	return func(x T) *Value { return writeCodec(c, x) }
}
