-- The data test/layers/63-pg-upgrade.sh carries through pg_upgrade: each ID type in a table with a
-- btree primary key, a BRIN and a hash index, and a table hash-partitioned on a ulid, about half a
-- million rows in all. Run by the database's owner, not a superuser.
CREATE EXTENSION ulid;

CREATE TABLE ulid_rows (id ulid PRIMARY KEY, n int NOT NULL);
INSERT INTO ulid_rows
    SELECT gen_ulid(timestamptz '2024-01-01 00:00:00+00' + n * interval '1 second'), n FROM generate_series(1, 150000) n;
CREATE INDEX ulid_rows_brin ON ulid_rows USING brin (id);
CREATE INDEX ulid_rows_hash ON ulid_rows USING hash (id);

CREATE TABLE flake_rows (id ulid_flake PRIMARY KEY, n int NOT NULL);
INSERT INTO flake_rows SELECT gen_ulid_flake(), n FROM generate_series(1, 100000) n;
CREATE INDEX flake_rows_brin ON flake_rows USING brin (id);
CREATE INDEX flake_rows_hash ON flake_rows USING hash (id);

CREATE TABLE baseuid_rows (id baseuid PRIMARY KEY, n int NOT NULL);
INSERT INTO baseuid_rows SELECT gen_monotonic_baseuid(), n FROM generate_series(1, 100000) n;
CREATE INDEX baseuid_rows_brin ON baseuid_rows USING brin (id);
CREATE INDEX baseuid_rows_hash ON baseuid_rows USING hash (id);

-- Rows are routed by the extended hash of the ulid: a new major must compute the same hash, or
-- rows would sit in partitions their key no longer maps to.
CREATE TABLE routed_rows (id ulid PRIMARY KEY, n int NOT NULL) PARTITION BY HASH (id);
CREATE TABLE routed_rows_0 PARTITION OF routed_rows FOR VALUES WITH (MODULUS 4, REMAINDER 0);
CREATE TABLE routed_rows_1 PARTITION OF routed_rows FOR VALUES WITH (MODULUS 4, REMAINDER 1);
CREATE TABLE routed_rows_2 PARTITION OF routed_rows FOR VALUES WITH (MODULUS 4, REMAINDER 2);
CREATE TABLE routed_rows_3 PARTITION OF routed_rows FOR VALUES WITH (MODULUS 4, REMAINDER 3);
INSERT INTO routed_rows SELECT gen_ulid(), n FROM generate_series(1, 150000) n;
