/// Properties of a ``Layout`` type that views inside it follow.
///
/// A `Spacer` expands along ``stackOrientation`` only (in both axes when it is `nil`), and a
/// `Divider` draws across it, as they do in `HStack` and `VStack`.
///
/// ```swift
/// static var layoutProperties: LayoutProperties {
///     var properties = LayoutProperties()
///     properties.stackOrientation = .horizontal
///     return properties
/// }
/// ```
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it stacks them.
    public var stackOrientation: Axis?

    /// Properties of a layout that stacks along no axis.
    public init() {}

    /// Properties of a layout that stacks along `axis`.
    init(stackOrientation: Axis?) {
        self.stackOrientation = stackOrientation
    }
}
