import SwiftUI

@MainActor final class Theme {
    static let shared = Theme()
    var accent = Color.blue
}

@MainActor func currentAccent() -> Color { Theme.shared.accent }

struct AccentButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundStyle(currentAccent())
    }
}

struct ThemedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.icon; configuration.title }.foregroundStyle(Theme.shared.accent)
    }
}

struct ThemedToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button { configuration.isOn.toggle() } label: { configuration.label.foregroundStyle(currentAccent()) }
    }
}

struct ThemedGroupBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; configuration.content }.background(Theme.shared.accent)
    }
}

struct ThemedProgress: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%").foregroundStyle(currentAccent())
    }
}

struct Fade: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0).foregroundStyle(currentAccent())
    }
}

struct MyToolbar: ToolbarContent {
    var body: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) { Text("x").foregroundStyle(currentAccent()) }
    }
}

@MainActor struct IsolatedStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View { configuration.label }
}

struct Screen: View {
    var body: some View {
        VStack {
            Button("Go") {}.buttonStyle(AccentButtonStyle())
            Button("Go") {}.buttonStyle(IsolatedStyle())
            Label("a", systemImage: "star").labelStyle(ThemedLabelStyle())
            Toggle("t", isOn: .constant(true)).toggleStyle(ThemedToggleStyle())
            GroupBox("g") { Text("x") }.groupBoxStyle(ThemedGroupBox())
            ProgressView(value: 0.5).progressViewStyle(ThemedProgress())
            Text("f").transition(Fade())
        }
        .toolbar { MyToolbar() }
    }
}
