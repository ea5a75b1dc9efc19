import Foundation
import Testing

/// Golden files: what a command printed and its exit status, one file per case in `Golden/`,
/// written as
///
///     $ trellis render basics.swift --width 40
///     status: 0
///     --- stdout
///     …
///     --- stderr
///     …
///
/// Set `TRELLIS_RECORD_GOLDEN=1` to write the files from the current output instead of
/// comparing (then review the diff).
enum Golden {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The golden text of a run, with the machine's folders (the fixtures, the build products
    /// holding `trellis` and its `../share`, which the plugin search path lists) written as
    /// `<fixtures>`, `<products>` and `<products>/..`.
    static func text(arguments: [String], result: TrellisProcess.Result) -> String {
        let text = "$ trellis \(arguments.joined(separator: " "))\nstatus: \(result.status)\n--- stdout\n\(result.standardOutput)--- stderr\n\(result.standardError)"
        let products = TrellisProcess.executable.deletingLastPathComponent()
        let installed = products.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("share")
        return text
            .replacingOccurrences(of: TrellisProcess.fixtures.path, with: "<fixtures>")
            .replacingOccurrences(of: products.resolvingSymlinksInPath().path, with: "<products>")
            .replacingOccurrences(of: products.path, with: "<products>")
            .replacingOccurrences(of: installed.path, with: "<products>/../share")
    }

    /// Compares `actual` with the golden file `name` in `folder`, or records it.
    static func assertMatches(
        _ actual: String, name: String, in folder: URL = folder, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let url = folder.appendingPathComponent("\(name).golden")
        if ProcessInfo.processInfo.environment["TRELLIS_RECORD_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("no golden file \(url.lastPathComponent); run with TRELLIS_RECORD_GOLDEN=1 to record it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "\(name).golden differs", sourceLocation: sourceLocation)
    }
}
