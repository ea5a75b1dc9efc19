/// What the wasm calls of one render may spend together, all plugins' calls and loads included:
/// fuel, and wall-clock time from the first wasm call. A render is what a host does between two
/// ``PluginHost/takeFailures()``: the host starts a fresh budget there, so the plugins a document
/// loads share the budget of the render that follows.
final class RenderBudget {
    let fuel: UInt64
    let seconds: Double
    private(set) var fuelLeft: UInt64
    private var deadline: ContinuousClock.Instant?

    init(fuel: UInt64, seconds: Double) {
        self.fuel = fuel
        self.seconds = seconds
        fuelLeft = fuel
    }

    /// Starts a call: the fuel and the seconds left for it; throws when either is used up.
    func start() throws(WasmInstance.Stop) -> (fuel: UInt64, seconds: Double) {
        if deadline == nil { deadline = .now + .nanoseconds(Int64((min(seconds, 1e9) * 1e9).rounded())) }
        if let overtime = overtime() { throw WasmInstance.Stop(message: overtime) }
        guard fuelLeft > 0 else { throw WasmInstance.Stop(message: fuelMessage) }
        return (fuelLeft, secondsLeft)
    }

    /// The seconds until the deadline (all of them before the first call).
    var secondsLeft: Double {
        guard let deadline else { return seconds }
        let left = (deadline - .now).components
        return max(0, Double(left.seconds) + Double(left.attoseconds) * 1e-18)
    }

    /// Why the render's time is up, or `nil` while it is not.
    func overtime() -> String? {
        guard let deadline, ContinuousClock.now >= deadline else { return nil }
        return timeMessage
    }

    var fuelMessage: String { "ran out of fuel: the wasm calls of one render may burn \(fuel) units together" }

    var timeMessage: String {
        "ran out of time: the wasm calls of one render may take \(Self.format(seconds)) s together (--wasm-render-seconds raises it)"
    }

    func spend(_ units: UInt64) { fuelLeft -= min(units, fuelLeft) }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e15 ? "\(Int(seconds))" : "\(seconds)"
    }
}
