import Testing
import Trellis

/// Control styles compile as SwiftUI code writes them. Built-in styles leave controls as
/// Trellis draws them; a custom `ButtonStyle` and the label styles draw what they say.
@MainActor @Suite("Vocabulary: control styles") struct StyleVocabularyTests {
    @Test("built-in styles of every control family render the view unchanged")
    func builtInStyles() {
        let view = VocabularySample()
            .pickerStyle(.segmented)
            .pickerStyle(.menu)
            .toggleStyle(.switch)
            .toggleStyle(.button)
            .progressViewStyle(.linear)
            .gaugeStyle(.accessoryCircularCapacity)
            .listStyle(.plain)
            .formStyle(.grouped)
            .textFieldStyle(.roundedBorder)
            .menuStyle(.button)
            .labelsHidden()
            .tint(.orange)
            .tint(Color.red)
            .controlSize(.small)
            .buttonStyle(.borderedProminent)
            .buttonStyle(.borderless)
        expectSameRender(view, as: VocabularySample())
    }

    @Test("a custom ButtonStyle draws its body around the label; primitive styles undo it")
    func buttonStyle() {
        struct Bracketed: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 0) {
                    Text(configuration.isPressed ? "(" : "[")
                    configuration.label
                    Text("]")
                }
            }
        }
        let view = VStack(alignment: .leading) {
            Button("Save") {}
            Button("Open") {}.buttonStyle(.bordered)
            Button("Quit") {}.buttonStyle(.plain)
        }
        .buttonStyle(Bracketed())
        expectRender(view, width: 10, plain: """
            [Save]
            Open
            Quit
            
            """)
        expectRender(view, width: 3, plain: """
             S
            [a]
             v
             e
            Ope
            n
            Qui
            t
            
            """)
    }

    @Test("label styles: icon and title, title only, icon only")
    func labelStyles() {
        let view = VStack(alignment: .leading) {
            Label("Inbox", systemImage: "envelope")
            Label("Inbox", systemImage: "envelope").labelStyle(.titleAndIcon)
            Label("Inbox", systemImage: "envelope").labelStyle(.titleOnly)
            Label("Inbox", systemImage: "envelope").labelStyle(.iconOnly)
        }
        expectRender(view, width: 10, plain: """
            ✉ Inbox
            ✉ Inbox
            Inbox
            ✉
            
            """)
        expectRender(view, width: 4, plain: """
            ✉ In
              bo
              x
            ✉ In
              bo
              x
            Inbo
            x
            ✉
            
            """)
    }

    @Test("a custom LabelStyle draws from the title and icon")
    func customLabelStyle() {
        struct TrailingIcon: LabelStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack(spacing: 1) {
                    configuration.title
                    configuration.icon
                }
            }
        }
        let view = Label("Inbox", systemImage: "envelope").labelStyle(TrailingIcon())
        expectRender(view, width: 10, plain: """
            Inbox ✉
            
            """)
    }
}
