"""psycopg 3: the extension's types load as the value classes of ulid_values, in text and binary
result format, and the value classes bind as their own type (%s and %b binary, %t text)."""
from psycopg.adapt import Dumper, Loader
from psycopg.pq import Format
from psycopg.types import TypeInfo

from ulid_values import ID_TYPES


class _TextDumper(Dumper):
    def dump(self, obj):
        return str(obj).encode()


class _BinaryDumper(Dumper):
    format = Format.BINARY

    def dump(self, obj):
        return obj.to_bytes()


class _TextLoader(Loader):
    def load(self, data):
        return self.value_class(bytes(data).decode())


class _BinaryLoader(Loader):
    format = Format.BINARY

    def load(self, data):
        return self.value_class.from_bytes(bytes(data))


def register_id_types(conn, context=None):
    """Looks the types up through `conn` and registers their adapters on `context`: `conn` by
    default, a cursor, or psycopg.adapters for every later connection (type OIDs differ between
    databases: register globally only when all of them got theirs from one template)."""
    adapters = (context or conn).adapters
    for value_class in ID_TYPES:
        info = TypeInfo.fetch(conn, value_class.type_name)
        if info is None:
            raise LookupError(f"type {value_class.type_name} not found: CREATE EXTENSION ulid")
        info.register(context or conn)  # arrays of the type too
        name = value_class.__name__
        # The binary dumper comes last: %s then binds in binary.
        for dumper in (_TextDumper, _BinaryDumper):
            adapters.register_dumper(value_class, type(name + dumper.__name__, (dumper,), {"oid": info.oid}))
        for loader in (_TextLoader, _BinaryLoader):
            adapters.register_loader(info.oid, type(name + loader.__name__, (loader,), {"value_class": value_class}))
