-- Six tables, one per generator, keyed by what the generator makes. Every row records the backend
-- that made it and the order it was made in (a global sequence: increasing within a session).
CREATE EXTENSION IF NOT EXISTS ulid;
CREATE TABLE load_ulid (id ulid PRIMARY KEY DEFAULT gen_ulid(), pid int NOT NULL, seq bigserial, ts timestamptz DEFAULT clock_timestamp());
CREATE TABLE load_monotonic_ulid (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), pid int NOT NULL, seq bigserial, ts timestamptz DEFAULT clock_timestamp());
CREATE TABLE load_flake (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(), pid int NOT NULL, seq bigserial, ts timestamptz DEFAULT clock_timestamp());
-- each session sets its own sid (the scalable form exists so that writers do not collide)
CREATE TABLE load_flake_sid (id ulid_flake PRIMARY KEY DEFAULT gen_ulid_flake(current_setting('load.sid')::int), pid int NOT NULL, seq bigserial, ts timestamptz DEFAULT clock_timestamp());
CREATE TABLE load_baseuid (id baseuid PRIMARY KEY DEFAULT gen_baseuid(), pid int NOT NULL, seq bigserial, ts timestamptz DEFAULT clock_timestamp());
CREATE TABLE load_monotonic_baseuid (id baseuid PRIMARY KEY DEFAULT gen_monotonic_baseuid(), pid int NOT NULL, seq bigserial, ts timestamptz DEFAULT clock_timestamp());
-- a second btree per table, so that amcheck also sees non-unique indexes on the types
CREATE INDEX ON load_ulid (id DESC);
CREATE INDEX ON load_monotonic_ulid (id DESC);
CREATE INDEX ON load_flake (id DESC);
CREATE INDEX ON load_flake_sid (id DESC);
CREATE INDEX ON load_baseuid (id DESC);
CREATE INDEX ON load_monotonic_baseuid (id DESC);
