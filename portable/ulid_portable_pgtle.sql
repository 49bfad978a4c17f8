-- ulid_portable 0.5.0 through pg_tle, built from sql/portable/ulid_portable.sql by portable/build.sh.
-- Run it with psql -f as a member of pgtle_admin in a database with pg_tle, then CREATE EXTENSION
-- ulid_portable; (or, over an older version: ALTER EXTENSION ulid_portable UPDATE). pg_tle keeps
-- its extensions per database: run it in each. Re-runnable, in one transaction: when no version of ulid_portable is
-- registered, it registers this one; when this one is, it changes nothing; when older ones are, it
-- adds this version, an update path from each older one to it, and makes it the default.
DO $installer$
DECLARE
    new_version CONSTANT pg_catalog.text := '0.5.0';
    -- The whole body: the update script from any older version, and after CREATE SCHEMA the install script.
    body CONSTANT pg_catalog.text := $_ulid_portable_$
--------------------------------------------------------------------------------------------------
-- ulid_portable: ULIDs in core uuid columns, in SQL and PL/pgSQL only (spec section 7)
--------------------------------------------------------------------------------------------------
-- The one source of the three installs the Makefile builds from it (portable/build.sh): the
-- extension script, the pg_tle installer and the plain file for psql -f. Every statement is
-- re-runnable (CREATE OR REPLACE, IF NOT EXISTS), so the plain file updates an older install.
--
-- Safe on a hostile host without a pinned search_path (which would cost each call a settings
-- save and restore, and keep SQL functions from being inlined): every function, type and
-- operator is qualified with pg_catalog or ulid_portable; SQL functions have SQL-standard bodies,
-- resolved once when they are created.
--
-- A ulid and its uuid are the same 16 big-endian bytes: 48-bit Unix milliseconds, then 80 random
-- bits. Its text is the 130-bit number (two zero bits on top) in 26 Crockford base32 symbols.

-- Text of a pair of symbols: entry v (10 bits) holds the ASCII codes of symbols v >> 5 and v & 31
-- as one smallint (the first in the high byte). Inlined, each call becomes a constant.
CREATE OR REPLACE FUNCTION ulid_portable.crockford_pairs() RETURNS pg_catalog.int2[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CAST('[0:1023]={12336,12337,12338,12339,12340,12341,12342,12343,12344,12345,12353,12354,12355,12356,12357,12358,12359,12360,12362,12363,12365,12366,12368,12369,
12370,12371,12372,12374,12375,12376,12377,12378,12592,12593,12594,12595,12596,12597,12598,12599,12600,12601,12609,12610,12611,12612,12613,12614,
12615,12616,12618,12619,12621,12622,12624,12625,12626,12627,12628,12630,12631,12632,12633,12634,12848,12849,12850,12851,12852,12853,12854,12855,
12856,12857,12865,12866,12867,12868,12869,12870,12871,12872,12874,12875,12877,12878,12880,12881,12882,12883,12884,12886,12887,12888,12889,12890,
13104,13105,13106,13107,13108,13109,13110,13111,13112,13113,13121,13122,13123,13124,13125,13126,13127,13128,13130,13131,13133,13134,13136,13137,
13138,13139,13140,13142,13143,13144,13145,13146,13360,13361,13362,13363,13364,13365,13366,13367,13368,13369,13377,13378,13379,13380,13381,13382,
13383,13384,13386,13387,13389,13390,13392,13393,13394,13395,13396,13398,13399,13400,13401,13402,13616,13617,13618,13619,13620,13621,13622,13623,
13624,13625,13633,13634,13635,13636,13637,13638,13639,13640,13642,13643,13645,13646,13648,13649,13650,13651,13652,13654,13655,13656,13657,13658,
13872,13873,13874,13875,13876,13877,13878,13879,13880,13881,13889,13890,13891,13892,13893,13894,13895,13896,13898,13899,13901,13902,13904,13905,
13906,13907,13908,13910,13911,13912,13913,13914,14128,14129,14130,14131,14132,14133,14134,14135,14136,14137,14145,14146,14147,14148,14149,14150,
14151,14152,14154,14155,14157,14158,14160,14161,14162,14163,14164,14166,14167,14168,14169,14170,14384,14385,14386,14387,14388,14389,14390,14391,
14392,14393,14401,14402,14403,14404,14405,14406,14407,14408,14410,14411,14413,14414,14416,14417,14418,14419,14420,14422,14423,14424,14425,14426,
14640,14641,14642,14643,14644,14645,14646,14647,14648,14649,14657,14658,14659,14660,14661,14662,14663,14664,14666,14667,14669,14670,14672,14673,
14674,14675,14676,14678,14679,14680,14681,14682,16688,16689,16690,16691,16692,16693,16694,16695,16696,16697,16705,16706,16707,16708,16709,16710,
16711,16712,16714,16715,16717,16718,16720,16721,16722,16723,16724,16726,16727,16728,16729,16730,16944,16945,16946,16947,16948,16949,16950,16951,
16952,16953,16961,16962,16963,16964,16965,16966,16967,16968,16970,16971,16973,16974,16976,16977,16978,16979,16980,16982,16983,16984,16985,16986,
17200,17201,17202,17203,17204,17205,17206,17207,17208,17209,17217,17218,17219,17220,17221,17222,17223,17224,17226,17227,17229,17230,17232,17233,
17234,17235,17236,17238,17239,17240,17241,17242,17456,17457,17458,17459,17460,17461,17462,17463,17464,17465,17473,17474,17475,17476,17477,17478,
17479,17480,17482,17483,17485,17486,17488,17489,17490,17491,17492,17494,17495,17496,17497,17498,17712,17713,17714,17715,17716,17717,17718,17719,
17720,17721,17729,17730,17731,17732,17733,17734,17735,17736,17738,17739,17741,17742,17744,17745,17746,17747,17748,17750,17751,17752,17753,17754,
17968,17969,17970,17971,17972,17973,17974,17975,17976,17977,17985,17986,17987,17988,17989,17990,17991,17992,17994,17995,17997,17998,18000,18001,
18002,18003,18004,18006,18007,18008,18009,18010,18224,18225,18226,18227,18228,18229,18230,18231,18232,18233,18241,18242,18243,18244,18245,18246,
18247,18248,18250,18251,18253,18254,18256,18257,18258,18259,18260,18262,18263,18264,18265,18266,18480,18481,18482,18483,18484,18485,18486,18487,
18488,18489,18497,18498,18499,18500,18501,18502,18503,18504,18506,18507,18509,18510,18512,18513,18514,18515,18516,18518,18519,18520,18521,18522,
18992,18993,18994,18995,18996,18997,18998,18999,19000,19001,19009,19010,19011,19012,19013,19014,19015,19016,19018,19019,19021,19022,19024,19025,
19026,19027,19028,19030,19031,19032,19033,19034,19248,19249,19250,19251,19252,19253,19254,19255,19256,19257,19265,19266,19267,19268,19269,19270,
19271,19272,19274,19275,19277,19278,19280,19281,19282,19283,19284,19286,19287,19288,19289,19290,19760,19761,19762,19763,19764,19765,19766,19767,
19768,19769,19777,19778,19779,19780,19781,19782,19783,19784,19786,19787,19789,19790,19792,19793,19794,19795,19796,19798,19799,19800,19801,19802,
20016,20017,20018,20019,20020,20021,20022,20023,20024,20025,20033,20034,20035,20036,20037,20038,20039,20040,20042,20043,20045,20046,20048,20049,
20050,20051,20052,20054,20055,20056,20057,20058,20528,20529,20530,20531,20532,20533,20534,20535,20536,20537,20545,20546,20547,20548,20549,20550,
20551,20552,20554,20555,20557,20558,20560,20561,20562,20563,20564,20566,20567,20568,20569,20570,20784,20785,20786,20787,20788,20789,20790,20791,
20792,20793,20801,20802,20803,20804,20805,20806,20807,20808,20810,20811,20813,20814,20816,20817,20818,20819,20820,20822,20823,20824,20825,20826,
21040,21041,21042,21043,21044,21045,21046,21047,21048,21049,21057,21058,21059,21060,21061,21062,21063,21064,21066,21067,21069,21070,21072,21073,
21074,21075,21076,21078,21079,21080,21081,21082,21296,21297,21298,21299,21300,21301,21302,21303,21304,21305,21313,21314,21315,21316,21317,21318,
21319,21320,21322,21323,21325,21326,21328,21329,21330,21331,21332,21334,21335,21336,21337,21338,21552,21553,21554,21555,21556,21557,21558,21559,
21560,21561,21569,21570,21571,21572,21573,21574,21575,21576,21578,21579,21581,21582,21584,21585,21586,21587,21588,21590,21591,21592,21593,21594,
22064,22065,22066,22067,22068,22069,22070,22071,22072,22073,22081,22082,22083,22084,22085,22086,22087,22088,22090,22091,22093,22094,22096,22097,
22098,22099,22100,22102,22103,22104,22105,22106,22320,22321,22322,22323,22324,22325,22326,22327,22328,22329,22337,22338,22339,22340,22341,22342,
22343,22344,22346,22347,22349,22350,22352,22353,22354,22355,22356,22358,22359,22360,22361,22362,22576,22577,22578,22579,22580,22581,22582,22583,
22584,22585,22593,22594,22595,22596,22597,22598,22599,22600,22602,22603,22605,22606,22608,22609,22610,22611,22612,22614,22615,22616,22617,22618,
22832,22833,22834,22835,22836,22837,22838,22839,22840,22841,22849,22850,22851,22852,22853,22854,22855,22856,22858,22859,22861,22862,22864,22865,
22866,22867,22868,22870,22871,22872,22873,22874,23088,23089,23090,23091,23092,23093,23094,23095,23096,23097,23105,23106,23107,23108,23109,23110,
23111,23112,23114,23115,23117,23118,23120,23121,23122,23123,23124,23126,23127,23128,23129,23130}' AS pg_catalog.int2[]);

-- The value of each byte as a symbol of ulid text: Crockford's base32 in either case with I and L
-- read as 1 and O as 0; -1 for every other byte.
CREATE OR REPLACE FUNCTION ulid_portable.crockford_digits() RETURNS pg_catalog.int2[]
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN CAST('[0:255]={-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,
-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,0,1,2,3,4,5,6,7,8,9,-1,-1,-1,-1,-1,-1,
-1,10,11,12,13,14,15,16,17,1,18,19,1,20,21,0,22,23,24,25,26,-1,27,28,29,30,31,-1,-1,-1,-1,-1,
-1,10,11,12,13,14,15,16,17,1,18,19,1,20,21,0,22,23,24,25,26,-1,27,28,29,30,31,-1,-1,-1,-1,-1,
-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,
-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,
-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,
-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1,-1}' AS pg_catalog.int2[]);

-- The first and the last eight bytes of a uuid as 64-bit words.
CREATE OR REPLACE FUNCTION ulid_portable.uuid_high_word(id pg_catalog.uuid) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(CAST('x' OPERATOR(pg_catalog.||) pg_catalog.left(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 16) AS pg_catalog.bit(64)) AS pg_catalog.int8);
CREATE OR REPLACE FUNCTION ulid_portable.uuid_low_word(id pg_catalog.uuid) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(CAST('x' OPERATOR(pg_catalog.||) pg_catalog.right(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 16) AS pg_catalog.bit(64)) AS pg_catalog.int8);

-- The first six bytes of a uuid: a ulid's Unix milliseconds.
CREATE OR REPLACE FUNCTION ulid_portable.uuid_time_field(id pg_catalog.uuid) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(CAST('x' OPERATOR(pg_catalog.||) pg_catalog.left(pg_catalog.encode(pg_catalog.uuid_send(id), 'hex'), 12) AS pg_catalog.bit(48)) AS pg_catalog.int8);

-- The uuid of two 64-bit words.
CREATE OR REPLACE FUNCTION ulid_portable.uuid_of_words(high pg_catalog.int8, low pg_catalog.int8) RETURNS pg_catalog.uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(pg_catalog.encode(pg_catalog.int8send(high) OPERATOR(pg_catalog.||) pg_catalog.int8send(low), 'hex') AS pg_catalog.uuid);

-- Unix milliseconds of a finite timestamptz, towards the past. Exact (numeric), and immutable:
-- the epoch of a timestamptz is not (extract from a timestamptz is stable), that of an interval is.
CREATE OR REPLACE FUNCTION ulid_portable.unix_ms(ts pg_catalog.timestamptz) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(pg_catalog.floor(pg_catalog.extract('epoch', ts OPERATOR(pg_catalog.-) CAST('1970-01-01 00:00:00+00' AS pg_catalog.timestamptz))
                                 OPERATOR(pg_catalog.*) CAST(1000 AS pg_catalog.numeric)) AS pg_catalog.int8);

--------------------------------------------------------------------------------------------------
-- text
--------------------------------------------------------------------------------------------------

-- Two symbols per lookup: 13 pairs of ASCII codes packed into three int8 and one int2, whose
-- bytes are the text.
CREATE OR REPLACE FUNCTION ulid_portable.ulid_to_text(id pg_catalog.uuid) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    hi pg_catalog.int8 := ulid_portable.uuid_high_word(id);
    lo pg_catalog.int8 := ulid_portable.uuid_low_word(id);
BEGIN
    RETURN pg_catalog.encode(
        pg_catalog.int8send(
            (CAST((ulid_portable.crockford_pairs())[(hi OPERATOR(pg_catalog.>>) 56) OPERATOR(pg_catalog.&) 255] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 48)
            OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_pairs())[(hi OPERATOR(pg_catalog.>>) 46) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 32)
            OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_pairs())[(hi OPERATOR(pg_catalog.>>) 36) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 16)
            OPERATOR(pg_catalog.|) CAST((ulid_portable.crockford_pairs())[(hi OPERATOR(pg_catalog.>>) 26) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8))
        OPERATOR(pg_catalog.||) pg_catalog.int8send(
            (CAST((ulid_portable.crockford_pairs())[(hi OPERATOR(pg_catalog.>>) 16) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 48)
            OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_pairs())[(hi OPERATOR(pg_catalog.>>) 6) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 32)
            OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_pairs())[((hi OPERATOR(pg_catalog.&) 63) OPERATOR(pg_catalog.<<) 4) OPERATOR(pg_catalog.|) ((lo OPERATOR(pg_catalog.>>) 60) OPERATOR(pg_catalog.&) 15)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 16)
            OPERATOR(pg_catalog.|) CAST((ulid_portable.crockford_pairs())[(lo OPERATOR(pg_catalog.>>) 50) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8))
        OPERATOR(pg_catalog.||) pg_catalog.int8send(
            (CAST((ulid_portable.crockford_pairs())[(lo OPERATOR(pg_catalog.>>) 40) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 48)
            OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_pairs())[(lo OPERATOR(pg_catalog.>>) 30) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 32)
            OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_pairs())[(lo OPERATOR(pg_catalog.>>) 20) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 16)
            OPERATOR(pg_catalog.|) CAST((ulid_portable.crockford_pairs())[(lo OPERATOR(pg_catalog.>>) 10) OPERATOR(pg_catalog.&) 1023] AS pg_catalog.int8))
        OPERATOR(pg_catalog.||) pg_catalog.int2send((ulid_portable.crockford_pairs())[lo OPERATOR(pg_catalog.&) 1023]),
        'escape');
END
$function$;

-- The uuid of 26 ulid symbols, or NULL when the text is anything else (the fast path of
-- ulid_from_text and ulid_is_valid; ulid_text_problem says what is wrong). The symbols' values
-- go into three words, 12 + 12 + 2 symbols, whose sign bits no valid symbol reaches: a -1 (a byte
-- that is no symbol) sets one. A first symbol above 7 reaches bit 58 of the first word.
CREATE OR REPLACE FUNCTION ulid_portable.ulid_decode(input pg_catalog.text) RETURNS pg_catalog.uuid
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    b pg_catalog.bytea := pg_catalog.convert_to(input, 'SQL_ASCII');
    hi pg_catalog.int8;
    mid pg_catalog.int8;
    lo pg_catalog.int8;
BEGIN
    IF pg_catalog.octet_length(b) OPERATOR(pg_catalog.<>) 26 THEN
        RETURN NULL;
    END IF;
    hi := (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 0)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 55)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 1)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 50)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 2)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 45)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 3)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 40)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 4)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 35)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 5)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 30)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 6)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 25)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 7)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 20)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 8)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 15)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 9)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 10)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 10)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 5)
        OPERATOR(pg_catalog.|) CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 11)] AS pg_catalog.int8);
    mid := (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 12)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 55)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 13)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 50)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 14)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 45)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 15)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 40)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 16)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 35)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 17)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 30)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 18)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 25)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 19)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 20)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 20)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 15)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 21)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 10)
        OPERATOR(pg_catalog.|) (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 22)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 5)
        OPERATOR(pg_catalog.|) CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 23)] AS pg_catalog.int8);
    lo := (CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 24)] AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 5)
        OPERATOR(pg_catalog.|) CAST((ulid_portable.crockford_digits())[pg_catalog.get_byte(b, 25)] AS pg_catalog.int8);
    IF (hi OPERATOR(pg_catalog.|) mid OPERATOR(pg_catalog.|) lo) OPERATOR(pg_catalog.<) 0
       OR hi OPERATOR(pg_catalog.>=) CAST(288230376151711744 AS pg_catalog.int8) THEN
        RETURN NULL;
    END IF;
    -- hi holds bits 70-127 of the value, mid bits 10-69, lo bits 0-9.
    RETURN ulid_portable.uuid_of_words((hi OPERATOR(pg_catalog.<<) 6) OPERATOR(pg_catalog.|) (mid OPERATOR(pg_catalog.>>) 54),
                                       (mid OPERATOR(pg_catalog.<<) 10) OPERATOR(pg_catalog.|) lo);
