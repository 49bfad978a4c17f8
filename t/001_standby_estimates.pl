# Row estimates of the ID columns on a hot standby (issue 40), where no read ever marks an index
# entry dead, so a walk from the index's end pays a heap visit for every entry it cannot see:
#   - everyday: 100,000 rows vacuumed and analyzed, then 5,000 rows appended (not all-visible);
#   - deleted: 10,000 rows appended, then 30,000 later rows committed and deleted while a
#     REPEATABLE READ transaction on the primary keeps them from being removed, then 10 committed
#     rows above them (a count from the index's end gives up in the deleted rows, and is no answer);
#   - dead top: 30,000 later rows committed, the top 20,000 of them deleted, held the same way.
# For `column >= instant`, and for an OR of 40 windows over the rows past the histogram, on each ID
# column (ulid, ulid_flake, baseuid), with constants of its own type and of timestamptz, on the
# standby: the q-error (estimate against actual rows) is at most max(2, 2 x that of a timestamptz
# column of the same instants), and the second planning in one session reads at most that
# column's shared buffers + 120; and 40 windows read at most 20 buffers more than one.
#
# Needs the extension installed in the PostgreSQL whose bin directory is first on PATH (make
# installcheck-tap; test/layers/20-regress.sh and 50-pg-matrix.sh run it as the user postgres).
use strict;
use warnings;
use PostgreSQL::Test::Cluster;
use PostgreSQL::Test::Utils;
use Test::More;
use JSON::PP;

# ULID_TAP_PORT picks the nodes' ports (it and the next), where ports are handed out; else
# Cluster.pm finds free ones.
sub port_of
{
	my ($node) = @_;
	return $ENV{ULID_TAP_PORT} ? (port => $ENV{ULID_TAP_PORT} + $node) : ();
}
my $primary = PostgreSQL::Test::Cluster->new('primary', port_of(0));
$primary->init(allows_streaming => 1);
# Cluster.pm's 1MB for streaming nodes would make every planning's index pages reads.
$primary->append_conf('postgresql.conf', "shared_buffers = 128MB\nautovacuum = off\n");
$primary->start;

