import Testing
import Trellis
@testable import TrellisCore

/// A canvas's style table gives each distinct style one index, however it finds it: by
/// attributes alone for a style without colours, by hashing for one with colours.
@MainActor @Suite("Rendering: the styles of a canvas")
struct StyleTableTests {
    @Test("equal styles share an index, distinct ones do not, in any order of arrival")
    func oneIndexPerStyle() {
        let styles: [TextStyle] = [
            .plain,
            TextStyle(attributes: .bold),
            TextStyle(attributes: .strikethrough),
            TextStyle(attributes: [.bold, .underline]),
            TextStyle(foreground: .red),
            TextStyle(attributes: .bold, foreground: .red),
            TextStyle(background: .blue),
            TextStyle(foreground: .red.opacity(0.5)),
            TextStyle(attributes: TextStyle.Attributes(rawValue: 0xC1)),  // flags no attribute names
            TextStyle(attributes: .inverse),
        ]
        var table = StyleTable()
        let first = styles.map { table.index(of: $0) }
        #expect(first[0] == 0, "plain is index 0")
        #expect(Set(first).count == styles.count, "distinct styles, distinct indices")
        for (style, index) in zip(styles, first).reversed() {
            #expect(table.index(of: style) == index)
            #expect(table[index] == style)
        }
        #expect(table.all.count == styles.count)
        #expect(table.hasBackground == styles.map { $0.background != nil })
    }
}
