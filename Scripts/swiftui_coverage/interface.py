"""Reads SwiftUI's public declarations from `.swiftinterface` files: names and signatures only.

A `.swiftinterface` is Swift source with one declaration per line, except the bodies of
`@inlinable` functions and of accessors, which this reader skips by counting braces. It keeps
what people write against: types and protocols, view modifiers (methods of `View` and methods
of views that return a view), initializers and static members (including enum cases). It
drops underscored and package names, and what iOS marks unavailable.
"""

import re

MODULES = r"(?:SwiftUICore|SwiftUI|Swift|CoreFoundation|CoreGraphics|Foundation|_Concurrency|Combine|Observation|" \
          r"CoreTransferable|DeveloperToolsSupport|UniformTypeIdentifiers|Accessibility|Darwin|CoreData)"
QUALIFIER = re.compile(r"(?<![\w.])" + MODULES + r"\.(?=[A-Za-z_])")
TYPE_DECL = re.compile(r"^(?:(?:final|indirect)\s+)*(struct|class|enum|protocol|actor|typealias)\s+(\w+)")
MEMBER_DECL = re.compile(r"\b(func|init|var|let|case|subscript|typealias|associatedtype)\b")
# Declaration attributes that say nothing about the signature a caller sees.
NOISE = re.compile(
    r"@(?:available|_originallyDefinedIn|backDeployed|_spi|_spi_available|usableFromInline|inlinable|_alwaysEmitIntoClient|"
    r"frozen|_fixed_layout|_transparent|_semantics|_effects|_silgen_name|_implements|_typeEraser|"
    r"_Concurrency\.MainActor|MainActor|preconcurrency|_borrowed|discardableResult|"
    r"_hasMissingDesignatedInitializers|objc|_marker|_nonoverride|_dynamicReplacement|"
    r"_specialize|_unsafeInheritExecutor|_documentation|_objcRuntimeName|_staticInitializeObjCMetadata|"
    r"_originallyDefinedIn|_allowFeatureSuppression|_unavailableFromAsync)(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*"
)


def unqualified(text):
    """`SwiftUICore.Edge.Set` -> `Edge.Set`, `Swift.Bool` -> `Bool`."""
    return QUALIFIER.sub("", text)


def unavailable_on_ios(attributes):
    return any(re.search(r"@available\(\s*(?:\*|iOS)\s*,\s*unavailable", a) for a in attributes) or \
        any(re.search(r"@available\(\s*(?:\*|iOS)\s*,[^)]*\bobsoleted\b", a) for a in attributes)


def strip_body(line):
    """The declaration on `line` without an opening body: `... { get }` and `... {` are cut."""
    depth, cut = 0, None
    for index, character in enumerate(line):
        if character in "([<":
            depth += 1
        elif character in ")]>" and depth and not (character == ">" and line[index - 1] == "-"):
            depth -= 1
        elif character == "{" and depth == 0:
            cut = index
            break
    return (line[:cut] if cut is not None else line).rstrip()


def brace_delta(line):
    return line.count("{") - line.count("}")


def split_header(head):
    """`extension X : P where A == B` -> ("X", "A == B")."""
    where = ""
    match = re.search(r"\swhere\s", head)
    if match:
        head, where = head[:match.start()], head[match.end():].strip()
    target = head.split(":", 1)[0].strip()
    return target, where


class Declaration:
    __slots__ = ("kind", "owner", "where", "name", "signature", "deprecated", "conformances")

    def __init__(self, kind, owner, where, name, signature, deprecated=False, conformances=""):
        self.kind, self.owner, self.where, self.name = kind, owner, where, name
        self.signature, self.deprecated, self.conformances = signature, deprecated, conformances


