import Foundation

/// `check --porting`'s compiler pass: where `swiftc` is on the `PATH` and the Trellis module this
/// `trellis` was built with lies beside it (`Modules/Trellis.swiftmodule`, as in a build folder),
/// the file is typechecked against Trellis with only `import SwiftUI` made `import Trellis`, and
/// the compiler's own errors are the verdict. Judging names by spelling cannot see a missing
/// overload or a wrong argument type; the compiler can, so a file that does not compile is never
/// reported as having nothing missing. The compatibility tests typecheck their SwiftUI files
/// through this same pass.
package struct PortingTypecheck {
    /// The Swift compiler found on the `PATH`.
    package let compiler: URL
    /// The build products folder holding `Modules/` and, when built, `TrellisMacros-tool`.
    package let products: URL
    /// The clang module cache to use, or `nil` for a fresh one in each run's private scratch
    /// folder (what `check --porting` does: no state shared through the temporary folder).
    /// Tests that typecheck many files share one, for speed.
    package var moduleCache: URL?

    /// The longest a typecheck may take before it is stopped and reported as not done.
    package static let timeoutSeconds = 120.0
    /// The most compiler output kept.
    package static let maxOutputBytes = 1 << 20

    /// What the compiler said.
    package struct Verdict {
        /// The compiler's errors, warnings and notes, its file names those of the original file.
        package let diagnostics: String
        /// How many errors it reported.
        package let errors: Int
    }

    /// Why the compiler pass did not run or finish, for the one line `check --porting` prints.
    package struct Skipped: Error {
        package let reason: String
    }

    /// The compiler pass, or why there is none here.
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<PortingTypecheck, Skipped> {
        let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0])
        let products = executable.deletingLastPathComponent()
        guard FileManager.default.fileExists(atPath: products.appendingPathComponent("Modules/Trellis.swiftmodule").path) else {
            return .failure(Skipped(reason: "no Trellis module beside \(executable.path) to typecheck against (run trellis from its build folder)"))
        }
        let path = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard let compiler = path.lazy.map({ URL(fileURLWithPath: $0).appendingPathComponent("swiftc") })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return .failure(Skipped(reason: "no swiftc on the PATH"))
        }
        return .success(PortingTypecheck(compiler: compiler, products: products, moduleCache: nil))
    }

    /// Typechecks `source` (read from `file`) ported to Trellis.
    package func run(source: String, file: String) -> Result<Verdict, Skipped> {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-porting-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            return .failure(Skipped(reason: "cannot make a scratch folder: \(error.localizedDescription)"))
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let name = URL(fileURLWithPath: file).lastPathComponent
        let ported = scratch.appendingPathComponent(name.hasSuffix(".swift") ? name : name + ".swift")
        let output = scratch.appendingPathComponent("compiler-output")
        do {
            try Data(Self.ported(source).utf8).write(to: ported)
            try Data().write(to: output)
        } catch {
            return .failure(Skipped(reason: "cannot write the ported file: \(error.localizedDescription)"))
        }
        var arguments = [
            "-typecheck", "-swift-version", "6", "-I", products.appendingPathComponent("Modules").path,
            "-module-cache-path", (moduleCache ?? scratch.appendingPathComponent("module-cache")).path,
        ]
        // A file with an `@main` type is an app target's library file, parsed as one so that it
        // typechecks on its own; a file of top-level code (a playground page, a script) is not.
        if name != "main.swift", source.contains("@main") { arguments.append("-parse-as-library") }
        let macros = products.appendingPathComponent("TrellisMacros-tool")
        if FileManager.default.isExecutableFile(atPath: macros.path) {
            arguments += ["-load-plugin-executable", macros.path + "#TrellisMacros"]
        }
        let process = Process()
        process.executableURL = compiler
        process.arguments = arguments + [ported.path]
        do {
            let sink = try FileHandle(forWritingTo: output)
            defer { try? sink.close() }
            process.standardOutput = sink
            process.standardError = sink
            process.standardInput = FileHandle.nullDevice
            try process.run()
        } catch {
            return .failure(Skipped(reason: "cannot run \(compiler.path): \(error.localizedDescription)"))
        }
        let deadline = Date(timeIntervalSinceNow: Self.timeoutSeconds)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            return .failure(Skipped(reason: "the typecheck took longer than \(Int(Self.timeoutSeconds)) s and was stopped"))
        }
        let said = (try? FileHandle(forReadingFrom: output).readData(ofLength: Self.maxOutputBytes)) ?? Data()
        let diagnostics = String(decoding: said, as: UTF8.self).replacingOccurrences(of: ported.path, with: file)
        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }.count
        if process.terminationStatus != 0, errors == 0 {
            return .failure(Skipped(reason: "swiftc ended with status \(process.terminationStatus) without an error about the file"))
        }
        return .success(Verdict(diagnostics: diagnostics, errors: errors))
    }

    /// `source` with its `import SwiftUI` lines made `import Trellis`, nothing else changed, so
    /// the compiler's line and column numbers are the file's.
    package static func ported(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) == "import SwiftUI" ? "import Trellis" : String($0) }
            .joined(separator: "\n")
    }
}
