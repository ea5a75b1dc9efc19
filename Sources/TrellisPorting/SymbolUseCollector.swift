import SwiftSyntax

/// Walks a Swift source file and collects, by name, what it declares and what it refers to.
///
/// Without a type checker a use is known by its spelling only: a reference (`padding`,
/// `Color`, `$selection` as `selection`), a type name, a key-path component or a custom
/// attribute (`@State`, `@Entry`). Lowercase attributes (`@escaping`, `@available`) are the
/// language's own and are skipped. A declared name (a type, function, variable, parameter,
/// enum case or generic parameter anywhere in the file) hides every use of that name, so the
/// report errs towards saying less.
final class SymbolUseCollector: SyntaxVisitor {
    /// A name the file refers to, at the position of its token.
    struct Use {
        var name: String
        var position: AbsolutePosition
    }

    private(set) var uses: [Use] = []
    private(set) var declared: Set<String> = []
    /// The modules the file imports.
    private(set) var imports: Set<String> = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// A token's name without a projected value's `$` or escaping backticks.
    private static func name(of token: TokenSyntax) -> String {
        var name = token.text
        if name.hasPrefix("$") { name.removeFirst() }
        if name.hasPrefix("`"), name.hasSuffix("`"), name.count > 2 { name = String(name.dropFirst().dropLast()) }
        return name
    }

    private func use(_ token: TokenSyntax) {
        let name = Self.name(of: token)
        guard let first = name.first, first.isLetter || first == "_" else { return }
        uses.append(Use(name: name, position: token.positionAfterSkippingLeadingTrivia))
    }

    private func declare(_ token: TokenSyntax?) {
        guard let token else { return }
        declared.insert(Self.name(of: token))
    }

    // MARK: Uses

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        use(node.baseName)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        use(node.name)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        use(node.name)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name,
              name.text.first?.isUppercase == true
        else { return .skipChildren }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        use(node.macroName)
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        use(node.macroName)
        return .visitChildren
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.text { imports.insert(module) }
        return .skipChildren
    }

    // MARK: Declarations

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { declare(node.identifier); return .visitChildren }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name); return .visitChildren }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.secondName ?? node.firstName)
        return .visitChildren
    }

    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name)
        return .visitChildren
    }
}
