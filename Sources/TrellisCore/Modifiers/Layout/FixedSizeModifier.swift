nonisolated extension View {
    /// Lays this view out at its ideal size in both dimensions, whatever is proposed.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Lays this view out at its ideal size in the chosen dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

struct FixedSizeModifier: RenderingModifier {
    let horizontal: Bool
    let vertical: Bool

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        FrameNode(
            child: content(inputs), alignment: .topLeading,
            childProposal: { CellProposal(width: horizontal ? nil : $0.width, height: vertical ? nil : $0.height) },
            size: { _, child in child })
    }
}
