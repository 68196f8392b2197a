// Package acpjson is the runtime behind the generated bindings: an ordered
// JSON value, a reader that keeps integers exact, a canonical writer, and the
// small helpers the generated codecs call. It depends on the standard library
// only, and never on encoding/json's struct mapping (which escapes HTML
// characters and matches keys without regard to case).
package acpjson

import (
	"errors"
	"math"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Kind is the kind of a JSON value.
type Kind uint8

// The kinds of JSON values.
const (
	// Null is JSON null.
	Null Kind = iota
	// Bool is true or false.
	Bool
	// Number is a JSON number.
	Number
	// String is a JSON string.
	String
	// Array is a JSON array.
	Array
	// Object is a JSON object.
	Object
)

// Member is one key of an object and its value.
type Member struct {
	// Key is the member's key.
	Key string
	// Value is the member's value.
	Value *Value
}

// Members is the members of an object, in order.
type Members []Member

// Num is a JSON number: a double, or an exact integer beyond ±(2^53 − 1).
type Num struct {
	// F is the number as a double (when Big is nil).
	F float64
	// Big is the exact value of an integer written beyond ±(2^53 − 1), else nil.
	Big *big.Int
}

// Value is any JSON value. Objects keep their members in order, as written:
// a name written twice is two members (which a strict parse refuses).
type Value struct {
	// Kind says which of the other fields holds the value.
	Kind Kind
	// Bool is the value of a Bool.
	Bool bool
	// Num is the value of a Number.
	Num Num
	// Str is the value of a String.
	Str string
	// Items is the items of an Array.
	Items []*Value
	// Members is the members of an Object, in order.
	Members Members
}

// The value constructors and the small helpers that generated readers and writers call
// (here and in codec.go, object.go, union.go, peer.go) are marked go:noinline: a binding
// calls them from thousands of places, and inlining each copy (an allocation with its
// write barriers) made compiling a version package about a third slower, for a call
// that costs nanoseconds next to the allocation.

// NullValue returns JSON null.
//
//go:noinline
func NullValue() *Value { return &Value{Kind: Null} }

// BoolValue returns a JSON boolean.
//
//go:noinline
func BoolValue(b bool) *Value { return &Value{Kind: Bool, Bool: b} }

// FloatValue returns a JSON number.
//
//go:noinline
func FloatValue(f float64) *Value { return &Value{Kind: Number, Num: Num{F: f}} }

// IntValue returns a JSON number holding an integer.
func IntValue(i int64) *Value { return FloatValue(float64(i)) }

// UintValue returns a JSON number holding an unsigned integer.
func UintValue(u uint64) *Value { return FloatValue(float64(u)) }

// StringValue returns a JSON string.
//
//go:noinline
func StringValue(s string) *Value { return &Value{Kind: String, Str: s} }

// ArrayValue returns a JSON array.
//
//go:noinline
func ArrayValue(items []*Value) *Value {
	if items == nil {
		items = []*Value{}
	}
	return &Value{Kind: Array, Items: items}
}

// ObjectValue returns a JSON object with these members, in this order.
//
//go:noinline
func ObjectValue(members Members) *Value { return &Value{Kind: Object, Members: members} }

// Get returns the value of an object's key, or nil when it has none (of a
// name written twice, the last value, as JSON.parse keeps it).
func (v *Value) Get(key string) *Value {
	if v == nil || v.Kind != Object {
		return nil
	}
	return v.Members.Get(key)
}

// Set sets an object's key: in place when it has one (of a name written
// twice, the last), else at the end.
func (v *Value) Set(key string, x *Value) {
	for i := len(v.Members) - 1; i >= 0; i-- {
		if v.Members[i].Key == key {
			v.Members[i].Value = x
			return
		}
	}
	v.Members = append(v.Members, Member{Key: key, Value: x})
}

// Get returns the value of a key, or nil (of a name written twice, the last value).
func (m Members) Get(key string) *Value {
	for i := len(m) - 1; i >= 0; i-- {
		if m[i].Key == key {
			return m[i].Value
		}
	}
	return nil
}

// Has reports whether a key is among the members.
func (m Members) Has(key string) bool {
	for i := range m {
		if m[i].Key == key {
			return true
		}
	}
	return false
}

// SortedKeys returns an object's keys in code-point order.
func (v *Value) SortedKeys() []string {
	keys := make([]string, len(v.Members))
	for i, m := range v.Members {
		keys[i] = m.Key
	}
	sort.Strings(keys)
	return keys
}

// MarshalJSON writes the value for encoding/json (a struct with json tags that holds free-form JSON):
// compact JSON text, members in their order, as Write gives it.
func (v *Value) MarshalJSON() ([]byte, error) { return Write(v) }

// UnmarshalJSON reads JSON text into the value for encoding/json, as ParseBytes reads it (a repeated name kept).
func (v *Value) UnmarshalJSON(data []byte) error {
	x, err := ParseBytes(data)
	if err != nil {
		return err
	}
	*v = *x
	return nil
}

// Sorted returns an object's members in code-point order of their keys (a copy).
func (m Members) Sorted() Members {
	out := append(Members{}, m...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Key < out[j].Key })
	return out
}

