import Foundation
import Testing
import Trellis

@testable import TrellisHost

/// The second attack round on the wasm sandbox: misuse of the imports at run time (the
/// containers of Fixtures/hostile.c after `Fine`) and modules whose imports, exports, memories,
/// segments and start functions are not what Headers/ABI-wasm.md asks for (hand-made by
/// ``WasmModuleBuilder``). Each ends in one clear error naming the plugin, or a correct,
/// bounded render without a control character, and the host renders on afterwards.
@MainActor @Suite("Wasm: attack round two") struct WasmAttackTests {
    let hostile = WasmHostileTests()

    /// Renders `container` as ``WasmHostileTests/render(_:path:sandbox:subviews:clock:)`` does,
    /// then checks what every attack must keep to: no control character in the output, at most
    /// one failure, in one line; and another render of the same host afterwards works.
    func attack(_ container: String, subviews: Int = 1) throws -> (plain: String, failures: [String]) {
        let result = try hostile.render(container, subviews: subviews)
        #expect(
            !result.plain.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" },
            "\(result.plain.debugDescription)")
        #expect(result.failures.count <= 1, "\(result.failures)")
        for failure in result.failures {
            #expect(failure.hasPrefix("plugin 'Hostile', '\(container)': "), "\(failure)")
            #expect(!failure.contains("\n") && !failure.contains("\u{1B}"), "\(failure)")
        }
        let after = try hostile.render("Fine")
        #expect(after.plain == "fine\n" && after.failures.isEmpty, "\(after)")
        return result
    }

    /// Each run-time attack of Fixtures/hostile.c: the container, the output, and the start of
    /// its one failure (`nil`: none).
    nonisolated static let attacks: [(container: String, plain: String, failure: String?)] = [
        // Escape sequences, BEL, NUL and U+202E are drawn visibly.
        ("Escapes", "␛[2J␛]0;owned␇ a␀b \u{FFFD}\n", nil),
        ("Glyphs", "", "misbehaved: put_cells: cell (0, 0) holds U+1B, not a printable scalar"),
        ("Subviews", "", "misbehaved: measure: no subview 1000"),
        ("Twice", "", "misbehaved: begin_output called twice"),
        ("Never", "", "misbehaved: layout returned without calling begin_output"),
        ("Negative", "", "misbehaved: negative size -1×-7"),
        ("Wrap", "", "misbehaved: put_text: 4 bytes at offset 4294967294 lie outside the plugin's memory"),
        ("Edges", "", "misbehaved: measure: size: 8 bytes at offset "),
        // Recursion ends on the fuel or the interpreter's stack, whichever comes first.
        ("Recurse", "", "stopped by the sandbox: "),
        ("Status", "", "misbehaved: returned status 2147483647, outside 0...63"),
        // Errors set before an OK are not the call's.
        ("ErrorOK", "ok\n", nil),
        ("Wild", "", "misbehaved: size_that_fits negative size -2147483648×2147483647"),
        // Bytes that are not UTF-8: no prefix fits, and the width is -1.
        ("Prefix", "00-\n", nil),
        (
            "Chatter", "",
            "stopped by the sandbox: ran out of fuel: one call may burn 5000000 units (--wasm-fuel raises the budget)"
        ),
        ("AllocTrap", "", "stopped by the sandbox: trapped: unreachable"),
        ("AllocOdd", "", "misbehaved: render_subview: trellis_wasm_alloc(72) answered "),
    ]

    @Test("each run-time attack ends in one error naming it, or a bounded render without controls", arguments: attacks)
    func runTime(_ attack: (container: String, plain: String, failure: String?)) throws {
        let (plain, failures) = try self.attack(attack.container)
        #expect(plain == attack.plain, "\(plain.debugDescription)")
        #expect(failures.count == (attack.failure == nil ? 0 : 1), "\(failures)")
        if let failure = attack.failure {
            #expect(
                failures.first?.hasPrefix("plugin 'Hostile', '\(attack.container)': \(failure)") == true, "\(failures)")
        }
    }

    @Test("memory grown by a nested call inside render_subview: the cells land in the moved memory")
    func growInImport() throws {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: WasmHostileTests.sandbox)
        let plugin = try host.load(path: try WasmHostileTests.plain.get())
        let rendered = ViewRenderer(width: 20).render(
            try host.container("GrowOuter", of: plugin) {
                try! host.container("GrowInner", of: plugin) { Text("x") }
            })
        #expect(rendered.plain == "grown\n")
        #expect(host.takeFailures().isEmpty)
    }
}

