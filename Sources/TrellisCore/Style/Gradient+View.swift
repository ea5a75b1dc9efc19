/// A gradient is a view that fills the space it is offered, as in SwiftUI
/// (`LinearGradient(...).frame(height: 3)`, `RadialGradient(...).ignoresSafeArea()`).
///
/// A cell has one colour, so a gradient view draws as a colour view of the colour halfway
/// along it (see ``Gradient``): full blocks, or, in the content of `.background`, the cells'
/// background. A gradient of only clear colours draws nothing.
extension LinearGradient: LeafView {
    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        Gradient.fillNode(view._terminalColor, environment: environment)
    }
}

extension RadialGradient: LeafView {
    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        Gradient.fillNode(view._terminalColor, environment: environment)
    }
}

extension AngularGradient: LeafView {
    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        Gradient.fillNode(view._terminalColor, environment: environment)
    }
}

extension EllipticalGradient: LeafView {
    static func makeNode(_ view: Self, environment: EnvironmentValues) -> _LayoutNode {
        Gradient.fillNode(view._terminalColor, environment: environment)
    }
}

extension Gradient {
    /// The node of a gradient view that draws as `color`: the node a colour view has.
    static func fillNode(_ color: Color?, environment: EnvironmentValues) -> _LayoutNode {
        Color.makeNode(color ?? .clear, environment: environment)
    }
}
