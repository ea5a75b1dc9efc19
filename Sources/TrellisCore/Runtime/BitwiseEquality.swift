import Foundation

/// Tells whether two values are the same value by comparing their bits, the way SwiftUI
/// compares a view with its previous value when the view is not `Equatable`: equal bits mean
/// an equal value (the same references, the same closures, the same inline contents), so a
/// body evaluated with either returns the same thing. Unequal bits may still be equal values
/// (two copies of a long string, padding): the answer is then "not known equal", and the
/// live runtime evaluates the body again, which is always correct.
enum BitwiseEquality {
    /// Whether `lhs` and `rhs` have the same bits.
    static func equal<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { left in
            withUnsafeBytes(of: rhs) { right in
                left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    /// Whether `lhs` and `rhs` hold values of the same type with the same bits.
    static func equalOpening(_ lhs: Any, _ rhs: Any) -> Bool {
        func open<T>(_ left: T) -> Bool {
            guard let right = rhs as? T else { return false }
            return equal(left, right)
        }
        return _openExistential(lhs, do: open)
    }
}

/// Whether a view is unchanged since its body was last evaluated under a ``LiveGraph``, in
/// SwiftUI's terms: an `Equatable` view by `==`; any other by its stored properties, each
/// with the same bits, except the dynamic properties whose value the graph or the
/// environment supplies (`@State`, `@StateObject`, `@FocusState`, `@Environment`,
/// `@EnvironmentObject`), which are the same property whatever their bits.
enum ViewEquivalence {
    static func equal<V: View>(_ lhs: V, _ rhs: V) -> Bool {
        if let lhs = lhs as? any Equatable { return equatable(lhs, rhs) }
        if !DynamicProperties.mayHaveDynamicProperties(V.self) { return BitwiseEquality.equal(lhs, rhs) }
        let left = Mirror(reflecting: lhs).children, right = Mirror(reflecting: rhs).children
        guard left.count == right.count else { return false }
        for (l, r) in zip(left, right) where !(l.value is any SuppliedProperty) {
            guard BitwiseEquality.equalOpening(l.value, r.value) else { return false }
        }
        return true
    }

    private static func equatable<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? E else { return false }
        return lhs == rhs
    }
}

/// A dynamic property whose value a live runtime supplies from its graph or the environment,
/// whatever value a new copy of the view was made with: two copies are the same property.
protocol SuppliedProperty {}

extension State: SuppliedProperty {}
extension FocusState: SuppliedProperty {}
extension ControlFocus: SuppliedProperty {}
extension Environment: SuppliedProperty {}
extension StateObject: SuppliedProperty {}
extension EnvironmentObject: SuppliedProperty {}

extension Subview {
    /// Whether this subview is `other` resolved again without change: the same identity, the
    /// same view by its bits, the same container values and environments. A container that
    /// re-emits subviews in a view of its own (a `List`'s row) compares them with it.
    func isUnchanged(since other: Subview) -> Bool {
        element.identity == other.element.identity
            && BitwiseEquality.equalOpening(element.view, other.element.view)
            && element.traits.storage.isEquivalent(to: other.element.traits.storage)
            && element.environment.storage.isEquivalent(to: other.element.environment.storage)
            && scope.storage.isEquivalent(to: other.scope.storage)
    }
}
