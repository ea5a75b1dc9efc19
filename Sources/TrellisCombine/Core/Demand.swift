import Synchronization

/// Namespace of Combine's subscriber types and of the values subscribers exchange.
public enum Subscribers {}

extension Subscribers {
    /// How many values a subscriber asks for: a count, or ``unlimited``. Arithmetic saturates:
    /// unlimited stays unlimited and a count never goes below zero.
    public struct Demand: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
        /// The count; `UInt.max` stands for unlimited.
        private let count: UInt

        private init(count: UInt) { self.count = count }

        /// Every value, without limit.
        public static let unlimited = Demand(count: .max)
        /// No value.
        public static let none = Demand(count: 0)

        /// At most `value` values (`value` must not be negative).
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(count: UInt(value))
        }

        /// The count, or `nil` when unlimited.
        public var max: Int? { count == .max ? nil : Int(clamping: count) }

        public var description: String { count == .max ? "unlimited" : "max(\(count))" }

        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited || rhs == .unlimited { return .unlimited }
            let (sum, overflow) = lhs.count.addingReportingOverflow(rhs.count)
            return overflow ? .unlimited : Demand(count: sum)
        }

        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - (-rhs) : lhs + .max(rhs)
        }

        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            if lhs == .unlimited { return .unlimited }
            if rhs == .unlimited { return .none }
            return Demand(count: lhs.count > rhs.count ? lhs.count - rhs.count : 0)
        }

        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + (-rhs) : lhs - .max(rhs)
        }

        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "A demand cannot be negative")
            if lhs == .unlimited { return .unlimited }
            let (product, overflow) = lhs.count.multipliedReportingOverflow(by: UInt(rhs))
            return overflow ? .unlimited : Demand(count: product)
        }

        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.count < rhs.count }

        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    }

    /// How a publisher ended: it finished, or failed with an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped with `Failure`.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

extension Subscribers.Completion {
    /// The same completion with its error transformed.
    func mapError<NewFailure: Error>(_ transform: (Failure) -> NewFailure) -> Subscribers.Completion<NewFailure> {
        switch self {
        case .finished: .finished
        case .failure(let error): .failure(transform(error))
        }
    }
}

/// An identity for subscribers and subscriptions, as Combine's `CombineIdentifier`.
public struct CombineIdentifier: Hashable, Sendable, CustomStringConvertible {
    private static let counter = Atomic<UInt64>(0)
    private let value: UInt64

    /// A new, unique identifier.
    public init() {
        value = Self.counter.add(1, ordering: .relaxed).newValue
    }

    /// The identifier of `object` (the same as long as it lives).
    public init(_ object: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) | (1 << 63)
    }

    public var description: String { "0x\(String(value, radix: 16))" }
}

/// Something identified by a ``CombineIdentifier``.
public protocol CustomCombineIdentifierConvertible {
    /// The identifier.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}
