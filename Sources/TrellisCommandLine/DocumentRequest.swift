import Foundation
import Glibc
import TrellisHost
import TrellisScript
import TrellisScriptHost

/// The document of a request and what reading it takes: where plugins are found and the sandbox
/// they run in, data overrides, the folders data may be read from and the locale. Made from
/// `DocumentOptions` once they are validated; `check`, `resolve` and `render` (in process or in
/// a child) read the document through it.
struct DocumentRequest: Codable, Hashable {
    /// The view document.
    var file: String
    /// `--plugin-path` folders, searched first.
    var pluginPaths: [String]
    /// `--data` overrides: the file that replaces each top-level `let`, as given.
    var data: [String: String]
    /// `--allow-read` folders.
    var allowRead: [String]
    /// The locale numbers are formatted in; `nil` for the document's default.
    var locale: String?
    var allowWritablePlugins: Bool
    var sandbox: SandboxRequest

    /// The `--data` files by name, relative paths resolved against the current folder; a path
    /// that names standard input (`/dev/stdin`, `/dev/fd/0`) is read from it, as the document is.
    var dataFiles: [String: URL] {
        data.mapValues { path in
            URL(fileURLWithPath: DescriptorPath.descriptor(of: path) == STDIN_FILENO ? ScriptDocument.standardInputPath : path)
        }
    }

    /// The loader of this request's plugins: `--plugin-path` folders, `TRELLIS_PLUGIN_PATH`, the
    /// executable's folder and the per-user folder. A plugin that crashed in `plugins verify` is
    /// skipped; the verify cache is read when the first plugin is loaded, not before.
    func pluginLoader() -> PluginModuleLoader {
        var verified: VerifyCache?
        let loader = PluginModuleLoader(
            searchPath: .standard(explicit: pluginPaths), allowsWritablePlugins: allowWritablePlugins, sandbox: sandbox.sandbox,
            vet: { path in
                if verified == nil { verified = VerifyCache() }
                return verified?.crash(of: path)
            })
        loader.host.logHandler = { StandardError.write($0.formatted + "\n") }
        return loader
    }

    /// Reads and checks the document, with modules that `loader` loads. A descriptor path
    /// (`/dev/stdin` from a pipe, say) is read from the descriptor, as `sort` does.
    /// - Throws: ``DocumentFailure``: the document's diagnostics, with its text when it can be
    ///   quoted, or a descriptor that cannot be read.
    func loadDocument(loader: PluginModuleLoader) throws(DocumentFailure) -> ScriptDocument {
        let limits = ScriptLimits.standard
        let documentIsInput = DescriptorPath.descriptor(of: file) == STDIN_FILENO
        let standardInput = { () throws(StandardInputError) -> Data in
            // The document took all of standard input: what is left is no data, not empty data.
            if documentIsInput { throw StandardInputError(description: "standard input is already read as the document; pass data with --data NAME=FILE") }
            return try Terminal.readInput(maxBytes: limits.dataBytes)
        }
        let document: ScriptDocument
        if let descriptor = DescriptorPath.descriptor(of: file) {
            let source: String
            do throws(DocumentSource.Failure) {
                source = try DocumentSource.read(file, maxBytes: limits.documentBytes)
            } catch {
                throw .unreadable("cannot read '\(file)': \(error.reason)")
            }
            do throws(ScriptError) {
                document = try ScriptDocument(
                    source: source, path: DescriptorPath.documentName(of: descriptor), loader: loader, data: dataFiles,
                    readableFolders: allowRead, limits: limits, standardInput: standardInput)
            } catch {
                throw .diagnostics(error, source: source)
            }
        } else {
            do throws(ScriptError) {
                document = try ScriptDocument(
                    contentsOf: file, loader: loader, data: dataFiles, readableFolders: allowRead, limits: limits,
                    standardInput: standardInput)
            } catch {
                throw .diagnostics(error, source: DocumentSource.quotable(file, maxBytes: limits.documentBytes))
            }
        }
        if let locale { document.locale = Locale(identifier: locale) }
        return document
    }

    /// The document and the loader of its plugins, or the exit after the document's
    /// diagnostics were written.
    func loadOrReport() throws -> (document: ScriptDocument, plugins: PluginModuleLoader) {
        let loader = pluginLoader()
        do throws(DocumentFailure) {
            return (try loadDocument(loader: loader), loader)
        } catch {
            switch error {
            case .diagnostics(let error, let source): throw DiagnosticRenderer.report(error, source: source)
            case .unreadable(let message): throw DiagnosticRenderer.report(message)
            }
        }
    }
}

extension PluginModuleLoader {
    /// Reports the failures of the plugins' calls so far (the last one as the exit), for every
    /// command that lays a document out: a container that failed drew nothing, so no output is
    /// to be written after it.
    func throwFailures() throws {
        let failures = takeFailures().map(\.description)
        guard let last = failures.last else { return }
        for failure in failures.dropLast() { _ = DiagnosticRenderer.report(failure) }
        throw DiagnosticRenderer.report(last)
    }
}

/// Why a document was not loaded.
enum DocumentFailure: Error {
    /// Its diagnostics, and its text to quote them from when it could be read.
    case diagnostics(ScriptError, source: String?)
    /// A descriptor that could not be read.
    case unreadable(String)
}

/// The limits and grants wasm plugins run under, as `SandboxOptions` settled them.
struct SandboxRequest: Codable, Hashable {
    var fuel: UInt64
    var memoryBytes: Int
    var renderSeconds: Double
    var grants: [String: Set<WasmCapability>]

    var sandbox: WasmSandbox {
        WasmSandbox(fuel: fuel, memoryBytes: memoryBytes, renderSeconds: renderSeconds, grants: grants)
    }
}

// A capability travels in a request by its name.
extension WasmCapability: Codable {}
