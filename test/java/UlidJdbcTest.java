// The three types through JDBC (pgjdbc) against the cluster the PG* environment names: text
// round trips with setObject(..., Types.OTHER) and PGobject, binary transfer with a PGobject
// subclass that implements PGBinaryObject, values made by a reference generator written here, the
// monotonic default, java.util.UUID parameters and SQLSTATE 22P02. A small runner prints one
// "ok"/"not ok" line per case and the totals, so the test needs nothing beyond the JDK and pgjdbc.
import java.math.BigInteger;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.postgresql.PGConnection;
import org.postgresql.util.PGBinaryObject;
import org.postgresql.util.PGobject;
import org.postgresql.util.PSQLException;

public final class UlidJdbcTest {
    static final int RANDOM_VALUES = 200;
    static final SecureRandom RANDOM = new SecureRandom();

    /** The wire facts of one type: byte length, text length and alphabet. */
    enum IdFormat {
        ULID("ulid", 16, 26, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"),
        ULID_FLAKE("ulid_flake", 8, 13, "0123456789ABCDEFGHJKMNPQRSTVWXYZ"),
        BASEUID("baseuid", 15, 20, "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz");

        final String sqlName;
        final int bytes;
        final int chars;
        final String alphabet;
        final int bitsPerChar;

        IdFormat(String sqlName, int bytes, int chars, String alphabet) {
            this.sqlName = sqlName;
            this.bytes = bytes;
            this.chars = chars;
            this.alphabet = alphabet;
            this.bitsPerChar = Integer.numberOfTrailingZeros(alphabet.length());
        }

        static IdFormat of(String sqlName) {
            for (IdFormat format : values()) {
                if (format.sqlName.equals(sqlName)) return format;
            }
            throw new IllegalArgumentException("not an ID type: " + sqlName);
        }

        /** Big-endian bytes -> canonical text: the bytes as one number in the alphabet's digits. */
        String encode(byte[] value) {
            BigInteger number = new BigInteger(1, value);
            char[] text = new char[chars];
            for (int i = chars - 1; i >= 0; i--) {
                text[i] = alphabet.charAt(number.intValue() & (alphabet.length() - 1));
                number = number.shiftRight(bitsPerChar);
            }
            return new String(text);
        }

        /** Canonical text -> big-endian bytes. */
        byte[] decode(String text) {
            BigInteger number = BigInteger.ZERO;
            for (char c : text.toCharArray()) {
                int digit = alphabet.indexOf(c);
                if (digit < 0) throw new IllegalArgumentException("not a " + sqlName + ": " + text);
                number = number.shiftLeft(bitsPerChar).or(BigInteger.valueOf(digit));
            }
            byte[] signed = number.toByteArray(); // may carry a leading sign byte or be shorter
            byte[] value = new byte[bytes];
            int copy = Math.min(bytes, signed.length);
            System.arraycopy(signed, signed.length - copy, value, bytes - copy, copy);
            return value;
        }

        /** The smallest and the largest value, then random ones. */
        List<byte[]> samples() {
            List<byte[]> samples = new ArrayList<>();
            byte[] largest = new byte[bytes];
            Arrays.fill(largest, (byte) 0xff);
            if (this == ULID_FLAKE) largest[0] = 0x7f;
            samples.add(new byte[bytes]);
            samples.add(largest);
            for (int i = 0; i < RANDOM_VALUES; i++) {
                byte[] value = new byte[bytes];
                RANDOM.nextBytes(value);
                if (this == ULID_FLAKE) value[0] &= 0x7f;
                samples.add(value);
            }
            return samples;
        }
    }

    /** The reference ULID layout: 48-bit Unix milliseconds, big-endian, then 80 random bits. */
    static byte[] newUlid(long unixMillis) {
        byte[] value = new byte[16];
        RANDOM.nextBytes(value);
        for (int i = 0; i < 6; i++) value[i] = (byte) (unixMillis >>> (8 * (5 - i)));
        return value;
    }

    /**
     * Reads and writes ulid, ulid_flake and baseuid in binary: register it with
     * PGConnection.addDataType for each type name and list the types' OIDs in the
     * binaryTransferEnable connection property. getValue() stays the canonical text.
     */
    public static class IdObject extends PGobject implements PGBinaryObject {
        private static final long serialVersionUID = 1L;

