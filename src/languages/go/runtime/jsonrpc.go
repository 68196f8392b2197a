package jsonrpc

// A JSON-RPC 2.0 peer over newline-delimited JSON: the machinery under the generated handler interfaces, peers and
// Connect functions of each version package. Nothing here knows a method of the protocol: each side's tables (what
// it answers and sends, the notification that withdraws a request) come from the spec through the generated code.
//
//   - Transports: NewStreamTransport (an io.Reader and an io.Writer, such as a child's stdio) and Pipe (two
//     transports wired to each other in memory). Incoming lines are limited in size (DefaultMaxMessageBytes, 32 MiB,
//     unless WithMaxMessageBytes says otherwise); a longer line ends the connection with a *MessageTooLargeError.
//   - Ordering: incoming messages are taken in the order the peer wrote them. A notification's handler runs to its
//     end before the next notification's handler or a later request's handler starts, and a response reaches its
//     caller only after the handlers of every notification that came before it. A notification handler must
//     therefore not wait for the answer to a request of its own (start it in a goroutine instead).
//   - Requests in both directions run concurrently: each request's handler is started in order, in a goroutine.
//   - Cancellation: when a caller's context is done, the side's cancellation notification is sent with the
//     request's id; the call still returns the peer's answer, or at once a *RequestError -32800 with
//     StopWaitingOnCancel. An incoming cancellation cancels the context of the handler of that request.
//   - Errors answered: a line that is not JSON -32700, a batch (a JSON array) or a message of no known form -32600,
//     an unknown method -32601, params that do not parse -32602 (the located error in data), a handler that fails
//     -32603, or the code of the *RequestError it returns. An unknown notification is ignored.
//   - Ending: when the stream ends or breaks, or Close is called, every pending call fails with a
//     *ConnectionClosedError that names the cause, and every running handler's context is cancelled.

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"sync"

	"{{module}}/acpjson"
)

// DefaultMaxMessageBytes is the largest incoming line read by default: 32 MiB, as upstream's SDKs have it.
const DefaultMaxMessageBytes = 32 << 20

// The JSON-RPC error codes a connection answers with.
const (
	// CodeParseError answers a line that is not JSON.
	CodeParseError = -32700
	// CodeInvalidRequest answers a batch, or a message of no known form.
	CodeInvalidRequest = -32600
	// CodeMethodNotFound answers a request of an unknown method, or one no handler answers.
	CodeMethodNotFound = -32601
	// CodeInvalidParams answers a request whose params do not parse as its method's.
	CodeInvalidParams = -32602
	// CodeInternalError answers a request whose handler failed.
	CodeInternalError = -32603
	// CodeRequestCancelled answers a request that was withdrawn, and ends a call that stops waiting.
	CodeRequestCancelled = -32800
)

// RequestError is a JSON-RPC error: a handler returns one to answer with its code, and a call returns one when the
// peer answers an error.
type RequestError struct {
	// Code is the error's code.
	Code int
	// Message is the error's message.
	Message string
	// Data is the error's data, or nil when it has none.
	Data *acpjson.Value
}

// Error implements error: `JSON-RPC error -32601: Method not found: "x/y"`.
func (e *RequestError) Error() string {
	s := "JSON-RPC error " + strconv.Itoa(e.Code) + ": " + e.Message
	if e.Data != nil {
		if text, err := acpjson.Write(e.Data); err == nil {
			s += ": " + string(text)
		}
	}
	return s
}

// value is the `error` member of a response.
func (e *RequestError) value() *acpjson.Value {
	ms := acpjson.Members{{Key: "code", Value: acpjson.IntValue(int64(e.Code))}, {Key: "message", Value: acpjson.StringValue(e.Message)}}
	if e.Data != nil {
		ms = append(ms, acpjson.Member{Key: "data", Value: e.Data})
	}
	return acpjson.ObjectValue(ms)
}

