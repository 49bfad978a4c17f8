"""A seeded explorer of session histories (issue 41): holds each ulid_portable generator
(gen_monotonic_ulid, gen_typeid, gen_ulid) to the properties of the native one of the ulid
extension, in histories drawn from a seed.

A history is a list of steps on two client sessions (A and B) of one target (a direct connection,
or a PgBouncer pool in transaction or session pooling) and on helper sessions of other roles:
calls (k calls in one statement), calls in a statement that then fails, calls cancelled at a
random point (a tiny statement_timeout, or a client cancel after a random delay), BEGIN [READ
ONLY], SAVEPOINT / ROLLBACK TO / RELEASE, COMMIT / ROLLBACK, SET ROLE / SET LOCAL ROLE / RESET
ROLE, RESET ALL, DISCARD ALL / DISCARD SEQUENCES, another role holding a transaction that called
the generators while a LOGIN-only role queues CREATE TRIGGER on an object of the state, a member
of pg_write_all_data (or the session itself, for a setting) writing a value into the state, a new
client session, and a burst of calls each after DISCARD ALL (a reset per transaction).

Each call step runs the native generator first, then the portable one, each in its own statement,
the same way (the same k, cancel and error). After each step it checks:
  - strict increase within a session: per server connection (pid and start), for the native
    generator always, for the portable one until a DISCARD ALL (the pooler's, or the client's)
    starts a new session's state, as a new backend is for ulid;
  - the distance to the clock: no value's millisecond after clock_timestamp() at the end of the
    statement; after a step wrote into the state, not by more than the 10 s rule;
  - no portable call failed where the native one did not (a cancel step's 57014 is allowed);
  - under a reset per transaction, the monotonic generator keeps half of gen_ulid's throughput.
A failure prints its seed, the history shrunk to the shortest found that still fails the same way,
as a script, and the --replay argument that reruns it.

    explore.py --target NAME=DSN ... --admin DSN --install FILE [--seeds N] [--first-seed S]
               [--steps K] [--without KIND,...] [--expect-failure] [--replay JSON]
Prints "ok - ..." / "not ok - ..." per seed and target, and "N passed, M failed" last.
"""
import argparse
import json
import random
import subprocess
import sys
import threading
import time

import psycopg2
import psycopg2.extensions

# Every statement's statement_timeout, unless a step cancels on purpose, is the client role's
# (ALTER ROLE ... SET statement_timeout): a session SET would not follow a client from one server
# connection to the next under transaction pooling, nor survive RESET ALL and DISCARD ALL.
ROLES = ["app_other"]  # roles the client role (app) may SET ROLE to
GENERATORS = {
    # name: (native expression as uuid text, portable expression as uuid text)
    "gen_monotonic_ulid": ("CAST(CAST(gen_monotonic_ulid() AS uuid) AS text)",
                           "CAST(ulid_portable.gen_monotonic_ulid() AS text)"),
    "gen_typeid": ("CAST(CAST(gen_typeid('user') AS uuid) AS text)",
                   "CAST(ulid_portable.typeid_to_uuid(ulid_portable.gen_typeid('user')) AS text)"),
    "gen_ulid": ("CAST(CAST(gen_ulid() AS uuid) AS text)", "CAST(ulid_portable.gen_ulid() AS text)"),
}
MONOTONIC = ("gen_monotonic_ulid", "gen_typeid")
KINDS = ["call", "error_call", "cancel_call", "begin", "begin_read_only", "savepoint", "rollback_to", "release", "commit",
         "rollback", "set_role", "set_local_role", "reset_role", "reset_all", "discard_all",
         "discard_sequences", "lock", "unlock", "write_state", "new_session", "reset_burst"]


class Failure(Exception):
    def __init__(self, kind, message):
        super().__init__(message)
        self.kind = kind


def millisecond(uuid_text):
    return int(uuid_text[0:8] + uuid_text[9:13], 16)


