import Foundation
import Trellis

/// A value while a document runs.
///
/// Views are type-erased; texts stay `Text` so that text-only operations (`+`, text styles)
/// keep working; resolved content (subviews, sections) stays what Trellis gives containers.
///
/// Payloads larger than a string are boxed (`indirect`), so that a value takes 24 bytes, not
/// 144 (a `Subview`'s size): data files hold millions of values in arrays and records, while
/// views and resolved content are made one at a time.
enum Value {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case date(Date)
    indirect case text(Text)
    indirect case view(AnyView)
    case array([Value])
    case record(Record)
    case range(Range<Int>)
    /// A dictionary (`Dictionary(grouping:by:)`), its keys in the order first met.
    case dictionary(ScriptDictionary)
    /// An absent optional (`nil`).
    case null
    indirect case subview(Subview)
    case subviews(SubviewsCollection)
    indirect case subviewsSlice(SubviewsCollectionSlice)
    indirect case section(SectionConfiguration)
    case sections(SectionCollection)
    case containerValues(ContainerValues)
    /// A value of one of Trellis's option types (`Color`, `Font`, `Alignment`, a shape, …),
    /// typed by the checker as ``ValueType/symbol(_:)``.
    indirect case symbol(Any)
}

/// A failure while a document runs, at a location: reported as a diagnostic.
struct RuntimeFailure: Error {
    let message: String
    let location: SourceLocation
    /// Whether the document went over one of its ``ScriptLimits``.
    var isLimit = false
    /// Whether this failure follows one already reported: it stops the work, and says nothing.
    private(set) var isReported = false

    /// The failure of work stopped by a cause already reported.
    static let alreadyReported = {
        var failure = RuntimeFailure(message: "", location: SourceLocation(file: "", line: 0, column: 0))
        failure.isReported = true
        return failure
    }()

    init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// A failure for going over a limit.
    init(limit message: String, location: SourceLocation) {
        self.init(message: message, location: location)
        isLimit = true
    }

    var diagnostic: ScriptDiagnostic { ScriptDiagnostic(isLimit ? .limit(message) : .runtime(message), at: location) }
}

/// The storage of a dictionary value: keys in the order first met, each with its value.
final class ScriptDictionary {
    let keys: [Value]
    let values: [Value]
    private let positions: [AnyHashable: Int]

    /// - Parameter entries: Keys that can be keys (``Value/hashable``), each once.
    init(keys: [Value], values: [Value]) {
        self.keys = keys
        self.values = values
        var positions: [AnyHashable: Int] = [:]
        for (index, key) in keys.enumerated() {
            if let hashable = key.hashable { positions[hashable] = index }
        }
        self.positions = positions
    }

    /// The value for `key`, if the dictionary has it.
    subscript(key: Value) -> Value? {
        key.hashable.flatMap { positions[$0] }.map { values[$0] }
    }
}