// NewRequestError returns a JSON-RPC error; data may be nil.
//
//go:noinline
func NewRequestError(code int, message string, data *acpjson.Value) *RequestError {
	return &RequestError{Code: code, Message: message, Data: data}
}

// MethodNotFound is the error of a request no handler answers (what an unimplemented handler returns).
//
//go:noinline
func MethodNotFound(method string) *RequestError {
	return NewRequestError(CodeMethodNotFound, "Method not found", acpjson.StringValue(method))
}

// ConnectionClosedError is why pending calls failed: the connection ended. Cause says how (the end of the stream, a
// broken stream, a line over the limit, Close).
type ConnectionClosedError struct {
	// Label names the side (`v2 client`).
	Label string
	// Cause is why the connection ended.
	Cause error
}

// Error implements error: `v2 client: the connection closed: the peer closed the stream`.
func (e *ConnectionClosedError) Error() string {
	return e.Label + ": the connection closed: " + e.Cause.Error()
}

// Unwrap gives the cause.
func (e *ConnectionClosedError) Unwrap() error { return e.Cause }

// MessageTooLargeError is an incoming line longer than the limit: the connection ends with it.
type MessageTooLargeError struct {
	// Limit is the largest line read, in bytes.
	Limit int
}

// Error implements error.
func (e *MessageTooLargeError) Error() string {
	return "an incoming message exceeds the limit of " + strconv.Itoa(e.Limit) + " bytes"
}

// errPeerClosed is the cause of a connection whose peer closed its stream.
var errPeerClosed = errors.New("the peer closed the stream")

// ---------------------------------------------------------------------------
// Transports

// Transport carries whole messages, one a line.
type Transport interface {
	// ReadMessage returns the next incoming line, without its line ending; io.EOF once the peer closed its side.
	ReadMessage() ([]byte, error)
	// WriteMessage writes one message as one line. It may be called from several goroutines at once.
	WriteMessage(line []byte) error
	// Close closes the outgoing side (and the incoming one when the transport owns it).
	Close() error
}

// TransportOption changes how a transport reads.
type TransportOption func(*transportOptions)

type transportOptions struct {
	max int
}

// WithMaxMessageBytes sets the largest incoming line, in bytes (DefaultMaxMessageBytes by default). It panics
// unless n is positive.
func WithMaxMessageBytes(n int) TransportOption {
	if n <= 0 {
		panic("acpjson: the largest message must be a positive number of bytes")
	}
	return func(o *transportOptions) { o.max = n }
}

// streamTransport is newline-delimited JSON over a reader and a writer.
type streamTransport struct {
	r       *bufio.Reader
	w       io.Writer
	max     int
	mu      sync.Mutex
	closers []io.Closer
}

// NewStreamTransport reads lines (LF or CRLF) from r and writes one line per message to w. Close closes w when it is
// an io.Closer (a child's stdin: the child then sees the end of its input).
func NewStreamTransport(r io.Reader, w io.Writer, opts ...TransportOption) Transport {
	o := transportOptions{max: DefaultMaxMessageBytes}
	for _, f := range opts {
		f(&o)
	}
	t := &streamTransport{r: bufio.NewReaderSize(r, 64<<10), w: w, max: o.max}
	if c, ok := w.(io.Closer); ok {
		t.closers = append(t.closers, c)
	}
	return t
}

// ReadMessage implements Transport.
func (t *streamTransport) ReadMessage() ([]byte, error) {
	var line []byte
	for {
		chunk, err := t.r.ReadSlice('\n')
		ended := err == nil
		if ended {
			chunk = chunk[:len(chunk)-1]
		}
		if len(line)+len(chunk) > t.max {
			return nil, &MessageTooLargeError{Limit: t.max}
		}
		// The reader's buffer is reused: keep a copy.
		line = append(line, chunk...)
		switch {
		case ended:
			if n := len(line); n > 0 && line[n-1] == '\r' {
				line = line[:n-1]
			}
			return line, nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		case errors.Is(err, io.EOF) && len(line) > 0:
			// The last line, without a line ending.
			return line, nil
		default:
			return nil, err
		}
	}
}

