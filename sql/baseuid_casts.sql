SET client_min_messages = warning; CREATE EXTENSION IF NOT EXISTS ulid; RESET client_min_messages;
-- baseuid <-> uuid in the document's UUIDv8 form.

-- Both casts are explicit and go through functions.
SELECT castsource::regtype, casttarget::regtype, castfunc::regproc, castcontext, castmethod
  FROM pg_cast WHERE castsource = 'baseuid'::regtype OR casttarget = 'baseuid'::regtype ORDER BY 1, 2;

-- The constant bits: version 8 (bits 48-51), variant 10 (bits 64-65), trailing 00 (bits 126-127).
SELECT '--------------------'::baseuid::uuid AS all_zero, 'zzzzzzzzzzzzzzzzzzzz'::baseuid::uuid AS all_one;
-- The document's example: the first 48 bits are the time field, unchanged.
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid::uuid AS example,
       baseuid_send('ANjssJkyfa3H00J9ZPJG') AS example_bytes;

-- A single BaseUID bit moves to its documented place: bit 47 stays, bit 48 skips the version,
-- bit 60 also skips the variant, bit 119 becomes bit 125.
SELECT position, v::baseuid::uuid AS uuid
  FROM (VALUES (47, '-------0------------'), (48, '--------V-----------'), (59, '---------0----------'),
               (60, '----------V---------'), (119, '-------------------0')) AS t(position, v);

-- Every generated and every random value round-trips, and is a version 8, variant 10 UUID ending in 00.
SELECT count(*) AS values,
       bool_and(id::uuid::baseuid = id) AS round_trip,
       bool_and(id::uuid::text ~ '^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{11}[048c]$') AS uuidv8_form,
       bool_and(baseuid_extract_timestamp(id) = baseuid_extract_timestamp(id::uuid::baseuid)) AS same_time
  FROM (SELECT gen_baseuid() AS id FROM generate_series(1, 5000)
        UNION ALL
        SELECT (SELECT string_agg(substr('-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz',
                                         1 + floor(random() * 64)::int, 1), '')
                  FROM generate_series(1, 20) WHERE n > 0)::baseuid
          FROM generate_series(1, 5000) AS n) AS t;

-- A UUID in the form round-trips the other way too.
SELECT u::baseuid AS baseuid, u::baseuid::uuid = u AS round_trip
  FROM (VALUES ('00000000-0000-8000-8000-000000000000'::uuid), ('ffffffff-ffff-8fff-bfff-fffffffffffc'::uuid),
               ('0181cc2e-6d18-8abc-9def-0123456789a8'::uuid)) AS t(u);

-- NULL in, NULL out.
SELECT NULL::baseuid::uuid AS null_uuid, NULL::uuid::baseuid AS null_baseuid;