def without_attributes(text):
    """`@TableColumnBuilder<Value, Never> columns: () -> C` -> `columns: () -> C` (an
    attribute's generic arguments and parenthesised arguments may nest)."""
    result, index = "", 0
    while index < len(text):
        match = re.match(r"@\w+(?:\.\w+)*", text[index:]) if text[index] == "@" else None
        if not match:
            result += text[index]
            index += 1
            continue
        index += match.end()
        for opening, closing in (("<", ">"), ("(", ")")):
            if index < len(text) and text[index] == opening:
                depth = 0
                while index < len(text):
                    if text[index] == opening:
                        depth += 1
                    elif text[index] == closing and not (closing == ">" and text[index - 1] == "-"):
                        depth -= 1
                        if depth == 0:
                            index += 1
                            break
                    index += 1
        while index < len(text) and text[index] == " ":
            index += 1
    return result


def labels_of(signature):
    """`func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil)` -> `_:_:`."""
    open_at = signature.find("(")
    if open_at < 0:
        return None
    depth, current, parts, previous = 0, "", [], ""
    for character in signature[open_at + 1:]:
        arrow = character == ">" and previous == "-"
        previous = character
        if character in "([<{":
            depth += 1
        elif character in ")]>}" and not arrow:
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    labels = []
    for part in parts:
        # Attributes may hold spaces (`@TableColumnBuilder<Value, Never> columns: …`); an
        # enum case's unlabelled associated value (`case object(ObservedObject<T>)`) has no colon.
        part = without_attributes(part)
        head, colon, _ = part.partition(":")
        words = head.split() if colon and not re.search(r"[<>()\[\]]", head) else []
        labels.append((words[0] if words else "_") + ":")
    return "".join(labels)


