/// A space in which gesture locations and frames are measured.
public enum CoordinateSpace: Hashable {
    /// The whole output.
    case global
    /// The view's own space, its top-leading corner at the origin.
    case local
    /// A space named with ``View/coordinateSpace(_:)`` on an ancestor.
    case named(AnyHashable)
}

/// A value that names a ``CoordinateSpace``: `.local`, `.global` or `.named(_:)`.
public protocol CoordinateSpaceProtocol {
    /// The space this value names.
    var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

/// The coordinate space of the whole output.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

/// A coordinate space named by an ancestor.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    /// The view's own coordinate space.
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    /// The coordinate space of the whole output.
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    /// The coordinate space an ancestor named `name`.
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension View {
    /// Names this view's coordinate space for gestures below. Nothing measures in it in static
    /// output, so the view renders unchanged.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        self
    }

    /// Names this view's coordinate space for gestures below (renders unchanged).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        self
    }
}
