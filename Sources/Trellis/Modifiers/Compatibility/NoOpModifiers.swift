import Foundation

/// Modifiers that have no meaning for static text. They are accepted so that SwiftUI code
/// compiles unchanged, and each documents what it does in a terminal.
extension View {
    /// A shadow has no cells to fall on: accepted and ignored.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        self
    }

    /// Clipping to a shape is drawn as the shape's outline around the view (a rounded box for
    /// rounded shapes), the closest a terminal comes to rounded corners. It adds one cell on
    /// every side.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        border(shape._borderStyle)
    }

    /// The hit-testing shape: nothing can be hit in static output, so ignored.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        self
    }

    /// Button styles change how a pressed button looks: ignored (a button is its label).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        self
    }

    /// Scroll targets only matter while scrolling: ignored.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        self
    }

    /// Scroll behaviour only matters while scrolling: ignored.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        self
    }

    /// Margins around scroll content are drawn as padding of `length` points on `edges`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(edges, length)
    }

    /// Margins around scroll content are drawn as padding of `length` points.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        padding(.all, length)
    }

    /// Animations need time: ignored.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        self
    }

    /// Appearance callbacks run once, as the view is laid out.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearanceModifier(action: action))
    }

    /// Gestures need input: ignored.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        self
    }
}

/// Runs an action once when the modified view's layout node is made (the closest thing to
/// appearing in static output); distributed over a group like every ordinary modifier (§6.17).
struct AppearanceModifier: RenderingModifier {
    let action: (() -> Void)?

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        action?()
        return content(inputs)
    }
}

/// An animation: accepted for source compatibility, never run.
public struct Animation: Hashable, Sendable {
    public static let `default` = Animation()
    public static let easeInOut = Animation()
    public static let spring = Animation()
    public static let linear = Animation()
}

/// A button style: accepted for source compatibility.
public protocol PrimitiveButtonStyle {}

/// The plain button style.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

/// The bordered button style.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

/// A scroll target behaviour: accepted for source compatibility.
public protocol ScrollTargetBehavior {}

/// Aligns scrolling to views.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Aligns scrolling to pages.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Where content margins apply: accepted for source compatibility.
public struct ContentMarginPlacement: Hashable, Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

/// A translucent material, drawn in ANSI output as a dark grey background.
public struct Material: ShapeStyle, Hashable {
    public static let ultraThin = Material()
    public static let thin = Material()
    public static let regular = Material()
    public static let thick = Material()
    public static let ultraThick = Material()
    public static let bar = Material()

    public var _terminalColor: Color? { .palette(236) }
}
