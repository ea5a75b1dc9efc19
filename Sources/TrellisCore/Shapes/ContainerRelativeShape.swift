import Foundation

/// The shape of the container a view is in, inset to the view: SwiftUI's
/// `ContainerRelativeShape`.
///
/// SwiftUI draws a rectangle where no container declares a shape; no Trellis container
/// declares one (a terminal has no rounded widgets), so it draws as ``Rectangle``.
public nonisolated struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public var _borderStyle: BorderStyle? { .single }
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

nonisolated extension Shape where Self == ContainerRelativeShape {
    /// The shape of the container a view is in (a rectangle: see ``ContainerRelativeShape``).
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
