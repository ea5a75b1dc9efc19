#!/usr/bin/env python3
"""Generate Trellis's Unicode width and grapheme-break tables from the UCD.

Reads the Unicode Character Database (Debian's `unicode-data` package installs it under
/usr/share/unicode) and writes two Swift files that are committed, so building Trellis needs
neither Python nor the data:

  Sources/TrellisCore/Text/Generated/UnicodeWidthTable.swift
      `scalarPropertyRuns`: sorted runs of code points sharing one property byte, packed as
      `first << 8 | properties` in UInt32, and `scalarPropertyBlockIndex`, the run holding the
      first code point of every 256-code-point block below U+40000 (it narrows the binary
      search to a few runs).
  Tests/TrellisTests/Text/Generated/GraphemeBreakTestData.swift
      The lines of auxiliary/GraphemeBreakTest.txt, the UAX #29 conformance cases.
  Tests/TrellisTests/Text/Generated/EmojiTestData.swift
      The qualified emoji of emoji/emoji-test.txt, each of which must be one 2-cell cluster.

Property byte (decoded by `ScalarProperties` in GraphemeClusters.swift):
  bits 0-3  Grapheme_Cluster_Break: 0 Other, 1 CR, 2 LF, 3 Control, 4 Extend, 5 ZWJ,
            6 Regional_Indicator, 7 Prepend, 8 SpacingMark, 9 L, 10 V, 11 T, 12 LV, 13 LVT,
            14 Extended_Pictographic (emoji-data; only where the break property is Other).
            All Hangul syllables U+AC00..U+D7A3 are stored as LV; the Swift lookup tells LV from
            LVT arithmetically (LV iff (scalar - 0xAC00) % 28 == 0, checked here).
  bits 4-5  width class: 0 zero, 1 narrow, 2 wide (East_Asian_Width W or F), 3 ambiguous (A).
  bit 6     spacing mark: General_Category Mc, or Grapheme_Cluster_Break SpacingMark.
  bit 7     emoji variation base: the scalar has an emoji presentation sequence (scalar + U+FE0F)
            in emoji/emoji-variation-sequences.txt.

Width class rules (the conventions of wcwidth 0.2+ and unicode-width 0.2):
  zero:  General_Category Mn, Me, Cf, Cc, Zl, Zp; Default_Ignorable_Code_Point; Hangul jamo
         vowels and trailing consonants (Hangul_Syllable_Type V, T). Except U+00AD SOFT HYPHEN
         and Prepended_Concatenation_Mark (terminals draw them: narrow), and Hangul_Syllable_Type
         L (U+115F HANGUL CHOSEONG FILLER stays wide). Spacing marks (Mc) are narrow on their
         own; joined to a base they widen the cluster to 2 cells (see bit 6).
  wide:  East_Asian_Width W or F, including UAX #11's unlisted defaults (CJK blocks, planes 2
         and 3), and unassigned Extended_Pictographic code points (reserved for future emoji,
         which all have emoji presentation).
  ambiguous: East_Asian_Width A.
  narrow: everything else.

Usage: python3 Scripts/generate-width-table.py [--ucd /usr/share/unicode] [--root .]
Standard library only.
"""

import argparse
import os
import re
import sys

UNICODE_VERSION = "15.0.0"
MAX_CODE_POINT = 0x10FFFF
INDEXED_LIMIT = 0x40000  # blocks below this get an entry in the block index
BLOCK_SHIFT = 8

GCB_VALUES = {
    "Other": 0, "CR": 1, "LF": 2, "Control": 3, "Extend": 4, "ZWJ": 5,
    "Regional_Indicator": 6, "Prepend": 7, "SpacingMark": 8, "L": 9, "V": 10, "T": 11,
    "LV": 12, "LVT": 13,
}
GCB_EXTENDED_PICTOGRAPHIC = 14
WIDTH_ZERO, WIDTH_NARROW, WIDTH_WIDE, WIDTH_AMBIGUOUS = 0, 1, 2, 3
HANGUL_FIRST, HANGUL_COUNT, HANGUL_T_COUNT = 0xAC00, 11172, 28

