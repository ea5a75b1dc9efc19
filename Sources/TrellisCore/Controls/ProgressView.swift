import Foundation

/// Progress towards completion: a bar of blocks when the amount done is known, an ellipsis
/// `…` when it is not.
///
/// A determinate progress view draws its label, the bar below it across the width offered
/// (whole cells `█`, the last cell in eighths `▏▎▍▌▋▊▉`, the rest `░`), then its current value
/// label. An indeterminate one (a `nil` value) draws `…` where SwiftUI spins, followed by its
/// label. A value above the total is drawn full; a negative or NaN value, or a total of 0 or
/// less, empty.
///
/// ```swift
/// ProgressView("Downloading", value: 0.45)
/// ProgressView("Connecting")
/// ```
///
///     Downloading
///     ████▌░░░░░
///     … Connecting
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let label: Label
    let currentValueLabel: CurrentValueLabel
    /// The bar, or `nil` for an indeterminate view.
    let bar: LevelBar?
    /// Whether this view is a style's own (``init(_:)``): drawn as the default bar, so a style
    /// that decorates the view does not draw itself again.
    private var isStyled = false
    @Environment(\.progressViewStyle) private var style

    /// Creates a progress view for `value` out of `total`, with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.bar = value.map { LevelBar(value: $0, in: 0, total, style: .blocks) }
    }

    @MainActor public var body: some View {
        if let style, !isStyled {
            let configuration = ProgressViewStyleConfiguration(
                fractionCompleted: bar?.fraction,
                label: Label.self == EmptyView.self ? nil : .init(content: AnyView(label)),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(currentValueLabel)))
            AnyView(style.makeBody(configuration: configuration))
        } else if let bar {
            VStack(alignment: .leading, spacing: 0) {
                label
                bar
                currentValueLabel.foregroundStyle(.secondary)
            }
        } else {
            HStack(alignment: .top, spacing: 1) {
                Text(verbatim: "…")
                if Label.self != EmptyView.self { VStack(alignment: .leading, spacing: 0) { label } }
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// Creates a progress view for `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// Creates an indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(value: Double?.none, label: label)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view.
    public init() {
        self.init(value: Double?.none, label: { EmptyView() })
    }

    /// Creates a progress view for `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// Creates an indeterminate progress view with a text label.
    public init(_ titleKey: LocalizedStringKey) {
        self.init { Text(titleKey) }
    }

    /// Creates an indeterminate progress view with a text label.
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S) {
        self.init { Text(title) }
    }

    /// Creates a progress view for `value` out of `total`, with a text label.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// Creates a progress view for `value` out of `total`, with a text label.
    @_disfavoredOverload public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// Creates a progress view for a Foundation `Progress`: its fraction completed, or
    /// indeterminate when the progress is.
    public init(_ progress: Progress) {
        self.init(value: progress.isIndeterminate ? nil : progress.fractionCompleted)
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a ``ProgressViewStyle`` is drawing, from its configuration, drawn as
    /// the default bar: a style can draw the default and decorate it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.label = configuration.label ?? .init(content: AnyView(EmptyView()))
        self.currentValueLabel = configuration.currentValueLabel ?? .init(content: AnyView(EmptyView()))
        self.bar = configuration.fractionCompleted.map { LevelBar(fraction: $0, style: .blocks) }
        self.isStyled = true
    }
}