// WriteMessage implements Transport.
func (t *streamTransport) WriteMessage(line []byte) error {
	buf := make([]byte, len(line)+1)
	copy(buf, line)
	buf[len(line)] = '\n'
	t.mu.Lock()
	defer t.mu.Unlock()
	_, err := t.w.Write(buf)
	return err
}

// Close implements Transport.
func (t *streamTransport) Close() error {
	var first error
	for _, c := range t.closers {
		if err := c.Close(); err != nil && first == nil {
			first = err
		}
	}
	return first
}

// Pipe returns two transports wired to each other in memory (io.Pipe): what one writes, the other reads, with the
// same line limit as a stream. Closing one ends the other's input. For tests, and for two peers in one process.
func Pipe(opts ...TransportOption) (Transport, Transport) {
	ar, bw := io.Pipe()
	br, aw := io.Pipe()
	a := NewStreamTransport(ar, aw, opts...).(*streamTransport)
	b := NewStreamTransport(br, bw, opts...).(*streamTransport)
	a.closers = append(a.closers, ar)
	b.closers = append(b.closers, br)
	return a, b
}

// ---------------------------------------------------------------------------
// Sides: what a generated package gives for each version and side

// CancelSpec is the notification that withdraws a request, as the spec names it.
type CancelSpec struct {
	// Method is the notification's method.
	Method string
	// Params writes the params that withdraw the request of this id.
	Params func(id *acpjson.Value) (*acpjson.Value, error)
	// ID reads the id of the request that params withdraw.
	ID func(params *acpjson.Value, opts []acpjson.Option) (*acpjson.Value, error)
}

// PeerSide is one side of a version, as its generated package describes it: how the side reads what it receives
// (with its handlers bound), and what it sends.
type PeerSide struct {
	// Label names the side in errors (`v2 agent`).
	Label string
	// Request reads an incoming request by its method: the call of its handler, or the dispatch error (an
	// *UnknownMethodError or an *InvalidPayloadError).
	Request func(method string, params *acpjson.Value, opts []acpjson.Option) (func(ctx context.Context) (*acpjson.Value, error), error)
	// Notification reads an incoming notification by its method: the call of its handler, or the dispatch error.
	Notification func(method string, params *acpjson.Value, opts []acpjson.Option) (func(ctx context.Context) error, error)
	// ParamsType names the params type (qualified) of a method the side receives, for the error of params that do
	// not parse ("" for another method).
	ParamsType func(method string) string
	// Refuses reports whether method is one the side sends whose unstable feature is off.
	Refuses func(method string, opts []acpjson.Option) bool
	// Cancel is the notification that withdraws a request, or nil when the version has none.
	Cancel *CancelSpec
}

// ExtensionHandler is what a handler implements to answer extension methods (names with the version's extension
// prefix), whose params and results are any JSON. A handler without it answers them -32601 and ignores their
// notifications.
type ExtensionHandler interface {
	// ExtRequest answers an extension request; a nil result is JSON null.
	ExtRequest(ctx context.Context, method string, params *acpjson.Value) (*acpjson.Value, error)
	// ExtNotification handles an extension notification.
	ExtNotification(ctx context.Context, method string, params *acpjson.Value) error
}

// UnimplementedExtensionHandler answers every extension request with -32601 and ignores every extension
// notification; the generated Unimplemented...Handler structs embed it.
type UnimplementedExtensionHandler struct{}

// ExtRequest answers an extension request with -32601.
func (UnimplementedExtensionHandler) ExtRequest(_ context.Context, method string, _ *acpjson.Value) (*acpjson.Value, error) {
	return nil, MethodNotFound(method)
}

// ExtNotification ignores an extension notification.
func (UnimplementedExtensionHandler) ExtNotification(context.Context, string, *acpjson.Value) error {
	return nil
}

