"""The coverage table file: one row per SwiftUI declaration, tab-separated.

Columns: family, kind, owner, where (the extension's constraints), name (with argument
labels), signature (as declared, module names dropped), status (draws, accepted, absent) and
note (what it draws, why it has no effect, or why it is absent). Lines starting with `#` are
comments; the first such lines say where the rows come from.
"""

import os

from .signature import key, base_key

COLUMNS = ["family", "kind", "owner", "where", "name", "signature", "status", "note"]
STATUSES = ("draws", "accepted", "absent")


class Row:
    __slots__ = COLUMNS + ["line"]

    def __init__(self, **values):
        for column in COLUMNS:
            setattr(self, column, values.get(column, ""))
        self.line = values.get("line", 0)

    @property
    def key(self):
        return key(self.kind, self.owner, self.where, self.name, self.signature)

    @property
    def base_key(self):
        return base_key(self.kind, self.owner, self.where, self.name)

    def fields(self):
        return [getattr(self, column).replace("\t", " ").replace("\n", " ") for column in COLUMNS]


def read(path):
    """(header comment lines, rows) of the table at `path`."""
    header, rows = [], []
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, start=1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                header.append(line)
                continue
            if not line or line.split("\t")[0] == "family":
                continue
            fields = line.split("\t")
            if len(fields) != len(COLUMNS):
                raise SystemExit(f"{path}:{number}:1: error: expected {len(COLUMNS)} tab-separated columns, found {len(fields)}")
            row = Row(**dict(zip(COLUMNS, fields)), line=number)
            if row.status not in STATUSES:
                raise SystemExit(f"{path}:{number}:1: error: status '{row.status}' is not one of {', '.join(STATUSES)}")
            rows.append(row)
    return header, rows


def write(path, header, rows):
    """Writes the table whole, through a temporary file, so no half-written table is left."""
    rows = sorted(rows, key=lambda r: (r.family, r.owner, r.kind, r.name, r.signature))
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as file:
        for line in header:
            file.write(line + "\n")
        file.write("\t".join(COLUMNS) + "\n")
        for row in rows:
            file.write("\t".join(row.fields()) + "\n")
    os.replace(temporary, path)