# The rows of every table: instants from `start`, `step` apart, the same instant in each column
# (u with a random part from md5, as sql/estimate_shapes.sql makes them).
$primary->safe_psql('postgres', q{
    CREATE EXTENSION ulid;
    CREATE FUNCTION standby_rows(relation text, first int, last int, start timestamptz, step interval)
    RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
        EXECUTE format($q$
            INSERT INTO %I
            SELECT i, t, ulid_from_parts((extract(epoch FROM t) * 1000)::int8,
                                         substring(decode(md5(i::text), 'hex') FROM 1 FOR 10)),
                   ulid_flake_min(t), baseuid_min(t)
            FROM (SELECT i, $1 + (i - $2) * $3 AS t FROM generate_series($2, $4) AS i) AS instants$q$, relation)
        USING start, first, step, last;
    END $$;
    CREATE FUNCTION standby_table(relation text, n int) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
        EXECUTE format('CREATE TABLE %I (i int, t timestamptz, u ulid, f ulid_flake, b baseuid)
                        WITH (autovacuum_enabled = false)', relation);
        EXECUTE format('ALTER TABLE %I ALTER t SET STATISTICS 1000, ALTER u SET STATISTICS 1000,
                        ALTER f SET STATISTICS 1000, ALTER b SET STATISTICS 1000', relation);
        -- n rows over the ten days from 2026-01-01.
        PERFORM standby_rows(relation, 0, n - 1, '2026-01-01 00:00+00', interval '10 days' / n);
        EXECUTE format('CREATE INDEX ON %1$I (t); CREATE INDEX ON %1$I (u); CREATE INDEX ON %1$I (f);
                        CREATE INDEX ON %1$I (b)', relation);
    END $$;
    SELECT standby_table('everyday', 100000);
    VACUUM ANALYZE everyday;
    SELECT standby_rows('everyday', 100000, 104999, '2026-01-11 01:00+00', '17.28 seconds');
    SELECT standby_table('deleted', 20000);
    ANALYZE deleted;
    SELECT standby_table('dead_top', 20000);
    ANALYZE dead_top;
});

$primary->backup('base');
my $standby = PostgreSQL::Test::Cluster->new('standby', port_of(1));
$standby->init_from_backup($primary, 'base', has_streaming => 1);
$standby->start;

# A running pg_dump: a snapshot older than the rows that follow, so that neither VACUUM nor the
# pruning of a page on the primary removes the rows deleted below.
my $dump = $primary->background_psql('postgres');
$dump->query_safe('BEGIN ISOLATION LEVEL REPEATABLE READ');
$dump->query_safe('SELECT count(*) FROM deleted');

# Days of rows from 01:00: 10,000 8.28 s apart and 30,000 2.76 s apart end at 00:00 the next day.
$primary->safe_psql('postgres', q{
    SELECT standby_rows('deleted', 20000, 29999, '2026-01-11 01:00+00', '8.28 seconds');
    SELECT standby_rows('deleted', 30000, 59999, '2026-01-12 01:00+00', '2.76 seconds');
    DELETE FROM deleted WHERE i >= 30000;
    SELECT standby_rows('deleted', 60000, 60009, '2026-01-13 01:00+00', '1 second');
    SELECT standby_rows('dead_top', 20000, 49999, '2026-01-11 01:00+00', '2.76 seconds');
    DELETE FROM dead_top WHERE i >= 30000;
});
$primary->wait_for_catchup($standby, 'replay', $primary->lsn('insert'));

is($standby->safe_psql('postgres', 'SELECT pg_is_in_recovery()'), 't', 'the checks run on a hot standby');

my %type_of = (u => 'ulid', f => 'ulid_flake', b => 'baseuid');
my $planner = $standby->background_psql('postgres');

# The estimate and actual rows of a query on the standby, and the shared buffers (hit + read) of
# its second planning in the session (the first fills the caches of the catalogs).
sub measure
{
	my ($query) = @_;
	$planner->query_safe("EXPLAIN (FORMAT JSON) $query");
	my $plan = decode_json($planner->query_safe("EXPLAIN (BUFFERS, FORMAT JSON) $query"))->[0];
	my $actual = $planner->query_safe("SELECT count(*) FROM ($query) AS rows");
	# A planning that read no buffer has no "Planning" counters from PostgreSQL 17 on.
	my $planning = $plan->{Planning} // {};
	return ($plan->{Plan}{'Plan Rows'}, $actual,
		($planning->{'Shared Hit Blocks'} // 0) + ($planning->{'Shared Read Blocks'} // 0));
}

# max(estimate/actual, actual/estimate); an empty result counts as one row, as the planner counts it.
sub q_error
{
	my ($estimate, $actual) = map { $_ < 1 ? 1 : $_ } @_;
	return $estimate > $actual ? $estimate / $actual : $actual / $estimate;
}

# Makes a constant of an ID column's own type of an instant (an SQL timestamptz expression).
sub own_constant
{
	my ($column) = @_;
	return sub { "$type_of{$column}_min($_[0])" };
}

# Both bounds on every ID column of `relation`, for a condition that `$condition->($column,
# $constant)` makes of a column, where `$constant->($instant)` makes a constant for that column of
# an instant (an SQL timestamptz expression).
sub check_bounds
{
	my ($relation, $description, $condition) = @_;
	my $timestamptz = sub { $_[0] };
	my ($t_estimate, $t_actual, $t_buffers) = measure("SELECT * FROM $relation WHERE " . $condition->('t', $timestamptz));
	my $t_q = q_error($t_estimate, $t_actual);
	for my $column (qw(u f b))
	{
		for my $kind (qw(own timestamptz))
		{
			my $constant = $kind eq 'own' ? own_constant($column) : $timestamptz;
			my ($estimate, $actual, $buffers) = measure("SELECT * FROM $relation WHERE " . $condition->($column, $constant));
			my $q = q_error($estimate, $actual);
			my $label = "$relation, $type_of{$column} $description ($kind constants)";
			my $bound = $t_q * 2 > 2 ? $t_q * 2 : 2;
			ok($q <= $bound,
				sprintf('%s: q-error %.2f (%s / %s), at most max(2, 2 x timestamptz\'s %.2f (%s / %s))',
					$label, $q, $estimate, $actual, $t_q, $t_estimate, $t_actual));
			ok($buffers <= $t_buffers + 120,
				"$label: planning read $buffers buffers, at most timestamptz's $t_buffers + 120");
		}
	}
}

# column >= instant.
sub from_instant
{
	my ($instant) = @_;
	return (">= '$instant'", sub { my ($column, $constant) = @_; "$column >= " . $constant->("'$instant'::timestamptz") });
}

# An OR of `windows` ranges that split [from, to) evenly: core reads the column's end for each of
# their bounds past the histogram, the ID types once a planning.
sub windows
{
	my ($from, $to, $windows) = @_;
	my @instants = split /\n/, $primary->safe_psql('postgres', qq{
		SELECT to_char(('$from'::timestamptz + ('$to'::timestamptz - '$from'::timestamptz) * w / $windows)
		               AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'
		FROM generate_series(0, $windows) AS w});
	return ("in $windows windows from '$from' to '$to'", sub {
		my ($column, $constant) = @_;
		return join ' OR ', map {
			"($column >= " . $constant->("'$instants[$_]'::timestamptz") . " AND $column < "
				. $constant->("'$instants[$_ + 1]'::timestamptz") . ")"
		} 0 .. $windows - 1;
	});
}

# Before the rows added since ANALYZE, and within them (in deleted: between those still there and
# the deleted ones); and many ranges over them, where every bound reads an end.
check_bounds('everyday', from_instant($_)) for '2026-01-11 00:00+00', '2026-01-11 12:00+00';
check_bounds('deleted', from_instant($_)) for '2026-01-11 00:00+00', '2026-01-12 00:30+00';
check_bounds('dead_top', from_instant($_)) for '2026-01-11 00:00+00', '2026-01-11 12:00+00';
check_bounds($_, windows('2026-01-11 00:00+00', '2026-01-12 01:00+00', 40)) for 'deleted', 'dead_top';

# The ID types read each end once a planning: 40 windows cost a few buffers more than one (in
# deleted, timestamptz's end read finds the live rows on top in about 4 buffers a bound, so a read
# for every bound would stay within its + 120 there).
my @one_and_forty = map { (windows('2026-01-11 00:00+00', '2026-01-12 01:00+00', $_))[1] } (1, 40);
for my $relation (qw(deleted dead_top))
{
	for my $column (qw(u f b))
	{
		my @buffers = map {
			(measure("SELECT * FROM $relation WHERE " . $_->($column, own_constant($column))))[2]
		} @one_and_forty;
		ok($buffers[1] <= $buffers[0] + 20,
			"$relation, $type_of{$column}: 40 windows read $buffers[1] buffers, one window $buffers[0] (+ 20 at most)");
	}
}

$dump->query_safe('COMMIT');
$dump->quit;
$planner->quit;
done_testing();
