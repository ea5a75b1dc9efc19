import Foundation

/// A view made ready for layout: it measures itself for a proposal and draws itself into a
/// rectangle of the canvas.
///
/// Layout is pure geometry: a parent proposes sizes to its children (``sizeThatFits(_:)``),
/// decides their rectangles, and only ``draw(in:canvas:)`` writes cells. Containers cache
/// their measurements per proposal (``CachingNode``), so a container that measures its
/// children twice (once to learn their flexibility, once to size them) pays once; a text
/// answers from what it computed when it was made.
///
/// Implementation detail; public only because ``View`` names it.
public class _LayoutNode {
    /// The container values of the subview this node was made for, read by `Layout`s.
    var traits = ContainerValues()

    /// Whether this node and every node under it lay out off the calling thread
    /// (``laysOutOffThread``), so that a root flow may hand it to its second thread
    /// (``RootFlowSink``). Settled while the node is made, from its type and its children's
    /// answers (``noteChildren(_:)``): it flows up the tree as sizes do.
    private(set) var isPortable: Bool

    /// A node, portable so far as its type lays out off the calling thread.
    init() {
        isPortable = Self.laysOutOffThread
    }

    /// Notes the `children` this container lays out, when it is made: it is portable only if
    /// they all are. A container that opts in (``laysOutOffThread``) calls this from its
    /// initializer with every child; one that makes children while it is laid out must not opt in.
    final func noteChildren(_ children: some Sequence<_LayoutNode>) {
        isPortable = isPortable && children.allSatisfy(\.isPortable)
    }

    /// Notes the flow `children` this container lays out (``GridFlowNode``), as
    /// ``noteChildren(_:)``.
    final func noteChildren(_ children: [FlowChild]) {
        isPortable = isPortable && children.allSatisfy(\.isPortable)
    }

    /// Whether nodes of this type measure and draw with Trellis's own code alone, so that a
    /// flow at the root of a render may lay them out on a second thread while the calling
    /// thread makes later rows (``RootFlowSink``).
    ///
    /// Opt-in: a type that runs code Trellis does not own (a custom `Layout`, a plugin, a
    /// closure given by the user) leaves it `false`, and a flow with a row holding one is laid
    /// out on the calling thread from that row on. A container that opts in notes its children
    /// (``noteChildren(_:)``).
    class var laysOutOffThread: Bool { false }

    /// The size this node takes for `proposal`. Subclasses override (most through
    /// ``CachingNode``, which caches).
    func sizeThatFits(_ proposal: CellProposal) -> CellSize { .zero }

    /// Draws this node into `rect`, whose size its parent chose (normally a size this node
    /// returned from ``sizeThatFits(_:)``). Subclasses override.
    func draw(in rect: CellRect, canvas: inout Canvas) {}

    /// The lines this node may draw above and below a rectangle of `size` it is drawn in:
    /// ``LineOverflow/inside`` when it stays inside, `nil` when it cannot tell (it might draw
    /// anywhere). The renderer draws tall output a band of lines at a time, and containers
    /// skip the children whose rectangles, widened by their overflow, miss the band.
    /// Subclasses that know override; the default is `nil`.
    /// - Complexity: O(1) for leaves; containers remember their answer for the last size.
    func overflow(in size: CellSize) -> LineOverflow? { nil }

    /// Whether this node, once measured `width` cells across, is known to take the same size
    /// for every proposal between its own width and `width` across, whatever the height: a
    /// line of text. A `VStack` of such children stacks them at those sizes whatever it is
    /// proposed, as a lazy stack does, so the renderer can draw it while its rows are made
    /// (``VerticalFlow/Kind/stack(guide:)``). `false` unless a node type knows.
    func isRigid(atWidth width: Int) -> Bool { false }

    /// The priority a stack gives this node when distributing space (`.layoutPriority`).
    var layoutPriority: Double { traits[LayoutPriorityKey.self] }

