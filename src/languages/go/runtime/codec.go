package acpjson

import (
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxDepth is the most arrays and objects a document may nest; the outermost container is at depth 1.
const MaxDepth = 128

const (
	tooDeep       = "nested deeper than 128 arrays and objects"
	loneSurrogate = "a lone surrogate in a string"
)

// Failure is why a value failed to decode, and where (the codecs' internal error).
type Failure struct {
	// Path is the JSON path of the value: `$.a.b[0]`.
	Path string
	// Problem says what is wrong.
	Problem string
	// Fatal marks a fault of the whole document, which no untagged member or lenient drop can mend.
	Fatal bool
}

// Error implements error.
func (f *Failure) Error() string { return "at " + f.Path + ": " + f.Problem }

// Fail returns the failure of the value at path.
//
//go:noinline
func Fail(path, problem string) error { return &Failure{Path: path, Problem: problem} }

// DecodeError is why a parse failed: the type parsed, the JSON path, and the problem.
type DecodeError struct {
	// TypeName is the qualified name of the type parsed (`v2.Type`).
	TypeName string
	// Path is the JSON path of the value at fault (`$.a.b[0]`).
	Path string
	// Problem says what is wrong.
	Problem string
}

// Error implements error: `v2.Type: at $.a: required field is missing`.
func (e *DecodeError) Error() string { return e.TypeName + ": at " + e.Path + ": " + e.Problem }

// Options says how to parse.
type Options struct {
	// Unstable lists the unstable features switched on; without them only the stable surface is known.
	Unstable []string
	// UnstableSet says that Unstable was given (even empty): else DefaultUnstable applies.
	UnstableSet bool
	// AllUnstable switches on every unstable feature.
	AllUnstable bool
	// Full reads the whole way (see WithFullReading).
	Full bool
}

// Option changes how a parse reads.
type Option func(*Options)

// WithUnstable switches unstable features on for a parse (in place of DefaultUnstable).
func WithUnstable(features ...string) Option {
	return func(o *Options) {
		o.Unstable = append(o.Unstable, features...)
		o.UnstableSet = true
	}
}

// WithAllUnstable switches every unstable feature on for a parse.
func WithAllUnstable() Option {
	return func(o *Options) { o.AllUnstable = true }
}

// WithFullReading reads the whole way: every check of the whole document made
// (the text reader's clean bill is not taken), and JSON paths built from the
// first reading. By default Parse skips the document walk when its reader saw
// nothing that needs it, and a first reading builds no paths (a failure is read
// again with them). Both ways give the same value, bytes and error: the
// conformance harness reads every input both ways and fails on a difference.
func WithFullReading() Option {
	return func(o *Options) { o.Full = true }
}

// Decoder holds the state of one parse: the features switched on, and whether it reads leniently.
type Decoder struct {
	features map[string]bool
	all      bool
	lenient  bool
	// pathless: a first reading builds no paths; a failure is read again with them, to be located.
	pathless bool
	// full: no shortcut (WithFullReading).
	full bool
	// repeated: the document names a member twice somewhere (a lenient reading only: a strict one
	// refuses such a document first), so every field, tag and envelope member read checks its name.
	repeated bool
}

// key is the path of an object member, unless the reading builds none.
func (d *Decoder) key(path, k string) string {
	if d.pathless {
		return ""
	}
	return Key(path, k)
}

// index is the path of an array item, unless the reading builds none.
func (d *Decoder) index(path string, i int) string {
	if d.pathless {
		return ""
	}
	return Index(path, i)
}

// NewDecoder returns a decoder with these options.
func NewDecoder(opts ...Option) *Decoder {
	var o Options
	for _, f := range opts {
		f(&o)
	}
	d := &Decoder{all: o.AllUnstable, full: o.Full}
	if !o.UnstableSet {
		o.Unstable = DefaultUnstable
	}
	if len(o.Unstable) > 0 {
		d.features = make(map[string]bool, len(o.Unstable))
	}
	for _, f := range o.Unstable {
		d.features[f] = true
	}
	return d
}

// On reports whether a feature is switched on; the empty feature (stable) always is.
func (d *Decoder) On(feature string) bool {
	return feature == "" || d.all || d.features[feature]
}

// Lenient reports whether the parse reads as upstream's crate does where it is lenient.
func (d *Decoder) Lenient() bool { return d.lenient }

// Gate fails unless the feature of a type is on.
//
//go:noinline
func (d *Decoder) Gate(typeName, feature, path string) error {
	if d.On(feature) {
		return nil
	}
	return Fail(path, typeName+" belongs to the unstable feature '"+feature+"', which is not switched on")
}

// identKey reports whether a key is written after a dot in a path: an ASCII
// letter, `_` or `$`, then those or digits.
func identKey(k string) bool {
	if k == "" {
		return false
	}
	for i := 0; i < len(k); i++ {
		c := k[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c == '_', c == '$':
		case c >= '0' && c <= '9' && i > 0:
		default:
			return false
		}
	}
	return true
}

// Key is the path of an object member: `$.a`, or `$["a b"]` for a key that is not an identifier.
func Key(path, k string) string {
	if identKey(k) {
		return path + "." + k
	}
	return path + "[" + string(AppendString(nil, k)) + "]"
}

// Index is the path of an array item: `$[0]`.
func Index(path string, i int) string { return path + "[" + strconv.Itoa(i) + "]" }

// firstUnits keeps at most n UTF-16 code units of a string, as JavaScript's slice does.
func firstUnits(s string, n int) string {
	units := 0
	for i, r := range s {
		w := 1
		if r >= 0x10000 {
			w = 2
		}
		if units+w > n {
			return s[:i]
		}
		units += w
	}
	return s
}

// Describe names a value in an error: `null`, `an array`, `string "x"`, `number 1.5`.
func Describe(v *Value) string {
	if v == nil {
		return "undefined"
	}
	switch v.Kind {
	case Null:
		return "null"
	case Array:
		return "an array"
	case Object:
		return "an object"
	case Bool:
		if v.Bool {
			return "boolean true"
		}
		return "boolean false"
	case String:
		return "string " + firstUnits(string(AppendString(nil, v.Str)), 40)
	}
	if v.Num.Big != nil {
		return "integer " + firstUnits(v.Num.Big.String(), 40)
	}
	if math.IsInf(v.Num.F, 0) || math.IsNaN(v.Num.F) {
		return "number " + FormatNumber(v.Num.F)
	}
	return "number " + firstUnits(FormatNumber(v.Num.F), 40)
}

// Quote writes a string as a JSON string literal (for error messages).
func Quote(s string) string { return string(AppendString(nil, s)) }

// CheckText fails unless a string is well formed (path: the string's, or for a key its object's).
func CheckText(s, path string) error {
	if !WellFormed(s) {
		return &Failure{Path: path, Problem: loneSurrogate, Fatal: true}
	}
	return nil
}

// namesTwice reports whether an object's members name one key twice.
func namesTwice(ms Members) bool {
	if len(ms) <= smallObject {
		for i := 1; i < len(ms); i++ {
			for j := 0; j < i; j++ {
				if ms[i].Key == ms[j].Key {
					return true
				}
			}
		}
		return false
	}
	seen := make(map[string]bool, len(ms))
	for _, m := range ms {
		if seen[m.Key] {
			return true
		}
		seen[m.Key] = true
	}
	return false
}

// duplicateProblem is the problem of an object that names a member twice.
func duplicateProblem(name string) string { return duplicatePrefix + Quote(name) }

// duplicatePrefix begins the problem of a repeated member name.
const duplicatePrefix = "duplicate member "

// FirstDuplicate is the first repeated member name of a whole document in
// document order, as a reader of its text meets it (the object's path, and
// the name): I-JSON (RFC 7493) asks that names be unique, and a strict parse
// refuses a document that repeats one. Nil when every object's names are unique.
func FirstDuplicate(root *Value, rootPath string) *Failure {
	// A value to visit (at < 0), or the check of member at of object v against the members before it.
	type item struct {
		v    *Value
		path string
		at   int
		seen map[string]bool
	}
	stack := []item{{v: root, path: rootPath, at: -1}}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		v := top.v
		if top.at >= 0 {
			k := v.Members[top.at].Key
			twice := false
			if top.seen != nil {
				twice = top.seen[k]
				top.seen[k] = true
			} else {
				for j := 0; j < top.at && !twice; j++ {
					twice = v.Members[j].Key == k
				}
			}
			if twice {
				return &Failure{Path: top.path, Problem: duplicateProblem(k), Fatal: true}
			}
			continue
		}
		switch v.Kind {
		case Array:
			for i := len(v.Items) - 1; i >= 0; i-- {
				stack = append(stack, item{v: v.Items[i], path: Index(top.path, i), at: -1})
			}
		case Object:
			var seen map[string]bool
			if len(v.Members) > smallObject {
				seen = make(map[string]bool, len(v.Members))
			}
			// Each name is checked before its value is visited, as the text has them.
			for i := len(v.Members) - 1; i >= 0; i-- {
				stack = append(stack, item{v: v.Members[i].Value, path: Key(top.path, v.Members[i].Key), at: -1})
				stack = append(stack, item{v: v, path: top.path, at: i, seen: seen})
			}
		}
	}
	return nil
}