// ServeExtension calls h's ExtRequest when h is an ExtensionHandler, else answers -32601 (generated code calls it).
func ServeExtension(ctx context.Context, h any, method string, params *acpjson.Value) (*acpjson.Value, error) {
	e, ok := h.(ExtensionHandler)
	if !ok {
		return nil, MethodNotFound(method)
	}
	r, err := e.ExtRequest(ctx, method, params)
	if err != nil {
		return nil, err
	}
	if r == nil {
		return acpjson.NullValue(), nil
	}
	return acpjson.WriteJSON(r), nil
}

// NotifyExtension calls h's ExtNotification when h is an ExtensionHandler, else ignores it (generated code calls it).
func NotifyExtension(ctx context.Context, h any, method string, params *acpjson.Value) error {
	if e, ok := h.(ExtensionHandler); ok {
		return e.ExtNotification(ctx, method, params)
	}
	return nil
}

// ResultError gives the error of a result that does not read as its method's: a *DecodeError of the result's type
// (typeName, qualified) for an *InvalidPayloadError, any other error as it is (generated senders call it).
func ResultError(typeName string, err error) error {
	var p *acpjson.InvalidPayloadError
	if errors.As(err, &p) {
		return &acpjson.DecodeError{TypeName: typeName, Path: p.Cause.Path, Problem: p.Cause.Problem}
	}
	return err
}

// ---------------------------------------------------------------------------
// Contexts

type contextKey int

const (
	requestIDKey contextKey = iota
	peerKey
)

// RequestID gives the id of the request a handler's context belongs to (false in a notification's handler).
func RequestID(ctx context.Context) (*acpjson.Value, bool) {
	id, ok := ctx.Value(requestIDKey).(*acpjson.Value)
	return id, ok
}

// PeerOf gives the peer of the connection a handler's context belongs to (the generated ...PeerFrom functions give
// it typed), or nil.
func PeerOf(ctx context.Context) any {
	return ctx.Value(peerKey)
}

// ---------------------------------------------------------------------------
// Options

// ConnOption changes how a connection reads and reports.
type ConnOption func(*connOptions)

type connOptions struct {
	parse   []acpjson.Option
	onError func(error)
}

// WithParseOptions gives the options every typed reading of the connection takes: the unstable features switched
// on (WithUnstable; the package's DefaultUnstable otherwise). A method of a feature that is off is unknown, both
// ways.
func WithParseOptions(opts ...acpjson.Option) ConnOption {
	return func(o *connOptions) { o.parse = append(o.parse, opts...) }
}

// WithErrorHandler is called with what cannot be answered: a notification whose params do not parse or whose
// handler fails, a response to no pending call, an answer that could not be written. It may be called from several
// goroutines.
func WithErrorHandler(f func(error)) ConnOption {
	return func(o *connOptions) { o.onError = f }
}

// CallOption changes how a call waits.
type CallOption func(*callOptions)

type callOptions struct {
	stopWaiting bool
}

// StopWaitingOnCancel makes a call whose context is done return at once with a *RequestError -32800 (the
// cancellation notification is sent all the same, and the peer's answer is dropped when it comes). Without it the
// call returns the peer's answer, as the protocol asks of the receiver.
func StopWaitingOnCancel() CallOption {
	return func(o *callOptions) { o.stopWaiting = true }
}

// ---------------------------------------------------------------------------
// The connection

// outcome is how a call ended: the result as JSON, or an error.
type outcome struct {
	result *acpjson.Value
	err    error
}

// call is a request sent and not yet answered.
type call struct {
	method string
	done   chan outcome
}

// running is a request being answered: its handler's cancellation.
type running struct {
	cancel context.CancelCauseFunc
}

// Conn is one connection: it reads the transport, runs the handlers, and matches responses with calls. The generated
// Connect functions make one; its peer's methods send through it.
type Conn struct {
	side    *PeerSide
	t       Transport
	options connOptions
	peer    any

	ctx  context.Context
	stop context.CancelCauseFunc
	done chan struct{}

	mu        sync.Mutex
	nextID    int64
	pending   map[string]*call
	abandoned map[string]bool
	running   map[string]*running
	endErr    error

	queue workQueue
}