    /// Whether this node is a `Spacer` (stacks add no spacing next to it).
    var isSpacer: Bool { false }

    /// The spacing this node prefers around it (``LayoutSubview/spacing``).
    var preferredSpacing: ViewSpacing { ViewSpacing() }

    /// Whether ``explicitAlignment(_:in:)`` may answer anything but `nil`: a stack whose
    /// children all say no aligns them by fractions of the space, without asking.
    var mayAlignExplicitly: Bool { false }

    /// The offset of `guide` this node sets when drawn at `size`, in cells (a fraction of a
    /// cell kept; `.alignmentGuide` and a custom layout's `explicitAlignment` answer in points
    /// and divide), or `nil` when it sets none.
    func explicitAlignment(_ guide: AlignmentGuide, in size: CellSize) -> CGFloat? { nil }
}

/// A layout node that measures itself with ``measure(_:)`` and remembers its last three
/// measurements: containers, which would otherwise measure their children again for every
/// proposal their parents try.
class CachingNode: _LayoutNode {
    /// The last three measurements, inline: most nodes are measured at one to three proposals.
    private var cache = (Measurement.empty, Measurement.empty, Measurement.empty)
    private var nextCacheSlot = 0

    /// A proposal and the size measured for it, in four words (a node holds three of them).
    private struct Measurement {
        /// The proposed width and height, ``unspecified`` for `nil`.
        let width: Int
        let height: Int
        let size: CellSize

        /// Stands for a `nil` extent; proposals are never negative.
        private static let unspecified = Int.min
        /// A slot that holds no measurement: matches no proposal.
        static let empty = Measurement(width: Int.min + 1, height: 0, size: .zero)

        private init(width: Int, height: Int, size: CellSize) {
            (self.width, self.height, self.size) = (width, height, size)
        }

        init(_ proposal: CellProposal, size: CellSize) {
            self.init(width: proposal.width ?? Self.unspecified, height: proposal.height ?? Self.unspecified, size: size)
        }

        @inline(__always)
        func matches(_ proposal: CellProposal) -> Bool {
            width == proposal.width ?? Self.unspecified && height == proposal.height ?? Self.unspecified
        }
    }

    /// The size this node takes for `proposal`, cached.
    /// - Complexity: O(1) when cached; otherwise what ``measure(_:)`` costs.
    final override func sizeThatFits(_ proposal: CellProposal) -> CellSize {
        if cache.0.matches(proposal) { return cache.0.size }
        if cache.1.matches(proposal) { return cache.1.size }
        if cache.2.matches(proposal) { return cache.2.size }
        let size = Cells.clamp(measure(proposal))
        let entry = Measurement(proposal, size: size)
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
}

/// The container value behind `.layoutPriority(_:)`: a trait, as in SwiftUI.
enum LayoutPriorityKey: ContainerValueKey {
    static let defaultValue: Double = 0
}

/// How many lines a node may draw outside its rectangle, above and below it.
struct LineOverflow: Equatable {
    var above: Int
    var below: Int

    /// Drawing stays inside the rectangle.
    static let inside = LineOverflow(above: 0, below: 0)

    /// The overflow, outside a parent of `size`, of a child with this overflow placed at `rect`
    /// (relative to the parent's top-left corner).
    func placed(at rect: CellRect, in size: CellSize) -> LineOverflow {
        LineOverflow(above: max(0, above - rect.minY), below: max(0, rect.maxY + below - size.height))
    }

    /// The larger overflow on each side.
    func union(_ other: LineOverflow) -> LineOverflow {
        LineOverflow(above: max(above, other.above), below: max(below, other.below))
    }

    /// The overflow of children drawn together: `nil` when any child's is unknown.
    static func union(_ overflows: some Sequence<LineOverflow?>) -> LineOverflow? {
        var result = LineOverflow.inside
        for overflow in overflows {
            guard let overflow else { return nil }
            result = result.union(overflow)
        }
        return result
    }
}
