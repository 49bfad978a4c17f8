#!/usr/bin/env python3
"""Usage: doc-code.py DOC LANGUAGE SOURCE...

Every ```LANGUAGE code block of DOC must appear, line for line, in one of the SOURCE files (leading
indentation and blank lines ignored), so that the recipes the documentation shows are the code the
tests run. Prints one "ok"/"not ok" line per block; exits 1 when a block is not found or when DOC
has no block of that language at all."""
import sys


def significant_lines(text):
    return [line.strip() for line in text.splitlines() if line.strip()]


def code_blocks(markdown, language):
    blocks, current = [], None
    for line in markdown.splitlines():
        if current is None and line.strip() == "```" + language:
            current = []
        elif current is not None and line.strip() == "```":
            blocks.append(current)
            current = None
        elif current is not None:
            current.append(line)
    return blocks


def main():
    doc, language, *sources = sys.argv[1:]
    with open(doc, encoding="utf-8") as f:
        blocks = code_blocks(f.read(), language)
    tested = []
    for source in sources:
        with open(source, encoding="utf-8") as f:
            tested.append("\n" + "\n".join(significant_lines(f.read())) + "\n")
    missing = 0
    for number, block in enumerate(blocks, 1):
        wanted = "\n" + "\n".join(significant_lines("\n".join(block))) + "\n"
        first = significant_lines("\n".join(block))[0] if block else ""
        if any(wanted in text for text in tested):
            print(f"ok - {doc} {language} block {number} ({first}) is tested code")
        else:
            missing += 1
            print(f"not ok - {doc} {language} block {number} ({first}) is in none of {' '.join(sources)}")
    if not blocks:
        print(f"not ok - {doc} has no {language} block")
    return 1 if missing or not blocks else 0


if __name__ == "__main__":
    sys.exit(main())
