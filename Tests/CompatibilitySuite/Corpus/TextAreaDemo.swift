import SwiftUI

// Written for this corpus in the idiom of SchweizerischeBundesbahnen/mobile-ios-design-swiftui,
// "SBBDesignSystemMobileSwiftUIDemo/Views/DetailViews/TextAreaView.swift" (MIT; not copied): a
// demo screen in ScrollView(showsIndicators: false) with form groups, a TextEditor, a custom
// sized ButtonStyle, toggles in a custom checkbox ToggleStyle, disabled(_:), colorScheme(_:).

struct OutlineButtonStyle: ButtonStyle {
    enum Size { case small, large }
    var size: Size = .large

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .font(size == .small ? .footnote : .body)
            .padding(size == .small ? 6 : 12)
            .overlay(RoundedRectangle(cornerRadius: 8).stroke(Color.red, lineWidth: 1))
            .opacity(configuration.isPressed ? 0.6 : 1)
    }
}

struct TickBoxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                .onTapGesture { configuration.isOn.toggle() }
            configuration.label
        }
    }
}

struct TitledGroup<Content: View>: View {
    let title: String
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading) {
            Text(title).font(.subheadline).foregroundColor(.secondary)
            content
        }
    }
}

struct TextAreaDemo: View {
    @Binding var colorScheme: ColorScheme
    @State private var text = "Trains run on time"
    @State private var disabled = false
    @State private var underline = false

    var body: some View {
        ScrollView(showsIndicators: false) {
            VStack(spacing: 16) {
                TitledGroup(title: "Editor") {
                    TextEditor(text: $text)
                        .frame(height: 100)
                        .disabled(disabled)
                }
                Text("Content is: \(text)")
                Button("Reset text") { self.text = "Trains run on time" }
                    .buttonStyle(OutlineButtonStyle(size: .small))
                Button("Clear text") { self.text = "" }
                    .buttonStyle(OutlineButtonStyle(size: .small))
                Toggle("Disabled", isOn: $disabled)
                    .toggleStyle(TickBoxStyle())
                Toggle("Underline", isOn: $underline)
            }
            .padding(.horizontal, 16)
        }
        .navigationBarTitle("Text area")
        .colorScheme(colorScheme)
    }
}

struct TextAreaDemo_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            TextAreaDemo(colorScheme: .constant(.light))
            TextAreaDemo(colorScheme: .constant(.dark))
        }
    }
}
