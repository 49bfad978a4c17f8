<?php
// PDO pgsql against a real server: ulid and typeid as parameters and results of prepared
// statements, server-side (the default) and emulated. test/layers/70-client-php.sh runs it with
// the libpq variables of a throwaway cluster. Prints one "ok"/"not ok" line per check and its totals.

$passed = 0;
$failed = 0;

function check(string $name, $expected, $actual): void
{
    global $passed, $failed;
    if ($expected === $actual) {
        $passed++;
        echo "ok - $name\n";
    } else {
        $failed++;
        echo "not ok - $name: expected ", var_export($expected, true), ", got ", var_export($actual, true), "\n";
    }
}

// The SQLSTATE a statement fails with, or null when it does not fail.
function sqlstate_of(callable $statement): ?string
{
    try {
        $statement();
        return null;
    } catch (PDOException $e) {
        return $e->errorInfo[0] ?? $e->getCode();
    }
}

function connect(bool $emulate): PDO
{
    $dsn = sprintf('pgsql:host=%s;port=%s;dbname=%s', getenv('PGHOST'), getenv('PGPORT'), getenv('PGDATABASE') ?: 'postgres');
    return new PDO($dsn, getenv('PGUSER'), getenv('PGPASSWORD'), [
        PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
        PDO::ATTR_EMULATE_PREPARES => $emulate,
    ]);
}

const ULID_TEXT = '/\A[0-7][0-9A-HJKMNP-TV-Z]{25}\z/';
const TYPEID_TEXT = '/\Auser_[0-7][0-9a-hjkmnp-tv-z]{25}\z/';

$setup = connect(false);
$setup->exec('CREATE EXTENSION IF NOT EXISTS ulid');
foreach ([false => 'server-side', true => 'emulated'] as $emulate => $mode) {
    $pdo = connect((bool) $emulate);
    $pdo->exec('DROP TABLE IF EXISTS php_users');
    $pdo->exec("CREATE TABLE php_users (
        id ulid PRIMARY KEY DEFAULT gen_monotonic_ulid(),
        public_id typeid NOT NULL DEFAULT gen_typeid('user'),
        name text NOT NULL)");

    $insert = $pdo->prepare('INSERT INTO php_users (name) VALUES (?) RETURNING id, public_id');
    $created = [];
    foreach (['ada', 'grace', 'edsger'] as $name) {
        $insert->execute([$name]);
        $created[$name] = $insert->fetch(PDO::FETCH_ASSOC);
    }
    ['id' => $id, 'public_id' => $publicId] = $created['ada'];
    check("$mode: RETURNING gives the ulid as a string", 1, preg_match(ULID_TEXT, $id));
    check("$mode: RETURNING gives the typeid as a string", 1, preg_match(TYPEID_TEXT, $publicId));
    $ids = array_column($created, 'id');
    $sorted = $ids;
    sort($sorted, SORT_STRING);
    check("$mode: gen_monotonic_ulid() keys sort as PHP sorts strings", $ids, $sorted);

    $byId = $pdo->prepare('SELECT name, public_id FROM php_users WHERE id = ?');
    $byId->execute([$id]);
    check("$mode: a ulid parameter finds the row", ['name' => 'ada', 'public_id' => $publicId], $byId->fetch(PDO::FETCH_ASSOC));
    $byId->execute([strtolower($id)]);
    check("$mode: the server reads a ulid in either case", 'ada', $byId->fetchColumn());

    $byPublicId = $pdo->prepare('SELECT id FROM php_users WHERE public_id = :public_id');
    $byPublicId->bindValue(':public_id', $publicId, PDO::PARAM_STR);
    $byPublicId->execute();
    check("$mode: a typeid parameter finds the row", $id, $byPublicId->fetchColumn());

    $given = $pdo->prepare('INSERT INTO php_users (id, public_id, name) VALUES (:id, :public_id, :name) RETURNING id, public_id');
    $given->execute([':id' => '01h455vb4pex5vsknk084sn02q', ':public_id' => 'user_01h455vb4pex5vsknk084sn02q', ':name' => 'barbara']);
    check("$mode: written ulid and typeid come back canonical",
        ['id' => '01H455VB4PEX5VSKNK084SN02Q', 'public_id' => 'user_01h455vb4pex5vsknk084sn02q'], $given->fetch(PDO::FETCH_ASSOC));

    $asUuid = $pdo->prepare('SELECT id::uuid, public_id::uuid FROM php_users WHERE id = ?');
    $asUuid->execute(['01H455VB4PEX5VSKNK084SN02Q']);
    check("$mode: ::uuid reads the same 16 bytes", ['01890a5d-ac96-774b-bcce-b302099a8057', '01890a5d-ac96-774b-bcce-b302099a8057'],
        $asUuid->fetch(PDO::FETCH_NUM));

    $any = $pdo->prepare('SELECT count(*) FROM php_users WHERE id = ANY(?::ulid[])');
    $any->execute(['{' . implode(',', $ids) . '}']);
    check("$mode: a ulid[] parameter as an array literal", 3, (int) $any->fetchColumn());

    $inRange = $pdo->prepare('SELECT count(*) FROM php_users WHERE id >= ulid_min(?::timestamptz)');
    $inRange->execute(['2000-01-01 00:00:00+00']);
    check("$mode: a time range on the key", 4, (int) $inRange->fetchColumn());

    check("$mode: a bad ulid parameter fails with SQLSTATE 22P02", '22P02', sqlstate_of(fn () => $byId->execute(['not a ulid'])));
    check("$mode: a bad typeid parameter fails with SQLSTATE 22P02", '22P02',
        sqlstate_of(fn () => $byPublicId->execute([':public_id' => 'User_01h455vb4pex5vsknk084sn02q'])));

    $meta = $pdo->query('SELECT id, public_id FROM php_users LIMIT 1');
    check("$mode: getColumnMeta names the types", ['ulid', 'typeid'],
        [$meta->getColumnMeta(0)['native_type'], $meta->getColumnMeta(1)['native_type']]);

    if (!$emulate) {
        // PDO prepares on the server without parameter types: the server infers the column's type.
        $types = $pdo->query("SELECT parameter_types::text FROM pg_prepared_statements WHERE statement LIKE '%WHERE id = \$1'")
            ->fetchAll(PDO::FETCH_COLUMN);
        check("$mode: parameters go untyped, the server types them ulid", ['{ulid}', '{ulid}'], $types);
    }
}

echo "$passed passed, $failed failed\n";
exit($failed === 0 && $passed > 0 ? 0 : 1);
