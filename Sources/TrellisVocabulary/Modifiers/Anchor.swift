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
        fileprivate init() {}
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's own bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
    /// A rectangle in the view's own space.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

// The points of a view an anchor can name, and sources of optional and array values, as
// SwiftUI declares them: like every anchor source, they have no effect on text (Trellis
// resolves no anchors; see `Anchor`).
extension Anchor.Source where Value == CGPoint {
    /// The view's top-leading corner: no effect on text.
    public static var topLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The middle of the view's top edge: no effect on text.
    public static var top: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The view's top-trailing corner: no effect on text.
    public static var topTrailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The middle of the view's leading edge: no effect on text.
    public static var leading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The view's centre: no effect on text.
    public static var center: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The middle of the view's trailing edge: no effect on text.
    public static var trailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The view's bottom-leading corner: no effect on text.
    public static var bottomLeading: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The middle of the view's bottom edge: no effect on text.
    public static var bottom: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }
    /// The view's bottom-trailing corner: no effect on text.
    public static var bottomTrailing: Anchor<CGPoint>.Source { Anchor<CGPoint>.Source() }

    /// A point in the view's own space: no effect on text.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { Anchor<Value>.Source() }
    /// A point at a unit point of the view's bounds: no effect on text.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source { Anchor<Value>.Source() }
}

extension Anchor.Source {
    /// The source of an optional anchor: no effect on text.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? { self.init() }
    /// The source of an array of anchors: no effect on text.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] { self.init() }
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