def draw_history(rng, steps, without):
    """The steps of one history, drawn with a model of each client session's transaction."""
    model = {"A": {"tx": False, "savepoints": 0}, "B": {"tx": False, "savepoints": 0}}
    locked = False
    history = []
    weights = {"call": 30, "error_call": 4, "cancel_call": 6, "begin": 4, "begin_read_only": 2, "savepoint": 4, "rollback_to": 3,
               "release": 2, "commit": 4, "rollback": 3, "set_role": 3, "set_local_role": 2, "reset_role": 2,
               "reset_all": 2, "discard_all": 3, "discard_sequences": 3, "lock": 2, "unlock": 2,
               "write_state": 3, "new_session": 3, "reset_burst": 1}
    for kind in without:
        weights.pop(kind, None)
    while len(history) < steps:
        session = rng.choice("AB")
        state = model[session]
        kind = rng.choices(list(weights), list(weights.values()))[0]
        step = {"kind": kind, "session": session}
        if kind in ("call", "error_call", "cancel_call"):
            step["generator"] = rng.choice(list(GENERATORS))
            step["calls"] = rng.choice([1, 1, 1, 2, 5, 50, 500])
            if kind == "cancel_call":
                step["how"] = rng.choice(["timeout", "cancel"])
                step["delay_ms"] = round(rng.uniform(0, 3), 2)
            if kind != "call" and state["tx"]:
                state["aborted"] = True
        elif kind in ("begin", "begin_read_only"):
            if state["tx"]:
                continue
            state.update(tx=True, savepoints=0, aborted=False)
        elif kind in ("savepoint", "set_local_role"):
            if not state["tx"]:
                continue
            if kind == "savepoint":
                state["savepoints"] += 1
                step["savepoint"] = state["savepoints"]
        elif kind in ("rollback_to", "release"):
            if not state["savepoints"]:
                continue
            step["savepoint"] = rng.randint(1, state["savepoints"])
            state["savepoints"] = step["savepoint"] - (kind == "release")
            state["aborted"] = False if kind == "rollback_to" else state.get("aborted")
        elif kind in ("commit", "rollback"):
            if not state["tx"]:
                continue
            state.update(tx=False, savepoints=0, aborted=False)
        elif kind in ("discard_all", "new_session", "reset_burst"):
            if state["tx"]:
                continue
        elif kind == "lock":
            if locked:
                continue
            step["object"] = rng.randint(0, 99)
            locked = True
        elif kind == "unlock":
            if not locked:
                continue
            locked = False
        elif kind == "write_state":
            step["object"] = rng.randint(0, 99)
            step["value"] = rng.randint(0, 99)
        history.append(step)
    return history


