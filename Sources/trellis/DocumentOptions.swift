import ArgumentParser
import Foundation
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
        for entry in data where entry.split(separator: "=", maxSplits: 1).count != 2 {
            throw ValidationError("--data expects NAME=FILE, got '\(entry)'")
        }
        if let locale, !Locale.availableIdentifiers.contains(locale) {
            let suggestion = Locale.availableIdentifiers.contains(locale.replacingOccurrences(of: "-", with: "_"))
                ? locale.replacingOccurrences(of: "-", with: "_") : "en_US, de_DE or fr_FR"
            throw ValidationError("--locale: '\(locale)' is not a known locale; try \(suggestion)")
        }
    }

    /// The `--data` files by name, relative paths resolved against the current folder.
    var dataFiles: [String: URL] {
        var files: [String: URL] = [:]
        for entry in data {
            let parts = entry.split(separator: "=", maxSplits: 1).map(String.init)
            files[parts[0]] = URL(fileURLWithPath: parts[1])
        }
        return files
    }

    /// The loader of this command's plugins: `--plugin-path` folders, `TRELLIS_PLUGIN_PATH`, the
    /// executable's folder and the per-user folder. A plugin that crashed in `plugins verify` is
    /// skipped; the verify cache is read when the first plugin is loaded, not before.
    func pluginLoader() -> PluginModuleLoader {
        var verified: VerifyCache?
        return PluginModuleLoader(
            searchPath: .standard(explicit: pluginPaths), allowsWritablePlugins: allowWritablePlugins, sandbox: sandbox.sandbox,
            vet: { path in
                if verified == nil { verified = VerifyCache() }
                return verified?.crash(of: path)
            })
    }

    /// Reads and checks the document, with modules that `loader` loads. A descriptor path
    /// (`/dev/stdin` from a pipe, say) is read from the descriptor, as `sort` does.
    /// - Throws: ``DocumentFailure``: the document's diagnostics, with its text when it can be
    ///   quoted, or a descriptor that cannot be read.
    func loadDocument(loader: PluginModuleLoader) throws(DocumentFailure) -> ScriptDocument {
        let limits = ScriptLimits.standard
        let standardInput = { () throws(StandardInputError) -> Data in try Terminal.readInput(maxBytes: limits.dataBytes) }
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
