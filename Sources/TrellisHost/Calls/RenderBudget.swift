import Foundation

/// What the wasm calls of one render may spend together, all plugins' calls included: fuel,
/// and wall-clock time from the render's first wasm call. A render is what a host does between
/// two ``PluginHost/takeFailures()``: the host starts a fresh budget there.
final class RenderBudget {
    let fuel: UInt64
    let seconds: Double
    private(set) var fuelLeft: UInt64
    private var deadline: Date?

    init(fuel: UInt64, seconds: Double) {
        self.fuel = fuel
        self.seconds = seconds
        fuelLeft = fuel
    }

    /// Starts a call: the fuel left for it; throws when none is left or the time is up.
    func start() throws(WasmInstance.Stop) -> UInt64 {
        if deadline == nil { deadline = Date(timeIntervalSinceNow: seconds) }
        if let overtime = overtime() { throw WasmInstance.Stop(message: overtime) }
        guard fuelLeft > 0 else {
            throw WasmInstance.Stop(message: "ran out of fuel: the wasm calls of one render may burn \(fuel) units together")
        }
        return fuelLeft
    }

    /// Why the render's time is up, or `nil` while it is not.
    func overtime() -> String? {
        guard let deadline, Date() >= deadline else { return nil }
        return "ran out of time: the wasm calls of one render may take \(Self.format(seconds)) s together"
    }

    func spend(_ units: UInt64) { fuelLeft -= min(units, fuelLeft) }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds))" : "\(seconds)"
    }
}
