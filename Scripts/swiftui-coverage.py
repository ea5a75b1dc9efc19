#!/usr/bin/env python3
"""The coverage table of SwiftUI's public API in Trellis (Tests/Coverage/SwiftUI.tsv).

  import INTERFACE...   Rebuild the rows from SwiftUI's .swiftinterface files (SwiftUI and
                        SwiftUICore of an iOS SDK), keeping names and signatures only, then
                        update the statuses. Run when moving to a newer SDK.
  update                Recompute every row's status from the Trellis module of a build.
  check                 Exit 1, naming each row, when a status differs from a fresh computation
                        (a row marked draws or accepted that Trellis no longer declares with that
                        signature, or an absent row Trellis now declares).
  report                Print the coverage per family.
  api                   Print Trellis's public modifiers and views, one a line: kind, name, and
                        `inert` when every declaration of the name has no effect on text, else
                        `draws` (what the document catalogue's decision test reads).
  generate              Write Sources/TrellisVocabulary/Generated/*.swift: inert declarations for
                        absent rows whose types all exist (see swiftui_coverage/generate.py),
                        typecheck them against the build and leave out what the compiler
                        rejects (Tests/Coverage/NotGenerated.tsv), until they typecheck.
                        --log FILE first leaves out what a build log reports errors on.

--modules DIR is the build's module folder (default .build/debug/Modules).
"""

import argparse
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from swiftui_coverage import families, generate, interface, report, status, table, trellis  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Tests/Coverage/SwiftUI.tsv")


def imported_rows(paths):
    rows, seen = [], set()
    for path in paths:
        for declaration in interface.read(path):
            if any(part.startswith("_") for part in declaration.owner.split(".") if part):
                continue
            if declaration.owner == "ModifiedContent" and "AccessibilityAttachmentModifier" in declaration.where:
                continue  # SwiftUI's specializations for chaining accessibility modifiers, listed on View
            row = table.Row(family=families.family_of(declaration.kind, declaration.owner, declaration.name,
                                                      declaration.conformances),
                            kind=declaration.kind, owner=declaration.owner, where=declaration.where,
                            name=declaration.name, signature=declaration.signature, status="absent", note="")
            identity = (row.owner, row.where, row.name, row.signature)
            if identity not in seen:
                seen.add(identity)
                rows.append(row)
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["import", "update", "check", "report", "generate", "api"])
    parser.add_argument("interfaces", nargs="*")
    default_modules = os.path.join(ROOT, ".build/debug/Modules")
    if not os.path.isdir(default_modules):
        default_modules = os.path.join(ROOT, ".build/x86_64-unknown-linux-gnu/debug/Modules")
    parser.add_argument("--modules", default=default_modules)
    parser.add_argument("--table", default=TABLE)
    parser.add_argument("--log", help="generate: also leave out what this compiler output reports errors on")
    arguments = parser.parse_args()
    if arguments.command == "import":
        if not arguments.interfaces:
            parser.error("import needs the SwiftUI and SwiftUICore .swiftinterface files")
        header = ["# SwiftUI's public API (iOS 18.1 SDK: SwiftUI and SwiftUICore interfaces, declarations",
                  "# available on iOS, names and signatures only) and its status in Trellis. Underscored names,",
                  "# and ModifiedContent's specializations of accessibility modifiers for chaining, are left out.",
                  "# Statuses come from Trellis's symbol graph: Scripts/swiftui-coverage.py update; do not edit them."]
        rows = imported_rows(arguments.interfaces)
        status.update(rows, trellis.symbols(arguments.modules), generate.exclusions())
        table.write(arguments.table, header, rows)
        print(f"{len(rows)} rows", file=sys.stderr)
        return
    if arguments.command == "api":
        for kind, name, inert in trellis.public_api(arguments.modules):
            print(f"{kind}\t{name}\t{'inert' if inert else 'draws'}")
        return
    header, rows = table.read(arguments.table)
    if arguments.command == "report":
        print("\n".join(report.lines(rows)))
    elif arguments.command == "update":
        status.update(rows, trellis.symbols(arguments.modules), generate.exclusions())
        table.write(arguments.table, header, rows)
        print("\n".join(report.lines(rows)))
    elif arguments.command == "check":
        before = {id(row): (row.status, row.note) for row in rows}
        status.update(rows, trellis.symbols(arguments.modules), generate.exclusions())
        stale = [row for row in rows if before[id(row)][0] != row.status]
        relative = os.path.relpath(arguments.table, ROOT)
        for row in stale[:50]:
            print(f"{relative}:{row.line}:1: error: {row.owner + '.' if row.owner else ''}{row.name} is marked "
                  f"{before[id(row)][0]}, but Trellis's symbol graph says {row.status} ({row.note})", file=sys.stderr)
        if stale:
            print(f"{len(stale)} stale rows: run Scripts/swiftui-coverage.py update", file=sys.stderr)
            sys.exit(1)
    elif arguments.command == "generate":
        symbols = trellis.symbols(arguments.modules)
        if arguments.log:
            with open(arguments.log, encoding="utf-8") as file:
                count = generate.exclude_from_log(rows, symbols, file.read())
            print(f"{count} declarations the compiler rejected are now left out", file=sys.stderr)
        for attempt in range(40):
            written = generate.write(rows, symbols)
            log = generate.typecheck(arguments.modules)
            rejected = generate.exclude_from_log(rows, symbols, log)
            print(f"{written} declarations written; {rejected} rejected by the compiler", file=sys.stderr)
            if not rejected:
                break


if __name__ == "__main__":
    main()
