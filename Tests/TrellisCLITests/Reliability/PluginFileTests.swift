import Foundation
import Testing

/// A plugin file that is not a whole shared object for this machine (truncated, empty, text,
/// another machine's or class's ELF) is refused before `dlopen` maps it: every command reports
/// it once, naming the file and the reason, with exit status 1, and none crashes (a truncated
/// file used to end `render` and `plugins` with SIGBUS).
@Suite("Plugin files", .enabled(if: FaultyPlugin.compiler != nil, "needs cc to build the fixture plugin"))
struct PluginFileTests {
    struct Broken: CustomTestStringConvertible, Sendable {
        let name: String
        /// The file's bytes, made from a good plugin's.
        let bytes: @Sendable (Data) -> Data
        /// The reason the error gives, or its beginning.
        let reason: String

        var testDescription: String { name }
    }

    /// The ELF machine of this host (x86-64 or AArch64), and the other of the two.
    #if arch(x86_64)
    static let machine: UInt16 = 62
    #else
    static let machine: UInt16 = 183
    #endif
    static let otherMachine: UInt16 = machine == 62 ? 183 : 62

    static let broken = [
        Broken(name: "truncated", bytes: { $0.prefix($0.count / 2) }, reason: "truncated: "),
        Broken(name: "empty", bytes: { _ in Data() }, reason: "the file is empty"),
        Broken(name: "text", bytes: { _ in Data("not a library at all\n".utf8) }, reason: "not an ELF file (no ELF magic number)"),
        Broken(name: "another machine", bytes: { patched($0, at: 18, [UInt8(otherMachine & 0xFF), UInt8(otherMachine >> 8)]) },
               reason: "built for ELF machine \(otherMachine); this host is machine \(machine)"),
        Broken(name: "32-bit", bytes: { patched($0, at: 4, [1]) }, reason: "a 32-bit ELF file; this host loads 64-bit ones"),
    ]

    static func patched(_ data: Data, at offset: Int, _ bytes: [UInt8]) -> Data {
        var data = data
        data.replaceSubrange(offset..<offset + bytes.count, with: bytes)
        return data
    }

    /// A folder with the good Faulty plugin and `libBroken.so` made by `broken`, and a folder
    /// with a document importing Broken.
    static func prepare(_ broken: Broken) throws -> (plugins: URL, library: String, documents: URL) {
        let plugins = try FaultyPlugin.build()
        let good = try Data(contentsOf: plugins.appendingPathComponent("libFaulty.so"))
        let library = plugins.appendingPathComponent("libBroken.so").path
        try broken.bytes(good).write(to: URL(fileURLWithPath: library))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: library)
        let documents = try OutputFileTests.scratch([])
        try Data("import Broken\n\nText(\"hello\")\n".utf8).write(to: documents.appendingPathComponent("doc.swift"))
        return (plugins, library, documents)
    }

    /// Expects `result` to end with status 1 and to say `message` once, on standard error,
    /// without raw control characters.
    static func expectReported(_ result: TrellisProcess.Result, _ message: String, _ command: String) {
        #expect(result.status == 1, "\(command): \(result.standardError)")
        #expect(TerminalOutput.occurrences(of: message, in: result.standardError) == 1, "\(command): \(result.standardError)")
        #expect(TerminalOutput.rawControl(in: result.standardOutput + result.standardError) == nil, "\(command)")
    }

    @Test("render, check, plugins and plugins inspect report the file once, status 1", arguments: broken)
    func everyCommand(_ broken: Broken) throws {
        let (plugins, library, documents) = try Self.prepare(broken)
        let message = "plugin '\(library)': not a loadable shared object: \(broken.reason)"
        let search = ["--plugin-path", plugins.path]
        for command in [["render", "doc.swift"], ["check", "doc.swift"], ["render", "doc.swift", "--isolate"]] {
            let result = try TrellisProcess.run(command + search, in: documents)
            Self.expectReported(result, message, command.joined(separator: " "))
            #expect(result.standardOutput == "")
        }
        let inspect = try TrellisProcess.run(["plugins", "inspect", "Broken"] + search)
        Self.expectReported(inspect, message, "plugins inspect")
        let list = try TrellisProcess.run(["plugins"] + search)
        Self.expectReported(list, message, "plugins")
        #expect(list.standardOutput.contains("Faulty 1.0 (C, ABI 1.1)  \(plugins.path)/libFaulty.so"), "\(list.standardOutput)")
    }

    @Test("plugins verify reports each broken file once and still probes the good plugin")
    func verify() throws {
        let plugins = try FaultyPlugin.build()
        let good = try Data(contentsOf: plugins.appendingPathComponent("libFaulty.so"))
        for (index, broken) in Self.broken.enumerated() {
            let library = plugins.appendingPathComponent("libBroken\(index).so")
            try broken.bytes(good).write(to: library)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: library.path)
        }
        let cache = try OutputFileTests.scratch([])
        let result = try TrellisProcess.run(
            ["plugins", "verify", "--plugin-path", plugins.path, "--timeout", "5"], environment: ["XDG_CACHE_HOME": cache.path])
        #expect(result.status == 1)
        for (index, broken) in Self.broken.enumerated() {
            let path = plugins.appendingPathComponent("libBroken\(index).so").path
            let line = "FAILED Broken\(index) (\(path)): plugin '\(path)': not a loadable shared object: \(broken.reason)"
            #expect(TerminalOutput.occurrences(of: line, in: result.standardOutput) == 1, "\(result.standardOutput)")
        }
        #expect(result.standardOutput.contains("FAILED Faulty (\(plugins.path)/libFaulty.so): plugin 'Faulty', 'Segfault': crashed"))
        #expect(TerminalOutput.rawControl(in: result.standardOutput + result.standardError) == nil)
    }
}
