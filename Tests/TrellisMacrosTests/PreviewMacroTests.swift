import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrellisMacros

/// Expansion tests for `#Preview` and `@Previewable`: a terminal has no preview canvas, so a
/// preview expands to nothing and the code around it is unchanged.
@MainActor @Suite struct PreviewMacroTests {
    private let specs: [String: MacroSpec] = [
        "Preview": MacroSpec(type: PreviewMacro.self),
        "Previewable": MacroSpec(type: PreviewableMacro.self),
    ]

    @Test func previewExpandsToNothing() {
        assertMacroExpansion(
            """
            struct Row {}
            #Preview("Row") {
                Row()
            }
            """,
            expandedSource: """
                struct Row {}
                """,
            macroSpecs: specs,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }

    @Test func previewableLeavesTheVariableAsWritten() {
        assertMacroExpansion(
            """
            func body() {
                @Previewable var isOn = true
            }
            """,
            expandedSource: """
                func body() {
                    var isOn = true
                }
                """,
            macroSpecs: specs,
            failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}
