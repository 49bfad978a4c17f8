//! The extension's `ulid` type for rust-postgres (`tokio-postgres`, `postgres`): `Ulid` implements
//! `ToSql` and `FromSql` for the type by its name, since its OID is assigned when the extension is
//! installed. A `ulid` travels in binary as its 16 big-endian bytes (the layout of `uuid`); bound
//! to or read from a text type (`$1::text`, `id::text`) it is its canonical 26-character text.
//! Arrays (`ulid[]`) come with postgres-types' `Vec<T>` and `&[T]` implementations.

use std::error::Error;
use std::fmt;
use std::str::FromStr;

use bytes::BytesMut;
use postgres_types::{to_sql_checked, FromSql, IsNull, ToSql, Type};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ulid(pub [u8; 16]);

const CROCKFORD: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";

impl fmt::Display for Ulid {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let mut number = u128::from_be_bytes(self.0);
        let mut text = [0u8; 26];
        for char in text.iter_mut().rev() {
            *char = CROCKFORD[(number & 31) as usize];
            number >>= 5;
        }
        f.write_str(std::str::from_utf8(&text).expect("Crockford symbols are ASCII"))
    }
}

#[derive(Debug, PartialEq, Eq)]
pub struct ParseUlidError;

impl fmt::Display for ParseUlidError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a ulid is 26 Crockford base32 characters, the first one 0 to 7")
    }
}

impl Error for ParseUlidError {}

impl FromStr for Ulid {
    type Err = ParseUlidError;

    /// Reads what the server reads: either case, with I and L meaning 1 and O meaning 0.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        if text.len() != 26 {
            return Err(ParseUlidError);
        }
        let mut number: u128 = 0;
        for (position, char) in text.bytes().enumerate() {
            let digit = match char.to_ascii_uppercase() {
                b'I' | b'L' => 1,
                b'O' => 0,
                upper => CROCKFORD.iter().position(|&symbol| symbol == upper).ok_or(ParseUlidError)?,
            };
            if position == 0 && digit > 7 {
                return Err(ParseUlidError); // 26 characters carry 130 bits: the first may use 3
            }
            number = number << 5 | digit as u128;
        }
        Ok(Ulid(number.to_be_bytes()))
    }
}

/// The text types a `Ulid` also converts to and from, as its canonical text.
fn is_text(ty: &Type) -> bool {
    matches!(*ty, Type::TEXT | Type::VARCHAR | Type::BPCHAR | Type::NAME | Type::UNKNOWN)
}

/// By name: the OID differs from database to database. A `uuid` takes the same 16 bytes.
fn holds_ulid(ty: &Type) -> bool {
    ty.name() == "ulid" || *ty == Type::UUID || is_text(ty)
}

impl ToSql for Ulid {
    fn to_sql(&self, ty: &Type, out: &mut BytesMut) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        if is_text(ty) {
            out.extend_from_slice(self.to_string().as_bytes());
        } else {
            out.extend_from_slice(&self.0);
        }
        Ok(IsNull::No)
    }

    fn accepts(ty: &Type) -> bool {
        holds_ulid(ty)
    }

    to_sql_checked!();
}

impl<'a> FromSql<'a> for Ulid {
    fn from_sql(ty: &Type, raw: &'a [u8]) -> Result<Self, Box<dyn Error + Sync + Send>> {
        if is_text(ty) {
            Ok(std::str::from_utf8(raw)?.parse()?)
        } else {
            Ok(Ulid(raw.try_into()?))
        }
    }

    fn accepts(ty: &Type) -> bool {
        holds_ulid(ty)
    }
}
