"""The identity of a declaration for matching SwiftUI's table against Trellis's symbol graph.

Two declarations match when they have the same owner, base name, argument labels and
parameter types. Types are compared after dropping attributes (`@escaping`, `@ViewBuilder`,
`@Sendable`, …), defaults and spaces, with each generic parameter replaced by its
constraints (`<S>(_ s: S) where S : ShapeStyle` and `(_ s: some ShapeStyle)` are the same
signature to a caller). Result types are not compared: callers of a modifier see `some View`
either way. Contextual constraints other than `Self == X` are not compared either.
"""

import re

# UIKit value types Trellis declares (see status.py): `UIKit.UIKeyboardType` in SwiftUI's
# interface is Trellis's `UIKeyboardType`.
DECLARED_FRAMEWORK_TYPES = {"UIKeyboardType", "UITextAutocapitalizationType", "UITextContentType"}
DECLARED_FRAMEWORK_QUALIFIER = re.compile(r"\bUIKit\.(?=(?:" + "|".join(sorted(DECLARED_FRAMEWORK_TYPES)) + r")\b)")
ATTRIBUTE = re.compile(r"@\w+(?:\.\w+)*(?:<[^>]*>)?(?:\([^()]*\))?\s*")


def split_top(text, separator=","):
    depth, current, parts, previous = 0, "", [], ""
    for character in text:
        arrow = character == ">" and previous == "-"
        previous = character
        if character in "([<{":
            depth += 1
        elif character in ")]>}" and not arrow:
            depth -= 1
        if character == separator and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += character
    if current.strip():
        parts.append(current)
    return [part.strip() for part in parts]


def _closing(text, start):
    """The index of the bracket closing the one at `start`."""
    pairs = {"(": ")", "<": ">", "[": "]"}
    opening, depth = text[start], 0
    for index in range(start, len(text)):
        if text[index] == opening:
            depth += 1
        elif text[index] == pairs[opening] and not (text[index] == ">" and text[index - 1] == "-"):
            depth -= 1
            if depth == 0:
                return index
    return len(text) - 1


def parts(signature):
    """(generic parameters, parameter list, where clause) of a function or initializer signature."""
    text = re.sub(r"^(?:(?:public|open|nonisolated|static|class|final|mutating|nonmutating|consuming|borrowing|__consuming|override|convenience|required|dynamic|prefix|postfix)\s+)*", "",
                  ATTRIBUTE.sub("", signature).strip())
    match = re.match(r"(?:func\s+(?:`?[^\s(<`]+`?)|init[?!]?)\s*", text)
    if not match:
        return [], [], ""
    rest = text[match.end():]
    generics = []
    if rest.startswith("<"):
        end = _closing(rest, 0)
        generics = split_top(rest[1:end])
        rest = rest[end + 1:].lstrip()
    if not rest.startswith("("):
        return generics, [], ""
    end = _closing(rest, 0)
    parameters = split_top(rest[1:end])
    tail = rest[end + 1:]
    where = ""
    found = re.search(r"\swhere\s", tail)
    if found:
        where = tail[found.end():]
    return generics, parameters, where


def _constraints(generics, where):
    """Generic parameter name -> sorted constraints (protocols and same-type requirements)."""
    table = {}
    for generic in generics:
        name, _, bound = generic.partition(":")
        table.setdefault(name.strip(), set())
        if bound.strip():
            table[name.strip()].update(b.strip() for b in bound.split("&"))
    for requirement in split_top(where):
        if ":" in requirement and "==" not in requirement:
            name, _, bound = requirement.partition(":")
            if name.strip() in table:
                table[name.strip()].update(b.strip() for b in bound.split("&"))
    return table


def optional_sugar(text):
    """`Binding<Optional<D>>` -> `Binding<D?>`: the same type, spelled as Trellis spells it."""
    while True:
        found = re.search(r"(?<![\w.])Optional<", text)
        if not found:
            return text
        start = found.end() - 1
        end = _closing(text, start)
        inner = text[start + 1:end].strip()
        wrapped = inner if re.fullmatch(r"[\w.]+(?:<.*>)?|\[.*\]|\(.*\)", inner) and "->" not in inner else f"({inner})"
        text = text[:found.start()] + wrapped + "?" + text[end + 1:]


