import Foundation

/// The spacing a view prefers between itself and its neighbours, edge by edge.
///
/// A view prefers the default distance: 1 column beside it and 0 lines above and
/// below, the spacing every stack and grid uses when given none. A `Spacer` prefers no
/// spacing at all, whatever its neighbour prefers, as stacks add none next to it. The
/// distance between two views is the larger of their preferences on the edges they share.
///
/// Distances are kept in cells and reported in points: a subview's (``LayoutSubview/spacing``)
/// at its container's ``LengthScale``, one made with ``init()`` or ``zero`` at
/// ``LengthScale/standard``, so 1 column is 8 points by default.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)  // 8
/// ```
public struct ViewSpacing: Sendable {
    /// The preferred distance on each edge, in cells, in the order of `Edge`'s cases.
    private var distances: (CGFloat, CGFloat, CGFloat, CGFloat)
    /// The edges on which the view takes no spacing, whatever its neighbour prefers.
    private var refusing: Edge.Set
    /// How the distances are reported in points.
    private var scale = LengthScale.standard

    /// No spacing on any edge: what an empty view prefers.
    public static let zero = ViewSpacing(horizontal: 0, vertical: 0, refusing: [])

    /// A spacer's preference: no spacing on any edge, even beside a view that prefers some.
    static let spacer = ViewSpacing(horizontal: 0, vertical: 0, refusing: .all)

    /// The default preferences of a view: 1 column beside it, 0 lines above and below.
    public init() {
        self.init(horizontal: CGFloat(Self.defaultDistance(along: .horizontal)),
                  vertical: CGFloat(Self.defaultDistance(along: .vertical)), refusing: [])
    }

    private init(horizontal: CGFloat, vertical: CGFloat, refusing: Edge.Set) {
        distances = (vertical, horizontal, vertical, horizontal)
        self.refusing = refusing
    }

    /// The preferred distance on `edge`.
    private subscript(edge: Edge) -> CGFloat {
        get {
            switch edge {
            case .top: distances.0
            case .leading: distances.1
            case .bottom: distances.2
            case .trailing: distances.3
            }
        }
        set {
            switch edge {
            case .top: distances.0 = newValue
            case .leading: distances.1 = newValue
            case .bottom: distances.2 = newValue
            case .trailing: distances.3 = newValue
            }
        }
    }

    /// The cells a view prefers between itself and a neighbour along `axis` when nothing says
    /// otherwise: 1 column, 0 lines. The one source of the default spacing of stacks and grids.
    static func defaultDistance(along axis: Axis) -> Int {
        axis == .horizontal ? 1 : 0
    }

    /// Merges `other`'s preferences into these on `edges`: each takes the larger distance (in
    /// cells), and refuses spacing only where both do. The distances stay reported at this
    /// spacing's scale.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            self[edge] = Swift.max(self[edge], other[edge])
            if !other.refusing.contains(Edge.Set(edge)) { refusing.remove(Edge.Set(edge)) }
        }
    }

    /// These preferences merged with `other`'s on `edges` (see ``formUnion(_:edges:)``).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The distance, in points along `axis` at this spacing's scale, from this view to the
    /// `next` one (to its right, or below it): the larger of the two preferences on the edges
    /// they share, or 0 when either refuses spacing there.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let (mine, theirs): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        guard !refusing.contains(Edge.Set(mine)), !next.refusing.contains(Edge.Set(theirs)) else { return 0 }
        return scale.points(Swift.max(self[mine], next[theirs]), along: axis)
    }

    /// These preferences, their distances reported in points at `scale`.
    func measured(at scale: LengthScale) -> ViewSpacing {
        var result = self
        result.scale = scale
        return result
    }
}
