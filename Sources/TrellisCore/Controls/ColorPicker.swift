import Foundation

/// A control that chooses a colour: its label leading and a two-cell swatch of the chosen
/// colour trailing, as SwiftUI's colour well sits in a form row.
///
/// ```swift
/// ColorPicker("Tint", selection: $tint)
/// ```
///
///     Tint              ██
public nonisolated struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color

    /// A picker of `selection` with a custom label; the opacity shows in the swatch.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = selection.wrappedValue
    }

    /// A picker of a Core Graphics colour with a custom label.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = Color(selection.wrappedValue)
    }

    public var body: some View {
        ControlRow { label } control: {
            color.frame(width: 2, height: 1)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker of `selection` with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of `selection` with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker of a Core Graphics colour with a text label.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of a Core Graphics colour with a text label.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
