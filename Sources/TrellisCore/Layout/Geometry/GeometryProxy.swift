import Foundation

/// The size and position of a ``GeometryReader``'s space, in points at the environment's
/// ``LengthScale`` (whole cells: 8 points a column and 16 a line by default), for the content
/// it makes: `Rectangle().frame(width: proxy.size.width / 2)` is half the reader's columns.
///
/// Positions are known only while drawing: when the reader is measured (asked its size before
/// its place is chosen) its content sees frames at the origin.
public struct GeometryProxy {
    /// What the proxy knows, in cells: its size, and its frame's offset from each coordinate
    /// space's origin (equal for equal geometry wherever the render is drawn).
    struct Geometry: Hashable {
        var size: CellSize
        /// The reader's top-left cell relative to the render's.
        var global: CellPoint
        /// The reader's top-left cell relative to each named space's.
        var named: [AnyHashable: CellPoint]
    }

    let geometry: Geometry
    /// How the cells become the points the proxy reports.
    let scale: LengthScale

    /// The size of the reader's space, in points.
    public var size: CGSize { scale.points(geometry.size) }

    /// The insets of the safe area: none in a terminal.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in `coordinateSpace`, in points: at the origin in `.local`; relative
    /// to the render's top-left cell in `.global` (and for a name no view around the reader
    /// has); relative to the named view's top-left cell in `.named(name)`.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        let origin: CellPoint = switch coordinateSpace {
        case .local: CellPoint(x: 0, y: 0)
        case .global: geometry.global
        case .named(let name): geometry.named[name] ?? geometry.global
        }
        return CGRect(origin: scale.points(origin), size: size)
    }

    /// The reader's frame in `coordinateSpace` (the iOS 17 spelling: `.global`, `.local`,
    /// `.named(name)`).
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        frame(in: coordinateSpace.coordinateSpace)
    }
}
