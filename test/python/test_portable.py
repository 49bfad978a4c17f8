"""psycopg 3 with ulid_portable (issue 27), the SQL-only extension for hosts that load no ulid: its
IDs are core uuid values, so the driver reads and writes uuid.UUID without any adapter, and the
ULID text comes from ulid_portable.ulid_to_text. Checked against ulid_values.Ulid, a codec written
in Python, on the same bytes."""
import uuid

import psycopg
import pytest

from support import RANDOM_VALUES, assert_strictly_increasing, sample_bytes
from ulid_values import Ulid


@pytest.fixture
def conn():
    with psycopg.connect(autocommit=True) as conn:
        conn.execute("SET client_min_messages = warning")
        conn.execute("CREATE EXTENSION IF NOT EXISTS ulid_portable")
        conn.execute("DROP TABLE IF EXISTS py_portable")
        conn.execute("CREATE TABLE py_portable (n serial PRIMARY KEY,"
                     " id uuid NOT NULL DEFAULT ulid_portable.gen_monotonic_ulid())")
        yield conn


def test_generated_ids_are_uuids_whose_text_is_the_ulid_of_their_bytes(conn):
    rows = conn.execute("INSERT INTO py_portable SELECT FROM generate_series(1, %s)"
                        " RETURNING id, ulid_portable.ulid_to_text(id)", [RANDOM_VALUES]).fetchall()
    assert all(type(row[0]) is uuid.UUID for row in rows)
    assert [row[1] for row in rows] == [Ulid(row[0]) for row in rows]
    assert_strictly_increasing([row[0] for row in rows])
    assert [row[0] for row in conn.execute("SELECT id FROM py_portable ORDER BY id")] == [row[0] for row in rows]


@pytest.mark.parametrize("binary", [False, True], ids=["text", "binary"])
def test_application_ulids_written_as_uuid_read_back_as_their_text(conn, binary):
    written = [Ulid.from_bytes(data) for data in sample_bytes(Ulid)]
    with conn.cursor(binary=binary) as cur:
        cur.executemany("INSERT INTO py_portable (id) VALUES (%s)", [(value.uuid,) for value in written])
        read = cur.execute("SELECT id, ulid_portable.ulid_to_text(id) FROM py_portable ORDER BY n").fetchall()
        assert read == [(value.uuid, value) for value in written]
        # The uuid order of the column is the order of the ULID texts.
        assert [row[0] for row in cur.execute("SELECT ulid_portable.ulid_to_text(id) FROM py_portable ORDER BY id")] \
            == sorted(written)


def test_ulid_text_parameters_become_the_same_uuid(conn):
    written = [Ulid.from_bytes(data) for data in sample_bytes(Ulid)]
    for value in written:
        assert conn.execute("SELECT ulid_portable.ulid_from_text(%s)", [str(value)]).fetchone() == (value.uuid,)
        assert conn.execute("SELECT ulid_portable.ulid_from_text(%s)", [str(value).lower()]).fetchone() == (value.uuid,)
    with pytest.raises(psycopg.errors.InvalidTextRepresentation):
        conn.execute("SELECT ulid_portable.ulid_from_text(%s)", ["U" * 26])
