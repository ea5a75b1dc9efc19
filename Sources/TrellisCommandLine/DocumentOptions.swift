import Foundation
import Glibc
import TrellisScript

/// The options every command that reads a document shares: the document, where plugins are
/// found, data overrides and the folders data may be read from.
struct DocumentOptions {
    static let file = Argument(
        "file", help: "The view document (.swift) to read; - reads standard input.",
        completion: .file(extensions: ["swift"]))
    static let pluginPaths = RepeatedOption<String>(
        "plugin-path", valueName: "dir",
        help: "A folder to search for container plugins (repeatable; searched before TRELLIS_PLUGIN_PATH).",
        completion: .directory)
    static let data = RepeatedOption<String>(
        "data", valueName: "name=file",
        help: "Replace the document's top-level `let NAME` with the JSON or CSV in FILE (repeatable).")
    static let allowRead = RepeatedOption<String>(
        "allow-read", valueName: "dir",
        help:
            "Let load(…) and --data read files in DIR too (repeatable; by default only the document's folder, and for --data the current folder).",
        completion: .directory)
    static let locale = Option<String?>(
        "locale", valueName: "identifier",
        help:
            "The locale numbers are formatted in, as a Unicode identifier such as de_DE (default: en_US, the same on every machine)."
    )
    static let allowWritablePlugins = Flag(
        "allow-writable-plugins", help: "Load plugins even when other users can change their files (for development).")
    static let parameters =
        [
            file.parameter, pluginPaths.parameter, data.parameter, allowRead.parameter, locale.parameter,
            allowWritablePlugins.parameter,
        ]
        + SandboxOptions.parameters

    var file: String
    var pluginPaths: [String]
    var data: [String]
    var allowRead: [String]
    var locale: String?
    var allowWritablePlugins: Bool
    var sandbox: SandboxOptions

    init(_ arguments: ParsedArguments) {
        (file, pluginPaths, data) = (arguments[Self.file], arguments[Self.pluginPaths], arguments[Self.data])
        (allowRead, locale) = (arguments[Self.allowRead], arguments[Self.locale])
        (allowWritablePlugins, sandbox) = (arguments[Self.allowWritablePlugins], SandboxOptions(arguments))
    }

    func validate() throws(ValidationError) {
        try sandbox.validate()
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
        for folder in allowRead {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--allow-read '\(folder)' is not a folder")
            }
        }
        let readers = standardInputReaders
        if readers.count > 1 {
            throw ValidationError(
                "standard input can be read once, but \(readers.joined(separator: " and ")) \(readers.count == 2 ? "both" : "all") read it"
            )
        }
        if let locale, !Locale.availableIdentifiers.contains(locale) {
            let suggestion =
                Locale.availableIdentifiers.contains(locale.replacingOccurrences(of: "-", with: "_"))
                ? locale.replacingOccurrences(of: "-", with: "_") : "en_US, de_DE or fr_FR"
            throw ValidationError("--locale: '\(locale)' is not a known locale; try \(suggestion)")
        }
    }

    /// The options, validated, as the request every command reads the document through.
    var request: DocumentRequest {
        DocumentRequest(
            file: file, pluginPaths: pluginPaths,
            data: Dictionary(dataEntries, uniquingKeysWith: { first, _ in first }),
            allowRead: allowRead, locale: locale, allowWritablePlugins: allowWritablePlugins, sandbox: sandbox.request)
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
}