END
$function$;

-- A character that has no place in an ID's text, at its position, as the errors' details name
-- it: a byte that is not printable ASCII, or any byte above 0x7F in a SQL_ASCII database, in hex.
-- Every character before it is ASCII, so its position is its byte position.
CREATE OR REPLACE FUNCTION ulid_portable.describe_bad_character(symbol pg_catalog.text, at pg_catalog.int4) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    -- its first byte: ascii() raises 54000 for a non-ASCII character in EUC_JP, GB18030, ...
    code pg_catalog.int4 := pg_catalog.get_byte(pg_catalog.convert_to(symbol, 'SQL_ASCII'), 0);
BEGIN
    IF code OPERATOR(pg_catalog.>=) 32 AND code OPERATOR(pg_catalog.<>) 127
       AND (code OPERATOR(pg_catalog.<) 128 OR pg_catalog.getdatabaseencoding() OPERATOR(pg_catalog.<>) 'SQL_ASCII') THEN
        RETURN pg_catalog.format('character "%s" at position %s', symbol, at);
    END IF;
    RETURN pg_catalog.format('byte 0x%s at position %s', pg_catalog.upper(pg_catalog.lpad(pg_catalog.to_hex(code), 2, '0')), at);
END
$function$;

-- What is wrong with a text as a ulid, as the detail of ulid input's error, or NULL when nothing
-- is: the first byte that is no symbol, else a length other than 26, else a first symbol above 7.
-- The definition of valid text; ulid_decode is the same made fast.
CREATE OR REPLACE FUNCTION ulid_portable.ulid_text_problem(input pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    bytes pg_catalog.bytea := pg_catalog.convert_to(input, 'SQL_ASCII');
BEGIN
    FOR position IN 1 .. pg_catalog.length(input) LOOP
        -- Every character before this one is ASCII, so its position is its byte position (substr
        -- at each position would scan the text from its start every time).
        CONTINUE WHEN (ulid_portable.crockford_digits())[pg_catalog.get_byte(bytes, position OPERATOR(pg_catalog.-) 1)] OPERATOR(pg_catalog.>=) 0;
        RETURN pg_catalog.format('Invalid %s.', ulid_portable.describe_bad_character(pg_catalog.substr(input, position, 1), position));
    END LOOP;
    IF pg_catalog.length(input) OPERATOR(pg_catalog.<>) 26 THEN
        RETURN pg_catalog.format('Expected 26 characters, got %s.', pg_catalog.length(input));
    END IF;
    IF (ulid_portable.crockford_digits())[pg_catalog.ascii(input)] OPERATOR(pg_catalog.>) 7 THEN
        RETURN 'The value does not fit in 128 bits; the largest ulid is 7ZZZZZZZZZZZZZZZZZZZZZZZZZ.';
    END IF;
    RETURN NULL;
END
$function$;

-- Whether text a user meant as a point in time: an ISO 8601 date, optionally with a time of day
-- (the fields in range, at most 64 bytes). Only for the hint of the input error.
CREATE OR REPLACE FUNCTION ulid_portable.reads_as_timestamp(input pg_catalog.text) RETURNS pg_catalog.bool
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    field pg_catalog.text[] := pg_catalog.regexp_match(input,
        '^([0-9]{4})-([0-9]{1,2})-([0-9]{1,2})(?:[ Tt]([0-9]{1,2}):([0-9]{2})([-0-9:.+ /_a-zA-Z]*))?$');
    year pg_catalog.int4 := field[1];
    month pg_catalog.int4 := field[2];
    day pg_catalog.int4 := field[3];
    hour pg_catalog.int4 := field[4];
    minute pg_catalog.int4 := field[5];
    tail pg_catalog.text := field[6];
BEGIN
    IF field IS NULL OR pg_catalog.octet_length(input) OPERATOR(pg_catalog.<) 8 OR pg_catalog.octet_length(input) OPERATOR(pg_catalog.>) 64
       OR year OPERATOR(pg_catalog.=) 0 OR month OPERATOR(pg_catalog.<) 1 OR month OPERATOR(pg_catalog.>) 12 OR day OPERATOR(pg_catalog.<) 1
       OR day OPERATOR(pg_catalog.>) (CASE WHEN month OPERATOR(pg_catalog.=) 2 THEN
                                          CASE WHEN (year OPERATOR(pg_catalog.%) 4 OPERATOR(pg_catalog.=) 0 AND year OPERATOR(pg_catalog.%) 100 OPERATOR(pg_catalog.<>) 0)
                                                    OR year OPERATOR(pg_catalog.%) 400 OPERATOR(pg_catalog.=) 0 THEN 29 ELSE 28 END
                                      WHEN month OPERATOR(pg_catalog.=) ANY (ARRAY[4, 6, 9, 11]) THEN 30 ELSE 31 END) THEN
        RETURN false;
    END IF;
    IF hour IS NULL THEN
        RETURN true;
    END IF;
    -- 24:00 is midnight at the end of the day; 24:00:01 and 24:30 are not times.
    RETURN hour OPERATOR(pg_catalog.<=) 24 AND minute OPERATOR(pg_catalog.<=) 59
       AND NOT (hour OPERATOR(pg_catalog.=) 24
                AND (minute OPERATOR(pg_catalog.<>) 0
                     OR (pg_catalog.left(tail, 1) OPERATOR(pg_catalog.=) ':'
                         AND (pg_catalog.length(tail) OPERATOR(pg_catalog.<=) 2 OR pg_catalog.substr(tail, 2, 2) OPERATOR(pg_catalog.<>) '00'))));
END
$function$;

-- Raises a type's input error for a text that is not one of its values: `problem` is the detail,
-- and a text that reads as a time gets the hint of the native types, which names the function
-- `time_of` that reads a value's time, if given.
CREATE OR REPLACE FUNCTION ulid_portable.raise_bad_text(type_name pg_catalog.text, input pg_catalog.text, problem pg_catalog.text,
                                                        time_of pg_catalog.text) RETURNS void
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
AS $function$
DECLARE
    message pg_catalog.text := pg_catalog.format('invalid input syntax for type %s: "%s"', type_name, input);
BEGIN
    IF problem IS NULL THEN
        RAISE EXCEPTION USING ERRCODE = 'internal_error', MESSAGE = pg_catalog.format('ulid_portable could not decode a valid %s text', type_name),
                              DETAIL = pg_catalog.format('Text: "%s".', input);
    -- (Under "C": a caller's nondeterministic collation would refuse its regular expression.)
    ELSIF ulid_portable.reads_as_timestamp(input COLLATE pg_catalog."C") THEN
        -- A uuid key has no operators with timestamptz: the hint names the bound to compare with.
        RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation', MESSAGE = message, DETAIL = problem,
                              HINT = CASE WHEN time_of IS NULL
                                          THEN pg_catalog.format('To compare with a point in time, write ulid_portable.ulid_min(timestamptz ''%s'') (or ulid_max).', input)
                                          ELSE pg_catalog.format('To compare with a point in time, write %s(...) and timestamptz ''%s''.', time_of, input) END;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'invalid_text_representation', MESSAGE = message, DETAIL = problem;
END
$function$;

CREATE OR REPLACE FUNCTION ulid_portable.ulid_from_text(input pg_catalog.text) RETURNS pg_catalog.uuid
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    id pg_catalog.uuid := ulid_portable.ulid_decode(input);
BEGIN
    IF id IS NULL THEN
        PERFORM ulid_portable.raise_bad_text('ulid', input, ulid_portable.ulid_text_problem(input), NULL);
    END IF;
    RETURN id;
END
$function$;

CREATE OR REPLACE FUNCTION ulid_portable.ulid_is_valid(input pg_catalog.text) RETURNS pg_catalog.bool
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
BEGIN
    RETURN ulid_portable.ulid_decode(input) IS NOT NULL;
END
$function$;

--------------------------------------------------------------------------------------------------
-- time
--------------------------------------------------------------------------------------------------

-- timestamp + interval and timezone('UTC', ...) are immutable where timestamptz + interval is
-- not, and keep it exact (an interval times a number goes through a double).
CREATE OR REPLACE FUNCTION ulid_portable.ulid_extract_timestamp(id pg_catalog.uuid) RETURNS pg_catalog.timestamptz
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN pg_catalog.timezone('UTC',
        CAST('1970-01-01' AS pg_catalog.timestamp) OPERATOR(pg_catalog.+)
        pg_catalog.make_interval(0, 0, 0, 0,
            CAST(ulid_portable.uuid_time_field(id) OPERATOR(pg_catalog./) 3600000 AS pg_catalog.int4), 0,
            CAST(ulid_portable.uuid_time_field(id) OPERATOR(pg_catalog.%) 3600000 AS pg_catalog.float8) OPERATOR(pg_catalog./) 1000));

-- Raises the range error of type_name ('ulid', 'typeid') for a time outside it: problem is what
-- was out of range ('timestamp', 'current time', 'next time value'). Returns nothing.
CREATE OR REPLACE FUNCTION ulid_portable.raise_time_out_of_range(type_name pg_catalog.text, problem pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
BEGIN
    RAISE EXCEPTION USING ERRCODE = 'datetime_field_overflow', MESSAGE = pg_catalog.format('%s out of range for type %s', problem, type_name),
                          DETAIL = pg_catalog.format('A %s holds times from 1970-01-01 00:00:00 to 10889-08-02 05:31:50.655 UTC.', type_name);
END
$function$;

-- The millisecond of a time as the 12 hex digits of a ulid's time field, or ulid's error.
CREATE OR REPLACE FUNCTION ulid_portable.time_field_hex(ts pg_catalog.timestamptz) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
BEGIN
    -- The bounds first: a time past them may be too far for the interval from the epoch.
    IF ts OPERATOR(pg_catalog.>=) CAST('1970-01-01 00:00:00+00' AS pg_catalog.timestamptz)
       AND ts OPERATOR(pg_catalog.<) CAST('10889-08-02 05:31:50.656+00' AS pg_catalog.timestamptz) THEN
        RETURN pg_catalog.lpad(pg_catalog.to_hex(ulid_portable.unix_ms(ts)), 12, '0');
    END IF;
    RETURN ulid_portable.raise_time_out_of_range('ulid', 'timestamp');
END
$function$;

CREATE OR REPLACE FUNCTION ulid_portable.ulid_min(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(ulid_portable.time_field_hex(ts) OPERATOR(pg_catalog.||) '00000000000000000000' AS pg_catalog.uuid);

CREATE OR REPLACE FUNCTION ulid_portable.ulid_max(ts pg_catalog.timestamptz) RETURNS pg_catalog.uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(ulid_portable.time_field_hex(ts) OPERATOR(pg_catalog.||) 'ffffffffffffffffffff' AS pg_catalog.uuid);

--------------------------------------------------------------------------------------------------
-- keyed masks (UUIDv47)
--------------------------------------------------------------------------------------------------

-- SipHash's 64-bit words are int8 here. Its addition wraps, where int8 + raises on overflow: the
-- low 62 bits of each add without overflow, the top two (their carry included) modulo 4.
CREATE OR REPLACE FUNCTION ulid_portable.sip_add(a pg_catalog.int8, b pg_catalog.int8) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (((a OPERATOR(pg_catalog.&) 4611686018427387903) OPERATOR(pg_catalog.+) (b OPERATOR(pg_catalog.&) 4611686018427387903))
            OPERATOR(pg_catalog.&) 4611686018427387903)
        OPERATOR(pg_catalog.|) ((((a OPERATOR(pg_catalog.>>) 62) OPERATOR(pg_catalog.+) (b OPERATOR(pg_catalog.>>) 62)
                                  OPERATOR(pg_catalog.+) (((a OPERATOR(pg_catalog.&) 4611686018427387903) OPERATOR(pg_catalog.+) (b OPERATOR(pg_catalog.&) 4611686018427387903)) OPERATOR(pg_catalog.>>) 62))
                                 OPERATOR(pg_catalog.&) 3) OPERATOR(pg_catalog.<<) 62);

-- A 64-bit rotation to the left; >> copies the sign bit, so its result is masked to n bits.
CREATE OR REPLACE FUNCTION ulid_portable.sip_rotl(x pg_catalog.int8, n pg_catalog.int4) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN (x OPERATOR(pg_catalog.<<) n)
        OPERATOR(pg_catalog.|) ((x OPERATOR(pg_catalog.>>) (64 OPERATOR(pg_catalog.-) n))
                                OPERATOR(pg_catalog.&) ((CAST(1 AS pg_catalog.int8) OPERATOR(pg_catalog.<<) n) OPERATOR(pg_catalog.-) 1));

-- Eight bytes from an offset as a little-endian 64-bit word, as SipHash reads them.
CREATE OR REPLACE FUNCTION ulid_portable.little_endian_word(bytes pg_catalog.bytea, start_byte pg_catalog.int4) RETURNS pg_catalog.int8
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN CAST(pg_catalog.get_byte(bytes, start_byte) AS pg_catalog.int8)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 1) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 8)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 2) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 16)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 3) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 24)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 4) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 32)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 5) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 40)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 6) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 48)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(bytes, start_byte OPERATOR(pg_catalog.+) 7) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 56);

