"""The value classes alone: text and bytes agree with independently decoded vectors, the input
rules match the database's, and the order of texts is the order of bytes."""
import uuid

import pytest

from support import VECTORS, random_bytes, sample_bytes, type_id
from ulid_values import ID_TYPES, Ulid, UlidFlake


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_text_and_bytes_agree(value_class):
    samples = sample_bytes(value_class)
    values = [value_class.from_bytes(data) for data in samples]
    assert values[:len(VECTORS[value_class])] == VECTORS[value_class]
    assert [value_class(str(value)).to_bytes() for value in values] == samples
    assert sorted(values) == sorted(values, key=lambda value: value.to_bytes())  # str order is byte order


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_rejects_what_the_database_rejects(value_class):
    largest = VECTORS[value_class][1]
    too_short, too_long, spaced = largest[:-1], largest + largest[0], " " + largest[1:]
    for bad in [too_short, too_long, spaced, "!" * value_class.chars, "\u00e9" * value_class.chars]:
        with pytest.raises(ValueError):
            value_class(bad)
    for length in (0, value_class.size - 1, value_class.size + 1):
        with pytest.raises(ValueError):
            value_class.from_bytes(bytes(length))


def test_crockford_overflow_aliases_and_u():
    for value_class in (Ulid, UlidFlake):
        with pytest.raises(ValueError):
            value_class("U" * value_class.chars)
    with pytest.raises(ValueError):
        Ulid("8" + "0" * 25)
    with pytest.raises(ValueError):
        UlidFlake("8" + "0" * 12)
    with pytest.raises(ValueError):
        UlidFlake.from_bytes(b"\x80" + bytes(7))  # the int8 sign bit
    assert Ulid("01arz3ndektsv4rrffq69g5fav") == "01ARZ3NDEKTSV4RRFFQ69G5FAV"
    assert Ulid("oIlARZ3NDEKTSV4RRFFQ69G5FA") == "011ARZ3NDEKTSV4RRFFQ69G5FA"


def test_ulid_generate_and_uuid():
    before = Ulid.generate()
    value = Ulid.generate(1469922850259)
    assert value.unix_ms == 1469922850259 and value.startswith("01ARZ3NDEK")
    assert len({Ulid.generate(0) for _ in range(100)}) == 100  # the random part varies
    assert Ulid(value.uuid) == value and value.uuid.bytes == value.to_bytes()
    assert Ulid(uuid.UUID(int=0)) == "0" * 26
    assert before.unix_ms <= Ulid.generate().unix_ms
    assert Ulid.from_bytes(random_bytes(Ulid)) != Ulid.from_bytes(random_bytes(Ulid))
