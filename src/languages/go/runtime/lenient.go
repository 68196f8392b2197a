package acpjson

import (
	"sort"
	"strconv"
	"strings"
)

// Dropped is something the lenient mode dropped: where (in the input), what, and why.
type Dropped struct {
	// Path is the JSON path in the input: `$.a.b[2]`.
	Path string
	// Drop is `value` (a field's bad value left out, or an empty list for a
	// required list), `item` (a bad list item or map entry) or `replaced` (an
	// unknown value of an enum with a catch-all value, read as that value).
	Drop string
	// Problem says what was wrong with it.
	Problem string
}

// Leniency is a version's generated lenient dispatch: it walks a failure's
// path from the type named root, through the input, and records on the walk
// the drop the failure calls for (a type with no lenient field on its way
// records nothing). The generated packages write one function per type.
type Leniency func(root string, w *Walk, v *Value)

// seg is one step of a path: an object key, or an array index.
type seg struct {
	key     string
	index   int
	isIndex bool
}

func pathKey(path []seg) string {
	var b strings.Builder
	for _, s := range path {
		if s.isIndex {
			b.WriteString("i" + strconv.Itoa(s.index) + ";")
		} else {
			b.WriteString("k" + strconv.Quote(s.key) + ";")
		}
	}
	return b.String()
}

func pathText(path []seg) string {
	p := "$"
	for _, s := range path {
		if s.isIndex {
			p = Index(p, s.index)
		} else {
			p = Key(p, s.key)
		}
	}
	return p
}

func isIdentStart(c byte) bool {
	return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
}

func isIdentPart(c byte) bool { return isIdentStart(c) || isDigit(c) }

// pathSegments reads the steps of a decode error's path back.
func pathSegments(path string) []seg {
	var out []seg
	for at := 1; at < len(path); {
		switch {
		case path[at] == '.' && at+1 < len(path) && isIdentStart(path[at+1]):
			end := at + 1
			for end < len(path) && isIdentPart(path[end]) {
				end++
			}
			out = append(out, seg{key: path[at+1 : end]})
			at = end
		case strings.HasPrefix(path[at:], `["`):
			end := at + 2
			for end < len(path) && path[end] != '"' {
				if path[end] == '\\' {
					end += 2
				} else {
					end++
				}
			}
			if end >= len(path) {
				return out
			}
			k, err := ParseText(path[at+1 : end+1])
			if err != nil || k.Kind != String {
				return out
			}
			out = append(out, seg{key: k.Str})
			at = end + 2
		case path[at] == '[':
			end := at + 1
			for end < len(path) && isDigit(path[end]) {
				end++
			}
			if end == at+1 || end >= len(path) || path[end] != ']' {
				return out
			}
			n, _ := strconv.Atoi(path[at+1 : end])
			out = append(out, seg{index: n, isIndex: true})
			at = end + 1
		default:
			return out
		}
	}
	return out
}

// action is what a drop does: remove the field, empty it, drop the item, or replace the value.
type action struct {
	kind    string
	replace string
}

type dropAt struct {
	path   []seg
	action action
}

func appendSeg(path []seg, s seg) []seg {
	return append(append([]seg{}, path...), s)
}

// prune is the input without what was dropped so far; only the containers on the way to a drop are copied.
func prune(v *Value, drops map[string]action, above map[string]bool, path []seg) *Value {
	if here, ok := drops[pathKey(path)]; ok && here.kind == "replace" {
		return StringValue(here.replace)
	}
	if !above[pathKey(path)] {
		return v
	}
	switch v.Kind {
	case Array:
		out := []*Value{}
		for i, x := range v.Items {
			p := appendSeg(path, seg{index: i, isIndex: true})
			if drops[pathKey(p)].kind != "item" {
				out = append(out, prune(x, drops, above, p))
			}
		}
		return ArrayValue(out)
	case Object:
		out := Members{}
		for _, m := range v.Members {
			p := appendSeg(path, seg{key: m.Key})
			a := drops[pathKey(p)]
			switch a.kind {
			case "remove", "item":
				continue
			case "empty":
				out = append(out, Member{Key: m.Key, Value: ArrayValue(nil)})
			default:
				out = append(out, Member{Key: m.Key, Value: prune(m.Value, drops, above, p)})
			}
		}
		return ObjectValue(out)
	}
	return v
}

// Drop is what dropping a lenient field's bad value does: DropRemove leaves
// the field out, DropEmpty makes it an empty list (a required list);
// DropNone: the field is on the way to a drop, not lenient itself.
type Drop string

// The drops of a lenient field's value.
const (
	DropNone   Drop = ""
	DropRemove Drop = "remove"
	DropEmpty  Drop = "empty"
)

// Walk is the walk of one failure's path through the input, for the
// generated lenient functions: each step follows the next segment of the
// path, in the input's own coordinates (a list's index skips the items
// dropped so far), and the deepest drop on the way is kept.
type Walk struct {
	segs  []seg
	at    int
	path  []seg
	drops map[string]action
	found *dropAt
}

func (w *Walk) step(s seg) {
	w.at++
	w.path = appendSeg(w.path, s)
}

// Key is the next segment, when it is a key and v an object.
func (w *Walk) Key(v *Value) (string, bool) {
	if v == nil || v.Kind != Object || w.at >= len(w.segs) || w.segs[w.at].isIndex {
		return "", false
	}
	return w.segs[w.at].key, true
}

// Tag is the tag of a union's value, when it is a string.
func (w *Walk) Tag(v *Value, field string) (string, bool) {
	if v == nil || v.Kind != Object {
		return "", false
	}
	tag := v.Get(field)
	if tag == nil || tag.Kind != String {
		return "", false
	}
	return tag.Str, true
}

