"""asyncpg with the codecs of ulid_asyncpg in both formats (and without any, as a control)."""
import asyncio
import uuid

import asyncpg
import pytest

from support import (MONOTONIC_DEFAULTS, ULID_UUID_OPERATOR, assert_database_order, assert_same_values,
                     assert_strictly_increasing, sample_bytes, type_id)
from ulid_asyncpg import register_id_types
from ulid_values import ID_TYPES, Ulid

FORMATS = ["text", "binary"]


def run(test):
    """Runs `await test(conn)` on a new connection (codecs as registered by the test)."""
    async def main():
        conn = await asyncpg.connect()
        try:
            return await test(conn)
        finally:
            await conn.close()
    return asyncio.run(main())


async def make_table(conn, value_class, default=None):
    await conn.execute("DROP TABLE IF EXISTS py_ids")
    await conn.execute(f"CREATE TABLE py_ids (n serial PRIMARY KEY, id {value_class.type_name}"
                       f"{' DEFAULT ' + default if default else ''})")


@pytest.mark.parametrize("read_format", FORMATS, ids=lambda f: "read-" + f)
@pytest.mark.parametrize("write_format", FORMATS, ids=lambda f: "write-" + f)
@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_round_trip(value_class, write_format, read_format):
    written = sample_bytes(value_class)

    async def test(conn):
        await make_table(conn, value_class)
        await register_id_types(conn, write_format)
        await conn.executemany("INSERT INTO py_ids (id) VALUES ($1)", [(value_class.from_bytes(d),) for d in written])
        await register_id_types(conn, read_format)
        rows = await conn.fetch("SELECT id FROM py_ids ORDER BY n")
        assert_same_values(value_class, written, [row["id"] for row in rows])
        assert_database_order([row["id"] for row in await conn.fetch("SELECT id FROM py_ids ORDER BY id")])
        assert_same_values(value_class, written, await conn.fetchval("SELECT array_agg(id ORDER BY n) FROM py_ids"))
    run(test)


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_without_codecs_values_are_text(value_class):
    written = sample_bytes(value_class)
    texts = [str(value_class.from_bytes(data)) for data in written]

    async def test(conn):
        await make_table(conn, value_class)
        await conn.executemany("INSERT INTO py_ids (id) VALUES ($1)", [(text,) for text in texts])
        return [row["id"] for row in await conn.fetch("SELECT id FROM py_ids ORDER BY n")]
    read = run(test)
    assert read == texts and type(read[0]) is str


def test_application_generated_ulids_are_accepted_and_sort_as_the_database():
    written = [Ulid.generate(unix_ms) for unix_ms in (0, 1, 1469922850259, 2 ** 47, 2 ** 48 - 1)]
    written += [Ulid.generate() for _ in range(200)]

    async def test(conn):
        await make_table(conn, Ulid)
        await register_id_types(conn)
        await conn.executemany("INSERT INTO py_ids (id) VALUES ($1)", [(value,) for value in written])
        return await conn.fetch("SELECT id, ulid_extract_unix_ms(id) AS ms, id::uuid AS uuid FROM py_ids ORDER BY 1")
    rows = run(test)
    assert [row["id"] for row in rows] == sorted(written)
    assert [(row["ms"], row["uuid"]) for row in rows] == [(value.unix_ms, value.uuid) for value in sorted(written)]


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_monotonic_default_returns_values_in_insertion_order(value_class):
    async def test(conn):
        await make_table(conn, value_class, MONOTONIC_DEFAULTS[value_class])
        await register_id_types(conn)
        returned = [await conn.fetchval("INSERT INTO py_ids DEFAULT VALUES RETURNING id") for _ in range(100)]
        returned += [row["id"] for row in await conn.fetch(
            "INSERT INTO py_ids SELECT FROM generate_series(1, 100) RETURNING id")]
        assert_strictly_increasing(returned)
        assert [row["id"] for row in await conn.fetch("SELECT id FROM py_ids ORDER BY n")] == returned
        assert all(type(value) is value_class for value in returned)
    run(test)


def test_uuid_parameter_compares_with_a_ulid_column():
    written = [Ulid.from_bytes(data) for data in sample_bytes(Ulid)]

    async def test(conn):
        if not await conn.fetchval(ULID_UUID_OPERATOR):
            pytest.skip("no ulid = uuid operator in this database (spec section 5.2)")
        await make_table(conn, Ulid)
        await register_id_types(conn)
        await conn.executemany("INSERT INTO py_ids (id) VALUES ($1)", [(value,) for value in written])
        # asyncpg types $1 from the statement: without the cast it would be a ulid.
        for n, value in enumerate(written, start=1):
            assert await conn.fetchval("SELECT n FROM py_ids WHERE id = $1::uuid", value.uuid) == n
        assert await conn.fetchval("SELECT count(*) FROM py_ids WHERE id = $1::uuid", uuid.uuid4()) == 0
        # Through the codec, a uuid.UUID is a ulid of the same bytes (no operator needed for that).
        assert await conn.fetchval("SELECT n FROM py_ids WHERE id = $1", written[5].uuid) == 6
    run(test)


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_bad_text_raises_22P02(value_class):
    bad = "!" * value_class.chars

    async def test(conn):
        await make_table(conn, value_class)
        with pytest.raises(asyncpg.exceptions.InvalidTextRepresentationError) as error:
            await conn.execute("INSERT INTO py_ids (id) VALUES ($1)", bad)
        assert error.value.sqlstate == "22P02"
        assert f'invalid input syntax for type {value_class.type_name}: "{bad}"' in str(error.value)
        # With a codec registered the application rejects the value before sending it.
        await register_id_types(conn)
        with pytest.raises(asyncpg.exceptions.DataError, match=f"invalid {value_class.type_name}"):
            await conn.execute("INSERT INTO py_ids (id) VALUES ($1)", bad)
    run(test)