// hasFault reports whether a value at a depth holds any fault FirstFault finds,
// or an object that names a member twice (which FirstDuplicate finds).
func hasFault(v *Value, depth int) bool {
	switch v.Kind {
	case String:
		return !WellFormed(v.Str)
	case Number:
		return v.Num.Big == nil && (math.IsInf(v.Num.F, 0) || math.IsNaN(v.Num.F))
	case Array:
		if depth+1 > MaxDepth {
			return true
		}
		for _, x := range v.Items {
			if hasFault(x, depth+1) {
				return true
			}
		}
	case Object:
		if depth+1 > MaxDepth || (len(v.Members) > 1 && namesTwice(v.Members)) {
			return true
		}
		for _, m := range v.Members {
			if !WellFormed(m.Key) || hasFault(m.Value, depth+1) {
				return true
			}
		}
	}
	return false
}

// FirstFault is the first fault of a whole document in document order, as a
// reader of its text meets it: a container at depth 129, a lone surrogate (in
// a key: at its object's path), or a number that is not finite. Nil when none.
func FirstFault(root *Value, rootPath string) *Failure {
	// Most documents have none: a walk that builds no path says so first.
	if !hasFault(root, 0) {
		return nil
	}
	return firstFault(root, rootPath)
}

// CheckDocument is what every strict parse checks of a whole document before
// reading it as a type (a repeated member name, then FirstFault's faults), for
// a value read apart from its document (a response's result, read once its
// method is known). Nil when there is nothing.
func CheckDocument(root *Value, rootPath string) *Failure {
	if !hasFault(root, 0) {
		return nil
	}
	if f := FirstDuplicate(root, rootPath); f != nil {
		return f
	}
	return firstFault(root, rootPath)
}

