"""SQLAlchemy 1.4: a column type per ID type (DDL names the type, values are the value classes of
ulid_values), and a model whose primary key the database generates."""
from sqlalchemy import Column, String, text, types
from sqlalchemy.orm import declarative_base

from ulid_values import BaseUid, Ulid, UlidFlake


class _DatabaseType(types.UserDefinedType):
    cache_ok = True

    def __init__(self, name):
        self.name = name

    def get_col_spec(self, **kw):
        return self.name


class _IdType(types.TypeDecorator):
    impl = _DatabaseType
    cache_ok = True
    value_class = None

    def __init__(self):
        super().__init__(self.value_class.type_name)

    def process_bind_param(self, value, dialect):  # a value object, its text (or for ulid a uuid.UUID)
        return None if value is None else str(self.value_class(value))

    def process_result_value(self, value, dialect):
        return None if value is None else self.value_class(value)


class UlidType(_IdType):
    value_class = Ulid
    cache_ok = True  # SQLAlchemy asks each class


class UlidFlakeType(_IdType):
    value_class = UlidFlake
    cache_ok = True


class BaseUidType(_IdType):
    value_class = BaseUid
    cache_ok = True


Base = declarative_base()


class Order(Base):
    __tablename__ = "orders"
    # gen_monotonic_ulid() increases per connection: one connection's inserts come back in
    # insertion order. gen_server_monotonic_ulid() orders them across a pool's connections.
    id = Column(UlidType(), primary_key=True, server_default=text("gen_monotonic_ulid()"))
    reference = Column(UlidType(), default=Ulid.generate)  # made in the application
    label = Column(String)
