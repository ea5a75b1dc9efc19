/// A view that SwiftUI updates only when its content compares unequal to its last value
/// (`MyRow(item: item).equatable()`). Trellis renders each frame from the values it is given,
/// so the view draws its content as it is.
public nonisolated struct EquatableView<Content>: View where Content: Equatable, Content: View {
    /// The view drawn.
    public var content: Content

    /// A view drawing `content`.
    public init(content: Content) {
        self.content = content
    }

    public var body: Content { content }
}

nonisolated extension View where Self: Equatable {
    /// This view, updated only when it compares unequal: drawn as it is.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
