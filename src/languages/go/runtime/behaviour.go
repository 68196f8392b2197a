package behaviour

// The primitives of the generated converters and reducers. acp-codegen emits
// each conversion rule and reducer action as Go code (packages convert and
// reducer); that code works on JSON values through the small operations here:
// reading a path, JSON equality, the value tests, checking a value against a
// type, minting ids, the errors. Nothing here reads a rule: there is no
// program to interpret, and no protocol name. An absent value is a nil
// *Value.

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"{{module}}/acpjson"
)

// Host is what the behaviour code needs from the bindings: parse a value as a
// named type and give back its canonical JSON.
type Host interface {
	// Canonical fails when v is not a valid value of the qualified type; the error says why.
	Canonical(typeName string, v *acpjson.Value) (*acpjson.Value, error)
}

// ConversionError is a message that no rule converts, or whose rule fails;
// Rule is the rule id of out/tables.
type ConversionError struct {
	// Rule is the id of the rule (or no-rule, invalid-input, invalid-option).
	Rule string
	// Detail says what went wrong.
	Detail string
}

// Error implements error: `rule: detail`.
func (e *ConversionError) Error() string { return e.Rule + ": " + e.Detail }

// NewConversionError returns the error of a rule; panicking with it stops a
// conversion, and the converter's entry point returns it.
func NewConversionError(rule, detail string) *ConversionError {
	return &ConversionError{Rule: rule, Detail: detail}
}

// OrNull returns the value, or null when it is absent.
func OrNull(v *acpjson.Value) *acpjson.Value {
	if v == nil {
		return acpjson.NullValue()
	}
	return v
}

// codecHost is a Host over a lookup of codecs by qualified type name.
type codecHost struct {
	lookup func(string) (acpjson.AnyCodec, bool)
	opts   []acpjson.Option
}

// NewHost returns a Host that canonicalises values with the codecs lookup
// finds, parsing with opts.
func NewHost(lookup func(string) (acpjson.AnyCodec, bool), opts ...acpjson.Option) Host {
	return codecHost{lookup: lookup, opts: opts}
}

// Canonical parses a value as the named type and writes it back.
func (h codecHost) Canonical(typeName string, v *acpjson.Value) (*acpjson.Value, error) {
	codec, ok := h.lookup(typeName)
	if !ok {
		return nil, errors.New("no type " + typeName)
	}
	return codec.RoundTrip(v, h.opts...)
}

// Throw stops a conversion with a ConversionError; the converter's entry point
// returns it as its error.
func Throw(rule, detail string) {
	panic(&ConversionError{Rule: rule, Detail: detail})
}

// recoverConversion turns a ConversionError raised by Throw into the error of
// an entry point; any other panic goes on.
func recoverConversion(err *error) {
	if p := recover(); p != nil {
		if ce, ok := p.(*ConversionError); ok {
			*err = ce
			return
		}
		panic(p)
	}
}

// IsObject reports whether a value is a JSON object.
func IsObject(v *acpjson.Value) bool { return v != nil && v.Kind == acpjson.Object }

// Str returns a string value's text, or "" for any other value.
func Str(v *acpjson.Value) string {
	if v != nil && v.Kind == acpjson.String {
		return v.Str
	}
	return ""
}

// At returns the value at a field path, or nil where a step is missing or not an object.
func At(v *acpjson.Value, path ...string) *acpjson.Value {
	cur := v
	for _, step := range path {
		if !IsObject(cur) {
			return nil
		}
		cur = cur.Get(step)
	}
	return cur
}

// TagOf returns the value of an object's tag field; absent when there is no tag field ("").
func TagOf(v *acpjson.Value, tagField string) *acpjson.Value {
	if tagField == "" {
		return nil
	}
	return At(v, tagField)
}

// Put sets an object's field, or removes it when the value is absent.
func Put(o *acpjson.Value, key string, v *acpjson.Value) {
	if v == nil {
		Remove(o, key)
		return
	}
	o.Set(key, v)
}

// PutAll sets a field of every object (Put on each).
func PutAll(objects []*acpjson.Value, key string, v *acpjson.Value) {
	for _, o := range objects {
		Put(o, key, v)
	}
}