// firstFault is FirstFault without its first, pathless walk.
func firstFault(root *Value, rootPath string) *Failure {
	type item struct {
		v     *Value
		path  string
		depth int
		key   string
	}
	stack := []item{{v: root, path: rootPath}}
	for len(stack) > 0 {
		top := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if top.depth < 0 {
			if !WellFormed(top.key) {
				return &Failure{Path: top.path, Problem: loneSurrogate, Fatal: true}
			}
			continue
		}
		v := top.v
		switch v.Kind {
		case String:
			if !WellFormed(v.Str) {
				return &Failure{Path: top.path, Problem: loneSurrogate, Fatal: true}
			}
			continue
		case Number:
			if v.Num.Big == nil && (math.IsInf(v.Num.F, 0) || math.IsNaN(v.Num.F)) {
				return &Failure{Path: top.path, Problem: "expected a JSON number, got " + Describe(v)}
			}
			continue
		case Array:
			if top.depth+1 > MaxDepth {
				return &Failure{Path: top.path, Problem: tooDeep, Fatal: true}
			}
			for i := len(v.Items) - 1; i >= 0; i-- {
				stack = append(stack, item{v: v.Items[i], path: Index(top.path, i), depth: top.depth + 1})
			}
		case Object:
			if top.depth+1 > MaxDepth {
				return &Failure{Path: top.path, Problem: tooDeep, Fatal: true}
			}
			for i := len(v.Members) - 1; i >= 0; i-- {
				m := v.Members[i]
				stack = append(stack, item{v: m.Value, path: Key(top.path, m.Key), depth: top.depth + 1})
				if !WellFormed(m.Key) {
					stack = append(stack, item{path: top.path, depth: -1, key: m.Key})
				}
			}
		}
	}
	return nil
}

// Reader reads one type at a JSON path.
type Reader[T any] func(d *Decoder, v *Value, path string) (T, error)

// Writer writes one type as JSON.
type Writer[T any] func(x T) *Value

