import Foundation

// SwiftUI's `Image` initializers with a variable value (a symbol drawn partly filled, such as
// `speaker.wave.3` at 0.5): the glyph does not vary, so each draws as its plain form does.

extension Image {
    /// The image of a system symbol; the variable value does not change its glyph.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
    }

    /// A named image from an asset catalogue (drawn as `□`); the variable value is not used.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name, bundle: bundle)
    }

    /// A named image with an accessibility label (drawn as `□`).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name, bundle: bundle, label: label)
    }

    /// A named image that assistive technologies skip (drawn as `□`).
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(decorative: name, bundle: bundle)
    }
}
