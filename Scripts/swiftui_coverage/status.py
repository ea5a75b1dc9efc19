"""Each row's status, computed from Trellis's symbol graph.

A row whose identity (see `signature.py`) Trellis declares *draws*, unless every matching
Trellis declaration is documented as having no effect on text or is generated (then
*accepted*), and a type only if it also has each of SwiftUI's conformances that can be checked
(see `missing_conformances`). Any other row is *absent*, with the first reason that applies: platform API,
UIKit/AppKit types, a type Trellis lacks, Trellis declaring the name with other parameter
types, or not declared yet.
"""

import functools
import os
import re

from .families import PLATFORM
from .signature import DECLARED_FRAMEWORK_TYPES, call_forms, without_result

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLATFORM_TABLE = os.path.join(ROOT, "Sources/TrellisPorting/Generated/PlatformSymbolTable.swift")
TYPE_NAME = re.compile(r"(?<![\w.])([A-Z]\w*(?:\.[A-Z]\w*)*)")
# Conformances the generator can declare (see generate.py).
SIMPLE_CONFORMANCES = {"Hashable", "Equatable", "Sendable", "CaseIterable", "Codable", "Decodable", "Encodable",
                       "BitwiseCopyable", "OptionSet", "SetAlgebra", "Int", "Int8", "Int16", "Int32", "UInt", "UInt8",
                       "UInt16", "UInt32", "String"}
KEYWORDS = {"Self", "Type", "Protocol", "Any", "AnyObject", "Never", "Void"}
FRAMEWORK_TYPE = re.compile(r"\b((?:UIKit\.|AppKit\.|ObjectiveC\.)?(?:UI|NS)[A-Z]\w+)")
OUT_OF_SCOPE = "out of scope on Linux: "
CORE_DATA = ("NSFetch", "NSManaged", "NSEntity", "NSPersistent")


def framework_reason(row):
    """Why a row that uses UIKit, AppKit, Core Data or Objective-C types is out of scope, or
    None when it uses none (or only those Trellis or Foundation on Linux declares: `NSObject`,
    `NSPredicate`, `NSSortDescriptor`, … exist there without the Objective-C runtime)."""
    for qualified in FRAMEWORK_TYPE.findall(row.signature + " " + row.where):
        name = qualified.split(".")[-1]
        if name in DECLARED_FRAMEWORK_TYPES or name in platform_names():
            continue
        if name.startswith(CORE_DATA):
            return OUT_OF_SCOPE + f"Core Data ({name}) does not exist there"
        if name in ("NSObject", "NSSortDescriptor") or qualified.startswith("ObjectiveC."):
            return OUT_OF_SCOPE + f"Objective-C object API ({name}) has no counterpart there"
        if qualified.startswith("UIKit.") or name.startswith("UI"):
            return OUT_OF_SCOPE + f"UIKit ({name}) does not exist there"
        return OUT_OF_SCOPE + f"AppKit or Foundation's Objective-C bridge ({name}) does not exist there"
    return None


@functools.cache
def platform_names():
    """The names of the standard library, Foundation and Observation (from the porting tables)."""
    with open(PLATFORM_TABLE, encoding="utf-8") as file:
        text = file.read()
    names = set()
    for block in re.findall(r'"""\n(.*?)"""', text, re.DOTALL):
        names.update(line.strip() for line in block.splitlines() if line.strip())
    return names


def generic_parameters(rows):
    """Owner type -> the names of its generic parameters (`Button` -> {`Label`})."""
    table = {}
    for row in rows:
        if row.kind in ("type", "protocol"):
            full = (row.owner + "." if row.owner else "") + row.name
            match = re.search(r"\b" + re.escape(row.name) + r"<([^>]*)>", row.signature)
            table[full] = {p.split(":")[0].strip() for p in match.group(1).split(",")} if match else set()
            if row.kind == "protocol":
                table[full] |= set(re.findall(r"associatedtype (\w+)", row.signature))
    return table


def referenced_types(row, generics_by_owner):
    """The type names a row's signature uses, minus generic parameters."""
    text = without_result(row.signature) if row.kind == "modifier" and row.owner == "View" else row.signature
    declared = set(re.findall(r"<([^<>]*)>", text.split("(")[0]))
    local = set()
    for group in declared:
        local.update(p.split(":")[0].strip() for p in group.split(","))
    for owner in [row.owner] + [row.owner.rsplit(".", i)[0] for i in range(1, row.owner.count(".") + 1)]:
        local |= generics_by_owner.get(owner, set())
    if row.kind in ("type", "protocol"):
        return set()
    names = set()
    for name in TYPE_NAME.findall(text):
        head = name.split(".")[0]
        if head in local or head in KEYWORDS:
            continue
        names.add(name)
    return names


def missing_types(row, known, generics_by_owner):
    missing = []
    for name in sorted(referenced_types(row, generics_by_owner)):
        candidates = [name]
        if row.owner:  # a nested name may be relative to the owner
            candidates.append(row.owner + "." + name)
            candidates.append(row.owner.split(".")[0] + "." + name)
        if not any(c in known for c in candidates) and not platform_nested(name):
            missing.append(name)
    return missing


def platform_nested(name):
    """Whether `name` is a type nested in one of the platform's (`String.Index`,
    `String.StandardComparator`): the porting tables list simple names only, so the outer
    and the inner name must both be the platform's."""
    outer, _, inner = name.partition(".")
    return bool(inner) and outer in platform_names() and inner.split(".")[-1] in platform_names()


