import Foundation
@testable import TrellisPorting

/// The SwiftUI files of `Tests/CompatibilitySuite`, typechecked against the Trellis module of
/// this build by `check --porting`'s own compiler pass (`PortingTypecheck`).
enum CompatibilitySuite {
    /// The suite's folder, found from this file's path.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CompatibilitySuite")

    /// The names of the suite's Swift files, sorted.
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }
        .sorted()

    /// The clang module cache the typechecks share (the compiler locks it for concurrent use).
    static let moduleCache = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-compat-module-cache")

    /// What the compiler said about `file` of `folder` ported. Throws when the pass cannot run
    /// here (no `swiftc`, no Trellis module beside the test bundle) or did not finish.
    static func typecheck(_ file: String, in folder: URL = folder) throws -> PortingTypecheck.Verdict {
        var pass = try PortingTypecheck.find().get()
        pass.moduleCache = moduleCache
        let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        return try pass.run(source: source, file: file).get()
    }
}
