import Foundation

/// An editable line of text, drawn as a field across the width it is offered: its text in
/// brackets, or, while the text is empty, its prompt (else its title) dim in its place.
///
/// SwiftUI shows the title of a field as its placeholder; the label is not drawn beside the
/// field. Nothing can be typed in static output: the field shows the binding's value. Under a
/// live runtime, the focused field takes typed and pasted text, and Backspace.
///
/// ```swift
/// TextField("Name", text: $name)
/// ```
///
///     [ Jane Appleseed          ]
///     [ Name                    ]   (empty: the title, dim)
public nonisolated struct TextField<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label
    /// The edited text, for a live runtime; `nil` for a formatted value (not editable yet).
    private let binding: Binding<String>?
    private let focus = ControlFocus()

    /// A field editing `text`, with `prompt` shown while it is empty and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.binding = text
        self.prompt = prompt
        self.label = label()
    }

    /// A field editing `text`, growing along `axis` (a vertical field wraps its text).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }

    /// A field editing a value drawn and parsed in `format`.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.text = format.format(value.wrappedValue)
        self.binding = nil
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        let isFocused = binding.map { focus.register(.textField($0)) } ?? false
        FieldFrame(text: binding?.wrappedValue ?? text, placeholder: prompt ?? (label as? Text))
            .focusHighlight(isFocused)
            .controlRegion(focus)
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, its title shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A field editing `text`, its title shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field editing `text`, `prompt` shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `text`, `prompt` shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field editing `text`, growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(titleKey) }
    }

    /// A field editing `text`, growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, axis: axis) { Text(title) }
    }

    /// A field editing `text`, `prompt` shown while it is empty, growing along `axis`.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(titleKey) }
    }

    /// A field editing `text`, `prompt` shown while it is empty, growing along `axis`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, axis: axis) { Text(title) }
    }

    /// A field editing a value drawn and parsed in `format`.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing a value drawn and parsed in `format`.
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt) { Text(title) }
    }

    /// A field editing a value drawn by `formatter` (empty when it cannot draw it).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? "")) { Text(titleKey) }
    }

    /// A field editing a value drawn by `formatter` (empty when it cannot draw it).
    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(text: .constant(formatter.string(for: value.wrappedValue) ?? "")) { Text(title) }
    }
}

/// A field for a password: drawn as ``TextField`` draws its field, the text masked with one
/// `•` per character.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
///
///     [ ••••••                  ]
public nonisolated struct SecureField<Label: View>: View {
    let text: String
    let prompt: Text?
    let label: Label

    /// A field editing `text`, with `prompt` shown while it is empty and a custom label.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue
        self.prompt = prompt
        self.label = label()
    }

    public var body: some View {
        FieldFrame(text: String(repeating: "•", count: text.count), placeholder: prompt ?? (label as? Text))
    }
}

extension SecureField where Label == Text {
    /// A field editing `text`, its title shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }

    /// A field editing `text`, its title shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }

    /// A field editing `text`, `prompt` shown while it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }

    /// A field editing `text`, `prompt` shown while it is empty.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}

/// An editor of long text: its text wrapped across the width, in a rounded box.
///
/// ```swift
/// TextEditor(text: $notes)
/// ```
///
///     ╭──────────────────────╮
///     │ Buy milk, call Sam.  │
///     ╰──────────────────────╯
public nonisolated struct TextEditor: View {
    let text: String

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text.wrappedValue
    }

    public var body: some View {
        GroupBox {
            Text(verbatim: text).frame(maxWidth: .infinity, alignment: .topLeading)
        }
    }
}

/// The field every text control draws: `[`, the text (or the placeholder, dim, while the text
/// is empty) leading across the width, `]`.
private nonisolated struct FieldFrame: View {
    let text: String
    let placeholder: Text?

    var body: some View {
        HStack(alignment: .top, spacing: 1) {
            Text(verbatim: "[")
            Group {
                if !text.isEmpty {
                    Text(verbatim: text)
                } else if let placeholder {
                    placeholder.foregroundStyle(.secondary)
                } else {
                    Color.clear.frame(height: 1)
                }
            }
            .frame(maxWidth: .infinity, alignment: .topLeading)
            Text(verbatim: "]")
        }
    }
}
