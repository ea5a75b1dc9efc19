import SwiftUI

// Written for this suite in the idiom of exyte/PopupView,
// "PopupExample/PopupExample/Utils/Utils.swift" (MIT; not copied): an example app's helper
// extensions: Color(hex:) through Scanner, padding(_:_:), conditional applyIf modifiers, layered
// shadows, a pressed-state ButtonStyle, and a frame reader via GeometryReader.

extension Color {
    init(hexString: String) {
        var value: UInt64 = 0
        Scanner(string: hexString.trimmingCharacters(in: CharacterSet(charactersIn: "#"))).scanHexInt64(&value)
        self.init(
            red: Double((value >> 16) & 0xff) / 255,
            green: Double((value >> 8) & 0xff) / 255,
            blue: Double(value & 0xff) / 255
        )
    }
}

extension View {
    func padding(_ horizontal: CGFloat, _ vertical: CGFloat) -> some View {
        padding(.horizontal, horizontal).padding(.vertical, vertical)
    }

    @ViewBuilder
    func applyIf<Modified: View>(_ condition: Bool, _ transform: (Self) -> Modified) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }

    @ViewBuilder
    func applyIfLet<Value, Modified: View>(_ value: Value?, _ transform: (Self, Value) -> Modified) -> some View {
        if let value {
            transform(self, value)
        } else {
            self
        }
    }

    func softShadow() -> some View {
        shadow(color: .black.opacity(0.08), radius: 2)
            .shadow(color: .black.opacity(0.16), radius: 24)
    }

    func pressableStyle(foreground: Color = .black, background: Color = .white) -> some View {
        buttonStyle(PressableButtonStyle(foreground: foreground, background: background))
    }

    func readFrame(_ frame: Binding<CGRect>) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear
                    .onAppear { frame.wrappedValue = proxy.frame(in: .global) }
                    .onChange(of: proxy.frame(in: .global)) { _, newFrame in
                        frame.wrappedValue = newFrame
                    }
            }
        )
    }
}

@MainActor
extension Button {
    func pillStyle() -> some View {
        padding(8, 4)
            .foregroundStyle(.white)
            .background {
                RoundedRectangle(cornerRadius: 4)
                    .foregroundStyle(Color(hexString: "#4A90E2"))
            }
    }
}

private struct PressableButtonStyle: ButtonStyle {
    let foreground: Color
    let background: Color

    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .opacity(configuration.isPressed ? 0.45 : 1)
            .foregroundColor(configuration.isPressed ? foreground.opacity(0.55) : foreground)
            .background(configuration.isPressed ? background.opacity(0.55) : background)
    }
}