QUALIFIED_EMOJI = ("fully-qualified", "minimally-qualified", "component")

LINE = re.compile(r"^([0-9A-F]{4,6})(?:\.\.([0-9A-F]{4,6}))?\s*;\s*([A-Za-z_0-9]+)")


def data_lines(path):
    """Yield (first, last, value) for every data line of a UCD property file."""
    with open(path, encoding="utf-8") as handle:
        for raw in handle:
            match = LINE.match(raw)
            if match:
                first = int(match.group(1), 16)
                last = int(match.group(2), 16) if match.group(2) else first
                yield first, last, match.group(3)


def check_version(path, version):
    """Fail unless the file's header names the pinned Unicode version."""
    with open(path, encoding="utf-8") as handle:
        header = handle.read(2048)
    short = ".".join(version.split(".")[:2])
    if f"-{version}.txt" not in header and f"Version {short}" not in header \
            and f"Version: {short}" not in header:
        sys.exit(f"{path}: not Unicode {version} (pinned in this script)")


def code_point_set(path, wanted):
    """The code points whose property value (field 1) is `wanted`."""
    result = set()
    for first, last, value in data_lines(path):
        if value == wanted:
            result.update(range(first, last + 1))
    return result


def property_array(path, default, mapping=None):
    """A list of the property value of every code point (default where unlisted)."""
    values = [default] * (MAX_CODE_POINT + 1)
    for first, last, value in data_lines(path):
        value = mapping[value] if mapping else value
        for code_point in range(first, last + 1):
            values[code_point] = value
    return values