// ReadJSON checks that a value is JSON and copies it, with object keys in code-point order.
func ReadJSON(d *Decoder, v *Value, path string) (*Value, error) {
	switch v.Kind {
	case String:
		if err := CheckText(v.Str, path); err != nil {
			return nil, err
		}
		return v, nil
	case Null, Bool:
		return v, nil
	case Number:
		if v.Num.Big == nil && (math.IsInf(v.Num.F, 0) || math.IsNaN(v.Num.F)) {
			return nil, Fail(path, "expected a JSON number, got "+Describe(v))
		}
		return v, nil
	case Array:
		out := make([]*Value, len(v.Items))
		for i, x := range v.Items {
			c, err := ReadJSON(d, x, d.index(path, i))
			if err != nil {
				return nil, err
			}
			out[i] = c
		}
		return ArrayValue(out), nil
	}
	out := v.Members.Sorted()
	if d.repeated {
		// Free-form JSON keeps the last of a repeated name (a lenient reading; a strict one refused it).
		out = lastOfEach(out)
	}
	for i, m := range out {
		if err := CheckText(m.Key, path); err != nil {
			return nil, err
		}
		c, err := ReadJSON(d, m.Value, d.key(path, m.Key))
		if err != nil {
			return nil, err
		}
		out[i].Value = c
	}
	return ObjectValue(out), nil
}

// lastOfEach keeps, of members sorted by key (stably), the last of each run of one key.
func lastOfEach(sorted Members) Members {
	out := sorted[:0]
	for i, m := range sorted {
		if i+1 < len(sorted) && sorted[i+1].Key == m.Key {
			continue
		}
		out = append(out, m)
	}
	return out
}

// WriteJSON writes free-form JSON, object keys in code-point order.
func WriteJSON(v *Value) *Value {
	if v == nil {
		return NullValue()
	}
	switch v.Kind {
	case Array:
		out := make([]*Value, len(v.Items))
		for i, x := range v.Items {
			out[i] = WriteJSON(x)
		}
		return ArrayValue(out)
	case Object:
		out := v.Members.Sorted()
		for i := range out {
			out[i].Value = WriteJSON(out[i].Value)
		}
		return ObjectValue(out)
	}
	return v
}

// ReadJSONObject reads free-form JSON that must be an object.
func ReadJSONObject(d *Decoder, v *Value, path string) (*Value, error) {
	if v.Kind != Object {
		return nil, Fail(path, "expected an object, got "+Describe(v))
	}
	return ReadJSON(d, v, path)
}

// ReadString reads a JSON string.
//
//go:noinline
func ReadString(d *Decoder, v *Value, path string) (string, error) {
	return ReadText(v, path, "a string")
}

// ReadText reads a JSON string; `what` names it in an error.
func ReadText(v *Value, path, what string) (string, error) {
	if v.Kind != String {
		return "", Fail(path, "expected "+what+", got "+Describe(v))
	}
	if err := CheckText(v.Str, path); err != nil {
		return "", err
	}
	return v.Str, nil
}

// WriteString writes a string.
//
//go:noinline
func WriteString(s string) *Value { return StringValue(s) }

// ReadBool reads a JSON boolean.
func ReadBool(d *Decoder, v *Value, path string) (bool, error) {
	if v.Kind != Bool {
		return false, Fail(path, "expected a boolean, got "+Describe(v))
	}
	return v.Bool, nil
}

// WriteBool writes a boolean.
//
//go:noinline
func WriteBool(b bool) *Value { return BoolValue(b) }

// ReadNull reads JSON null.
func ReadNull(d *Decoder, v *Value, path string) (struct{}, error) {
	if v.Kind != Null {
		return struct{}{}, Fail(path, "expected null, got "+Describe(v))
	}
	return struct{}{}, nil
}

// ReadNumber reads a finite double. An exact integer is taken only when a
// double writes it back with the same digits; any other is refused, never rounded.
func ReadNumber(d *Decoder, v *Value, path string) (float64, error) {
	if v.Kind != Number || (v.Num.Big == nil && (math.IsInf(v.Num.F, 0) || math.IsNaN(v.Num.F))) {
		return 0, Fail(path, "expected a number, got "+Describe(v))
	}
	if v.Num.Big != nil {
		f, _ := new(big.Float).SetInt(v.Num.Big).Float64()
		if math.IsInf(f, 0) {
			return 0, Fail(path, "expected a number, got "+Describe(v))
		}
		if FormatNumber(f) != v.Num.Big.String() {
			return 0, Fail(path, Describe(v)+" is not a number a double holds exactly")
		}
		return f, nil
	}
	return v.Num.F, nil
}

// WriteNumber writes a double.
func WriteNumber(f float64) *Value { return FloatValue(f) }

