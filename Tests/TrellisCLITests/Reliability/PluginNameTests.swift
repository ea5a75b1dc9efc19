import Foundation
import Testing

/// A plugin name is an identifier, checked before any path is made of it; `new-plugin` writes
/// the Trellis path only as a quoted literal.
@Suite("Plugin names and generated packages") struct PluginNameTests {
    @Test("plugins inspect refuses a path before loading anything", arguments: ["../far/libFar", "../far/Far", "/etc/passwd", "Far\nx", ""])
    func inspectPath(name: String) throws {
        let folder = try OutputFileTests.scratch([])
        let plugins = folder.appendingPathComponent("plugins"), far = folder.appendingPathComponent("far")
        for made in [plugins, far] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        // Not a shared object: loading it would be an ELF error instead.
        try Data("not ELF".utf8).write(to: far.appendingPathComponent("libFar.so"))
        let result = try TrellisProcess.run(["plugins", "inspect", name, "--plugin-path", plugins.path], in: folder)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("is not a plugin name"), "\(result.standardError)")
        #expect(!result.standardError.contains("ELF"))
    }

    @Test("new-plugin refuses a keyword or an imported module's name, which would not compile, before writing anything",
          arguments: ["class", "Self", "int", "void", "Trellis", "Foundation"])
    func reservedName(name: String) throws {
        let folder = try OutputFileTests.scratch([])
        let result = try TrellisProcess.run(["new-plugin", name, "--output", folder.path, "--trellis-path", folder.path], in: folder)
        #expect(result.status == 64, "\(result.standardError)")
        #expect(result.standardError.contains("keyword"), "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("new-plugin that cannot write its files says why in the system's words, not Foundation's error dump",
          arguments: [(String(repeating: "A", count: 300), "", "File name too long"), ("Stack", "/file/x", "Not a directory"),
                      ("Stack", "/dev/full", "Not a directory")])
    func unwritable(name: String, output: String, reason: String) throws {
        let folder = try OutputFileTests.scratch([])
        try Data("x".utf8).write(to: folder.appendingPathComponent("file"))
        let target = output.hasPrefix("/dev") ? output : folder.path + output
        let result = try TrellisProcess.run(["new-plugin", name, "--output", target, "--trellis-path", folder.path], in: folder)
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("trellis: error: cannot create '"), "\(result.standardError)")
        #expect(result.standardError.hasSuffix(": \(reason)\n"), "\(result.standardError)")
        #expect(!result.standardError.contains("Domain"))
    }

    @Test("new-plugin --trellis-path is quoted in build.sh: nothing in it runs", arguments: ["--c", "--wasm"])
    func shellQuoting(variant: String) throws {
        let folder = try OutputFileTests.scratch([])
        let hostile = folder.path + "/x\"$(touch PWNED)`touch PWNED2`'; touch PWNED3; '"
        let created = try TrellisProcess.run(["new-plugin", "Stack", variant, "--output", folder.path, "--trellis-path", hostile], in: folder)
        #expect(created.status == 0, "\(created.standardError)")
        let script = folder.appendingPathComponent("Stack/build.sh")
        let result = try OutputTargetTests.shell("sh Stack/build.sh >/dev/null 2>&1; find . -name 'PWNED*'", in: folder)
        #expect(result.standardOutput == "", "\(result.standardOutput)")
        // The path reaches the compiler whole.
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.contains("'" + hostile.replacingOccurrences(of: "'", with: "'\\''")))
    }

    @Test("new-plugin --trellis-path is a Swift string literal in Package.swift")
    func swiftQuoting() throws {
        let folder = try OutputFileTests.scratch([])
        let hostile = "/tmp/a\"b\\(exit(1))\nc"
        let created = try TrellisProcess.run(["new-plugin", "Stack", "--output", folder.path, "--trellis-path", hostile], in: folder)
        #expect(created.status == 0, "\(created.standardError)")
        let package = try String(contentsOf: folder.appendingPathComponent("Stack/Package.swift"), encoding: .utf8)
        #expect(package.contains(#".package(path: "/tmp/a\"b\\(exit(1))\u{a}c")"#), "\(package)")
    }
}
