#!/usr/bin/env python3
"""Usage: doc-links.py INDEX DOC...

Every relative link and image of the DOCs (markdown, outside code) must resolve: the file or
directory it names exists, relative to the document, and a #anchor names a heading of the markdown
file it points into (GitHub's anchors: lower case, punctuation dropped, spaces as hyphens, "-1",
"-2" ... for repeats). Links to other sites are not followed. Then every DOC that lies beside
INDEX must be linked from INDEX. Prints one "ok"/"not ok" line per link and per page; exits 1 when
any failed."""
import os
import re
import sys

FENCE = re.compile(r"^\s*```")
LINK = re.compile(r"!?\[(?:[^\]`]|`[^`]*`)*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^(#{1,6}) +(.*?) *#*$")


def prose_lines(path):
    """(number, line) of every line outside ``` blocks."""
    with open(path, encoding="utf-8") as f:
        fence = False
        for number, line in enumerate(f.read().splitlines(), 1):
            if FENCE.match(line):
                fence = not fence
            elif not fence:
                yield number, line


def anchors(path):
    seen, found = {}, set()
    for _, line in prose_lines(path):
        heading = HEADING.match(line)
        if not heading:
            continue
        slug = re.sub(r"[^\w\- ]", "", heading.group(2).replace("`", "").lower()).replace(" ", "-")
        count = seen.get(slug, 0)
        seen[slug] = count + 1
        found.add(slug if count == 0 else f"{slug}-{count}")
    return found


def links(path):
    """(number, target) of every link, numbered by the line its target is on. A link's text may
    wrap onto the next line, so each line is read after the one before it."""
    previous = ""
    for number, line in prose_lines(path):
        joined = previous + "\n" + line
        for match in LINK.finditer(joined):
            if match.end() <= len(previous) + 1:
                continue  # wholly on the line before: counted there
            # A link's text may hold code spans; a code span elsewhere holds no link.
            if joined[:match.start()].count("`") % 2:
                continue  # inside a code span
            yield number, match.group(1)
        previous = line


def main():
    index, *docs = sys.argv[1:]
    failed = 0
    for doc in docs:
        for number, target in links(doc):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue  # another site, or mailto:
            file, _, anchor = target.partition("#")
            resolved = os.path.normpath(os.path.join(os.path.dirname(doc), file)) if file else doc
            if not os.path.exists(resolved):
                problem = f"{resolved} does not exist"
            elif anchor and not resolved.endswith(".md"):
                problem = f"{resolved} is no markdown file to hold #{anchor}"
            elif anchor and anchor not in anchors(resolved):
                problem = f"{resolved} has no heading #{anchor}"
            else:
                problem = None
            failed += problem is not None
            print(f"{'not ok' if problem else 'ok'} - {doc}:{number} links to {target}" + (f": {problem}" if problem else ""))
    listed = {os.path.normpath(os.path.join(os.path.dirname(index), target.partition("#")[0]))
              for _, target in links(index)}
    for doc in docs:
        if os.path.dirname(doc) == os.path.dirname(index) and doc != index:
            missing = os.path.normpath(doc) not in listed
            failed += missing
            print(f"{'not ok' if missing else 'ok'} - {index} lists {doc}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
