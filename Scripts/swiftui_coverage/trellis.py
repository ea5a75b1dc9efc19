"""What the Trellis module of a build declares, read from its symbol graph.

`swift-symbolgraph-extract` (it ships with the toolchain) writes the public symbols of
Trellis and of its extensions to other modules; each becomes a declaration of the same shape
as the table's rows, with its doc comment and source file.
"""

import glob
import json
import os
import re
import subprocess
import tempfile

from . import interface
from .signature import key, base_key

TARGET = "x86_64-unknown-linux-gnu"
# `import Trellis` is an umbrella over the engine, the inert vocabulary and Combine (which the
# engine re-exports on Linux); its symbol graph holds theirs only when they are named as
# allowed re-exports (Foundation's stay out).
UMBRELLA = "Trellis"
REEXPORTED = ("TrellisCore", "TrellisVocabulary", "TrellisCombine")
# The source folders of the modules `import Trellis` brings.
SOURCE_FOLDERS = tuple(os.path.join("Sources", name) for name in (UMBRELLA,) + REEXPORTED)
NO_EFFECT = re.compile(r"no effect on text|accepted and ignored|: ignored|so ignored|is ignored", re.IGNORECASE)
# The generator's doc comments begin so (see generate.py).
GENERATED = re.compile(r"^`?[\w.]*`?:? ?accepted from SwiftUI", re.IGNORECASE)
KINDS = {
    "swift.struct": "type", "swift.enum": "type", "swift.class": "type", "swift.actor": "type",
    "swift.typealias": "type", "swift.protocol": "protocol", "swift.init": "initializer",
    "swift.type.method": "static member", "swift.type.property": "static member", "swift.enum.case": "static member",
    "swift.method": "modifier",
}


class Symbol:
    __slots__ = ("kind", "owner", "where", "name", "signature", "documentation", "path", "conformances")

    def __init__(self, kind, owner, where, name, signature, documentation, path, conformances=frozenset()):
        self.kind, self.owner, self.where, self.name = kind, owner, where, name
        self.signature, self.documentation, self.path = signature, documentation, path
        # A type's protocols (unqualified names), as the symbol graph lists its conformances.
        self.conformances = conformances

    @property
    def key(self):
        return key(self.kind, self.owner, self.where, self.name, self.signature)

    @property
    def base_key(self):
        return base_key(self.kind, self.owner, self.where, self.name)

    @property
    def generated(self):
        """Written by `generate` (its doc comments say so; the source path may be unknown)."""
        return GENERATED.search(self.documentation) is not None or "/Generated/" in self.path

    @property
    def inert(self):
        """Documented as having no effect on text, or generated as such."""
        return bool(NO_EFFECT.search(self.documentation)) or self.generated


def symbol_graph(modules_dir, module=UMBRELLA):
    with tempfile.TemporaryDirectory() as output:
        subprocess.run(["swift-symbolgraph-extract", "-module-name", module, "-target", TARGET, "-I", modules_dir,
                        "-output-dir", output, "-minimum-access-level", "public",
                        "-experimental-allowed-reexported-modules=" + ",".join(REEXPORTED)],
                       check=True, stdout=subprocess.DEVNULL)
        graphs = []
        for path in sorted(glob.glob(os.path.join(output, "*.symbols.json"))):
            with open(path, encoding="utf-8") as file:
                graphs.append(json.load(file))
        return graphs


# Members the compiler synthesizes for a conformance, which the symbol graph does not list
# but SwiftUI's interface does: protocol -> (kind, name, signature with `{T}` for the type).
SYNTHESIZED = {"s:s12CaseIterableP": ("CaseIterable", "static member", "allCases", "static var allCases: [{T}]")}


def synthesized(graph):
    """The members synthesized for the conformances of `graph`'s types (see `SYNTHESIZED`)."""
    by_id = {s["identifier"]["precise"]: s for s in graph["symbols"]}
    found = []
    for relationship in graph.get("relationships", []):
        member = SYNTHESIZED.get(relationship["target"])
        owner = by_id.get(relationship["source"])
        if relationship["kind"] != "conformsTo" or not member or not owner or KINDS.get(owner["kind"]["identifier"]) != "type":
            continue
        protocol, kind, name, signature = member
        path = owner["pathComponents"]
        type_name = ".".join(path)
        documentation = " ".join(line.get("text", "") for line in (owner.get("docComment") or {}).get("lines", []))
        # Synthesized for the type, so as inert as the type's own documentation says it is.
        note = f"`{name}`, synthesized from the type's `{protocol}` conformance." + (" " + documentation if NO_EFFECT.search(documentation) or GENERATED.search(documentation) else "")
        location = (owner.get("location") or {}).get("uri", "")
        found.append(Symbol(kind, type_name, "", name, signature.format(T=type_name), note, location))
    return found