// NewConn makes a connection of one side over a transport; Start starts it.
func NewConn(side *PeerSide, t Transport, opts ...ConnOption) *Conn {
	c := &Conn{
		side:      side,
		t:         t,
		done:      make(chan struct{}),
		pending:   map[string]*call{},
		abandoned: map[string]bool{},
		running:   map[string]*running{},
	}
	for _, f := range opts {
		f(&c.options)
	}
	c.ctx, c.stop = context.WithCancelCause(context.Background())
	c.queue.wake = make(chan struct{}, 1)
	return c
}

// Start starts reading, with peer as what handlers' contexts carry (PeerOf).
func (c *Conn) Start(peer any) {
	c.peer = peer
	c.ctx = context.WithValue(c.ctx, peerKey, peer)
	go c.queue.run()
	go c.read()
}

// ParseOptions gives the options the connection reads with (WithParseOptions).
func (c *Conn) ParseOptions() []acpjson.Option { return c.options.parse }

// Label names the connection's side (`v2 agent`).
func (c *Conn) Label() string { return c.side.Label }

// Done is closed when the connection has ended.
func (c *Conn) Done() <-chan struct{} { return c.done }

// Err gives why the connection ended (nil while it runs).
func (c *Conn) Err() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.endErr
}

// Close ends the connection: pending calls fail, running handlers' contexts are cancelled, and the transport is
// closed.
func (c *Conn) Close() error {
	c.end(errors.New("closed by this side"))
	c.queue.close()
	return c.t.Close()
}

func (c *Conn) report(err error) {
	if c.options.onError != nil && err != nil {
		c.options.onError(err)
	}
}

func (c *Conn) closedError() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.endErr == nil {
		return nil
	}
	return &ConnectionClosedError{Label: c.side.Label, Cause: c.endErr}
}

// send writes one message: `jsonrpc` first, then the members in order.
func (c *Conn) send(members ...acpjson.Member) error {
	if err := c.closedError(); err != nil {
		return err
	}
	text, err := acpjson.Write(acpjson.ObjectValue(append(acpjson.Members{{Key: "jsonrpc", Value: acpjson.StringValue("2.0")}}, members...)))
	if err != nil {
		return err
	}
	return c.t.WriteMessage(text)
}

// answer writes a response; when the connection has ended meanwhile, it goes nowhere.
func (c *Conn) answer(id *acpjson.Value, member string, value *acpjson.Value) {
	if c.closedError() != nil {
		return
	}
	if id == nil {
		id = acpjson.NullValue()
	}
	if err := c.send(acpjson.Member{Key: "id", Value: id}, acpjson.Member{Key: member, Value: value}); err != nil {
		c.report(err)
	}
}

func (c *Conn) fail(id *acpjson.Value, e *RequestError) { c.answer(id, "error", e.value()) }

func (c *Conn) read() {
	cause := errPeerClosed
	for {
		line, err := c.t.ReadMessage()
		if err != nil {
			if !errors.Is(err, io.EOF) {
				cause = err
			}
			break
		}
		if blank(line) {
			continue
		}
		c.receive(line)
	}
	// Messages that came before the end are handled first.
	c.queue.push(func() { c.end(cause) })
	c.queue.close()
}

func blank(line []byte) bool {
	for _, b := range line {
		if b != ' ' && b != '\t' && b != '\r' && b != '\n' {
			return false
		}
	}
	return true
}

func (c *Conn) end(cause error) {
	c.mu.Lock()
	if c.endErr != nil {
		c.mu.Unlock()
		return
	}
	c.endErr = cause
	closed := &ConnectionClosedError{Label: c.side.Label, Cause: cause}
	calls := c.pending
	c.pending = map[string]*call{}
	handlers := c.running
	c.running = map[string]*running{}
	c.mu.Unlock()
	for _, p := range calls {
		p.done <- outcome{err: closed}
	}
	for _, r := range handlers {
		r.cancel(closed)
	}
	c.stop(closed)
	close(c.done)
}