// MaxIntegerDigits is the most digits an integer may have (Python's limit, which every binding keeps).
const MaxIntegerDigits = 4300

// maxSafe is 2^53 − 1, the largest integer every binding holds exactly as a double.
const maxSafe = 1<<53 - 1

// SyntaxError is JSON text that is not JSON.
type SyntaxError struct {
	// Offset is where the problem is in the text, in UTF-16 code units (as JavaScript counts).
	Offset int
	// Msg says what is wrong.
	Msg string
}

// Error implements error.
func (e *SyntaxError) Error() string {
	return e.Msg + " at position " + strconv.Itoa(e.Offset) + " of the JSON text"
}

// ParseText reads JSON text as a string (a Go string may hold a lone surrogate
// as its WTF-8 bytes, which the codecs then refuse). Every member of an object
// is kept, in order, a repeated name too: the codecs judge it (a strict parse
// refuses it; see Duplicate).
func ParseText(text string) (*Value, error) {
	r := reader{s: text}
	return r.document()
}

// ParseBytes reads JSON text given as bytes: they must be UTF-8. Objects keep every member, as ParseText does.
func ParseBytes(data []byte) (*Value, error) {
	v, _, err := parseBytes(data)
	return v, err
}

// parseBytes is ParseBytes, and whether the document is sure to hold no fault
// FirstFault finds (UTF-8 text with no escaped lone surrogate, no deep nesting,
// no number no double holds) and no object that names a member twice.
func parseBytes(data []byte) (*Value, bool, error) {
	if !utf8.Valid(data) {
		return nil, false, &SyntaxError{Offset: 0, Msg: "the bytes are not UTF-8"}
	}
	r := reader{s: string(data)}
	v, err := r.document()
	return v, !r.suspect && !r.repeated, err
}

type reader struct {
	s  string
	at int
	// suspect is set when the text may hold a fault FirstFault finds: deep
	// nesting, an escaped surrogate, or a number no double holds.
	suspect bool
	// repeated is set when an object names a member twice (names compared after unescaping).
	repeated bool
}

// value returns a new value of a kind.
func (r *reader) value(kind Kind) *Value {
	return &Value{Kind: kind}
}

// fail reports a syntax error at the reader's position, counted as JavaScript counts it (UTF-16 code units).
func (r *reader) fail(msg string) error {
	return &SyntaxError{Offset: utf16Units(r.s[:r.at]), Msg: msg}
}

// utf16Units is the length of text in UTF-16 code units (a surrogate's WTF-8 bytes are one).
func utf16Units(s string) int {
	n := 0
	for i := 0; i < len(s); {
		c, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case c == utf8.RuneError && size == 1 && s[i] == 0xed && i+2 < len(s):
			size = 3
			n++
		case c >= 0x10000:
			n += 2
		default:
			n++
		}
		i += size
	}
	return n
}

func (r *reader) space() {
	for r.at < len(r.s) {
		switch r.s[r.at] {
		case ' ', '\t', '\n', '\r':
			r.at++
		default:
			return
		}
	}
}

// container is an array or object the reader has open: its members (or items)
// so far are the reader's shared stack from start on.
type container struct {
	v     *Value
	start int
	// key is the key of the member being read.
	key string
	// seen holds the object's keys so far, once it has more than a few members
	// (until then they are scanned), so that a repeated name is found in constant time.
	seen map[string]bool
}

// names reports whether the object's members so far (on the shared stack) already name key.
func (f *container) names(members []Member, key string) bool {
	if f.seen != nil {
		return f.seen[key]
	}
	for i := f.start; i < len(members); i++ {
		if members[i].Key == key {
			return true
		}
	}
	return false
}

