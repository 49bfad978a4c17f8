"""The extension's three ID types as Python values (docs/clients.md, "Python value classes").

Each value is a str holding the canonical text, so it prints, hashes, compares and serialises to
JSON as the text PostgreSQL shows, and Python's str order is the database's order. The bytes are
what the binary wire format carries."""
import os
import time
import uuid

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LEXICOGRAPHIC_BASE64 = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
_CROCKFORD_ALIASES = str.maketrans("ILO", "110")


class _Id(str):
    type_name = alphabet = ""
    # Bits per character, text length, bytes on the wire, bits a value may use.
    char_bits = chars = size = value_bits = 0

    def __new__(cls, text):
        return cls.from_int(cls._parse(str(text)))

    @classmethod
    def from_int(cls, number):
        if not 0 <= number < 1 << cls.value_bits:
            raise ValueError(f"out of range for {cls.type_name}: {number}")
        mask = (1 << cls.char_bits) - 1
        digits = (cls.alphabet[number >> (cls.char_bits * i) & mask] for i in reversed(range(cls.chars)))
        return str.__new__(cls, "".join(digits))

    @classmethod
    def from_bytes(cls, data):
        if len(data) != cls.size:
            raise ValueError(f"{cls.type_name} takes {cls.size} bytes, not {len(data)}")
        return cls.from_int(int.from_bytes(data, "big"))

    def to_bytes(self):
        return self._parse(self).to_bytes(self.size, "big")

    @classmethod
    def _parse(cls, text):
        text = cls._normalise(text)
        digits = [cls.alphabet.find(char) for char in text]
        if len(text) != cls.chars or -1 in digits:
            raise ValueError(f"invalid {cls.type_name}: {text!r}")
        number = 0
        for digit in digits:
            number = number << cls.char_bits | digit
        if number >> cls.value_bits:
            raise ValueError(f"invalid {cls.type_name}: {text!r} is out of range")
        return number

    @staticmethod
    def _normalise(text):
        return text


class _CrockfordId(_Id):
    alphabet, char_bits = CROCKFORD, 5

    @staticmethod
    def _normalise(text):  # either case; I, L read as 1 and O as 0, like the database
        return text.upper().translate(_CROCKFORD_ALIASES)


class Ulid(_CrockfordId):
    type_name, chars, size, value_bits = "ulid", 26, 16, 128

    def __new__(cls, value):  # also from a uuid.UUID: the same 16 bytes
        return cls.from_bytes(value.bytes) if isinstance(value, uuid.UUID) else super().__new__(cls, value)

    @classmethod
    def generate(cls, unix_ms=None):
        """A new ULID: 48-bit Unix time in milliseconds (default: now), then 80 random bits."""
        unix_ms = time.time_ns() // 1_000_000 if unix_ms is None else unix_ms
        return cls.from_bytes(unix_ms.to_bytes(6, "big") + os.urandom(10))

    @property
    def unix_ms(self):
        return int.from_bytes(self.to_bytes()[:6], "big")

    @property
    def uuid(self):
        return uuid.UUID(bytes=self.to_bytes())


class UlidFlake(_CrockfordId):  # a non-negative int8 on the wire
    type_name, chars, size, value_bits = "ulid_flake", 13, 8, 63


class BaseUid(_Id):
    type_name, alphabet, char_bits, chars, size, value_bits = "baseuid", LEXICOGRAPHIC_BASE64, 6, 20, 15, 120


ID_TYPES = (Ulid, UlidFlake, BaseUid)