class Explorer:
    def __init__(self, args):
        self.args = args
        self.admin = self.connect(args.admin)
        self.execute(self.admin, "SET statement_timeout = '30s'")
        self.install_file = args.install

    @staticmethod
    def connect(dsn, async_=False):
        if async_:
            connection = psycopg2.connect(dsn, async_=True)
            psycopg2.extras.wait_select(connection)
            return connection
        connection = psycopg2.connect(dsn)
        connection.autocommit = True
        return connection

    def reinstall(self):
        """The state as a fresh install has it: the schema made again from the file."""
        with self.admin.cursor() as cursor:
            cursor.execute("DROP SCHEMA IF EXISTS ulid_portable CASCADE")
        subprocess.run(["psql", "-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", self.args.admin, "-f", self.install_file],
                       check=True, stdout=subprocess.DEVNULL)

    def fresh_pool(self):
        """No server connection of the pooler carries a session's state into the next run: a
        history, or a replay while shrinking one (a broken server connection would fail any)."""
        if self.args.bouncer_admin:
            bouncer = psycopg2.connect(self.args.bouncer_admin)
            bouncer.autocommit = True
            bouncer.cursor().execute("RECONNECT")
            bouncer.close()

    def state_objects(self):
        with self.admin.cursor() as cursor:
            cursor.execute("SELECT CAST(c.oid AS regclass)::text, c.relkind FROM pg_class c "
                           "WHERE c.relnamespace = 'ulid_portable'::regnamespace AND c.relkind IN ('S', 'r', 'u', 'p') "
                           "ORDER BY 1")
            return cursor.fetchall()

    # -- one run of a history ---------------------------------------------------------------------

    def run(self, target_dsn, pooling, history, log):
        """Runs HISTORY; raises Failure at the first property that does not hold."""
        self.pooling = pooling
        self.target_dsn = target_dsn
        self.sessions = {}
        self.helpers = []
        self.native_last = {}      # (server connection, generator) -> last native value
        self.portable_last = {}    # the same for the portable generator, forgotten on a new session's state
        self.written = False       # a step wrote into the state: the 10 s rule applies
        self.notes = {}            # step number -> what a step resolved (the object, the value)
        self.log = log
        try:
            for number, step in enumerate(history):
                self.current = number
                if log and self.args.verbose:
                    print("#   step %d: %s" % (number + 1, json.dumps(step)), flush=True)
                getattr(self, "step_" + step["kind"])(step, self.session(step["session"]))
        finally:
            for connection in list(self.sessions.values()) + self.helpers:
                try:
                    connection.cancel()
                    connection.close()
                except psycopg2.Error:
                    pass

    def session(self, name):
        if name not in self.sessions:
            connection = self.connect(self.target_dsn)
            self.sessions[name] = connection
            if self.pooling == "session":
                # PgBouncer ran DISCARD ALL on the server connection this client gets
                self.forget_portable()
        return self.sessions[name]

    def forget_portable(self):
        self.portable_last.clear()

    def execute(self, connection, sql, params=None):
        """SQL's first row, or the psycopg2 error it raised."""
        try:
            with connection.cursor() as cursor:
                cursor.execute(sql, params)
                return cursor.fetchone() if cursor.description else None
        except psycopg2.Error as error:
            return error

    def calls(self, connection, expression, calls, suffix="", cancel_after=None, timeout=None):
        sql = ("SELECT ARRAY(SELECT %s FROM pg_catalog.generate_series(1, %d))%s, pg_catalog.clock_timestamp(), "
               "pg_catalog.pg_backend_pid(), (SELECT backend_start FROM pg_catalog.pg_stat_activity "
               "WHERE pid = pg_catalog.pg_backend_pid())" % (expression, calls, suffix))
        if timeout is not None:
            # in the statement's own transaction, or in the transaction it is part of until the
            # next statement sets it back (a statement_timeout of 0 would mean none)
            sql = "SET LOCAL statement_timeout = '%dms'; %s" % (max(1, round(timeout)), sql)
        timer = None
        if cancel_after is not None:
            timer = threading.Timer(cancel_after / 1000, connection.cancel)
            timer.start()
        result = self.execute(connection, sql)
        if timer is not None:
            timer.cancel()
            timer.join()
            time.sleep(0.02)  # a cancel the pooler forwards late lands before the next statement
        if timeout is not None and connection.info.transaction_status == psycopg2.extensions.TRANSACTION_STATUS_INTRANS:
            self.execute(connection, "SET LOCAL statement_timeout TO DEFAULT")
        return result

    def check_values(self, which, generator, result):
        values, clock, pid, started = result
        key = ((pid, started), generator)
        last = (self.native_last if which == "native" else self.portable_last)
        if generator in MONOTONIC:
            previous = last.get(key)
            for value in values:
                if previous is not None and value <= previous:
                    raise Failure("not-increasing", "%s %s: %s after %s on server connection %s"
                                  % (which, generator, value, previous, pid))
                previous = value
            last[key] = previous
        clock_ms = int(clock.timestamp() * 1000)
        ahead = max(millisecond(v) for v in values) - clock_ms if values else 0
        allowed = 10000 if self.written else 0
        if ahead > allowed:
            raise Failure("ahead-of-clock", "%s %s: a value %d ms ahead of clock_timestamp() (allowed %d)"
                          % (which, generator, ahead, allowed))

    def compare(self, step, native, portable, allowed_states=()):
        generator = step["generator"]
        if not isinstance(native, Exception):
            self.check_values("native", generator, native)
        if not isinstance(portable, Exception):
            self.check_values("portable", generator, portable)
        elif not isinstance(native, Exception) and portable.pgcode not in allowed_states:
            raise Failure("failed:%s" % portable.pgcode, "portable %s failed where the native one did not: %s %s"
                          % (generator, portable.pgcode, str(portable).strip().splitlines()[0]))

    def step_call(self, step, connection):
        native_sql, portable_sql = GENERATORS[step["generator"]]
        native = self.calls(connection, native_sql, step["calls"])
        portable = self.calls(connection, portable_sql, step["calls"])
        # --allow-stalls: a call stalled into its statement_timeout by another role's lock is
        # let pass, to see what the session can do after it
        self.compare(step, native, portable, ("57014",) if self.args.allow_stalls and self.helpers else ())

    def step_error_call(self, step, connection):
        native_sql, portable_sql = GENERATORS[step["generator"]]
        native = self.calls(connection, native_sql, step["calls"], suffix=", 1 / 0")
        portable = self.calls(connection, portable_sql, step["calls"], suffix=", 1 / 0")
        self.compare(step, native, portable, allowed_states=("22012",))

    def step_cancel_call(self, step, connection):
        native_sql, portable_sql = GENERATORS[step["generator"]]
        how = {"cancel_after": step["delay_ms"]} if step["how"] == "cancel" else {"timeout": step["delay_ms"]}
        native = self.calls(connection, native_sql, step["calls"], **how)
        portable = self.calls(connection, portable_sql, step["calls"], **how)
        self.compare(step, native, portable, allowed_states=("57014",))

    def simple(self, connection, sql):
        self.execute(connection, sql)

    def step_begin(self, step, connection):
        self.simple(connection, "BEGIN")

    def step_begin_read_only(self, step, connection):
        self.simple(connection, "BEGIN READ ONLY")

    def step_savepoint(self, step, connection):
        self.simple(connection, "SAVEPOINT s%d" % step["savepoint"])

    def step_rollback_to(self, step, connection):
        self.simple(connection, "ROLLBACK TO SAVEPOINT s%d" % step["savepoint"])

    def step_release(self, step, connection):
        self.simple(connection, "RELEASE SAVEPOINT s%d" % step["savepoint"])

    def step_commit(self, step, connection):
        self.simple(connection, "COMMIT")

    def step_rollback(self, step, connection):
        self.simple(connection, "ROLLBACK")

    def step_set_role(self, step, connection):
        self.simple(connection, "SET ROLE %s" % ROLES[0])

    def step_set_local_role(self, step, connection):
        self.simple(connection, "SET LOCAL ROLE %s" % ROLES[0])

    def step_reset_role(self, step, connection):
        self.simple(connection, "RESET ROLE")

    def step_reset_all(self, step, connection):
        self.simple(connection, "RESET ALL")

    def step_discard_all(self, step, connection):
        self.simple(connection, "DISCARD ALL")
        self.forget_portable()

    def step_discard_sequences(self, step, connection):
        self.simple(connection, "DISCARD SEQUENCES")

    def step_new_session(self, step, connection):
        connection.close()
        del self.sessions[step["session"]]
        self.session(step["session"])

    def step_lock(self, step, connection):
        """A role that may only log in keeps open a transaction that called the generators, and
        another of its sessions queues CREATE TRIGGER on an object of the state (if the state has
        objects): the lock waits behind the transaction, before any privilege check."""
        holder = self.connect(self.args.intruder)
        self.helpers.append(holder)
        self.execute(holder, "SET statement_timeout = '5s'")
        self.execute(holder, "BEGIN")
        self.execute(holder, "SELECT ulid_portable.gen_monotonic_ulid(), ulid_portable.gen_typeid('x')")
        objects = self.state_objects()
        if not objects:
            return
        name = objects[step["object"] % len(objects)][0]
        self.notes[self.current] = "CREATE TRIGGER ... ON %s" % name
        queuer = self.connect(self.args.intruder, async_=True)
        self.helpers.append(queuer)
        queuer.cursor().execute("CREATE TRIGGER explorer BEFORE INSERT ON %s FOR EACH ROW EXECUTE FUNCTION pg_catalog.abs()"
                                % name)
        for _ in range(100):
            waiting = self.execute(self.admin, "SELECT count(*) FROM pg_catalog.pg_locks WHERE NOT granted "
                                               "AND relation = CAST(%s AS regclass)", (name,))
            if waiting and waiting[0]:
                break
            time.sleep(0.01)

    def step_unlock(self, step, connection):
        for helper in self.helpers:
            try:
                helper.cancel()
                helper.close()
            except psycopg2.Error:
                pass
        self.helpers = []

    def step_write_state(self, step, connection):
        """A value written into the state: into an object of it by a member of pg_write_all_data
        (setval: a sequence's value), or into a setting of it by the session itself."""
        now_ms = int(time.time() * 1000)
        choices = [7000123, 0, 1, -2 ** 63, 2 ** 63 - 1, 999999, 1000000, (now_ms + 9000) << 16, (now_ms + 60000) << 16,
                   now_ms << 16, (now_ms - 60000) << 16, 123456789012345]
        value = choices[step["value"] % len(choices)]
        objects = [o for o in self.state_objects() if o[1] == "S"]
        self.written = True
        if objects:
            writer = self.connect(self.args.writer)
            name = objects[step["object"] % len(objects)][0]
            result = self.execute(writer, "SELECT pg_catalog.setval(%s, %s)", (name, value))
            self.notes[self.current] = "writer: SELECT setval('%s', %d)%s" % (
                name, value, " (%s)" % result.pgcode if isinstance(result, Exception) else "")
            writer.close()
        settings = self.execute(connection, "SELECT ARRAY(SELECT name FROM pg_catalog.pg_settings "
                                            "WHERE name LIKE 'ulid_portable.%' ORDER BY name)")
        if settings and not isinstance(settings, Exception) and settings[0]:
            name = settings[0][step["object"] % len(settings[0])]
            texts = ["", "garbage", "%032x" % (value % 2 ** 128), "%x" % abs(value), "-1", "ffffffffffffffffffffffffffffffff",
                     "%016x%016x" % ((now_ms + 60000) << 16, 0), "%016x%016x" % ((now_ms + 9000) << 16, 0)]
            text, local = texts[step["value"] % len(texts)], step["value"] % 2 == 0
            result = self.execute(connection, "SELECT pg_catalog.set_config(%s, %s, %s)", (name, text, local))
            self.notes[self.current] = "%sSELECT set_config('%s', '%s', %s)%s" % (
                self.notes[self.current] + "; " if self.current in self.notes else "", name, text, local,
                " (%s)" % result.pgcode if isinstance(result, Exception) else "")

    def step_reset_burst(self, step, connection):
        """A reset per transaction (server_reset_query_always): DISCARD ALL before every call. The
        call must not wait for the clock: read just before it in the same statement, the clock is
        in the value's millisecond, but when the call waited for the next one (0.4.0 spun there
        after every reset) or the millisecond ended during the call. The speed under such resets
        is the bench's (test/bench/run.sh, its DISCARD ALL row), never a timed check here."""
        waited = 0
        for _ in range(self.args.burst):
            self.execute(connection, "DISCARD ALL")
            result = self.execute(connection, "SELECT CAST(pg_catalog.floor(pg_catalog.date_part('epoch', "
                                  "pg_catalog.clock_timestamp()) * 1000) AS pg_catalog.int8), %s"
                                  % GENERATORS["gen_monotonic_ulid"][1])
            if isinstance(result, Exception):
                raise Failure("failed:%s" % result.pgcode, "after DISCARD ALL, portable gen_monotonic_ulid failed: %s"
                              % str(result).strip().splitlines()[0])
            clock_ms, value = result
            waited += int(value.replace("-", "")[:12], 16) > clock_ms
        self.forget_portable()
        if 2 * waited > self.args.burst:
            raise Failure("slow-after-reset", "with DISCARD ALL before each call, %d of %d calls of gen_monotonic_ulid "
                          "waited for the clock's next millisecond" % (waited, self.args.burst))

