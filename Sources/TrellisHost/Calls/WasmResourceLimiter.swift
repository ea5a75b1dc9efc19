import Synchronization
import WasmKit

/// The sandbox's limits on growth, as WasmKit asks them: the plugin's memory and its tables
/// together may not pass the memory cap (a table element costs the host 8 bytes), and growing
/// costs fuel for the bytes the engine copies (memory is reallocated whole on each growth, so
/// growing one page at a time to the cap would otherwise be nearly free to the plugin) and, far
/// less, for the fresh zero-filled bytes: a module's initial memory and tables cost only those.
/// WasmKit creates a module's tables before its memory, so table sizes asked before the memory's
/// are new tables; later ones may be growth and are charged as copied whole.
///
/// WasmKit asks from inside execution and wants a `Sendable` limiter, so the counts are atomics;
/// the fuel growth costs is owed here and moved onto the store's by ``WasmInstance`` at its next
/// import or return, and growth that owes more than the call had left stops at once.
final class WasmResourceLimiter: ResourceLimiter {
    /// Passing the cap stops the plugin (rather than failing the growth) so that the error names it.
    struct Reached: Error {
        let asked: Int
        func message(cap: Int) -> String {
            "passed the memory cap of \(WasmInstance.bytes(cap)) (its memory and tables would take \(WasmInstance.bytes(asked)); --wasm-memory raises the cap)"
        }
    }

    /// Growth owed more fuel than the call had.
    struct OutOfFuel: Error {}

    /// The bytes a table element takes in the host.
    static let tableElementBytes = 8

    let bytes: Int
    private let memoryBytes = Atomic<Int>(0)
    /// Every table size asked for, summed: a table grown step by step counts each step (which is
    /// also what the steps copy), so growth one element at a time is bounded too.
    private let tableBytes = Atomic<Int>(0)
    private let memoryCreated = Atomic<Bool>(false)
    private let owed = Atomic<UInt64>(0)
    private let fuelLeft = Atomic<UInt64>(.max)

    init(bytes: Int) { self.bytes = bytes }

    /// The fuel the current call has left, which growth may not owe more than.
    func startCall(fuel: UInt64) { fuelLeft.store(fuel, ordering: .relaxed) }

    /// The fuel owed for growth since the last call; clears it.
    func takeOwed() -> UInt64 { owed.exchange(0, ordering: .relaxed) }

    func limitMemoryGrowth(to desired: Int) throws -> Bool {
        let total = desired.addingReportingOverflow(tableBytes.load(ordering: .relaxed))
        guard !total.overflow, total.partialValue <= bytes else { throw Reached(asked: total.partialValue) }
        let old = memoryBytes.exchange(desired, ordering: .relaxed)
        memoryCreated.store(true, ordering: .relaxed)
        try owe(WasmCharges.growth(old) + WasmCharges.zeroed(desired - old))
        return true
    }

    func limitTableGrowth(to desired: Int) throws -> Bool {
        let (added, overflow) = desired.multipliedReportingOverflow(by: Self.tableElementBytes)
        let tables = tableBytes.load(ordering: .relaxed).addingReportingOverflow(added)
        let total = tables.partialValue.addingReportingOverflow(memoryBytes.load(ordering: .relaxed))
        guard !overflow, !tables.overflow, !total.overflow, total.partialValue <= bytes else {
            throw Reached(asked: overflow || tables.overflow || total.overflow ? .max : total.partialValue)
        }
        tableBytes.store(tables.partialValue, ordering: .relaxed)
        try owe(memoryCreated.load(ordering: .relaxed) ? WasmCharges.growth(added) : WasmCharges.zeroed(added))
        return true
    }

    private func owe(_ units: UInt64) throws {
        let total = owed.add(units, ordering: .relaxed).newValue
        guard total <= fuelLeft.load(ordering: .relaxed) else { throw OutOfFuel() }
    }
}
