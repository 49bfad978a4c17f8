"""SQLAlchemy 1.4 (through psycopg2, which sends parameters and reads results as text) with the
column types and the model of ulid_sqlalchemy."""
import uuid

import psycopg2.errors
import pytest
import sqlalchemy as sa
from sqlalchemy.orm import Session

from support import (ULID_UUID_OPERATOR, assert_database_order, assert_same_values, assert_strictly_increasing,
                     sample_bytes, type_id)
from ulid_sqlalchemy import Base, BaseUidType, Order, UlidFlakeType, UlidType
from ulid_values import CROCKFORD, ID_TYPES, Ulid

COLUMN_TYPES = {column_type.value_class: column_type for column_type in (UlidType, UlidFlakeType, BaseUidType)}


@pytest.fixture(scope="module")
def engine():
    # The libpq environment names the server; an empty URL would not.
    engine = sa.create_engine("postgresql+psycopg2://", future=True)
    yield engine
    engine.dispose()


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_column_type_round_trip_and_order(engine, value_class):
    written = sample_bytes(value_class)
    table = sa.Table("sa_ids", sa.MetaData(), sa.Column("n", sa.Integer, primary_key=True),
                     sa.Column("id", COLUMN_TYPES[value_class]()))
    with engine.begin() as conn:
        table.drop(conn, checkfirst=True)
        table.create(conn)
        column_type = sa.text("SELECT atttypid::regtype::text FROM pg_attribute "
                              "WHERE attrelid = 'sa_ids'::regclass AND attname = 'id'")
        assert conn.execute(column_type).scalar() == value_class.type_name
        conn.execute(table.insert(), [{"n": n, "id": value_class.from_bytes(data)} for n, data in enumerate(written)])
        read = conn.execute(sa.select(table.c.id).order_by(table.c.n)).scalars().all()
        assert_same_values(value_class, written, read)
        assert_database_order(conn.execute(sa.select(table.c.id).order_by(table.c.id)).scalars().all())
        # Plain text binds too (Crockford texts in either case), through the column type.
        some = str(value_class.from_bytes(written[7]))
        some = some.lower() if value_class.alphabet == CROCKFORD else some
        assert conn.execute(sa.select(table.c.n).where(table.c.id == some)).scalar() == 7


@pytest.fixture
def orders(engine):
    with engine.begin() as conn:
        Base.metadata.drop_all(conn)
        Base.metadata.create_all(conn)
    with Session(engine, future=True) as session:
        yield session


def test_model_server_default_ids_come_back_in_insertion_order(orders):
    created = []
    for i in range(100):
        order = Order(label=f"order {i}")
        orders.add(order)
        orders.flush()  # INSERT ... RETURNING orders.id
        created.append(order)
    orders.add_all([Order(label=f"batch {i}") for i in range(100)])
    orders.commit()
    ids = [order.id for order in created]
    assert all(type(value) is Ulid for value in ids)
    assert_strictly_increasing(ids)
    orders.expire_all()
    by_id = orders.execute(sa.select(Order).order_by(Order.id)).scalars().all()
    assert [order.label for order in by_id[:100]] == [f"order {i}" for i in range(100)]
    assert_strictly_increasing([order.id for order in by_id])
    assert {order.label for order in by_id[100:]} == {f"batch {i}" for i in range(100)}


def test_model_application_generated_ids_are_accepted_and_sort_as_the_database(orders):
    references = [Ulid.generate(unix_ms) for unix_ms in (0, 2 ** 48 - 1, 1469922850259)]
    orders.add_all([Order(reference=reference) for reference in references] + [Order() for _ in range(100)])
    orders.commit()
    read = orders.execute(sa.select(Order.reference).order_by(Order.reference)).scalars().all()
    assert len(read) == 103 and set(references) <= set(read)
    assert_database_order(read)
    found = orders.execute(sa.select(Order).where(Order.reference == references[2])).scalar_one()
    assert found.reference == references[2] and found.reference.unix_ms == 1469922850259


def test_uuid_compares_with_a_ulid_column(orders, engine):
    orders.add_all([Order() for _ in range(10)])
    orders.commit()
    some = orders.execute(sa.select(Order).order_by(Order.id).offset(3)).scalars().first()
    # Through the column type a uuid.UUID becomes the ulid of the same bytes.
    assert orders.execute(sa.select(Order).where(Order.id == some.id.uuid)).scalar_one() is some
    with engine.connect() as conn:
        if not conn.execute(sa.text(ULID_UUID_OPERATOR)).scalar():
            pytest.skip("no ulid = uuid operator in this database (spec section 5.2)")
        uuid_param = sa.bindparam("u", type_=sa.dialects.postgresql.UUID(as_uuid=True))
        orders_table = Order.__table__
        query = sa.select(orders_table.c.label).where(
            orders_table.c.id == sa.cast(uuid_param, sa.dialects.postgresql.UUID))
        assert conn.execute(query, {"u": some.id.uuid}).scalar_one() == some.label
        assert conn.execute(query, {"u": uuid.uuid4()}).first() is None


@pytest.mark.parametrize("value_class", ID_TYPES, ids=type_id)
def test_bad_text_raises_22P02(engine, value_class):
    bad = "!" * value_class.chars
    with engine.connect() as conn:
        with pytest.raises(sa.exc.DataError) as error:
            conn.execute(sa.text(f"SELECT CAST(:v AS {value_class.type_name})"), {"v": bad})
    assert isinstance(error.value.orig, psycopg2.errors.InvalidTextRepresentation)
    assert error.value.orig.pgcode == "22P02"
    # Through the column type the application rejects it before sending.
    with pytest.raises(sa.exc.StatementError, match=f"invalid {value_class.type_name}"):
        with engine.connect() as conn:
            typed = sa.text("SELECT :v").bindparams(sa.bindparam("v", type_=COLUMN_TYPES[value_class]()))
            conn.execute(typed, {"v": bad})
