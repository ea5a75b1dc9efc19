import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// Implements `@Entry`: turns a property declared in an extension of `ContainerValues`,
/// `EnvironmentValues`, `Transaction` or `FocusedValues` into a computed property backed by a
/// private key type, exactly as SwiftUI's `@Entry` does.
///
/// The macro plays two roles. As an accessor macro it gives the property a getter and a setter
/// that subscript the enclosing value with the key; as a peer macro it declares the key, a
/// `private struct __Key_<name>` conforming to the key protocol of the enclosing type, whose
/// `defaultValue` is a *computed* static property that re-evaluates the initializer on every
/// read (so a reference-type default gives a fresh instance each time, rule E2).
///
/// ```swift
/// extension ContainerValues { @Entry var value: Int = 42 }
/// // expands to
/// extension ContainerValues {
///     var value: Int {
///         get { self[__Key_value.self] }
///         set { self[__Key_value.self] = newValue }
///     }
///     private struct __Key_value: Trellis.ContainerValueKey {
///         typealias Value = Int
///         static var defaultValue: Value { 42 }
///     }
/// }
/// ```
///
/// Both roles run the same validation (``EntryDeclaration``). Only the accessor role reports what
/// is wrong, so that each problem is diagnosed once; the peer role then adds no key. (A failing
/// accessor expansion also keeps the compiler from adding its own "did not produce an accessor"
/// error, which a silent empty accessor expansion would cause.)
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// Gives the property a getter and a setter that subscript the enclosing value with the key.
    ///
    /// ```swift
    /// get { self[__Key_value.self] }
    /// set { self[__Key_value.self] = newValue }
    /// ```
    ///
    /// - Throws: `DiagnosticsError` with every problem ``EntryDeclaration/validate(_:in:)``
    ///   finds; this role is the one that reports them.
    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let entry = try EntryDeclaration.validate(declaration, in: context).get()
        return [
            "get { self[\(entry.keyName).self] }",
            "set { self[\(entry.keyName).self] = newValue }",
        ]
    }

    /// Declares the key, a `private struct __Key_<name>` with a computed `defaultValue`.
    ///
    /// ```swift
    /// private struct __Key_value: Trellis.ContainerValueKey {
    ///     typealias Value = Int
    ///     static var defaultValue: Value { 42 }
    /// }
    /// ```
    ///
    /// - Returns: The key, or nothing when the declaration is invalid (the accessor role has
    ///   reported why).
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard case .success(let entry) = EntryDeclaration.validate(declaration, in: context) else {
            return []
        }
        let key = try StructDeclSyntax(
            "private struct \(entry.keyName): \(entry.container.keyProtocol)"
        ) {
            "typealias Value = \(entry.type)"
            "static var defaultValue: Value { \(entry.defaultValue) }"
        }
        return [DeclSyntax(key)]
    }
}

/// The type whose extension an `@Entry` property is declared in, and so which key protocol its
/// key conforms to (rule E1).
enum EntryContainer: String {
    case containerValues = "ContainerValues"
    case environmentValues = "EnvironmentValues"
    case transaction = "Transaction"
    case focusedValues = "FocusedValues"

    /// The key protocol, spelled with its module so that a local type of the same name cannot
    /// capture it.
    var keyProtocol: TypeSyntax {
        switch self {
        case .containerValues: "Trellis.ContainerValueKey"
        case .environmentValues: "Trellis.EnvironmentKey"
        case .transaction: "Trellis.TransactionKey"
        case .focusedValues: "Trellis.FocusedValueKey"
        }
    }

    /// Recognises `ContainerValues` and `Trellis.ContainerValues` (and likewise for the other
    /// three types); returns `nil` for any other type.
    init?(extendedType: TypeSyntax) {
        if let type = extendedType.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil
        {
            self.init(rawValue: type.name.text)
        } else if let type = extendedType.as(MemberTypeSyntax.self),
            type.genericArgumentClause == nil,
            type.baseType.as(IdentifierTypeSyntax.self)?.name.text == "Trellis"
        {
            self.init(rawValue: type.name.text)
        } else {
            return nil
        }
    }
}

/// An `@Entry` property that passed validation: everything the expansion needs.
struct EntryDeclaration {
    /// The enclosing type, which chooses the key protocol.
    let container: EntryContainer
    /// The name of the generated key type, `__Key_<name>`.
    let keyName: TokenSyntax
    /// The property's type, written or inferred from a literal.
    let type: TypeSyntax
    /// The expression `defaultValue` evaluates: the initializer, or `nil` for an optional type.
    let defaultValue: ExprSyntax