def east_asian_width(path):
    """East_Asian_Width of every code point, with UAX #11's defaults for unlisted ones."""
    values = property_array(path, "N")
    wide_defaults = [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                     (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]
    listed = set()
    for first, last, _ in data_lines(path):
        listed.update(range(first, last + 1))
    for first, last in wide_defaults:
        for code_point in range(first, last + 1):
            if code_point not in listed:
                values[code_point] = "W"
    return values


def build_properties(ucd):
    """The property byte (see the module docstring) of every code point."""
    files = {
        "eaw": os.path.join(ucd, "EastAsianWidth.txt"),
        "gc": os.path.join(ucd, "extracted", "DerivedGeneralCategory.txt"),
        "core": os.path.join(ucd, "DerivedCoreProperties.txt"),
        "props": os.path.join(ucd, "PropList.txt"),
        "hst": os.path.join(ucd, "HangulSyllableType.txt"),
        "gcb": os.path.join(ucd, "auxiliary", "GraphemeBreakProperty.txt"),
        "emoji": os.path.join(ucd, "emoji", "emoji-data.txt"),
        "variations": os.path.join(ucd, "emoji", "emoji-variation-sequences.txt"),
    }
    for path in files.values():
        check_version(path, UNICODE_VERSION)

    eaw = east_asian_width(files["eaw"])
    category = property_array(files["gc"], "Cn")
    gcb = property_array(files["gcb"], 0, GCB_VALUES)
    hangul_type = property_array(files["hst"], "NA")
    ignorable = code_point_set(files["core"], "Default_Ignorable_Code_Point")
    concatenation = code_point_set(files["props"], "Prepended_Concatenation_Mark")
    pictographic = code_point_set(files["emoji"], "Extended_Pictographic")
    modifiers = code_point_set(files["emoji"], "Emoji_Modifier")
    variation_bases = set()
    with open(files["variations"], encoding="utf-8") as handle:
        for raw in handle:
            fields = raw.split("#")[0].split(";")
            if len(fields) >= 2 and fields[1].strip() == "emoji style":
                base, selector = fields[0].split()
                assert selector == "FE0F", raw
                variation_bases.add(int(base, 16))

    # The Swift side relies on these facts; fail loudly if a new Unicode version breaks one.
    assert modifiers == set(range(0x1F3FB, 0x1F400)), "Emoji_Modifier moved"
    for code_point in range(HANGUL_FIRST, HANGUL_FIRST + HANGUL_COUNT):
        expected = "LV" if (code_point - HANGUL_FIRST) % HANGUL_T_COUNT == 0 else "LVT"
        assert gcb[code_point] == GCB_VALUES[expected], hex(code_point)
    for code_point in range(0x80):
        assert eaw[code_point] in ("Na", "N") and gcb[code_point] in (0, 1, 2, 3)

    zero_categories = {"Mn", "Me", "Cf", "Cc", "Zl", "Zp"}
    packed = []
    for code_point in range(MAX_CODE_POINT + 1):
        break_value = gcb[code_point]
        if code_point in pictographic:
            assert break_value == 0, f"Extended_Pictographic U+{code_point:04X} is not Other"
            break_value = GCB_EXTENDED_PICTOGRAPHIC
        if HANGUL_FIRST <= code_point < HANGUL_FIRST + HANGUL_COUNT:
            break_value = GCB_VALUES["LV"]

        is_zero = (category[code_point] in zero_categories or code_point in ignorable
                   or hangul_type[code_point] in ("V", "T"))
        if code_point == 0x00AD or code_point in concatenation or hangul_type[code_point] == "L":
            is_zero = False
        if is_zero:
            width = WIDTH_ZERO
        elif eaw[code_point] in ("W", "F"):
            width = WIDTH_WIDE
        elif category[code_point] == "Cn" and code_point in pictographic:
            width = WIDTH_WIDE
        elif eaw[code_point] == "A":
            width = WIDTH_AMBIGUOUS
        else:
            width = WIDTH_NARROW

        spacing = category[code_point] == "Mc" or gcb[code_point] == GCB_VALUES["SpacingMark"]
        value = break_value | width << 4 | int(spacing) << 6 \
            | int(code_point in variation_bases) << 7
        packed.append(value)
    return packed


def runs_of(packed):
    """(first code point, property byte) of every run of equal bytes."""
    runs = []
    for code_point, value in enumerate(packed):
        if not runs or runs[-1][1] != value:
            runs.append((code_point, value))
    return runs


def block_index(runs):
    """For each block below INDEXED_LIMIT (plus one), the run holding its first code point."""
    index, run = [], 0
    for block in range((INDEXED_LIMIT >> BLOCK_SHIFT) + 1):
        first = block << BLOCK_SHIFT
        while run + 1 < len(runs) and runs[run + 1][0] <= first:
            run += 1
        index.append(run)
    assert index[-1] < 0x10000
    return index


def swift_array(name, element, values, per_line, width, doc):
    """A documented Swift `let` array of hexadecimal literals."""
    lines = [f"/// {line}".rstrip() for line in doc]
    lines.append(f"let {name}: [{element}] = [")
    for start in range(0, len(values), per_line):
        chunk = values[start:start + per_line]
        lines.append("    " + " ".join(f"0x{value:0{width}X}," for value in chunk))
    lines.append("]")
    return "\n".join(lines)


def write_table(path, runs, index):
    """Write UnicodeWidthTable.swift."""
    header = f"// Generated by Scripts/generate-width-table.py from Unicode {UNICODE_VERSION}; do not edit."
    body = [
        header,
        "//",
        "// Sources: EastAsianWidth.txt, extracted/DerivedGeneralCategory.txt,",
        "// DerivedCoreProperties.txt, PropList.txt, HangulSyllableType.txt,",
        "// auxiliary/GraphemeBreakProperty.txt, emoji/emoji-data.txt and",
        "// emoji/emoji-variation-sequences.txt. The script's docstring explains the rules.",
        "",
        "/// The Unicode version of the tables in this file.",
        f'let unicodeTableVersion = "{UNICODE_VERSION}"',
        "",
        swift_array("scalarPropertyRuns", "UInt32",
                    [first << 8 | value for first, value in runs], 6, 8,
                    ["Runs of code points sharing one property byte, sorted by first code point:",
                     "`first << 8 | properties`. A run ends where the next begins; the last ends at",
                     "U+10FFFF. `ScalarProperties` decodes the property byte."]),
        "",
        swift_array("scalarPropertyBlockIndex", "UInt16", index, 12, 4,
                    ["For each 256-code-point block below U+40000, and one past the last, the index in",
                     "`scalarPropertyRuns` of the run holding the block's first code point."]),
        "",
    ]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(body))


