// Package driver is the Go side of the side-by-side bench (src/bench/peers-go.ts
// copies it into the bench's cache, next to the two consumers that call it).
//
//	acp-bench-<side> check <stream> <out>: one line per message, or `!` and the error.
//	acp-bench-<side> time <stream>: one untimed pass, then one timed pass of parse
//	only and one of parse + serialize; prints the times as JSON.
package driver

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"runtime"
	"strings"
	"time"
)

// Side is how one consumer parses a message and writes it back.
type Side[T any] struct {
	// Parse reads one message.
	Parse func(line []byte) (T, error)
	// Write writes one message as JSON text.
	Write func(x T) ([]byte, error)
}

// Main runs the mode named on the command line.
func Main[T any](side Side[T]) {
	text, err := os.ReadFile(os.Args[2])
	if err != nil {
		panic(err)
	}
	var lines [][]byte
	for _, l := range bytes.Split(text, []byte("\n")) {
		if len(l) > 0 {
			lines = append(lines, l)
		}
	}
	switch os.Args[1] {
	case "check":
		f, err := os.Create(os.Args[3])
		if err != nil {
			panic(err)
		}
		out := bufio.NewWriter(f)
		for _, line := range lines {
			x, err := side.Parse(line)
			if err == nil {
				var b []byte
				if b, err = side.Write(x); err == nil {
					out.Write(b)
					out.WriteByte('\n')
					continue
				}
			}
			fmt.Fprintf(out, "! %s\n", strings.ReplaceAll(err.Error(), "\n", " "))
		}
		if err := out.Flush(); err != nil {
			panic(err)
		}
		f.Close()
	case "time":
		sink := 0
		round := func() {
			for _, line := range lines {
				x, err := side.Parse(line)
				if err != nil {
					panic(err)
				}
				b, err := side.Write(x)
				if err != nil {
					panic(err)
				}
				sink += len(b)
			}
		}
		round()
		runtime.GC()
		t0 := time.Now()
		for _, line := range lines {
			x, err := side.Parse(line)
			if err != nil {
				panic(err)
			}
			runtime.KeepAlive(x)
		}
		parse := time.Since(t0)
		runtime.GC()
		t1 := time.Now()
		round()
		total := time.Since(t1)
		fmt.Printf("{\"parseMs\":%g,\"roundMs\":%g,\"sink\":%d}\n", float64(parse.Nanoseconds())/1e6, float64(total.Nanoseconds())/1e6, sink)
	default:
		panic("unknown mode " + os.Args[1])
	}
}
