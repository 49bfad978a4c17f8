// Package ulidpgx carries the extension's three ID types through pgx v4 natively: registered on a
// connection's type map, a value is sent and read as its raw big-endian bytes (binary format) or
// as its canonical text, and scans into ulidpgx.ULID, ulidpgx.ULIDFlake or ulidpgx.BaseUID.
package ulidpgx

import (
	"context"
	"fmt"
	"math/big"
	"math/bits"
	"reflect"
	"strings"

	"github.com/jackc/pgtype"
	"github.com/jackc/pgx/v4"
)

// Format describes one ID type: its SQL name, byte length and text alphabet.
type Format interface{ format() idFormat }

type idFormat struct {
	name     string
	bytes    int
	chars    int
	alphabet string
}

const crockford = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
const lexicographicBase64 = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"

type UlidFormat struct{}
type UlidFlakeFormat struct{}
type BaseUIDFormat struct{}

func (UlidFormat) format() idFormat      { return idFormat{"ulid", 16, 26, crockford} }
func (UlidFlakeFormat) format() idFormat { return idFormat{"ulid_flake", 8, 13, crockford} }
func (BaseUIDFormat) format() idFormat   { return idFormat{"baseuid", 15, 20, lexicographicBase64} }

// ID is a value of the ID type F: Bytes holds its big-endian bytes; Valid is false for NULL.
type ID[F Format] struct {
	Bytes []byte
	Valid bool
}

type ULID = ID[UlidFormat]
type ULIDFlake = ID[UlidFlakeFormat]
type BaseUID = ID[BaseUIDFormat]

func formatOf[F Format]() idFormat { var f F; return f.format() }

// RegisterTypes looks up the OIDs of the three types (they differ per database) and registers
// them on the connection's type map, e.g. in pgxpool.Config.AfterConnect.
func RegisterTypes(ctx context.Context, conn *pgx.Conn) error {
	var ulidOID, flakeOID, baseuidOID uint32
	err := conn.QueryRow(ctx, `SELECT 'ulid'::regtype::oid, 'ulid_flake'::regtype::oid, 'baseuid'::regtype::oid`).
		Scan(&ulidOID, &flakeOID, &baseuidOID)
	if err != nil {
		return err
	}
	conn.ConnInfo().RegisterDataType(pgtype.DataType{Value: &ULID{}, Name: "ulid", OID: ulidOID})
	conn.ConnInfo().RegisterDataType(pgtype.DataType{Value: &ULIDFlake{}, Name: "ulid_flake", OID: flakeOID})
	conn.ConnInfo().RegisterDataType(pgtype.DataType{Value: &BaseUID{}, Name: "baseuid", OID: baseuidOID})
	return nil
}

// Set accepts nil, an ID, the canonical text, or the bytes as a slice or as any byte array of the
// right length (so an oklog/ulid ulid.ULID or a [16]byte UUID works directly).
func (id *ID[F]) Set(src interface{}) error {
	f := formatOf[F]()
	switch v := src.(type) {
	case nil:
		*id = ID[F]{}
		return nil
	case ID[F]:
		*id = v
		return nil
	case string:
		bytes, err := decodeText(f, v)
		if err != nil {
			return err
		}
		*id = ID[F]{Bytes: bytes, Valid: true}
		return nil
	case []byte:
		return id.setBytes(f, v)
	}
	value := reflect.ValueOf(src)
	if value.Kind() == reflect.Array && value.Type().Elem().Kind() == reflect.Uint8 {
		bytes := make([]byte, value.Len())
		reflect.Copy(reflect.ValueOf(bytes), value)
		return id.setBytes(f, bytes)
	}
	return fmt.Errorf("cannot convert %T to %s", src, f.name)
}

func (id *ID[F]) setBytes(f idFormat, bytes []byte) error {
	if len(bytes) != f.bytes {
		return fmt.Errorf("%s needs %d bytes, got %d", f.name, f.bytes, len(bytes))
	}
	*id = ID[F]{Bytes: append([]byte(nil), bytes...), Valid: true}
	return nil
}

func (id ID[F]) Get() interface{} {
	if !id.Valid {
		return nil
	}
	return id
}

// String is the canonical text form, the same as the server's output.
func (id ID[F]) String() string {
	if !id.Valid {
		return ""
	}
	return encodeText(formatOf[F](), id.Bytes)
}

// AssignTo copies the value into a *ID, a *string or a *[]byte.
func (id *ID[F]) AssignTo(dst interface{}) error {
	switch d := dst.(type) {
	case *ID[F]:
		*d = *id
	case *string:
		if !id.Valid {
			return fmt.Errorf("cannot assign NULL to %T", dst)
		}
		*d = id.String()
	case *[]byte:
		*d = append([]byte(nil), id.Bytes...)
	default:
		return fmt.Errorf("cannot assign %s to %T", formatOf[F]().name, dst)
	}
	return nil
}

func (id *ID[F]) DecodeBinary(ci *pgtype.ConnInfo, src []byte) error {
	if src == nil {
		*id = ID[F]{}
		return nil
	}
	return id.setBytes(formatOf[F](), src)
}

func (id *ID[F]) DecodeText(ci *pgtype.ConnInfo, src []byte) error {
	if src == nil {
		*id = ID[F]{}
		return nil
	}
	return id.Set(string(src))
}

func (id ID[F]) EncodeBinary(ci *pgtype.ConnInfo, buf []byte) ([]byte, error) {
	if !id.Valid {
		return nil, nil
	}
	return append(buf, id.Bytes...), nil
}

func (id ID[F]) EncodeText(ci *pgtype.ConnInfo, buf []byte) ([]byte, error) {
	if !id.Valid {
		return nil, nil
	}
	return append(buf, id.String()...), nil
}

// The text form: the bytes as one big-endian number written in the alphabet's digits (5 bits a
// character for Crockford base32, 6 for the base64 alphabet), the first character holding the
// leftover high bits.
func bitsPerChar(f idFormat) uint {
	return uint(bits.TrailingZeros(uint(len(f.alphabet))))
}

func encodeText(f idFormat, value []byte) string {
	number := new(big.Int).SetBytes(value)
	mask := big.NewInt(int64(len(f.alphabet) - 1))
	digit := new(big.Int)
	text := make([]byte, f.chars)
	for i := f.chars - 1; i >= 0; i-- {
		text[i] = f.alphabet[digit.And(number, mask).Int64()]
		number.Rsh(number, bitsPerChar(f))
	}
	return string(text)
}

func decodeText(f idFormat, text string) ([]byte, error) {
	if len(text) != f.chars {
		return nil, fmt.Errorf("%s text must be %d characters: %q", f.name, f.chars, text)
	}
	if f.alphabet == crockford {
		text = strings.ToUpper(text) // Crockford base32 is read in either case
	}
	number := new(big.Int)
	for i := 0; i < len(text); i++ {
		digit := strings.IndexByte(f.alphabet, text[i])
		if digit < 0 {
			return nil, fmt.Errorf("invalid character %q in %s text %q", text[i], f.name, text)
		}
		number.Lsh(number, bitsPerChar(f)).Or(number, big.NewInt(int64(digit)))
	}
	// The value must fit the bytes, and a ulid_flake is a non-negative int8.
	if number.BitLen() > 8*f.bytes || (f.name == "ulid_flake" && number.BitLen() == 64) {
		return nil, fmt.Errorf("%s text %q is out of range", f.name, text)
	}
	return number.FillBytes(make([]byte, f.bytes)), nil
}