        @Override
        public void setByteValue(byte[] value, int offset) {
            IdFormat format = IdFormat.of(getType());
            this.value = format.encode(Arrays.copyOfRange(value, offset, offset + format.bytes));
        }

        @Override
        public int lengthInBytes() {
            return value == null ? 0 : IdFormat.of(getType()).bytes;
        }

        @Override
        public void toBytes(byte[] bytes, int offset) {
            byte[] raw = IdFormat.of(getType()).decode(value);
            System.arraycopy(raw, 0, bytes, offset, raw.length);
        }
    }

    static Connection connect(Properties extra) throws SQLException {
        String url = "jdbc:postgresql://" + env("PGHOST", "localhost") + ":" + env("PGPORT", "5432") + "/"
            + env("PGDATABASE", "postgres");
        Properties properties = new Properties();
        properties.setProperty("user", env("PGUSER", "postgres"));
        properties.setProperty("password", env("PGPASSWORD", ""));
        properties.putAll(extra);
        return DriverManager.getConnection(url, properties);
    }

    static String env(String name, String fallback) {
        String value = System.getenv(name);
        return value == null || value.isEmpty() ? fallback : value;
    }

    // Our types have no fixed OIDs: look them up, then open a connection that receives and sends
    // them in binary.
    static Connection connectBinary() throws SQLException {
        StringBuilder oids = new StringBuilder();
        try (Connection lookup = connect(new Properties());
             ResultSet rs = lookup.createStatement().executeQuery(
                 "SELECT 'ulid'::regtype::oid, 'ulid_flake'::regtype::oid, 'baseuid'::regtype::oid")) {
            rs.next();
            oids.append(rs.getLong(1)).append(',').append(rs.getLong(2)).append(',').append(rs.getLong(3));
        }
        Properties properties = new Properties();
        properties.setProperty("binaryTransferEnable", oids.toString());
        properties.setProperty("prepareThreshold", "-1"); // binary from the first execution
        Connection connection = connect(properties);
        PGConnection pg = connection.unwrap(PGConnection.class);
        pg.addDataType("ulid", IdObject.class);
        pg.addDataType("ulid_flake", IdObject.class);
        pg.addDataType("baseuid", IdObject.class);
        return connection;
    }

    // ---- the cases -------------------------------------------------------------------------

    /** The bytes of `id` in hex, computed by the server without the type's text output. */
    static String serverHex(IdFormat format) {
        switch (format) {
            case ULID: return "pg_catalog.encode(id::bytea, 'hex')";
            case ULID_FLAKE: return "pg_catalog.lpad(pg_catalog.to_hex(id::bigint), 16, '0')";
            default: return "pg_catalog.encode(baseuid_send(id), 'hex')";
        }
    }