// idKey is an id as a map key: its canonical JSON text (a number and a string stay apart).
func idKey(id *acpjson.Value) string {
	text, err := acpjson.Write(id)
	if err != nil {
		return ""
	}
	return string(text)
}

func (c *Conn) receive(line []byte) {
	if c.closedError() != nil {
		return
	}
	message, err := acpjson.ParseBytes(line)
	if err != nil {
		c.fail(nil, NewRequestError(CodeParseError, "Parse error", acpjson.StringValue(err.Error())))
		return
	}
	switch message.Kind {
	case acpjson.Object:
	case acpjson.Array:
		c.fail(nil, NewRequestError(CodeInvalidRequest, "Invalid request", acpjson.StringValue("batches are not supported")))
		return
	default:
		c.fail(nil, NewRequestError(CodeInvalidRequest, "Invalid request", acpjson.StringValue("a message is a JSON object")))
		return
	}
	hasID := message.Members.Has("id")
	id := message.Get("id")
	validID := !hasID || id.Kind == acpjson.Null || id.Kind == acpjson.String || id.Kind == acpjson.Number
	method := message.Get("method")
	switch {
	case method != nil && method.Kind == acpjson.String && validID:
		if hasID {
			c.request(id, method.Str, message.Get("params"))
		} else {
			c.notification(method.Str, message.Get("params"))
		}
	case method == nil && hasID && validID && (message.Members.Has("result") || message.Members.Has("error")):
		c.response(id, message)
	default:
		var answerID *acpjson.Value
		if hasID && validID {
			answerID = id
		}
		c.fail(answerID, NewRequestError(CodeInvalidRequest, "Invalid request", nil))
	}
}

// paramsError is the -32602 answer to params that do not parse: the located error in data.
func (c *Conn) paramsError(method string, p *acpjson.InvalidPayloadError) *RequestError {
	typeName := p.TypeName
	if t := c.side.ParamsType(method); t != "" {
		typeName = t
	}
	located := &acpjson.DecodeError{TypeName: typeName, Path: p.Cause.Path, Problem: p.Cause.Problem}
	return NewRequestError(CodeInvalidParams, "Invalid params", acpjson.StringValue(located.Error()))
}

func (c *Conn) request(id *acpjson.Value, method string, params *acpjson.Value) {
	key := idKey(id)
	ctx, cancel := context.WithCancelCause(c.ctx)
	ctx = context.WithValue(ctx, requestIDKey, id)
	r := &running{cancel: cancel}
	c.mu.Lock()
	c.running[key] = r
	c.mu.Unlock()
	c.queue.push(func() { go c.serve(ctx, r, key, id, method, params) })
}

func (c *Conn) serve(ctx context.Context, r *running, key string, id *acpjson.Value, method string, params *acpjson.Value) {
	defer func() {
		c.mu.Lock()
		if c.running[key] == r {
			delete(c.running, key)
		}
		c.mu.Unlock()
		r.cancel(nil)
	}()
	handle, err := c.side.Request(method, params, c.options.parse)
	if err != nil {
		var unknown *acpjson.UnknownMethodError
		var invalid *acpjson.InvalidPayloadError
		switch {
		case errors.As(err, &unknown):
			c.fail(id, MethodNotFound(method))
		case errors.As(err, &invalid):
			c.fail(id, c.paramsError(method, invalid))
		default:
			c.fail(id, NewRequestError(CodeInternalError, "Internal error", acpjson.StringValue(err.Error())))
		}
		return
	}
	result, err := c.run(ctx, handle)
	if err != nil {
		var answer *RequestError
		switch {
		case errors.As(err, &answer):
		case ctx.Err() != nil && c.closedError() == nil:
			// A handler that gives up because its request was withdrawn answers -32800, as upstream's SDKs do.
			answer = NewRequestError(CodeRequestCancelled, "Request cancelled", nil)
		default:
			c.report(err)
			answer = NewRequestError(CodeInternalError, "Internal error", acpjson.StringValue(err.Error()))
		}
		c.fail(id, answer)
		return
	}
	c.answer(id, "result", result)
}

