import Foundation
import Trellis
import TrellisHost

/// One input: a wasm plugin whose memory holds the input's bytes, whose entry answers a
/// descriptor offset and whose allocator answers addresses both taken from the input (biased
/// towards the data, the end of memory and 2^32). The host loads it and lays out each container
/// it declares: every offset arithmetic of the host's reads and writes of plugin memory (fields of
/// the descriptor, array elements, relocating what it lends) meets what the input picked, and
/// must end in an error or a render, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = Array(UnsafeBufferPointer(start: bytes, count: count))
    while input.count < 12 { input.append(0) }
    let descriptor = address(input[0..<4], data: input.count - 12)
    let answers = (address(input[4..<8], data: input.count - 12), address(input[8..<12], data: input.count - 12))
    let module = FuzzModule(descriptor: descriptor, answers: answers, data: Array(input[12...].prefix(FuzzModule.dataBytes)))
    FileManager.default.createFile(atPath: FuzzModule.path, contents: Data(module.bytes))
    let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: WasmSandbox(fuel: 1_000_000, memoryBytes: 1 << 20))
    guard let plugin = try? host.load(path: FuzzModule.path) else { return 0 }
    for container in plugin.containers.prefix(4) {
        guard let view = try? host.container(container.name, of: plugin, content: { Text("card") }) else { continue }
        _ = ViewRenderer(width: 20).render(view)
    }
    _ = host.takeFailures()
    return 0
}

/// An address from four input bytes: the first picks the kind (inside the data, just below the
/// end of memory, just below 2^32, or the raw number), the other three the offset.
func address(_ bytes: ArraySlice<UInt8>, data: Int) -> UInt32 {
    let raw = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let low = raw & 0xFF_FFFF
    switch bytes.first! >> 6 {
    case 0: return UInt32(FuzzModule.dataOffset) + (data > 0 ? low % UInt32(data) : 0)
    case 1: return UInt32(FuzzModule.memoryBytes) &- (low & 0xFF)
    case 2: return 0 &- (low & 0xFFFF)
    default: return raw
    }
}

/// The plugin's module, hand-made: the exports of Headers/ABI-wasm.md over one memory of
/// `memoryBytes` holding `data` at `dataOffset`. The allocator answers 64 (a scratch block) to
/// the load's first allocation, then the two answers in turn.
struct FuzzModule {
    static let memoryBytes = 2 << 16
    static let dataOffset = 1024
    static let dataBytes = memoryBytes - dataOffset
    static let path: String = {
        let folder = NSTemporaryDirectory() + "trellis-wasm-fuzz-\(getpid())"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        return folder + "/Fuzzed.wasm"
    }()

    let descriptor: UInt32
    let answers: (UInt32, UInt32)
    let data: [UInt8]

    var bytes: [UInt8] {
        let i32: UInt8 = 0x7F
        let types: [[UInt8]] = [
            [0x60, 0x00, 0x01, i32], [0x60, 0x01, i32, 0x01, i32], [0x60, 0x01, i32, 0x00], [0x60, 0x02, i32, i32, 0x01, i32],
            [0x60, 0x03, i32, i32, i32, 0x01, i32], [0x60, 0x06, i32, i32, i32, i32, i32, i32, 0x01, i32],
        ]
        let constant = { (value: UInt32) -> [UInt8] in [0x41] + sleb(Int64(Int32(bitPattern: value))) }
        let bodies: [[UInt8]] = [
            constant(0x10000),  // trellis_wasm_abi_v1
            // trellis_wasm_entry_v1(out): out[0] = descriptor, out[1] = 0, status 0
            [0x20, 0x00] + constant(descriptor) + [0x36, 0x02, 0x00, 0x20, 0x00, 0x41, 0x00, 0x36, 0x02, 0x04, 0x41, 0x00],
            // trellis_wasm_alloc: the n-th call answers 64, then the answers in turn
            [0x23, 0x00, 0x41, 0x01, 0x6A, 0x24, 0x00, 0x23, 0x00, 0x41, 0x01, 0x46, 0x04, i32] + constant(64)
                + [0x05, 0x23, 0x00, 0x41, 0x01, 0x71, 0x04, i32] + constant(answers.0) + [0x05] + constant(answers.1) + [0x0B, 0x0B],
            [],  // trellis_wasm_free
            [0x41, 0x00], [0x41, 0x00], [0x41, 0x00],  // layout, size_that_fits, modifier: status 0
        ]
        let functionTypes: [UInt8] = [0, 1, 1, 2, 3, 4, 5]
        let names = [
            "trellis_wasm_abi_v1", "trellis_wasm_entry_v1", "trellis_wasm_alloc", "trellis_wasm_free", "trellis_wasm_layout",
            "trellis_wasm_size_that_fits", "trellis_wasm_modifier",
        ]
        var module: [UInt8] = [0x00, 0x61, 0x73, 0x6D, 0x01, 0x00, 0x00, 0x00]
        func section(_ id: UInt8, _ payload: [UInt8]) { module += [id] + leb(payload.count) + payload }
        func vector(_ items: [[UInt8]]) -> [UInt8] { leb(items.count) + items.flatMap { $0 } }
        func name(_ text: String) -> [UInt8] { leb(text.utf8.count) + Array(text.utf8) }
        section(1, vector(types))
        section(3, vector(functionTypes.map { [$0] }))
        section(5, vector([[0x00] + leb(Self.memoryBytes >> 16)]))
        section(6, vector([[i32, 0x01, 0x41, 0x00, 0x0B]]))  // a mutable i32 global, 0: allocations so far
        section(7, vector(names.enumerated().map { name($1) + [0x00, UInt8($0)] } + [name("memory") + [0x02, 0x00]]))
        section(10, vector(bodies.map { body in leb(body.count + 2) + [0x00] + body + [0x0B] }))
        section(11, vector([[0x00] + constant(UInt32(Self.dataOffset)) + [0x0B] + leb(data.count) + data]))
        return module
    }
}

func leb(_ value: Int) -> [UInt8] {
    var value = UInt(value)
    var bytes: [UInt8] = []
    repeat {
        var byte = UInt8(value & 0x7F)
        value >>= 7
        if value != 0 { byte |= 0x80 }
        bytes.append(byte)
    } while value != 0
    return bytes
}

func sleb(_ value: Int64) -> [UInt8] {
    var value = value
    var bytes: [UInt8] = []
    while true {
        let byte = UInt8(value & 0x7F)
        value >>= 7
        if (value == 0 && byte & 0x40 == 0) || (value == -1 && byte & 0x40 != 0) { return bytes + [byte] }
        bytes.append(byte | 0x80)
    }
}
