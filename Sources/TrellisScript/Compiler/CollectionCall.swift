import SwiftSyntax

/// The families of collection methods a document can call, by method name: methods of one
/// family take the same arguments and are checked by one function (`compileCollectionCall`).
enum CollectionFamily {
    case transform, predicate, ordering, reduce, whole, slice, joined

    static let byName: [String: CollectionFamily] = [
        "map": .transform, "compactMap": .transform,
        "filter": .predicate, "first": .predicate, "last": .predicate, "contains": .predicate, "allSatisfy": .predicate,
        "sorted": .ordering, "min": .ordering, "max": .ordering,
        "reduce": .reduce,
        "enumerated": .whole, "reversed": .whole,
        "prefix": .slice, "suffix": .slice, "dropFirst": .slice, "dropLast": .slice,
        "joined": .joined,
    ]

    /// How to call `name`, for the error when its arguments fit none of its forms.
    func usage(of name: String) -> String {
        switch self {
        case .transform: "\(name) { element in … }"
        case .predicate:
            name == "filter" || name == "allSatisfy" ? "\(name) { element in condition }" : "\(name)(where: { element in condition })"
        case .ordering: "\(name)() or \(name)(by: { $0.field < $1.field })"
        case .reduce: "reduce(initial) { result, element in … } or reduce(0, +)"
        case .whole: "\(name)()"
        case .slice: "\(name)(count)"
        case .joined: "joined(separator: \", \")"
        }
    }
}

/// A call of a collection method being checked: the method, the receiver's elements (read and
/// counted against the work budget when the call runs) and the arguments.
struct CollectionCall {
    let name: String
    let element: ValueType
    let arguments: [CallArgument]
    /// The arguments' labels: `_` unlabeled, `{}` an unlabeled trailing closure.
    let labels: [String]
    let node: Syntax
    let location: SourceLocation
    let scope: Scope
    let elements: (Frame) throws -> [Value]

    /// Whether the arguments are one function (`(label: f)` or a trailing closure).
    func fits(_ label: String?) -> Bool {
        arguments.count == 1 && (labels == [label ?? "_"] || labels == ["{}"])
    }
}
