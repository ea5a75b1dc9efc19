import Testing
import Trellis

/// Button roles, as SwiftUI code gives them: a destructive button's label is red.
@MainActor @Suite("Vocabulary: button roles") struct ButtonRoleVocabularyTests {
    @Test("a destructive button draws its label in red; a cancel button as any button")
    func roles() {
        let view = VStack(alignment: .leading) {
            Button("Delete all", role: .destructive) {}
            Button(role: .cancel) {} label: { Text("Cancel") }
            Button("Keep", role: nil) {}
        }
        expectRender(view, width: 12, plain: """
            Delete all
            Cancel
            Keep
            
            """, ansi: """
            \(csi)31mDelete all\(csi)0m
            Cancel
            Keep
            
            """)
        expectRender(view, width: 6, plain: """
            Delete
            all
            Cancel
            Keep
            
            """, ansi: """
            \(csi)31mDelete\(csi)0m
            \(csi)31mall\(csi)0m
            Cancel
            Keep
            
            """)
    }

    @Test("a button style sees the role in its configuration")
    func roleInConfiguration() {
        struct Marked: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    Text(configuration.role == .destructive ? "!" : "-")
                    configuration.label
                }
            }
        }
        let view = VStack(alignment: .leading) {
            Button("Erase", role: .destructive) {}
            Button("Save") {}
        }
        .buttonStyle(Marked())
        expectRender(view, width: 10, plain: """
            !Erase
            -Save
            
            """, ansi: """
            !\(csi)31mErase\(csi)0m
            -Save
            
            """)
        expectRender(view, width: 4, plain: """
            !Era
             se
            -Sav
             e
            
            """, ansi: """
            !\(csi)31mEra\(csi)0m
             \(csi)31mse\(csi)0m
            -Sav
             e
            
            """)
    }
}
