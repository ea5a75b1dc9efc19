import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import TrellisMacros

/// Expansion tests for `@Entry`: the expansion in each of the four types it works in, then one
/// test per diagnostic, with its Fix-It applied where it has one.
@MainActor @Suite struct EntryMacroTests {
    // MARK: - Expansions

    @Test func expandsInContainerValues() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var value: Int = 42
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var value: Int {
                        get {
                            self[__Key_value.self]
                        }
                        set {
                            self[__Key_value.self] = newValue
                        }
                    }

                    private struct __Key_value: Trellis.ContainerValueKey {
                        typealias Value = Int
                        static var defaultValue: Value {
                            42
                        }
                    }
                }
                """
        )
    }

    @Test func expandsInEnvironmentValuesKeepingTheAccessLevel() {
        assertEntryExpansion(
            """
            extension EnvironmentValues {
                @Entry public var lineLimit: Int? = 3
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    public var lineLimit: Int? {
                        get {
                            self[__Key_lineLimit.self]
                        }
                        set {
                            self[__Key_lineLimit.self] = newValue
                        }
                    }

                    private struct __Key_lineLimit: Trellis.EnvironmentKey {
                        typealias Value = Int?
                        static var defaultValue: Value {
                            3
                        }
                    }
                }
                """
        )
    }

    /// Without an annotation the key's `Value` is the literal's type.
    ///
    /// swift-syntax's expansion drops the initializer and so prints `var isAnimated {`; the
    /// compiler still infers the property's type from the initializer.
    @Test func expandsInTransactionInferringALiteralsType() {
        assertEntryExpansion(
            """
            extension Transaction {
                @Entry var isAnimated = false
            }
            """,
            expandedSource: """
                extension Transaction {
                    var isAnimated {
                        get {
                            self[__Key_isAnimated.self]
                        }
                        set {
                            self[__Key_isAnimated.self] = newValue
                        }
                    }

                    private struct __Key_isAnimated: Trellis.TransactionKey {
                        typealias Value = Bool
                        static var defaultValue: Value {
                            false
                        }
                    }
                }
                """
        )
    }

    @Test func expandsInFocusedValuesWithANilDefault() {
        assertEntryExpansion(
            """
            extension FocusedValues {
                @Entry var selection: Int?
            }
            """,
            expandedSource: """
                extension FocusedValues {
                    var selection: Int? {
                        get {
                            self[__Key_selection.self]
                        }
                        set {
                            self[__Key_selection.self] = newValue
                        }
                    }

                    private struct __Key_selection: Trellis.FocusedValueKey {
                        typealias Value = Int?
                        static var defaultValue: Value {
                            nil
                        }
                    }
                }
                """
        )
    }

    @Test func acceptsTheModuleQualifiedTypeAndOptionalSpelledOut() {
        assertEntryExpansion(
            """
            extension Trellis.ContainerValues {
                @Entry var badge: Optional<String>
            }
            """,
            expandedSource: """
                extension Trellis.ContainerValues {
                    var badge: Optional<String> {
                        get {
                            self[__Key_badge.self]
                        }
                        set {
                            self[__Key_badge.self] = newValue
                        }
                    }

                    private struct __Key_badge: Trellis.ContainerValueKey {
                        typealias Value = Optional<String>
                        static var defaultValue: Value {
                            nil
                        }
                    }
                }
                """
        )
    }

    /// The initializer is copied into a computed `defaultValue`, so it runs on every read (rule E2).
    @Test func keepsTheInitializerAsAComputedDefault() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var spacing = -1
                @Entry var cache: Cache = Cache(capacity: 8)
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var spacing {
                        get {
                            self[__Key_spacing.self]
                        }
                        set {
                            self[__Key_spacing.self] = newValue
                        }
                    }

                    private struct __Key_spacing: Trellis.ContainerValueKey {
                        typealias Value = Int
                        static var defaultValue: Value {
                            -1
                        }
                    }
                    var cache: Cache {
                        get {
                            self[__Key_cache.self]
                        }
                        set {
                            self[__Key_cache.self] = newValue
                        }
                    }

                    private struct __Key_cache: Trellis.ContainerValueKey {
                        typealias Value = Cache
                        static var defaultValue: Value {
                            Cache(capacity: 8)
                        }
                    }
                }
                """
        )
    }

    @Test func namesTheKeyWithoutBackticks() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var `default`: String = ""
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var `default`: String {
                        get {
                            self[__Key_default.self]
                        }
                        set {
                            self[__Key_default.self] = newValue
                        }
                    }

                    private struct __Key_default: Trellis.ContainerValueKey {
                        typealias Value = String
                        static var defaultValue: Value {
                            ""
                        }
                    }
                }
                """
        )
    }

    // MARK: - Diagnostics

    /// A subscript is the only declaration besides a variable that the compiler lets an accessor
    /// macro expand on; on anything else it rejects `@Entry` itself.
    @Test func diagnosesASubscript() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry subscript(index: Int) -> Int { index }
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    subscript(index: Int) -> Int { index }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' can only be applied to a 'var' property", line: 2, column: 5)
            ]
        )
    }

    @Test func diagnosesLet() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry let value: Int = 42
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    let value: Int = 42
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' requires 'var'; a 'let' constant cannot have the accessors it generates",
                    line: 2,
                    column: 12,
                    fixIts: [FixItSpec(message: "replace 'let' with 'var'")]
                )
            ],
            fixedSource: """
                extension ContainerValues {
                    @Entry var value: Int = 42
                }
                """
        )
    }

    @Test func diagnosesStatic() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry static var value: Int = 42
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    static var value: Int = 42
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' cannot be applied to a 'static' property; an entry is an instance property",
                    line: 2,
                    column: 12,
                    fixIts: [FixItSpec(message: "remove 'static'")]
                )
            ],
            fixedSource: """
                extension ContainerValues {
                    @Entry var value: Int = 42
                }
                """
        )
    }

    /// The compiler and `assertMacroExpansion` both refuse to expand an accessor macro on a
    /// declaration with several bindings, so this test calls the macro directly.
    @Test func diagnosesMultipleBindings() throws {
        let enclosing: DeclSyntax = "extension ContainerValues {}"
        let declaration: DeclSyntax = "@Entry var width: Int = 1, height: Int = 2"
        let attribute = try #require(
            declaration.as(VariableDeclSyntax.self)?.attributes.first?.as(AttributeSyntax.self))
        let context = BasicMacroExpansionContext(lexicalContext: [Syntax(enclosing)])

        let error = #expect(throws: DiagnosticsError.self) {
            try EntryMacro.expansion(of: attribute, providingAccessorsOf: declaration, in: context)
        }
        #expect(
            error?.diagnostics.map(\.message) == [
                "'@Entry' applies to a single property; declare 'width' and 'height' separately, each with its own '@Entry'"
            ]
        )
        #expect(
            try EntryMacro.expansion(of: attribute, providingPeersOf: declaration, in: context)
                .isEmpty)
    }

    @Test func diagnosesATuplePattern() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var (width, height): (Int, Int) = (1, 2)
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var (width, height): (Int, Int) = (1, 2)
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "'@Entry' requires a simple property name, not a pattern",
                    line: 2,
                    column: 16
                )
            ]
        )
    }

    /// An existing accessor block is reported, with a Fix-It that removes it.
    ///
    /// `assertMacroExpansion` places the edits of a Fix-It on a declaration with an accessor block
    /// relative to the declaration instead of the file, so the fixed source is not checked here.
    /// The compiler applies it correctly: it replaces `value: Int = 42 { … }` with
    /// `value: Int = 42`.
    @Test func diagnosesExistingAccessors() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var value: Int = 42 {
                    didSet { print(value) }
                }
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var value: Int = 42 {
                        didSet { print(value) }
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' generates the accessors of 'value'; remove its accessor block",
                    line: 2,
                    column: 32,
                    fixIts: [FixItSpec(message: "remove the accessor block")]
                )
            ]
        )
    }

    /// Only the innermost lexical context counts, so a type nested in a valid extension is rejected.
    @Test func diagnosesUseOutsideAnExtension() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                struct Settings {
                    @Entry var value: Int = 42
                }
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    struct Settings {
                        var value: Int = 42
                    }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' can only be used in an extension of ContainerValues, EnvironmentValues, Transaction or FocusedValues",
                    line: 3,
                    column: 9
                )
            ]
        )
    }

    @Test func diagnosesAnExtensionOfAnotherType() {
        assertEntryExpansion(
            """
            extension PreferenceValues {
                @Entry var value: Int = 42
            }
            """,
            expandedSource: """
                extension PreferenceValues {
                    var value: Int = 42
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' cannot be used in an extension of 'PreferenceValues'; use it in an extension of ContainerValues, EnvironmentValues, Transaction or FocusedValues",
                    line: 2,
                    column: 5
                )
            ]
        )
    }

    @Test func infersTheTypeAnInitializerCallConstructs() {
        assertEntryExpansion(
            """
            extension EnvironmentValues {
                @Entry var theme = Theme(small: 4)
            }
            """,
            expandedSource: """
                extension EnvironmentValues {
                    var theme {
                        get {
                            self[__Key_theme.self]
                        }
                        set {
                            self[__Key_theme.self] = newValue
                        }
                    }

                    private struct __Key_theme: Trellis.EnvironmentKey {
                        typealias Value = Theme
                        static var defaultValue: Value {
                            Theme(small: 4)
                        }
                    }
                }
                """
        )
    }

    @Test func diagnosesAMissingTypeAnnotation() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var alignment = Alignment.leading
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var alignment = Alignment.leading
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' requires a type annotation on 'alignment' unless its default value is an integer, floating-point, string or Boolean literal or a type's initializer call",
                    line: 2,
                    column: 16
                )
            ]
        )
    }

    @Test func diagnosesAMissingDefaultValue() {
        assertEntryExpansion(
            """
            extension ContainerValues {
                @Entry var action: () -> Void
            }
            """,
            expandedSource: """
                extension ContainerValues {
                    var action: () -> Void
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' requires a default value for 'action' because its type '() -> Void' is not optional",
                    line: 2,
                    column: 16,
                    fixIts: [
                        FixItSpec(
                            message: "make the type '(() -> Void)?' so that the default is nil")
                    ]
                )
            ],
            fixedSource: """
                extension ContainerValues {
                    @Entry var action: (() -> Void)?
                }
                """
        )
    }

    @Test func diagnosesANonOptionalFocusedValue() {
        assertEntryExpansion(
            """
            extension FocusedValues {
                @Entry var selection: Int = 0
            }
            """,
            expandedSource: """
                extension FocusedValues {
                    var selection: Int = 0
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' in FocusedValues requires an optional type, but 'selection' has type 'Int'; a focused value's default is always nil",
                    line: 2,
                    column: 27,
                    fixIts: [
                        FixItSpec(message: "change the type to 'Int?' and remove the default value")
                    ]
                )
            ],
            fixedSource: """
                extension FocusedValues {
                    @Entry var selection: Int?
                }
                """
        )
    }

    @Test func diagnosesAFocusedValueDefault() {
        assertEntryExpansion(
            """
            extension FocusedValues {
                @Entry var selection: Int? = 0
            }
            """,
            expandedSource: """
                extension FocusedValues {
                    var selection: Int? = 0
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' in FocusedValues cannot give 'selection' a default value; a focused value's default is always nil",
                    line: 2,
                    column: 34,
                    fixIts: [FixItSpec(message: "remove the default value")]
                )
            ],
            fixedSource: """
                extension FocusedValues {
                    @Entry var selection: Int?
                }
                """
        )
    }

    @Test func reportsEveryProblemAtOnce() {
        assertEntryExpansion(
            """
            struct Settings {
                @Entry static let value: Int
            }
            """,
            expandedSource: """
                struct Settings {
                    static let value: Int
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "'@Entry' requires 'var'; a 'let' constant cannot have the accessors it generates",
                    line: 2,
                    column: 19,
                    fixIts: [FixItSpec(message: "replace 'let' with 'var'")]
                ),
                DiagnosticSpec(
                    message:
                        "'@Entry' cannot be applied to a 'static' property; an entry is an instance property",
                    line: 2,
                    column: 12,
                    fixIts: [FixItSpec(message: "remove 'static'")]
                ),
                DiagnosticSpec(
                    message:
                        "'@Entry' can only be used in an extension of ContainerValues, EnvironmentValues, Transaction or FocusedValues",
                    line: 2,
                    column: 5
                ),
                DiagnosticSpec(
                    message:
                        "'@Entry' requires a default value for 'value' because its type 'Int' is not optional",
                    line: 2,
                    column: 23,
                    fixIts: [FixItSpec(message: "make the type 'Int?' so that the default is nil")]
                ),
            ]
        )
    }
}

// MARK: - Helpers

/// The macros under test, by the name they are written with.
private var entryMacroSpecs: [String: MacroSpec] {
    ["Entry": MacroSpec(type: EntryMacro.self)]
}

/// Expands `@Entry` in `originalSource` and checks the expansion, the diagnostics and, when
/// `fixedSource` is given, the source with every diagnostic's first Fix-It applied.
///
/// Failures are recorded as Swift Testing issues at the caller's location.
private func assertEntryExpansion(
    _ originalSource: String,
    expandedSource: String,
    diagnostics: [DiagnosticSpec] = [],
    fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        originalSource,
        expandedSource: expandedSource,
        diagnostics: diagnostics,
        macroSpecs: entryMacroSpecs,
        fixedSource: fixedSource,
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    )
}
