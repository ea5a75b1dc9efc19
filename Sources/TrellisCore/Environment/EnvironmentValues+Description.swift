/// What an environment holds, for `print(environment)` while debugging: the values set on the
/// way down the view tree, the most recently set first (keys left at their defaults are not
/// listed, as they are not in SwiftUI's description either).
///
/// ```swift
/// var environment = EnvironmentValues()
/// environment.lineLimit = 2
/// print(environment)  // [Optional(2)]
/// ```
extension EnvironmentValues: CustomStringConvertible {
    public var description: String {
        "[" + storage.newestValues.map { String(describing: $0) }.joined(separator: ", ") + "]"
    }
}