// Remove removes an object's field.
func Remove(o *acpjson.Value, key string) {
	for i := range o.Members {
		if o.Members[i].Key == key {
			o.Members = append(o.Members[:i:i], o.Members[i+1:]...)
			return
		}
	}
}

// Equal is JSON equality; absent equals only absent, and object keys may come in any order.
func Equal(a, b *acpjson.Value) bool {
	if a == nil || b == nil {
		return a == nil && b == nil
	}
	if a.Kind != b.Kind {
		return false
	}
	switch a.Kind {
	case acpjson.Null:
		return true
	case acpjson.Bool:
		return a.Bool == b.Bool
	case acpjson.Number:
		if a.Num.Big != nil || b.Num.Big != nil {
			return a.Num.Big != nil && b.Num.Big != nil && a.Num.Big.Cmp(b.Num.Big) == 0
		}
		return a.Num.F == b.Num.F
	case acpjson.String:
		return a.Str == b.Str
	case acpjson.Array:
		if len(a.Items) != len(b.Items) {
			return false
		}
		for i := range a.Items {
			if !Equal(a.Items[i], b.Items[i]) {
				return false
			}
		}
		return true
	default:
		if len(a.Members) != len(b.Members) {
			return false
		}
		for _, m := range a.Members {
			if !b.Members.Has(m.Key) || !Equal(m.Value, b.Members.Get(m.Key)) {
				return false
			}
		}
		return true
	}
}

// Text returns a value as message text: a string as it is, anything else as JSON, absent as nothing.
func Text(v *acpjson.Value) string {
	if v == nil {
		return ""
	}
	if v.Kind == acpjson.String {
		return v.Str
	}
	b, err := acpjson.Write(v)
	if err != nil {
		return err.Error()
	}
	return string(b)
}

// Constant returns a JSON constant, read fresh from its text.
func Constant(text string) *acpjson.Value {
	v, err := acpjson.ParseText(text)
	if err != nil {
		panic("acpjson: a constant is not JSON: " + err.Error())
	}
	return v
}

// ListOf returns an array of the present values, in order.
func ListOf(values ...*acpjson.Value) *acpjson.Value {
	items := []*acpjson.Value{}
	for _, v := range values {
		if v != nil {
			items = append(items, v)
		}
	}
	return acpjson.ArrayValue(items)
}

// NonNull returns the value, or absent when it is null.
func NonNull(v *acpjson.Value) *acpjson.Value {
	if v != nil && v.Kind == acpjson.Null {
		return nil
	}
	return v
}

// IsAbsent reports whether the value is absent.
func IsAbsent(v *acpjson.Value) bool { return v == nil }

// IsNull reports whether the value is null.
func IsNull(v *acpjson.Value) bool { return v != nil && v.Kind == acpjson.Null }

// IsAbsentOrNull reports whether the value is absent or null.
func IsAbsentOrNull(v *acpjson.Value) bool { return v == nil || v.Kind == acpjson.Null }

// IsSet reports whether the value is present and not null.
func IsSet(v *acpjson.Value) bool { return v != nil && v.Kind != acpjson.Null }

// IsString reports whether the value is a string.
func IsString(v *acpjson.Value) bool { return v != nil && v.Kind == acpjson.String }

// IsEmptyList reports whether the value is an empty list.
func IsEmptyList(v *acpjson.Value) bool {
	return v != nil && v.Kind == acpjson.Array && len(v.Items) == 0
}

// IsNonEmptyList reports whether the value is a list with items.
func IsNonEmptyList(v *acpjson.Value) bool {
	return v != nil && v.Kind == acpjson.Array && len(v.Items) > 0
}

// StringSet is a set state of a converter: strings.
type StringSet map[string]bool

// Has reports whether a value is a string in the set (a value of another kind never is).
func (s StringSet) Has(v *acpjson.Value) bool { return IsString(v) && s[v.Str] }

// Add adds a string to the set (a value of another kind is not added).
func (s StringSet) Add(v *acpjson.Value) {
	if IsString(v) {
		s[v.Str] = true
	}
}

// Delete removes a string from the set.
func (s StringSet) Delete(v *acpjson.Value) {
	if IsString(v) {
		delete(s, v.Str)
	}
}

