import Foundation

/// Hand-made WebAssembly binaries, for modules no compiler would emit: a start function, a
/// hundred thousand locals, a thousand tables, deep nesting. Each module exports the Trellis
/// marker (so the host gets as far as parsing and instantiating it) and, when it has one, its
/// memory as `memory`.
struct WasmModuleBuilder {
    struct Function {
        var type: Int
        var locals: [(count: UInt32, type: UInt8)] = []
        /// The body's instructions, without the final `end`.
        var body: [UInt8]
    }

    static let i32: UInt8 = 0x7F
    /// `() -> i32` and `() -> ()`: the types every module has, at indices 0 and 1.
    var types: [(parameters: [UInt8], results: [UInt8])] = [([], [i32]), ([], [])]
    /// Function imports (module, name, type index): they come first in the function index space,
    /// so exports, `start` and `call`s of defined functions are numbered after them.
    var imports: [(module: String, name: String, type: Int)] = []
    var functions: [Function] = []
    var tables: [(minimum: UInt32, maximum: UInt32?)] = []
    var memory: (minimum: UInt32, maximum: UInt32?)? = (1, nil)
    var exports: [(name: String, kind: UInt8, index: UInt32)] = []
    var start: Int?
    /// Extra raw sections (id, payload), after the standard ones.
    var rawSections: [(id: UInt8, payload: [UInt8])] = []
    /// Raw payloads for sections by id, in place of the one built (or where none is): globals,
    /// element and data segments, memories of other kinds.
    var sections: [UInt8: [UInt8]] = [:]

    /// A module with the marker export (function 0, answering 1.0).
    init() {
        functions.append(Function(type: 0, body: [0x41] + Self.sleb(0x10000)))
        exports.append(("trellis_wasm_abi_v1", 0, 0))
    }

    /// Adds `function`; its index.
    @discardableResult
    mutating func add(_ function: Function) -> Int {
        functions.append(function)
        return functions.count - 1
    }

    var bytes: [UInt8] {
        var module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]
        let first = imports.count
        var built: [UInt8: [UInt8]] = [:]
        built[1] = Self.vector(types.map { [0x60] + Self.vector($0.parameters.map { [$0] }) + Self.vector($0.results.map { [$0] }) })
        if !imports.isEmpty { built[2] = Self.vector(imports.map { Self.name($0.module) + Self.name($0.name) + [0x00] + Self.leb($0.type) }) }
        built[3] = Self.vector(functions.map { Self.leb($0.type) })
        if !tables.isEmpty { built[4] = Self.vector(tables.map { [0x70] + Self.limits($0.minimum, $0.maximum) }) }
        if let memory { built[5] = Self.vector([Self.limits(memory.minimum, memory.maximum)]) }
        var allExports = exports.map { ($0.name, $0.kind, $0.kind == 0 ? $0.index + UInt32(first) : $0.index) }
        if memory != nil { allExports.append(("memory", 2, 0)) }
        built[7] = Self.vector(allExports.map { Self.name($0.0) + [$0.1] + Self.leb($0.2) })
        if let start { built[8] = Self.leb(start + first) }
        built[10] = Self.vector(functions.map { function in
            let code = Self.vector(function.locals.map { Self.leb($0.count) + [$0.type] }) + function.body + [0x0B]
            return Self.leb(code.count) + code
        })
        built.merge(sections) { $1 }
        // Sections in the order the binary format requires (data count, 12, before code).
        for id: UInt8 in [1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 10, 11] {
            guard let payload = built[id] else { continue }
            module += [id] + Self.leb(payload.count) + payload
        }
        for raw in rawSections { module += [raw.id] + Self.leb(raw.payload.count) + raw.payload }
        return module
    }

    /// Writes the module to `name`.wasm in a fresh folder; its path.
    func write(_ name: String) throws -> String {
        let path = try PluginBuilds.folder() + "/\(name).wasm"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }

    static func leb<T: BinaryInteger>(_ value: T) -> [UInt8] {
        var value = UInt64(value)
        var bytes: [UInt8] = []
        repeat {
            var byte = UInt8(value & 0x7F)
            value >>= 7
            if value != 0 { byte |= 0x80 }
            bytes.append(byte)
        } while value != 0
        return bytes
    }

    static func sleb(_ value: Int64) -> [UInt8] {
        var value = value
        var bytes: [UInt8] = []
        while true {
            let byte = UInt8(value & 0x7F)
            value >>= 7
            if (value == 0 && byte & 0x40 == 0) || (value == -1 && byte & 0x40 != 0) { return bytes + [byte] }
            bytes.append(byte | 0x80)
        }
    }

    static func vector(_ items: [[UInt8]]) -> [UInt8] { leb(items.count) + items.flatMap { $0 } }

    static func name(_ text: String) -> [UInt8] { leb(text.utf8.count) + Array(text.utf8) }

    static func limits(_ minimum: UInt32, _ maximum: UInt32?) -> [UInt8] {
        maximum.map { [0x01] + leb(minimum) + leb($0) } ?? [0x00] + leb(minimum)
    }

    /// An endless loop: `loop br 0 end`.
    static let endlessLoop: [UInt8] = [0x03, 0x40, 0x0C, 0x00, 0x0B]
}