// run calls a request's handler; a panic is its error.
func (c *Conn) run(ctx context.Context, handle func(ctx context.Context) (*acpjson.Value, error)) (result *acpjson.Value, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the handler panicked: %v", p)
		}
	}()
	return handle(ctx)
}

func (c *Conn) notification(method string, params *acpjson.Value) {
	if cancel := c.side.Cancel; cancel != nil && method == cancel.Method {
		// At once, not in order: the request it withdraws may be waiting behind other handlers.
		id, err := cancel.ID(params, c.options.parse)
		if err != nil {
			c.report(err)
			return
		}
		c.mu.Lock()
		r := c.running[idKey(id)]
		c.mu.Unlock()
		if r != nil {
			r.cancel(NewRequestError(CodeRequestCancelled, "Request cancelled", nil))
		}
		return
	}
	handle, err := c.side.Notification(method, params, c.options.parse)
	if err != nil {
		var unknown *acpjson.UnknownMethodError
		var invalid *acpjson.InvalidPayloadError
		switch {
		case errors.As(err, &unknown):
			// An unknown notification is ignored, as upstream does.
		case errors.As(err, &invalid):
			c.report(errors.New(c.side.Label + ": " + c.paramsError(method, invalid).Data.Str))
		default:
			c.report(err)
		}
		return
	}
	if handle == nil {
		return
	}
	ctx := c.ctx
	c.queue.push(func() {
		defer func() {
			if p := recover(); p != nil {
				c.report(fmt.Errorf("%s: the handler of %q panicked: %v", c.side.Label, method, p))
			}
		}()
		if err := handle(ctx); err != nil {
			c.report(err)
		}
	})
}

func (c *Conn) response(id *acpjson.Value, message *acpjson.Value) {
	key := idKey(id)
	c.mu.Lock()
	p := c.pending[key]
	if p == nil && c.abandoned[key] {
		delete(c.abandoned, key)
		c.mu.Unlock()
		return
	}
	c.mu.Unlock()
	if p == nil {
		// Such as the answer to a line that was not JSON (id null): reported as the error it carries.
		if e := readError(message.Get("error")); e != nil {
			c.report(e)
		} else {
			c.report(errors.New(c.side.Label + ": a response to no pending call (id " + key + ")"))
		}
		return
	}
	c.queue.push(func() {
		c.mu.Lock()
		if c.pending[key] != p {
			c.mu.Unlock()
			return
		}
		delete(c.pending, key)
		c.mu.Unlock()
		if message.Members.Has("error") {
			e := readError(message.Get("error"))
			if e == nil {
				e = NewRequestError(CodeInternalError, "an error with no message", nil)
			}
			p.done <- outcome{err: e}
			return
		}
		p.done <- outcome{result: message.Get("result")}
	})
}

// readError reads the `error` member of a response (nil when it is not an object).
func readError(v *acpjson.Value) *RequestError {
	if v == nil || v.Kind != acpjson.Object {
		return nil
	}
	e := &RequestError{Code: CodeInternalError, Message: "an error with no message", Data: v.Get("data")}
	if code := v.Get("code"); code != nil && code.Kind == acpjson.Number {
		e.Code = int(code.Num.F)
	}
	if m := v.Get("message"); m != nil && m.Kind == acpjson.String {
		e.Message = m.Str
	}
	return e
}