def conformances(graphs):
    """Each type's protocols by the type's precise identifier: the conformances the graphs
    list, declared or inherited, conditional ones included."""
    names = {s["identifier"]["precise"]: s["pathComponents"][-1] for g in graphs for s in g["symbols"]}
    found = {}
    for graph in graphs:
        for relationship in graph.get("relationships", []):
            if relationship["kind"] == "conformsTo":
                target = names.get(relationship["target"]) or relationship.get("targetFallback", "").split(".")[-1]
                found.setdefault(relationship["source"], set()).add(target)
    return found


def symbols(modules_dir):
    """Trellis's public declarations that can match rows of the table."""
    found = []
    protocols_of = conformances(symbol_graphs_cached(modules_dir))
    for graph in symbol_graphs_cached(modules_dir):
        found.extend(synthesized(graph))
        for symbol in graph["symbols"]:
            kind = KINDS.get(symbol["kind"]["identifier"])
            # Protocol extension members are also listed once per conforming type, synthesized.
            if not kind or "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            path = symbol["pathComponents"]
            constraints = (symbol.get("swiftExtension") or {}).get("constraints", [])
            where = ", ".join(f"{c['lhs']} {'==' if c['kind'] == 'sameType' else ':'} {c['rhs']}" for c in constraints)
            signature = interface.unqualified("".join(f["spelling"] for f in symbol.get("declarationFragments", [])))
            signature = " ".join(signature.split())
            documentation = " ".join(line.get("text", "") for line in (symbol.get("docComment") or {}).get("lines", []))
            location = (symbol.get("location") or {}).get("uri", "")
            found.append(Symbol(kind, ".".join(path[:-1]), where, path[-1], signature, documentation, location,
                                frozenset(protocols_of.get(symbol["identifier"]["precise"], ()))))
    return found


_CACHE = {}


def symbol_graphs_cached(modules_dir):
    if modules_dir not in _CACHE:
        _CACHE[modules_dir] = symbol_graph(modules_dir)
    return _CACHE[modules_dir]


def type_names(modules_dir):
    """The dotted names of Trellis's public types, protocols and typealiases."""
    return {(s.owner + "." if s.owner else "") + s.name for s in symbols(modules_dir) if s.kind in ("type", "protocol")}


def public_api(modules_dir):
    """(kind, name, inert) for every public modifier (method of `View`) and view (type
    conforming to `View`) of Trellis, one entry per name; inert when every declaration of the
    name has no effect on text."""
    graphs = symbol_graphs_cached(modules_dir)
    view_protocol = {s["identifier"]["precise"] for g in graphs for s in g["symbols"]
                     if s["kind"]["identifier"] == "swift.protocol" and s["pathComponents"] == ["View"]}
    conforming = {r["source"] for g in graphs for r in g.get("relationships", [])
                  if r["kind"] == "conformsTo" and r["target"] in view_protocol}
    entries = {}
    for graph in graphs:
        for symbol in graph["symbols"]:
            path = symbol["pathComponents"]
            identifier = symbol["kind"]["identifier"]
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if identifier == "swift.method" and len(path) == 2 and path[0] == "View":
                kind, name = "modifier", path[1].split("(")[0]
            elif identifier in ("swift.struct", "swift.enum", "swift.class") and symbol["identifier"]["precise"] in conforming:
                kind, name = "view", ".".join(path)
            else:
                continue
            if name.startswith("_") or "._" in name:
                continue
            documentation = " ".join(line.get("text", "") for line in (symbol.get("docComment") or {}).get("lines", []))
            location = (symbol.get("location") or {}).get("uri", "")
            inert = bool(NO_EFFECT.search(documentation)) or "/Generated/" in location or bool(GENERATED.search(documentation))
            entries[(kind, name)] = entries.get((kind, name), True) and inert
    return sorted((kind, name, inert) for (kind, name), inert in entries.items())