// ReadInt reads an integer within a format's range. Any number of integral value counts (`1.0`, `1e2`).
func ReadInt(v *Value, path, format string, min, max int64) (int64, error) {
	rangeText := " is outside the " + format + " range " + strconv.FormatInt(min, 10) + ".." + strconv.FormatInt(max, 10)
	if v.Kind == Number && v.Num.Big != nil {
		return 0, Fail(path, Describe(v)+rangeText)
	}
	f := v.Num.F
	if v.Kind != Number || math.IsInf(f, 0) || math.IsNaN(f) || f != math.Trunc(f) {
		return 0, Fail(path, "expected an integer, got "+Describe(v))
	}
	if f < float64(min) || f > float64(max) {
		return 0, Fail(path, Describe(v)+rangeText)
	}
	return int64(f), nil
}

// ReadLiteral reads one string constant.
func ReadLiteral(v *Value, path, literal string) error {
	if v.Kind != String || v.Str != literal {
		return Fail(path, "expected "+Quote(literal)+", got "+Describe(v))
	}
	return nil
}

// ReadArray reads a JSON array whose items all take one reader; never nil.
func ReadArray[T any](d *Decoder, v *Value, path string, item Reader[T]) ([]T, error) {
	if v.Kind != Array {
		return nil, Fail(path, "expected an array, got "+Describe(v))
	}
	out := make([]T, 0, len(v.Items))
	for i, x := range v.Items {
		y, err := item(d, x, d.index(path, i))
		if err != nil {
			return nil, err
		}
		out = append(out, y)
	}
	return out, nil
}

// ArrayOf is the reader of a JSON array of one item type.
func ArrayOf[T any](item Reader[T]) Reader[[]T] {
	return func(d *Decoder, v *Value, path string) ([]T, error) { return ReadArray(d, v, path, item) }
}

// WriteArray writes a slice.
func WriteArray[T any](xs []T, item Writer[T]) *Value {
	out := make([]*Value, len(xs))
	for i, x := range xs {
		out[i] = item(x)
	}
	return ArrayValue(out)
}

// ArrayWriter is the writer of a slice.
func ArrayWriter[T any](item Writer[T]) Writer[[]T] {
	return func(xs []T) *Value { return WriteArray(xs, item) }
}

// ReadMap reads an object whose keys are free and whose values share one reader
// (entries checked in code-point order of their keys); never nil. Of a name
// written twice (a lenient reading), every value is read and the last is kept.
func ReadMap[T any](d *Decoder, v *Value, path string, value Reader[T]) (map[string]T, error) {
	if v.Kind != Object {
		return nil, Fail(path, "expected an object, got "+Describe(v))
	}
	out := make(map[string]T, len(v.Members))
	for _, m := range v.Members.Sorted() {
		if err := CheckText(m.Key, path); err != nil {
			return nil, err
		}
		y, err := value(d, m.Value, d.key(path, m.Key))
		if err != nil {
			return nil, err
		}
		out[m.Key] = y
	}
	return out, nil
}

// MapOf is the reader of an object of one value type.
func MapOf[T any](value Reader[T]) Reader[map[string]T] {
	return func(d *Decoder, v *Value, path string) (map[string]T, error) { return ReadMap(d, v, path, value) }
}

// WriteMap writes a map, keys in code-point order.
func WriteMap[T any](m map[string]T, value Writer[T]) *Value {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	out := make(Members, len(keys))
	for i, k := range keys {
		out[i] = Member{Key: k, Value: value(m[k])}
	}
	return ObjectValue(out)
}

// MapWriter is the writer of a map.
func MapWriter[T any](value Writer[T]) Writer[map[string]T] {
	return func(m map[string]T) *Value { return WriteMap(m, value) }
}

// Nullable is the reader of a value or null (nil).
func Nullable[T any](inner Reader[T]) Reader[*T] {
	return func(d *Decoder, v *Value, path string) (*T, error) {
		if v.Kind == Null {
			return nil, nil
		}
		x, err := inner(d, v, path)
		if err != nil {
			return nil, err
		}
		return &x, nil
	}
}

// NullableWriter is the writer of a value or null (nil).
func NullableWriter[T any](inner Writer[T]) Writer[*T] {
	return func(x *T) *Value {
		if x == nil {
			return NullValue()
		}
		return inner(*x)
	}
}

// Boxed is the reader of a value held through a pointer (a type on a cycle).
func Boxed[T any](inner Reader[T]) Reader[*T] {
	return func(d *Decoder, v *Value, path string) (*T, error) {
		x, err := inner(d, v, path)
		if err != nil {
			return nil, err
		}
		return &x, nil
	}
}

