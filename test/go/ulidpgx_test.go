// The three types through pgx v4 against the cluster the PG* environment names: text and binary
// round trips checked byte for byte against bytes the server computes, oklog/ulid values, the
// monotonic default, a UUID parameter and SQLSTATE 22P02.
package ulidpgx

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgconn"
	"github.com/jackc/pgtype"
	"github.com/jackc/pgx/v4"
	"github.com/oklog/ulid"
)

const randomValues = 200

// The bytes of `id` in hex as the server computes them, without the type's text output.
var serverHex = map[string]string{
	"ulid":       `pg_catalog.encode(id::bytea, 'hex')`,
	"ulid_flake": `pg_catalog.lpad(pg_catalog.to_hex(id::bigint), 16, '0')`,
	"baseuid":    `pg_catalog.encode(baseuid_send(id), 'hex')`,
}

var formats = []idFormat{UlidFormat{}.format(), UlidFlakeFormat{}.format(), BaseUIDFormat{}.format()}

// connect opens a connection with the extension created and the types registered.
func connect(t *testing.T) *pgx.Conn {
	t.Helper()
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, "")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.Close(ctx) })
	if _, err := conn.Exec(ctx, "SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid"); err != nil {
		t.Fatal(err)
	}
	if err := RegisterTypes(ctx, conn); err != nil {
		t.Fatal(err)
	}
	return conn
}

// sampleBytes: the smallest and the largest value of the format, then random ones.
func sampleBytes(f idFormat) [][]byte {
	largest := bytes.Repeat([]byte{0xff}, f.bytes)
	if f.name == "ulid_flake" {
		largest[0] = 0x7f
	}
	samples := [][]byte{make([]byte, f.bytes), largest}
	for i := 0; i < randomValues; i++ {
		value := make([]byte, f.bytes)
		rand.Read(value)
		if f.name == "ulid_flake" {
			value[0] &= 0x7f
		}
		samples = append(samples, value)
	}
	return samples
}

func newID(f idFormat, value []byte) pgtype.Value {
	switch f.name {
	case "ulid":
		return &ULID{Bytes: value, Valid: true}
	case "ulid_flake":
		return &ULIDFlake{Bytes: value, Valid: true}
	}
	return &BaseUID{Bytes: value, Valid: true}
}

func TestExtremeTexts(t *testing.T) {
	want := map[string][2]string{
		"ulid":       {"00000000000000000000000000", "7ZZZZZZZZZZZZZZZZZZZZZZZZZ"},
		"ulid_flake": {"0000000000000", "7ZZZZZZZZZZZZ"},
		"baseuid":    {"--------------------", "zzzzzzzzzzzzzzzzzzzz"},
	}
	for _, f := range formats {
		samples := sampleBytes(f)
		if got := encodeText(f, samples[0]); got != want[f.name][0] {
			t.Errorf("%s smallest: %s", f.name, got)
		}
		if got := encodeText(f, samples[1]); got != want[f.name][1] {
			t.Errorf("%s largest: %s", f.name, got)
		}
	}
}

// The adapter's own text reader: the inverse of its writer, either case for Crockford, and
// nothing beyond the largest value.
func TestDecodeText(t *testing.T) {
	for _, f := range formats {
		for _, value := range sampleBytes(f) {
			text := encodeText(f, value)
			back, err := decodeText(f, strings.ToLower(text))
			if f.alphabet != crockford {
				back, err = decodeText(f, text)
			}
			if err != nil || !bytes.Equal(back, value) {
				t.Errorf("%s %s: %x, %v", f.name, text, back, err)
			}
		}
	}
	for _, tooLarge := range []struct {
		f    idFormat
		text string
	}{{formats[0], "8ZZZZZZZZZZZZZZZZZZZZZZZZZ"}, {formats[1], "8000000000000"}} {
		if _, err := decodeText(tooLarge.f, tooLarge.text); err == nil {
			t.Errorf("%s accepted %s", tooLarge.f.name, tooLarge.text)
		}
	}
}

// Binary parameters in, results read in binary (the registered type's preference) and in text.
func TestRoundTrip(t *testing.T) {
	conn := connect(t)
	ctx := context.Background()
	for _, f := range formats {
		f := f
		t.Run(f.name, func(t *testing.T) {
			table := "pgx_" + f.name
			if _, err := conn.Exec(ctx, "DROP TABLE IF EXISTS "+table+"; CREATE TABLE "+table+" (n integer PRIMARY KEY, id "+f.name+")"); err != nil {
				t.Fatal(err)
			}
			samples := sampleBytes(f)
			for n, value := range samples {
				if _, err := conn.Exec(ctx, "INSERT INTO "+table+" VALUES ($1, $2)", n, newID(f, value)); err != nil {
					t.Fatal(err)
				}
			}
			for _, resultFormat := range []int16{pgx.BinaryFormatCode, pgx.TextFormatCode} {
				rows, err := conn.Query(ctx, "SELECT id, id::text, "+serverHex[f.name]+" FROM "+table+" ORDER BY n",
					pgx.QueryResultFormats{resultFormat, pgx.TextFormatCode, pgx.TextFormatCode})
				if err != nil {
					t.Fatal(err)
				}
				n := 0
				for rows.Next() {
					var text, serverBytes string
					id := newID(f, nil)
					if err := rows.Scan(id, &text, &serverBytes); err != nil {
						t.Fatal(err)
					}
					var got []byte
					id.AssignTo(&got)
					if !bytes.Equal(got, samples[n]) || hex.EncodeToString(got) != serverBytes || encodeText(f, got) != text {
						t.Errorf("format %d row %d: wrote %x, read %x (server %s, text %s)", resultFormat, n, samples[n], got, serverBytes, text)
					}
					n++
				}
				if rows.Err() != nil || n != len(samples) {
					t.Fatalf("format %d: %d rows, %v", resultFormat, n, rows.Err())
				}
			}
		})
	}
}

