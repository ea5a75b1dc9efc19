import Foundation
import SwiftParser
import SwiftSyntax
import Testing

/// The document language stays in functions a reader can hold at once: no function,
/// initializer, accessor, subscript or closure body in `Sources/TrellisScript` spans more than
/// `FunctionLengthTests.maxLines` lines.
@MainActor @Suite("Function length") struct FunctionLengthTests {
    static let maxLines = 80

    /// `Sources/TrellisScript`, found from this file.
    static var sources: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TrellisScript")
    }

    @Test("no body in TrellisScript is longer than 80 lines")
    func noLongBodies() throws {
        let files = (FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" }
        try #require(files.count > 50, "Sources/TrellisScript not found at \(Self.sources.path)")
        var long: [String] = []
        for file in files.sorted(by: { $0.path < $1.path }) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for body in BodyLengths.bodies(in: Parser.parse(source: text), file: file.lastPathComponent) where body.lines > Self.maxLines {
                long.append("\(file.path.replacingOccurrences(of: Self.sources.path + "/", with: "")):\(body.line): \(body.name) is \(body.lines) lines")
            }
        }
        #expect(long.isEmpty, "bodies over \(Self.maxLines) lines:\n\(long.joined(separator: "\n"))")
    }

    @Test("the measure finds a long function, initializer, getter and closure, each at its line")
    func measureFindsLongBodies() {
        let filler = String(repeating: "    _ = 1\n", count: 81)
        let source = """
            func short() {}
            func long() {
            \(filler)}
            struct S {
                init() {
            \(filler)    }
                var value: Int {
            \(filler)    return 1 }
            }
            let table = {
            \(filler)}()
            """
        let found = BodyLengths.bodies(in: Parser.parse(source: source), file: "t.swift").filter { $0.lines > Self.maxLines }
        #expect(found.map(\.name) == ["long", "init", "value", "closure"])
        #expect(found.map(\.line) == [2, 86, 169, 253])
    }
}

/// The bodies of a syntax tree with the lines they span, from the line of `{` to that of `}`.
final class BodyLengths: SyntaxVisitor {
    struct Body {
        let name: String
        let line: Int
        let lines: Int
    }

    private let converter: SourceLocationConverter
    private var bodies: [Body] = []

    private init(_ tree: SourceFileSyntax, file: String) {
        converter = SourceLocationConverter(fileName: file, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    static func bodies(in tree: SourceFileSyntax, file: String) -> [Body] {
        let visitor = BodyLengths(tree, file: file)
        visitor.walk(tree)
        return visitor.bodies
    }

    private func note(_ name: String, _ start: some SyntaxProtocol, _ open: TokenSyntax, _ close: TokenSyntax) {
        let first = open.startLocation(converter: converter).line, last = close.endLocation(converter: converter).line
        bodies.append(Body(name: name, line: start.startLocation(converter: converter).line, lines: last - first + 1))
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { note(node.name.text, node.name, body.leftBrace, body.rightBrace) }
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { note("init", node.initKeyword, body.leftBrace, body.rightBrace) }
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { note("deinit", node.deinitKeyword, body.leftBrace, body.rightBrace) }
        return .visitChildren
    }

    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        if let block = node.accessorBlock { note("subscript", node.subscriptKeyword, block.leftBrace, block.rightBrace) }
        return .visitChildren
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let block = node.accessorBlock { note(node.pattern.trimmedDescription, node.pattern, block.leftBrace, block.rightBrace) }
        return .visitChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        note("closure", node, node.leftBrace, node.rightBrace)
        return .visitChildren
    }
}