def read(path):
    """The public declarations of the interface at `path`, in file order."""
    with open(path, encoding="utf-8") as file:
        lines = file.read().split("\n")
    declarations = []
    stack = []  # (kind, owner, where, public) per open type or extension; None for skipped bodies
    attributes = []
    extra_conformances = {}  # type -> protocols adopted in extensions (`extension X : Hashable {}`)
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        if stack and stack[-1] is None:  # inside a function body or accessor block
            for _ in range(max(0, brace_delta(line))):
                stack.append(None)
            for _ in range(max(0, -brace_delta(line))):
                if stack:
                    stack.pop()
            continue
        if line == "}":
            if stack:
                stack.pop()
            attributes = []
            continue
        if line.startswith("@") and not without_attributes(line).strip():
            attributes.append(line)  # attributes alone: they belong to the next line's declaration
            continue
        attributes.append(line)
        text = NOISE.sub("", line).strip()
        declared = " ".join(attributes)
        attributes = []
        hidden = unavailable_on_ios([declared])
        deprecated = "deprecated" in declared
        opens = brace_delta(line) > 0
        head = strip_body(text)
        kept = re.match(r"^((?:@\w+\s+)*)", head).group(1)  # attributes that matter to callers
        head = head[len(kept):]
        if head.startswith("extension "):
            target, where = split_header(head[len("extension "):])
            adopted = head[len("extension "):].split(" where ")[0].partition(":")[2]
            if adopted.strip() and not hidden:
                extra_conformances.setdefault(unqualified(target), []).extend(
                    unqualified(c.strip()) for c in adopted.split(",") if c.strip())
            stack.append(("extension", unqualified(target), unqualified(where), not hidden))
            continue
        visible = bool(re.match(r"^(?:\w+\s+)*?(?:public|open)\s", head)) or head.startswith("case ") or \
            (bool(stack) and stack[-1] is not None and stack[-1][0] == "protocol" and not head.startswith("package "))
        # Access levels go too, so that a `package enum Storage` opens a (hidden) scope and its
        # cases are not read as its owner's.
        body = re.sub(r"^(?:(?:public|open|package|internal|fileprivate|private|nonisolated|final|override|mutating|"
                      r"convenience|required|dynamic|indirect|static|class)\s+)*", "", head)
        is_static = bool(re.match(r"^(?:(?:public|open|nonisolated|final)\s+)*(?:static|class)\s", head))
        type_match = TYPE_DECL.match(body)
        parent = stack[-1] if stack else ("file", "", "", True)
        parent_visible = parent[3] if parent else False
        owner = parent[1] if parent else ""
        if type_match:
            kind, name = type_match.group(1), type_match.group(2)
            full = f"{owner}.{name}" if owner else name
            conformances, where = "", ""
            rest = body[type_match.end():]
            if kind != "typealias":
                rest = re.sub(r"^<[^{]*?>(?=\s*(?::|where|$))", "", rest.strip())
                if rest.strip().startswith(":"):
                    conformances, where = split_header("X" + rest)[0:2]
                    conformances = unqualified(rest.strip()[1:].split(" where ")[0].strip())
            public = visible and parent_visible and not hidden and not name.startswith("_") and "._" not in full
            if public and kind != "typealias" or (public and kind == "typealias" and not stack):
                declarations.append(Declaration("protocol" if kind == "protocol" else "type", owner, "", name,
                                                unqualified(head.replace("public ", "", 1)), deprecated, conformances))
            if opens and kind != "typealias":
                stack.append((kind, full, "", public))
            continue
        member = MEMBER_DECL.search(body)
        if opens:
            stack.append(None)
        if not member or not visible or not parent_visible or hidden or parent[0] == "file":
            continue
        keyword = member.group(1)
        if keyword in ("typealias", "associatedtype", "subscript"):
            continue
        signature = kept + unqualified(re.sub(r"^(?:(?:public|open|nonisolated|final|override|convenience|required)\s+)*", "", head))
        if keyword == "init":
            name = "init(" + (labels_of(signature) or "") + ")"
            kind = "initializer"
        elif keyword == "case":
            for name, values in enum_cases(body[member.end():]):
                if name.startswith("_"):
                    continue
                declarations.append(Declaration("static member", owner, parent[2], name + ("(" + labels_of(values) + ")" if values else ""),
                                                "case " + unqualified(name + values), deprecated))
            continue
        else:
            match = re.match(r"\s*(\w+|`\w+`|[^\s(<]+)", body[member.end():])
            if not match:
                continue
            base = match.group(1).strip("`")
            if base.startswith("_") or not re.match(r"^[A-Za-z]", base):
                continue
            if keyword == "func":
                name = base + "(" + (labels_of(signature) or "") + ")"
                if is_static:
                    kind = "static member"
                elif owner == "View" or returns_view(signature, owner):
                    kind = "modifier"
                else:
                    continue
            else:
                if not is_static:
                    continue
                name, kind = base, "static member"
        if name.startswith("_"):
            continue
        declarations.append(Declaration(kind, owner, parent[2], name, signature, deprecated))
    for declaration in declarations:
        full = (declaration.owner + "." if declaration.owner else "") + declaration.name
        if declaration.kind == "type" and full in extra_conformances:
            own = [c.strip() for c in declaration.conformances.split(",") if c.strip()]
            added = [c for c in extra_conformances[full] if c not in own and not c.startswith("_")]
            if added:
                declaration.conformances = ", ".join(own + added)
                head, _, where = declaration.signature.partition(" where ")
                head = head if ":" in head else head + " :"
                declaration.signature = head + (", " if own else " ") + ", ".join(added) + (" where " + where if where else "")
    return declarations


def enum_cases(text):
    """(name, associated values or "") of each case of a `case` line: `fixed(_: CGFloat),
    flexible(minimum: CGFloat = 10)` or `a = 1, b = 2` (raw values dropped; commas and
    defaults inside the parentheses belong to the case)."""
    cases, depth, current = [], 0, ""
    for character in text + ",":
        if character in "([<":
            depth += 1
        elif character in ")]>" and not (character == ">" and current.endswith("-")):
            depth -= 1
        if character == "," and depth == 0:
            match = re.match(r"\s*(\w+)\s*(\(.*\))?", current)
            if match:
                cases.append((match.group(1), match.group(2) or ""))
            current = ""
        else:
            current += character
    return cases


def returns_view(signature, owner):
    """Whether a method returns a view or its own type (`Text.bold()`, `Shape.fill(_:)`)."""
    result = signature.rsplit("->", 1)[-1].split(" where ")[0].strip() if "->" in signature else ""
    return result.startswith("some View") or result.startswith("some Shape") or result.startswith("some InsettableShape") \
        or result in (owner, "Self", owner.split(".")[-1]) or result.startswith("ModifiedContent<")
