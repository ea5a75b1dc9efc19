import Foundation

/// Builds plugins from C sources into fresh folders (mode 0755, as the host demands).
enum PluginBuilds {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A new empty folder of `mode` under the temporary folder.
    static func folder(mode: Int = 0o755) throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/trellis-host-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    /// `source` compiled with `cc -shared -fPIC -I Headers` and `flags` into `folder`/lib`name`.so
    /// (a fresh folder when `folder` is nil); returns the library's path.
    static func library(
        _ name: String, from source: String, flags: [String] = [], in folder: String? = nil
    ) throws -> String {
        let directory = try folder ?? self.folder()
        let path = "\(directory)/lib\(name).so"
        let result = try CTools.run("cc", ["-shared", "-fPIC", "-I", Repository.headers] + flags + [source, "-o", path])
        guard result.status == 0 else { throw Failure(description: "cc failed for \(source):\n\(result.output)") }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// A fixture of `Tests/TrellisHostTests/Fixtures`, compiled with `flags`.
    static func fixture(_ file: String, name: String = "Fixture", flags: [String] = [], in folder: String? = nil) throws -> String {
        try library(name, from: "\(Repository.fixtures)/\(file)", flags: flags, in: folder)
    }

    /// `sources` built into `folder`/`name`.wasm (a fresh folder when `folder` is nil) by
    /// Scripts/build-wasm-plugin, the toolchain's clang and wasm-ld; returns the module's path.
    static func wasm(_ name: String, from sources: [String], in folder: String? = nil) throws -> String {
        let directory = try folder ?? self.folder()
        let path = "\(directory)/\(name).wasm"
        let result = try CTools.run(Repository.root + "/Scripts/build-wasm-plugin", [path] + sources)
        guard result.status == 0 else { throw Failure(description: "build-wasm-plugin failed for \(sources):\n\(result.output)") }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }

    /// A fixture of `Tests/TrellisHostTests/Fixtures` built into a wasm plugin.
    static func wasmFixture(_ file: String, name: String = "Fixture", in folder: String? = nil) throws -> String {
        try wasm(name, from: ["\(Repository.fixtures)/\(file)"], in: folder)
    }

    /// The bundled Kanban plugin built into Kanban.wasm.
    static func kanbanWasm(in folder: String? = nil) throws -> String {
        try wasm("Kanban", from: [Repository.root + "/Plugins/Kanban/kanban.c"], in: folder)
    }

    /// The bundled Kanban plugin, built with the line its source gives.
    static func kanban(flags: [String] = ["-fvisibility=hidden"]) throws -> String {
        try library("Kanban", from: Repository.root + "/Plugins/Kanban/kanban.c", flags: flags)
    }
}

extension PluginBuilds {
    /// Fixtures/hostile.c (a wasm plugin with a runtime of its own) built into `Hostile.wasm` in
    /// a fresh folder with clang alone, with the compile-time attacks `defines` (`-D` flags).
    static func hostile(_ defines: [String] = []) throws -> String {
        let path = try folder() + "/Hostile.wasm"
        let built = try CTools.run(wasmCompiler, [
            "--target=wasm32", "-nostdlib", "-O2", "-I", Repository.headers, "-Wl,--no-entry",
        ] + defines.map { "-D\($0)" } + ["\(Repository.fixtures)/hostile.c", "-o", path])
        guard built.status == 0 else { throw Failure(description: "clang failed for hostile.c \(defines):\n\(built.output)") }
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path)
        return path
    }

    /// The toolchain's clang (beside swiftc), which has the wasm32 target, as
    /// Scripts/build-wasm-plugin finds it.
    static var wasmCompiler: String {
        let swiftc = CTools.path(of: "swiftc").map { URL(fileURLWithPath: $0).resolvingSymlinksInPath() }
        let clang = swiftc?.deletingLastPathComponent().appendingPathComponent("clang").path
        return clang.flatMap { FileManager.default.isExecutableFile(atPath: $0) ? $0 : nil } ?? "clang"
    }
}
