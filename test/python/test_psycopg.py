"""psycopg 3 with the adapters of ulid_psycopg (and without any, as a control)."""
import uuid

import psycopg
import pytest

from support import (MONOTONIC_DEFAULTS, ULID_UUID_OPERATOR, assert_database_order, assert_same_values,
                     assert_strictly_increasing, sample_bytes, type_id)
from ulid_psycopg import register_id_types
from ulid_values import ID_TYPES, Ulid


@pytest.fixture
def conn():
    with psycopg.connect(autocommit=True) as conn:
        register_id_types(conn)
        yield conn


def make_table(conn, value_class, default=None):
    conn.execute("DROP TABLE IF EXISTS py_ids")
    conn.execute(f"CREATE TABLE py_ids (n serial PRIMARY KEY, id {value_class.type_name}"
                 f"{' DEFAULT ' + default if default else ''})")


@pytest.mark.parametrize("result_binary", [False, True], ids=["read-text", "read-binary"])
@pytest.mark.parametrize("placeholder", ["%t", "%b"], ids=["write-text", "write-binary"])
@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_round_trip(conn, value_class, placeholder, result_binary):
    written = sample_bytes(value_class)
    make_table(conn, value_class)
    with conn.cursor(binary=result_binary) as cur:
        cur.executemany(f"INSERT INTO py_ids (id) VALUES ({placeholder})",
                        [(value_class.from_bytes(data),) for data in written])
        assert_same_values(value_class, written, [row[0] for row in cur.execute("SELECT id FROM py_ids ORDER BY n")])
        assert_database_order([row[0] for row in cur.execute("SELECT id FROM py_ids ORDER BY id")])
        # Arrays of the type load element by element.
        array = cur.execute("SELECT array_agg(id ORDER BY n) FROM py_ids").fetchone()[0]
        assert_same_values(value_class, written, array)


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_without_adapters_text_is_str_and_binary_is_raw_bytes(value_class):
    written = sample_bytes(value_class)
    with psycopg.connect(autocommit=True) as conn:
        make_table(conn, value_class)
        # A plain str binds as "unknown", which the server reads with the column's type.
        texts = [str(value_class.from_bytes(data)) for data in written]
        conn.cursor().executemany("INSERT INTO py_ids (id) VALUES (%s)", [(text,) for text in texts])
        read = [row[0] for row in conn.execute("SELECT id FROM py_ids ORDER BY n")]
        raw = [row[0] for row in conn.execute("SELECT id FROM py_ids ORDER BY n", binary=True)]
        # In binary a str is typed text, which no ID type takes without a cast.
        with pytest.raises(psycopg.errors.DatatypeMismatch):
            conn.execute("INSERT INTO py_ids (id) VALUES (%b)", [texts[0]])
    assert read == texts and type(read[0]) is str
    assert raw == written


def test_application_generated_ulids_are_accepted_and_sort_as_the_database(conn):
    # Far apart in time, then many in the same few milliseconds.
    written = [Ulid.generate(unix_ms) for unix_ms in (0, 1, 1469922850259, 2 ** 47, 2 ** 48 - 1)]
    written += [Ulid.generate() for _ in range(200)]
    make_table(conn, Ulid)
    conn.cursor().executemany("INSERT INTO py_ids (id) VALUES (%s)", [(value,) for value in written])
    rows = conn.execute("SELECT id, ulid_extract_unix_ms(id), id::uuid FROM py_ids ORDER BY 1").fetchall()
    assert [row[0] for row in rows] == sorted(written)
    assert [(row[1], row[2]) for row in rows] == [(value.unix_ms, value.uuid) for value in sorted(written)]


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_monotonic_default_returns_values_in_insertion_order(conn, value_class):
    make_table(conn, value_class, MONOTONIC_DEFAULTS[value_class])
    returned = [conn.execute("INSERT INTO py_ids DEFAULT VALUES RETURNING id").fetchone()[0] for _ in range(100)]
    returned += [row[0] for row in conn.execute(
        "INSERT INTO py_ids SELECT FROM generate_series(1, 100) RETURNING id").fetchall()]
    assert_strictly_increasing(returned)
    assert [row[0] for row in conn.execute("SELECT id FROM py_ids ORDER BY n")] == returned
    assert all(type(value) is value_class for value in returned)


