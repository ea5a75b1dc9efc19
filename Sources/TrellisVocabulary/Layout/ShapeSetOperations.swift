import Foundation

/// SwiftUI's set operations of shapes (iOS 17): the result is a shape whose path is the same
/// operation on the two shapes' paths in the same rectangle. A union draws both shapes; the
/// other operations draw the first shape's path as ``Path`` does for them (cells cannot clip
/// one outline by another).
///
/// ```swift
/// Circle().union(Rectangle().inset(by: 4)).fill(.blue)
/// ```
nonisolated extension Shape {
    /// Both shapes.
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(self, other) { $0.union($1, eoFill: eoFill) }
    }

    /// Where both shapes are, drawn as `Path.intersection(_:eoFill:)` draws it.
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(self, other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// This shape less `other`, drawn as `Path.subtracting(_:eoFill:)` draws it.
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(self, other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// Where exactly one shape is, drawn as `Path.symmetricDifference(_:eoFill:)` draws it.
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(self, other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// This shape's outline inside `other`, drawn as `Path.lineIntersection(_:eoFill:)` draws it.
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(self, other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// This shape's outline outside `other`, drawn as `Path.lineSubtraction(_:eoFill:)` draws it.
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        CombinedShape(self, other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// Two shapes combined by an operation on their paths in the same rectangle.
private struct CombinedShape<First: Shape, Second: Shape>: Shape {
    let first: First
    let second: Second
    let operation: @Sendable (Path, Path) -> Path

    init(_ first: First, _ second: Second, operation: @escaping @Sendable (Path, Path) -> Path) {
        (self.first, self.second, self.operation) = (first, second, operation)
    }

    func path(in rect: CGRect) -> Path {
        operation(first.path(in: rect), second.path(in: rect))
    }
}
