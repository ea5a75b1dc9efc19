import Testing
import Trellis

/// Shape styles SwiftUI code fills with: materials, a colour's gradient, the window
/// background, and the levels of a style.
@MainActor @Suite("Vocabulary: shape styles") struct ShapeStyleVocabularyTests {
    @Test("materials fill the background dark grey; a gradient fills it with its colour")
    func materialsAndGradients() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("thin").background(.thinMaterial, in: RoundedRectangle(cornerRadius: 6))
            Text("ultra").background(.ultraThinMaterial)
            Text("warm").background(.yellow.gradient, in: RoundedRectangle(cornerRadius: 8))
        }
        expectRender(view, width: 10, plain: """
            thin
            ultra
            warm
            
            """, ansi: """
            \(csi)48;5;236mthin\(csi)0m
            \(csi)48;5;236multra\(csi)0m
            \(csi)43mwarm\(csi)0m
            
            """)
        expectRender(view, width: 3, plain: """
            thi
            n
            ult
            ra
            war
            m
            
            """, ansi: """
            \(csi)48;5;236mthi\(csi)0m
            \(csi)48;5;236mn  \(csi)0m
            \(csi)48;5;236mult\(csi)0m
            \(csi)48;5;236mra \(csi)0m
            \(csi)43mwar\(csi)0m
            \(csi)43mm  \(csi)0m
            
            """)
        #expect(Material.bar == .bar && Color.yellow.gradient._terminalColor == .yellow)
    }

    @Test("the background style is the terminal's own: it draws nothing, at any level")
    func backgroundStyle() {
        let view = VocabularySample()
            .background(.background)
            .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
            .overlay(RoundedRectangle(cornerRadius: 16).fill(.background))
        expectSameRender(view, as: VocabularySample())
    }

    @Test("secondary, tertiary, quaternary and quinary draw a style's colour fainter and fainter")
    func hierarchicalLevels() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("one").foregroundStyle(Color.white.secondary)
            Text("two").foregroundStyle(Color.white.tertiary)
            Text("three").foregroundStyle(Color.white.quaternary)
            Text("four").foregroundStyle(Color.white.quinary)
        }
        expectRender(view, width: 10, plain: """
            one
            two
            three
            four
            
            """, ansi: """
            \(csi)38;2;153;153;153mone\(csi)0m
            \(csi)38;2;102;102;102mtwo\(csi)0m
            \(csi)38;2;64;64;64mthree\(csi)0m
            \(csi)38;2;38;38;38mfour\(csi)0m
            
            """)
        expectRender(view, width: 2, plain: """
            on
            e
            tw
            o
            th
            re
            e
            fo
            ur
            
            """, ansi: """
            \(csi)38;2;153;153;153mon\(csi)0m
            \(csi)38;2;153;153;153me\(csi)0m
            \(csi)38;2;102;102;102mtw\(csi)0m
            \(csi)38;2;102;102;102mo\(csi)0m
            \(csi)38;2;64;64;64mth\(csi)0m
            \(csi)38;2;64;64;64mre\(csi)0m
            \(csi)38;2;64;64;64me\(csi)0m
            \(csi)38;2;38;38;38mfo\(csi)0m
            \(csi)38;2;38;38;38mur\(csi)0m
            
            """)
    }
}
