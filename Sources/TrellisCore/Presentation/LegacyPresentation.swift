import Foundation

// SwiftUI's first presentation API, deprecated there and still common: `Alert` and
// `ActionSheet` values returned from a closure, and the `presentationMode` binding. As with
// the newer `alert(_:isPresented:actions:)`, a render shows the view before anything is
// presented: the alert or sheet is not drawn, its closure is not called, and so the values
// keep nothing of what they are given.

/// An alert's content: a title, a message and one or two buttons.
public struct Alert {
    /// An alert with one button (an OK button when `dismissButton` is `nil`).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {}

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {}

    /// A button of an ``Alert`` or an ``ActionSheet``.
    public struct Button {
        /// A button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }

        /// A button that cancels, with a label of your own.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }

        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button() }

        /// A button for an action that destroys data.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button() }
    }
}

/// An action sheet's content: a title, a message and its buttons.
public struct ActionSheet {
    /// An action sheet with `buttons` (a cancel button when none are given).
    public init(title: Text, message: Text? = nil, buttons: [Button] = [.cancel()]) {}

    /// A button of an action sheet.
    public typealias Button = Alert.Button
}

nonisolated extension View {
    /// An alert shown while `isPresented` is true: not drawn in static output.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        self
    }

    /// An alert shown for `item` while it is not `nil`: not drawn in static output.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        self
    }

    /// An action sheet shown while `isPresented` is true: not drawn in static output.
    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        self
    }

    /// An action sheet shown for `item` while it is not `nil`: not drawn in static output.
    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        self
    }
}

/// Whether a view is presented, and how to dismiss it: SwiftUI's deprecated
/// `PresentationMode`, read as `@Environment(\.presentationMode)`. Nothing is presented in a
/// render, so `isPresented` is false and `dismiss()` does nothing.
public struct PresentationMode: Sendable {
    /// Whether the view is presented: never, in static output.
    public var isPresented: Bool { false }

    /// Dismisses the view (does nothing: nothing is presented).
    public mutating func dismiss() {}
}

extension EnvironmentValues {
    /// A binding to the presentation mode of the view: never presented, in static output.
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode())
    }
}
