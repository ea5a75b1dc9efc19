import Foundation
import Testing

/// Every command on fixture documents, compared with golden files: standard output, standard
/// error and exit status.
@Suite("Golden") struct GoldenTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        var environment: [String: String] = [:]
        var input = ""

        var testDescription: String { name }
    }

    /// `Examples/Documents`, from the fixtures folder the commands run in.
    static let examples = "../../../Examples/Documents"

    static let cases: [Case] = [
        Case(name: "render-basics", arguments: ["render", "basics.swift", "--width", "40"]),
        Case(name: "render-every-feature", arguments: ["render", "every-feature.swift", "--width", "60"], input: "[1, 2]"),
        Case(name: "render-stdin", arguments: ["render", "stdin.swift"], input: "name,score\nSam,9\nSommer,8\n"),
        Case(name: "render-data-override", arguments: ["render", "data-override.swift", "--data", "songs=other-songs.json"]),
        // The example documents a user starts from: a JSON dashboard and a CSV report.
        Case(name: "render-dashboard", arguments: ["render", "\(examples)/dashboard.swift", "--width", "100"]),
        Case(name: "render-dashboard-ansi", arguments: ["render", "\(examples)/dashboard.swift", "--width", "100", "--color", "always"]),
        Case(name: "render-dashboard-de", arguments: ["render", "\(examples)/dashboard.swift", "--width", "100", "--locale", "de_DE"]),
        Case(name: "render-report", arguments: ["render", "\(examples)/sales-report.swift", "--width", "80"]),
        // Pictures: styled runs, wide CJK and emoji clusters, markup characters in the text.
        Case(name: "render-picture-svg", arguments: ["render", "picture.swift", "--width", "24", "--format", "svg"]),
        Case(name: "render-picture-svg-light", arguments: ["render", "picture.swift", "--width", "24", "--format", "svg", "--theme", "light",
                                                           "--title", "picture.swift <1>"]),
        Case(name: "render-picture-html", arguments: ["render", "picture.swift", "--width", "24", "--format", "html", "--frame"]),
        Case(name: "usage-title-without-picture", arguments: ["render", "picture.swift", "--title", "t"]),
        Case(name: "diag-data-mixed", arguments: ["check", "diag-data-mixed.swift"]),
        Case(name: "diag-data-misspelt", arguments: ["render", "\(examples)/dashboard.swift", "--data", "service=services.json"]),
        Case(name: "check-ok", arguments: ["check", "basics.swift"]),
        Case(name: "check-missing-file", arguments: ["check", "missing.swift"]),
        Case(name: "resolve-board", arguments: ["resolve", "board.swift"]),
        Case(name: "resolve-board-json", arguments: ["resolve", "board.swift", "--json"]),
        Case(name: "diag-syntax", arguments: ["check", "diag-syntax.swift"]),
        Case(name: "diag-unknown-view", arguments: ["check", "diag-unknown-view.swift"]),
        Case(name: "diag-unknown-modifier", arguments: ["check", "diag-unknown-modifier.swift"]),
        Case(name: "diag-unknown-argument", arguments: ["check", "diag-unknown-argument.swift"]),
        Case(name: "diag-missing-argument", arguments: ["check", "diag-missing-argument.swift"]),
        Case(name: "diag-type-mismatch", arguments: ["check", "diag-type-mismatch.swift"]),
        Case(name: "diag-unknown-key", arguments: ["check", "diag-unknown-key.swift"]),
        Case(name: "diag-unknown-plugin", arguments: ["check", "diag-unknown-plugin.swift", "--plugin-path", "plugins"],
             environment: ["TRELLIS_PLUGIN_PATH": "/opt/trellis/plugins"]),
        Case(name: "diag-unknown-name", arguments: ["check", "diag-unknown-name.swift"]),
        Case(name: "diag-unknown-member", arguments: ["check", "diag-unknown-member.swift"]),
        Case(name: "diag-unsupported", arguments: ["check", "diag-unsupported.swift"]),
        Case(name: "diag-data", arguments: ["check", "diag-data.swift"]),
        Case(name: "diag-runtime", arguments: ["render", "diag-runtime.swift"]),
        Case(name: "diag-all", arguments: ["render", "diag-all.swift"]),
        Case(name: "usage-bad-data", arguments: ["render", "basics.swift", "--data", "songs"]),
        Case(name: "help", arguments: ["--help"]),
        Case(name: "help-render", arguments: ["render", "--help"]),
        Case(name: "help-check", arguments: ["check", "--help"]),
        Case(name: "help-resolve", arguments: ["resolve", "--help"]),
        Case(name: "help-run", arguments: ["run", "--help"]),
    ]

    @Test("command output matches its golden file", arguments: cases)
    func golden(_ testCase: Case) throws {
        let result = try TrellisProcess.run(testCase.arguments, environment: testCase.environment, input: testCase.input)
        try Golden.assertMatches(Golden.text(arguments: testCase.arguments, result: result), name: testCase.name)
    }

    @Test("documents with errors exit with status 1, clean ones with 0")
    func exitStatus() throws {
        #expect(try TrellisProcess.run(["check", "basics.swift"]).status == 0)
        #expect(try TrellisProcess.run(["check", "diag-all.swift"]).status == 1)
        #expect(try TrellisProcess.run(["render", "diag-runtime.swift"]).status == 1)
    }
}
