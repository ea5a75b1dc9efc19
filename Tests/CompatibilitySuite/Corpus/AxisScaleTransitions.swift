import SwiftUI

// Written for this corpus in the idiom of mjn2max/swiftui-animations,
// "Sources/Core+Transitions/ScaleTransitions.swift" (MIT; not copied): AnyTransition static
// members built from .modifier(active:identity:) with a scaling ViewModifier, .scale with an
// anchor, .asymmetric and .combined.

struct AxisScale: ViewModifier {
    var x: CGFloat
    var y: CGFloat

    func body(content: Content) -> some View {
        content.scaleEffect(x: x, y: y)
    }
}

extension AnyTransition {
    static var growWide: AnyTransition {
        .modifier(active: AxisScale(x: 0, y: 1), identity: AxisScale(x: 1, y: 1))
    }

    static var growTall: AnyTransition {
        .modifier(active: AxisScale(x: 1, y: 0), identity: AxisScale(x: 1, y: 1))
    }

    static var popFromCorner: AnyTransition {
        .scale(scale: 0.1, anchor: .topLeading).combined(with: .opacity)
    }

    static var wideInTallOut: AnyTransition {
        .asymmetric(insertion: .growWide, removal: .growTall)
    }
}

extension View {
    func axisScaleTransition(wide: Bool) -> some View {
        transition(wide ? .growWide : .growTall)
    }
}
