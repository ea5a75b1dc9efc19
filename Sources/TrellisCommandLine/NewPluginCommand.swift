import Foundation
import Glibc

/// `trellis new-plugin NAME`: a plugin package that builds and loads as generated.
struct NewPluginCommand: RunnableCommand {
    static let interface = CommandInterface(
        Self.self, name: "new-plugin",
        abstract: "Create a container plugin package (Swift, or C with --c, or a wasm plugin in C with --wasm).",
        discussion: """
            The Swift package depends on TrellisPluginSDK by path (--trellis-path, default: the \
            Trellis checkout this trellis was built from) and builds libNAME.so with \
            `swift build`. The C variant is one .c file and a build.sh that compiles it against \
            Headers/trellis_plugin.h; with --wasm, build.sh builds NAME.wasm from it instead, a \
            plugin run in the sandbox (Headers/ABI-wasm.md).

            Examples:
              trellis new-plugin Timeline
              trellis new-plugin Timeline --c --output ~/src
              trellis new-plugin Timeline --wasm && Timeline/build.sh
              cd Timeline && swift build && trellis plugins inspect Timeline --plugin-path .build/debug
            """,
        parameters: [name.parameter, inC.parameter, wasm.parameter, output.parameter, trellisPath.parameter])

    static let name = Argument("name", help: "The plugin's name: an identifier, also its container's name.")
    static let inC = Flag("c", help: "Write the plugin in C instead of Swift.")
    static let wasm = Flag("wasm", help: "Write the plugin in C and build it to NAME.wasm, run in the sandbox.")
    static let output = Option(
        "output", valueName: "dir", default: ".", help: "The folder to create the package in.", completion: .directory)
    static let trellisPath = Option<String?>(
        "trellis-path", valueName: "dir", help: "The Trellis checkout to build against.", completion: .directory)

    var name: String
    var inC: Bool
    var wasm: Bool
    var output: String
    var trellisPath: String?

    init(_ arguments: ParsedArguments) {
        (name, inC, wasm) = (arguments[Self.name], arguments[Self.inC], arguments[Self.wasm])
        (output, trellisPath) = (arguments[Self.output], arguments[Self.trellisPath])
    }

    func validate() throws(ValidationError) {
        guard name.range(of: "^[A-Za-z_][A-Za-z0-9_]*$", options: .regularExpression) != nil else {
            throw ValidationError("'\(name)' is not an identifier")
        }
        guard !Self.reservedNames.contains(name) else {
            throw ValidationError(
                "'\(name)' is a Swift or C keyword or a module the plugin imports; choose another name")
        }
    }

    /// Names the generated package cannot use: its module, type and C symbols are named after
    /// the plugin, so a keyword of either language or a module it imports does not compile.
    static let reservedNames: Set<String> = [
        // Swift
        "Any", "Self", "Type", "Protocol", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open",
        "operator", "private", "precedencegroup", "protocol", "public", "repeat", "rethrows", "return", "self",
        "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while", "_",
        // C
        "auto", "char", "const", "double", "extern", "float", "goto", "inline", "int", "long", "register",
        "restrict", "short", "signed", "sizeof", "typedef", "union", "unsigned", "void", "volatile",
        // Modules the templates import
        "Swift", "Foundation", "Glibc", "Trellis", "TrellisABI", "TrellisPluginValues", "TrellisPluginSDK",
    ]

    func run() throws {
        guard let trellis = trellisPath.map({ URL(fileURLWithPath: $0).standardizedFileURL.path }) ?? Self.checkout()
        else {
            throw ValidationError("cannot tell where Trellis is; pass --trellis-path")
        }
        let folder = URL(fileURLWithPath: output).appendingPathComponent(name)
        guard !FileManager.default.fileExists(atPath: folder.path) else {
            throw ValidationError("\(folder.path) already exists")
        }
        let inC = inC || wasm
        let files =
            inC
            ? PluginTemplates.c(name: name, trellis: trellis, wasm: wasm)
            : PluginTemplates.swift(name: name, trellis: trellis)
        for (path, text) in files {
            let file = folder.appendingPathComponent(path).path
            if let reason = Self.create(file, text, mode: path == "build.sh" ? 0o755 : 0o644) {
                throw DiagnosticRenderer.report("cannot create '\(file)': \(reason)")
            }
        }
        try StandardOutput.write(
            text: "Created \(folder.path)\n"
                + (inC ? "Build it with ./build.sh\n" : "Build it with `swift build` in \(name)/\n"))
    }

    /// Writes `text` to a new file at `path` with `mode`, making the folders above it that are
    /// missing (as `mkdir -p`); `nil`, or why not in the system's words (`File name too long`).
    private static func create(_ path: String, _ text: String, mode: mode_t) -> String? {
        var folder = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/").dropLast() {
            folder += "/" + component
            if mkdir(folder, 0o755) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        let failure = Array(text.utf8).withUnsafeBytes { StandardOutput.writeAll($0, to: descriptor) }
        return failure.map { String(cString: strerror($0)) }
    }

    /// The Trellis checkout this executable was built in: the folder above `.build` holding
    /// Headers/trellis_plugin.h.
    static func checkout() -> String? {
        guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Headers/trellis_plugin.h").path) {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