// document reads the whole text as one value. It keeps open containers on its
// own stack, so any depth of nesting reads (a codec judges the depth). The
// members and items of open containers sit on shared stacks, and each
// container gets a slice of its exact size when it closes.
func (r *reader) document() (*Value, error) {
	var open []container
	var members []Member
	var items []*Value
	for {
		r.space()
		if r.at >= len(r.s) {
			return nil, r.fail("unexpected end of the JSON text")
		}
		c := r.s[r.at]
		var value *Value
		if c == '{' || c == '[' {
			r.at++
			r.space()
			closing := byte(']')
			if c == '{' {
				closing = '}'
			}
			if len(open) >= MaxDepth-1 {
				r.suspect = true
			}
			if r.at < len(r.s) && r.s[r.at] == closing {
				r.at++
				if c == '{' {
					value = r.value(Object)
					value.Members = Members{}
				} else {
					value = r.value(Array)
					value.Items = []*Value{}
				}
			} else {
				if c == '{' {
					k, err := r.key()
					if err != nil {
						return nil, err
					}
					open = append(open, container{v: r.value(Object), start: len(members), key: k})
				} else {
					open = append(open, container{v: r.value(Array), start: len(items)})
				}
				continue
			}
		} else {
			v, err := r.scalar()
			if err != nil {
				return nil, err
			}
			value = v
		}
		for {
			top := len(open) - 1
			if top < 0 {
				r.space()
				if r.at < len(r.s) {
					return nil, r.fail("unexpected text after the JSON value")
				}
				return value, nil
			}
			f := &open[top]
			list := f.v.Kind == Array
			if list {
				items = append(items, value)
			} else {
				// Every member is kept, a repeated name too: a strict parse refuses it, a lenient one decides by what the name is.
				members = append(members, Member{Key: f.key, Value: value})
				if f.seen != nil {
					f.seen[f.key] = true
				} else if !r.repeated && len(members)-f.start > smallObject {
					f.seen = make(map[string]bool, 2*(len(members)-f.start))
					for i := f.start; i < len(members); i++ {
						f.seen[members[i].Key] = true
					}
				}
			}
			r.space()
			if r.at < len(r.s) && r.s[r.at] == ',' {
				r.at++
				if !list {
					k, err := r.key()
					if err != nil {
						return nil, err
					}
					f.key = k
					// Once one name is known to repeat, the document is looked at again anyway: no more need be found.
					if !r.repeated {
						r.repeated = f.names(members, k)
					}
				}
				break
			}
			want := byte('}')
			if list {
				want = ']'
			}
			if r.at >= len(r.s) || r.s[r.at] != want {
				if list {
					return nil, r.fail("expected ',' or ']'")
				}
				return nil, r.fail("expected ',' or '}'")
			}
			r.at++
			value = f.v
			if list {
				value.Items = make([]*Value, len(items)-f.start)
				copy(value.Items, items[f.start:])
				clear(items[f.start:])
				items = items[:f.start]
			} else {
				value.Members = make(Members, len(members)-f.start)
				copy(value.Members, members[f.start:])
				clear(members[f.start:])
				members = members[:f.start]
			}
			open = open[:top]
		}
	}
}

func (r *reader) key() (string, error) {
	r.space()
	if r.at >= len(r.s) || r.s[r.at] != '"' {
		return "", r.fail("expected a key")
	}
	k, err := r.str()
	if err != nil {
		return "", err
	}
	r.space()
	if r.at >= len(r.s) || r.s[r.at] != ':' {
		return "", r.fail("expected ':'")
	}
	r.at++
	return k, nil
}

