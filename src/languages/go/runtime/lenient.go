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

// Leniency is where a version's lenient mode may drop data: per type, the
// fields upstream parses leniently and the way to them (the generated
// packages hold it as JSON, the same data every language reads).
type Leniency struct {
	graph *Value
}

// NewLeniency reads a leniency graph from its JSON text; it panics on text that is not JSON (a generated constant).
func NewLeniency(text string) *Leniency {
	v, err := ParseText(text)
	if err != nil {
		panic("acpjson: the leniency graph is not JSON: " + err.Error())
	}
	return &Leniency{graph: v}
}

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

// resolveAlias follows aliases to the type they name.
func (l *Leniency) resolveAlias(node *Value) *Value {
	for i := 0; i < 64 && node != nil && node.Get("ref") != nil; i++ {
		d := l.graph.Get(node.Get("ref").Str)
		if d == nil || d.Get("alias") == nil {
			break
		}
		node = d.Get("alias")
	}
	if node != nil && node.Kind == Null {
		return nil
	}
	return node
}

// locate is the drop a failure at segs (a path in the pruned input) calls for: the
// deepest lenient field or item on the way, in the original input's coordinates.
func (l *Leniency) locate(root string, input *Value, segs []seg, drops map[string]action) *dropAt {
	node := ObjectValue(Members{{Key: "ref", Value: StringValue(root)}})
	value := input
	items := false
	var path []seg
	var found *dropAt
	whole := true
	for _, s := range segs {
		whole = false
		node = l.resolveAlias(node)
		if node == nil {
			break
		}
		if ref := node.Get("ref"); ref != nil {
			d := l.graph.Get(ref.Str)
			if d == nil || d.Get("alias") != nil || d.Get("catchAll") != nil || value.Kind != Object {
				break
			}
			own := d.Get("fields")
			var payload *Value
			if tagField := d.Get("tag"); tagField != nil {
				tag := value.Get(tagField.Str)
				if tag != nil && tag.Kind == String {
					if name := d.Get("variants").Get(tag.Str); name != nil {
						payload = l.graph.Get(name.Str).Get("fields")
					}
				}
				field := own.Get(s.key)
				if field == nil {
					field = payload.Get(s.key)
				}
				// A path may name the variant by its tag (Python's does): step over it.
				if !s.isIndex && tag != nil && tag.Kind == String && s.key == tag.Str && field == nil {
					whole = true
					continue
				}
			}
			f := own.Get(s.key)
			if f == nil {
				f = payload.Get(s.key)
			}
			if s.isIndex || f == nil || value.Get(s.key) == nil {
				break
			}
			path = appendSeg(path, s)
			value = value.Get(s.key)
			if fv := f.Get("value"); fv != nil {
				found = &dropAt{path: path, action: action{kind: fv.Str}}
			}
			node = f.Get("type")
			it := f.Get("items")
			items = it != nil && it.Kind == Bool && it.Bool
			whole = true
			continue
		}
		if list := node.Get("list"); list != nil {
			if !s.isIndex || value.Kind != Array {
				break
			}
			index, seen := -1, -1
			for j := range value.Items {
				if drops[pathKey(appendSeg(path, seg{index: j, isIndex: true}))].kind == "item" {
					continue
				}
				seen++
				if seen == s.index {
					index = j
					break
				}
			}
			if index < 0 {
				break
			}
			path = appendSeg(path, seg{index: index, isIndex: true})
			value = value.Items[index]
			if items {
				found = &dropAt{path: path, action: action{kind: "item"}}
			}
			node = list
			items = false
			whole = true
			continue
		}
		if s.isIndex || value.Kind != Object || value.Get(s.key) == nil {
			break
		}
		path = appendSeg(path, s)
		value = value.Get(s.key)
		if items {
			found = &dropAt{path: path, action: action{kind: "item"}}
		}
		node = node.Get("map")
		items = false
		whole = true
	}
	// The failure is at a value of an enum with a catch-all value: an unknown string reads as that value.
	if whole {
		node = l.resolveAlias(node)
	} else {
		node = nil
	}
	if node != nil && node.Get("ref") != nil {
		if target := l.graph.Get(node.Get("ref").Str); target != nil {
			if c := target.Get("catchAll"); c != nil && value.Kind == String {
				found = &dropAt{path: path, action: action{kind: "replace", replace: c.Str}}
			}
		}
	}
	return found
}

// ParseLenientValue parses like ParseValue, but where upstream parses leniently
// (the spec's `@lenient` fields, never a patch field) a bad value is dropped
// instead of failing the parse, and reported. Anything else that is wrong still fails.
func (c Codec[T]) ParseLenientValue(v *Value, opts ...Option) (T, []Dropped, error) {
	var zero T
	root := c.Name[strings.IndexByte(c.Name, '.')+1:]
	// What every parse checks first (nesting, strings, numbers) is a fault of the document, not a bad value to drop.
	if f := FirstFault(v, "$"); f != nil {
		return zero, nil, &DecodeError{TypeName: c.Name, Path: f.Path, Problem: f.Problem}
	}
	drops := map[string]action{}
	above := map[string]bool{}
	var dropped []Dropped
	for {
		d := NewDecoder(opts...)
		d.lenient = true
		x, err := c.decode(d, prune(v, drops, above, nil))
		if err == nil {
			sort.SliceStable(dropped, func(i, j int) bool { return dropped[i].Path < dropped[j].Path })
			return x, dropped, nil
		}
		de, ok := err.(*DecodeError)
		if !ok || de.Problem == tooDeep || de.Problem == loneSurrogate || c.Lenient == nil {
			return zero, nil, err
		}
		at := c.Lenient.locate(root, v, pathSegments(de.Path), drops)
		if at == nil {
			return zero, nil, err
		}
		if _, seen := drops[pathKey(at.path)]; seen {
			return zero, nil, err
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

// ParseLenient parses JSON text (UTF-8 bytes) leniently; see ParseLenientValue.
func (c Codec[T]) ParseLenient(data []byte, opts ...Option) (T, []Dropped, error) {
	v, err := ParseBytes(data)
	if err != nil {
		var zero T
		return zero, nil, &DecodeError{TypeName: c.Name, Path: "$", Problem: err.Error()}
	}
	return c.ParseLenientValue(v, opts...)
}

// RoundTripLenient parses a JSON value leniently and writes it back, with what was dropped.
func (c Codec[T]) RoundTripLenient(v *Value, opts ...Option) (*Value, []Dropped, error) {
	x, dropped, err := c.ParseLenientValue(v, opts...)
	if err != nil {
		return nil, nil, err
	}
	return c.Write(x), dropped, nil
}
