import Testing
import Trellis
@testable import TrellisCore

/// `FlowLines` forgets the lines a flow drawn a band at a time will not draw again: the bands
/// drawn after forgetting are the same as those drawn from every line.
@MainActor @Suite("Layout: the lines of a flow, forgetting those drawn for good")
struct FlowLinesTests {
    /// A one-cell node that also draws its mark in the `below` lines under its rectangle.
    final class Hanging: _LayoutNode {
        let mark: UInt8
        let below: Int

        init(mark: UInt8, below: Int) {
            (self.mark, self.below) = (mark, below)
        }

        override func sizeThatFits(_ proposal: CellProposal) -> CellSize { CellSize(width: 1, height: 1) }
        override func overflow(in size: CellSize) -> LineOverflow? { LineOverflow(above: 0, below: below) }
        override func draw(in rect: CellRect, canvas: inout TrellisCore.Canvas) {
            withUnsafeBytes(of: mark) { byte in
                for y in rect.minY...(rect.minY + below) {
                    canvas.put(ascii: byte.bindMemory(to: UInt8.self), x: rect.minX + below, y: y, style: 0)
                }
            }
        }
    }

    /// The plain text of the band of `height` lines from line `top` of `children` laid out in `lines`.
    private func band(_ lines: FlowLines, _ children: [FlowChild], top: Int, height: Int) -> String {
        var canvas = TrellisCore.Canvas(width: lines.length)
        canvas.lineLimit = height
        let size = CellSize(width: lines.length, height: lines.total)
        lines.draw(children, in: CellRect(origin: CellPoint(x: 0, y: -top), size: size), alignment: 0, canvas: &canvas)
        let output = ByteBuffer()
        var writer = PlainWriter()
        writer.write(canvas, after: 0, into: output)
        return output.string
    }

    @Test("lines hanging into later bands are kept until those bands are drawn", arguments: [1, 3, 16])
    func forgettingKeepsWhatLaterBandsDraw(height: Int) {
        // Rows hang up to 40 lines: a row 30 lines above a band still draws into it.
        var children: [FlowChild] = (0..<2000).map { index in
            .node(Hanging(mark: UInt8(ascii: "a") + UInt8(index % 26), below: index % 97 == 0 ? 40 : index % 5))
        }
        var whole = FlowLines(items: [GridItem(.flexible())], axis: .vertical, length: 50, lineSpacing: 0)
        var windowed = whole
        whole.append(&children)
        windowed.append(&children)
        var forgotten = false
        for top in stride(from: 0, to: whole.total, by: height) {
            windowed.forgetLines(endingAbove: top)
            forgotten = forgotten || windowed.keptLines.lowerBound > 0
            #expect(band(windowed, children, top: top, height: height) == band(whole, children, top: top, height: height),
                    "band at line \(top)")
        }
        #expect(forgotten)
        #expect(windowed.keptLines.count < 200, "the lines kept stay about as many as a band and its overhang")
    }
}
