import Foundation

/// A frame of reference for the positions a ``GeometryProxy`` reports, in points.
///
/// `.global` is the whole render (its top-left cell is the origin), `.local` the view itself,
/// and `.named(name)` the view marked with ``View/coordinateSpace(name:)`` or
/// ``View/coordinateSpace(_:)``. A name no enclosing view has falls back to `.global`.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A coordinate space a frame can be measured in: ``CoordinateSpace``'s spaces under the
/// names SwiftUI gives them since iOS 17 (`.global`, `.local`, `.named(_:)`).
public protocol CoordinateSpaceProtocol {
    /// The space this value stands for.
    var coordinateSpace: CoordinateSpace { get }
}

/// The coordinate space of the whole render.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// The coordinate space of the view itself.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinate space of a view marked with a name.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The coordinate space of the whole render.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The coordinate space of the view itself.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space of the view marked with `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

nonisolated extension View {
    /// Names this view's coordinate space, so that geometry readers inside it can measure
    /// frames relative to its top-left corner with `.named(name)`.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        coordinateSpace(named: name.name)
    }

    /// Names this view's coordinate space (the earlier SwiftUI spelling).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        coordinateSpace(named: AnyHashable(name))
    }

    /// A new origin under `name` for the views inside (made afresh each time the view is
    /// resolved, so renders never share one), noted where this view is drawn.
    private func coordinateSpace(named name: AnyHashable) -> some View {
        modifier(CoordinateSpaceModifier(name: name))
            .transformEnvironment(\.coordinateSpaces) { $0.named[name] = CoordinateSpaceOrigin() }
    }
}

/// Notes where the modified view is drawn as the origin of the coordinate space named `name`,
/// which the environment holds from the modifier outside it.
struct CoordinateSpaceModifier: RenderingModifier {
    let name: AnyHashable

    func makeNode(inputs: _ViewInputs, content: (_ViewInputs) -> _LayoutNode) -> _LayoutNode {
        guard let origin = inputs.environment.coordinateSpaces.named[name] else { return content(inputs) }
        return CoordinateSpaceNode(child: content(inputs), origin: origin)
    }
}

/// Where a coordinate space's view was last drawn: known only while drawing, set by its
/// ``CoordinateSpaceNode`` before the views inside it are drawn.
final class CoordinateSpaceOrigin {
    var point = CellPoint(x: 0, y: 0)
}

/// The coordinate spaces around a view: the render's and the named ones.
struct CoordinateSpaces {
    var global = CoordinateSpaceOrigin()
    var named: [AnyHashable: CoordinateSpaceOrigin] = [:]

    /// Where `point` lies relative to the render's origin and to each named space's.
    func offsets(of point: CellPoint) -> (global: CellPoint, named: [AnyHashable: CellPoint]) {
        func relative(_ origin: CoordinateSpaceOrigin) -> CellPoint {
            CellPoint(x: point.x - origin.point.x, y: point.y - origin.point.y)
        }
        return (relative(global), named.mapValues(relative))
    }
}

private enum CoordinateSpacesKey: EnvironmentKey {
    static var defaultValue: CoordinateSpaces { CoordinateSpaces() }
}

extension EnvironmentValues {
    var coordinateSpaces: CoordinateSpaces {
        get { self[CoordinateSpacesKey.self] }
        set { self[CoordinateSpacesKey.self] = newValue }
    }
}

/// A node that notes where it is drawn as the origin of a coordinate space, then draws its child
/// there: the root of a render, or a view with a named coordinate space.
final class CoordinateSpaceNode: _LayoutNode {
    let child: _LayoutNode
    let origin: CoordinateSpaceOrigin

    init(child: _LayoutNode, origin: CoordinateSpaceOrigin) {
        self.child = child
        self.origin = origin
        super.init()
        traits = child.traits
    }

    override func sizeThatFits(_ proposal: CellProposal) -> CellSize { child.sizeThatFits(proposal) }

    override func overflow(in size: CellSize) -> LineOverflow? { child.overflow(in: size) }

    override var layoutPriority: Double { child.layoutPriority }

    override var isSpacer: Bool { child.isSpacer }

    override func draw(in rect: CellRect, canvas: inout Canvas) {
        origin.point = rect.origin
        child.draw(in: rect, canvas: &canvas)
    }
}
