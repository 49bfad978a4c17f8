-- Tables keyed by each type, with a nullable column and an array of the type, and the edge values.
CREATE EXTENSION ulid;
CREATE TABLE rt_ulid (id ulid PRIMARY KEY, other ulid, many ulid[], note text);
CREATE TABLE rt_ulid_flake (id ulid_flake PRIMARY KEY, other ulid_flake, many ulid_flake[], note text);
CREATE TABLE rt_baseuid (id baseuid PRIMARY KEY, other baseuid, many baseuid[], note text);
INSERT INTO rt_ulid SELECT gen_monotonic_ulid(), CASE WHEN g % 3 > 0 THEN gen_ulid() END, ARRAY[gen_ulid(), gen_ulid()], 'row ' || g
    FROM generate_series(1, 3000) g;
INSERT INTO rt_ulid VALUES ('00000000000000000000000000', NULL, '{}', 'min'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ', NULL, NULL, 'max');
INSERT INTO rt_ulid_flake SELECT gen_ulid_flake(), CASE WHEN g % 3 > 0 THEN gen_ulid_flake(5) END, ARRAY[gen_ulid_flake(6)], 'row ' || g
    FROM generate_series(1, 3000) g;
INSERT INTO rt_ulid_flake VALUES ('0000000000000', NULL, '{}', 'min'), ('7ZZZZZZZZZZZZ', NULL, NULL, 'max');
INSERT INTO rt_baseuid SELECT gen_monotonic_baseuid(), CASE WHEN g % 3 > 0 THEN gen_baseuid() END, ARRAY[gen_baseuid(), gen_baseuid()], 'row ' || g
    FROM generate_series(1, 3000) g;
INSERT INTO rt_baseuid VALUES ('--------------------', NULL, '{}', 'min'), ('zzzzzzzzzzzzzzzzzzzz', NULL, NULL, 'max');
