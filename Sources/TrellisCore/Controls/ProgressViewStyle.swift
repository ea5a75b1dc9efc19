/// A style that draws a ``ProgressView`` from its progress and labels: SwiftUI's
/// `ProgressViewStyle`, applied with ``View/progressViewStyle(_:)``. A custom style's body is
/// drawn as it is written; the built-in styles (`.automatic`, `.linear`, `.circular`) draw
/// the bar Trellis draws for every progress view.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///     }
/// }
/// ```
@MainActor @preconcurrency public protocol ProgressViewStyle {
    /// The view the style draws a progress view as.
    associatedtype Body: View
    /// Draws a progress view from its progress and labels.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a progress view style draws from.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a ``ProgressViewStyle`` draws from.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view.
    public nonisolated struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A progress view's current value label, as a view.
    public nonisolated struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The fraction of the task done, from 0 to 1; `nil` when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

/// The built-in styles, which draw the default bar.
nonisolated protocol BuiltInProgressViewStyle: ProgressViewStyle {}

/// The `.automatic` progress view style.
public nonisolated struct DefaultProgressViewStyle: BuiltInProgressViewStyle {
    public init() {}

    /// Draws the default bar.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

/// The `.linear` progress view style: drawn as the default bar.
public nonisolated struct LinearProgressViewStyle: BuiltInProgressViewStyle {
    public init() {}

    /// Draws the default bar.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

/// The `.circular` progress view style: drawn as the default bar.
public nonisolated struct CircularProgressViewStyle: BuiltInProgressViewStyle {
    public init() {}

    /// Draws the default bar.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration)
    }
}

nonisolated extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

nonisolated extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

nonisolated extension View {
    /// Draws progress views in this view with `style`'s body (the built-in styles: the default bar).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, style is any BuiltInProgressViewStyle ? nil : style)
    }
}

extension EnvironmentValues {
    /// The custom style progress views are drawn with; `nil` draws the default bar.
    var progressViewStyle: (any ProgressViewStyle)? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

private enum ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: (any ProgressViewStyle)? { nil }
}
