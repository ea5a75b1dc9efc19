import Foundation
import Trellis

/// A struct view equals another made of the same definition with equal properties, so that a
/// live runtime reuses its body when a container above it is made again (SwiftUI compares a
/// view with its previous value the same way). Its `@State` is not compared: the runtime
/// supplies it. Properties that are views, closures or option values never compare equal,
/// so such a view's body is evaluated again, which is always correct.
extension ScriptStructView: Equatable {
    static func == (lhs: ScriptStructView, rhs: ScriptStructView) -> Bool {
        lhs.definition === rhs.definition && lhs.runtime === rhs.runtime && lhs.properties.count == rhs.properties.count
            && zip(lhs.properties, rhs.properties).allSatisfy { $0.isSameData(as: $1) }
    }
}

extension Value {
    /// Whether this is plain data (numbers, strings, dates, `nil`, arrays, records and ranges
    /// of them) equal to `other`, or the same class instance (whose reads a live runtime
    /// tracks on their own); anything else is never the same.
    func isSameData(as other: Value) -> Bool {
        switch (self, other) {
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.double(let a), .double(let b)): a.bitPattern == b.bitPattern
        case (.string(let a), .string(let b)): a == b
        case (.date(let a), .date(let b)): a == b
        case (.range(let a), .range(let b)): a == b
        case (.null, .null): true
        case (.symbol(let a as ScriptObject), .symbol(let b as ScriptObject)): a === b
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { $0.isSameData(as: $1) }
        case (.record(let a), .record(let b)):
            a.layout === b.layout && a.values.count == b.values.count && zip(a.values, b.values).allSatisfy { $0.isSameData(as: $1) }
        default: false
        }
    }
}
