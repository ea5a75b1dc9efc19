extension Image {
    /// The relative size of symbol images: SwiftUI's `Image.Scale`.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

private enum ImageScaleKey: EnvironmentKey {
    static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
    /// The relative size of symbol images below (`.medium`). A symbol is drawn as one glyph
    /// in a cell, which has one size, so it is read but draws the same at every scale.
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the relative size of the symbol images below: recorded in
    /// ``EnvironmentValues/imageScale``; a glyph has one size in a cell, so drawn the same.
    public func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }
}
