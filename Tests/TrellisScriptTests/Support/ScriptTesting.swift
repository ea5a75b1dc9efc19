import Foundation
import Testing
import Trellis
@testable import TrellisScript

/// Helpers that check, render and resolve documents given as strings.
@MainActor enum ScriptTesting {
    /// A fresh folder holding `files` (name → contents), for documents that load data.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-script-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    /// The plain rendering of `source`, `width` cells wide, lines without trailing newline.
    static func render(
        _ source: String, width: Int = 40, files: [String: String] = [:], data: [String: String] = [:], standardInput: String = ""
    ) throws -> String {
        let folder = try folder(files)
        let dataURLs = data.mapValues { folder.appendingPathComponent($0) }
        let document = try ScriptDocument(
            source: source, path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader(), data: dataURLs,
            standardInput: { Data(standardInput.utf8) })
        let plain = try document.render(width: width).plain
        return plain.hasSuffix("\n") ? String(plain.dropLast()) : plain
    }

    /// The diagnostics of `source` (empty when it checks and renders), as `line:column: message`.
    static func diagnostics(_ source: String, files: [String: String] = [:], limits: ScriptLimits = .standard) -> [String] {
        diagnosticValues(source, files: files, limits: limits).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// The messages of the diagnostics of `source`, without their places.
    static func messages(_ source: String, files: [String: String] = [:], limits: ScriptLimits = .standard) -> [String] {
        diagnosticValues(source, files: files, limits: limits).map(\.message)
    }

    /// A diagnostic's place and case, for tests that match what was found rather than its wording.
    struct Found: Equatable, CustomStringConvertible {
        let line: Int
        let column: Int
        let problem: ScriptDiagnostic.Representation

        init(_ line: Int, _ column: Int, _ problem: ScriptDiagnostic.Representation) {
            self.line = line
            self.column = column
            self.problem = problem
        }

        var description: String { "\(line):\(column): \(problem)" }
    }

    /// The diagnostics of `source` as places and cases.
    static func found(_ source: String, files: [String: String] = [:], limits: ScriptLimits = .standard) -> [Found] {
        diagnosticValues(source, files: files, limits: limits).map { Found($0.location.line, $0.location.column, $0.representation) }
    }

    /// The diagnostics of `source` as values.
    static func diagnosticValues(_ source: String, files: [String: String] = [:], limits: ScriptLimits = .standard) -> [ScriptDiagnostic] {
        do {
            let folder = try folder(files)
            let document = try ScriptDocument(
                source: source, path: folder.appendingPathComponent("doc.swift").path, loader: TestLoader(), limits: limits,
                standardInput: { Data() })
            _ = try document.render(width: 40)
            return []
        } catch let error as ScriptError {
            return error.diagnostics
        } catch {
            Issue.record("unexpected error \(error)")
            return []
        }
    }
}
