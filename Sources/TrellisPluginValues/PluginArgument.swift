/// One argument of a plugin container or modifier as a document wrote it, checked against the
/// declared parameter where the document is checked: its label (`nil` for an unlabeled one)
/// and its value, already of the parameter's type.
public struct PluginArgument: Hashable, Sendable {
    /// The argument label; `nil` for an unlabeled argument.
    public var label: String?
    /// The value, of the declared type (defaults filled in).
    public var value: PluginValue

    /// An argument `value` labeled `label`.
    public init(label: String?, value: PluginValue) {
        self.label = label
        self.value = value
    }
}
