/// The Accessibility framework's custom content: a label and a value that assistive
/// technologies read on request, declared here so that SwiftUI's
/// `accessibilityCustomContent(_:_:importance:)` and code naming `AXCustomContent.Importance`
/// compile. Accessibility content has no effect on text.
public final class AXCustomContent: Sendable {
    /// How readily assistive technologies read a piece of custom content: on request, or at once.
    public enum Importance: UInt, Sendable {
        /// Read when the user asks for more content.
        case `default` = 0
        /// Read at once, with the element's label.
        case high = 1
    }

    /// What the content is, read before its value.
    public let label: String
    /// The content.
    public let value: String

    /// Content of `value`, labelled `label`.
    public init(label: String, value: String) {
        self.label = label
        self.value = value
    }
}
