import Foundation

/// A type that names an alignment of your own and says where it lies in a view that does not
/// set it with `.alignmentGuide`.
///
/// Built-in containers other than `HStack`, `VStack` and `ZStack` (and their layouts) treat a
/// custom alignment as leading (or top).
///
/// ```swift
/// enum Marker: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
/// }
/// extension HorizontalAlignment {
///     static let marker = HorizontalAlignment(Marker.self)
/// }
/// ```
public protocol AlignmentID: SendableMetatype {
    /// The alignment's offset in a view of `context`'s size that does not set it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The ``AlignmentID`` behind a custom alignment: alignments are equal when their ids are.
struct CustomAlignment: Hashable, Sendable {
    let id: any AlignmentID.Type

    static func == (left: CustomAlignment, right: CustomAlignment) -> Bool {
        ObjectIdentifier(left.id) == ObjectIdentifier(right.id)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
    }
}
