import SwiftSyntax

/// A document's top-level items sorted by kind, each kind in source order: the one reading of
/// a document's shape that the prelude (what it reads) and the checker (what it checks) share,
/// so that both take the same declarations.
struct DocumentOutline {
    var imports: [ImportDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []
    var structs: [StructDeclSyntax] = []
    var enums: [EnumDeclSyntax] = []
    var classes: [ClassDeclSyntax] = []
    var lets: [VariableDeclSyntax] = []
    /// The top-level expressions (and `if` statements): the first is the document's view.
    var expressions: [CodeBlockItemSyntax] = []
    /// Top-level functions, which documents do not support.
    var functions: [FunctionDeclSyntax] = []
    /// Other declarations and statements, which documents do not support.
    var otherDeclarations: [DeclSyntax] = []
    var otherStatements: [StmtSyntax] = []

    init(_ source: SourceFileSyntax) {
        for item in source.statements {
            switch item.item {
            case .decl(let decl): sort(decl)
            case .expr: expressions.append(item)
            case .stmt(let statement):
                if let expression = statement.as(ExpressionStmtSyntax.self), expression.expression.is(IfExprSyntax.self) {
                    expressions.append(item)
                } else {
                    otherStatements.append(statement)
                }
            }
        }
    }

    private mutating func sort(_ decl: DeclSyntax) {
        if let node = decl.as(ImportDeclSyntax.self) {
            imports.append(node)
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            extensions.append(node)
        } else if let node = decl.as(StructDeclSyntax.self) {
            structs.append(node)
        } else if let node = decl.as(EnumDeclSyntax.self) {
            enums.append(node)
        } else if let node = decl.as(ClassDeclSyntax.self) {
            classes.append(node)
        } else if let node = decl.as(VariableDeclSyntax.self) {
            lets.append(node)
        } else if let node = decl.as(FunctionDeclSyntax.self) {
            functions.append(node)
        } else {
            otherDeclarations.append(decl)
        }
    }

    /// The name an `import` line asks for (`Boards`, `Foundation.Data`).
    static func moduleName(of node: ImportDeclSyntax) -> String {
        node.path.map(\.name.text).joined(separator: ".")
    }

    /// The modules every document has without loading anything.
    static let builtinModules: Set<String> = ["Trellis", "SwiftUI", "Foundation"]

    /// The name a top-level `let` binding binds, when it binds a plain name.
    static func name(of binding: PatternBindingSyntax) -> String? {
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }
}
