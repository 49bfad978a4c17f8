"""The keyed masks of spec 6.1 seen from an application: what the database masks, this file unmasks
with its own SipHash-2-4 and its own reading of the layouts (ulid, baseuid, UUIDv47), written from
the specifications, and the other way round."""
import os
import uuid

import psycopg

from ulid_values import BaseUid, Ulid

KEY = bytes(range(16))
SERVER_KEY = bytes.fromhex("00112233445566778899aabbccddeeff")
MASK64 = (1 << 64) - 1
MASK48 = (1 << 48) - 1


def _rotl(x, b):
    return ((x << b) | (x >> (64 - b))) & MASK64


def siphash24(key, message):
    """SipHash-2-4 as the paper defines it: 64-bit little-endian words, c = 2, d = 4."""
    k0, k1 = int.from_bytes(key[:8], "little"), int.from_bytes(key[8:], "little")
    v = [k0 ^ 0x736F6D6570736575, k1 ^ 0x646F72616E646F6D, k0 ^ 0x6C7967656E657261, k1 ^ 0x7465646279746573]

    def sip_round():
        v[0] = (v[0] + v[1]) & MASK64; v[1] = _rotl(v[1], 13) ^ v[0]; v[0] = _rotl(v[0], 32)
        v[2] = (v[2] + v[3]) & MASK64; v[3] = _rotl(v[3], 16) ^ v[2]
        v[0] = (v[0] + v[3]) & MASK64; v[3] = _rotl(v[3], 21) ^ v[0]
        v[2] = (v[2] + v[1]) & MASK64; v[1] = _rotl(v[1], 17) ^ v[2]; v[2] = _rotl(v[2], 32)

    tail = len(message) % 8
    words = [message[i:i + 8] for i in range(0, len(message) - tail, 8)]
    words.append(message[len(message) - tail:] + bytes(7 - tail) + bytes([len(message) & 0xFF]))
    for word in words:
        m = int.from_bytes(word, "little")
        v[3] ^= m
        sip_round(); sip_round()
        v[0] ^= m
    v[2] ^= 0xFF
    for _ in range(4):
        sip_round()
    return v[0] ^ v[1] ^ v[2] ^ v[3]


def toggle_time_mask(data, key):
    """ulid (16 bytes) and baseuid (15): the 48-bit time in front XOR the low 48 bits of
    SipHash-2-4 of the random bytes after it, which stay as they are."""
    mask = siphash24(key, data[6:]) & MASK48
    return (int.from_bytes(data[:6], "big") ^ mask).to_bytes(6, "big") + data[6:]


def uuidv47(data, key, to_version):
    """UUIDv47 (github.com/stateless-me/uuidv47): the time XOR SipHash-2-4 of
    [b6 & 0x0F, b7, b8 & 0x3F, b9..b15], and the version nibble set to `to_version`."""
    message = bytes([data[6] & 0x0F, data[7], data[8] & 0x3F]) + data[9:]
    mask = siphash24(key, message) & MASK48
    time = (int.from_bytes(data[:6], "big") ^ mask).to_bytes(6, "big")
    return time + bytes([(data[6] & 0x0F) | (to_version << 4)]) + data[7:]


def test_siphash_paper_vectors():
    message = bytes(range(64))
    expected = {0: "310e0edd47db6f72", 1: "fd67dc93c539f874", 8: "6224939a79f5f593",
                15: "e545be4961ca29a1", 63: "724506eb4c328a95"}
    for length, output in expected.items():
        assert siphash24(KEY, message[:length]).to_bytes(8, "little").hex() == output


def test_ulid_masked_in_the_database_unmasks_here():
    with psycopg.connect() as conn:
        rows = conn.execute(
            "SELECT id::text, ulid_mask(id, %s)::text FROM (SELECT gen_ulid() AS id FROM generate_series(1, 2000)) t",
            (KEY,)).fetchall()
    for plain, masked in rows:
        plain_bytes, masked_bytes = Ulid(plain).to_bytes(), Ulid(masked).to_bytes()
        assert masked_bytes != plain_bytes
        assert toggle_time_mask(masked_bytes, KEY) == plain_bytes
        assert toggle_time_mask(plain_bytes, KEY) == masked_bytes


def test_baseuid_masked_in_the_database_unmasks_here():
    with psycopg.connect() as conn:
        rows = conn.execute(
            "SELECT id::text, baseuid_mask(id, %s)::text FROM (SELECT gen_baseuid() AS id FROM generate_series(1, 2000)) t",
            (KEY,)).fetchall()
    for plain, masked in rows:
        plain_bytes, masked_bytes = BaseUid(plain).to_bytes(), BaseUid(masked).to_bytes()
        assert toggle_time_mask(masked_bytes, KEY) == plain_bytes
        assert toggle_time_mask(plain_bytes, KEY) == masked_bytes


def test_uuidv47_facade_from_the_database_decodes_here():
    keys = [KEY] + [os.urandom(16) for _ in range(3)]
    with psycopg.connect() as conn:
        for key in keys:
            rows = conn.execute(
                "SELECT v7, uuidv47_encode(v7, %s) FROM"
                " (SELECT ulid_to_uuidv7(gen_random_uuid()::ulid)::uuid AS v7 FROM generate_series(1, 1000)) t",
                (key,)).fetchall()
            for v7, facade in rows:
                assert facade.version == 4 and facade.variant == uuid.RFC_4122
                assert uuid.UUID(bytes=uuidv47(facade.bytes, key, 7)) == v7
                assert uuid.UUID(bytes=uuidv47(v7.bytes, key, 4)) == facade
            # and what this side encodes, the database decodes
            v7 = rows[0][0]
            facade = uuid.UUID(bytes=uuidv47(v7.bytes, key, 4))
            assert conn.execute("SELECT uuidv47_decode(%s, %s)", (facade, key)).fetchone()[0] == v7


def test_server_key_forms_match_the_application_key():
    with psycopg.connect() as conn:  # a superuser session: SET needs no preload, only LOAD first
        # Set before the library loads, the key would sit in a placeholder that every role's code in
        # the session reads, and the library refuses it when it loads (docs/masks.md, "The server key").
        conn.execute("LOAD 'ulid'")
        conn.execute(f"SET ulid.mask_key = '{SERVER_KEY.hex()}'")
        rows = conn.execute(
            "SELECT id::text, ulid_mask(id)::text, v7, uuidv47_encode(v7) FROM"
            " (SELECT gen_ulid() AS id, ulid_to_uuidv7(gen_ulid())::uuid AS v7 FROM generate_series(1, 500)) t").fetchall()
    for plain, masked, v7, facade in rows:
        assert toggle_time_mask(Ulid(masked).to_bytes(), SERVER_KEY) == Ulid(plain).to_bytes()
        assert uuid.UUID(bytes=uuidv47(facade.bytes, SERVER_KEY, 7)) == v7
