#!/usr/bin/env python3
"""Usage: readme-sql.py DOC... -- PSQL-COMMAND...

Runs every SQL statement the documents show, in document order, through one psql session
(PSQL-COMMAND, without -f), and checks that each does what the text says. Prints one "ok"/"not ok"
line per check and exits 1 when any failed.

What counts as a statement, and what the text says about it:
- every statement of a ```sql block (a statement ends on a line whose code ends with ";"), unless
  the line before the block (blank lines aside) is "<!-- not run: REASON -->";
- every inline code span that is a whole statement (`SELECT ...;`), and every span holding an
  expression with a call or a cast followed by " → `VALUE`" (`ulid_min('...')` → `...`), which is
  run as SELECT EXPR;
- a statement must succeed, unless its quoted output holds an "ERROR:" line;
- quoted output, exact: "-- → VALUE" at the end of the statement's last line, or " → `VALUE`"
  after an inline span: the result's rows (aligned output, each trimmed, joined by newlines) equal
  VALUE (up to a double space: "-- → 10  (why)");
- quoted output, illustrative (random values): "-- e.g. VALUE" or " → e.g. `VALUE`": the result
  has the length of VALUE;
- quoted output, lines: comment lines right after the statement that start with "-- " and then a
  space, "-", "ERROR:", "DETAIL:" or "HINT:" (psql's aligned output, or its error report): they
  must appear in that order among the lines psql printed for the statement (headers and footers
  may be left out);
- any other comment is prose and is not compared."""
import re
import subprocess
import sys
import tempfile

FENCE = re.compile(r"^\s*```(\w*)\s*$")
NOT_RUN = re.compile(r"^\s*<!-- not run: .+ -->\s*$")
STATEMENT_SPAN = re.compile(r"^(SELECT|CREATE|INSERT|ALTER|DROP|PREPARE|EXPLAIN|UPDATE|DELETE)\b.*;$")
SPAN = re.compile(r"`([^`]+)`(?: → (e\.g\. )?`([^`]+)`)?")
OUTPUT_LINE = re.compile(r"^-- ( |-|ERROR:|DETAIL:|HINT:)")


class Statement:
    def __init__(self, where, sql):
        self.where, self.sql = where, sql
        self.exact = None      # the value the text says it returns
        self.example = None    # an illustrative value: only its length is compared
        self.lines = []        # quoted output lines


def code_and_comment(line):
    """Splits a line of SQL at its first "--" outside single quotes."""
    quoted = False
    for i, c in enumerate(line):
        if c == "'":
            quoted = not quoted
        elif not quoted and line.startswith("--", i):
            return line[:i], line[i + 2:].strip()
    return line, None


def trailing_comment(statement, comment):
    if comment is None:
        return
    if comment.startswith("→ "):
        statement.exact = comment[2:].split("  ")[0].strip()
    elif comment.startswith("e.g. "):
        statement.example = comment[5:].split("  ")[0].strip()


def sql_block(path, first_line, lines, statements):
    current, start, last = [], None, None
    for number, line in enumerate(lines, first_line):
        if not current and last is not None and OUTPUT_LINE.match(line.strip()):
            last.lines.append(line.strip()[3:].rstrip())
            continue
        last = None
        code, comment = code_and_comment(line)
        if not current and not code.strip():
            continue  # a blank line or a comment between statements
        if not current:
            start = number
        current.append(line)
        if code.rstrip().endswith(";"):
            last = Statement(f"{path}:{start}", "\n".join(current))
            trailing_comment(last, comment)
            statements.append(last)
            current = []
    if current:
        statements.append(Statement(f"{path}:{start}", "\n".join(current) + "\n-- (unterminated)"))


def inline_statements(path, number, line, statements):
    for match in SPAN.finditer(line):
        code, example, value = match.group(1), match.group(2), match.group(3)
        if STATEMENT_SPAN.match(code):
            statement = Statement(f"{path}:{number}", code)
        elif value is not None and ("(" in code or "::" in code):
            statement = Statement(f"{path}:{number}", f"SELECT {code};")
        else:
            continue
        if value is not None:
            if example:
                statement.example = value
            else:
                statement.exact = value
        statements.append(statement)