// Field steps into v's field name (the next segment), recording drop there;
// nil when v has no such field.
func (w *Walk) Field(v *Value, name string, drop Drop) *Value {
	if v == nil || v.Kind != Object || v.Get(name) == nil {
		return nil
	}
	w.step(seg{key: name})
	if drop != DropNone {
		w.found = &dropAt{path: w.path, action: action{kind: string(drop)}}
	}
	return v.Get(name)
}

// Item steps into the list item the next segment names (dropped there when drop).
func (w *Walk) Item(v *Value, drop bool) *Value {
	if v == nil || v.Kind != Array || w.at >= len(w.segs) || !w.segs[w.at].isIndex {
		return nil
	}
	index, seen := -1, -1
	for j := range v.Items {
		if w.drops[pathKey(appendSeg(w.path, seg{index: j, isIndex: true}))].kind == "item" {
			continue
		}
		seen++
		if seen == w.segs[w.at].index {
			index = j
			break
		}
	}
	if index < 0 {
		return nil
	}
	w.step(seg{index: index, isIndex: true})
	if drop {
		w.found = &dropAt{path: w.path, action: action{kind: "item"}}
	}
	return v.Items[index]
}

// Entry steps into the map entry the next segment names (dropped there when drop).
func (w *Walk) Entry(v *Value, drop bool) *Value {
	if v == nil || v.Kind != Object || w.at >= len(w.segs) || w.segs[w.at].isIndex {
		return nil
	}
	next := v.Get(w.segs[w.at].key)
	if next == nil {
		return nil
	}
	w.step(w.segs[w.at])
	if drop {
		w.found = &dropAt{path: w.path, action: action{kind: "item"}}
	}
	return next
}

// CatchAll records, when the failure is at v and v is a string of an enum
// with a catch-all value, that v reads as with.
func (w *Walk) CatchAll(v *Value, with string) {
	if v != nil && v.Kind == String && w.at == len(w.segs) {
		w.found = &dropAt{path: w.path, action: action{kind: "replace", replace: with}}
	}
}

// Over steps over the next segment when it names v's variant by its tag (a
// path may, as Python's does).
func (w *Walk) Over(v *Value, key string, tagField string) bool {
	if tag, ok := w.Tag(v, tagField); !ok || tag != key {
		return false
	}
	w.at++
	return true
}

// parseLenient reads a document as the named type leniently (see
// ParseLenientValue): read reads a pruned copy of v (at `$`) until it reads,
// or fails where nothing may be dropped.
func parseLenient(name, feature string, lenient Leniency, v *Value, opts []Option, read func(d *Decoder, v *Value) error) ([]Dropped, error) {
	root := name[strings.IndexByte(name, '.')+1:]
	// What every parse checks first (nesting, strings, numbers) is a fault of the document, not a bad value to drop.
	suspect := NewDecoder(opts...).full || hasFault(v, 0)
	if suspect {
		if f := firstFault(v, "$"); f != nil {
			return nil, &DecodeError{TypeName: name, Path: f.Path, Problem: f.Problem}
		}
	}
	// A repeated name is read as upstream's crate reads it: a field or tag named twice is refused
	// where it is read, free-form JSON and unknown members keep the last.
	repeated := suspect && FirstDuplicate(v, "$") != nil
	drops := map[string]action{}
	above := map[string]bool{}
	var dropped []Dropped
	for {
		d := NewDecoder(opts...)
		d.lenient = true
		d.repeated = repeated
		err := decodeDocument(name, feature, d, prune(v, drops, above, nil), read)
		if err == nil {
			sort.SliceStable(dropped, func(i, j int) bool { return dropped[i].Path < dropped[j].Path })
			return dropped, nil
		}
		de, ok := err.(*DecodeError)
		if !ok || de.Problem == tooDeep || de.Problem == loneSurrogate || lenient == nil {
			return nil, err
		}
		w := &Walk{segs: pathSegments(de.Path), drops: drops}
		lenient(root, w, v)
		at := w.found
		if at == nil {
			return nil, err
		}
		if _, seen := drops[pathKey(at.path)]; seen {
			return nil, err
		}
		drops[pathKey(at.path)] = at.action
		for i := range at.path {
			above[pathKey(at.path[:i])] = true
		}
		kind := "value"
		switch at.action.kind {
		case "item":
			kind = "item"
		case "replace":
			kind = "replaced"
		}
		dropped = append(dropped, Dropped{Path: pathText(at.path), Drop: kind, Problem: de.Problem})
	}
}

// ParseLenientValue parses like ParseValue, but where upstream parses leniently
// (the spec's `@lenient` fields, never a patch field) a bad value is dropped
// instead of failing the parse, and reported. Anything else that is wrong still
// fails. lenient is the lenient mode of the type's version (its package
// lenient's Leniency, whose Parse and ParseValue call this); nil drops nothing.
func ParseLenientValue[T any](c *Codec[T], lenient Leniency, v *Value, opts ...Option) (T, []Dropped, error) {
	var x T
	dropped, err := parseLenient(c.Name, c.Feature, lenient, v, opts, func(d *Decoder, v *Value) error {
		y, err := readCodec(c, d, v, "$")
		x = y
		return err
	})
	if err != nil {
		var zero T
		return zero, nil, err
	}
	return x, dropped, nil
}

// ParseLenient parses JSON text (UTF-8 bytes) leniently; see ParseLenientValue.
func ParseLenient[T any](c *Codec[T], lenient Leniency, data []byte, opts ...Option) (T, []Dropped, error) {
	v, err := ParseBytes(data)
	if err != nil {
		var zero T
		return zero, nil, &DecodeError{TypeName: c.Name, Path: "$", Problem: err.Error()}
	}
	return ParseLenientValue(c, lenient, v, opts...)
}
