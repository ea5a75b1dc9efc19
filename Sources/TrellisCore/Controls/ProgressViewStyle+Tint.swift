extension CircularProgressViewStyle {
    /// The circular style with a tint (SwiftUI's earlier spelling of
    /// `.progressViewStyle(.circular).tint(_:)`): drawn as the circular style.
    public init(tint: Color) {
        self.init()
    }
}

extension LinearProgressViewStyle {
    /// The linear style with a tint (SwiftUI's earlier spelling of
    /// `.progressViewStyle(.linear).tint(_:)`): drawn as the linear style.
    public init(tint: Color) {
        self.init()
    }
}
