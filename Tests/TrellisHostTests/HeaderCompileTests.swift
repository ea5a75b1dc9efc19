import Testing

/// The header compiles cleanly in every language mode plugins use, and its layout is the
/// ABI manifest's (Fixtures/abi_layout.c asserts every boundary struct's size and offsets).
@MainActor @Suite("Header compile") struct HeaderCompileTests {
    nonisolated static let cCompilers = CTools.installed(["gcc", "clang"])
    nonisolated static let cxxCompilers = CTools.installed(["g++", "clang++"])
    static let strict = ["-Wall", "-Wextra", "-pedantic", "-Werror", "-I", Repository.headers]

    func compile(_ compiler: String, _ flags: [String], _ source: String, output: [String] = ["-fsyntax-only"]) throws {
        let result = try CTools.run(compiler, flags + Self.strict + output + [source])
        #expect(result.status == 0, "\(compiler) \(flags.joined(separator: " ")): \(result.output)")
    }

    @Test("the layout manifest holds as C11 and C17", arguments: cCompilers, ["-std=c11", "-std=c17"])
    func c(_ compiler: String, _ standard: String) throws {
        try compile(compiler, [standard], Repository.fixtures + "/abi_layout.c")
    }

    @Test("the layout manifest holds as C++17", arguments: cxxCompilers)
    func cxx(_ compiler: String) throws {
        try compile(compiler, ["-std=c++17", "-x", "c++"], Repository.fixtures + "/abi_layout.c")
    }

    @Test("the Kanban plugin compiles without a warning as C11", arguments: cCompilers)
    func kanban(_ compiler: String) throws {
        let output = try PluginBuilds.folder() + "/libKanban.so"
        try compile(compiler, ["-std=c11", "-shared", "-fPIC"], Repository.root + "/Plugins/Kanban/kanban.c", output: ["-o", output])
    }
}