// Call sends a request and waits for its answer: the result as JSON, a *RequestError when the peer answers an error,
// or a *ConnectionClosedError. The method may be one of the side's (refused when its unstable feature is off) or any
// other (an extension's). When ctx is done first, the cancellation notification is sent and the call goes on waiting
// for the answer, unless StopWaitingOnCancel is given.
func (c *Conn) Call(ctx context.Context, method string, params *acpjson.Value, opts ...CallOption) (*acpjson.Value, error) {
	var o callOptions
	for _, f := range opts {
		f(&o)
	}
	if err := c.closedError(); err != nil {
		return nil, err
	}
	if c.side.Refuses != nil && c.side.Refuses(method, c.options.parse) {
		return nil, errors.New(c.side.Label + ": " + acpjson.Quote(method) + " is an unstable method whose feature is off")
	}
	if params == nil {
		params = acpjson.NullValue()
	}
	p := &call{method: method, done: make(chan outcome, 1)}
	c.mu.Lock()
	if c.endErr != nil {
		c.mu.Unlock()
		return nil, &ConnectionClosedError{Label: c.side.Label, Cause: c.endErr}
	}
	n := c.nextID
	c.nextID++
	id := acpjson.IntValue(n)
	key := idKey(id)
	c.pending[key] = p
	c.mu.Unlock()
	if err := c.send(acpjson.Member{Key: "id", Value: id}, acpjson.Member{Key: "method", Value: acpjson.StringValue(method)}, acpjson.Member{Key: "params", Value: params}); err != nil {
		c.mu.Lock()
		if c.pending[key] == p {
			delete(c.pending, key)
		}
		c.mu.Unlock()
		return nil, err
	}
	select {
	case r := <-p.done:
		return r.result, r.err
	case <-ctx.Done():
	}
	c.mu.Lock()
	waiting := c.pending[key] == p
	if waiting && o.stopWaiting {
		delete(c.pending, key)
		c.abandoned[key] = true
	}
	c.mu.Unlock()
	if !waiting {
		r := <-p.done
		return r.result, r.err
	}
	if cancel := c.side.Cancel; cancel != nil {
		if params, err := cancel.Params(id); err != nil {
			c.report(err)
		} else if err := c.send(acpjson.Member{Key: "method", Value: acpjson.StringValue(cancel.Method)}, acpjson.Member{Key: "params", Value: params}); err != nil {
			c.report(err)
		}
	}
	if o.stopWaiting {
		return nil, NewRequestError(CodeRequestCancelled, "Request cancelled", nil)
	}
	r := <-p.done
	return r.result, r.err
}

// Notify sends a notification: one of the side's (refused when its unstable feature is off) or any other (an
// extension's). It is written even when ctx is done: a handler whose request was withdrawn can still report its last
// updates.
func (c *Conn) Notify(_ context.Context, method string, params *acpjson.Value) error {
	if c.side.Refuses != nil && c.side.Refuses(method, c.options.parse) {
		return errors.New(c.side.Label + ": " + acpjson.Quote(method) + " is an unstable method whose feature is off")
	}
	if params == nil {
		params = acpjson.NullValue()
	}
	return c.send(acpjson.Member{Key: "method", Value: acpjson.StringValue(method)}, acpjson.Member{Key: "params", Value: params})
}

// ---------------------------------------------------------------------------
// The order of work

// workQueue runs steps one after another, in the order they were pushed, in one goroutine; pushing never blocks.
type workQueue struct {
	mu     sync.Mutex
	steps  []func()
	closed bool
	wake   chan struct{}
}

func (q *workQueue) push(step func()) {
	q.mu.Lock()
	if q.closed {
		q.mu.Unlock()
		return
	}
	q.steps = append(q.steps, step)
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

// close lets run return once the steps pushed so far have run.
func (q *workQueue) close() {
	q.mu.Lock()
	q.closed = true
	q.mu.Unlock()
	select {
	case q.wake <- struct{}{}:
	default:
	}
}

func (q *workQueue) run() {
	for {
		q.mu.Lock()
		if len(q.steps) == 0 {
			closed := q.closed
			q.mu.Unlock()
			if closed {
				return
			}
			<-q.wake
			continue
		}
		step := q.steps[0]
		q.steps[0] = nil
		q.steps = q.steps[1:]
		q.mu.Unlock()
		step()
	}
}
