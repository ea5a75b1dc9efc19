/// The limits a wasm plugin's module must keep before WasmKit parses it, checked by a scan of
/// its section headers, vector counts and function bodies' sizes and locals: what parsing and
/// compiling take grows with these (a 48 MB function, two million functions or three million
/// nested blocks each took the host hundreds of MB), so a module past them is refused before
/// any of that is spent. Nesting depth is bounded by a body's size.
enum WasmModuleShape {
    /// The largest module file the host reads.
    static let maxFileBytes = 8 << 20
    /// The most functions (imported and defined): compiling each costs the load time of its own.
    static let maxFunctions = 10_000
    /// The most bytes of function bodies, all functions together: every function is compiled at
    /// load, and compiling is not metered, so this bounds the time a load spends on it (and the
    /// nesting depth of any body).
    static let maxCodeBytes = 256 << 10
    /// The most locals one function declares: the engine clears them on every call, so they
    /// bound the time one unit of fuel may take (``WasmSpeed`` is measured on a function of as many).
    static let maxLocals = 1_000
    /// The most entries of any other section: types, imports, globals, exports, segments.
    static let maxEntries = 10_000
    /// The most tables, and memories.
    static let maxTables = 4
    static let maxMemories = 1

    /// Why the module `bytes` (its magic number checked) is refused, or `nil` when it keeps the limits.
    static func problem(with bytes: [UInt8]) -> String? {
        var reader = Reader(bytes: bytes, position: 8)
        var functions = 0
        while reader.position < bytes.count {
            guard let id = reader.byte(), let size = reader.leb(), let end = reader.end(after: Int(size)) else {
                return "a section runs past the end of the file"
            }
            var section = Reader(bytes: bytes, position: reader.position, limit: end)
            reader.position = end
            guard id != 0, id != 8, id != 12 else { continue }  // custom, start, data count: no vector
            guard let count = section.leb().map(Int.init) else { return "section \(id) has no entry count" }
            switch id {
            case 2, 3:
                // Imports may be other than functions, but checkImports refuses those.
                functions += count
                if functions > maxFunctions { return "it has more than \(maxFunctions) functions" }
            case 4: if count > maxTables { return "it has \(count) tables (limit \(maxTables))" }
            case 5:
                if count > maxMemories { return "it has \(count) memories (limit \(maxMemories))" }
                // Limits flags: bit 0 a maximum; any other bit (shared, 64-bit) is not wasm32's memory.
                if count == 1, let flags = section.byte(), flags > 1 {
                    return "its memory is shared or 64-bit (limits flags \(flags)); "
                        + "a plugin's memory is wasm32's, unshared"
                }
            case 10: if let problem = checkCode(&section, count: count) { return problem }
            default: if count > maxEntries { return "section \(id) has \(count) entries (limit \(maxEntries))" }
            }
        }
        return nil
    }

    /// Checks each function body's size and locals.
    private static func checkCode(_ section: inout Reader, count: Int) -> String? {
        guard count <= maxFunctions else { return "it has more than \(maxFunctions) functions" }
        var code = 0
        for index in 0..<count {
            guard let size = section.leb().map(Int.init), let end = section.end(after: size) else {
                return "function body \(index) runs past its section"
            }
            code += size
            guard code <= maxCodeBytes else {
                return "its function bodies take more than \(maxCodeBytes) bytes (at body \(index), of \(size) bytes)"
            }
            var body = Reader(bytes: section.bytes, position: section.position, limit: end)
            section.position = end
            guard let groups = body.leb() else { return "function body \(index) has no locals count" }
            var locals: UInt64 = 0
            for _ in 0..<min(groups, UInt64(maxLocals) + 1) {
                guard let declared = body.leb(), body.skipValueType() else { return "function body \(index) has malformed locals" }
                locals += declared
                guard locals <= UInt64(maxLocals) else {
                    return "function body \(index) declares more than \(maxLocals) locals"
                }
            }
        }
        return nil
    }

    /// Reads bytes and unsigned LEB128 numbers up to `limit`, never past it.
    private struct Reader {
        let bytes: [UInt8]
        var position: Int
        var limit: Int

        init(bytes: [UInt8], position: Int, limit: Int? = nil) {
            self.bytes = bytes
            self.position = position
            self.limit = limit ?? bytes.count
        }

        mutating func byte() -> UInt8? {
            guard position < limit else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        /// An unsigned LEB128 number of at most 32 bits (five bytes).
        mutating func leb() -> UInt64? {
            var result: UInt64 = 0
            for shift in stride(from: 0, to: 35, by: 7) {
                guard let byte = byte() else { return nil }
                result |= UInt64(byte & 0x7F) << UInt64(shift)
                if byte & 0x80 == 0 { return result <= UInt64(UInt32.max) ? result : nil }
            }
            return nil
        }

        /// The position `size` bytes on, or `nil` when that passes the limit.
        func end(after size: Int) -> Int? {
            let (end, overflow) = position.addingReportingOverflow(size)
            return !overflow && end <= limit ? end : nil
        }

        /// Skips a value type: one byte, or a reference type's prefix and its heap type (a signed LEB).
        mutating func skipValueType() -> Bool {
            guard let type = byte() else { return false }
            guard type == 0x63 || type == 0x64 else { return true }
            for _ in 0..<5 {
                guard let byte = byte() else { return false }
                if byte & 0x80 == 0 { return true }
            }
            return false
        }
    }
}
