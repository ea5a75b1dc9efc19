import Foundation
import Testing

/// `render -o FILE`: written atomically; a failed render leaves the old file as it was.
@Suite("Output file") struct OutputFileTests {
    /// A scratch folder with copies of the named fixtures.
    static func scratch(_ fixtures: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in fixtures {
            try FileManager.default.copyItem(at: TrellisProcess.fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test("-o writes the rendering to the file and nothing to standard output")
    func writes() throws {
        let folder = try Self.scratch(["basics.swift"])
        let result = try TrellisProcess.run(["render", "basics.swift", "--width", "40", "-o", "out.txt"], in: folder)
        #expect(result == TrellisProcess.Result(status: 0, standardOutput: "", standardError: ""))
        let written = try String(contentsOf: folder.appendingPathComponent("out.txt"), encoding: .utf8)
        let printed = try TrellisProcess.run(["render", "basics.swift", "--width", "40"], in: folder).standardOutput
        #expect(written == printed)
    }

    @Test("a document with errors leaves the old file intact and no temporary file behind")
    func failedRenderKeepsOldFile() throws {
        let folder = try Self.scratch(["basics.swift", "diag-runtime.swift"])
        let out = folder.appendingPathComponent("out.txt")
        try Data("old contents\n".utf8).write(to: out)
        let result = try TrellisProcess.run(["render", "diag-runtime.swift", "-o", "out.txt"], in: folder)
        #expect(result.status == 1)
        #expect(try String(contentsOf: out, encoding: .utf8) == "old contents\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["basics.swift", "diag-runtime.swift", "out.txt"])
    }

    @Test("an output folder that does not exist is an error, exit status 1")
    func unwritable() throws {
        let folder = try Self.scratch(["basics.swift"])
        let result = try TrellisProcess.run(["render", "basics.swift", "-o", "missing/out.txt"], in: folder)
        #expect(result.status == 1)
        #expect(result.standardError.hasPrefix("trellis: error: cannot write 'missing/out.txt'"))
    }
}
