import psycopg
import pytest


@pytest.fixture(scope="session", autouse=True)
def extension():
    """Every test runs in a database where the extension exists."""
    with psycopg.connect(autocommit=True) as conn:
        conn.execute("SET client_min_messages = warning")
        conn.execute("CREATE EXTENSION IF NOT EXISTS ulid")
