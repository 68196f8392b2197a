package acpjson

import "reflect"

// GroupMethod is one method of a message group: its name, its unstable feature, the table entry of its params (a
// request or notification) or result (a response), and the zero value of its variant, a struct whose one field
// holds them.
type GroupMethod struct {
	// Name is the method's name.
	Name string
	// Feature is the method's unstable feature ("" for none).
	Feature string
	// Type is the table entry of the method's params or result.
	Type *Type
	// Zero is the zero value of the method's variant.
	Zero any
}

// MessageGroup is the table of a message group (the requests, notifications or responses one side sends), which
// the group's typed dispatch follows.
type MessageGroup struct {
	// Name is the group's qualified name (`v1.ClientRequest`), for errors.
	Name string
	// Methods are the group's methods, in spec order.
	Methods []GroupMethod
	// Other is the zero value of the variant holding a method the group does not know (its method, then its
	// params or result as received), or nil when it has none.
	Other any
	// Extension is the prefix of an extension method's name, when HasExtension.
	Extension string
	// HasExtension says that the group keeps extension methods (Extension their prefix).
	HasExtension bool
}

// find returns the first method of a name (and, when gated, whose feature is on), or nil.
func (g *MessageGroup) find(d *Decoder, method string, gated bool) *GroupMethod {
	for i := range g.Methods {
		m := &g.Methods[i]
		if m.Name == method && (!gated || d.On(m.Feature)) {
			return m
		}
	}
	return nil
}

// variant makes a method's variant holding x, read from v at path as the method's type.
func (m *GroupMethod) variant(d *Decoder, v *Value, path string) (any, error) {
	p := reflect.New(reflect.TypeOf(m.Zero)).Elem()
	err := readValue(d, v, path, m.Type, p.Field(0))
	return p.Interface(), err
}

// other makes the group's variant of a method it does not know.
func (g *MessageGroup) other(method string, payload *Value) any {
	o := reflect.New(reflect.TypeOf(g.Other)).Elem()
	o.Field(0).SetString(method)
	if payload != nil {
		o.Field(1).Set(reflect.ValueOf(payload))
	}
	return o.Interface()
}

// ReadMessage reads the method and params of a message of the group (from r): a known method's variant, or (its
// params kept as received) the group's variant of a method it does not know.
func ReadMessage(r *ObjectReader, g *MessageGroup) (any, error) {
	method, err := r.Method()
	if err != nil {
		return nil, err
	}
	if m := g.find(r.d, method, true); m != nil {
		raw, path, err := r.KnownParams(method)
		if err != nil {
			return nil, err
		}
		return m.variant(r.d, raw, path)
	}
	params, err := r.OtherParams(method)
	return g.other(method, params), err
}

// WriteGroupMessage writes the method and params of a message of the group (m, one of its variants) to w.
func WriteGroupMessage(w *ObjectWriter, g *MessageGroup, m any) {
	v := reflect.ValueOf(m)
	if !v.IsValid() {
		return
	}
	t := v.Type()
	for i := range g.Methods {
		if reflect.TypeOf(g.Methods[i].Zero) == t {
			WriteMessage(w, g.Methods[i].Name, writeValue(g.Methods[i].Type, v.Field(0)))
			return
		}
	}
	if g.Other != nil && reflect.TypeOf(g.Other) == t {
		var params *Value
		if p := v.Field(1).Interface().(*Value); p != nil {
			params = WriteJSON(p)
		}
		WriteMessage(w, v.Field(0).String(), params)
	}
}

// SupportsMethod reports whether the group's typed dispatch reads method with these options: a method of the
// group whose unstable feature is on, or an extension.
func SupportsMethod(g *MessageGroup, method string, opts ...Option) bool {
	if g.find(NewDecoder(opts...), method, true) != nil {
		return true
	}
	return g.HasExtension && IsExtension(method, g.Extension)
}

// FromMethod reads the typed message (or result) of method with its payload (JSON), selected by the method name:
// the method's variant; an extension's variant keeping the payload as received; an *UnknownMethodError for another
// method; an *InvalidPayloadError for a payload that does not match the method's type.
func FromMethod(g *MessageGroup, method string, payload *Value, opts ...Option) (any, error) {
	d := NewDecoder(opts...)
	if m := g.find(d, method, true); m != nil {
		v, err := DispatchDocument(g.Name, method, payload)
		if err != nil {
			return nil, err
		}
		x, err := m.variant(d, v, "$")
		if err != nil {
			return nil, InvalidPayload(g.Name, method, err)
		}
		return x, nil
	}
	if g.HasExtension && IsExtension(method, g.Extension) {
		p, err := DispatchExtension(d, g.Name, method, payload)
		if err != nil {
			return nil, err
		}
		return g.other(method, p), nil
	}
	return nil, &UnknownMethodError{TypeName: g.Name, Method: method}
}

// TypedResult reads a response's result (at `$.result`) as the result of method, a request of the group's side.
func TypedResult(g *MessageGroup, method string, result *Value, opts ...Option) (any, error) {
	d := NewDecoder(opts...)
	path := Key("$", "result")
	if m := g.find(d, method, false); m != nil {
		if f := CheckDocument(result, path); f != nil {
			return nil, &DecodeError{TypeName: g.Name, Path: f.Path, Problem: f.Problem}
		}
		x, err := m.variant(d, result, path)
		if err != nil {
			return nil, Located(g.Name, err)
		}
		return x, nil
	}
	return nil, &DecodeError{TypeName: g.Name, Path: "$", Problem: "'" + method + "' is not a request this side answers"}
}

// WriteResult writes a typed result (r, one of the group's variants); nil for none.
func WriteResult(g *MessageGroup, r any) *Value {
	v := reflect.ValueOf(r)
	if !v.IsValid() {
		return nil
	}
	t := v.Type()
	for i := range g.Methods {
		if reflect.TypeOf(g.Methods[i].Zero) == t {
			return writeValue(g.Methods[i].Type, v.Field(0))
		}
	}
	if g.Other != nil && reflect.TypeOf(g.Other) == t {
		return WriteJSON(v.Field(1).Interface().(*Value))
	}
	return nil
}
