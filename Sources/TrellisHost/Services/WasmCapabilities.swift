import Foundation
import WasmKit

/// The WASI functions behind each ``WasmCapability``, defined only for a plugin granted it: a
/// module importing any other is refused before it is instantiated.
enum WasmCapabilities {
    static func define(_ granted: Set<WasmCapability>, in imports: inout Imports, store: Store, instance: WasmInstance) {
        let module = WasmCapability.wasiModule
        /// WASI errno values.
        let success = Value.i32(0), fault = Value.i32(21)
        func memory() -> WasmMemory? { instance.exports?.memory }
        func function(_ name: String, _ body: @escaping (borrowing Caller, [Value]) throws -> [Value]) -> Function {
            let type = WasmSignatures.wasi[name]!
            return Function(store: store, parameters: type.parameters, results: type.results, body: body)
        }
        if granted.contains(.clock) {
            imports.define(module: module, name: "clock_time_get", function("clock_time_get") { _, arguments in
                try instance.hosting { () throws(WasmInstance.Stop) in
                    try instance.charge(WasmCharges.call)
                    guard case .i32(let out) = arguments[2], let memory = memory() else { return [fault] }
                    let nanoseconds = UInt64(max(0, Date().timeIntervalSince1970 * 1e9))
                    return [(try? memory.store(nanoseconds, at: WasmPointer(out))) == nil ? fault : success]
                }
            })
            imports.define(module: module, name: "clock_res_get", function("clock_res_get") { _, arguments in
                try instance.hosting { () throws(WasmInstance.Stop) in
                    try instance.charge(WasmCharges.call)
                    guard case .i32(let out) = arguments[1], let memory = memory() else { return [fault] }
                    return [(try? memory.store(UInt64(1000), at: WasmPointer(out))) == nil ? fault : success]
                }
            })
        }
        if granted.contains(.random) {
            imports.define(module: module, name: "random_get", function("random_get") { _, arguments in
                try instance.hosting { () throws(WasmInstance.Stop) in
                    try instance.charge(WasmCharges.call)
                    guard case .i32(let target) = arguments[0], case .i32(let length) = arguments[1], length <= 1 << 16,
                          let memory = memory() else { return [fault] }
                    try instance.charge(WasmCharges.text(Int(length)))
                    var generator = SystemRandomNumberGenerator()
                    let bytes = (0..<Int(length)).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
                    return [(try? memory.write(bytes, at: WasmPointer(target))) == nil ? fault : success]
                }
            })
        }
    }
}
