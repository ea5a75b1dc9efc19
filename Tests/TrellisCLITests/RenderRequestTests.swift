import Foundation
import Testing
@testable import TrellisCommandLine

/// `render` settles its options into one `RenderRequest`, which renders in process and is sent
/// whole to `--isolate` and `--watch` children: every option either shapes the request or only
/// says where and how the command runs it, and every field of the request survives the trip.
@Suite("Render request") struct RenderRequestTests {
    /// The options that decide how `render` runs a request, not what it renders.
    static let orchestration: Set<String> = ["watch", "fullscreen", "isolate", "timeout", "memoryLimit"]

    /// A value other than the default for each option that shapes the output, by property name.
    static let settings: [String: [String]] = [
        "pluginPaths": ["--plugin-path", "plugins"],
        "data": ["--data", "rows=rows.json"],
        "allowRead": ["--allow-read", "/srv"],
        "locale": ["--locale", "de_DE"],
        "allowWritablePlugins": ["--allow-writable-plugins"],
        "grants": ["--allow-plugin", "Clock:clock"],
        "fuel": ["--wasm-fuel", "1000"],
        "memory": ["--wasm-memory", "16"],
        "renderSeconds": ["--wasm-render-seconds", "2"],
        "width": ["--width", "33"],
        "lengthScale": ["--length-scale", "6x14"],
        "color": ["--color", "always"],
        "format": ["--format", "html"],
        "title": ["--title=-dash title"],
        "theme": ["--theme", "light"],
        "frame": ["--frame"],
        "output": ["-o", "picture.svg"],
    ]

    /// The options every case starts from: a picture, so that the picture options apply.
    static let base = ["--format", "svg", "--color", "never", "--width", "40"]

    /// The base with `setting` in place of the base's value of the same option: an option
    /// takes one value.
    static func arguments(_ setting: [String]) -> [String] {
        var arguments = base
        let name = String(setting[0].prefix { $0 != "=" })
        if let index = arguments.firstIndex(of: name) { arguments.removeSubrange(index...index + 1) }
        return arguments + setting
    }

    static func request(_ arguments: [String], file: String = "doc.swift") throws -> RenderRequest {
        let command = try #require(try TrellisCommand.command(["render"] + arguments + ["--", file]) as? RenderCommand)
        return command.request(width: command.outputWidth)
    }

    /// The stored properties of `value`, by name (property wrappers' `_` dropped).
    static func properties(of value: Any) -> [String: String] {
        Dictionary(uniqueKeysWithValues: Mirror(reflecting: value).children.compactMap { child in
            child.label.map { (String($0.drop { $0 == "_" }), String(describing: child.value)) }
        })
    }

    @Test("every option of render either changes the request or is one that runs it")
    func everyOptionReachesTheRequest() throws {
        let command = try #require(try TrellisCommand.command(["render", "doc.swift"]) as? RenderCommand)
        let names = Set(Self.properties(of: command).keys).subtracting(["document"])
            .union(Self.properties(of: command.document).keys).subtracting(["sandbox"])
            .union(Self.properties(of: command.document.sandbox).keys)
        #expect(names.subtracting(Self.orchestration).subtracting(Self.settings.keys).subtracting(["file"]).isEmpty,
                "options with neither a setting here nor a place in the request")
        let plain = try Self.request(Self.base)
        for (name, setting) in Self.settings.sorted(by: { $0.key < $1.key }) {
            #expect(try Self.request(Self.arguments(setting)) != plain, "--\(name) does not reach the request")
        }
        #expect(try Self.request(Self.base, file: "other.swift") != plain, "the document does not reach the request")
    }

    @Test("a request with every field set arrives whole in the child, with a document named like an option")
    func roundTrip() throws {
        // The settings give every option of the base again, each once.
        let everything = try Self.request(Self.settings.values.flatMap { $0 }, file: "-dash.swift")
        let plain = try Self.request(Self.base)
        // Every field differs from the plain request's, so a new field is covered here too.
        let pairs: [(Any, Any, skipping: String?)] = [
            (everything, plain, "document"), (everything.document, plain.document, "sandbox"),
            (everything.document.sandbox, plain.document.sandbox, nil),
        ]
        for (value, plainValue, skipped) in pairs {
            let fields = Self.properties(of: value), plainFields = Self.properties(of: plainValue)
            for (name, field) in fields where name != skipped { #expect(field != plainFields[name], "\(name) is not set here") }
        }
        #expect(everything.document.file == "-dash.swift")
        let arguments = try everything.childArguments()
        let child = try #require(try TrellisCommand.command(arguments) as? RenderChildCommand)
        #expect(try JSONDecoder().decode(RenderRequest.self, from: Data(child.request.joined().utf8)) == everything)
    }

    @Test("a request longer than one argument may be is sent in pieces, cut between characters")
    func longRequest() throws {
        var request = try Self.request(Self.base)
        request.title = String(repeating: "é€😀", count: ChildRequest.argumentBytes / 4)
        let arguments = try request.childArguments()
        #expect(arguments.count > 3)
        #expect(arguments.allSatisfy { $0.utf8.count <= ChildRequest.argumentBytes })
        let child = try #require(try TrellisCommand.command(arguments) as? RenderChildCommand)
        #expect(try JSONDecoder().decode(RenderRequest.self, from: Data(child.request.joined().utf8)) == request)
    }
}

/// `plugins verify` sends each probe child its request the same way.
@Suite("Probe request") struct ProbeRequestTests {
    @Test("a probe request arrives whole in the child, with a plugin file named like an option")
    func roundTrip() throws {
        let request = ProbeRequest(
            path: "-odd.so", allowWritablePlugins: true,
            sandbox: SandboxRequest(fuel: 7, memoryBytes: 3 << 20, renderSeconds: 0.5, grants: ["Clock": [.clock]]))
        let arguments = try ChildRequest.arguments(["plugins", "probe"], request)
        let child = try #require(try TrellisCommand.command(arguments) as? ProbePluginCommand)
        #expect(try ChildRequest.decode(ProbeRequest.self, from: child.request) == request)
    }
}

/// The request a child receives, end to end.
@Suite("Render request in a child") struct ChildRequestTests {
    @Test("an isolated render whose options are longer than one argument may be renders as in process")
    func longOptionsIsolated() throws {
        let folder = try OutputFileTests.scratch([])
        try Data("Text(\"Hi\")\n".utf8).write(to: folder.appendingPathComponent("doc.swift"))
        // 2,000 spellings of one folder, 70 bytes or more each: a request of about 150 KB.
        let long = folder.appendingPathComponent(String(repeating: "f", count: 50))
        try FileManager.default.createDirectory(at: long, withIntermediateDirectories: true)
        let folders = (0..<2_000).flatMap { ["--allow-read", long.path + String(repeating: "/.", count: 1 + $0 % 10) + "/\($0 % 7 == 0 ? "" : ".")"] }
        let direct = try TrellisProcess.run(["render", "doc.swift", "--width", "10"] + folders, in: folder)
        let isolated = try TrellisProcess.run(["render", "doc.swift", "--width", "10", "--isolate"] + folders, in: folder)
        #expect(direct == TrellisProcess.Result(status: 0, standardOutput: "Hi\n", standardError: ""))
        #expect(isolated == direct)
    }
}
