extension SwitchToggleStyle {
    /// The switch style with a tint for its on state (SwiftUI's earlier spelling of
    /// `.toggleStyle(.switch).tint(_:)`): drawn as the switch style, its check box untinted.
    public init(tint: Color) {
        self.init()
    }
}