// Strings are sent as text parameters (pgx never converts a Go string) and scan back as text.
func TestTextParameters(t *testing.T) {
	conn := connect(t)
	ctx := context.Background()
	for _, f := range formats {
		for _, value := range sampleBytes(f) {
			text := encodeText(f, value)
			var back, serverBytes string
			err := conn.QueryRow(ctx, "SELECT id::text, "+serverHex[f.name]+" FROM (SELECT $1::"+f.name+" AS id) v", text).Scan(&back, &serverBytes)
			if err != nil {
				t.Fatal(err)
			}
			if back != text || serverBytes != hex.EncodeToString(value) {
				t.Errorf("%s: sent %s, read %s (%s)", f.name, text, back, serverBytes)
			}
		}
	}
}

func TestOklogValuesSortAsTheDatabaseSorts(t *testing.T) {
	conn := connect(t)
	ctx := context.Background()
	if _, err := conn.Exec(ctx, "CREATE TEMP TABLE pgx_oklog (id ulid)"); err != nil {
		t.Fatal(err)
	}
	entropy := ulid.Monotonic(rand.Reader, 0)
	var made []ulid.ULID
	for i := 0; i < 300; i++ {
		at := time.Now().Add(-time.Duration(i%17) * time.Hour)
		made = append(made, ulid.MustNew(ulid.Timestamp(at), entropy))
	}
	for _, id := range made {
		// A ulid.ULID is a [16]byte: the registered type sends it in binary.
		if _, err := conn.Exec(ctx, "INSERT INTO pgx_oklog VALUES ($1)", id); err != nil {
			t.Fatal(err)
		}
	}
	sort.Slice(made, func(i, j int) bool { return made[i].Compare(made[j]) < 0 })
	rows, err := conn.Query(ctx, "SELECT id, id::text AS text, ulid_extract_unix_ms(id) FROM pgx_oklog ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for rows.Next() {
		var id ULID
		var text string
		var ms int64
		if err := rows.Scan(&id, &text, &ms); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(id.Bytes, made[n][:]) || text != made[n].String() || uint64(ms) != made[n].Time() {
			t.Errorf("row %d: database %s (%d ms), oklog %s (%d ms)", n, text, ms, made[n], made[n].Time())
		}
		n++
	}
	if n != len(made) {
		t.Fatalf("%d rows", n)
	}
}

func TestMonotonicDefaultInInsertionOrder(t *testing.T) {
	conn := connect(t)
	ctx := context.Background()
	if _, err := conn.Exec(ctx, "CREATE TEMP TABLE pgx_orders (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), n integer)"); err != nil {
		t.Fatal(err)
	}
	var returned []ULID
	for n := 0; n < 300; n++ {
		var id ULID
		err := conn.QueryRow(ctx, "INSERT INTO pgx_orders (n) VALUES ($1) RETURNING id", n).Scan(&id)
		if err != nil {
			t.Fatal(err)
		}
		returned = append(returned, id)
	}
	rows, err := conn.Query(ctx, "SELECT id, n FROM pgx_orders ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for rows.Next() {
		var id ULID
		var order int
		if err := rows.Scan(&id, &order); err != nil {
			t.Fatal(err)
		}
		if order != n || id.String() != returned[n].String() {
			t.Errorf("position %d holds row %d (%s, returned %s)", n, order, id, returned[n])
		}
		if _, err := ulid.ParseStrict(id.String()); err != nil {
			t.Errorf("oklog rejects %s: %v", id, err)
		}
		n++
	}
	if n != 300 {
		t.Fatalf("%d rows", n)
	}
}

func TestUUIDParameterComparesWithUlid(t *testing.T) {
	conn := connect(t)
	ctx := context.Background()
	var present bool
	if err := conn.QueryRow(ctx, `SELECT EXISTS (SELECT FROM pg_catalog.pg_operator
	    WHERE oprname = '=' AND oprleft = 'ulid'::regtype AND oprright = 'uuid'::regtype)`).Scan(&present); err != nil {
		t.Fatal(err)
	}
	if !present {
		t.Skip("the ulid = uuid operator is not installed")
	}
	id := ulid.MustNew(ulid.Now(), rand.Reader)
	var uuid [16]byte = id
	largest := pgtype.UUID{Status: pgtype.Present}
	copy(largest.Bytes[:], bytes.Repeat([]byte{0xff}, 16))
	var same, below, other bool
	err := conn.QueryRow(ctx, "SELECT $1::ulid = $2::uuid, $1::ulid < $3::uuid, $1::ulid = $4::uuid",
		id.String(), uuid, largest, [16]byte{}).Scan(&same, &below, &other)
	if err != nil {
		t.Fatal(err)
	}
	if !same || !below || other {
		t.Errorf("same %v, below %v, equal to the zero uuid %v", same, below, other)
	}
}

func TestBadValueIs22P02(t *testing.T) {
	conn := connect(t)
	ctx := context.Background()
	for _, f := range formats {
		var id string
		err := conn.QueryRow(ctx, "SELECT $1::"+f.name+"::text", string(bytes.Repeat([]byte("*"), f.chars))).Scan(&id)
		var pgErr *pgconn.PgError
		if !errors.As(err, &pgErr) || pgErr.Code != "22P02" {
			t.Errorf("%s: %v", f.name, err)
		}
	}
}
