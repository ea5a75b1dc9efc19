/// A view made ready for layout: it measures itself for a proposal and draws itself into a
/// rectangle of the canvas.
///
/// Layout is pure geometry: a parent proposes sizes to its children (``sizeThatFits(_:)``),
/// decides their rectangles, and only ``draw(in:canvas:)`` writes cells. Measurements are
/// cached per proposal, so a container that measures its children twice (once to learn their
/// flexibility, once to size them) pays once.
///
/// Implementation detail; public only because ``View`` names it.
public class _LayoutNode {
    /// The container values of the subview this node was made for, read by `Layout`s.
    var traits = ContainerValues()

    /// The last three measurements, inline: most nodes are measured at one to three proposals.
    private var cache: (Measurement?, Measurement?, Measurement?) = (nil, nil, nil)
    private var nextCacheSlot = 0

    private struct Measurement {
        let proposal: CellProposal
        let size: CellSize
    }

    init() {}

    /// The size this node takes for `proposal`, cached.
    /// - Complexity: O(1) when cached; otherwise what ``measure(_:)`` costs.
    final func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        if let hit = cache.0, hit.proposal == proposal { return hit.size }
        if let hit = cache.1, hit.proposal == proposal { return hit.size }
        if let hit = cache.2, hit.proposal == proposal { return hit.size }
        let size = measure(proposal)
        let entry = Measurement(proposal: proposal, size: size)
        switch nextCacheSlot {
        case 0: cache.0 = entry
        case 1: cache.1 = entry
        default: cache.2 = entry
        }
        nextCacheSlot = (nextCacheSlot + 1) % 3
        return size
    }

    /// Measures this node for `proposal`. Subclasses override.
    func measure(_ proposal: CellProposal) -> CellSize { .zero }

    /// Draws this node into `rect`, whose size its parent chose (normally a size this node
    /// returned from ``sizeThatFits(_:)``). Subclasses override.
    func draw(in rect: CellRect, canvas: inout Canvas) {}

    /// The priority a stack gives this node when distributing space (`.layoutPriority`).
    var layoutPriority: Double { traits[LayoutPriorityKey.self] }

    /// Whether this node is a `Spacer` (stacks add no spacing next to it).
    var isSpacer: Bool { false }
}

/// The container value behind `.layoutPriority(_:)`: a trait, as in SwiftUI.
enum LayoutPriorityKey: ContainerValueKey {
    static let defaultValue: Double = 0
}
