import Foundation
import Testing
@testable import TrellisPorting

/// The generated table of what Trellis offers is the Trellis module's symbol graph as built:
/// regenerating it from this build's module gives the committed file.
@Suite("Symbol tables") struct SymbolTableTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let modules = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")

    @Test func theTrellisTableIsNotStale() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Self.repository.appendingPathComponent("Scripts/generate-symbol-tables.py").path,
            "--check", "--modules", Self.modules.path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let message = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
    }

    @Test func theTablesHoldTheirKnownMembers() {
        // Compared name by name: a failure then prints the missing name, not the whole table.
        for name in ["ForEach", "Group", "Subview", "containerValue", "padding", "Layout"] {
            #expect(TrellisSymbols.names.contains(name), "\(name)")
        }
        #expect(TrellisSymbols.noEffect.subtracting(TrellisSymbols.names) == [])
        for name in ["Int", "Array", "map", "MainActor", "Sendable"] {
            #expect(PlatformSymbols.standardLibrary.contains(name), "\(name)")
        }
        for name in ["Date", "UUID", "CGFloat", "cos", "DispatchQueue"] {
            #expect(PlatformSymbols.foundation.contains(name), "\(name)")
        }
        #expect(PlatformSymbols.observation.contains("Observable"))
    }
}
