import Synchronization

/// A ``ScrollViewProxy/scrollTo(_:anchor:)`` asked of a live runtime: the view to bring into
/// view, by the explicit id its identity ends with (a `ForEach` element's id, or `.id(_:)`),
/// and where to place it.
///
/// The frame after the request is whole, so that every node is made again: the nodes of the
/// views whose identity ends with the id note where they are drawn (``mark(_:identity:environment:)``),
/// and the scroll view around them scrolls to show them, at `anchor` (as little as shows them
/// without one). A request whose view is in no scroll view changes nothing.
struct ScrollRequest {
    /// The last identity component of the view to show.
    let target: ViewIdentity.Component
    /// Where the view goes in the scroll view; `nil`: as little scrolling as shows it.
    let anchor: UnitPoint?

    /// How many graphs are drawing a request: while none is, nothing checks identities.
    private static let drawing = Atomic<Int>(0)

    /// Whether any graph is drawing a request.
    static var anyDrawn: Bool { drawing.load(ordering: .relaxed) > 0 }

    /// Counts a graph starting (`true`) or ending a frame that draws a request.
    static func noteDrawing(_ starts: Bool) {
        if starts { drawing.add(1, ordering: .relaxed) } else { drawing.subtract(1, ordering: .relaxed) }
    }

    /// `node`, made for the view at `identity`: wrapped to note where it is drawn when it is
    /// the view the request its graph is drawing asks for.
    @inline(__always)
    static func mark(_ node: _LayoutNode, identity: ViewIdentity, environment: EnvironmentValues) -> _LayoutNode {
        anyDrawn ? markIfAsked(node, identity: identity, environment: environment) : node
    }

    private static func markIfAsked(_ node: _LayoutNode, identity: ViewIdentity, environment: EnvironmentValues) -> _LayoutNode {
        guard let graph = environment.liveGraph, let request = graph.drawnScroll, identity.last == request.target else {
            return node
        }
        return HitRegionNode(child: node) { [weak graph] rect in graph?.viewports.captureTarget(rect) }
    }
}
