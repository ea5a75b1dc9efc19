import Foundation

/// A geometric value of a view, such as its bounds, to be resolved in another view's space
/// (`proxy[anchor]`).
///
/// Trellis makes no anchors: `anchorPreference` is accepted and records no preference, so
/// code that collects anchors compiles and finds none.
public struct Anchor<Value> {
    /// The value, in the render's space.
    let value: Value

    /// Where an anchor's value comes from.
    public struct Source {
        private let rect: CGRect?
        fileprivate init(rect: CGRect?) { self.rect = rect }
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: nil) }
    /// A rectangle in the view's own space.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source(rect: rect) }
}

/// Anchors compare and hash by their value, as in SwiftUI, so that preference values holding
/// them (`struct Selected: Equatable { let anchor: Anchor<CGRect> }`) can be `Equatable`.
extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
extension Anchor: Sendable where Value: Sendable {}
extension Anchor.Source: Sendable {}

extension GeometryProxy {
    /// `anchor`'s value in this proxy's space. Trellis makes no anchors (see `Anchor`), so
    /// nothing reaches this; it is declared so that code reading anchors compiles.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