-- The facade of spec 6.1 between versions 7 and 4 (github.com/stateless-me/uuidv47): the 48-bit
-- time XOR the low 48 bits of SipHash-2-4 of the 10 bytes [b6 & 0x0F, b7, b8 & 0x3F, b9 .. b15],
-- and the version nibble swapped. The key is checked first, then the version, then the variant,
-- as ulid's do. SipHash of 10 bytes is two message words and eight rounds, one loop of them.
CREATE OR REPLACE FUNCTION ulid_portable.uuidv47_swap(id pg_catalog.uuid, key pg_catalog.bytea, to_facade pg_catalog.bool)
    RETURNS pg_catalog.uuid
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    b pg_catalog.bytea := pg_catalog.uuid_send(id);
    from_version pg_catalog.int4 := CASE WHEN to_facade THEN 7 ELSE 4 END;
    problem pg_catalog.text := CASE WHEN to_facade THEN 'uuid "%s" is not a version 7 UUID' ELSE 'uuid "%s" is not a UUIDv47 facade' END;
    high pg_catalog.int8;  -- bytes 0-7: the time and the version
    k0 pg_catalog.int8;
    k1 pg_catalog.int8;
    m0 pg_catalog.int8;
    m1 pg_catalog.int8;
    v0 pg_catalog.int8;
    v1 pg_catalog.int8;
    v2 pg_catalog.int8;
    v3 pg_catalog.int8;
