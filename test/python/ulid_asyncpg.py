"""asyncpg: one codec per type and connection, in text or binary format; the types then read as
the value classes of ulid_values, and parameters may be value objects or plain text (and, for
ulid, a uuid.UUID)."""
from ulid_values import ID_TYPES


async def register_id_types(conn, format="binary", schema="public"):
    """Use as `init=register_id_types` in asyncpg.create_pool for every pooled connection."""
    for value_class in ID_TYPES:
        if format == "binary":
            encoder, decoder = (lambda value, cls=value_class: cls(value).to_bytes()), value_class.from_bytes
        else:
            encoder, decoder = (lambda value, cls=value_class: str(cls(value))), value_class
        await conn.set_type_codec(value_class.type_name, schema=schema, encoder=encoder, decoder=decoder,
                                  format=format)