def extract(paths):
    statements, skipped = [], []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
        previous, block, block_start, language, run = "", None, 0, None, True
        for number, line in enumerate(lines, 1):
            fence = FENCE.match(line)
            if block is None and fence:
                block, block_start, language = [], number + 1, fence.group(1)
                run = not NOT_RUN.match(previous)
                if language == "sql" and not run:
                    skipped.append(f"{path}:{number} {previous.strip()}")
            elif block is not None and fence and not fence.group(1):
                if language == "sql" and run:
                    sql_block(path, block_start, block, statements)
                block = None
            elif block is not None:
                block.append(line)
            else:
                inline_statements(path, number, line, statements)
            if line.strip():
                previous = line
    return statements, skipped


def run(statements, psql):
    """Runs the statements in one session; returns each one's stdout lines and error lines."""
    script = ["\\set VERBOSITY default", "\\pset pager off"]
    ends = []
    for i, statement in enumerate(statements):
        script.append(f"\\echo '@@@ {i}'")
        script.extend(statement.sql.splitlines())
        ends.append(len(script))  # psql reports an error at the line that ended the statement
    with tempfile.NamedTemporaryFile("w", suffix=".sql") as f:
        f.write("\n".join(script) + "\n")
        f.flush()
        done = subprocess.run(psql + ["-f", f.name], capture_output=True, text=True)
    out = [None for _ in statements]  # None: psql never reached the statement
    current = None
    for line in done.stdout.splitlines():
        marker = re.match(r"^@@@ (\d+)$", line)
        if marker:
            current = int(marker.group(1))
            out[current] = []
        elif current is not None:
            out[current].append(line.rstrip())
    errors = [[] for _ in statements]
    current = None
    for line in done.stderr.splitlines():
        located = re.match(r"^psql:[^:]*:(\d+): (.*)$", line)
        if located:
            at = int(located.group(1))
            current = next((i for i, end in enumerate(ends) if at <= end), None)
            line = located.group(2)
        if current is None:
            print(f"# psql: {line}")
        else:
            errors[current].append(line.rstrip())
    return out, errors


def rows(output):
    """The data rows of psql's aligned output, each trimmed."""
    if len(output) >= 2 and re.match(r"^-+(\+-+)*$", output[1]):
        # the footer, and the command tag psql adds after the rows of INSERT ... RETURNING
        body = [line for line in output[2:] if not re.match(r"^(\(\d+ rows?\)|(INSERT|UPDATE|DELETE)( \d+)+)$", line)]
        return "\n".join(line.strip() for line in body if line)
    return "\n".join(line.strip() for line in output if line)


def is_subsequence(wanted, lines):
    it = iter(lines)
    return all(any(w == line for line in it) for w in wanted)


def main():
    split = sys.argv.index("--")
    paths, psql = sys.argv[1:split], sys.argv[split + 1:]
    statements, skipped = extract(paths)
    for reason in skipped:
        print(f"# block not run: {reason}")
    out, errors = run(statements, psql)
    failed = 0

    def check(name, ok, detail):
        nonlocal failed
        if ok:
            print(f"ok - {name}")
        else:
            failed += 1
            print(f"not ok - {name}")
            for line in detail.splitlines():
                print(f"#   {line}")

    for statement, output, error in zip(statements, out, errors):
        name = f"{statement.where}: {' '.join(statement.sql.split())[:90]}"
        said_error = any(line.startswith("ERROR:") for line in statement.lines)
        got_error = any(line.startswith("ERROR:") for line in error)
        if said_error:
            check(f"{name}: fails", got_error, "it succeeded" if output is not None else "psql never reached it")
            check(f"{name}: with the quoted error", is_subsequence(statement.lines, error),
                  "quoted:\n" + "\n".join(statement.lines) + "\ngot:\n" + "\n".join(error))
            continue
        if output is None:
            check(f"{name}: runs", False, "psql never reached it: " + "\n".join(error))
            continue
        check(f"{name}: runs", not got_error, "\n".join(error))
        if statement.lines:
            check(f"{name}: prints the quoted lines", is_subsequence(statement.lines, output),
                  "quoted:\n" + "\n".join(statement.lines) + "\ngot:\n" + "\n".join(output))
        if statement.exact is not None:
            check(f"{name}: → {statement.exact}", rows(output) == statement.exact, "got: " + rows(output))
        if statement.example is not None:
            check(f"{name}: like {statement.example}", len(rows(output)) == len(statement.example),
                  "got: " + rows(output))
    if not statements:
        check("the documents hold SQL statements", False, "none found")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