BEGIN
    IF pg_catalog.octet_length(key) OPERATOR(pg_catalog.<>) 16 THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_parameter_value', MESSAGE = 'mask key must be 16 bytes',
            DETAIL = pg_catalog.format(CASE WHEN pg_catalog.octet_length(key) OPERATOR(pg_catalog.=) 1 THEN 'Got %s byte.' ELSE 'Got %s bytes.' END,
                                       pg_catalog.octet_length(key));
    END IF;
    high := ulid_portable.uuid_high_word(id);
    IF (high OPERATOR(pg_catalog.>>) 12) OPERATOR(pg_catalog.&) 15 OPERATOR(pg_catalog.<>) from_version THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_parameter_value', MESSAGE = pg_catalog.format(problem, id),
            DETAIL = pg_catalog.format('Its version is %s, not %s.', (high OPERATOR(pg_catalog.>>) 12) OPERATOR(pg_catalog.&) 15, from_version);
    END IF;
    IF pg_catalog.get_byte(b, 8) OPERATOR(pg_catalog.>>) 6 OPERATOR(pg_catalog.<>) 2 THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_parameter_value', MESSAGE = pg_catalog.format(problem, id),
            DETAIL = 'Its variant bits are not 10 (RFC 9562).';
    END IF;
    -- The key's words, and the message's: its first eight bytes with the version and variant bits
    -- cleared, then the last two and the length (10) in the top byte.
    k0 := ulid_portable.little_endian_word(key, 0);
    k1 := ulid_portable.little_endian_word(key, 8);
    m0 := ulid_portable.little_endian_word(b, 6) OPERATOR(pg_catalog.&) -12583153;
    m1 := CAST(pg_catalog.get_byte(b, 14) AS pg_catalog.int8)
        OPERATOR(pg_catalog.|) (CAST(pg_catalog.get_byte(b, 15) AS pg_catalog.int8) OPERATOR(pg_catalog.<<) 8)
        OPERATOR(pg_catalog.|) 720575940379279360;
    v0 := k0 OPERATOR(pg_catalog.#) 8317987319222330741;
    v1 := k1 OPERATOR(pg_catalog.#) 7237128888997146477;
    v2 := k0 OPERATOR(pg_catalog.#) 7816392313619706465;
    v3 := k1 OPERATOR(pg_catalog.#) 8387220255154660723 OPERATOR(pg_catalog.#) m0;
    FOR round_number IN 1..8 LOOP
        v0 := ulid_portable.sip_add(v0, v1);
        v1 := ulid_portable.sip_rotl(v1, 13) OPERATOR(pg_catalog.#) v0;
        v0 := ulid_portable.sip_rotl(v0, 32);
        v2 := ulid_portable.sip_add(v2, v3);
        v3 := ulid_portable.sip_rotl(v3, 16) OPERATOR(pg_catalog.#) v2;
        v0 := ulid_portable.sip_add(v0, v3);
        v3 := ulid_portable.sip_rotl(v3, 21) OPERATOR(pg_catalog.#) v0;
        v2 := ulid_portable.sip_add(v2, v1);
        v1 := ulid_portable.sip_rotl(v1, 17) OPERATOR(pg_catalog.#) v2;
        v2 := ulid_portable.sip_rotl(v2, 32);
        -- two rounds per message word, then the finalization's four
        IF round_number OPERATOR(pg_catalog.=) 2 THEN
            v0 := v0 OPERATOR(pg_catalog.#) m0;
            v3 := v3 OPERATOR(pg_catalog.#) m1;
        ELSIF round_number OPERATOR(pg_catalog.=) 4 THEN
            v0 := v0 OPERATOR(pg_catalog.#) m1;
            v2 := v2 OPERATOR(pg_catalog.#) 255;
        END IF;
    END LOOP;
    -- the low 48 bits of the hash onto the time; the version nibble is bits 12-15 of the first word
    RETURN ulid_portable.uuid_of_words(
        ((high OPERATOR(pg_catalog.&) -61441) OPERATOR(pg_catalog.|) CASE WHEN to_facade THEN 16384 ELSE 28672 END)
            OPERATOR(pg_catalog.#) ((v0 OPERATOR(pg_catalog.#) v1 OPERATOR(pg_catalog.#) v2 OPERATOR(pg_catalog.#) v3) OPERATOR(pg_catalog.<<) 16),
        ulid_portable.uuid_low_word(id));
END
$function$;

CREATE OR REPLACE FUNCTION ulid_portable.uuidv47_encode(v7 pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN ulid_portable.uuidv47_swap(v7, key, true);

CREATE OR REPLACE FUNCTION ulid_portable.uuidv47_decode(facade pg_catalog.uuid, key pg_catalog.bytea) RETURNS pg_catalog.uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN ulid_portable.uuidv47_swap(facade, key, false);

--------------------------------------------------------------------------------------------------
-- generators
--------------------------------------------------------------------------------------------------

-- The current millisecond's six bytes, then 80 random bits of gen_random_uuid(): its bytes 1-4 and
-- 11-16, none of them holding a version or variant bit. Built in bytea, not text: formatting the
-- uuid as text and editing that took more instructions than gen_random_uuid() itself.
CREATE OR REPLACE FUNCTION ulid_portable.gen_ulid() RETURNS pg_catalog.uuid
    LANGUAGE sql VOLATILE PARALLEL SAFE
    RETURN CAST(pg_catalog.encode(pg_catalog.substr(pg_catalog.int8send(ulid_portable.unix_ms(pg_catalog.clock_timestamp())), 3)
                                  OPERATOR(pg_catalog.||) pg_catalog.overlay(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()),
                                                                             CAST('' AS pg_catalog.bytea), 5, 6),
                                  'hex')
                AS pg_catalog.uuid);

-- The state of the monotonic generators is a session setting (ulid_portable.last_monotonic_ulid,
-- ulid_portable.last_typeid): 48 hex digits, the last value's 16 bytes and the statement that made
-- it (statement_timestamp() in microseconds). A setting needs no object, no privilege and no lock,
-- and set_config works in read-only transactions and on a hot standby; but a rollback undoes it,
-- RESET ALL and DISCARD ALL clear it, and any role of the session can write it. So strict increase
-- does not rest on it: every value carries the clock's place within its millisecond, from its
-- microsecond, in the top of its random part (in 1024ths, 10 bits of a ulid's 80; in 4096ths, a
-- UUIDv7's rand_a, as RFC 9562's method 3), and no value's tick (millisecond and that place) is
-- later than the instant it was made
-- while the clock does not go back. A value made at a later microsecond is then greater than
-- every value made before it, whatever the setting holds. The setting serves the calls within the
-- same microsecond (the last value + 1, as ulid's rule), and those while the clock is behind it
-- (after the clock went back: above it, at the clock's microseconds, so that a rollback of the
-- setting does not make them again). A setting more than ten seconds ahead of the clock is
-- ignored (forged, or a step back of the clock beyond that): no value is dated later than that.
-- A clock that moves in whole milliseconds (PGlite) reads microsecond 0 all along: there the
-- first call of a statement that started in the current millisecond waits for the next one (up
-- to a millisecond, on the clock), as an earlier statement may have made values in it that a
-- rollback took back; later calls of the statement go on from its own state. (On a finer clock
-- that is a wait of a microsecond, once in a thousand calls.) What stays open there: a rollback
-- within one statement (a PL/pgSQL exception block, a procedure's ROLLBACK) in one millisecond.
-- The clock is read as numeric, exactly: date_part('epoch') is a float8, which from 2106 (2^32 s)
-- on holds less than a microsecond and reads two microseconds as one (the same tick: a rollback
-- between them could then give a value twice).
-- Not SECURITY DEFINER (nothing to protect), every name qualified; PARALLEL UNSAFE: set_config is
-- refused in parallel mode.
CREATE OR REPLACE FUNCTION ulid_portable.next_monotonic(uuidv7 pg_catalog.bool) RETURNS pg_catalog.uuid
    LANGUAGE plpgsql VOLATILE PARALLEL UNSAFE
AS $function$
DECLARE
    setting CONSTANT pg_catalog.text := CASE WHEN uuidv7 THEN 'ulid_portable.last_typeid' ELSE 'ulid_portable.last_monotonic_ulid' END;
    state CONSTANT pg_catalog.text := pg_catalog.current_setting(setting, true);
    -- the state's first word in hex, compared as text ("C"): unsigned order, and no parsing
    last_high CONSTANT pg_catalog.text := pg_catalog.substr(state, 1, 16) COLLATE pg_catalog."C";
    clock_us pg_catalog.int8 := CAST(pg_catalog.extract('epoch', pg_catalog.clock_timestamp()) OPERATOR(pg_catalog.*) 1000000 AS pg_catalog.int8);
    started_us CONSTANT pg_catalog.int8 := clock_us;
    statement_us pg_catalog.int8;
    this_statement pg_catalog.text;
    now_ms pg_catalog.int8;
    tick pg_catalog.int8;       -- the first word of a value at the clock, its random bits 0
    tick_hex pg_catalog.text;
    -- where the state is: -1 before the clock's tick (or none), 0 at it, 1 ahead
    place pg_catalog.int4;
    readings pg_catalog.int4 := 0;
    high pg_catalog.int8;
    low pg_catalog.int8;
    random pg_catalog.bytea;
    bytes pg_catalog.bytea;
    value pg_catalog.text;
BEGIN
    LOOP
        now_ms := clock_us OPERATOR(pg_catalog./) 1000;
        IF clock_us OPERATOR(pg_catalog.<) 0 OR now_ms OPERATOR(pg_catalog.>) 281474976710655 THEN
            PERFORM ulid_portable.raise_time_out_of_range(CASE WHEN uuidv7 THEN 'typeid' ELSE 'ulid' END, 'current time');
        END IF;
        tick := (now_ms OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|)
                CASE WHEN uuidv7 THEN 28672 OPERATOR(pg_catalog.|) (((clock_us OPERATOR(pg_catalog.%) 1000) OPERATOR(pg_catalog.<<) 12) OPERATOR(pg_catalog./) 1000)
                     ELSE (((clock_us OPERATOR(pg_catalog.%) 1000) OPERATOR(pg_catalog.<<) 10) OPERATOR(pg_catalog./) 1000) OPERATOR(pg_catalog.<<) 6 END;
        tick_hex := pg_catalog.encode(pg_catalog.int8send(tick), 'hex');
        -- (ahead by more than ten seconds: none)
        place := CASE WHEN last_high OPERATOR(pg_catalog.<) tick_hex THEN -1
                      WHEN last_high OPERATOR(pg_catalog.<=) pg_catalog.encode(pg_catalog.int8send(tick OPERATOR(pg_catalog.|) CASE WHEN uuidv7 THEN 0 ELSE 63 END), 'hex') THEN 0
                      WHEN last_high OPERATOR(pg_catalog.<=) pg_catalog.encode(pg_catalog.int8send(((now_ms OPERATOR(pg_catalog.+) 10000) OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|) 65535), 'hex') THEN 1
                      ELSE -1 END;
        EXIT WHEN clock_us OPERATOR(pg_catalog.%) 1000 OPERATOR(pg_catalog.<>) 0 OR place OPERATOR(pg_catalog.=) 1;
        -- Microsecond 0 may be a coarse clock's whole millisecond, in which an earlier statement
        -- may have made values that a rollback took back (the state then holds an older one):
        -- unless this statement started before that millisecond, or made the state itself, the
        -- clock must move first. Not for ever, should it stand still (a debugger's, a faked one).
        statement_us := CAST(pg_catalog.extract('epoch', pg_catalog.statement_timestamp()) OPERATOR(pg_catalog.*) 1000000 AS pg_catalog.int8);
        this_statement := pg_catalog.encode(pg_catalog.int8send(statement_us), 'hex');
        EXIT WHEN clock_us OPERATOR(pg_catalog.<>) started_us OR readings OPERATOR(pg_catalog.>=) 100000
              OR statement_us OPERATOR(pg_catalog./) 1000 OPERATOR(pg_catalog.<) now_ms
              OR pg_catalog.substr(state, 33) OPERATOR(pg_catalog.=) this_statement;
        readings := readings OPERATOR(pg_catalog.+) 1;
        clock_us := CAST(pg_catalog.extract('epoch', pg_catalog.clock_timestamp()) OPERATOR(pg_catalog.*) 1000000 AS pg_catalog.int8);
    END LOOP;
    -- From the state (when it is one): the next value, or in the same millisecond a value at the
    -- clock's tick with the same random bits (none to draw).
    IF (place OPERATOR(pg_catalog.>=) 0 OR pg_catalog.left(last_high, 12) OPERATOR(pg_catalog.=) pg_catalog.left(tick_hex, 12))
       AND pg_catalog.length(state) OPERATOR(pg_catalog.=) ANY ('{32,48}') AND (state COLLATE pg_catalog."C") OPERATOR(pg_catalog.!~) '[^0123456789abcdef]' THEN
        high := CAST(CAST('x' OPERATOR(pg_catalog.||) last_high AS pg_catalog.bit(64)) AS pg_catalog.int8);
        low := CAST(CAST('x' OPERATOR(pg_catalog.||) pg_catalog.substr(state, 17, 16) AS pg_catalog.bit(64)) AS pg_catalog.int8);
        IF uuidv7 THEN
            -- whatever was written there, a UUIDv7's version and variant
            high := (high OPERATOR(pg_catalog.&) -61441) OPERATOR(pg_catalog.|) 28672;
            low := (low OPERATOR(pg_catalog.&) 4611686018427387903) OPERATOR(pg_catalog.|) -9223372036854775808;
        END IF;
        IF place OPERATOR(pg_catalog.<) 0 THEN
            high := tick OPERATOR(pg_catalog.|) (high OPERATOR(pg_catalog.&) CASE WHEN uuidv7 THEN 0 ELSE 63 END);
        -- The clock behind the state (it stepped back): a rollback may take back the values made
        -- since, and + 1 would make them again. So they sit at an anchor, the state's first word
        -- + 1, with the clock's microseconds since ten seconds before the anchor's millisecond
        -- (shifted 20 bits) as the second word: after a rollback to any earlier state the clock has
        -- moved on, and the value is above them. A second word below 2^44 (outside the variant)
        -- marks a value of the anchor, whose first word is the anchor itself. (GREATEST is syntax,
        -- the type's own order: no name to shadow.)
        ELSIF place OPERATOR(pg_catalog.=) 1 THEN
            IF low OPERATOR(pg_catalog.&) 4611686018427387903 OPERATOR(pg_catalog.>=) 17592186044416
               OR NOT uuidv7 AND low OPERATOR(pg_catalog.<) 0 THEN
                high := CASE WHEN uuidv7 AND high OPERATOR(pg_catalog.&) 4095 OPERATOR(pg_catalog.=) 4095
                             THEN (((high OPERATOR(pg_catalog.>>) 16) OPERATOR(pg_catalog.+) 1) OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|) 28672
                             ELSE high OPERATOR(pg_catalog.+) 1 END;
                low := CASE WHEN uuidv7 THEN -9223372036854775808 ELSE 0 END;
            END IF;
            low := GREATEST(low OPERATOR(pg_catalog.+) 1,
                       (low OPERATOR(pg_catalog.&) -4611686018427387904) OPERATOR(pg_catalog.|)
                       ((clock_us OPERATOR(pg_catalog.-) (((high OPERATOR(pg_catalog.>>) 16) OPERATOR(pg_catalog.-) 10001) OPERATOR(pg_catalog.*) 1000)) OPERATOR(pg_catalog.<<) 20));
        -- The same tick, or the clock is behind the state: + 1 (unsigned), the low word carried
        -- into the random bits of the first; past the last value of the millisecond, the next
        -- one, with fresh random bits (ulid's rule).
        ELSIF uuidv7 AND low OPERATOR(pg_catalog.<>) -4611686018427387905 THEN
            low := low OPERATOR(pg_catalog.+) 1;
        ELSIF uuidv7 AND high OPERATOR(pg_catalog.&) 4095 OPERATOR(pg_catalog.<>) 4095 THEN
            low := -9223372036854775808;
            high := high OPERATOR(pg_catalog.+) 1;
        ELSIF uuidv7 THEN
            high := NULL;
        ELSIF low OPERATOR(pg_catalog.=) 9223372036854775807 THEN
            low := -9223372036854775808;
        ELSIF low OPERATOR(pg_catalog.<>) -1 THEN
            low := low OPERATOR(pg_catalog.+) 1;
        ELSIF high OPERATOR(pg_catalog.&) 65535 OPERATOR(pg_catalog.<>) 65535 THEN
            low := 0;
            high := high OPERATOR(pg_catalog.+) 1;
        ELSE
            high := NULL;
        END IF;
        IF high IS NULL THEN
            now_ms := CAST(CAST('x' OPERATOR(pg_catalog.||) pg_catalog.left(last_high, 12) AS pg_catalog.bit(48)) AS pg_catalog.int8) OPERATOR(pg_catalog.+) 1;
            IF now_ms OPERATOR(pg_catalog.>) 281474976710655 THEN
                PERFORM ulid_portable.raise_time_out_of_range(CASE WHEN uuidv7 THEN 'typeid' ELSE 'ulid' END, 'next time value');
            END IF;
            tick := NULL;
        ELSE
            bytes := pg_catalog.int8send(high) OPERATOR(pg_catalog.||) pg_catalog.int8send(low);
        END IF;
    END IF;
    IF bytes IS NULL THEN
        -- Fresh: the tick, then random bits of a version 4 uuid, none of its version and variant
        -- bits (a UUIDv7 takes its last eight bytes, variant and all); after a carry, the next
        -- millisecond and random bits in place of the fraction too.
        random := pg_catalog.uuid_send(pg_catalog.gen_random_uuid());
        IF uuidv7 THEN
            bytes := pg_catalog.int8send(COALESCE(tick, (now_ms OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|) 28672
                                                        OPERATOR(pg_catalog.|) (((pg_catalog.get_byte(random, 0) OPERATOR(pg_catalog.<<) 8) OPERATOR(pg_catalog.|) pg_catalog.get_byte(random, 1)) OPERATOR(pg_catalog.&) 4095)))
                     OPERATOR(pg_catalog.||) pg_catalog.substr(random, 9, 8);
        ELSE
            bytes := pg_catalog.int8send(COALESCE(tick OPERATOR(pg_catalog.|) (pg_catalog.get_byte(random, 10) OPERATOR(pg_catalog.&) 63),
                                                  (now_ms OPERATOR(pg_catalog.<<) 16) OPERATOR(pg_catalog.|) (pg_catalog.get_byte(random, 10) OPERATOR(pg_catalog.<<) 8) OPERATOR(pg_catalog.|) pg_catalog.get_byte(random, 11)))
                     OPERATOR(pg_catalog.||) pg_catalog.substr(random, 1, 6) OPERATOR(pg_catalog.||) pg_catalog.substr(random, 8, 1)
                     OPERATOR(pg_catalog.||) pg_catalog.substr(random, 10, 1);
        END IF;
    END IF;
    value := pg_catalog.encode(bytes, 'hex');
    -- an assignment, not PERFORM: a simple expression, without the executor's start and end
    this_statement := pg_catalog.set_config(setting, value OPERATOR(pg_catalog.||) COALESCE(this_statement, ''), false);
    RETURN CAST(value AS pg_catalog.uuid);
END
$function$;

-- The first call in a millisecond, the common one (and every call after a reset: DISCARD ALL per
-- transaction behind a pooler) finds the state, if any, in an earlier millisecond: the value is
-- then a fresh one at the clock's tick, as next_monotonic would make it, in one expression inlined
-- into the caller. After DISCARD ALL (DISCARD PLANS) each of next_monotonic's PL/pgSQL expressions
-- is planned again, which cost far more than half of gen_ulid's throughput (issue 41). The clock
-- is read more than once (an argument used twice would stop the inlining); each read is later
-- than the one before, and the value's tick is from the last. Every reading is exact (numeric, or
-- the microseconds of the minute): date_part('epoch') is a float8, which from 2106 (2^32 s) on
-- holds less than a microsecond and reads two microseconds as one, or a millisecond late.
-- Microsecond 0 (every reading of a millisecond clock), a time outside ulid's range, and a session
-- that never set the state go to next_monotonic, which waits, raises, or defines it.
CREATE OR REPLACE FUNCTION ulid_portable.in_a_new_millisecond(setting pg_catalog.text) RETURNS pg_catalog.bool
    LANGUAGE sql VOLATILE PARALLEL SAFE
    RETURN (pg_catalog.left(pg_catalog.current_setting(setting, true), 12) COLLATE pg_catalog."C")
               OPERATOR(pg_catalog.<) pg_catalog.encode(pg_catalog.substr(pg_catalog.int8send(ulid_portable.unix_ms(pg_catalog.clock_timestamp())), 3), 'hex')
           AND CAST(pg_catalog.date_part('microseconds', pg_catalog.clock_timestamp()) AS pg_catalog.int4) OPERATOR(pg_catalog.%) 1000 OPERATOR(pg_catalog.>) 0
           AND pg_catalog.clock_timestamp() OPERATOR(pg_catalog.>=) CAST('1970-01-01 00:00:00+00' AS pg_catalog.timestamptz)
           AND pg_catalog.clock_timestamp() OPERATOR(pg_catalog.<) CAST('10889-08-02 05:31:50.656+00' AS pg_catalog.timestamptz);

CREATE OR REPLACE FUNCTION ulid_portable.gen_monotonic_ulid() RETURNS pg_catalog.uuid
    LANGUAGE sql VOLATILE PARALLEL UNSAFE
    RETURN CASE WHEN ulid_portable.in_a_new_millisecond('ulid_portable.last_monotonic_ulid')
                -- 48 bits of milliseconds, 10 of 1024ths, 70 random bits (none of a version 4 uuid's fixed ones)
                THEN CAST(pg_catalog.set_config('ulid_portable.last_monotonic_ulid',
                              pg_catalog.encode(pg_catalog.int8send((CAST(pg_catalog.floor(pg_catalog.extract('epoch', pg_catalog.clock_timestamp()) OPERATOR(pg_catalog.*) 1024000) AS pg_catalog.int8)
                                                                     OPERATOR(pg_catalog.<<) 6)
                                                                    OPERATOR(pg_catalog.|) CAST(pg_catalog.get_byte(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), 0) OPERATOR(pg_catalog.&) 63 AS pg_catalog.int8))
                                                OPERATOR(pg_catalog.||) pg_catalog.substr(pg_catalog.overlay(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), CAST('' AS pg_catalog.bytea), 7, 4), 1, 8),
                                                'hex'),
                              false) AS pg_catalog.uuid)
                ELSE ulid_portable.next_monotonic(false) END;

-- The sequences of older versions go: pre-release builds of 0.4.0 counted each generator's calls
-- with a sequence *_calls (granted to PUBLIC), 0.4.0 kept the state in six (issue 41: any role
-- could queue a lock on them that stalled every caller, a cancel could leave a session failing);
-- an update drops them (quietly: a fresh install has none).
-- A role can hold a lock on them for as long as it keeps a transaction open (nextval), and a
-- DROP waiting for it would stop every later caller of the old generators behind it: the wait
-- ends after ten seconds (or the session's shorter lock_timeout), with an error naming the holders.
DO $drop$
DECLARE
    session_timeout CONSTANT pg_catalog.int8 := (SELECT CAST(setting AS pg_catalog.int8) FROM pg_catalog.pg_settings
                                                  WHERE name OPERATOR(pg_catalog.=) 'lock_timeout');
    old pg_catalog.text;
    holders pg_catalog.text;
BEGIN
    IF pg_catalog.to_regprocedure('ulid_portable.next_monotonic(pg_catalog.regclass, pg_catalog.text, pg_catalog.bool)') IS NOT NULL THEN
        DROP FUNCTION ulid_portable.next_monotonic(pg_catalog.regclass, pg_catalog.text, pg_catalog.bool);
    END IF;
    FOREACH old IN ARRAY ARRAY['monotonic_calls', 'typeid_calls', 'monotonic_counter', 'monotonic_time', 'monotonic_random',
                             'typeid_counter', 'typeid_time', 'typeid_random'] LOOP
        CONTINUE WHEN pg_catalog.to_regclass(pg_catalog.format('ulid_portable.%I', old)) IS NULL;
        BEGIN
            PERFORM pg_catalog.set_config('lock_timeout',
                CASE WHEN session_timeout OPERATOR(pg_catalog.>) 0 AND session_timeout OPERATOR(pg_catalog.<) 10000
                     THEN CAST(session_timeout AS pg_catalog.text) ELSE '10000' END, true);
            EXECUTE pg_catalog.format('DROP SEQUENCE ulid_portable.%I', old);
        EXCEPTION WHEN lock_not_available THEN
            SELECT pg_catalog.string_agg(pg_catalog.format('process %s of role %s', a.pid, a.usename), ', ') INTO holders
              FROM pg_catalog.pg_locks l JOIN pg_catalog.pg_stat_activity a ON a.pid OPERATOR(pg_catalog.=) l.pid
             WHERE l.locktype OPERATOR(pg_catalog.=) 'relation' AND l.granted
               AND l.relation OPERATOR(pg_catalog.=) pg_catalog.to_regclass(pg_catalog.format('ulid_portable.%I', old))
               AND l.pid OPERATOR(pg_catalog.<>) pg_catalog.pg_backend_pid();
            RAISE EXCEPTION 'sequence ulid_portable.% of an older version, which this update drops, is in use', old
                USING ERRCODE = 'lock_not_available',
                      DETAIL = pg_catalog.format('Locked by %s.', COALESCE(holders, 'a session that has since released it')),
                      HINT = 'Run the update again when those transactions have ended; if they do not, end their sessions (pg_terminate_backend).';
        END;
    END LOOP;
    PERFORM pg_catalog.set_config('lock_timeout', CAST(session_timeout AS pg_catalog.text), true);
END
$drop$;

--------------------------------------------------------------------------------------------------
-- TypeID
--------------------------------------------------------------------------------------------------
-- A TypeID (spec 6.2) is a prefix, "_" (none when the prefix is empty), and the ulid text of a
-- uuid's 16 bytes in lower case. Text is matched under "C": a nondeterministic collation of the
-- caller's would refuse the regular expressions and substring searches, a locale's lower case
-- could differ.

-- Whether a prefix is one: a to z and inner underscores, at most 63 characters, or empty. (A
-- counted repetition in a regular expression costs several times the whole match: lengths are
-- checked apart.)
-- Not STRICT, which would keep it from being inlined (its AND is not strict); a NULL gives NULL.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_prefix_is_valid(prefix pg_catalog.text) RETURNS pg_catalog.bool
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (prefix COLLATE pg_catalog."C") OPERATOR(pg_catalog.~)
           '^(?:[abcdefghijklmnopqrstuvwxyz](?:[abcdefghijklmnopqrstuvwxyz_]*[abcdefghijklmnopqrstuvwxyz])?)?$'
       AND pg_catalog.length(prefix) OPERATOR(pg_catalog.<=) 63;

-- Whether a text is a TypeID: a valid prefix and its separator, or neither, then 26 lower-case
-- symbols (no aliases, no upper case, unlike ulid text), the first at most 7. The suffix has no
-- "_": it is 26 long when the last "_" is the 27th character from the end, or there is none
-- and the whole text is 26 long.
-- Not STRICT, as typeid_prefix_is_valid.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_text_is_valid(input pg_catalog.text) RETURNS pg_catalog.bool
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN (input COLLATE pg_catalog."C") OPERATOR(pg_catalog.~)
           '^(?:[abcdefghijklmnopqrstuvwxyz](?:[abcdefghijklmnopqrstuvwxyz_]*[abcdefghijklmnopqrstuvwxyz])?_)?[01234567][0123456789abcdefghjkmnpqrstvwxyz]*$'
       AND pg_catalog.length(input) OPERATOR(pg_catalog.<=) 90
       AND pg_catalog.strpos(pg_catalog.reverse(input COLLATE pg_catalog."C"), '_')
           OPERATOR(pg_catalog.=) CASE WHEN pg_catalog.length(input) OPERATOR(pg_catalog.=) 26 THEN 0 ELSE 27 END;

-- What is wrong with a prefix, as the detail of typeid's errors, or NULL when nothing is: the
-- first character that is not a to z or "_", then the length, then an underscore at either end.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_prefix_problem(prefix pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    -- The first character that is not a to z or "_", found in one pass (substr at each position
    -- would scan the text from its start every time in a multibyte encoding: quadratic).
    position pg_catalog.int4 := pg_catalog.regexp_instr(prefix COLLATE pg_catalog."C", '[^abcdefghijklmnopqrstuvwxyz_]');
    symbol pg_catalog.text := pg_catalog.substr(prefix, position, 1);
BEGIN
    IF position OPERATOR(pg_catalog.>) 0 THEN
        IF pg_catalog.strpos('ABCDEFGHIJKLMNOPQRSTUVWXYZ', symbol COLLATE pg_catalog."C") OPERATOR(pg_catalog.>) 0 THEN
            RETURN pg_catalog.format('Upper-case %s; a TypeID is written in lower case.',
                                     ulid_portable.describe_bad_character(symbol, position));
        END IF;
        RETURN pg_catalog.format('Invalid %s in the prefix; a prefix has only the letters a to z and underscores.',
                                 ulid_portable.describe_bad_character(symbol, position));
    END IF;
    IF pg_catalog.length(prefix) OPERATOR(pg_catalog.>) 63 THEN
        RETURN pg_catalog.format('The prefix has %s characters; at most 63 are allowed.', pg_catalog.length(prefix));
    ELSIF pg_catalog.left(prefix, 1) OPERATOR(pg_catalog.=) '_' THEN
        RETURN 'The prefix starts with an underscore.';
    ELSIF pg_catalog.right(prefix, 1) OPERATOR(pg_catalog.=) '_' THEN
        RETURN 'The prefix ends with an underscore.';
    END IF;
    RETURN NULL;
END
$function$;

-- What is wrong with a text as a TypeID, or NULL when nothing is. The text splits at its last
-- "_" (none: no prefix); the prefix is judged first, then the suffix: a character outside the
-- alphabet, then the length, then a first symbol above 7. typeid_text_is_valid is the same made fast.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_text_problem(input pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
DECLARE
    last_underscore pg_catalog.int4 := pg_catalog.strpos(pg_catalog.reverse(input), '_');
    separator pg_catalog.int4 := CASE WHEN last_underscore OPERATOR(pg_catalog.=) 0 THEN 0
                                      ELSE pg_catalog.length(input) OPERATOR(pg_catalog.-) last_underscore OPERATOR(pg_catalog.+) 1 END;
    suffix pg_catalog.text := pg_catalog.substr(input, separator OPERATOR(pg_catalog.+) 1);
    problem pg_catalog.text;
    symbol pg_catalog.text;
    bad pg_catalog.int4;
BEGIN
    IF separator OPERATOR(pg_catalog.=) 1 THEN
        RETURN 'The separator "_" follows an empty prefix; a TypeID without a prefix has no separator.';
    ELSIF separator OPERATOR(pg_catalog.>) 1 THEN
        problem := ulid_portable.typeid_prefix_problem(pg_catalog.left(input, separator OPERATOR(pg_catalog.-) 1));
        IF problem IS NOT NULL THEN
            RETURN problem;
        END IF;
    END IF;
    -- the first character outside the alphabet, in one pass as in typeid_prefix_problem
    bad := pg_catalog.regexp_instr(suffix COLLATE pg_catalog."C", '[^0123456789abcdefghjkmnpqrstvwxyz]');
    IF bad OPERATOR(pg_catalog.>) 0 THEN
        symbol := pg_catalog.substr(suffix, bad, 1);
        -- An upper-case symbol; I, L, O and U have no symbol in lower case either.
        IF pg_catalog.strpos('ABCDEFGHJKMNPQRSTVWXYZ', symbol COLLATE pg_catalog."C") OPERATOR(pg_catalog.>) 0 THEN
            RETURN pg_catalog.format('Upper-case %s; a TypeID is written in lower case.',
                                     ulid_portable.describe_bad_character(symbol, separator OPERATOR(pg_catalog.+) bad));
        END IF;
        RETURN pg_catalog.format('Invalid %s in the suffix; a suffix has only the characters 0-9 and a-z except i, l, o and u.',
                                 ulid_portable.describe_bad_character(symbol, separator OPERATOR(pg_catalog.+) bad));
    END IF;
    IF pg_catalog.length(suffix) OPERATOR(pg_catalog.<>) 26 THEN
        RETURN pg_catalog.format('Expected a suffix of 26 characters, got %s.', pg_catalog.length(suffix));
    ELSIF pg_catalog.left(suffix, 1) OPERATOR(pg_catalog.>) '7' COLLATE pg_catalog."C" THEN
        RETURN pg_catalog.format('The suffix starts with "%s"; its first character must be at most "7" (128 bits).',
                                 pg_catalog.left(suffix, 1));
    END IF;
    RETURN NULL;
END
$function$;

-- The prefix argument itself when it is a prefix, else typeid's error for a bad prefix.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_checked_prefix(prefix pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
BEGIN
    IF NOT ulid_portable.typeid_prefix_is_valid(prefix) THEN
        RAISE EXCEPTION USING ERRCODE = 'invalid_parameter_value', MESSAGE = pg_catalog.format('invalid TypeID prefix: "%s"', prefix),
                              DETAIL = ulid_portable.typeid_prefix_problem(prefix COLLATE pg_catalog."C");
    END IF;
    RETURN prefix;
END
$function$;

-- The TypeID text of a checked prefix and the 16 bytes. The separator is left('_', the prefix's
-- length): none after an empty prefix. (Only strict calls, so that the function is inlined.)
CREATE OR REPLACE FUNCTION ulid_portable.typeid_text_of(prefix pg_catalog.text, id pg_catalog.uuid) RETURNS pg_catalog.text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN prefix OPERATOR(pg_catalog.||) pg_catalog.left('_', pg_catalog.length(prefix))
           OPERATOR(pg_catalog.||) pg_catalog.lower(ulid_portable.ulid_to_text(id) COLLATE pg_catalog."C");

CREATE OR REPLACE FUNCTION ulid_portable.typeid_to_text(prefix pg_catalog.text, id pg_catalog.uuid) RETURNS pg_catalog.text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN ulid_portable.typeid_text_of(ulid_portable.typeid_checked_prefix(prefix), id);

-- The text itself when it is a TypeID, else typeid input's error.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_checked(input pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $function$
BEGIN
    IF NOT ulid_portable.typeid_text_is_valid(input) THEN
        PERFORM ulid_portable.raise_bad_text('typeid', input, ulid_portable.typeid_text_problem(input COLLATE pg_catalog."C"),
                                             'typeid_extract_timestamp');
    END IF;
    RETURN input;
END
$function$;

-- The suffix is a ulid text in lower case, which ulid_decode reads.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_to_uuid(input pg_catalog.text) RETURNS pg_catalog.uuid
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN ulid_portable.ulid_decode(pg_catalog.right(ulid_portable.typeid_checked(input), 26));

-- All but the suffix and its separator.
CREATE OR REPLACE FUNCTION ulid_portable.typeid_prefix(input pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    RETURN pg_catalog.left(ulid_portable.typeid_checked(input), -27);

-- One state for every prefix, as typeid's, shared with gen_monotonic_ulid (next_monotonic). PARALLEL
-- UNSAFE as gen_monotonic_ulid. The prefix is checked first, so that a bad one spends no call.
CREATE OR REPLACE FUNCTION ulid_portable.gen_typeid(prefix pg_catalog.text) RETURNS pg_catalog.text
    LANGUAGE plpgsql VOLATILE STRICT PARALLEL UNSAFE
AS $function$
DECLARE
    checked pg_catalog.text := ulid_portable.typeid_checked_prefix(prefix);
BEGIN
    -- as gen_monotonic_ulid; 48 bits of milliseconds, the version, 12 bits of 4096ths, rand_b of a
    -- version 4 uuid (its variant is 7's)
    RETURN ulid_portable.typeid_text_of(checked,
        CASE WHEN ulid_portable.in_a_new_millisecond('ulid_portable.last_typeid')
             THEN CAST(pg_catalog.set_config('ulid_portable.last_typeid',
                           pg_catalog.overlay(pg_catalog.substr(pg_catalog.encode(pg_catalog.int8send(CAST(pg_catalog.floor(pg_catalog.extract('epoch', pg_catalog.clock_timestamp())
                                                                                                                           OPERATOR(pg_catalog.*) 4096000) AS pg_catalog.int8)), 'hex'), 2),
                                              '7', 13, 0)
                           OPERATOR(pg_catalog.||) pg_catalog.encode(pg_catalog.substr(pg_catalog.uuid_send(pg_catalog.gen_random_uuid()), 9, 8), 'hex'),
                           false) AS pg_catalog.uuid)
             ELSE ulid_portable.next_monotonic(true) END);
END
$function$;

--------------------------------------------------------------------------------------------------
-- descriptions
--------------------------------------------------------------------------------------------------

-- Only USAGE, for PUBLIC: whatever default privileges (ALTER DEFAULT PRIVILEGES ... ON SCHEMAS, a
-- Supabase-style GRANT ALL to a role) gave another role on the schema when it was created is
-- taken back, so that no role but its owner can create anything there.
DO $revoke$
DECLARE
    grantee pg_catalog.text;
BEGIN
    FOR grantee IN SELECT DISTINCT CASE WHEN a.grantee OPERATOR(pg_catalog.=) 0 THEN 'PUBLIC' ELSE pg_catalog.quote_ident(pg_catalog.pg_get_userbyid(a.grantee)) END
                     FROM pg_catalog.pg_namespace n, pg_catalog.aclexplode(n.nspacl) a
                    WHERE n.nspname OPERATOR(pg_catalog.=) 'ulid_portable' AND a.grantee OPERATOR(pg_catalog.<>) n.nspowner LOOP
        EXECUTE pg_catalog.format('REVOKE ALL ON SCHEMA ulid_portable FROM %s', grantee);
    END LOOP;
END
$revoke$;
GRANT USAGE ON SCHEMA ulid_portable TO PUBLIC;
COMMENT ON SCHEMA ulid_portable IS 'ulid_portable 0.5.0: ULIDs in uuid columns, in SQL and PL/pgSQL (the same bytes and text as the ulid extension)';
COMMENT ON FUNCTION ulid_portable.gen_ulid() IS 'a new ulid as a uuid: the current millisecond and 80 random bits of gen_random_uuid()';
COMMENT ON FUNCTION ulid_portable.gen_monotonic_ulid() IS 'a new ulid as a uuid, strictly greater than the previous one of this session, rolled back or not';
COMMENT ON FUNCTION ulid_portable.ulid_to_text(pg_catalog.uuid) IS 'the ulid text of a uuid''s 16 bytes (as uuid::ulid::text)';
COMMENT ON FUNCTION ulid_portable.ulid_from_text(pg_catalog.text) IS 'the uuid of a ulid text, with the errors of ulid input';
COMMENT ON FUNCTION ulid_portable.ulid_is_valid(pg_catalog.text) IS 'whether the text is a valid ulid';
COMMENT ON FUNCTION ulid_portable.ulid_extract_timestamp(pg_catalog.uuid) IS 'the time embedded in a ulid, to the millisecond';
COMMENT ON FUNCTION ulid_portable.ulid_min(pg_catalog.timestamptz) IS 'the smallest ulid of the millisecond of a time (random part all zero)';
COMMENT ON FUNCTION ulid_portable.ulid_max(pg_catalog.timestamptz) IS 'the largest ulid of the millisecond of a time (random part all ones)';
COMMENT ON FUNCTION ulid_portable.uuidv47_encode(pg_catalog.uuid, pg_catalog.bytea) IS 'the UUIDv47 facade of a version 7 uuid under a 16-byte key: its time hidden, version 4';
COMMENT ON FUNCTION ulid_portable.uuidv47_decode(pg_catalog.uuid, pg_catalog.bytea) IS 'the version 7 uuid of a UUIDv47 facade under the key that made it';
COMMENT ON FUNCTION ulid_portable.crockford_pairs() IS 'internal: the ASCII codes of every pair of Crockford base32 symbols';
COMMENT ON FUNCTION ulid_portable.crockford_digits() IS 'internal: the value of each byte as a symbol of ulid text, or -1';
COMMENT ON FUNCTION ulid_portable.uuid_high_word(pg_catalog.uuid) IS 'internal: the first eight bytes of a uuid as a 64-bit word';
COMMENT ON FUNCTION ulid_portable.uuid_low_word(pg_catalog.uuid) IS 'internal: the last eight bytes of a uuid as a 64-bit word';
COMMENT ON FUNCTION ulid_portable.uuid_time_field(pg_catalog.uuid) IS 'internal: the first six bytes of a uuid, a ulid''s Unix milliseconds';
COMMENT ON FUNCTION ulid_portable.uuid_of_words(pg_catalog.int8, pg_catalog.int8) IS 'internal: the uuid of two 64-bit words';
COMMENT ON FUNCTION ulid_portable.unix_ms(pg_catalog.timestamptz) IS 'internal: Unix milliseconds of a time, towards the past';
COMMENT ON FUNCTION ulid_portable.sip_add(pg_catalog.int8, pg_catalog.int8) IS 'internal: the sum of two 64-bit words modulo 2^64';
COMMENT ON FUNCTION ulid_portable.sip_rotl(pg_catalog.int8, pg_catalog.int4) IS 'internal: a 64-bit word rotated left by n bits';
COMMENT ON FUNCTION ulid_portable.little_endian_word(pg_catalog.bytea, pg_catalog.int4) IS 'internal: eight bytes from an offset as a little-endian 64-bit word';
COMMENT ON FUNCTION ulid_portable.uuidv47_swap(pg_catalog.uuid, pg_catalog.bytea, pg_catalog.bool) IS 'internal: a UUIDv47 facade from a version 7 uuid, or back';
COMMENT ON FUNCTION ulid_portable.ulid_decode(pg_catalog.text) IS 'internal: the uuid of a valid ulid text, else NULL';
COMMENT ON FUNCTION ulid_portable.ulid_text_problem(pg_catalog.text) IS 'internal: the detail of ulid input''s error for a text, or NULL when it is valid';
COMMENT ON FUNCTION ulid_portable.reads_as_timestamp(pg_catalog.text) IS 'internal: whether a text reads as an ISO 8601 date or time';
COMMENT ON FUNCTION ulid_portable.raise_bad_text(pg_catalog.text, pg_catalog.text, pg_catalog.text, pg_catalog.text) IS 'internal: raises a type''s input error for a text, with its detail and hint';
COMMENT ON FUNCTION ulid_portable.raise_time_out_of_range(pg_catalog.text, pg_catalog.text) IS 'internal: raises a type''s error for a time outside its range';
COMMENT ON FUNCTION ulid_portable.time_field_hex(pg_catalog.timestamptz) IS 'internal: the time field of a ulid of that millisecond in hex, or ulid''s range error';
COMMENT ON FUNCTION ulid_portable.in_a_new_millisecond(pg_catalog.text) IS 'internal: whether the clock is past the millisecond of the state in that setting, at a microsecond other than 0 (the monotonic generators'' fresh value)';
COMMENT ON FUNCTION ulid_portable.next_monotonic(pg_catalog.bool) IS 'internal: the next value of the monotonic generators of this session (a ulid, or a UUIDv7)';
COMMENT ON FUNCTION ulid_portable.describe_bad_character(pg_catalog.text, pg_catalog.int4) IS 'internal: a bad character and its position, as the input errors'' details name it';
COMMENT ON FUNCTION ulid_portable.typeid_to_text(pg_catalog.text, pg_catalog.uuid) IS 'the TypeID text of a prefix and a uuid (as typeid_from_uuid(prefix, id)::text)';
COMMENT ON FUNCTION ulid_portable.typeid_to_uuid(pg_catalog.text) IS 'the uuid of a TypeID text (as text::typeid::uuid), with the errors of typeid input';
COMMENT ON FUNCTION ulid_portable.typeid_prefix(pg_catalog.text) IS 'the prefix of a TypeID text (as typeid_prefix(text::typeid)), with the errors of typeid input';
COMMENT ON FUNCTION ulid_portable.gen_typeid(pg_catalog.text) IS 'a new UUIDv7 as TypeID text with that prefix, strictly greater than the previous one of this session, rolled back or not';
COMMENT ON FUNCTION ulid_portable.typeid_prefix_is_valid(pg_catalog.text) IS 'internal: whether a text is a TypeID prefix';
COMMENT ON FUNCTION ulid_portable.typeid_text_is_valid(pg_catalog.text) IS 'internal: whether a text is a TypeID';
COMMENT ON FUNCTION ulid_portable.typeid_prefix_problem(pg_catalog.text) IS 'internal: the detail of typeid''s error for a prefix, or NULL when it is valid';
COMMENT ON FUNCTION ulid_portable.typeid_checked(pg_catalog.text) IS 'internal: the text when it is a TypeID, else typeid input''s error';
COMMENT ON FUNCTION ulid_portable.typeid_text_problem(pg_catalog.text) IS 'internal: the detail of typeid input''s error for a text, or NULL when it is valid';
COMMENT ON FUNCTION ulid_portable.typeid_checked_prefix(pg_catalog.text) IS 'internal: the prefix argument when it is a TypeID prefix, else typeid''s error';
COMMENT ON FUNCTION ulid_portable.typeid_text_of(pg_catalog.text, pg_catalog.uuid) IS 'internal: the TypeID text of a checked prefix and a uuid';
$_ulid_portable_$;
    -- The install script's head. pg_tle records a schema for the extension: pg_catalog, which this
    -- installer sets where pg_tle has set_extension_schema (1.5.0 and later); before that, the first
    -- of the creating role's search_path, whose owner could drop it and the extension with it
    -- (and every default, view and index of others that calls its functions).
    install_head CONSTANT pg_catalog.text := $_ulid_portable_head_$
DO $recorded$
DECLARE
    recorded pg_catalog.oid := (SELECT extnamespace FROM pg_catalog.pg_extension WHERE extname OPERATOR(pg_catalog.=) 'ulid_portable');
BEGIN
    IF recorded OPERATOR(pg_catalog.<>) CAST('pg_catalog' AS pg_catalog.regnamespace) THEN
        RAISE EXCEPTION 'ulid_portable must be created in schema pg_catalog, not %', CAST(recorded AS pg_catalog.regnamespace)
            USING ERRCODE = 'object_not_in_prerequisite_state',
                  DETAIL = 'The extension creates its own schema ulid_portable; the owner of the schema it is recorded in could drop it.',
                  HINT = 'Run CREATE EXTENSION ulid_portable SCHEMA pg_catalog.';
    END IF;
END
$recorded$;
CREATE SCHEMA ulid_portable;
$_ulid_portable_head_$;
    registered pg_catalog.text[];
    older pg_catalog.text;
BEGIN
    -- In a database without pg_tle, a schema pgtle is anybody's (with CREATE on the database), and
    -- its functions would run here as a member of pgtle_admin.
    IF NOT EXISTS (SELECT FROM pg_catalog.pg_extension WHERE extname OPERATOR(pg_catalog.=) 'pg_tle'
                   AND extnamespace OPERATOR(pg_catalog.=) pg_catalog.to_regnamespace('pgtle')) THEN
        RAISE EXCEPTION 'pg_tle is not installed in database %', pg_catalog.current_database()
            USING ERRCODE = 'object_not_in_prerequisite_state', HINT = 'CREATE EXTENSION pg_tle in it first.';
    END IF;
    -- Oldest first, as numbers (0.10.0 after 0.9.0).
    SELECT pg_catalog.array_agg(v.version ORDER BY pg_catalog.string_to_array(v.version, '.')::pg_catalog.int4[]) INTO registered
      FROM pgtle.available_extension_versions() v WHERE v.name OPERATOR(pg_catalog.=) 'ulid_portable';
    IF pg_catalog.string_to_array(registered[pg_catalog.array_upper(registered, 1)], '.')::pg_catalog.int4[]
       OPERATOR(pg_catalog.>) pg_catalog.string_to_array(new_version, '.')::pg_catalog.int4[] THEN
        RAISE EXCEPTION 'ulid_portable % is registered, newer than this installer (%)',
            registered[pg_catalog.array_upper(registered, 1)], new_version;
    END IF;
    IF registered IS NULL THEN
        PERFORM pgtle.install_extension('ulid_portable', new_version,
            'ULIDs in uuid columns, in SQL and PL/pgSQL: the same bytes and text as the ulid extension',
            install_head OPERATOR(pg_catalog.||) body);
        RAISE NOTICE 'ulid_portable % registered: CREATE EXTENSION ulid_portable to use it', new_version;
    ELSIF new_version OPERATOR(pg_catalog.=) ANY (registered) THEN
        RAISE NOTICE 'ulid_portable % is already registered: nothing to do', new_version;
    ELSE
        PERFORM pgtle.install_extension_version_sql('ulid_portable', new_version, install_head OPERATOR(pg_catalog.||) body);
        FOREACH older IN ARRAY registered LOOP
            PERFORM pgtle.install_update_path('ulid_portable', older, new_version, body);
        END LOOP;
        PERFORM pgtle.set_default_version('ulid_portable', new_version);
        RAISE NOTICE 'ulid_portable % registered as an update of %: ALTER EXTENSION ulid_portable UPDATE to use it',
            new_version, pg_catalog.array_to_string(registered, ', ');
    END IF;
    IF pg_catalog.to_regprocedure('pgtle.set_extension_schema(pg_catalog.text,pg_catalog.text)') IS NOT NULL THEN
        PERFORM pgtle.set_extension_schema('ulid_portable', 'pg_catalog');
    END IF;
END
$installer$;
