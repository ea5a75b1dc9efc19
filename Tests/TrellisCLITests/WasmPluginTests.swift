import Foundation
import Testing

/// Wasm plugins through the command line: Kanban.wasm, built in the test with
/// Scripts/build-wasm-plugin, renders the example board byte for byte as libKanban.so; the
/// sandbox's flags and errors; the plugin tools show the kind and the sandbox.
@Suite("Wasm plugins") struct WasmPluginTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let documents = root.appendingPathComponent("Examples/Documents")

    /// A fresh folder (0755, as the host demands) holding `name`.wasm built from `sources`.
    static func build(_ name: String, _ sources: [String]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/trellis-wasm-cli-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        let process = Process()
        process.executableURL = root.appendingPathComponent("Scripts/build-wasm-plugin")
        process.arguments = ["\(folder)/\(name).wasm"] + sources.map { root.appendingPathComponent($0).path }
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: "\(folder)/\(name).wasm")
        return folder
    }

    static let kanban = Result { try build("Kanban", ["Plugins/Kanban/kanban.c"]) }

    @Test("kanban.swift renders the same through Kanban.wasm as through libKanban.so", arguments: [40, 80, 120])
    func kanbanParity(width: Int) throws {
        let folder = try Self.kanban.get()
        for color in ["never", "always"] {
            let arguments = ["render", "kanban.swift", "--width", "\(width)", "--color", color]
            let native = try TrellisProcess.run(arguments, in: Self.documents)
            let wasm = try TrellisProcess.run(arguments + ["--plugin-path", folder], in: Self.documents)
            #expect(native.status == 0 && wasm.status == 0, "\(wasm.standardError)")
            #expect(wasm.standardError == "")
            #expect(wasm.standardOutput == native.standardOutput, "width \(width), color \(color)")
        }
    }

    @Test("a call over --wasm-fuel is one error naming plugin, container and limit; exit status 1")
    func fuelFlag() throws {
        let result = try TrellisProcess.run(
            ["render", "kanban.swift", "--plugin-path", try Self.kanban.get(), "--wasm-fuel", "1000"], in: Self.documents)
        #expect(result.status == 1)
        #expect(result.standardOutput == "")
        // Loading is one call too (its allocations, entry and frees share one budget), so 1,000
        // units stop the plugin there.
        #expect(result.standardError.contains(
            "Kanban.wasm': stopped by the sandbox while loading: ran out of fuel: one call may burn 1000 units (--wasm-fuel raises the budget)"),
            "\(result.standardError)")
    }

    @Test("--wasm-render-seconds bounds the render's wasm calls, loading included; exit status 1")
    func renderSecondsFlag() throws {
        for isolate in [[], ["--isolate"]] {
            let result = try TrellisProcess.run(
                ["render", "kanban.swift", "--plugin-path", try Self.kanban.get(), "--wasm-render-seconds", "0.000001"] + isolate,
                in: Self.documents)
            #expect(isolate.isEmpty ? result.status == 1 : result.status != 0)
            #expect(result.standardOutput == "")
            #expect(result.standardError.contains(
                "Kanban.wasm': stopped by the sandbox while loading: ran out of time: the wasm calls of one render may take 1e-06 s together (--wasm-render-seconds raises it)"),
                "\(result.standardError)")
        }
    }

    @Test("--isolate passes the sandbox flags to the child that renders")
    func isolatedFuel() throws {
        let folder = try Self.kanban.get()
        let starved = try TrellisProcess.run(
            ["render", "kanban.swift", "--plugin-path", folder, "--isolate", "--wasm-fuel", "1000"], in: Self.documents)
        #expect(starved.status != 0)
        #expect(starved.standardError.contains("ran out of fuel: one call may burn 1000 units"), "\(starved.standardError)")
        let fed = try TrellisProcess.run(["render", "kanban.swift", "--plugin-path", folder, "--isolate", "--width", "60"], in: Self.documents)
        #expect(fed.status == 0, "\(fed.standardError)")
        #expect(fed.standardOutput.contains("To do"))
    }

    @Test("bad sandbox flags are usage errors")
    func badFlags() throws {
        for (flags, message) in [
            (["--allow-plugin", "Clock"], "--allow-plugin expects NAME:CAPABILITY, got 'Clock'"),
            (["--allow-plugin", "Clock:files"], "--allow-plugin: unknown capability 'files' (known: clock, random)"),
            (["--wasm-memory", "0"], "--wasm-memory must be 1 to 4096 MiB, not 0"),
            (["--wasm-render-seconds", "0"], "--wasm-render-seconds must be more than 0 and at most 3600, not 0.0"),
            (["--wasm-render-seconds", "nan"], "--wasm-render-seconds must be more than 0 and at most 3600, not nan"),
        ] {
            let result = try TrellisProcess.run(["render", "kanban.swift"] + flags, in: Self.documents)
            #expect(result.status == 64)
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }

    @Test("a WASI import needs --allow-plugin NAME:CAPABILITY")
    func capability() throws {
        let folder = try Self.build("Clock", ["Tests/TrellisHostTests/Fixtures/clock.c"])
        let document = "\(folder)/clock.swift"
        try "import Clock\n\nClock {\n    Text(\"x\")\n}\n".write(toFile: document, atomically: true, encoding: .utf8)
        let refused = try TrellisProcess.run(["render", document, "--plugin-path", folder])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("it needs capability 'clock' (it imports WASI clock_time_get), which is not granted; grant it with --allow-plugin Clock:clock"),
                "\(refused.standardError)")
        let granted = try TrellisProcess.run(["render", document, "--plugin-path", folder, "--allow-plugin", "Clock:clock"])
        #expect(granted.status == 0, "\(granted.standardError)")
        #expect(granted.standardOutput == "tick\n")
    }

    @Test("plugins, plugins inspect, plugins verify and resolve --json show the kind and the sandbox")
    func tools() throws {
        let folder = try Self.kanban.get()
        let list = try TrellisProcess.run(["plugins", "--plugin-path", folder])
        #expect(list.standardOutput.contains("Kanban 1.0.0 (wasm, C, ABI 1.1)  \(folder)/Kanban.wasm"), "\(list.standardOutput)")
        #expect(list.standardOutput.contains("  sandbox: wasm ABI 1.0, capabilities: none, fuel 200000000 per call, memory cap 64 MiB"))
        let inspect = try TrellisProcess.run(["plugins", "inspect", "Kanban", "--plugin-path", folder, "--wasm-memory", "16"])
        #expect(inspect.standardOutput.contains("kind: wasm; wasm ABI 1.0, capabilities: none, fuel 200000000 per call, memory cap 16 MiB"),
                "\(inspect.standardOutput)")
        let verify = try TrellisProcess.run(["plugins", "verify", "--plugin-path", folder, "--refresh"], environment: ["HOME": folder])
        #expect(verify.standardOutput.contains("ok     Kanban (\(folder)/Kanban.wasm): 1 containers and 1 modifiers exercised (wasm: wasm ABI 1.0"),
                "\(verify.standardOutput)")
        let resolve = try TrellisProcess.run(["resolve", "kanban.swift", "--json", "--plugin-path", folder], in: Self.documents)
        let json = try JSONSerialization.jsonObject(with: Data(resolve.standardOutput.utf8)) as? [String: Any]
        let plugins = json?["plugins"] as? [[String: Any]]
        #expect(plugins?.first?["kind"] as? String == "wasm")
        #expect(plugins?.first?["wasmABI"] as? String == "1.0")
        #expect(plugins?.first?["fuel"] as? Int == 200_000_000)
        #expect(plugins?.first?["memoryBytes"] as? Int == 64 << 20)
    }
}