def script(history, notes):
    """The history as a script a reader can follow, with what its steps resolved (NOTES)."""
    lines = []
    for number, step in enumerate(history):
        kind, session = step["kind"], step["session"]
        text = {
            "call": lambda: "%d x %s" % (step["calls"], step["generator"]),
            "error_call": lambda: "%d x %s, 1 / 0 in the same statement" % (step["calls"], step["generator"]),
            "cancel_call": lambda: "%d x %s, cancelled by %s after %s ms" % (
                step["calls"], step["generator"], "statement_timeout" if step["how"] == "timeout" else "a client cancel",
                step["delay_ms"]),
            "savepoint": lambda: "SAVEPOINT s%d" % step["savepoint"],
            "rollback_to": lambda: "ROLLBACK TO SAVEPOINT s%d" % step["savepoint"],
            "release": lambda: "RELEASE SAVEPOINT s%d" % step["savepoint"],
            "lock": lambda: "(another role) BEGIN; a call; a second session queues CREATE TRIGGER on state object #%d"
                            % step["object"],
            "unlock": lambda: "(another role) its transaction and the queued lock end",
            "write_state": lambda: "(pg_write_all_data member / the session) writes value #%d into state object #%d"
                                   % (step["value"], step["object"]),
            "reset_burst": lambda: "DISCARD ALL before each call of gen_monotonic_ulid",
        }.get(kind, lambda: kind.replace("_", " ").upper())()
        if number in notes:
            text += ": " + notes[number]
        lines.append("  %2d  %s: %s" % (number + 1, session, text))
    return "\n".join(lines)