// IsUnknownTag reports whether a tag is a string that is none of a union's known tags.
func IsUnknownTag(tag *acpjson.Value, known ...string) bool {
	if !IsString(tag) {
		return false
	}
	for _, k := range known {
		if k == tag.Str {
			return false
		}
	}
	return true
}

// GitPatchOf returns the git patch of a file's old text (or null) to its new text.
func GitPatchOf(path, oldText, newText *acpjson.Value) *acpjson.Value {
	if !IsString(path) || !IsString(newText) || (oldText != nil && oldText.Kind != acpjson.Null && oldText.Kind != acpjson.String) {
		Throw("invalid-input", "a git patch needs a path, an old text (or null) and a new text")
	}
	var old *string
	if IsString(oldText) {
		old = &oldText.Str
	}
	return acpjson.StringValue(GitPatch(path.Str, old, newText.Str))
}

// CopyFields copies an input's fields but its tag field and the dropped ones, renamed.
func CopyFields(out, input *acpjson.Value, tagField string, drop []string, rename map[string]string) {
	for _, m := range input.Members {
		if m.Key == tagField || contains(drop, m.Key) {
			continue
		}
		key := m.Key
		if to, ok := rename[m.Key]; ok {
			key = to
		}
		out.Set(key, m.Value)
	}
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// FanOut returns the outputs a field with several choices gives: each partial output with each choice.
func FanOut(partials []*acpjson.Value, field string, choices []*acpjson.Value) []*acpjson.Value {
	next := []*acpjson.Value{}
	for _, p := range partials {
		for _, c := range choices {
			o := acpjson.ObjectValue(append(acpjson.Members{}, p.Members...))
			Put(o, field, c)
			next = append(next, o)
		}
	}
	return next
}

// Single returns the one value a nested conversion gives (several as a list).
func Single(values []*acpjson.Value) *acpjson.Value {
	if len(values) == 1 {
		return values[0]
	}
	return ListOf(values...)
}

// OutputOf returns the object a rule's effects read as its output: the first output, or its params for a method.
func OutputOf(outputs []*acpjson.Value) *acpjson.Value {
	if len(outputs) == 0 || !IsObject(outputs[0]) {
		return nil
	}
	o := outputs[0]
	if IsString(o.Get("method")) && IsObject(o.Get("params")) {
		return o.Get("params")
	}
	return o
}

// ParseAll parses every value with a codec: the typed outputs of a converter or entities of a reducer.
func ParseAll[T any](values []*acpjson.Value, codec *acpjson.Codec[T], opts ...acpjson.Option) ([]T, error) {
	out := make([]T, 0, len(values))
	for _, v := range values {
		x, err := acpjson.ParseValue(codec, v, opts...)
		if err != nil {
			return nil, err
		}
		out = append(out, x)
	}
	return out, nil
}

// ListAt returns the list at an input path, for a rule's forEach.
func ListAt(rule string, list *acpjson.Value, path string) []*acpjson.Value {
	if list == nil || list.Kind != acpjson.Array {
		Throw(rule, path+" is not a list")
	}
	return list.Items
}

// Converter is what every generated converter shares: its options, the
// bindings, the id counter, and the checks around each rule. The generated
// converter holds the rules' state and the rules themselves.
type Converter struct {
	// LastRule is the id of the rule that converted the last top-level input.
	LastRule string
	minted   int
	host     Host
	options  map[string]*acpjson.Value
	from, to string
	convert  func(typeName string, input *acpjson.Value) []*acpjson.Value
}

// NewConverter returns the shared part of a converter from one version to
// another: options holds the options it declares (known), by their spec
// names; convert is the generated dispatch, used for nested conversions.
func NewConverter(from, to string, known []string, host Host, options map[string]*acpjson.Value, convert func(string, *acpjson.Value) []*acpjson.Value) (*Converter, error) {
	keys := make([]string, 0, len(options))
	for name := range options {
		keys = append(keys, name)
	}
	sort.Strings(keys)
	for _, name := range keys {
		if !contains(known, name) {
			return nil, &ConversionError{Rule: "invalid-option", Detail: "unknown option " + acpjson.Quote(name)}
		}
	}
	return &Converter{host: host, options: options, from: from, to: to, convert: convert}, nil
}

// Run runs a conversion, returning the ConversionError it stops with as its error.
func (c *Converter) Run(f func() []*acpjson.Value) (out []*acpjson.Value, err error) {
	defer recoverConversion(&err)
	return f(), nil
}

// Input returns the canonical input of a value of a source type; it must be an object.
func (c *Converter) Input(typeName string, v *acpjson.Value) *acpjson.Value {
	input, err := c.host.Canonical(typeName, v)
	if err != nil {
		Throw("invalid-input", "not a valid "+typeName+": "+err.Error())
	}
	if !IsObject(input) {
		Throw("no-rule", "no rule converts "+typeName+": it is not an object type")
	}
	return input
}

// Params returns the canonical params of a method call.
func (c *Converter) Params(method string, params *acpjson.Value, typeName string) *acpjson.Value {
	if params == nil {
		Throw("invalid-input", "not valid params of "+method+": the params are missing")
	}
	p, err := c.host.Canonical(typeName, params)
	if err != nil {
		Throw("invalid-input", "not valid params of "+method+": "+err.Error())
	}
	if !IsObject(p) {
		Throw("invalid-input", "the params of "+method+" must be an object")
	}
	return p
}

// Ran records the rule that converted the input, and returns its outputs.
func (c *Converter) Ran(rule string, outputs []*acpjson.Value) []*acpjson.Value {
	c.LastRule = rule
	return outputs
}

// NoRule returns the error of a value no rule converts.
func (c *Converter) NoRule(typeName string, tag *acpjson.Value) *ConversionError {
	suffix := ""
	if IsString(tag) {
		suffix = " (" + tag.Str + ")"
	}
	return NewConversionError("no-rule", "no "+c.from+" -> "+c.to+" rule converts this "+typeName+suffix)
}

// NoMethodRule returns the error of a method call no rule converts.
func (c *Converter) NoMethodRule(method string, known bool) *ConversionError {
	if known {
		return NewConversionError("no-rule", "no "+c.from+" -> "+c.to+" rule converts "+method+" with these params")
	}
	return NewConversionError("no-rule", "no "+c.from+" method "+acpjson.Quote(method)+" has a conversion rule")
}

// Unpaired returns the error of a paired rule given a source it pairs with no target.
func (c *Converter) Unpaired(rule string) *ConversionError {
	return NewConversionError(rule, "the rule pairs no target with this source")
}

// Check returns a rule's output checked as its target type, in canonical form.
func (c *Converter) Check(rule, typeName string, v *acpjson.Value) *acpjson.Value {
	out, err := c.host.Canonical(typeName, v)
	if err != nil {
		Throw(rule, "the result is not a valid "+typeName+": "+err.Error())
	}
	return out
}

// CheckMethod returns a rule's method output: its params checked as the method's params type.
func (c *Converter) CheckMethod(rule, method, typeName string, params *acpjson.Value) *acpjson.Value {
	return acpjson.ObjectValue(acpjson.Members{{Key: "method", Value: acpjson.StringValue(method)}, {Key: "params", Value: c.Check(rule, typeName, params)}})
}

// Option reports whether an option is on (present, not null, not false).
func (c *Converter) Option(name string) bool {
	o := c.options[name]
	return o != nil && o.Kind != acpjson.Null && !(o.Kind == acpjson.Bool && !o.Bool)
}

// Mint returns a fresh id: the prefix an id-source option gives, and a count.
func (c *Converter) Mint(option string) *acpjson.Value {
	prefix := c.options[option]
	if !IsString(prefix) {
		Throw("invalid-option", "option "+option+" gives no id prefix")
	}
	c.minted++
	return acpjson.StringValue(fmt.Sprint(prefix.Str, c.minted))
}

// ConvertOne returns the values converting one value gives (absent and null stay as they are).
func (c *Converter) ConvertOne(typeName string, v *acpjson.Value) []*acpjson.Value {
	if v == nil || v.Kind == acpjson.Null {
		return []*acpjson.Value{v}
	}
	return c.convert(typeName, v)
}

// ConvertMany converts a list item by item (absent and null stay as they are).
func (c *Converter) ConvertMany(typeName string, v *acpjson.Value) *acpjson.Value {
	if v == nil || v.Kind == acpjson.Null {
		return v
	}
	if v.Kind != acpjson.Array {
		Throw("invalid-input", "expected a list of "+typeName)
	}
	items := []*acpjson.Value{}
	for _, x := range v.Items {
		items = append(items, c.convert(typeName, x)...)
	}
	return acpjson.ArrayValue(items)
}

// ---- the reducer ----

// MergeField is a field a reducer merges: whether it is a patch field and whether it is a list.
type MergeField struct {
	// Name is the field's wire name.
	Name string
	// Patch says that null clears the field.
	Patch bool
	// List says that the field is a list (cleared to []).
	List bool
}

// ReduceError is an update that cannot be applied: it names a message of
// another role, an entity that does not exist, or there is nothing to clear.
type ReduceError struct {
	// Message says why.
	Message string
}

// Error implements error.
func (e *ReduceError) Error() string { return e.Message }

// Clone returns a deep copy of a value.
func Clone(v *acpjson.Value) *acpjson.Value {
	if v == nil {
		return nil
	}
	out := *v
	switch v.Kind {
	case acpjson.Array:
		out.Items = make([]*acpjson.Value, len(v.Items))
		for i, x := range v.Items {
			out.Items[i] = Clone(x)
		}
	case acpjson.Object:
		out.Members = make(acpjson.Members, len(v.Members))
		for i, m := range v.Members {
			out.Members[i] = acpjson.Member{Key: m.Key, Value: Clone(m.Value)}
		}
	}
	return &out
}

// merge merges field by field: a patch field absent keeps, null clears (a
// list becomes []), a value replaces; another field replaces when present.
func merge(target, update *acpjson.Value, fields []MergeField, key string) {
	for _, f := range fields {
		if f.Name == key || !update.Members.Has(f.Name) {
			continue
		}
		value := update.Get(f.Name)
		switch {
		case f.Patch && value.Kind == acpjson.Null && f.List:
			target.Set(f.Name, acpjson.ArrayValue(nil))
		case f.Patch && value.Kind == acpjson.Null:
			Remove(target, f.Name)
		default:
			target.Set(f.Name, Clone(value))
		}
	}
}

// ReducerShape is what a generated reducer tells the shared part about its union.
type ReducerShape struct {
	// Union is the qualified update union.
	Union string
	// Key is the messages' key field.
	Key string
	// ListField is the list field every message has ("" for none).
	ListField string
	// Entities names the entity collections in declaration order, each keyed (true) or single.
	Entities []EntityShape
}

// EntityShape is one entity collection of a reducer.
type EntityShape struct {
	// Name is the collection's name.
	Name string
	// Keyed says the collection holds entities by key (else one value).
	Keyed bool
}

type keyedTable struct {
	order []string
	byKey map[string]*acpjson.Value
}

// Reducer is what every generated reducer shares: the messages, the entity
// collections, and the actions its variants take. The generated reducer picks
// the action of each variant.
type Reducer struct {
	host         Host
	shape        ReducerShape
	messages     []*acpjson.Value
	byID         map[string]*acpjson.Value
	lastStreamed map[string]*acpjson.Value
	keyed        map[string]*keyedTable
	single       map[string]*acpjson.Value
	lastAction   string
	lastRole     string
}

// NewReducer returns the shared part of a reducer of this shape.
func NewReducer(host Host, shape ReducerShape) *Reducer {
	r := &Reducer{host: host, shape: shape, byID: map[string]*acpjson.Value{}, lastStreamed: map[string]*acpjson.Value{}, keyed: map[string]*keyedTable{}, single: map[string]*acpjson.Value{}}
	for _, e := range shape.Entities {
		if e.Keyed {
			r.keyed[e.Name] = &keyedTable{byKey: map[string]*acpjson.Value{}}
		} else {
			r.single[e.Name] = acpjson.NullValue()
		}
	}
	return r
}

// Update returns the canonical update: it must be an object.
func (r *Reducer) Update(v *acpjson.Value) (*acpjson.Value, error) {
	update, err := r.host.Canonical(r.shape.Union, v)
	if err != nil {
		return nil, err
	}
	if !IsObject(update) {
		return nil, &ReduceError{Message: r.shape.Union + " is not an object type"}
	}
	return update, nil
}

func (r *Reducer) done(action, role string) error {
	r.lastAction, r.lastRole = action, role
	return nil
}

// Other takes an update of a variant the reducer does not know (of an open union): no state changes.
func (r *Reducer) Other() error { return r.done("other", "") }

// Ignore takes an update the reducer reads and ignores.
func (r *Reducer) Ignore() error { return r.done("ignore", "") }

// Append appends the update's field to its message (by key; else the role's
// last streamed message, unless an upsert came between).
func (r *Reducer) Append(update *acpjson.Value, role, field string) error {
	id := update.Get(r.shape.Key)
	var msg *acpjson.Value
	if IsString(id) {
		found, err := r.find(id.Str, role)
		if err != nil {
			return err
		}
		msg = found
	} else if r.lastAction != "" && r.lastRole == role && r.lastAction != "upsert" {
		msg = r.lastStreamed[role]
	}
	if msg == nil {
		msg = r.create(id, role)
	}
	list := msg.Get(field)
	if list == nil || list.Kind != acpjson.Array {
		list = acpjson.ArrayValue(nil)
		msg.Set(field, list)
	}
	list.Items = append(list.Items, Clone(update.Get(field)))
	r.lastStreamed[role] = msg
	return r.done("append", role)
}

// Upsert creates or updates the message the update names, field by field.
func (r *Reducer) Upsert(update *acpjson.Value, role string, fields []MergeField) error {
	id := update.Get(r.shape.Key)
	msg, err := r.find(Str(id), role)
	if err != nil {
		return err
	}
	if msg == nil {
		msg = r.create(id, role)
	}
	merge(msg, update, fields, r.shape.Key)
	return r.done("upsert", role)
}

// ClearLast empties the field of the role's last streamed message.
func (r *Reducer) ClearLast(tag, role, field string) error {
	msg := r.lastStreamed[role]
	if msg == nil {
		return &ReduceError{Message: tag + ": no " + role + " message has been streamed, so there is nothing to clear"}
	}
	msg.Set(field, acpjson.ArrayValue(nil))
	return r.done("clear-last", role)
}

// MergeEntity updates the keyed entity the update names, field by field;
// it creates it when create is set, else it must exist.
func (r *Reducer) MergeEntity(tag string, update *acpjson.Value, entity, key string, fields []MergeField, create bool) error {
	id := update.Get(key)
	if !IsString(id) {
		return &ReduceError{Message: tag + ": " + key + " must be a string"}
	}
	table := r.keyed[entity]
	found := table.byKey[id.Str]
	if found == nil {
		if !create {
			return &ReduceError{Message: tag + ": there is no " + entity + " " + acpjson.Quote(id.Str) + " to update"}
		}
		found = acpjson.ObjectValue(acpjson.Members{{Key: key, Value: acpjson.StringValue(id.Str)}})
		table.byKey[id.Str] = found
		table.order = append(table.order, id.Str)
	}
	merge(found, update, fields, key)
	if create {
		return r.done("upsert-entity", "")
	}
	return r.done("patch-entity", "")
}

// FixEntity checks the fixed fields of the keyed entity the update names: the
// update that creates the entity must carry each of them (not null), and stores
// them; a later one may leave one out, give null or repeat the stored value, and
// any other value is an error. Call it before MergeEntity, with the fixed fields
// left out of the merged ones.
func (r *Reducer) FixEntity(tag string, update *acpjson.Value, entity, key string, fixed []string) error {
	id := update.Get(key)
	if !IsString(id) {
		return &ReduceError{Message: tag + ": " + key + " must be a string"}
	}
	table := r.keyed[entity]
	found := table.byKey[id.Str]
	for _, f := range fixed {
		value := update.Get(f)
		set := value != nil && value.Kind != acpjson.Null
		if found == nil && !set {
			return &ReduceError{Message: tag + ": the first update of " + entity + " " + acpjson.Quote(id.Str) + " must carry " + f}
		}
		if found != nil && set && !Equal(found.Get(f), value) {
			return &ReduceError{Message: tag + ": " + f + " of " + entity + " " + acpjson.Quote(id.Str) + " is fixed by its first update and cannot change"}
		}
	}
	if found != nil {
		return nil
	}
	created := acpjson.ObjectValue(acpjson.Members{{Key: key, Value: acpjson.StringValue(id.Str)}})
	for _, f := range fixed {
		created.Set(f, Clone(update.Get(f)))
	}
	table.byKey[id.Str] = created
	table.order = append(table.order, id.Str)
	return nil
}

// Replace replaces a single entity with the update, but its tag field.
func (r *Reducer) Replace(update *acpjson.Value, entity, tagField string) error {
	whole := acpjson.ObjectValue(acpjson.Members{})
	for _, m := range update.Members {
		if m.Key != tagField {
			whole.Set(m.Key, Clone(m.Value))
		}
	}
	r.single[entity] = whole
	return r.done("replace", "")
}

// MergeSingle merges a record into a single entity, field by field (the entity starts as an empty object).
func (r *Reducer) MergeSingle(record *acpjson.Value, entity string, fields []MergeField) error {
	target := r.single[entity]
	if !IsObject(target) {
		target = acpjson.ObjectValue(acpjson.Members{})
	}
	merge(target, record, fields, "")
	r.single[entity] = target
	return r.done("upsert-single", "")
}

// ReplaceValue replaces a single entity with a value.
func (r *Reducer) ReplaceValue(entity string, value *acpjson.Value) error {
	r.single[entity] = Clone(value)
	return r.done("replace", "")
}

// ReplaceEntity replaces the keyed entity a record names (by its key) with the record; a new one goes last.
func (r *Reducer) ReplaceEntity(tag string, record *acpjson.Value, entity, key string) error {
	id := record.Get(key)
	if !IsObject(record) || !IsString(id) {
		return &ReduceError{Message: tag + ": " + key + " must be a string"}
	}
	table := r.keyed[entity]
	if table.byKey[id.Str] == nil {
		table.order = append(table.order, id.Str)
	}
	table.byKey[id.Str] = Clone(record)
	return r.done("replace-entity", "")
}

// RemoveEntity removes the keyed entity the update names; nothing happens when there is none.
func (r *Reducer) RemoveEntity(tag string, update *acpjson.Value, entity, key string) error {
	id := update.Get(key)
	if !IsString(id) {
		return &ReduceError{Message: tag + ": " + key + " must be a string"}
	}
	table := r.keyed[entity]
	if table.byKey[id.Str] != nil {
		delete(table.byKey, id.Str)
		for i, k := range table.order {
			if k == id.Str {
				table.order = append(table.order[:i], table.order[i+1:]...)
				break
			}
		}
	}
	return r.done("remove-entity", "")
}

// AppendMode is how an entity append joins its value to the field.
type AppendMode int

const (
	// AppendItem adds the value as one more item of the list.
	AppendItem AppendMode = iota
	// AppendItems adds the items of the value, a list, to the list.
	AppendItems
	// AppendText adds the value, a string, to the end of the string.
	AppendText
)

// AppendTo is where an entity append writes.
type AppendTo struct {
	// Entity is the entity collection.
	Entity string
	// Key is the field that keys it, which the update holds.
	Key string
	// Field is the path inside the entity.
	Field []string
	// Mode is how the value joins the field.
	Mode AppendMode
	// Initial is what a new entity starts with besides its key (an object).
	Initial *acpjson.Value
}

// AppendEntity appends a value at a path of the keyed entity the update
// names: an absent entity starts as its key and Initial, an absent or null
// object on the path starts empty, and an absent or null field starts as an
// empty list or string.
func (r *Reducer) AppendEntity(tag string, update *acpjson.Value, to AppendTo, value *acpjson.Value) error {
	id := update.Get(to.Key)
	if !IsString(id) {
		return &ReduceError{Message: tag + ": " + to.Key + " must be a string"}
	}
	table := r.keyed[to.Entity]
	target := table.byKey[id.Str]
	if target == nil {
		target = acpjson.ObjectValue(acpjson.Members{})
		if IsObject(to.Initial) {
			target = Clone(to.Initial)
		}
		target.Set(to.Key, acpjson.StringValue(id.Str))
		table.byKey[id.Str] = target
		table.order = append(table.order, id.Str)
	}
	if len(to.Field) == 0 {
		return r.done("append-entity", "")
	}
	for _, step := range to.Field[:len(to.Field)-1] {
		next := target.Get(step)
		if !IsObject(next) {
			next = acpjson.ObjectValue(acpjson.Members{})
			target.Set(step, next)
		}
		target = next
	}
	last := to.Field[len(to.Field)-1]
	stored := target.Get(last)
	if to.Mode == AppendText {
		text := ""
		if IsString(stored) {
			text = stored.Str
		}
		if IsString(value) {
			text += value.Str
		}
		target.Set(last, acpjson.StringValue(text))
		return r.done("append-entity", "")
	}
	list := acpjson.ArrayValue(nil)
	if stored != nil && stored.Kind == acpjson.Array {
		list = stored
	}
	if to.Mode == AppendItems && value != nil && value.Kind == acpjson.Array {
		for _, x := range value.Items {
			list.Items = append(list.Items, Clone(x))
		}
	} else {
		list.Items = append(list.Items, Clone(value))
	}
	target.Set(last, list)
	return r.done("append-entity", "")
}

// Messages returns the messages, in the order they were first seen (copies).
func (r *Reducer) Messages() []*acpjson.Value {
	out := make([]*acpjson.Value, len(r.messages))
	for i, m := range r.messages {
		out[i] = Clone(m)
	}
	return out
}

// Entities returns every entity collection, by name, as one object.
func (r *Reducer) Entities() *acpjson.Value {
	out := acpjson.ObjectValue(acpjson.Members{})
	for _, e := range r.shape.Entities {
		v, _ := r.Entity(e.Name)
		out.Set(e.Name, v)
	}
	return out
}

// Entity returns one entity collection: the keyed entities in first-seen
// order, or the single value (null until set).
func (r *Reducer) Entity(name string) (*acpjson.Value, error) {
	if table, ok := r.keyed[name]; ok {
		items := make([]*acpjson.Value, len(table.order))
		for i, k := range table.order {
			items[i] = Clone(table.byKey[k])
		}
		return acpjson.ArrayValue(items), nil
	}
	if v, ok := r.single[name]; ok {
		return Clone(v), nil
	}
	return nil, &ReduceError{Message: "the reducer keeps no entity " + acpjson.Quote(name)}
}

func (r *Reducer) find(id, role string) (*acpjson.Value, error) {
	msg := r.byID[id]
	if msg != nil && Str(msg.Get("role")) != role {
		return nil, &ReduceError{Message: "message " + id + " is " + withArticle(Str(msg.Get("role"))) + " message; an update cannot make it " + withArticle(role) + " message"}
	}
	return msg, nil
}

// create starts a message: its role, its key (null when it has none) and its empty list field.
func (r *Reducer) create(id *acpjson.Value, role string) *acpjson.Value {
	msg := acpjson.ObjectValue(acpjson.Members{{Key: "role", Value: acpjson.StringValue(role)}})
	if IsString(id) {
		msg.Set(r.shape.Key, acpjson.StringValue(id.Str))
	} else {
		msg.Set(r.shape.Key, acpjson.NullValue())
	}
	if r.shape.ListField != "" {
		msg.Set(r.shape.ListField, acpjson.ArrayValue(nil))
	}
	r.messages = append(r.messages, msg)
	if IsString(id) {
		r.byID[id.Str] = msg
	}
	return msg
}

// withArticle gives a noun with its indefinite article, by how the noun is spelt: "an" before a, e,
// i and o, and before a u that does not sound "you" (a u, then a consonant, then a vowel: "a user",
// "an update"); "a" otherwise. Every language's runtime spells it by this one rule.
func withArticle(noun string) string {
	w := []rune(strings.ToLower(noun))
	vowel := func(i int) bool { return i < len(w) && strings.ContainsRune("aeiou", w[i]) }
	an := false
	if len(w) > 0 {
		switch w[0] {
		case 'a', 'e', 'i', 'o':
			an = true
		case 'u':
			an = !(len(w) > 2 && !vowel(1) && vowel(2))
		}
	}
	if an {
		return "an " + noun
	}
	return "a " + noun
}
