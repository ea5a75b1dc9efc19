/// A dimension that SwiftUI scales with the person's Dynamic Type size. A terminal has one
/// size of type, so the value is the one given, unscaled (no effect on text).
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize: CGFloat = 20
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, Sendable where Value: Sendable {
    /// The value, unscaled.
    public let wrappedValue: Value

    /// A metric scaled like body text.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// A metric scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        self.wrappedValue = wrappedValue
    }
}
