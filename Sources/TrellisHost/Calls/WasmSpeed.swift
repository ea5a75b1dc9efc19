import WasmKit

/// How much fuel the interpreter burns per second: what turns the time a render has left into
/// fuel. WasmKit cannot be interrupted, and the host looks at the clock only when control passes
/// between it and a plugin, so a stretch of plugin code that calls no import is bounded by its
/// fuel alone; a stretch is given no more fuel than the time left takes at this speed, so that
/// it ends in time too, in a debug build as in a release one. Measured once per process, the
/// first time a wasm plugin loads, on a loop of memory accesses and calls to a function of
/// ``WasmModuleShape/maxLocals`` locals (which the engine clears on each call: the slowest code
/// per unit found), then halved for margin; each render re-measures it on the plugins' own
/// stretches and never uses more than this (``RenderBudget/speed``).
struct WasmSpeed: Sendable, Equatable {
    let unitsPerSecond: Double

    /// The fuel `seconds` of execution may burn at this speed.
    func fuel(for seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }
        let units = unitsPerSecond * seconds
        return units >= 0x1p63 ? 1 << 63 : max(1, UInt64(units))
    }

    /// The speed of this process's interpreter, measured on first use.
    static let measured = measure()

    /// The part of the measured speed a call is given fuel for.
    static let margin = 0.5

    /// Runs the probe on twice the fuel until it takes 20 ms, and answers the last run's speed,
    /// times ``margin``.
    static func measure() -> WasmSpeed {
        let store = Store(engine: Engine(configuration: WasmPluginLoader.configuration))
        guard let module = try? parseWasm(bytes: probe), let instance = try? module.instantiate(store: store),
            let spin = instance.exports[function: "spin"]
        else { return WasmSpeed(unitsPerSecond: slowest) }
        let clock = ContinuousClock()
        var fuel: UInt64 = 10_000
        while true {
            store.fuel = Fuel(remaining: fuel)
            let elapsed = clock.measure { _ = try? spin.invoke([]) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
            if seconds >= 0.02 || fuel >= 1 << 40 {
                return WasmSpeed(unitsPerSecond: max(slowest, Double(fuel) / max(seconds, 1e-9) * margin))
            }
            fuel *= 2
        }
    }

    /// The speed assumed when the probe cannot run (it always can: it is the host's own module),
    /// and the least ever assumed: slower than any build measured.
    static let slowest = 10_000.0

    /// `(module (memory 1) (func (local i32 × 1000)) (func (export "spin") (local i32)
    ///   (loop (call 0) (local.set 0 (i32.add (local.get 0) (i32.load (i32.const 8))))
    ///         (i32.store (i32.const 8) (local.get 0)) (br 0))))`
    private static let probe: [UInt8] = [
        0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00,
        0x01, 0x04, 0x01, 0x60, 0x00, 0x00,  // types: () -> ()
        0x03, 0x03, 0x02, 0x00, 0x00,  // functions: two of type 0
        0x05, 0x03, 0x01, 0x00, 0x01,  // memory: one page
        0x07, 0x08, 0x01, 0x04, 0x73, 0x70, 0x69, 0x6E, 0x00, 0x01,  // export "spin" = function 1
        0x0A, 0x24, 0x02,  // code: two bodies
        0x05, 0x01, 0xE8, 0x07, 0x7F, 0x0B,  // function 0: 1,000 i32 locals, nothing else
        0x1C, 0x01, 0x01, 0x7F,  // function 1: one i32 local
        0x03, 0x40,  // loop
        0x10, 0x00,  // call 0
        0x20, 0x00, 0x41, 0x08, 0x28, 0x02, 0x00, 0x6A, 0x21, 0x00,  // local 0 += load(8)
        0x41, 0x08, 0x20, 0x00, 0x36, 0x02, 0x00,  // store(8, local 0)
        0x0C, 0x00, 0x0B,  // br 0, end loop
        0x0B,  // end
    ]
}