def shrink(explorer, target_dsn, pooling, history, kind, needs_reinstall, seconds):
    """The shortest history found, by removing chunks of steps, that still fails with KIND, within
    SECONDS (replays of histories with locks take their statement_timeout)."""
    deadline = time.monotonic() + seconds

    def fails(candidate):
        if needs_reinstall:
            explorer.reinstall()
        explorer.fresh_pool()
        try:
            explorer.run(target_dsn, pooling, candidate, log=False)
        except Failure as failure:
            return failure.kind == kind
        return False

    chunk = max(1, len(history) // 2)
    while chunk >= 1:
        start = 0
        while start < len(history):
            candidate = history[:start] + history[start + chunk:]
            if time.monotonic() > deadline:
                return history
            if candidate and fails(candidate):
                history = candidate
            else:
                start += chunk
        chunk //= 2
    return history


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--target", action="append", required=True, help="NAME=DSN[@pooling], pooling: direct, transaction, session")
    parser.add_argument("--admin", required=True, help="a superuser's DSN, directly to the server")
    parser.add_argument("--intruder", required=True, help="the DSN of a role that may only log in")
    parser.add_argument("--writer", required=True, help="the DSN of a member of pg_write_all_data")
    parser.add_argument("--install", required=True, help="the plain file to install ulid_portable from")
    parser.add_argument("--bouncer-admin", help="the DSN of PgBouncer's admin console: RECONNECT before each seed")
    parser.add_argument("--seeds", type=int, default=8)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--burst", type=int, default=200, help="calls of gen_monotonic_ulid in a reset_burst step")
    parser.add_argument("--without", default="", help="step kinds not to draw, comma-separated")
    parser.add_argument("--replay", help="a history (JSON) to run instead of drawn ones")
    parser.add_argument("--only", help="the name of the one target to run")
    parser.add_argument("--expect-failure", help="a failure kind every seed must find (a check of the explorer)")
    parser.add_argument("--no-shrink", action="store_true")
    parser.add_argument("--allow-stalls", action="store_true",
                        help="let a call fail with 57014 while another role holds a lock (to see what follows)")
    parser.add_argument("--shrink-seconds", type=float, default=40, help="the time a failure's shrinking may take")
    parser.add_argument("--verbose", action="store_true", help="print each step as it runs")
    args = parser.parse_args()
    without = [k for k in args.without.split(",") if k]
    explorer = Explorer(args)
    passed = failed = 0
    for target in args.target:
        name, rest = target.split("=", 1)
        if args.only and name != args.only:
            continue
        dsn, _, pooling = rest.rpartition("@")
        for seed in range(args.first_seed, args.first_seed + args.seeds):
            history = json.loads(args.replay) if args.replay else draw_history(random.Random(seed), args.steps, without)
            explorer.reinstall()
            explorer.fresh_pool()
            started = time.monotonic()
            try:
                explorer.run(dsn, pooling, history, log=True)
                outcome = None
            except Failure as failure:
                outcome = failure
            took = time.monotonic() - started
            label = "replay" if args.replay else "seed %d" % seed
            if outcome is None:
                if args.expect_failure:
                    failed += 1
                    print("not ok - %s, %s: no failure found (expected %s)" % (name, label, args.expect_failure))
                else:
                    passed += 1
                    print("ok - %s, %s: %d steps hold (%.1f s)" % (name, label, len(history), took))
                continue
            found = history[:explorer.current + 1]
            if not args.no_shrink:
                found = shrink(explorer, dsn, pooling, found, outcome.kind,
                               any(s["kind"] == "write_state" for s in found), args.shrink_seconds)
            # once more, for what its steps resolved, and to say whether it fails again
            if any(s["kind"] == "write_state" for s in found):
                explorer.reinstall()
            explorer.fresh_pool()
            try:
                explorer.run(dsn, pooling, found, log=False)
                again = "did not fail again when replayed"
            except Failure as failure:
                again = "fails again when replayed" if failure.kind == outcome.kind else "failed otherwise when replayed: %s" % failure
            if args.expect_failure and outcome.kind == args.expect_failure:
                passed += 1
                print("ok - %s, %s: found %s: %s; shrunk to %d steps (%s):" % (name, label, outcome.kind, outcome, len(found), again))
            else:
                failed += 1
                print("not ok - %s, %s: %s: %s; shrunk to %d steps (%s):" % (name, label, outcome.kind, outcome, len(found), again))
            print(script(found, explorer.notes))
            print("  replay: test/explorer/run.sh --only %s --replay '%s'" % (name, json.dumps(found, separators=(",", ":"))))
            sys.stdout.flush()
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 and passed > 0 else 1


if __name__ == "__main__":
    import psycopg2.extras  # noqa: F401 (wait_select for the asynchronous connection)
    sys.exit(main())
