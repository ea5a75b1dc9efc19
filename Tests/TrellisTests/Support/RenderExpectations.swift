// Golden-output checks for rendered views: both writers, with the invariants every render
// must keep.
import Foundation
import Testing
import Trellis
@testable import TrellisCore

/// The start of an SGR escape sequence, for writing expected ANSI output: `"\(csi)1mBold\(csi)0m"`.
let csi = "\u{1B}["

/// Renders `view` at `width` and expects its plain output to be `plain` and its ANSI output
/// to be `ansi` (by default the same as `plain`: nothing styled, no escape codes); also
/// expects the invariants of every render (see ``expectRenderInvariants(_:width:sourceLocation:)``).
/// The rendering suites are written in cells, so lengths are cells unless `lengthScale` says
/// otherwise.
///
/// Run with `TRELLIS_RECORD_SNAPSHOTS=1` to print the actual outputs as Swift literals
/// instead of comparing them (the invariants are still checked).
@MainActor func expectRender(
    _ view: some View, width: Int, lengthScale: LengthScale = .cells, plain: String, ansi: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let rendered = ViewRenderer(width: width, lengthScale: lengthScale).render(view)
    expectRenderInvariants(rendered, width: width, sourceLocation: sourceLocation)
    if ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1" {
        print("RECORD \(sourceLocation) width \(width)\n\(swiftLiteral(rendered.plain))\n\(swiftLiteral(rendered.ansi))")
        return
    }
    #expect(rendered.plain == plain, sourceLocation: sourceLocation)
    #expect(rendered.ansi == ansi ?? plain, sourceLocation: sourceLocation)
}

/// Expects what every render keeps: no line wider than `width` (in grapheme-cluster cells,
/// escape codes removed); the ANSI text, without its escape codes and trailing spaces, is
/// the plain text without its strikethrough marks; neither has control characters but the
/// line feeds and the SGR sequences the ANSI writer emits.
@MainActor func expectRenderInvariants(_ rendered: RenderedText, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    let plainLines = rendered.plain.split(separator: "\n", omittingEmptySubsequences: false)
    let ansiLines = rendered.ansi.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(plainLines.count == ansiLines.count, sourceLocation: sourceLocation)
    for (plain, ansi) in zip(plainLines, ansiLines) {
        let visible = withoutEscapeSequences(ansi)
        #expect(CellWidth.width(of: visible) <= width, "\(visible)", sourceLocation: sourceLocation)
        #expect(CellWidth.width(of: plain) <= width, "\(plain)", sourceLocation: sourceLocation)
        let unstruck = String(String.UnicodeScalarView(plain.unicodeScalars.filter { $0 != "\u{336}" }))
        #expect(trimmingTrailingSpaces(visible) == unstruck, sourceLocation: sourceLocation)
        #expect(!plain.unicodeScalars.contains { $0.properties.generalCategory == .control }, sourceLocation: sourceLocation)
        #expect(!visible.unicodeScalars.contains { $0.properties.generalCategory == .control }, sourceLocation: sourceLocation)
    }
}

/// `line` without SGR sequences (`ESC [ parameters m`).
@MainActor func withoutEscapeSequences(_ line: Substring) -> String {
    var result = String.UnicodeScalarView()
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
        if scalar == "\u{1B}" {
            while let next = scalars.next(), next != "m" {}
        } else {
            result.append(scalar)
        }
    }
    return String(result)
}

@MainActor private func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line = line.dropLast() }
    return String(line)
}

/// `text` as a Swift multi-line string literal, escape characters spelled `\u{1B}`.
@MainActor private func swiftLiteral(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\u{1B}[", with: "\\(csi)")
        .replacingOccurrences(of: "\u{336}", with: "\\u{336}")
    let lines = escaped.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
    return "\"\"\"\n" + lines.joined(separator: "\n") + "\n    \"\"\""
}

/// `view` rendered at `width` in `format` to a new file through a file descriptor, read back.
@MainActor func renderedToFile(_ view: some View, width: Int, format: RenderFormat) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-render-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: url) }
    let handle = try FileHandle(forWritingTo: url)
    try ViewRenderer(width: width).render(view, format: format, to: handle)
    try handle.close()
    return String(decoding: try Data(contentsOf: url), as: UTF8.self)
}

/// Expects every way of rendering `view` in memory (each format, both at once, and in bands
/// of 3 lines) to match the file descriptor path, which lays the view out whole first: the
/// reference for the renderer's streamed paths.
@MainActor func expectSameOutput(
    _ view: some View, width: Int, _ comment: Comment, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let plain = try renderedToFile(view, width: width, format: .plain)
    let ansi = try renderedToFile(view, width: width, format: .ansi)
    let renderer = ViewRenderer(width: width)
    #expect(renderer.render(view, format: .plain) == plain, "\(comment)", sourceLocation: sourceLocation)
    #expect(renderer.render(view, format: .ansi) == ansi, "\(comment)", sourceLocation: sourceLocation)
    #expect(
        try renderer.render(view, maxCells: .max) == RenderedText(plain: plain, ansi: ansi), "\(comment)",
        sourceLocation: sourceLocation)
    var banded = renderer
    banded.bandHeight = 3
    let both = banded.render(view)
    #expect(both.plain == plain, "\(comment), bands of 3 lines", sourceLocation: sourceLocation)
    #expect(both.ansi == ansi, "\(comment), bands of 3 lines", sourceLocation: sourceLocation)
}