extension WasmPluginTests {
    @Test("new-plugin --wasm writes a C plugin and build.sh that builds NAME.wasm, which loads as generated")
    func newPlugin() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/trellis-new-wasm-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        let created = try TrellisProcess.run(["new-plugin", "Stack", "--wasm", "--output", folder, "--trellis-path", Self.root.path])
        #expect(created.status == 0, "\(created.standardError)")
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "\(folder)/Stack/build.sh")
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0)
        let document = "\(folder)/stack.swift"
        try "import Stack\n\nStack {\n    Text(\"one\")\n    Text(\"two\")\n}\n".write(toFile: document, atomically: true, encoding: .utf8)
        let rendered = try TrellisProcess.run(["render", document, "--plugin-path", "\(folder)/Stack"])
        #expect(rendered.status == 0, "\(rendered.standardError)")
        #expect(rendered.standardOutput == "one\ntwo\n")
        let inspect = try TrellisProcess.run(["plugins", "inspect", "Stack", "--plugin-path", "\(folder)/Stack"])
        #expect(inspect.standardOutput.contains("kind: wasm;"), "\(inspect.standardOutput)")
    }
}

/// What a plugin writes reaches the terminal capped, for both kinds.
extension WasmPluginTests {
    /// A fresh folder (0755) holding `document` as doc.swift.
    /// Builds `source`, a plugin written in C against `Headers/`, into `lib<name>.so` in
    /// `folder`, with the permissions the host demands.
    static func buildNativePlugin(_ source: String, named name: String, in folder: String) throws {
        try source.write(toFile: "\(folder)/\(name).c", atomically: true, encoding: .utf8)
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["cc", "-shared", "-fPIC", "-I", root.appendingPathComponent("Headers").path,
                           "\(folder)/\(name).c", "-o", "\(folder)/lib\(name).so"]
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: "\(folder)/lib\(name).so")
    }

    static func folder(with document: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.path + "/trellis-log-cap-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try document.write(toFile: "\(folder)/doc.swift", atomically: true, encoding: .utf8)
        return folder
    }

    /// Checks `standardError` holds at most the log cap's lines, each cut, then one line saying
    /// the rest are suppressed.
    static func expectCapped(_ standardError: String) {
        let lines = standardError.split(separator: "\n")
        #expect(lines.count < 60, "\(lines.count) lines")
        #expect(lines.allSatisfy { $0.count < 1_200 })
        #expect(lines.filter { $0.contains("further log messages suppressed") }.count == 1, "\(lines.suffix(3))")
    }

    @Test("a wasm plugin logging 64 KiB messages forever is capped and stopped")
    func wasmLogFlood() throws {
        let folder = try Self.folder(with: "import Hostile\n\nLogFlood {\n    Text(\"x\")\n}\n")
        // The toolchain's clang (beside swiftc), which has the wasm32 target.
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["bash", "-c", "exec \"$(dirname \"$(readlink -f \"$(command -v swiftc)\")\")/clang\" \"$@\"", "clang",
            "--target=wasm32", "-nostdlib", "-O2", "-I", Self.root.appendingPathComponent("Headers").path, "-Wl,--no-entry",
            Self.root.appendingPathComponent("Tests/TrellisHostTests/Fixtures/hostile.c").path, "-o", "\(folder)/Hostile.wasm"]
        try build.run()
        build.waitUntilExit()
        #expect(build.terminationStatus == 0)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: "\(folder)/Hostile.wasm")
        // About 75 messages' worth of fuel, and the render's time out of reach: counts decide.
        // Every command that lays the document out reports the failure, and writes nothing.
        for command in ["render", "run", "resolve"] {
            let result = try TrellisProcess.run(
                [command, "doc.swift", "--plugin-path", folder, "--wasm-fuel", "5000000", "--wasm-render-seconds", "3600"],
                in: URL(fileURLWithPath: folder))
            #expect(result.status == 1, "\(command)")
            #expect(result.standardOutput == "", "\(command)")
            #expect(result.standardError.contains("plugin 'Hostile', 'LogFlood': stopped by the sandbox: ran out of fuel"),
                    "\(command): \(result.standardError.suffix(300))")
            Self.expectCapped(result.standardError)
        }
    }

    @Test("a native plugin logging forever is capped the same way")
    func nativeLogFlood() throws {
        let folder = try Self.folder(with: "import Chatty\n\nChatty {\n    Text(\"x\")\n}\n")
        let source = """
            #include <string.h>
            #include "trellis_plugin.h"
            static const trellis_host *saved;
            static char line[4096];
            static trellis_status layout(const trellis_layout_request *request) {
                memset(line, 'a', sizeof line);
                for (int i = 0; i < 10000; i++) saved->log(saved, 1, (trellis_str){line, sizeof line});
                request->host->set_error(request->context, (trellis_str){"done", 4});
                return TRELLIS_ERROR_FAILED;
            }
            static const trellis_container containers[] = {
                {sizeof(trellis_container), "Chatty", NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL}};
            static const trellis_plugin plugin = {
                TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Chatty", "1.0", NULL, containers, 1, NULL, 0, NULL, 0, NULL};
            TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **out) {
                saved = host;
                *out = &plugin;
                return TRELLIS_OK;
            }
            """
        try Self.buildNativePlugin(source, named: "Chatty", in: folder)
        let result = try TrellisProcess.run(["render", "doc.swift", "--plugin-path", folder], in: URL(fileURLWithPath: folder))
        #expect(result.status == 1)
        #expect(result.standardError.contains("plugin 'Chatty', 'Chatty': failed: done"), "\(result.standardError.suffix(300))")
        Self.expectCapped(result.standardError)
    }
}
