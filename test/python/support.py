"""Shared by the Python client tests: sample values of each type, and what every driver's results
must satisfy. The connection comes from the libpq environment pg_virtualenv sets (PGHOST,
PGPORT, PGUSER, PGPASSWORD, PGDATABASE)."""
import os

from ulid_values import BaseUid, Ulid, UlidFlake

RANDOM_VALUES = 100

# Known texts per type: the smallest and the largest value first, then a few in between.
VECTORS = {
    Ulid: ["00000000000000000000000000", "7ZZZZZZZZZZZZZZZZZZZZZZZZZ", "01ARZ3NDEKTSV4RRFFQ69G5FAV"],
    UlidFlake: ["0000000000000", "7ZZZZZZZZZZZZ", "00JH9T05YQ2G0"],
    BaseUid: ["--------------------", "zzzzzzzzzzzzzzzzzzzz", "ANjssJky------------"],
}

# The generator each type's DEFAULT uses where values must come back in insertion order.
MONOTONIC_DEFAULTS = {Ulid: "gen_monotonic_ulid()", UlidFlake: "gen_ulid_flake()", BaseUid: "gen_monotonic_baseuid()"}


def type_id(value_class):
    return value_class.type_name


def random_bytes(value_class):
    """Random wire bytes of the type (ulid_flake's sign bit clear: it is a non-negative int8)."""
    number = int.from_bytes(os.urandom(value_class.size), "big") >> (8 * value_class.size - value_class.value_bits)
    return number.to_bytes(value_class.size, "big")


def sample_bytes(value_class):
    """The vectors' bytes (decoded here from the texts, independently of the value classes:
    big-endian digits of the type's alphabet), then random ones."""
    bits = len(value_class.alphabet).bit_length() - 1
    vectors = [sum(value_class.alphabet.index(char) << bits * (len(text) - 1 - i) for i, char in enumerate(text))
               .to_bytes(value_class.size, "big") for text in VECTORS[value_class]]
    return vectors + [random_bytes(value_class) for _ in range(RANDOM_VALUES)]


def assert_same_values(value_class, written_bytes, read_values):
    """What was read is, in order, the written values: same class, same text, same bytes."""
    assert [type(value) for value in read_values] == [value_class] * len(written_bytes)
    assert [value.to_bytes() for value in read_values] == written_bytes
    assert read_values == [value_class.from_bytes(data) for data in written_bytes]


def assert_database_order(read_in_database_order):
    """ORDER BY id gave the Python order of the texts, which is also the order of the bytes."""
    assert read_in_database_order == sorted(read_in_database_order)
    assert read_in_database_order == sorted(read_in_database_order, key=lambda value: value.to_bytes())


def assert_strictly_increasing(values):
    assert all(a < b for a, b in zip(values, values[1:])), values


# True when spec section 5.2's same-bytes operator ulid = uuid exists in the database.
ULID_UUID_OPERATOR = """SELECT EXISTS (SELECT FROM pg_catalog.pg_operator
    WHERE oprname = '=' AND oprleft = 'ulid'::pg_catalog.regtype AND oprright = 'uuid'::pg_catalog.regtype)"""
