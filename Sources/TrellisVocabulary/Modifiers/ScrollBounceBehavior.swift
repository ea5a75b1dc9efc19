/// Whether a scroll view bounces at its edges when its content is small: SwiftUI's
/// `ScrollBounceBehavior`. Nothing scrolls in a render, so it has no effect on text.
public struct ScrollBounceBehavior: Hashable, Sendable {
    private let value: Int
    /// The platform decides.
    public static let automatic = ScrollBounceBehavior(value: 0)
    /// Always bounces.
    public static let always = ScrollBounceBehavior(value: 1)
    /// Bounces only when the content is larger than the scroll view.
    public static let basedOnSize = ScrollBounceBehavior(value: 2)
}

nonisolated extension View {
    /// How scroll views below bounce along `axes`: nothing scrolls in a render, so this has no
    /// effect on text.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        self
    }
}
