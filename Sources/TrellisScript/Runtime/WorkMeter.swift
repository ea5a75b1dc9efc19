import Foundation

/// The one place a running document's work is measured and bounded: every step (a view, a
/// modifier or function applied, a call of a document method, computed property, `extension
/// View` body or closure, an element a loop or collection operation processes) and every byte
/// of string or collection the document makes passes through it.
///
/// Three limits, checked here and nowhere else: the steps (``ScriptLimits/views``), the bytes
/// made in all (``ScriptLimits/memoryBytes``, as SQLite's hard heap limit: what bounds memory
/// whatever the document keeps) with a cap on any one string (``ScriptLimits/stringBytes``, as
/// `SQLITE_LIMIT_LENGTH`), and the wall-clock time of a run (``ScriptLimits/seconds``), so that a
/// document whose steps are each costly still stops. The first limit crossed is one error at
/// the place it was crossed; every later charge fails silently, so that the work stops, and
/// the renderer, asking ``cancellation``, stops laying out and drawing too.
final class WorkMeter {
    private let limits: ScriptLimits
    private var steps = 0
    private var bytes = 0
    private var deadline = ContinuousClock.now
    /// Whether the run is over: shared with the renderer.
    let cancellation = RunCancellation()
    /// The steps left before the clock is read again: reading it every step would cost more than
    /// most steps.
    private var stepsUntilClock = 0

    /// Steps between two readings of the clock.
    private static let clockInterval = 1024

    init(limits: ScriptLimits) {
        self.limits = limits
        restart()
    }

    /// Starts a new run: nothing counted, the clock started.
    func restart() {
        steps = 0
        bytes = 0
        stepsUntilClock = Self.clockInterval
        // Clamped: a `Duration` of 1e300 seconds would trap.
        let seconds = limits.seconds.isNaN ? 0 : min(max(limits.seconds, 0), 1e9)
        deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        cancellation.restart()
    }

    /// Counts `count` steps of work by the construct at `location`.
    func step(_ count: Int = 1, at location: SourceLocation) throws {
        guard !cancellation.isCancelled else { throw RuntimeFailure.alreadyReported }
        let (total, overflow) = steps.addingReportingOverflow(max(0, count))
        steps = total
        if overflow || total > limits.views {
            throw stop(RuntimeFailure(limit: "the document does more than \(limits.views) steps of work (views made, calls and elements processed), the limit",
                                      location: location))
        }
        stepsUntilClock -= max(1, min(count, Self.clockInterval))
        if stepsUntilClock <= 0 { try checkClock(at: location) }
    }

    /// Counts `count` elements a collection operation at `location` processes into a new
    /// collection (or appends): a step and a value's bytes each.
    func elements(_ count: Int, at location: SourceLocation) throws {
        try step(count, at: location)
        try charge(bytes: count.multipliedReportingOverflow(by: MemoryLayout<Value>.stride).partialValue, at: location)
    }

    /// The steps a built-in applied to `receiver` and `arguments` costs: one, and one for each
    /// element of an array and each KiB of a string it may read (`contains`, `hasPrefix`), so
    /// that a cheap-looking call on a large value is not one step.
    static func readCost(of receiver: Value, _ arguments: [Value]) -> Int {
        func size(_ value: Value) -> Int {
            switch value {
            case .string(let text): text.utf8.count >> 10
            case .array(let elements): elements.count
            default: 0
            }
        }
        return arguments.reduce(1 + size(receiver)) { $0 + size($1) }
    }

    /// What laying out a byte of text takes (its cluster, its glyph, its line: about 57 bytes
    /// measured at width 80): a string a view shows is charged this many times its bytes.
    static let layoutBytesPerByte = 64

    /// Charges the strings among `arguments` of a built-in that made a view or a text at what
    /// laying them out will take, so that the text a render lays out, which is not a step, is
    /// bounded by the bytes made in all: 256 MiB is 4 MiB of text shown.
    func shown(_ arguments: [Value], at location: SourceLocation) throws {
        let bytes = arguments.reduce(0) { total, value in
            if case .string(let text) = value { total + text.utf8.count } else { total }
        }
        guard bytes > 0 else { return }
        try charge(bytes: bytes.multipliedReportingOverflow(by: Self.layoutBytesPerByte).partialValue, at: location)
    }

    /// Counts `count` bytes of string or collection made by the construct at `location`.
    func charge(bytes count: Int, at location: SourceLocation) throws {
        guard !cancellation.isCancelled else { throw RuntimeFailure.alreadyReported }
        let (total, overflow) = bytes.addingReportingOverflow(max(0, count))
        bytes = total
        if overflow || total > limits.memoryBytes {
            throw stop(RuntimeFailure(limit: "the document makes more than \(Self.mebibytes(limits.memoryBytes)) of strings and collections, the limit",
                                      location: location))
        }
        // Making bytes is work too: a megabyte costs about as much as a few hundred steps.
        stepsUntilClock -= count >> 12
        if stepsUntilClock <= 0 { try checkClock(at: location) }
    }

    /// Checks that a string of `length` bytes may exist, and charges the `added` bytes that
    /// making it wrote (all of them for a new string, the appended ones for an append).
    func string(length: Int, added: Int, at location: SourceLocation) throws {
        guard !cancellation.isCancelled else { throw RuntimeFailure.alreadyReported }
        if length > limits.stringBytes {
            throw stop(RuntimeFailure(limit: "a string would be longer than \(Self.mebibytes(limits.stringBytes)), the limit for one string",
                                      location: location))
        }
        try charge(bytes: added, at: location)
    }

    /// `text`, checked and charged as a new string made at `location`.
    func made(_ text: String, at location: SourceLocation) throws -> String {
        let length = text.utf8.count
        try string(length: length, added: length, at: location)
        return text
    }

    /// `first + second`, checked before it is made.
    func concatenated(_ first: String, _ second: String, at location: SourceLocation) throws -> String {
        let length = first.utf8.count + second.utf8.count
        try string(length: length, added: length, at: location)
        return first + second
    }

    /// Appends `piece` to `text` in place (amortized: the string grows, it is not copied),
    /// checked before it grows.
    func append(_ piece: String, to text: inout String, at location: SourceLocation) throws {
        let added = piece.utf8.count
        try string(length: text.utf8.count + added, added: added, at: location)
        text += piece
    }

    /// `value` as string interpolation writes it, within the limit for one string.
    func described(_ value: Value, at location: SourceLocation) throws -> String {
        guard let text = value.description(maxBytes: limits.stringBytes) else {
            try string(length: limits.stringBytes + 1, added: 0, at: location)
            return ""
        }
        return try made(text, at: location)
    }

    private func checkClock(at location: SourceLocation) throws {
        stepsUntilClock = Self.clockInterval
        guard ContinuousClock.now > deadline else { return }
        throw stop(RuntimeFailure(limit: "the document runs longer than \(String(format: "%g", limits.seconds)) s, the limit",
                                  location: location))
    }

    private func stop(_ failure: RuntimeFailure) -> RuntimeFailure {
        cancellation.stop()
        return failure
    }

    static func mebibytes(_ bytes: Int) -> String {
        bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
    }
}
