#!/bin/sh
# Builds Trellis, writes an SVG picture of each bundled plugin's real output on its example
# document (ANSI colours and styles included) to Examples/Pictures, and regenerates the
# "## Gallery" section of README.md (between the markers <!-- gallery:begin --> and
# <!-- gallery:end -->), which shows the pictures. Arguments are passed to `swift build`, e.g.
#
#     Scripts/gallery.sh --scratch-path .build-script
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
swift build "$@"
trellis="$(swift build --show-bin-path "$@")/trellis"
width=80
section=$(mktemp)
trap 'rm -f "$section"' EXIT

pictures=Examples/Pictures
mkdir -p "$pictures"

# render DOCUMENT: the document's SVG picture, shown as an image.
render() {
    name=${1%.swift}
    (cd Examples/Documents && "$trellis" render "$1" --width "$width" --format svg --title "$1" -o "$root/$pictures/$name.svg")
    printf '![%s rendered by trellis](%s/%s.svg)\n' "$1" "$pictures" "$name"
}

{
    cat <<'MARKDOWN'
<!-- gallery:begin -->
## Gallery

The bundled container plugins in `Plugins/`, each a library target with the container as an
ordinary Trellis view (`Plugins/Name/Container`, usable in-process) and a dynamic library that
exports it (`Plugins/Name/Plugin`), built beside `trellis` by `swift build`. Documents use them
with `import Name`. Below is each one's real output on its example document in
`Examples/Documents`, at 80 columns, as `Scripts/gallery.sh` regenerates it (`--format svg`:
the ANSI colours and styles included).

| plugin | what it draws | container values | modifiers |
|---|---|---|---|
| `DisplayBoard` | the WWDC24 karaoke board: a column per section under a header card, cards pinned in an irregular pattern, smaller past 15 in a column, text wrapping when the width is short | `isDisplayBoardCardRejected: Bool`: a card crossed out (struck through in red, a red ✗ in its corner) | `displayBoardCardRejected(_:)`, on a `Section` every card in it |
| `Checklist` | seed 003's checklist: a row per subview with ○ (or a green ◉ when done), every other row shaded, sections with uppercase bold headers and dim footers | `checked: Bool`, `notApplicable: Bool` (struck through) | `checked(_:)`, `notApplicable(_:)`, on a row or a `Section` |
| `Carousel` | seed 004's carousel: the pages side by side, each the container's width less two columns each side (the next one peeks in), a page indicator `● ○ ○` beneath | — | — |
| `Magazine` | seed 004's magazine: the first subview large in a double border across the width, the others in equal columns beneath (in several rows when one row would squeeze them) | — | — |
| `Sections` | seed 002's `NewContainerView`: each section a box of its header and rows | `isHighlight: Bool` (red, with a red `▌` before it), `isBoldFont: Bool`, on sections (their header and rows) and rows | `highlight(_:)`, `setBold(_:)` |
| `Kanban` (in C) | a kanban board: a column per section, titled by its header, its rows as cards; columns share the width (or take `columnWidth:`), `spacing:` between them | `isBlocked: Bool` (a red ✖ before the card) | `kanbanBlocked(_:)` |

`Plugins/Kanban` is written in plain C against the header alone (see
[Writing a plugin in C](Sources/TrellisHost/TrellisHost.docc/WritingAPluginInC.md)).

### DisplayBoard

MARKDOWN
    render display-board.swift
    printf '\n### Checklist\n\n'
    render checklist.swift
    printf '\n### Carousel and Magazine\n\n'
    render carousel-magazine.swift
    printf '\n### Sections\n\n'
    render highlight-sections.swift
    printf '\n### Kanban\n\n'
    render kanban.swift
    printf '<!-- gallery:end -->\n'
} >"$section"

# Replace the lines from the begin marker to the end marker with the new section.
awk -v section="$section" '
    /^<!-- gallery:begin -->$/ { while ((getline line < section) > 0) print line; skipping = 1; next }
    /^<!-- gallery:end -->$/ { skipping = 0; next }
    !skipping { print }
' README.md >README.md.gallery
mv README.md.gallery README.md