def absent_reason(row, known, generics_by_owner, base_keys, forms):
    if row.family == PLATFORM:
        return "platform: apps, scenes, windows, devices or GPU effects have nothing to draw in text"
    framework = framework_reason(row)  # `where RowValue : NSObject` too
    if framework:
        return framework
    missing = missing_types(row, known, generics_by_owner)
    if row.owner and row.owner not in known and row.kind not in ("type", "protocol"):
        return f"needs type {row.owner}"
    if missing:
        return "needs type " + ", ".join(missing[:3])
    if row.base_key in base_keys:
        return "Trellis declares this name with other parameter types"
    if row.kind == "modifier" and call_forms(row.signature) & forms.get((row.owner, row.name.split("(")[0]), set()):
        return "a call to Trellis's own overload could pick it: needs writing by hand"
    # What the generator does not write (see generate.py), by kind.
    if row.kind == "protocol":
        return "protocol: its requirements need writing by hand"
    if row.kind == "type":
        if "<" in row.signature.split(":")[0] and re.search(r":[^<]*\bView\b", row.signature.split(" where ")[0]):
            return "generic view: what it draws needs writing by hand"
        if "<" in row.signature.split(":")[0]:
            return "generic type: needs writing by hand"
        declared = row.signature.split(":", 1)[1].split(" where ")[0] if ":" in row.signature else ""
        others = [c.strip() for c in declared.split(",") if c.strip() and c.strip() not in SIMPLE_CONFORMANCES]
        if others:
            return f"conforms to {others[0]}: needs writing by hand"
    if row.kind == "initializer" and row.owner in known:
        return f"initializer of {row.owner}: what it draws needs writing by hand"
    if row.kind == "static member" and row.owner in known:
        return f"a value of {row.owner}: needs writing by hand"
    return "not in Trellis yet"


# The standard library's protocols whose conformance a SwiftUI type's row is checked for
# (with SwiftUI's own protocols that Trellis declares); the implicit ones are left out.
STANDARD_PROTOCOLS = {"Hashable", "Equatable", "Comparable", "Identifiable", "CaseIterable", "Encodable", "Decodable",
                      "CustomStringConvertible", "RawRepresentable", "OptionSet", "SetAlgebra", "Error", "Sequence",
                      "Collection", "BidirectionalCollection", "RandomAccessCollection", "AdditiveArithmetic",
                      "ExpressibleByStringLiteral", "ExpressibleByArrayLiteral", "ExpressibleByIntegerLiteral",
                      "ExpressibleByFloatLiteral", "ExpressibleByNilLiteral"}


def missing_conformances(row, matches, protocols):
    """The protocols SwiftUI's type conforms to, in its declaration, that Trellis's does not,
    among the standard ones and `protocols` (those Trellis declares)."""
    if row.kind != "type" or ":" not in row.signature.split(" where ")[0]:
        return []
    listed = row.signature.split(" where ")[0].split(":", 1)[1]
    wanted = []
    for name in (c.strip().split(".")[-1] for c in re.sub(r"<[^<>]*>", "", listed).split(",")):
        wanted += ["Encodable", "Decodable"] if name == "Codable" else [name]
    have = set().union(*(m.conformances for m in matches))
    return [p for p in wanted if (p in STANDARD_PROTOCOLS or p in protocols) and p not in have]


def first_sentence(text, limit=110):
    sentence = re.split(r"(?<=[.:;])\s", text.strip(), maxsplit=1)[0] if text.strip() else ""
    return sentence if len(sentence) <= limit else sentence[:limit - 1] + "…"


def update(rows, symbols, rejected=None):
    """Sets every row's status and note from Trellis's `symbols`; `rejected` maps the identity
    of rows the generator left out to the compiler's message."""
    by_key, base_keys, forms = {}, set(), {}
    for symbol in symbols:
        by_key.setdefault(symbol.key, []).append(symbol)
        base_keys.add(symbol.base_key)
        if symbol.kind == "modifier" and not symbol.generated:
            forms.setdefault((symbol.owner, symbol.name.split("(")[0]), set()).update(call_forms(symbol.signature))
    known = platform_names() | {(s.owner + "." if s.owner else "") + s.name for s in symbols if s.kind in ("type", "protocol")}
    generics_by_owner = generic_parameters(rows)
    generated_types = {(s.owner + "." if s.owner else "") + s.name for s in symbols if s.kind == "type" and s.generated}
    inert_types = {(s.owner + "." if s.owner else "") + s.name for s in symbols if s.kind in ("type", "protocol") and s.inert}
    protocols = {s.name for s in symbols if s.kind == "protocol"}
    for row in rows:
        matches = by_key.get(row.key)
        lacking = missing_conformances(row, matches, protocols) if matches else []
        if lacking:
            row.status = "absent"
            row.note = "Trellis's type lacks SwiftUI's conformance to " + ", ".join(lacking)
        elif matches:
            if all(m.inert or m.owner in inert_types for m in matches):
                row.status = "accepted"
                generated = all(m.generated or m.owner in generated_types for m in matches)
                row.note = "generated: no effect on text" if generated else first_sentence(matches[0].documentation) or "no effect on text"
            else:
                row.status = "draws"
                row.note = first_sentence(next(m.documentation for m in matches if not m.inert and m.owner not in inert_types)) or "draws"
        else:
            row.status = "absent"
            identity = f"{row.owner}|{row.where}|{row.name}|{row.signature}"
            if rejected and identity in rejected:
                row.note = "generated, but the compiler rejects it: " + rejected[identity]
            else:
                row.note = absent_reason(row, known, generics_by_owner, base_keys, forms)
    return rows