// BoxedWriter is the writer of a value held through a pointer; nil writes the zero value.
func BoxedWriter[T any](inner Writer[T]) Writer[*T] {
	return func(x *T) *Value {
		if x == nil {
			var zero T
			return inner(zero)
		}
		return inner(*x)
	}
}

// Bounded checks a number's published bounds after reading it (strict mode;
// lenient mode checks them only when `always`).
func Bounded[T int32 | int64 | uint16 | uint32 | uint64 | float64](inner Reader[T], min, max *float64, always bool) Reader[T] {
	return func(d *Decoder, v *Value, path string) (T, error) {
		x, err := inner(d, v, path)
		if err != nil || (d.lenient && !always) {
			return x, err
		}
		f := float64(x)
		if min != nil && f < *min {
			return x, Fail(path, FormatNumber(f)+" is below the minimum "+FormatNumber(*min))
		}
		if max != nil && f > *max {
			return x, Fail(path, FormatNumber(f)+" is above the maximum "+FormatNumber(*max))
		}
		return x, nil
	}
}

// Bound is a bound of Bounded.
func Bound(f float64) *float64 { return &f }

// MinItems checks a list's published least number of items after reading it.
func MinItems[T any](inner Reader[[]T], min int, always bool) Reader[[]T] {
	return func(d *Decoder, v *Value, path string) ([]T, error) {
		x, err := inner(d, v, path)
		if err != nil || (d.lenient && !always) {
			return x, err
		}
		if len(x) < min {
			return x, Fail(path, "expected at least "+strconv.Itoa(min)+" items, got "+strconv.Itoa(len(x)))
		}
		return x, nil
	}
}

// MinLength checks a string's published least length in code points after reading it.
func MinLength[T ~string](inner Reader[T], min int, always bool) Reader[T] {
	return func(d *Decoder, v *Value, path string) (T, error) {
		x, err := inner(d, v, path)
		if err != nil || (d.lenient && !always) {
			return x, err
		}
		if n := utf8.RuneCountInString(string(x)); n < min {
			return x, Fail(path, "expected at least "+strconv.Itoa(min)+" characters, got "+strconv.Itoa(n))
		}
		return x, nil
	}
}

// ReadEnum reads a string enum's value: an unknown one fails unless the enum is open.
func ReadEnum[T ~string](v *Value, path, typeName string, values []string, open bool) (T, error) {
	s, err := ReadEnumText(v, path, typeName, values, open)
	return T(s), err
}

// ReadEnumText is ReadEnum giving the value as a string: no generic instantiation per enum type.
func ReadEnumText(v *Value, path, typeName string, values []string, open bool) (string, error) {
	if v.Kind != String {
		return "", Fail(path, "expected a "+typeName+" string, got "+Describe(v))
	}
	for _, x := range values {
		if x == v.Str {
			return v.Str, nil
		}
	}
	if err := CheckText(v.Str, path); err != nil {
		return "", err
	}
	if !open {
		quoted := make([]string, len(values))
		for i, x := range values {
			quoted[i] = Quote(x)
		}
		return "", Fail(path, Quote(v.Str)+" is not a "+typeName+" (expected one of "+strings.Join(quoted, ", ")+")")
	}
	return v.Str, nil
}

// IntReader is the reader of an integer within a format's range.
func IntReader[T int32 | int64 | uint16 | uint32 | uint64](format string, min, max int64) Reader[T] {
	return func(d *Decoder, v *Value, path string) (T, error) { return ReadIntAs[T](v, path, format, min, max) }
}

// ReadIntAs reads an integer within a format's range: what IntReader's reader does, called directly (a reader
// value made where it is called would be one more closure for the compiler at each place).
func ReadIntAs[T int32 | int64 | uint16 | uint32 | uint64](v *Value, path, format string, min, max int64) (T, error) {
	x, err := ReadInt(v, path, format, min, max)
	return T(x), err
}

// WriteInt writes an integer.
//
//go:noinline
func WriteInt[T int32 | int64 | uint16 | uint32 | uint64](x T) *Value { return FloatValue(float64(x)) }

// LiteralReader is the reader of one string constant.
func LiteralReader(literal string) Reader[string] {
	return func(d *Decoder, v *Value, path string) (string, error) {
		return literal, ReadLiteral(v, path, literal)
	}
}

// WriteNull writes null.
func WriteNull(struct{}) *Value { return NullValue() }
