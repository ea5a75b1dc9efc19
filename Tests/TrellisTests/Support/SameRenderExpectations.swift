// Checks for modifiers that must not change what is drawn: the modified view renders exactly
// as the view without them.
import Testing
import Trellis

/// Expects `modified` to render exactly as `original` at each of `widths`, in plain and ANSI
/// output, and the render to keep the invariants of every render.
@MainActor func expectSameRender(
    _ modified: some View, as original: some View, widths: [Int] = [24, 7], sourceLocation: SourceLocation = #_sourceLocation
) {
    for width in widths {
        let expected = ViewRenderer(width: width).render(original)
        let actual = ViewRenderer(width: width).render(modified)
        expectRenderInvariants(actual, width: width, sourceLocation: sourceLocation)
        #expect(actual.plain == expected.plain, "width \(width)", sourceLocation: sourceLocation)
        #expect(actual.ansi == expected.ansi, "width \(width)", sourceLocation: sourceLocation)
    }
}

/// A small view whose render shows any change a modifier makes: a bold line, and a line that
/// wraps at narrow widths.
struct VocabularySample: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Karaoke night").bold()
            Text("Sam and Sommer sing")
        }
    }
}

/// What ``VocabularySample`` renders at the default widths of ``expectSameRender(_:as:widths:sourceLocation:)``,
/// so that a test comparing against it also pins it.
@MainActor func expectVocabularySampleRender(sourceLocation: SourceLocation = #_sourceLocation) {
    expectRender(VocabularySample(), width: 24, plain: """
        Karaoke night
        Sam and Sommer sing
        
        """, ansi: """
        \(csi)1mKaraoke night\(csi)0m
        Sam and Sommer sing
        
        """, sourceLocation: sourceLocation)
    expectRender(VocabularySample(), width: 7, plain: """
        Karaoke
        night
        Sam and
        Sommer
        sing
        
        """, ansi: """
        \(csi)1mKaraoke\(csi)0m
        \(csi)1mnight\(csi)0m
        Sam and
        Sommer
        sing
        
        """, sourceLocation: sourceLocation)
}
