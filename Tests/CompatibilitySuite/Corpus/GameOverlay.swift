import SwiftUI

// Written for this corpus in the idiom of lgn21st/swiftui-tetris, "Sources/UI/OverlayView.swift"
// (no licence given; not copied): a public overlay returning EmptyView or a dimmed ZStack,
// Font.system(size:weight:design:), accessibilityElement(children: .combine), an opacity
// transition, and a blinking Text animated with repeatForever(autoreverses:) on a value.

public struct PauseState {
    public var title: String
    public var message: String
    public var hints: [String]
    public var blinks: Bool
}

public struct GameOverlay: View {
    public let state: PauseState

    public init(state: PauseState) {
        self.state = state
    }

    public var body: some View {
        if state.title.isEmpty {
            EmptyView()
        } else {
            ZStack {
                Color.black.opacity(0.6)
                VStack(spacing: 12) {
                    Text(state.title)
                        .font(.system(size: 28, weight: .bold))
                        .foregroundColor(.white)
                    if state.blinks {
                        PulsingText(text: state.message)
                    } else {
                        Text(state.message)
                            .foregroundColor(.white.opacity(0.85))
                    }
                    VStack(spacing: 4) {
                        ForEach(state.hints, id: \.self) { hint in
                            Text(hint)
                        }
                    }
                    .font(.system(size: 12, weight: .medium, design: .monospaced))
                    .foregroundColor(.white.opacity(0.7))
                }
                .accessibilityElement(children: .combine)
                .accessibilityLabel(state.title)
            }
            .transition(.opacity)
        }
    }
}

private struct PulsingText: View {
    let text: String
    @State private var shown = false

    var body: some View {
        Text(text)
            .font(.system(size: 16, weight: .medium))
            .foregroundColor(.white.opacity(0.85))
            .opacity(shown ? 1 : 0.15)
            .onAppear { shown = true }
            .animation(.easeInOut(duration: 0.9).repeatForever(autoreverses: true), value: shown)
    }
}
