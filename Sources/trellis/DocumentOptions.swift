import ArgumentParser
import Foundation
import Glibc
import TrellisScript
import TrellisScriptHost

/// The options every command that reads a document shares: the document, where plugins are
/// found, data overrides and the folders data may be read from.
struct DocumentOptions: ParsableArguments {
    @Argument(help: "The view document (.swift) to read.", completion: .file(extensions: ["swift"]))
    var file: String

    @Option(name: .customLong("plugin-path"), help: ArgumentHelp(
        "A folder to search for container plugins (repeatable; searched before TRELLIS_PLUGIN_PATH).",
        valueName: "dir"), completion: .directory)
    var pluginPaths: [String] = []

    @Option(name: .customLong("data"), help: ArgumentHelp(
        "Replace the document's top-level `let NAME` with the JSON or CSV in FILE (repeatable).",
        valueName: "name=file"))
    var data: [String] = []

    @Option(name: .customLong("allow-read"), help: ArgumentHelp(
        "Let load(…) and --data read files in DIR too (repeatable; by default only the document's folder, and for --data the current folder).",
        valueName: "dir"), completion: .directory)
    var allowRead: [String] = []

    @Option(help: ArgumentHelp(
        "The locale numbers are formatted in, as a Unicode identifier such as de_DE (default: en_US, the same on every machine).",
        valueName: "identifier"))
    var locale: String?

    @Flag(name: .customLong("allow-writable-plugins"), help: "Load plugins even when other users can change their files (for development).")
    var allowWritablePlugins = false

    @OptionGroup var sandbox: SandboxOptions

    func validate() throws {
        var names: Set<String> = []
        for entry in data {
            let parts = entry.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--data expects NAME=FILE, got '\(entry)'")
            }
            guard names.insert(String(parts[0])).inserted else {
                throw ValidationError("--data \(parts[0]) is given twice; give each name one file")
            }
        }
        let readers = standardInputReaders
        if readers.count > 1 {
            throw ValidationError("standard input can be read once, but \(readers.joined(separator: " and ")) \(readers.count == 2 ? "both" : "all") read it")
        }
        if let locale, !Locale.availableIdentifiers.contains(locale) {
            let suggestion = Locale.availableIdentifiers.contains(locale.replacingOccurrences(of: "-", with: "_"))
                ? locale.replacingOccurrences(of: "-", with: "_") : "en_US, de_DE or fr_FR"
            throw ValidationError("--locale: '\(locale)' is not a known locale; try \(suggestion)")
        }
    }

    /// The `--data` files by name, relative paths resolved against the current folder; a path
    /// that names standard input (`/dev/stdin`, `/dev/fd/0`) is read from it, as the document is.
    var dataFiles: [String: URL] {
        var files: [String: URL] = [:]
        for (name, path) in dataEntries {
            files[name] = URL(fileURLWithPath: DescriptorPath.descriptor(of: path) == STDIN_FILENO ? ScriptDocument.standardInputPath : path)
        }
        return files
    }

    /// The `--data` entries, as name and path.
    private var dataEntries: [(name: String, path: String)] {
        data.map { entry in
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts[1])
        }
    }

    /// What reads standard input: the document, when it is `/dev/stdin`, and each `--data`
    /// file that is; more than one is an error, since the first takes all of it.
    private var standardInputReaders: [String] {
        (DescriptorPath.descriptor(of: file) == STDIN_FILENO ? ["the document \(file)"] : [])
            + dataEntries.filter { DescriptorPath.descriptor(of: $0.path) == STDIN_FILENO }.map { "--data \($0.name)" }
    }

    /// The loader of this command's plugins: `--plugin-path` folders, `TRELLIS_PLUGIN_PATH`, the
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
}

/// Why a document was not loaded.
enum DocumentFailure: Error {
    /// Its diagnostics, and its text to quote them from when it could be read.
    case diagnostics(ScriptError, source: String?)
    /// A descriptor that could not be read.
    case unreadable(String)
}