def test_server_monotonic_default_orders_inserts_across_connections(conn):
    # What a connection pool needs: gen_monotonic_ulid() orders one connection's values only.
    make_table(conn, Ulid, "gen_server_monotonic_ulid()")
    with psycopg.connect(autocommit=True) as other:
        register_id_types(other)
        returned = [connection.execute("INSERT INTO py_ids DEFAULT VALUES RETURNING id").fetchone()[0]
                    for _ in range(50) for connection in (conn, other)]
    assert_strictly_increasing(returned)


@pytest.mark.parametrize("placeholder", ["%t", "%b"], ids=["text", "binary"])
def test_uuid_parameter_compares_with_a_ulid_column(conn, placeholder):
    if not conn.execute(ULID_UUID_OPERATOR).fetchone()[0]:
        pytest.skip("no ulid = uuid operator in this database (spec section 5.2)")
    make_table(conn, Ulid)
    written = [Ulid.from_bytes(data) for data in sample_bytes(Ulid)]
    conn.cursor().executemany("INSERT INTO py_ids (id) VALUES (%s)", [(value,) for value in written])
    for n, value in enumerate(written, start=1):
        assert conn.execute(f"SELECT n FROM py_ids WHERE id = {placeholder}", [value.uuid]).fetchall() == [(n,)]
    assert conn.execute(f"SELECT count(*) FROM py_ids WHERE id = {placeholder}", [uuid.uuid4()]).fetchone() == (0,)


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_bad_text_raises_22P02(conn, value_class):
    make_table(conn, value_class)
    bad = "!" * value_class.chars
    with pytest.raises(psycopg.errors.InvalidTextRepresentation) as error:
        conn.execute("INSERT INTO py_ids (id) VALUES (%s)", [bad])
    assert error.value.sqlstate == "22P02"
    assert f'invalid input syntax for type {value_class.type_name}: "{bad}"' in str(error.value)


def test_typeid_values_are_written_and_read_as_text(conn):
    """typeid needs no adapter: a str goes in (untyped with %s, as text with %t), a str comes out."""
    conn.execute("DROP TABLE IF EXISTS py_typeids")
    conn.execute("CREATE TABLE py_typeids (n serial PRIMARY KEY, id typeid NOT NULL DEFAULT gen_typeid('user'))")
    written = "user_01h455vb4pex5vsknk084sn02q"
    conn.execute("INSERT INTO py_typeids (id) VALUES (%s)", [written])
    conn.execute("INSERT INTO py_typeids (id) VALUES (%t)", ["pre_fix_00000000000000000000000000"])
    generated = [conn.execute("INSERT INTO py_typeids DEFAULT VALUES RETURNING id").fetchone()[0] for _ in range(50)]
    assert all(isinstance(value, str) and value.startswith("user_") and len(value) == 31 for value in generated)
    assert generated == sorted(generated), "gen_typeid values read back in creation order"
    rows = conn.execute("SELECT id FROM py_typeids ORDER BY n").fetchall()
    assert rows[0] == (written,) and rows[1] == ("pre_fix_00000000000000000000000000",)
    assert conn.execute("SELECT id::uuid FROM py_typeids WHERE id = %s", [written]).fetchone() == (
        uuid.UUID("01890a5d-ac96-774b-bcce-b302099a8057"),)
    assert conn.execute("SELECT typeid_from_uuid('user', %s)", [uuid.UUID("01890a5d-ac96-774b-bcce-b302099a8057")]
                        ).fetchone() == (written,)
    with pytest.raises(psycopg.errors.InvalidTextRepresentation) as error:
        conn.execute("INSERT INTO py_typeids (id) VALUES (%s)", ["User_01h455vb4pex5vsknk084sn02q"])
    assert error.value.sqlstate == "22P02"
