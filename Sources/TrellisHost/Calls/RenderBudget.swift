/// What the wasm calls of one render may spend together, all plugins' calls and loads included:
/// fuel, and the wall-clock time the calls take (from entering the outermost call to leaving it,
/// host work the plugin asked for included; never the time between calls, so a host that waits
/// between two calls, or between loading a plugin and rendering, spends none of it). A render is
/// one render pass of Trellis (a ``ViewRenderer`` render, a frame of a live app), and ends at the
/// latest at ``PluginHost/takeFailures()``; the plugins a document loads share the budget of the
/// render that follows.
///
/// WasmKit cannot be interrupted, so the host looks at the clock whenever control passes between
/// it and a plugin (an import, a call into the plugin, its return), and a stretch of plugin code
/// in between is bounded by the fuel it was given: what the time left takes at ``speed``. That
/// speed is re-measured on the stretches themselves, so that a machine that got slower since the
/// interpreter was measured (load, a debugger, a slow build) shortens the stretches that follow.
final class RenderBudget {
    /// Seconds on a monotonic clock (injected by tests, so that time is counted, not timed).
    typealias Clock = () -> Double

    let fuel: UInt64
    let seconds: Double
    private(set) var fuelLeft: UInt64
    private let clock: Clock
    /// Seconds the render's finished calls took.
    private var used = 0.0
    /// When the outermost call in progress started, and how many calls are nested in it (a
    /// plugin's call can ask for a subview drawn by another plugin).
    private var callStart: Double?
    private var depth = 0
    /// The sandbox's speed (tests), else the one measured in this process, taken on first use.
    private let givenSpeed: WasmSpeed?
    private var seedSpeed: WasmSpeed?
    /// The speed of the latest sample of plugin execution, times ``WasmSpeed/margin``.
    private var observedSpeed: WasmSpeed?
    /// Plugin execution since the last sample: fuel burnt and seconds taken.
    private var sampleFuel: UInt64 = 0
    private var sampleSeconds = 0.0

    /// The least plugin execution one sample of the speed spans: stretches are summed until they
    /// reach it, so that a timer's resolution or one preemption does not decide. Only stretches
    /// that burnt what this takes at the measured speed count: in a short one, the fixed cost of
    /// a call into the plugin (setting up its stack, faulting its pages in) is most of the time.
    static let sampleLength = 0.02

    init(fuel: UInt64, seconds: Double, speed: WasmSpeed? = nil, clock: @escaping Clock = RenderBudget.monotonic) {
        self.fuel = fuel
        self.seconds = seconds
        self.givenSpeed = speed
        self.clock = clock
        fuelLeft = fuel
    }

    /// Seconds since an arbitrary start, on the monotonic clock.
    static func monotonic() -> Double {
        let since = ContinuousClock.now - origin
        return Double(since.components.seconds) + Double(since.components.attoseconds) * 1e-18
    }

    private static let origin = ContinuousClock.now

    /// The clock's reading now.
    func now() -> Double { clock() }

    /// A call into a plugin starts: the render's time runs until the outermost one ends.
    func beginCall() {
        if depth == 0 { callStart = clock() }
        depth += 1
    }

    /// A call into a plugin ends.
    func endCall() {
        depth -= 1
        guard depth == 0, let start = callStart else { return }
        used += max(0, clock() - start)
        callStart = nil
    }

    /// The seconds of the render's time left at `now`.
    private func timeLeft(at now: Double) -> Double {
        min(seconds, 1e9) - used - (callStart.map { max(0, now - $0) } ?? 0)
    }

    /// Why the render's time is up at `now`, or `nil` while it is not.
    func overtime(at now: Double) -> String? {
        timeLeft(at: now) <= 0 ? timeMessage : nil
    }

    /// The fuel the time left at `now` takes at ``speed``.
    func timedFuel(at now: Double) -> UInt64 {
        speed.fuel(for: max(0, timeLeft(at: now)))
    }

    /// The speed stretches of plugin code are given fuel at: the latest one observed, never more
    /// than the one measured (or the sandbox's).
    var speed: WasmSpeed {
        let seed = seedSpeed ?? givenSpeed ?? .measured
        seedSpeed = seed
        guard let observedSpeed, observedSpeed.unitsPerSecond < seed.unitsPerSecond else { return seed }
        return observedSpeed
    }

    /// Records a stretch of plugin execution: `units` of fuel burnt in `seconds` of wall-clock
    /// time. Once the stretches since the last sample span ``sampleLength``, their speed (times
    /// the margin) becomes the observed one.
    func observe(units: UInt64, seconds: Double) {
        _ = speed
        guard let seed = seedSpeed, units >= seed.fuel(for: Self.sampleLength) else { return }
        sampleFuel = sampleFuel.addingReportingOverflow(units).partialValue
        sampleSeconds += max(0, seconds)
        guard sampleSeconds >= Self.sampleLength else { return }
        observedSpeed = WasmSpeed(unitsPerSecond: max(1, Double(sampleFuel) / sampleSeconds * WasmSpeed.margin))
        sampleFuel = 0
        sampleSeconds = 0
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
