-- typeid and PostgreSQL 18's uuidv7(): the UUID goes in and comes back out unchanged, and its
-- time reads the same through typeid_extract_timestamp and uuid_extract_timestamp.
SET client_min_messages = warning;
CREATE EXTENSION IF NOT EXISTS ulid;
RESET client_min_messages;
SELECT count(*) AS checked,
       count(*) FILTER (WHERE typeid_from_uuid('user', u)::uuid = u) AS uuid_round_trips,
       count(*) FILTER (WHERE typeid_from_uuid('user', u)::text::typeid::uuid = u) AS text_round_trips,
       count(*) FILTER (WHERE typeid_extract_timestamp(typeid_from_uuid('user', u)) = date_trunc('milliseconds', uuid_extract_timestamp(u))) AS same_time
  FROM (SELECT uuidv7() AS u FROM generate_series(1, 10000)) s;
-- gen_typeid's UUIDs are version 7 as PostgreSQL reads them.
SELECT uuid_extract_version(gen_typeid('user')::uuid) AS version;