/// Modules whose shape is not the ABI's, each loaded in a host that then loads and renders
/// Hostile.wasm: one error line naming the file, never a crash.
@MainActor @Suite("Wasm: modules of the wrong shape") struct WasmShapeAttackTests {
    static let i32 = WasmModuleBuilder.i32
    static let i64: UInt8 = 0x7E
    static let f32: UInt8 = 0x7D

    /// A module with every export of the ABI (the entry answering `entryStatus` with no
    /// descriptor, an allocator answering 1024), at defined functions 1 to 6, types 2 to 6.
    static func plugin(entryStatus: Int64 = 2) -> WasmModuleBuilder {
        var module = WasmModuleBuilder()
        module.types += [
            ([i32], [i32]), ([i32], []), ([i32, i32], [i32]), ([i32, i32, i32], [i32]),
            (Array(repeating: i32, count: 6), [i32]),
        ]
        let exports: [(String, Int, [UInt8])] = [
            ("trellis_wasm_entry_v1", 2, [0x41] + WasmModuleBuilder.sleb(entryStatus)),
            ("trellis_wasm_alloc", 2, [0x41] + WasmModuleBuilder.sleb(1024)),
            ("trellis_wasm_free", 3, []), ("trellis_wasm_layout", 4, [0x41, 0x00]),
            ("trellis_wasm_size_that_fits", 5, [0x41, 0x00]),
            ("trellis_wasm_modifier", 6, [0x41, 0x00]),
        ]
        for (name, type, body) in exports {
            module.exports.append((name, 0, UInt32(module.add(.init(type: type, body: body)))))
        }
        return module
    }

    /// The error loading `module`, then checks the host loads and renders Hostile.wasm after it.
    func loadError(
        _ module: WasmModuleBuilder, sandbox: WasmSandbox = WasmSandbox(fuel: 5_000_000, renderSeconds: 3600)
    ) throws -> String {
        let path = try module.write("Made")
        let host = PluginHost(searchPath: PluginSearchPath(directories: []), sandbox: sandbox)
        var message = "loaded"
        do { try host.load(path: path) } catch {
            message = error.description.replacingOccurrences(of: path, with: "PATH")
        }
        #expect(!message.contains("\n") && !message.contains("\u{1B}") && !message.contains("0x"), "\(message)")
        let plugin = try host.load(path: try WasmHostileTests.plain.get())
        #expect(ViewRenderer(width: 20).render(try host.container("Fine", of: plugin) { Text("x") }).plain == "fine\n")
        return message
    }

