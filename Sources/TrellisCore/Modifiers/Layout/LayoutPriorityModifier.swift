nonisolated extension View {
    /// Sets the priority by which a parent stack shares space: higher-priority subviews are
    /// sized first. A trait of the subview, as in SwiftUI, so it counts in the closest
    /// container only. NaN counts as 0, so that priorities stay totally ordered.
    public func layoutPriority(_ value: Double) -> some View {
        let value = value.isNaN ? 0 : value
        return modifier(ContainerValueWritingModifier(write: { $0[LayoutPriorityKey.self] = value }))
    }
}