    /// Checks `declaration` against every rule `@Entry` has and reports all problems together.
    ///
    /// - Returns: The validated entry, or every problem found as one `DiagnosticsError`.
    static func validate(
        _ declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) -> Result<EntryDeclaration, DiagnosticsError> {
        var problems: [Diagnostic] = []
        func failure() -> Result<EntryDeclaration, DiagnosticsError> {
            .failure(DiagnosticsError(diagnostics: problems))
        }

        guard let variable = declaration.as(VariableDeclSyntax.self) else {
            problems.append(diagnostic(declaration, .notVariable))
            return failure()
        }
        checkSpecifierAndModifiers(of: variable, into: &problems)
        guard let binding = variable.bindings.first, variable.bindings.count == 1 else {
            let names = variable.bindings.map(\.pattern.trimmedDescription)
            problems.append(diagnostic(variable.bindings, .multipleBindings(names: names)))
            return failure()
        }
        guard let nameToken = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else {
            problems.append(diagnostic(binding.pattern, .unsupportedPattern))
            return failure()
        }
        let name = nameToken.identifier?.name ?? nameToken.text
        if let accessors = binding.accessorBlock {
            let fixIt = FixIt.replace(
                message: EntryMacroFixIt(kind: .removeAccessors),
                oldNode: binding,
                newNode: binding.with(\.accessorBlock, nil).with(\.trailingTrivia, [])
            )
            problems.append(diagnostic(accessors, .existingAccessors(name: name), fixIt: fixIt))
        }

        let extendedType = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType
        let container = extendedType.flatMap(EntryContainer.init(extendedType:))
        if container == nil {
            let kind = EntryMacroDiagnostic.Kind.unsupportedContext(
                extendedType: extendedType?.trimmedDescription)
            problems.append(diagnostic(variable, kind))
        }

        let type: TypeSyntax
        if let writtenType = binding.typeAnnotation?.type {
            type = writtenType.trimmed
        } else if let initializer = binding.initializer?.value,
            let inferredType = literalType(of: initializer) ?? constructedType(of: initializer)
        {
            type = inferredType
        } else {
            problems.append(diagnostic(binding.pattern, .missingTypeAnnotation(name: name)))
            return failure()
        }
        // An accessor block must be removed first: a Fix-It for the default value would overlap
        // the one that removes it.
        if binding.accessorBlock == nil {
            checkDefaultValue(of: binding, named: name, type: type, in: container, into: &problems)
        }

        guard let container, problems.isEmpty else { return failure() }
        return .success(
            EntryDeclaration(
                container: container,
                keyName: "__Key_\(raw: name)",
                type: type,
                defaultValue: binding.initializer?.value.trimmed ?? "nil"
            )
        )
    }

    /// Reports `let`, and a `static` or `class` modifier.
    private static func checkSpecifierAndModifiers(
        of variable: VariableDeclSyntax,
        into problems: inout [Diagnostic]
    ) {
        let specifier = variable.bindingSpecifier
        if specifier.tokenKind == .keyword(.let) {
            let fixIt = FixIt.replace(
                message: EntryMacroFixIt(kind: .replaceLetWithVar),
                oldNode: specifier,
                newNode: specifier.with(\.tokenKind, .keyword(.var))
            )
            problems.append(diagnostic(specifier, .letBinding, fixIt: fixIt))
        }
        let typeKeywords: [TokenKind] = [.keyword(.static), .keyword(.class)]
        if let modifier = variable.modifiers.first(where: {
            typeKeywords.contains($0.name.tokenKind)
        }) {
            let keyword = modifier.name.text
            let fixIt = FixIt(
                message: EntryMacroFixIt(kind: .removeModifier(keyword: keyword)),
                changes: [
                    .replaceText(
                        range: modifier.positionAfterSkippingLeadingTrivia..<modifier.endPosition,
                        with: "",
                        in: Syntax(modifier)
                    )
                ]
            )
            problems.append(diagnostic(modifier, .typeProperty(keyword: keyword), fixIt: fixIt))
        }
    }