def write_break_tests(path, ucd):
    """Write the GraphemeBreakTest.txt cases as a Swift string; return their count."""
    source = os.path.join(ucd, "auxiliary", "GraphemeBreakTest.txt")
    check_version(source, UNICODE_VERSION)
    cases = []
    with open(source, encoding="utf-8") as handle:
        for raw in handle:
            case = raw.split("#")[0].strip()
            if case:
                cases.append(case)
    body = [
        f"// Generated by Scripts/generate-width-table.py from Unicode {UNICODE_VERSION}; do not edit.",
        "",
        "/// The cases of auxiliary/GraphemeBreakTest.txt: hexadecimal scalars separated by `÷`",
        "/// (a cluster boundary) or `×` (no boundary), one case per line.",
        'let graphemeBreakTestCases = """',
        *cases,
        '"""',
        "",
    ]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(body))
    return len(cases)


def write_emoji_tests(path, ucd):
    """Write the qualified emoji of emoji-test.txt as a Swift string; return their count."""
    source = os.path.join(ucd, "emoji", "emoji-test.txt")
    check_version(source, UNICODE_VERSION)
    sequences = []
    with open(source, encoding="utf-8") as handle:
        for raw in handle:
            fields = raw.split("#")[0].split(";")
            if len(fields) == 2 and fields[1].strip() in QUALIFIED_EMOJI:
                sequences.append(" ".join(fields[0].split()))
    body = [
        f"// Generated by Scripts/generate-width-table.py from Unicode {UNICODE_VERSION}; do not edit.",
        "",
        "/// The fully-qualified, minimally-qualified and component emoji of emoji/emoji-test.txt:",
        "/// hexadecimal scalars separated by spaces, one emoji per line.",
        'let emojiTestSequences = """',
        *sequences,
        '"""',
        "",
    ]
    with open(path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(body))
    return len(sequences)


def main():
    """Generate the tables and test data, printing the Unicode version."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", default="/usr/share/unicode", help="UCD folder")
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), ".."),
                        help="package root to write into")
    arguments = parser.parse_args()

    print(f"Unicode {UNICODE_VERSION} from {arguments.ucd}")
    runs = runs_of(build_properties(arguments.ucd))
    index = block_index(runs)
    table = os.path.join(arguments.root, "Sources", "TrellisCore", "Text", "Generated",
                         "UnicodeWidthTable.swift")
    tests = os.path.join(arguments.root, "Tests", "TrellisTests", "Text", "Generated")
    break_tests = os.path.join(tests, "GraphemeBreakTestData.swift")
    emoji_tests = os.path.join(tests, "EmojiTestData.swift")
    for folder in (os.path.dirname(table), tests):
        os.makedirs(folder, exist_ok=True)
    write_table(table, runs, index)
    print(f"{len(runs)} runs, {len(index)} block index entries -> {os.path.normpath(table)}")
    count = write_break_tests(break_tests, arguments.ucd)
    print(f"{count} grapheme break cases -> {os.path.normpath(break_tests)}")
    count = write_emoji_tests(emoji_tests, arguments.ucd)
    print(f"{count} emoji sequences -> {os.path.normpath(emoji_tests)}")


if __name__ == "__main__":
    main()