def normal_type(text, table):
    text = optional_sugar(ATTRIBUTE.sub("", text))
    text = DECLARED_FRAMEWORK_QUALIFIER.sub("", text)
    text = re.sub(r"(?<=[(,])\s*(?:_\s+)?\w+\s*:(?!:)", "", text)  # closure parameter names
    text = re.sub(r"\b(?:__owned|__shared|borrowing|consuming|sending)\s+", "", text)
    text = re.sub(r"\bsome\s+([\w.]+(?:<[^>]*>)?(?:\s*&\s*[\w.]+)*)", lambda m: "τ:" + "&".join(sorted(p.strip() for p in m.group(1).split("&"))), text)

    def generic(match):
        name = match.group(0)
        if name in table:
            return "τ:" + "&".join(sorted(table[name])) if table[name] else "τ"
        return name
    text = re.sub(r"(?<![\w.])[A-Za-z_]\w*(?![\w])", generic, text)
    text = text.replace("()", "Void").replace(" ", "")
    # Redundant parentheses around a whole type (`(() -> Void)`) are the same type; a
    # one-element tuple does not exist, so a top-level comma is what makes a tuple.
    while text.startswith("(") and _closing(text, 0) == len(text) - 1 and len(split_top(text[1:-1])) == 1:
        text = text[1:-1]
    return text


def parameter_types(signature):
    generics, parameters, where = parts(signature)
    table = _constraints(generics, where)
    types = []
    for parameter in parameters:
        declaration = parameter.split("=", 1)[0] if "=" in parameter and not re.search(r"->[^=]*$", parameter.split("=", 1)[0]) and "==" not in parameter else parameter
        declaration = _strip_default(parameter)
        _, _, annotation = declaration.partition(":")
        types.append(normal_type(annotation.strip(), table))
    return types


def _strip_default(parameter):
    """`_ edges: Edge.Set = .all` -> `_ edges: Edge.Set` (an `=` at bracket depth 0 only)."""
    depth = 0
    for index, character in enumerate(parameter):
        if character in "([<{":
            depth += 1
        elif character in ")]>}" and not (character == ">" and parameter[index - 1] == "-"):
            depth -= 1
        elif character == "=" and depth == 0 and parameter[index - 1] not in "=!<>" and parameter[index + 1:index + 2] != "=":
            return parameter[:index].rstrip()
    return parameter


def self_constraint(where):
    """`Self == Color` in an extension's where clause, spaced one way, else ''."""
    for requirement in split_top(where):
        if re.match(r"^Self\s*==", requirement):
            return "Self==" + requirement.split("==", 1)[1].strip()
    return ""


def key(kind, owner, where, name, signature):
    """The identity of a declaration; see the module comment."""
    if kind in ("type", "protocol"):
        return "type " + (owner + "." if owner else "") + name
    context = owner + ("[" + self_constraint(where) + "]" if self_constraint(where) else "")
    # Attributes (`@_disfavoredOverload static func …`) come before the keyword.
    declaration = ATTRIBUTE.sub("", signature).lstrip()
    if "(" in name and kind != "static member" or declaration.startswith(("func", "static func", "init", "class func")):
        return f"{context} {name} " + ",".join(parameter_types(signature))
    return f"{context} {name.split('(')[0]}"


def base_key(kind, owner, where, name):
    """The identity without parameter types: owner, base name and labels."""
    context = owner + ("[" + self_constraint(where) + "]" if self_constraint(where) else "")
    return f"{context} {name}"


def without_result(signature):
    """A function signature without its result type (`-> some View`), where clause kept."""
    text = signature
    start = text.find("(", text.find("func ") if "func " in text else 0)
    if start < 0:
        return text
    end = _closing(text, start)
    tail = text[end + 1:]
    where = tail[tail.find(" where "):] if " where " in tail else ""
    return text[:end + 1] + where


def call_forms(signature):
    """The label sequences a call can use (each defaulted argument may be left out):
    `func bold(_ isActive: Bool = true)` -> {("_",), ()}."""
    _, parameters, _ = parts(signature)
    forms = {()}
    for parameter in parameters:
        words = [w for w in parameter.split(":", 1)[0].split() if not w.startswith("@")]
        label = words[0] if words else "_"
        defaulted = _strip_default(parameter) != parameter
        forms = {form + (label,) for form in forms} | (forms if defaulted else set())
    return forms