func (r *reader) scalar() (*Value, error) {
	s := r.s[r.at:]
	switch {
	case s[0] == '"':
		str, err := r.str()
		if err != nil {
			return nil, err
		}
		v := r.value(String)
		v.Str = str
		return v, nil
	case strings.HasPrefix(s, "true"):
		r.at += 4
		v := r.value(Bool)
		v.Bool = true
		return v, nil
	case strings.HasPrefix(s, "false"):
		r.at += 5
		return r.value(Bool), nil
	case strings.HasPrefix(s, "null"):
		r.at += 4
		return r.value(Null), nil
	}
	return r.number()
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func (r *reader) number() (*Value, error) {
	start := r.at
	i := r.at
	s := r.s
	if i < len(s) && s[i] == '-' {
		i++
	}
	if i >= len(s) || !isDigit(s[i]) {
		return nil, r.fail("expected a JSON value")
	}
	if s[i] == '0' {
		i++
	} else {
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	integer := true
	if i+1 < len(s) && s[i] == '.' && isDigit(s[i+1]) {
		integer = false
		i++
		for i < len(s) && isDigit(s[i]) {
			i++
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		j := i + 1
		if j < len(s) && (s[j] == '+' || s[j] == '-') {
			j++
		}
		if j < len(s) && isDigit(s[j]) {
			integer = false
			i = j
			for i < len(s) && isDigit(s[i]) {
				i++
			}
		}
	}
	r.at = i
	n, err := NumberFromText(s[start:i], integer)
	if err != nil {
		// At the end of the number, as the other languages' readers say.
		return nil, r.fail(err.Error())
	}
	if n.Big == nil && (math.IsInf(n.F, 0) || math.IsNaN(n.F)) {
		r.suspect = true
	}
	v := r.value(Number)
	v.Num = n
	return v, nil
}

// NumberFromText reads a number's JSON text: an integer beyond ±(2^53 − 1) is
// kept exact, any other number is a double (one too large is infinite, and
// refused by every codec).
func NumberFromText(t string, integer bool) (Num, error) {
	if !integer {
		f, err := strconv.ParseFloat(t, 64)
		if err != nil && !errors.Is(err, strconv.ErrRange) {
			return Num{}, err
		}
		return Num{F: f}, nil
	}
	digits := strings.TrimPrefix(t, "-")
	if len(digits) > MaxIntegerDigits {
		return Num{}, errors.New("an integer of more than " + strconv.Itoa(MaxIntegerDigits) + " digits")
	}
	if len(digits) <= 15 {
		f, _ := strconv.ParseFloat(t, 64)
		return Num{F: f}, nil
	}
	b, _ := new(big.Int).SetString(t, 10)
	if b.IsInt64() && b.Int64() <= maxSafe && b.Int64() >= -maxSafe {
		return Num{F: float64(b.Int64())}, nil
	}
	return Num{Big: b}, nil
}

func hexVal(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'a' && c <= 'f':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'F':
		return int(c-'A') + 10
	}
	return -1
}

// appendWTF8 appends a code point; a surrogate is written as its three WTF-8 bytes.
func appendWTF8(b []byte, c rune) []byte {
	if c >= 0xd800 && c <= 0xdfff {
		return append(b, byte(0xe0|(c>>12)), byte(0x80|((c>>6)&0x3f)), byte(0x80|(c&0x3f)))
	}
	return utf8.AppendRune(b, c)
}

func (r *reader) str() (string, error) {
	s := r.s
	start := r.at + 1
	i := start
	for {
		if i >= len(s) {
			return "", r.fail("an unterminated string")
		}
		c := s[i]
		if c == '"' {
			r.at = i + 1
			return s[start:i], nil
		}
		if c < 0x20 {
			r.at = i
			return "", r.fail("a control character in a string")
		}
		if c == '\\' {
			break
		}
		i++
	}
	out := []byte(s[start:i])
	for {
		if i >= len(s) {
			return "", r.fail("an unterminated string")
		}
		c := s[i]
		switch {
		case c == '"':
			r.at = i + 1
			return string(out), nil
		case c < 0x20:
			r.at = i
			return "", r.fail("a control character in a string")
		case c != '\\':
			out = append(out, c)
			i++
			continue
		}
		if i+1 >= len(s) {
			return "", r.fail("an unterminated string")
		}
		e := s[i+1]
		i += 2
		switch e {
		case '"', '\\', '/':
			out = append(out, e)
		case 'b':
			out = append(out, '\b')
		case 'f':
			out = append(out, '\f')
		case 'n':
			out = append(out, '\n')
		case 'r':
			out = append(out, '\r')
		case 't':
			out = append(out, '\t')
		case 'u':
			c, ok := hex4(s, i)
			if !ok {
				r.at = i - 2
				return "", r.fail("a malformed escape in a string")
			}
			i += 4
			// A high surrogate followed by an escaped low surrogate is one code point.
			if c >= 0xd800 && c <= 0xdbff && i+1 < len(s) && s[i] == '\\' && s[i+1] == 'u' {
				if d, ok := hex4(s, i+2); ok && d >= 0xdc00 && d <= 0xdfff {
					i += 6
					out = utf8.AppendRune(out, 0x10000+(c-0xd800)<<10+(d-0xdc00))
					continue
				}
			}
			if c >= 0xd800 && c <= 0xdfff {
				r.suspect = true
			}
			out = appendWTF8(out, c)
		default:
			r.at = i - 2
			return "", r.fail("a malformed escape in a string")
		}
	}
}

func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	var c rune
	for j := 0; j < 4; j++ {
		h := hexVal(s[i+j])
		if h < 0 {
			return 0, false
		}
		c = c<<4 | rune(h)
	}
	return c, true
}

// WellFormed reports whether a string holds no lone surrogate (nor other bytes that are not UTF-8).
func WellFormed(s string) bool { return utf8.ValidString(s) }

// Write gives compact JSON text: an object's members in their order, numbers
// as ECMAScript spells them, strings escaped as JSON.stringify escapes them.
// A number that is not finite is an error.
//
//go:noinline
func Write(v *Value) ([]byte, error) {
	return appendValue(nil, v)
}

func appendValue(b []byte, v *Value) ([]byte, error) {
	if v == nil {
		return append(b, "null"...), nil
	}
	switch v.Kind {
	case Null:
		return append(b, "null"...), nil
	case Bool:
		if v.Bool {
			return append(b, "true"...), nil
		}
		return append(b, "false"...), nil
	case Number:
		if v.Num.Big != nil {
			return v.Num.Big.Append(b, 10), nil
		}
		if math.IsInf(v.Num.F, 0) || math.IsNaN(v.Num.F) {
			return nil, errors.New(FormatNumber(v.Num.F) + " is not a JSON number")
		}
		return append(b, FormatNumber(v.Num.F)...), nil
	case String:
		return AppendString(b, v.Str), nil
	case Array:
		b = append(b, '[')
		for i, x := range v.Items {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendValue(b, x); err != nil {
				return nil, err
			}
		}
		return append(b, ']'), nil
	default:
		b = append(b, '{')
		for i, m := range v.Members {
			if i > 0 {
				b = append(b, ',')
			}
			b = AppendString(b, m.Key)
			b = append(b, ':')
			var err error
			if b, err = appendValue(b, m.Value); err != nil {
				return nil, err
			}
		}
		return append(b, '}'), nil
	}
}

const hexDigits = "0123456789abcdef"

// AppendString appends a string as JSON.stringify writes it: `"`, `\` and
// control characters escaped, a lone surrogate as `\udxxx`, all else as is.
func AppendString(b []byte, s string) []byte {
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch c {
			case '"':
				b = append(b, '\\', '"')
			case '\\':
				b = append(b, '\\', '\\')
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				if c < 0x20 {
					b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xf])
				} else {
					b = append(b, c)
				}
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			// A surrogate's WTF-8 bytes: written as its escape.
			if c == 0xed && i+2 < len(s) && s[i+1] >= 0xa0 && s[i+1] <= 0xbf {
				u := rune(c&0x0f)<<12 | rune(s[i+1]&0x3f)<<6 | rune(s[i+2]&0x3f)
				b = append(b, '\\', 'u', hexDigits[u>>12], hexDigits[(u>>8)&0xf], hexDigits[(u>>4)&0xf], hexDigits[u&0xf])
				i += 3
				continue
			}
			b = append(b, "\ufffd"...)
			i++
			continue
		}
		b = append(b, s[i:i+size]...)
		i += size
	}
	return append(b, '"')
}

// FormatNumber spells a double as ECMAScript's Number.prototype.toString does
// (the shortest digits that read back the same; `-0` is `0`).
func FormatNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0"
	}
	sign := ""
	if f < 0 {
		sign = "-"
		f = -f
	}
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	n := x + 1
	k := len(digits)
	switch {
	case k <= n && n <= 21:
		return sign + digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return sign + digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return sign + "0." + strings.Repeat("0", -n) + digits
	}
	out := sign + digits[:1]
	if k > 1 {
		out += "." + digits[1:]
	}
	if n-1 >= 0 {
		return out + "e+" + strconv.Itoa(n-1)
	}
	return out + "e-" + strconv.Itoa(1-n)
}