    static void createTable(Connection connection, IdFormat format) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("DROP TABLE IF EXISTS jdbc_" + format.sqlName);
            statement.execute("CREATE TABLE jdbc_" + format.sqlName + " (n integer PRIMARY KEY, id " + format.sqlName + ")");
        }
    }

    /** Reads the table back ordered by n: every id equals the sample, in text and in bytes. */
    static void checkTable(Connection connection, IdFormat format, List<byte[]> samples, boolean expectBinary)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT n, id, id::text AS text, " + serverHex(format) + " AS hex FROM jdbc_" + format.sqlName + " ORDER BY n");
             ResultSet rs = select.executeQuery()) {
            int n = 0;
            while (rs.next()) {
                byte[] expected = samples.get(n);
                String text = format.encode(expected);
                Object id = rs.getObject("id");
                check(id instanceof PGobject, "getObject gives a PGobject");
                check(((PGobject) id).getType().equals(format.sqlName), "PGobject type " + ((PGobject) id).getType());
                check(expectBinary == (id instanceof IdObject), "binary read through IdObject: " + id.getClass());
                check(text.equals(((PGobject) id).getValue()), "row " + n + ": wrote " + text + ", read " + id);
                check(text.equals(rs.getString("text")), "server text of row " + n);
                check(HexFormat.of().formatHex(expected).equals(rs.getString("hex")), "server bytes of row " + n);
                n++;
            }
            check(n == samples.size(), n + " rows");
        }
    }

    static void textRoundTrip(Connection connection, IdFormat format, boolean asPGobject) throws SQLException {
        createTable(connection, format);
        List<byte[]> samples = format.samples();
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO jdbc_" + format.sqlName + " VALUES (?, ?)")) {
            for (int n = 0; n < samples.size(); n++) {
                insert.setInt(1, n);
                String text = format.encode(samples.get(n));
                if (asPGobject) {
                    PGobject id = new PGobject();
                    id.setType(format.sqlName);
                    id.setValue(text);
                    insert.setObject(2, id);
                } else {
                    insert.setObject(2, text, Types.OTHER);
                }
                insert.addBatch();
            }
            insert.executeBatch();
        }
        checkTable(connection, format, samples, false);
    }

    static void binaryRoundTrip(Connection connection, IdFormat format) throws SQLException {
        createTable(connection, format);
        List<byte[]> samples = format.samples();
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO jdbc_" + format.sqlName + " VALUES (?, ?)")) {
            for (int n = 0; n < samples.size(); n++) {
                IdObject id = new IdObject();
                id.setType(format.sqlName);
                id.setValue(format.encode(samples.get(n)));
                insert.setInt(1, n);
                insert.setObject(2, id);
                insert.executeUpdate();
            }
        }
        checkTable(connection, format, samples, true);
    }

    static void referenceValuesSortAsTheDatabase(Connection connection) throws SQLException {
        List<byte[]> made = new ArrayList<>();
        long now = System.currentTimeMillis();
        for (int i = 0; i < 300; i++) made.add(newUlid(now - RANDOM.nextInt(1_000_000_000)));
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TEMP TABLE jdbc_reference (id ulid)");
        }
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO jdbc_reference VALUES (?)")) {
            for (byte[] id : made) {
                insert.setObject(1, IdFormat.ULID.encode(id), Types.OTHER);
                insert.addBatch();
            }
            insert.executeBatch();
        }
        made.sort(Arrays::compareUnsigned);
        try (ResultSet rs = connection.createStatement().executeQuery(
                "SELECT id::text, ulid_extract_unix_ms(id) FROM jdbc_reference ORDER BY id")) {
            int n = 0;
            while (rs.next()) {
                byte[] expected = made.get(n);
                check(IdFormat.ULID.encode(expected).equals(rs.getString(1)), "position " + n + ": " + rs.getString(1));
                check(new BigInteger(1, Arrays.copyOf(expected, 6)).longValue() == rs.getLong(2), "time at " + n);
                n++;
            }
            check(n == made.size(), n + " rows");
        } finally {
            connection.createStatement().execute("DROP TABLE jdbc_reference");
        }
    }

    static void monotonicDefaultInInsertionOrder(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute("CREATE TEMP TABLE jdbc_orders (id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(), n integer)");
        }
        List<String> returned = new ArrayList<>();
        try (PreparedStatement insert = connection.prepareStatement(
                "INSERT INTO jdbc_orders (n) VALUES (?)", new String[] {"id"})) {
            for (int n = 0; n < 300; n++) {
                insert.setInt(1, n);
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    returned.add(keys.getString("id"));
                }
            }
        }
        try (ResultSet rs = connection.createStatement().executeQuery("SELECT id, n FROM jdbc_orders ORDER BY id")) {
            int n = 0;
            while (rs.next()) {
                check(rs.getInt("n") == n, "position " + n + " holds row " + rs.getInt("n"));
                check(returned.get(n).equals(rs.getString("id")), "generated key of row " + n);
                n++;
            }
            check(n == 300, n + " rows");
        } finally {
            connection.createStatement().execute("DROP TABLE jdbc_orders");
        }
    }

    static boolean ulidUuidOperatorExists(Connection connection) throws SQLException {
        try (ResultSet rs = connection.createStatement().executeQuery(
                "SELECT EXISTS (SELECT FROM pg_catalog.pg_operator WHERE oprname = '=' "
                    + "AND oprleft = 'ulid'::regtype AND oprright = 'uuid'::regtype)")) {
            rs.next();
            return rs.getBoolean(1);
        }
    }

    static void uuidParameterComparesWithUlid(Connection connection) throws SQLException {
        byte[] id = newUlid(System.currentTimeMillis());
        BigInteger bits = new BigInteger(1, id);
        UUID uuid = new UUID(bits.shiftRight(64).longValue(), bits.longValue());
        try (PreparedStatement select = connection.prepareStatement(
                "SELECT x = ?, x < ?, x = ? FROM (SELECT ?::ulid AS x) v")) {
            select.setObject(1, uuid);
            select.setObject(2, new UUID(-1L, -1L));
            select.setObject(3, new UUID(0L, 0L));
            select.setObject(4, IdFormat.ULID.encode(id), Types.OTHER);
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                check(rs.getBoolean(1) && rs.getBoolean(2) && !rs.getBoolean(3),
                    "equal, below ffff..., not equal to 0000...: " + rs.getBoolean(1) + " " + rs.getBoolean(2) + " " + rs.getBoolean(3));
            }
        }
    }

    static void badValueIs22P02(Connection connection, IdFormat format) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("SELECT ?::" + format.sqlName)) {
            select.setString(1, "*".repeat(format.chars));
            select.executeQuery().close();
            throw new AssertionError("accepted");
        } catch (PSQLException e) {
            check("22P02".equals(e.getSQLState()), "SQLSTATE " + e.getSQLState() + ": " + e.getMessage());
        }
    }

    /** setString binds varchar, and varchar has no assignment cast to the ID types. */
    static void setStringIsRejected(Connection connection) throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement("INSERT INTO jdbc_ulid (n, id) VALUES (-1, ?)")) {
            insert.setString(1, "01ARZ3NDEKTSV4RRFFQ69G5FAV");
            insert.executeUpdate();
            throw new AssertionError("accepted");
        } catch (PSQLException e) {
            check("42804".equals(e.getSQLState()), "SQLSTATE " + e.getSQLState() + ": " + e.getMessage());
        }
    }

    // ---- the runner --------------------------------------------------------------------------

    interface Case { void run() throws Exception; }

    static int passed, failed, skipped;

    static void test(String name, Case body) {
        try {
            body.run();
            passed++;
            System.out.println("ok - " + name);
        } catch (Throwable e) {
            failed++;
            System.out.println("not ok - " + name + ": " + e);
        }
    }

    static void check(boolean condition, String message) {
        if (!condition) throw new AssertionError(message);
    }

    public static void main(String[] args) throws Exception {
        try (Connection text = connect(new Properties())) {
            try (Statement statement = text.createStatement()) {
                statement.execute("SET client_min_messages = warning");
                statement.execute("CREATE EXTENSION IF NOT EXISTS ulid");
            }
            try (Connection binary = connectBinary()) {
                test("reference codec: extremes", () -> {
                    check(IdFormat.ULID.encode(IdFormat.ULID.samples().get(1)).equals("7ZZZZZZZZZZZZZZZZZZZZZZZZZ"), "ulid");
                    check(IdFormat.ULID_FLAKE.encode(IdFormat.ULID_FLAKE.samples().get(1)).equals("7ZZZZZZZZZZZZ"), "ulid_flake");
                    check(IdFormat.BASEUID.encode(new byte[15]).equals("--------------------"), "baseuid");
                });
                for (IdFormat format : IdFormat.values()) {
                    test(format.sqlName + ": setObject(text, Types.OTHER) round trip", () -> textRoundTrip(text, format, false));
                    test(format.sqlName + ": PGobject round trip", () -> textRoundTrip(text, format, true));
                    test(format.sqlName + ": binary transfer round trip (IdObject)", () -> binaryRoundTrip(binary, format));
                    test(format.sqlName + ": a bad value is SQLSTATE 22P02", () -> badValueIs22P02(text, format));
                }
                test("ulid: setString is rejected with SQLSTATE 42804 (use Types.OTHER)", () -> setStringIsRejected(text));
                test("ulid: reference-generated values sort as the database sorts", () -> referenceValuesSortAsTheDatabase(text));
                test("ulid: DEFAULT gen_monotonic_ulid() keys in insertion order", () -> monotonicDefaultInInsertionOrder(text));
                if (ulidUuidOperatorExists(text)) {
                    test("ulid: a java.util.UUID parameter compares with ulid", () -> uuidParameterComparesWithUlid(text));
                } else {
                    skipped++;
                    System.out.println("ok - ulid: a java.util.UUID parameter compares with ulid # SKIP the ulid = uuid operator is not installed");
                }
            }
        }
        System.out.println(skipped + " skipped");
        System.out.println("UlidJdbcTest: " + passed + " passed, " + failed + " failed");
        System.exit(failed == 0 && passed > 0 ? 0 : 1);
    }
}
