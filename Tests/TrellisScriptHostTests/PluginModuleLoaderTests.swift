import Foundation
import Testing
import TrellisHost
import TrellisScript
import TrellisScriptHost

/// Documents importing real plugins through a loader: arguments are checked once, by the
/// document checker, and each loader keeps to its own search path.
@MainActor @Suite struct PluginModuleLoaderTests {
    /// The folder of the test executable, where SwiftPM puts the bundled plugins.
    static let productsFolder = URL(fileURLWithPath: try! FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        .deletingLastPathComponent().path

    static func loader(_ folders: [String] = [productsFolder]) -> PluginModuleLoader {
        PluginModuleLoader(searchPath: PluginSearchPath(directories: folders))
    }

    /// The document `source` at `/tmp/board.swift` rendered 40 cells wide, or its diagnostics as
    /// `file:line:column: message`.
    static func render(_ source: String, with loader: PluginModuleLoader) -> Result<String, DiagnosticList> {
        do throws(ScriptError) {
            let document = try ScriptDocument(source: source, path: "/tmp/board.swift", loader: loader, standardInput: { Data() })
            return .success(try document.render(width: 40).plain)
        } catch {
            return .failure(DiagnosticList(lines: error.diagnostics.map {
                "\($0.location.file):\($0.location.line):\($0.location.column): \($0.message)"
            }))
        }
    }

    struct DiagnosticList: Error, Equatable {
        let lines: [String]
    }

    @Test("a plugin argument of the wrong type is reported by the document checker at its location")
    func wrongArgumentType() {
        let loader = Self.loader()
        let source = """
            import Kanban
            Kanban(columnWidth: "wide") {
                Section("Todo") { Text("card") }
            }
            """
        #expect(Self.render(source, with: loader) == .failure(DiagnosticList(lines: [
            "/tmp/board.swift:2:21: cannot convert value of type 'String' to expected argument type 'Int'",
        ])))
        #expect(loader.takeFailures().map(\.description) == [])
    }

    @Test("checked arguments and modifier arguments reach the plugin as written")
    func checkedArgumentsCross() throws {
        /// How far the second column's title is from the first's, with `spacing`.
        func titleDistance(spacing: Int) throws -> Int {
            let loader = Self.loader()
            let source = """
                import Kanban
                Kanban(columnWidth: 10, spacing: \(spacing)) {
                    Section("Todo") { Text("one").kanbanBlocked(true) }
                    Section("Done") { Text("two") }
                }
                """
            let text = try Self.render(source, with: loader).get()
            #expect(loader.takeFailures().map(\.description) == [])
            let line = try #require(text.split(separator: "\n").first.map(String.init))
            let todo = try #require(line.range(of: "Todo")), done = try #require(line.range(of: "Done"))
            return line.distance(from: todo.lowerBound, to: done.lowerBound)
        }
        #expect(try titleDistance(spacing: 4) - titleDistance(spacing: 1) == 3)
    }

    @Test("two loaders in one process each find plugins on their own search path")
    func loadersKeepTheirSearchPaths() throws {
        let empty = FileManager.default.temporaryDirectory.path + "/trellis-no-plugins-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: false)
        let source = "import Kanban\nText(\"a\")"
        #expect(try Self.render(source, with: Self.loader()).get() == "a\n")
        guard case .failure(let missing) = Self.render(source, with: Self.loader([empty])) else {
            Issue.record("the empty search path found Kanban")
            return
        }
        #expect(missing.lines.count == 1 && missing.lines[0].hasPrefix("/tmp/board.swift:1:"), "\(missing.lines)")
        #expect(missing.lines[0].contains(empty), "\(missing.lines)")
    }
}
