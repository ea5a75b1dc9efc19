import SwiftUI

// Written for this suite in the idiom of mergesort/Boutique,
// "Demo/Demo/Components/AnimatableGradientView.swift" (MIT; not copied): an AnimatableModifier
// whose animatableData is a progress value, mixing two Gradients stop by stop through UIColor
// components into a LinearGradient, driven by a repeating linear animation.

struct ShiftingGradient: View {
    let from: Gradient
    let to: Gradient
    @State private var phase: CGFloat = 0

    var body: some View {
        Color.clear
            .modifier(GradientBlend(from: from, to: to, phase: phase))
            .onAppear {
                withAnimation(.linear(duration: 2).repeatForever(autoreverses: true)) {
                    phase = 1
                }
            }
    }
}

struct GradientBlend: AnimatableModifier {
    let from: Gradient
    let to: Gradient
    var phase: CGFloat

    var animatableData: CGFloat {
        get { phase }
        set { phase = newValue }
    }

    func body(content: Content) -> some View {
        let colors = zip(from.stops, to.stops).map { pair in
            blend(UIColor(pair.0.color), UIColor(pair.1.color))
        }
        return LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)
    }

    private func blend(_ a: UIColor, _ b: UIColor) -> Color {
        var (r1, g1, b1, a1): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        var (r2, g2, b2, a2): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        a.getRed(&r1, green: &g1, blue: &b1, alpha: &a1)
        b.getRed(&r2, green: &g2, blue: &b2, alpha: &a2)
        return Color(
            red: r1 + (r2 - r1) * phase,
            green: g1 + (g2 - g1) * phase,
            blue: b1 + (b2 - b1) * phase,
            opacity: a1 + (a2 - a1) * phase
        )
    }
}