    @Test("an import of a host function with the wrong signature is refused")
    func wrongImportSignature() throws {
        var module = Self.plugin()
        module.imports = [("trellis", "log", 0)]
        #expect(
            try loadError(module)
                == "plugin 'PATH': incompatible: its import trellis.log has type () -> i32; the ABI's is (i32, i32, i32)"
        )
    }

    @Test("imports of unknown modules and of WASI functions no capability provides are refused")
    func unknownImports() throws {
        for (moduleName, name) in [
            ("env", "abort"), ("wasi_snapshot_preview1", "fd_write"), ("", ""), ("trellis\u{1B}[2J", "log"),
        ] {
            var module = Self.plugin()
            module.imports = [(moduleName, name, 1)]
            let error = try loadError(module)
            #expect(
                error.hasPrefix(
                    "plugin 'PATH': not trusted: it imports '\(moduleName.replacingOccurrences(of: "\u{1B}", with: "␛"))'.'\(name)', which no capability provides"
                ), "\(error)")
        }
    }

    @Test("a granted WASI import of the wrong signature is refused")
    func grantedWrongSignature() throws {
        var module = Self.plugin()
        module.imports = [("wasi_snapshot_preview1", "clock_time_get", 0)]
        #expect(
            try loadError(
                module, sandbox: WasmSandbox(fuel: 5_000_000, renderSeconds: 3600, grants: ["Made": [.clock]]))
                == "plugin 'PATH': incompatible: its import wasi_snapshot_preview1.clock_time_get has type () -> i32; the ABI's is (i32, i64, i32) -> i32"
        )
    }

    @Test("the marker exported as a global, not a function, is refused")
    func markerGlobal() throws {
        var module = Self.plugin()
        module.exports[0] = ("trellis_wasm_abi_v1", 3, 0)
        module.sections[6] = WasmModuleBuilder.vector([
            [Self.i32, 0x00, 0x41] + WasmModuleBuilder.sleb(0x10000) + [0x0B]
        ])
        #expect(
            try loadError(module)
                == "plugin 'PATH': incompatible: not a Trellis wasm plugin: it exports no function trellis_wasm_abi_v1 (Headers/ABI-wasm.md)"
        )
    }

    @Test("the entry exported as a global, and no memory exported, are refused")
    func entryGlobal() throws {
        var module = Self.plugin()
        module.exports[1] = ("trellis_wasm_entry_v1", 3, 0)
        module.sections[6] = WasmModuleBuilder.vector([[Self.i32, 0x00, 0x41, 0x00, 0x0B]])
        #expect(
            try loadError(module)
                == "plugin 'PATH': misbehaved: the module exports no function 'trellis_wasm_entry_v1' (Headers/ABI-wasm.md lists the exports)"
        )
        var hidden = Self.plugin()
        hidden.memory = nil
        hidden.sections[5] = WasmModuleBuilder.vector([WasmModuleBuilder.limits(1, nil)])
        #expect(try loadError(hidden) == "plugin 'PATH': misbehaved: the module exports no memory named 'memory'")
    }

    @Test("two memories, a 64-bit memory and a shared memory are refused or kept to the cap")
    func memoryKinds() throws {
        var errors: [String] = []
        for payload in [
            WasmModuleBuilder.vector([WasmModuleBuilder.limits(1, nil), WasmModuleBuilder.limits(1, nil)]),
            WasmModuleBuilder.vector([[0x04, 0x01]]),
            WasmModuleBuilder.vector([[0x05, 0x01, 0x80, 0x80, 0x80, 0x80, 0x80, 0x80, 0x01]]),
            WasmModuleBuilder.vector([[0x03, 0x01, 0x02]]),
        ] {
            var module = Self.plugin()
            module.sections[5] = payload
            errors.append(try loadError(module))
        }
        let flags = { (flags: Int) in
            "plugin 'PATH': not a loadable WebAssembly module: its memory is shared or 64-bit (limits flags \(flags)); a plugin's memory is wasm32's, unshared"
        }
        #expect(
            errors == [
                "plugin 'PATH': not a loadable WebAssembly module: it has 2 memories (limit 1)", flags(4), flags(5),
                flags(3),
            ])
    }

    @Test("data and element segments out of range fail the load")
    func segmentsOutOfRange() throws {
        var data = Self.plugin()
        data.sections[11] = WasmModuleBuilder.vector([
            [0x00, 0x41] + WasmModuleBuilder.sleb(65530) + [0x0B]
                + WasmModuleBuilder.vector(Array(repeating: [0x61], count: 16))
        ])
        #expect(
            try loadError(data)
                == "plugin 'PATH': stopped by the sandbox while loading: trapped: out of bounds memory access")
        var elements = Self.plugin()
        elements.tables = [(1, 1)]
        elements.sections[9] = WasmModuleBuilder.vector([[0x00, 0x41, 0x05, 0x0B] + WasmModuleBuilder.vector([[0x00]])])
        #expect(
            try loadError(elements)
                == "plugin 'PATH': stopped by the sandbox while loading: trapped: out of bounds table access at 6 (undefined element)"
        )
    }

    @Test(
        "a start function that traps, and one that calls the host before the plugin is registered, fail the load in words"
    )
    func startFunctions() throws {
        var trapping = Self.plugin()
        trapping.start = trapping.add(.init(type: 1, body: [0x00]))
        #expect(try loadError(trapping) == "plugin 'PATH': stopped by the sandbox while loading: trapped: unreachable")
        var calling = Self.plugin(entryStatus: 0)
        calling.imports = [
            ("trellis", "set_error", 7), ("trellis", "render_subview", 6), ("trellis", "begin_output", 5),
            ("trellis", "log", 7),
        ]
        calling.types.append(([Self.i32, Self.i32, Self.i32], []))
        let setError: [UInt8] = [0x41, 0x01, 0x41, 0x08, 0x41, 0x04, 0x10, 0x00]  // set_error(1, 8, 4)
        let renderSubview: [UInt8] = [
            0x41, 0x01, 0x41, 0x08, 0x41, 0x08, 0x41, 0x08, 0x41, 0x08, 0x41, 0x08, 0x10, 0x01, 0x1A,
        ]  // render_subview(1, 8, ...)
        let beginOutput: [UInt8] = [0x41, 0x01, 0x41, 0x04, 0x41, 0x04, 0x10, 0x02, 0x1A]  // begin_output(1, 4, 4)
        let log: [UInt8] = [0x41, 0x00, 0x41, 0x08, 0x41, 0x04, 0x10, 0x03]  // log(0, 8, 4)
        calling.start = calling.add(.init(type: 1, body: setError + renderSubview + beginOutput + log))
        #expect(try loadError(calling) == "plugin 'PATH': misbehaved: the entry point returned no descriptor")
    }

    @Test("unbounded recursion in a start function with many locals ends on the interpreter's stack")
    func startRecursion() throws {
        var module = Self.plugin()
        let index = module.functions.count
        module.start = module.add(
            .init(type: 1, locals: [(count: UInt32(1000), type: Self.i64)], body: [0x10] + WasmModuleBuilder.leb(index))
        )
        #expect(
            try loadError(module, sandbox: WasmSandbox(fuel: 200_000_000, renderSeconds: 3600))
                == "plugin 'PATH': stopped by the sandbox while loading: trapped: call stack exhausted")
    }

    @Test("a marker that traps, or answers an i64, is refused")
    func markers() throws {
        var trapping = Self.plugin()
        trapping.functions[0].body = [0x00]
        #expect(try loadError(trapping) == "plugin 'PATH': stopped by the sandbox while loading: trapped: unreachable")
        var wide = Self.plugin()
        wide.types.append(([], [Self.i64]))
        wide.functions[0] = .init(type: wide.types.count - 1, body: [0x42] + WasmModuleBuilder.sleb(0x10000))
        #expect(
            try loadError(wide)
                == "plugin 'PATH': incompatible: its export trellis_wasm_abi_v1 has type () -> i64; the ABI's is () -> i32"
        )
    }

    @Test("exports of the wrong signature are refused or fail their call in words")
    func wrongSignatures() throws {
        var entry = Self.plugin()
        entry.types.append(([Self.i64], [Self.f32]))
        entry.functions[1] = .init(type: entry.types.count - 1, body: [0x43, 0x00, 0x00, 0xC0, 0x7F])  // f32.const NaN
        #expect(
            try loadError(entry)
                == "plugin 'PATH': incompatible: its export trellis_wasm_entry_v1 has type (i64) -> f32; the ABI's is (i32) -> i32"
        )
        var alloc = Self.plugin()
        alloc.types.append(([], []))
        alloc.functions[2] = .init(type: alloc.types.count - 1, body: [])
        #expect(
            try loadError(alloc)
                == "plugin 'PATH': incompatible: its export trellis_wasm_alloc has type (); the ABI's is (i32) -> i32")
    }

    @Test("an ABI export that is a host import re-exported is refused or fails in words")
    func reexportedImports() throws {
        let allocator =
            "stopped by the sandbox while loading: its allocator, run for the host, called modifier_user_data (trellis_wasm_alloc and trellis_wasm_free may not call back into the host)"
        var errors: [String] = []
        for (export, imported, type) in [
            ("trellis_wasm_alloc", "modifier_user_data", 2), ("trellis_wasm_entry_v1", "modifier_user_data", 2),
            ("trellis_wasm_free", "modifier_user_data", 2), ("trellis_wasm_alloc", "text_width", 4),
        ] {
            var module = Self.plugin(entryStatus: 0)
            module.imports = [("trellis", imported, type)]
            // Exports of kind 0 count defined functions; re-export the import by a raw export section.
            let index = module.exports.firstIndex { $0.name == export }!
            module.exports.remove(at: index)
            var entries = module.exports.map {
                WasmModuleBuilder.name($0.name) + [$0.kind]
                    + WasmModuleBuilder.leb($0.kind == 0 ? $0.index + 1 : $0.index)
            }
            entries.append(WasmModuleBuilder.name(export) + [0x00, 0x00])
            entries.append(WasmModuleBuilder.name("memory") + [0x02, 0x00])
            module.sections[7] = WasmModuleBuilder.vector(entries)
            errors.append(try loadError(module))
        }
        #expect(
            errors
                == [
                    allocator, "misbehaved: the entry point returned no descriptor",
                    "incompatible: its export trellis_wasm_free has type (i32) -> i32; the ABI's is (i32)",
                    "incompatible: its export trellis_wasm_alloc has type (i32, i32) -> i32; the ABI's is (i32) -> i32",
                ].map { "plugin 'PATH': \($0)" })
    }
}