    /// Reports a missing default value for a non-optional type (rule E3), and in `FocusedValues` a
    /// non-optional type or a default other than `nil`.
    private static func checkDefaultValue(
        of binding: PatternBindingSyntax,
        named name: String,
        type: TypeSyntax,
        in container: EntryContainer?,
        into problems: inout [Diagnostic]
    ) {
        let initializer = binding.initializer?.value
        let isOptional = isOptional(type)
        let optionalType = makeOptional(type)
        if container == .focusedValues, !isOptional {
            let fixIt = FixIt.replace(
                message: EntryMacroFixIt(
                    kind: .makeOptionalWithoutDefault(type: optionalType.description)),
                oldNode: binding,
                newNode: PatternBindingSyntax(
                    pattern: binding.pattern.with(\.trailingTrivia, []),
                    typeAnnotation: TypeAnnotationSyntax(
                        colon: .colonToken(trailingTrivia: .space), type: optionalType)
                )
            )
            let node = binding.typeAnnotation.map { Syntax($0.type) } ?? Syntax(binding.pattern)
            let kind = EntryMacroDiagnostic.Kind.focusedValueNotOptional(
                name: name, type: type.description)
            problems.append(diagnostic(node, kind, fixIt: fixIt))
        } else if container == .focusedValues, let initializer,
            !initializer.is(NilLiteralExprSyntax.self)
        {
            let fixIt = FixIt.replace(
                message: EntryMacroFixIt(kind: .removeDefaultValue),
                oldNode: binding,
                newNode: binding.with(\.initializer, nil).with(\.trailingTrivia, [])
            )
            problems.append(diagnostic(initializer, .focusedValueDefault(name: name), fixIt: fixIt))
        } else if initializer == nil, !isOptional, let writtenType = binding.typeAnnotation?.type {
            let fixIt = FixIt.replace(
                message: EntryMacroFixIt(kind: .makeOptional(type: optionalType.description)),
                oldNode: writtenType,
                newNode: optionalType.with(\.trailingTrivia, writtenType.trailingTrivia)
            )
            let kind = EntryMacroDiagnostic.Kind.missingDefaultValue(
                name: name, type: type.description)
            problems.append(diagnostic(binding, kind, fixIt: fixIt))
        }
    }

    /// An error of the given kind at `node`, with `fixIt` if there is one.
    private static func diagnostic(
        _ node: some SyntaxProtocol,
        _ kind: EntryMacroDiagnostic.Kind,
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(
            node: node, message: EntryMacroDiagnostic(kind: kind), fixIts: fixIt.map { [$0] } ?? [])
    }

    /// The type a plain literal has without context, or `nil` for anything else.
    ///
    /// That is `Int`, `Double`, `String` or `Bool`, including for a negated numeric literal such
    /// as `-1`.
    private static func literalType(of expression: ExprSyntax) -> TypeSyntax? {
        switch expression.as(ExprSyntaxEnum.self) {
        case .integerLiteralExpr: "Int"
        case .floatLiteralExpr: "Double"
        case .stringLiteralExpr: "String"
        case .booleanLiteralExpr: "Bool"
        case .prefixOperatorExpr(let negation) where negation.operator.text == "-":
            switch negation.expression.as(ExprSyntaxEnum.self) {
            case .integerLiteralExpr: "Int"
            case .floatLiteralExpr: "Double"
            default: nil
            }
        default: nil
        }
    }

    /// The type an initializer call constructs, or `nil` for any other expression.
    ///
    /// That is the callee of `Theme()`, `Theme.init()`, `Module.Theme(small: 4)` or
    /// `Box<Int>()`: a name or a dotted path of names that each start with an upper-case
    /// letter, as type names do (a function such as `makeTheme()` is not one).
    private static func constructedType(of expression: ExprSyntax) -> TypeSyntax? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
            let base = member.base
        {
            callee = base
        }
        func isTypeName(_ expression: ExprSyntax) -> Bool {
            switch expression.as(ExprSyntaxEnum.self) {
            case .declReferenceExpr(let reference):
                reference.argumentNames == nil && reference.baseName.text.first?.isUppercase == true
            case .memberAccessExpr(let member):
                member.base.map(isTypeName) == true && member.declName.baseName.text.first?.isUppercase == true
            case .genericSpecializationExpr(let specialization):
                isTypeName(specialization.expression)
            default:
                false
            }
        }
        return isTypeName(callee) ? "\(raw: callee.trimmedDescription)" : nil
    }

    /// Whether `type` is spelled as an optional: `T?`, `Optional<T>` or `Swift.Optional<T>`.
    private static func isOptional(_ type: TypeSyntax) -> Bool {
        if type.is(OptionalTypeSyntax.self) { return true }
        if let type = type.as(IdentifierTypeSyntax.self) {
            return type.name.text == "Optional" && type.genericArgumentClause != nil
        }
        if let type = type.as(MemberTypeSyntax.self) {
            return type.baseType.trimmedDescription == "Swift" && type.name.text == "Optional"
                && type.genericArgumentClause != nil
        }
        return false
    }

    /// `type` made optional: `T?`, parenthesised first where `?` would bind to part of it, as in
    /// `(() -> Void)?`, `(any Shape)?` and `(A & B)?`.
    private static func makeOptional(_ type: TypeSyntax) -> TypeSyntax {
        let needsParentheses =
            type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self)
            || type.is(CompositionTypeSyntax.self) || type.is(AttributedTypeSyntax.self)
        let wrapped = needsParentheses ? "(\(type.trimmedDescription))" : type.trimmedDescription
        return "\(raw: wrapped)?"
    }
}
