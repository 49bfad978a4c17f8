"""Django 3.2 (through psycopg2, text format) with the fields of ulid_django: the app django_orders
migrates, and its model creates, reads and filters objects."""
import io
import os
import uuid

import django
import pytest
from django.conf import settings
from django.core import exceptions
from django.core.management import call_command

from support import ULID_UUID_OPERATOR, assert_database_order, assert_strictly_increasing
from ulid_values import BaseUid, Ulid, UlidFlake


@pytest.fixture(scope="module")
def orders():
    """The settings of a project with one app, in the database the libpq environment names;
    the app migrated from zero; returns the model."""
    settings.configure(
        DATABASES={"default": {
            "ENGINE": "django.db.backends.postgresql", "NAME": os.environ["PGDATABASE"],
            "HOST": os.environ["PGHOST"], "PORT": os.environ["PGPORT"],
            "USER": os.environ["PGUSER"], "PASSWORD": os.environ.get("PGPASSWORD", ""),
        }},
        INSTALLED_APPS=["django_orders"], USE_TZ=True, DEFAULT_AUTO_FIELD="django.db.models.AutoField",
    )
    django.setup()
    call_command("migrate", "django_orders", verbosity=0)
    from django_orders.models import Order
    return Order


def test_migration_matches_the_model_and_runs_both_ways(orders):
    from django.db import connection
    out = io.StringIO()
    call_command("makemigrations", "django_orders", check=True, dry_run=True, stdout=out)  # exits when not
    assert "No changes detected" in out.getvalue()
    columns = """SELECT attname, atttypid::regtype::text, pg_get_expr(adbin, adrelid)
                   FROM pg_attribute LEFT JOIN pg_attrdef ON adrelid = attrelid AND adnum = attnum
                  WHERE attrelid = 'django_orders_order'::regclass AND attnum > 0 ORDER BY attnum"""
    with connection.cursor() as cursor:
        cursor.execute(columns)
        assert cursor.fetchall()[:4] == [("id", "ulid", "gen_monotonic_ulid()"), ("reference", "ulid", None),
                                         ("batch", "ulid_flake", None), ("trace", "baseuid", None)]
    call_command("migrate", "django_orders", "zero", verbosity=0)
    with connection.cursor() as cursor:
        cursor.execute("SELECT to_regclass('django_orders_order')")
        assert cursor.fetchone() == (None,)
    call_command("migrate", "django_orders", verbosity=0)


def test_database_generated_ids_come_back_in_insertion_order(orders):
    created = [orders.objects.create(label=f"order {i}") for i in range(100)]
    ids = [order.id for order in created]
    assert all(type(value) is Ulid for value in ids)
    assert_strictly_increasing(ids)
    read = list(orders.objects.filter(id__in=ids).order_by("id"))
    assert [order.label for order in read] == [order.label for order in created]
    assert all(type(order.id) is Ulid for order in read)
    assert orders.objects.get(pk=str(ids[3]).lower()).label == "order 3"


def test_bulk_create_needs_ids_from_the_application(orders):
    # Django 3.2's bulk_create leaves out only AutoField subclasses: it would insert NULL ids.
    bulk = orders.objects.bulk_create([orders(id=Ulid.generate(), label=f"bulk {i}") for i in range(50)])
    read = orders.objects.in_bulk([order.id for order in bulk])
    assert {order.id: order.label for order in bulk} == {key: order.label for key, order in read.items()}
    assert all(type(key) is Ulid for key in read)


def test_application_values_round_trip_and_sort_as_the_database(orders):
    references = [Ulid.generate(unix_ms) for unix_ms in (0, 2 ** 48 - 1, 1469922850259)]
    extremes = {UlidFlake: ("0000000000000", "7ZZZZZZZZZZZZ"), BaseUid: ("-" * 20, "z" * 20)}
    made = [orders.objects.create(reference=reference, batch=extremes[UlidFlake][i % 2], trace=extremes[BaseUid][i % 2])
            for i, reference in enumerate(references)]
    made += [orders.objects.create() for _ in range(50)]
    by_reference = list(orders.objects.filter(id__in=[order.id for order in made]).order_by("reference"))
    assert_database_order([order.reference for order in by_reference])
    assert sorted(order.reference for order in made) == [order.reference for order in by_reference]
    first = orders.objects.get(reference=references[2])
    assert first.reference.unix_ms == 1469922850259
    assert (first.batch, first.trace) == (extremes[UlidFlake][0], extremes[BaseUid][0])
    assert (type(first.batch), type(first.trace)) == (UlidFlake, BaseUid)
    values = orders.objects.filter(reference__in=references).values_list("reference", "batch", "trace")
    assert {tuple(map(type, row)) for row in values} == {(Ulid, UlidFlake, BaseUid)}


def test_uuid_compares_with_a_ulid_column(orders):
    order = orders.objects.create(label="by uuid")
    # Through the field a uuid.UUID becomes the ulid of the same bytes.
    assert orders.objects.get(id=order.id.uuid).label == "by uuid"
    from django.db import connection
    with connection.cursor() as cursor:
        cursor.execute(ULID_UUID_OPERATOR)
        if not cursor.fetchone()[0]:
            pytest.skip("no ulid = uuid operator in this database (spec section 5.2)")
    # Django has psycopg2 send a uuid.UUID as '...'::uuid.
    query = "SELECT * FROM django_orders_order WHERE id = %s"
    assert [found.label for found in orders.objects.raw(query, [order.id.uuid])] == ["by uuid"]
    assert list(orders.objects.raw(query, [uuid.uuid4()])) == []


def test_bad_values(orders):
    from django.db import DataError, connection
    for type_name, length in (("ulid", 26), ("ulid_flake", 13), ("baseuid", 20)):
        with pytest.raises(DataError) as error, connection.cursor() as cursor:
            cursor.execute(f"SELECT %s::{type_name}", ["!" * length])
        assert error.value.__cause__.pgcode == "22P02"
    # The fields reject them before any query.
    with pytest.raises(exceptions.ValidationError):
        orders(reference="!" * 26, label="x").full_clean()
    with pytest.raises(exceptions.ValidationError):
        orders.objects.filter(trace="!" * 20).exists()
