import Foundation

/// SwiftUI's first text-field initializers, which take `onEditingChanged` and `onCommit`
/// closures (still common in apps written for iOS 13 and 14). Each field draws as the field
/// without them does; the closures are not called: a live Trellis runtime reports a submitted
/// field through `onSubmit`, as SwiftUI does since iOS 15.
extension TextField where Label == Text {
    /// A field editing `text`; `onCommit` is not called (see above).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text`; `onCommit` is not called (see above).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }

    /// A field editing `text`; `onEditingChanged` is not called (see above).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text`; `onEditingChanged` is not called (see above).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text)
    }

    /// A field editing `text`; the closures are not called (see above).
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, text: text)
    }

    /// A field editing `text`; the closures are not called (see above).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(title, text: text)
    }

    /// A field showing a value drawn by `formatter`; `onCommit` is not called (see above).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field showing a value drawn by `formatter`; `onCommit` is not called (see above).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field showing a value drawn by `formatter`; `onEditingChanged` is not called (see above).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field showing a value drawn by `formatter`; `onEditingChanged` is not called (see above).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field showing a value drawn by `formatter`; the closures are not called (see above).
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(titleKey, value: value, formatter: formatter)
    }

    /// A field showing a value drawn by `formatter`; the closures are not called (see above).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(title, value: value, formatter: formatter)
    }

    /// A field showing a value drawn by `formatter`, `prompt` shown while it is empty.
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt) { Text(titleKey) }
    }

    /// A field showing a value drawn by `formatter`, `prompt` shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt) { Text(title) }
    }
}

extension TextField {
    /// A field showing a value drawn by `formatter`, with a custom label.
    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? ""), prompt: prompt, label: label)
    }

    /// A field editing an optional value drawn and parsed in `format`: empty while it is `nil`.
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
    ) where F.FormatOutput == String {
        self.init(text: .constant(value.wrappedValue.map(format.format) ?? ""), prompt: prompt, label: label)
    }
}

extension TextField where Label == Text {
    /// A field editing an optional value drawn and parsed in `format`: empty while it is `nil`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing an optional value drawn and parsed in `format`: empty while it is `nil`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }
}

extension SecureField where Label == Text {
    /// A password field; `onCommit` is not called (see ``TextField``'s callbacks).
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
    }

    /// A password field; `onCommit` is not called (see ``TextField``'s callbacks).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
    }
}
