import Foundation

/// SwiftUI's Liquid Glass (iOS 26 and macOS 26), which app code written since has begun to use.
/// A terminal has no glass to refract, so glass is drawn as the material nearest it: a view's
/// `glassEffect` is a regular material background in the glass's shape (a capsule by default),
/// `.identity` glass draws nothing, and the glass button styles draw as the bordered ones.
public struct Glass: Equatable, Sendable {
    private let isIdentity: Bool
    private var tintColor: Color?
    private var isInteractive = false

    /// The regular glass, for toolbars, buttons and navigation controls.
    public static var regular: Glass { Glass(isIdentity: false) }
    /// The clearer glass, for overlays on media.
    public static var clear: Glass { Glass(isIdentity: false) }
    /// No glass: the view is drawn as it is.
    public static var identity: Glass { Glass(isIdentity: true) }

    /// The glass tinted with `color` (`nil` for none).
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }

    /// The glass reacting to touches and the pointer (nothing reacts in a render).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }

    /// Whether the glass draws anything behind its view.
    var drawsBackground: Bool { !isIdentity }
}

/// The shape glass takes when a view names none: a capsule, as in SwiftUI.
public struct DefaultGlassEffectShape: Shape {
    public init() {}

    public func path(in rect: CGRect) -> Path {
        Capsule().path(in: rect)
    }
}

/// How glass views move in and out of a ``GlassEffectContainer``: nothing moves in a render.
public struct GlassEffectTransition: Equatable, Sendable {
    private let name: String

    /// Glass morphs between views that share a `glassEffectID`.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// Glass fades in and out with its view.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// Glass appears and disappears at once.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A container whose glass views blend into each other as they near: draws its content.
public struct GlassEffectContainer<Content: View>: View {
    private let content: Content

    /// A container blending glass shapes closer than `spacing` points.
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        content
    }
}

nonisolated extension View {
    /// Puts Liquid Glass in `shape` behind the view: drawn as a regular material background in
    /// the shape, nothing for `.identity` glass.
    @ViewBuilder
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        if glass.drawsBackground {
            background(Material.regular, in: shape)
        } else {
            self
        }
    }

    /// Names the view's glass so that it morphs into glass of the same id: nothing morphs in a
    /// render.
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins the view's glass into one shape with the other glass of `id`: drawn as it is.
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        self
    }

    /// How the view's glass comes and goes: nothing moves in a render.
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self
    }
}

/// How a tab bar shrinks as content scrolls: nothing scrolls away in a render.
public struct TabBarMinimizeBehavior: Equatable, Sendable {
    private let name: String

    /// The platform's behaviour.
    public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
    /// Shrinks as content scrolls down.
    public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
    /// Shrinks as content scrolls up.
    public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
    /// Never shrinks.
    public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

/// How a scroll view's edges fade under bars: a render draws no fade.
public struct ScrollEdgeEffectStyle: Equatable, Sendable {
    private let name: String

    /// The platform's style.
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    /// A hard cut-off edge.
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    /// A soft fading edge.
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

nonisolated extension View {
    /// How tab bars below shrink as content scrolls: nothing scrolls away, so ignored.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        self
    }

    /// How scroll views below fade at `edges`: no fade is drawn, so ignored.
    public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        self
    }

    /// Mirrors and blurs the view past the safe area behind glass bars: drawn as it is.
    public func backgroundExtensionEffect() -> some View {
        self
    }
}

/// The `.glass` button style: a button on glass, drawn as a bordered button.
public nonisolated struct GlassButtonStyle: PrimitiveButtonStyle {
    /// The glass button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(in: .bordered)
    }
}

/// The `.glassProminent` button style: a prominent tinted button on glass, drawn as a
/// prominent bordered button.
public nonisolated struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass button style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.button(in: .borderedProminent)
    }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button on Liquid Glass: drawn bordered.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

nonisolated extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A prominent button on Liquid Glass: drawn bordered and prominent.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
